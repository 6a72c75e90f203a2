"""The Disney Villainous search bot, and every Villainous bot by name.

:class:`VillainousSearchBot` is :class:`toolkit.search.core.SearchBot` with
:class:`~toolkit.villainous.bots.HeuristicBot` playing the futures and
:func:`public_score` scoring them.

Examples
--------
>>> from toolkit.core.bots import play_game
>>> from toolkit.villainous.engine import VillainousGame
>>> game = VillainousGame.new(3, villains=["ursula", "captain_hook"])
>>> bots = [make_bot("search", 1, playouts=4, horizon=1), make_bot("heuristic", 2)]
>>> play_game(game, bots, max_turns=1).turn
2
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from toolkit.core.actions import Action
from toolkit.core.bots import Bot
from toolkit.core.game import Game
from toolkit.search.core import PLAY_MARGIN, SearchBot
from toolkit.villainous import bots
from toolkit.villainous.bots import HeuristicBot
from toolkit.villainous.engine import VillainousGame

__all__ = ["BOTS", "VillainousSearchBot", "determinize", "make_bot", "public_score"]


def _reshuffled(cards: list[int], rng: random.Random) -> None:
    cards.sort()
    rng.shuffle(cards)


def determinize(game: VillainousGame, seat: int, rng: random.Random) -> VillainousGame:
    """A copy of ``game`` in which everything ``seat`` cannot see is dealt afresh.

    Every deck is shuffled (villain, Fate and Maui decks: nobody knows their order);
    every other seat's hand is pooled with its villain deck, shuffled and re-dealt at its
    size (unless the question ``seat`` answers now shows cards of that hand: then ``seat``
    has seen them, and the hand is kept); the face-down
    Treasures on Heroes are shuffled with the Treasure supply; and the copy's random
    generator is reseeded. Hidden cards are put in a fixed order first, so two games that
    differ only in what ``seat`` cannot see give the same copy for the same ``rng``.

    A card whose place a player has seen (looked at the top of a deck) is shuffled with
    the rest: the search forgets it rather than peeking.

    Examples
    --------
    >>> game = VillainousGame.new(1, villains=["ursula", "davy_jones"])
    >>> a = determinize(game, 0, random.Random(5))
    >>> a.players[0].hand == game.players[0].hand
    True
    >>> sorted(a.players[1].hand + a.players[1].deck) == sorted(game.players[1].hand + game.players[1].deck)
    True
    """
    shown: set[int] = set()
    if game.pending is not None:
        asked = game.pending_decision
        if asked is not None:
            shown = {o.card for o in asked.options if o.card is not None}
    sim = game.clone()
    sim.rng.seed(rng.getrandbits(64))
    for p in sim.players:
        if p.seat == seat or shown.intersection(p.hand):
            _reshuffled(p.deck, rng)
        else:
            hidden = sorted(p.hand + p.deck)
            rng.shuffle(hidden)
            p.hand, p.deck = hidden[: len(p.hand)], hidden[len(p.hand) :]
        _reshuffled(p.fate_deck, rng)
        _reshuffled(p.maui_deck, rng)
        down = sorted(h for h, (_tok, up) in p.treasure_on.items() if not up)
        if down:
            tokens = sorted([p.treasure_on[h][0] for h in down] + p.treasure_supply)
            rng.shuffle(tokens)
            for h in down:
                p.treasure_on[h][0] = tokens.pop()
            p.treasure_supply[:] = tokens
        else:
            p.treasure_supply.sort()
            rng.shuffle(p.treasure_supply)
    return sim


def _standing(game: VillainousGame, seat: int) -> float:
    done, needed = game.objective_progress(seat)
    p = game.players[seat]
    return (
        3.0 * done / max(needed, 1)
        + 0.08 * min(p.power, 12)
        + 0.15 * len(game.allies(seat))
        - 0.12 * len(game.heroes(seat))
    )


def public_score(game: VillainousGame, seat: int) -> float:
    """A win chance for ``seat`` from public facts only (1 or 0 once the game is over).

    The logistic of how far ahead ``seat`` stands of its best-placed opponent, where a
    villain's standing counts its objective progress (the share done, the most weight),
    Power (up to 12), Allies in its Realm and, against it, the Heroes there.

    Examples
    --------
    >>> game = VillainousGame.new(1, villains=["ursula", "davy_jones"])
    >>> 0.0 < public_score(game, 0) < 1.0
    True
    """
    if game.is_over:
        return 1.0 if seat in game.winners else 0.0
    mine = _standing(game, seat)
    others = [_standing(game, s) for s in range(len(game.players)) if s != seat]
    z = mine - max(others) if others else mine
    return 1.0 / (1.0 + math.exp(-1.5 * z))


class VillainousSearchBot(SearchBot):
    """Determinized flat Monte Carlo over :class:`~toolkit.villainous.bots.HeuristicBot`.

    The candidates of a decision are the heuristic's own best few (``max_candidates``),
    each card design at each place once; every answer to a card's question is one. A
    playout runs the heuristic for every seat over ``horizon`` turn ends and is scored
    by :func:`public_score`. Villainous turns are long, so the default horizon is shorter
    than in Hero Realms.
    """

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        *,
        playouts: int = 40,
        seconds: float | None = None,
        horizon: int = 2,
        max_candidates: int = 4,
        margin: float = 0.0,
    ) -> None:
        super().__init__(
            seed,
            playouts=playouts,
            seconds=seconds,
            horizon=horizon,
            max_candidates=max_candidates,
            margin=margin,
        )
        self._ranker = HeuristicBot(seed)  # scores the candidates (HeuristicBot.ranked)

    def determinize(self, game: Game, seat: int, rng: random.Random) -> Game:
        assert isinstance(game, VillainousGame)
        return determinize(game, seat, rng)

    def policy(self, seed: int) -> Bot:
        return HeuristicBot(seed)

    def evaluate(self, game: Game, seat: int) -> float:
        assert isinstance(game, VillainousGame)
        return public_score(game, seat)

    def candidates(self, view: Game, actions: Sequence[Action], default: Action) -> list[Action]:
        assert isinstance(view, VillainousGame)
        if view.pending is not None:
            return [default, *(a for a in actions if a != default)]
        out = [default]
        seen = {_move_key(view, default)}
        for a in self._ranker.ranked(view, list(actions)):
            key = _move_key(view, a)
            if key not in seen:
                seen.add(key)
                out.append(a)
        return out


def _move_key(game: VillainousGame, a: Action) -> tuple[Any, ...]:
    """Playing or discarding either of two copies of a card from hand is one move."""
    hand = game.players[game.current_player].hand
    if a.kind not in ("play", "discard"):
        return (a.kind, *a.args)
    return (
        a.kind,
        *(("card", game.defs[x].id) if type(x) is int and x in hand else x for x in a.args),
    )


BOTS: tuple[str, ...] = (*bots.BOTS, "search")
"""Every Villainous bot by name: those of :mod:`toolkit.villainous.bots` and ``search``."""


def make_bot(name: str, seed: int = 0, **options: Any) -> Bot:
    """A Villainous bot by name; ``options`` (``playouts``, ``seconds``, ``horizon``,
    ``max_candidates``, ``margin``) tune the search bot. As a player the search keeps
    its bot's move unless another is clearly better: its margin is
    :data:`~toolkit.search.core.PLAY_MARGIN` unless one is given (``margin=0`` for the
    best mean, as hints and reviews search).

    Raises
    ------
    ValueError
        For an unknown name, or options given to a bot that takes none.
    """
    if name == "search":
        return VillainousSearchBot(seed, **{"margin": PLAY_MARGIN, **options})
    if options:
        raise ValueError(f"the {name!r} bot takes no options")
    return bots.make_bot(name, seed)
