"""Disney Villainous figures: power over the game, the mover's path and location visits.

Examples
--------
>>> from toolkit.villainous import VillainousGame
>>> from toolkit.replay import Replay
>>> replay = Replay.from_game(VillainousGame.new(seed=1, villains=["ursula", "captain_hook"]))
>>> power_series(replay)
[[0], [1]]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from toolkit.analysis.table import columns
from toolkit.figures.core import SEAT_COLOURS, base_layout, seat_series, seat_steps_figure
from toolkit.html.core import seat_name
from toolkit.i18n import translator
from toolkit.villainous.events import EVENTS, Move

if TYPE_CHECKING:
    from toolkit.replay.core import Replay
    from toolkit.villainous.engine import VillainousGame

__all__ = [
    "mover_figure",
    "mover_path",
    "objective_figure",
    "objective_series",
    "power_figure",
    "power_series",
    "visit_counts",
    "visits_figure",
]


def _check_game(replay: Replay) -> None:
    if replay.game_name != "villainous":
        raise ValueError(f"this figure is for Villainous, not {replay.game_name!r}")


def power_series(replay: Replay) -> list[list[int]]:
    """Each seat's power in every state (``series[seat][k]``).

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> len(power_series(Replay.from_game(VillainousGame.new(seed=1)))[0])
    1
    """
    _check_game(replay)
    return seat_series(columns(replay), "power", len(replay.names))


def power_figure(replay: Replay, *, lang: str = "en") -> go.Figure:
    """Each villain's power after every step (the Villainous counterpart of health).

    Each trace's ``meta`` holds its ``seat``.

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> [t.meta["seat"] for t in power_figure(Replay.from_game(VillainousGame.new(seed=1))).data]
    [0, 1]
    """
    t = translator(lang)
    label = t.gettext("power")
    fig = seat_steps_figure(replay, power_series(replay), "power", label=label, lang=lang)
    return base_layout(fig, t.gettext("Power over the game"))


def objective_series(replay: Replay) -> list[list[float]]:
    """Each seat's progress towards its objective in every state, from 0 to 1.

    The fraction ``done / needed`` of
    :meth:`~toolkit.villainous.engine.VillainousGame.objective_progress`, so
    villains with different objectives share one scale.

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> objective_series(Replay.from_game(VillainousGame.new(seed=1)))
    [[0.0], [0.0]]
    """
    _check_game(replay)
    return seat_series(columns(replay), "objective", len(replay.names))


def objective_figure(replay: Replay, *, lang: str = "en") -> go.Figure:
    """Each villain's progress towards its objective after every step (1 = fulfilled).

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> objective_figure(Replay.from_game(VillainousGame.new(seed=1))).data[0].meta["metric"]
    'objective progress'
    """
    t = translator(lang)
    label = t.gettext("objective progress")
    fig = seat_steps_figure(
        replay, objective_series(replay), "objective progress", label=label, lang=lang
    )
    fig.update_yaxes(range=[-0.05, 1.05], tickformat=".0%")
    return base_layout(fig, t.gettext("Objective progress over the game"))


def mover_path(replay: Replay) -> list[list[tuple[int, int]]]:
    """Each seat's mover as ``(turn, location index)`` pairs: the start (V-S2), then every move.

    The start is the ``location`` of the state table; the moves are read from
    the ``move`` events, since one decision may move a mover more than once
    and a table of states would show only where it ended.

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> mover_path(Replay.from_game(VillainousGame.new(seed=1)))
    [[(1, 0)], [(1, 0)]]
    """
    _check_game(replay)
    seats = len(replay.names)
    start = seat_series(columns(replay), "location", seats)
    paths = [[(1, start[s][0])] for s in range(seats)]
    for i in range(replay.n_steps):
        turn = replay.final.turn_of_step[i]
        for e in replay.raw_events(i):
            if e[0] == "move":
                move: Move = EVENTS.record(e)  # type: ignore[assignment]
                paths[move.seat].append((turn, move.location))
    return paths


def _locations(replay: Replay, seat: int) -> list[str]:
    game: VillainousGame = replay.read_state(0)  # type: ignore[assignment]
    return [loc.name for loc in game.players[seat].villain.locations]


def mover_figure(replay: Replay, *, lang: str = "en") -> go.Figure:
    """Where each villain's mover stood, turn by turn (one subplot per player).

    A mover may go to any unlocked location of its realm, not only a
    neighbour (V-T1), so the moves are drawn as separate points, never as a
    line that would seem to pass through the locations in between.

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> len(mover_figure(Replay.from_game(VillainousGame.new(seed=1))).data)
    2
    """
    t = translator(lang)
    paths = mover_path(replay)
    seats = len(replay.names)
    shown = [seat_name(name, lang) for name in replay.names]
    fig = make_subplots(
        rows=seats,
        cols=1,
        shared_xaxes=True,
        vertical_spacing=0.12,
        subplot_titles=[t.tr("{name}: where the mover stood", name=name) for name in shown],
    )
    hover = t.tr("turn {n}: moved to {place}", n="%{x}", place="%{text}") + "<extra></extra>"
    for s, name in enumerate(shown):
        names = _locations(replay, s)
        fig.add_trace(
            go.Scatter(
                x=[t for t, _ in paths[s]],
                y=[li for _, li in paths[s]],
                text=[names[li] for _, li in paths[s]],
                mode="markers",
                marker={"color": SEAT_COLOURS[s % len(SEAT_COLOURS)], "size": 11},
                name=name,
                hovertemplate=hover,
                meta={"seat": s},
            ),
            row=s + 1,
            col=1,
        )
        fig.update_yaxes(
            tickvals=list(range(len(names))),
            ticktext=names,
            range=[-0.5, len(names) - 0.5],
            row=s + 1,
            col=1,
        )
    fig.update_xaxes(title_text=t.gettext("turn"), row=seats, col=1)
    fig.update_layout(meta={"x": "turn"})  # an export marks the turn shown
    base_layout(fig, t.gettext("Where the movers went"), height=230 * seats + 140)
    return fig.update_layout(
        title_subtitle_text=t.tr("a mover may go to any unlocked location ({rule})", rule="V-T1"),
        margin_t=100,
        showlegend=False,  # each subplot's title names its player
    )


def visit_counts(replays: Sequence[Replay]) -> dict[str, dict[str, int]]:
    """How often each villain's mover moved to each location, over ``replays``.

    Keys are villain names, then location names in board order.

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> counts = visit_counts([Replay.from_game(VillainousGame.new(seed=1, villains=["ursula", "tamatoa"]))])
    >>> sorted(counts), sum(counts["Ursula"].values())
    (['Tamatoa', 'Ursula'], 0)
    """
    counts: dict[str, dict[str, int]] = {}
    for replay in replays:
        start: VillainousGame = replay.read_state(0)  # type: ignore[assignment]
        paths = mover_path(replay)
        for s, p in enumerate(start.players):
            names = [loc.name for loc in p.villain.locations]
            mine = counts.setdefault(p.villain.name, dict.fromkeys(names, 0))
            for _, li in paths[s][1:]:
                mine[names[li]] += 1
    return counts


def visits_figure(replays: Sequence[Replay], *, lang: str = "en") -> go.Figure:
    """Bar charts of location visits (moves to each location), one per villain.

    Each trace's ``meta`` holds its ``villain``.

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> fig = visits_figure([Replay.from_game(VillainousGame.new(seed=1))])
    >>> sorted(t.meta["villain"] for t in fig.data)
    ['Davy Jones', 'Tamatoa']
    """
    t = translator(lang)
    counts = visit_counts(replays)
    fig = make_subplots(rows=1, cols=max(1, len(counts)), subplot_titles=list(counts))
    for i, (villain, by_loc) in enumerate(counts.items()):
        fig.add_trace(
            go.Bar(
                x=list(by_loc),
                y=list(by_loc.values()),
                name=villain,
                marker={"color": SEAT_COLOURS[i % len(SEAT_COLOURS)]},
                meta={"villain": villain},
            ),
            row=1,
            col=i + 1,
        )
    title = t.plural(
        "Location visits over {n} game", "Location visits over {n} games", len(replays)
    )
    fig.update_yaxes(title_text=t.gettext("moves"), col=1)
    return base_layout(fig, title, height=380).update_layout(hovermode="closest", showlegend=False)
