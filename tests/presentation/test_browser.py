"""The exported file in a real headless browser (Debian's chromium, driven by Playwright).

Nothing is installed at run time: the browser is the system's ``/usr/bin/chromium``
(CI installs it with apt); without it, or without the ``playwright`` package,
these tests are skipped on a developer's machine and fail in CI (``CI=true``),
so a missing install step cannot hide behind a skip.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from toolkit.export import write_html
from toolkit.replay import Replay

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
    problems: list[str] = []
    page.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
    page.on("dialog", lambda d: (problems.append(f"dialog: {d.message}"), d.dismiss()))
    page.goto(path.as_uri())
    page.wait_for_selector("#tk-board .tk-player")
    return page, problems


def _state(page: Any) -> int:
    return int(page.get_attribute("body", "data-state"))


def _current(page: Any) -> str | None:
    return page.evaluate(
        "() => { const e = document.querySelector('#tk-log-0 .tk-current');"
        " return e ? e.getAttribute('data-step') : null; }"
    )


def test_stepping_through_the_exported_game(browser: Any, replay7: Replay, tmp_path: Path) -> None:
    path = write_html(replay7, tmp_path / "game.html")
    page, problems = _open(browser, path)
    assert _state(page) == 0 and _current(page) == "-1"
    board0 = page.inner_html("#tk-board")
    for _ in range(3):
        page.click("#tk-next")
    assert _state(page) == 3 and _current(page) == "2"
    assert page.inner_html("#tk-board") != board0
    assert "Step 3 of" in page.inner_text("#tk-explain")
    page.click("#tk-prev")
    assert _state(page) == 2 and _current(page) == "1"
    # The slider, the turn menu and the last/first buttons.
    page.eval_on_selector(
        "#tk-slider", "s => { s.value = '60'; s.dispatchEvent(new Event('input')); }"
    )
    assert _state(page) == 60 and _current(page) == "59"
    turn = replay7.turns[4]
    page.select_option("#tk-turn", str(replay7.turn_start(turn)))
    assert _state(page) == replay7.turn_start(turn)
    assert f"turn {turn}" in page.inner_text("#tk-status")
    page.click("#tk-last")
    assert _state(page) == replay7.n_steps
    assert "Game over" in page.inner_text("#tk-board")
    page.click("#tk-first")
    assert _state(page) == 0
    # Play at the fastest speed, then pause.
    page.select_option("#tk-speed", "80")
    page.click("#tk-play")
    page.wait_for_function("() => Number(document.body.dataset.state) >= 3", timeout=10_000)
    page.click("#tk-play")
    stopped = _state(page)
    page.wait_for_timeout(300)
    assert _state(page) == stopped
    # The figures were drawn by the embedded plotly.js.
    assert page.locator(".js-plotly-plot .main-svg").count() >= 4
    assert not problems
    assert not browser.external, browser.external
    page.close()


def test_hostile_log_runs_no_script(browser: Any, hostile_replay: Replay, tmp_path: Path) -> None:
    path = write_html(hostile_replay, tmp_path / "hostile.html", viewers=[None, 0, 1])
    page, problems = _open(browser, path)
    for _ in range(5):
        page.click("#tk-next")
    page.click("#tk-last")
    for value in ("1", "2", "0"):
        page.select_option("#tk-view", value)
    page.hover(".js-plotly-plot")
    page.wait_for_timeout(200)
    assert page.evaluate("() => window.__pwned") is None
    assert page.locator("#tk-board img").count() == 0
    assert page.locator("#tk-board script").count() == 0
    assert "<script>window.__pwned=1</script>" in page.inner_text("h1")
    assert not problems
    assert not browser.external, browser.external
    page.close()
