"""Golden playthroughs: regenerate each stored file and compare it line by line."""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

from toolkit.core.playthrough import playthrough
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import GreedyBot, RandomBot

GOLDEN = Path(__file__).resolve().parent.parent / "golden"

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
