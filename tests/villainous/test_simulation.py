"""Random-simulation invariants over 1,000 seeded games across villain pairings.

At every step: Power and Poison are never negative, the player to act has a
legal action, a Mover never moves to a locked location, no
covered action symbol is taken (except through a card that grants it). At
every turn start and at the end every card instance is in exactly one zone.
For every game, replaying its JSON log reproduces the final state and the
byte-identical log.
"""

from __future__ import annotations

import itertools

import pytest

from toolkit.core.bots import RandomBot
from toolkit.core.log import GameLog
from toolkit.villainous.bots import HeuristicBot
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame

PAIRS = list(itertools.permutations(VILLAINS, 2))  # 20 ordered pairings
GAMES_PER_CHUNK = 100
CHUNKS = list(range(10))
# The first chunk runs in the fast tier; the other 900 games in the slow one.
PARAMS = [pytest.param(c, marks=[pytest.mark.slow] if c else []) for c in CHUNKS]
MAX_TURNS = 12


def villains_for(seed: int) -> list[str]:
    if seed % 10 == 9:  # some 3 to 5 player games
        return list(VILLAINS[seed % 5 :] + VILLAINS[: seed % 5])[: 3 + seed % 3]
    return list(PAIRS[seed % len(PAIRS)])


def assert_conserved(game: VillainousGame) -> None:
    seen: list[int] = []
    for cards in game.zones().values():
        seen.extend(cards)
    assert sorted(seen) == list(range(len(game.defs))), "a card was created, lost or duplicated"


def play_checked(seed: int, bots: list) -> VillainousGame:
    game = VillainousGame.new(seed, villains=villains_for(seed))
    bots = [type(bots[0])(seed * 7 + i) for i in range(game.n)]
    turn = 0
    while not game.is_over and game.turn <= MAX_TURNS:
        if game.turn != turn:
            turn = game.turn
            assert_conserved(game)
        actions = game.legal_actions()
        assert actions, "the player to act has no legal action"
        taken = len(game.taken)
        action = bots[game.current_player].choose(game, actions)
        game.apply(action)
        if action.kind == "move":
            p = game.players[game.active]
            assert p.loc not in p.locked, "a Mover moved to a locked location"
        for _seat, slot, covered in game.taken[taken:]:
            assert not covered or slot.startswith("G"), f"covered action {slot} taken"
        for p in game.players:
            assert p.power >= 0 and p.poison >= 0
    assert_conserved(game)
    return game


@pytest.mark.parametrize("chunk", PARAMS)
def test_random_games_keep_the_invariants_and_replay(chunk: int) -> None:
    for seed in range(chunk * GAMES_PER_CHUNK, (chunk + 1) * GAMES_PER_CHUNK):
        game = play_checked(seed, [RandomBot(0)])
        log = game.to_log()
        # every log is replayed (decisions, players and event texts checked); one in 25
        # also goes through JSON text and schema validation, which is the slow part
        if seed % 25 == 0:
            text = log.dumps()
            again = GameLog.loads(text).replay()
            assert again.to_log().dumps() == text
        else:
            again = log.replay()
            assert again.to_log().to_dict() == log.to_dict()
        assert str(again) == str(game)


def test_heuristic_games_finish_and_replay() -> None:
    wins = 0
    for seed in range(10):
        play_checked(seed, [HeuristicBot(0)])
    for seed in range(6):
        game = VillainousGame.new(seed, villains=list(PAIRS[seed * 2 % len(PAIRS)]))
        bots = [HeuristicBot(seed + i) for i in range(2)]
        while not game.is_over and game.turn <= 150:
            game.apply(bots[game.current_player].choose(game, game.legal_actions()))
        wins += game.is_over
        assert (
            GameLog.loads(game.to_log().dumps()).replay().to_log().dumps() == game.to_log().dumps()
        )
    assert wins >= 4


def test_clone_is_independent_and_identical() -> None:
    game = VillainousGame.new(11, villains=["ursula", "evil_queen", "tamatoa"])
    bots = [HeuristicBot(i) for i in range(3)]
    while game.turn <= 4 and not game.is_over:
        game.apply(bots[game.current_player].choose(game, game.legal_actions()))
    copy = game.clone()
    assert str(copy) == str(game) and copy.legal_actions() == game.legal_actions()
    copy.apply(copy.legal_actions()[0])
    assert len(copy.decisions) == len(game.decisions) + 1
