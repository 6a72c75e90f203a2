"""A stepped demonstration in a real JupyterLab and in the static page, in Debian's headless
chromium driven by Playwright: Next and Previous redraw the board, step by step.

JupyterLab is started on 127.0.0.1 over a temporary one-cell notebook calling
``demo("hr-good-first-turn")``; the static page is the demonstration's precomputed frames
opened from a file, with every network request refused. Screenshots go to the test's
temporary folder. Without ``/usr/bin/chromium`` the tests are skipped (and fail in CI).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import launch, needs_chromium, offline_browser, playwright_api
from tests.lab_server import run_all_cells, running_lab
from toolkit.lessons.demos import demonstration, static_page

sync_api = playwright_api()
pytestmark = needs_chromium

DEMO = "hr-good-first-turn"


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[str]:
    folder = tmp_path / "work"
    folder.mkdir()
    nb = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": "demo",
                "metadata": {},
                "outputs": [],
                "source": f'from toolkit.lessons import demo\ndemo("{DEMO}", lang="en")',
            }
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (folder / "demo.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    with running_lab(folder, tmp_path) as server:
        yield server.notebook("demo.ipynb")


def test_a_demonstration_steps_in_jupyterlab(lab: str, tmp_path: Path) -> None:
    steps = len(demonstration(DEMO).steps)
    with sync_api.sync_playwright() as pw:
        context = launch(pw, tmp_path / "profile", viewport={"width": 1280, "height": 1000})
        page = context.pages[0] if context.pages else context.new_page()
        try:
            page.goto(lab, timeout=90_000)
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
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
        finally:
            context.close()


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    yield from offline_browser(tmp_path_factory.mktemp("chromium-profile"))


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
