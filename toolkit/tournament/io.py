"""The results table: its columns, saving and loading, and re-opening a game.

One row per game. Seats count from 0 (seat 0 moves first); lists are stored
as comma-separated text so that CSV and Parquet hold the same table.

=================  ===================================================================
column             meaning
=================  ===================================================================
index              game number in the tournament (the sort order)
game, variant      ``hero-realms`` / ``villainous``; the Hero Realms variant
players            seats
lineup_index       which lineup; ``lineup`` its competitors before rotation
game_in_lineup     game number within the lineup (rotation ``game_in_lineup % players``)
seed               the game's seed (from the root seed; see :mod:`.run`)
setup              the engine setup as JSON (with the seed, it rebuilds the game)
bots               competitors in seat order, comma-separated; also ``bot_0`` ...
finished           False when stopped by ``max_turns`` (no winner)
winners            winning seats, comma-separated (empty if none); also ``won_0`` ...
winner_bots        the competitors in those seats
n_winners          number of winning seats
first_seat_won     whether seat 0 won
turns, decisions   the turn being played at the end (``max_turns + 1`` if unfinished), decisions
max_turns          the turn limit used
health_0 ...       Hero Realms: final health per seat
villain_0 ...      Villainous: villain, final ``power_N`` and ``score_N`` per seat
=================  ===================================================================

Examples
--------
>>> from toolkit.tournament import run_tournament
>>> row = run_tournament(["greedy", "random"], games=1, seed=4, progress=False).games.iloc[0]
>>> log = replay_game(row)
>>> log.game, len(log.decisions) == int(row["decisions"])
('hero-realms', True)
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pandas as pd

from toolkit.core.bots import play_game
from toolkit.core.registry import engine_class
from toolkit.extras import require
from toolkit.tournament.games import GameSpec

if TYPE_CHECKING:
    from toolkit.core.game import Game
    from toolkit.core.log import GameLog

__all__ = ["COLUMNS", "load_results", "replay_game", "save_results", "seat_columns"]

COLUMNS = (
    "index",
    "game",
    "variant",
    "players",
    "lineup_index",
    "lineup",
    "game_in_lineup",
    "seed",
    "setup",
    "bots",
    "finished",
    "winners",
    "winner_bots",
    "n_winners",
    "first_seat_won",
    "turns",
    "decisions",
    "max_turns",
)
"""The columns every results table has (per-seat columns follow them)."""

_TEXT = ("game", "variant", "lineup", "setup", "bots", "winners", "winner_bots")
_TEXT_PREFIXES = ("bot_", "villain_")


def seat_columns(game: str, players: int) -> list[str]:
    """The per-seat columns of a results table.

    Examples
    --------
    >>> seat_columns("hero-realms", 2)
    ['bot_0', 'won_0', 'bot_1', 'won_1', 'health_0', 'health_1']
    """
    final = ["health"] if game == "hero-realms" else ["villain", "power", "score"]
    seats = range(players)
    return [f"{c}_{s}" for s in seats for c in ("bot", "won")] + [
        f"{c}_{s}" for s in seats for c in final
    ]


def save_results(df: pd.DataFrame, path: str | Path) -> Path:
    """Write a results table as Parquet (``.parquet``) or CSV (``.csv``).

    Examples
    --------
    >>> import tempfile, pathlib
    >>> from toolkit.tournament import run_tournament
    >>> df = run_tournament(["greedy", "random"], games=2, seed=1, progress=False).games
    >>> with tempfile.TemporaryDirectory() as d:
    ...     back = load_results(save_results(df, pathlib.Path(d) / "r.csv"))
    >>> back.equals(df)
    True
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix == ".parquet":
        require("pyarrow", extra="scale", purpose="saving results as Parquet")
        df.to_parquet(path, index=False)
    elif suffix == ".csv":
        df.to_csv(path, index=False)
    else:
        raise ValueError(f"save results as .parquet or .csv, not {path.name!r}")
    return path


def load_results(path: str | Path) -> pd.DataFrame:
    """Read a results table written by :func:`save_results` (Parquet or CSV)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix == ".parquet":
        require("pyarrow", extra="scale", purpose="reading results from Parquet")
        return pd.read_parquet(path)
    if suffix != ".csv":
        raise ValueError(f"read results from .parquet or .csv, not {path.name!r}")
    header = pd.read_csv(path, nrows=0).columns
    text = [c for c in header if c in _TEXT or c.startswith(_TEXT_PREFIXES)]
    df = pd.read_csv(path, dtype=dict.fromkeys(text, "str"))
    for c in ("winners", "winner_bots", "lineup", "bots"):
        if c in df:
            df[c] = df[c].fillna("")
    return df


def _get(row: Mapping[str, Any] | pd.Series, key: str) -> Any:
    value = row[key]
    return value.item() if hasattr(value, "item") else value


def replay_game(row: Mapping[str, Any] | pd.Series, *, as_game: bool = False) -> GameLog | Game:
    """Re-play one game of a results table from its seed, setup and bots.

    Games are deterministic given the seed, the setup and the bots (seeded
    ``seed + seat``), so no log needs to be stored. The replayed game is
    checked against the row (turns and winners).

    Parameters
    ----------
    row:
        A row of the results table (a pandas Series or a mapping).
    as_game:
        Return the finished :class:`~toolkit.core.game.Game` instead of its log.

    Returns
    -------
    GameLog or Game
        Open it in the replay widget with
        ``ReplayWidget(Replay.from_log(replay_game(row)))``.

    Raises
    ------
    ValueError
        If the game no longer plays out as recorded (engine or bots changed).
    """
    name = str(_get(row, "game"))
    seed = int(_get(row, "seed"))
    setup = json.loads(str(_get(row, "setup")))
    seats = str(_get(row, "bots")).split(",")
    spec = GameSpec(name, len(seats), max_turns=int(_get(row, "max_turns")))
    game: Game = engine_class(name).from_setup(setup, seed)
    bots = [spec.bot(c, seed + s) for s, c in enumerate(seats)]
    play_game(game, bots, max_turns=spec.max_turns)
    winners = ",".join(str(w) for w in sorted(game.winners))
    recorded = _get(row, "winners")
    recorded = "" if recorded is None or recorded != recorded else str(recorded)
    if game.turn != int(_get(row, "turns")) or winners != recorded:
        raise ValueError(
            f"game {_get(row, 'index')} does not replay as recorded (turns {game.turn} vs "
            f"{_get(row, 'turns')}, winners {winners!r} vs {recorded!r}): "
            "the engine or the bots have changed since it was played"
        )
    return game if as_game else game.to_log(bots=seats)
