"""Saved positions: ``from_position(game.state_dict())`` sets the same Villainous table up again.

Hypothesis plays a seeded random game of two to six villains for a random number of
decisions (so the table may be in the middle of an ability, a question or a Condition
offer), saves it, rebuilds it, and checks that the rebuilt game has the same snapshot
and plays on identically: the same legal actions and the same snapshot after each of
the same later decisions. Broken snapshots are refused with a :class:`SetupError`.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.position_checks import (
    assert_plays_on_identically,
    assert_refused,
    assert_replays_from_its_log,
)
from toolkit.core.errors import SetupError
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame

ALL = sorted(VILLAINS)


def _played(seed: int, seats: int, decisions: int) -> VillainousGame:
    rng = random.Random(seed)
    # a villain may sit at two seats (a second box) when there are more seats than villains
    villains = rng.sample(ALL, seats) if seats <= len(ALL) else rng.choices(ALL, k=seats)
    game = VillainousGame.new(seed=seed, villains=villains)
    for _ in range(decisions):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    seats=st.integers(2, 6),
    decisions=st.integers(0, 300),
    later=st.integers(0, 2**32),
)
def test_a_saved_position_is_the_same_game(
    seed: int, seats: int, decisions: int, later: int
) -> None:
    assert_plays_on_identically(_played(seed, seats, decisions), later)


def test_a_position_in_the_middle_of_an_ability_round_trips() -> None:
    found = 0
    for seed in range(40):
        game = _played(seed, 3, 40 + seed * 7)
        state = game.state_dict()
        if not state["resolving"] or state["pending"] is None:
            continue
        found += 1
        again = VillainousGame.from_position(state)
        assert again.pending_decision == game.pending_decision
        answer = again.legal_actions()[-1]
        again.apply(answer)
        game.apply(answer)
        assert again.state_dict() == game.state_dict()
    assert found >= 2  # the seeds do reach questions asked inside an ability


def test_a_game_from_a_saved_position_replays_from_its_log() -> None:
    assert_replays_from_its_log(_played(7, 4, 90))


def test_counts_go_on_from_the_saved_game() -> None:
    game = _played(2, 2, 30)
    again = VillainousGame.from_position(game.state_dict())
    assert again.state_dict()["decisions"] == len(game.decisions)
    assert again.state_dict()["events"] == len(game.events)


def _broken(change: Any) -> dict[str, Any]:
    saved = copy.deepcopy(_played(4, 2, 30).state_dict())
    change(saved)
    return saved


def _rename_card(s: dict[str, Any]) -> None:
    s["players"][0]["deck"][0]["card"] = "not-a-card"


def _place_twice(s: dict[str, Any]) -> None:
    s["players"][0]["hand"].append(s["players"][0]["deck"][0])


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda s: s.pop("internals"), "lacks ['internals']"),
        (lambda s: s.update(colour="red"), "unknown key(s) ['colour']"),
        (lambda s: s.update(game="hero-realms"), "of 'hero-realms'"),
        (_rename_card, "not 'not-a-card'"),
        (_place_twice, "placed twice"),
        (lambda s: s["players"][0]["deck"].pop(), "in no place"),
        (lambda s: s["players"][0].update(power=-3), "player 0 power"),
        (lambda s: s["players"][0].update(location="Nowhere"), "location 'Nowhere'"),
        (lambda s: s["players"][1].update(objective=[99]), "players[1] ['objective']"),
        (lambda s: s.update(phase="dance"), "phase"),
        (lambda s: s.update(rng_state="abc"), "rng_state"),
        (lambda s: s["internals"].update(pending={"pending": "Nothing", "args": []}), "question"),
        (lambda s: s["internals"].update(stack=[{"frame_ref": 5}]), "no ability 5"),
        (lambda s: s["players"][0].update(villain="nobody"), "unknown villain"),
        (lambda s: s["internals"]["order"]["game"].update(host=[999]), "saved order of host"),
    ],
)
def test_a_broken_saved_position_is_refused(change: Any, words: str) -> None:
    assert_refused(VillainousGame, _broken(change), words)


def test_a_saved_position_takes_no_villains() -> None:
    saved = VillainousGame.new(seed=1).state_dict()
    with pytest.raises(SetupError, match="its own villains"):
        VillainousGame.from_position(saved, villains=["ursula", "jafar"])
