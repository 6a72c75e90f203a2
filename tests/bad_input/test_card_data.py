"""Bad card and villain data: every malformed file is a CardDataError naming file, card, field.

Each case writes a bad file into ``tmp_path`` (a copy of the shipped data with one
thing broken) and loads it; the shipped data and the cached sets stay as they were.
Hypothesis then breaks one field of a random record in every way it can think of.
"""

from __future__ import annotations

import copy
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bad_input.helpers import assert_clean
from toolkit.core.errors import CardDataError
from toolkit.hero_realms.cards import load_cards, load_cards_from, parse_card_file
from toolkit.paths import data_dir
from toolkit.villainous.cards import load_villain, load_villain_file, parse_villain

HR_CARDS = data_dir() / "hero_realms" / "cards"
V_DATA = data_dir() / "villainous"


class _NoAliases(yaml.SafeDumper):
    def ignore_aliases(self, data: Any) -> bool:
        return True


def dump(data: Any) -> str:
    return yaml.dump(data, Dumper=_NoAliases, allow_unicode=True, sort_keys=False)


def _ursula() -> dict[str, Any]:
    return copy.deepcopy(yaml.safe_load((V_DATA / "ursula.yaml").read_text("utf-8")))


def _card(d: dict[str, Any], card_id: str = "cauldron") -> dict[str, Any]:
    return next(c for c in d["villain_deck"] if c["id"] == card_id)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], Any]:
    """A mutation of the ursula data: set the card ``cauldron`` field, or a top-level key."""

    def mutate(d: dict[str, Any]) -> Any:
        if path.startswith("card."):
            _card(d)[path[5:]] = value
        else:
            d[path] = value
        return d

    return mutate


def _flotsam_strength(d: dict[str, Any]) -> dict[str, Any]:
    _card(d, "flotsam")["strength"] = -2
    return d


def _bad_verb(d: dict[str, Any]) -> dict[str, Any]:
    _card(d)["abilities"] = [{"trigger": "on_play", "effects": [{"explode": {}}]}]
    return d


def _unknown_target_card(d: dict[str, Any]) -> dict[str, Any]:
    _card(d)["abilities"] = [
        {"trigger": "on_play", "effects": [{"vanquish": {"target": {"card": ["a", "b"]}}}]}
    ]
    return d


def _deck_entry_string(d: dict[str, Any]) -> dict[str, Any]:
    d["villain_deck"][0] = "cauldron"
    return d


def _three_locations(d: dict[str, Any]) -> dict[str, Any]:
    d["locations"] = d["locations"][:3]
    return d


def _lock_mark_text(d: dict[str, Any]) -> dict[str, Any]:
    d["locations"][0]["lock_mark"] = "yes"
    return d


def _unknown_symbol(d: dict[str, Any]) -> dict[str, Any]:
    d["locations"][0]["top"] = ["teleport"]
    return d


def _lock_kind(d: dict[str, Any]) -> dict[str, Any]:
    d["lock"]["kind"] = "sometimes"
    return d


def _trigger_number(d: dict[str, Any]) -> dict[str, Any]:
    _card(d)["abilities"] = [{"trigger": 5, "effects": []}]
    return d


def _missing(key: str) -> Callable[[dict[str, Any]], Any]:
    def mutate(d: dict[str, Any]) -> Any:
        del d[key]
        return d

    return mutate


# (case id, mutation, the card named, the field named)
VILLAIN_CASES: list[tuple[str, Callable[[dict[str, Any]], Any], str | None, str | None]] = [
    ("file is a list", lambda d: [d], None, None),
    ("file is a string", lambda d: "ursula", None, None),
    ("missing locations", _missing("locations"), None, "locations"),
    ("missing villain deck", _missing("villain_deck"), None, "villain_deck"),
    ("three locations", _three_locations, None, "locations"),
    ("locations a string", _set("locations", "four"), None, "locations"),
    ("negative cost", _set("card.cost", -1), "cauldron", "cost"),
    ("negative strength", _flotsam_strength, "flotsam", "strength"),
    ("copies true", _set("card.copies", True), "cauldron", "copies"),
    ("fractional copies", _set("card.copies", 2.5), "cauldron", "copies"),
    ("huge copies", _set("card.copies", 10**30), "cauldron", "copies"),
    ("cost text", _set("card.cost", "free"), "cauldron", "cost"),
    ("name a number", _set("card.name", 5), "cauldron", "name"),
    ("blank name", _set("card.name", "   "), "cauldron", "name"),
    ("id a number", _set("card.id", 7), "#5", "id"),
    ("id a list", _set("card.id", ["a", "b"]), "#5", "id"),
    ("villain name a list", _set("name", ["Ursula"]), None, "name"),
    ("villain id a number", _set("id", 3), None, "id"),
    ("unknown top-level key", _set("treasure_map", 1), None, "treasure_map"),
    ("deck entry a string", _deck_entry_string, "#1", "villain_deck"),
    ("abilities a string", _set("card.abilities", "none"), "cauldron", "abilities"),
    ("unknown effect verb", _bad_verb, "cauldron", "abilities[0].effects[0]"),
    ("target card a list", _unknown_target_card, "cauldron", None),
    ("empty text", _set("card.text", ""), "cauldron", "text"),
    ("lock_mark a string", _lock_mark_text, "location ursulas_lair", "lock_mark"),
    ("unknown board symbol", _unknown_symbol, "location ursulas_lair", "top"),
    ("lock kind", _lock_kind, None, "lock"),
    ("trigger a number", _trigger_number, "cauldron", "abilities[0].trigger"),
    ("objective a list", _set("objective", ["trident"]), None, "objective"),
]


@pytest.mark.parametrize(
    ("mutate", "card", "field"),
    [pytest.param(m, c, f, id=i) for i, m, c, f in VILLAIN_CASES],
)
def test_bad_villain_file_is_refused_by_name(
    tmp_path: Path, mutate: Callable[[dict[str, Any]], Any], card: str | None, field: str | None
) -> None:
    before = load_villain("ursula")
    path = tmp_path / "ursula.yaml"
    path.write_text(dump(mutate(_ursula())), "utf-8")
    with pytest.raises(CardDataError) as info:
        load_villain_file(path)
    message = assert_clean(info.value, CardDataError)
    assert info.value.file == "ursula.yaml" and message.startswith("ursula.yaml")
    if card is not None:
        assert info.value.card == card, message
    if field is not None:
        assert info.value.field is not None and info.value.field.startswith(field), message
    assert load_villain("ursula") is before  # the cached, shipped data is untouched


def test_a_villain_file_whose_id_differs_from_its_name(tmp_path: Path) -> None:
    path = tmp_path / "jafar.yaml"
    path.write_text(dump(_ursula()), "utf-8")
    with pytest.raises(CardDataError, match="differs from the file name 'jafar'") as info:
        load_villain_file(path)
    assert info.value.field == "id"


@pytest.mark.parametrize(
    "raw",
    [
        pytest.param(b"id: ursula\nname: Urs\xfcla\n", id="latin-1"),
        pytest.param(b"\xff\xfeid: ursula\n", id="utf-16 mark"),
        pytest.param("id: ursula\n".encode("utf-16"), id="utf-16"),
    ],
)
def test_non_utf8_villain_file(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "ursula.yaml"
    path.write_bytes(raw)
    with pytest.raises(CardDataError, match="not UTF-8") as info:
        load_villain_file(path)
    assert_clean(info.value, CardDataError)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("id: [unclosed\n", id="invalid yaml"),
        pytest.param("a: &x [1]\nb: *x\n", id="alias"),
        pytest.param("[" * 200 + "]" * 200, id="deep nesting"),
        pytest.param("!!python/object/apply:os.system ['echo hi']\n", id="python tag"),
        pytest.param("", id="empty file"),
    ],
)
def test_unsafe_or_broken_yaml_in_both_loaders(tmp_path: Path, text: str) -> None:
    (tmp_path / "ursula.yaml").write_text(text, "utf-8")
    with pytest.raises(CardDataError) as info:
        load_villain_file(tmp_path / "ursula.yaml")
    assert_clean(info.value, CardDataError)
    folder = tmp_path / "cards"
    shutil.copytree(HR_CARDS, folder)
    (folder / "wild.yaml").write_text(text, "utf-8")
    with pytest.raises(CardDataError) as info:
        load_cards_from(folder)
    assert_clean(info.value, CardDataError)
    assert info.value.file == "wild.yaml"


# -- Hero Realms ------------------------------------------------------------------------------
def _hr_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    shutil.copytree(HR_CARDS, folder)
    return folder


def _records(folder: Path, name: str) -> list[dict[str, Any]]:
    return yaml.safe_load((folder / f"{name}.yaml").read_text("utf-8"))


def _write(folder: Path, name: str, records: Any) -> None:
    (folder / f"{name}.yaml").write_text(dump(records), "utf-8")


def _hr_field(card_id: str, field: str, value: Any) -> Callable[[Path], None]:
    def mutate(folder: Path) -> None:
        for name in ("wild", "guild", "imperial", "necros", "starting", "fire_gems"):
            recs = _records(folder, name)
            for rec in recs:
                if rec["id"] == card_id:
                    if field.startswith("abilities."):
                        kind = field.split(".")[1]
                        rec["abilities"][kind] = value
                    else:
                        rec[field] = value
                    _write(folder, name, recs)
                    return
        raise AssertionError(card_id)

    return mutate


def _drop_factions(folder: Path) -> None:
    for name in ("guild", "imperial", "necros"):
        (folder / f"{name}.yaml").unlink()
    recs = _records(folder, "wild")
    _write(folder, "wild", [r for r in recs if r["id"] == "orc-grunt"])  # 2 market cards


def _no_fire_gems(folder: Path) -> None:
    (folder / "fire_gems.yaml").unlink()


def _huge_set(folder: Path) -> None:
    base = _records(folder, "wild")[0]
    recs = []
    for i in range(40):
        rec = copy.deepcopy(base)
        rec["id"] = f"clone-{i}"
        rec["copies"] = 30
        recs.append(rec)
    _write(folder, "clones", recs)


def _duplicate_id(folder: Path) -> None:
    recs = _records(folder, "wild")
    _write(folder, "zzz", [recs[0]])


def _file_a_mapping(folder: Path) -> None:
    _write(folder, "wild", {"cards": _records(folder, "wild")})


def _record_a_string(folder: Path) -> None:
    recs: list[Any] = _records(folder, "wild")
    recs[3] = "orc-grunt"
    _write(folder, "wild", recs)


HR_CASES: list[tuple[str, Callable[[Path], None], str | None, str | None, str | None]] = [
    # (case id, mutation, file named, card named, field named)
    ("too many copies", _hr_field("orc-grunt", "copies", 31), "wild.yaml", "orc-grunt", "copies"),
    ("no copies", _hr_field("orc-grunt", "copies", 0), "wild.yaml", "orc-grunt", "copies"),
    ("copies true", _hr_field("orc-grunt", "copies", True), "wild.yaml", "orc-grunt", "copies"),
    ("negative cost", _hr_field("orc-grunt", "cost", -1), "wild.yaml", "orc-grunt", "cost"),
    ("huge cost", _hr_field("orc-grunt", "cost", 10**40), "wild.yaml", "orc-grunt", "cost"),
    (
        "absurd combat",
        _hr_field("orc-grunt", "abilities.expend", [{"gain_combat": 10**12}]),
        "wild.yaml",
        "orc-grunt",
        "abilities.expend[0]",
    ),
    (
        "absurd draw",
        _hr_field("orc-grunt", "abilities.expend", [{"draw": 5000}]),
        "wild.yaml",
        "orc-grunt",
        "abilities.expend[0]",
    ),
    (
        "draw nothing",
        _hr_field("orc-grunt", "abilities.expend", [{"draw": 0}]),
        "wild.yaml",
        "orc-grunt",
        "abilities.expend[0]",
    ),
    (
        "unknown verb",
        _hr_field("orc-grunt", "abilities.expend", [{"teleport": 1}]),
        "wild.yaml",
        "orc-grunt",
        "abilities.expend[0]",
    ),
    (
        "two verbs in one effect",
        _hr_field("orc-grunt", "abilities.expend", [{"draw": 1, "gain_gold": 1}]),
        "wild.yaml",
        "orc-grunt",
        "abilities.expend[0]",
    ),
    (
        "choose one of one",
        _hr_field("orc-grunt", "abilities.expend", [{"choose_one": [[{"draw": 1}]]}]),
        "wild.yaml",
        "orc-grunt",
        "abilities.expend[0].choose_one",
    ),
    (
        "unknown faction",
        _hr_field("orc-grunt", "faction", "pirates"),
        "wild.yaml",
        "orc-grunt",
        "faction",
    ),
    ("empty name", _hr_field("orc-grunt", "name", ""), "wild.yaml", "orc-grunt", "name"),
    ("name a number", _hr_field("orc-grunt", "name", 3), "wild.yaml", "orc-grunt", "name"),
    ("action with defense", _hr_field("spark", "defense", 3), "wild.yaml", "spark", "defense"),
    (
        "unknown field",
        _hr_field("orc-grunt", "colour", "green"),
        "wild.yaml",
        "orc-grunt",
        "colour",
    ),
    ("too few market cards", _drop_factions, None, None, "role"),
    ("no Fire Gem", _no_fire_gems, None, None, "role"),
    (
        "personal deck of one",
        _hr_field("gold", "per_player", 0),
        "starting.yaml",
        "gold",
        "per_player",
    ),
    ("set too large", _huge_set, None, None, "copies"),
    ("duplicate id", _duplicate_id, "zzz.yaml", None, "id"),
    ("file a mapping", _file_a_mapping, "wild.yaml", None, None),
    ("record a string", _record_a_string, "wild.yaml", "#4", None),
]


@pytest.mark.parametrize(
    ("mutate", "file", "card", "field"),
    [pytest.param(m, f, c, fl, id=i) for i, m, f, c, fl in HR_CASES],
)
def test_bad_hero_realms_cards_are_refused_at_load_time(
    tmp_path: Path,
    mutate: Callable[[Path], None],
    file: str | None,
    card: str | None,
    field: str | None,
) -> None:
    before = load_cards()
    folder = _hr_folder(tmp_path)
    mutate(folder)
    with pytest.raises(CardDataError) as info:
        load_cards_from(folder)
    message = assert_clean(info.value, CardDataError)
    if file is not None:
        assert info.value.file == file, message
    if card is not None:
        assert info.value.card == card, message
    if field is not None:
        assert info.value.field is not None and info.value.field.startswith(field), message
    assert load_cards() is before


def test_personal_deck_too_small(tmp_path: Path) -> None:
    folder = _hr_folder(tmp_path)
    _hr_field("gold", "per_player", 1)(folder)
    with pytest.raises(CardDataError, match="personal deck would hold 4 cards"):
        load_cards_from(folder)


# -- Hypothesis: one field of a real record broken in any way -----------------------------------
JUNK = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True)
    | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=12,
)

_HR_RAW = {
    name: yaml.safe_load((HR_CARDS / f"{name}.yaml").read_text("utf-8"))
    for name in ("wild", "starting", "fire_gems")
}
_V_RAW = {
    v: yaml.safe_load((V_DATA / f"{v}.yaml").read_text("utf-8")) for v in ("ursula", "davy_jones")
}


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), junk=JUNK)
def test_any_broken_hero_realms_field_is_a_card_data_error(data: st.DataObject, junk: Any) -> None:
    name = data.draw(st.sampled_from(sorted(_HR_RAW)))
    records = copy.deepcopy(_HR_RAW[name])
    rec = data.draw(st.sampled_from(records))
    key = data.draw(st.sampled_from([*sorted(rec), "abilities.expend", "abilities.primary"]))
    if key.startswith("abilities."):
        rec["abilities"][key.split(".")[1]] = junk
    else:
        rec[key] = junk
    try:
        parse_card_file(records, f"{name}.yaml")
    except CardDataError as exc:
        assert_clean(exc, CardDataError)
        assert exc.file == f"{name}.yaml"


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), junk=JUNK)
def test_any_broken_villain_field_is_a_card_data_error(data: st.DataObject, junk: Any) -> None:
    villain = data.draw(st.sampled_from(sorted(_V_RAW)))
    d = copy.deepcopy(_V_RAW[villain])
    where = data.draw(st.sampled_from(["top", "card", "location", "ability", "effect"]))
    if where == "top":
        d[data.draw(st.sampled_from(sorted(d)))] = junk
    elif where == "location":
        loc = data.draw(st.sampled_from(d["locations"]))
        loc[data.draw(st.sampled_from(sorted(loc)))] = junk
    else:
        card = data.draw(st.sampled_from(d["villain_deck"] + d["fate_deck"]))
        if where == "card" or not card["abilities"]:
            card[data.draw(st.sampled_from(sorted(card)))] = junk
        else:
            ability = data.draw(st.sampled_from(card["abilities"]))
            if where == "ability" or not ability.get("effects"):
                ability[data.draw(st.sampled_from(sorted(ability)))] = junk
            else:
                i = data.draw(st.integers(0, len(ability["effects"]) - 1))
                effect = ability["effects"][i]
                verb = next(iter(effect)) if isinstance(effect, dict) and effect else "draw"
                ability["effects"][i] = {verb: junk}
    try:
        parse_villain(d, f"{villain}.yaml")
    except CardDataError as exc:
        assert_clean(exc, CardDataError)
        assert exc.file == f"{villain}.yaml"
