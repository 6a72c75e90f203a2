"""Rule coverage: which rule IDs lack a test, a lesson or an exercise, per language.

``python -m toolkit coverage`` reads a project tree (by default the checkout
the toolkit is imported from) and reports, for every rule of the rule
catalogue and each of English, Spanish and Italian:

- **tested**: a test under ``tests/`` names the rule, in a ``# rule: HR-C3``
  comment of a test file, in a test's name (``test_hr_c3_guard``) or in the
  docstring of a test function or test class. Tests serve every language.
- **taught**: a lesson of that language exercises it. Lessons are
  ``notebooks/<lang>/**.ipynb``; notebooks directly in ``notebooks/`` are
  English. A rule counts where its ID appears in a code cell, or in a markdown
  cell immediately followed by a code cell that calls ``exercise(...)``,
  ``Table(...)``, ``show(...)`` or ``ExerciseWidget(...)``, and where a code
  cell calls ``exercise("some-id")`` for an exercise that teaches the rule.
  A markdown cell that only mentions an ID does not count.
- **exercised**: an exercise in ``data/exercises/*.yaml`` lists the rule in its
  ``rules``. An exercise serves a language when its question is written in that
  language (a mapping of language codes), or, for a question written once in
  English, when the language's message catalogue translates it; an exercise with
  no question text of its own serves every language.

The command is a report: it exits 0 unless ``--strict`` is given and something
is missing.
"""

from __future__ import annotations

import argparse
import ast
import io
import json
import re
import sys
import textwrap
import tokenize
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from toolkit.core.errors import ToolkitError
from toolkit.i18n.languages import LANGUAGES, check_lang

#: A rule ID anywhere in a text.
RULE_ID = re.compile(r"\b((?:HR|V)-[A-Z]{1,2}\d{1,2})\b")
#: A rule ID written in a Python name: ``test_hr_c3_guard`` names HR-C3.
NAME_ID = re.compile(r"(?:^|_)(hr|v)_([a-z]{1,2})(\d{1,2})(?=_|$)")
#: A ``# rule: ...`` / ``# rules: ...`` comment.
RULE_COMMENT = re.compile(r"#\s*rules?\s*:(.*)", re.IGNORECASE)
#: The calls that make a code cell interactive.
INTERACTIVE_CALLS: tuple[str, ...] = ("exercise", "Table", "show", "ExerciseWidget")
_INTERACTIVE = re.compile(r"\b(?:" + "|".join(INTERACTIVE_CALLS) + r")\s*\(")
_EXERCISE_CALL = re.compile(r"\bexercise\s*\(\s*(['\"])([^'\"]+)\1")
#: Exercise fields holding the text a learner reads first.
QUESTION_FIELDS: tuple[str, ...] = ("question", "prompt", "title")
#: The three kinds of coverage, as the report names them.
KINDS: tuple[str, ...] = ("test", "lesson", "exercise")


class CoverageError(ToolkitError):
    """A file the report has to read is malformed; the message names it."""


# --- tests ----------------------------------------------------------------------------


def ids_in_test_file(source: str) -> set[str]:
    """Rule IDs a test file names: ``# rule:`` comments, test names and test docstrings.

    Examples
    --------
    >>> sorted(ids_in_test_file('''
    ... # rule: HR-C3, HR-A5 (expended)
    ... def test_v_f1_reveals_two():
    ...     "Fate (V-F3) is refused while holding the token."
    ...     assert refused(rule="HR-B1")
    ... '''))
    ['HR-A5', 'HR-C3', 'V-F1', 'V-F3']
    """
    found: set[str] = set()
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.COMMENT:
                m = RULE_COMMENT.match(tok.string)
                if m:
                    found |= set(RULE_ID.findall(m.group(1)))
    except (tokenize.TokenError, SyntaxError):
        pass
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return found
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if not node.name.lower().startswith("test"):
                continue
            for game, section, number in NAME_ID.findall(node.name.lower()):
                found.add(f"{game.upper()}-{section.upper()}{number}")
            doc = ast.get_docstring(node)
            if doc:
                found |= set(RULE_ID.findall(doc))
    return found


def _test_files(tests: Path) -> Iterator[Path]:
    if tests.is_dir():
        for path in sorted(tests.rglob("*.py")):
            if path.name.startswith("test_") or path.name.endswith("_test.py"):
                yield path


def rules_named_by_tests(root: Path) -> set[str]:
    """Every rule ID that a test file under ``root/tests`` names."""
    found: set[str] = set()
    for path in _test_files(root / "tests"):
        found |= ids_in_test_file(path.read_text(encoding="utf-8", errors="replace"))
    return found


# --- exercises ------------------------------------------------------------------------


@dataclass(frozen=True)
class ExerciseRecord:
    """What the report needs of one exercise: its id, rules and the languages it serves."""

    id: str
    rules: tuple[str, ...]
    languages: frozenset[str]
    file: str


def _exercise_entries(doc: Any) -> list[Any]:
    if isinstance(doc, list):
        return doc
    if isinstance(doc, dict) and isinstance(doc.get("exercises"), list):
        return list(doc["exercises"])
    if isinstance(doc, dict):
        return [doc]
    return []


def _exercise_languages(entry: Mapping[str, Any], catalogues: Mapping[str, set[str]]) -> set[str]:
    declared = entry.get("languages", entry.get("lang"))
    if declared is not None:
        codes = [declared] if isinstance(declared, str) else list(declared)
        return {check_lang(c) for c in codes}
    for key in QUESTION_FIELDS:
        text = entry.get(key)
        if isinstance(text, Mapping):
            return {check_lang(k) for k, v in text.items() if isinstance(v, str) and v.strip()}
        if isinstance(text, str):
            return {"en"} | {lang for lang, known in catalogues.items() if text in known}
    return set(LANGUAGES)


def load_exercise_records(root: Path, catalogues: Mapping[str, set[str]]) -> list[ExerciseRecord]:
    """Every exercise of ``root/data/exercises/`` (``*.yaml``, ``*.yml``, any depth)."""
    folder = root / "data" / "exercises"
    if not folder.is_dir():
        return []
    records = []
    paths = sorted([*folder.rglob("*.yaml"), *folder.rglob("*.yml")])
    for path in paths:
        name = path.relative_to(root).as_posix()
        try:
            doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError) as exc:
            raise CoverageError(f"{name}: cannot read: {exc}") from exc
        entries = _exercise_entries(doc)
        for index, entry in enumerate(entries):
            if not isinstance(entry, Mapping) or "rules" not in entry:
                continue
            rules = entry["rules"]
            rules = [rules] if isinstance(rules, str) else rules
            if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
                raise CoverageError(f"{name}: `rules` must be a list of rule IDs")
            ex_id = entry.get("id")
            if not isinstance(ex_id, str):
                ex_id = path.stem if len(entries) == 1 else f"{path.stem}-{index + 1}"
            try:
                langs = _exercise_languages(entry, catalogues)
            except ToolkitError as exc:
                raise CoverageError(f"{name}, exercise {ex_id}: {exc}") from exc
            records.append(ExerciseRecord(ex_id, tuple(rules), frozenset(langs), name))
    return records


# --- lessons --------------------------------------------------------------------------


def lesson_files(root: Path) -> dict[str, list[Path]]:
    """Lesson notebooks by language: ``notebooks/<lang>/**`` and English ``notebooks/*``."""
    folder = root / "notebooks"
    found: dict[str, list[Path]] = {lang: [] for lang in LANGUAGES}
    if not folder.is_dir():
        return found
    found["en"] += sorted(p for p in folder.glob("*.ipynb") if p.is_file())
    for lang in LANGUAGES:
        sub = folder / lang
        if sub.is_dir():
            found[lang] += sorted(
                p for p in sub.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
            )
    return found


def _cells(path: Path, root: Path) -> list[tuple[str, str]]:
    try:
        nb = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CoverageError(f"{path.relative_to(root).as_posix()}: not a notebook: {exc}") from exc
    cells = []
    for cell in nb.get("cells", []) if isinstance(nb, dict) else []:
        source = cell.get("source", "")
        text = "".join(source) if isinstance(source, list) else str(source)
        cells.append((str(cell.get("cell_type", "")), text))
    return cells


def taught_in_notebook(
    cells: Sequence[tuple[str, str]], exercise_rules: Mapping[str, Sequence[str]] | None = None
) -> set[str]:
    """Rule IDs that a notebook's cells exercise (see the module's docstring).

    Examples
    --------
    >>> sorted(taught_in_notebook([
    ...     ("markdown", "Guards (HR-C3) protect."),
    ...     ("code", 'Table(position)'),
    ...     ("markdown", "Only mentioned: HR-A6."),
    ...     ("code", "x = 1  # V-F1 shown here"),
    ...     ("code", 'exercise("hr-buy-1")'),
    ... ], {"hr-buy-1": ["HR-B1"]}))
    ['HR-B1', 'HR-C3', 'V-F1']
    """
    exercise_rules = exercise_rules or {}
    found: set[str] = set()
    for index, (kind, text) in enumerate(cells):
        if kind == "code":
            found |= set(RULE_ID.findall(text))
            for _quote, ex_id in _EXERCISE_CALL.findall(text):
                found |= set(exercise_rules.get(ex_id, ()))
        elif kind == "markdown" and index + 1 < len(cells):
            next_kind, next_text = cells[index + 1]
            if next_kind == "code" and _INTERACTIVE.search(next_text):
                found |= set(RULE_ID.findall(text))
    return found


# --- the report -----------------------------------------------------------------------


@dataclass(frozen=True)
class CoverageReport:
    """Which rules are tested, and taught and exercised in each language.

    Attributes
    ----------
    rules:
        Every rule ID of the catalogue, in catalogue order.
    tested:
        The IDs some test names (tests serve every language).
    taught, exercised:
        Per language, the IDs a lesson / an exercise of that language covers.
    lessons, exercises:
        Per language, how many lesson notebooks / exercises there are.
    unknown:
        IDs that tests, lessons or exercises name but the catalogue lacks.
    """

    rules: tuple[str, ...]
    tested: frozenset[str]
    taught: Mapping[str, frozenset[str]]
    exercised: Mapping[str, frozenset[str]]
    lessons: Mapping[str, int] = field(default_factory=dict)
    exercises: Mapping[str, int] = field(default_factory=dict)
    unknown: tuple[str, ...] = ()

    def missing(self, lang: str) -> dict[str, list[str]]:
        """The rule IDs that lack a test, a lesson and an exercise in ``lang``."""
        lang = check_lang(lang)
        have = {"test": self.tested, "lesson": self.taught[lang], "exercise": self.exercised[lang]}
        return {kind: [r for r in self.rules if r not in have[kind]] for kind in KINDS}

    @property
    def complete(self) -> bool:
        """Whether every rule has a test, and a lesson and an exercise in every language."""
        return not any(any(self.missing(lang).values()) for lang in LANGUAGES)

    def to_json(self) -> dict[str, Any]:
        """A JSON-serialisable summary (what ``--json`` prints)."""
        return {
            "rules": len(self.rules),
            "tested": len([r for r in self.rules if r in self.tested]),
            "languages": {
                lang: {
                    "lessons": self.lessons.get(lang, 0),
                    "exercises": self.exercises.get(lang, 0),
                    "taught": len([r for r in self.rules if r in self.taught[lang]]),
                    "exercised": len([r for r in self.rules if r in self.exercised[lang]]),
                    "missing": self.missing(lang),
                }
                for lang in LANGUAGES
            },
            "unknown_ids": list(self.unknown),
            "complete": self.complete,
        }

    def to_text(self) -> str:
        """A table a person reads: one row per rule that lacks something, then a summary."""
        n = len(self.rules)
        head = ["rule", "test", *(f"lesson {lang}" for lang in LANGUAGES)]
        head += [f"exercise {lang}" for lang in LANGUAGES]
        rows = []
        for rid in self.rules:
            marks = ["yes" if rid in self.tested else "-"]
            marks += ["yes" if rid in self.taught[lang] else "-" for lang in LANGUAGES]
            marks += ["yes" if rid in self.exercised[lang] else "-" for lang in LANGUAGES]
            if "-" in marks:
                rows.append([rid, *marks])
        tested = sum(r in self.tested for r in self.rules)
        lines = [f"Rule coverage: {n} rules, {tested} tested"]
        lines.append("")
        summary = [["language", "lessons", "taught", "exercises", "exercised"]]
        for lang in LANGUAGES:
            taught = sum(r in self.taught[lang] for r in self.rules)
            exercised = sum(r in self.exercised[lang] for r in self.rules)
            summary.append(
                [
                    lang,
                    str(self.lessons.get(lang, 0)),
                    f"{taught}/{n}",
                    str(self.exercises.get(lang, 0)),
                    f"{exercised}/{n}",
                ]
            )
        lines += _table(summary)
        lines.append("")
        if rows:
            lines.append(f"{len(rows)} rules lack something ('-' marks what is missing):")
            lines += _table([head, *rows])
        else:
            lines.append("Every rule has a test, and a lesson and an exercise in every language.")
        if self.unknown:
            lines.append("")
            lines += textwrap.wrap(
                "Named but not in the rule catalogue: " + " ".join(self.unknown), width=100
            )
        return "\n".join(lines)


def _table(rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]


def _catalogue_messages(root: Path) -> dict[str, set[str]]:
    """Per language, the English messages its catalogue translates (for exercise questions)."""
    from toolkit.extras import require

    # The .po files are read with Babel, a maintainer's tool (the test extra).
    require("babel", extra="test", purpose="python -m toolkit coverage (it reads the .po files)")
    from toolkit.i18n.extract import translations

    found: dict[str, set[str]] = {}
    for lang in LANGUAGES:
        path = root / "toolkit" / "locale" / lang / "LC_MESSAGES" / "messages.po"
        if lang == "en" or not path.exists():
            continue
        found[lang] = {
            msgid
            for msgid, text in translations(path).items()
            if all(
                isinstance(s, str) and s.strip()
                for s in (text if isinstance(text, tuple) else (text,))
            )
        }
    return found


def default_root() -> Path:
    """The checkout the toolkit is imported from (holding ``tests/``, ``notebooks/``, ``data/``)."""
    return Path(__file__).resolve().parent.parent


def build_report(root: str | Path | None = None) -> CoverageReport:
    """Read ``root`` (default :func:`default_root`) and build its coverage report.

    The rules are those of ``root/data/rules/`` when that folder exists, else
    the toolkit's own catalogue.

    Examples
    --------
    >>> report = build_report()
    >>> len(report.rules)
    73
    """
    from toolkit.i18n.rules import catalogue, load_rule_catalogue

    root = Path(root) if root is not None else default_root()
    if not root.is_dir():
        raise CoverageError(f"no project folder at {root}")
    rules_folder = root / "data" / "rules"
    cat = load_rule_catalogue(rules_folder) if rules_folder.is_dir() else catalogue()
    rules = cat.ids()
    tested = rules_named_by_tests(root)
    records = load_exercise_records(root, _catalogue_messages(root))
    by_id = {rec.id: rec.rules for rec in records}
    lessons = lesson_files(root)
    taught: dict[str, set[str]] = {}
    for lang, paths in lessons.items():
        taught[lang] = set()
        for path in paths:
            taught[lang] |= taught_in_notebook(_cells(path, root), by_id)
    exercised: dict[str, set[str]] = {lang: set() for lang in LANGUAGES}
    for rec in records:
        for lang in rec.languages:
            exercised[lang] |= set(rec.rules)
    named = tested | set().union(*taught.values()) | set().union(*exercised.values())
    return CoverageReport(
        rules=rules,
        tested=frozenset(tested),
        taught={lang: frozenset(ids) for lang, ids in taught.items()},
        exercised={lang: frozenset(ids) for lang, ids in exercised.items()},
        lessons={lang: len(paths) for lang, paths in lessons.items()},
        exercises={lang: sum(lang in r.languages for r in records) for lang in LANGUAGES},
        unknown=tuple(sorted(named - set(rules))),
    )


# --- command line ---------------------------------------------------------------------


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Register ``coverage`` on the toolkit's sub-command parser."""
    cov: argparse.ArgumentParser = sub.add_parser(
        "coverage",
        help="which rule IDs lack a test, a lesson or an exercise, per language",
        description=__doc__.split("\n\n")[0] if __doc__ else None,
    )
    cov.add_argument("--root", default=None, help="the project folder (default: this checkout)")
    cov.add_argument("--json", action="store_true", help="print one JSON object")
    cov.add_argument(
        "--strict",
        action="store_true",
        help="exit 1 when any rule lacks a test, lesson or exercise",
    )
    cov.set_defaults(run=run)
    return cov


def run(args: argparse.Namespace) -> int:
    """Print the report; exit status 0, or 1 with ``--strict`` when something is missing."""
    report = build_report(args.root)
    print(json.dumps(report.to_json(), indent=2) if args.json else report.to_text())
    return 1 if args.strict and not report.complete else 0


def main(argv: Iterable[str] | None = None) -> int:
    """``python -m toolkit.coverage``: the same as ``python -m toolkit coverage``."""
    parser = argparse.ArgumentParser(prog="python -m toolkit coverage")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["coverage", *(sys.argv[1:] if argv is None else argv)])
    try:
        return run(args)
    except ToolkitError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
