"""Plotly figures of tournament summaries: pure functions returning ``go.Figure``.

Each takes a results table (or the composition sums) and draws; none shows
anything itself (display the figure with ``fig.show()`` or as a cell's value).
Each takes ``lang`` (``"en"``, ``"es"`` or ``"it"``) for its titles, axes,
legends and hover texts. Seats are called Player 1, Player 2, ... (Player 1
moves first), as everywhere a learner reads them.

Examples
--------
>>> from toolkit.tournament import run_tournament
>>> df = run_tournament(["greedy", "random"], games=2, seed=1, progress=False).games
>>> [type(f(df)).__name__ for f in (win_rate_figure, seat_figure, pairwise_figure, length_figure)]
['Figure', 'Figure', 'Figure', 'Figure']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import plotly.graph_objects as go

from toolkit.figures.core import _percent, base_layout
from toolkit.i18n import Translator, translator
from toolkit.tournament.stats import (
    bot_win_rates,
    pairwise_matrix,
    pairwise_win_rates,
    seat_win_rates,
)

if TYPE_CHECKING:
    import pandas as pd

    from toolkit.tournament.composition import CompositionStats

__all__ = [
    "composition_figure",
    "length_figure",
    "pairwise_figure",
    "seat_figure",
    "win_rate_figure",
]

COLOURS = ("#1f5fa8", "#c2410c", "#2e7d32", "#7b1fa2", "#a8231b", "#00838f", "#8d8577")


def _layout(fig: go.Figure, title: str, *, height: int = 420) -> go.Figure:
    return base_layout(fig, title, height=height, hovermode="closest")


def _rgba(colour: str, alpha: float) -> str:
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgba({r},{g},{b},{alpha})"


def _seat(group: object, t: Translator) -> str:
    """Seat ``group`` (numbered from 0 in the tables) as a learner reads it: Player 1, 2, ..."""
    return t.tr("Player {n}", n=int(group) + 1)  # type: ignore[call-overload]


def _rate_bars(table: pd.DataFrame, labels: list[str], colour: str, t: Translator) -> go.Bar:
    rate = table["win_rate"].to_numpy(dtype=float)
    return go.Bar(
        x=labels,
        y=rate,
        marker_color=colour,
        error_y={
            "type": "data",
            "symmetric": False,
            "array": table["ci_high"].to_numpy(dtype=float) - rate,
            "arrayminus": rate - table["ci_low"].to_numpy(dtype=float),
        },
        customdata=np.stack(
            [
                table["wins"].to_numpy(),
                table["games"].to_numpy(),
                table["ci_low"],
                table["ci_high"],
            ],
            axis=-1,
        ),
        hovertemplate=(
            t.tr(
                "{x}: {rate} ({wins} of {games}), {level} CI {low} to {high}",
                level="95%",
                x="%{x}",
                rate="%{y:.1%}",
                wins="%{customdata[0]}",
                games="%{customdata[1]}",
                low="%{customdata[2]:.1%}",
                high="%{customdata[3]:.1%}",
            )
            + "<extra></extra>"
        ),
        name=t.gettext("win rate"),
    )


def win_rate_figure(df: pd.DataFrame, *, confidence: float = 0.95, lang: str = "en") -> go.Figure:
    """Win rate of each bot with its Wilson interval as error bars.

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"players": [2], "bot_0": ["a"], "bot_1": ["b"],
    ...                    "won_0": [True], "won_1": [False]})
    >>> list(win_rate_figure(df).data[0].x)
    ['a', 'b']
    """
    t = translator(lang)
    table = bot_win_rates(df, confidence=confidence)
    fig = go.Figure(_rate_bars(table, [str(b) for b in table.index], COLOURS[0], t))
    fig.update_yaxes(title_text=t.gettext("win rate"), tickformat=".0%", range=[0, 1])
    fig.update_xaxes(title_text=t.gettext("bot"))
    title = t.tr("Win rate per bot ({confidence} Wilson interval)", confidence=_percent(confidence))
    return _layout(fig, title)


def seat_figure(df: pd.DataFrame, *, confidence: float = 0.95, lang: str = "en") -> go.Figure:
    """Win rate of each seat (Player 1 moves first) against the fair share.

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"players": [2], "bot_0": ["a"], "bot_1": ["b"],
    ...                    "won_0": [True], "won_1": [False]})
    >>> list(seat_figure(df).data[0].x), list(seat_figure(df, lang="it").data[0].x)
    (['Player 1', 'Player 2'], ['Giocatore 1', 'Giocatore 2'])
    """
    t = translator(lang)
    table = seat_win_rates(df, confidence=confidence)
    fig = go.Figure(_rate_bars(table, [_seat(s, t) for s in table.index], COLOURS[1], t))
    if len(table):
        fig.add_hline(
            y=float(table["fair_share"].iloc[0]),
            line={"dash": "dot", "color": "#555555"},
            annotation_text=t.gettext("no seat advantage"),
        )
    fig.update_yaxes(title_text=t.gettext("win rate"), tickformat=".0%", range=[0, 1])
    fig.update_xaxes(title_text=t.gettext("seat (Player 1 moves first)"))
    title = t.tr(
        "Win rate per seat ({confidence} Wilson interval)", confidence=_percent(confidence)
    )
    return _layout(fig, title)


def pairwise_figure(df: pd.DataFrame, *, lang: str = "en") -> go.Figure:
    """Heat map of how often the row bot beat the column bot (with n and interval on hover).

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"players": [2], "bot_0": ["a"], "bot_1": ["b"],
    ...                    "won_0": [True], "won_1": [False]})
    >>> pairwise_figure(df).data[0].z.tolist()
    [[nan, 1.0], [0.0, nan]]
    """
    t = translator(lang)
    matrix = pairwise_matrix(df)
    pw = pairwise_win_rates(df).set_index(["bot", "opponent"])
    names = list(matrix.index)

    def pair(a: str, b: str) -> str:
        row = pw.loc[(a, b)]
        games = int(row["games"])
        return t.plural(
            "{a} vs {b}: {rate} of {n} game (CI {low} to {high})",
            "{a} vs {b}: {rate} of {n} games (CI {low} to {high})",
            games,
            a=a,
            b=b,
            rate=_percent(row["win_rate"], 1),
            low=_percent(row["ci_low"], 1),
            high=_percent(row["ci_high"], 1),
        )

    hover = [[pair(a, b) if (a, b) in pw.index else "" for b in names] for a in names]
    z = matrix.to_numpy(dtype=float)
    text = [["" if np.isnan(v) else f"{v:.0%}" for v in row] for row in z]
    fig = go.Figure(
        go.Heatmap(
            z=z,
            x=names,
            y=names,
            zmin=0,
            zmax=1,
            colorscale="RdBu",
            text=text,
            texttemplate="%{text}",
            hovertext=hover,
            hoverinfo="text",
            colorbar={"title": {"text": t.gettext("win rate")}, "tickformat": ".0%"},
        )
    )
    fig.update_xaxes(title_text=t.gettext("opponent"))
    fig.update_yaxes(title_text=t.gettext("bot"), autorange="reversed")
    return _layout(fig, t.gettext("Pairwise win rate (row bot against column bot)"))


def length_figure(df: pd.DataFrame, *, by: str = "lineup", lang: str = "en") -> go.Figure:
    """Distribution of game length in turns, one histogram per ``by`` group.

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"lineup": ["x", "x", "y"], "turns": [10, 12, 20]})
    >>> [t.name for t in length_figure(df).data]
    ['x', 'y']
    """
    t = translator(lang)
    fig = go.Figure()
    for i, (name, group) in enumerate(df.groupby(by, sort=True)):
        fig.add_trace(
            go.Histogram(
                x=group["turns"],
                name=str(name),
                opacity=0.6,
                marker_color=COLOURS[i % len(COLOURS)],
                xbins={"size": 1},
            )
        )
    fig.update_layout(barmode="overlay")
    fig.update_xaxes(title_text=t.gettext("turns"))
    fig.update_yaxes(title_text=t.gettext("games"))
    return _layout(fig, t.gettext("Game length"))


def composition_figure(
    stats: CompositionStats,
    metric: str = "owned",
    *,
    by: str = "bot",
    max_turn: int | None = None,
    min_games: int = 1,
    confidence: float = 0.95,
    lang: str = "en",
) -> go.Figure:
    """Mean of a composition metric per turn, one curve per bot or seat, with a band.

    Parameters
    ----------
    stats:
        Streamed sums from ``run_tournament(..., composition=True).composition``.
    metric:
        One of :data:`toolkit.tournament.composition.METRICS`.
    by:
        ``"bot"`` or ``"seat"``.
    max_turn, min_games:
        Cut the curves after ``max_turn`` and where fewer than ``min_games`` games
        were still going (late turns rest on few, long games).
    lang:
        The language of the title, axes, legend and hover texts.

    Examples
    --------
    >>> from toolkit.tournament import CompositionStats, METRICS
    >>> stats = CompositionStats()
    >>> stats.add_game([(1, 0, [10.0] * len(METRICS)), (2, 0, [11.0] * len(METRICS))], ["a"])
    >>> fig = composition_figure(stats, "owned")
    >>> [t.name for t in fig.data], list(fig.data[-1].y)
    (['a (95% band)', 'a (95% band)', 'a'], [10.0, 11.0])
    """
    t = translator(lang)
    curves = stats.curve(metric, by=by, confidence=confidence)
    if max_turn is not None:
        curves = curves[curves["turn"] <= max_turn]
    curves = curves[curves["n"] >= min_games]
    fig = go.Figure()
    for i, (group, c) in enumerate(curves.groupby("group", sort=True)):
        colour = COLOURS[i % len(COLOURS)]
        name = _seat(group, t) if by == "seat" else str(group)
        band = t.tr("{name} ({confidence} band)", name=name, confidence=_percent(confidence))
        x = c["turn"].tolist()
        fig.add_trace(
            go.Scatter(
                x=x,
                y=c["ci_high"].tolist(),
                mode="lines",
                line={"width": 0},
                name=band,
                legendgroup=name,
                showlegend=False,
                hoverinfo="skip",
            )
        )
        fig.add_trace(
            go.Scatter(
                x=x,
                y=c["ci_low"].tolist(),
                mode="lines",
                line={"width": 0},
                fill="tonexty",
                fillcolor=_rgba(colour, 0.2),
                name=band,
                legendgroup=name,
                showlegend=False,
                hoverinfo="skip",
            )
        )
        fig.add_trace(
            go.Scatter(
                x=x,
                y=c["mean"].tolist(),
                mode="lines",
                line={"color": colour},
                name=name,
                legendgroup=name,
                customdata=c["n"].to_numpy(),
                hovertemplate=f"{name}, "
                + t.tr("turn {n}", n="%{x}")
                + ": %{y:.2f} (n = %{customdata})<extra></extra>",
            )
        )
    from toolkit.figures.hero_realms import metric_label

    label = metric_label(metric, lang)
    fig.update_xaxes(title_text=t.gettext("turn"))
    fig.update_yaxes(title_text=label)
    grouped = t.gettext("by bot") if by == "bot" else t.gettext("by seat")
    title = t.plural(
        "{metric}: mean over {n} game {by}, {confidence} band",
        "{metric}: mean over {n} games {by}, {confidence} band",
        stats.games,
        metric=label,
        by=grouped,
        confidence=_percent(confidence),
    )
    return _layout(fig, title)
