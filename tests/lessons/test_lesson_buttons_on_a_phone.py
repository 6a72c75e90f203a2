"""Lesson 11 on a phone: every button a learner can see says what it does.

JupyterLab is started on 127.0.0.1 over the English lesson 11 (two replays, two exercises,
a figure and a table), run whole in chromium at 420 px, touch and no hover. In the cells'
outputs, a visible button with no words on it and no name (``aria-label`` or ``title``)
is empty, a fault; so is a button of icons alone that is too small to tap (plotly's
toolbar of eight 24 × 22 px icons was one, always shown on a touch screen; the replay's
play control was an icon alone with no name). The replay's Play button must still play. A
screenshot
goes to the test's temporary folder. Without ``/usr/bin/chromium`` the test is skipped (and
fails in CI).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.chromium import needs_chromium
from tests.lab_server import ROOT, phone_page, running_lab, settled_screenshot

pytestmark = [needs_chromium, pytest.mark.slow]  # a browser test: the slow tier

LESSON = "11-a-replay.ipynb"
TAP = 36  # px: the least height of a control a finger is asked to hit

_BUTTONS = """() => Array.from(document.querySelectorAll(
  ".jp-OutputArea-output button, .jp-OutputArea-output [role=button], .jp-OutputArea-output a.modebar-btn"
)).filter((b) => {
  const r = b.getBoundingClientRect(), s = getComputedStyle(b);
  return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && s.display !== "none"
    && s.opacity !== "0";
}).map((b) => {
  const r = b.getBoundingClientRect(), named = b.closest("[title]");
  return {words: (b.innerText || "").trim().slice(0, 30), width: Math.round(r.width),
          height: Math.round(r.height), html: b.outerHTML.slice(0, 160),
          name: b.getAttribute("aria-label") || (named ? named.getAttribute("title") : "")};
})"""


def test_no_empty_or_untappable_button_in_lesson_11_at_420_px(tmp_path: Path) -> None:
    folder = tmp_path / "work"
    folder.mkdir()
    shutil.copy(ROOT / "notebooks" / "en" / LESSON, folder / LESSON)
    with (
        running_lab(folder, tmp_path) as lab,
        phone_page(tmp_path, lab.notebook(LESSON), ".tk-table", height=6000) as page,
    ):
        page.locator(".tk-table button.tk-t-btn").first.wait_for()
        page.locator(".tk-replay-widget button").first.wait_for()
        page.locator(".js-plotly-plot .main-svg").first.wait_for()  # the figure is drawn
        settled_screenshot(page, tmp_path / "lesson-11-420.png")
        buttons = page.evaluate(_BUTTONS)
        assert len(buttons) > 20, buttons  # the replays', the exercises' and the table's
        empty = [b for b in buttons if not b["words"] and not b["name"]]
        assert not empty, empty
        icons_too_small = [b for b in buttons if not b["words"] and b["height"] < TAP]
        assert not icons_too_small, icons_too_small
        assert page.locator(".modebar").count() == 0  # no plotly toolbar over the figure
        # the replay's Play button (words on it) plays: the step moves on, then it pauses
        readout = page.locator(".tk-replay-widget .widget-readout").first
        before = readout.inner_text()
        page.locator(".tk-replay-widget .tk-play-btn").first.click()
        page.wait_for_function(
            "(b) => document.querySelector('.tk-replay-widget .widget-readout').innerText != b",
            arg=before,
            timeout=60_000,
        )
        page.locator(".tk-replay-widget .tk-play-btn").first.click()
