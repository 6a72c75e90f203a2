"""A learner's progress through the lessons, kept in a small local JSON file (no server).

Each learner has one file, by default ``~/.card-classroom/progress/<learner>.json``
(:data:`DEFAULT_FOLDER`); the folder can be given as a parameter, or for a whole class
with the environment variable ``CARD_CLASSROOM_PROGRESS``. The file records, per lesson,
how each exercise went the first time it was checked or shown (``"right"``, ``"wrong"``
or ``"shown"``); later tries never change it. A lesson's stars come from those results.

A file that cannot be read (not JSON, the wrong shape) never stops a lesson: it is kept
beside the new one as ``<learner>.json.unreadable`` and the learner starts afresh, with a
:class:`ProgressWarning` saying so. A learner name that could not be a file name is
refused with a :class:`ProgressError`.

Examples
--------
>>> import tempfile
>>> p = Progress("ana", folder=tempfile.mkdtemp())
>>> p.record("01-hr-first-turn", "hr-first-turn-1", "right")
>>> p.record("01-hr-first-turn", "hr-first-turn-1", "wrong")  # the first result counts
>>> p.results("01-hr-first-turn")
{'hr-first-turn-1': 'right'}
>>> stars(right=3, done=3, total=3)
3
"""

from __future__ import annotations

import json
import os
import re
import warnings
from pathlib import Path
from typing import Any

from toolkit.core.errors import ToolkitError

DEFAULT_FOLDER = Path("~/.card-classroom/progress")
"""Where the progress files live unless a folder is given (``~`` is the learner's home)."""

FOLDER_VARIABLE = "CARD_CLASSROOM_PROGRESS"
"""The environment variable naming another folder for every learner's file."""

RESULTS = ("right", "wrong", "shown")
VERSION = 1
_NAME = re.compile(r"^[\w][\w .-]{0,63}$")


class ProgressError(ToolkitError):
    """A learner name or a result the progress file cannot take (nothing is written)."""


class ProgressWarning(UserWarning):
    """A progress file could not be read; the learner starts afresh (the old file is kept)."""


def progress_folder(folder: str | Path | None = None) -> Path:
    """The folder of the progress files: ``folder``, else ``$CARD_CLASSROOM_PROGRESS``,
    else :data:`DEFAULT_FOLDER`."""
    chosen = folder if folder is not None else os.environ.get(FOLDER_VARIABLE) or DEFAULT_FOLDER
    return Path(chosen).expanduser()


def stars(right: int, done: int, total: int) -> int:
    """Stars for a lesson, 0 to 3: one for answering every exercise, two for two thirds
    right at the first try, three for all of them right at the first try."""
    if total <= 0 or done <= 0:
        return 0
    if right >= total:
        return 3
    if 3 * right >= 2 * total:
        return 2
    return 1 if done >= total or 3 * right >= total else 0


def score_words(lang: str, right: int, total: int, done: int, *, tried: bool = False) -> str:
    """A score in words with the plural form each count needs, in ``lang``.

    ``done`` is counted as exercises done (a lesson) or, with ``tried``, as tried (a
    session or an exercise page).

    Examples
    --------
    >>> score_words("es", 1, 3, 1)
    '1 de 3 acertado a la primera (1 hecho)'
    >>> score_words("it", 2, 3, 0, tried=True)
    '2 su 3 giusti al primo tentativo (0 provati)'
    """
    from toolkit.i18n import translator

    t = translator(lang)
    head = t.plural(
        "{n} of {total} right at the first try",
        "{n} of {total} right at the first try",
        right,
        total=total,
    )
    if tried:
        tail = t.plural("{n} tried", "{n} tried", done)
    else:
        tail = t.plural("{n} done", "{n} done", done)
    return f"{head} ({tail})"


def star_text(n: int) -> str:
    """Three stars, ``n`` of them filled: ``"★★☆"``."""
    return "★" * n + "☆" * (3 - n)


class Progress:
    """One learner's progress file.

    Parameters
    ----------
    learner:
        The learner's name; it names the file (letters, digits, spaces, ``.``, ``-``,
        ``_``; at most 64 characters).
    folder:
        The folder of the file (see :func:`progress_folder`).
    """

    def __init__(self, learner: str = "learner", folder: str | Path | None = None) -> None:
        name = str(learner).strip()
        if not _NAME.match(name) or name in (".", ".."):
            raise ProgressError(
                f"{learner!r} cannot name a progress file: use letters, digits, spaces, "
                "'.', '-' or '_' (at most 64 characters)"
            )
        self.learner = name
        self.path = progress_folder(folder) / f"{name}.json"
        self._lessons: dict[str, dict[str, str]] = self._read()

    # -- the file ------------------------------------------------------------------------------
    def _read(self) -> dict[str, dict[str, str]]:
        if not self.path.exists():
            return {}
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            lessons = raw["lessons"]
            if not isinstance(lessons, dict):
                raise TypeError("lessons is not an object")
            out: dict[str, dict[str, str]] = {}
            for lesson, results in lessons.items():
                if not isinstance(results, dict):
                    raise TypeError(f"lesson {lesson!r} is not an object")
                out[str(lesson)] = {str(k): str(v) for k, v in results.items() if str(v) in RESULTS}
            return out
        except (OSError, ValueError, KeyError, TypeError) as exc:
            kept = self.path.with_name(self.path.name + ".unreadable")
            try:
                self.path.replace(kept)
            except OSError:  # pragma: no cover - a read-only folder: start afresh in memory
                kept = self.path
            warnings.warn(
                f"the progress file {self.path} could not be read ({exc}); starting afresh "
                f"(the old file is kept as {kept.name})",
                ProgressWarning,
                stacklevel=3,
            )
            return {}

    def _write(self) -> None:
        data = {"version": VERSION, "learner": self.learner, "lessons": self._lessons}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        tmp.replace(self.path)

    # -- reading and recording -------------------------------------------------------------------
    def record(self, lesson: str, exercise_id: str, result: str) -> None:
        """Record how ``exercise_id`` of ``lesson`` went, if it has no result yet."""
        if result not in RESULTS:
            raise ProgressError(f"{result!r} is not a result; use one of {', '.join(RESULTS)}")
        done = self._lessons.setdefault(str(lesson), {})
        if exercise_id not in done:
            done[str(exercise_id)] = result
            self._write()

    def results(self, lesson: str) -> dict[str, str]:
        """Exercise id -> result, for the exercises of ``lesson`` done so far."""
        return dict(self._lessons.get(lesson, {}))

    def lessons(self) -> list[str]:
        """The lessons with at least one result."""
        return sorted(k for k, v in self._lessons.items() if v)

    def score(self, lesson: str, exercise_ids: list[str]) -> dict[str, Any]:
        """``right``, ``done``, ``total`` and ``stars`` of ``lesson`` over ``exercise_ids``."""
        got = self.results(lesson)
        done = sum(1 for e in exercise_ids if e in got)
        right = sum(1 for e in exercise_ids if got.get(e) == "right")
        total = len(exercise_ids)
        return {"right": right, "done": done, "total": total, "stars": stars(right, done, total)}

    def reset(self, lesson: str | None = None) -> None:
        """Forget every result (or only those of ``lesson``): the teacher's reset."""
        if lesson is None:
            self._lessons = {}
        else:
            self._lessons.pop(lesson, None)
        self._write()


__all__ = [
    "DEFAULT_FOLDER",
    "FOLDER_VARIABLE",
    "Progress",
    "ProgressError",
    "ProgressWarning",
    "progress_folder",
    "star_text",
    "stars",
]
