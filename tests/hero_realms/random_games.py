"""Seeded games of random decisions, in the duel and every multiplayer variant.

Property and consistency tests walk such a game and look at each position on the way:
the game starts from ``seed`` and each decision is drawn from its legal actions with
``random.Random(seed)``, so a failing seed replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from toolkit.hero_realms.engine import HeroRealmsGame

SETUPS: list[tuple[str, int, int | None]] = [
    ("free-for-all", 2, None),
    ("first-blood", 4, None),
    ("last-standing", 3, None),
    ("hydra", 4, None),
    ("emperor", 6, 1),
    ("emperor", 6, 2),
]
"""``(variant, players, markets)``: the duel and every variant, the Emperor with one and
two markets."""


def random_walk(
    variant: str, players: int, markets: int | None, seed: int, steps: int
) -> Iterator[tuple[int, HeroRealmsGame]]:
    """Each position ``(step, game)`` before one of the first ``steps`` random decisions
    of a seeded game, up to its end. The game is played on after each is yielded (clone
    it to keep a position)."""
    game = HeroRealmsGame.new(seed=seed, players=players, variant=variant, markets=markets)
    rng = random.Random(seed)
    for step in range(steps):
        if game.is_over:
            return
        yield step, game
        game.apply(rng.choice(game.legal_actions()))


def random_game(
    variant: str, players: int, markets: int | None, seed: int, steps: int
) -> HeroRealmsGame:
    """A seeded game after ``steps`` random decisions (or at its end, if sooner)."""
    game = HeroRealmsGame.new(seed=seed, players=players, variant=variant, markets=markets)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game
