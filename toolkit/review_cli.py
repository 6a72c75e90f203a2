"""``python -m toolkit review LOG [--json] [--html OUT]``: review a saved game.

Prints, per seat, the counts of inaccuracies, mistakes and blunders and the worst three
decisions in words (or, with ``--json``, every reviewed decision as one JSON object), and
with ``--html`` writes the review page (the win-chance curve and every decision), with
``--replay`` the game's replay page with the review in it.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

__all__ = ["add_parser", "run"]


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Register ``review`` on the toolkit's sub-command parser."""
    from toolkit.i18n.languages import LANGUAGES

    p: argparse.ArgumentParser = sub.add_parser(
        "review",
        help="review a saved game: each decision's win chance, and its mistakes",
        description=__doc__.split("\n\n")[0] if __doc__ else None,
    )
    p.add_argument("log", help="a game log (JSON)")
    p.add_argument("--json", action="store_true", help="print every reviewed decision as JSON")
    p.add_argument("--html", default=None, metavar="OUT", help="write the review page here")
    p.add_argument(
        "--replay",
        default=None,
        metavar="OUT",
        help="write the game's replay page with the review in it (click a slip to go there)",
    )
    p.add_argument("--force", action="store_true", help="replace OUT if it exists")
    p.add_argument(
        "--budget", type=int, default=100, help="playouts per decision searched (default 100)"
    )
    p.add_argument("--seed", type=int, default=0, help="the search's seed (default 0)")
    p.add_argument("--lang", default="en", choices=LANGUAGES, help="en (default), es or it")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument(
        "--backend",
        default="serial",
        choices=("serial", "processes", "dask"),
        help="where the review runs (dask needs the scale extra); the same review on each",
    )
    p.add_argument("--workers", type=int, default=None, help="worker processes (default: cores)")
    p.add_argument("--scheduler", default=None, help="a Dask scheduler's address (--backend dask)")
    p.set_defaults(run=run)
    return p


def run(args: argparse.Namespace) -> int:
    """Review the log the arguments name; print it; write the page if asked; return 0."""
    from toolkit.analysis.review_backends import review
    from toolkit.cli_checks import check_output_file, refuse_overwrite
    from toolkit.html.review import review_html

    out = check_output_file(args.html, "--html", (".html", ".htm")) if args.html else None
    if out is not None:
        refuse_overwrite(out, "--html", args.force)
    page = check_output_file(args.replay, "--replay", (".html", ".htm")) if args.replay else None
    if page is not None:
        refuse_overwrite(page, "--replay", args.force)
    result = review(
        args.log,
        budget=args.budget,
        seed=args.seed,
        lang=args.lang,
        progress=not args.quiet,
        backend=args.backend,
        workers=args.workers,
        scheduler=args.scheduler,
    )
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False, indent=1))
    else:
        print(result.to_text(args.lang))
    if out is not None:
        out.write_text(review_html(result, args.lang), encoding="utf-8")
    if page is not None:
        from toolkit.export import write_html
        from toolkit.replay import Replay

        write_html(Replay.load(args.log), page, lang=args.lang, review=result)
    return 0
