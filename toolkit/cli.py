"""The command line: ``python -m toolkit simulate ...`` and ``python -m toolkit tournament ...``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from toolkit.core.errors import ToolkitError


def _simulate_hero_realms(args: argparse.Namespace) -> int:
    from toolkit.core.simulate import simulate
    from toolkit.hero_realms import HeroRealmsGame
    from toolkit.hero_realms.bots import BOTS, make_bot

    names = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in names if b not in BOTS]
    if unknown:
        raise SystemExit(f"unknown bot(s) {', '.join(unknown)}; choose from {', '.join(BOTS)}")
    players = args.players or len(names)
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise SystemExit(f"give one bot per player ({players}), or a single bot for every seat")
    variant = args.variant or "free-for-all"
    markets = getattr(args, "markets", None)
    # Fail early on a bad setup.
    HeroRealmsGame.new(0, players=players, variant=variant, markets=markets)

    def new_game(seed: int, index: int) -> HeroRealmsGame:
        return HeroRealmsGame.new(seed, players=players, variant=variant, markets=markets)

    result = simulate(
        new_game,
        make_bot,
        names,
        games=args.games,
        seed=args.seed,
        save_logs=args.save_logs,
        max_turns=args.max_turns,
    )
    print(json.dumps(result.to_json()) if args.json else result.to_text())
    return 0


def _export(args: argparse.Namespace) -> int:
    from toolkit.export import write_html
    from toolkit.replay import Replay

    replay = Replay.load(args.log)
    views: list[int | None] = [None]
    if args.views == "all":
        views += list(range(len(replay.names)))
    elif args.views != "teacher":
        raise SystemExit("--views must be 'teacher' or 'all'")
    out = write_html(replay, args.html, viewers=views, figures=not args.no_figures)
    print(f"wrote {out} ({replay.n_steps} steps)")
    return 0


def _compile(args: argparse.Namespace) -> int:
    from toolkit import native

    try:
        if args.remove:
            removed = native.remove()
            print(
                f"removed {len(removed)} compiled file(s); the engine runs from its Python source"
            )
            return 0
        written = native.compile_modules(verbose=args.verbose)
    except RuntimeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(
        f"compiled {len(native.COMPILED_MODULES)} modules ({len(written)} files); "
        "`python -m toolkit compile --remove` undoes it"
    )
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (exposed for tests and documentation)."""
    parser = argparse.ArgumentParser(prog="python -m toolkit", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play many bot games and report win rates")
    sim.add_argument("game", choices=["hero-realms", "villainous"])
    sim.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    sim.add_argument("--seed", type=int, default=0, help="root seed (default 0)")
    sim.add_argument("--bots", default="greedy,greedy", help="bot names, one per seat")
    sim.add_argument("--players", type=int, default=None, help="number of seats")
    sim.add_argument("--variant", default=None, help="Hero Realms variant")
    sim.add_argument(
        "--markets", type=int, default=None, help="Hero Realms Emperor: 1 or 2 markets"
    )
    sim.add_argument("--villains", default=None, help="Villainous villain ids, one per seat")
    sim.add_argument("--max-turns", type=int, default=300, help="stop a game after this turn")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--save-logs", default=None, metavar="DIR", help="write every game's log")
    from toolkit.tournament.cli import add_parser as add_tournament_parser

    add_tournament_parser(sub)
    from toolkit.exercises.export import add_parser as add_exercises_parser

    add_exercises_parser(sub)
    exp = sub.add_parser("export", help="write a game log as one self-contained HTML file")
    exp.add_argument("log", help="a game log (JSON)")
    exp.add_argument("--html", required=True, metavar="OUT", help="the HTML file to write")
    exp.add_argument(
        "--views", default="teacher", help="'teacher' (default) or 'all' (each player's view too)"
    )
    exp.add_argument("--no-figures", action="store_true", help="leave the figures out")
    comp = sub.add_parser(
        "compile", help="compile the Hero Realms engine with mypyc (optional; same games, faster)"
    )
    comp.add_argument("--remove", action="store_true", help="delete the compiled build")
    comp.add_argument("--verbose", action="store_true", help="show the compiler's output")
    from toolkit.coverage import add_parser as add_coverage_parser

    add_coverage_parser(sub)
    from toolkit.lessons.summary import add_parser as add_summary_parser

    add_summary_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    try:
        if args.command == "export":
            return _export(args)
        if args.command == "compile":
            return _compile(args)
        if args.command == "coverage":
            return args.run(args)
        if args.command in ("export-exercises", "turn-summary"):
            return int(args.run(args))
        if args.command == "tournament":
            from toolkit.tournament.cli import run as run_tournament

            return run_tournament(args)
        if args.command == "simulate":
            if args.games < 1:
                raise SystemExit("--games must be at least 1")
            if args.game == "hero-realms":
                return _simulate_hero_realms(args)
            from toolkit.villainous.cli import simulate_villainous

            return simulate_villainous(args)
    except ToolkitError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 1
