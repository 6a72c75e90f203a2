"""The shortcuts of the turn flow answer exactly as the general rules they stand for.

What happens after an action is found legal is written for the compiled build: the
dispatcher calls each starter directly instead of through the table of triggers, and
the turn skips work whose answer it already knows. Each test here holds one such
shortcut to the general rule it replaces.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolkit.native import compiled_modules
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.triggers import _BY_EVENT, Triggers

_EVENT_KINDS = [*sorted(_BY_EVENT), "gain", "draw", "no_such_event"]
"""Every kind the table starts something for, and some it starts nothing for."""


@pytest.mark.skipif(
    "toolkit.villainous.triggers" in compiled_modules(),
    reason="replaces the starters of the class, which the compiled build cannot",
)
@pytest.mark.parametrize("kind", _EVENT_KINDS)
def test_dispatch_starts_the_rows_of_the_trigger_table_in_order(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    called: list[str] = []

    def recorder(name: str) -> Any:
        def start(self: Triggers, ev: Any, chooser: int, card: int, flag: bool) -> None:
            called.append(name)

        return start

    game = VillainousGame.new(1, villains=["ursula", "davy_jones"])
    names = {s.__name__ for starters in _BY_EVENT.values() for s in starters}
    for name in names:
        monkeypatch.setattr(Triggers, name, recorder(name))
    game._dispatch((kind, 0, 0, 0, 0))
    assert called == [s.__name__ for s in _BY_EVENT.get(kind, ())]
    called.clear()
    game._emit((kind, 0, 0, 0, 0))
    assert called == [s.__name__ for s in _BY_EVENT.get(kind, ())]
