"""Every kind of Villainous turn action in one registry (:mod:`toolkit.core.kinds`): per
kind, its arguments, its check (the refusal with the rule ID), its candidates and its
effect, side by side.

A turn action other than ``move`` and ``end`` takes an action symbol (its first argument
is the symbol's slot). Deciding an action is done in two steps, both here:

- the checks every kind shares (the shape of the arguments, a pending decision, the
  phase, whether the slot is visible and unused and its symbol allows the kind, whether
  the card and location numbers exist), in
  :func:`toolkit.villainous.legality.refusal`;
- the kind's own check, :attr:`TurnKind.refusal`: None when the action is allowed,
  else the refusal, built from the checks of :mod:`toolkit.villainous.checks` that the
  legal listing uses as well.

The legal listing (:func:`~toolkit.villainous.legality.legal_actions`) is the
registry's fast listing: it is built slot by slot from the same checks, without one call
per candidate, and ``tests/villainous/test_kinds.py`` proves on seeded positions that it
gives exactly the candidates (:func:`candidates`) that :meth:`KINDS.check
<toolkit.core.kinds.KindRegistry.check>` passes. When an action passes every check but is
not listed (a combination the checks do not tell apart), its refusal is the kind's
:attr:`TurnKind.fallback`.

The effect of a kind (:attr:`TurnKind.take`) is its part of taking a symbol, once
:meth:`toolkit.villainous.turn.TurnFlow._take` has marked the symbol used.

The words of every refusal are those of the catalogue entries named here and in
:mod:`toolkit.villainous.checks`, and for Play a Card those of this module
(:func:`place_refusal`, :func:`payment_refusal`, which the legal listing asks as well).
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

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.core.kinds import ActionKind, KindRegistry
from toolkit.i18n.messages import N_
from toolkit.villainous.checks import (
    ACTIVATED,
    CANNOT_BE_DONE,
    LOCKED_PLAY,
    NEEDS_HOST,
    NO_ALTERNATIVE,
    NOT_ADJACENT,
    NOT_THERE,
    PLAY_COST,
    Refusal,
    activation_refusal,
    brew_most,
    card_move_refusal,
    fate_refusal,
    play_places,
    refusal_error,
    vanquish_targets,
    why_not_vanquish,
)
from toolkit.villainous.pending import MoreDiscards, VanquishChoice
from toolkit.villainous.state import PlayerState

if TYPE_CHECKING:
    from toolkit.villainous.cards import CardDef
    from toolkit.villainous.engine import VillainousGame
    from toolkit.villainous.interpreter import Interpreter

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


# -- Activate --------------------------------------------------------------------------------
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


# -- Vanquish --------------------------------------------------------------------------------
def _vanquish_refusal(
    g: VillainousGame, p: PlayerState, a: tuple[Any, ...]
) -> IllegalActionError | None:
    if any(t[0] == a[1] for t in vanquish_targets(g, p)):
        return None
    return why_not_vanquish(g, p, a[1])


def _vanquish_fallback(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError:
    return why_not_vanquish(g, p, a[1])


def _vanquish_take(g: VillainousGame, p: PlayerState, sym: str, a: tuple[Any, ...]) -> None:
    ((h, cands, vals, need, fewest),) = vanquish_targets(g, p, only=a[1])
    g.pending = VanquishChoice(p.seat, h, cands, vals, need, fewest)


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
        _vanquish_refusal,
        _vanquish_fallback,
        _vanquish_take,
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
    "candidates",
    "payment_refusal",
    "place_refusal",
]
