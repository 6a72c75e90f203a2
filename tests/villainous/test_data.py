"""Villain data loading: every file validates, deck totals, and errors name file/card/field."""

from __future__ import annotations

import copy

import pytest
import yaml

from toolkit.core.errors import CardDataError
from toolkit.paths import data_dir
from toolkit.villainous.cards import VILLAINS, load_all, load_villain, parse_villain
from toolkit.villainous.specials import BY_SPECIAL
from toolkit.villainous.verbs import vocabulary_tables


def raw(villain: str) -> dict:
    return yaml.safe_load((data_dir() / "villainous" / f"{villain}.yaml").read_text("utf-8"))


def test_every_villain_loads_with_full_decks() -> None:
    villains = load_all()
    assert sorted(villains) == sorted(VILLAINS)
    for v in villains.values():
        assert sum(c.copies for c in v.villain_deck) == 30
        assert sum(c.copies for c in v.fate_deck) == 15
        assert len(v.locations) == 4
    assert sum(c.copies for c in villains["tamatoa"].maui_deck) == 10
    assert len(villains["davy_jones"].treasures) == 5


def test_vocabulary_tables_come_from_the_registry() -> None:
    voc = vocabulary_tables()
    assert "move_lock" in voc["One-shot effects"]
    assert "strength_modifier" in voc["Static effects"]
    assert len(BY_SPECIAL) == 4


def test_unknown_effect_verb_names_file_card_and_field() -> None:
    data = raw("ursula")
    data["villain_deck"][0]["abilities"][0]["effects"][0] = {"explode": {}}
    with pytest.raises(CardDataError) as err:
        parse_villain(data, "ursula.yaml")
    e = err.value
    assert e.file == "ursula.yaml"
    assert e.card == data["villain_deck"][0]["id"]
    assert e.field == "abilities[0].effects[0]"
    assert "explode" in str(e)


@pytest.mark.parametrize(
    ("deck", "total"), [("villain_deck", 30), ("fate_deck", 15), ("maui_deck", 10)]
)
def test_deck_totals_are_checked(deck: str, total: int) -> None:
    data = raw("tamatoa")
    data[deck][0]["copies"] += 1
    with pytest.raises(CardDataError) as err:
        parse_villain(data, "tamatoa.yaml")
    assert err.value.field == deck
    assert f"holds {total + 1} cards, expected {total}" in str(err.value)


@pytest.mark.parametrize(
    ("mutate", "field"),
    [
        (lambda d: d["villain_deck"][0].__setitem__("type", "spell"), "type"),
        (lambda d: d["villain_deck"][0].__setitem__("cost", None), "cost"),
        (lambda d: d["villain_deck"][0].__setitem__("colour", "red"), "colour"),
        (
            lambda d: d["villain_deck"][0]["abilities"].append(
                {"trigger": "on_sneeze", "effects": []}
            ),
            "abilities[1].trigger",
        ),
        (lambda d: d["lock"].__setitem__("initial", "atlantis"), "lock.initial"),
        (lambda d: d["objective"].__setitem__("checked", "never"), "objective.checked"),
    ],
)
def test_malformed_fields_are_refused(mutate, field: str) -> None:
    data = copy.deepcopy(raw("ursula"))
    mutate(data)
    with pytest.raises(CardDataError) as err:
        parse_villain(data, "ursula.yaml")
    assert err.value.field == field
    assert err.value.file == "ursula.yaml"


def test_unknown_villain() -> None:
    with pytest.raises(CardDataError):
        load_villain("jafar")


def test_every_special_is_used_and_ids_are_unique_across_files() -> None:
    villains = load_all()  # raises on an id used by two files
    used = {c.special for v in villains.values() for c in v.cards.values() if c.special}
    assert used == set(BY_SPECIAL)


def test_check_data_script_is_replaced_by_the_loader() -> None:
    assert not (data_dir() / "villainous" / "check_data.py").exists()
