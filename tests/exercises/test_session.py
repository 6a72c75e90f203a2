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
    assert shown.stage == "shown" and s.revealed and s.answer_so_far == win.solution
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
    with pytest.raises(AnswerError, match="Give an answer first"):
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
    assert "Not yet." in w.feedback.value and "Rule HR-C3" in w.feedback.value
    assert "ex-nudge" in w.feedback.value
    w.retry_button.click()
    assert w.feedback.value == "" and not w.checkboxes["Ben"].value
    w.show_button.click()
    assert w.checkboxes["Orc Grunt"].value and "Right." not in w.feedback.value
    assert "Here is the answer." in w.feedback.value and "ex-shown" in w.feedback.value
    w.next_button.click()
    assert w.prev_button.disabled is False
    w.radio.value = "yes"
    w.check_button.click()
    assert "Not yet." in w.feedback.value and "Fire Gem costs 2 gold" not in w.feedback.value
    w.check_button.click()  # the second wrong answer gets the explanation
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
    assert "2 of 4" in w.score.value
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


def test_the_widget_shows_every_exercise_and_show_me_shows_the_answer() -> None:
    exercises = load_exercises()
    w = ExerciseWidget(exercises)
    for i, ex in enumerate(exercises):
        assert w.exercise is ex
        assert esc(ex.title) in w.header.value and w.board.value
        assert ex.id not in w.header.value + w.board.value
        assert f"Exercise {i + 1} of {len(exercises)}" in w.header.value
        w.show_button.click()
        assert "Here is the answer." in w.feedback.value, ex.id
        assert "Right." not in w.feedback.value, ex.id
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


# -- feedback that coaches: a nudge, then the explanation; Show me ---------------------------


def test_first_wrong_answer_gets_a_nudge_without_the_answer_then_the_explanation() -> None:
    ex = exercise("hr-first-turn-1")  # how many cards in Ben's opening hand (5)
    s = ExerciseSession(ex)
    s.choose("3")
    first = s.check()
    assert first.stage == "nudge" and not first.correct and first.rule == "HR-S4"
    assert first.verdict == "Not yet." and first.explanation == ex.nudge
    assert "5" not in first.text() and "second with" not in first.text()
    s.retry()
    s.choose("7")
    second = s.check()
    assert second.stage == "explain" and second.verdict == "Not quite."
    assert "the second with 5" in second.explanation
    s.choose("5")
    right = s.check()
    assert right.stage == "right" and right.verdict == "Right."
    assert s.score.results == {"hr-first-turn-1": "wrong"}


def test_show_me_on_an_unanswered_exercise_is_shown_not_right() -> None:
    s = ExerciseSession([exercise("hr-guards-1"), exercise("hr-first-turn-1", lang="en")])
    shown = s.show_me()
    assert shown.stage == "shown" and shown.verdict == "Here is the answer."
    assert "Right." not in shown.text() and shown.explanation.startswith("The answer: Orc Grunt.")
    assert s.score.results == {"hr-guards-1": "shown"} and s.score.correct == 0
    assert s.score.revealed == 1
    s.next()
    s.choose("5")
    assert s.check().stage == "right"
    assert s.score.correct == 1


def test_show_me_plays_the_answer_on_the_board() -> None:
    ex = exercise("hr-guards-3")  # win this turn: Ben is out at the end
    s = ExerciseSession(ex)
    before = s.board_html
    s.show_me()
    after = s.board_html
    assert before != after and "won" in after and "won" not in before


def test_the_board_does_not_print_the_answer_to_the_question_asked() -> None:
    ex = exercise("hr-first-turn-1")  # "how many cards does Ben hold?"
    s = ExerciseSession(ex)
    assert ex.hides_board and "Hand (5)" not in s.board_html and "Ben" not in s.board_html
    s.choose("4")
    s.check()  # a nudge: the board still waits
    assert "Hand (5)" not in s.board_html
    s.choose("5")
    s.check()
    assert "Hand (5)" in s.board_html  # answered: the table is shown
    assert not exercise("hr-guards-1").hides_board  # a board to read stays on screen


def test_a_language_change_keeps_the_stage_of_the_ladder() -> None:
    s = ExerciseSession(exercise("hr-first-turn-1"))
    s.choose("3")
    s.check()
    s.set_lang("es")
    assert s.feedback is not None and s.feedback.stage == "nudge"
    assert s.feedback.verdict == "Todavía no."


def test_every_exercise_has_a_nudge_in_every_language_that_keeps_the_answer() -> None:
    import re

    for lang in ("en", "es", "it"):
        for ex in load_exercises(lang=lang):
            nudge = ex.nudge
            assert len(nudge.split()) >= 8, (ex.id, lang, nudge)
            assert nudge != ex._explain(), (ex.id, lang)
            if ex.answer_mode in ("one", "number") and ex.kind != "legal-move":
                said = (
                    str(ex.solution)
                    if ex.answer_mode == "number"
                    else ex.option_label(str(ex.solution))
                )
                pattern = r"(?<![\w'])" + re.escape(said) + r"(?!\w)"
                assert not re.search(pattern, nudge, re.I), (ex.id, lang, said, nudge)


def test_the_export_answers_like_the_widget_first_a_nudge_then_the_explanation() -> None:
    ex = exercise("hr-first-turn-1")
    record = exercise_record(ex)
    key = answer_key(ex, "3")
    nudge = record["texts"][record["nudges"][key]]
    full = record["texts"][record["feedback"][key]]
    assert nudge["stage"] == "nudge" and nudge["explanation"] == ex.coach("3", 0).explanation
    assert full["stage"] == "explain" and full["explanation"] == ex.coach("3", 1).explanation
    right = record["texts"][record["feedback"][answer_key(ex, "5")]]
    assert right["stage"] == "right" and answer_key(ex, "5") not in record["nudges"]
    shown = record["texts"][record["shown"]]
    assert shown["stage"] == "shown" and shown["verdict"] == "Here is the answer."
    assert "Hand (5)" not in record["board"] and "Hand (5)" in record["board_after"]


# -- lessons 12 and 13 practise what they teach -----------------------------------------------


def test_tournament_exercises_ask_about_the_chart_the_lesson_draws() -> None:
    from toolkit.lessons.analysis import favoured, tournament

    interval = exercise("hr-analysis-1")
    chart = tournament(["greedy", "random"], games=10, seed=1)
    low, high = interval.solution.replace("%", "").split(" to ")
    assert f"between {low} and {high} percent" in chart.text.splitlines()[0]
    real = exercise("hr-analysis-2")
    drawn = tournament(["greedy", "tuned"], games=16, seed=2).text.splitlines()[-1]
    assert (real.solution == "yes") == ("do not overlap" in drawn)
    seat = exercise("hr-analysis-3")
    seats = favoured("first-seat", games=20, seed=3).text.splitlines()[-1]
    assert (seat.solution == "cannot tell yet") == ("do not overlap" not in seats)
    villains = exercise("v-analysis-1", lang="es")
    assert villains.solution == "cannot tell yet"
    s = ExerciseSession(villains)
    s.choose("Captain Hook")
    first = s.check()  # predicting Hook from 6 wins of 8: a nudge about the error bars
    assert first.stage == "nudge" and "barras de error" in first.explanation
    s.choose("todavía no se puede saber")
    assert s.check().stage == "right"
