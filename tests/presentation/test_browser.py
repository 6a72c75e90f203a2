"""The exported file in a real headless browser (Debian's chromium, driven by Playwright).

Nothing is installed at run time: the browser is the system's ``/usr/bin/chromium``
(CI installs it with apt); without it, or without the ``playwright`` package,
these tests are skipped on a developer's machine and fail in CI (``CI=true``),
so a missing install step cannot hide behind a skip.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import BUSY_MS, needs_chromium, offline_browser
from toolkit.export import write_html
from toolkit.replay import Replay

pytestmark = [needs_chromium, pytest.mark.slow]  # a browser test: the slow tier


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    yield from offline_browser(tmp_path_factory.mktemp("chromium-profile"))


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
    page.select_option("#tk-turn", str(turn))
    assert _state(page) == replay7.turn_start(turn)
    assert f"turn {turn}" in page.inner_text("#tk-status")
    # The menu follows the slider; its button goes back to the start of the turn, again and again.
    page.click("#tk-next")
    page.click("#tk-next")
    assert page.input_value("#tk-turn") == str(replay7.turn_of_state(_state(page)))
    page.click("#tk-turn-go")
    assert _state(page) == replay7.turn_start(replay7.turn_of_state(replay7.turn_start(turn) + 2))
    page.click("#tk-next")
    page.click("#tk-turn-go")
    assert _state(page) == replay7.turn_start(replay7.turn_of_state(_state(page)))
    page.click("#tk-last")
    assert _state(page) == replay7.n_steps
    assert "Game over" in page.inner_text("#tk-board")
    page.click("#tk-first")
    assert _state(page) == 0
    # Play at the fastest speed, then pause.
    page.select_option("#tk-speed", "80")
    page.click("#tk-play")
    page.wait_for_function("() => Number(document.body.dataset.state) >= 3", timeout=BUSY_MS)
    page.click("#tk-play")
    stopped = _state(page)
    page.wait_for_timeout(300)
    assert _state(page) == stopped
    # The figures were drawn by the embedded plotly.js.
    assert page.locator(".js-plotly-plot .main-svg").count() >= 4
    assert not problems
    assert not browser.external, browser.external
    page.close()


def test_one_arrow_key_press_is_one_step(browser: Any, replay7: Replay, tmp_path: Path) -> None:
    path = write_html(replay7, tmp_path / "keys.html", figures=False)
    page, problems = _open(browser, path)
    page.focus("#tk-slider")  # a focused range input moves by itself on arrow keys
    for expected in (1, 2, 3):
        page.keyboard.press("ArrowRight")
        assert _state(page) == expected and page.input_value("#tk-slider") == str(expected)
    page.keyboard.press("ArrowLeft")
    assert _state(page) == 2
    page.focus("#tk-next")  # and with a button focused, or nothing
    page.keyboard.press("ArrowRight")
    assert _state(page) == 3
    page.evaluate("() => document.activeElement.blur()")
    page.keyboard.press("ArrowRight")
    assert _state(page) == 4
    page.focus("#tk-speed")  # a menu keeps its arrow keys
    page.keyboard.press("ArrowRight")
    assert _state(page) == 4
    assert not problems
    page.close()


def test_figures_mark_the_step_shown(browser: Any, replay7: Replay, tmp_path: Path) -> None:
    path = write_html(replay7, tmp_path / "marks.html")
    page, problems = _open(browser, path)
    page.eval_on_selector(
        "#tk-slider", "s => { s.value = '60'; s.dispatchEvent(new Event('input')); }"
    )
    marks = (
        "() => Array.from(document.querySelectorAll('.js-plotly-plot')).map(d =>"
        " d.layout.shapes.filter(s => s.name === 'current step').map(s => s.x0))"
    )
    turn = replay7.turn_of_state(60)
    page.wait_for_function(f"() => ({marks})()[0][0] === 60", timeout=BUSY_MS)
    got = page.evaluate(marks)
    assert got[0] == [60, 60][: len(got[0])] and set(got[1]) == {turn}
    # The marker is drawn on screen: a line element in the plot's shape layer.
    assert page.locator(".js-plotly-plot .shapelayer path").count() >= 4
    assert not problems
    page.close()


def test_villainous_board_and_realm_follow(browser: Any, tmp_path: Path) -> None:
    pytest.importorskip("toolkit.villainous.engine")
    from toolkit.core.bots import play_game
    from toolkit.villainous import VillainousGame
    from toolkit.villainous.bots import HeuristicBot

    game = VillainousGame.new(seed=3, villains=["captain_hook", "ursula"], names=["Ada", "Ben"])
    replay = Replay.from_game(play_game(game, [HeuristicBot(3), HeuristicBot(4)], max_turns=12))
    path = write_html(replay, tmp_path / "villainous.html")
    page, problems = _open(browser, path)
    last = replay.n_steps
    page.click("#tk-last")
    frame = "() => document.getElementById('tk-fig-3')._fullLayout.sliders[0].active"
    page.wait_for_function(f"() => ({frame})() > 0", timeout=BUSY_MS)
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(400)  # plotly redraws the figures for the new width
        overflow = page.evaluate(
            "() => Array.from(document.querySelectorAll('#tk-board .tk-loc')).flatMap(loc => {"
            " const box = loc.getBoundingClientRect();"
            " return Array.from(loc.querySelectorAll('.tk-card')).filter(c => {"
            "  const r = c.getBoundingClientRect(); return r.right > box.right + 0.5; })"
            "  .map(c => c.title); })"
        )
        assert not overflow, (width, overflow)
        wide = page.evaluate("() => document.documentElement.scrollWidth")
        assert wide <= width, (width, wide)
    assert _state(page) == last
    assert not problems
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
