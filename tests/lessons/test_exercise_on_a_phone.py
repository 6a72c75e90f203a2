"""The exercise widget on a phone: in a real JupyterLab at 420 px, touch and no hover, in
Spanish and Italian (longer words than English), every button shows its whole label and is
tall enough to tap, the buttons wrap instead of squeezing, and a long choice wraps under its
own radio button or checkbox instead of running over the next one.

JupyterLab is started on 127.0.0.1 over a one-cell notebook showing three exercises: one
answered by a radio button (long card lists), one by checkboxes, one by a sequence of
moves; a glossary, whose terms and their words stand one under another; and a
demonstration and a table, whose buttons must be as easy to tap. Screenshots go to the test's temporary folder. Without ``/usr/bin/chromium`` the
test is skipped (and fails in CI).
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest

from tests.chromium import needs_chromium
from tests.lab_server import PHONE_WIDTH as WIDTH
from tests.lab_server import phone_notebook, settled_screenshot

pytestmark = [needs_chromium, pytest.mark.slow]  # a browser test: the slow tier

EXERCISES = [
    ("hr-first-turn-2", "es"),  # radio buttons: "1 Daga, 7 Monedas de oro, 1 Rubí, ..."
    ("v-turn-6", "it"),  # checkboxes: the locations
    ("hr-guards-3", "es"),  # moves, and "Deshacer la última jugada"
]
SOURCE = "from toolkit.lessons import demo, exercise, glossary, table\n" + "\n".join(
    [f'display(exercise("{name}", lang="{lang}"))' for name, lang in EXERCISES]
    + [
        'display(glossary("faction", "ally", "sacrifice", lang="es"))',
        'display(demo("hr-good-first-turn", lang="it"))',
        'display(table("hero-realms", ["human", "bot"], seed=3, lang="it"))',
    ]
)
TAP = 36  # px: the least height of a control a finger is asked to hit

_MEASURE = """() => {
  const box = (el) => { const r = el.getBoundingClientRect();
    return {text: (el.innerText || "").trim().slice(0, 40), top: r.top, bottom: r.bottom,
            left: r.left, right: r.right, height: r.height,
            clipped: el.scrollWidth > el.clientWidth + 1}; };
  const widgets = Array.from(document.querySelectorAll(".tk-exercise-widget"));
  return widgets.map((w) => ({
    buttons: Array.from(w.querySelectorAll("button")).filter((b) => b.offsetParent).map(box),
    choices: Array.from(w.querySelectorAll(".widget-radio-box label, .widget-checkbox label"))
      .filter((l) => l.getBoundingClientRect().height > 0).map(box),
  }));
}"""


_TERMS = """() => Array.from(document.querySelectorAll("dl.tk-terms > *")).map((el) => {
  const r = el.getBoundingClientRect();
  return {text: el.innerText.slice(0, 30), top: r.top, bottom: r.bottom, left: r.left};
})"""


_OTHER_BUTTONS = """() => Array.from(
  document.querySelectorAll(".tk-demo-widget button, .tk-table button")
).filter((b) => b.offsetParent).map((b) => {
  const r = b.getBoundingClientRect();
  return {text: (b.innerText || "").slice(0, 30), height: r.height};
})"""


def test_the_exercise_controls_fit_and_can_be_tapped_at_420_px(tmp_path: Path) -> None:
    with phone_notebook(tmp_path, "phone.ipynb", SOURCE, ".tk-table", height=2400) as page:
        page.get_by_role("button", name="Deshacer la última jugada").wait_for()
        page.locator(".tk-table button.tk-t-btn").first.wait_for()
        settled_screenshot(page, tmp_path / "exercises-420.png")
        found = page.evaluate(_MEASURE)
        assert len(found) == len(EXERCISES)
        for (name, _lang), parts in zip(EXERCISES, found, strict=True):
            assert parts["buttons"], name
            for b in parts["buttons"]:
                assert not b["clipped"], (name, b)  # the whole label shows
                assert b["right"] <= WIDTH, (name, b)  # nothing off the screen
                assert b["height"] >= TAP, (name, b)
            for c in parts["choices"]:
                assert not c["clipped"] and c["height"] >= TAP, (name, c)
            for a, b in pairwise(parts["choices"]):
                assert a["bottom"] <= b["top"] + 1, (name, a, b)  # one choice under another
        assert found[0]["choices"] and found[1]["choices"]
        # the glossary: each term above its own words, none beside another term's words
        terms = page.evaluate(_TERMS)
        assert len(terms) == 6, terms
        for a, b in pairwise(terms):
            assert a["bottom"] <= b["top"] + 1, (a, b)
        assert len({round(t["left"]) for t in terms}) == 1, terms
        # the demonstration's and the table's buttons are as easy to tap
        others = page.evaluate(_OTHER_BUTTONS)
        assert len(others) > 10, others
        assert all(b["height"] >= TAP for b in others), [b for b in others if b["height"] < TAP]
