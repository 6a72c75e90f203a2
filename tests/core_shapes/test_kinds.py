"""The action-kind registry of toolkit.core.kinds: dispatch, refusals, listing from the check."""

from __future__ import annotations

import pytest

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError, ToolkitError
from toolkit.core.kinds import ActionKind, KindRegistry, whole_numbers


class Pile:
    """A toy game: take 1 or 2 stones from a pile, or stop."""

    def __init__(self, stones: int) -> None:
        self.stones = stones
        self.stopped = False


def check_take(game: Pile, action: Action) -> IllegalActionError | None:
    if not whole_numbers(action, 1):
        return IllegalActionError("take takes one whole number", "EX-0")
    n = action.args[0]
    if n not in (1, 2):
        return IllegalActionError("take 1 or 2 stones", "EX-1")
    if n > game.stones:
        return IllegalActionError("not so many stones left", "EX-2")
    return None


def take(game: Pile, action: Action) -> None:
    game.stones -= action.args[0]


def stop(game: Pile, action: Action) -> None:
    game.stopped = True


def unknown(game: Pile, action: Action) -> IllegalActionError:
    return IllegalActionError(f"{action.kind!r} is not an action of the pile game", "EX-9")


TAKE = ActionKind(
    "take", ("stones",), check_take, lambda g: [Action("take", (n,)) for n in (1, 2, 3)], take
)
STOP = ActionKind("stop", (), lambda g, a: None, lambda g: [Action("stop")], stop, rule="EX-3")
KINDS = KindRegistry("pile", (TAKE, STOP), unknown)


def test_listing_is_the_candidates_the_check_passes() -> None:
    game = Pile(1)
    assert KINDS.legal(game) == [Action("take", (1,)), Action("stop")]
    game.stones = 5
    assert KINDS.legal(game) == [Action("take", (1,)), Action("take", (2,)), Action("stop")]


def test_check_names_the_rule_and_unknown_kinds_are_refused_with_a_typed_error() -> None:
    game = Pile(1)
    err = KINDS.check(game, Action("take", (2,)))
    assert isinstance(err, IllegalActionError) and err.rule == "EX-2"
    assert KINDS.check(game, Action("take", (True,))).rule == "EX-0"  # type: ignore[union-attr]
    assert KINDS.check(game, Action("take", (1,))) is None
    refusal = KINDS.check(game, Action("fly"))
    assert isinstance(refusal, ToolkitError) and refusal.rule == "EX-9"
    with pytest.raises(IllegalActionError, match="EX-9"):
        KINDS.do(game, Action("fly"))


def test_do_checks_first_and_changes_nothing_when_refused() -> None:
    game = Pile(1)
    with pytest.raises(IllegalActionError, match="EX-2"):
        KINDS.do(game, Action("take", (2,)))
    assert game.stones == 1
    KINDS.do(game, Action("take", (1,)))
    assert game.stones == 0
    KINDS.do(game, Action("stop"), checked=True)
    assert game.stopped


def test_registry_is_closed_and_read_only() -> None:
    assert KINDS.names == ("take", "stop") and len(KINDS) == 2 and "take" in KINDS
    assert KINDS["stop"].rule == "EX-3" and KINDS.get("fly") is None
    with pytest.raises(AttributeError):
        KINDS.extra = 1  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        KINDS._by_name["fly"] = STOP  # type: ignore[index]
    with pytest.raises(AttributeError):
        TAKE.name = "grab"  # type: ignore[misc]
    with pytest.raises(ValueError, match="declared twice"):
        KindRegistry("pile", (TAKE, TAKE), unknown)
    assert KINDS.describe()[0] == {"kind": "take", "args": ["stones"], "rule": None}


def test_listing_drift_finds_a_fast_listing_that_differs_from_the_check() -> None:
    good = ActionKind(
        "take",
        ("stones",),
        check_take,
        TAKE.candidates,
        take,
        fast=lambda g: [Action("take", (n,)) for n in (1, 2) if n <= g.stones],
    )
    bad = ActionKind(
        "take",
        ("stones",),
        check_take,
        TAKE.candidates,
        take,
        fast=lambda g: [Action("take", (2,))],
    )
    swapped = ActionKind(
        "take",
        ("stones",),
        check_take,
        TAKE.candidates,
        take,
        fast=lambda g: [Action("take", (2,)), Action("take", (1,))],
    )
    for stones in range(4):
        game = Pile(stones)
        assert KindRegistry("pile", (good,), unknown).listing_drift(game, "take") == ([], [])
    extra, missing = KindRegistry("pile", (bad,), unknown).listing_drift(Pile(1), "take")
    assert extra == [Action("take", (2,))] and missing == [Action("take", (1,))]
    extra, missing = KindRegistry("pile", (swapped,), unknown).listing_drift(Pile(5), "take")
    assert extra and not missing  # the same actions in another order is a drift too
