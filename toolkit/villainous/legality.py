"""Which actions are legal and why any other is refused: plain functions taking the game
first (typed as :class:`~toolkit.villainous.interpreter.Interpreter`, the class the turn flow
extends), which the facade :class:`~toolkit.villainous.engine.VillainousGame` hands itself
to (``legal_actions``, ``_check``). Both answers come from the same checks (those of
:mod:`toolkit.villainous.checks` and of each kind in :mod:`toolkit.villainous.kinds`):
the listing keeps what they pass, a refusal reports the first one that fails.

Its public surface: :func:`legal_actions` (with :func:`legal_now`, the same without the
first look at the cache, and :func:`compute_legal`, the listing worked out afresh),
:func:`play_options`, :func:`check`, :func:`why_illegal` and :func:`refusal`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.i18n.messages import N_, Nn_
from toolkit.villainous.checks import _moves_from, movable, refusal_error
from toolkit.villainous.decisions import (
    ANSWER_KINDS,
    ANSWER_REGISTRY,
    answers,
    why_not_answer,
)
from toolkit.villainous.kinds import (
    _NOWHERE,
    SYMBOL_KIND,
    TURN_KINDS,
    activatable,
    brew_most,
    fate_targets,
    move_refusal,
    move_targets,
    payment_refusal,
)
from toolkit.villainous.kinds_vanquish import vanquish_targets
from toolkit.villainous.phases import MOVE
from toolkit.villainous.speed import _ActionTable
from toolkit.villainous.state import PlayerState

if TYPE_CHECKING:
    from toolkit.villainous.interpreter import Interpreter

__all__ = [
    "check",
    "compute_legal",
    "legal_actions",
    "legal_now",
    "play_options",
    "refusal",
    "why_illegal",
]

_END: Final = Action("end")
_MOVES: Final = tuple(Action("move", (li,)) for li in range(4))
_LOCATIONS: Final = [0, 1, 2, 3]  # a Realm's locations (read, never changed)


_ARGS: Final[dict[str, tuple[str, ...]]] = {
    "move": TURN_KINDS["move"].args,
    "end": TURN_KINDS["end"].args,
    **{name: kind.args for name, kind in TURN_KINDS.items() if kind.symbol is not None},
    **{kind.name: kind.args for kind in ANSWER_REGISTRY},
}
"""Every kind of action and the meaning of its arguments, in order (see the docs)."""


_POWER: Final = _ActionTable("power")
_PLAY: Final = _ActionTable("play")
_VANQUISH: Final = _ActionTable("vanquish")
_ACTIVATE: Final = _ActionTable("activate")
_MOVE_ALLY: Final = _ActionTable("move_ally")
_MOVE_HERO: Final = _ActionTable("move_hero")
_FATE: Final = _ActionTable("fate")
_DISCARD: Final = _ActionTable("discard")
_BREW: Final = _ActionTable("brew")


def _acts(
    table: _ActionTable, slot: str, items: list[int], out: list[Action] | None = None
) -> list[Action]:
    """The actions of ``table`` with the arguments ``(slot, a)`` for each ``a`` of ``items``,
    whole numbers from 0 up (cards, players, amounts): each its own code in the table.

    They are appended to ``out`` when given (the listing being built, so that no list is
    made and copied per symbol), else to a new list; the list is returned.
    """
    if out is None:
        out = []
    row = table.row(slot)
    for a in items:
        action = row[a] if 0 <= a < len(row) else None
        if action is None:
            action = table.keep(slot, a, (slot, a))
            row = table.row(slot)
        out.append(action)
    return out


def _move_acts(
    table: _ActionTable,
    slot: str,
    cards: list[int],
    at: dict[int, int],
    locked: set[int],
    out: list[Action] | None = None,
) -> list[Action]:
    """The actions of ``table`` with the arguments ``(slot, iid, to)`` that move each card
    ``iid`` of ``cards`` to a location next to it (see :func:`_moves_from`), coded
    ``iid * 4 + to``; appended to ``out`` when given, as :func:`_acts` does."""
    if out is None:
        out = []
    row = table.row(slot)
    for iid in cards:
        for to in _moves_from(at[iid], locked):
            code = iid * 4 + to
            action = row[code] if code < len(row) else None
            if action is None:
                action = table.keep(slot, code, (slot, iid, to))
                row = table.row(slot)
            out.append(action)
    return out


def _play_code(iid: int, li: int, host: int, pay: int, n: int) -> int:
    """One play as a whole number (``n``: the number of cards in the game), the code of its
    action in :data:`_PLAY`: from 0 up when the card has no host, below 0 (not kept by
    code) when it is attached. :func:`_play_args` reads it back.

    Examples
    --------
    >>> _play_args("L0T0", _play_code(12, 3, -1, 1, 50), 50)
    ('L0T0', 12, 3, -1, 1)
    >>> _play_args("L0T0", _play_code(12, 2, 40, 0, 50), 50)
    ('L0T0', 12, 2, 40, 0)
    """
    if host < 0:
        return iid * 10 + (li + 1) * 2 + pay
    return -1 - (((iid * n + host) * 5 + li + 1) * 2 + pay)


def _play_args(slot: str, code: int, n: int) -> tuple[str, int, int, int, int]:
    """The arguments of the play action of ``slot`` coded ``code`` by :func:`_play_code`."""
    if code >= 0:
        return (slot, code // 10, code % 10 // 2 - 1, -1, code % 2)
    c = -1 - code
    pay = c % 2
    c //= 2
    li = c % 5 - 1
    c //= 5
    return (slot, c // n, li, c % n, pay)


# -- legal actions ------------------------------------------------------------------
def legal_actions(g: Interpreter) -> tuple[Action, ...]:
    """Every action the player to act may take now, pending answers included.

    A tuple, kept for the current decision: nothing a caller does with it can change
    the game, and asking twice costs nothing.
    """
    legal = g._legal
    if legal is not None and legal[0] == g._version:
        return legal[1]
    return legal_now(g)


def legal_now(g: Interpreter) -> tuple[Action, ...]:
    """The cached legal actions of this decision."""
    legal = g._legal
    if legal is not None and legal[0] == g._version:
        return legal[1]
    g._legal_slots = None
    acts = () if g.over else tuple(compute_legal(g))
    g._legal = (g._version, acts)
    return acts


def compute_legal(g: Interpreter) -> list[Action]:
    """The legal actions worked out afresh: the answers to the pending decision, else the
    moves of the villain, else each visible action symbol's actions and ``end``; the
    symbols listed are kept in ``_legal_slots`` for the turn flow."""
    pd = g.pending
    if pd is not None:  # the answers its row of the table of decisions lists
        return answers(g, pd)
    p = g.players[g.active]
    if g.phase == MOVE:
        return [_MOVES[li] for li in move_targets(g, p)]
    acts: list[Action] = []
    slots = g._slots(p.seat)
    # two Play a Card (or Vanquish) symbols offer the same options: listed once
    plays: list[int] | None = None
    vanquishes: list[int] | None = None
    n = len(g.defs)
    for (slot, _key, _sym, _cov), name in slots:
        if name == "gain_power":
            act = _POWER.known(slot, 0)
            acts.append(act if act is not None else _POWER.keep(slot, 0, (slot,)))
        elif name == "play_card":
            if plays is None:
                plays = play_options(g, p)
            row = _PLAY.row(slot)
            for code in plays:
                act = row[code] if 0 <= code < len(row) else None
                if act is None:
                    act = _PLAY.keep(slot, code, _play_args(slot, code, n))
                    row = _PLAY.row(slot)
                acts.append(act)
        elif name == "vanquish":
            if vanquishes is None:
                vanquishes = [t[0] for t in vanquish_targets(g, p)]
            _acts(_VANQUISH, slot, vanquishes, acts)
        else:
            _symbol_actions(g, p, slot, name, acts)
    acts.append(_END)
    g._legal_slots = slots  # kept as listed: (slot, symbol name) pairs
    return acts


def _symbol_actions(
    g: Interpreter, p: PlayerState, slot: str, name: str, acts: list[Action]
) -> None:
    """Append to ``acts`` the actions one slot offers, for the symbols other than Gain
    Power, Play a Card and Vanquish (:func:`compute_legal` lists those itself): into
    the listing itself, since a list per symbol would only be copied into it."""
    s = p.seat
    if name == "activate":
        _acts(_ACTIVATE, slot, activatable(g, p), acts)
    elif name == "move_item_or_ally":
        _move_acts(_MOVE_ALLY, slot, movable(g, p, "move_ally"), g.at, p.locked, acts)
    elif name == "move_hero":
        _move_acts(_MOVE_HERO, slot, g._view(s).heroes, g.at, p.locked, acts)
    elif name == "fate":
        _acts(_FATE, slot, fate_targets(g, s), acts)
    elif name == "discard_cards":
        _acts(_DISCARD, slot, p.hand, acts)
    elif name == "brew_poison":
        _acts(_BREW, slot, list(range(1, brew_most(g, p) + 1)), acts)


def play_options(g: Interpreter, p: PlayerState) -> list[int]:
    """Every (card, location, host, pay) of a card in hand that can be played now, each
    coded by :func:`_play_code`."""
    out: list[int] = []
    seat = p.seat
    defs = g.defs
    n = len(defs)
    power = p.power
    by_verb = g._view(seat).by_verb
    # without cost modifiers every card costs its printed cost and has no alternative
    plain = not by_verb.get("cost_modifier")
    # and without block_play statics an unattached card goes to any unlocked location
    locked = p.locked
    anywhere = (
        None
        if by_verb.get("block_play")
        else [li for li in range(4) if li not in locked]
        if locked
        else _LOCATIONS
    )
    for iid in p.hand:
        d = defs[iid]
        kind = d.type
        if kind == "condition":
            continue
        places: Sequence[tuple[int, int]]
        # kind in _NO_PLACE (a Condition was skipped above), as string comparisons:
        # the interned type words mostly match by identity, without hashing
        if kind == "effect" or kind == "ingredient" or kind == "maui":
            if plain:  # played to no location: one play, coded here directly
                if d.play_cost <= power and (
                    kind != "effect" or g._can_play_now(p, iid, power - d.play_cost)
                ):
                    out.append(iid * 10)
                continue
            places = _NOWHERE
        elif anywhere is not None and d.attaches_to is None:
            if plain:  # the most common play: its codes are made here directly
                if d.play_cost <= power:
                    for li in anywhere:
                        out.append(iid * 10 + (li + 1) * 2)
                continue
            places = [(li, -1) for li in anywhere]
        else:
            places = g._placements(seat, d, ignore_lock=False)
            if not places:
                continue
        if plain:
            if d.play_cost <= power and (
                kind != "effect" or g._can_play_now(p, iid, power - d.play_cost)
            ):
                for loc, host in places:
                    out.append(_play_code(iid, loc, host, 0, n))
            continue
        alt = g._map_alternative(p, iid)
        # the cost and the two payments depend on the host, never on the location:
        # asked once for a run of places with the same host (every location of an
        # unattached card), not once per location
        last = -2  # no host yet (-1 is "no host")
        pays = pays_alt = False
        for loc, host in places:
            if host != last:
                last = host
                cost = g.card_cost(p, iid, host)
                pays = payment_refusal(g, p, iid, host, 0, alt, cost) is None
                pays_alt = (
                    alt is not None and payment_refusal(g, p, iid, host, 1, alt, cost) is None
                )
            if pays:
                out.append(_play_code(iid, loc, host, 0, n))
            if pays_alt:
                out.append(_play_code(iid, loc, host, 1, n))
    return out


# -- checking -----------------------------------------------------------------------
def check(g: Interpreter, action: Action) -> None:
    """Return when ``action`` is one of the legal actions, else raise its refusal.

    Raises
    ------
    IllegalActionError
        Built by :func:`why_illegal`: what is wrong, with the rule ID.
    """
    legal = legal_now(g)
    for a in legal:  # bots hand back one of the listed objects: found by identity first
        if a is action:
            return
    if action in legal:
        return
    raise why_illegal(g, action)


def why_illegal(g: Interpreter, action: Action) -> IllegalActionError:
    """Why a listed-nowhere action is refused, in plain words with the rule ID.

    Every argument is checked for its range before it is looked up, so that a
    made-up or out-of-range id is refused for what it is, never by a lookup error.
    The refusal is written from a catalogue entry, so it reads in any language. An
    action that passes every check (:func:`refusal`) but is not listed gets its
    kind's fallback refusal (:attr:`toolkit.villainous.kinds.TurnKind.fallback`).
    """
    why = refusal(g, action)
    if why is not None:
        return why
    kind = TURN_KINDS[action.kind]
    return kind.fallback(g, g.players[g.active], action.args)  # type: ignore[arg-type]


def refusal(g: Interpreter, action: Action) -> IllegalActionError | None:
    """The first check ``action`` fails, or None when it passes them all: the checks
    every kind shares, then its kind's own (:mod:`toolkit.villainous.kinds`)."""
    refuse = IllegalActionError.of
    k, args = action.kind, action.args
    names = _ARGS.get(k)
    if names is None:
        return refuse(
            N_("there is no action {kind!r} in Villainous (the kinds are {kinds})"),
            kind=k,
            kinds=", ".join(_ARGS),
        )
    if len(args) != len(names):
        if names:
            return refuse(
                Nn_(
                    "{kind} takes {n} argument ({what}), not {got}",
                    "{kind} takes {n} arguments ({what}), not {got}",
                ),
                kind=k,
                n=len(names),
                what=", ".join(names),
                got=len(args),
            )
        return refuse(
            Nn_(
                "{kind} takes {n} argument (no arguments), not {got}",
                "{kind} takes {n} arguments (no arguments), not {got}",
            ),
            kind=k,
            n=len(names),
            got=len(args),
        )
    for name, arg in zip(names, args, strict=True):
        if name == "symbol":
            if type(arg) is not str:
                return refuse(
                    N_("the first argument of {kind} is an action symbol's code, not {arg!r}"),
                    kind=k,
                    arg=arg,
                )
        elif name == "allies":
            if type(arg) is not tuple:
                return refuse(
                    N_("the Allies of {kind} are a tuple of card ids, not {arg!r}"),
                    kind=k,
                    arg=arg,
                )
        elif type(arg) is not int:
            return refuse(
                N_("the {name} of {kind} must be a whole number, not {arg!r}"),
                name=name,
                kind=k,
                arg=arg,
            )
    if g.pending is not None:  # the refusal its row of the table of decisions gives
        return why_not_answer(g, g.pending, action)
    if k == "condition":
        return refuse(N_("a Condition is played only in answer to its trigger, when asked"), "V-T3")
    if k in ANSWER_KINDS:
        return refuse(N_("there is no pending decision to answer with {kind}"), kind=k)
    p = g.players[g.active]
    if g.phase == MOVE:
        if k != "move":
            return refuse(N_("the turn starts with the mandatory move (V-T1)"), "V-T1")
        li = args[0]
        why = move_refusal(g, p, li)
        if why is not None:
            return refusal_error(why, n=li)
        return None
    if k == "move":
        return refuse(N_("the villain has already moved this turn"), "V-T1")
    if k == "end":
        return None
    slot = args[0]
    base = slot.split(":")[-1]
    ok = {s[0]: s for s in g.slots()}
    if slot not in ok:
        if k == "activate" and base in p.used:
            return refuse(N_("each Activate symbol gives one activation (published rule)"), "V-C1")
        if base in p.used:
            return refuse(N_("each visible action symbol is taken once per turn"), "V-T1")
        if (
            len(base) >= 4
            and base[0] == "L"
            and base[1] in "0123"
            and base[2] == "T"
            and g.covered(g.active, int(base[1]))
        ):
            return refuse(N_("that action is covered by a Hero"), "V-T4")
        return refuse(N_("that action symbol is not available here"), "V-T1")
    sym = ok[slot][2].split(":")[0]
    if SYMBOL_KIND.get(sym) != k:
        from toolkit.villainous.text import symbol_phrase

        return refuse(
            N_("that symbol is {symbol}, which does not allow {kind}"),
            "V-T3",
            symbol=symbol_phrase(sym.replace("_", " ")),
            kind=k,
        )
    for name, arg in zip(names, args, strict=True):
        if name in ("card", "hero") and not 0 <= arg < len(g.defs):
            return refuse(N_("there is no card {n}"), "V-T3", n=arg)
        if name == "location" and not 0 <= arg < 4 and not (k == "play" and arg == -1):
            return refuse(
                N_("there is no location {n}: a Realm has locations 0 to 3"), "V-T3", n=arg
            )
    # the kind's own check (toolkit.villainous.kinds)
    return TURN_KINDS[k].refusal(g, p, args)  # type: ignore[arg-type]
