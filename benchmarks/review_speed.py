"""Time of a whole game review on each backend, and whether the reviews are the same.

Run: ``python benchmarks/review_speed.py [--game hero-realms|villainous] [--budget N]
[--backends serial,processes] [--workers W] [--seed R] [--table]``.

A seeded two-player game is played by the game's strongest fast bot (Hero Realms
``tuned``, Villainous ``heuristic``), then reviewed with :func:`toolkit.analysis.review`
on each backend at ``--budget`` playouts per decision. Prints, per backend, the wall
seconds, this process's CPU seconds (the workers' are not counted), the decisions
reviewed, and whether the review is the same as the first backend's. The default budget
is the table's (``toolkit.play.review.REVIEW_BUDGETS``).

With ``--table`` the review goes through the table's model instead (``TableModel.review_game``
on the ``serial`` and ``processes`` backends of :mod:`toolkit.play.review`, then
``run_review``): the CPU seconds here are the time the notebook's kernel is busy, and the
seconds until ``review_game`` returns are how long the learner waits for the kernel.
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
    parser.add_argument("--table", action="store_true", help="review through the table's model")
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
    if args.table:
        _table_figures(game, args.seed, budget)
        return
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


def _table_figures(game: object, seed: int, budget: int) -> None:
    """Review ``game`` at the table on each of its backends (the table's own number of
    workers); print the figures."""
    from toolkit.play import TableModel
    from toolkit.play import review as table_review

    first = None
    for backend in table_review.REVIEW_BACKENDS:
        table = TableModel(game, seats=["human", "random"], seed=seed)  # type: ignore[arg-type]
        wall, cpu = time.perf_counter(), time.process_time()
        table.review_game(budget, backend=backend)
        started = time.perf_counter() - wall
        result = table.run_review()
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        assert result is not None
        same = "" if first is None else f", same review as processes: {result == first}"
        first = first or result
        print(
            f"  table, {backend}: review_game returned after {started:.2f} s; whole review "
            f"{wall:.1f} s wall, {cpu:.1f} s CPU in this process{same}"
        )


if __name__ == "__main__":
    main()
