"""The coverage report, on a tiny project tree built for each test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from toolkit.cli import main
from toolkit.coverage import CoverageError, build_report

RULES = ["HR-S1", "HR-A6", "HR-C3", "V-F1"]


def _catalogue(folder: Path, ids: list[str]) -> None:
    folder.mkdir(parents=True)
    for game, prefix in (("hero_realms", "HR-"), ("villainous", "V-")):
        mine = [r for r in ids if r.startswith(prefix)]
        if not mine:
            continue
        words = {lang: f"{game} {lang}" for lang in ("en", "es", "it")}
        doc = {
            "game": game,
            "name": words,
            "sources": words,
            "sections": {"all": words},
            "rules": [
                {
                    "id": rid,
                    "section": "all",
                    **{
                        lang: {
                            "title": f"{rid} {lang}",
                            "text": f"text {lang}",
                            "source": "translated",
                        }
                        for lang in ("en", "es", "it")
                    },
                }
                for rid in mine
            ],
        }
        # a copy through JSON, so that no YAML anchors/aliases are written (data files have none)
        plain = json.loads(json.dumps(doc))
        (folder / f"{game}.yaml").write_text(yaml.safe_dump(plain), encoding="utf-8")


def _notebook(path: Path, cells: list[tuple[str, str]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    nb = {
        "cells": [
            {"cell_type": kind, "metadata": {}, "source": text.splitlines(keepends=True)}
            | ({"outputs": [], "execution_count": None} if kind == "code" else {})
            for kind, text in cells
        ],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb), encoding="utf-8")


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    _catalogue(tmp_path / "data" / "rules", RULES)
    _write(
        tmp_path / "tests" / "test_rules.py",
        "# rule: HR-S1 (the personal deck)\n"
        "def test_hr_c3_guard_blocks():\n    pass\n\n"
        "def test_fate():\n"
        '    """Fate reveals two cards (V-F1)."""\n'
        '    refused(rule="HR-A6")  # a refusal alone does not name the test\n',
    )
    # Not a test file: its comment does not count.
    _write(tmp_path / "tests" / "helpers.py", "# rule: HR-A6\n")
    _notebook(
        tmp_path / "notebooks" / "01_first.ipynb",
        [
            ("markdown", "## Your deck (HR-S1)"),
            ("code", "show(game)"),
            ("markdown", "Ally (HR-A6) is only mentioned here."),
            ("code", "print(game)"),
        ],
    )
    _notebook(
        tmp_path / "notebooks" / "es" / "01_primero.ipynb",
        [("markdown", "Guardias"), ("code", 'exercise("hr-guards-1")')],
    )
    _write(
        tmp_path / "data" / "exercises" / "hero_realms.yaml",
        yaml.safe_dump(
            {
                "exercises": [
                    {
                        "id": "hr-guards-1",
                        "rules": ["HR-C3"],
                        "question": {"en": "Which can you attack?", "es": "¿A cuál puedes atacar?"},
                    },
                    {"id": "hr-deck-1", "rules": ["HR-S1"], "question": "What is in your deck?"},
                ]
            },
            allow_unicode=True,
        ),
    )
    _write(tmp_path / "data" / "exercises" / "villainous.yaml", "id: v-fate-1\nrules: [V-F1]\n")
    _write(
        tmp_path / "toolkit" / "locale" / "it" / "LC_MESSAGES" / "messages.po",
        'msgid ""\nmsgstr ""\n"Language: it\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n\n'
        'msgid "What is in your deck?"\nmsgstr "Che cosa c’è nel tuo mazzo?"\n',
    )
    return tmp_path


def test_what_counts_as_tested(project: Path) -> None:
    report = build_report(project)
    assert report.rules == ("HR-S1", "HR-A6", "HR-C3", "V-F1")
    assert report.tested == {"HR-S1", "HR-C3", "V-F1"}
    assert report.missing("it")["test"] == ["HR-A6"]


def test_what_counts_as_taught(project: Path) -> None:
    report = build_report(project)
    # The markdown before show(...) teaches HR-S1; the bare mention of HR-A6 does not.
    assert report.taught["en"] == {"HR-S1"}
    # A lesson that runs an exercise teaches that exercise's rules.
    assert report.taught["es"] == {"HR-C3"}
    assert report.taught["it"] == set()
    assert report.missing("en")["lesson"] == ["HR-A6", "HR-C3", "V-F1"]
    assert report.lessons == {"en": 1, "es": 1, "it": 0}


def test_what_counts_as_exercised(project: Path) -> None:
    report = build_report(project)
    # hr-guards-1 is written in en and es; hr-deck-1 in English, translated by the it
    # catalogue only; v-fate-1 has no question text of its own and serves every language.
    assert report.exercised["en"] == {"HR-C3", "HR-S1", "V-F1"}
    assert report.exercised["es"] == {"HR-C3", "V-F1"}
    assert report.exercised["it"] == {"HR-S1", "V-F1"}
    assert report.missing("es")["exercise"] == ["HR-S1", "HR-A6"]
    assert report.exercises == {"en": 3, "es": 2, "it": 2}


def test_no_exercises_yet_reports_all_missing(project: Path) -> None:
    for path in (project / "data" / "exercises").iterdir():
        path.unlink()
    report = build_report(project)
    for lang in ("en", "es", "it"):
        assert report.missing(lang)["exercise"] == list(RULES)


def test_the_command_prints_a_table_and_exits_0(project: Path, capsys) -> None:
    assert main(["coverage", "--root", str(project)]) == 0
    out = capsys.readouterr().out
    assert "Rule coverage: 4 rules, 3 tested" in out
    assert "lesson es" in out and "exercise it" in out
    row = next(line for line in out.splitlines() if line.startswith("HR-A6"))
    assert row.split() == ["HR-A6", "-", "-", "-", "-", "-", "-", "-"]
    row = next(line for line in out.splitlines() if line.startswith("HR-S1"))
    assert row.split() == ["HR-S1", "yes", "yes", "-", "-", "yes", "-", "yes"]


def test_json_and_strict(project: Path, capsys) -> None:
    assert main(["coverage", "--root", str(project), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rules"] == 4 and data["tested"] == 3 and data["complete"] is False
    assert data["languages"]["es"]["missing"] == {
        "test": ["HR-A6"],
        "lesson": ["HR-S1", "HR-A6", "V-F1"],
        "exercise": ["HR-S1", "HR-A6"],
    }
    assert main(["coverage", "--root", str(project), "--strict"]) == 1


def test_strict_passes_when_everything_is_covered(tmp_path: Path, capsys) -> None:
    _catalogue(tmp_path / "data" / "rules", ["V-F1"])
    _write(tmp_path / "tests" / "test_fate.py", "def test_v_f1():\n    pass\n")
    _write(tmp_path / "data" / "exercises" / "fate.yaml", "rules: [V-F1]\n")
    for lang in ("en", "es", "it"):
        _notebook(tmp_path / "notebooks" / lang / "fate.ipynb", [("code", "Table(g)  # V-F1")])
    assert main(["coverage", "--root", str(tmp_path), "--strict"]) == 0
    assert "Every rule has a test" in capsys.readouterr().out


def test_ids_outside_the_catalogue_are_listed(project: Path) -> None:
    _write(project / "tests" / "test_more.py", "# rule: HR-Z9\n")
    assert build_report(project).unknown == ("HR-Z9",)


def test_a_broken_exercise_file_is_named(project: Path, capsys) -> None:
    _write(project / "data" / "exercises" / "bad.yaml", "rules: [unclosed\n")
    with pytest.raises(CoverageError, match=r"data/exercises/bad\.yaml: cannot read"):
        build_report(project)
    assert main(["coverage", "--root", str(project)]) == 2
    assert "error: data/exercises/bad.yaml" in capsys.readouterr().err


def test_the_toolkit_itself() -> None:
    report = build_report()
    assert len(report.rules) == 73
    assert report.lessons["en"] >= 1
