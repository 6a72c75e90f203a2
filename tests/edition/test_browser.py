"""A page of the static edition in headless chromium: a replay steps, an exercise answers.

No kernel and no network: the page is opened from the files, every request off the
machine is refused (and the test fails if one is made).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from toolkit.edition import EditionReport
from toolkit.exercises import exercise
from toolkit.exercises.export import answer_key

pytestmark = pytest.mark.slow  # browser tests: the slow tier


def _state(frame: Any) -> int:
    return int(frame.locator("body").get_attribute("data-state"))


@pytest.mark.parametrize("width", [1280, 420])
def test_replay_steps_and_exercise_answers_in_the_page(
    site: EditionReport, browser: Callable[..., Any], tmp_path: Path, width: int
) -> None:
    page = browser(width=width)
    page.goto((site.out / "en" / "01_guards.html").as_uri())
    replay = page.frame_locator("#ed-frame-1")
    practice = page.frame_locator("#ed-frame-2")
    replay.locator("#tk-board .tk-player").first.wait_for()
    # each frame grows to its content (the 320 px placeholder is replaced)
    page.wait_for_function(
        "() => [1, 2, 3].every(i => parseInt(document.getElementById('ed-frame-' + i).style.height) > 0)"
    )
    heights = page.evaluate(
        "() => [1, 2, 3].map(i => document.getElementById('ed-frame-' + i).getBoundingClientRect().height)"
    )
    assert all(h > 200 for h in heights), heights

    # step the replay forward twice and back once
    assert _state(replay) == 0
    replay.locator("#tk-next").click()
    replay.locator("#tk-next").click()
    assert _state(replay) == 2
    replay.locator("#tk-prev").click()
    assert _state(replay) == 1
    assert replay.locator("#tk-slider").input_value() == "1"
    # the figure in the replay was drawn with the site's plotly.js
    replay.locator("#tk-fig-0 .main-svg").first.wait_for()

    # answer the exercise: a wrong answer first, then the right one
    ex = exercise("hr-guards-1")
    labels = {o: ex.option_label(o) for o in ex.options}
    section = practice.locator("section.exercise").first
    section.get_by_label(labels["Ben"]).check()
    section.locator("button.check").click()
    # the first wrong answer gets a nudge (the rule and what to look at), not the answer
    wrong = section.locator(".ex-feedback")
    assert "ex-nudge" in wrong.get_attribute("class")
    assert ex.coach(["Ben"], 0).explanation in wrong.text_content()
    assert ex.check(["Ben"]).explanation not in wrong.text_content()
    # the second wrong answer gets the engine's explanation
    section.locator("button.check").click()
    wrong = section.locator(".ex-feedback")
    assert "ex-wrong" in wrong.get_attribute("class")
    assert ex.check(["Ben"]).explanation in wrong.text_content()
    section.locator("button.retry").click()
    for i in answer_key(ex, ex.solution).split(","):
        section.locator(f'input[value="{i}"]').check()
    section.locator("button.check").click()
    right = section.locator(".ex-feedback")
    assert "ex-right" in right.get_attribute("class")
    assert "HR-C3" in right.text_content()
    assert ex.check(ex.solution).explanation in right.text_content()
    # stepping the replay did not touch the exercise, and the other way round
    assert _state(replay) == 1
    # two replays on one page (the same ids in each) step on their own
    again = page.frame_locator("#ed-frame-3")
    again.locator("#tk-last").click()
    assert _state(again) == int(again.locator("#tk-slider").get_attribute("max")) > 1
    assert _state(replay) == 1

    # the page's own plotly figure is drawn as well
    page.locator("#ed-figure-4 .main-svg").first.wait_for()
    shot = tmp_path / f"lesson-{width}.png"
    page.screenshot(path=str(shot), full_page=True)
    section.screenshot(path=str(tmp_path / f"exercise-{width}.png"))
    page.locator("#ed-frame-1").screenshot(path=str(tmp_path / f"replay-{width}.png"))
    assert shot.stat().st_size > 10_000
    assert not page.problems, page.problems
    assert not page.external, page.external


def test_language_switcher_in_the_browser(site: EditionReport, browser: Callable[..., Any]) -> None:
    page = browser()
    page.goto((site.out / "index.html").as_uri())
    page.get_by_role("link", name="Español").click()
    page.get_by_role("link", name="Guardias, paso a paso").click()
    assert page.locator("html").get_attribute("lang") == "es"
    page.get_by_role("link", name="English").click()
    assert page.url.endswith("/en/01_guards.html")
    page.get_by_role("link", name="glossary").click()
    assert page.url.endswith("/files/docs/glossary.html#Guard")
    page.get_by_role("link", name="turn summary").click()
    assert page.locator("h1").text_content() == "Turn summary"
    assert not page.problems and not page.external


def test_a_twin_that_holds_its_own_frame_fits_and_answers(
    site: EditionReport, browser: Callable[..., Any], tmp_path: Path
) -> None:
    page = browser(width=1280)
    page.goto((site.out / "es" / "01_guards.html").as_uri())
    outer = page.frame_locator("#ed-frame-1")
    inner = outer.frame_locator("iframe")
    section = inner.locator("section.exercise").first
    section.wait_for()
    # the inner frame (650 px high, 300 px wide by default) grows to its content and width
    box = outer.locator("iframe").bounding_box()
    assert box is not None and box["width"] > 900
    page.wait_for_function("() => parseInt(document.getElementById('ed-frame-1').style.height) > 0")
    inner_height = outer.locator("iframe").evaluate("f => f.style.height")
    assert inner_height != "650px"
    outer_height = page.locator("#ed-frame-1").bounding_box()["height"]
    assert outer_height >= int(inner_height.removesuffix("px"))
    ex = exercise("hr-guards-1")
    for i in answer_key(ex, ex.solution).split(","):
        section.locator(f'input[value="{i}"]').check()
    section.locator("button.check").click()
    assert "ex-right" in section.locator(".ex-feedback").get_attribute("class")
    page.screenshot(path=str(tmp_path / "nested-1280.png"), full_page=True)
    assert not page.problems and not page.external
