"""Disney Villainous data: loading and validating the villain files.

Each villain lives in ``data/villainous/<id>.yaml`` (format and closed
vocabulary: ``data/villainous/VOCABULARY.md``). Loading reads a file with an
alias-free safe YAML loader (:mod:`toolkit.core.safe_yaml`: UTF-8 only,
bounded size and depth), checks its shape against the JSON Schema
``toolkit/schemas/villainous_villain.json`` (types, non-negative costs and
strengths, whole-number copies, string ids and names), then checks every
field against the tables of the vocabulary document (read from the document
itself, so the two cannot drift) and every cross-reference in Python;
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

import re
from functools import cache
from pathlib import Path
from typing import Any

from toolkit.core import safe_yaml
from toolkit.core.errors import CardDataError, short_repr
from toolkit.paths import data_dir
from toolkit.villainous.carddef import CardDef, LocationDef, TreasureDef, VillainDef, make_card

VILLAINS = ("davy_jones", "tamatoa", "captain_hook", "ursula", "evil_queen")
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
SEL_WHERE = {"any", "here", "villain_location", "chosen_location", "unlocked"}
SEL_KEYS = {
    "what",
    "card",
    "family",
    "where",
    "all",
    "min_strength",
    "max_strength",
    "treasure",
    "unattached",
    "attached",
}
NEEDED = (
    "Action symbols",
    "Objective kinds",
    "Mechanics",
    "Card types",
    "Triggers",
    "Events",
    "Condition events",
    "One-shot effects",
    "Static effects",
    "Destinations",
    "Counts",
    "Conditions",
    "Specials",
)


def vocabulary_path() -> Path:
    """The vocabulary document the loader reads its closed tables from."""
    return data_dir() / "villainous" / "VOCABULARY.md"


@cache
def vocabulary() -> dict[str, frozenset[str]]:
    """The closed tables of VOCABULARY.md: heading -> names (rows with a backticked first cell)."""
    path = vocabulary_path()
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CardDataError(f"cannot read the vocabulary: {exc}", file=str(path)) from None
    groups: dict[str, set[str]] = {}
    current = None
    for line in text.splitlines():
        if line.startswith("#"):
            current = line[4:].strip() if line.startswith("### ") else None
            if current:
                groups.setdefault(current, set())
            continue
        m = re.match(r"\|\s*`([a-z_]+)`", line)
        if m and current:
            groups[current].add(m.group(1))
    missing = [t for t in NEEDED if not groups.get(t)]
    if missing:
        raise CardDataError(f"the vocabulary lacks the tables {missing}", file=str(path))
    return {k: frozenset(v) for k, v in groups.items()}


def symbol_text(sym: Any) -> str:
    """A board symbol as a string (``{gain_power: 2}`` -> ``"gain_power:2"``)."""
    if isinstance(sym, dict):
        ((k, v),) = sym.items()
        return f"{k}:{v}"
    return str(sym)


class _Checker:
    """Validates one villain file; the first problem raises CardDataError."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.V = vocabulary()
        self.card: str | None = None

    def err(self, fld: str, msg: str) -> CardDataError:
        return CardDataError(msg, file=self.file, card=self.card, field=fld)

    def one_key(self, where: str, value: Any, table: str) -> tuple[Any, Any]:
        if isinstance(value, str):
            key, params = value, None
        elif isinstance(value, dict) and len(value) == 1:
            key, params = next(iter(value.items()))
        else:
            raise self.err(
                where, f"expected a one-key mapping from '{table}', got {short_repr(value)}"
            )
        if key not in self.V[table]:
            raise self.err(
                where, f"{short_repr(key)} is not in the '{table}' table of VOCABULARY.md"
            )
        return key, params

    def symbol(self, where: str, sym: Any) -> None:
        key, params = self.one_key(where, sym, "Action symbols")
        if key == "gain_power" and (not isinstance(params, int) or isinstance(params, bool)):
            raise self.err(where, "the gain_power symbol needs an int")

    def cond(self, where: str, c: Any, ctx: dict[str, Any]) -> None:
        key, param = self.one_key(where, c, "Conditions")
        if key == "card_in_realm" and param not in ctx["card_ids"]:
            raise self.err(where, f"condition names unknown card '{param}'")
        if key == "at_location" and param not in ctx["loc_ids"]:
            raise self.err(where, f"condition names unknown location '{param}'")

    def count(self, where: str, c: Any) -> None:
        if c not in self.V["Counts"]:
            raise self.err(where, f"count '{c}' is not in the 'Counts' table of VOCABULARY.md")

    def dest(self, where: str, d: Any, locs: set[str]) -> None:
        if isinstance(d, dict):
            if set(d) != {"location"} or d["location"] not in locs:
                raise self.err(where, f"bad destination {short_repr(d)}")
        elif d not in self.V["Destinations"]:
            raise self.err(where, f"destination '{d}' is not in VOCABULARY.md")

    def sel(self, where: str, s: Any, ctx: dict[str, Any]) -> None:
        if s in ("self", "it", "host"):
            return
        if not isinstance(s, dict):
            raise self.err(where, f"bad target {short_repr(s)}")
        for k in s:
            if k not in SEL_KEYS:
                raise self.err(where, f"unknown target key '{k}'")
        if "card" in s and s["card"] not in ctx["card_ids"]:
            raise self.err(where, f"target names unknown card '{s['card']}'")
        if "where" in s and s["where"] not in SEL_WHERE:
            raise self.err(where, f"unknown target where '{s['where']}'")
        whats = s.get("what", [])
        for w in whats if isinstance(whats, list) else [whats]:
            if w not in ("hero", "ally", "item"):
                raise self.err(where, f"unknown target what '{w}'")
        if "treasure" in s and s["treasure"] not in ("none", "any", "face_down", "face_up"):
            raise self.err(where, f"unknown treasure filter '{s['treasure']}'")

    def amount(self, where: str, a: Any) -> None:
        if isinstance(a, int) and not isinstance(a, bool):
            return
        if not isinstance(a, dict):
            raise self.err(where, f"bad amount {short_repr(a)}")
        for k, v in a.items():
            if k == "per":
                self.count(where, v)
            elif k == "equal_to":
                if v != "it_strength":
                    raise self.err(where, f"bad equal_to {short_repr(v)}")
            elif k == "pool":
                if v not in ("power", "poison"):
                    raise self.err(where, f"bad pool {short_repr(v)}")
            elif k not in ("amount", "max", "optional"):
                raise self.err(where, f"unknown amount key '{k}'")

    def effects(self, where: str, effs: Any, ctx: dict[str, Any], static: bool) -> None:
        if not isinstance(effs, list):
            raise self.err(where, "effects must be a list")
        table = "Static effects" if static else "One-shot effects"
        for i, e in enumerate(effs):
            w = f"{where}[{i}]"
            if not (isinstance(e, dict) and len(e) == 1):
                raise self.err(w, f"an effect is a one-key mapping, got {short_repr(e)}")
            verb, p = next(iter(e.items()))
            if verb not in self.V[table]:
                raise self.err(w, f"effect verb '{verb}' is not in the '{table}' table")
            self.params(f"{w}.{verb}", verb, p, ctx)

    def params(self, w: str, verb: str, p: Any, ctx: dict[str, Any]) -> None:
        locs = ctx["loc_ids"]
        if verb in ("gain_power", "lose_power", "draw"):
            self.amount(w, p)
            return
        if verb == "choose_one":
            if not (isinstance(p, list) and len(p) >= 2):
                raise self.err(w, "choose_one needs 2+ effect lists")
            for j, opt in enumerate(p):
                self.effects(f"{w}[{j}]", opt, ctx, static=False)
            return
        if verb == "vanquish_reach":
            if p != "adjacent":
                raise self.err(w, "vanquish_reach must be 'adjacent'")
            return
        if verb == "vanquish_min_allies":
            if not isinstance(p, int):
                raise self.err(w, "vanquish_min_allies must be an int")
            return
        if not isinstance(p, dict):
            raise self.err(
                w, f"parameters must be a mapping (use {{}} for none), got {short_repr(p)}"
            )
        for k, v in p.items():
            if k in ("target", "item"):
                self.sel(f"{w}.{k}", v, ctx)
            elif k == "to":
                if verb == "take_card":
                    if v not in ("hand", "villain_deck", "fate_deck_top", "held"):
                        raise self.err(w, f"bad take_card to {short_repr(v)}")
                elif verb == "attach":
                    self.sel(f"{w}.to", v, ctx)
                else:
                    self.dest(f"{w}.to", v, locs)
            elif k == "per":
                self.count(w, v)
            elif k == "if":
                self.cond(w, v, ctx)
            elif k == "symbol":
                self.symbol(w, v)
            elif k == "except":
                for s in v:
                    self.symbol(w, s)
            elif k in ("then", "else") and verb == "branch":
                self.effects(f"{w}.{k}", v, ctx, static=False)
            elif k == "effects" and verb == "until_next_turn":
                self.effects(f"{w}.effects", v, ctx, static=False)
            elif k == "event" and verb == "until_next_turn":
                self.one_key(w, v, "Events")
            elif k in ("card", "by"):
                if v not in ctx["card_ids"]:
                    raise self.err(w, f"unknown card '{v}'")
            elif k == "match":
                if not isinstance(v, dict) or not set(v) <= {"type", "family", "max_strength"}:
                    raise self.err(w, f"bad match {short_repr(v)}")
            elif k == "deck":
                if v not in ("villain", "fate", "maui"):
                    raise self.err(w, f"bad deck {short_repr(v)}")
            elif k == "from" and verb == "take_card":
                for pile in v:
                    if pile not in ("villain_discard", "villain_deck", "fate_discard"):
                        raise self.err(w, f"bad pile {short_repr(pile)}")
            elif k == "from" and verb == "take_action":
                if v not in ("adjacent_location", "covered_here", "here_again"):
                    raise self.err(w, f"bad take_action from {short_repr(v)}")
            elif k == "pay":
                if not (
                    isinstance(v, dict)
                    and v.get("pool") in ("power", "poison")
                    and v.get("amount") == "target_strength"
                ):
                    raise self.err(w, f"bad pay {short_repr(v)}")
            elif k == "applies_to":
                ok = {"self", "host", "it", "heroes", "other_heroes", "allies", "heroes_here"}
                if v not in ok:
                    raise self.err(w, f"bad applies_to {short_repr(v)}")
            elif (
                k == "where"
                and verb in ("strength_modifier", "block_play")
                and v not in ("here", "realm", "host_location")
            ):
                raise self.err(w, f"bad where {short_repr(v)}")
        if verb == "branch" and "if" not in p:
            raise self.err(w, "branch needs if")

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
                if t not in self.V["Triggers"]:
                    raise self.err(f"{w}.trigger", f"trigger '{t}' is not in VOCABULARY.md")
            extra = set(ab) - {"trigger", "effects", "optional", "if", "cost", "event"}
            if extra:
                raise self.err(w, f"unknown ability keys {sorted(extra)}")
            if "if" in ab:
                self.cond(f"{w}.if", ab["if"], ctx)
            if "whenever" in trigs:
                self.one_key(f"{w}.event", ab.get("event"), "Events")
            if "condition" in trigs:
                self.one_key(f"{w}.event", ab.get("event"), "Condition events")
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
        if c["type"] not in self.V["Card types"]:
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
        if "special" in c and c["special"] not in self.V["Specials"]:
            raise self.err("special", f"special '{c['special']}' is not listed in VOCABULARY.md")
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
        abilities=tuple(c["abilities"]),
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
    if obj.get("kind") not in ch.V["Objective kinds"]:
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
        if m not in ch.V["Mechanics"]:
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
                if d.get("type") not in ch.V["Card types"] or not isinstance(d.get("count"), int):
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
    if (data["id"] == "tamatoa") != ("maui_deck" in data):
        raise ch.err("maui_deck", "only Tamatoa has a maui_deck")
    if (data["id"] == "davy_jones") != bool(tokens):
        raise ch.err("treasures", "only Davy Jones has treasures")
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
            TreasureDef(t["id"], t["name"], tuple(t.get("abilities", [])), t.get("text", ""))
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
