"""Show me steps through the answer in a real JupyterLab and in the static page, in Debian's
headless chromium driven by Playwright; a move sequence's board follows the moves picked.

JupyterLab is started on 127.0.0.1 over a temporary one-cell notebook calling
``exercise("hr-guards-3")`` (win this turn: five moves); the static page is that call's
static twin (the exercise page in its frame) opened from a file, with every network request
refused, in English, Spanish and Italian at 1280 and 420 px. Screenshots go to the test's
temporary folder. Without ``/usr/bin/chromium`` the tests are skipped (and fail in CI).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import needs_chromium, playwright_api
from tests.lab_server import lab_page, one_cell_lab, run_all_cells
from toolkit.exercises import exercise as load
from toolkit.lessons import exercise

sync_api = playwright_api()
pytestmark = needs_chromium

EXERCISE = "hr-guards-3"
MOVES = len(load(EXERCISE).solution)
WORDS = {
    "en": ("Show me", "The start", "Step {k} of {n}", "Play Spark"),
    "es": ("Ver la solución", "El comienzo", "Paso {k} de {n}", "Jugar Spark"),
    "it": ("Mostramelo", "L'inizio", "Passo {k} di {n}", "Gioca Spark"),
}


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[str]:
    source = f'from toolkit.lessons import exercise\nexercise("{EXERCISE}", lang="en")'
    with one_cell_lab(tmp_path, "showme.ipynb", source) as url:
        yield url


def test_show_me_steps_through_the_answer_in_jupyterlab(lab: str, tmp_path: Path) -> None:
    with (
        sync_api.sync_playwright() as pw,
        lab_page(pw, tmp_path / "profile", lab, width=1280, height=1100) as page,
    ):
        show = page.get_by_role("button", name="Show me")
        run_all_cells(page, show.first, sync_api, wait_ms=60_000, seconds=300)
        area = page.locator(".jp-OutputArea-output").first
        board = area.locator(".tk-hr").first.inner_text()
        # the board follows the moves as they are picked
        page.get_by_role("button", name="Play Spark").click()
        area.locator(".tk-hr", has_text="combat 3").first.wait_for(timeout=30_000)
        assert area.locator(".tk-hr").first.inner_text() != board
        show.first.click()
        stepper = area.locator(".tk-stepper-widget")
        stepper.locator(".tk-step", has_text="The start").wait_for(timeout=30_000)
        start = stepper.locator(".tk-hr").first.inner_text()
        stepper.get_by_role("button", name="Next").click()
        stepper.locator(".tk-step", has_text=f"Step 1 of {MOVES}").wait_for(timeout=30_000)
        stepper.locator(".tk-say", has_text="Spark").wait_for(timeout=30_000)
        assert stepper.locator(".tk-hr").first.inner_text() != start
        page.screenshot(path=str(tmp_path / "show-me-lab-en-1280.png"))


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_show_me_steps_through_the_answer_in_the_static_page(
    browser: Any, tmp_path: Path, lang: str
) -> None:
    show, start, step, play = WORDS[lang]
    path = tmp_path / f"show-me-{lang}.html"
    path.write_text(
        '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" '
        'content="width=device-width, initial-scale=1">'
        # as the edition frames a twin: the whole width, tall enough to see the board
        "<style>iframe{width:100%;height:1200px !important}</style></head><body>"
        + exercise(EXERCISE, lang=lang).static_html
        + "</body></html>",
        encoding="utf-8",
    )
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(path.as_uri())
    frame = page.frame_locator("iframe")
    board = frame.locator(".board").first
    before = board.inner_text()
    frame.get_by_role("button", name=play).click()  # the board follows the moves picked
    assert board.inner_text() != before
    frame.get_by_role("button", name=show).click()
    assert frame.locator(".tk-step").inner_text() == start
    assert frame.locator(".tk-back").is_disabled()
    line = frame.locator(".sequence").first
    assert play not in line.inner_text()  # "Your moves" follows the stepper: none yet
    boards = [frame.locator(".tk-board").inner_text()]
    assert boards[0] == before  # the answer starts from the position of the question
    for k in range(1, MOVES + 1):
        frame.locator(".tk-next").click()
        assert frame.locator(".tk-step").inner_text() == step.format(k=k, n=MOVES)
        assert play in line.inner_text() and line.inner_text().count("\u2192") == k - 1
        assert frame.locator(".tk-say").inner_text()
        boards.append(frame.locator(".tk-board").inner_text())
    assert frame.locator(".tk-next").is_disabled() and len(set(boards)) == len(boards)
    frame.locator(".tk-back").click()
    assert frame.locator(".tk-board").inner_text() == boards[-2]
    assert line.inner_text().count("\u2192") == MOVES - 2
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 1400})
        page.screenshot(path=str(tmp_path / f"show-me-static-{lang}-{width}.png"), full_page=True)
    assert not errors and not browser.external, (errors, browser.external)
    page.close()
