"""Shared helpers of the figures: colours, mean-and-band curves, empty-safe layouts.

Every figure function in this package is ``f(data, *, options) -> go.Figure``
with no display side effect: show the result with ``fig.show()`` or let
Jupyter display it. Each takes ``lang`` (``"en"``, ``"es"`` or ``"it"``) for
its titles, axes, legends and hover texts; the ``meta`` of traces, which tests
and tables read, stays the same in every language.

Examples
--------
>>> mean_and_band([[2.0, 2.0], [2.0]])
([2.0, 2.0], [0.0, 0.0], [2, 1])
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import plotly.graph_objects as go

from toolkit.analysis.intervals import t_quantile
from toolkit.html.core import seat_name
from toolkit.i18n import translator

__all__ = [
    "NOW_MARKER",
    "SEAT_COLOURS",
    "band_traces",
    "base_layout",
    "mark_now",
    "mean_and_band",
    "now_markers",
    "rgba",
    "seat_series",
    "t_quantile",
]

SEAT_COLOURS = ("#1f5fa8", "#c2410c", "#2e7d32", "#7b1fa2", "#a8231b", "#00838f")
"""One colour per seat (colour-blind friendly enough for two to four seats)."""


NOW_MARKER = "current step"
"""The name of the vertical line that marks the step shown (see :func:`mark_now`)."""


def _percent(value: float, digits: int = 0) -> str:
    """``0.95`` as ``"95%"`` (with ``digits`` decimals)."""
    return format(value, f".{digits}%")


def rgba(colour: str, alpha: float) -> str:
    """``#rrggbb`` as a CSS ``rgba()`` colour.

    Examples
    --------
    >>> rgba("#ff0000", 0.5)
    'rgba(255,0,0,0.5)'
    """
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgba({r},{g},{b},{alpha})"


def mean_and_band(columns: Sequence[Sequence[float]]) -> tuple[list[float], list[float], list[int]]:
    """For each x, the mean of its values, the half-width of a 95% confidence band, and n.

    The band is ``t * sd / sqrt(n)`` with ``t`` the 97.5% quantile of Student's t
    with ``n - 1`` degrees of freedom (:func:`t_quantile`; 2.776 for 5 games,
    near 1.96 for many) and ``sd`` the sample standard deviation; it is 0
    where fewer than two values exist.

    Examples
    --------
    >>> means, half, n = mean_and_band([[0.0, 2.0, 4.0]])
    >>> means, n, round(half[0], 3)
    ([2.0], [3], 4.968)
    """
    means, halves, counts = [], [], []
    for values in columns:
        n = len(values)
        mean = sum(values) / n if n else math.nan
        if n > 1:
            var = sum((v - mean) ** 2 for v in values) / (n - 1)
            half = t_quantile(n) * math.sqrt(var / n)
        else:
            half = 0.0
        means.append(mean)
        halves.append(half)
        counts.append(n)
    return means, halves, counts


def band_traces(
    x: Sequence[float],
    means: Sequence[float],
    halves: Sequence[float],
    *,
    name: str,
    colour: str,
    counts: Sequence[int] | None = None,
    showlegend: bool = True,
    confidence: float = 0.95,
    lang: str = "en",
    floor: float | None = None,
    ceiling: float | None = None,
) -> list[go.Scatter]:
    """A mean line with a shaded 95% band (three traces: upper, lower filled, mean).

    ``floor`` and ``ceiling`` are the bounds of the quantity (0 for a count of cards or
    gold): the band never goes past them, so it never shows an impossible value.

    Examples
    --------
    >>> [t.name for t in band_traces([1, 2], [1.0, 2.0], [0.5, 0.5], name="greedy", colour="#000000")]
    ['greedy (95% band)', 'greedy (95% band)', 'greedy']
    """
    t = translator(lang)
    upper = [m + h for m, h in zip(means, halves, strict=True)]
    lower = [m - h for m, h in zip(means, halves, strict=True)]
    if floor is not None:
        lower = [max(floor, v) for v in lower]
    if ceiling is not None:
        upper = [min(ceiling, v) for v in upper]
    hover = None
    if counts is not None:
        hover = [t.plural("n = {n} game", "n = {n} games", c) for c in counts]
    band = t.tr("{name} ({confidence} band)", name=name, confidence=_percent(confidence))
    return [
        go.Scatter(
            x=list(x),
            y=upper,
            mode="lines",
            line={"width": 0},
            name=band,
            legendgroup=name,
            showlegend=False,
            hoverinfo="skip",
            meta={"role": "upper", "group": name},
        ),
        go.Scatter(
            x=list(x),
            y=lower,
            mode="lines",
            line={"width": 0},
            fill="tonexty",
            fillcolor=rgba(colour, 0.2),
            name=band,
            legendgroup=name,
            showlegend=False,
            hoverinfo="skip",
            meta={"role": "lower", "group": name},
        ),
        go.Scatter(
            x=list(x),
            y=list(means),
            mode="lines+markers",
            line={"color": colour},
            name=name,
            legendgroup=name,
            showlegend=showlegend,
            text=hover,
            meta={"role": "mean", "group": name},
        ),
    ]


def base_layout(
    fig: go.Figure, title: str, *, height: int = 420, hovermode: str = "x unified"
) -> go.Figure:
    """Apply the common look (white template, title, legend under the plot) and return ``fig``.

    The legend sits under the x axis, where it may wrap onto more rows on a narrow page
    (a phone, 420 px) without ever covering the title.
    """
    fig.update_layout(
        template="plotly_white",
        title={"text": title},
        height=height,
        margin={"l": 60, "r": 20, "t": 60, "b": 60},
        legend={"orientation": "h", "yanchor": "top", "y": -0.22, "x": 0},
        hovermode=hovermode,
    )
    return fig


def seat_series(columns: Mapping[str, Sequence[Any]], column: str, seats: int) -> list[list[Any]]:
    """``column`` of a one-game state table as ``series[seat][k]``, ``k`` the state number.

    ``columns`` is one replay's :func:`toolkit.analysis.table.columns` (rows in
    state, then seat order); the values are plain Python numbers.

    Examples
    --------
    >>> cols = {"state": [0, 0, 1, 1], "player": [0, 1, 0, 1], "power": [0, 1, 2, 1]}
    >>> seat_series(cols, "power", 2)
    [[0, 2], [1, 1]]
    """
    values = list(columns[column])
    return [values[s::seats] for s in range(seats)]


def seat_steps_figure(
    replay: Any,
    series: Sequence[Sequence[float]],
    metric: str,
    *,
    label: str | None = None,
    lang: str = "en",
) -> go.Figure:
    """One stepped line per seat over the steps of a replay (health, power, ...).

    ``series[s][k]`` is seat ``s``'s value after ``k`` decisions; hovering shows
    the turn, and each trace's ``meta`` holds its ``seat`` and ``metric``.
    ``label`` is the metric as shown (default: ``metric``), already in ``lang``.
    """
    t = translator(lang)
    label = metric if label is None else label
    turns = [replay.turn_of_state(k) for k in range(replay.n_steps + 1)]
    hover = t.tr("turn {n}", n="%{customdata}") + f": %{{y}} {label}"
    fig = go.Figure()
    for s, name in enumerate(replay.names):
        fig.add_trace(
            go.Scatter(
                x=list(range(replay.n_steps + 1)),
                y=series[s],
                name=seat_name(name, lang),
                mode="lines",
                line={"color": SEAT_COLOURS[s % len(SEAT_COLOURS)], "shape": "hv"},
                customdata=turns,
                hovertemplate=hover,
                meta={"seat": s, "metric": metric},
            )
        )
    fig.update_xaxes(title_text=t.gettext("step (decision number)"))
    fig.update_yaxes(title_text=label)
    fig.update_layout(meta={"x": "step"})  # an export marks the step shown (mark_now)
    return fig


def mark_now(fig: go.Figure, x: float, *, axis: str) -> go.Figure:
    """Draw a vertical line at ``x`` on every x axis of ``fig``: the step being shown.

    ``axis`` says what x counts, ``"step"`` (decision number) or ``"turn"``; it
    is kept in ``fig.layout.meta["x"]`` so an exported page can move the line
    as its slider moves (see :func:`now_markers`). Returns ``fig``.

    Examples
    --------
    >>> fig = mark_now(go.Figure(go.Scatter(x=[0, 1], y=[1, 2])), 1, axis="step")
    >>> fig.layout.shapes[0].name, fig.layout.shapes[0].x0, fig.layout.meta["x"]
    ('current step', 1, 'step')
    """
    if axis not in ("step", "turn"):
        raise ValueError(f"axis is 'step' or 'turn', not {axis!r}")
    suffixes = sorted(
        (key.removeprefix("xaxis") for key in fig.layout if key.startswith("xaxis")),
        key=lambda s: int(s or 1),
    ) or [""]
    for suffix in suffixes:
        fig.add_shape(
            type="line",
            name=NOW_MARKER,
            xref=f"x{suffix}",
            yref=f"y{suffix} domain",
            x0=x,
            x1=x,
            y0=0,
            y1=1,
            line={"color": "#c99a00", "width": 2, "dash": "dot"},
            layer="above",
        )
    meta = dict(fig.layout.meta or {})
    meta["x"] = axis
    fig.update_layout(meta=meta)
    return fig


def now_markers(fig: go.Figure) -> list[int]:
    """The indices in ``fig.layout.shapes`` of the current-step lines (see :func:`mark_now`)."""
    return [i for i, shape in enumerate(fig.layout.shapes) if shape.name == NOW_MARKER]
