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

from toolkit.figures.core import SEAT_COLOURS, base_layout, seat_steps_figure

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
    seats = len(replay.names)
    series: list[list[int]] = [[] for _ in range(seats)]
    for k in range(replay.n_steps + 1):
        game: VillainousGame = replay._state(k)  # type: ignore[assignment]
        for s in range(seats):
            series[s].append(game.players[s].power)
    return series


def power_figure(replay: Replay) -> go.Figure:
    """Each villain's power after every step (the Villainous counterpart of health).

    Each trace's ``meta`` holds its ``seat``.

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> [t.meta["seat"] for t in power_figure(Replay.from_game(VillainousGame.new(seed=1))).data]
    [0, 1]
    """
    fig = seat_steps_figure(replay, power_series(replay), "power")
    return base_layout(fig, "Power over the game")


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
    seats = len(replay.names)
    series: list[list[float]] = [[] for _ in range(seats)]
    for k in range(replay.n_steps + 1):
        game: VillainousGame = replay._state(k)  # type: ignore[assignment]
        for s in range(seats):
            done, needed = game.objective_progress(s)
            series[s].append(done / needed)
    return series


def objective_figure(replay: Replay) -> go.Figure:
    """Each villain's progress towards its objective after every step (1 = fulfilled).

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> objective_figure(Replay.from_game(VillainousGame.new(seed=1))).data[0].meta["metric"]
    'objective progress'
    """
    fig = seat_steps_figure(replay, objective_series(replay), "objective progress")
    fig.update_yaxes(range=[-0.05, 1.05], tickformat=".0%")
    return base_layout(fig, "Objective progress over the game")


def mover_path(replay: Replay) -> list[list[tuple[int, int]]]:
    """Each seat's mover as ``(turn, location index)`` pairs: the start (V-S2), then every move.

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> mover_path(Replay.from_game(VillainousGame.new(seed=1)))
    [[(1, 0)], [(1, 0)]]
    """
    _check_game(replay)
    seats = len(replay.names)
    start: VillainousGame = replay._state(0)  # type: ignore[assignment]
    paths = [[(1, start.players[s].loc)] for s in range(seats)]
    for i in range(replay.n_steps):
        turn = replay.final.turn_of_step[i]
        for e in replay.raw_events(i):
            if e[0] == "move":
                paths[e[1]].append((turn, e[2]))
    return paths


def _locations(replay: Replay, seat: int) -> list[str]:
    game: VillainousGame = replay._state(0)  # type: ignore[assignment]
    return [loc.name for loc in game.players[seat].villain.locations]


def mover_figure(replay: Replay) -> go.Figure:
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
    paths = mover_path(replay)
    seats = len(replay.names)
    fig = make_subplots(
        rows=seats,
        cols=1,
        shared_xaxes=True,
        vertical_spacing=0.12,
        subplot_titles=[f"{name}: where the mover stood" for name in replay.names],
    )
    for s, name in enumerate(replay.names):
        names = _locations(replay, s)
        fig.add_trace(
            go.Scatter(
                x=[t for t, _ in paths[s]],
                y=[li for _, li in paths[s]],
                text=[names[li] for _, li in paths[s]],
                mode="markers",
                marker={"color": SEAT_COLOURS[s % len(SEAT_COLOURS)], "size": 11},
                name=name,
                hovertemplate="turn %{x}: moved to %{text}<extra></extra>",
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
    fig.update_xaxes(title_text="turn", row=seats, col=1)
    fig.update_layout(meta={"x": "turn"})  # an export marks the turn shown
    base_layout(fig, "Where the movers went", height=230 * seats + 140)
    return fig.update_layout(
        title_subtitle_text="a mover may go to any unlocked location (V-T1)",
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
        start: VillainousGame = replay._state(0)  # type: ignore[assignment]
        paths = mover_path(replay)
        for s, p in enumerate(start.players):
            names = [loc.name for loc in p.villain.locations]
            mine = counts.setdefault(p.villain.name, dict.fromkeys(names, 0))
            for _, li in paths[s][1:]:
                mine[names[li]] += 1
    return counts


def visits_figure(replays: Sequence[Replay]) -> go.Figure:
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
    games = "1 game" if len(replays) == 1 else f"{len(replays)} games"
    return base_layout(fig, f"Location visits over {games}", height=380).update_layout(
        hovermode="closest", showlegend=False
    )
