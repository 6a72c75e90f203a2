"""The Hero Realms search bot, and every Hero Realms bot by name.

:class:`HeroRealmsSearchBot` is :class:`toolkit.search.core.SearchBot` with
:class:`~toolkit.hero_realms.bots.TunedBot` (the lookahead's own policy) playing the
futures and :func:`~toolkit.hero_realms.bots.win_chance` scoring them.

Examples
--------
>>> from toolkit.core.bots import play_game
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = play_game(HeroRealmsGame.new(seed=2), [make_bot("search", 1, playouts=8), make_bot("greedy", 2)], max_turns=2)
>>> game.turn
3
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from toolkit.core.actions import Action
from toolkit.core.bots import Bot
from toolkit.core.game import Game
from toolkit.hero_realms import bots
from toolkit.hero_realms.bots import TunedBot, buy_value, win_chance
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.search.core import PLAY_MARGIN, SearchBot

__all__ = ["BOTS", "HeroRealmsSearchBot", "determinize", "make_bot"]


def determinize(game: HeroRealmsGame, seat: int, rng: random.Random) -> HeroRealmsGame:
    """A copy of ``game`` in which everything ``seat`` cannot see is dealt afresh.

    ``seat``'s own deck is shuffled; every other seat's hand and deck are pooled,
    shuffled and the hand re-dealt at its size; every market deck is shuffled; and the
    copy's random generator is reseeded. What is public (discard piles, cards in play,
    the market row, health, how many cards each hand and deck holds) is kept.

    Unlike :func:`toolkit.hero_realms.bots.resample_hidden`, the hidden cards are put in
    a fixed order (by instance number) before they are shuffled, so two games that differ
    only in what ``seat`` cannot see give the same copy for the same ``rng``.

    A card put on top of a deck by an effect is public in the rules, but is shuffled
    here with the rest of that deck: the search forgets it rather than peeking.

    Examples
    --------
    >>> game = HeroRealmsGame.new(seed=1)
    >>> a = determinize(game, 0, random.Random(5))
    >>> sorted(a.players[1].hand + a.players[1].deck) == sorted(game.players[1].hand + game.players[1].deck)
    True
    >>> a.players[0].hand == game.players[0].hand
    True
    """
    sim = game.clone()
    sim.rng.seed(rng.getrandbits(64))
    for p in sim.players:
        if p.seat == seat:
            p.deck.sort()
            rng.shuffle(p.deck)
        else:
            hidden = sorted(p.hand + p.deck)
            rng.shuffle(hidden)
            p.hand, p.deck = hidden[: len(p.hand)], hidden[len(p.hand) :]
    for _row, deck, _gems in sim.markets():
        deck.sort()
        rng.shuffle(deck)
    return sim


_POLICY_KINDS: Final = frozenset(("play", "expend", "ally"))
"""Moves left to the policy: every card is played and every ability used before anything
is bought or attacked, and their order rarely matters."""


class HeroRealmsSearchBot(SearchBot):
    """Determinized flat Monte Carlo over :class:`~toolkit.hero_realms.bots.TunedBot`.

    It searches the decisions that matter: what to buy (each card once, the best few
    by :func:`~toolkit.hero_realms.bots.buy_value`), whom to attack or stun, what to
    sacrifice, when to end the turn, and every answer to a card's question (a choice, a
    stun, a discard, a sacrifice). Playing cards and using abilities are left to the
    policy, and a lethal attack is played at once. Ending the turn is not compared
    while an attack is possible: combat left at the end of a turn is lost, so the move
    can only be worse, and noisy futures sometimes rated it higher.
    """

    name = "search"

    def determinize(self, game: Game, seat: int, rng: random.Random) -> Game:
        assert isinstance(game, HeroRealmsGame)
        return determinize(game, seat, rng)

    def policy(self, seed: int) -> Bot:
        return TunedBot(seed)

    def evaluate(self, game: Game, seat: int) -> float:
        assert isinstance(game, HeroRealmsGame)
        return win_chance(game, seat)

    def candidates(self, view: Game, actions: Sequence[Action], default: Action) -> list[Action]:
        assert isinstance(view, HeroRealmsGame)
        out = [default]
        seen = {_move_key(view, default)}

        def add(a: Action) -> None:
            key = _move_key(view, a)
            if key not in seen:
                seen.add(key)
                out.append(a)

        if view.pending is not None:
            for a in actions:
                add(a)
            return out
        if default.kind in _POLICY_KINDS:
            return out
        if default.kind == "attack_player" and view.health_of(default.args[0]) <= default.args[1]:
            return out  # lethal: nothing is better
        for a in actions:
            if a.kind in ("attack_player", "attack_champion"):
                add(a)
        turn = view.turn
        buys = sorted(
            (a for a in actions if a.kind in ("buy", "buy_pooled")),
            key=lambda a: -buy_value(view.defs[a.args[0]], turn),
        )
        for a in buys[: self.max_candidates]:
            add(a)
        can_attack = any(a.kind in ("attack_player", "attack_champion") for a in actions)
        for a in actions:
            if a.kind in _POLICY_KINDS or a.kind in ("buy", "buy_pooled"):
                continue
            if a.kind == "end_turn" and can_attack:
                continue  # combat left at the end of the turn is lost: spending it never hurts
            add(a)
        return out


def _move_key(game: HeroRealmsGame, a: Action) -> tuple[Any, ...]:
    """Moves with equal keys do the same: buying or sacrificing one of two copies of a card
    from the same place."""
    if a.kind in ("buy", "buy_pooled", "sacrifice", "sacrifice_card") and a.args:
        iid = a.args[0]
        where = "market" if a.kind.startswith("buy") else _zone(game, iid)
        return (a.kind, game.defs[iid].id, where, *a.args[1:])
    return (a.kind, *a.args)


def _zone(game: HeroRealmsGame, iid: int) -> str:
    p = game.players[game.current_player]
    for name, cards in (("hand", p.hand), ("play", p.in_play), ("discard", p.discard)):
        if iid in cards:
            return name
    return str(iid)


BOTS: dict[str, type[Bot]] = {**bots.BOTS, "search": HeroRealmsSearchBot}
"""Every Hero Realms bot by name: those of :mod:`toolkit.hero_realms.bots` and ``search``."""


def make_bot(name: str, seed: int = 0, **options: Any) -> Bot:
    """A Hero Realms bot by name; ``options`` (``playouts``, ``seconds``, ``horizon``,
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
        return HeroRealmsSearchBot(seed, **{"margin": PLAY_MARGIN, **options})
    if options:
        raise ValueError(f"the {name!r} bot takes no options")
    return bots.make_bot(name, seed)
