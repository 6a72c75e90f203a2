"""Steps through boards in the notebook: *Previous* and *Next*, the board redrawn at each step.

A thin view over a list of :class:`toolkit.html.stepper.Step` computed ahead (by the
engine): the buttons only choose which one is drawn. The stepped demonstrations
(:class:`toolkit.widgets.demo.DemoWidget`) and an exercise's *Show me* use it.

Examples
--------
>>> from toolkit.html.stepper import Step
>>> w = StepperWidget([Step("The start", "Two cards.", "", "<p>0</p>"),
...                    Step("Step 1 of 1", "Ada plays Gold.", "", "<p>1</p>")])
>>> w.next_button.click()
>>> w.index, w.board.value
(1, '<p>1</p>')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import ipywidgets as widgets

from toolkit.html.core import esc
from toolkit.html.stepper import STEPPER_CSS, Step
from toolkit.i18n import check_lang, translator

__all__ = ["StepperWidget"]


class StepperWidget(widgets.VBox):
    """Step through ``steps`` in ``lang`` (the buttons' language).

    Attributes
    ----------
    back_button, next_button:
        Go one step back or forward (``click()`` is their programmatic twin).
    step, say, rules, board:
        ``HTML`` widgets redrawn at each step.
    on_go:
        Called with the step's index each time a step is drawn (``None``: nothing), so that
        a view around the stepper can follow it.
    """

    def __init__(self, steps: Sequence[Step], lang: str = "en", title: str = "") -> None:
        self.lang = check_lang(lang)
        t = translator(self.lang)
        self.steps = list(steps)
        self.index = 0
        self.on_go: Callable[[int], None] | None = None
        head = f"<h3>{esc(title)}</h3>" if title else ""
        self.title = widgets.HTML(f'<div class="tk-demo"><style>{STEPPER_CSS}</style>{head}</div>')
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
        self.add_class("tk-stepper-widget")
        self.go(0)

    def go(self, index: int) -> None:
        """Show step ``index`` (0 is the start; out-of-range steps are ignored)."""
        if not 0 <= index < len(self.steps):
            return
        self.index = index
        s = self.steps[index]
        self.step.value = f'<div class="tk-demo"><div class="tk-step">{esc(s.label)}</div></div>'
        self.say.value = f'<div class="tk-demo"><div class="tk-say">{esc(s.say)}</div></div>'
        self.rules.value = s.rules
        self.board.value = s.board
        self.back_button.disabled = index == 0
        self.next_button.disabled = index == len(self.steps) - 1
        if self.on_go is not None:
            self.on_go(index)
