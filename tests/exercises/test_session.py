"""The headless session, the widget over it and the exported file, driven without a browser."""

from __future__ import annotations

import copy
import json
import re
import warnings
from pathlib import Path

import pytest

from toolkit.cli import main
from toolkit.exercises import (
    AnswerError,
    ExerciseAwaitsEngine,
    ExerciseSession,
    exercise,
    load_exercises,
)
from toolkit.exercises.export import answer_key, exercise_record, exercises_html
from toolkit.exercises.model import Exercise
from toolkit.html.core import esc
from toolkit.widgets import ExerciseWidget

HOSTILE = '<script>window.__pwned=1</script><img src=x onerror="alert(1)">'


@pytest.fixture(autouse=True)
def _quiet() -> None:
    warnings.simplefilter("ignore", ExerciseAwaitsEngine)


def test_session_keeps_a_score_with_retry_and_show_me() -> None:
    guards, wendy, win = exercise("hr-guards-1"), exercise("v-vanquish-1"), exercise("hr-guards-3")
    s = ExerciseSession([guards, wendy, win])
    s.toggle("Ben")
    fb = s.check()
    assert not fb.correct and fb.rule == "HR-C3"
    s.retry()
    assert s.feedback is None and s.answer_so_far == []
    s.toggle("Orc Grunt")
    assert s.check().correct  # right at the second try: not counted as right
    s.next()
    assert s.answer(3).correct
    s.next()
    s.pick("play Spark")
    with pytest.raises(AnswerError, match="already in the sequence"):
        s.pick("play Spark")
    s.pick("attack Ben")
    s.unpick()
    assert s.answer_so_far == ["play Spark"]
    shown = s.show_me()
    assert shown.correct and s.revealed and s.answer_so_far == win.solution
    assert (s.score.attempted, s.score.correct, s.score.revealed) == (3, 1, 1)
    assert s.score.results == {
        "hr-guards-1": "wrong",
        "v-vanquish-1": "right",
        "hr-guards-3": "shown",
    }
    assert s.score.text() == "1 of 3 right at the first try (3 tried)"


def test_session_refuses_answers_that_are_no_choice() -> None:
    s = ExerciseSession(exercise("hr-guards-1"))
    with pytest.raises(AnswerError, match="Cy is not among the choices"):
        s.toggle("Cy")
    with pytest.raises(AnswerError, match="give an answer first"):
        ExerciseSession(exercise("hr-first-turn-7")).check()
    with pytest.raises(AnswerError):
        s.choose("yes")
    with pytest.raises(AnswerError):
        exercise("v-vanquish-1").check("three")
    with pytest.raises(AnswerError):
        exercise("v-vanquish-1").check(True)
    assert s.score.attempted == 0


def test_check_accepts_learner_terms() -> None:
    assert exercise("hr-first-turn-7").check(False).correct  # "no" as a bool
    assert exercise("hr-first-turn-1").check(5).correct  # a number for a choice "5"
    assert exercise("hr-guards-1").check("Orc Grunt").correct  # one name for a set


def test_widget_controls_are_programmatic_twins() -> None:
    w = ExerciseWidget(
        [
            exercise("hr-guards-1"),
            exercise("hr-first-turn-7"),
            exercise("v-vanquish-1"),
            exercise("hr-guards-3"),
        ]
    )
    assert "A guard in the way" in w.header.value and "HR-C3" in w.header.value
    assert "Orc Grunt" in w.board.value
    w.checkboxes["Ben"].value = True
    w.check_button.click()
    assert "Not quite." in w.feedback.value and "Rule HR-C3" in w.feedback.value
    w.retry_button.click()
    assert w.feedback.value == "" and not w.checkboxes["Ben"].value
    w.show_button.click()
    assert w.checkboxes["Orc Grunt"].value and "Right." in w.feedback.value
    w.next_button.click()
    assert w.prev_button.disabled is False
    w.radio.value = "yes"
    w.check_button.click()
    assert "Not quite." in w.feedback.value and "Fire Gem costs 2 gold" in w.feedback.value
    w.next_button.click()
    w.number.value = 3
    w.check_button.click()
    assert "Right." in w.feedback.value
    w.next_button.click()
    for move in ("play Spark", "play Shortsword", "play Dagger", "attack Orc Grunt", "attack Ben"):
        w.move_buttons[move].click()
    assert "Play Spark → Play Shortsword" in w.sequence.value
    w.check_button.click()
    assert "Right." in w.feedback.value
    assert "2 of 4 right at the first try (4 tried)" in w.score.value
    assert w.next_button.disabled


def _hostile() -> Exercise:
    data = copy.deepcopy(dict(exercise("hr-guards-1").data))
    data.update(title=HOSTILE, question=HOSTILE, explain=HOSTILE, names=[HOSTILE, "Ben"])
    return Exercise(data, "hero-realms", source="hostile.yaml")


def test_every_text_is_escaped_in_the_widget_and_the_export() -> None:
    ex = _hostile()
    assert ex.check(["Orc Grunt"]).correct
    w = ExerciseWidget(ex)
    w.checkboxes["Orc Grunt"].value = True
    w.check_button.click()
    for html in (w.header.value, w.board.value, w.feedback.value):
        assert "<script>" not in html and "<img src=x" not in html
    page = exercises_html([ex])
    assert "<script>window" not in page and "<img src=x" not in page
    assert page.count("<script") == 2  # the data block and the page's own script


def test_the_export_precomputes_the_engines_feedback_for_every_answer() -> None:
    for ex in (
        exercise("hr-guards-1"),
        exercise("hr-first-turn-7"),
        exercise("v-vanquish-1"),
        exercise("v-locks-2"),
    ):
        record = exercise_record(ex)
        answers = ex.all_answers()
        assert len(record["feedback"]) == len(answers)
        for answer in answers:
            fb = ex.check(answer)
            assert record["texts"][record["feedback"][answer_key(ex, answer)]]["text"] == fb.text()
        assert record["texts"][record["feedback"][record["solution"]]]["correct"]


def test_the_export_is_self_contained(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "villainous.html"
    assert main(["export-exercises", "--html", str(out), "--game", "villainous"]) == 0
    assert "exercises" in capsys.readouterr().out
    page = out.read_text(encoding="utf-8")
    assert not re.search(r"(src|href)\s*=\s*[\"']?(https?:)?//", page)
    blob = re.search(
        r'<script type="application/json" id="exercise-data">(.*?)</script>', page, re.S
    )
    assert blob is not None
    data = json.loads(blob.group(1))
    assert len(data["exercises"]) == len(load_exercises("villainous"))
    assert {r["game"] for r in data["exercises"]} == {"villainous"}


def test_the_widget_shows_every_exercise_and_show_me_is_right() -> None:
    exercises = load_exercises()
    w = ExerciseWidget(exercises)
    for i, ex in enumerate(exercises):
        assert w.exercise is ex
        assert esc(ex.title) in w.header.value and w.board.value
        assert ex.id not in w.header.value + w.board.value
        w.show_button.click()
        assert "Right." in w.feedback.value, ex.id
        assert f"Rule {ex.check(ex.solution).rule}" in w.feedback.value
        if i + 1 < len(exercises):
            w.next_button.click()
    assert w.session.score.revealed == len(exercises)


def test_an_exercise_shows_itself_as_a_widget_in_a_notebook(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import IPython.display

    shown: list[object] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj))
    ex = exercise("hr-guards-1")
    ex._ipython_display_()
    (widget,) = shown
    assert isinstance(widget, ExerciseWidget) and widget.exercise is ex
    assert repr(ex) == "<Exercise hr-guards-1: A guard in the way (attack-targets, HR-C3)>"
