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


def names(game: VillainousGame, iids: Any) -> list[str]:
    """The card ids of a list of instances, in order."""
    return [game.defs[i].id for i in iids]


def in_hand(game: VillainousGame, seat: int, card_id: str, n: int = 0) -> int:
    """The instance id of the n-th copy of a card in ``seat``'s hand."""
    return [i for i in game.players[seat].hand if game.defs[i].id == card_id][n]


def labels(game: VillainousGame) -> list[str]:
    """The option labels of the pending choice (empty when nothing is pending)."""
    pd = game.pending
    return list(pd["labels"]) if pd is not None and pd["kind"] == "choose" else []


def snapshot(game: VillainousGame) -> tuple[Any, ...]:
    """Everything a refused action must leave alone: the table, every zone, tokens, power,
    locks, the decision list and what may be decided next."""
    try:
        state: Any = game.state_dict()
    except NotImplementedError:
        state = None
    return (
        str(game),
        game.zones(),
        state,
        dict(game.tokens),
        dict(game.host),
        [(p.power, p.poison, p.loc, sorted(p.locked), dict(p.treasure_on)) for p in game.players],
        tuple(game.legal_actions()),
        len(game.decisions),
    )


def refused_unchanged(game: VillainousGame, action: Action, rule: str | None = None) -> None:
    """``action`` raises IllegalActionError (naming ``rule`` if given) and changes nothing."""
    before = snapshot(game)
    with pytest.raises(IllegalActionError) as err:
        game.apply(action)
    if rule is not None:
        assert err.value.rule == rule, str(err.value)
    assert snapshot(game) == before


def vanquish(game: VillainousGame, hero: int, allies: tuple[int, ...] | list[int]) -> None:
    """Vanquish ``hero`` with exactly ``allies``, whether the engine lists whole sets of
    Allies as one action or asks for them one by one as a pending decision."""
    want = sorted(allies)
    for a in game.legal_actions():
        if (
            a.kind == "vanquish"
            and len(a.args) >= 3
            and a.args[1] == hero
            and isinstance(a.args[2], tuple)
            and sorted(a.args[2]) == want
        ):
            game.apply(a)
            return
    stepwise = [
        a
        for a in game.legal_actions()
        if a.kind == "vanquish"
        and hero in a.args
        and not any(isinstance(x, tuple) and x for x in a.args)
    ]
    if not stepwise:
        raise AssertionError(f"no Vanquish of {hero} with {want}: {game.legal_actions()}")
    game.apply(stepwise[0])
    left = list(want)
    while left and game.pending is not None and game.pending["kind"] == "choose":
        names_left = [game.card_name(i) for i in left]
        for i, label in enumerate(game.pending["labels"]):
            hit = next((k for k, nm in enumerate(names_left) if nm in label), None)
            if hit is not None:
                game.apply(Action("choose", (i,)))
                left.pop(hit)
                break
        else:
            raise AssertionError(f"cannot pick {names_left} from {game.pending['labels']}")
    assert not left, f"Allies not used: {left}"


def can_vanquish(game: VillainousGame, hero: int, allies: tuple[int, ...] | list[int]) -> bool:
    """Whether vanquishing ``hero`` with exactly ``allies`` is offered now."""
    trial = game.clone()
    try:
        vanquish(trial, hero, allies)
    except (AssertionError, IllegalActionError):
        return False
    return True


def refuse_vanquish(
    game: VillainousGame,
    slot: str,
    hero: int,
    allies: tuple[int, ...] | list[int],
    rule: str | None = None,
) -> None:
    """Vanquishing ``hero`` with exactly ``allies`` is not offered, and the action naming
    them from ``slot`` is refused with nothing changed. The rule is checked while the engine
    lists whole sets of Allies as actions (or offers no Vanquish at all)."""
    before = snapshot(game)
    assert not can_vanquish(game, hero, allies)
    assert snapshot(game) == before
    sets = any(
        a.kind == "vanquish" and len(a.args) >= 3 and isinstance(a.args[2], tuple)
        for a in game.legal_actions()
    )
    named = rule if sets or not has(game, "vanquish") else None
    refused_unchanged(game, Action("vanquish", (slot, hero, tuple(allies))), named)
