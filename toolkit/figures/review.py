"""The win-chance curve of a game review (:mod:`toolkit.analysis.game_review`).

One line per seat: the seat's estimated win chance after each of its reviewed decisions
(the move played), with the inaccuracies, mistakes and blunders marked and the best move
in the hover text.

Examples
--------
>>> from toolkit.analysis.game_review import GameReview
>>> fig = review_figure(GameReview("hero-realms", ("Ada", "Ben"), (0,), 8, ()))
>>> [t.meta for t in fig.data]
[]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import plotly.graph_objects as go

from toolkit.figures.core import SEAT_COLOURS, base_layout
from toolkit.i18n import translator

if TYPE_CHECKING:
    from toolkit.analysis.game_review import GameReview

__all__ = ["review_figure"]

_SYMBOLS = {"inaccuracy": "circle-open", "mistake": "diamond", "blunder": "x"}
_SIZES = {"inaccuracy": 9, "mistake": 11, "blunder": 14}


def review_figure(review: GameReview, lang: str = "en") -> go.Figure:
    """The win-chance curve of ``review``, titles in ``lang``.

    Each seat's line has ``meta`` ``"seat S"``; the marks of its labelled decisions are
    a second trace with ``meta`` ``"marks S"``.
    """
    from toolkit.analysis.game_review import decision_words, label_words

    t = translator(lang)
    fig = go.Figure()
    for seat, name in enumerate(review.names):
        mine = review.of_seat(seat)
        if not mine:
            continue
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        fig.add_trace(
            go.Scatter(
                x=[d.step + 1 for d in mine],
                y=[100 * d.after for d in mine],
                mode="lines",
                name=name,
                meta=f"seat {seat}",
                line={"color": colour, "width": 2},
                text=[f"{t.tr('turn {n}', n=d.turn)}: {d.played_text}" for d in mine],
                hovertemplate="%{text}<br>%{y:.0f}%<extra>" + name + "</extra>",
            )
        )
        marked = [d for d in mine if d.label is not None]
        if marked:
            fig.add_trace(
                go.Scatter(
                    x=[d.step + 1 for d in marked],
                    y=[100 * d.after for d in marked],
                    mode="markers",
                    name=t.tr("{name}: slips", name=name),
                    meta=f"marks {seat}",
                    marker={
                        "color": colour,
                        "symbol": [_SYMBOLS[str(d.label)] for d in marked],
                        "size": [_SIZES[str(d.label)] for d in marked],
                        "line": {"width": 2, "color": colour},
                    },
                    text=[decision_words(d, t) for d in marked],
                    customdata=[label_words(d.label, t) for d in marked],
                    hovertemplate="%{text}<extra>%{customdata}</extra>",
                )
            )
    base_layout(fig, t.tr("Estimated win chance after each decision"), hovermode="closest")
    fig.update_xaxes(title_text=t.tr("decision"))
    fig.update_yaxes(title_text=t.tr("win chance (%)"), range=[0, 100])
    return fig
