"""The heuristic bot's reused tables and the kept Vanquish options give fresh answers.

The play scores of a decision are written over lists that outlive it
(:class:`~toolkit.villainous.bots_view._DecisionMemo`, ``play_n``): an entry left from an
earlier decision must never be read. The Vanquish options kept per state version
(:func:`~toolkit.villainous.kinds_vanquish.vanquish_options`) must equal a fresh listing
after any move, and the choice walked without temporary lists must stay the first best.
"""

from __future__ import annotations

import itertools
import random

import pytest

from toolkit.core.bots import RandomBot
from toolkit.villainous import kinds_vanquish
from toolkit.villainous.bots import HeuristicBot
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame

PAIRS = list(itertools.combinations(VILLAINS, 2))


@pytest.mark.parametrize("i", range(0, len(PAIRS), 3))
def test_play_scores_written_over_old_entries_equal_fresh_ones(i: int) -> None:
    game = VillainousGame.new(3000 + i, villains=list(PAIRS[i]))
    bots = [HeuristicBot(i), HeuristicBot(i + 7)]
    checked = 0
    while not game.over and game.turn <= 40:
        seat = game.current_player
        bot = bots[seat]
        actions = game.legal_actions()
        choice = bot.choose(game, actions)
        memo = bot._memo
        # the entries of this decision: no code twice, none past the lists
        live = memo.play_keys[: memo.play_n]
        assert len(live) == len(set(live)) and memo.play_n <= len(memo.play_keys)
        if len(actions) > 1 and game.pending is None and game.phase != "move":
            # scores read through the kept lists (old entries past play_n included)
            # equal the ones computed with nothing kept
            for a in actions:
                if a.kind == "play":
                    _k, iid, li, host, pay = a.args
                    fresh = bot._play_value(game, seat, game.defs[iid], iid, li, host, pay)
                    assert bot._play_score(game, seat, a) == fresh, a
                    checked += 1
            scores = [bot._score(game, seat, a) for a in actions]
            assert choice is actions[scores.index(max(scores))]
        game.apply(choice)
    assert checked > 0


def test_a_cleared_decision_reads_no_play_score_of_the_one_before() -> None:
    game = VillainousGame.new(11, villains=["ursula", "captain_hook"])
    bot = HeuristicBot(3)
    bot._refresh(game)
    memo = bot._memo
    memo.play_keys[:] = [5, 6]
    memo.play_vals[:] = [99.0, 98.0]
    memo.play_n = 2
    memo.clear()
    assert memo.play_n == 0
    assert memo.play_keys == [5, 6]  # kept to be written over, never read


@pytest.mark.parametrize("seed", range(6))
def test_kept_vanquish_options_equal_fresh_ones_after_random_moves(seed: int) -> None:
    pair = PAIRS[(seed * 5) % len(PAIRS)]
    game = VillainousGame.new(4000 + seed, villains=list(pair))
    rng = random.Random(seed)
    bots = [RandomBot(seed), HeuristicBot(seed)]
    checked = 0
    while not game.over and game.turn <= 60:
        for p in game.players:
            fresh = kinds_vanquish.list_vanquish_options(game, p)
            assert kinds_vanquish.vanquish_options(game, p) == fresh
            assert kinds_vanquish.vanquish_options(game, p) == fresh  # asked twice: the kept answer
            checked += len(fresh)
        actions = game.legal_actions()
        bot = bots[game.current_player] if rng.random() < 0.7 else bots[0]
        game.apply(bot.choose(game, actions))
    assert checked > 10  # the games reach positions with Vanquish options
