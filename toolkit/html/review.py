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

from collections.abc import Sequence
from typing import TYPE_CHECKING

from toolkit.html.core import esc, style_block
from toolkit.i18n import translator

if TYPE_CHECKING:
    from toolkit.analysis.game_review import GameReview
    from toolkit.i18n import Translator

__all__ = [
    "REVIEW_CSS",
    "review_curve_svg",
    "review_html",
    "review_panel_html",
    "search_sentence",
]


def search_sentence(review: GameReview, t: Translator) -> str:
    """How the decisions of ``review`` were searched and where its labels start (plain text).

    One sentence, in the language of ``t``: the budget (sampled futures per decision) and
    the win chance lost from which a decision is an inaccuracy, a mistake or a blunder.
    The page and the panel both show it; the caller escapes it.

    Examples
    --------
    >>> from toolkit.analysis.game_review import GameReview
    >>> from toolkit.i18n import translator
    >>> print(search_sentence(GameReview("hero-realms", ("Ada", "Ben"), (0,), 1, ()),
    ...                       translator("en")))  # doctest: +ELLIPSIS
    Each decision with a choice was searched with 1 sampled future of the game, ...
    """
    from toolkit.analysis.game_review import THRESHOLDS, label_words

    limits = ", ".join(
        t.tr("{label}: {points} points or more", label=label_words(name, t), points=round(100 * v))
        for name, v in THRESHOLDS
    )
    return t.plural(
        "Each decision with a choice was searched with {n} sampled future of the "
        "game, from what its player could see. Win chance lost: {limits}.",
        "Each decision with a choice was searched with {n} sampled futures of the "
        "game, from what its player could see. Win chance lost: {limits}.",
        review.budget,
        limits=limits,
    )


def review_html(review: GameReview, lang: str = "en") -> str:
    """The whole page of ``review`` in ``lang`` (a string of HTML)."""
    from toolkit.analysis.game_review import label_words
    from toolkit.figures.review import review_figure

    t = translator(lang)
    title = t.tr("Game review")
    parts = [
        f'<!DOCTYPE html><html lang="{esc(lang)}"><head><meta charset="utf-8">',
        f"<title>{esc(title)}</title>{style_block()}</head><body>",
        f"<h1>{esc(title)}</h1>",
    ]
    parts.append(f"<p>{esc(search_sentence(review, t))}</p>")
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


_COLOURS = ("#1f5fa8", "#c2410c", "#2e7d32", "#7b1fa2", "#a8231b", "#00838f")
"""The seats' colours, as in the figures (:data:`toolkit.figures.core.SEAT_COLOURS`)."""

_MARK_RADIUS = {"inaccuracy": 5, "mistake": 6, "blunder": 8}

REVIEW_CSS = """
.tk-rv{margin:8px 0;}
.tk-rv svg{width:100%;max-width:600px;height:auto;background:#fff;border:1px solid #d8d3c8;
 border-radius:6px;}
.tk-rv-key{display:flex;flex-wrap:wrap;gap:4px 14px;font-size:13px;margin:4px 0;}
.tk-rv-list{margin:6px 0;padding-left:0;list-style:none;}
.tk-rv-list li{margin:3px 0;overflow-wrap:anywhere;}
.tk-rv-tag{display:inline-block;min-width:84px;font-weight:700;}
.tk-rv-blunder .tk-rv-tag{color:#a8231b;}
.tk-rv-mistake .tk-rv-tag{color:#c2410c;}
.tk-rv-inaccuracy .tk-rv-tag{color:#7a5b00;}
button.tk-rv-go{font-size:13px;padding:2px 6px;margin-right:6px;cursor:pointer;
 border:1px solid #8d8577;border-radius:4px;background:#fff;color:#1b1b1b;}
.tk-rv [data-goto]{cursor:pointer;}
.tk-rv-list li.tk-current{background:#fff4d6;outline:2px solid #c99a00;}
"""
"""The look of the review panel (the curve and the marked decisions)."""


def _shown(review: GameReview, seats: Sequence[int] | None) -> list[int]:
    return list(range(len(review.names))) if seats is None else [int(s) for s in seats]


def review_curve_svg(
    review: GameReview, lang: str = "en", seats: Sequence[int] | None = None, *, goto: bool = False
) -> str:
    """The win-chance curve of ``review`` as inline SVG (no script, no network).

    One line per seat in ``seats`` (default: every seat) through the win chance after
    each of its reviewed decisions; each inaccuracy, mistake and blunder is a dot whose
    tooltip says the move, the better move and the win chances in words. With ``goto``
    each dot carries ``data-goto``, the replay state just after that decision, so that a
    page's script can go there when it is clicked.

    Examples
    --------
    >>> from toolkit.analysis.game_review import GameReview
    >>> review_curve_svg(GameReview("hero-realms", ("Ada", "Ben"), (0,), 8, ())).startswith("<svg")
    True
    """
    from toolkit.analysis.game_review import decision_words

    t = translator(lang)
    # a narrow drawing with large letters: still readable when a phone shrinks it
    width, height, left, right, top, bottom = 480, 240, 50, 12, 14, 34
    last = max((d.step + 1 for d in review.decisions), default=1)

    def x(step: int) -> float:
        return left + (width - left - right) * (step + 1) / max(1, last)

    def y(chance: float) -> float:
        return top + (height - top - bottom) * (1 - chance)

    title = t.tr("Estimated win chance after each decision")
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" role="img"'
        f' aria-label="{esc(title)}"><title>{esc(title)}</title>'
    ]
    for pct in (0, 50, 100):
        yy = y(pct / 100)
        out.append(
            f'<line x1="{left}" x2="{width - right}" y1="{yy:.1f}" y2="{yy:.1f}"'
            ' stroke="#ddd" stroke-width="1"/>'
            f'<text x="{left - 6}" y="{yy + 5:.1f}" text-anchor="end" font-size="15"'
            f' fill="#555">{pct}%</text>'
        )
    out.append(
        f'<text x="{(left + width - right) / 2:.0f}" y="{height - 8}" text-anchor="middle"'
        f' font-size="15" fill="#555">{esc(t.tr("decision"))}</text>'
    )
    for seat in _shown(review, seats):
        colour = _COLOURS[seat % len(_COLOURS)]
        mine = review.of_seat(seat)
        if not mine:
            continue
        points = " ".join(f"{x(d.step):.1f},{y(d.after):.1f}" for d in mine)
        out.append(
            f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2.5"'
            f' data-seat="{seat}"/>'
        )
        for d in mine:
            if d.label is None:
                continue
            jump = f' data-goto="{d.step + 1}" tabindex="0"' if goto else ""
            out.append(
                f'<circle class="tk-rv-dot tk-rv-{esc(d.label)}" cx="{x(d.step):.1f}"'
                f' cy="{y(d.after):.1f}" r="{_MARK_RADIUS[d.label]}" fill="#fff"'
                f' stroke="{colour}" stroke-width="3"{jump}>'
                f"<title>{esc(review.names[seat])}: {esc(decision_words(d, t))}</title></circle>"
            )
    out.append("</svg>")
    return "".join(out)


def review_panel_html(
    review: GameReview,
    lang: str = "en",
    seats: Sequence[int] | None = None,
    *,
    goto: bool = False,
    heading: bool = True,
    listed: bool = True,
) -> str:
    """The review as a panel: the curve, each seat's counts, and its marked decisions.

    ``seats`` are the seats whose decisions are shown (default: all, the teacher's view);
    with ``goto`` each marked decision has a button with ``data-goto`` (the replay state
    after it) for a page's script; without ``listed`` the marked decisions are left out
    (a widget lists them with its own buttons). Every text is escaped.

    Examples
    --------
    >>> from toolkit.analysis.game_review import GameReview, ReviewedDecision
    >>> from toolkit.core.actions import Action
    >>> a, b = Action("end_turn", ()), Action("attack_player", (1, 9))
    >>> slip = ReviewedDecision(4, 2, 0, a, "end <b>", b, "attack Ben", 0.9, 0.2, 8)
    >>> html = review_panel_html(GameReview("hero-realms", ("Ada", "Ben"), (1,), 8, (slip,)),
    ...                          goto=True)
    >>> 'data-goto="5"' in html and "end &lt;b&gt;" in html and "<b>" not in html
    True
    """
    from toolkit.analysis.game_review import label_words, move_words

    t = translator(lang)
    shown = _shown(review, seats)
    parts = ['<div class="tk-rv">']
    if heading:
        parts.append(f"<h3>{esc(t.tr('Game review'))}</h3>")
    parts.append(f'<div class="tk-muted">{esc(search_sentence(review, t))}</div>')
    parts.append(review_curve_svg(review, lang, shown, goto=goto))
    key = []
    for seat in shown:
        colour = _COLOURS[seat % len(_COLOURS)]
        c = review.counts(seat)
        key.append(
            f'<span><b style="color:{colour}">&#x25CF; {esc(review.names[seat])}</b>: '
            + esc(
                t.tr(
                    "blunders {blunders}, mistakes {mistakes}, inaccuracies {inaccuracies}",
                    blunders=c["blunder"],
                    mistakes=c["mistake"],
                    inaccuracies=c["inaccuracy"],
                )
            )
            + "</span>"
        )
    parts.append(f'<div class="tk-rv-key">{"".join(key)}</div>')
    marked = [d for d in review.decisions if d.label is not None and d.seat in shown]
    if not listed:
        pass
    elif not marked:
        nothing = t.tr("No inaccuracy, mistake or blunder was found.")
        parts.append(f"<p>{esc(nothing)}</p>")
    else:
        parts.append('<ol class="tk-rv-list">')
        for d in marked:
            go = ""
            if goto:
                step = t.tr("step {n}", n=d.step + 1)
                go = (
                    f'<button class="tk-rv-go" data-goto="{d.step + 1}" type="button">'
                    f"{esc(step)}</button>"
                )
            who = f"{esc(review.names[d.seat])}, " if len(shown) > 1 else ""
            parts.append(
                f'<li class="tk-rv-{esc(d.label)}" data-step="{d.step}">{go}'
                f'<span class="tk-rv-tag">{esc(label_words(d.label, t))}</span> '
                f"{who}{esc(move_words(d, t))}</li>"
            )
        parts.append("</ol>")
    parts.append("</div>")
    return "".join(parts)
