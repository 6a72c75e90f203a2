"""The replay widget on a phone: in a real JupyterLab at 420 px, touch and no hover, in
Italian, the step buttons, the play control and the menus are tall enough to tap, and no
control runs past the right edge of the screen.

JupyterLab is started on 127.0.0.1 over a one-cell notebook showing the replay of lesson 11.
A screenshot goes to the test's temporary folder. Without ``/usr/bin/chromium`` the test is
skipped (and fails in CI).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.chromium import needs_chromium
from tests.lab_server import PHONE_WIDTH as WIDTH
from tests.lab_server import phone_notebook, settled_screenshot

pytestmark = [needs_chromium, pytest.mark.slow]  # a browser test: the slow tier

SOURCE = (
    "from toolkit.lessons import replay\n"
    'display(replay("hero-realms", seed=7, names=["Ada", "Ben"], turn=5, lang="it"))'
)
TAP = 40  # px: the least height of a control a finger is asked to hit

_CONTROLS = """() => Array.from(
  document.querySelectorAll(".tk-replay-widget button, .tk-replay-widget select")
).filter((b) => b.offsetParent).map((b) => {
  const r = b.getBoundingClientRect();
  return {text: (b.innerText || b.title || "").slice(0, 30), height: r.height, right: r.right};
})"""


def test_the_replay_controls_can_be_tapped_at_420_px(tmp_path: Path) -> None:
    with phone_notebook(tmp_path, "replay.ipynb", SOURCE, ".tk-replay-widget", height=1600) as page:
        page.locator(".tk-replay-widget button").first.wait_for()
        settled_screenshot(page, tmp_path / "replay-420.png")
        controls = page.evaluate(_CONTROLS)
        # four step buttons, play and pause, the turn button, three menus
        assert len(controls) >= 9, controls
        assert all(c["height"] >= TAP for c in controls), [c for c in controls if c["height"] < TAP]
        assert all(c["right"] <= WIDTH for c in controls), [
            c for c in controls if c["right"] > WIDTH
        ]
