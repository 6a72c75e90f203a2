"""Shared pieces of the exercise tests: every exercise, and which rule corrections the engine has.

Three exercises follow rules that are being corrected in the Hero Realms engine (HR-C3:
only a prepared guard protects; HR-C4: a targeted stun may hit only a guard while the
owner has a prepared guard; HR-V2: in Hunter, "target opponent" effects reach only the
player on the left). Their tests are marked ``needs_engine_fix``: they are expected to
fail (strictly) while the engine lacks the correction, and must pass once it has it.
"""

from __future__ import annotations

import warnings
from typing import Any

import pytest

from toolkit.core.actions import Action
from toolkit.exercises.loader import ExerciseAwaitsEngine, exercise_dir, load_all
from toolkit.exercises.model import Exercise
from toolkit.hero_realms import HeroRealmsGame


def _prepared_guard_fix() -> bool:
    """HR-C3 corrected: an expended guard no longer protects its owner."""
    game = HeroRealmsGame.from_position(
        {
            "players": [
                {"hand": [], "combat": 3},
                {"champions": ["orc-grunt"], "expended": ["orc-grunt"]},
            ]
        }
    )
    return game.is_legal(Action("attack_player", (1, 3)))


def _targeted_stun_fix() -> bool:
    """HR-C4 corrected: a targeted stun cannot pick a non-guard behind a prepared guard."""
    game = HeroRealmsGame.from_position(
        {
            "players": [
                {"hand": ["fire-bomb"]},
                {"champions": ["orc-grunt", "death-cultist", "street-thug"]},
            ]
        }
    )
    game.apply(game.legal_actions()[0])
    thug = game.players[1].champions[2]
    return not game.is_legal(Action("stun", (thug,)))


def _hunter_target_fix() -> bool:
    """HR-V2 corrected: in Hunter, "target opponent" reaches only the player on the left."""
    game = HeroRealmsGame.from_position(
        {"players": [{"hand": []}, {"hand": []}, {"hand": []}]}, players=3, variant="first-blood"
    )
    return list(game.discard_targets(0)) == [1]


ENGINE_FIXES = {
    "HR-C3": _prepared_guard_fix(),
    "HR-C4": _targeted_stun_fix(),
    "HR-V2": _hunter_target_fix(),
}
"""Rule correction -> whether the engine on this branch has it."""


def all_exercises() -> list[Exercise]:
    """Every exercise of data/exercises, those awaiting an engine correction included."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ExerciseAwaitsEngine)
        return load_all(sorted(exercise_dir().glob("*.yaml")), check=False)


def exercise_params(*, by_rules: bool = True) -> list[Any]:
    """One pytest parameter per exercise; those awaiting a correction marked ``needs_engine_fix``.

    ``by_rules=False`` is for tests that do not depend on what the rules decide (the
    exercise's wording, for example): nothing is marked.
    """
    params = []
    for ex in all_exercises():
        marks = []
        if ex.awaits and by_rules:
            rule = ex.awaits.split()[0]
            fixed = ENGINE_FIXES.get(rule, False)
            marks.append(pytest.mark.needs_engine_fix)
            marks.append(
                pytest.mark.xfail(
                    not fixed,
                    reason=f"needs the engine fix of {ex.awaits}",
                    strict=True,
                )
            )
        params.append(pytest.param(ex, id=ex.id, marks=marks))
    return params


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "needs_engine_fix: an exercise written by a corrected rule the engine may not have yet",
    )
