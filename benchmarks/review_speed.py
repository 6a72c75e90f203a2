"""Time of a whole game review on each backend, and whether the reviews are the same.

Run: ``python benchmarks/review_speed.py [--game hero-realms|villainous] [--budget N]
[--backends serial,processes] [--workers W] [--seed R]``.

A seeded two-player game is played by the game's strongest fast bot (Hero Realms
``tuned``, Villainous ``heuristic``), then reviewed with :func:`toolkit.analysis.review`
on each backend at ``--budget`` playouts per decision. Prints, per backend, the wall
seconds, this process's CPU seconds (the workers' are not counted), the decisions
reviewed, and whether the review is the same as the first backend's. The default budget
is the table's (``toolkit.play.review.REVIEW_BUDGETS``).
"""

from __future__ import annotations

import argparse
import time

from toolkit.analysis import review
from toolkit.core.bots import play_game
from toolkit.play.review import REVIEW_BUDGETS
from toolkit.search import make_bot


def main() -> None:
    """Play the game, review it on each backend, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="hero-realms", choices=("hero-realms", "villainous"))
    parser.add_argument("--budget", type=int, default=None)
    parser.add_argument("--backends", default="serial,processes")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.game == "hero-realms":
        from toolkit.hero_realms import HeroRealmsGame

        game = HeroRealmsGame.new(seed=args.seed)
        bot = "tuned"
    else:
        from toolkit.villainous import VillainousGame

        game = VillainousGame.new(seed=args.seed, villains=["ursula", "captain_hook"])
        bot = "heuristic"
    play_game(game, [make_bot(args.game, bot, args.seed + s) for s in range(2)], max_turns=60)
    budget = args.budget or REVIEW_BUDGETS[args.game]
    print(f"{args.game}: {len(game.decisions)} decisions, budget {budget} playouts per decision")
    first = None
    for backend in args.backends.split(","):
        wall, cpu = time.perf_counter(), time.process_time()
        found = review(
            game, budget=budget, seed=args.seed, progress=False, backend=backend,
            workers=args.workers,
        )  # fmt: skip
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        same = "" if first is None else f", same review as {args.backends.split(',')[0]}: "
        same += "" if first is None else str(found.to_json() == first)
        first = first or found.to_json()
        print(
            f"  {backend}: {wall:.1f} s wall, {cpu:.1f} s CPU here, "
            f"{len(found.decisions)} decisions reviewed{same}"
        )


if __name__ == "__main__":
    main()
