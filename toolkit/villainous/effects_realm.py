"""The effect verbs of the Realm: play a card from hand, move Heroes, Allies, the
villain and the lock, defeat Heroes, discard, attach and detach Items, strength tokens
and modifiers, extra actions and staying put (and the Ally discarded instead, the step of
``survives_vanquish``).

Each verb is declared here by its :class:`~toolkit.villainous.vocabulary.Verb` record (a
constant named after it: parameters, words, meaning), written just above the plain
function ``verb(game, frame, params)`` that resolves it; a verb that asks a question
names the step that applies the answer, a function of :data:`APPLY`. The module exports
its verbs' records (:data:`VERBS`, assembled by :mod:`toolkit.villainous.verbs`) and its
part of the resolver table (:data:`RESOLVE`, joined by :mod:`toolkit.villainous.effects`).
The game parameter is typed with :class:`~toolkit.villainous.interpreter.Interpreter`, the
lowest layer that has everything the functions call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from toolkit.i18n.messages import N_
from toolkit.villainous import effects_cards
from toolkit.villainous.frame import Frame
from toolkit.villainous.labels import TOKENS, label
from toolkit.villainous.vocabulary import (
    APPLIES,
    CARD_TYPES,
    DEST,
    TARGET,
    Apply,
    Param,
    Resolver,
    Verb,
    one_shot,
)

if TYPE_CHECKING:
    from toolkit.villainous.interpreter import Interpreter

__all__ = ["APPLY", "RESOLVE"]


PLAY_FROM_HAND: Final = one_shot(
    "play_from_hand",
    N_("play a card from hand"),
    "play a card of that type from your hand",
    Param("type", "choice", tuple(sorted(CARD_TYPES))),
    Param("free", "bool"),
)


def play_from_hand(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``play_from_hand``: play a card of that type from your hand."""
    p = game.players[fr.owner]
    opts: list[tuple[str, Any]] = []
    for iid in p.hand:
        if game.defs[iid].type != a.get("type"):
            continue
        for li, h in game._placements(fr.owner, game.defs[iid], False):
            opts.append((effects_cards.placed_label(game, fr.owner, iid, li, h), (iid, li, h)))
    opts.append((label("play no card"), None))
    return game._offer(fr, "pfh", opts, "play_from_hand", None, a)


def _play_from_hand_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    if v is None:
        return True
    p = game.players[fr.owner]
    iid, li, h = v
    if not a.get("free"):
        cost = game.card_cost(p, iid, h)
        if cost > p.power:
            return True
        p.power -= cost
    p.hand.remove(iid)
    game._put_into_play(fr.owner, fr.owner, iid, li, h)
    return True


def _move_effect(game: Interpreter, fr: Frame, a: Any, kinds: tuple[str, ...]) -> Any:
    sel = a["target"]
    if isinstance(sel, dict) and sel.get("where") == "chosen_location":
        p = game.players[fr.owner]
        opts = [(p.villain.locations[li].name, li) for li in range(4) if li not in p.locked]
        return game._offer(fr, "chosen_location", opts, "move_where", kinds, a)
    return _move_start(game, fr, a, kinds)


def _move_where_apply(game: Interpreter, fr: Frame, a: Any, kinds: tuple[str, ...], v: Any) -> Any:
    if v is not None:
        fr.scratch["chosen_location"] = v  # what the target's ``where`` reads
    return _move_start(game, fr, a, kinds)


def _move_start(game: Interpreter, fr: Frame, a: Any, kinds: tuple[str, ...]) -> Any:
    """The cards to move: one chosen among the targets, or each of them in turn."""
    sel = a["target"]
    lk = game.players[fr.owner].locked
    cands = [
        c
        for c in game._select(fr, sel)
        if game.defs[c].type in kinds and c not in game.host and game.loc_of(c) not in lk
    ]
    if "ally" in kinds:
        cands = [c for c in cands if game.defs[c].placement != "top"]
    power = game.players[fr.owner].power
    cands = [c for c in cands if game._aim_extra(fr, c) <= power]  # King Triton
    if isinstance(sel, dict) and sel.get("all"):
        # "move each Hero there": the Heroes are those there when the effect starts; the
        # list is kept, so a Hero moved away does not shift the later answers onto others
        return _move_offer(game, fr, a, (tuple(cands), True, 0))
    return _move_offer(game, fr, a, (tuple(cands), False, 0))


def _move_offer(
    game: Interpreter, fr: Frame, a: Any, state: tuple[tuple[int, ...], bool, int]
) -> Any:
    """Offer the ``k``-th move: where to (or whether) to move each card in turn, or which
    card to move where."""
    cands, every, k = state
    name = game.players[fr.owner].villain.locations
    while k < (len(cands) if every else 1):
        if not every:
            opts: list[tuple[str, Any]] = [
                (
                    label("{card} to {location}", card=game.card_name(x), location=name[li].name),
                    (x, li),
                )
                for x in cands
                for li in game._dests(fr, a["to"], x)
            ]
        else:
            c = cands[k]
            if not game.in_realm(c):
                k += 1
                continue
            opts = [
                (
                    label("{card} to {location}", card=game.card_name(c), location=name[li].name),
                    (c, li),
                )
                for li in game._dests(fr, a["to"], c)
            ]
            opts.append((label("leave {card}", card=game.card_name(c)), None))
        return game._offer(fr, ("mv", k), opts, "move", (cands, every, k), a)
    return True


def _move_apply(
    game: Interpreter, fr: Frame, a: Any, state: tuple[tuple[int, ...], bool, int], v: Any
) -> Any:
    if v is not None:
        x, li = v
        if game.in_realm(x) and x not in game.host and game.loc_of(x) != li:
            game._pay_aim(fr, x)
            game._move_card(fr.owner, x, li)
            fr.it = x
    cands, every, k = state
    return _move_offer(game, fr, a, (cands, every, k + 1))


MOVE_HERO: Final = one_shot(
    "move_hero", N_("move {what}"), "move Hero(es) along the top", TARGET, DEST
)


def move_hero(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``move_hero``: move Hero(es) along the top."""
    return _move_effect(game, fr, a, ("hero",))


MOVE_ALLY: Final = one_shot(
    "move_ally", N_("move {what}"), "move Allies or unattached Items", TARGET, DEST
)


def move_ally(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``move_ally``: move Allies or unattached Items."""
    return _move_effect(game, fr, a, ("ally", "item"))


MOVE_VILLAIN: Final = one_shot(
    "move_villain", N_("move your villain"), "move the owner's Mover", DEST
)


def move_villain(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``move_villain``: move the owner's Mover."""
    p = game.players[fr.owner]
    dests = [li for li in range(4) if li not in p.locked and li != p.loc]
    opts = [(p.villain.locations[li].name, li) for li in dests]
    return game._offer(fr, "mvv", opts, "move_villain", None, a)


def _move_villain_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    if v is not None:
        game._move_villain(fr.owner, v)
    return True


MOVE_LOCK: Final = one_shot(
    "move_lock", N_("move the Lock Token"), "put the Lock Token on either end"
)


def move_lock(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``move_lock``: put the Lock Token on either end."""
    p = game.players[fr.owner]
    lock = p.villain.lock
    if not lock or lock["kind"] != "toggle":
        return True
    # the card text: "move the Lock Token to either Ursula's Lair or The Palace", with no
    # exception for the Mover's location; V-S6 only forbids moving *to* a locked location,
    # so a Mover on it leaves by the normal move of her next turn
    ends = [p.villain.loc_index(x) for x in lock["toggle_between"]]
    opts = [(label("lock {location}", location=p.villain.locations[li].name), li) for li in ends]
    return game._offer(fr, "lock", opts, "move_lock", None, a)


def _move_lock_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    p = game.players[fr.owner]
    if v not in p.locked:
        p.locked = {v}
        game.events.append(("lock_moved", p.seat, v))
    return True


DEFEAT_HERO: Final = one_shot(
    "defeat_hero",
    N_("defeat {what}"),
    "defeat the Hero, paying first if pay says so",
    TARGET,
    Param("pay", "pay"),
)


def defeat_hero(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``defeat_hero``: defeat the Hero, paying first if pay says so."""
    p = game.players[fr.owner]
    pay = a.get("pay")
    cands = [c for c in game._select(fr, a["target"]) if game.defs[c].type == "hero"]
    forced = a["target"] in ("host", "self", "it")
    if not forced:
        cands = [
            c
            for c in cands
            if game._hero_defeatable(fr.owner, c) and game.loc_of(c) not in p.locked
        ]
    cands = [c for c in cands if game._aim_extra(fr, c) <= p.power]
    if pay:
        pool = pay["pool"]
        have = p.power if pool == "power" else p.poison
        cands = [
            c
            for c in cands
            if max(0, game.strength(c)) + (game._aim_extra(fr, c) if pool == "power" else 0) <= have
        ]
    # the card text is mandatory ("choose a Hero ... to defeat it"): once played with a
    # Hero it can pay for, a Hero is defeated (with none it cannot be played at all)
    opts: list[tuple[str, Any]] = [(game.card_name(c), c) for c in cands]
    return game._offer(fr, "target", opts, "defeat_hero", None, a)


def _defeat_hero_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    if v is None or not game.in_realm(v):
        return True
    p = game.players[fr.owner]
    pay = a.get("pay")
    game._pay_aim(fr, v)
    if pay:
        amt = max(0, game.strength(v))
        if pay["pool"] == "power":
            p.power -= amt
        else:
            p.poison -= amt
        game.events.append(("pay", p.seat, amt, pay["pool"]))
    game._defeat(fr.owner, v)
    return True


DISCARD_CARD: Final = one_shot(
    "discard_card",
    N_("discard {what} from your Realm"),
    "discard an Ally or Item from the Realm",
    TARGET,
)


def discard_card(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``discard_card``: discard an Ally or Item from the Realm."""
    sel = a["target"]
    cands = [
        c for c in game._select(fr, sel) if game.defs[c].type in ("ally", "item") or sel == "self"
    ]
    opts = [(game.card_name(c), c) for c in cands]
    return game._offer(fr, "target", opts, "discard_card", None, a)


def _discard_card_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    if v is None or not game.in_realm(v):
        return True
    fr.it = v
    game._last_it_strength = max(0, game.strength(v)) if game.defs[v].type == "ally" else 0
    game._to_discard(v, game.card_name(fr.source) if isinstance(fr.source, int) else "")
    return True


ATTACH: Final = one_shot(
    "attach",
    N_("attach a card"),
    "attach the item to the host",
    Param("item", "sel", required=True),
    Param("to", "sel", required=True),
)


def attach(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``attach``: attach the item to the host."""
    items = game._select(fr, a["item"])
    if a["item"] == "it" and fr.it is not None:
        items = [fr.it]
    if a["item"] == "self" and isinstance(fr.source, int):
        items = [fr.source]
    hosts_sel = a["to"]
    hosts = game._select(fr, hosts_sel)
    if hosts_sel == "it" and fr.it is not None:
        hosts = [fr.it]
    lk = game.players[fr.owner].locked
    hosts = [h for h in hosts if game.in_realm(h) and game.loc_of(h) not in lk and h not in items]
    if (
        isinstance(fr.source, int)
        and a["item"] == "self"
        and game._has_trigger(fr.source, "on_defeat")
    ):
        hosts = [h for h in hosts if h != game.host.get(fr.source)]
    items = [i for i in items if game.in_realm(i) or i in game.limbo]
    opts = [
        (label("{card} on {other}", card=game.card_name(i), other=game.card_name(h)), (i, h))
        for i in items
        for h in hosts
    ]
    return game._offer(fr, "attach", opts, "attach", None, a)


def _attach_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    if v is None:
        return True
    i, h = v
    game._remove(i)
    if i in fr.held:
        fr.held.remove(i)
    game.host[i] = h
    game._realm_changed(game.owner[i])
    if i == fr.source:
        fr.kept = True
    game.events.append(("attach", fr.owner, i, h))
    return True


DETACH: Final = one_shot(
    "detach", N_("detach"), "the Item stays in the Realm when its host is defeated"
)


def detach(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``detach``: the Item stays in the Realm when its host is defeated."""
    fr.kept = True
    return True


STRENGTH_TOKEN: Final = one_shot(
    "strength_token",
    N_("put Strength tokens on {what}"),
    "put Strength tokens on the target (or remove them all)",
    TARGET,
    Param("amount", "choice", (1, -1)),
    Param("count", "int"),
    Param("up_to", "bool"),
    Param("remove_all", "bool"),
)


def strength_token(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``strength_token``: put Strength tokens on the target (or remove them all)."""
    sel = a["target"]
    cands = game._select(fr, sel)
    if isinstance(sel, dict) and sel.get("all"):
        for c in cands:
            game.tokens[c] = game.tokens.get(c, 0) + a.get("amount", 1) * a.get("count", 1)
        if cands:
            game.events.append(
                ("tokens", fr.owner, tuple(cands), a.get("amount", 1) * a.get("count", 1))
            )
        return True
    opts = [(game.card_name(c), c) for c in cands]
    return game._offer(fr, "target", opts, "strength_token", None, a)


def _strength_token_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    if v is None:
        return True
    if a.get("remove_all"):
        game.tokens.pop(v, None)
        game.events.append(("tokens_removed", fr.owner, v))
        return True
    n = a.get("count", 1)
    if a.get("up_to") and n > 1:
        opts = [(label(TOKENS[j == 1], n=j), j) for j in range(n, -1, -1)]
        return game._offer(fr, "n", opts, "strength_token_n", v, a)
    return _strength_token_n_apply(game, fr, a, v, n)


def _strength_token_n_apply(game: Interpreter, fr: Frame, a: Any, v: int, n: Any) -> Any:
    if n:
        game.tokens[v] = game.tokens.get(v, 0) + a.get("amount", 1) * n
        game.events.append(("tokens", fr.owner, (v,), a.get("amount", 1) * n))
    return True


STRENGTH_MODIFIER: Final = one_shot(
    "strength_modifier",
    N_("strength modifier"),
    "a temporary Strength modifier",
    Param("amount", "int", required=True),
    Param("applies_to", "choice", APPLIES, True),
    Param("until", "choice", ("end_of_turn",)),
)


def strength_modifier(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``strength_modifier``: a temporary Strength modifier."""
    if fr.it is not None and game.in_realm(fr.it):
        game.players[fr.owner].temp_mods.append((fr.it, a.get("amount", 0)))
        game.events.append(("modifier", fr.owner, fr.it, a.get("amount", 0)))
    return True


TAKE_ACTION: Final = one_shot(
    "take_action",
    N_("take another action"),
    "take action symbols not otherwise available now",
    Param("from", "choice", ("adjacent_location", "covered_here", "here_again"), True),
    Param("count", "int_or", ("all",)),
    Param("except", "symbols"),
    Param("ignore_lock", "bool"),
)


def take_action(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``take_action``: take action symbols not otherwise available now."""
    p = game.players[fr.owner]
    g = {
        "from": a["from"],
        "left": "all" if a.get("count", 1) == "all" else a.get("count", 1),
        "except": [str(x) for x in a.get("except", [])],
        "ignore_lock": bool(a.get("ignore_lock")),
    }
    p.grants.append(g)
    game.events.append(("grant", p.seat, a["from"]))
    return True


def instead_discard(game: Interpreter, fr: Frame, a: Any) -> Any:
    """The step of ``survives_vanquish: {instead_discard: other_ally}`` (V-V1): after the
    Vanquish, the owner discards another of their Allies instead of this one, or this
    one (the turn flow pushes it, with the other Allies, once the Hero is defeated)."""
    others = [o for o in a["others"] if game.in_realm(o)]
    opts = [(label("discard {card} instead", card=game.card_name(o)), o) for o in others]
    opts.append((label("discard {card}", card=game.card_name(fr.source)), fr.source))
    return game._offer(fr, "instead_discard", opts, "_instead_discard", None, a)


def _instead_discard_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    """The Ally the owner chose goes to the discard pile."""
    if game.in_realm(v):
        game._to_discard(v, "used to vanquish")
    return True


MAY_STAY_NEXT_TURN: Final = one_shot(
    "may_stay_next_turn", N_("may stay next turn"), "on your next turn the Mover may stay"
)


def may_stay_next_turn(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``may_stay_next_turn``: on your next turn the Mover may stay."""
    game.players[fr.owner].may_stay = True
    return True


RESOLVE: Final[dict[str, Resolver]] = {
    "play_from_hand": play_from_hand,
    "move_hero": move_hero,
    "move_ally": move_ally,
    "move_villain": move_villain,
    "move_lock": move_lock,
    "defeat_hero": defeat_hero,
    "discard_card": discard_card,
    "attach": attach,
    "detach": detach,
    "strength_token": strength_token,
    "strength_modifier": strength_modifier,
    "take_action": take_action,
    "may_stay_next_turn": may_stay_next_turn,
    "_instead_discard": instead_discard,
}
"""The verbs (and steps) of this family and the function that resolves each."""

APPLY: Final[dict[str, Apply]] = {
    "move_where": _move_where_apply,
    "move": _move_apply,
    "move_villain": _move_villain_apply,
    "move_lock": _move_lock_apply,
    "defeat_hero": _defeat_hero_apply,
    "discard_card": _discard_card_apply,
    "play_from_hand": _play_from_hand_apply,
    "attach": _attach_apply,
    "strength_token": _strength_token_apply,
    "strength_token_n": _strength_token_n_apply,
    "_instead_discard": _instead_discard_apply,
}
"""The second half of each question this family offers, by the step name it gives."""

VERBS: Final[tuple[Verb, ...]] = (
    PLAY_FROM_HAND,
    MOVE_HERO,
    MOVE_ALLY,
    MOVE_VILLAIN,
    MOVE_LOCK,
    DEFEAT_HERO,
    DISCARD_CARD,
    ATTACH,
    DETACH,
    STRENGTH_TOKEN,
    STRENGTH_MODIFIER,
    TAKE_ACTION,
    MAY_STAY_NEXT_TURN,
)
"""The declarations of this family's verbs, in the order of the module."""
