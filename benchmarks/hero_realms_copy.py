"""Hero Realms copy cost: clones of a game per CPU second, the lookahead bot's first cost.

Run (the ``toolkit`` on ``PYTHONPATH`` is the one measured, so two checkouts can be
compared in one command):

    python benchmarks/hero_realms_copy.py [--games N] [--clones K] [--seed S]

Greedy plays ``N`` seeded 2-player games; at every tenth decision of each the game is
cloned ``K`` times. Times are CPU time of this process. It prints whether the engine runs
from its Python source or from the compiled build, the positions copied, clones per
second and microseconds per clone.
"""

from __future__ import annotations

import argparse
import time

from toolkit.core.simulate import game_seeds
from toolkit.hero_realms import HeroRealmsGame, load_cards
from toolkit.hero_realms.bots import GreedyBot
from toolkit.native import compiled_modules


def measure(games: int, clones: int, seed: int) -> tuple[int, float]:
    """The positions copied and the CPU seconds their clones took."""
    cards = load_cards()
    positions = 0
    elapsed = 0.0
    for s in game_seeds(seed, games):
        game = HeroRealmsGame.new(s, cards=cards)
        bots = [GreedyBot(s), GreedyBot(s + 1)]
        while not game.over and game.turn <= 300:
            if len(game.decisions) % 10 == 0:
                positions += 1
                start = time.process_time()
                for _ in range(clones):
                    game.clone()
                elapsed += time.process_time() - start
            game.apply(bots[game.current_player].choose(game, game.legal_actions()))
    return positions, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--clones", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    build = "compiled" if compiled_modules() else "pure"
    positions, elapsed = measure(args.games, args.clones, args.seed)
    total = positions * args.clones
    print(
        f"hero_realms ({build}): {positions} positions, {total / elapsed:,.0f} clones/s, "
        f"{1e6 * elapsed / total:.1f} us per clone"
    )


if __name__ == "__main__":
    main()
