"""Golden Villainous playthroughs: regenerate each stored file and compare it line by line.

``UPDATE_GOLDEN=1 pytest tests/villainous/test_golden.py`` rewrites them after a
deliberate rules change.
"""

from __future__ import annotations

import pytest

from tests.golden_files import check_golden
from toolkit.core.playthrough import playthrough
from toolkit.villainous.bots import HeuristicBot, VillainousRandomBot
from toolkit.villainous.engine import VillainousGame

CASES = {
    "villainous_heuristic_ursula_hook_seed5.txt": lambda: playthrough(
        VillainousGame.new(5, villains=["ursula", "captain_hook"]),
        [HeuristicBot(1), HeuristicBot(2)],
        max_steps=600,
    ),
    "villainous_random_davy_tamatoa_queen_seed3.txt": lambda: playthrough(
        VillainousGame.new(3, villains=["davy_jones", "tamatoa", "evil_queen"]),
        [VillainousRandomBot(1), VillainousRandomBot(2), VillainousRandomBot(3)],
        max_steps=300,
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough(name: str) -> None:
    check_golden(name, CASES[name]())
