"""Every lesson figure fits a phone (420 px): its title wraps into short lines with room
above the plot, and its legend sits under the plot, never over the title.

The figures are the lessons' own: every ``figure(...)``, ``tournament(...)`` and
``favoured(...)`` call of ``toolkit/lessons/source`` (read with :mod:`ast`, nothing is
evaluated), drawn in English (Spanish and Italian, whose titles are longest, in the slow
tier).
"""

from __future__ import annotations

import ast
from typing import Any

import pytest
import yaml

from toolkit.lessons import favoured, figure, tournament
from toolkit.lessons.build import sources
from toolkit.lessons.figure_layout import (
    LINE_PX,
    MODEBAR_PX,
    TITLE_CHARS,
    fit_title,
    title_lines,
)

CALLS = {"figure": figure, "tournament": tournament, "favoured": favoured}


def _lesson_figures() -> list[tuple[str, str, tuple[Any, ...], dict[str, Any]]]:
    out = []
    for path in sources():
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        for cell in doc["cells"]:
            code = cell.get("code")
            if not code:
                continue
            for node in ast.walk(ast.parse(code.replace("{lang}", "en"))):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Name)
                    and node.func.id in CALLS
                ):
                    args = tuple(ast.literal_eval(a) for a in node.args)
                    kwargs = {k.arg: ast.literal_eval(k.value) for k in node.keywords if k.arg}
                    kwargs.pop("lang", None)
                    out.append((path.stem, node.func.id, args, kwargs))
    return out


FIGURES = _lesson_figures()


def _figure_of(call: str, args: tuple[Any, ...], kwargs: dict[str, Any], lang: str) -> Any:
    shown = CALLS[call](*args, lang=lang, **kwargs)
    return shown.figure


def _check_layout(fig: Any) -> None:
    lines = title_lines(fig)
    assert all(0 < len(line) <= TITLE_CHARS for line in lines), lines
    layout = fig.layout
    assert layout.title.yref == "container" and layout.title.yanchor == "top"
    assert layout.margin.t >= MODEBAR_PX + LINE_PX * len(lines) + 12, (layout.margin.t, lines)
    # plotly's toolbar, shown without hover on a touch screen, sits above the title
    assert layout.title.pad.t >= MODEBAR_PX, layout.title.pad
    # the legend hangs from under the plot: it can grow downwards, never up to the title
    assert layout.legend.yanchor == "top" and layout.legend.y < 0


def test_the_lessons_draw_figures() -> None:
    names = {call for _, call, _, _ in FIGURES}
    assert names == set(CALLS) and len(FIGURES) >= 14


@pytest.mark.parametrize(
    ("lesson", "call", "args", "kwargs"), FIGURES, ids=[f"{f[0]}-{f[2]}" for f in FIGURES]
)
def test_every_lesson_figure_fits_a_phone_in_english(
    lesson: str, call: str, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> None:
    _check_layout(_figure_of(call, args, kwargs, "en"))


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["es", "it"])
def test_every_lesson_figure_fits_a_phone_in_spanish_and_italian(lang: str) -> None:
    for _lesson, call, args, kwargs in FIGURES:
        _check_layout(_figure_of(call, args, kwargs, lang))


def test_a_long_title_wraps_without_losing_a_word() -> None:
    import plotly.graph_objects as go

    title = "Molte partite: carte di ogni fazione nel mazzo alla fine, per bot"
    fig = fit_title(go.Figure(go.Bar(x=[1], y=[1], name="greedy")), title)
    assert " ".join(title_lines(fig)) == title and len(title_lines(fig)) == 3
    _check_layout(fig)
    short = fit_title(go.Figure(), "La salute")
    assert title_lines(short) == ["La salute"] and short.layout.margin.t < fig.layout.margin.t


@pytest.mark.parametrize(
    "draw",
    [
        lambda: figure("thinning", lang="es"),
        lambda: tournament(["greedy", "random"], games=2, seed=1, lang="es"),
    ],
)
def test_a_figure_in_a_notebook_keeps_its_height_when_jupyterlab_resizes_it(draw: Any) -> None:
    # JupyterLab's plotly extension answers every resize of the notebook (a side bar
    # closed, a cell scrolled back into view) by dropping the figure's height and letting
    # plotly measure the cell; a responsive figure then measured itself at 29 px, a strip
    # with the title over the axes. In a notebook the figures are not responsive and keep
    # their own height; the static page keeps plotly's responsive sizing.
    from toolkit.lessons.figure_layout import PLOT_CONFIG

    shown = draw()
    bundle = shown._repr_mimebundle_()
    if "application/vnd.plotly.v1+json" not in bundle:  # a tournament: inside its widget
        bundle = shown.live.children[0].outputs[0]["data"]
    plot = bundle["application/vnd.plotly.v1+json"]
    assert plot["config"]["responsive"] is False
    assert plot["config"]["displayModeBar"] is False
    assert plot["layout"]["height"] > 300
    assert PLOT_CONFIG["responsive"] is True
