"""Hero Realms engine speed: 2-player games per second on one core.

Every game records all its decisions and events (the text of events is
produced only when a log is written). Run:

    python benchmarks/hero_realms_speed.py [--games N] [--seed S]

Times are CPU time of this process, so the figure is per core even on a busy
machine. It prints whether the engine runs from its Python source or from the
optional compiled build (``python -m toolkit compile``), then games/s for
greedy-vs-greedy and random-vs-random, with the mean number of decisions per
game and microseconds per decision.
"""

from __future__ import annotations

import argparse
import time

from toolkit.core.bots import Bot, RandomBot, play_game
from toolkit.core.simulate import game_seeds
from toolkit.hero_realms import HeroRealmsGame, load_cards
from toolkit.hero_realms.bots import GreedyBot
from toolkit.native import compiled_modules


def measure(bot: type[Bot], games: int, seed: int) -> tuple[float, float, float]:
    """Games per second, decisions per game and microseconds per decision."""
    cards = load_cards()
    decisions = 0
    start = time.process_time()
    for s in game_seeds(seed, games):
        game = HeroRealmsGame.new(s, cards=cards)
        play_game(game, [bot(s), bot(s + 1)])
        decisions += len(game.decisions)
    elapsed = time.process_time() - start
    return games / elapsed, decisions / games, 1e6 * elapsed / decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    load_cards()
    compiled = compiled_modules()
    print(
        f"engine: compiled with mypyc ({len(compiled)} modules)"
        if compiled
        else "engine: Python source (`python -m toolkit compile` builds the compiled engine)"
    )
    for label, bot in (("greedy vs greedy", GreedyBot), ("random vs random", RandomBot)):
        n = args.games if bot is GreedyBot else max(1, args.games // 4)
        rate, per_game, per_decision = measure(bot, n, args.seed)
        print(
            f"{label}: {rate:8.0f} games/s  ({n} games, {per_game:.0f} decisions/game, "
            f"{per_decision:.1f} us/decision)"
        )


if __name__ == "__main__":
    main()
