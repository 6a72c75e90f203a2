"""Card data: totals of the base set and clear errors for malformed data."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from toolkit.core.errors import CardDataError
from toolkit.hero_realms.cards import load_cards, load_cards_from
from toolkit.paths import data_dir

CARDS = data_dir() / "hero_realms" / "cards"


def test_HR_S7_box_totals() -> None:
    # rule: HR-S7 — market, Fire Gems, personal decks and health cards: 144 in all.
    cards = load_cards()
    assert cards.total_copies() == 144
    market = cards.by_role("market")
    assert sum(c.copies for c in market) == 80
    assert len(market) == 54
    assert sum(c.copies for c in cards.by_role("fire_gem")) == 16
    assert sum(c.copies for c in cards.by_role("starting")) == 40
    assert sum(c.copies for c in cards.by_role("health_card")) == 8
    for faction in ("imperial", "guild", "necros", "wild"):
        assert sum(c.copies for c in market if c.faction == faction) == 20


def test_HR_S1_personal_deck_per_player() -> None:
    # rule: HR-S1 — 7 Gold, 1 Ruby, 1 Dagger, 1 Shortsword.
    per_player = {c.id: c.per_player for c in load_cards().by_role("starting")}
    assert per_player == {"gold": 7, "ruby": 1, "dagger": 1, "shortsword": 1}


def _broken(tmp_path: Path, file: str, card_id: str, change) -> Path:
    folder = tmp_path / "cards"
    shutil.copytree(CARDS, folder)
    path = folder / file
    records = yaml.safe_load(path.read_text())
    record = next(r for r in records if r["id"] == card_id)
    change(record)
    path.write_text(yaml.safe_dump(records, sort_keys=False))
    return folder


def test_unknown_effect_verb_names_file_card_and_field(tmp_path: Path) -> None:
    folder = _broken(
        tmp_path, "wild.yaml", "spark", lambda r: r["abilities"]["primary"].append({"teleport": 1})
    )
    with pytest.raises(CardDataError) as err:
        load_cards_from(folder)
    assert err.value.file == "wild.yaml"
    assert err.value.card == "spark"
    assert err.value.field == "abilities.primary[2]"
    assert "unknown effect verb 'teleport'" in str(err.value)


def test_bad_number_is_refused(tmp_path: Path) -> None:
    folder = _broken(tmp_path, "imperial.yaml", "command", lambda r: r.update(cost=-3))
    with pytest.raises(CardDataError, match=r"imperial.yaml, card 'command', field 'cost'"):
        load_cards_from(folder)


def test_bad_effect_amount_is_refused(tmp_path: Path) -> None:
    def change(r: dict) -> None:
        r["abilities"]["primary"][0] = {"gain_gold": "three"}

    folder = _broken(tmp_path, "guild.yaml", "profit", change)
    with pytest.raises(CardDataError, match=r"field 'abilities.primary\[0\].gain_gold'"):
        load_cards_from(folder)


def test_missing_field_is_refused(tmp_path: Path) -> None:
    folder = _broken(tmp_path, "necros.yaml", "influence", lambda r: r.pop("defense"))
    with pytest.raises(CardDataError, match=r"card 'influence', field 'defense': missing field"):
        load_cards_from(folder)


def test_champion_without_defense_is_refused(tmp_path: Path) -> None:
    folder = _broken(tmp_path, "wild.yaml", "orc-grunt", lambda r: r.update(defense=None))
    with pytest.raises(CardDataError, match="orc-grunt"):
        load_cards_from(folder)


def test_duplicate_id_is_refused(tmp_path: Path) -> None:
    folder = _broken(tmp_path, "wild.yaml", "spark", lambda r: r.update(id="orc-grunt"))
    with pytest.raises(CardDataError, match="duplicate id"):
        load_cards_from(folder)


def test_invalid_yaml_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "bad.yaml").write_text("- id: [unclosed\n")
    with pytest.raises(CardDataError, match=r"bad\.yaml: not valid YAML"):
        load_cards_from(folder)


def test_yaml_tags_are_not_executed(tmp_path: Path) -> None:
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "evil.yaml").write_text("- !!python/object/apply:os.system ['echo hi']\n")
    with pytest.raises(CardDataError, match="not valid YAML"):
        load_cards_from(folder)
