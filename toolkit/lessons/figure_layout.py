"""A lesson figure's title and legend on a narrow screen: the title wraps, the legend stays
under the plot.

Plotly draws a title on one line and clips it at the figure's edge, and the longest lesson
titles (often the Italian ones) are twice as wide as a phone (420 px). :func:`fit_title`
wraps the title at :data:`TITLE_CHARS` characters a line, makes room for its lines above
the plot and under plotly's toolbar (always shown on a touch screen), and puts the legend
under the x axis, where it may wrap onto more rows but never reaches the title.

Examples
--------
>>> wrap_title("Molte partite: carte di ogni fazione nel mazzo alla fine, per bot")
['Molte partite: carte di ogni', 'fazione nel mazzo alla fine,', 'per bot']
"""

from __future__ import annotations

import textwrap
from typing import Any

from toolkit.html.core import esc

__all__ = [
    "LINE_PX",
    "MODEBAR_PX",
    "NOTEBOOK_CONFIG",
    "PLOT_CONFIG",
    "TITLE_CHARS",
    "TITLE_SIZE",
    "LessonFigure",
    "fit_title",
    "title_lines",
    "wrap_title",
]

TITLE_CHARS = 30
"""Characters a title line may hold: at :data:`TITLE_SIZE` px, 30 characters fit the plot
of a 420 px screen with room to spare."""

TITLE_SIZE = 15
"""The title's font size in px."""

LINE_PX = 20
"""The height of one title line in px."""

MODEBAR_PX = 28
"""The height of plotly's toolbar (zoom, pan, download) in px. It sits at the figure's top
right; on a touch screen, with no hover, it is always shown, and on a phone it is as wide
as the title: the title starts under it. A lesson draws its figures without it
(:data:`PLOT_CONFIG`); the room stays for a figure shown some other way."""


PLOT_CONFIG: dict[str, Any] = {"displayModeBar": False, "displaylogo": False, "responsive": True}
"""How a lesson draws its figures: without plotly's toolbar, whose eight buttons are small
icons with no words (24 × 22 px, too small for a finger, and always shown on a touch
screen), one of them sharing the chart online; no plotly logo; as wide as the cell."""

NOTEBOOK_CONFIG: dict[str, Any] = {**PLOT_CONFIG, "responsive": False}
""":data:`PLOT_CONFIG` for JupyterLab's plotly extension, which fits a figure to its cell
itself: on every resize of the notebook (a side bar opened or closed, a cell scrolled back
into view, a phone turned) it drops the figure's height and lets plotly measure the cell.
A *responsive* figure is drawn at 100 % of that cell's height, which is only as tall as
the figure, so the measure came back as a 29 px strip with the title on the axes. Not
responsive, the figure keeps its own height and still takes the cell's width."""


class LessonFigure:
    """A lesson's plotly figure as a notebook shows it: plotly's JSON, drawn by JupyterLab's
    plotly extension with :data:`NOTEBOOK_CONFIG`, and ``text`` for a plain-text display.

    >>> import plotly.graph_objects as go
    >>> bundle = LessonFigure(go.Figure(), "a caption")._repr_mimebundle_()
    >>> bundle["application/vnd.plotly.v1+json"]["config"]["displayModeBar"], bundle["text/plain"]
    (False, 'a caption')
    """

    def __init__(self, figure: Any, text: str = "") -> None:
        self.figure = figure
        self.text = text

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        import json

        import plotly.io as pio

        data = json.loads(pio.to_json(self.figure, validate=False))
        data["config"] = dict(NOTEBOOK_CONFIG)
        return {"application/vnd.plotly.v1+json": data, "text/plain": self.text}


def wrap_title(text: str, width: int = TITLE_CHARS) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken between words."""
    return textwrap.wrap(" ".join(text.split()), width, break_long_words=True) or [""]


def title_lines(fig: Any) -> list[str]:
    """The lines of a figure's title as drawn (split at plotly's ``<br>``)."""
    text = fig.layout.title.text or ""
    return [line for line in text.split("<br>")]


def fit_title(fig: Any, title: str) -> Any:
    """Give ``fig`` the title ``title`` wrapped for a narrow screen, room for its lines, and
    the legend under the plot; returns ``fig``."""
    lines = wrap_title(title)
    top = MODEBAR_PX + 16 + LINE_PX * len(lines) + 14
    height = fig.layout.height or 420
    fig.update_layout(
        title={
            "text": "<br>".join(esc(line) for line in lines),
            "x": 0,
            "xanchor": "left",
            "xref": "container",
            "y": 1,
            "yanchor": "top",
            "yref": "container",
            "pad": {"t": MODEBAR_PX + 12, "l": 12},
            "font": {"size": TITLE_SIZE},
        },
        margin={"t": top},
        height=height + MODEBAR_PX + LINE_PX * (len(lines) - 1),
        legend={"orientation": "h", "yanchor": "top", "y": -0.22, "x": 0, "xanchor": "left"},
    )
    return fig
