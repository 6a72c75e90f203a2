"""Hero Realms card data: loading and validation (the effect verbs are in ``verbs.py``).

Cards live in ``data/hero_realms/cards/*.yaml`` (format and vocabulary:
``data/hero_realms/VOCABULARY.md``). Loading reads them with an alias-free
safe YAML loader (:mod:`toolkit.core.safe_yaml`), checks each file's shape
against the JSON Schema ``toolkit/schemas/hero_realms_cards.json``, then
checks every field in Python, and compiles each ability into a tuple of effect
tuples with the verb registry (:mod:`toolkit.hero_realms.verbs`, which checks
each verb's parameters). Last come the checks of
the whole set that a game relies on (enough market cards to fill the row, a
personal deck to deal). Anything malformed raises
:class:`~toolkit.core.errors.CardDataError` naming the file, the card and
the field, so a bad card fails at load time, never mid-game. The limits are
in ``docs/limits.md``.

Examples
--------
>>> cards = load_cards()
>>> cards["fire-gem"].cost
2
>>> cards["arkus-imperial-dragon"].expend
(('gain', 'combat', 5), ('draw', 1))
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from toolkit.core import safe_yaml
from toolkit.core.errors import short_repr
from toolkit.hero_realms.carddef import CardDef, Effect
from toolkit.hero_realms.checks import MAX_AMOUNT, flag, whole
from toolkit.hero_realms.checks import fail as _fail
from toolkit.hero_realms.verbs import compile_effect, compile_list
from toolkit.paths import data_dir

__all__ = [
    "MAX_AMOUNT",
    "CardDef",
    "CardSet",
    "Effect",
    "check_set",
    "compile_effect",
    "load_cards",
    "load_cards_from",
    "parse_card",
]

FACTIONS = ("imperial", "guild", "necros", "wild", "none")
TYPES = ("champion", "action", "item", "health_card")
ROLES = ("market", "fire_gem", "starting", "health_card")
ABILITY_KINDS = ("primary", "expend", "ally", "sacrifice")
MAX_CARDS = 1000
"""The most physical cards a set may hold (the base set holds 144)."""
MARKET_ROW = 5
"""Market cards needed to fill the row at the start (HR-S2)."""
PERSONAL_DECK = (5, 40)
"""Fewest and most cards in a personal deck (the base set's is 10, HR-S1)."""

FIELDS = (
    "id",
    "name",
    "faction",
    "type",
    "subtype",
    "role",
    "collector",
    "copies",
    "per_player",
    "cost",
    "defense",
    "guard",
    "abilities",
    "text",
)


class CardSet(Mapping[str, CardDef]):
    """Every card design, by id, in file order."""

    def __init__(self, cards: list[CardDef]) -> None:
        self._cards = {c.id: c for c in cards}
        self._by_role: dict[str, list[CardDef]] = {role: [] for role in ROLES}
        for c in cards:
            self._by_role.setdefault(c.role, []).append(c)

    def __getitem__(self, card_id: str) -> CardDef:
        return self._cards[card_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def by_role(self, role: str) -> list[CardDef]:
        """The designs with a given role (``market``, ``fire_gem``, ``starting``, ``health_card``)."""
        return list(self._by_role.get(role, ()))  # every new game asks: sorted once

    def total_copies(self) -> int:
        """How many physical cards the set holds (144 for the base set)."""
        return sum(c.copies for c in self._cards.values())


def parse_card(raw: Any, *, file: str, index: int) -> CardDef:
    """Validate one card record and compile its abilities.

    Raises
    ------
    CardDataError
        Naming the file, the card and the field that is wrong.
    """
    label = f"#{index + 1}"
    if not isinstance(raw, dict):
        raise _fail(f"a card record is a mapping, got {type(raw).__name__}", file, label)
    raw_id = raw.get("id")
    card: str = raw_id if isinstance(raw_id, str) and raw_id else label
    missing = [f for f in FIELDS if f not in raw]
    if missing:
        raise _fail("missing field", file, card, missing[0])
    extra = sorted(set(raw) - set(FIELDS))
    if extra:
        raise _fail("unknown field", file, card, extra[0])
    for fld in ("id", "name", "collector", "text"):
        if not isinstance(raw[fld], str) or not raw[fld].strip():
            raise _fail(f"expected a non-empty string, got {short_repr(raw[fld])}", file, card, fld)
    if not isinstance(raw["subtype"], str):
        raise _fail(f"expected a string, got {short_repr(raw['subtype'])}", file, card, "subtype")
    for fld, allowed in (("faction", FACTIONS), ("type", TYPES), ("role", ROLES)):
        if raw[fld] not in allowed:
            raise _fail(
                f"must be one of {list(allowed)}, got {short_repr(raw[fld])}", file, card, fld
            )
    kw: dict[str, Any] = {"file": file, "card": card}
    copies = whole(raw["copies"], minimum=1, maximum=30, fld="copies", **kw)
    per_player = (
        None
        if raw["per_player"] is None
        else whole(raw["per_player"], minimum=1, maximum=10, fld="per_player", **kw)
    )
    cost = None if raw["cost"] is None else whole(raw["cost"], minimum=0, fld="cost", **kw)
    guard = flag(raw["guard"], fld="guard", **kw)
    is_champion = raw["type"] == "champion"
    if is_champion:
        defense = whole(raw["defense"], minimum=1, fld="defense", **kw)
    elif raw["defense"] is not None or guard:
        raise _fail(
            "only champions have a defense or are guards",
            file,
            card,
            "defense" if raw["defense"] is not None else "guard",
        )
    else:
        defense = None
    if raw["role"] in ("market", "fire_gem") and cost is None:
        raise _fail("a card that can be acquired needs a cost", file, card, "cost")
    if raw["role"] in ("starting", "health_card") and per_player is None:
        raise _fail("personal cards need per_player", file, card, "per_player")
    abilities = raw["abilities"]
    if not isinstance(abilities, dict):
        raise _fail("expected a mapping of ability kinds", file, card, "abilities")
    unknown = sorted(set(abilities) - set(ABILITY_KINDS))
    if unknown:
        raise _fail(
            f"unknown ability kind {unknown[0]!r}; kinds are {list(ABILITY_KINDS)}",
            file,
            card,
            "abilities",
        )
    compiled = {
        kind: compile_list(
            abilities.get(kind, []) or [], file=file, card=card, fld=f"abilities.{kind}"
        )
        for kind in ABILITY_KINDS
    }
    if compiled["expend"] and not is_champion:
        raise _fail("only champions have expend abilities", file, card, "abilities.expend")
    if compiled["primary"] and is_champion:
        raise _fail(
            "champions have no primary ability (they use expend)", file, card, "abilities.primary"
        )
    return CardDef(
        id=raw["id"],
        name=raw["name"].strip(),
        faction=raw["faction"],
        type=raw["type"],
        subtype=raw["subtype"],
        role=raw["role"],
        collector=raw["collector"],
        copies=copies,
        per_player=per_player,
        cost=cost,
        defense=defense,
        guard=guard,
        primary=compiled["primary"],
        expend=compiled["expend"],
        ally=compiled["ally"],
        sacrifice=compiled["sacrifice"],
        text=raw["text"],
        file=file,
    )


def load_card_file(path: Path) -> list[CardDef]:
    """Load and validate one YAML card file (a list of records)."""
    name = path.name
    try:
        raw = safe_yaml.load_file(path)
    except safe_yaml.DataFileError as exc:
        raise _fail(exc.detail, name) from None
    return parse_card_file(raw, name)


def parse_card_file(raw: Any, name: str) -> list[CardDef]:
    """Validate the parsed content of one card file (named ``name``) and compile its cards.

    The JSON Schema ``toolkit/schemas/hero_realms_cards.json`` is checked first, then
    every record with :func:`parse_card`.

    Raises
    ------
    CardDataError
        Naming the file, the card and the field that is wrong.
    """
    if not isinstance(raw, list):
        raise _fail(f"a card file is a YAML list of card records, got {type(raw).__name__}", name)
    problem = safe_yaml.schema_error(raw, "hero_realms_cards.json")
    if problem is not None:
        path_, message = problem
        card = None
        if path_ and isinstance(path_[0], int):
            rec = raw[path_[0]]
            rid = rec.get("id") if isinstance(rec, dict) else None
            card = rid if isinstance(rid, str) and rid else f"#{path_[0] + 1}"
            path_ = path_[1:]
        raise _fail(message, name, card, safe_yaml.field_path(path_) or None)
    return [parse_card(rec, file=name, index=i) for i, rec in enumerate(raw)]


def load_cards_from(folder: Path) -> CardSet:
    """Load every ``*.yaml`` card file in ``folder``; ids must be unique across files."""
    files = sorted(folder.glob("*.yaml"))
    if not files:
        raise _fail("no card files (*.yaml) found", str(folder))
    cards: list[CardDef] = []
    seen: dict[str, str] = {}
    for path in files:
        for card in load_card_file(path):
            if card.id in seen:
                raise _fail(f"duplicate id (also in {seen[card.id]})", path.name, card.id, "id")
            seen[card.id] = path.name
            cards.append(card)
    check_set(cards, str(folder))
    return CardSet(cards)


def check_set(cards: list[CardDef], where: str) -> None:
    """The checks of a whole set that every game relies on (see ``docs/limits.md``).

    Raises
    ------
    CardDataError
        For a set too large to deal, a market that cannot fill its row, no Fire
        Gems, or a personal deck too small or too large.
    """
    total = sum(c.copies for c in cards)
    if total > MAX_CARDS:
        raise _fail(f"the set holds {total} cards, more than {MAX_CARDS}", where, None, "copies")
    market = sum(c.copies for c in cards if c.role == "market")
    if market < MARKET_ROW:
        raise _fail(
            f"the market cards number {market}; the row needs at least {MARKET_ROW}",
            where,
            None,
            "role",
        )
    if not any(c.role == "fire_gem" for c in cards):
        raise _fail("the set has no Fire Gem (role fire_gem)", where, None, "role")
    deck = sum(c.per_player or 0 for c in cards if c.role == "starting")
    low, high = PERSONAL_DECK
    if not low <= deck <= high:
        raise _fail(
            f"a personal deck would hold {deck} cards; it needs {low} to {high}",
            where,
            None,
            "per_player",
        )


@cache
def load_cards() -> CardSet:
    """The base set, loaded once from ``data/hero_realms/cards``."""
    return load_cards_from(data_dir() / "hero_realms" / "cards")
