"""Golden Villainous playthroughs: regenerate each stored file and compare it line by line.

``UPDATE_GOLDEN=1 pytest tests/villainous/test_golden.py`` rewrites them after a
deliberate rules change.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

from toolkit.core.playthrough import playthrough
from toolkit.villainous.bots import HeuristicBot, VillainousRandomBot
from toolkit.villainous.engine import VillainousGame

GOLDEN = Path(__file__).resolve().parent.parent / "golden"

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
    text = CASES[name]()
    path = GOLDEN / name
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = "".join(
            list(
                difflib.unified_diff(
                    expected.splitlines(True), text.splitlines(True), "stored", "now", n=2
                )
            )[:60]
        )
        pytest.fail(f"{name} changed; if the change is deliberate, run UPDATE_GOLDEN=1\n{diff}")
