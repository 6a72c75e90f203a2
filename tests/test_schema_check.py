"""The built-in schema checker gives jsonschema's verdict on every shipped schema.

Loaders take the verdict from :class:`toolkit.core.schema_check.Checker` and ask
jsonschema only for a failing file, so the checker must never pass what jsonschema
refuses. These tests mutate the shipped data one value at a time (the shapes of
``tests/test_loader_mutations.py``, plus a few value changes) and compare both
verdicts, for the card data, the villains, both bots' data, the exercises, the rule
catalogue and game logs of both engines.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from tests.test_loader_mutations import _leaves
from toolkit.core import schema_check
from toolkit.core.schema_check import Checker, UnsupportedSchemaError
from toolkit.i18n.rules import SCHEMA as RULES_SCHEMA
from toolkit.paths import data_dir

SCHEMAS = Path(__file__).resolve().parent.parent / "toolkit" / "schemas"


def _schema(name: str) -> Any:
    return json.loads((SCHEMAS / name).read_text(encoding="utf-8"))


def _yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _others(value: Any) -> list[Any]:
    """Values of another shape, and near values of the same shape."""
    wrong: list[Any] = [[value] if not isinstance(value, list) else {"x": value}, None, True]
    if isinstance(value, str):
        wrong += [3, "", value + "-x", value.upper(), " "]
    elif isinstance(value, bool):
        wrong += [1, "yes"]
    elif isinstance(value, int):
        wrong += ["three", value + 1, value - 1, -1, 100, 1.5, float(value)]
    elif isinstance(value, dict):
        wrong += [{}, {**value, "extra_field": 1}, dict(list(value.items())[1:])]
    elif isinstance(value, list):
        wrong += [[], value + value, value[1:], value[:1] * 2]
    return wrong


PATHS = 20
"""Values mutated per case, spread evenly over the document (enough to meet every kind of
field, few enough to keep the test quick)."""


def _mutants(data: Any) -> Iterator[Any]:
    data = copy.deepcopy(data)
    stride = max(1, len(list(_leaves(data))) // PATHS)
    for n, path in enumerate(_leaves(data)):
        if n % stride:
            continue
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        original = parent[path[-1]]
        for wrong in _others(original):
            parent[path[-1]] = wrong
            yield copy.deepcopy(data)
        parent[path[-1]] = original


def _log(game: str) -> Any:
    from toolkit.core.bots import play_game

    if game == "hero-realms":
        from toolkit.hero_realms import HeroRealmsGame
        from toolkit.hero_realms.bots import GreedyBot

        played = play_game(HeroRealmsGame.new(seed=3), [GreedyBot(1), GreedyBot(2)], max_turns=1)
    else:
        from toolkit.villainous import VillainousGame
        from toolkit.villainous.bots import HeuristicBot

        played = play_game(
            VillainousGame.new(seed=3, villains=["captain_hook", "ursula"]),
            [HeuristicBot(1), HeuristicBot(2)],
            max_turns=1,
        )
    return json.loads(played.to_log().dumps())


CASES = {
    "cards": lambda: (
        _schema("hero_realms_cards.json"),
        _yaml(data_dir() / "hero_realms" / "cards" / "guild.yaml"),
    ),
    "villain": lambda: (
        _schema("villainous_villain.json"),
        _yaml(data_dir() / "villainous" / "captain_hook.yaml"),
    ),
    "villain-tides": lambda: (
        _schema("villainous_villain.json"),
        _yaml(data_dir() / "villainous" / "davy_jones.yaml"),
    ),
    "playbook": lambda: (
        _schema("villainous_bot_playbook.json"),
        _yaml(data_dir() / "villainous" / "bot_playbook.yaml"),
    ),
    "knowledge": lambda: (
        _schema("hero_realms_bot_knowledge.json"),
        json.loads((data_dir() / "hero_realms" / "bot_knowledge.json").read_text("utf-8")),
    ),
    "exercises": lambda: (
        _schema("exercise.json"),
        _yaml(data_dir() / "exercises" / "villainous_locks.yaml"),
    ),
    "rules": lambda: (RULES_SCHEMA, _yaml(data_dir() / "rules" / "villainous.yaml")),
    "log-hero-realms": lambda: (_schema("game-log.schema.json"), _log("hero-realms")),
    "log-villainous": lambda: (_schema("game-log.schema.json"), _log("villainous")),
    "log-v1": lambda: (
        _schema("game-log-v1.schema.json"),
        json.loads((Path(__file__).parent / "fixtures" / "v1_hero_realms.json").read_text("utf-8")),
    ),
}


def test_every_shipped_schema_is_within_the_checkers_keywords() -> None:
    for path in sorted(SCHEMAS.glob("*.json")):
        Checker(json.loads(path.read_text(encoding="utf-8")))  # raises if unsupported
    Checker(RULES_SCHEMA)
    with pytest.raises(UnsupportedSchemaError, match="'dependentRequired'"):
        Checker({"dependentRequired": {"a": ["b"]}})
    with pytest.raises(UnsupportedSchemaError, match="leaves the document"):
        Checker({"$ref": "https://example.org/schema.json"})


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_checker_and_jsonschema_agree_on_mutated_data(case: str) -> None:
    schema, data = CASES[case]()
    checker = Checker(schema)
    full = jsonschema.validators.validator_for(schema)(schema)
    assert checker.is_valid(data) and full.is_valid(data), "the shipped data is valid"
    seen = {True: 0, False: 0}
    for mutant in _mutants(data):
        verdict = full.is_valid(mutant)
        assert checker.is_valid(mutant) == verdict, json.dumps(mutant, default=str)[:2000]
        seen[verdict] += 1
    assert seen[False] > 20 and seen[True] > 0, seen  # both kinds were tried


@pytest.mark.parametrize(
    ("schema", "good", "bad"),
    [
        ({"type": "integer"}, [1, 2.0, -3], [True, 1.5, "1", None]),
        ({"type": "number", "minimum": 0}, [0, 0.5, 7], [-1, False, "2"]),
        ({"enum": [1, "a", [1]]}, [1, "a", [1], 1.0], [True, "b", [True], 2]),
        ({"const": False}, [False], [0, None, "false"]),
        ({"uniqueItems": True}, [[1, 2], [1, True], []], [[1, 1], [[1], [1]], [1, 1.0]]),
        ({"prefixItems": [{"type": "string"}], "items": False}, [["a"], []], [["a", 1], [1]]),
        ({"oneOf": [{"type": "integer"}, {"minimum": 0}]}, [-1, 0.5], [1, -0.5]),
        ({"if": {"minimum": 10}, "then": {"multipleOf": 5}, "else": {"maximum": 3}}, [10, 2], [12, 5]),
        ({"propertyNames": {"pattern": "^[a-z]+$"}, "minProperties": 1}, [{"ab": 1}], [{}, {"A": 1}]),
        ({"additionalProperties": {"type": "string"}, "properties": {"n": {}}}, [{"n": 1, "a": "x"}], [{"a": 1}]),
        ({"patternProperties": {"^x": {"type": "null"}}, "additionalProperties": False}, [{"x1": None}], [{"x1": 0}, {"y": None}]),
        ({"not": {"type": "string"}, "maxLength": 1}, [1, None], ["a"]),
    ],
)  # fmt: skip
def test_keywords_follow_jsonschema(
    schema: dict[str, Any], good: list[Any], bad: list[Any]
) -> None:
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema}
    checker = Checker(schema)
    full = jsonschema.Draft202012Validator(schema)
    for value in good:
        assert checker.is_valid(value) and full.is_valid(value), value
    for value in bad:
        assert not checker.is_valid(value) and not full.is_valid(value), value


def test_a_failing_file_gets_jsonschemas_errors_and_its_own_without_it(monkeypatch) -> None:
    schema = _schema("hero_realms_cards.json")
    data = _yaml(data_dir() / "hero_realms" / "cards" / "guild.yaml")
    data[2]["cost"] = "seven"
    validator = schema_check.validator(schema)
    assert list(validator.iter_errors(data[:2])) == []
    full = schema_check.best_match(validator.iter_errors(data))
    assert isinstance(full, jsonschema.ValidationError)
    assert list(full.absolute_path)[:2] == [2, "cost"]
    monkeypatch.setitem(__import__("sys").modules, "jsonschema", None)  # cannot be imported
    own = schema_check.best_match(schema_check.validator(schema).iter_errors(data))
    assert isinstance(own, schema_check.SchemaProblem)
    assert own.absolute_path[:2] == [2, "cost"]
