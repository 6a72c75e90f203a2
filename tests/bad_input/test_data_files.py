"""Every YAML and JSON file the toolkit reads, through the one bounded loader.

Each loader (exercises, glossary, turn summary, lesson sources, rule catalogue,
coverage, the Hero Realms bots' knowledge, the JSON notebooks coverage reads) is given
the same hostile files: an alias bomb, deep nesting, a 200,000-digit number, a Latin-1
byte, a 2 MB file, a merge key, text that is not YAML or JSON, and a file of the wrong
shape. Each must end in the loader's own typed error that names the file, fast, with
nothing else changed.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.bad_input.helpers import assert_clean
from tests.test_bad_input import BILLION_LAUGHS
from toolkit.core import safe_yaml
from toolkit.core.errors import CardDataError, ToolkitError

YAML_CASES: list[tuple[str, bytes, str]] = [
    ("billion laughs", BILLION_LAUGHS.encode(), "aliases"),
    ("merge key", b"k: &k {a: 1}\nm:\n  <<: *k\n", "aliases"),
    ("50 levels deep", b"x: " + b"[" * 50 + b"]" * 50, "nested deeper"),
    ("50,000 levels deep", b"x: " + b"[" * 50_000 + b"]" * 50_000, "nested deeper"),
    ("200,000-digit number", b"x: " + b"1" * 200_000, "cannot be read"),
    ("2 MB file", b"- " + b"x" * 2_000_000, "larger than"),
    ("Latin-1 byte", "x: caf\xe9\n".encode("latin-1"), "not UTF-8"),
    ("not YAML", b"x: [unclosed\n", "not valid YAML"),
    ("python tag", b"x: !!python/object/apply:os.system ['true']\n", "not valid YAML"),
    ("wrong shape", b"- 1\n- 2\n", ""),
]


def _glossary(path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    glossary = importlib.import_module("toolkit.lessons.glossary")

    (path.parent / "glossary.yaml").write_bytes(path.read_bytes())
    monkeypatch.setattr(glossary, "data_dir", lambda: path.parent)
    glossary.terms.cache_clear()
    try:
        return glossary.terms()
    finally:
        glossary.terms.cache_clear()


def _summary(path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    from toolkit.lessons import summary

    (path.parent / "turn-summary.yaml").write_bytes(path.read_bytes())
    monkeypatch.setattr(summary, "data_dir", lambda: path.parent)
    summary._data.cache_clear()
    try:
        return summary.turn_summary_html("hero-realms", "es")
    finally:
        summary._data.cache_clear()


def _lesson(path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    from toolkit.lessons.build import load_source

    return load_source(path)


def _exercise(path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    from toolkit.exercises.loader import read_file

    return read_file(path)


def _rules(path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    from toolkit.i18n.rules import load_rule_catalogue

    return load_rule_catalogue(path.parent)


def _coverage(path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    from toolkit.coverage import load_exercise_records

    root = path.parent / "project"
    folder = root / "data" / "exercises"
    folder.mkdir(parents=True)
    (folder / path.name).write_bytes(path.read_bytes())
    return load_exercise_records(root, {})


LOADERS: dict[str, Callable[[Path, pytest.MonkeyPatch], Any]] = {
    "exercise file": _exercise,
    "glossary": _glossary,
    "turn summary": _summary,
    "lesson source": _lesson,
    "rule catalogue": _rules,
    "coverage exercise file": _coverage,
}


# coverage counts rule IDs in files of any shape (the exercise loader checks the shape)
PAIRS = [
    pytest.param(loader, text, words, id=f"{case}-{loader}")
    for case, text, words in YAML_CASES
    for loader in sorted(LOADERS)
    if not (loader == "coverage exercise file" and case == "wrong shape")
]


@pytest.mark.parametrize(("loader", "text", "words"), PAIRS)
def test_a_hostile_yaml_file_is_a_typed_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, loader: str, text: bytes, words: str
) -> None:
    path = tmp_path / "wild.yaml"
    path.write_bytes(text)
    with pytest.raises(ToolkitError) as caught:
        LOADERS[loader](path, monkeypatch)
    message = assert_clean(caught.value)
    assert words in message
    assert "wild.yaml" in message or "glossary" in message or "turn summary" in message


def _summary_without(lang: str) -> str:
    data = safe_yaml.load_file(Path(__file__).resolve().parents[2] / "data" / "turn-summary.yaml")
    del data["villainous"][lang]
    return json.dumps(data)  # JSON is YAML too


@pytest.mark.parametrize("lang", ["es", "it"])
def test_a_turn_summary_missing_a_language_is_one_clear_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    from toolkit.cli import main
    from toolkit.lessons import summary

    (tmp_path / "turn-summary.yaml").write_text(_summary_without(lang), "utf-8")
    monkeypatch.setattr(summary, "data_dir", lambda: tmp_path)
    summary._data.cache_clear()
    try:
        code = main(
            [
                "turn-summary",
                "--game",
                "villainous",
                "--lang",
                lang,
                "--out",
                str(tmp_path / "s.html"),
            ]
        )
    finally:
        summary._data.cache_clear()
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1, err
    assert "villainous" in err[0] and lang in err[0] and "unexpected" not in err[0]
    assert not (tmp_path / "s.html").exists()


JSON_CASES: list[tuple[str, bytes, str]] = [
    ("deep nesting", b'{"a": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested deeper"),
    ("huge number", b'{"a": ' + b"1" * 100_000 + b"}", "cannot be read"),
    ("NaN", b'{"a": NaN}', "cannot be read"),
    ("lone surrogate", b'{"a": "\\udc80"}', "lone surrogate"),
    ("Latin-1 byte", '{"a": "caf\xe9"}'.encode("latin-1"), "not UTF-8"),
    ("2 MB", b'{"a": "' + b"x" * 2_000_000 + b'"}', "larger than"),
    ("not JSON", b'{"weights": {', "not valid JSON"),
]


@pytest.mark.parametrize(("text", "words"), [pytest.param(t, w, id=i) for i, t, w in JSON_CASES])
def test_a_hostile_bot_knowledge_file_is_a_card_data_error(
    tmp_path: Path, text: bytes, words: str
) -> None:
    from toolkit.hero_realms.bots import _load_knowledge
    from toolkit.hero_realms.cards import load_cards

    path = tmp_path / "bot_knowledge.json"
    path.write_bytes(text)
    with pytest.raises(CardDataError) as caught:
        _load_knowledge(path, load_cards())
    message = assert_clean(caught.value, CardDataError)
    assert message.startswith("bot_knowledge.json") and words in message


@pytest.mark.parametrize(
    ("text", "words"), [pytest.param(t, w, id=i) for i, t, w in JSON_CASES[:5]]
)
def test_a_hostile_notebook_is_a_coverage_error(tmp_path: Path, text: bytes, words: str) -> None:
    from toolkit.coverage import CoverageError, _cells

    path = tmp_path / "notebooks" / "01.ipynb"
    path.parent.mkdir()
    path.write_bytes(text)
    with pytest.raises(CoverageError) as caught:
        _cells(path, tmp_path)
    message = assert_clean(caught.value, CoverageError)
    assert "01.ipynb" in message and words in message


def test_every_shipped_data_file_passes_its_schema() -> None:
    root = Path(__file__).resolve().parents[2]
    assert safe_yaml.load_checked(root / "data" / "glossary.yaml", "glossary.json")["terms"]
    assert safe_yaml.load_checked(root / "data" / "turn-summary.yaml", "turn_summary.json")
    for path in sorted((root / "toolkit" / "lessons" / "source").glob("*.yaml")):
        assert safe_yaml.load_checked(path, "lesson_source.json")["cells"]
