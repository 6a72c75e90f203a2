"""Golden playthroughs: regenerate each stored file and compare it line by line."""

from __future__ import annotations

import pytest

from tests.golden_files import check_golden
from toolkit.core.playthrough import playthrough
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import GreedyBot, RandomBot

CASES = {
    "hero_realms_greedy_seed7.txt": lambda: playthrough(
        HeroRealmsGame.new(7, names=["Ada", "Ben"]), [GreedyBot(1), GreedyBot(2)]
    ),
    "hero_realms_random_seed3.txt": lambda: playthrough(
        HeroRealmsGame.new(3), [RandomBot(1), RandomBot(2)], max_steps=400
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough(name: str) -> None:
    check_golden(name, CASES[name]())
