"""Tournaments between bots, their statistics, and deck-composition curves.

Play matchups or round robins for Hero Realms (any variant and player count)
or Disney Villainous, on one core, local processes or a Dask cluster; get one
row per game as a pandas DataFrame, win rates with Wilson intervals, plotly
figures, and Hero Realms deck-composition curves streamed over thousands of
games. Any game re-opens from its row with :func:`replay_game`.

Examples
--------
>>> from toolkit.tournament import run_tournament, round_robin, bot_win_rates
>>> res = run_tournament(round_robin(["greedy", "random"]), games=4, seed=2, progress=False)
>>> bot_win_rates(res.games).loc["greedy", "games"]
np.int64(4)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolkit.tournament.composition import (
        METRICS,
        CompositionRecorder,
        CompositionStats,
        CompositionTracker,
        composition_from_log,
        composition_vector,
    )
    from toolkit.tournament.games import GameSpec, available_games, bot_names
    from toolkit.tournament.io import COLUMNS, load_results, replay_game, save_results
    from toolkit.tournament.run import (
        BACKENDS,
        TournamentResult,
        batch_sizes,
        game_seed,
        lineup_seeds,
        plan,
        round_robin,
        run_tournament,
        start_method,
    )
    from toolkit.tournament.stats import (
        bot_win_rates,
        game_lengths,
        pairwise_matrix,
        pairwise_win_rates,
        seat_win_rates,
        summarise,
        wilson_interval,
    )

# Names are imported on first use, so that a worker process unpickling
# ``toolkit.tournament.run.play_batch`` does not pay for pandas.
_WHERE = {
    "METRICS": "composition",
    "CompositionRecorder": "composition",
    "CompositionStats": "composition",
    "CompositionTracker": "composition",
    "composition_from_log": "composition",
    "composition_vector": "composition",
    "GameSpec": "games",
    "available_games": "games",
    "bot_names": "games",
    "COLUMNS": "io",
    "load_results": "io",
    "replay_game": "io",
    "save_results": "io",
    "BACKENDS": "run",
    "TournamentResult": "run",
    "batch_sizes": "run",
    "start_method": "run",
    "game_seed": "run",
    "lineup_seeds": "run",
    "plan": "run",
    "round_robin": "run",
    "run_tournament": "run",
    "bot_win_rates": "stats",
    "game_lengths": "stats",
    "pairwise_matrix": "stats",
    "pairwise_win_rates": "stats",
    "seat_win_rates": "stats",
    "summarise": "stats",
    "wilson_interval": "stats",
}


def __getattr__(name: str) -> Any:
    try:
        module = _WHERE[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_WHERE])


__all__ = [
    "BACKENDS",
    "COLUMNS",
    "METRICS",
    "CompositionRecorder",
    "CompositionStats",
    "CompositionTracker",
    "GameSpec",
    "TournamentResult",
    "available_games",
    "batch_sizes",
    "bot_names",
    "bot_win_rates",
    "composition_from_log",
    "composition_vector",
    "game_lengths",
    "game_seed",
    "lineup_seeds",
    "load_results",
    "pairwise_matrix",
    "pairwise_win_rates",
    "plan",
    "replay_game",
    "round_robin",
    "run_tournament",
    "save_results",
    "seat_win_rates",
    "start_method",
    "summarise",
    "wilson_interval",
]
