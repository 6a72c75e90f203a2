"""A learner's progress file: results kept, stars, the lesson index, reset and bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolkit.core.errors import ToolkitError
from toolkit.exercises import ExerciseSession, exercise
from toolkit.exercises.progress import (
    FOLDER_VARIABLE,
    Progress,
    ProgressError,
    ProgressWarning,
    progress_folder,
    stars,
)
from toolkit.lessons import display
from toolkit.lessons.progress import learner, lesson_of, lessons, reset_progress

LESSON = "02-hr-champions-guards"


def test_stars_reward_first_tries() -> None:
    assert [stars(0, 0, 6), stars(0, 6, 6), stars(4, 4, 6), stars(6, 6, 6)] == [0, 1, 2, 3]
    assert stars(2, 2, 6) == 1 and stars(1, 1, 6) == 0


def test_a_session_keeps_the_first_result_of_each_exercise_in_the_file(tmp_path: Path) -> None:
    progress = Progress("ana", folder=tmp_path)
    ids = lesson_of("hr-guards-1")
    assert ids is not None and ids[0] == LESSON
    s = ExerciseSession(
        [exercise("hr-guards-1"), exercise("hr-guards-2")],
        progress=progress,
        lesson=LESSON,
        lesson_exercises=ids[1],
    )
    assert s.number == (ids[1].index("hr-guards-1") + 1, len(ids[1]))
    s.toggle("Ben")
    s.check()
    s.toggle("Orc Grunt")
    s.toggle("Ben", False)
    assert s.check().correct  # a later right answer does not change the first result
    s.next()
    s.show_me()
    saved = json.loads((tmp_path / "ana.json").read_text(encoding="utf-8"))
    assert saved["lessons"][LESSON] == {"hr-guards-1": "wrong", "hr-guards-2": "shown"}
    again = Progress("ana", folder=tmp_path)  # a new kernel reads the same file
    score = again.score(LESSON, ids[1])
    assert (score["right"], score["done"], score["total"]) == (0, 2, len(ids[1]))


def test_the_teacher_resets_one_lesson_or_everything(tmp_path: Path) -> None:
    p = Progress("ben", folder=tmp_path)
    p.record(LESSON, "hr-guards-1", "right")
    p.record("01-hr-first-turn", "hr-first-turn-1", "right")
    reset_progress("ben", lesson=LESSON, folder=tmp_path)
    assert Progress("ben", folder=tmp_path).lessons() == ["01-hr-first-turn"]
    reset_progress("ben", folder=tmp_path)
    assert Progress("ben", folder=tmp_path).lessons() == []


@pytest.mark.parametrize(
    "content",
    ["{not json", "[]", '{"lessons": 3}', '{"lessons": {"01": "right"}}', "\x00\xff"],
)
def test_an_unreadable_file_starts_afresh_and_is_kept(tmp_path: Path, content: str) -> None:
    (tmp_path / "cy.json").write_text(content, encoding="utf-8")
    with pytest.warns(ProgressWarning, match="could not be read"):
        p = Progress("cy", folder=tmp_path)
    assert p.lessons() == []
    assert (tmp_path / "cy.json.unreadable").read_text(encoding="utf-8") == content
    p.record(LESSON, "hr-guards-1", "right")
    assert Progress("cy", folder=tmp_path).results(LESSON) == {"hr-guards-1": "right"}


def test_bad_names_and_results_are_refused(tmp_path: Path) -> None:
    for bad in ("", "../etc", "a/b", "x" * 80, ".."):
        with pytest.raises(ProgressError) as err:
            Progress(bad, folder=tmp_path)
        assert isinstance(err.value, ToolkitError)
    with pytest.raises(ProgressError, match="not a result"):
        Progress("ana", folder=tmp_path).record(LESSON, "hr-guards-1", "perfect")
    assert not list(tmp_path.iterdir())  # nothing written


def test_the_folder_is_a_parameter_then_a_variable_then_the_home_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(FOLDER_VARIABLE, raising=False)
    assert progress_folder() == Path.home() / ".card-classroom" / "progress"
    monkeypatch.setenv(FOLDER_VARIABLE, str(tmp_path / "class"))
    assert progress_folder() == tmp_path / "class"
    assert progress_folder(tmp_path / "mine") == tmp_path / "mine"


def test_a_lesson_exercise_is_numbered_in_its_lesson_and_the_index_shows_stars(
    tmp_path: Path,
) -> None:
    learner("dee", folder=tmp_path)
    twin = display.exercise("hr-guards-2", lang="es")
    widget = twin.live
    k, n = widget.session.number
    found = lesson_of("hr-guards-2")
    assert found is not None and n == len(found[1]) > 1 and k == found[1].index("hr-guards-2") + 1
    assert f"Ejercicio {k} de {n}" in widget.header.value
    widget.show_me()
    assert "Esta lección: 0 de" in widget.score.value and "☆☆☆" in widget.score.value
    index = lessons(lang="es").static_html
    assert "Lecciones de dee" in index and "0 de" in index
    progress = reset_progress(lesson=found[0])
    for ex_id in found[1]:
        progress.record(found[0], ex_id, "right")
    assert lessons(lang="en").static_html.count('aria-label="★★★"') == 1


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            [
                "0 of 2 right at the first try (0 done)",
                "1 of 2 right at the first try (1 done)",
                "2 of 2 right at the first try (2 done)",
            ],
        ),
        (
            "es",
            [
                "0 de 2 acertados a la primera (0 hechos)",
                "1 de 2 acertado a la primera (1 hecho)",
                "2 de 2 acertados a la primera (2 hechos)",
            ],
        ),
        (
            "it",
            [
                "0 su 2 giusti al primo tentativo (0 fatti)",
                "1 su 2 giusto al primo tentativo (1 fatto)",
                "2 su 2 giusti al primo tentativo (2 fatti)",
            ],
        ),
    ],
)
def test_every_count_on_the_index_takes_its_own_plural_form(
    tmp_path: Path, lang: str, expected: list[str]
) -> None:
    from toolkit.exercises.progress import score_words

    assert [score_words(lang, n, 2, n) for n in (0, 1, 2)] == expected
    # the index itself, with 0, 1 and 2 exercises of a lesson done (all right)
    ids = lesson_of("hr-guards-1")
    assert ids is not None
    lesson, exercises = ids
    p = Progress("eva", folder=tmp_path)
    for n in range(3):
        if n:
            p.record(lesson, exercises[n - 1], "right")
        page = lessons(lang=lang, name="eva", folder=tmp_path).static_html
        assert score_words(lang, n, len(exercises), n) in page
    assert "1 hechos" not in lessons(lang="es", name="eva", folder=tmp_path).static_html


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_session_and_page_scores_take_plural_forms(lang: str) -> None:
    from toolkit.exercises.export import score_counts
    from toolkit.exercises.progress import score_words
    from toolkit.exercises.session import Score

    one = Score(total=3, attempted=1, correct=1).text(lang)
    two = Score(total=3, attempted=2, correct=0).text(lang)
    words = {"en": ("1 tried", "2 tried"), "es": ("1 intentado", "2 intentados")}
    words["it"] = ("1 provato", "2 provati")
    assert one.endswith(f"({words[lang][0]})") and two.endswith(f"({words[lang][1]})")
    counts = score_counts(lang, 2)
    for n in (0, 1, 2):  # the page's halves are the same words as the widget's
        assert f"{counts['right'][n]} ({counts['tried'][n]})" == score_words(
            lang, n, 2, n, tried=True
        )
    assert counts["tried"][1] == f"1 {words[lang][0].split()[1]}"
