"""Every malformed value in a card file is refused with a CardDataError, never a crash.

Each test takes the shipped data, replaces one value at a time with a value of the wrong
shape (a list, a mapping, nothing, a number for a word, a word for a number) and loads it
again. The loader must either accept the change (some fields take several shapes) or
refuse it with :class:`~toolkit.core.errors.CardDataError`; any other exception is a
loader bug that a teacher editing a card file would meet as a traceback.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest
import yaml

from toolkit.core.errors import CardDataError
from toolkit.hero_realms.cards import parse_card_file
from toolkit.paths import data_dir
from toolkit.villainous.cards import VILLAINS, parse_villain

Path_ = tuple[Any, ...]


def _leaves(node: Any, path: Path_ = ()) -> Iterator[Path_]:
    """Paths to every value inside ``node`` (mappings and lists walked, the rest leaves)."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield (*path, key)
            yield from _leaves(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield (*path, i)
            yield from _leaves(value, (*path, i))


def _wrong_shapes(value: Any) -> list[Any]:
    """Values of another shape than ``value``."""
    wrong: list[Any] = [[value] if not isinstance(value, list) else {"x": value}, None]
    if isinstance(value, str):
        wrong.append(3)
    elif isinstance(value, int):
        wrong.append("three")
    return wrong


def _mutants(data: Any, stride: int) -> Iterator[tuple[Path_, Any]]:
    """Copies of ``data`` with the value at every ``stride``-th path of the wrong shape."""
    for n, path in enumerate(_leaves(data)):
        if n % stride:
            continue
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        original = parent[path[-1]]
        for wrong in _wrong_shapes(original):
            parent[path[-1]] = wrong
            yield path, copy.deepcopy(data)
        parent[path[-1]] = original


def _load_yaml(path: Any) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "file", sorted(p.name for p in (data_dir() / "hero_realms" / "cards").glob("*.yaml"))
)
def test_hero_realms_card_file_refuses_wrong_shapes_cleanly(file: str) -> None:
    raw = _load_yaml(data_dir() / "hero_realms" / "cards" / file)
    tried = 0
    for path, mutant in _mutants(raw, stride=1):
        tried += 1
        try:
            parse_card_file(mutant, file)
        except CardDataError as err:
            assert err.file == file, path
    assert tried > 20


@pytest.mark.parametrize("villain", VILLAINS)
def test_villain_file_refuses_wrong_shapes_cleanly(villain: str) -> None:
    raw = _load_yaml(data_dir() / "villainous" / f"{villain}.yaml")
    tried = 0
    for path, mutant in _mutants(raw, stride=11):
        tried += 1
        try:
            parse_villain(mutant, f"{villain}.yaml")
        except CardDataError as err:
            assert err.file == f"{villain}.yaml", path
    assert tried > 30


def test_hero_realms_count_and_zone_of_the_wrong_shape_are_refused() -> None:
    raw = _load_yaml(data_dir() / "hero_realms" / "cards" / "guild.yaml")
    sample = copy.deepcopy(raw[0])
    sample["abilities"] = {"primary": [{"gain_gold_per": {"amount": 1, "per": ["champion"]}}]}
    with pytest.raises(CardDataError, match="'per' must be one of"):
        parse_card_file([sample], "guild.yaml")
    sample["abilities"] = {"primary": [{"sacrifice": {"up_to": 1, "from": [["hand"]], "then": []}}]}
    with pytest.raises(CardDataError, match="'from' must list hand and/or discard"):
        parse_card_file([sample], "guild.yaml")


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        ("max_strength", "x", "needs a whole number"),
        ("min_strength", [1], "needs a whole number"),
        ("all", "yes", "true or false"),
        ("family", ["binding_contract"], "needs a word"),
        ("where", ["here"], "needs a word"),
    ],
)
def test_villainous_target_values_of_the_wrong_kind_are_refused(
    key: str, value: Any, words: str
) -> None:
    raw = _load_yaml(data_dir() / "villainous" / "ursula.yaml")
    targets = [
        sel
        for path in _leaves(raw)
        if path[-1] == "target"
        for sel in [_at(raw, path)]
        if isinstance(sel, dict)
    ]
    assert targets, "Ursula's cards name targets"
    targets[0][key] = value
    with pytest.raises(CardDataError, match=words) as err:
        parse_villain(raw, "ursula.yaml")
    assert key in str(err.value)


def _at(data: Any, path: Path_) -> Any:
    for step in path:
        data = data[step]
    return data
