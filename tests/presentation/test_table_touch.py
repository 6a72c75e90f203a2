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
PLAY = {"en": "Play a card…", "es": "Jugar una carta…", "it": "Gioca una carta…"}
GAIN = {"en": "gain power", "es": "ganar poder", "it": "guadagna potere"}
POWER = {"en": r"power (\d+)", "es": r"poder (\d+)", "it": r"Potere (\d+)"}


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


def _power(table: Any, lang: str) -> int:
    stats = table.locator(".tk-t-panel.tk-t-active .tk-t-stats").first.inner_text()
    return int(re.search(POWER[lang], stats, re.IGNORECASE).group(1))  # type: ignore[union-attr]


def _play_a_villainous_card(page: Any, table: Any, lang: str, shot: str) -> bool:
    """Gain Power if the location offers it, then tap *Play a card…* and a card; check
    that its cost was paid, that it is told, and that its text was read on the card."""
    gain = table.locator("button.tk-t-control", has_text=re.compile(GAIN[lang], re.I))
    if gain.count():
        _tap(page, gain.first)
    play = table.locator("button.tk-t-control", has_text=PLAY[lang])
    if not play.count():
        return False
    # the hand's cards, read on the cards themselves: name [marks] cost — kind: text
    hand = {}
    for text in table.locator("button.tk-t-card").all_inner_texts():
        found = re.match(r"(?:\d+ × )?(.+?) \[[^\]]*\].*?(\d+)P — (.+)", text, re.S)
        if found:
            hand[found.group(1)] = (int(found.group(2)), found.group(3))
    before = _power(table, lang)
    _tap(page, play.first)
    options = table.locator("button.tk-t-option")
    labels = options.all_inner_texts()
    # the last answer is "cancel"; the others name the card to play
    choice = next(
        (i, name) for i, label in enumerate(labels[:-1]) for name in hand if name in label
    )
    _tap(page, options.nth(choice[0]))
    for _ in range(3):  # a card may ask more (where it goes, which Hero)
        more = table.locator("button.tk-t-option")
        if not more.count() or ANYWAY[lang] in " ".join(more.all_inner_texts()):
            break
        _tap(page, more.first)
    name = choice[1]
    cost, text = hand[name]
    assert ":" in text and len(text) > 20, text  # its kind and whole ability, on the card
    assert _power(table, lang) == before - cost, (before, cost)  # its cost paid in Power
    told = table.locator(".tk-t-narr").inner_text() + table.locator(".tk-t-msg").inner_text()
    assert name in told, told
    _shot(table, Path(shot).parent, Path(shot).name)
    return True


def _turn(page: Any, table: Any, lang: str, shot: str = "") -> bool:
    """Tap the move to a location (Villainous) and, if ``shot`` names a screenshot, play
    a card there; or tap a playable card (and the first answer of its question); then
    End turn (and the question's answer); wait for the next turn. True if a Villainous
    card was played."""
    before = _turn_number(table)
    played = False
    location = table.locator("button.tk-t-f-location.tk-t-playable")
    if location.count():
        _tap(page, location.first)
        if shot:
            played = _play_a_villainous_card(page, table, lang, shot)
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
    return played


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
                played = 0
                for k in range(5):
                    shot = ""
                    if game == "villainous":
                        shot = str(folder / f"touch-{game}-{lang}-420-played-{k}.png")
                    played += _turn(page, table, lang, shot)
                assert _turn_number(table) >= first + 5  # five of my turns
                if game == "villainous":  # cards played by taps, their cost paid
                    assert played >= 1, (lang, played)
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
