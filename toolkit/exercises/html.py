"""The pieces of an exercise as HTML, shared by the notebook widget and the exported file.

Every text is escaped here: questions, choices, feedback and names come from data files
and from the engine, and reach the page only through :func:`toolkit.html.core.esc`.

Examples
--------
>>> from toolkit.exercises.feedback import Feedback
>>> "Orc Grunt &lt;guards&gt;." in feedback_html(Feedback(False, "HR-C3", "Orc Grunt <guards>."))
True
"""

from __future__ import annotations

from toolkit.exercises.feedback import Feedback, rule_title
from toolkit.exercises.model import Exercise
from toolkit.html.core import esc
from toolkit.i18n import translator

CSS = """
.ex { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; font-size: 15px;
      line-height: 1.45; color: #1d2433; max-width: 60em; }
.ex h3 { font-size: 1.15em; margin: 0.2em 0 0.3em; }
.ex .ex-meta { color: #4a5568; font-size: 0.9em; margin-bottom: 0.4em; }
.ex .ex-question { margin: 0.4em 0 0.6em; }
.ex .ex-move { margin: 0.3em 0 0.6em; padding: 0.35em 0.6em; background: #eef2f8;
               border-left: 4px solid #5a7bb5; }
.ex-feedback { margin: 0.6em 0; padding: 0.6em 0.8em; border-radius: 6px; line-height: 1.45;
               font-family: system-ui, -apple-system, "Segoe UI", sans-serif; font-size: 15px; }
.ex-right { background: #e6f4ea; border: 1px solid #2e7d32; color: #1b4d20; }
.ex-wrong { background: #fdecea; border: 1px solid #c62828; color: #6b1414; }
.ex-nudge { background: #fff8e1; border: 1px solid #b7791f; color: #5c3d05; }
.ex-shown { background: #eef2f8; border: 1px solid #5a7bb5; color: #1d2f55; }
.ex-hidden-board { margin: 0.4em 0; padding: 0.6em 0.8em; border: 1px dashed #8a94a6;
                   border-radius: 6px; color: #4a5568; background: #f7f8fa; }
.ex-feedback .ex-verdict { font-weight: 700; margin-right: 0.3em; }
.ex-feedback .ex-rule { display: block; margin-top: 0.35em; color: #333; font-size: 0.92em; }
"""


FEEDBACK_CLASS = {
    "right": "ex-right",
    "nudge": "ex-nudge",
    "explain": "ex-wrong",
    "shown": "ex-shown",
}
"""The style of each stage of the feedback ladder (green only for a right answer)."""


def rules_line(ex: Exercise) -> str:
    """ "Rules: HR-C3 (Guards)", in plain text, in the exercise's language."""
    t = translator(ex.lang)
    return t.tr(
        "Rules: {rules}",
        rules="; ".join(f"{r} ({rule_title(r, ex.lang)})" for r in ex.rules),
    )


def header_html(ex: Exercise, index: int | None = None, total: int | None = None) -> str:
    """Title, level, rules, question and (where there is one) the move asked about."""
    t = translator(ex.lang)
    where = (
        t.tr("Exercise {number} of {total}", number=index + 1, total=total) + " · "
        if index is not None and total
        else ""
    )
    move = ex.move
    move_html = (
        f'<div class="ex-move">{esc(t.tr("The move: {move}", move=move))}</div>' if move else ""
    )
    level = t.tr("Level {n}", n=ex.level)
    return (
        f'<div class="ex" lang="{esc(ex.lang)}"><h3>{esc(ex.title)}</h3>'
        f'<div class="ex-meta">{esc(where)}{esc(level)} · {esc(rules_line(ex))}</div>'
        f'<div class="ex-question">{esc(ex.question)}</div>{move_html}</div>'
    )


def feedback_html(feedback: Feedback | None) -> str:
    """The engine's verdict, explanation and rule, as one escaped block (empty if None)."""
    if feedback is None:
        return ""
    t = translator(feedback.lang)
    cls = FEEDBACK_CLASS[feedback.step]
    rule = (
        '<span class="ex-rule">'
        + esc(t.tr("Rule {rule}: {title}", rule=feedback.rule, title=feedback.rule_title))
        + "</span>"
        if feedback.rule
        else ""
    )
    return (
        f'<div class="ex-feedback {cls}" role="status" lang="{esc(feedback.lang)}">'
        f'<span class="ex-verdict">{esc(feedback.verdict)}</span>'
        f"{esc(feedback.explanation)}{rule}</div>"
    )
