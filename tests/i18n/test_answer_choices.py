"""Every choice of every exercise reads as words (or a number) in Spanish and Italian.

The answer "none" (no location starts locked, say) once showed as a lone dash, the
dash a board shows for an empty zone: a learner could not tell it was a choice at all.
"""

from __future__ import annotations

import warnings

import pytest

from toolkit.exercises import load_exercises
from toolkit.exercises.words import reading_label


def _exercises() -> list:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return list(load_exercises())


@pytest.mark.parametrize("lang", ["es", "it"])
def test_no_choice_of_an_exercise_is_only_punctuation(lang: str) -> None:
    # rule: V-S6 (the locked location the "none" choice is about)
    seen = 0
    for exercise in _exercises():
        shown = exercise.in_lang(lang)
        for option in shown.options:
            label = shown.option_label(option)
            assert label.strip(" —–-·.,"), (exercise.id, option, label)
            seen += 1
    assert seen > 100


def test_the_answer_none_is_a_word_in_each_language() -> None:
    assert reading_label("none", "en") == "none"
    assert reading_label("none", "es") == "ninguna"
    assert reading_label("none", "it") == "nessuno"
