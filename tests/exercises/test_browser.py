"""The exported exercises in a real headless browser (Debian's chromium, driven by Playwright).

As in ``tests/presentation/test_browser.py``: the browser is the system's
``/usr/bin/chromium``; without it these tests are skipped on a developer's machine and
fail in CI (``CI=true``). Every request other than the file itself is refused and recorded.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from toolkit.exercises import exercise, load_exercises
from toolkit.exercises.export import exercises_html
from toolkit.exercises.loader import ExerciseAwaitsEngine

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

IN_CI = os.environ.get("CI", "").lower() == "true"
if IN_CI:
    import playwright.sync_api as sync_api

    assert os.access(CHROMIUM, os.X_OK), f"CI must install {CHROMIUM} (apt-get install chromium)"
else:
    sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(
    not os.access(CHROMIUM, os.X_OK),
    reason=f"{CHROMIUM} is not installed (apt-get install chromium)",
)


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_api.sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, headless=True, args=FLAGS, timeout=60_000
        )
        external: list[str] = []

        def guard(route: Any) -> None:
            url = route.request.url
            if url.startswith(("file:", "data:", "blob:", "about:")):
                route.continue_()
            else:
                external.append(url)
                route.abort()

        context.route("**/*", guard)
        context.external = external  # type: ignore[attr-defined]
        yield context
        context.close()


def _open(browser: Any, path: Path) -> tuple[Any, list[str]]:
    page = browser.new_page()
    page.set_viewport_size({"width": 1100, "height": 900})
    problems: list[str] = []
    page.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
    page.on("dialog", lambda d: (problems.append(f"dialog: {d.message}"), d.dismiss()))
    page.goto(path.as_uri())
    page.wait_for_selector("section.exercise")
    return page, problems


def _section(page: Any, index: int) -> Any:
    return page.locator(f"section.exercise[data-index='{index}']")


def test_answering_wrong_then_right_in_the_browser(browser: Any, tmp_path: Path) -> None:
    guards, wendy, win = exercise("hr-guards-1"), exercise("v-vanquish-1"), exercise("hr-guards-3")
    path = tmp_path / "exercises.html"
    path.write_text(exercises_html([guards, wendy, win]), encoding="utf-8")
    page, problems = _open(browser, path)
    assert page.locator("section.exercise").count() == 3

    # Exercise 1, wrong: tick Ben (protected by the guard).
    first = _section(page, 0)
    first.get_by_label("Ben", exact=True).check()
    first.get_by_role("button", name="Check").click()
    text = first.locator(".feedback").inner_text()
    assert text.startswith("Not quite.")
    assert "Orc Grunt is a guard, so Ben cannot be attacked" in text
    assert "Rule HR-C3" in text
    assert text == _expected(guards, ["Ben"]), "the page gives the engine's own words"
    # Retry, then right.
    first.get_by_role("button", name="Retry").click()
    assert first.locator(".feedback").inner_text() == ""
    first.get_by_label("Orc Grunt", exact=True).check()
    first.get_by_role("button", name="Check").click()
    assert first.locator(".feedback").inner_text().startswith("Right.")
    assert "Score: 0 of 3 right at the first try (1 tried)" in page.inner_text("#score")

    # Exercise 2, a number: right at the first try.
    second = _section(page, 1)
    second.locator("input[type=number]").fill("3")
    second.get_by_role("button", name="Check").click()
    assert second.locator(".feedback").inner_text() == _expected(wendy, 3)
    assert "Score: 1 of 3 right" in page.inner_text("#score")

    # Exercise 3, a sequence of moves: a wrong order, then "Show me".
    third = _section(page, 2)
    for label in ("Play Spark", "Attack Ben"):
        third.get_by_role("button", name=label, exact=True).click()
    assert "Play Spark → Attack Ben" in third.locator(".sequence").inner_text()
    third.get_by_role("button", name="Check").click()
    assert third.locator(".feedback").inner_text() == _expected(win, ["play Spark", "attack Ben"])
    third.get_by_role("button", name="Show me").click()
    assert third.locator(".feedback").inner_text().startswith("Right.")
    assert third.locator(".sequence").inner_text().count("→") == 4

    shot = tmp_path / "exercises.png"
    page.screenshot(path=str(shot), full_page=False)
    assert shot.stat().st_size > 10_000
    assert not problems, problems
    assert not browser.external, browser.external
    page.close()


def _expected(ex: Any, answer: Any) -> str:
    """The feedback as the browser shows it: verdict, explanation, then the rule line."""
    fb = ex.check(answer)
    return f"{fb.verdict}{fb.explanation}\nRule {fb.rule}: {fb.rule_title}"


def test_the_whole_export_runs_without_errors(browser: Any, tmp_path: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ExerciseAwaitsEngine)
        exercises = load_exercises()
    path = tmp_path / "all.html"
    path.write_text(exercises_html(exercises), encoding="utf-8")
    page, problems = _open(browser, path)
    assert page.locator("section.exercise").count() == len(exercises)
    # "Show me" on every exercise gives a right answer with its rule.
    shows = page.get_by_role("button", name="Show me")
    for i in range(len(exercises)):
        shows.nth(i).click()
    verdicts = page.locator(".feedback .ex-verdict").all_inner_texts()
    assert verdicts == ["Right."] * len(exercises)
    assert (
        f"0 of {len(exercises)} right at the first try ({len(exercises)} tried)"
        in page.inner_text("#score")
    )
    assert not problems, problems
    assert not browser.external, browser.external
    page.close()
