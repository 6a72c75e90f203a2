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
import math
import os
import re
import socket
from collections.abc import Sequence
from typing import Any

from toolkit.core.errors import UsageError

__all__ = ["add_parser", "run"]


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add the ``tournament`` subcommand to ``sub`` (an argparse subparsers object)."""
    from toolkit.cli_checks import add_game_options

    p: argparse.ArgumentParser = sub.add_parser(
        "tournament",
        help="play matchups or round robins between bots and summarise them",
        description=(
            "Play every lineup --games times with seats rotated. With as many bots as "
            "--players the bots form one lineup; otherwise every combination of them "
            "(a round robin). Per-game seeds come from --seed (numpy SeedSequence), as "
            "in simulate: the same root seed plays the same games through either command."
        ),
    )
    p.add_argument("game", choices=["hero-realms", "villainous"])
    p.add_argument(
        "--bots",
        default=None,
        help=(
            "competitors, comma-separated (Villainous: BOT or BOT:VILLAIN); default "
            "greedy,random (Villainous: heuristic,random)"
        ),
    )
    p.add_argument("--self-play", action="store_true", help="round robin: include mirror lineups")
    p.add_argument("--games", type=int, default=100, help="games per lineup (default 100)")
    add_game_options(p)
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
    p.add_argument(
        "--force",
        action="store_true",
        help="replace the --out and --composition files if they exist",
    )
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    return p


MAX_COMPETITORS = 30
"""The most competitors of one tournament."""
MAX_LINEUPS = 10_000
"""The most lineups of one round robin."""

_ADDRESS = re.compile(
    r"^(?:(?P<scheme>[a-z]+)://)?(?P<host>\[[0-9A-Fa-f:.]+\]|[^\s:/\[\]]+):(?P<port>\d{1,5})$"
)


def check_scheduler(address: str) -> None:
    """Refuse a malformed or unreachable Dask scheduler address within a few seconds.

    >>> check_scheduler("tcp://nowhere")
    Traceback (most recent call last):
    ...
    toolkit.core.errors.UsageError: --scheduler 'tcp://nowhere': expected tcp://HOST:PORT
    """
    m = _ADDRESS.match(address.strip())
    if m is None or m["scheme"] not in (None, "tcp", "tls") or not 1 <= int(m["port"]) <= 65535:
        raise UsageError(f"--scheduler {address!r}: expected tcp://HOST:PORT")
    host = m["host"].strip("[]")
    try:
        with socket.create_connection((host, int(m["port"])), timeout=3):
            pass
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise UsageError(
            f"--scheduler {address!r}: cannot reach a scheduler there ({reason})"
        ) from None


def _villains_of(lineup: Sequence[str], given: list[str] | None) -> list[str | None]:
    from toolkit.tournament.games import split_competitor

    named = [split_competitor(c)[1] for c in lineup]
    return named if any(v is not None for v in named) else list(given or [])


def _lineups(
    args: argparse.Namespace, bots: list[str], players: int, villains: list[str] | None
) -> list[tuple[str, ...]]:
    from toolkit.tournament.run import round_robin

    if len(bots) > MAX_COMPETITORS:
        raise UsageError(f"--bots names {len(bots)} competitors; at most {MAX_COMPETITORS}")
    if len(bots) == 1:
        return [tuple(bots * players)]
    if len(bots) == players and not args.self_play:
        lineups = [tuple(bots)]
    else:
        distinct = len(dict.fromkeys(bots))
        count = math.comb(distinct + players - 1, players)
        if count > MAX_LINEUPS:
            raise UsageError(
                f"{distinct} competitors in {players} seats make {count} lineups; "
                f"at most {MAX_LINEUPS}"
            )
        lineups = round_robin(bots, players, self_play=args.self_play)
    if args.game == "villainous":

        def clash(lu: Sequence[str]) -> str | None:
            vs = [v for v in _villains_of(lu, villains) if v is not None]
            return next((v for v in vs if vs.count(v) > 1), None)

        if len(lineups) == 1 and clash(lineups[0]):
            raise UsageError(
                f"the lineup {','.join(lineups[0])} seats {clash(lineups[0])} twice; "
                "each seat needs a different villain"
            )
        lineups = [lu for lu in lineups if clash(lu) is None]  # as simulate refuses them
    if not lineups:
        raise UsageError("no lineups: give more bots, other villains or --self-play")
    return lineups


def _check_extras(args: argparse.Namespace) -> None:
    """The ``scale`` extra, if the backend or an output needs it: refused before any game
    is played (a :class:`~toolkit.extras.MissingExtraError` naming the extra)."""
    from toolkit.extras import require

    if args.backend == "dask":
        require("dask", extra="scale", purpose="--backend dask")
        require("distributed", extra="scale", purpose="--backend dask")
    for option, path in (("--out", args.out), ("--composition", args.composition)):
        if path is not None and path.lower().endswith(".parquet"):
            require("pyarrow", extra="scale", purpose=f"{option} as Parquet")


def _check_backend(args: argparse.Namespace) -> None:
    from toolkit.cli_checks import MAX_BATCH, MAX_WORKERS, check_range

    check_range(args.batch_size, "--batch-size", 1, MAX_BATCH)
    if args.backend == "serial" and args.workers is not None:
        raise UsageError("--workers does not apply to --backend serial")
    if args.scheduler is not None and args.backend != "dask":
        raise UsageError("--scheduler does not apply: it is for --backend dask")
    if args.scheduler is not None and args.workers is not None:
        raise UsageError("--workers does not apply with --scheduler (the cluster has its own)")
    check_range(args.workers, "--workers", 1, MAX_WORKERS)
    if args.scheduler is not None:
        check_scheduler(args.scheduler)


def check(args: argparse.Namespace) -> tuple[list[tuple[str, ...]], int, dict[str, Any]]:
    """Every check of a tournament command, before any game: lineups, seats, options."""
    from toolkit.cli_checks import (
        MAX_GAMES,
        check_common,
        check_names,
        check_output_file,
        hero_realms_seats,
        refuse_overwrite,
        split_list,
    )

    check_common(args)
    default = "greedy,random" if args.game == "hero-realms" else "heuristic,random"
    bots = split_list(args.bots if args.bots is not None else default)
    if not bots:
        raise UsageError("--bots needs at least one competitor")
    options: dict[str, Any] = {}
    villains: list[str] | None = None
    if args.game == "hero-realms":
        _variant, players = hero_realms_seats(args, bots)
        if args.markets is not None:
            options["markets"] = args.markets
    else:
        from toolkit.villainous.cards import VILLAINS
        from toolkit.villainous.cli import villain_seats

        if args.villains is not None:
            villains = villain_seats(args)
            options["villains"] = villains
            players = len(villains)
        else:
            players = args.players if args.players is not None else max(2, len(bots))
            if not 2 <= players <= len(VILLAINS):
                raise UsageError(
                    f"--players must be from 2 to {len(VILLAINS)} for Villainous "
                    f"(one different villain per seat), got {players}"
                )
    if args.composition is not None and args.game != "hero-realms":
        raise UsageError("--composition does not apply to Villainous (it is for hero-realms)")
    _check_backend(args)
    names = check_names(args, players)
    if names is not None:
        options["names"] = names
    if args.out is not None:
        refuse_overwrite(
            check_output_file(args.out, "--out", (".parquet", ".csv")), "--out", args.force
        )
    if args.composition is not None:
        composition = check_output_file(args.composition, "--composition", (".csv", ".parquet"))
        refuse_overwrite(composition, "--composition", args.force)
        if args.out is not None and os.path.abspath(args.out) == os.path.abspath(args.composition):
            raise UsageError("--out and --composition name the same file")
    _check_extras(args)
    lineups = _lineups(args, bots, players, villains)
    total = len(lineups) * args.games
    if total > MAX_GAMES:
        raise UsageError(
            f"{len(lineups)} lineup(s) x {args.games} games = {total} games; at most {MAX_GAMES}"
        )
    return lineups, players, options


def run(args: argparse.Namespace) -> int:
    """Run the subcommand from parsed arguments; returns the exit status."""
    lineups, players, options = check(args)  # before the heavy imports: mistakes come fast
    from toolkit.tournament.io import save_results
    from toolkit.tournament.run import run_tournament
    from toolkit.tournament.stats import summarise

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
