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
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn

from toolkit.core.errors import SetupError, ToolkitError, UsageError, bounded, short_repr

MAX_GAMES = 1_000_000
"""The most games one command plays (every lineup of a tournament together)."""
MAX_TURNS = 10_000
"""The largest --max-turns."""
MAX_SEED = 2**64 - 1
"""The largest root seed."""
MAX_WORKERS = 256
"""The most worker processes."""
MAX_BATCH = 100_000
"""The largest --batch-size."""


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
def split_list(text: str | None) -> list[str]:
    """``"a, b,,c"`` -> ``["a", "b", "c"]``.

    >>> split_list(" greedy, random ")
    ['greedy', 'random']
    """
    return [x.strip() for x in (text or "").split(",") if x.strip()]


def check_range(value: int | None, option: str, low: int, high: int) -> None:
    """Refuse ``value`` outside ``low..high`` (None means the option was not given).

    >>> check_range(0, "--games", 1, 10)
    Traceback (most recent call last):
    ...
    toolkit.core.errors.UsageError: --games must be from 1 to 10, got 0
    """
    if value is not None and not low <= value <= high:
        raise UsageError(f"{option} must be from {low} to {high}, got {value}")


def refuse_options(args: argparse.Namespace, options: Sequence[str], why: str) -> None:
    """Refuse any of ``options`` (as written on the command line) that was given."""
    for option in options:
        if getattr(args, option.lstrip("-").replace("-", "_"), None) not in (None, False):
            raise UsageError(f"{option} does not apply {why}")


def _path_text(path: str, option: str) -> Path:
    if not path or not path.strip():
        raise UsageError(f"{option} needs a path")
    if "\x00" in path:
        raise UsageError(f"{option}: a path cannot hold a NUL character")
    return Path(path)


def _probe_folder(folder: Path, option: str, shown: str) -> None:
    """Refuse a folder that is missing, is no folder, or cannot take a new file."""
    try:
        if not folder.exists():
            raise UsageError(f"{option} {shown}: the folder {str(folder)!r} does not exist")
        if not folder.is_dir():
            raise UsageError(f"{option} {shown}: {str(folder)!r} is not a folder")
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        raise UsageError(f"{option} {shown}: cannot write there ({exc.strerror or exc})") from None


def check_output_file(path: str, option: str, suffixes: Sequence[str]) -> Path:
    """Refuse an output file that could not be written, before any work starts.

    The suffix must be one of ``suffixes``; the path must not be a folder; its
    folder must exist and take a new file (tried with a temporary file, which
    also works for the administrator, whom permission bits do not stop).
    """
    p = _path_text(path, option)
    shown = repr(path) if len(path) < 80 else repr(path[:77] + "...")
    if p.suffix.lower() not in suffixes:
        raise UsageError(f"{option} {shown}: the file name must end in {' or '.join(suffixes)}")
    try:
        if p.is_dir():
            raise UsageError(f"{option} {shown} is a folder; give a file name")
        if p.exists() and not os.access(p, os.W_OK):
            raise UsageError(f"{option} {shown}: the file cannot be overwritten")
    except OSError as exc:
        raise UsageError(f"{option} {shown}: {exc.strerror or exc}") from None
    _probe_folder(p.parent, option, shown)
    return p


def refuse_overwrite(path: Path, option: str, force: bool) -> None:
    """Refuse an output file that already exists, unless the user asked (``--force``)."""
    try:
        exists = path.exists()
    except OSError:
        return  # the write itself will say what is wrong
    if exists and not force:
        shown = str(path) if len(str(path)) < 80 else str(path)[:77] + "..."
        raise UsageError(f"{option} {shown!r} already exists; add --force to replace it")


def check_folder_path(path: str, option: str) -> Path:
    """An output folder's path, refused if empty (it would mean the current folder) or if
    it names a file; nothing is made."""
    p = _path_text(path, option)
    try:
        if p.exists() and not p.is_dir():
            raise UsageError(f"{option} {short_repr(path)} is a file, not a folder")
    except OSError as exc:
        raise UsageError(f"{option} {short_repr(path)}: {exc.strerror or exc}") from None
    return p


def check_output_folder(path: str, option: str, *, results: str | None = None) -> Path:
    """Refuse an output folder that cannot be made or written; make it if missing.

    ``results`` (a file pattern such as ``"game-*.json"``) names the files a run writes
    there: a folder that already holds such files is refused, so that one run's results
    are never replaced by, or mixed with, another's.
    """
    p = _path_text(path, option)
    shown = repr(path) if len(path) < 80 else repr(path[:77] + "...")
    try:
        if p.exists() and not p.is_dir():
            raise UsageError(f"{option} {shown} is a file, not a folder")
        if results is not None and p.is_dir() and next(p.glob(results), None) is not None:
            raise UsageError(
                f"{option} {shown} already holds results ({results}); "
                "give a new or empty folder, so that no earlier run is replaced"
            )
        p.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(
            f"{option} {shown}: cannot make the folder ({exc.strerror or exc})"
        ) from None
    _probe_folder(p, option, shown)
    return p


def check_names(args: argparse.Namespace, players: int) -> list[str] | None:
    """The ``--names`` list (one per seat), or None when not given."""
    if args.names is None:
        return None
    from toolkit.core.setup_check import check_names as check

    names = [n.strip() for n in args.names.split(",")]
    if len(names) != players:
        raise UsageError(f"--names gives {len(names)} name(s); give one per seat ({players})")
    try:
        check(names, players)
    except SetupError as exc:
        raise UsageError(f"--names: {exc}") from None
    return names


def check_common(args: argparse.Namespace) -> None:
    """The checks of counts every game-playing subcommand shares."""
    check_range(args.games, "--games", 1, MAX_GAMES)
    check_range(args.seed, "--seed", 0, MAX_SEED)
    check_range(args.max_turns, "--max-turns", 1, MAX_TURNS)
    if args.game == "hero-realms":
        refuse_options(args, ["--villains"], "to Hero Realms (it is for villainous)")
    else:
        refuse_options(args, ["--variant", "--markets"], "to Villainous (they are for hero-realms)")


def hero_realms_seats(args: argparse.Namespace, bots: list[str]) -> tuple[str, int]:
    """The variant and the seat count of a Hero Realms command, checked."""
    from toolkit.hero_realms.variants import VARIANTS, get_variant

    variant = args.variant or "free-for-all"
    if variant not in VARIANTS:
        raise UsageError(f"unknown variant {variant!r}; choose from {', '.join(VARIANTS)}")
    v = get_variant(variant)
    players = args.players if args.players is not None else max(len(bots), v.min_players)
    if not v.min_players <= players <= v.max_players:
        span = (
            str(v.min_players)
            if v.min_players == v.max_players
            else f"{v.min_players} to {v.max_players}"
        )
        raise UsageError(f"--players: {variant} is played by {span} players, not {players}")
    if args.markets is not None:
        if variant != "emperor":
            raise UsageError("--markets does not apply: it is for --variant emperor")
        check_range(args.markets, "--markets", 1, 2)
    return variant, players


# -- simulate -------------------------------------------------------------------------------
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


def add_game_options(p: argparse.ArgumentParser) -> None:
    """The options of what is played, shared by ``simulate`` and ``tournament``."""
    p.add_argument("--seed", type=int, default=0, help="root seed (default 0)")
    p.add_argument("--players", type=int, default=None, help="number of seats")
    p.add_argument("--variant", default=None, help="Hero Realms variant")
    p.add_argument("--markets", type=int, default=None, help="Hero Realms Emperor: 1 or 2 markets")
    p.add_argument("--villains", default=None, help="Villainous villain ids, one per seat")
    p.add_argument(
        "--names", default=None, help="player names, one per seat (Ada,Ben); shown in logs"
    )
    p.add_argument("--max-turns", type=int, default=300, help="stop a game after this turn")
    p.add_argument("--json", action="store_true", help="print one JSON object")


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
