"""Replay speed: how long jumping to any step of a long game takes.

The target (issue 5) is under 20 ms per step for a 40-turn game. Run:

    python benchmarks/replay_speed.py [--games N] [--seed S] [--every K]

For each game (random-vs-random Hero Realms games of at least 40 turns, greedy
ones, and Villainous games between heuristic bots when that engine is there)
it builds a :class:`~toolkit.replay.Replay`, then visits every state in a
random order, and prints milliseconds per jump for the state alone
(``replay.state(k)``), for the state plus the drawn board
(``replay.board_html(k)``, what the widget does) for stepping forward one
state at a time, and for the whole widget redraw (board, explanation, log). Wall-clock times on this machine; nothing is asserted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from toolkit.core.bots import Bot, RandomBot, play_game
from toolkit.core.game import Game
from toolkit.core.simulate import game_seeds
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import GreedyBot
from toolkit.replay import Replay
from toolkit.widgets import ReplayWidget


def long_games(bot: type[Bot], games: int, seed: int, min_turns: int) -> list[HeroRealmsGame]:
    """``games`` finished games of at least ``min_turns`` turns, from seeds drawn from ``seed``."""
    found: list[HeroRealmsGame] = []
    for s in game_seeds(seed, games * 20):
        game = play_game(HeroRealmsGame.new(s), [bot(s), bot(s + 1)])
        if game.turn >= min_turns:
            found.append(game)  # type: ignore[arg-type]
        if len(found) == games:
            break
    return found


def games(count: int, seed: int) -> list[tuple[str, Game]]:
    """The games to measure: long random Hero Realms games, greedy ones, and Villainous."""
    out: list[tuple[str, Game]] = []
    for bot, min_turns in ((RandomBot, 40), (GreedyBot, 1)):
        label = f"hero-realms {bot.name} vs {bot.name}"
        out += [(label, g) for g in long_games(bot, count, seed, min_turns)]
    try:
        from toolkit.villainous import VillainousGame
        from toolkit.villainous.bots import HeuristicBot
    except ImportError:
        return out
    for s in game_seeds(seed, count):
        new = VillainousGame.new(s, villains=["captain_hook", "ursula"])
        game = play_game(new, [HeuristicBot(s), HeuristicBot(s + 1)], max_turns=40)
        out.append(("villainous heuristic vs heuristic", game))
    return out


def timings(fn: Callable[[int], object], order: list[int]) -> list[float]:
    """Milliseconds for ``fn(k)`` for each ``k`` of ``order``."""
    out = []
    for k in order:
        start = time.perf_counter()
        fn(k)
        out.append(1000 * (time.perf_counter() - start))
    return out


def describe(label: str, ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[int(0.95 * (len(ms) - 1))]
    return (
        f"  {label:28} mean {statistics.mean(ms):6.3f} ms  p95 {p95:6.3f} ms  max {ms[-1]:6.3f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=8, help="snapshot every K steps")
    args = parser.parse_args()
    for label, game in games(args.games, args.seed):
        log = game.to_log()
        start = time.perf_counter()
        replay = Replay.from_log(log, snapshot_every=args.every)
        build = 1000 * (time.perf_counter() - start)
        n = replay.n_steps
        order = list(range(n + 1))
        random.Random(args.seed).shuffle(order)
        print(
            f"{label}, seed {game.seed}: {game.turn} turns, {n} steps; "
            f"build {build:.1f} ms ({build / max(n, 1):.3f} ms/step), snapshot every {args.every}"
        )
        print(describe("random jump: state", timings(replay.state, order)))
        print(describe("random jump: state + board", timings(replay.board_html, order)))
        print(
            describe("step forward: state + board", timings(replay.board_html, list(range(n + 1))))
        )
        print(describe("step explained (cold)", timings(replay.step, list(range(n)))))
        widget = ReplayWidget(replay)
        print(describe("widget jump (board+log)", timings(widget.go, order)))


if __name__ == "__main__":
    main()
