"""Write the lesson notebooks of every language from one source per lesson.

A lesson is written once, in ``toolkit/lessons/source/NN-name.yaml``: its markdown cells
carry the English, Spanish and Italian text side by side, and its code cells are the
one-line calls of :mod:`toolkit.lessons`, in a short form::

    cells:
      - md: {en: "...", es: "...", it: "..."}
      - show: hr-first-turn          # show("hr-first-turn", lang="es")
      - ex: hr-guards-1              # exercise("hr-guards-1", lang="es")
      - demo: hr-good-first-turn     # demo("hr-good-first-turn", lang="es"), stepped
      - rule: HR-C3                  # rule("HR-C3", lang="es")
      - glossary: [guard, stun]      # glossary("guard", "stun", lang="es")
      - code: 'table("hero-realms", ["human", "bot"], seed=3, lang="{lang}")'

``python -m toolkit.lessons build`` writes ``notebooks/<lang>/NN-name.ipynb`` (without
outputs), ``docs/glossary.md`` and the turn summaries ``docs/turn-summary-<game>-<lang>.html``;
``--check`` only says which files are out of date (the tests run it).

Examples
--------
>>> nb = notebook(load_source(sources()[0]), "es")
>>> nb["cells"][1]["source"]
'from toolkit.lessons import *'
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from toolkit.core import safe_yaml
from toolkit.i18n import LANGUAGES
from toolkit.lessons.display import LessonError

SOURCE = Path(__file__).resolve().parent / "source"

_KERNEL = {
    "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
    "language_info": {"name": "python"},
}

_LINKS = {
    "en": "[Glossary](../../docs/glossary.md) · [Turn summary: Hero Realms]"
    "(../../docs/turn-summary-hero-realms-en.html) · [Villainous]"
    "(../../docs/turn-summary-villainous-en.html)",
    "es": "[Glosario](../../docs/glossary.md) · [Resumen del turno: Hero Realms]"
    "(../../docs/turn-summary-hero-realms-es.html) · [Villainous]"
    "(../../docs/turn-summary-villainous-es.html)",
    "it": "[Glossario](../../docs/glossary.md) · [Riassunto del turno: Hero Realms]"
    "(../../docs/turn-summary-hero-realms-it.html) · [Villainous]"
    "(../../docs/turn-summary-villainous-it.html)",
}


def sources() -> list[Path]:
    """The lesson sources, in lesson order."""
    return sorted(SOURCE.glob("*.yaml"))


def load_source(path: Path) -> dict[str, Any]:
    """One lesson source, checked: every markdown cell in every language."""
    try:
        doc = safe_yaml.load_checked(path, "lesson_source.json")
    except safe_yaml.DataFileError as exc:
        raise LessonError(f"lesson source {exc}") from None
    for lang in LANGUAGES:
        if not doc.get("title", {}).get(lang):
            raise LessonError(f"{path.name}: the title lacks its {lang} text")
    for i, cell in enumerate(doc["cells"]):
        if "md" in cell:
            missing = [lang for lang in LANGUAGES if not str(cell["md"].get(lang, "")).strip()]
            if missing:
                raise LessonError(f"{path.name}, cell {i + 1}: no {', '.join(missing)} text")
        elif not any(k in cell for k in ("show", "ex", "demo", "rule", "glossary", "code")):
            raise LessonError(f"{path.name}, cell {i + 1}: unknown cell {sorted(cell)}")
    doc["name"] = path.stem
    return dict(doc)


STATIC_KEY = "card_classroom"
"""The cell metadata key holding what the static edition shows of a markdown cell."""

_LIVE = re.compile(r"<live>(.*?)</live>", re.DOTALL)


def live_and_static(text: str) -> tuple[str, str]:
    """A markdown cell's text in the notebook, and in the static edition.

    Words written between ``<live>`` and ``</live>`` in a lesson source speak of what only
    a running notebook does ("press Shift+Enter", "click your cards"): the notebook keeps
    them, the static edition leaves them out (an empty text leaves the cell out).

    >>> live_and_static("Read this. <live>Press Shift+Enter.</live>")
    ('Read this. Press Shift+Enter.', 'Read this.')
    """
    live = _LIVE.sub(lambda m: m.group(1), text).strip()
    static = re.sub(r"[ \t]+\n", "\n", _LIVE.sub("", text)).strip()
    return live, re.sub(r"  +", " ", static)


_RULE_GROUP = re.compile(r"\s*\((?:\*\*(?:HR|V)-[A-Z]\d+\*\*(?:,\s*)?)+\)")
_RULE_ID = re.compile(r"(?:HR|V)-[A-Z]\d+")
_TEACHER = re.compile(r"\s*<teacher>(.*?)</teacher>", re.DOTALL)


def learner_text(text: str) -> tuple[str, list[str], list[str]]:
    """A lesson's markdown for learners: rule IDs and teacher's notes taken out of the prose.

    Returns the text, the rule IDs it cited (``(**HR-S4**)``, in order, once each) and the
    teacher's notes (words between ``<teacher>`` and ``</teacher>``): the notebook shows the
    IDs as small badges that open to the rule, and the notes in a collapsed box.

    >>> learner_text("Ada starts (**HR-S4**, **HR-S6**). <teacher>Seeded.</teacher>")
    ('Ada starts.', ['HR-S4', 'HR-S6'], ['Seeded.'])
    """
    rules: list[str] = []
    for group in _RULE_GROUP.findall(text):
        rules += [r for r in _RULE_ID.findall(group) if r not in rules]
    notes = [" ".join(m.split()) for m in _TEACHER.findall(text)]
    plain = _TEACHER.sub("", _RULE_GROUP.sub("", text))
    return plain.strip(), rules, notes


def badges_html(rules: list[str], notes: list[str], lang: str) -> str:
    """The rule badges (each opens to the rule's title and text, from the rule catalogue)
    and the collapsed teacher's note, as the HTML a notebook's markdown cell ends with."""
    from toolkit.i18n import rule, translator

    t = translator(lang)
    out = []
    for rid in rules:
        r = rule(rid, lang)
        out.append(
            f'<details class="tk-rule-badge"><summary><code>{_h(rid)}</code></summary>'
            f"<b>{_h(r.title)}</b>: {_h(r.text)}</details>"
        )
    for note in notes:
        summary = t.gettext("Teacher's note")
        out.append(
            f'<details class="tk-teacher-note"><summary>{_h(summary)}</summary>'
            f"{_note_html(note)}</details>"
        )
    return "\n".join(out)


def _note_html(note: str) -> str:
    """A teacher's note as HTML: escaped, with `backticked` commands as code.

    >>> _note_html("Change `seed=3` <here>.")
    'Change <code>seed=3</code> &lt;here&gt;.'
    """
    parts = note.split("`")
    if len(parts) % 2 == 0:  # an unmatched backtick: the note as plain text
        return _h(note)
    return "".join(_h(p) if i % 2 == 0 else f"<code>{_h(p)}</code>" for i, p in enumerate(parts))


def _h(text: str) -> str:
    import html

    return html.escape(str(text), quote=True)


def _code(cell: dict[str, Any], lang: str) -> str:
    arg = f'lang="{lang}"'
    if "show" in cell:
        return f'show("{cell["show"]}", {arg})'
    if "ex" in cell:
        return f'exercise("{cell["ex"]}", {arg})'
    if "demo" in cell:
        return f'demo("{cell["demo"]}", {arg})'
    if "rule" in cell:
        return f'rule("{cell["rule"]}", {arg})'
    if "glossary" in cell:
        terms = cell["glossary"]
        terms = [terms] if isinstance(terms, str) else terms
        return "glossary(" + ", ".join(f'"{t}"' for t in terms) + f", {arg})"
    return str(cell["code"]).replace("{lang}", lang).strip()


def notebook(doc: dict[str, Any], lang: str) -> dict[str, Any]:
    """The notebook of one lesson in one language (nbformat 4, no outputs)."""
    cells: list[dict[str, Any]] = []

    def add(kind: str, text: str, metadata: dict[str, Any] | None = None) -> None:
        cell: dict[str, Any] = {
            "cell_type": kind,
            "id": f"{doc['name'][:24]}-{len(cells):02d}",
            "metadata": metadata or {},
            "source": text,
        }
        if kind == "code":
            cell.update(execution_count=None, outputs=[])
        cells.append(cell)

    add("markdown", f"# {doc['title'][lang]}\n\n{_LINKS[lang]}")
    add("code", "from toolkit.lessons import *")
    for cell in doc["cells"]:
        if "md" in cell:
            text, rules, notes = learner_text(str(cell["md"][lang]))
            live, static = live_and_static(text)
            meta: dict[str, Any] = {}
            if static != live:
                meta["static"] = static
            if rules:
                meta["rules"] = rules
            if notes:
                meta["teacher"] = notes
            extra = badges_html(rules, notes, lang)
            add(
                "markdown",
                live + ("\n\n" + extra if extra else ""),
                {STATIC_KEY: meta} if meta else None,
            )
        else:
            add("code", _code(cell, lang))
    return {"cells": cells, "metadata": dict(_KERNEL), "nbformat": 4, "nbformat_minor": 5}


def _dump(nb: dict[str, Any]) -> str:
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def outputs(root: Path) -> dict[Path, str]:
    """Every generated file under ``root`` and its text."""
    from toolkit.lessons.glossary import glossary_markdown
    from toolkit.lessons.summary import GAMES, turn_summary_html

    files: dict[Path, str] = {}
    for path in sources():
        doc = load_source(path)
        for lang in LANGUAGES:
            files[root / "notebooks" / lang / f"{doc['name']}.ipynb"] = _dump(notebook(doc, lang))
    files[root / "docs" / "glossary.md"] = glossary_markdown()
    for game in GAMES:
        for lang in LANGUAGES:
            files[root / "docs" / f"turn-summary-{game}-{lang}.html"] = turn_summary_html(
                game, lang
            )
    return files


def stale(root: Path) -> list[Path]:
    """The generated files that are missing or differ from their sources."""
    return [
        p
        for p, text in outputs(root).items()
        if not p.exists() or p.read_text(encoding="utf-8") != text
    ]


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m toolkit.lessons build [--check] [--root DIR]``."""
    parser = argparse.ArgumentParser(prog="python -m toolkit.lessons")
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="write the lessons, the glossary and the turn summaries")
    b.add_argument("--check", action="store_true", help="only list files that are out of date")
    b.add_argument("--root", default=str(Path(__file__).resolve().parents[2]))
    args = parser.parse_args(argv)
    root = Path(args.root)
    if args.check:
        old = stale(root)
        for p in old:
            print(f"out of date: {p.relative_to(root)}")
        return 1 if old else 0
    for path, text in outputs(root).items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(root)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
