"""The play table in a real JupyterLab, in Debian's headless chromium driven by Playwright.

The test starts JupyterLab on 127.0.0.1 (a free port, a random token, a temporary
folder holding one small notebook), opens the notebook, runs its cells, clicks a card
to play it and an illegal target to be refused, checks that the board changed and that
the refusal (with its rule) appeared, and saves screenshots at 1280 and 420 pixels
wide. The server is stopped at the end whatever happens. Without ``/usr/bin/chromium``
or Playwright the test is skipped on a developer's machine and fails in CI
(``CI=true``), so a missing install step cannot hide behind a skip.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import BUSY_MS, launch, needs_chromium, playwright_api
from tests.lab_server import run_all_cells, running_lab

SHOTS = os.environ.get("TK_SCREENSHOTS")
"""A folder to keep the screenshots in (besides the test's temporary folder), if set."""

sync_api = playwright_api()
pytestmark = [needs_chromium, pytest.mark.slow]  # a browser test: the slow tier

CELLS = [
    """from toolkit.hero_realms import HeroRealmsGame
from toolkit.widgets import Table

game = HeroRealmsGame.from_position(
    {"players": [{"hand": ["spark", "gold", "dagger"]},
                 {"champions": ["orc-grunt", "rayla-endweaver"], "hand": ["gold", "gold"]}]},
    names=["Ada", "Ben"],
)
Table(game, seats=["human", "greedy"], seed=1, pace="fast")""",
    """Table("villainous", seats=["human", "heuristic"], seed=3, pace="fast")""",
    # Spanish words are longer than English ones: the same table in Spanish, three seats.
    """Table("hero-realms", seats=["human", "greedy", "greedy"], seed=4, lang="es",
      variant="first-blood", teacher=True, pace="fast")""",
]


def _notebook(folder: Path) -> Path:
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
    path = folder / "table.ipynb"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A running JupyterLab serving a folder with the notebook; its URL and the folder."""
    folder = tmp_path / "work"
    folder.mkdir()
    _notebook(folder)
    with running_lab(folder, tmp_path) as server:
        yield server.notebook("table.ipynb"), tmp_path


def _shot(page: Any, folder: Path, name: str) -> Path:
    path = folder / name
    page.screenshot(path=str(path), full_page=True)
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / name), full_page=True)
    return path


def test_a_table_in_jupyterlab_plays_a_card_and_refuses_an_illegal_target(
    lab: tuple[str, Path],
) -> None:
    url, folder = lab
    profile = folder / "chromium-profile"
    with sync_api.sync_playwright() as pw:
        context = launch(pw, profile, viewport={"width": 1280, "height": 1000})
        page = context.pages[0] if context.pages else context.new_page()
        try:
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(url, timeout=90_000)
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
            tables = page.locator(".tk-table")
            run_all_cells(page, tables.nth(2), sync_api)
            hero = tables.nth(0)
            spark = hero.locator("button.tk-t-btn", has_text="Spark [A WLD]")
            spark.wait_for(timeout=BUSY_MS)
            board_before = hero.inner_text()
            assert "in play" in board_before.lower()
            # Play Spark: by the keyboard (focus, Enter), as a person without a mouse would.
            spark.focus()
            page.keyboard.press("Enter")
            hero.locator(".tk-t-msg", has_text="Ada plays Spark").wait_for(timeout=BUSY_MS)
            # An illegal target: Rayla is behind the guard Orc Grunt (HR-C3).
            hero.locator("button.tk-t-btn", has_text="Rayla, Endweaver").click()
            refusal = hero.locator(".tk-t-refused")
            refusal.wait_for(timeout=BUSY_MS)
            text = refusal.inner_text()
            assert "Not allowed" in text and "HR-C3" in text and "guard" in text
            board_after = hero.inner_text()
            assert board_after != board_before
            assert "Spark" in hero.locator(".tk-t-zone", has_text="In play").first.inner_text()
            # The bot plays its turn at the table's pace, narrated, and gives the turn back.
            hero.locator("button.tk-t-btn", has_text="End turn").click()
            # a card is still playable: the table asks before the turn ends
            hero.locator("button.tk-t-option", has_text="End the turn all the same").click()
            hero.locator(".tk-t-narr", has_text="Ben (bot):").wait_for(timeout=BUSY_MS)
            hero.locator(".tk-t-head", has_text="Turn 3: Ada (you) to decide").wait_for(
                timeout=120_000
            )
            # Villainous: its locations are on the board, each a button to move there.
            villainous = tables.nth(1)
            assert villainous.locator("button.tk-t-btn", has_text="Go to").count() >= 3
            # The Spanish table: its tools, its board labels and its buttons in Spanish.
            spanish = tables.nth(2)
            spanish.locator("button.tk-t-btn", has_text="Terminar turno").wait_for(timeout=BUSY_MS)
            assert spanish.locator("button.tk-t-btn", has_text="Saltar a mi turno").count()
            assert "pila de descartes" in spanish.inner_text().lower() or "mano (" in (
                spanish.inner_text().lower()
            )
            spanish.locator("button.tk-t-btn", has_text="Pista").click()
            # the hint in Spanish: the move, then why (the search's sentence in the game's
            # words with its rule, or the table's own "Por qué:" list)
            spanish.locator(".tk-t-hint", has_text="El bot que").wait_for(timeout=BUSY_MS)
            hint = spanish.locator(".tk-t-hint").inner_text()
            assert "Por qué:" in hint or "(HR-" in hint, hint
            assert "Why" not in hint, hint
            _shot(page, folder, "table-1280.png")
            page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
            for width in (1280, 420):  # a laptop's width and a phone's
                page.set_viewport_size({"width": width, "height": 2600})
                page.wait_for_timeout(500)
                for i, name in enumerate(("hero-realms", "villainous", "hero-realms-es")):
                    tables.nth(i).scroll_into_view_if_needed()
                    tables.nth(i).screenshot(path=str(folder / f"{name}-{width}.png"))
                    if SHOTS:
                        tables.nth(i).screenshot(path=str(Path(SHOTS) / f"{name}-{width}.png"))
            # nothing overflows the notebook sideways at 420 px
            overflow = page.evaluate(
                "() => Array.from(document.querySelectorAll('.tk-table')).map("
                "t => t.scrollWidth - t.clientWidth)"
            )
            assert all(o <= 2 for o in overflow), overflow
            assert not [e for e in errors if "tk-" in e], errors
        except Exception:
            _shot(page, folder, "table-failure.png")  # what the page showed, to see why
            raise
        finally:
            context.close()
