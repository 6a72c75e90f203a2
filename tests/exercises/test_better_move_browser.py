"""Better-move exercises in the exported page, in a real headless browser, in three languages."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import needs_chromium, offline_browser
from toolkit.exercises import exercise
from toolkit.exercises.export import exercises_html

pytestmark = [needs_chromium, pytest.mark.slow]  # a browser test: the slow tier

RULE_WORD = {"en": "Rule", "es": "Regla", "it": "Regola"}


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    yield from offline_browser(tmp_path_factory.mktemp("chromium-profile"))


def _expected(ex: Any, answer: str, wrong_before: int) -> str:
    fb = ex.coach(answer, wrong_before)
    return f"{fb.verdict}{fb.explanation}\n{RULE_WORD[ex.lang]} {fb.rule}: {fb.rule_title}"


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("width", [1280, 420])
def test_a_better_move_answered_wrong_then_right(
    browser: Any, tmp_path: Path, lang: str, width: int
) -> None:
    # rule: HR-T3
    hr, vil = exercise("hr-better-1", lang=lang), exercise("v-better-1", lang=lang)
    path = tmp_path / "better.html"
    path.write_text(exercises_html([hr, vil], lang=lang), encoding="utf-8")
    page = browser.new_page()
    page.set_viewport_size({"width": width, "height": 900})
    problems: list[str] = []
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    page.goto(path.as_uri())
    page.wait_for_selector("section.exercise")
    for index, ex in enumerate((hr, vil)):
        section = page.locator(f"section.exercise[data-index='{index}']")
        played, answer = ex.data["played"], ex.data["answer"]
        section.get_by_label(ex.option_label(played), exact=True).check()
        check = section.locator("button").first
        check.click()
        assert section.locator(".feedback").inner_text() == _expected(ex, played, 0)
        check.click()  # the second wrong try: what the search found, still not the answer
        text = section.locator(".feedback").inner_text()
        assert text == _expected(ex, played, 1)
        assert ex.option_label(answer).lower() not in text.lower()
        section.get_by_label(ex.option_label(answer), exact=True).check()
        check.click()
        assert section.locator(".feedback").inner_text() == _expected(ex, answer, 1)
        box = section.bounding_box()
        assert box is not None and box["width"] <= width  # no sideways scrolling
    assert problems == []
    page.close()
