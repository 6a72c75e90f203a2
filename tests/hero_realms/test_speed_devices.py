"""The engine's speed devices give the same answers as the plain way.

Three devices make simulations fast: the action interner (one shared
:class:`~toolkit.core.actions.Action` per action, :mod:`toolkit.hero_realms.interned`),
the view cache (the legal actions kept for the state version they were listed at,
:mod:`toolkit.hero_realms.legality`) and the state copy (a game copied field by field
as declared in :data:`toolkit.hero_realms.state.GAME_FIELDS`). Each must be invisible:
a cached listing equals a fresh one, a copy is equal to its game and independent of it.
"""

from __future__ import annotations

import random

import pytest

from toolkit.core.bots import RandomBot, play_game
from toolkit.hero_realms.bots import GreedyBot
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.hero_realms.interned import CARD_ACTIONS, attack_player_action
from toolkit.hero_realms.state import GAME_FIELDS, PLAYER_FIELDS, PlayerState

SETUPS = [
    pytest.param({"players": 2}, id="two players"),
    pytest.param({"players": 4, "variant": "hydra"}, id="hydra"),
    pytest.param({"players": 6, "variant": "emperor", "markets": 2}, id="emperor two markets"),
]


def _games(setup: dict, seed: int, steps: int) -> HeroRealmsGame:
    """A game of random decisions, ``steps`` decisions in (or over before)."""
    game = HeroRealmsGame.new(seed, **setup)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(rng.choice(legal))
    return game


@pytest.mark.parametrize("setup", SETUPS)
def test_the_cached_listing_equals_a_fresh_one_at_every_decision(setup: dict) -> None:
    game = HeroRealmsGame.new(3, **setup)
    rng = random.Random(3)
    while not game.is_over and len(game.decisions) < 400:
        cached = game.legal_actions()
        assert cached == game.fresh_legal_actions()
        assert game.legal_actions() is cached  # kept for the decision
        game.apply(rng.choice(cached))
    assert len(game.decisions) > 50


def test_listed_actions_are_the_interned_objects() -> None:
    game = HeroRealmsGame.from_position({"players": [{"hand": ["spark"], "combat": 4}, {}]})
    legal = game.legal_actions()
    spark = game.players[0].hand[0]
    assert CARD_ACTIONS["play"][spark] in legal
    assert any(a is CARD_ACTIONS["play"][spark] for a in legal)
    assert any(a is attack_player_action(1, 4) for a in legal)


def test_the_declared_fields_are_every_field() -> None:
    for param in SETUPS:
        game = _games(param.values[0], 5, 30)
        declared = [f for fields in GAME_FIELDS.values() for f in fields]
        assert len(declared) == len(set(declared))
        # no instance dict: a field no class declares cannot exist, and the slots of the
        # chain are exactly the declared fields
        assert not hasattr(game, "__dict__"), param.id
        slots = [n for cls in type(game).__mro__ for n in getattr(cls, "__slots__", ())]
        assert len(slots) == len(set(slots))
        assert set(declared) == set(slots), param.id
        assert all(hasattr(game, n) for n in declared), param.id
    player = [f for fields in PLAYER_FIELDS.values() for f in fields]
    assert sorted(player) == sorted(PlayerState.__slots__)


@pytest.mark.parametrize("setup", SETUPS)
def test_a_clone_copies_every_declared_field(setup: dict) -> None:
    game = _games(setup, 11, 60)
    game.legal_actions()  # fill the caches
    copy = game.clone()
    for name in GAME_FIELDS["shared"]:
        assert getattr(copy, name) is getattr(game, name), name
    for name in GAME_FIELDS["copied"]:
        mine, theirs = getattr(game, name), getattr(copy, name)
        if name == "rng":
            assert theirs.getstate() == mine.getstate() and theirs is not mine
        elif name == "players":
            for p, q in zip(mine, theirs, strict=True):
                assert p is not q
                for f in (*PLAYER_FIELDS["lists"], *PLAYER_FIELDS["sets"]):
                    assert getattr(q, f) == getattr(p, f) and getattr(q, f) is not getattr(p, f)
                for f in PLAYER_FIELDS["values"]:
                    assert getattr(q, f) == getattr(p, f)
        elif mine is None:
            assert theirs is None, name
        else:
            assert theirs == mine and theirs is not mine, name
    for name in GAME_FIELDS["values"]:
        assert getattr(copy, name) == getattr(game, name), name
    assert copy.state_dict() == game.state_dict()
    assert copy.legal_actions() == game.legal_actions()


@pytest.mark.parametrize("setup", SETUPS)
def test_a_clone_plays_on_alone(setup: dict) -> None:
    game = _games(setup, 8, 40)
    before = game.state_dict()
    copy = game.clone()
    play_game(copy, [GreedyBot(1)] + [RandomBot(s) for s in range(1, len(game.players))])
    assert game.state_dict() == before  # the original did not move
    twin = game.clone()
    for action in copy.decisions[len(game.decisions) :]:
        twin.apply(action)
    assert twin.events == copy.events  # the same decisions replay the same game
