"""Live widget models and memory of the notebook table over a game, and its click speed.

Run:

    python benchmarks/table_models.py [--seed S] [--game hero-realms|villainous]

First a bot-vs-bot game is played through a :class:`~toolkit.widgets.Table` (every
decision redraws the widget, as in a notebook); after 1, 10 and 200 decisions (and at
the end) it prints how many ipywidgets models are alive in the kernel (each one is also
a model in the browser and a state in a saved notebook) and the kernel's resident
memory. Then the click-to-redraw times of a game of at least 40 turns are measured as
:mod:`table_speed` does (a human seat clicking every decision of a recorded game).
Wall-clock times and sizes on this machine; nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from table_speed import click, long_game

from toolkit.widgets import Table

MARKS = (1, 10, 200)


def live_models() -> int:
    """How many ipywidgets models are alive now (the widget registry)."""
    from ipywidgets.widgets import widget

    return len(widget._instances)


def rss_mb() -> float:
    """The process's resident memory now, in MB (from /proc; 0 where there is none)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except OSError:
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def models_over_a_game(name: str, seed: int) -> None:
    bot = "greedy" if name == "hero-realms" else "heuristic"
    base = live_models()
    table = Table(name, seats=[bot, bot], seed=seed, pace="instant")
    print(f"{name}: bot-vs-bot game through the widget (seed {seed})")
    print(f"  before the table: {base} live models, {rss_mb():.0f} MB")
    n = 0
    while table.tick():
        n += 1
        if n in MARKS:
            print(f"  after {n:>3} decisions: {live_models()} live models, {rss_mb():.0f} MB")
    print(f"  after the game ({n} decisions): {live_models()} live models, {rss_mb():.0f} MB")


def click_speed(name: str, seed: int, turns: int) -> None:
    recorded = long_game(name, seed, turns)
    table = Table(
        type(recorded).from_setup(recorded.setup, recorded.seed),
        seats=["human", "random"],
        pace="instant",
        confirm_end=False,
    )
    model = table.model
    times: list[float] = []
    for action in recorded.decisions:
        if model.game.current_player != 0:
            model.try_action(action)
            table.redraw()
            continue
        t0 = time.perf_counter()
        click(table, action)
        times.append((time.perf_counter() - t0) * 1000)
        if model.game.decisions[-1] != action:  # an identical answer shown as one
            model.undo()
            model.try_action(action)
            table.redraw()
    xs = sorted(times)
    print(
        f"{name}: click to redrawn widget over {recorded.turn} turns, {len(xs)} clicks: "
        f"median {statistics.median(xs):.1f} ms, 90% {xs[int(0.9 * (len(xs) - 1))]:.1f} ms, "
        f"worst {xs[-1]:.1f} ms; {live_models()} live models after it"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--game", default="hero-realms", choices=["hero-realms", "villainous"])
    parser.add_argument("--turns", type=int, default=40)
    args = parser.parse_args()
    models_over_a_game(args.game, args.seed)
    click_speed(args.game, args.seed, args.turns)


if __name__ == "__main__":
    main()
