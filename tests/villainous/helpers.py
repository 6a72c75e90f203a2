"""Helpers for Villainous scenario tests: exact positions and finding actions."""

from __future__ import annotations

from typing import Any

import pytest

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.villainous.engine import VillainousGame


def position(
    villains: list[str], *players: dict[str, Any], act: bool = True, **extra: Any
) -> VillainousGame:
    """A game from an exact position; with ``act`` seat 0 has already moved."""
    pos: dict[str, Any] = {"players": list(players), **extra}
    if act:
        pos["phase"] = "act"
    keys = ("fate_token", "fate_token_players", "activation")
    opts = {k: extra.pop(k) for k in keys if k in extra}
    for k in opts:
        pos.pop(k, None)
    return VillainousGame.from_position(pos, seed=1, villains=villains, **opts)


def card(game: VillainousGame, seat: int, card_id: str, n: int = 0) -> int:
    """The instance id of the n-th copy of a card owned by ``seat`` (anywhere)."""
    return game.instance(seat, card_id, n=n)


def find(game: VillainousGame, kind: str, *args: Any) -> Action:
    """The legal action of that kind whose arguments start with ``args`` (slots ignored)."""
    for a in game.legal_actions():
        if a.kind != kind:
            continue
        rest = a.args[1:] if a.args and isinstance(a.args[0], str) else a.args
        if tuple(rest[: len(args)]) == tuple(args):
            return a
    raise AssertionError(f"no legal {kind} {args}; legal: {game.legal_actions()}")


def vanquish(game: VillainousGame, hero: int, allies: tuple[int, ...]) -> None:
    """Vanquish ``hero``: take a Vanquish symbol, add ``allies`` one by one, then finish."""
    game.apply(find(game, "vanquish", hero))
    for ally in allies:
        game.apply(Action("vanquish_ally", (ally,)))
    game.apply(Action("vanquish_done"))


def has(game: VillainousGame, kind: str, *args: Any) -> bool:
    try:
        find(game, kind, *args)
    except AssertionError:
        return False
    return True


def slot_of(game: VillainousGame, symbol: str) -> str:
    """The id of an available slot with that symbol (``gain_power`` matches any amount)."""
    for sid, _base, sym, _cov in game.slots():
        if sym.split(":")[0] == symbol:
            return sid
    raise AssertionError(f"no {symbol} slot available: {game.slots()}")


def choose(game: VillainousGame, label_part: str) -> None:
    """Answer the pending choice with the option whose label contains ``label_part``."""
    assert game.pending is not None and game.pending["kind"] == "choose", game.pending
    for i, label in enumerate(game.pending["labels"]):
        if label_part in label:
            game.apply(Action("choose", (i,)))
            return
    raise AssertionError(f"no option {label_part!r} in {game.pending['labels']}")


def refused(
    game: VillainousGame, action: Action, rule: str | None, says: str | None = None
) -> None:
    """``action`` raises IllegalActionError naming ``rule``, and leaves the state untouched."""
    before = (game.state_dict(), str(game), len(game.decisions), len(game.events))
    with pytest.raises(IllegalActionError) as err:
        game.apply(action)
    if rule is not None:
        assert err.value.rule == rule, str(err.value)
        assert rule in str(err.value)
    if says is not None:
        assert says in str(err.value), str(err.value)
    assert (game.state_dict(), str(game), len(game.decisions), len(game.events)) == before
