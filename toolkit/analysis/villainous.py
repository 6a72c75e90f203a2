"""Every villain in every state of a Villainous replay: power, objective progress, mover.

Examples
--------
>>> from toolkit.replay import Replay
>>> from toolkit.villainous import VillainousGame
>>> frame = state_frame(Replay.from_game(VillainousGame.new(seed=1, villains=["ursula", "tamatoa"])))
>>> frame[["player", "villain", "power", "objective"]].values.tolist()
[[0, 'Ursula', 0, 0.0], [1, 'Tamatoa', 1, 0.0]]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd

    from toolkit.replay.core import Replay

__all__ = ["state_columns", "state_frame"]


def state_frame(replay: Replay) -> pd.DataFrame:
    """One row per (state, player) of a Villainous replay.

    Columns: ``state`` (the table after that many decisions, 0 the setup),
    ``turn``, ``turn_start`` (the state just before the turn's first decision),
    ``player`` (the seat), ``name``, ``villain``, ``power``, ``objective_done``
    and ``objective_needed`` (of
    :meth:`~toolkit.villainous.engine.VillainousGame.objective_progress`),
    ``objective`` (their ratio, 0 to 1, so villains with different objectives
    share one scale) and ``location`` (where the mover stands, as an index into
    the villain's realm, V-T1). Rows are in state order, then seat order. Use
    :func:`toolkit.analysis.table.state_table`, which builds it once per replay.

    Examples
    --------
    >>> from toolkit.replay import Replay
    >>> from toolkit.villainous import VillainousGame
    >>> state_frame(Replay.from_game(VillainousGame.new(seed=1)))["location"].tolist()
    [0, 0]
    """
    import pandas as pd

    return pd.DataFrame(state_columns(replay))


def state_columns(replay: Replay) -> dict[str, list[object]]:
    """:func:`state_frame` as plain Python lists, one per column, without pandas.

    The figures of one game read these, so they draw where pandas is not installed.

    Examples
    --------
    >>> from toolkit.replay import Replay
    >>> from toolkit.villainous import VillainousGame
    >>> state_columns(Replay.from_game(VillainousGame.new(seed=1)))["location"]
    [0, 0]
    """
    if replay.game_name != "villainous":
        raise ValueError(f"this table is for Villainous, not {replay.game_name!r}")
    seats = len(replay.names)
    starts = {replay.turn_start(turn) for turn in replay.turns}
    rows: dict[str, list[object]] = {
        key: []
        for key in (
            "state",
            "turn",
            "turn_start",
            "player",
            "name",
            "villain",
            "power",
            "objective_done",
            "objective_needed",
            "objective",
            "location",
        )
    }
    for k, game in enumerate(replay.walk()):
        turn = replay.turn_of_state(k)
        progress = game.objective_progress  # type: ignore[attr-defined]
        for s in range(seats):
            p = game.players[s]  # type: ignore[attr-defined]
            done, needed = progress(s)
            for key, value in (
                ("state", k),
                ("turn", turn),
                ("turn_start", k in starts),
                ("player", s),
                ("name", replay.names[s]),
                ("villain", p.villain.name),
                ("power", p.power),
                ("objective_done", done),
                ("objective_needed", needed),
                ("objective", done / needed),
                ("location", p.loc),
            ):
                rows[key].append(value)
    return rows
