"""The lessons' one-line calls: boards, exercises, the table, replays, figures, the glossary.

A lesson notebook (``notebooks/<lang>/``) imports these and calls one per cell, always with
the lesson's language::

    from toolkit.lessons import *
    show("hr-first-turn", lang="es")
    exercise("hr-guards-2", lang="es")
    table("hero-realms", ["human", "bot"], lang="es")

Each call returns a display with a static HTML twin (see :mod:`toolkit.static_display`),
so the same lesson reads as a web page without a kernel.
"""

from toolkit.lessons.analysis import favoured, tournament
from toolkit.lessons.display import LessonError, demo, exercise, figure, replay, rule, show, table
from toolkit.lessons.glossary import glossary
from toolkit.lessons.progress import learner, lessons, reset_progress

__all__ = [
    "LessonError",
    "demo",
    "exercise",
    "favoured",
    "figure",
    "glossary",
    "learner",
    "lessons",
    "replay",
    "reset_progress",
    "rule",
    "show",
    "table",
    "tournament",
]
