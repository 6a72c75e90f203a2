"""The checks several kinds of action share, each naming the rule it enforces, and the
words of a refusal (:func:`refusal_error`, which makes the verb of :data:`NO_ABILITY`, the
refusal of ``activate`` kept here for it, agree with the card).

Each check answers ``None`` when its part of an action is allowed, or the reason it is
refused: a catalogue message and its rule ID (a :data:`Refusal`). The legal listing keeps
exactly the candidates every check passes, and a refused action is explained by the first
check it fails, so the list of legal actions and the reasons for refusal cannot drift
apart. What is left here serves two kinds, ``move_ally`` and ``move_hero``
(:func:`movable_cards`, :func:`movable`, :func:`card_move_refusal`); a check that serves
one kind only sits beside that kind, in :mod:`toolkit.villainous.kinds` or
:mod:`toolkit.villainous.kinds_vanquish`. The functions take the game first, typed as
:class:`~toolkit.villainous.queries.Queries`, the lowest layer holding what they read.
"""

from __future__ import annotations

import string
from typing import TYPE_CHECKING, Final

from toolkit.core.errors import IllegalActionError
from toolkit.i18n.grammar import C_, gendered
from toolkit.i18n.messages import N_
from toolkit.villainous.cards import CardDef
from toolkit.villainous.state import PlayerState

if TYPE_CHECKING:
    from toolkit.villainous.queries import Queries

__all__ = [
    "NO_ABILITY",
    "Refusal",
    "card_move_refusal",
    "movable",
    "movable_cards",
    "refusal_error",
]

Refusal = tuple[str, str]
"""Why one part of an action is refused: a catalogue message (see ``N_``) and its rule ID."""


# moving a Hero, an Ally or an Item (V-T3, V-C2, V-S6)
NOT_OWN_MOVE: Final = (N_("only a card in your own Realm can be moved"), "V-T3")
NOT_A_HERO: Final = (N_("Move a Hero moves a Hero"), "V-T3")
NOT_AN_ALLY: Final = (N_("Move an Item or Ally moves one of your Allies or Items"), "V-T3")
ATTACHED: Final = (N_("an attached card moves only with its host"), "V-C2")
INTO_LOCKED: Final = (N_("nothing can be moved into a locked location"), "V-S6")
OUT_OF_LOCKED: Final = (N_("nothing can be moved out of a locked location"), "V-S6")
NOT_ADJACENT: Final = (N_("cards move to an adjacent unlocked location"), "V-T3")
_NO_ABILITY = gendered(
    C_("masculine", "{card} has no ability to activate"),
    C_("feminine", "{card} has no ability to activate"),
    C_("masculine plural", "{card} has no ability to activate"),
    C_("feminine plural", "{card} has no ability to activate"),
)
"""An activation refused: the card has no ability to activate; the verb agrees with the card."""
NO_ABILITY: Final = (_NO_ABILITY.message, "V-C1")
_AGREEING: Final = frozenset((_NO_ABILITY.message,))

_NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = ((1,), (0, 2), (1, 3), (2,))
"""The locations next to each of a Realm's four locations."""


def _moves_from(location: int, locked: set[int]) -> tuple[int, ...]:
    """The adjacent locations a card may move to: neither end may be locked (V-S6)."""
    if not locked:
        return _NEIGHBOURS[location]
    if location in locked:
        return ()
    return tuple([to for to in _NEIGHBOURS[location] if to not in locked])


def _card_move_check(kind: str, d: CardDef, attached: bool) -> Refusal | None:
    """Whether ``kind`` (``move_hero`` or ``move_ally``) may move a card of design ``d``
    at all (V-T3, V-C2): the one check of :func:`movable_cards` and
    :func:`movable`."""
    if kind == "move_hero":
        if d.type != "hero":
            return NOT_A_HERO
    elif d.type not in ("ally", "item") or d.placement == "top":
        return NOT_AN_ALLY
    return ATTACHED if attached else None


def refusal_error(why: Refusal, **params: object) -> IllegalActionError:
    """The refusal for ``why``, its message filled in from those of ``params`` it names.

    Examples
    --------
    >>> err = refusal_error(("{villain} cannot move to {location}", "V-T1"),
    ...                     villain="Tamatoa", location="Lalotai", unused=1)
    >>> str(err), err.rule
    ('V-T1: Tamatoa cannot move to Lalotai', 'V-T1')
    """
    fields = {name for _text, name, _spec, _conv in string.Formatter().parse(why[0]) if name}
    kept = {k: v for k, v in params.items() if k in fields}
    agree = "card" if why[0] in _AGREEING else None  # a gendered message agrees with the card
    return IllegalActionError.agreeing(why[0], why[1], "villainous", agree, **kept)


# -- moving cards -------------------------------------------------------------------
def movable_cards(g: Queries, p: PlayerState, kind: str) -> dict[int, Refusal | None]:
    """For each card of ``p``'s Realm, whether ``kind`` (``move_hero`` or
    ``move_ally``) may move it at all (where to is :func:`_moves_from`'s answer)."""
    defs = g.defs
    host = g.host
    return {iid: _card_move_check(kind, defs[iid], iid in host) for iid in g.realm_cards(p.seat)}


def movable(g: Queries, p: PlayerState, kind: str) -> list[int]:
    """The cards of ``p``'s Realm that ``kind`` may move at all, in Realm order: those
    :func:`movable_cards` finds no refusal for, without building its table."""
    defs = g.defs
    host = g.host
    return [
        iid
        for iid in g.realm_cards(p.seat)
        if _card_move_check(kind, defs[iid], iid in host) is None
    ]


def card_move_refusal(g: Queries, p: PlayerState, kind: str, iid: int, to: int) -> Refusal | None:
    """Whether ``kind`` may move card ``iid`` to location ``to``."""
    why = movable_cards(g, p, kind).get(iid, NOT_OWN_MOVE)
    if why is not None:
        return why
    if to in p.locked:
        return INTO_LOCKED
    if g.loc_of(iid) in p.locked:
        return OUT_OF_LOCKED
    if to not in _moves_from(g.at[iid], p.locked):
        return NOT_ADJACENT
    return None
