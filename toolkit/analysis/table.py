"""The tidy per-state table of recorded games: one row per (game, state, player).

Figures of one game and of many read this table, never the game states
themselves: every quantity a figure draws is computed here once, by the
game's own module (:func:`toolkit.analysis.hero_realms.state_frame`,
:func:`toolkit.analysis.villainous.state_frame`), and the table of a replay
is built once and kept while the replay lives, so drawing several figures of
one game walks its states once.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> from toolkit.replay import Replay
>>> reps = [Replay.from_game(HeroRealmsGame.new(seed=s)) for s in (1, 2)]
>>> state_table(reps)[["game", "state", "player", "health"]].values.tolist()
[[0, 0, 0, 50], [0, 0, 1, 50], [1, 0, 0, 50], [1, 0, 1, 50]]
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    import pandas as pd

    from toolkit.replay.core import Replay

__all__ = ["columns", "frames", "state_table"]

_BUILT: weakref.WeakKeyDictionary[Replay, pd.DataFrame] = weakref.WeakKeyDictionary()
_COLUMNS: weakref.WeakKeyDictionary[Replay, dict[str, list[object]]] = weakref.WeakKeyDictionary()


def _builder(game: str) -> Callable[[Replay], pd.DataFrame]:
    if game == "hero-realms":
        from toolkit.analysis.hero_realms import state_frame

        return state_frame
    if game == "villainous":
        from toolkit.analysis.villainous import state_frame as villainous_frame

        return villainous_frame
    raise ValueError(f"no per-state table for {game!r} (hero-realms or villainous)")


def _frame(replay: Replay) -> pd.DataFrame:
    """The table of one replay, shared with the cache: do not modify."""
    frame = _BUILT.get(replay)
    if frame is None:
        frame = _builder(replay.game_name)(replay)
        frame.insert(0, "game", 0)
        _BUILT[replay] = frame
    return frame


def state_table(replays: Replay | Iterable[Replay]) -> pd.DataFrame:
    """Every player in every state of one or many replays, one row each.

    Parameters
    ----------
    replays:
        A replay, or replays of one game (all Hero Realms or all Villainous).

    Returns
    -------
    pandas.DataFrame
        Column ``game`` (the replay's position in ``replays``, 0 for one replay),
        then the game's columns: ``state``, ``turn``, ``turn_start``, ``player``,
        ``name`` and, for Hero Realms, ``out``, ``health`` and the deck
        composition (:data:`toolkit.analysis.hero_realms.METRICS`), for Villainous
        ``villain``, ``power``, ``objective`` and ``location`` (see each game's
        ``state_frame``). Rows in game, state, then seat order. The frame is
        the caller's to change.

    Raises
    ------
    ValueError
        If the replays are of different games, or of a game without a table.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> list(state_table(Replay.from_game(HeroRealmsGame.new(seed=1))).columns[:8])
    ['game', 'state', 'turn', 'turn_start', 'player', 'name', 'out', 'health']
    """
    import pandas as pd

    # One replay is told apart by its game name, without importing the replay module.
    many = [cast("Replay", replays)] if hasattr(replays, "game_name") else list(replays)
    games = {r.game_name for r in many}
    if len(games) > 1:
        raise ValueError(f"one table holds one game, got {', '.join(sorted(games))}")
    if not many:
        return pd.DataFrame(columns=["game", "state", "turn", "turn_start", "player", "name"])
    frames = [_frame(r) for r in many]
    if len(frames) == 1:
        return frames[0].copy()
    out = pd.concat(frames, ignore_index=True)
    out["game"] = [g for g, f in enumerate(frames) for _ in range(len(f))]
    return out


def frames(replays: Sequence[Replay]) -> list[pd.DataFrame]:
    """The table of each replay (shared with the cache, read only): for figures.

    Each frame's ``game`` column is 0; a figure over many games walks them in order.
    """
    return [_frame(r) for r in replays]


def columns(replay: Replay) -> dict[str, list[object]]:
    """The table of one replay as plain Python lists, one per column (read only).

    The same columns and rows as :func:`state_table` (``game`` is 0), built with the
    standard library alone and kept while the replay lives: the figures read these, so
    they draw where numpy and pandas are not installed (a browser's Python).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> cols = columns(Replay.from_game(HeroRealmsGame.new(seed=1)))
    >>> list(cols)[:6], cols["health"]
    (['game', 'state', 'turn', 'turn_start', 'player', 'name'], [50, 50])
    """
    cols = _COLUMNS.get(replay)
    if cols is None:
        if replay.game_name == "hero-realms":
            from toolkit.analysis.hero_realms import state_columns
        elif replay.game_name == "villainous":
            from toolkit.analysis.villainous import state_columns
        else:
            raise ValueError(
                f"no per-state table for {replay.game_name!r} (hero-realms or villainous)"
            )
        built = state_columns(replay)
        cols = {"game": [0] * len(built["state"]), **built}
        _COLUMNS[replay] = cols
    return cols
