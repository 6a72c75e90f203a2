"""Games per second for heuristic-bot Villainous games, on one core.

Run: ``python benchmarks/villainous_speed.py [--games N] [--max-turns T] [--profile]``,
or ``--compare OTHER_CHECKOUT [--rounds R]`` to time this checkout and another one
alternately, each round in two fresh interpreters one after the other, and print the
median of both figures and of the round-by-round ratios: on a shared machine whose
speed drifts, two trees are compared only side by side.
Every two-villain pairing is played (seats alternate); the figure counts whole games,
the YAML data (the villains and the bots' playbook) is loaded, and one game of every
pairing is played, before timing: the figures are those of a long run (a tournament),
not of the caches each villain fills in its first game.
``games_per_cpu_second`` uses the process CPU time, which is the fairer figure on a
shared machine. The first line says whether the
engine ran from its Python source or from the optional compiled build.

The same games are then replayed from their recorded decisions with no bot at all
(a new game from the seed, then the legal listing and ``apply`` for each decision,
as ``play_game`` does): ``engine_only_games_per_cpu_second`` is what the rules engine
costs alone, the most games per second any bot could reach with it.
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from toolkit.core.actions import Action
from toolkit.core.bots import play_game
from toolkit.native import compiled_modules
from toolkit.villainous.bots import HeuristicBot
from toolkit.villainous.cards import VILLAINS, load_all
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.playbook import entries as load_playbook


def replay_cpu_seconds(games: list[tuple[int, list[str], list[Action]]]) -> float:
    """CPU seconds to replay ``games`` (seed, villains, decisions) with no bot."""
    cpu = time.process_time()
    for seed, villains, decisions in games:
        game = VillainousGame.new(seed, villains=villains)
        for action in decisions:
            game.legal_actions()
            game.apply(action)
    return time.process_time() - cpu


def run(games: int, max_turns: int) -> dict[str, float]:
    pairs = list(itertools.combinations(VILLAINS, 2))
    finished = decisions = turns = 0
    played: list[tuple[int, list[str], list[Action]]] = []
    for i, pair in enumerate(pairs):  # untimed: what each villain's first game fills once
        game = VillainousGame.new(100 + i, villains=list(pair))
        play_game(game, [HeuristicBot(i), HeuristicBot(i + 1)], max_turns=max_turns)
    start = time.perf_counter()
    cpu = time.process_time()
    for i in range(games):
        pair = list(pairs[i % len(pairs)])
        if (i // len(pairs)) % 2:
            pair.reverse()
        game = VillainousGame.new(1000 + i, villains=pair)
        play_game(game, [HeuristicBot(i), HeuristicBot(i + 1)], max_turns=max_turns)
        finished += game.is_over
        decisions += len(game.decisions)
        turns += game.turn
        played.append((1000 + i, pair, list(game.decisions)))
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu
    engine_cpu = replay_cpu_seconds(played)
    return {
        "games": games,
        "seconds": round(seconds, 2),
        "cpu_seconds": round(cpu, 2),
        "games_per_second": round(games / seconds, 1),
        "games_per_cpu_second": round(games / cpu, 1),
        "decisions_per_second": round(decisions / seconds),
        "decisions_per_game": round(decisions / games),
        "engine_only_games_per_cpu_second": round(games / engine_cpu, 1),
        "mean_turns": round(turns / games, 1),
        "finished": finished,
    }


ROOT = Path(__file__).resolve().parents[1]
FIGURES = ("games_per_cpu_second", "engine_only_games_per_cpu_second")


def _figures_of(tree: Path, games: int, max_turns: int) -> dict[str, Any]:
    """This script's figures for ``tree`` (its ``toolkit`` first on the path), in a fresh
    interpreter started outside any checkout."""
    out = subprocess.run(
        [sys.executable, __file__, "--games", str(games), "--max-turns", str(max_turns)],
        env={**os.environ, "PYTHONPATH": str(tree)},
        cwd=tempfile.gettempdir(),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    found = dict(line.split(": ", 1) for line in out.splitlines() if ": " in line)
    return {"build": found["engine"], **{k: float(found[k]) for k in FIGURES}}


def compare(tree: Path, other: Path, rounds: int, games: int, max_turns: int) -> None:
    """Time ``tree`` and ``other`` alternately, ``rounds`` times, and print the medians."""
    mine: list[dict[str, Any]] = []
    theirs: list[dict[str, Any]] = []
    for i in range(rounds):
        first, second = (tree, other) if i % 2 == 0 else (other, tree)  # who goes first
        a = _figures_of(first, games, max_turns)
        b = _figures_of(second, games, max_turns)
        mine.append(a if first == tree else b)
        theirs.append(b if first == tree else a)
    print(f"{tree}: {mine[0]['build']}")
    print(f"{other}: {theirs[0]['build']}")
    for k in FIGURES:
        ratios = [m[k] / t[k] for m, t in zip(mine, theirs, strict=True)]
        print(
            f"{k}: {statistics.median(m[k] for m in mine):.1f} against "
            f"{statistics.median(t[k] for t in theirs):.1f}; ratio of each round "
            f"{', '.join(f'{r:.3f}' for r in ratios)}; median {statistics.median(ratios):.3f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--max-turns", type=int, default=150)
    parser.add_argument("--profile", action="store_true", help="print the hot spots")
    parser.add_argument("--tree", type=Path, default=ROOT, help="checkout to time (--compare)")
    parser.add_argument("--compare", type=Path, help="another checkout, timed alternately")
    parser.add_argument("--rounds", type=int, default=6, help="rounds of --compare")
    args = parser.parse_args()
    if args.compare is not None:
        compare(args.tree, args.compare, args.rounds, args.games, args.max_turns)
        return
    load_all()
    load_playbook()
    print(
        "engine: compiled with mypyc"
        if "toolkit.villainous.engine" in compiled_modules()
        else "engine: Python source (`python -m toolkit compile` builds the compiled engine)"
    )
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        result = run(args.games, args.max_turns)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)
    else:
        result = run(args.games, args.max_turns)
    for k, v in result.items():
        print(f"{k}: {v}")


if __name__ == "__main__":
    main()
