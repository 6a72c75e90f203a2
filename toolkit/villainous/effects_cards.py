"""The effect verbs of Power and of cards moving between zones: gain and lose Power,
draw and discard, shuffle, look at, reveal, take and find cards, play the card an effect
holds to a location, play the top Fate and Maui cards.

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

import itertools
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from toolkit.core.game import shuffle as shuffle_list
from toolkit.i18n.messages import N_
from toolkit.villainous.carddef import Effect
from toolkit.villainous.frame import Frame
from toolkit.villainous.labels import label
from toolkit.villainous.vocabulary import (
    AMOUNT_PARAMS,
    CARD_TYPES,
    DECK,
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
    from toolkit.villainous.state import PlayerState

__all__ = ["APPLY", "RESOLVE", "placed_label", "take_card_options"]

_PILE_NAMES: Final = {
    "villain_discard": "discard pile",
    "villain_deck": "Villain deck",
    "fate_discard": "Fate discard pile",
}
"""How a pile reads in an option's label."""


GAIN_POWER: Final = Verb(
    "gain_power",
    False,
    AMOUNT_PARAMS,
    "gain {n}{per} {pool}",
    "take Power from the supply (or put it on the Poison pile)",
    shape="amount",
)


def gain_power(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``gain_power``: take Power from the supply (or put it on the Poison pile)."""
    pool = a.get("pool", "power") if isinstance(a, dict) else "power"
    if isinstance(a, dict) and a.get("equal_to") == "it_strength":
        n = game._last_it_strength
    else:
        n = game._amount(fr, a)
    game._gain(fr.owner, n, pool)
    return True


LOSE_POWER: Final = Verb(
    "lose_power",
    False,
    AMOUNT_PARAMS,
    "lose {n}{per} {pool}",
    "return that much Power (or Poison) to the supply, down to 0",
    shape="amount",
)


def lose_power(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``lose_power``: return that much Power (or Poison) to the supply, down to 0."""
    pool = a.get("pool", "power") if isinstance(a, dict) else "power"
    game._lose(fr.owner, game._amount(fr, a), pool)
    return True


SET_POWER: Final = one_shot(
    "set_power",
    N_("set power"),
    "Power becomes value (only if higher, with only_down)",
    Param("value", "int", required=True),
    Param("only_down", "bool"),
)


def set_power(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``set_power``: Power becomes value (only if higher, with only_down)."""
    p = game.players[fr.owner]
    v = a["value"]
    if p.power > v or not a.get("only_down"):
        game._lose(fr.owner, p.power - v) if p.power > v else game._gain(fr.owner, v - p.power)
    return True


LOSE_HALF_POWER: Final = one_shot(
    "lose_half_power",
    N_("lose half power"),
    "lose half of your Power, rounded as given",
    Param("round", "choice", ("up", "down")),
)


def lose_half_power(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``lose_half_power``: lose half of your Power, rounded as given."""
    p = game.players[fr.owner]
    half = (p.power + 1) // 2 if a.get("round", "up") == "up" else p.power // 2
    game._lose(fr.owner, half)
    return True


DRAW: Final = Verb(
    "draw",
    False,
    AMOUNT_PARAMS,
    "draw {n} card{s}{per}",
    "draw cards from the villain deck",
    shape="amount",
)


def draw(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``draw``: draw cards from the villain deck."""
    game._draw(game.players[fr.owner], game._amount(fr, a))
    return True


DISCARD_FROM_HAND: Final = one_shot(
    "discard_from_hand",
    N_("discard from hand"),
    "discard cards from hand",
    Param("count", "int_or", ("all",)),
    Param("type", "choice", tuple(sorted(CARD_TYPES))),
    Param("chooser", "choice", ("owner", "fate_player")),
    Param("reveal_hand", "bool"),
)


def discard_from_hand(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``discard_from_hand``: discard cards from hand."""
    p = game.players[fr.owner]
    typ = a.get("type")
    if a.get("reveal_hand"):
        game.events.append(("reveal_hand", p.seat, tuple(p.hand)))
    if a.get("count", 1) == "all":
        for iid in [i for i in p.hand if typ is None or game.defs[i].type == typ]:
            game._discard_hand_card(p.seat, iid)
        return True
    return _discard_from_hand_offer(game, fr, a, 0)


def _discard_from_hand_offer(game: Interpreter, fr: Frame, a: Any, k: int) -> Any:
    """Offer the ``k``-th card to discard (the chooser may be the Fate player)."""
    if k >= a.get("count", 1):
        return True
    p = game.players[fr.owner]
    typ = a.get("type")
    cards = [i for i in p.hand if typ is None or game.defs[i].type == typ]
    saved = fr.chooser
    fr.chooser = fr.chooser if a.get("chooser") == "fate_player" else fr.owner
    try:
        opts = [(game.card_name(i), i) for i in cards]
        return game._offer(fr, ("d", k), opts, "discard_from_hand", k, a)
    finally:
        fr.chooser = saved


def _discard_from_hand_apply(game: Interpreter, fr: Frame, a: Any, k: int, v: Any) -> Any:
    if v is None:
        return True
    game._discard_hand_card(fr.owner, v)
    return _discard_from_hand_offer(game, fr, a, k + 1)


DISCARD_HAND: Final = one_shot("discard_hand", N_("discard your hand"), "discard the whole hand")


def discard_hand(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``discard_hand``: discard the whole hand."""
    p = game.players[fr.owner]
    for iid in list(p.hand):
        game._discard_hand_card(p.seat, iid)
    return True


def _pile(game: Interpreter, p: PlayerState, deck: str) -> tuple[list[int], list[int]]:
    if deck == "fate":
        return p.fate_deck, p.fate_discard
    if deck == "maui":
        return p.maui_deck, p.maui_discard
    return p.deck, p.discard


DISCARD_TOP: Final = one_shot(
    "discard_top",
    N_("discard top"),
    "discard the top n cards of a deck",
    DECK,
    Param("n", "int"),
)


def discard_top(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``discard_top``: discard the top n cards of a deck."""
    p = game.players[fr.owner]
    for _ in range(a.get("n", 1)):
        iid = game._draw_from(p, a["deck"])
        if iid is None:
            break
        game._discard_pile(iid).append(iid)
        game._emit(("discard", p.seat, iid, "from the top of the deck"))
    return True


SHUFFLE: Final = one_shot(
    "shuffle",
    N_("shuffle a deck"),
    "shuffle a deck (its discard pile in first, with with_discard)",
    DECK,
    Param("with_discard", "bool"),
)


def shuffle(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``shuffle``: shuffle a deck (its discard pile in first, with with_discard)."""
    p = game.players[fr.owner]
    pile, disc = _pile(game, p, a["deck"])
    if a.get("with_discard"):
        pile.extend(disc)
        disc.clear()
    shuffle_list(game.rng, pile)
    game.events.append(("shuffle", p.seat, a["deck"]))
    return True


LOOK_AT_TOP: Final = one_shot(
    "look_at_top",
    N_("look at the top of a deck"),
    "look at (or reveal) the top n cards of a deck, then do as then says",
    DECK,
    Param("n", "int"),
    Param("reveal", "bool"),
    Param(
        "then",
        "choice",
        (
            "discard_all_or_reorder",
            "discard_any_reorder_rest",
            "reorder",
            "keep_one_discard_rest",
        ),
    ),
)


def look_at_top(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``look_at_top``: look at (or reveal) the top n cards of a deck, then do as then says."""
    p = game.players[fr.owner]
    pile, disc = _pile(game, p, a["deck"])
    if not pile and disc:
        pile.extend(disc)
        disc.clear()
        shuffle_list(game.rng, pile)
    top = list(reversed(pile[-a.get("n", 1) :]))  # top first
    if not top:
        return True
    then = a.get("then")
    names = [game.card_name(i) for i in top]
    opts: list[tuple[str, Any]] = []
    if then == "discard_all_or_reorder":
        opts.append((label("discard all: {cards}", cards=tuple(names)), "discard"))
        for perm in itertools.permutations(range(len(top))):
            kept = tuple(names[j] for j in perm)
            opts.append((label("keep in order {cards}", cards=kept), perm))
    elif then == "reorder":
        for perm in itertools.permutations(range(len(top))):
            opts.append((label("order {cards}", cards=tuple(names[j] for j in perm)), perm))
    elif then == "discard_any_reorder_rest":
        for r in range(len(top) + 1):
            for combo in itertools.combinations(range(len(top)), r):
                gone = tuple(names[j] for j in combo)
                words = label("discard {cards}", cards=gone) if gone else label("discard none")
                opts.append((words, ("d", combo)))
    elif then == "keep_one_discard_rest":
        for j in range(len(top)):
            opts.append((label("keep {card}", card=names[j]), ("k", j)))
    return game._offer(fr, "look", opts, "look_at_top", tuple(top), a)


def _look_at_top_apply(
    game: Interpreter, fr: Frame, a: Any, looked: tuple[int, ...], v: Any
) -> Any:
    p = game.players[fr.owner]
    pile, disc = _pile(game, p, a["deck"])
    top = list(looked)
    del pile[-len(top) :]
    if v == "discard":
        for i in top:
            disc.append(i)
    elif isinstance(v, tuple) and v and v[0] == "d":
        keep = [top[j] for j in range(len(top)) if j not in v[1]]
        for j in v[1]:
            disc.append(top[j])
        pile.extend(reversed(keep))
    elif isinstance(v, tuple) and v and v[0] == "k":
        for j, i in enumerate(top):
            if j == v[1]:
                p.hand.append(i)
            else:
                disc.append(i)
    else:
        order = [top[j] for j in v]
        pile.extend(reversed(order))
    game.events.append(("look", p.seat, a["deck"], len(top)))
    return True


REVEAL_UNTIL: Final = one_shot(
    "reveal_until",
    N_("reveal cards until one matches"),
    "reveal cards from a deck until one matches; discard the others",
    Param("deck", "choice", ("villain", "fate"), required=True),
    Param("match", "match", required=True),
    Param("then", "choice", ("to_hand", "held")),
)


def reveal_until(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``reveal_until``: reveal cards from a deck until one matches; discard the others."""
    p = game.players[fr.owner]
    match = a.get("match", {})
    found = None
    tries = len(_pile(game, p, a["deck"])[0]) + len(_pile(game, p, a["deck"])[1]) + 1
    for _ in range(tries):
        iid = game._draw_from(p, a["deck"])
        if iid is None:
            break
        game.events.append(("revealed", p.seat, iid))  # the card found: dispatched below
        if _matches(game, iid, match):
            found = iid
            break
        game._discard_pile(iid).append(iid)
    fr.it = found
    if found is not None:
        if a.get("then") == "to_hand":
            p.hand.append(found)
        else:
            game.limbo.add(found)
            fr.held.append(found)
            game._dispatch(("revealed", p.seat, found), fr.chooser)  # on_reveal, once held
    return True


def _matches(game: Interpreter, iid: int, match: Mapping[str, Any]) -> bool:
    d = game.defs[iid]
    t = match.get("type")
    if t is not None and d.type not in (t if isinstance(t, list) else [t]):
        return False
    if "family" in match and d.family != match["family"]:
        return False
    return not ("max_strength" in match and (d.strength or 0) > match["max_strength"])


REVEAL_TOP: Final = one_shot(
    "reveal_top",
    N_("reveal the top of a deck"),
    "reveal the top n, play those of play_types, discard the rest",
    DECK,
    Param("n", "int"),
    Param("play_types", "choices", tuple(sorted(CARD_TYPES))),
    Param("to", "dest"),
)


def reveal_top(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``reveal_top``: reveal the top n, play those of play_types, discard the rest."""
    p = game.players[fr.owner]
    cards = []
    for _ in range(a.get("n", 1)):
        iid = game._draw_from(p, a["deck"])
        if iid is None:
            break
        game.limbo.add(iid)
        cards.append(iid)
    # not dispatched: the effect itself places or discards each card, and no on_reveal
    # of theirs starts
    game.events.append(("reveal", p.seat, tuple(cards)))
    fr.scratch["rt"] = cards
    return _reveal_top_offer(game, fr, a, 0)


def _reveal_top_offer(game: Interpreter, fr: Frame, a: Any, k: int) -> Any:
    """Offer a place to the next revealed card from the ``k``-th that may be played;
    the cards before it that may not are discarded."""
    cards = fr.scratch["rt"]
    while k < len(cards):
        iid = cards[k]
        d = game.defs[iid]
        if d.type in a.get("play_types", []):
            places = game._placements(fr.owner, d, False)
            if d.attaches_to is None:
                places = [
                    (li, h)
                    for li, h in places
                    if li in game._dests(fr, a.get("to", "any_unlocked"), None)
                ]
            opts = [(_place_label(game, fr.owner, li, h), (li, h)) for li, h in places]
            return game._offer(fr, ("rtp", k), opts, "reveal_top", k, a)
        game.limbo.discard(iid)
        game._discard_pile(iid).append(iid)
        k += 1
    return True


def _reveal_top_apply(game: Interpreter, fr: Frame, a: Any, k: int, v: Any) -> Any:
    iid = fr.scratch["rt"][k]
    game.limbo.discard(iid)
    if v is None:
        game._discard_pile(iid).append(iid)
    else:
        game._put_into_play(fr.owner, fr.chooser, iid, v[0], v[1])
    return _reveal_top_offer(game, fr, a, k + 1)


PLAY_TOP_FATE: Final = one_shot(
    "play_top_fate",
    N_("play the top Fate card"),
    "reveal and play the top Fate card of a player's Fate deck",
    Param("whose", "choice", ("self", "opponent")),
)


def play_top_fate(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``play_top_fate``: reveal and play the top Fate card of a player's Fate deck."""
    seat = fr.owner if a.get("whose", "self") == "self" else game.active
    iid = game._draw_from(game.players[seat], "fate")
    if iid is None:
        return True
    game.limbo.add(iid)
    sub = Frame(seat, fr.chooser, None, [Effect("_fate", {})])
    sub.held = [iid]
    sub.scratch["revealed"] = [iid]
    game.stack.append(sub)  # the choice resolves after the card's on_reveal
    game._emit(("reveal", seat, (iid,)), fr.chooser)
    return True


def _place_label(game: Interpreter, seat: int, li: int, h: int) -> str:
    if h >= 0:
        return label("on {card}", card=game.card_name(h))
    if li >= 0:
        return label("at {location}", location=game.players[seat].villain.locations[li].name)
    return ""


def placed_label(game: Interpreter, seat: int, iid: int, li: int, h: int) -> str:
    """The label of card ``iid`` put on card ``h`` or at location ``li`` of ``seat``."""
    name = game.card_name(iid)
    if h >= 0:
        return label("{card} on {other}", card=name, other=game.card_name(h))
    if li >= 0:
        where = game.players[seat].villain.locations[li].name
        return label("{card} at {location}", card=name, location=where)
    return name


TAKE_CARD: Final = one_shot(
    "take_card",
    N_("take a card"),
    "choose cards from piles and put them somewhere",
    Param("from", "choices", ("villain_discard", "villain_deck", "fate_discard"), True),
    Param("match", "match"),
    Param("count", "int"),
    Param("up_to", "bool"),
    Param("to", "choice", ("hand", "villain_deck", "fate_deck_top", "held"), True),
)


def take_card(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``take_card``: choose cards from piles and put them somewhere."""
    return _take_card_offer(game, fr, a, 0)


def _take_card_offer(game: Interpreter, fr: Frame, a: Any, k: int) -> Any:
    """Offer the ``k``-th card to take (one option per name and pile)."""
    if k >= a.get("count", 1):
        return True
    cands = take_card_options(game, game.players[fr.owner], a)
    if a.get("up_to") or a.get("optional"):
        cands.append((label("take no more cards"), None))
    return game._offer(fr, ("t", k), cands, "take_card", k, a)


def take_card_options(game: Interpreter, p: PlayerState, a: Any) -> list[tuple[str, Any]]:
    """The cards a Take Card effect ``a`` may take from ``p``'s piles: the first copy of
    each matching design of each pile, in pile order, as (label, (pile, card))."""
    piles = {
        "villain_discard": p.discard,
        "villain_deck": p.deck,
        "fate_discard": p.fate_discard,
    }
    match = a.get("match", {})
    cands: list[tuple[str, Any]] = []
    defs = game.defs
    for name in a["from"]:
        # whether a card matches depends on its design alone: each design of a pile is
        # judged once (its first copy), and only a matching one is offered, once
        judged: set[str] = set()
        for iid in piles[name]:
            cid = defs[iid].id
            if cid in judged:
                continue
            judged.add(cid)
            if _matches(game, iid, match):
                where = _PILE_NAMES.get(name, name)
                took = label("{card} (from the {pile})", card=game.card_name(iid), pile=where)
                cands.append((took, (name, iid)))
    return cands


def _take_card_apply(game: Interpreter, fr: Frame, a: Any, k: int, v: Any) -> Any:
    if v is None:
        if k == 0 and a.get("to") == "held":
            fr.it = None
        return True
    p = game.players[fr.owner]
    piles = {
        "villain_discard": p.discard,
        "villain_deck": p.deck,
        "fate_discard": p.fate_discard,
    }
    name, iid = v
    piles[name].remove(iid)
    to = a.get("to", "hand")
    game.events.append(("take", p.seat, iid, to))
    if to == "hand":
        p.hand.append(iid)
    elif to == "villain_deck":
        p.deck.append(iid)
        shuffle_list(game.rng, p.deck)
    elif to == "fate_deck_top":
        p.fate_deck.append(iid)
    else:
        game.limbo.add(iid)
        fr.held.append(iid)
        fr.it = iid
    return _take_card_offer(game, fr, a, k + 1)


FIND_CARD: Final = one_shot(
    "find_card",
    N_("find a card"),
    "find a card and hold it as it",
    Param("card", "card", required=True),
)


def find_card(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``find_card``: find a card and hold it as it."""
    p = game.players[fr.owner]
    cid = a["card"]
    fr.it = None
    for iid in game.realm_cards(fr.owner):
        if game.defs[iid].id == cid:
            for x in game.attached_to(iid):
                if game.defs[iid].type == "hero":
                    game._to_discard(x, "found Hero loses its Items")
            fr.it = iid
            fr.found = iid
            game.events.append(("find", p.seat, iid, "realm"))
            return True
    card = p.villain.cards.get(cid)
    if card is None:
        return True
    deck, disc = _pile(game, p, card.deck)
    for pile, where in ((disc, "discard"), (deck, "deck")):
        for iid in pile:
            if game.defs[iid].id == cid:
                pile.remove(iid)
                if where == "deck":
                    shuffle_list(game.rng, pile)
                game.limbo.add(iid)
                fr.held.append(iid)
                fr.it = iid
                game.events.append(("find", p.seat, iid, where))
                return True
    return True


PLAY_TO: Final = one_shot(
    "play_to",
    N_("play that card"),
    "play the target to a destination",
    TARGET,
    DEST,
    Param("free", "bool"),
    Param("ignore_lock", "bool"),
    Param("discard_other_revealed", "bool"),
)


def play_to(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``play_to``: play the target to a destination."""
    tg = game._select(fr, a["target"])
    if not tg:
        return True
    iid = tg[0]
    d = game.defs[iid]
    if iid not in game.limbo and not (game.in_realm(iid) and iid == fr.found):
        return True
    dests = game._dests(fr, a.get("to", "any_unlocked"), None, a.get("ignore_lock", False))
    if game.in_realm(iid):
        dests = game._dests(fr, a.get("to", "any_unlocked"), None, a.get("ignore_lock", False))
    dests = [li for li in dests if not game._blocked_play(fr.owner, d, li)]
    opts = [(game.players[fr.owner].villain.locations[li].name, li) for li in dests]
    return game._offer(fr, "dest", opts, "play_to", iid, a)


def _play_to_apply(game: Interpreter, fr: Frame, a: Any, iid: int, v: Any) -> Any:
    if v is None:
        return True
    if a.get("discard_other_revealed"):
        for o in fr.scratch.get("revealed", []):
            if o != iid and o in game.limbo:
                game.limbo.discard(o)
                game._discard_pile(o).append(o)
                game._emit(("discard", fr.owner, o, "revealed with it"))
    game._remove(iid)
    if iid in fr.held:
        fr.held.remove(iid)
    game._put_into_play(fr.owner, fr.chooser, iid, v, -1)
    return True


MAUI_PLAY_TOP: Final = one_shot(
    "maui_play_top",
    N_("play the top Maui card"),
    "reveal the top Maui card and play it, count times",
    Param("count", "int"),
)


def maui_play_top(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Reveal the top Maui card and play it (or, if optional, discard it); repeat ``count``."""
    p = game.players[fr.owner]
    iid = game._draw_from(p, "maui")
    if iid is None:
        return True
    game.limbo.add(iid)
    game.events.append(("revealed", p.seat, iid))
    if not a.get("optional"):
        return _maui_play_top_apply(game, fr, a, iid, True)
    name = game.card_name(iid)
    opts: list[tuple[str, Any]] = [
        (label("play {card}", card=name), True),
        (label("discard {card}", card=name), False),
    ]
    return game._offer(fr, "maui", opts, "maui_play_top", iid, a)


def _maui_play_top_apply(game: Interpreter, fr: Frame, a: Any, iid: int, play: Any) -> Any:
    p = game.players[fr.owner]
    if iid not in game.limbo:
        return True
    game.limbo.discard(iid)
    cnt = a.get("count", 1)
    if cnt > 1:  # the next card is revealed after this one resolves
        fr.effects.insert(fr.i + 1, Effect("maui_play_top", {**a, "count": cnt - 1}))
    if play:
        game._put_into_play(p.seat, p.seat, iid, -1, -1)
    else:
        p.maui_discard.append(iid)
        game._emit(("discard", p.seat, iid, "Maui card not played"))
    return True


RESOLVE: Final[dict[str, Resolver]] = {
    "gain_power": gain_power,
    "lose_power": lose_power,
    "set_power": set_power,
    "lose_half_power": lose_half_power,
    "draw": draw,
    "discard_from_hand": discard_from_hand,
    "discard_hand": discard_hand,
    "discard_top": discard_top,
    "shuffle": shuffle,
    "look_at_top": look_at_top,
    "reveal_until": reveal_until,
    "reveal_top": reveal_top,
    "play_top_fate": play_top_fate,
    "take_card": take_card,
    "find_card": find_card,
    "play_to": play_to,
    "maui_play_top": maui_play_top,
}
"""The verbs (and steps) of this family and the function that resolves each."""

APPLY: Final[dict[str, Apply]] = {
    "discard_from_hand": _discard_from_hand_apply,
    "reveal_top": _reveal_top_apply,
    "take_card": _take_card_apply,
    "look_at_top": _look_at_top_apply,
    "play_to": _play_to_apply,
    "maui_play_top": _maui_play_top_apply,
}
"""The second half of each question this family offers, by the step name it gives."""

VERBS: Final[tuple[Verb, ...]] = (
    GAIN_POWER,
    LOSE_POWER,
    SET_POWER,
    LOSE_HALF_POWER,
    DRAW,
    DISCARD_FROM_HAND,
    DISCARD_HAND,
    DISCARD_TOP,
    SHUFFLE,
    LOOK_AT_TOP,
    REVEAL_UNTIL,
    REVEAL_TOP,
    PLAY_TOP_FATE,
    TAKE_CARD,
    FIND_CARD,
    PLAY_TO,
    MAUI_PLAY_TOP,
)
"""The declarations of this family's verbs, in the order of the module."""
