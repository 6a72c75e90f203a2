"""The lessons for people without Python: a static website, and a classroom server.

- :func:`build_edition` runs every lesson and writes it as a small self-contained
  website (``python -m toolkit edition --out site/``); boards, replays, figures and
  exercises work in the browser from their static twins, with no kernel and no network.
- :func:`serve_classroom` serves the lessons as web apps with the code hidden, with
  Voilà on 127.0.0.1 (``python -m toolkit classroom --lang es``).

See ``docs/classroom.md``.
"""

from typing import Any

from toolkit.edition.classroom import serve_classroom, start_classroom
from toolkit.edition.lessons import EditionError

__all__ = ["EditionError", "EditionReport", "build_edition", "serve_classroom", "start_classroom"]


def __getattr__(name: str) -> Any:
    # The site builder needs the ``edition`` extra (nbformat, mistune, ...): imported when
    # first asked for, so that the command line starts without it.
    if name in ("EditionReport", "build_edition"):
        from toolkit.edition import site

        return getattr(site, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
