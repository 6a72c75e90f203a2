"""The Vanquish options kept by the legal listing, and the bot's kept verdicts, give
fresh answers.

The legal listing's :meth:`~toolkit.villainous.checks.Checks._vanquish_targets` keeps
the decision's :meth:`~toolkit.villainous.checks.Checks._vanquish_options`, worked out
from the targets' minimal sets: they must equal the options searched for directly from
the Heroes and Allies of the Realm, in every position random and heuristic play reach.
"""

from __future__ import annotations

import itertools
import random

import pytest

from toolkit.core.bots import RandomBot
from toolkit.villainous.bots import HeuristicBot
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.state import PlayerState

PAIRS = list(itertools.combinations(VILLAINS, 2))


def _options_afresh(game: VillainousGame, p: PlayerState) -> list[tuple[int, tuple[int, ...]]]:
    """The Vanquish options searched for directly: per Hero a Vanquish may aim at, the
    minimal sets of at most four of its candidate Allies (at most six) that reach its
    Strength, none needed at Strength 0 or less."""
    out: list[tuple[int, tuple[int, ...]]] = []
    view, aims = game._vanquish_candidates(p)
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
                assert game._list_vanquish_options(p) == fresh
                assert game._vanquish_options(p) == fresh
            bot = bots[game.current_player] if rng.random() < 0.7 else bots[0]
            game.apply(bot.choose(game, actions))
    assert kept > 0  # the listing kept some non-empty options
