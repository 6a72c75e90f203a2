"""A stepped demonstration in a real JupyterLab and in the static page, in Debian's headless
chromium driven by Playwright: Next and Previous redraw the board, step by step.

JupyterLab is started on 127.0.0.1 over a temporary one-cell notebook calling
``demo("hr-good-first-turn")``; the static page is the demonstration's precomputed frames
opened from a file, with every network request refused. Screenshots go to the test's
temporary folder. Without ``/usr/bin/chromium`` the tests are skipped (and fail in CI).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import needs_chromium, playwright_api
from tests.lab_server import lab_page, one_cell_lab, run_all_cells
from toolkit.lessons.demos import demonstration, static_page

sync_api = playwright_api()
pytestmark = needs_chromium

DEMO = "hr-good-first-turn"


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[str]:
    source = f'from toolkit.lessons import demo\ndemo("{DEMO}", lang="en")'
    with one_cell_lab(tmp_path, "demo.ipynb", source) as url:
        yield url


def test_a_demonstration_steps_in_jupyterlab(lab: str, tmp_path: Path) -> None:
    steps = len(demonstration(DEMO).steps)
    with (
        sync_api.sync_playwright() as pw,
        lab_page(pw, tmp_path / "profile", lab, width=1280, height=1000) as page,
    ):
        widget = page.locator(".tk-demo-widget")
        run_all_cells(page, widget.first, sync_api, wait_ms=60_000, seconds=300)
        widget.first.locator(".tk-step", has_text="The start").wait_for(timeout=30_000)
        board = widget.first.locator(".tk-hr").first.inner_text()
        widget.first.get_by_role("button", name="Next").click()
        widget.first.locator(".tk-step", has_text=f"Step 1 of {steps}").wait_for(timeout=30_000)
        # the board is redrawn: Ada's Shortsword has put 2 combat in her pool
        widget.first.locator(".tk-hr", has_text="combat 2").first.wait_for(timeout=30_000)
        assert widget.first.locator(".tk-hr").first.inner_text() != board
        widget.first.get_by_role("button", name="Previous").click()
        widget.first.locator(".tk-step", has_text="The start").wait_for(timeout=30_000)
        page.screenshot(path=str(tmp_path / "demo-lab.png"))


def test_a_demonstration_steps_in_the_static_page(browser: Any, tmp_path: Path) -> None:
    d = demonstration(DEMO)
    path = tmp_path / "demo.html"
    path.write_text(static_page(d, "es"), encoding="utf-8")
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(path.as_uri())
    assert page.inner_text(".tk-step") == "El comienzo"
    assert page.is_disabled(".tk-back")
    boards = [page.inner_text(".tk-board")]
    for k in range(1, len(d.steps) + 1):
        page.click(".tk-next")
        assert page.inner_text(".tk-step") == f"Paso {k} de {len(d.steps)}"
        boards.append(page.inner_text(".tk-board"))
    assert page.is_disabled(".tk-next") and len(set(boards)) == len(boards)
    page.click(".tk-back")
    assert page.inner_text(".tk-board") == boards[-2]
    page.screenshot(path=str(tmp_path / "demo-static.png"), full_page=True)
    assert not errors and not browser.external, (errors, browser.external)
    page.close()
