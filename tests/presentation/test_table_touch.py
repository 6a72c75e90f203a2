"""Five turns of each game at a phone's width, by taps only, in a real JupyterLab.

The table is played in Debian's headless chromium (Playwright) with a touch screen of
420 pixels: every move is a tap (no hover, no keyboard), a card's whole text is read
from the card itself, and screenshots of each game in English, Spanish and Italian are
kept at 420 and 1280 pixels (in the test's folder, and in ``TK_SCREENSHOTS`` if set).
Without ``/usr/bin/chromium`` or Playwright the test is skipped on a developer's machine
and fails in CI (``CI=true``).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import launch, needs_chromium, playwright_api
from tests.lab_server import run_all_cells, running_lab

SHOTS = os.environ.get("TK_SCREENSHOTS")

sync_api = playwright_api()
pytestmark = [needs_chromium, pytest.mark.slow]

GAMES = [("hero-realms", "greedy"), ("villainous", "heuristic")]
LANGS = ["en", "es", "it"]
CELLS = [
    f'from toolkit.widgets import Table\nTable("{game}", seats=["human", "{bot}"], seed=5, '
    f'lang="{lang}", pace="instant")'
    for lang in LANGS
    for game, bot in GAMES
]
END = {"en": "End turn", "es": "Terminar turno", "it": "Fine turno"}
ANYWAY = {
    "en": "End the turn all the same",
    "es": "Terminar el turno de todos modos",
    "it": "Termina comunque il turno",
}
YOU = {"en": "(you) to decide", "es": "decides tú", "it": "decidi tu"}


def _notebook(folder: Path) -> None:
    cells = [
        {"cell_type": "code", "metadata": {}, "source": src, "outputs": [], "execution_count": None}
        for src in CELLS
    ]
    doc = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (folder / "touch.ipynb").write_text(json.dumps(doc), encoding="utf-8")


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    folder = tmp_path / "work"
    folder.mkdir()
    _notebook(folder)
    with running_lab(folder, tmp_path) as server:
        yield server.notebook("touch.ipynb"), tmp_path


def _shot(table: Any, folder: Path, name: str) -> None:
    table.scroll_into_view_if_needed()
    table.screenshot(path=str(folder / name))
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        table.screenshot(path=str(Path(SHOTS) / name))


def _tap(page: Any, button: Any) -> None:
    """Tap ``button`` if it is still there (a bot's move may have redrawn the board)."""
    try:
        button.tap(timeout=5_000)
    except sync_api.TimeoutError:
        return
    page.wait_for_timeout(300)


def _turn_number(table: Any) -> int:
    head = table.locator(".tk-t-head").inner_text()
    return int(re.search(r"\d+", head).group())  # type: ignore[union-attr]


def _turn(page: Any, table: Any, lang: str) -> None:
    """Tap the move to a location (Villainous), a playable card (and the first answer
    of its question), then End turn (and the question's answer); wait for the next turn."""
    before = _turn_number(table)
    location = table.locator("button.tk-t-f-location.tk-t-playable")
    if location.count():
        _tap(page, location.first)
    playable = table.locator("button.tk-t-card.tk-t-playable")
    if not location.count() and playable.count():  # a Hero Realms card
        _tap(page, playable.first)
        options = table.locator("button.tk-t-option")
        if options.count() > 1:
            _tap(page, options.first)
    for _ in range(6):  # a question (a card's, or "end the turn all the same") may come
        _tap(page, table.locator("button.tk-t-btn", has_text=END[lang]).first)
        anyway = table.locator("button.tk-t-option", has_text=ANYWAY[lang])
        if anyway.count():
            _tap(page, anyway.first)
        options = table.locator("button.tk-t-option")
        if options.count() > 1:
            _tap(page, options.last)  # "cancel", "stop" or "pass": end the question
            page.wait_for_timeout(300)
        if _turn_number(table) > before:
            break
    table.locator(".tk-t-head", has_text=YOU[lang]).wait_for(timeout=120_000)
    assert _turn_number(table) > before, table.locator(".tk-t-msg").inner_text()


def test_five_turns_of_each_game_by_taps_at_420_pixels(lab: tuple[str, Path]) -> None:
    url, folder = lab
    with sync_api.sync_playwright() as pw:
        context = launch(
            pw,
            folder / "chromium-profile",
            viewport={"width": 420, "height": 2400},
            has_touch=True,
            is_mobile=True,
        )
        page = context.pages[0] if context.pages else context.new_page()
        try:
            page.goto(url, timeout=90_000)
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
            tables = page.locator(".tk-table")
            run_all_cells(page, tables.nth(len(CELLS) - 1), sync_api)
            page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
            for i, table in enumerate(tables.all()):
                lang = LANGS[i // len(GAMES)]
                game = GAMES[i % len(GAMES)][0]
                table.locator("button.tk-t-btn", has_text=END[lang]).wait_for(timeout=60_000)
                # a card's whole text is on the card: kind and ability after the dash
                card = table.locator("button.tk-t-card").first
                assert " — " in card.inner_text() and ":" in card.inner_text()
                first = _turn_number(table)
                for _ in range(5):
                    _turn(page, table, lang)
                assert _turn_number(table) >= first + 5  # five of my turns
                _shot(table, folder, f"touch-{game}-{lang}-420.png")
                overflow = table.evaluate("t => t.scrollWidth - t.clientWidth")
                assert overflow <= 2, (game, lang, overflow)
            page.set_viewport_size({"width": 1280, "height": 2400})
            page.wait_for_timeout(500)
            for i, table in enumerate(tables.all()):
                lang = LANGS[i // len(GAMES)]
                game = GAMES[i % len(GAMES)][0]
                _shot(table, folder, f"touch-{game}-{lang}-1280.png")
        except Exception:
            page.screenshot(path=str(folder / "touch-failure.png"), full_page=True)
            raise
        finally:
            context.close()
