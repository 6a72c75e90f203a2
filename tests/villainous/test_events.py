"""Every event the Villainous engine writes fits its typed record (toolkit.villainous.events).

Seeded games of every ordered villain pairing (and one game of all five villains) are
played by the heuristic and the random bot; every event (setup events included) must be
of a kind the table declares, with the record's number of items, and describing the
event or its record gives the same sentence. The kinds the engine's source writes are
exactly the kinds the table declares, so a new kind of event cannot be written without
its record.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from toolkit.core.errors import LogFormatError
from toolkit.core.safe_yaml import load_file
from toolkit.replay.villainous import _EVENT_RULES
from toolkit.villainous.bots import HeuristicBot, VillainousRandomBot
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.events import EVENTS, Play, Vanquish, rules_of
from toolkit.villainous.text import describe_event

SETUPS = [list(p) for p in itertools.permutations(VILLAINS, 2)] + [list(VILLAINS)]
PACKAGE = Path(__file__).resolve().parents[2] / "toolkit" / "villainous"
# How the engine writes an event: appended, emitted, or built first as ``ev = (...)``.
_WRITES = re.compile(r'(?:events\.append\(|_emit\(|ev = )\(\s*"([a-z_]+)"')


def _played(seed: int, villains: list[str], bot: type) -> VillainousGame:
    game = VillainousGame.new(seed, villains=villains)
    bots = [bot(seed * 7 + i) for i in range(game.n)]
    while not game.is_over and game.turn <= 14:
        game.apply(bots[game.current_player].choose(game, game.legal_actions()))
    return game


@pytest.mark.parametrize("villains", SETUPS, ids=["-".join(v) for v in SETUPS])
def test_every_event_of_a_game_fits_its_record(villains: list[str]) -> None:
    seen: set[str] = set()
    for seed, bot in ((1, HeuristicBot), (2, VillainousRandomBot)):
        game = _played(seed, villains, bot)
        EVENTS.check(game.events)
        for event in game.events:
            record = EVENTS.record(event)
            assert record == event and repr(record) == repr(event)
            assert type(record).__name__ != "tuple"
            seen.add(record.kind)  # type: ignore[attr-defined]
            for lang in ("en", "it"):
                assert describe_event(game, event, lang) == describe_event(game, record, lang)
    assert {"setup", "turn", "move", "draw", "end"} <= seen


def test_the_engine_writes_exactly_the_kinds_the_table_declares() -> None:
    written = {
        m
        for path in PACKAGE.glob("*.py")
        if path.name not in ("events.py",)
        for m in _WRITES.findall(path.read_text(encoding="utf-8"))
    }
    assert written == set(EVENTS.kinds)


def test_records_name_the_fields() -> None:
    game = VillainousGame.new(1, villains=list(VILLAINS[:2]))
    play = next(
        (
            EVENTS.record(e)
            for e in _played(1, list(VILLAINS[:2]), HeuristicBot).events
            if e[0] == "play"
        ),
        None,
    )
    assert isinstance(play, Play) and play.seat in (0, 1) and play.card >= 0
    assert EVENTS.record(game.events[0]).villain == VILLAINS[0]  # type: ignore[attr-defined]
    assert Vanquish("vanquish", 1, 3, (4, 5), 6).allies == (4, 5)
    with pytest.raises(LogFormatError, match="has 5 items"):
        EVENTS.record(("play", 0, 12, -1))
    with pytest.raises(LogFormatError, match="no event of kind"):
        EVENTS.record(("jump", 0))


def test_every_record_names_published_rules() -> None:
    rules = {
        r["id"]
        for r in load_file(PACKAGE.parents[1] / "data" / "rules" / "villainous.yaml")["rules"]
    }
    for kind in EVENTS.kinds:
        named = rules_of(kind)
        assert named and set(named) <= rules, kind
    for kind, shown in _EVENT_RULES.items():  # the replay shows rules its record names
        assert set(shown) <= set(rules_of(kind)), kind
