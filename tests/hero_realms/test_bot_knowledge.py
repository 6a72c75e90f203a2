"""The bots' card knowledge (``data/hero_realms/bot_knowledge.json``) is checked when read.

The file is data that people edit by hand (its weights are refitted from self-play): a
slip there would otherwise make a bot silently ignore a card. It is checked against
``toolkit/schemas/hero_realms_bot_knowledge.json`` and against the base set's card ids,
and refused with a :class:`CardDataError` naming the file, the card and the field.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from toolkit.core.errors import CardDataError
from toolkit.hero_realms.bots import _CARD_WEIGHTS, _KEEP, KNOWLEDGE_FILE, _load_knowledge
from toolkit.hero_realms.cards import load_cards


def shipped() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(KNOWLEDGE_FILE.read_text("utf-8"))
    return data


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "bot_knowledge.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_shipped_file_validates_and_is_what_the_bots_read() -> None:
    weights, keep = _load_knowledge(KNOWLEDGE_FILE, load_cards())
    assert weights == _CARD_WEIGHTS and keep == _KEEP
    assert sorted(keep) == ["greedy", "tuned"]
    assert keep["tuned"]["shortsword"] == (2.0, 0.7, 4)


def test_the_schema_ships_with_the_package() -> None:
    schema = resources.files("toolkit").joinpath("schemas/hero_realms_bot_knowledge.json")
    assert json.loads(schema.read_text("utf-8"))["$id"] == "hero_realms_bot_knowledge.json"


def test_a_copy_of_the_shipped_file_reads_the_same(tmp_path: Path) -> None:
    # the refusals below start from a copy that is accepted
    assert _load_knowledge(write(tmp_path, shipped()), load_cards()) == (_CARD_WEIGHTS, _KEEP)


def wrong_weight_type(data: dict[str, Any]) -> None:
    data["weights"]["dagger"] = [0.5, "high"]


def short_weight(data: dict[str, Any]) -> None:
    data["weights"]["dagger"] = [0.5]


def fractional_count(data: dict[str, Any]) -> None:
    data["keep"]["tuned"]["gold"] = [1.5, 0.6, 2.5]


def unknown_top_key(data: dict[str, Any]) -> None:
    data["biases"] = {}


def unknown_bot(data: dict[str, Any]) -> None:
    data["keep"]["lazy"] = {}


def missing_table(data: dict[str, Any]) -> None:
    del data["weights"]


def weight_of_unknown_card(data: dict[str, Any]) -> None:
    data["weights"]["dragon-of-nowhere"] = [0.1, 0.2]


def keep_of_unknown_card(data: dict[str, Any]) -> None:
    data["keep"]["greedy"]["golden-dagger"] = [0.5, 0.5, 0]


@pytest.mark.parametrize(
    ("damage", "expected"),
    [
        (
            wrong_weight_type,
            "bot_knowledge.json, card 'dagger', field 'weights[1]': expected a number",
        ),
        (short_weight, "bot_knowledge.json, card 'dagger', field 'weights': must have at least 2"),
        (
            fractional_count,
            "bot_knowledge.json, card 'gold', field 'keep.tuned[2]': expected a whole number",
        ),
        (unknown_top_key, "bot_knowledge.json, field 'biases': unknown field"),
        (unknown_bot, "bot_knowledge.json, field 'keep.lazy': unknown field"),
        (missing_table, "bot_knowledge.json, field 'weights': missing field"),
        (
            weight_of_unknown_card,
            "bot_knowledge.json, card 'dragon-of-nowhere', field 'weights': "
            "not a card of the base set",
        ),
        (
            keep_of_unknown_card,
            "bot_knowledge.json, card 'golden-dagger', field 'keep.greedy': "
            "not a card of the base set",
        ),
    ],
    ids=lambda x: getattr(x, "__name__", ""),
)
def test_a_malformed_copy_is_refused_naming_the_place(
    tmp_path: Path, damage: Any, expected: str
) -> None:
    data = shipped()
    damage(data)
    with pytest.raises(CardDataError) as caught:
        _load_knowledge(write(tmp_path, data), load_cards())
    assert str(caught.value).startswith(expected), str(caught.value)


def test_a_file_that_is_not_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "bot_knowledge.json"
    path.write_text('{"weights": {', encoding="utf-8")
    with pytest.raises(CardDataError, match=r"^bot_knowledge\.json: not valid JSON"):
        _load_knowledge(path, load_cards())
