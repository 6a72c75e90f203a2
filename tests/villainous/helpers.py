"""Helpers for Villainous scenario tests: exact positions and finding actions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.villainous import kinds
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.kinds import payment_refusal


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


def hook_facing_wendy(
    jolly_roger: Sequence[str] = ("swashbuckler", "pirate_brute", "smee"),
    skull_rock: Sequence[str] = ("pirate_brute",),
) -> VillainousGame:
    """Captain Hook against Davy Jones, moved to Jolly Roger, where Wendy (Strength 3)
    stands at the top: the Allies ``jolly_roger`` below her, ``skull_rock`` at Skull Rock.

    The position of the Vanquish rules (V-V1, V-V3): whether Hook may vanquish Wendy,
    and with which Allies, depends only on these two lists (an empty one places nobody).
    By default Hook has more Strength at Jolly Roger than Wendy needs, and one Ally too
    far away to help.
    """
    bottom = {
        name: list(allies)
        for name, allies in (("jolly_roger", jolly_roger), ("skull_rock", skull_rock))
        if allies
    }
    return position(
        ["captain_hook", "davy_jones"],
        {"location": "jolly_roger", "top": {"jolly_roger": ["wendy"]}, "bottom": bottom},
    )


def davy_jones_a_vanquish_from_winning(
    claimed: tuple[str, ...] = ("music_box", "the_heart", "the_key", "treasure_chest"),
) -> tuple[VillainousGame, int, int]:
    """Davy Jones (against Tamatoa) at The Flying Dutchman, with four Treasures claimed and
    the fifth, Jack's Compass, attached to Will Turner; the Kraken below can vanquish him.

    The position of the objective rule (V-W2): vanquishing Will Turner with the Kraken
    claims the last Treasure and wins at once. Returns the game, Will Turner and the Kraken.
    With fewer Treasures ``claimed``, the vanquish claims one more and does not win.
    """
    game = position(
        ["davy_jones", "tamatoa"],
        {
            "location": "the_flying_dutchman",
            "top": {"the_flying_dutchman": ["will_turner"]},
            "bottom": {"the_flying_dutchman": ["the_kraken"]},
            "treasures": [["will_turner", "jacks_compass", True]],
            "claimed": list(claimed),
        },
    )
    return game, card(game, 0, "will_turner"), card(game, 0, "the_kraken")


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


def _options(game: VillainousGame) -> tuple[Any, ...]:
    """The options of the pending card choice (the engine's ``pending_decision``)."""
    pd = game.pending_decision
    assert pd is not None and pd.kind == "choose", pd
    return pd.options


def choose(game: VillainousGame, label_part: str) -> None:
    """Answer the pending choice with the option labelled ``label_part`` (an exact label
    first, else the first label that contains it)."""
    options = _options(game)
    exact = [o for o in options if o.label == label_part]
    near = [o for o in options if label_part in o.label]
    if not (exact or near):
        raise AssertionError(f"no option {label_part!r} in {[o.label for o in options]}")
    game.apply((exact or near)[0].action)


def _declines(label: str) -> bool:
    """Whether an option label is the engine's way of saying no to a "may" or optional part."""
    return label == "do nothing" or label.startswith("skip: ")


def _yes_no(game: VillainousGame) -> tuple[Any, Any]:
    """The (accept, decline) options of a pending may-question."""
    options = _options(game)
    no = [o for o in options if _declines(o.label)]
    yes = [o for o in options if not _declines(o.label)]
    assert len(options) == 2 and len(no) == 1, [o.label for o in options]
    return yes[0], no[0]


def accept(game: VillainousGame) -> None:
    """Say yes to the pending "you may" question (use the ability or its optional part)."""
    game.apply(_yes_no(game)[0].action)


def decline(game: VillainousGame) -> None:
    """Say no to the pending "you may" question."""
    game.apply(_yes_no(game)[1].action)


def asks_may(game: VillainousGame) -> bool:
    """Whether a "you may" question (accept or decline) is pending now."""
    pd = game.pending_decision
    if pd is None or pd.kind != "choose" or len(pd.options) != 2:
        return False
    return sum(_declines(o.label) for o in pd.options) == 1


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
    """The option labels of the pending card choice (empty when none is pending)."""
    pd = game.pending_decision
    return [o.label for o in pd.options] if pd is not None and pd.kind == "choose" else []


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
    """Vanquishing ``hero`` with exactly ``allies`` cannot be done: the step that fails (the
    Vanquish itself, an Ally added, or finishing) is refused, naming ``rule`` if given, and
    changes nothing."""
    before = snapshot(game)
    assert not can_vanquish(game, hero, allies)
    assert snapshot(game) == before
    if not has(game, "vanquish", hero):
        refused_unchanged(game, Action("vanquish", (slot, hero)), rule)
        return
    trial = game.clone()
    trial.apply(find(trial, "vanquish", hero))
    for ally in allies:
        step = Action("vanquish_ally", (ally,))
        if not trial.is_legal(step):
            refused_unchanged(trial, step, rule)
            return
        trial.apply(step)
    refused_unchanged(trial, Action("vanquish_done"), rule)


def plays_by_the_rules(game: VillainousGame, seat: int) -> list[tuple[int, int, int | None, int]]:
    """(card, location, host, pay) of every play from ``seat``'s hand that the per-play
    checks allow (the places of each card, then the refusal of each payment), in the
    order the legal listing is expected to give them: what a listing of plays is checked
    against."""
    p = game.players[seat]
    out = []
    for iid in p.hand:
        d = game.defs[iid]
        if d.type == "condition":
            continue
        for loc, host in kinds.play_places(game, seat, d):
            for pay in (0, 1):
                if payment_refusal(game, p, iid, host, pay) is None:
                    out.append((iid, loc, host, pay))
    return out
