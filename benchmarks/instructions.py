"""Instructions per game of both engines, counted by callgrind (not timed).

Run:

    python benchmarks/instructions.py [--games N] [--only hero_realms|villainous]
    python benchmarks/instructions.py --compare OTHER_CHECKOUT   # two trees, one run

A shared machine makes seconds noisy; the number of machine instructions a
game costs is not: valgrind's callgrind counts them, and the same code, inputs
and interpreter give the same count whatever else the machine is doing. Only the
games are counted: the workload plays them inside one call of ``functools.reduce``
and callgrind collects only while that C function runs (``--toggle-collect``), so
interpreter start-up, imports and the data files read once per process (cards, the
bots' playbook), which cost some 10,000 million instructions and vary by a few
tens of millions from run to run, are left out instead of subtracted. Games are
played first, uncounted (Hero Realms one, Villainous one of every pairing), so that
lazy imports and the caches each villain fills once are not charged to the games, and
the garbage collector runs once just before the counted games: otherwise a full
collection, which walks every object the data files made and which a long run of games
makes about once, may or may not fall inside the few games counted (it is some 3% of
them when it does), and two trees would differ by where it fell. The workloads are the speed benchmarks' games: Hero Realms greedy
against greedy, and Disney Villainous heuristic bots over every pairing.

The first column says whether the engine ran from its Python source or from
the compiled build (``python -m toolkit compile``) of the tree measured.
With ``--compare``, the same workloads also run from another checkout (its
``toolkit`` on ``PYTHONPATH``) and a ratio is printed: this is how a change to
the engines' insides shows it costs no more than before.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WORKLOADS = {
    "hero_realms": """
import functools
import gc
from toolkit.core.bots import play_game
from toolkit.core.simulate import game_seeds
from toolkit.hero_realms import HeroRealmsGame, load_cards
from toolkit.hero_realms.bots import GreedyBot
cards = load_cards()
def one(_, s):
    game = HeroRealmsGame.new(s, cards=cards)
    play_game(game, [GreedyBot(s), GreedyBot(s + 1)])
one(None, 0)
gc.collect()
functools.reduce(one, game_seeds(1, GAMES), None)
""",
    "villainous": """
import functools
import gc
import itertools
from toolkit.core.bots import play_game
from toolkit.villainous.bots import HeuristicBot
from toolkit.villainous.cards import VILLAINS, load_all
from toolkit.villainous.engine import VillainousGame
load_all()
try:  # the bots' playbook is data read once per process, like the cards: not a game's cost
    from toolkit.villainous.playbook import entries
except ImportError:  # a checkout from before the playbook
    pass
else:
    entries()
pairs = list(itertools.combinations(VILLAINS, 2))
def one(_, i):
    pair = list(pairs[i % len(pairs)])
    game = VillainousGame.new(1000 + i, villains=pair)
    play_game(game, [HeuristicBot(i), HeuristicBot(i + 1)], max_turns=150)
for i in range(100, 100 + len(pairs)):  # a game of every pairing first, uncounted
    one(None, i)
gc.collect()
functools.reduce(one, range(GAMES), None)
""",
}

ENGINE_MODULE = {"hero_realms": "toolkit.hero_realms", "villainous": "toolkit.villainous"}


def _collected(tree: Path, source: str) -> int:
    """Instructions callgrind counted inside ``functools.reduce`` for a fresh interpreter
    running ``source`` (the games only)."""
    with tempfile.TemporaryDirectory() as out:
        env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
        run = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--collect-atstart=no",
                "--toggle-collect=functools_reduce",
                f"--callgrind-out-file={out}/callgrind.out",
                sys.executable,
                "-c",
                source,
            ],
            cwd=out,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
    found = re.findall(r"Collected : (\d+)", run.stderr)
    if run.returncode != 0 or not found:
        raise SystemExit(f"callgrind run failed:\n{run.stderr[-2000:]}")
    return int(found[-1])


def _compiled(tree: Path, engine: str) -> bool:
    probe = (
        "from toolkit.native import compiled_modules;"
        f"print(any(m.startswith('{ENGINE_MODULE[engine]}') for m in compiled_modules()))"
    )
    env = {**os.environ, "PYTHONPATH": str(tree)}
    # run outside any checkout: ``python -c`` imports from the working folder first
    out = subprocess.run(
        [sys.executable, "-c", probe],
        env=env,
        cwd=tempfile.gettempdir(),
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout.strip() == "True"


def _warm_up(tree: Path, source: str) -> None:
    """Run the workload once, uncounted, so that every module it imports has its bytecode
    cache written: otherwise a module first imported during the games would be compiled
    to bytecode inside the counted run, and a fresh checkout would count more than a
    used one for the same code."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    subprocess.run([sys.executable, "-c", source], cwd=tempfile.gettempdir(), env=env, check=True)


def per_game(tree: Path, engine: str, games: int) -> int:
    """Instructions one game costs with the ``toolkit`` of ``tree`` (start-up excluded)."""
    body = WORKLOADS[engine]
    _warm_up(tree, body.replace("GAMES", str(games)))
    counted = _collected(tree, body.replace("GAMES", str(games)))
    if counted == 0:
        raise SystemExit(
            "callgrind counted nothing: this Python has no symbol for functools_reduce "
            "(a stripped build), so the games cannot be told apart from start-up"
        )
    return round(counted / games)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10, help="games per workload (default 10)")
    parser.add_argument("--only", choices=sorted(WORKLOADS), help="measure one engine only")
    parser.add_argument("--tree", type=Path, default=ROOT, help="checkout to measure")
    parser.add_argument("--compare", type=Path, help="another checkout, measured the same way")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt install valgrind)")
    engines = [args.only] if args.only else sorted(WORKLOADS)
    for engine in engines:
        mine = per_game(args.tree, engine, args.games)
        build = "compiled" if _compiled(args.tree, engine) else "pure"
        line = f"{engine} ({build}): {mine:,} instructions per game"
        if args.compare is not None:
            other = per_game(args.compare, engine, args.games)
            other_build = "compiled" if _compiled(args.compare, engine) else "pure"
            line += f"; {args.compare} ({other_build}): {other:,}; ratio {mine / other:.3f}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
