"""Run many seeded bot games and summarise them (shared by both games).

Seats rotate from game to game so every bot plays every seat equally, and
each game's seed is drawn from one root seed, so a run is reproducible.

``simulate`` and tournaments (:mod:`toolkit.tournament.run`) share the
seeding scheme (:func:`game_seeds`) and the game loop (:func:`play`): game
``j`` of a run seats ``bots[(s + j) % seats]`` in seat ``s``, is seeded with
the ``j``-th seed of lineup 0, and its bot in seat ``s`` is seeded
``seed + s``. So ``simulate`` with a root seed plays the very games that a
one-lineup tournament with that root seed plays.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolkit.core.bots import Bot, play_game
from toolkit.core.errors import SetupError
from toolkit.core.game import Game


def game_seeds(root: int, games: int, lineup: int = 0) -> list[int]:
    """The seeds of the first ``games`` games of lineup number ``lineup`` of a run.

    Lineup ``m`` gets numpy's ``SeedSequence(root, spawn_key=(m,))`` (the ``m``-th
    child of ``SeedSequence(root)``), and game ``j`` of it the ``j``-th 32-bit word of
    that child's ``generate_state``: a game's seed depends only on the root seed,
    ``m`` and ``j``, never on how many games are played or how they are batched.

    Examples
    --------
    >>> from numpy.random import SeedSequence
    >>> game_seeds(5, 4, 2) == [int(w) for w in SeedSequence(5).spawn(3)[2].generate_state(4)]
    True
    >>> game_seeds(5, 2) == game_seeds(5, 4)[:2]
    True
    """
    if isinstance(root, bool) or not isinstance(root, int) or root < 0:
        raise SetupError(f"the root seed must be a whole number >= 0, got {root!r}")
    from numpy.random import SeedSequence  # numpy loads when games are seeded, not at import

    words = SeedSequence(root, spawn_key=(lineup,)).generate_state(games)
    return [int(w) for w in words]


def seat_order(lineup: Sequence[str], game: int) -> list[str]:
    """Who sits where in game ``game`` of a lineup: seats rotate by one each game.

    >>> seat_order(["a", "b", "c"], 1)
    ['b', 'c', 'a']
    """
    k = len(lineup)
    return [lineup[(s + game) % k] for s in range(k)]


def play(
    game: Game,
    bots: Sequence[Bot],
    *,
    max_turns: int,
    on_turn: Callable[[Game, int], None] | None = None,
) -> Game:
    """The game loop of simulations and tournaments: play until the end or ``max_turns``.

    ``on_turn(game, turn)`` (when given) is called at the first decision of every
    turn up to ``max_turns``: the composition curves of tournaments sample there.
    The decisions are those of :func:`~toolkit.core.bots.play_game` either way.
    """
    if on_turn is None:
        return play_game(game, bots, max_turns=max_turns)
    apply, legal = game.apply, game.legal_actions
    last = 0
    while not game.is_over:
        turn = game.turn
        if turn != last:  # turns only grow, so the limit is checked when one starts
            if turn > max_turns:
                break
            last = turn
            on_turn(game, turn)
        apply(bots[game.current_player].choose(game, legal()))
    return game


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

    Seeds, seats and bot seeds follow the tournaments' scheme (see the module
    docstring): the same root seed gives the same games as a one-lineup tournament.
    """
    result = SimulationResult(bots=list(bot_names))
    folder = Path(save_logs) if save_logs is not None else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    for index, game_seed in enumerate(game_seeds(seed, games)):
        order = seat_order(bot_names, index)
        bots = [make_bot(name, game_seed + s) for s, name in enumerate(order)]
        game = play(new_game(game_seed, index), bots, max_turns=max_turns)
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
