"""Random-simulation invariants over 1,000 seeded games (random and greedy bots).

At every step: pools and health are consistent, the player to act has a
legal action, and at every turn start every card of the game is in exactly
one zone. For every game, replaying its log gives the identical final state.
In a sample of games every listed legal action is applied (on a copy) to
show that it is accepted.
"""

from __future__ import annotations

import pytest

from toolkit.core.bots import Bot
from toolkit.core.log import GameLog
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import GreedyBot, RandomBot

GAMES_PER_CHUNK = 100
CHUNKS = [("random", i) for i in range(5)] + [("greedy", i) for i in range(5)]
# The first chunk of each bot runs in the fast tier; the other 800 games in the slow one.
PARAMS = [pytest.param(b, c, marks=[pytest.mark.slow] if c else []) for b, c in CHUNKS]


def assert_conserved(game: HeroRealmsGame) -> None:
    seen: list[int] = []
    for cards in game.zones().values():
        seen.extend(cards)
    assert sorted(seen) == list(range(len(game.defs))), "a card was created, lost or duplicated"


def assert_consistent(game: HeroRealmsGame) -> None:
    for p in game.players:
        assert p.gold >= 0 and p.combat >= 0
        assert p.expended <= set(p.champions)
        assert p.ally_used <= set(p.in_play) | set(p.champions) | set(game.sacrificed) | set(
            game.fire_gems
        ) | set(p.discard)
        if not game.is_over:
            assert not p.out
    for c, dmg in game.champion_damage.items():
        assert 0 < dmg < game.defs[c].defense
    if game.is_over:
        assert len(game.winners) == 1
        loser = 1 - game.winners[0]
        assert game.health_of(loser) <= 0 < game.health_of(game.winners[0])
    else:
        assert all(game.health_of(p.seat) > 0 for p in game.players)


def state_fingerprint(game: HeroRealmsGame) -> tuple:
    return (
        str(game),
        tuple(sorted((k, tuple(v)) for k, v in game.zones().items())),
        tuple(game.health),
        game.rng.getstate(),
    )


def run_game(seed: int, bots: list[Bot], check_every_action: bool) -> HeroRealmsGame:
    game = HeroRealmsGame.new(seed)
    turn = 0
    while not game.is_over and game.turn <= 400:
        if game.turn != turn:
            turn = game.turn
            assert_conserved(game)
        actions = game.legal_actions()
        assert actions, "the player to act has no legal action"
        if check_every_action:
            for action in actions:
                copy = game.clone()
                copy.apply(action)
                assert_conserved(copy)
        game.apply(bots[game.current_player].choose(game, actions))
        assert_consistent(game)
    assert_conserved(game)
    return game


@pytest.mark.parametrize(("bot", "chunk"), PARAMS)
def test_random_simulation_invariants(bot: str, chunk: int) -> None:
    cls = RandomBot if bot == "random" else GreedyBot
    unfinished = 0
    for i in range(GAMES_PER_CHUNK):
        seed = 10_000 * (bot == "greedy") + chunk * GAMES_PER_CHUNK + i
        game = run_game(seed, [cls(seed), cls(seed + 1)], check_every_action=i < 4)
        # Random players can stall a game (market used up, decks sacrificed away),
        # so only greedy games must finish; nearly all random ones still do.
        unfinished += not game.is_over
        assert game.is_over or bot == "random", f"seed {seed} did not finish in 400 turns"
        replayed = GameLog(game.game_name, game.seed, game.setup, game.decisions, game.deciders)
        assert state_fingerprint(replayed.replay(check_events=False)) == state_fingerprint(game)
    assert unfinished <= 3
