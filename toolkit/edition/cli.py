"""The ``edition`` and ``classroom`` commands of ``python -m toolkit``."""

from __future__ import annotations

import argparse
import sys
from typing import Any

EDITION_MODULES = ("nbformat", "nbclient", "mistune", "ipykernel")
"""What the static edition needs beyond the core install (the ``edition`` extra)."""


def add_parsers(sub: Any) -> None:
    """Register ``edition`` and ``classroom`` on the toolkit's command line."""
    from toolkit.edition.classroom import DEFAULT_PORT

    ed = sub.add_parser(
        "edition", help="run the lessons and write them as a static website (no Python needed)"
    )
    ed.add_argument("--out", required=True, metavar="DIR", help="the site's folder")
    ed.add_argument("--lang", default=None, help="languages, e.g. en,es,it (default: all found)")
    ed.add_argument("--notebooks", default=None, metavar="DIR", help="the lesson folder")
    ed.add_argument("--seed", type=int, default=0, help="seed of every lesson (default 0)")
    ed.add_argument(
        "--no-progress",
        action="store_true",
        help="no progress bar (one line per lesson on standard error instead)",
    )
    ed.set_defaults(run=run_edition)
    cl = sub.add_parser(
        "classroom", help="serve the lessons to a class as web apps, code hidden (Voilà)"
    )
    cl.add_argument("--lang", default=None, help="one language (default: a choice of all)")
    cl.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}")
    cl.add_argument("--notebooks", default=None, metavar="DIR", help="the lesson folder")
    cl.set_defaults(run=run_classroom)
    le = sub.add_parser(
        "lessons", help="copy the lesson notebooks into a folder, to open them in JupyterLab"
    )
    le.add_argument("--out", required=True, metavar="DIR", help="the folder to copy them into")
    le.add_argument("--lang", default=None, help="languages, e.g. es or en,es,it (default: all)")
    le.set_defaults(run=run_lessons)


def run_lessons(args: argparse.Namespace) -> int:
    """The ``lessons`` command: the packaged lessons, copied where a teacher can open them.

    An installed toolkit keeps its lessons inside the package; this puts a copy in a
    folder of the teacher's (existing files are never overwritten).
    """
    import shutil

    from toolkit.cli_checks import check_folder_path
    from toolkit.core.errors import ToolkitError
    from toolkit.edition.lessons import default_notebooks, lesson_files, parse_langs

    out = check_folder_path(args.out, "--out")
    top = default_notebooks()
    langs = parse_langs(args.lang, top)
    copies = [(f, out / lang / f.name) for lang in langs for f in lesson_files(top, lang)]
    taken = [str(dst) for _, dst in copies if dst.exists()]
    if taken:
        raise ToolkitError(f"{taken[0]} exists already; choose an empty folder for the lessons")
    for src, dst in copies:
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
    print(f"copied {len(copies)} lessons into {out}; open them with: jupyter lab {out}")
    return 0


def run_edition(args: argparse.Namespace) -> int:
    """The ``edition`` command."""
    from toolkit.extras import require

    for module in EDITION_MODULES:  # one line naming the extra, before any lesson runs
        require(module, extra="edition", purpose="python -m toolkit edition")
    from toolkit.cli_checks import check_folder_path
    from toolkit.edition.site import build_edition
    from toolkit.progress import progress_bar, wanted

    check_folder_path(args.out, "--out")
    bar = wanted(args.no_progress)
    with progress_bar(None, "edition", enabled=bar, unit="lesson") as advance:
        started = False

        def running(lesson: str) -> None:
            nonlocal started
            if bar:  # the bar counts the lessons done and names the one running
                advance(1 if started else 0, lesson)
                started = True
            else:
                print(f"running {lesson}", file=sys.stderr, flush=True)

        report = build_edition(
            args.out, langs=args.lang, notebooks=args.notebooks, seed=args.seed, progress=running
        )
    print(report.summary())
    return 0


def run_classroom(args: argparse.Namespace) -> int:
    """The ``classroom`` command."""
    from toolkit.edition.classroom import serve_classroom

    return serve_classroom(args.notebooks, lang=args.lang, port=args.port)
