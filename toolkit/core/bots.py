"""The bot interface shared by both games, and the random bot.

A bot is anything with a ``name`` and a ``choose(game, actions)`` method
that returns one of ``actions``. Writing one takes a few lines:

>>> from toolkit.core.bots import Bot
>>> class FirstChoice(Bot):
...     name = "first"
...     def choose(self, game, actions):
...         return actions[0]
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = play_game(HeroRealmsGame.new(seed=1), [FirstChoice(), FirstChoice()], max_turns=3)
>>> game.turn
4
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.game import Game


@mypyc_attr(allow_interpreted_subclasses=True)  # users write their own bots
class Bot:
    """A player that picks one of the legal actions.

    Subclasses override :meth:`choose`. ``self.rng`` is seeded from the
    ``seed`` given at construction so that bots are reproducible.
    """

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng: random.Random | None = None

    @property
    def rng(self) -> random.Random:
        """The bot's random generator, seeded with ``seed``.

        Made when first used: seeding a generator costs more than a whole decision of
        a bot that never draws at random, and simulations make bots by the thousand.
        """
        if self._rng is None:
            self._rng = random.Random(self.seed)
        return self._rng

    def choose(self, game: Game, actions: Sequence[Action]) -> Action:
        """Return one of ``actions`` (the legal actions of ``game`` now)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


@mypyc_attr(allow_interpreted_subclasses=True)  # users write their own bots
class RandomBot(Bot):
    """Picks a legal action uniformly at random."""

    name = "random"

    def choose(self, game: Game, actions: Sequence[Action]) -> Action:
        return actions[self.rng.randrange(len(actions))]


def play_game(game: Game, bots: Sequence[Bot], *, max_turns: int = 300) -> Game:
    """Let ``bots`` (one per seat) play ``game`` until it ends or ``max_turns`` pass.

    A game stopped by ``max_turns`` is left unfinished (``game.is_over`` is
    False); simulations count it as a draw.
    """
    # direct method calls: the compiled build makes each one a native call, where a
    # bound method kept in a variable is a generic Python call
    seats: list[Bot] = list(bots)
    while not game.over and game._turn <= max_turns:  # the core Game's own field
        game.apply(seats[game.current_player].choose(game, game.legal_actions()))
    return game
