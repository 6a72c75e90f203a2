"""Classifying Hero Realms cards for composition curves: type category, gold and combat.

Figures of one game and tournament aggregates both count a deck's make-up
with these definitions, so the two always agree.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from toolkit.hero_realms.cards import CardDef, Effect

__all__ = ["FACTIONS", "TYPES", "card_type", "card_yield", "is_source"]

FACTIONS = ("imperial", "guild", "necros", "wild", "none")
TYPES = ("starting card", "champion", "action", "item")


def card_type(card: CardDef) -> str:
    """The card's type category (one of :data:`TYPES`).

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> c = load_cards()
    >>> card_type(c["dagger"]), card_type(c["fire-gem"]), card_type(c["orc-grunt"])
    ('starting card', 'item', 'champion')
    """
    if card.role == "starting":
        return "starting card"
    if card.is_champion:
        return "champion"
    if card.type == "action":
        return "action"
    return "item"


def _gains(effects: Iterable[Effect], resource: str) -> int:
    total = 0
    for e in effects:
        if e[0] in ("gain", "gain_per") and e[1] == resource:
            total += e[2]
        elif e[0] == "choose_one":
            total += max((_gains(option, resource) for option in e[1]), default=0)
    return total


def _mentions(effects: Iterable[Effect], resource: str) -> bool:
    for e in effects:
        if e[0] in ("gain", "gain_per") and e[1] == resource:
            return True
        if e[0] == "choose_one" and any(_mentions(o, resource) for o in e[1]):
            return True
        if e[0] == "sacrifice" and _mentions(e[3], resource):
            return True
    return False


@cache
def card_yield(card: CardDef, resource: str) -> int:
    """What the card's primary or expend ability gains of ``resource`` (``gold``/``combat``).

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> c = load_cards()
    >>> card_yield(c["gold"], "gold"), card_yield(c["ruby"], "gold"), card_yield(c["dagger"], "combat")
    (1, 2, 1)
    """
    return _gains(card.primary, resource) + _gains(card.expend, resource)


@cache
def is_source(card: CardDef, resource: str) -> bool:
    """Whether any ability of the card gains ``resource`` (``gold``/``combat``).

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> is_source(load_cards()["fire-gem"], "combat")
    True
    """
    return any(
        _mentions(effects, resource)
        for effects in (card.primary, card.expend, card.ally, card.sacrifice)
    )
