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
>>> session.feedback.stage  # the first wrong answer gets a nudge, not the answer
'nudge'
>>> session.retry()
>>> session.show_me().stage  # shown, not right
'shown'
>>> session.score.results  # scored at the first check
{'hr-guards-1': 'wrong'}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from toolkit.core.errors import short_repr
from toolkit.exercises.model import AnswerError, Exercise, Feedback
from toolkit.exercises.progress import Progress
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

    def __init__(
        self,
        exercises: Sequence[Exercise] | Exercise,
        lang: str | None = None,
        *,
        progress: Progress | None = None,
        lesson: str | None = None,
        lesson_exercises: Sequence[str] | None = None,
    ) -> None:
        given = [exercises] if isinstance(exercises, Exercise) else list(exercises)
        if not given or not all(isinstance(ex, Exercise) for ex in given):
            raise AnswerError(
                "a session needs one or more exercises (from exercise() or load_exercises())"
            )
        self.progress = progress
        """The learner's progress file, where the first result of each exercise is kept."""
        self.lesson = lesson
        """The lesson these exercises belong to (its file name, ``01-hr-first-turn``)."""
        self.lesson_exercises = list(lesson_exercises or [e.id for e in given])
        """Every exercise id of the lesson, in order: "exercise k of n" counts these."""
        self.lang = check_lang(lang if lang is not None else given[0].lang)
        self.exercises = [ex.in_lang(self.lang) for ex in given]
        self.index = 0
        self.score = Score(total=len(self.exercises))
        self.feedback: Feedback | None = None
        self.revealed = False
        self.wrong_tries: dict[str, int] = {}
        """Exercise id -> wrong checks so far (the first gets a nudge, later ones the
        explanation)."""
        self._answer: Any = None
        self._reset_answer()

    def set_lang(self, lang: str) -> None:
        """Read the session in ``lang`` from now on (answers and score are kept)."""
        self.lang = check_lang(lang)
        self.exercises = [ex.in_lang(self.lang) for ex in self.exercises]
        if self.feedback is not None:
            old = self.feedback
            ex = self.current
            if old.step == "shown":
                self.feedback = ex.show()
            else:
                self.feedback = ex.coach(old.answer, 0 if old.step == "nudge" else 1)

    # -- where we are --------------------------------------------------------------------------
    @property
    def number(self) -> tuple[int, int]:
        """``(k, n)``: the current exercise is number ``k`` (from 1) of the lesson's ``n``."""
        ids = self.lesson_exercises
        ex = self.current
        k = ids.index(ex.id) + 1 if ex.id in ids else self.index + 1
        return k, max(len(ids), len(self.exercises))

    def lesson_score(self) -> dict[str, Any] | None:
        """The lesson's ``right``, ``done``, ``total`` and ``stars`` from the progress file."""
        if self.progress is None or self.lesson is None:
            return None
        return self.progress.score(self.lesson, self.lesson_exercises)

    def _keep(self, ex_id: str, result: str) -> None:
        if self.progress is not None and self.lesson is not None:
            self.progress.record(self.lesson, ex_id, result)

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
                translator(self.lang).plural(
                    "there is {n} exercise, numbered from 0; {index} is not one",
                    "there are {n} exercises, numbered from 0; {index} is not one",
                    len(self.exercises),
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
        wrong_before = self.wrong_tries.get(ex.id, 0)
        feedback = ex.coach(self._answer, wrong_before)
        self.feedback = feedback
        self.revealed = False
        if not feedback.correct:
            self.wrong_tries[ex.id] = wrong_before + 1
        self.score.tries += 1
        if ex.id not in self.score.results:
            self.score.attempted += 1
            self.score.results[ex.id] = "right" if feedback.correct else "wrong"
            if feedback.correct:
                self.score.correct += 1
            self._keep(ex.id, self.score.results[ex.id])
        return feedback

    def answer(self, answer: Any) -> Feedback:
        """Give a whole answer at once and check it (the programmatic twin of the controls)."""
        self._answer = self.current.normalize(answer)
        if isinstance(self._answer, list):
            self._answer = list(self._answer)
        return self.check()

    @property
    def board_html(self) -> str:
        """The current exercise's board as it stands for the learner: the position, or
        (once the answer is right, explained or shown) the answer played out on it."""
        ex = self.current
        fb = self.feedback
        if fb is not None and fb.step in ("right", "explain", "shown"):
            return ex.board_after_html()
        return ex.board_html()

    def retry(self) -> None:
        """Clear the answer and the feedback to try again."""
        self.feedback = None
        self.revealed = False
        self._reset_answer()

    def show_me(self) -> Feedback:
        """Reveal the engine's solution, with its explanation (counts as shown, not right).

        The feedback's ``stage`` is ``"shown"``: a view paints it as a revealed answer,
        never as the learner's right one.
        """
        ex = self.current
        solution = ex.solution
        self._answer = list(solution) if isinstance(solution, list) else solution
        self.feedback = ex.show()
        self.revealed = True
        if ex.id not in self.score.results:
            self.score.attempted += 1
            self.score.revealed += 1
            self.score.results[ex.id] = "shown"
            self._keep(ex.id, "shown")
        return self.feedback
