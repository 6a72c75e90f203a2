"""The lock graph reads on a phone: its states in a column, every label in short lines
beside them, and at 420 px in headless chromium no label overlapping another (V-S6).

The fast tier checks the drawing's geometry; the slow tier draws the lessons' three lock
graphs in English, Spanish and Italian at 420 px and measures the labels the browser laid
out (screenshots in the test's temporary folder).
"""

from __future__ import annotations

import re
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import needs_chromium
from toolkit.figures.villainous_locks import LOCKS_MIN_WIDTH, lock_state_figure
from toolkit.lessons import figure

VILLAINS = ["captain_hook", "ursula", "evil_queen"]  # the lessons' lock graphs (lesson 09)
LINE_CHARS = 30


def _lines(text: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", line) for line in text.split("<br>")]


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("villain", VILLAINS)
def test_the_lock_states_stand_in_a_column_with_short_labels(villain: str, lang: str) -> None:
    # rule: V-S6
    fig = lock_state_figure(villain, lang=lang)
    states = fig.data[0]
    assert set(states.x) == {0.0} and len(set(states.y)) == len(states.y)
    words = [a for a in fig.layout.annotations if a.text]
    for text in [*states.text, *(a.text for a in words)]:
        assert all(len(line) <= LINE_CHARS for line in _lines(text)), text
    # each event's words sit between the two states it joins, clear of another event's
    ys = sorted(states.y)
    for a in words:
        assert ys[0] < a.y < ys[-1] and a.xanchor == "left" and a.xshift > 0
    for a, b in combinations(words, 2):
        assert abs(a.y - b.y) >= 0.3, (a.text, b.text)
    assert fig.layout.meta["min_width"] == LOCKS_MIN_WIDTH <= 420


_BOXES = """() => {
  const boxes = [];
  const add = (node, kind) => {
    const text = (node.textContent || "").trim();
    if (!text) { return; }
    const r = node.getBoundingClientRect();
    boxes.push({kind, text, left: r.left, right: r.right, top: r.top, bottom: r.bottom});
  };
  document.querySelectorAll("g.textpoint text").forEach((n) => add(n, "state"));
  document.querySelectorAll("g.annotation text.annotation-text").forEach((n) => add(n, "event"));
  document.querySelectorAll("text.gtitle").forEach((n) => add(n, "title"));
  return {boxes, width: document.documentElement.clientWidth};
}"""


@needs_chromium
@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_no_label_of_a_lock_graph_overlaps_another_at_420_px(
    browser: Any, tmp_path: Path, lang: str
) -> None:
    # rule: V-S6
    for villain in VILLAINS:
        path = tmp_path / f"locks-{villain}-{lang}.html"
        path.write_text(
            '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" '
            'content="width=device-width, initial-scale=1"></head><body>'
            + figure("locks", villain=villain, lang=lang).static_html
            + "</body></html>",
            encoding="utf-8",
        )
        page = browser.new_page()
        page.set_viewport_size({"width": 420, "height": 900})
        page.goto(path.as_uri())
        page.wait_for_selector("g.textpoint text")
        found = page.evaluate(_BOXES)
        boxes = found["boxes"]
        assert sum(b["kind"] == "state" for b in boxes) >= 2, boxes
        for a, b in combinations(boxes, 2):
            apart = (
                a["right"] <= b["left"] + 1
                or b["right"] <= a["left"] + 1
                or a["bottom"] <= b["top"] + 1
                or b["bottom"] <= a["top"] + 1
            )
            assert apart, (villain, a, b)
        for b in boxes:  # nothing runs off the phone's screen
            assert b["left"] >= 0 and b["right"] <= found["width"], (villain, b)
        page.screenshot(path=str(tmp_path / f"locks-{villain}-{lang}-420.png"), full_page=True)
        page.close()
    assert not browser.external, browser.external
