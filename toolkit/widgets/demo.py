"""A stepped demonstration in the notebook: Back and Next, the board redrawn at each step.

A thin view over :class:`toolkit.lessons.demos.Demonstration`: the frames are the engine's,
computed once, drawn by the stepper every stepped view shares
(:class:`toolkit.widgets.stepper.StepperWidget`).

Examples
--------
>>> w = DemoWidget("hr-good-first-turn", lang="it")
>>> w.next_button.click()
>>> w.index, "Spada corta" in w.say.value
(1, True)
>>> w.back_button.click()
>>> w.index, w.back_button.disabled
(0, True)
"""

from __future__ import annotations

from toolkit.i18n import check_lang
from toolkit.lessons.demos import demonstration
from toolkit.widgets.stepper import StepperWidget

__all__ = ["DemoWidget"]


class DemoWidget(StepperWidget):
    """Step through the demonstration ``demo_id`` in ``lang``."""

    def __init__(self, demo_id: str, lang: str = "en") -> None:
        lang = check_lang(lang)
        self.demo = demonstration(demo_id)
        self.frames = self.demo.frames()
        super().__init__(self.demo.steps_in(lang), lang=lang, title=self.demo.title[lang])
        self.add_class("tk-demo-widget")
