"""``python -m toolkit tournament ...``: the tournament subcommand.

Examples
--------
.. code-block:: bash

    python -m toolkit tournament hero-realms --bots greedy,random,lookahead --games 100 \\
        --seed 1 --backend processes --workers 2 --out results.parquet
    python -m toolkit tournament hero-realms --bots greedy,greedy --games 10000 \\
        --composition curves.csv --backend dask --scheduler tcp://10.0.0.5:8786
    python -m toolkit tournament villainous --bots heuristic:ursula,heuristic:evil_queen --games 20
"""

from __future__ import annotations

import argparse
import json
from typing import Any

__all__ = ["add_parser", "run"]


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add the ``tournament`` subcommand to ``sub`` (an argparse subparsers object)."""
    p: argparse.ArgumentParser = sub.add_parser(
        "tournament",
        help="play matchups or round robins between bots and summarise them",
        description=(
            "Play every lineup --games times with seats rotated. With as many bots as "
            "--players the bots form one lineup; otherwise every combination of them "
            "(a round robin). Per-game seeds come from --seed (numpy SeedSequence)."
        ),
    )
    p.add_argument("game", choices=["hero-realms", "villainous"])
    p.add_argument(
        "--bots",
        default="greedy,random",
        help="competitors, comma-separated (Villainous: BOT or BOT:VILLAIN)",
    )
    p.add_argument("--players", type=int, default=None, help="seats (default: number of bots)")
    p.add_argument("--self-play", action="store_true", help="round robin: include mirror lineups")
    p.add_argument("--games", type=int, default=100, help="games per lineup (default 100)")
    p.add_argument("--seed", type=int, default=0, help="root seed (default 0)")
    p.add_argument("--variant", default=None, help="Hero Realms variant")
    p.add_argument("--markets", type=int, default=None, help="Hero Realms Emperor: 1 or 2")
    p.add_argument("--villains", default=None, help="Villainous: one villain per seat")
    p.add_argument("--max-turns", type=int, default=300, help="stop a game after this turn")
    p.add_argument(
        "--backend", choices=["serial", "processes", "dask"], default="serial", help="where to play"
    )
    p.add_argument("--workers", type=int, default=None, help="processes (default: CPU count)")
    p.add_argument("--scheduler", default=None, metavar="ADDRESS", help="Dask scheduler address")
    p.add_argument("--batch-size", type=int, default=50, help="games per unit of work")
    p.add_argument("--out", default=None, metavar="FILE", help="save results (.parquet or .csv)")
    p.add_argument(
        "--composition",
        default=None,
        metavar="FILE",
        help="Hero Realms: stream deck-composition curves and save them (.csv or .parquet)",
    )
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument("--json", action="store_true", help="print the summaries as one JSON object")
    return p


def _lineups(args: argparse.Namespace) -> tuple[list[tuple[str, ...]], int]:
    from toolkit.tournament.run import round_robin

    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if not bots:
        raise SystemExit("--bots needs at least one bot")
    players = args.players or len(bots)
    if len(bots) == 1:
        return [tuple(bots * players)], players
    if len(bots) == players and not args.self_play:
        return [tuple(bots)], players
    lineups = round_robin(bots, players, self_play=args.self_play)
    if not lineups:
        raise SystemExit("no lineups: give more bots or --self-play")
    return lineups, players


def run(args: argparse.Namespace) -> int:
    """Run the subcommand from parsed arguments; returns the exit status."""
    from toolkit.tournament.io import save_results
    from toolkit.tournament.run import run_tournament
    from toolkit.tournament.stats import summarise

    if args.games < 1:
        raise SystemExit("--games must be at least 1")
    if args.composition and args.game != "hero-realms":
        raise SystemExit("--composition is for Hero Realms")
    lineups, players = _lineups(args)
    options: dict[str, Any] = {}
    if args.markets is not None:
        options["markets"] = args.markets
    if args.villains:
        options["villains"] = [v.strip() for v in args.villains.split(",")]
    result = run_tournament(
        lineups,
        games=args.games,
        seed=args.seed,
        game=args.game,
        players=players,
        variant=args.variant,
        options=options,
        max_turns=args.max_turns,
        composition=bool(args.composition),
        backend=args.backend,
        workers=args.workers,
        batch_size=args.batch_size,
        scheduler=args.scheduler,
        progress=not args.no_progress,
    )
    if args.out:
        save_results(result.games, args.out)
    if args.composition and result.composition is not None:
        frame = result.composition.to_frame()
        if args.composition.lower().endswith(".parquet"):
            frame.to_parquet(args.composition, index=False)
        else:
            frame.to_csv(args.composition, index=False)
    summary = summarise(result.games)
    if args.json:
        out = {
            "games": len(result.games),
            "seconds": round(result.seconds, 3),
            "games_per_second": round(result.games_per_second, 1),
            "backend": args.backend,
            "bots": summary["bots"].reset_index().to_dict("records"),
            "seats": summary["seats"].reset_index().to_dict("records"),
            "pairwise": summary["pairwise"].to_dict("records"),
            "lengths": summary["lengths"].reset_index().to_dict("records"),
        }
        print(json.dumps(out, default=float))
        return 0
    fmt = {"win_rate": "{:.1%}".format, "ci_low": "{:.1%}".format, "ci_high": "{:.1%}".format}
    print(
        f"{len(result.games)} games ({len(lineups)} lineup(s)) in {result.seconds:.1f} s, "
        f"{result.games_per_second:.0f} games/s, backend {args.backend}"
    )
    print("\nwin rate per bot (95% Wilson interval)")
    print(summary["bots"].to_string(formatters=fmt))
    print("\nwin rate per seat (seat 0 moves first)")
    print(summary["seats"].to_string(formatters={**fmt, "fair_share": "{:.1%}".format}))
    if len(summary["pairwise"]):
        print("\npairwise win rate (row bot against column bot)")
        print(summary["matrix"].to_string(float_format="{:.1%}".format))
    print("\ngame length (turns)")
    print(summary["lengths"].to_string(float_format="{:.1f}".format))
    if args.out:
        print(f"\nresults saved to {args.out}")
    if args.composition:
        print(f"composition curves saved to {args.composition}")
    return 0
