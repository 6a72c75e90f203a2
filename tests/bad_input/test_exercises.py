"""Exercise answers of every shape: a result, or an AnswerError; never a crash.

Every exercise of ``data/exercises`` is tried with answers of the wrong kind (an int
for a tick-all question, a huge integer, a value whose ``repr`` fails, an endless
iterator, bytes, a mapping). A Hypothesis property gives answers of any shape to any
exercise: :meth:`~toolkit.exercises.model.Exercise.check` returns feedback or raises
the typed error, with a short message, in the exercise's language.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.bad_input.helpers import assert_clean
from toolkit.exercises import AnswerError, ExerciseSession, exercise, load_exercises
from toolkit.exercises.model import Feedback


class Hostile:
    """An answer whose repr and str fail (formatting it must not crash the check)."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    __str__ = __repr__


def _bad_answers() -> list[tuple[str, Any]]:
    return [
        ("huge integer", 10**5000),
        ("negative", -1),
        ("beyond the range", 21),
        ("float", 2.5),
        ("nan", float("nan")),
        ("None for one", None),
        ("empty text", ""),
        ("a megabyte of text", "x" * 1_000_000),
        ("list of ints", [5]),
        ("list of None", [None]),
        ("a thousand picks", ["x"] * 1000),
        ("mapping", {"a": 1}),
        ("hostile", Hostile()),
        ("list of hostile", [Hostile()]),
        ("endless iterator", itertools.count()),
        ("bytes", b"yes"),
        ("lone surrogate", "\udc80"),
        ("nested list", [["Ben"]]),
        ("object", object()),
    ]


BAD = _bad_answers()
EXERCISES = load_exercises()


@pytest.mark.parametrize(("label", "answer"), BAD, ids=[label for label, _ in BAD])
def test_a_bad_answer_to_any_exercise_is_feedback_or_answer_error(label: str, answer: Any) -> None:
    typed = 0
    for ex in EXERCISES:
        try:
            result = ex.check(answer)
        except AnswerError as exc:
            assert_clean(exc, AnswerError)
            typed += 1
        else:
            assert isinstance(result, Feedback)
    assert typed > 0, label  # every one of these is wrong for some kind of exercise


ISSUE_CASES = [
    ("hr-guards-1", 5),  # an int for a tick-all question
    ("hr-guards-1", 10**5000),
    ("v-vanquish-1", 10**5000),  # a number too large to write
    ("v-vanquish-1", 25),
    ("v-vanquish-1", True),
    ("hr-first-turn-11", 10**5000),
    ("hr-first-turn-11", Hostile()),
]


@pytest.mark.parametrize(
    ("ex_id", "answer"), ISSUE_CASES, ids=[f"{e}-{i}" for i, (e, _) in enumerate(ISSUE_CASES)]
)
def test_the_issue_cases_are_typed(ex_id: str, answer: Any) -> None:
    with pytest.raises(AnswerError) as caught:
        exercise(ex_id).check(answer)
    assert_clean(caught.value, AnswerError)


def test_the_refusal_is_in_the_learners_language() -> None:
    with pytest.raises(AnswerError) as caught:
        exercise("v-vanquish-1", lang="es").check(25)
    assert "número entero" in str(caught.value)


@pytest.mark.parametrize("index", [True, "1", -1, 10**9, 1.0, None], ids=str)
def test_a_session_refuses_an_exercise_number_that_is_not_one(index: Any) -> None:
    s = ExerciseSession(EXERCISES[:3])
    with pytest.raises(AnswerError) as caught:
        s.go(index)
    assert_clean(caught.value, AnswerError)
    assert s.index == 0


@pytest.mark.parametrize("given_", [[], [None], ["hr-guards-1"], [3]])
def test_a_session_needs_exercises(given_: list[Any]) -> None:
    with pytest.raises(AnswerError):
        ExerciseSession(given_)


# -- Hypothesis: answers of any shape ----------------------------------------------------------
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(-2, 25),
    st.floats(),
    st.text(max_size=30),
    st.sampled_from(["yes", "no", "sí", "Ben", "Ada", "play Spark", "attack Ben", "3", ""]),
    st.binary(max_size=5),
)
ANSWERS = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=6)
        | st.tuples(inner, inner)
        | st.dictionaries(st.text(max_size=3), inner, max_size=2)
        | st.frozensets(st.text(max_size=5), max_size=3)
    ),
    max_leaves=8,
)


@settings(max_examples=60, deadline=None)
@given(
    index=st.integers(0, len(EXERCISES) - 1),
    lang=st.sampled_from(["en", "es", "it"]),
    answer=ANSWERS,
)
def test_any_answer_gives_feedback_or_a_typed_error(index: int, lang: str, answer: Any) -> None:
    ex = EXERCISES[index].in_lang(lang)
    try:
        result = ex.check(answer)
    except AnswerError as exc:
        assert_clean(exc, AnswerError)
    else:
        assert isinstance(result, Feedback) and result.text
