"""Every exercise's board fits a phone: at 320 px (about what 420 px leaves to a board framed in a page) in Spanish and Italian, in Debian's headless
chromium, no card chip runs out of its player's box or off the screen (a long card name such as *Crustacean
With the Power of Creation* wraps inside it instead of being cut off at the edge).

The boards are drawn as the static pages draw them, one page per language, every network
request refused; screenshots go to the test's temporary folder. Without
``/usr/bin/chromium`` the test is skipped (and fails in CI).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import needs_chromium, offline_browser
from toolkit.exercises import load_exercises

pytestmark = [needs_chromium, pytest.mark.slow]  # a browser test: the slow tier

WIDTH = 320
"""px: the smallest phones, and about what is left of 420 px in a page that frames a board
with its margins and a larger font."""

_OUT_OF_BOX = """() => {
  const out = [];
  for (const card of document.querySelectorAll(".tk-player .tk-card")) {
    const box = card.closest(".tk-player").getBoundingClientRect();
    const r = card.getBoundingClientRect();
    const right = Math.min(box.right, document.documentElement.clientWidth);
    if (r.width > 0 && (r.right > right + 1 || r.left < box.left - 1)) {
      out.push((card.innerText || card.outerHTML).slice(0, 160) + " " + Math.round(r.right) + ">" + Math.round(box.right));
    }
  }
  return {out, cards: document.querySelectorAll(".tk-player .tk-card").length,
          width: document.documentElement.scrollWidth};
}"""


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    yield from offline_browser(tmp_path_factory.mktemp("chromium-profile"))


@pytest.mark.parametrize("lang", ["es", "it"])
def test_no_card_of_an_exercise_board_runs_out_of_its_box_on_a_phone(
    browser: Any, tmp_path: Path, lang: str
) -> None:
    boards = [ex.in_lang(lang).board_html() for ex in load_exercises(check=False)]
    path = tmp_path / f"boards-{lang}.html"
    path.write_text(
        '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" '
        'content="width=device-width, initial-scale=1"></head><body>'
        + "".join(boards)
        + "</body></html>",
        encoding="utf-8",
    )
    page = browser.new_page()
    page.set_viewport_size({"width": WIDTH, "height": 900})
    page.goto(path.as_uri())
    found = page.evaluate(_OUT_OF_BOX)
    page.screenshot(path=str(tmp_path / f"boards-{lang}-{WIDTH}.png"))
    page.close()
    assert found["cards"] > 100, found
    assert found["out"] == [], found["out"][:10]
    assert found["width"] <= WIDTH, found["width"]  # no sideways scrolling
    assert not browser.external, browser.external
