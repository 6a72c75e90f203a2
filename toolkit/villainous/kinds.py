"""Every kind of Villainous turn action in one registry (:mod:`toolkit.core.kinds`): per
kind, its arguments, its check (the refusal with the rule ID), its candidates and its
effect, side by side, each kind in a section of this module (``vanquish`` in
:mod:`toolkit.villainous.kinds_vanquish`, which its search for Allies makes long).

A turn action other than ``move`` and ``end`` takes an action symbol (its first argument
is the symbol's slot). Deciding an action is done in two steps:

- the checks every kind shares (the shape of the arguments, a pending decision, the
  phase, whether the slot is visible and unused and its symbol allows the kind, whether
  the card and location numbers exist), in
  :func:`toolkit.villainous.legality.refusal`;
- the kind's own check, :attr:`TurnKind.refusal`: None when the action is allowed,
  else the refusal, built from the checks in the kind's section, which the legal listing
  asks as well: the villain's move (:func:`move_refusals`, :func:`move_targets`),
  Play a Card (:func:`play_places`, :func:`place_refusal`, :func:`payment_refusal`),
  Activate (:func:`activation_check`, :func:`activatable`), Fate
  (:func:`fate_refusals`, :func:`fate_targets`), Brew Poison (:func:`brew_most`).
  Only the checks two kinds share stay in :mod:`toolkit.villainous.checks` (moving an
  Item, Ally or Hero, for ``move_ally`` and ``move_hero``), with the words of a refusal
  (:func:`~toolkit.villainous.checks.refusal_error`).

Each check takes the game first, typed as :class:`~toolkit.villainous.queries.Queries`
(or :class:`~toolkit.villainous.interpreter.Interpreter`), the lowest layer holding what
it reads; the kind's own check, fallback and effect take the whole game.

A Condition is the one card no turn action plays: :func:`condition_playable` decides
whether its owner may play it on an opponent's turn, and the turn flow offers the cards
it passes as a pending decision, answered by the kind ``condition`` of
:data:`toolkit.villainous.decisions.ANSWER_REGISTRY`.

The legal listing (:func:`~toolkit.villainous.legality.legal_actions`) is the
registry's fast listing: it is built slot by slot from the same checks, without one call
per candidate, and ``tests/villainous/test_kinds.py`` proves on seeded positions that it
gives exactly the candidates (:func:`candidates`) that :meth:`KINDS.check
<toolkit.core.kinds.KindRegistry.check>` passes. When an action passes every check but is
not listed (a combination the checks do not tell apart), its refusal is the kind's
:attr:`TurnKind.fallback`.

The effect of a kind (:attr:`TurnKind.take`) is its part of taking a symbol, once
:meth:`toolkit.villainous.turn.TurnFlow._take` has marked the symbol used.

The answers to a pending decision (``choose``, ``condition``, ...) are the kinds of a
registry of their own, :data:`toolkit.villainous.decisions.ANSWER_REGISTRY`, built from
the table of decisions :data:`toolkit.villainous.decisions.DECISIONS`.

Examples
--------
>>> KINDS.names
('move', 'power', 'play', 'activate', 'move_ally', 'move_hero', 'fate', 'vanquish', 'discard', 'brew', 'end')
>>> TURN_KINDS["fate"].args, TURN_KINDS["fate"].rule
(('symbol', 'opponent'), 'V-F1')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.core.kinds import ActionKind, KindRegistry
from toolkit.i18n.messages import N_
from toolkit.villainous.checks import (
    NO_ABILITY,
    NOT_ADJACENT,
    Refusal,
    card_move_refusal,
    refusal_error,
)
from toolkit.villainous.kinds_vanquish import vanquish_fallback, vanquish_refusal, vanquish_take
from toolkit.villainous.pending import MoreDiscards
from toolkit.villainous.queries import _NO_PLACE
from toolkit.villainous.state import PlayerState

if TYPE_CHECKING:
    from toolkit.villainous.cards import CardDef
    from toolkit.villainous.engine import VillainousGame
    from toolkit.villainous.interpreter import Interpreter
    from toolkit.villainous.queries import Queries

Refuse = Callable[["VillainousGame", PlayerState, tuple[Any, ...]], "IllegalActionError | None"]
"""A kind's own check: None when the action is allowed, else its refusal."""
Fallback = Callable[["VillainousGame", PlayerState, tuple[Any, ...]], IllegalActionError]
"""The refusal of an action that passes every check but is not listed."""
Arguments = Callable[["VillainousGame", PlayerState], Iterable[tuple[Any, ...]]]
"""The arguments a kind's candidates take (after the slot), for the acting player."""
Take = Callable[["VillainousGame", PlayerState, str, tuple[Any, ...]], None]
"""A kind's part of taking a symbol: ``(game, player, symbol, args)``."""

_refuse = IllegalActionError.of


@dataclass(frozen=True, slots=True)
class TurnKind:
    """One kind of turn action: its arguments, rule, check, fallback refusal and effect."""

    name: str
    args: tuple[str, ...]
    rule: str
    symbol: str | None
    """The action symbol that gives the kind (None: ``move`` and ``end`` take none)."""
    refusal: Refuse
    fallback: Fallback
    take: Take | None
    """Its part of taking the symbol (None: ``move`` and ``end``, done by the turn flow)."""
    arguments: Arguments
    """The arguments its listing asks the check about (after the symbol's slot)."""


# -- Gain Power ----------------------------------------------------------------------------
_AMOUNTS: Final[dict[str, int]] = {}
"""The amount of each Gain Power symbol met so far (``gain_power:2`` -> 2), by its text:
a symbol taken again is not split and parsed again. Nothing invalidates an entry: the
text of a symbol fully determines its amount, and a board has only a few distinct
symbols, so the table stays small."""


def _symbol_amount(sym: str) -> int:
    """The number after the ``:`` of an action symbol's text (see :data:`_AMOUNTS`)."""
    n = _AMOUNTS.get(sym)
    if n is None:
        n = _AMOUNTS[sym] = int(sym.split(":")[1])
    return n


def _power_take(g: VillainousGame, p: PlayerState, sym: str, a: tuple[Any, ...]) -> None:
    g._gain(p.seat, _symbol_amount(sym))


# -- Play a Card ---------------------------------------------------------------------------
# playing a card (V-T5, V-C3, V-S6, V-T3)
LOCKED_PLAY: Final = (N_("no card can be played to a locked location"), "V-S6")
NEEDS_HOST: Final = (N_("that Item must be attached to a host"), "V-C3")
NOT_THERE: Final = (N_("that card cannot be played there"), "V-T3")
PLAY_COST: Final = (N_("not enough Power to pay the card's cost"), "V-T5")
NO_ALTERNATIVE: Final = (
    N_("nothing in the Realm lets that card be paid for by a discard"),
    "V-T5",
)
CANNOT_BE_DONE: Final = (
    N_(
        "what {card} says cannot be done now, so it cannot be played "
        "(an Effect is played only if its mandatory part can be carried out)"
    ),
    "V-T3",
)
_NOWHERE: Final = ((-1, -1),)  # the one placement of cards played to no location


def play_places(g: Queries, seat: int, d: CardDef) -> Sequence[tuple[int, int]]:
    """(location, host) for every place card design ``d`` may be played to now."""
    if d.type in _NO_PLACE:
        return _NOWHERE
    return g._placements(seat, d, ignore_lock=False)


def may_place(g: Queries, seat: int, d: CardDef) -> bool:
    """Whether :func:`play_places` has any place for ``d`` now. Its answer for an
    unattached card is a shared list (see ``queries._OPEN_PLACES``), so asking costs
    no new list in the common case."""
    return bool(play_places(g, seat, d))


def place_refusal(
    g: Interpreter, p: PlayerState, d: CardDef, loc: int, host: int
) -> Refusal | None:
    """Whether ``d`` may be played to ``loc`` (attached to ``host``, or -1) by ``p``."""
    if (loc, host) in play_places(g, p.seat, d):
        return None
    if 0 <= loc < 4 and loc in p.locked:
        return LOCKED_PLAY
    if d.type == "item" and d.attaches_to and host < 0:
        return NEEDS_HOST
    return NOT_THERE


def payment_refusal(
    g: Interpreter,
    p: PlayerState,
    iid: int,
    host: int,
    pay: int,
    alt: int | None = -1,
    cost: int = -1,
) -> Refusal | None:
    """Whether ``p`` may pay for card ``iid`` played on ``host``: its cost in Power
    (``pay`` 0; an Effect must then be able to do its mandatory part with the Power
    left), or a discard from the Realm instead (``pay`` 1, V-T5). ``alt`` is the card
    that allows the discard and ``cost`` the card's cost, when the caller knows them
    (the legal listing, :func:`~toolkit.villainous.legality.play_options`)."""
    if cost < 0:
        cost = g.card_cost(p, iid, host)
    if pay == 0:
        if cost > p.power:
            return PLAY_COST
        if not g._can_play_now(p, iid, p.power - cost):
            return CANNOT_BE_DONE
        return None
    if alt == -1:
        alt = g._map_alternative(p, iid)
    if alt is None:
        return NO_ALTERNATIVE
    if cost <= 0:
        return NOT_THERE  # nothing to pay: the discard is not needed
    return None


def _play_refusal(
    g: VillainousGame, p: PlayerState, a: tuple[Any, ...]
) -> IllegalActionError | None:
    _slot, iid, loc, host, pay = a
    d = g.defs[iid]
    if iid not in p.hand:
        return _refuse(N_("that card is not in hand"), "V-T3")
    if d.type == "condition":
        return _refuse(N_("a Condition is played only on an opponent's turn"), "V-T3")
    if pay not in (0, 1):
        return _refuse(N_("the payment is 0 (pay the cost) or 1 (discard a card instead)"), "V-T5")
    if host != -1 and not (0 <= host < len(g.defs) and g.in_realm(host)):
        return _refuse(N_("the host must be a card in the Realm (or -1 for none)"), "V-C3")
    why = place_refusal(g, p, d, loc, host) or payment_refusal(g, p, iid, host, pay)
    return None if why is None else refusal_error(why, card=d.name)


def _play_fallback(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError:
    return refusal_error(NOT_THERE, card=g.defs[a[1]].name)


def _play_take(g: VillainousGame, p: PlayerState, sym: str, a: tuple[Any, ...]) -> None:
    g._play_from_hand(p, a[1], a[2], a[3], a[4])


# -- a Condition: played on an opponent's turn, when its trigger happens --------------------
def condition_playable(g: Queries, seat: int, iid: int) -> bool:
    """Whether ``seat`` may play the Condition ``iid`` of its hand now (V-T3).

    A Condition is never played with a Play a Card symbol (the kind ``play`` refuses it,
    :func:`_play_refusal`): on an opponent's turn, the turn flow offers its owner the
    cards this function passes
    (:meth:`~toolkit.villainous.turn.TurnFlow._offer_conditions`), as a pending
    :class:`~toolkit.villainous.pending.ConditionOffer` that the answer kind ``condition``
    plays (:mod:`toolkit.villainous.decisions`).

    Parameters
    ----------
    g : Queries
        The game.
    seat : int
        The player whose hand holds the card (not the active player).
    iid : int
        The card instance.

    Returns
    -------
    bool
        True when the card is a Condition whose trigger happened this turn (an event of
        its kind, or, for a Condition on the active player's state, one not offered for
        this card before), that was not played in answer already, and whose condition
        holds.
    """
    trigger = g._condition_trigger[iid]
    if trigger is None:
        return False
    kind, prm = trigger
    if g._state_condition[iid]:
        if (seat, iid) in g.cond_offered:
            return False  # a card back in hand does not answer the same trigger again
    else:
        happened = False
        for k, _v in g.cond_events:
            if k == kind:
                happened = True
                break
        if not happened:
            return False
    if iid in g.cond_used:
        return False
    return g._cond_holds(kind, prm)


# -- Activate --------------------------------------------------------------------------------
# activating a card (V-C1)
NOT_OWN_ACTIVATE: Final = (N_("only a card in your own Realm can be activated"), "V-C1")
LOCKED_ACTIVATE: Final = (N_("a card at a locked location cannot be activated"), "V-C1")
ACTIVATION_COST: Final = (N_("not enough Power to pay the activation cost"), "V-C1")
ACTIVATED: Final = (
    N_("that card has no ability to activate or its cost cannot be paid"),
    "V-C1",
)


def activation_refusals(g: Queries, p: PlayerState) -> dict[int, Refusal | None]:
    """For each card of ``p``'s Realm, whether it may be activated now (V-C1; the
    symbol is checked apart)."""
    return {iid: activation_check(g, p, iid) for iid in g.realm_cards(p.seat)}


def activation_check(g: Queries, p: PlayerState, iid: int) -> Refusal | None:
    """Whether card ``iid`` of ``p``'s Realm may be activated now (V-C1)."""
    abs_ = g.defs[iid].triggered("activate")
    if not abs_:
        return NO_ABILITY
    if g.loc_of(iid) in p.locked:
        return LOCKED_ACTIVATE
    cost = abs_[0].cost
    if cost > p.power:
        return ACTIVATION_COST
    if g.per_payment and cost == 0 and p.activated.get(iid):
        return ACTIVATED  # the per-payment reading: a free ability once per turn
    return None


def activation_refusal(g: Queries, p: PlayerState, iid: int) -> Refusal | None:
    """Whether ``p`` may activate card ``iid`` now."""
    return activation_refusals(g, p).get(iid, NOT_OWN_ACTIVATE)


def activatable(g: Queries, p: PlayerState) -> list[int]:
    """The cards of ``p``'s Realm that may be activated now."""
    return [i for i in g.realm_cards(p.seat) if activation_check(g, p, i) is None]


def _activate_refusal(
    g: VillainousGame, p: PlayerState, a: tuple[Any, ...]
) -> IllegalActionError | None:
    why = activation_refusal(g, p, a[1])
    return None if why is None else refusal_error(why, card=g.card_name(a[1]))


def _activate_fallback(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError:
    return refusal_error(ACTIVATED, card=g.card_name(a[1]))


def _activate_take(g: VillainousGame, p: PlayerState, sym: str, a: tuple[Any, ...]) -> None:
    g._activate(p, a[1])


# -- Move an Item or Ally, Move a Hero -------------------------------------------------------
def _mover(kind: str) -> Refuse:
    def refusal(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError | None:
        why = card_move_refusal(g, p, kind, a[1], a[2])
        return None if why is None else refusal_error(why)

    return refusal


def _move_fallback(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError:
    return refusal_error(NOT_ADJACENT)


def _move_card_take(g: VillainousGame, p: PlayerState, sym: str, a: tuple[Any, ...]) -> None:
    g._move_card(p.seat, a[1], a[2])


# -- Fate ------------------------------------------------------------------------------------
# aiming Fate (V-F1, V-F3)
NO_PLAYER: Final = (N_("there is no player {n}"), "V-F1")
FATE_SELF: Final = (N_("Fate targets an opponent"), "V-F1")
FATE_HOLDER: Final = (N_("the holder of the Fate token cannot be targeted by Fate"), "V-F3")
NO_FATE_CARDS: Final = (N_("{who} has no Fate cards left to reveal"), "V-F1")


def fate_refusals(g: Queries, seat: int) -> list[Refusal | None]:
    """For each player, whether ``seat`` may aim Fate at them (V-F1, V-F3)."""
    out: list[Refusal | None] = []
    for t in range(g.n):
        q = g.players[t]
        if t == seat:
            out.append(FATE_SELF)
        elif g.fate_token_on and g.fate_holder == t:
            out.append(FATE_HOLDER)
        elif not q.fate_deck and not q.fate_discard:
            out.append(NO_FATE_CARDS)
        else:
            out.append(None)
    return out


def fate_refusal(g: Queries, seat: int, t: int) -> Refusal | None:
    """Whether ``seat`` may aim Fate at player ``t``."""
    if not 0 <= t < g.n:
        return NO_PLAYER
    return fate_refusals(g, seat)[t]


def fate_targets(g: Queries, seat: int) -> list[int]:
    """Opponents that may be targeted by Fate (V-F1, V-F3)."""
    return [t for t, why in enumerate(fate_refusals(g, seat)) if why is None]


def _fate_refusal(
    g: VillainousGame, p: PlayerState, a: tuple[Any, ...]
) -> IllegalActionError | None:
    t = a[1]
    why = fate_refusal(g, p.seat, t)
    if why is None:
        return None
    return refusal_error(why, n=t, who=g.names[t] if 0 <= t < g.n else t)


def _fate_fallback(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError:
    return _refuse(N_("{action} is not allowed now"), "V-F1", action=Action("fate", a))


def _fate_take(g: VillainousGame, p: PlayerState, sym: str, a: tuple[Any, ...]) -> None:
    g._fate(p.seat, a[1])


# -- Vanquish: toolkit.villainous.kinds_vanquish, with the checks it needs ---------------------


# -- Discard Cards ---------------------------------------------------------------------------
def _discard_refusal(
    g: VillainousGame, p: PlayerState, a: tuple[Any, ...]
) -> IllegalActionError | None:
    return None if a[1] in p.hand else _discard_fallback(g, p, a)


def _discard_fallback(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError:
    return _refuse(N_("that card is not in hand"), "V-T3")


def _discard_take(g: VillainousGame, p: PlayerState, sym: str, a: tuple[Any, ...]) -> None:
    g._discard_hand_card(p.seat, a[1])
    if p.hand:
        g.pending = MoreDiscards(p.seat, 1)
    else:
        g._discard_done(1)


# -- Brew Poison -----------------------------------------------------------------------------
def brew_most(g: Queries, p: PlayerState) -> int:
    """The most Power ``p`` may turn into Poison now (the symbol's cost paid first)."""
    return p.power - g._action_cost(p.seat, "brew_poison")


def _brew_refusal(
    g: VillainousGame, p: PlayerState, a: tuple[Any, ...]
) -> IllegalActionError | None:
    most = brew_most(g, p)
    if most < 1:
        return _refuse(N_("there is not enough Power to brew any Poison"), "V-T3")
    if 1 <= a[1] <= most:
        return None
    return _refuse(N_("Brew Poison turns 1 to {n} Power into Poison"), "V-T3", n=most)


def _brew_fallback(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError:
    return _refuse(N_("Brew Poison turns 1 to {n} Power into Poison"), "V-T3", n=brew_most(g, p))


def _brew_take(g: VillainousGame, p: PlayerState, sym: str, a: tuple[Any, ...]) -> None:
    cost = g._action_cost(p.seat, "brew_poison")
    p.power -= cost + a[1]
    p.poison += a[1]
    g.events.append(("brew", p.seat, a[1], cost))


# -- the villain's move and the end of the turn ----------------------------------------------
# the move of the villain (V-T1, V-S6)
NO_LOCATION: Final = (N_("there is no location {n}: a Realm has locations 0 to 3"), "V-T1")
MUST_MOVE: Final = (
    N_("the villain must move to a different location; staying is not allowed"),
    "V-T1",
)
LOCKED_MOVE: Final = (N_("a locked location cannot be moved to"), "V-S6")


def move_refusals(g: Queries, p: PlayerState) -> list[Refusal | None]:
    """For each location, whether the villain may move there (V-T1: to another
    location, unless a card lets it stay; V-S6: not to a locked one)."""
    locked = p.locked
    out: list[Refusal | None] = []
    for li in range(4):
        if li == p.loc and not p.stay_next:
            out.append(MUST_MOVE)
        elif li in locked:
            out.append(LOCKED_MOVE)
        else:
            out.append(None)
    return out


def move_refusal(g: Queries, p: PlayerState, li: int) -> Refusal | None:
    """Whether the villain may move to location ``li``."""
    if not 0 <= li < 4:
        return NO_LOCATION
    return move_refusals(g, p)[li]


def move_targets(g: Queries, p: PlayerState) -> list[int]:
    """The locations the villain may move to (none: the move is skipped): those
    :func:`move_refusals` finds no refusal for, without building its list."""
    locked = p.locked
    here = p.loc
    stay = p.stay_next
    out: list[int] = []
    for li in range(4):
        if (li != here or stay) and li not in locked:
            out.append(li)
    return out


def _allowed(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError | None:
    return None


def _not_allowed(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError:
    return _refuse(N_("no such location"), "V-T1")


def _symbol_fallback(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError:
    return _refuse(N_("{action} is not allowed now"), "V-T3", action=Action("power", a))


# -- the arguments each kind's candidates take -----------------------------------------------
def _no_args(g: VillainousGame, p: PlayerState) -> Iterable[tuple[Any, ...]]:
    return [()]


def _locations(g: VillainousGame, p: PlayerState) -> Iterable[tuple[Any, ...]]:
    return [(li,) for li in range(4)]


def _plays(g: VillainousGame, p: PlayerState) -> Iterable[tuple[Any, ...]]:
    hosts = (-1, *g.realm_cards(p.seat))
    return [
        (iid, loc, host, pay)
        for iid in p.hand
        for loc in range(-1, 4)
        for host in hosts
        for pay in (0, 1)
    ]


def _realm_cards(g: VillainousGame, p: PlayerState) -> Iterable[tuple[Any, ...]]:
    return [(iid,) for iid in g.realm_cards(p.seat)]


def _card_moves(g: VillainousGame, p: PlayerState) -> Iterable[tuple[Any, ...]]:
    return [(iid, to) for iid in g.realm_cards(p.seat) for to in range(4)]


def _players(g: VillainousGame, p: PlayerState) -> Iterable[tuple[Any, ...]]:
    return [(t,) for t in range(g.n)]


def _hand_cards(g: VillainousGame, p: PlayerState) -> Iterable[tuple[Any, ...]]:
    return [(iid,) for iid in p.hand]


def _amounts(g: VillainousGame, p: PlayerState) -> Iterable[tuple[Any, ...]]:
    return [(n,) for n in range(1, p.power + 2)]


_TABLE: Final = (
    TurnKind("move", ("location",), "V-T1", None, _allowed, _not_allowed, None, _locations),
    TurnKind(
        "power",
        ("symbol",),
        "V-T3",
        "gain_power",
        _allowed,
        _symbol_fallback,
        _power_take,
        _no_args,
    ),
    TurnKind(
        "play",
        ("symbol", "card", "location", "host", "payment"),
        "V-T5",
        "play_card",
        _play_refusal,
        _play_fallback,
        _play_take,
        _plays,
    ),
    TurnKind(
        "activate",
        ("symbol", "card"),
        "V-C1",
        "activate",
        _activate_refusal,
        _activate_fallback,
        _activate_take,
        _realm_cards,
    ),
    TurnKind(
        "move_ally",
        ("symbol", "card", "location"),
        "V-T3",
        "move_item_or_ally",
        _mover("move_ally"),
        _move_fallback,
        _move_card_take,
        _card_moves,
    ),
    TurnKind(
        "move_hero",
        ("symbol", "card", "location"),
        "V-T3",
        "move_hero",
        _mover("move_hero"),
        _move_fallback,
        _move_card_take,
        _card_moves,
    ),
    TurnKind(
        "fate",
        ("symbol", "opponent"),
        "V-F1",
        "fate",
        _fate_refusal,
        _fate_fallback,
        _fate_take,
        _players,
    ),
    TurnKind(
        "vanquish",
        ("symbol", "hero"),
        "V-V1",
        "vanquish",
        vanquish_refusal,
        vanquish_fallback,
        vanquish_take,
        _realm_cards,
    ),
    TurnKind(
        "discard",
        ("symbol", "card"),
        "V-T3",
        "discard_cards",
        _discard_refusal,
        _discard_fallback,
        _discard_take,
        _hand_cards,
    ),
    TurnKind(
        "brew",
        ("symbol", "amount"),
        "V-T3",
        "brew_poison",
        _brew_refusal,
        _brew_fallback,
        _brew_take,
        _amounts,
    ),
    TurnKind("end", (), "V-T1", None, _allowed, _not_allowed, None, _no_args),
)

TURN_KINDS: Final[dict[str, TurnKind]] = {k.name: k for k in _TABLE}
"""Every kind of turn action by name, in the order the listing offers them."""
SYMBOL_KIND: Final[dict[str, str]] = {k.symbol: k.name for k in _TABLE if k.symbol is not None}
"""The kind of action each action symbol gives."""
TAKE: Final[dict[str, Take]] = {k.name: k.take for k in _TABLE if k.take is not None}
"""Each symbol kind's part of taking its symbol, read by the turn flow."""


# -- the registry ----------------------------------------------------------------------------
def candidates(g: VillainousGame, name: str) -> Iterator[Action]:
    """Every action of kind ``name`` the listing asks the check about now: for each
    visible symbol that gives the kind, the symbol's slot and each of the kind's
    :attr:`TurnKind.arguments` (the cards of the acting player's hand or Realm, the
    locations, hosts, players or amounts the check then passes or refuses).

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> game = VillainousGame.new(seed=1)
    >>> [a.args for a in candidates(game, "move")]
    [(0,), (1,), (2,), (3,)]
    """
    kind = TURN_KINDS[name]
    p = g.players[g.active]
    arguments = list(kind.arguments(g, p))
    if kind.symbol is None:
        for args in arguments:
            yield Action(name, args)
        return
    for slot, _base, sym, _cov in g.slots():
        if sym.split(":")[0] == kind.symbol:
            for args in arguments:
                yield Action(name, (slot, *args))


def _check(g: VillainousGame, action: Action) -> IllegalActionError | None:
    return g._refusal(action)


def _effect(g: VillainousGame, action: Action) -> None:
    g.apply(action)


def _listed(name: str) -> Callable[[VillainousGame], list[Action]]:
    def fast(g: VillainousGame) -> list[Action]:
        return [a for a in g.legal_actions() if a.kind == name]

    return fast


def _unknown(g: VillainousGame, action: Action) -> IllegalActionError:
    return g._why_illegal(action)


KINDS: Final[KindRegistry[VillainousGame]] = KindRegistry(
    "villainous",
    [
        ActionKind(
            k.name,
            k.args,
            _check,
            lambda g, name=k.name: candidates(g, name),  # type: ignore[misc]
            _effect,
            fast=_listed(k.name),
            rule=k.rule,
        )
        for k in _TABLE
    ],
    _unknown,
)
"""The turn actions as a :class:`~toolkit.core.kinds.KindRegistry`: ``KINDS.check``,
``KINDS.legal`` and ``KINDS.listing_drift`` over a game whose turn it is (no pending
decision)."""

__all__ = [
    "KINDS",
    "SYMBOL_KIND",
    "TAKE",
    "TURN_KINDS",
    "TurnKind",
    "activatable",
    "activation_check",
    "activation_refusal",
    "activation_refusals",
    "brew_most",
    "candidates",
    "condition_playable",
    "fate_refusal",
    "fate_refusals",
    "fate_targets",
    "may_place",
    "move_refusal",
    "move_refusals",
    "move_targets",
    "payment_refusal",
    "place_refusal",
    "play_places",
]
