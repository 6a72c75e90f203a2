"""The heuristic bot's card knowledge is data: the playbook, its checks, and bot code free of ids.

Card-specific knowledge lives in one place (``data/villainous/bot_playbook.yaml``, read
by ``toolkit/villainous/playbook.py``); the bot's modules speak of card roles. A bad
playbook is refused with a :class:`CardDataError` that names the file, the villain and
the field.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest
import yaml

from toolkit.core.errors import CardDataError
from toolkit.paths import data_dir
from toolkit.villainous import playbook
from toolkit.villainous.cards import VILLAINS, load_all, load_villain
from toolkit.villainous.playbook import PLAYBOOK_FILE, entries, plan_for, read_playbook

ROOT = Path(__file__).resolve().parents[2]
BOT_MODULES = sorted((ROOT / "toolkit" / "villainous").glob("bots*.py"))
CODE = [*BOT_MODULES, ROOT / "toolkit" / "villainous" / "playbook.py"]


def data_ids() -> set[str]:
    """Every villain, card, treasure and location id of the villain files.

    Card types are left out: ``maui`` is the type of the Maui deck's cards as well as
    Maui's id, and the bot reads card types.
    """
    ids: set[str] = set()
    types: set[str] = set()
    for v in load_all().values():
        ids.add(v.id)
        ids.update(v.cards)
        ids.update(t.id for t in v.treasures)
        ids.update(loc.id for loc in v.locations)
        types.update(c.type for c in v.cards.values())
    return ids - types


def string_literals(source: str) -> set[str]:
    return {
        n.value
        for n in ast.walk(ast.parse(source))
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }


def test_the_bot_modules_are_found() -> None:
    names = {p.name for p in BOT_MODULES}
    assert {"bots.py", "bots_view.py", "bots_treasure.py", "bots_score.py"} <= names


@pytest.mark.parametrize("path", CODE, ids=lambda p: p.name)
def test_no_card_or_villain_id_is_written_in_the_bot_code(path: Path) -> None:
    found = string_literals(path.read_text("utf-8")) & data_ids()
    assert not found, f"{path.name} names {sorted(found)}: put them in {PLAYBOOK_FILE}"


def test_the_id_scan_catches_an_id() -> None:
    # the check above can fail: an id written in code is found, a card type is not
    source = 'x = "peter_pan"\nif d.type == "maui":\n    y = f"{x}"\n'
    assert string_literals(source) & data_ids() == {"peter_pan"}


@pytest.mark.parametrize("path", BOT_MODULES, ids=lambda p: p.name)
def test_no_bot_module_is_over_800_lines(path: Path) -> None:
    assert len(path.read_text("utf-8").splitlines()) <= 800


# -- the shipped playbook --------------------------------------------------------------
def test_every_villain_has_a_plan_that_matches_its_objective() -> None:
    assert sorted(entries()) == sorted(VILLAINS)
    for vid in VILLAINS:
        v = load_villain(vid)
        plan = plan_for(v)
        obj = v.objective
        assert plan.villain == vid
        assert plan.items == tuple(obj.get("items") or ())
        if obj["kind"] == "defeat_hero":
            assert plan.quarry == obj["hero"] and (plan.walks or plan.poisons)
            at = obj.get("at")
            assert plan.quarry_at == (v.loc_index(at) if at else -1)
        if obj["kind"] == "items_at_location":
            assert plan.carries and plan.home == v.loc_index(obj["location"])
        if obj["kind"] == "collect_treasures":
            assert plan.treasures
        assert sum([plan.treasures, plan.carries, plan.walks, plan.poisons]) == 1


def test_roles_resolve_to_the_villains_own_cards() -> None:
    hook = plan_for(load_villain("captain_hook"))
    assert hook.home == hook.quarry_at == 0 and hook.discard_pay_after_unlock
    assert hook.spare == {"peter_pan"}
    ursula = plan_for(load_villain("ursula"))
    assert ursula.play_at == {"crown": 0, "trident": 1} and ursula.lock_on == 3
    assert ursula.contract_family == "binding_contract"
    davy = plan_for(load_villain("davy_jones"))
    assert davy.revealer == "bootstrap_bill" and davy.keep_allies == {"clanker", "the_kraken"}
    assert davy.ward == "music_box" and davy.condition_limit == 2
    queen = plan_for(load_villain("evil_queen"))
    assert queen.finisher == "take_a_bite" and queen.condition_limit == 3
    assert queen.target_bonus == {"snow_white": 50.0} and queen.ally_near == (("snow_white", 3.0),)
    # a role a villain does not have is empty, and no card id is empty
    assert hook.revealer == "" and queen.lock_on == -1


def test_the_playbook_is_read_once_and_each_plan_built_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert entries() is entries()
    calls: list[Path] = []
    monkeypatch.setattr(playbook, "read_playbook", lambda path: calls.append(path) or {})
    v = load_villain("tamatoa")
    first = plan_for(v)
    assert entries() and plan_for(v) is first and not calls


def test_a_villain_outside_the_playbook_plays_on_general_values() -> None:
    v = load_villain("ursula")
    plan = playbook.VillainPlan(v, {})
    assert not (plan.treasures or plan.carries or plan.walks or plan.poisons)
    assert plan.value == {} and plan.home == -1 and plan.items == ("trident", "crown")


# -- a bad playbook is refused, naming what is wrong ------------------------------------
def shipped() -> dict[str, Any]:
    text = (data_dir() / "villainous" / PLAYBOOK_FILE).read_text("utf-8")
    data: dict[str, Any] = yaml.safe_load(text)
    return data


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / PLAYBOOK_FILE
    path.write_text(yaml.safe_dump(data) if not isinstance(data, str) else data, "utf-8")
    return path


def refused(tmp_path: Path, data: Any) -> CardDataError:
    with pytest.raises(CardDataError) as err:
        read_playbook(write(tmp_path, data))
    assert err.value.file == PLAYBOOK_FILE
    return err.value


def test_the_shipped_playbook_reads_back_from_a_copy(tmp_path: Path) -> None:
    assert read_playbook(write(tmp_path, shipped())) == entries()


def test_an_unknown_card_is_refused_naming_villain_and_field(tmp_path: Path) -> None:
    data = shipped()
    data["villains"]["ursula"]["value"]["excalibur"] = 3
    err = refused(tmp_path, data)
    assert (err.card, err.field) == ("ursula", "value.excalibur")
    assert "'excalibur' is not a card of ursula.yaml" in str(err)


def test_another_villains_card_is_refused(tmp_path: Path) -> None:
    data = shipped()
    data["villains"]["captain_hook"]["quarry"]["hero"] = "snow_white"
    err = refused(tmp_path, data)
    assert (err.card, err.field) == ("captain_hook", "quarry.hero")


@pytest.mark.parametrize(
    ("villain", "key", "value", "field"),
    [
        ("tamatoa", "home", "the_palace", "home"),
        ("ursula", "play_at", {"crown": "atlantica"}, "play_at.crown"),
        ("davy_jones", "roles", {"revealer": "hadrass"}, "roles.revealer"),
        ("davy_jones", "treasures", {"ward": "magic_box"}, "treasures.ward"),
        ("ursula", "lock", {"mover": "change_form", "keep_on": "erics_shipp"}, "lock.keep_on"),
        ("evil_queen", "idle_with_quarry", ["mirror"], "idle_with_quarry"),
    ],
)
def test_an_id_the_villain_lacks_is_refused(
    tmp_path: Path, villain: str, key: str, value: Any, field: str
) -> None:
    data = shipped()
    data["villains"][villain][key] = value
    err = refused(tmp_path, data)
    assert (err.card, err.field) == (villain, field)


def test_an_unknown_villain_is_refused(tmp_path: Path) -> None:
    data = shipped()
    data["villains"]["jafar"] = {"strategy": "carry_items", "value": {}}
    err = refused(tmp_path, data)
    assert err.card == "jafar" and "unknown villain" in str(err)


def test_a_strategy_without_what_it_needs_is_refused(tmp_path: Path) -> None:
    data = shipped()
    del data["villains"]["captain_hook"]["quarry"]["at"]
    err = refused(tmp_path, data)
    assert (err.card, err.field) == ("captain_hook", "quarry.at")
    assert "walk_quarry strategy needs" in str(err)


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (("value", {"crown": "lots"}), "value.crown", "expected a number"),
        (("strategy", "win"), "strategy", "must be one of"),
        (("colour", "purple"), "colour", "unknown field"),
        (("value", {"crown": 1000}), "value.crown", "must be <= 100"),
    ],
)
def test_a_malformed_entry_is_refused_by_the_schema(
    tmp_path: Path, change: tuple[str, Any], field: str, words: str
) -> None:
    data = shipped()
    data["villains"]["ursula"][change[0]] = change[1]
    err = refused(tmp_path, data)
    assert (err.card, err.field) == ("ursula", field) and words in str(err)


def test_unsafe_yaml_is_refused(tmp_path: Path) -> None:
    err = refused(tmp_path, "villains: &a\n  ursula: *a\n")
    assert "aliases" in str(err)
    err = refused(tmp_path, "villains: [unclosed\n")
    assert "not valid YAML" in str(err)


def test_the_strategies_and_roles_the_bot_knows_are_those_the_schema_allows() -> None:
    import json

    schema = json.loads((ROOT / "toolkit" / "schemas" / playbook.SCHEMA).read_text("utf-8"))
    found: dict[str, Any] = {}

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "strategy" and isinstance(value, dict) and "enum" in value:
                    found["strategy"] = value["enum"]
                if key == "roles" and isinstance(value, dict) and "properties" in value:
                    found["roles"] = list(value["properties"])
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(schema)
    assert list(playbook.STRATEGIES) == found["strategy"]
    assert list(playbook.ROLES) == found["roles"]
