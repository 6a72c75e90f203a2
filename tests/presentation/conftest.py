"""Shared games for the presentation tests: seeded, played by bots, and one hostile log."""

from __future__ import annotations

import pytest

from toolkit.core.bots import RandomBot, play_game
from toolkit.core.log import GameLog
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import GreedyBot
from toolkit.replay import Replay

HOSTILE = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">'


def greedy_game(seed: int, names: list[str] | None = None) -> HeroRealmsGame:
    game = HeroRealmsGame.new(seed=seed, names=names or ["Ada", "Ben"])
    return play_game(game, [GreedyBot(seed), GreedyBot(seed + 1)])  # type: ignore[return-value]


@pytest.fixture(scope="session")
def game7() -> HeroRealmsGame:
    return greedy_game(7)


@pytest.fixture(scope="session")
def log7(game7: HeroRealmsGame) -> GameLog:
    return GameLog.loads(game7.to_log().dumps())


@pytest.fixture(scope="session")
def replay7(log7: GameLog) -> Replay:
    return Replay.from_log(log7)


@pytest.fixture(scope="session")
def random_replay() -> Replay:
    game = play_game(
        HeroRealmsGame.new(seed=11, names=["Ada", "Ben"]), [RandomBot(1), RandomBot(2)]
    )
    return Replay.from_log(GameLog.loads(game.to_log().dumps()))


@pytest.fixture(scope="session")
def hostile_log() -> GameLog:
    game = greedy_game(5, names=["Ada", HOSTILE])
    return GameLog.loads(game.to_log().dumps())


@pytest.fixture(scope="session")
def hostile_replay(hostile_log: GameLog) -> Replay:
    return Replay.from_log(hostile_log)
