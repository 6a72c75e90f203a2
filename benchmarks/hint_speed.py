"""Time per table hint: CPU and wall seconds of :func:`toolkit.search.hint.search_hint`.

Run: ``python benchmarks/hint_speed.py [--game hero-realms|villainous|both] [--hints N]
[--playouts P] [--seed R]``.

A seeded two-player game is played by the game's strongest fast bot (Hero Realms
``tuned``, Villainous ``heuristic``); at each decision with at least two legal moves,
until ``--hints`` hints compared two moves or more (the others cost nothing: the
move is left to the policy), the hint of the seat to act is searched with the
game's hint budget (``toolkit.search.hint.HINT_PLAYOUTS``, or ``--playouts``) and no
time limit, so that the figure is what the budget costs on this machine; then its
reason in words (:func:`toolkit.search.hint.hint_reason` with the game, which plays the
move and the next best move on copies) is timed apart. Prints the median and the
largest CPU and wall seconds per hint, and the median and largest CPU seconds of the
reason. The table adds a 1 s time limit (``TableModel.hint_seconds``), which cuts a
slower search short.
"""

from __future__ import annotations

import argparse
import statistics
import time

from toolkit.core.game import Game
from toolkit.i18n import translator
from toolkit.native import compiled_modules
from toolkit.search import make_bot
from toolkit.search.hint import HINT_PLAYOUTS, hint_reason, search_hint


def measure(name: str, hints: int, playouts: int | None, seed: int) -> None:
    """Play one game, asking for hints, and print the timings."""
    game: Game
    if name == "hero-realms":
        from toolkit.hero_realms import HeroRealmsGame

        game, policy = HeroRealmsGame.new(seed=seed), "tuned"
    else:
        from toolkit.villainous.engine import VillainousGame

        game, policy = VillainousGame.new(seed, villains=["ursula", "captain_hook"]), "heuristic"
    bots = [make_bot(name, policy, seed + s) for s in range(2)]
    cpu: list[float] = []
    wall: list[float] = []
    words: list[float] = []
    t = translator("en")
    while not game.is_over and len(cpu) < hints:
        legal = game.legal_actions()
        if len(legal) > 1:
            c, w = time.process_time(), time.perf_counter()
            hint = search_hint(game, seed=len(cpu), playouts=playouts, seconds=None)
            if hint.runner_up is not None:  # a real comparison, not a move left to the policy
                cpu.append(time.process_time() - c)
                wall.append(time.perf_counter() - w)
                c = time.process_time()
                hint_reason(hint, str, t, game)
                words.append(time.process_time() - c)
        game.apply(bots[game.current_player].choose(game, legal))
    budget = playouts or HINT_PLAYOUTS[name]
    print(
        f"{name}: {len(cpu)} hints comparing two moves or more, at {budget} playouts: "
        f"CPU s per hint median {statistics.median(cpu):.3f}, largest {max(cpu):.3f}; "
        f"wall s median {statistics.median(wall):.3f}, largest {max(wall):.3f}; "
        f"reason in words CPU s median {statistics.median(words):.4f}, largest {max(words):.4f}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=["hero-realms", "villainous", "both"], default="both")
    parser.add_argument("--hints", type=int, default=40)
    parser.add_argument("--playouts", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"engine: {'compiled' if compiled_modules() else 'Python source'}")
    for name in ["hero-realms", "villainous"] if args.game == "both" else [args.game]:
        measure(name, args.hints, args.playouts, args.seed)


if __name__ == "__main__":
    main()
