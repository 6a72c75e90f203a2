"""Run many seeded bot games and summarise them (shared by both games).

Seats rotate from game to game so every bot plays every seat equally, and
each game's seed is drawn from one root seed, so a run is reproducible.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolkit.core.bots import Bot, play_game
from toolkit.core.game import Game


def game_seeds(root: int, games: int) -> list[int]:
    """``games`` per-game seeds drawn from one root seed.

    >>> game_seeds(1, 3) == game_seeds(1, 3)
    True
    """
    rng = random.Random(root)
    return [rng.getrandbits(32) for _ in range(games)]


@dataclass
class SimulationResult:
    """What a simulation run found."""

    games: int = 0
    wins: Counter[str] = field(default_factory=Counter)  # games won, per bot name
    seat_wins: Counter[int] = field(default_factory=Counter)
    draws: int = 0
    total_turns: int = 0
    seconds: float = 0.0
    bots: list[str] = field(default_factory=list)

    @property
    def first_player_wins(self) -> int:
        """Games won by the player in the first seat."""
        return self.seat_wins[0]

    @property
    def mean_turns(self) -> float:
        """Mean game length in turns."""
        return self.total_turns / self.games if self.games else 0.0

    @property
    def games_per_second(self) -> float:
        """Throughput of the run on this machine."""
        return self.games / self.seconds if self.seconds else 0.0

    def to_json(self) -> dict[str, Any]:
        """The summary as one JSON-ready mapping."""
        return {
            "games": self.games,
            "bots": self.bots,
            "wins": dict(sorted(self.wins.items())),
            "seat_wins": {str(k): v for k, v in sorted(self.seat_wins.items())},
            "first_player_wins": self.first_player_wins,
            "draws": self.draws,
            "mean_turns": round(self.mean_turns, 3),
            "games_per_second": round(self.games_per_second, 1),
        }

    def to_text(self) -> str:
        """A readable report."""
        n = max(1, self.games)
        lines = [f"{self.games} games, bots {', '.join(self.bots)}"]
        for name in sorted(set(self.bots)):
            lines.append(f"  {name}: {self.wins[name]} wins ({100 * self.wins[name] / n:.1f}%)")
        seats = len(self.bots)
        for s in range(seats):
            lines.append(
                f"  seat {s + 1}: {self.seat_wins[s]} wins ({100 * self.seat_wins[s] / n:.1f}%)"
            )
        if self.draws:
            lines.append(f"  unfinished (turn limit): {self.draws}")
        lines.append(f"mean game length: {self.mean_turns:.1f} turns")
        lines.append(f"speed: {self.games_per_second:.0f} games per second")
        return "\n".join(lines)


def simulate(
    new_game: Callable[[int, int], Game],
    make_bot: Callable[[str, int], Bot],
    bot_names: Sequence[str],
    *,
    games: int,
    seed: int = 0,
    save_logs: str | Path | None = None,
    max_turns: int = 300,
) -> SimulationResult:
    """Play ``games`` games between ``bot_names`` (one per seat, rotated each game).

    Parameters
    ----------
    new_game:
        ``new_game(seed, index)`` builds game number ``index`` from its seed.
    make_bot:
        ``make_bot(name, seed)`` builds a bot.
    bot_names:
        One bot name per seat, in seat order for game 0.
    save_logs:
        A folder to write every game's log to (``game-00001.json`` ...).
    """
    result = SimulationResult(bots=list(bot_names))
    seats = len(bot_names)
    folder = Path(save_logs) if save_logs is not None else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    for index, game_seed in enumerate(game_seeds(seed, games)):
        order = [bot_names[(s + index) % seats] for s in range(seats)]
        bots = [make_bot(name, game_seed + s) for s, name in enumerate(order)]
        game = play_game(new_game(game_seed, index), bots, max_turns=max_turns)
        result.games += 1
        result.total_turns += game.turn
        if not game.is_over:
            result.draws += 1
        # A team win counts once for each bot on the winning side, not once per seat.
        for name in {order[w] for w in game.winners}:
            result.wins[name] += 1
        for w in game.winners:
            result.seat_wins[w] += 1
        if folder is not None:
            game.to_log(bots=order).save(folder / f"game-{index + 1:05d}.json")
    result.seconds = time.perf_counter() - start
    return result
