"""Disney Villainous data: loading and validating the villain files.

Each villain lives in ``data/villainous/<id>.yaml`` (format and closed
vocabulary documented in ``data/villainous/VOCABULARY.md``). Loading reads a file
with an alias-free safe YAML loader (:mod:`toolkit.core.safe_yaml`: UTF-8 only,
bounded size and depth), checks its shape against the JSON Schema
``toolkit/schemas/villainous_villain.json`` (types, non-negative costs and
strengths, whole-number copies, string ids and names), then checks every effect
against its record in the verb registry (:mod:`toolkit.villainous.verbs`: the
verb, each parameter's name, kind and allowed values, the required ones), every
other field against the registry's closed tables, every ``special:`` against
:mod:`toolkit.villainous.specials`, and every cross-reference in Python;
anything malformed raises :class:`~toolkit.core.errors.CardDataError`
naming the file, the card and the field.

Examples
--------
>>> v = load_villain("ursula")
>>> [loc.id for loc in v.locations]
['ursulas_lair', 'erics_ship', 'the_shore', 'the_palace']
>>> sum(c.copies for c in v.villain_deck), sum(c.copies for c in v.fate_deck)
(30, 15)
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from toolkit.core import safe_yaml
from toolkit.core.errors import CardDataError, short_repr
from toolkit.paths import data_dir
from toolkit.villainous import verbs
from toolkit.villainous.carddef import (
    ABILITY_KEYS,
    CardDef,
    LocationDef,
    TreasureDef,
    VillainDef,
    ability_record,
    make_card,
    symbol_text,
)
from toolkit.villainous.specials import BY_SPECIAL, VILLAINS

__all__ = ["VILLAINS", "load_all", "load_villain", "load_villain_file", "parse_villain"]

DECK_SIZES = {"villain_deck": 30, "fate_deck": 15, "maui_deck": 10}
CARD_FIELDS = {"id", "name", "type", "deck", "cost", "strength", "copies", "text", "abilities"}
OPTIONAL_CARD_FIELDS = {
    "family",
    "objective_card",
    "attaches_to",
    "placement",
    "covers_actions",
    "special",
    "original_name",
    "confidence",
    "ability_confidence",
    "alternatives",
    "notes",
    "sources",
}
CONF = {"C", "P", "U"}
MATCH_KEYS = {"type", "family", "max_strength"}
REGISTRY = "the verb registry (toolkit.villainous.verbs)"
"""How the errors name the vocabulary the data is checked against."""
DECK_MECHANICS = {"maui_deck": "maui_deck", "treasures": "treasure_tokens"}
"""The optional parts of a villain file and the mechanic each goes with."""


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class _Checker:
    """Validates one villain file; the first problem raises CardDataError."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.card: str | None = None

    def err(self, fld: str, msg: str) -> CardDataError:
        return CardDataError(msg, file=self.file, card=self.card, field=fld)

    def one_key(self, where: str, value: Any, names: frozenset[str], table: str) -> tuple[Any, Any]:
        if isinstance(value, str):
            key, params = value, None
        elif isinstance(value, dict) and len(value) == 1:
            key, params = next(iter(value.items()))
        else:
            raise self.err(
                where, f"expected a one-key mapping from '{table}', got {short_repr(value)}"
            )
        if key not in names:
            raise self.err(where, f"{short_repr(key)} is not in the '{table}' table of {REGISTRY}")
        return key, params

    def symbol(self, where: str, sym: Any) -> None:
        key, params = self.one_key(where, sym, verbs.ACTION_SYMBOLS, "Action symbols")
        if key == "gain_power" and not _is_int(params):
            raise self.err(where, "the gain_power symbol needs an int")

    def cond(self, where: str, c: Any, ctx: dict[str, Any]) -> None:
        key, param = self.one_key(where, c, verbs.CONDITIONS, "Conditions")
        if key == "card_in_realm" and param not in ctx["card_ids"]:
            raise self.err(where, f"condition names unknown card '{param}'")
        if key == "at_location" and param not in ctx["loc_ids"]:
            raise self.err(where, f"condition names unknown location '{param}'")

    def count(self, where: str, c: Any) -> None:
        if c not in verbs.COUNTS:
            raise self.err(where, f"count '{c}' is not in the 'Counts' table of {REGISTRY}")

    def dest(self, where: str, d: Any, locs: set[str]) -> None:
        if isinstance(d, dict):
            if set(d) != {"location"} or d["location"] not in locs:
                raise self.err(where, f"bad destination {short_repr(d)}")
        elif d not in verbs.DESTINATIONS or d == "location":
            raise self.err(where, f"destination {short_repr(d)} is not in {REGISTRY}")

    def sel(self, where: str, s: Any, ctx: dict[str, Any]) -> None:
        if s in ("self", "it", "host"):
            return
        if not isinstance(s, dict):
            raise self.err(where, f"bad target {short_repr(s)}")
        for k, v in s.items():
            if k not in verbs.SEL_KEYS:
                raise self.err(where, f"unknown target key '{k}'")
            kind = verbs.SEL_KEYS[k]
            if kind == "flag" and not isinstance(v, bool):
                raise self.err(where, f"target '{k}' is true or false, got {short_repr(v)}")
            if kind == "number" and not _is_int(v):
                raise self.err(where, f"target '{k}' needs a whole number, got {short_repr(v)}")
            if kind == "word" and not isinstance(v, str):
                raise self.err(where, f"target '{k}' needs a word, got {short_repr(v)}")
        if "card" in s and s["card"] not in ctx["card_ids"]:
            raise self.err(where, f"target names unknown card '{s['card']}'")
        if "where" in s and s["where"] not in verbs.SEL_WHERE:
            raise self.err(where, f"unknown target where '{s['where']}'")
        whats = s.get("what", [])
        for w in whats if isinstance(whats, list) else [whats]:
            if not isinstance(w, str) or w not in verbs.SEL_WHAT:
                raise self.err(where, f"unknown target what {short_repr(w)}")
        if "treasure" in s and s["treasure"] not in verbs.TREASURE_FILTERS:
            raise self.err(where, f"unknown treasure filter '{s['treasure']}'")

    def effects(self, where: str, effs: Any, ctx: dict[str, Any], static: bool) -> None:
        if not isinstance(effs, list):
            raise self.err(where, "effects must be a list")
        table = "Static effects" if static else "One-shot effects"
        known = verbs.STATIC if static else verbs.ONE_SHOT
        for i, e in enumerate(effs):
            w = f"{where}[{i}]"
            if not (isinstance(e, dict) and len(e) == 1):
                raise self.err(w, f"an effect is a one-key mapping, got {short_repr(e)}")
            verb, p = next(iter(e.items()))
            if verb not in known:
                raise self.err(
                    w, f"effect verb '{verb}' is not in the '{table}' table of {REGISTRY}"
                )
            self.params(f"{w}.{verb}", known[verb], p, ctx)

    def params(self, w: str, verb: verbs.Verb, p: Any, ctx: dict[str, Any]) -> None:
        """Check the parameters of one effect against its :class:`~verbs.Verb` record."""
        name = verb.name
        if verb.shape == "amount" and _is_int(p):
            return
        if verb.shape == "options":
            if not (isinstance(p, list) and len(p) >= 2):
                raise self.err(w, f"{name} needs 2+ effect lists")
            for j, opt in enumerate(p):
                self.effects(f"{w}[{j}]", opt, ctx, static=False)
            return
        if verb.shape == "literal":
            if p != verb.values[0]:
                raise self.err(w, f"{name} must be {verb.values[0]!r}")
            return
        if verb.shape == "int":
            if not _is_int(p):
                raise self.err(w, f"{name} must be an int")
            return
        if not isinstance(p, dict):
            what = "an amount" if verb.shape == "amount" else "parameters"
            raise self.err(w, f"{what} must be a mapping (use {{}} for none), got {short_repr(p)}")
        for k, v in p.items():
            prm = verb.param(k)
            if prm is None:
                takes = ", ".join(x.name for x in verb.params) or "none"
                raise self.err(
                    f"{w}.{k}", f"{name} has no parameter {short_repr(k)} (it takes: {takes})"
                )
            self.value(f"{w}.{k}", name, prm, v, ctx)
        for prm in verb.params:
            if prm.required and prm.name not in p:
                raise self.err(w, f"{name} needs {prm.name}")

    def value(self, w: str, verb: str, prm: verbs.Param, v: Any, ctx: dict[str, Any]) -> None:
        """Check one parameter value by its kind (see :class:`~verbs.Param`)."""
        kind = prm.kind
        bad = f"bad {verb} {prm.name} {short_repr(v)}"
        if kind == "sel":
            self.sel(w, v, ctx)
        elif kind == "dest":
            self.dest(w, v, ctx["loc_ids"])
        elif kind == "count":
            self.count(w, v)
        elif kind == "cond":
            self.cond(w, v, ctx)
        elif kind == "symbol":
            self.symbol(w, v)
        elif kind == "symbols":
            if not isinstance(v, list):
                raise self.err(w, bad)
            for s in v:
                self.symbol(w, s)
        elif kind == "effects":
            self.effects(w, v, ctx, static=False)
        elif kind == "event":
            self.one_key(w, v, verbs.EVENTS, "Events")
        elif kind == "card":
            if v not in ctx["card_ids"]:
                raise self.err(w, f"unknown card {short_repr(v)}")
        elif kind == "match":
            if not isinstance(v, dict) or not set(v) <= MATCH_KEYS:
                raise self.err(w, f"bad match {short_repr(v)}")
        elif kind == "pay":
            if not (
                isinstance(v, dict)
                and v.get("pool") in verbs.POOLS
                and v.get("amount") == "target_strength"
            ):
                raise self.err(w, f"bad pay {short_repr(v)}")
        elif kind == "int":
            if not _is_int(v):
                raise self.err(w, f"{verb} {prm.name} must be an int")
        elif kind == "bool":
            if not isinstance(v, bool):
                raise self.err(w, f"{verb} {prm.name} must be true or false")
        elif kind == "choice":
            if isinstance(v, bool) or v not in prm.values:
                raise self.err(w, bad)
        elif kind == "int_or":
            if not (_is_int(v) or (isinstance(v, str) and v in prm.values)):
                raise self.err(w, bad)
        elif kind == "choices":
            if not isinstance(v, list) or any(
                isinstance(x, bool) or x not in prm.values for x in v
            ):
                raise self.err(w, bad)
        elif kind == "names":
            if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
                raise self.err(w, bad)
        else:  # pragma: no cover - a registry entry with a kind this checker lacks
            raise AssertionError(f"unknown parameter kind {kind!r}")

    def alternatives(self, rec: dict[str, Any]) -> None:
        for a in rec.get("alternatives", []) or []:
            if not (isinstance(a, dict) and {"field", "value", "source"} <= set(a)):
                raise self.err(
                    "alternatives", f"an alternative needs field/value/source: {short_repr(a)}"
                )
        for key in ("confidence", "ability_confidence"):
            if key in rec and rec[key] not in CONF:
                raise self.err(key, f"{key} must be C, P or U")

    def abilities(self, abilities: Any, ctx: dict[str, Any]) -> None:
        if not isinstance(abilities, list):
            raise self.err("abilities", "abilities must be a list")
        for i, ab in enumerate(abilities):
            w = f"abilities[{i}]"
            if not isinstance(ab, dict):
                raise self.err(w, "an ability is a mapping")
            trig = ab.get("trigger")
            trigs = trig if isinstance(trig, list) else [trig]
            for t in trigs:
                if not isinstance(t, str) or t not in verbs.TRIGGERS:
                    raise self.err(f"{w}.trigger", f"trigger {short_repr(t)} is not in {REGISTRY}")
            extra = set(ab) - ABILITY_KEYS
            if extra:
                raise self.err(w, f"unknown ability keys {sorted(extra)}")
            if "if" in ab:
                self.cond(f"{w}.if", ab["if"], ctx)
            if "whenever" in trigs:
                self.one_key(f"{w}.event", ab.get("event"), verbs.EVENTS, "Events")
            if "condition" in trigs:
                self.one_key(
                    f"{w}.event", ab.get("event"), verbs.CONDITION_EVENTS, "Condition events"
                )
            if "event" in ab and not ({"whenever", "condition"} & set(trigs)):
                raise self.err(f"{w}.event", "event only goes with whenever/condition")
            if "activate" in trigs and not isinstance(ab.get("cost", 0), int):
                raise self.err(f"{w}.cost", "activate cost must be an int")
            self.effects(
                f"{w}.effects", ab.get("effects", []), ctx, static=(trigs == ["while_in_realm"])
            )

    def check_card(self, c: Any, deck_key: str, ctx: dict[str, Any]) -> None:
        if not isinstance(c, dict):
            raise self.err(deck_key, f"a card is a mapping, got {short_repr(c)}")
        self.card = str(c.get("id"))
        missing = CARD_FIELDS - set(c)
        if missing:
            raise self.err(sorted(missing)[0], f"missing fields {sorted(missing)}")
        unknown = set(c) - CARD_FIELDS - OPTIONAL_CARD_FIELDS
        if unknown:
            raise self.err(sorted(unknown)[0], f"unknown fields {sorted(unknown)}")
        if c["type"] not in verbs.CARD_TYPES:
            raise self.err("type", f"type '{c['type']}' is not a card type")
        want_deck = deck_key.replace("_deck", "")
        if c["deck"] != want_deck:
            raise self.err("deck", f"deck should be '{want_deck}'")
        if not isinstance(c["copies"], int) or c["copies"] < 1:
            raise self.err("copies", "copies must be a positive int")
        t = c["type"]
        if t in ("ally", "hero"):
            if not isinstance(c["strength"], int):
                raise self.err("strength", "Allies and Heroes need an int strength")
        elif c["strength"] is not None:
            raise self.err("strength", "only Allies and Heroes have strength")
        cost = c["cost"]
        if want_deck == "villain" and t != "condition":
            if not (isinstance(cost, int) or cost == "X"):
                raise self.err("cost", "villain cards need an int cost or X")
        elif cost is not None:
            raise self.err("cost", "this card should have cost null")
        if "special" in c:
            sp = BY_SPECIAL.get(c["special"])
            if sp is None:
                raise self.err(
                    "special",
                    f"special {short_repr(c['special'])} is not one of toolkit.villainous.specials",
                )
            if sp.card != c["id"]:
                raise self.err("special", f"special '{sp.special}' belongs to the card '{sp.card}'")
        at = c.get("attaches_to")
        if (
            at is not None
            and at not in ("hero", "ally")
            and not (
                isinstance(at, dict)
                and at.get("what") == "hero"
                and at.get("not_at") in ctx["loc_ids"]
            )
        ):
            raise self.err("attaches_to", f"bad attaches_to {short_repr(at)}")
        if not str(c.get("text", "")).strip():
            raise self.err("text", "text is empty")
        self.alternatives(c)
        self.abilities(c["abilities"], ctx)
        self.card = None


def _build_card(c: dict[str, Any], villain: str) -> CardDef:
    return make_card(
        id=c["id"],
        name=c["name"],
        type=c["type"],
        deck=c["deck"],
        cost=c["cost"],
        strength=c["strength"],
        copies=c["copies"],
        abilities=tuple(ability_record(ab) for ab in c["abilities"]),
        text=c["text"],
        villain=villain,
        family=c.get("family"),
        attaches_to=c.get("attaches_to"),
        placement=c.get("placement"),
        covers_actions=bool(c.get("covers_actions", False)),
        special=c.get("special"),
    )


def parse_villain(data: Any, file: str) -> VillainDef:
    """Validate one parsed villain file and build its :class:`VillainDef`.

    Raises
    ------
    CardDataError
        Naming the file, the card and the field of the first problem found.
    """
    ch = _Checker(file)
    try:
        return _parse_villain(data, file, ch)
    except (TypeError, KeyError, AttributeError, ValueError, IndexError) as exc:
        # A shape the schema lets through but a cross-reference check cannot read.
        raise CardDataError(
            f"malformed value ({type(exc).__name__}: {short_repr(exc.args[0] if exc.args else '')})",
            file=file,
            card=ch.card,
        ) from None


def _parse_villain(data: Any, file: str, ch: _Checker) -> VillainDef:
    if not isinstance(data, dict):
        raise CardDataError(f"a villain file is a mapping, got {type(data).__name__}", file=file)
    _check_shape(data, file)
    stem = Path(file).stem
    if file.endswith(".yaml") and data["id"] != stem:
        raise CardDataError(
            f"the id {short_repr(data['id'])} differs from the file name {stem!r}",
            file=file,
            field="id",
        )
    for key in (
        "id",
        "name",
        "box",
        "year",
        "version",
        "sources",
        "objective",
        "mechanics",
        "locations",
        "lock",
        "villain_deck",
        "fate_deck",
    ):
        if key not in data:
            raise CardDataError(f"missing top-level '{key}'", file=file, field=key)
    locs = data["locations"]
    if not isinstance(locs, list) or len(locs) != 4:
        raise CardDataError("a board has exactly four locations", file=file, field="locations")
    loc_ids = [loc["id"] for loc in locs]
    if len(set(loc_ids)) != 4:
        raise CardDataError("duplicate location ids", file=file, field="locations")
    card_recs = [c for k in DECK_SIZES for c in data.get(k, []) or []]
    tokens = data.get("treasures", []) or []
    card_ids = {c.get("id") for c in card_recs} | {t.get("id") for t in tokens}
    ctx = {"loc_ids": set(loc_ids), "card_ids": card_ids}
    for lid in loc_ids:
        if lid in card_ids:
            raise CardDataError(
                f"location id '{lid}' equals a card id", file=file, field="locations"
            )
    for loc in locs:
        ch.card = f"location {loc['id']}"
        for row in ("top", "bottom"):
            for s in loc.get(row, []):
                ch.symbol(row, s)
        if not isinstance(loc.get("lock_mark"), bool):
            raise ch.err("lock_mark", "lock_mark must be a bool")
        ch.alternatives(loc)
    ch.card = None
    obj = data["objective"]
    if obj.get("kind") not in verbs.OBJECTIVE_KINDS:
        raise ch.err("objective.kind", f"objective kind '{obj.get('kind')}' unknown")
    if obj.get("checked") not in ("immediately", "start_of_turn"):
        raise ch.err("objective.checked", "objective.checked must be immediately or start_of_turn")
    for cid in obj.get("items", []) + ([obj["hero"]] if obj.get("hero") else []):
        if cid not in card_ids:
            raise ch.err("objective", f"objective names unknown card '{cid}'")
    for lid in [obj.get("location"), obj.get("at")]:
        if lid is not None and lid not in loc_ids:
            raise ch.err("objective", f"objective names unknown location '{lid}'")
    for m in data["mechanics"] or {}:
        if m not in verbs.MECHANICS:
            raise ch.err("mechanics", f"mechanic '{m}' unknown")
    lock = data["lock"]
    if lock is not None:
        if lock.get("kind") not in ("one_way", "toggle"):
            raise ch.err("lock.kind", "lock.kind must be one_way or toggle")
        if lock.get("initial") not in loc_ids:
            raise ch.err("lock.initial", "lock.initial must be a location id")
        if lock["kind"] == "one_way":
            u = lock.get("unlock", {})
            if "card_played" in u:
                if u["card_played"] not in card_ids:
                    raise ch.err("lock.unlock", "lock.unlock.card_played names an unknown card")
            elif "distinct_played" in u:
                d = u["distinct_played"]
                if d.get("type") not in verbs.CARD_TYPES or not isinstance(d.get("count"), int):
                    raise ch.err("lock.unlock", "bad lock.unlock.distinct_played")
                names = {c["name"] for c in card_recs if c["type"] == d.get("type")}
                if len(names) < d["count"]:
                    raise ch.err(
                        "lock.unlock", f"only {len(names)} distinct names, need {d['count']}"
                    )
            else:
                raise ch.err("lock.unlock", "a one_way lock needs unlock")
        else:
            tb = lock.get("toggle_between", [])
            if len(tb) != 2 or not set(tb) <= set(loc_ids) or lock["initial"] not in tb:
                raise ch.err("lock.toggle_between", "toggle lock needs [a, b] containing initial")
        for cid in (lock.get("bypass", []) or []) + (lock.get("moved_by", []) or []):
            if cid not in card_ids:
                raise ch.err("lock", f"lock names unknown card '{cid}'")
        marked = [loc["id"] for loc in locs if loc["lock_mark"]]
        if marked != [lock["initial"]]:
            raise ch.err("lock.initial", f"lock_mark locations {marked} differ from lock.initial")
    elif any(loc["lock_mark"] for loc in locs):
        raise ch.err("lock", "a location has lock_mark but lock is null")
    decks: dict[str, tuple[CardDef, ...]] = {}
    for key, size in DECK_SIZES.items():
        if key not in data:
            decks[key] = ()
            continue
        deck = data[key]
        if not isinstance(deck, list):
            raise ch.err(key, "a deck is a list of cards")
        for c in deck:
            ch.check_card(c, key, ctx)
        total = sum(c["copies"] for c in deck)
        if total != size:
            raise CardDataError(f"{key} holds {total} cards, expected {size}", file=file, field=key)
        decks[key] = tuple(_build_card(c, data["id"]) for c in deck)
    mechanics = data["mechanics"] or {}
    for part, mechanic in DECK_MECHANICS.items():
        if (mechanic in mechanics) != bool(data.get(part)):
            raise ch.err(part, f"a villain has {part} exactly when it has the {mechanic} mechanic")
    for t in tokens:
        ch.card = f"token {t.get('id')}"
        ch.alternatives(t)
        ch.abilities(t.get("abilities", []), ctx)
    ch.card = None
    ids = [c.id for d in decks.values() for c in d]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise ch.err("id", f"duplicate card ids {sorted(dup)}")
    cards = {c.id: c for d in decks.values() for c in d}
    return VillainDef(
        id=data["id"],
        name=data["name"],
        objective=dict(obj),
        mechanics=dict(data["mechanics"] or {}),
        locations=tuple(
            LocationDef(
                id=loc["id"],
                name=loc["name"],
                top=tuple(symbol_text(s) for s in loc["top"]),
                bottom=tuple(symbol_text(s) for s in loc["bottom"]),
                lock_mark=loc["lock_mark"],
            )
            for loc in locs
        ),
        lock=dict(lock) if lock is not None else None,
        villain_deck=decks["villain_deck"],
        fate_deck=decks["fate_deck"],
        maui_deck=decks["maui_deck"],
        treasures=tuple(
            TreasureDef(
                t["id"],
                t["name"],
                tuple(ability_record(ab) for ab in t.get("abilities", [])),
                t.get("text", ""),
            )
            for t in tokens
        ),
        file=file,
        cards=cards,
    )


def _check_shape(data: dict[str, Any], file: str) -> None:
    """Check ``data`` against the villain file's JSON Schema; name the card and field."""
    problem = safe_yaml.schema_error(data, "villainous_villain.json")
    if problem is None:
        return
    path, message = problem
    card = None
    if len(path) >= 2 and isinstance(path[1], int):
        rec = data[str(path[0])][path[1]]
        rid = rec.get("id") if isinstance(rec, dict) else None
        label = rid if isinstance(rid, str) and rid else f"#{path[1] + 1}"
        prefix = {"locations": "location ", "treasures": "token "}.get(str(path[0]), "")
        card = f"{prefix}{label}"
        path = path[2:] or path[:1]
    raise CardDataError(message, file=file, card=card, field=safe_yaml.field_path(path) or None)


def load_villain_file(path: Path) -> VillainDef:
    """Read and validate one villain file."""
    try:
        data = safe_yaml.load_file(path)
    except safe_yaml.DataFileError as exc:
        raise CardDataError(exc.detail, file=path.name) from None
    return parse_villain(data, path.name)


@cache
def load_villain(villain_id: str) -> VillainDef:
    """The validated data of one villain (cached)."""
    if villain_id not in VILLAINS:
        raise CardDataError(
            f"unknown villain {villain_id!r}; known: {', '.join(VILLAINS)}",
            file=f"{villain_id}.yaml",
        )
    return load_villain_file(data_dir() / "villainous" / f"{villain_id}.yaml")


def load_all() -> dict[str, VillainDef]:
    """Every villain, validated, with ids checked unique across files."""
    out = {v: load_villain(v) for v in VILLAINS}
    seen: dict[str, str] = {}
    for v in out.values():
        ids = [c.id for c in v.cards.values()] + [t.id for t in v.treasures]
        for cid in ids:
            if cid in seen:
                raise CardDataError(
                    f"id also used in {seen[cid]}", file=v.file, card=cid, field="id"
                )
            seen[cid] = v.file
    return out
