"""The Vanquish options kept by the legal listing, and the bot's kept verdicts, give
fresh answers.

The legal listing's :func:`~toolkit.villainous.kinds_vanquish.vanquish_targets` keeps
the decision's :func:`~toolkit.villainous.kinds_vanquish.vanquish_options`, worked out
from the targets' minimal sets: they must equal the options searched for directly from
the Heroes and Allies of the Realm, in every position random and heuristic play reach;
whether a card has any place to be played
(:func:`~toolkit.villainous.kinds.may_place`) must agree with the list of its
places, and the options of one Hero
(:func:`~toolkit.villainous.kinds_vanquish.hero_options`) with its entries in the list
of all.
The bot keeps, per seat and design, what a card in hand being dead turns on
(:meth:`~toolkit.villainous.bots_score.ActionScores._dead_kind`) and the card's base
value (:meth:`~toolkit.villainous.bots_view.BotView._base_at`): its verdicts and values
must equal ones worked out from the plan and the table with nothing kept.
"""

from __future__ import annotations

import itertools
import random

import pytest

from toolkit.core.bots import RandomBot
from toolkit.villainous import kinds, kinds_vanquish
from toolkit.villainous.bots import HeuristicBot
from toolkit.villainous.bots_score import PLACED_ANYWHERE, apart
from toolkit.villainous.bots_view import plan_value
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.state import PlayerState

PAIRS = list(itertools.combinations(VILLAINS, 2))


def _options_afresh(game: VillainousGame, p: PlayerState) -> list[tuple[int, tuple[int, ...]]]:
    """The Vanquish options searched for directly: per Hero a Vanquish may aim at, the
    minimal sets of at most four of its candidate Allies (at most six) that reach its
    Strength, none needed at Strength 0 or less."""
    out: list[tuple[int, tuple[int, ...]]] = []
    view, aims = kinds_vanquish.vanquish_candidates(game, p)
    for h, need, cands, fewest in aims:
        if need <= 0 and fewest == 0:
            out.append((h, ()))
            continue
        vals = [game.strength(a, view.statics) for a in cands]
        found = 0
        floor = max(1, fewest)
        for r in range(floor, min(len(cands), 4) + 1):
            for combo in itertools.combinations(range(len(cands)), r):
                tot = sum(vals[k] for k in combo)
                if tot < need or (r > floor and any(vals[k] <= tot - need for k in combo)):
                    continue
                out.append((h, tuple(cands[k] for k in combo)))
                found += 1
                if found >= 6:
                    break
            if found >= 6:
                break
    return out


@pytest.mark.parametrize("first", [0, 4])
def test_options_kept_by_the_listing_equal_a_direct_search(first: int) -> None:
    kept = 0
    for seed in range(first, first + 4):
        pair = PAIRS[(seed * 7) % len(PAIRS)]
        game = VillainousGame.new(5000 + seed, villains=list(pair))
        rng = random.Random(seed)
        bots = [RandomBot(seed), HeuristicBot(seed)]
        while not game.over and game.turn <= 80:
            actions = game.legal_actions()
            cached = game._vq_cache
            if cached is not None and cached[0] == game._version:
                # kept by the listing: the options of the player to act
                p = game.players[cached[1]]
                assert cached[1] == game.current_player
                assert cached[2] == _options_afresh(game, p)
                kept += len(cached[2])
            for p in game.players:
                fresh = _options_afresh(game, p)
                assert kinds_vanquish.list_vanquish_options(game, p) == fresh
                assert kinds_vanquish.vanquish_options(game, p) == fresh
            bot = bots[game.current_player] if rng.random() < 0.7 else bots[0]
            game.apply(bot.choose(game, actions))
    assert kept > 0  # the listing kept some non-empty options


def _dead_afresh(bot: HeuristicBot, game: VillainousGame, seat: int, iid: int) -> bool:
    """Whether card ``iid`` in ``seat``'s hand is dead, read from the plan and the table
    in the order the rules of the bot give (nothing kept)."""
    d = game.defs[iid]
    plan = bot._plans[seat]
    if d.type == "condition":
        n = sum(1 for i in game.players[seat].hand if game.defs[i].type == "condition")
        return n >= plan.condition_limit
    if d.id == plan.finisher:
        return False
    val = plan.value.get(d.id)
    if val is None:
        val = 2.0 if d.type in ("ally", "item") else 1.0
    if val < 1.5:
        return True
    if plan.treasures and d.type == "effect" and bot._hunt_play(game, seat, d, -1) is None:
        return True
    return d.type not in PLACED_ANYWHERE and not game._placements(seat, d, ignore_lock=False)


@pytest.mark.parametrize("i", range(0, len(PAIRS), 2))
def test_dead_cards_by_kept_kind_equal_fresh_verdicts(i: int) -> None:
    game = VillainousGame.new(6000 + i, villains=list(PAIRS[i]))
    bots = [HeuristicBot(i), HeuristicBot(i + 3)]
    checked = 0
    while not game.over and game.turn <= 60:
        seat = game.current_player
        bot = bots[seat]
        actions = game.legal_actions()
        choice = bot.choose(game, actions)
        if len(actions) > 1:  # a decision the bot weighed (a single action is taken unread)
            # after the bot's own asks of this decision, with the kinds kept from earlier
            for iid in game.players[seat].hand:
                assert bot._dead(game, seat, iid) == _dead_afresh(bot, game, seat, iid), iid
                checked += 1
        game.apply(choice)
    assert checked > 0


@pytest.mark.parametrize("i", range(1, len(PAIRS), 3))
def test_kept_base_values_equal_the_plans_values(i: int) -> None:
    game = VillainousGame.new(7000 + i, villains=list(PAIRS[i]))
    bots = [HeuristicBot(i), HeuristicBot(i + 5)]
    checked = 0
    while not game.over and game.turn <= 40:
        seat = game.current_player
        choice = bots[seat].choose(game, game.legal_actions())
        for s, p in enumerate(game.players):
            for iid in [*p.hand, *game.realm_cards(s)]:
                want = plan_value(bots[seat]._plans[s], game.defs[iid])
                assert bots[seat]._base_at(game, s, iid) == want
                checked += 1
        game.apply(choice)
    assert checked > 0


def test_apart_is_the_distance() -> None:
    for a in range(-3, 8):
        for b in range(-3, 8):
            assert apart(a, b) == abs(a - b)


@pytest.mark.parametrize("first", [0, 5])
def test_may_place_agrees_with_the_listed_places(first: int) -> None:
    checked = 0
    for seed in range(first, first + 5):
        pair = PAIRS[(seed * 3 + 1) % len(PAIRS)]
        game = VillainousGame.new(8000 + seed, villains=list(pair))
        rng = random.Random(seed)
        bots = [RandomBot(seed), HeuristicBot(seed)]
        # each seat's own designs (a card is only played into its owner's Realm)
        designs = [
            list(dict.fromkeys(d for i, d in enumerate(game.defs) if game.owner[i] == seat))
            for seat in range(len(game.players))
        ]
        while not game.over and game.turn <= 60:
            for seat in range(len(game.players)):
                for d in designs[seat]:
                    listed = bool(game._placements(seat, d, ignore_lock=False))
                    assert kinds.may_place(game, seat, d) == listed, (seat, d.id)
                    checked += 1
            actions = game.legal_actions()
            bot = bots[game.current_player] if rng.random() < 0.5 else bots[0]
            game.apply(bot.choose(game, actions))
    assert checked > 0


def test_kept_vanquish_adders_equal_the_designs_statics() -> None:
    game = VillainousGame.new(12, villains=["tamatoa", "ursula"])
    bot = HeuristicBot(1)
    bot._refresh(game)
    for iid, d in enumerate(game.defs):
        want = any(
            verb == "add_action" and str(prm.get("symbol")) == "vanquish" for verb, prm in d.statics
        )
        assert bot._adds_vanquish(game, iid) == want
        assert bot._adds_vanquish(game, iid) == want  # asked again: the kept answer


def test_one_heros_options_equal_its_entries_among_all() -> None:
    checked = 0
    for seed in range(6):
        pair = PAIRS[(seed * 11 + 2) % len(PAIRS)]
        game = VillainousGame.new(9000 + seed, villains=list(pair))
        rng = random.Random(seed)
        bots = [RandomBot(seed), HeuristicBot(seed)]
        while not game.over and game.turn <= 80:
            actions = game.legal_actions()
            for p in game.players:
                every = kinds_vanquish.list_vanquish_options(game, p)
                for h in game.heroes(p.seat):
                    want = [o for o in every if o[0] == h]
                    assert kinds_vanquish.hero_options(game, p, h) == want
                    checked += len(want)
                kinds_vanquish.vanquish_options(game, p)  # now kept for the decision
                for h in game.heroes(p.seat):
                    assert kinds_vanquish.hero_options(game, p, h) == [
                        o for o in every if o[0] == h
                    ]
            bot = bots[game.current_player] if rng.random() < 0.6 else bots[0]
            game.apply(bot.choose(game, actions))
    assert checked > 0
