"""Hero Realms card data: loading, validation and the compiled effect vocabulary.

Cards live in ``data/hero_realms/cards/*.yaml`` (format and vocabulary:
``data/hero_realms/VOCABULARY.md``). Loading reads them with an alias-free
safe YAML loader (:mod:`toolkit.core.safe_yaml`), checks each file's shape
against the JSON Schema ``toolkit/schemas/hero_realms_cards.json``, then
checks every field and every effect in Python and compiles each ability into
a tuple of effect tuples that the engine interprets. Last come the checks of
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
from toolkit.core.errors import CardDataError, short_repr
from toolkit.hero_realms.carddef import CardDef, Effect
from toolkit.paths import data_dir

FACTIONS = ("imperial", "guild", "necros", "wild", "none")
TYPES = ("champion", "action", "item", "health_card")
ROLES = ("market", "fire_gem", "starting", "health_card")
ABILITY_KINDS = ("primary", "expend", "ally", "sacrifice")
COUNTS = (
    "champion",
    "other_champion",
    "other_guard",
    "other_imperial",
    "other_guild",
    "other_necros",
    "other_wild",
)
MAX_AMOUNT = 20
"""The largest number an effect may carry (gain, draw, up_to ...); the base set's largest is 8."""
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


def _fail(msg: str, file: str, card: str | None = None, fld: str | None = None) -> CardDataError:
    return CardDataError(msg, file=file, card=card, field=fld)


def _int(
    value: Any, *, minimum: int, file: str, card: str, fld: str, maximum: int = MAX_AMOUNT
) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
        raise _fail(
            f"expected a whole number from {minimum} to {maximum}, got {short_repr(value)}",
            file,
            card,
            fld,
        )
    return value


def _bool(value: Any, *, file: str, card: str, fld: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(f"expected true or false, got {short_repr(value)}", file, card, fld)
    return value


def _mapping(value: Any, keys: set[str], *, file: str, card: str, fld: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _fail(
            f"expected a mapping with keys {sorted(keys)}, got {short_repr(value)}", file, card, fld
        )
    missing = keys - value.keys()
    extra = value.keys() - keys
    if missing:
        raise _fail(f"missing key(s) {sorted(missing)}", file, card, fld)
    if extra:
        raise _fail(f"unknown key(s) {sorted(extra)}", file, card, fld)
    return value


def compile_effect(raw: Any, *, file: str, card: str, fld: str) -> Effect:
    """Check one effect of the vocabulary and compile it to a tuple.

    Compiled forms: ``("gain", resource, n)``, ``("gain_per", resource, amount, count)``,
    ``("draw", n)``, ``("choose_one", options)``, ``("sacrifice", up_to, zones, then)``,
    ``("stun", optional)``, ``("prepare", n)``, ``("opponent_discards", n)``,
    ``("draw_then_discard", up_to, optional)``, ``("next_acquired", to, only)``,
    ``("discard_to_top", only, optional)``.

    Raises
    ------
    CardDataError
        For an unknown verb or a bad parameter.
    """
    if not isinstance(raw, dict) or len(raw) != 1:
        raise _fail(
            f"an effect is a mapping with exactly one verb, got {short_repr(raw)}", file, card, fld
        )
    ((verb, value),) = raw.items()
    where = f"{fld}.{verb}"
    kw: dict[str, Any] = {"file": file, "card": card}
    if verb in ("gain_gold", "gain_combat", "gain_health"):
        return ("gain", verb[5:], _int(value, minimum=0, fld=where, **kw))
    if verb in ("gain_gold_per", "gain_combat_per", "gain_health_per"):
        m = _mapping(value, {"amount", "per"}, fld=where, **kw)
        if m["per"] not in COUNTS:
            raise _fail(
                f"'per' must be one of {list(COUNTS)}, got {short_repr(m['per'])}",
                file,
                card,
                where,
            )
        amount = _int(m["amount"], minimum=1, fld=f"{where}.amount", **kw)
        return ("gain_per", verb[5:-4], amount, m["per"])
    if verb == "draw":
        return ("draw", _int(value, minimum=1, fld=where, **kw))
    if verb == "choose_one":
        if not isinstance(value, list) or len(value) < 2:
            raise _fail("choose_one needs a list of at least two effect lists", file, card, where)
        options = tuple(
            _compile_list(opt, file=file, card=card, fld=f"{where}[{i}]")
            for i, opt in enumerate(value)
        )
        if any(not opt for opt in options):
            raise _fail("every option of choose_one needs at least one effect", file, card, where)
        return ("choose_one", options)
    if verb == "sacrifice":
        m = _mapping(value, {"up_to", "from", "then"}, fld=where, **kw)
        zones = m["from"]
        if (
            not isinstance(zones, list)
            or not zones
            or any(z not in ("hand", "discard") for z in zones)
        ):
            raise _fail(
                f"'from' must list hand and/or discard, got {short_repr(zones)}", file, card, where
            )
        then = _compile_list(m["then"], file=file, card=card, fld=f"{where}.then")
        return (
            "sacrifice",
            _int(m["up_to"], minimum=1, fld=f"{where}.up_to", **kw),
            tuple(zones),
            then,
        )
    if verb == "stun_champion":
        m = _mapping(value, {"optional"}, fld=where, **kw)
        return ("stun", _bool(m["optional"], fld=f"{where}.optional", **kw))
    if verb == "prepare_champion":
        return ("prepare", _int(value, minimum=1, fld=where, **kw))
    if verb == "opponent_discards":
        return ("opponent_discards", _int(value, minimum=1, fld=where, **kw))
    if verb == "draw_then_discard":
        m = _mapping(value, {"up_to", "optional"}, fld=where, **kw)
        return (
            "draw_then_discard",
            _int(m["up_to"], minimum=1, fld=f"{where}.up_to", **kw),
            _bool(m["optional"], fld=f"{where}.optional", **kw),
        )
    if verb == "next_acquired":
        m = _mapping(value, {"to", "only"}, fld=where, **kw)
        if m["to"] not in ("top_of_deck", "hand"):
            raise _fail(
                f"'to' must be top_of_deck or hand, got {short_repr(m['to'])}", file, card, where
            )
        if m["only"] not in ("any", "action"):
            raise _fail(
                f"'only' must be any or action, got {short_repr(m['only'])}", file, card, where
            )
        return ("next_acquired", m["to"], m["only"])
    if verb == "discard_to_top":
        m = _mapping(value, {"only", "optional"}, fld=where, **kw)
        if m["only"] not in ("any", "champion"):
            raise _fail(
                f"'only' must be any or champion, got {short_repr(m['only'])}", file, card, where
            )
        return ("discard_to_top", m["only"], _bool(m["optional"], fld=f"{where}.optional", **kw))
    raise _fail(
        f"unknown effect verb {short_repr(verb)} (see data/hero_realms/VOCABULARY.md)",
        file,
        card,
        fld,
    )


def _compile_list(raw: Any, *, file: str, card: str, fld: str) -> tuple[Effect, ...]:
    if not isinstance(raw, list):
        raise _fail(f"expected a list of effects, got {short_repr(raw)}", file, card, fld)
    return tuple(
        compile_effect(e, file=file, card=card, fld=f"{fld}[{i}]") for i, e in enumerate(raw)
    )


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
    copies = _int(raw["copies"], minimum=1, maximum=30, fld="copies", **kw)
    per_player = (
        None
        if raw["per_player"] is None
        else _int(raw["per_player"], minimum=1, maximum=10, fld="per_player", **kw)
    )
    cost = None if raw["cost"] is None else _int(raw["cost"], minimum=0, fld="cost", **kw)
    guard = _bool(raw["guard"], fld="guard", **kw)
    is_champion = raw["type"] == "champion"
    if is_champion:
        defense = _int(raw["defense"], minimum=1, fld="defense", **kw)
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
        kind: _compile_list(
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
