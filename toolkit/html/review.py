"""A game review as one self-contained HTML page: the curve and the marked decisions.

The page needs no Python and no network: plotly's script is inlined once, and every
text is escaped.

Examples
--------
>>> from toolkit.analysis.game_review import GameReview, ReviewedDecision
>>> from toolkit.core.actions import Action
>>> end = Action("end_turn", ())
>>> slip = ReviewedDecision(0, 1, 0, end, "Ada <3 ends", end, "Ada <3 ends", 0.5, 0.5, 8)
>>> page = review_html(GameReview("hero-realms", ("Ada <3", "Ben"), (0,), 8, (slip,)))
>>> "Ada &lt;3 ends" in page and "Ada <3" not in page.split("</script>")[-1]
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkit.html.core import esc, style_block
from toolkit.i18n import translator

if TYPE_CHECKING:
    from toolkit.analysis.game_review import GameReview

__all__ = ["review_html"]


def review_html(review: GameReview, lang: str = "en") -> str:
    """The whole page of ``review`` in ``lang`` (a string of HTML)."""
    from toolkit.analysis.game_review import THRESHOLDS, label_words
    from toolkit.figures.review import review_figure

    t = translator(lang)
    title = t.tr("Game review")
    parts = [
        f'<!DOCTYPE html><html lang="{esc(lang)}"><head><meta charset="utf-8">',
        f"<title>{esc(title)}</title>{style_block()}</head><body>",
        f"<h1>{esc(title)}</h1>",
    ]
    limits = ", ".join(
        t.tr("{label}: {points} points or more", label=label_words(name, t), points=round(100 * v))
        for name, v in THRESHOLDS
    )
    parts.append(
        "<p>"
        + esc(
            t.plural(
                "Each decision with a choice was searched with {n} sampled future of the "
                "game, from what its player could see. Win chance lost: {limits}.",
                "Each decision with a choice was searched with {n} sampled futures of the "
                "game, from what its player could see. Win chance lost: {limits}.",
                review.budget,
                limits=limits,
            )
        )
        + "</p>"
    )
    fig = review_figure(review, lang)
    parts.append(fig.to_html(full_html=False, include_plotlyjs=True))
    head = [t.tr("turn"), t.tr("player"), t.tr("move played"), t.tr("win chance after")]
    head += [t.tr("best move found"), t.tr("its win chance"), t.tr("label")]
    parts.append("<table><thead><tr>")
    parts.extend(f"<th>{esc(h)}</th>" for h in head)
    parts.append("</tr></thead><tbody>")
    for d in review.decisions:
        label = label_words(d.label, t)
        cls = f' class="tk-review-{esc(d.label)}"' if d.label else ""
        cells = [
            str(d.turn),
            review.names[d.seat],
            d.played_text,
            f"{round(100 * d.after)}%",
            d.best_text if d.best != d.played else "",
            f"{round(100 * d.before)}%",
            label,
        ]
        parts.append(f"<tr{cls}>" + "".join(f"<td>{esc(c)}</td>" for c in cells) + "</tr>")
    parts.append("</tbody></table></body></html>")
    return "".join(parts)
