"""Property: from any mid-game state of any variant, an action that is not legal is refused.

Hypothesis plays a seeded random game of a two-player duel or of a multiplayer variant
for a random number of decisions (so the state may be in the middle of a pending
decision), then offers an action that is not listed: wrong argument types (bools,
floats, numpy integers, None, strings, nested lists), ids out of range or huge, cards
of another player or of the market, answers to a pending decision that is not asked,
kinds that do not exist, objects that are not actions at all. Each must raise
:class:`IllegalActionError` (a typed refusal with a short message) and leave
``state_dict()``, the listing and the log exactly as they were.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.hero_realms.random_games import SETUPS, random_game
from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.engine import HeroRealmsGame

KINDS = [
    "play",
    "expend",
    "ally",
    "sacrifice",
    "buy",
    "buy_pooled",
    "attack_player",
    "attack_champion",
    "end_turn",
    "hand_over",
    "send",
    "choose",
    "sacrifice_card",
    "stun",
    "prepare",
    "target",
    "discard",
    "draw_count",
    "to_top",
    "bequeath",
    "pass",
    "fly",
    "",
]


def values(n_instances: int, n_seats: int) -> st.SearchStrategy[Any]:
    """Argument values: plausible ids and seats, and every wrong type."""
    return st.one_of(
        st.integers(0, n_instances - 1),  # any card: often another player's, or the market's
        st.integers(0, n_seats - 1),
        st.sampled_from(
            [-1, -7, n_instances, n_instances + 3, 511, 512, 10**6, 10**12, -(10**12), 2**63]
        ),
        st.booleans(),
        st.sampled_from([0.0, 1.0, 2.5, float("nan"), float("inf")]),
        st.integers(0, 40).map(np.int64),
        st.integers(0, 40).map(np.int32),
        st.none(),
        st.sampled_from(["", "1", "spark", "gold", "x" * 300]),
        st.lists(st.integers(0, 40), max_size=3),
        st.just([[1]]),
        st.just(((1,),)),
        st.tuples(st.integers(0, 40)),
    )


def possibly_legal(game: HeroRealmsGame, action: Any) -> bool:
    """Listed, or one of the legal actions the listing leaves out (split attacks, pooled buys)."""
    if type(action) is not Action or type(action.args) is not tuple:
        return False
    if not all(type(a) in (int, str) for a in action.args):
        return False  # compared by type first: numpy values do not compare as plain ones
    if action in game.legal_actions():
        return True
    if game.pending is not None:
        return False
    args = action.args
    if len(args) != 2 or not all(type(a) is int for a in args):
        return False
    if action.kind == "buy_pooled":
        return game.variant.team_turns
    seat = game.active
    if action.kind == "attack_player":
        return (
            args[0] in game.attackable_players(seat) and 1 <= args[1] <= game.players[seat].combat
        )
    if action.kind == "attack_champion":
        return (
            args[0] in game.attackable_champions(seat) and 1 <= args[1] <= game.players[seat].combat
        )
    return False


def snapshot(game: HeroRealmsGame) -> tuple[Any, ...]:
    return (
        game.state_dict(),
        game.legal_actions(),
        str(game),
        len(game.decisions),
        len(game.events),
    )


@pytest.mark.parametrize(("variant", "players", "markets"), SETUPS)
@settings(
    database=None,  # nothing written into the checkout; failures print their example
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 150), data=st.data())
def test_unlisted_actions_are_refused_and_change_nothing(
    variant: str, players: int, markets: int | None, seed: int, steps: int, data: st.DataObject
) -> None:
    game = random_game(variant, players, markets, seed, steps)
    assume(not game.is_over or data.draw(st.booleans()))
    arg = values(len(game.defs), len(game.players))
    action = data.draw(
        st.one_of(
            st.builds(Action, st.sampled_from(KINDS), st.tuples()),
            st.builds(Action, st.sampled_from(KINDS), st.tuples(arg)),
            st.builds(Action, st.sampled_from(KINDS), st.tuples(arg, arg)),
            st.builds(Action, st.sampled_from(KINDS), st.tuples(arg, arg, arg)),
            st.builds(Action, st.sampled_from(KINDS), arg),  # arguments that are not a tuple
            st.builds(Action, st.one_of(st.none(), st.integers(), st.just(["play"])), st.tuples()),
            st.sampled_from([("play", 1), "end_turn", None, 3, ["end_turn"]]),
        ),
        label="action",
    )
    assume(not possibly_legal(game, action))
    before = snapshot(game)
    err = game.why_illegal(action)
    assert isinstance(err, IllegalActionError)
    assert 0 < len(str(err)) <= 400
    assert not game.is_legal(action)
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert snapshot(game) == before
    if not game.is_over:  # the game goes on as if nothing had been tried
        game.apply(game.legal_actions()[0])
