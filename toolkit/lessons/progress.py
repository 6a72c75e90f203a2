"""Who is learning, how far each lesson has gone, and the lesson index with its stars.

A lesson's exercises record their first result in the learner's progress file
(:mod:`toolkit.exercises.progress`). The learner is ``learner`` unless a notebook names one
with :func:`learner` (or the environment variable ``CARD_CLASSROOM_LEARNER`` does, for a
whole class on one machine). :func:`lessons` shows the index: every lesson with its
score and stars; :func:`reset_progress` is the teacher's reset.

Examples
--------
>>> import tempfile
>>> me = learner("ana", folder=tempfile.mkdtemp())
>>> lesson_of("hr-guards-1")[0]
'02-hr-champions-guards'
>>> "☆☆☆" in lessons(lang="es").static_html
True
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import Any

import yaml

from toolkit.exercises.progress import Progress, score_words, star_text
from toolkit.html.core import esc
from toolkit.i18n import check_lang, translator
from toolkit.static_display import StaticTwin

LEARNER_VARIABLE = "CARD_CLASSROOM_LEARNER"
"""The environment variable naming the learner when no notebook has called :func:`learner`."""

_CURRENT: dict[str, Any] = {}


def learner(name: str | None = None, folder: str | Path | None = None) -> Progress:
    """Name the learner of this notebook (and the folder of the progress files).

    Without arguments, the learner already named, else ``$CARD_CLASSROOM_LEARNER``, else
    ``learner``. Returns the learner's :class:`~toolkit.exercises.progress.Progress`.
    """
    if name is None and folder is None and "progress" in _CURRENT:
        return _CURRENT["progress"]  # type: ignore[no-any-return]
    chosen = name or os.environ.get(LEARNER_VARIABLE) or "learner"
    _CURRENT["progress"] = Progress(chosen, folder=folder)
    return _CURRENT["progress"]  # type: ignore[no-any-return]


@functools.lru_cache(maxsize=1)
def lesson_plan() -> dict[str, dict[str, Any]]:
    """Lesson name -> its ``title`` (per language) and its exercise ids, in lesson order."""
    from toolkit.lessons.build import sources

    plan: dict[str, dict[str, Any]] = {}
    for path in sources():
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        ids = [str(c["ex"]) for c in doc["cells"] if "ex" in c]
        plan[path.stem] = {"title": doc["title"], "exercises": list(dict.fromkeys(ids))}
    return plan


def lesson_of(exercise_id: str) -> tuple[str, list[str]] | None:
    """The first lesson that asks ``exercise_id``, and all of that lesson's exercise ids."""
    for name, entry in lesson_plan().items():
        if exercise_id in entry["exercises"]:
            return name, list(entry["exercises"])
    return None


def lessons(lang: str = "en", name: str | None = None, folder: str | Path | None = None) -> Any:
    """The lesson index: every lesson, its exercises done and right, and its stars.

    ``name`` and ``folder`` pick a learner other than this notebook's.
    """
    t = translator(check_lang(lang))
    progress = learner() if name is None and folder is None else Progress(name or "learner", folder)
    rows = []
    for lesson, entry in lesson_plan().items():
        ids = entry["exercises"]
        title = entry["title"][t.lang]
        if ids:
            s = progress.score(lesson, ids)
            done = score_words(t.lang, s["right"], s["total"], s["done"])
            mark = star_text(s["stars"])
        else:
            done, mark = t.gettext("no exercises"), ""
        rows.append(
            f"<tr><td>{esc(title)}</td><td>{esc(done)}</td>"
            f'<td class="tk-stars" aria-label="{esc(mark)}">{esc(mark)}</td></tr>'
        )
    from toolkit.lessons.display import _wrap

    head = t.tr("Lessons of {learner}", learner=progress.learner)
    page = _wrap(
        "<style>.tk-index td{padding:.2em .8em;border-bottom:1px solid #e2e6ec}"
        ".tk-index .tk-stars{color:#c58b00;font-size:1.2em;letter-spacing:.1em}</style>"
        f'<table class="tk-index">{"".join(rows)}</table>',
        head,
    )
    return StaticTwin(page, page, text=head)


def reset_progress(
    name: str | None = None, lesson: str | None = None, folder: str | Path | None = None
) -> Progress:
    """The teacher's reset: forget a learner's results (every lesson's, or one lesson's)."""
    progress = learner() if name is None and folder is None else Progress(name or "learner", folder)
    progress.reset(lesson)
    return progress


__all__ = ["LEARNER_VARIABLE", "learner", "lesson_of", "lesson_plan", "lessons", "reset_progress"]
