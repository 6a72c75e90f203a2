"""Steps through boards with *Previous* and *Next*: one stepper for demonstrations and answers.

A stepped demonstration (:mod:`toolkit.lessons.demos`) and an exercise's *Show me*
(:mod:`toolkit.exercises.steps`) both come down to a list of :class:`Step`: a label ("Step
2 of 6"), one sentence in the learner's language, the rules it turns on as badges, and the
board drawn after it. The notebook steps through them with
:class:`toolkit.widgets.stepper.StepperWidget`; a page with no kernel steps through the
same steps, precomputed, with the plain script :data:`STEPPER_JS` (nothing fetched).

Examples
--------
>>> s = [Step("The start", "Ada holds three cards.", "", "<p>board 0</p>"),
...      Step("Step 1 of 1", "She plays Gold.", "", "<p>board 1</p>")]
>>> page = stepper_page("A turn", s, "en")
>>> "tkStepper" in page and "board 1" in page
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from toolkit.html.core import esc
from toolkit.i18n import check_lang, translator
from toolkit.i18n.messages import N_

__all__ = [
    "STEPPER_CSS",
    "STEPPER_JS",
    "Step",
    "rules_badges",
    "step_label",
    "stepper_page",
    "stepper_words",
    "steps_json",
]


@dataclass(frozen=True)
class Step:
    """One step, in one language: its label, its sentence, its rule badges (HTML) and the
    board after it (HTML drawn and escaped by the toolkit)."""

    label: str
    say: str
    rules: str
    board: str

    def to_json(self) -> dict[str, str]:
        return {"label": self.label, "say": self.say, "rules": self.rules, "board": self.board}


def step_label(lang: str, k: int, n: int) -> str:
    """ "Step 2 of 6" in ``lang`` (the start is step 0).

    Examples
    --------
    >>> step_label("es", 0, 3), step_label("it", 2, 3)
    ('El comienzo', 'Passo 2 di 3')
    """
    t = translator(lang)
    if k == 0:
        return t.gettext(N_("The start"))
    return t.tr("Step {k} of {n}", k=k, n=n)


def rules_badges(rules: Sequence[str], lang: str) -> str:
    """Rule IDs as small badges, each opening to the rule's title and text."""
    from toolkit.i18n import rule

    out = []
    for rid in rules:
        r = rule(rid, lang)
        out.append(
            f'<details class="tk-badge"><summary>{esc(rid)}</summary>'
            f"<b>{esc(r.title)}</b>: {esc(r.text)}</details>"
        )
    return "".join(out)


STEPPER_CSS = """
.tk-demo .tk-step { font-weight: 600; color: #1f2a44; margin: .3em 0; }
.tk-demo .tk-say { margin: .2em 0 .5em; font-size: 1.05em; }
.tk-badge { display: inline-block; margin: 0 .3em .3em 0; font-size: .85em; }
.tk-badge > summary { display: inline-block; cursor: pointer; list-style: none;
  background: #e8eef8; color: #2f5ea8; border-radius: 999px; padding: 0 .6em; }
.tk-badge[open] { display: block; background: #f3f6fb; padding: .3em .6em; border-radius: 6px; }
.tk-demo button { font-size: .95em; padding: .35em .9em; margin-right: .4em; }
@media (pointer: coarse) {
  .tk-demo button, .tk-stepper-widget .jupyter-button, .tk-demo-widget .jupyter-button {
    min-height: 40px; }
}
"""

STEPPER_JS = """
function tkStepper(root, steps, words, onStep) {
  /* steps: [{label, say, rules, board}], precomputed; words: {back, next};
     onStep (optional) is called with the step's index each time one is drawn */
  root.textContent = "";
  var box = document.createElement("div");
  box.className = "tk-demo tk-stepper";
  function part(tag, cls) {
    var node = document.createElement(tag);
    node.className = cls;
    return node;
  }
  var bar = part("div", "tk-buttons");
  var back = part("button", "tk-back"), next = part("button", "tk-next");
  back.type = "button"; next.type = "button";
  back.textContent = words.back; next.textContent = words.next;
  bar.appendChild(back); bar.appendChild(next);
  var label = part("div", "tk-step"), say = part("div", "tk-say");
  var rules = part("div", "tk-rules"), board = part("div", "tk-board");
  [bar, label, say, rules, board].forEach(function (n) { box.appendChild(n); });
  root.appendChild(box);
  var i = 0;
  function draw() {
    var x = steps[i];
    label.textContent = x.label;
    say.textContent = x.say;
    rules.innerHTML = x.rules;  /* drawn and escaped by the toolkit */
    board.innerHTML = x.board;  /* drawn and escaped by the toolkit */
    back.disabled = i === 0;
    next.disabled = i === steps.length - 1;
    if (onStep) { onStep(i); }
  }
  back.addEventListener("click", function () { if (i > 0) { i -= 1; draw(); } });
  next.addEventListener("click", function () {
    if (i < steps.length - 1) { i += 1; draw(); }
  });
  draw();
  return box;
}
"""
"""The static stepper: ``tkStepper(root, steps, {back, next}, onStep)`` draws the first step
in ``root`` and steps with its two buttons (``onStep(index)``, optional, follows it)."""


def steps_json(steps: Sequence[Step]) -> str:
    """The steps as JSON safe inside a ``<script>`` element."""
    text = json.dumps([s.to_json() for s in steps], ensure_ascii=True)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def stepper_words(lang: str) -> dict[str, str]:
    """The stepper's two buttons in ``lang``."""
    t = translator(lang)
    return {"back": t.gettext("Previous"), "next": t.gettext("Next")}


def stepper_page(title: str, steps: Sequence[Step], lang: str) -> str:
    """A whole page stepping through ``steps`` with a plain script (no kernel, nothing
    fetched)."""
    lang = check_lang(lang)
    words = json.dumps(stepper_words(lang), ensure_ascii=True).replace("<", "\\u003c")
    return (
        f'<!DOCTYPE html><html lang="{esc(lang)}"><head><meta charset="utf-8">'
        f"<style>body{{font-family:system-ui,sans-serif;margin:.5em}}{STEPPER_CSS}</style>"
        f'</head><body><div class="tk-demo"><h3>{esc(title)}</h3></div><div id="steps"></div>'
        f'<script type="application/json" id="frames">{steps_json(steps)}</script>'
        f"<script>{STEPPER_JS}"
        "tkStepper(document.getElementById('steps'),"
        f"JSON.parse(document.getElementById('frames').textContent),{words});"
        "</script></body></html>"
    )
