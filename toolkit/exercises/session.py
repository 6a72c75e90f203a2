"""The headless model behind an exercise on screen: the answer being built, checks and a score.

A lesson holds one :class:`ExerciseSession` over its exercises. Every control of the
widget calls one method here (tick a choice, pick a move, set a number, Check, Retry,
Show me, Next), so tests drive a session exactly as a learner drives the widget.

Examples
--------
>>> from toolkit.exercises import exercise
>>> session = ExerciseSession([exercise("hr-guards-1")])
>>> session.toggle("Ben")
>>> session.check().correct
False
>>> session.retry()
>>> session.show_me().correct
True
>>> session.score.results  # scored at the first check
{'hr-guards-1': 'wrong'}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from toolkit.core.errors import short_repr
from toolkit.exercises.model import AnswerError, Exercise, Feedback
from toolkit.i18n import check_lang, translator


@dataclass
class Score:
    """How a learner did: each exercise counts once, at its first check or reveal."""

    total: int
    attempted: int = 0
    correct: int = 0
    revealed: int = 0
    tries: int = 0
    results: dict[str, str] = field(default_factory=dict)
    """Exercise id -> ``"right"``, ``"wrong"`` (first check wrong) or ``"shown"``."""

    def text(self, lang: str = "en") -> str:
        """The score in words, for the widget's score line.

        Examples
        --------
        >>> Score(total=3, attempted=2, correct=1).text("it")
        '1 su 3 giusti al primo tentativo (2 provati)'
        """
        return translator(lang).tr(
            "{correct} of {total} right at the first try ({attempted} tried)",
            correct=self.correct,
            total=self.total,
            attempted=self.attempted,
        )


class ExerciseSession:
    """A learner working through ``exercises``, one at a time, in one language.

    ``lang`` (``"en"``, ``"es"`` or ``"it"``) is the language of the questions, choices
    and feedback; by default that of the first exercise.
    """

    def __init__(self, exercises: Sequence[Exercise] | Exercise, lang: str | None = None) -> None:
        given = [exercises] if isinstance(exercises, Exercise) else list(exercises)
        if not given or not all(isinstance(ex, Exercise) for ex in given):
            raise AnswerError(
                "a session needs one or more exercises (from exercise() or load_exercises())"
            )
        self.lang = check_lang(lang if lang is not None else given[0].lang)
        self.exercises = [ex.in_lang(self.lang) for ex in given]
        self.index = 0
        self.score = Score(total=len(self.exercises))
        self.feedback: Feedback | None = None
        self.revealed = False
        self._answer: Any = None
        self._reset_answer()

    def set_lang(self, lang: str) -> None:
        """Read the session in ``lang`` from now on (answers and score are kept)."""
        self.lang = check_lang(lang)
        self.exercises = [ex.in_lang(self.lang) for ex in self.exercises]
        if self.feedback is not None:
            self.feedback = self.current.check(self.feedback.answer)

    # -- where we are --------------------------------------------------------------------------
    @property
    def current(self) -> Exercise:
        return self.exercises[self.index]

    def go(self, index: int) -> None:
        """Open exercise number ``index`` (from 0) with an empty answer."""
        if (
            isinstance(index, bool)
            or not isinstance(index, int)
            or not 0 <= index < len(self.exercises)
        ):
            raise AnswerError(
                translator(self.lang).tr(
                    "there are {n} exercises, numbered from 0; {index} is not one",
                    n=len(self.exercises),
                    index=short_repr(index),
                )
            )
        self.index = index
        self.retry()

    def next(self) -> None:
        if self.index + 1 < len(self.exercises):
            self.go(self.index + 1)

    def previous(self) -> None:
        if self.index > 0:
            self.go(self.index - 1)

    # -- building the answer ---------------------------------------------------------------------
    def _reset_answer(self) -> None:
        mode = self.current.answer_mode
        self._answer = [] if mode in ("many", "sequence") else None

    @property
    def answer_so_far(self) -> Any:
        """The answer as built by the controls (a copy)."""
        return list(self._answer) if isinstance(self._answer, list) else self._answer

    def toggle(self, option: str, on: bool | None = None) -> None:
        """Tick or untick a choice of a "tick all that apply" question."""
        ex = self.current
        if ex.answer_mode != "many":
            raise AnswerError("this question takes one answer; use choose()")
        (option,) = ex.normalize([option])
        ticked = option in self._answer
        want = (not ticked) if on is None else on
        if want and not ticked:
            self._answer.append(option)
        elif not want and ticked:
            self._answer.remove(option)

    def choose(self, option: str) -> None:
        """Pick the one answer of a yes/no or multiple-choice question."""
        ex = self.current
        if ex.answer_mode != "one":
            raise AnswerError("this question does not take a single choice")
        self._answer = ex.normalize(option)

    def set_number(self, value: int) -> None:
        """Give the number of a "how much" question."""
        ex = self.current
        if ex.answer_mode != "number":
            raise AnswerError("this question does not take a number")
        self._answer = ex.normalize(value)

    def pick(self, move: str) -> None:
        """Add a move to the end of a "win this turn" sequence."""
        ex = self.current
        if ex.answer_mode != "sequence":
            raise AnswerError("this question does not take a sequence of moves")
        (move,) = ex.normalize([move])
        if move in self._answer:
            raise AnswerError(
                translator(self.lang).tr(
                    "{move} is already in the sequence", move=ex.option_label(move)
                )
            )
        self._answer.append(move)

    def unpick(self) -> None:
        """Take the last move off the sequence."""
        if self.current.answer_mode == "sequence" and self._answer:
            self._answer.pop()

    # -- Check, Retry, Show me -------------------------------------------------------------------
    def check(self) -> Feedback:
        """The engine's verdict on the answer built so far (the first check is scored)."""
        ex = self.current
        if self._answer is None or (ex.answer_mode == "sequence" and not self._answer):
            raise AnswerError(translator(self.lang).gettext("Give an answer first."))
        feedback = ex.check(self._answer)
        self.feedback = feedback
        self.score.tries += 1
        if ex.id not in self.score.results:
            self.score.attempted += 1
            self.score.results[ex.id] = "right" if feedback.correct else "wrong"
            if feedback.correct:
                self.score.correct += 1
        return feedback

    def answer(self, answer: Any) -> Feedback:
        """Give a whole answer at once and check it (the programmatic twin of the controls)."""
        self._answer = self.current.normalize(answer)
        if isinstance(self._answer, list):
            self._answer = list(self._answer)
        return self.check()

    def retry(self) -> None:
        """Clear the answer and the feedback to try again."""
        self.feedback = None
        self.revealed = False
        self._reset_answer()

    def show_me(self) -> Feedback:
        """Reveal the engine's solution, with its explanation (counts as shown, not right)."""
        ex = self.current
        solution = ex.solution
        self._answer = list(solution) if isinstance(solution, list) else solution
        self.feedback = ex.check(self._answer)
        self.revealed = True
        if ex.id not in self.score.results:
            self.score.attempted += 1
            self.score.revealed += 1
            self.score.results[ex.id] = "shown"
        return self.feedback
