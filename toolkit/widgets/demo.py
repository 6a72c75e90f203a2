"""A stepped demonstration in the notebook: Back and Next, the board redrawn at each step.

A thin view over :class:`toolkit.lessons.demos.Demonstration`: the frames are the engine's,
computed once; the buttons only choose which one is drawn.

Examples
--------
>>> w = DemoWidget("hr-good-first-turn", lang="it")
>>> w.next_button.click()
>>> w.index, "Shortsword" in w.say.value
(1, True)
>>> w.back_button.click()
>>> w.index, w.back_button.disabled
(0, True)
"""

from __future__ import annotations

import ipywidgets as widgets

from toolkit.html.core import esc
from toolkit.i18n import check_lang, translator
from toolkit.lessons.demos import DEMO_CSS, demonstration, rules_badges, step_label

__all__ = ["DemoWidget"]


class DemoWidget(widgets.VBox):
    """Step through the demonstration ``demo_id`` in ``lang``.

    Attributes
    ----------
    back_button, next_button:
        Go one step back or forward (``click()`` is their programmatic twin).
    step, say, rules, board:
        ``HTML`` widgets redrawn at each step.
    """

    def __init__(self, demo_id: str, lang: str = "en") -> None:
        self.lang = check_lang(lang)
        t = translator(self.lang)
        self.demo = demonstration(demo_id)
        self.frames = self.demo.frames()
        self.index = 0
        self.title = widgets.HTML(
            f'<div class="tk-demo"><style>{DEMO_CSS}</style>'
            f"<h3>{esc(self.demo.title[self.lang])}</h3></div>"
        )
        self.back_button = widgets.Button(description=t.gettext("Previous"), icon="arrow-left")
        self.next_button = widgets.Button(description=t.gettext("Next"), icon="arrow-right")
        self.back_button.on_click(lambda _b: self.go(self.index - 1))
        self.next_button.on_click(lambda _b: self.go(self.index + 1))
        self.step = widgets.HTML()
        self.say = widgets.HTML()
        self.rules = widgets.HTML()
        self.board = widgets.HTML()
        super().__init__(
            [
                self.title,
                widgets.HBox([self.back_button, self.next_button]),
                self.step,
                self.say,
                self.rules,
                self.board,
            ]
        )
        self.add_class("tk-demo-widget")
        self.go(0)

    def go(self, index: int) -> None:
        """Show step ``index`` (0 is the start; out-of-range steps are ignored)."""
        if not 0 <= index < len(self.frames):
            return
        self.index = index
        frame = self.frames[index]
        n = len(self.frames) - 1
        self.step.value = (
            f'<div class="tk-demo"><div class="tk-step">'
            f"{esc(step_label(self.lang, index, n))}</div></div>"
        )
        self.say.value = (
            f'<div class="tk-demo"><div class="tk-say">{esc(frame.sentence(self.lang))}</div></div>'
        )
        self.rules.value = rules_badges(frame.rules, self.lang)
        self.board.value = frame.board(self.lang)
        self.back_button.disabled = index == 0
        self.next_button.disabled = index == n
