"""Summaries of a tournament's results table, with Wilson confidence intervals.

Win rates count *appearances*: a bot's rate is the share of the seats it
filled that ended among the winners (in team variants every winning seat
counts). Unfinished games (turn limit) are losses for everyone. Each rate
comes with a Wilson score interval (:func:`wilson_interval`), which stays
inside [0, 1] and behaves at 0 and 100 %; note that with self-play (the same
bot in several seats of one game) appearances are not independent, so its
interval is optimistic.

Examples
--------
>>> import pandas as pd
>>> df = pd.DataFrame({"players": [2, 2], "bot_0": ["a", "b"], "bot_1": ["b", "a"],
...                    "won_0": [True, False], "won_1": [False, True], "turns": [20, 30],
...                    "lineup": ["a,b", "a,b"], "finished": [True, True]})
>>> bot_win_rates(df)["win_rate"].to_dict()
{'a': 1.0, 'b': 0.0}
"""

from __future__ import annotations

import itertools
from statistics import NormalDist
from typing import Any

import numpy as np
import pandas as pd

from toolkit.analysis.intervals import t_factor

__all__ = [
    "bot_win_rates",
    "game_lengths",
    "pairwise_matrix",
    "pairwise_win_rates",
    "seat_win_rates",
    "summarise",
    "wilson_interval",
]


def wilson_interval(successes: Any, trials: Any, confidence: float = 0.95) -> tuple[Any, Any]:
    """The Wilson score interval of a binomial proportion (no continuity correction).

    Works on numbers or numpy arrays; where ``trials`` is 0 the interval is
    ``(nan, nan)``. Same values as ``statsmodels``'
    ``proportion_confint(successes, trials, method="wilson")``.

    Parameters
    ----------
    successes, trials:
        Counts (``0 <= successes <= trials``).
    confidence:
        Two-sided confidence level (0.95 gives z = 1.959964).

    Examples
    --------
    >>> low, high = wilson_interval(5, 10)
    >>> round(float(low), 4), round(float(high), 4)
    (0.2366, 0.7634)
    >>> [round(float(x), 4) for x in wilson_interval(0, 20)]
    [0.0, 0.1611]
    """
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be between 0 and 1, got {confidence}")
    scalar = np.ndim(successes) == 0 and np.ndim(trials) == 0
    k, n = np.broadcast_arrays(
        np.atleast_1d(np.asarray(successes, dtype=float)),
        np.atleast_1d(np.asarray(trials, dtype=float)),
    )
    if np.any(k < 0) or np.any(k > n):
        raise ValueError("successes must lie between 0 and trials")
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = k / n
        z2n = z * z / n
        centre = (p + z2n / 2) / (1 + z2n)
        half = z / (1 + z2n) * np.sqrt(p * (1 - p) / n + z2n / (4 * n))
    # Exact at the edges (rounding could leave 1e-17 instead of 0).
    low = np.where(k == 0, 0.0, np.clip(centre - half, 0.0, 1.0))
    high = np.where(k == n, 1.0, np.clip(centre + half, 0.0, 1.0))
    low = np.where(n > 0, low, np.nan)
    high = np.where(n > 0, high, np.nan)
    if scalar:
        return float(low[0]), float(high[0])
    return low, high


def _with_interval(frame: pd.DataFrame, confidence: float) -> pd.DataFrame:
    frame = frame.copy()
    frame["games"] = frame["games"].astype("int64")
    frame["wins"] = frame["wins"].astype("int64")
    with np.errstate(invalid="ignore", divide="ignore"):
        frame["win_rate"] = frame["wins"] / frame["games"]
    low, high = wilson_interval(frame["wins"].to_numpy(), frame["games"].to_numpy(), confidence)
    frame["ci_low"] = low
    frame["ci_high"] = high
    return frame


def _seats(df: pd.DataFrame) -> int:
    return int(df["players"].max()) if len(df) else 0


def _appearances(df: pd.DataFrame) -> pd.DataFrame:
    """One row per (game, seat): the bot in it and whether that seat won."""
    parts = []
    for s in range(_seats(df)):
        part = pd.DataFrame(
            {"game": df.index, "seat": s, "bot": df[f"bot_{s}"], "won": df[f"won_{s}"]}
        )
        parts.append(part[part["bot"].notna()])
    if not parts:
        return pd.DataFrame(columns=["game", "seat", "bot", "won"])
    out = pd.concat(parts, ignore_index=True)
    out["won"] = out["won"].astype(bool)
    return out


def bot_win_rates(df: pd.DataFrame, *, confidence: float = 0.95) -> pd.DataFrame:
    """Win rate of each bot over the seats it played, with a Wilson interval.

    Returns a table indexed by ``bot`` with ``games`` (seats played), ``wins``,
    ``win_rate``, ``ci_low`` and ``ci_high``, best first.

    Examples
    --------
    >>> from toolkit.tournament import run_tournament
    >>> df = run_tournament(["greedy", "random"], games=2, seed=0, progress=False).games
    >>> bot_win_rates(df)[["games", "wins"]].to_dict("index")
    {'greedy': {'games': 2, 'wins': 2}, 'random': {'games': 2, 'wins': 0}}
    """
    app = _appearances(df)
    grouped = app.groupby("bot").agg(games=("won", "size"), wins=("won", "sum"))
    grouped.index.name = "bot"
    out = _with_interval(grouped, confidence)
    return out.sort_values(["win_rate", "games"], ascending=False, kind="stable")


def seat_win_rates(df: pd.DataFrame, *, confidence: float = 0.95) -> pd.DataFrame:
    """Win rate of each seat (seat 0 moves first), with a Wilson interval.

    ``fair_share`` is the rate a seat would have if seats did not matter (winning
    seats per game over seats), so ``win_rate - fair_share`` is the seat's
    advantage; the first-player advantage is the row of seat 0.

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"players": [2] * 4, "bot_0": ["a"] * 4, "bot_1": ["a"] * 4,
    ...                    "won_0": [True, True, True, False], "won_1": [False, False, False, True]})
    >>> seat_win_rates(df)[["games", "wins", "fair_share"]].to_dict("index")
    {0: {'games': 4, 'wins': 3, 'fair_share': 0.5}, 1: {'games': 4, 'wins': 1, 'fair_share': 0.5}}
    """
    app = _appearances(df)
    grouped = app.groupby("seat").agg(games=("won", "size"), wins=("won", "sum"))
    grouped.index.name = "seat"
    out = _with_interval(grouped, confidence)
    total_wins = app["won"].sum()
    out["fair_share"] = float(total_wins / len(app)) if len(app) else np.nan
    return out


def pairwise_win_rates(df: pd.DataFrame, *, confidence: float = 0.95) -> pd.DataFrame:
    """For each ordered pair of different bots in the same games, how often the first won.

    A game counts for ``(bot, opponent)`` when both played in it; it is a win
    when any seat of ``bot`` won. In two-player games, ``win_rate`` of
    ``(a, b)`` plus that of ``(b, a)`` is 1 minus the share of unfinished games.

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"players": [2, 2, 2], "bot_0": ["a", "b", "a"], "bot_1": ["b", "a", "b"],
    ...                    "won_0": [True, True, False], "won_1": [False, False, True]})
    >>> pairwise_win_rates(df)[["bot", "opponent", "games", "wins"]].values.tolist()
    [['a', 'b', 3, 1], ['b', 'a', 3, 2]]
    """
    counts: dict[tuple[str, str], list[int]] = {}
    seats = _seats(df)
    bots_cols = [df[f"bot_{s}"].tolist() for s in range(seats)]
    won_cols = [df[f"won_{s}"].tolist() for s in range(seats)]
    for g in range(len(df)):
        won_by: dict[str, bool] = {}
        for s in range(seats):
            b = bots_cols[s][g]
            if isinstance(b, str):
                won_by[b] = won_by.get(b, False) or bool(won_cols[s][g])
        for a, b in itertools.permutations(won_by, 2):
            c = counts.setdefault((a, b), [0, 0])
            c[0] += 1
            c[1] += won_by[a]
    frame = pd.DataFrame(
        [(a, b, n, w) for (a, b), (n, w) in sorted(counts.items())],
        columns=["bot", "opponent", "games", "wins"],
    )
    return _with_interval(frame, confidence)


def pairwise_matrix(df: pd.DataFrame, value: str = "win_rate") -> pd.DataFrame:
    """The pairwise table as a matrix: row bot against column opponent (NaN on the diagonal).

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"players": [2], "bot_0": ["a"], "bot_1": ["b"],
    ...                    "won_0": [True], "won_1": [False]})
    >>> pairwise_matrix(df).loc["a", "b"], pairwise_matrix(df).loc["b", "a"]
    (np.float64(1.0), np.float64(0.0))
    """
    pw = pairwise_win_rates(df)
    names = sorted(set(pw["bot"]) | set(pw["opponent"]))
    matrix = pw.pivot(index="bot", columns="opponent", values=value)
    return matrix.reindex(index=names, columns=names).astype(float)


def game_lengths(df: pd.DataFrame, *, by: str = "lineup", confidence: float = 0.95) -> pd.DataFrame:
    """Game length in turns per ``by`` group: count, mean (with a t CI), spread.

    ``ci_low``/``ci_high`` are ``mean ± t·std/√games`` with ``t`` the Student-t
    quantile with ``games - 1`` degrees of freedom (2.776 for 5 games at 95%;
    near the normal 1.96 only for many games); equal to the mean for one game.

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"lineup": ["x"] * 3, "turns": [10, 20, 30], "finished": [True] * 3})
    >>> game_lengths(df)[["games", "mean", "median", "min", "max"]].to_dict("index")
    {'x': {'games': 3, 'mean': 20.0, 'median': 20.0, 'min': 10, 'max': 30}}
    """
    g = df.groupby(by)["turns"]
    out = pd.DataFrame(
        {
            "games": g.size(),
            "mean": g.mean().astype(float),
            "std": g.std().astype(float),
            "median": g.median().astype(float),
            "p10": g.quantile(0.1).astype(float),
            "p90": g.quantile(0.9).astype(float),
            "min": g.min(),
            "max": g.max(),
        }
    )
    games = out["games"].to_numpy(dtype=float)
    t = t_factor(games, confidence)
    half = t * out["std"].fillna(0.0) / np.sqrt(out["games"])
    out["ci_low"] = out["mean"] - half
    out["ci_high"] = out["mean"] + half
    if "finished" in df:
        out["unfinished"] = (~df["finished"].astype(bool)).groupby(df[by]).sum().astype("int64")
    return out


def summarise(df: pd.DataFrame, *, confidence: float = 0.95) -> dict[str, pd.DataFrame]:
    """Every summary at once: ``bots``, ``seats``, ``pairwise``, ``matrix``, ``lengths``.

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"players": [2], "bot_0": ["a"], "bot_1": ["b"], "lineup": ["a,b"],
    ...                    "won_0": [True], "won_1": [False], "turns": [9], "finished": [True]})
    >>> sorted(summarise(df))
    ['bots', 'lengths', 'matrix', 'pairwise', 'seats']
    """
    return {
        "bots": bot_win_rates(df, confidence=confidence),
        "seats": seat_win_rates(df, confidence=confidence),
        "pairwise": pairwise_win_rates(df, confidence=confidence),
        "matrix": pairwise_matrix(df),
        "lengths": game_lengths(df, confidence=confidence),
    }
