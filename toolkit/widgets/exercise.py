"""The exercise widget: a question, the board, answer controls and the engine's feedback.

A thin view over :class:`~toolkit.exercises.ExerciseSession`: every control calls one
session method and redraws, and every control is an ipywidgets object whose ``value`` or
``click()`` is its programmatic twin, so tests drive the widget with no browser.

Examples
--------
>>> from toolkit.exercises import exercise
>>> w = ExerciseWidget(exercise("hr-guards-1"))
>>> w.checkboxes["Orc Grunt"].value = True
>>> w.check_button.click()
>>> "Right." in w.feedback.value
True
>>> w.show_button.click()
>>> "Right." in w.feedback.value  # Show me reveals; it never says "Right."
False
>>> w.retry_button.click()
>>> w.feedback.value
''

In Spanish or Italian every control, choice and feedback is in that language:

>>> w = ExerciseWidget(exercise("hr-first-turn-7"), lang="es")
>>> w.check_button.description, [label for label, _ in w.radio.options]
('Comprobar', ['sí', 'no'])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets
from ipywidgets.widgets.widget_string import HTMLStyle

from toolkit.exercises.html import CSS, feedback_html, header_html
from toolkit.exercises.model import NUMBER_RANGE, AnswerError, Exercise
from toolkit.exercises.progress import score_words, star_text
from toolkit.exercises.session import ExerciseSession
from toolkit.html.core import esc
from toolkit.i18n import translator
from toolkit.widgets.stepper import StepperWidget

__all__ = ["ExerciseWidget"]

WIDGET_CSS = """
.tk-exercise-widget .jupyter-button.widget-button { width: auto; min-width: 6em; max-width: 100%;
  height: auto; min-height: 30px; white-space: normal; overflow-wrap: anywhere; line-height: 1.25;
  align-self: flex-start;
  padding: 4px 10px; }
.tk-exercise-widget .tk-ex-buttons { flex-wrap: wrap; gap: 4px; }
.tk-exercise-widget .widget-radio-box, .tk-exercise-widget .widget-checkbox { width: auto;
  max-width: 100%; height: auto; }
.tk-exercise-widget .widget-radio-box label, .tk-exercise-widget .widget-checkbox label {
  display: flex; align-items: flex-start; gap: .4em; height: auto; min-height: 24px;
  line-height: 1.3; white-space: normal; overflow-wrap: anywhere; padding: 2px 0; }
.tk-exercise-widget .widget-radio-box label input,
.tk-exercise-widget .widget-checkbox label input { flex: none; order: -1; margin: .15em 0 0; }
@media (pointer: coarse) {
  .tk-exercise-widget .jupyter-button.widget-button { min-height: 40px; }
  .tk-exercise-widget .widget-radio-box label, .tk-exercise-widget .widget-checkbox label {
    min-height: 36px; align-items: center; }
  .tk-exercise-widget .widget-radio-box label input,
  .tk-exercise-widget .widget-checkbox label input { margin: 0; }
}
"""
"""The widget's buttons fit their words (no word cut off in a longer language), wrap onto
another row on a narrow screen; a long choice wraps under its own radio button or checkbox
instead of running over the next one; and everything is tall enough to tap on a touch screen."""


class ExerciseWidget(widgets.VBox):
    """One exercise, or a lesson's list of them, answered in the notebook.

    Parameters
    ----------
    exercises:
        An exercise, a list of them, or an :class:`ExerciseSession` a lesson keeps.
    board:
        Whether to draw the position with the game's board (default True).
    lang:
        The language of the questions, choices, controls and feedback (``"en"``,
        ``"es"`` or ``"it"``); by default the exercises' own (English unless they were
        loaded in another language).

    Attributes
    ----------
    checkboxes:
        Choice -> ``Checkbox`` ("tick all that apply" questions).
    radio:
        ``RadioButtons`` (yes/no and multiple choice).
    number:
        ``BoundedIntText`` ("how much" questions).
    move_buttons, undo_button:
        Choice -> ``Button`` adding that move to the sequence, and the button taking the
        last one off ("win this turn").
    check_button, retry_button, show_button, prev_button, next_button:
        Check the answer, clear it, reveal the engine's solution, change exercise.
    header, board, sequence, feedback, score:
        ``HTML`` widgets redrawn in place. The board follows a move sequence as its moves
        are picked.
    stepper:
        After *Show me*, where the answer is made of moves: the
        :class:`~toolkit.widgets.stepper.StepperWidget` playing it out step by step in
        place of the board (``None`` otherwise).
    """

    def __init__(
        self,
        exercises: Exercise | Sequence[Exercise] | ExerciseSession,
        *,
        board: bool = True,
        lang: str | None = None,
    ) -> None:
        if isinstance(exercises, ExerciseSession):
            self.session = exercises
            if lang is not None:
                self.session.set_lang(lang)
        else:
            self.session = ExerciseSession(exercises, lang=lang)
        self.lang = self.session.lang
        t = translator(self.lang)
        self.show_board = board
        # One layout and one style shared by the widget's parts: a lesson saved with its
        # widget state then keeps a few models per exercise instead of dozens.
        plain = widgets.Layout()
        self._auto = widgets.Layout(width="auto")
        html_style = HTMLStyle()
        self._button_style = widgets.ButtonStyle()

        def html() -> widgets.HTML:
            return widgets.HTML(layout=plain, style=html_style)

        def button(**kw: Any) -> widgets.Button:
            return widgets.Button(layout=plain, style=self._button_style, **kw)

        self.header = html()
        self.board = html()
        # the board, or once Show me is pressed a stepper playing the answer move by move
        self.board_area = widgets.VBox([self.board], layout=plain)
        self.stepper: StepperWidget | None = None
        self.sequence = html()
        self.feedback = html()
        self.score = html()
        self.answers = widgets.VBox(layout=plain)
        self.checkboxes: dict[str, widgets.Checkbox] = {}
        self.radio = widgets.RadioButtons(options=[], value=None, layout=self._auto)
        self.radio.observe(self._on_radio, names="value")
        self.number = widgets.BoundedIntText(
            value=0, min=NUMBER_RANGE[0], max=NUMBER_RANGE[1], description=t.gettext("Strength:")
        )
        self.number.observe(self._on_number, names="value")
        self.move_buttons: dict[str, widgets.Button] = {}
        self.undo_button = button(description=t.gettext("Undo last move"), icon="undo")
        self.undo_button.on_click(lambda _b: self._do(self.session.unpick))
        self.check_button = button(
            description=t.gettext("Check"),
            button_style="primary",
            tooltip=t.gettext("Ask the rules"),
        )
        self.retry_button = button(
            description=t.gettext("Retry"), tooltip=t.gettext("Clear and try again")
        )
        self.show_button = button(
            description=t.gettext("Show me"), tooltip=t.gettext("Reveal the solution")
        )
        self.prev_button = button(description=t.gettext("Previous"), icon="arrow-left")
        self.next_button = button(description=t.gettext("Next"), icon="arrow-right")
        self.check_button.on_click(lambda _b: self.check())
        self.retry_button.on_click(lambda _b: self.retry())
        self.show_button.on_click(lambda _b: self.show_me())
        self.prev_button.on_click(lambda _b: self.go(self.session.index - 1))
        self.next_button.on_click(lambda _b: self.go(self.session.index + 1))
        self._syncing = False
        nav = [self.prev_button, self.next_button] if len(self.session.exercises) > 1 else []
        buttons = widgets.HBox(
            [self.check_button, self.retry_button, self.show_button, *nav], layout=plain
        )
        buttons.add_class("tk-ex-buttons")
        super().__init__(
            [
                self.header,
                self.board_area,
                self.answers,
                self.sequence,
                buttons,
                self.feedback,
                self.score,
            ]
        )
        self.add_class("tk-exercise-widget")
        self._build()

    # -- the programmatic twins ------------------------------------------------------------------
    @property
    def exercise(self) -> Exercise:
        return self.session.current

    def check(self) -> None:
        """Check the answer built by the controls (the Check button)."""
        try:
            if self.exercise.answer_mode == "number" and self.session.answer_so_far is None:
                self.session.set_number(int(self.number.value))
            self.session.check()
        except AnswerError as err:
            self.feedback.value = f'<div class="ex-feedback ex-wrong">{esc(err)}</div>'
            return
        self._refresh()

    def retry(self) -> None:
        """Clear the answer and the feedback (the Retry button)."""
        self.session.retry()
        self._sync_controls()
        self._refresh()

    def show_me(self) -> None:
        """Reveal the engine's solution with its explanation (the Show me button)."""
        self.session.show_me()
        self._sync_controls()
        self._refresh()

    def go(self, index: int) -> None:
        """Open exercise ``index`` (the Previous and Next buttons)."""
        if 0 <= index < len(self.session.exercises):
            self.session.go(index)
            self._build()

    # -- building the view --------------------------------------------------------------------
    def _build(self) -> None:
        ex = self.exercise
        s = self.session
        k, n = s.number
        self.header.value = f"<style>{CSS}{WIDGET_CSS}</style>" + header_html(ex, k - 1, n)
        self._board_for: tuple[Any, ...] | None = None
        mode = ex.answer_mode
        self.checkboxes = {}
        self.move_buttons = {}
        children: list[Any] = []
        if mode == "many":
            for option in ex.options:
                box = widgets.Checkbox(
                    value=False,
                    description=ex.option_label(option),
                    indent=False,
                    layout=self._auto,
                )
                box.observe(self._on_box(option), names="value")
                self.checkboxes[option] = box
                children.append(box)
        elif mode == "one":
            self._syncing = True
            self.radio.options = [(ex.option_label(o), o) for o in ex.options]
            self.radio.value = None
            self._syncing = False
            children.append(self.radio)
        elif mode == "number":
            self._syncing = True
            self.number.value = 0
            self._syncing = False
            children.append(self.number)
        else:
            for move in ex.options:
                button = widgets.Button(
                    description=ex.option_label(move), layout=self._auto, style=self._button_style
                )
                button.on_click(self._on_move(move))
                self.move_buttons[move] = button
            moves = widgets.HBox(list(self.move_buttons.values()), layout={"flex_flow": "row wrap"})
            moves.add_class("tk-ex-buttons")
            children.append(moves)
            children.append(self.undo_button)
        self.answers.children = children
        self.prev_button.disabled = s.index == 0
        self.next_button.disabled = s.index + 1 >= len(s.exercises)
        self._refresh()

    def _refresh(self) -> None:
        s = self.session
        self.feedback.value = feedback_html(s.feedback)
        self._draw_board()
        self._draw_moves()
        t = translator(self.lang)
        lesson = s.lesson_score()
        if lesson is not None:
            score = t.tr(
                "This lesson: {score} {stars}",
                score=score_words(self.lang, lesson["right"], lesson["total"], lesson["done"]),
                stars=star_text(lesson["stars"]),
            )
        else:
            score = t.tr("Score: {score}", score=s.score.text(self.lang))
        self.score.value = f'<div class="ex ex-meta">{esc(score)}</div>'

    def _draw_moves(self) -> None:
        """The "Your moves" line of a move sequence: the moves picked so far, or once *Show
        me* plays the answer, the moves up to the stepper's step (none at its start)."""
        ex = self.exercise
        s = self.session
        if ex.answer_mode != "sequence":
            self.sequence.value = ""
            return
        t = translator(self.lang)
        moves = list(s.answer_so_far or ())
        if self.stepper is not None and s.shown_steps:
            moves = moves[: self.stepper.index]
        picked = [ex.option_label(m) for m in moves]
        text = " → ".join(picked) if picked else t.gettext("(pick moves in order)")
        line = t.tr("Your moves: {moves}", moves=text)
        self.sequence.value = f'<div class="ex">{esc(line)}</div>'

    def _draw_board(self) -> None:
        """Draw the position, or the answer played out on it once it is right, explained
        or shown (redrawn only when that changes)."""
        if not self.show_board:
            self.board.value = ""
            return
        s = self.session
        fb = s.feedback
        steps = s.shown_steps
        if steps:
            key: tuple[Any, ...] = (s.index, "shown")
            if key != self._board_for:
                self._board_for = key
                self.stepper = StepperWidget(steps, lang=self.lang)
                self.stepper.on_go = lambda _i: self._draw_moves()
                self.board_area.children = [self.stepper]
            return
        after = fb is not None and fb.step in ("right", "explain", "shown")
        picked = tuple(s.answer_so_far or ()) if self.exercise.answer_mode == "sequence" else ()
        key = (s.index, after, picked if not after else ())
        if key != self._board_for:
            self._board_for = key
            self.stepper = None
            self.board_area.children = [self.board]
            self.board.value = s.board_html

    def _sync_controls(self) -> None:
        """Make the controls show the session's answer (after Retry or Show me)."""
        ex = self.exercise
        answer = self.session.answer_so_far
        self._syncing = True
        try:
            if ex.answer_mode == "many":
                for option, box in self.checkboxes.items():
                    box.value = option in (answer or [])
            elif ex.answer_mode == "one":
                self.radio.value = answer
            elif ex.answer_mode == "number":
                self.number.value = answer if isinstance(answer, int) else 0
        finally:
            self._syncing = False

    # -- control callbacks --------------------------------------------------------------------
    def _do(self, fn: Any, *args: Any) -> None:
        try:
            fn(*args)
        except AnswerError as err:
            self.feedback.value = f'<div class="ex-feedback ex-wrong">{esc(err)}</div>'
            return
        self._refresh()

    def _on_box(self, option: str) -> Any:
        def changed(change: dict[str, Any]) -> None:
            if not self._syncing:
                self._do(self.session.toggle, option, bool(change["new"]))

        return changed

    def _on_radio(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] is not None:
            self._do(self.session.choose, change["new"])

    def _on_number(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self._do(self.session.set_number, int(change["new"]))

    def _on_move(self, move: str) -> Any:
        return lambda _b: self._do(self.session.pick, move)
