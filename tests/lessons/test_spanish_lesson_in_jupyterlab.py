"""A Spanish lesson in a real JupyterLab, in Debian's headless chromium driven by Playwright.

JupyterLab is started on 127.0.0.1 (a free port, a random token) over a temporary copy of
``notebooks/es/01-hr-first-turn.ipynb``. The test runs every cell, checks that the
Spanish text is shown, and plays one move at the table at the end of the lesson (a card
from Ada's hand), then checks that the table changed. The server is stopped at the end
whatever happens. Without ``/usr/bin/chromium`` the test is skipped (and fails in CI,
``CI=true``, so a missing install cannot hide).
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.chromium import BUSY_MS, launch, needs_chromium, playwright_api
from tests.lab_server import ROOT, run_all_cells, running_lab

LESSON = ROOT / "notebooks" / "es" / "01-hr-first-turn.ipynb"

sync_api = playwright_api()
pytestmark = [needs_chromium, pytest.mark.slow]  # a browser test: the slow tier


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[str]:
    """A running JupyterLab serving a copy of the lesson; the lesson's URL."""
    folder = tmp_path / "work"
    folder.mkdir()
    shutil.copy(LESSON, folder / LESSON.name)
    with running_lab(folder, tmp_path) as server:
        yield server.notebook(LESSON.name)


def test_a_spanish_lesson_runs_in_jupyterlab_and_plays_a_move_at_its_table(
    lab: str, tmp_path: Path
) -> None:
    with sync_api.sync_playwright() as pw:
        context = launch(pw, tmp_path / "profile", viewport={"width": 1280, "height": 1000})
        page = context.pages[0] if context.pages else context.new_page()
        try:
            page.goto(lab, timeout=90_000)
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
            table = page.locator(".tk-table")
            run_all_cells(page, table.first, sync_api, wait_ms=60_000, seconds=300)
            # JupyterLab draws only the cells on screen: after running, the end of the
            # lesson, its Spanish text and the table.
            table.first.scroll_into_view_if_needed()
            page.locator(".jp-Notebook", has_text="Tu partida.").first.wait_for(timeout=BUSY_MS)
            # The table speaks the lesson's language.
            assert not page.locator(".jp-Notebook", has_text="mesa están en inglés").count()
            assert table.first.locator("button.tk-t-btn", has_text="Pista").count()
            # One move at the table: play a card from Ada's hand.
            table.first.scroll_into_view_if_needed()
            before = table.first.inner_text()
            card = table.first.locator("button.tk-t-btn", has_text="Moneda de oro").first
            card.click()
            table.first.locator(".tk-t-msg", has_text="Ada juega").wait_for(timeout=BUSY_MS)
            assert table.first.inner_text() != before
            page.screenshot(path=str(tmp_path / "lesson-es.png"))
        finally:
            context.close()
