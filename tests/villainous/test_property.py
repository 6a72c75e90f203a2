"""Property: an action that is not listed is always refused, and refusing changes nothing.

From random mid-game states of 2- to 5-villain games, Hypothesis builds actions that
are not among the legal ones: wrong kinds, bools, floats, numpy integers, None, nested
lists, huge or negative ids, texts where numbers are due, answers when nothing is
asked, and actions that were legal for another player or at another moment of the same
game. Each must raise IllegalActionError (never a lookup or type error from inside the
engine), and ``state_dict()`` must be the same afterwards.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from toolkit.core.actions import Action
from toolkit.core.bots import RandomBot
from toolkit.core.contract import action_shape_error
from toolkit.core.errors import IllegalActionError
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.legality import _ARGS

KINDS = [*_ARGS, "fly", "MOVE", "choose ", "x" * 41]


@functools.lru_cache(maxsize=256)
def _history(seed: int, players: int, steps: int) -> tuple[tuple[str, ...], tuple[Action, ...]]:
    """The villains and decisions of a random game, up to ``steps`` decisions."""
    villains = tuple(VILLAINS[(seed + i * 3) % len(VILLAINS)] for i in range(players))
    game = VillainousGame.new(seed, villains=list(villains))
    bots = [RandomBot(seed * 11 + i) for i in range(players)]
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(bots[game.current_player].choose(game, game.legal_actions()))
    return villains, tuple(game.decisions)


def replay(seed: int, players: int, steps: int) -> VillainousGame:
    villains, decisions = _history(seed, players, steps)
    game = VillainousGame.new(seed, villains=list(villains))
    for action in decisions:
        game.apply(action)
    return game


weird_scalar = st.one_of(
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.none(),
    st.integers(-3, 400).map(np.int64),
    st.integers(-(2**70), 2**70),
    st.integers(-3, 400),
    st.text(max_size=6),
    st.sampled_from(["L0T0", "L1B0", "L2T1", "L3B1", "G0:L0T0", "D:L0B0", "A12"]),
    st.lists(st.integers(-2, 50), max_size=3),
    st.tuples(st.integers(-2, 400)),
    st.tuples(st.tuples(st.integers(-2, 50))),
    st.tuples(st.booleans()),
    st.just(()),
)


@st.composite
def situations(draw: st.DrawFn) -> tuple[VillainousGame, Any]:
    seed = draw(st.integers(0, 40))
    players = draw(st.integers(2, 5))
    steps = draw(st.integers(0, 90))
    game = replay(seed, players, steps)
    choice = draw(st.integers(0, 4))
    if choice == 0:  # an action listed at another moment of the same game (maybe another seat)
        later = draw(st.integers(1, 4))
        other = replay(seed, players, steps + later) if not game.is_over else game
        earlier = replay(seed, players, max(0, steps - later))
        pool = [*other.legal_actions(), *earlier.legal_actions()] or [Action("end")]
        action: Any = draw(st.sampled_from(pool))
    elif choice == 1:  # a listed action with one argument swapped for a weird value
        legal = game.legal_actions() or (Action("end"),)
        base = draw(st.sampled_from(legal))
        args = list(base.args) or [None]
        args[draw(st.integers(0, len(args) - 1))] = draw(weird_scalar)
        action = Action(base.kind, tuple(args))
    elif choice == 2:  # anything at all
        args = draw(st.lists(weird_scalar, max_size=6))
        action = Action(draw(st.sampled_from(KINDS)), tuple(args))
    elif choice == 3:  # right kind and count, numbers anywhere in (and out of) range
        kind = draw(st.sampled_from(list(_ARGS)))
        args = [
            draw(st.sampled_from(["L0T0", "L0B0", "L1T1", "L2B1", "L3T0"]))
            if name == "symbol"
            else draw(st.integers(-2, len(game.defs) + 2))
            for name in _ARGS[kind]
        ]
        action = Action(kind, tuple(args))
    else:  # not an Action, or an Action with arguments that are not a tuple
        action = draw(
            st.one_of(
                st.tuples(st.sampled_from(KINDS), st.integers()),
                st.builds(Action, st.sampled_from(KINDS), st.lists(st.integers(), max_size=3)),
                st.none(),
                st.text(max_size=5),
            )
        )
    return game, action


def listed(game: VillainousGame, action: Any) -> bool:
    """Whether ``action`` is exactly a legal action (equal, and of exact argument types)."""
    return action_shape_error(action) is None and action in game.legal_actions()


@settings(
    database=None,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(situations())
def test_unlisted_actions_are_refused_and_change_nothing(situation: tuple[Any, Any]) -> None:
    game, action = situation
    if listed(game, action):
        event("drew a legal action")
        return  # a legal action: nothing to refuse
    event(
        f"refused in the {game.phase} phase" + (" with a decision pending" if game.pending else "")
    )
    before = game.state_dict()
    decisions = len(game.decisions)
    assert not game.is_legal(action)
    err = game.why_illegal(action)
    assert isinstance(err, IllegalActionError) and str(err)
    try:
        game.apply(action)
    except IllegalActionError:
        pass
    else:
        raise AssertionError(f"{action!r} was applied but is not listed")
    assert game.state_dict() == before
    assert len(game.decisions) == decisions
