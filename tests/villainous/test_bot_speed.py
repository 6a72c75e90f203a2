"""The heuristic bot's speed devices give the answers they stand for.

Each memo, table and bound of :mod:`toolkit.villainous.bots` and its layers is checked
against the answer computed afresh: the board tables against the villain's locations,
the scores kept for a decision against the scores computed again, and the bounds of the
kinds of action scored last against every score they bound, over whole games.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest

from toolkit.core.actions import Action
from toolkit.villainous.bots import SCORE_BOUND, HeuristicBot
from toolkit.villainous.bots_view import Board, _symbol, base_table, board_of, plan_value
from toolkit.villainous.cards import VILLAINS, load_all
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.playbook import plan_for

PAIRS = list(itertools.combinations(VILLAINS, 2))


def check(bot: HeuristicBot, g: VillainousGame, actions: Sequence[Action]) -> int:
    """Check ``bot``'s devices at one decision (1 if it was one of a turn's actions)."""
    if len(actions) > 1 and g.pending is None and g.phase != "move":
        bot._memo.clear()
        bot._refresh(g)
        bot._bounds(g)
        seat = g.current_player
        bounds = {
            **SCORE_BOUND,
            "move_hero": bot._hero_bound[seat],
            "move_ally": bot._ally_bound[seat],
        }
        for a in actions:
            s = bot._score(g, seat, a)
            if a.kind in bounds:
                assert s <= bounds[a.kind] <= SCORE_BOUND[a.kind], (a, s)
            if a.kind == "play":
                _k, iid, li, host, pay = a.args
                fresh = bot._play_value(g, seat, g.defs[iid], iid, li, host, pay)
                assert bot._play_score(g, seat, a) == fresh, a
        # every score from the inputs kept so far equals one from none kept
        warm = [bot._score(g, seat, a) for a in actions]
        for a, s in zip(actions, warm, strict=True):
            bot._memo.clear()
            assert bot._score(g, seat, a) == s, a
        # the actions skipped by their bounds leave the choice as it is: the first best
        assert bot.choose(g, actions) is actions[warm.index(max(warm))]
        return 1
    if len(actions) > 1 and g.pending is None:
        bot._memo.clear()
        bot._refresh(g)
        seat = g.current_player
        values = [bot._loc_value(g, seat, a.args[0]) for a in actions]
        for a, v in zip(actions, values, strict=True):
            bot._memo.clear()
            assert bot._loc_value(g, seat, a.args[0]) == v, a
    return 0


@pytest.mark.parametrize("i", range(len(PAIRS)))
def test_kept_scores_and_bounds_hold_over_whole_games(i: int) -> None:
    game = VillainousGame.new(2000 + i, villains=list(PAIRS[i]))
    bots = [HeuristicBot(i), HeuristicBot(i + 1)]
    checked = 0
    while not game.over and game.turn <= 40:
        bot = bots[game.current_player]
        actions = game.legal_actions()
        checked += check(bot, game, actions)
        game.apply(bot.choose(game, actions))
    assert checked > 0


def test_the_design_index_names_the_first_instance_of_each_design() -> None:
    game = VillainousGame.new(7, villains=["ursula", "davy_jones"])
    bot = HeuristicBot(1)
    assert bot._refresh(game)
    assert not bot._refresh(game)  # the same game: nothing found again
    stands = [bot._design(game, iid) for iid in reversed(range(len(game.defs)))][::-1]
    for iid, k in enumerate(stands):
        assert game.defs[k] is game.defs[iid]
        assert bot._design(game, iid) == k
        same = [j for j in range(len(game.defs)) if game.defs[j] is game.defs[iid]]
        assert {stands[j] for j in same} == {k}


@pytest.mark.parametrize("vid", VILLAINS)
def test_a_board_read_once_equals_one_read_afresh(vid: str) -> None:
    v = load_all()[vid]
    kept, fresh = board_of(v), Board(v)
    assert board_of(v) is kept
    assert kept.symbols == fresh.symbols
    assert kept.top_value == fresh.top_value
    for li, loc in enumerate(v.locations):
        bottom = tuple(_symbol(s) for s in loc.bottom)
        assert kept.symbols[li] == (bottom, bottom + tuple(_symbol(s) for s in loc.top))
        value = 0.0
        for s in loc.top:
            name, _, amount = s.partition(":")
            value += int(amount) if name == "gain_power" else 1.5
        assert kept.top_value[li] == value


@pytest.mark.parametrize("vid", VILLAINS)
def test_kept_card_values_equal_fresh_ones(vid: str) -> None:
    v = load_all()[vid]
    plan = plan_for(v)
    game = VillainousGame.new(3, villains=[vid, next(x for x in VILLAINS if x != vid)])
    bot = HeuristicBot(1)
    bot._refresh(game)
    for iid, d in enumerate(game.defs):
        if game.owner[iid] == 0:
            assert bot._card_base(0, d) == plan_value(plan, d)
    table = base_table(plan)
    assert base_table(plan) is table
    assert table and all(value == plan_value(plan, d) for d, value in table.items())


def test_inputs_kept_for_a_seat_are_forgotten_at_the_next_decision() -> None:
    game = VillainousGame.new(5, villains=["davy_jones", "captain_hook"])
    bot = HeuristicBot(1)
    bot._refresh(game)
    threat = bot._threat(game, 1)
    cid = game.defs[game.players[1].hand[0]].id
    found = bot._find(game, 1, cid)
    sm = bot._seat_memo(1)
    assert sm.has_threat and sm.threat == threat and sm.find is not None
    sm.threat = threat + 100.0  # a stale answer, if it were served
    bot._memo.clear()  # the next decision
    sm = bot._seat_memo(1)
    assert not sm.has_threat and sm.find is None and sm.ally_known == 0
    assert bot._threat(game, 1) == threat
    assert bot._find(game, 1, cid) == found


def test_strength_and_dead_cards_kept_for_a_decision_are_asked_again_after_it() -> None:
    game = VillainousGame.new(9, villains=["evil_queen", "tamatoa"])
    bot = HeuristicBot(2)
    bot._refresh(game)
    iid = game.players[0].hand[0]
    dead = bot._dead(game, 0, iid)
    strength = bot._str(game, iid)
    memo = bot._memo
    ix = bot._design(game, iid)
    assert memo.str_at[iid] == memo.stamp and memo.dead_at[ix] == memo.stamp
    memo.str_val[iid] = strength + 5  # a stale answer, if it were served
    memo.dead_val[ix] = not dead
    memo.clear()
    assert bot._str(game, iid) == strength == game.strength(iid)
    assert bot._dead(game, 0, iid) == dead
