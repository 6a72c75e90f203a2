"""Saved positions: ``from_position(game.state_dict())`` sets the same table up again.

Hypothesis plays a seeded random game of every variant for a random number of
decisions (so the table may be in the middle of a pending decision or of effects
still to resolve), saves it, rebuilds it, and checks that the rebuilt game has the
same snapshot and plays on identically: the same legal actions and the same
snapshot after each of the same later decisions. Broken snapshots are refused with a
:class:`SetupError` and no game.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.hero_realms.random_games import random_game
from tests.position_checks import (
    assert_plays_on_identically,
    assert_refused,
    assert_replays_from_its_log,
)
from toolkit.core.actions import Action
from toolkit.core.errors import SetupError
from toolkit.hero_realms.engine import HeroRealmsGame

SETUPS = [
    ("free-for-all", 2, None),
    ("free-for-all", 4, None),
    ("first-blood", 3, None),
    ("last-standing", 4, None),
    ("hydra", 4, None),
    ("emperor", 6, 1),
    ("emperor", 6, 2),
]


def _played(setup: tuple[str, int, int | None], seed: int, decisions: int) -> HeroRealmsGame:
    return random_game(*setup, seed, decisions)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    setup=st.sampled_from(SETUPS),
    seed=st.integers(0, 2**32),
    decisions=st.integers(0, 300),
    later=st.integers(0, 2**32),
)
def test_a_saved_position_is_the_same_game(
    setup: tuple[str, int, int | None], seed: int, decisions: int, later: int
) -> None:
    assert_plays_on_identically(_played(setup, seed, decisions), later)


def test_a_game_from_a_saved_position_replays_from_its_log() -> None:
    assert_replays_from_its_log(_played(("hydra", 4, None), 11, 120))


def test_counts_go_on_from_the_saved_game() -> None:
    game = _played(("free-for-all", 2, None), 2, 50)
    again = HeroRealmsGame.from_position(game.state_dict())
    assert again.state_dict()["decisions"] == len(game.decisions) == 50
    assert again.state_dict()["events"] == len(game.events)
    again.apply(Action("end_turn") if not again.pending else again.legal_actions()[0])
    assert again.state_dict()["decisions"] == 51


def test_the_seed_and_names_may_be_given_again() -> None:
    game = _played(("free-for-all", 2, None), 5, 10)
    saved = game.state_dict()
    del saved["rng"], saved["rng_state"]  # a fresh shuffler from the seed given
    again = HeroRealmsGame.from_position(saved, seed=9, names=["Ada", "Ben"])
    assert again.seed == 9 and again.names == ["Ada", "Ben"]
    assert again.players[0].hand == game.players[0].hand


def _broken(change: Any) -> dict[str, Any]:
    saved = copy.deepcopy(_played(("free-for-all", 2, None), 4, 30).state_dict())
    change(saved)
    return saved


def _swap_first_hand_card(s: dict[str, Any]) -> None:
    s["players"][0]["hand"][0]["card"] = "not-a-card"


def _place_twice(s: dict[str, Any]) -> None:
    s["players"][1]["deck"].append(s["players"][0]["deck"][0])


def _lose_a_card(s: dict[str, Any]) -> None:
    s["players"][0]["deck"].pop()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda s: s.pop("markets"), "lacks ['markets']"),
        (lambda s: s.update(colour="red"), "unknown key(s) ['colour']"),
        (lambda s: s.update(game="villainous"), "of 'villainous'"),
        (_swap_first_hand_card, "not 'not-a-card'"),
        (_place_twice, "placed twice"),
        (_lose_a_card, "in no zone"),
        (lambda s: s["players"][0].update(gold=-1), "player 0 gold"),
        (lambda s: s["players"][0].update(health=7), "players[0] ['health']"),
        (lambda s: s.update(current_player=1 - s["current_player"]), "current_player"),
        (lambda s: s.update(rng_state="abc"), "rng_state"),
        (lambda s: s.update(pending={"kind": "dance"}), "no known decision"),
        (lambda s: s.update(variant="chess"), "unknown Hero Realms variant"),
        (lambda s: s["markets"].append(s["markets"][0]), "one market"),
    ],
)
def test_a_broken_saved_position_is_refused(change: Any, words: str) -> None:
    assert_refused(HeroRealmsGame, _broken(change), words)


def test_a_saved_position_takes_no_seat_count_or_variant() -> None:
    saved = HeroRealmsGame.new(seed=1).state_dict()
    with pytest.raises(SetupError, match="its own seats and variant"):
        HeroRealmsGame.from_position(saved, variant="hydra")


def test_emperor_with_two_markets_lists_the_active_teams_market() -> None:
    # team 2's turns, with gold to spend: the listing must be made once that team's
    # market is bound, not the first team's
    game = HeroRealmsGame.new(seed=9, players=6, variant="emperor", markets=2)
    rng = random.Random(9)
    checked = 0
    while not game.over and checked < 5:
        if game.team_of[game.active] == 1 and game.players[game.active].gold:
            again = HeroRealmsGame.from_position(game.state_dict())
            assert again.legal_actions() == game.legal_actions()
            assert again.market_row is again.markets()[1][0]  # team 2 buys from its own
            checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked == 5
