"""Exercises that answer back: positions, questions and the engine's verdict.

An exercise is data (``data/exercises/*.yaml``, format in ``data/exercises/FORMAT.md``):
a position, a question, the rule IDs it teaches and its kind. Answers are given in a
player's words (card, player and location names, yes or no, numbers) and checked by the
engine, which says whether they are right, names the rule and explains in plain words.

Examples
--------
>>> from toolkit.exercises import exercise, ExerciseSession
>>> ex = exercise("hr-guards-1")
>>> ex.check(["Ben"]).correct
False
>>> session = ExerciseSession([ex])
>>> session.answer(ex.solution).correct
True
>>> session.score.correct
1
"""

from toolkit.exercises.games import MoveError
from toolkit.exercises.loader import (
    ExerciseAwaitsEngine,
    ExerciseDataError,
    exercise,
    load_exercises,
)
from toolkit.exercises.model import KINDS, AnswerError, Exercise, Feedback, rule_titles
from toolkit.exercises.session import ExerciseSession, Score

__all__ = [
    "KINDS",
    "AnswerError",
    "Exercise",
    "ExerciseAwaitsEngine",
    "ExerciseDataError",
    "ExerciseSession",
    "Feedback",
    "MoveError",
    "Score",
    "exercise",
    "load_exercises",
    "rule_titles",
]
