"""The ``edition`` and ``classroom`` commands of ``python -m toolkit``."""

from __future__ import annotations

import argparse
import sys
from typing import Any


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
    ed.set_defaults(run=run_edition)
    cl = sub.add_parser(
        "classroom", help="serve the lessons to a class as web apps, code hidden (Voilà)"
    )
    cl.add_argument("--lang", default=None, help="one language (default: a choice of all)")
    cl.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}")
    cl.add_argument("--notebooks", default=None, metavar="DIR", help="the lesson folder")
    cl.set_defaults(run=run_classroom)


def run_edition(args: argparse.Namespace) -> int:
    """The ``edition`` command."""
    from toolkit.edition.site import build_edition

    def running(lesson: str) -> None:
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
