"""Show me plays the answer step by step; a move sequence's board follows the moves picked.

The same steps feed the widget (the demonstrations' stepper) and the static page
(precomputed), so both are checked against the engine here, with no browser.
"""

from __future__ import annotations

import json
import re

import pytest

from toolkit.exercises import ExerciseSession, exercise, load_exercises
from toolkit.exercises.export import answer_key, exercise_record, exercises_html
from toolkit.exercises.steps import answer_steps, sequence_board, sequence_boards
from toolkit.i18n import LANGUAGES
from toolkit.widgets import ExerciseWidget
from toolkit.widgets.stepper import StepperWidget


@pytest.mark.parametrize("lang", LANGUAGES)
def test_show_me_steps_through_the_winning_sequence(lang: str) -> None:
    # rule: HR-C3  (the guard must fall before Ben can be attacked)
    ex = exercise("hr-guards-3").in_lang(lang)
    steps = answer_steps(ex)
    assert len(steps) == len(ex.solution) + 1
    assert steps[0].board == ex.board_html()
    assert steps[-1].board == ex.board_after_html()  # it ends where the answer ends
    assert len({s.board for s in steps}) == len(steps)  # every move redraws the table
    assert all(s.say for s in steps) and steps[1].label != steps[0].label
    assert not any(re.search(r"\(HR-[A-Z]\d", s.say) for s in steps)  # IDs are badges
    assert "HR-C1" in steps[-1].rules  # the attack on Ben names its rule as a badge
    if lang != "en":
        assert not any(w in s.say for s in steps for w in ("plays", "attacks", "The position"))


def test_a_single_move_answer_has_two_steps_and_a_choice_of_targets_none() -> None:
    # rule: V-V1  (a vanquish played out)
    assert len(answer_steps(exercise("v-vanquish-4"))) == 2
    assert answer_steps(exercise("hr-guards-1")) == []  # targets: no move to play
    refused = [e for e in load_exercises(check=False) if e.kind == "legal-move"]
    refused = [e for e in refused if e.solution == "no"]
    assert refused and all(answer_steps(e) == [] for e in refused[:3])  # nothing to play


def test_the_session_steps_only_once_shown_and_it_counts_as_shown() -> None:
    s = ExerciseSession([exercise("hr-guards-3")])
    assert s.shown_steps == []
    s.pick("play Spark")
    s.check()  # a wrong (unfinished) answer is not stepped through
    assert s.shown_steps == []
    s.retry()
    s.show_me()
    assert len(s.shown_steps) == 6 and s.score.results["hr-guards-3"] == "wrong"
    fresh = ExerciseSession([exercise("hr-guards-3")])
    fresh.show_me()
    assert len(fresh.shown_steps) == 6 and fresh.score.results["hr-guards-3"] == "shown"
    assert fresh.score.correct == 0


def test_the_sequence_board_follows_the_moves_picked() -> None:
    # rule: HR-C3  (attacking Ben past a ready guard is refused: the board stays)
    ex = exercise("hr-guards-3")
    start = ex.board_html()
    one = sequence_board(ex, ["play Spark"])
    assert one != start and sequence_board(ex, []) == start
    assert sequence_board(ex, ["play Spark", "attack Ben"]) == one


def test_the_widget_redraws_at_each_pick_and_steps_after_show_me() -> None:
    w = ExerciseWidget(exercise("hr-guards-3"), lang="it")
    start = w.board.value
    w.move_buttons["play Spark"].click()
    after_one = w.board.value
    assert after_one != start and "3" in after_one
    w.move_buttons["play Dagger"].click()
    assert w.board.value not in (start, after_one)
    w.undo_button.click()
    assert w.board.value == after_one
    w.show_button.click()
    assert isinstance(w.stepper, StepperWidget) and w.board_area.children == (w.stepper,)
    assert "ex-shown" in w.feedback.value  # painted as shown, not as right
    boards = [w.stepper.board.value]
    while not w.stepper.next_button.disabled:
        w.stepper.next_button.click()
        boards.append(w.stepper.board.value)
    assert len(boards) == 6 and len(set(boards)) == 6
    assert "Passo 5 di 5" in w.stepper.step.value
    w.retry_button.click()
    assert w.stepper is None and w.board_area.children == (w.board,) and w.board.value == start


@pytest.mark.parametrize("lang", LANGUAGES)
def test_show_me_moves_line_follows_the_stepper(lang: str) -> None:
    # *Show me* starts the stepper at the position: "Your moves" must not give the whole
    # answer there, but the moves up to the step shown, forwards and back
    w = ExerciseWidget(exercise("hr-guards-3"), lang=lang)
    w.show_button.click()
    assert w.stepper is not None
    labels = [w.exercise.option_label(m) for m in w.exercise.solution]
    assert not any(label in w.sequence.value for label in labels)
    for k in range(1, len(labels) + 1):
        w.stepper.next_button.click()
        assert " → ".join(labels[:k]) in w.sequence.value
        assert " → ".join(labels[: k + 1]) not in w.sequence.value or k == len(labels)
    w.stepper.back_button.click()
    assert " → ".join(labels[:-1]) in w.sequence.value
    assert " → ".join(labels) not in w.sequence.value
    w.retry_button.click()
    assert not any(label in w.sequence.value for label in labels)


def test_the_static_page_holds_the_steps_and_every_sequence_board() -> None:
    ex = exercise("hr-guards-3").in_lang("es")
    record = exercise_record(ex)
    assert [s["board"] for s in record["steps"]] == [s.board for s in answer_steps(ex)]
    seq = record["seq"]
    # every board a learner's picks can reach is there, keyed as the page keys answers
    first = answer_key(ex, ["play Spark"])
    assert seq["style"] + seq["boards"][seq["at"][first]] == sequence_board(ex, ["play Spark"])
    assert seq["at"][""] == seq["at"][answer_key(ex, [])]
    whole = sequence_boards(ex, lambda p: answer_key(ex, p))
    assert answer_key(ex, ex.solution) in whole["at"]
    page = exercises_html([ex])
    blob = page.split('id="exercise-data">')[1].split("</script>")[0]
    assert "</" not in blob and json.loads(blob)["exercises"][0]["steps"]
    assert "function tkStepper" in page
    targets = exercise_record(exercise("hr-guards-1"))
    assert targets["steps"] == [] and targets["seq"] is None
