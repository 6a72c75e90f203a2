"""The command line: ``toolkit simulate ...``, ``toolkit tournament ...`` and the other commands.

The command is ``toolkit`` once the package is installed, or ``python -m toolkit``;
its help names it as it was typed.

Every mistake on the command line (an unknown bot, villain or variant, a
count out of range, an option that does not apply to the chosen game or
backend, an output path that cannot be written, an unreachable scheduler)
is found before any game is played and reported as one line on standard
error with a non-zero exit status, never a traceback. The limits are listed
in ``docs/limits.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from toolkit.cli_checks import (  # noqa: F401
    MAX_BATCH,
    MAX_GAMES,
    MAX_SEED,
    MAX_TURNS,
    MAX_WORKERS,
    _path_text,
    add_game_options,
    check_common,
    check_folder_path,
    check_names,
    check_output_file,
    check_output_folder,
    check_range,
    hero_realms_seats,
    refuse_options,
    refuse_overwrite,
    split_list,
)
from toolkit.core.errors import ToolkitError, UsageError, bounded

PROG = "toolkit"
"""The command's name when it is run as the installed ``toolkit`` script."""

_ROLE = re.compile(r":[a-z:]+:`~?([^`<]+?)(?: <[^>]*>)?`")


def plain(text: str) -> str:
    """Help text without the reStructuredText markup of docstrings.

    >>> plain("run ``toolkit simulate`` (see :func:`~toolkit.core.simulate.simulate`)")
    'run toolkit simulate (see toolkit.core.simulate.simulate)'
    """
    return _ROLE.sub(r"\1", text).replace("``", "")


class _Parser(argparse.ArgumentParser):
    """An argument parser whose mistakes are one line on stderr (no usage block).

    Its help is plain text; ``choices`` (when given) writes the epilog, only when the
    help is shown, so listing what can be chosen costs nothing otherwise.
    """

    def __init__(self, *args: Any, choices: Callable[[], str] | None = None, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._choices = choices

    def format_help(self) -> str:
        if self._choices is not None and self.epilog is None:
            self.epilog = self._choices()
        return plain(super().format_help())

    def error(self, message: str) -> NoReturn:
        print(f"error: {bounded(message)} (see {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)


# -- checks shared by the subcommands -------------------------------------------------------
def _simulate_hero_realms(args: argparse.Namespace) -> int:
    from toolkit.core.simulate import simulate
    from toolkit.hero_realms import HeroRealmsGame
    from toolkit.search.hero_realms import BOTS, make_bot

    bots = split_list(args.bots)
    if not bots:
        raise UsageError("--bots needs at least one bot")
    unknown = [b for b in bots if b not in BOTS]
    if unknown:
        raise UsageError(f"unknown bot(s) {', '.join(unknown)}; choose from {', '.join(BOTS)}")
    variant, players = hero_realms_seats(args, bots)
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise UsageError(
            f"--bots gives {len(bots)} bots for {players} seats; "
            "give one bot per seat, or a single bot for every seat"
        )
    names = check_names(args, players)
    markets = args.markets
    logs = (
        check_output_folder(args.save_logs, "--save-logs", results="game-*.json")
        if args.save_logs is not None
        else None
    )
    # A bad setup fails here, before the first game.
    HeroRealmsGame.new(0, players=players, variant=variant, markets=markets, names=names)

    def new_game(seed: int, index: int) -> HeroRealmsGame:
        return HeroRealmsGame.new(
            seed, players=players, variant=variant, markets=markets, names=names
        )

    from toolkit.progress import progress_bar, wanted

    with progress_bar(
        args.games, "Hero Realms games", enabled=wanted(args.no_progress), unit="game"
    ) as advance:
        result = simulate(
            new_game,
            make_bot,
            bots,
            games=args.games,
            seed=args.seed,
            save_logs=logs,
            max_turns=args.max_turns,
            on_game=advance,
        )
    print(json.dumps(result.to_json()) if args.json else result.to_text())
    return 0


def _export(args: argparse.Namespace) -> int:
    if args.views not in ("teacher", "all"):
        raise UsageError(f"--views must be 'teacher' or 'all', got {args.views!r}")
    log = _path_text(args.log, "the log")
    if not log.is_file():
        raise UsageError(f"the log {args.log!r} is not a file")
    refuse_overwrite(
        check_output_file(args.html, "--html", (".html", ".htm")), "--html", args.force
    )
    from toolkit.export import write_html
    from toolkit.replay import Replay

    replay = Replay.load(log)
    views: list[int | None] = [None]
    if args.views == "all":
        views += list(range(len(replay.names)))
    names = check_names(args, len(replay.names))
    out = write_html(
        replay,
        args.html,
        viewers=views,
        figures=not args.no_figures,
        lang=args.lang,
        names=names,
    )
    print(f"wrote {out} ({replay.n_steps} steps)")
    return 0


def _compile(args: argparse.Namespace) -> int:
    from toolkit import native, native_profile
    from toolkit.progress import wanted

    try:
        if args.remove:
            removed = native.remove()
            print(
                f"removed {len(removed)} compiled file(s); the engine runs from its Python source"
            )
            return 0
        guided = not args.no_profile and native_profile.usable()
        progress = not args.verbose and wanted(args.no_progress)
        written = native.compile_modules(verbose=args.verbose, profile=guided, progress=progress)
    except RuntimeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    how = "profile-guided by seeded training games" if guided else "one plain build"
    print(
        f"compiled {len(native.COMPILED_MODULES)} modules ({len(written)} files, {how}); "
        "`python -m toolkit compile --remove` undoes it"
    )
    return 0


def _simulate_choices() -> str:
    """What ``simulate`` can seat and set up, for its help."""
    from toolkit.hero_realms.bots import BOTS as HERO_REALMS_BOTS
    from toolkit.hero_realms.variants import VARIANTS
    from toolkit.villainous.bots import BOTS as VILLAINOUS_BOTS
    from toolkit.villainous.cards import VILLAINS

    return "\n".join(
        [
            "choices:",
            f"  Hero Realms bots (--bots): {', '.join(HERO_REALMS_BOTS)}",
            f"  Hero Realms variants (--variant): {', '.join(VARIANTS)}",
            f"  Villainous villains (--villains): {', '.join(VILLAINS)}",
            f"  Villainous bots (--bots): {', '.join(VILLAINOUS_BOTS)} (greedy means heuristic)",
        ]
    )


def build_parser(prog: str = PROG) -> argparse.ArgumentParser:
    """The argument parser (exposed for tests and documentation).

    ``prog`` is the command as typed: ``toolkit`` (the installed script, the default) or
    ``python -m toolkit``.
    """
    from toolkit import __version__

    parser = _Parser(
        prog=prog,
        description=(
            "Bot games, tournaments, replays, exports and lessons for Hero Realms and "
            f"Disney Villainous. '{prog} COMMAND --help' shows a command's options.\n\n"
            + __doc__.split("\n\n")[2]
        ),
    )
    parser.add_argument(
        "--version", action="version", version=f"%(prog)s {__version__} (card-game-classroom)"
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    sim = sub.add_parser(
        "simulate",
        help="play many bot games and report win rates",
        description="Play many seeded bot games and report win rates.",
        choices=_simulate_choices,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sim.add_argument("game", choices=["hero-realms", "villainous"])
    sim.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    sim.add_argument(
        "--bots",
        default=None,
        help="bot names, one per seat, or one for every seat (default greedy)",
    )
    add_game_options(sim)
    sim.add_argument("--save-logs", default=None, metavar="DIR", help="write every game's log")
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    from toolkit.tournament.cli import add_parser as add_tournament_parser

    add_tournament_parser(sub)
    from toolkit.exercises.export import add_parser as add_exercises_parser

    add_exercises_parser(sub)
    exp = sub.add_parser("export", help="write a game log as one self-contained HTML file")
    exp.add_argument("log", help="a game log (JSON)")
    exp.add_argument("--html", required=True, metavar="OUT", help="the HTML file to write")
    exp.add_argument("--force", action="store_true", help="replace OUT if it exists")
    exp.add_argument(
        "--views", default="teacher", help="'teacher' (default) or 'all' (each player's view too)"
    )
    exp.add_argument("--no-figures", action="store_true", help="leave the figures out")
    exp.add_argument(
        "--names", default=None, help="player names for the titles, one per seat (Ada,Ben)"
    )
    from toolkit.i18n.languages import LANGUAGES

    exp.add_argument("--lang", default="en", choices=LANGUAGES, help="en (default), es or it")
    comp = sub.add_parser(
        "compile", help="compile both engines with mypyc (optional; same games, faster)"
    )
    comp.add_argument("--remove", action="store_true", help="delete the compiled build")
    comp.add_argument("--verbose", action="store_true", help="show the compiler's output")
    comp.add_argument("--no-progress", action="store_true", help="no progress bar")
    comp.add_argument(
        "--no-profile",
        action="store_true",
        help="one plain build: skip the seeded training games of the profile-guided build "
        "(quicker to build, slower to run; compilers other than GCC always get this)",
    )
    from toolkit.coverage import add_parser as add_coverage_parser

    add_coverage_parser(sub)
    from toolkit.review_cli import add_parser as add_review_parser

    add_review_parser(sub)
    from toolkit.exercises.from_reviews import add_parser as add_from_reviews_parser

    add_from_reviews_parser(sub)
    from toolkit.edition.cli import add_parsers as add_edition_parsers

    add_edition_parsers(sub)
    from toolkit.edition.lite import add_parser as add_lite_parser

    add_lite_parser(sub)

    from toolkit.lessons.summary import add_parser as add_summary_parser

    add_summary_parser(sub)
    from toolkit.explain import GAMES

    expl = sub.add_parser(
        "explain", help="where a card is in the code: its data, its verbs and their implementation"
    )
    expl.add_argument("game", choices=GAMES)
    expl.add_argument("card", help="the card's id or printed name (Villainous: villain/card too)")
    return parser


def _run(args: argparse.Namespace) -> int:
    if args.command == "export":
        return _export(args)
    if args.command == "compile":
        return _compile(args)
    if args.command in ("coverage", "review", "exercises-from-reviews"):
        return int(args.run(args))
    if args.command in ("edition", "classroom", "lessons", "turn-summary", "lite"):
        return int(args.run(args))
    if args.command == "export-exercises":
        out = check_output_file(args.html, "--html", (".html", ".htm"))
        refuse_overwrite(out, "--html", args.force)
        return int(args.run(args))
    if args.command == "explain":
        from toolkit.explain import card_map, format_card_map

        print(format_card_map(card_map(args.game, args.card)))
        return 0
    if args.command == "tournament":
        from toolkit.tournament.cli import run as run_tournament

        return run_tournament(args)
    check_common(args)
    if args.game == "hero-realms":
        if args.bots is None:
            args.bots = "greedy"
        return _simulate_hero_realms(args)
    from toolkit.villainous.cli import simulate_villainous

    return simulate_villainous(args)


def main(argv: Sequence[str] | None = None, prog: str = PROG) -> int:
    """Run the command line; returns the exit status.

    A mistake prints one line, ``error: ...``, on standard error and returns 2; an
    unexpected failure returns 3 with one line too (``TOOLKIT_DEBUG=1`` shows the
    traceback). ``prog`` is the command as typed, for the help and the error lines.
    """
    args = build_parser(prog).parse_args(argv)
    try:
        return _run(args)
    except ToolkitError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        where = f"{exc.filename}: " if getattr(exc, "filename", None) else ""
        print(bounded(f"error: {where}{exc.strerror or exc}"), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:
        if os.environ.get("TOOLKIT_DEBUG"):
            raise
        message: Any = exc
        print(
            bounded(
                f"error: unexpected {type(exc).__name__}: {message} "
                "(TOOLKIT_DEBUG=1 shows the traceback)"
            ),
            file=sys.stderr,
        )
        return 3
