"""The exported exercises in a real headless browser (Debian's chromium, driven by Playwright).

As in ``tests/presentation/test_browser.py``: the browser is the system's
``/usr/bin/chromium``; without it these tests are skipped on a developer's machine and
fail in CI (``CI=true``). Every request other than the file itself is refused and recorded.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import needs_chromium, offline_browser
from toolkit.exercises import exercise, load_exercises
from toolkit.exercises.export import exercises_html
from toolkit.exercises.loader import ExerciseAwaitsEngine

pytestmark = [needs_chromium, pytest.mark.slow]  # a browser test: the slow tier


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    yield from offline_browser(tmp_path_factory.mktemp("chromium-profile"))


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
    assert text.startswith("Not yet.")  # the first wrong answer: a nudge
    assert "Orc Grunt is a guard, so Ben cannot be attacked" not in text
    assert "Rule HR-C3" in text and text == _expected(guards, ["Ben"], 0)
    first.get_by_role("button", name="Check").click()  # the second: the explanation
    text = first.locator(".feedback").inner_text()
    assert text.startswith("Not quite.")
    assert "Orc Grunt is a guard, so Ben cannot be attacked" in text
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
    assert third.locator(".feedback").inner_text() == _expected(
        win, ["play Spark", "attack Ben"], 0
    )
    third.get_by_role("button", name="Show me").click()
    assert third.locator(".feedback").inner_text().startswith("Here is the answer.")
    # the answer is played out step by step: Next until the last move has been made
    for _ in range(10):
        if "won" in third.locator(".board").inner_text():
            break
        third.get_by_role("button", name="Next").click()
    assert "won" in third.locator(".board").inner_text()
    assert third.locator(".sequence").inner_text().count("→") == 4

    shot = tmp_path / "exercises.png"
    page.screenshot(path=str(shot), full_page=False)
    assert shot.stat().st_size > 10_000
    assert not problems, problems
    assert not browser.external, browser.external
    page.close()


def _expected(ex: Any, answer: Any, wrong_before: int = 1) -> str:
    """The feedback as the browser shows it: verdict, explanation, then the rule line."""
    fb = ex.coach(answer, wrong_before)
    return f"{fb.verdict}{fb.explanation}\nRule {fb.rule}: {fb.rule_title}"


@pytest.mark.parametrize(
    ("lang", "show", "right", "score"),
    [
        ("en", "Show me", "Here is the answer.", "0 of {n} right at the first try ({n} tried)"),
        (
            "es",
            "Ver la solución",
            "Esta es la respuesta.",
            "0 de {n} acertados a la primera ({n} intentados)",
        ),
    ],
)
def test_the_whole_export_runs_without_errors(
    browser: Any, tmp_path: Path, lang: str, show: str, right: str, score: str
) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ExerciseAwaitsEngine)
        exercises = load_exercises(lang=lang)
    path = tmp_path / "all.html"
    path.write_text(exercises_html(exercises), encoding="utf-8")
    page, problems = _open(browser, path)
    assert page.locator("section.exercise").count() == len(exercises)
    # "Show me" on every exercise shows the answer with its rule (shown, never "Right.").
    shows = page.get_by_role("button", name=show)
    for i in range(len(exercises)):
        shows.nth(i).click()
    verdicts = page.locator(".feedback .ex-verdict").all_inner_texts()
    assert verdicts == [right] * len(exercises)
    assert score.format(n=len(exercises)) in page.inner_text("#score")
    assert not problems, problems
    assert not browser.external, browser.external
    page.close()


def test_the_spanish_export_answers_in_spanish(browser: Any, tmp_path: Path) -> None:
    guards = exercise("hr-guards-1", lang="es")
    wendy = exercise("v-vanquish-1", lang="es")
    win = exercise("hr-guards-3", lang="es")
    path = tmp_path / "ejercicios.html"
    path.write_text(exercises_html([guards, wendy, win], lang="es"), encoding="utf-8")
    page, problems = _open(browser, path)
    assert page.get_attribute("html", "lang") == "es"
    assert "Ejercicio 1 de 3 · Nivel" in page.inner_text("section.exercise[data-index='0']")

    first = _section(page, 0)
    first.get_by_label("Ben", exact=True).check()
    first.get_by_role("button", name="Comprobar").click()
    text = first.locator(".feedback").inner_text()
    assert text.startswith("Todavía no.")
    assert text == _expected_in(guards, ["Ben"], "Regla", 0)
    first.get_by_role("button", name="Comprobar").click()
    text = first.locator(".feedback").inner_text()
    assert text.startswith("No exactamente.")
    assert "Regla HR-C3: Guardias" in text
    assert text == _expected_in(guards, ["Ben"], "Regla")
    first.get_by_role("button", name="Reintentar").click()
    first.get_by_label("Orc Grunt", exact=True).check()
    first.get_by_role("button", name="Comprobar").click()
    assert first.locator(".feedback").inner_text().startswith("Correcto.")
    assert "Puntuación: 0 de 3 acertados a la primera (1 intentado)" in page.inner_text("#score")

    second = _section(page, 1)
    assert "Fuerza:" in second.inner_text()
    second.locator("input[type=number]").fill("3")
    second.get_by_role("button", name="Comprobar").click()
    assert second.locator(".feedback").inner_text() == _expected_in(wendy, 3, "Regla")

    third = _section(page, 2)
    for label in ("Jugar Spark", "Atacar a Ben"):
        third.get_by_role("button", name=label, exact=True).click()
    assert "Tus jugadas: Jugar Spark → Atacar a Ben" in third.locator(".sequence").inner_text()
    third.get_by_role("button", name="Comprobar").click()
    assert third.locator(".feedback").inner_text() == _expected_in(
        win, ["play Spark", "attack Ben"], "Regla", 0
    )
    third.get_by_role("button", name="Ver la solución").click()
    assert third.locator(".feedback").inner_text().startswith("Esta es la respuesta.")

    first.scroll_into_view_if_needed()
    shot = tmp_path / "ejercicios.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
    assert not problems, problems
    assert not browser.external, browser.external
    page.close()


def _expected_in(ex: Any, answer: Any, rule_word: str, wrong_before: int = 1) -> str:
    fb = ex.coach(answer, wrong_before)
    return f"{fb.verdict}{fb.explanation}\n{rule_word} {fb.rule}: {fb.rule_title}"
