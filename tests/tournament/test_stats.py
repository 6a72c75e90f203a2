"""Wilson intervals and the summaries of a results table."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

from toolkit.tournament import (
    TournamentResult,
    bot_win_rates,
    game_lengths,
    pairwise_matrix,
    pairwise_win_rates,
    seat_win_rates,
    wilson_interval,
)

# Newcombe (1998), "Two-sided confidence intervals for the single proportion",
# Statistics in Medicine 17:857-872, Table I, method 3 (Wilson score, no correction);
# 5/10 and 0/10 as given by statsmodels' proportion_confint(method="wilson").
KNOWN = [
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
    (5, 10, 0.2366, 0.7634),
    (0, 10, 0.0, 0.2775),
    (10, 10, 0.7225, 1.0),
]


@pytest.mark.parametrize(("k", "n", "low", "high"), KNOWN)
def test_wilson_known_values(k: int, n: int, low: float, high: float) -> None:
    got = wilson_interval(k, n)
    assert got == pytest.approx((low, high), abs=5e-5)


def test_wilson_vectorised_and_edges() -> None:
    low, high = wilson_interval(
        np.array([k for k, *_ in KNOWN]), np.array([n for _, n, *_ in KNOWN])
    )
    assert np.allclose(low, [r[2] for r in KNOWN], atol=5e-5)
    assert np.allclose(high, [r[3] for r in KNOWN], atol=5e-5)
    assert all(math.isnan(x) for x in wilson_interval(0, 0))
    wide = wilson_interval(5, 10, confidence=0.99)
    assert wide[0] < 0.2366 and wide[1] > 0.7634
    with pytest.raises(ValueError):
        wilson_interval(3, 2)
    with pytest.raises(ValueError):
        wilson_interval(1, 2, confidence=1.5)


def _table() -> pd.DataFrame:
    # a beats b 3 of 4; seat 0 wins 3 of 4; one unfinished game between b and c.
    return pd.DataFrame(
        {
            "players": [2] * 5,
            "lineup": ["a,b"] * 4 + ["b,c"],
            "bot_0": ["a", "b", "a", "b", "b"],
            "bot_1": ["b", "a", "b", "a", "c"],
            "won_0": [True, True, True, False, False],
            "won_1": [False, False, False, True, False],
            "turns": [10, 12, 14, 16, 300],
            "finished": [True, True, True, True, False],
        }
    )


def test_bot_and_seat_rates() -> None:
    bots = bot_win_rates(_table())
    assert bots.loc["a", ["games", "wins"]].tolist() == [4, 3]
    assert bots.loc["b", ["games", "wins"]].tolist() == [5, 1]
    assert bots.loc["c", ["games", "wins"]].tolist() == [1, 0]
    assert bots.loc["a", "ci_low"] == pytest.approx(wilson_interval(3, 4)[0])
    seats = seat_win_rates(_table())
    assert seats.loc[0, ["games", "wins"]].tolist() == [5, 3]
    assert seats.loc[1, "wins"] == 1
    assert seats.loc[0, "fair_share"] == pytest.approx(0.4)


def test_pairwise() -> None:
    pw = pairwise_win_rates(_table()).set_index(["bot", "opponent"])
    assert pw.loc[("a", "b"), ["games", "wins"]].tolist() == [4, 3]
    assert pw.loc[("b", "a"), ["games", "wins"]].tolist() == [4, 1]
    assert pw.loc[("b", "c"), ["games", "wins"]].tolist() == [1, 0]
    m = pairwise_matrix(_table())
    assert list(m.index) == ["a", "b", "c"] and math.isnan(m.loc["a", "a"])
    assert m.loc["a", "b"] == 0.75 and math.isnan(m.loc["a", "c"])


def test_game_lengths() -> None:
    g = game_lengths(_table())
    assert g.loc["a,b", "mean"] == 13.0 and g.loc["b,c", "unfinished"] == 1
    assert g.loc["a,b", "ci_low"] < 13.0 < g.loc["a,b", "ci_high"]


def test_game_length_interval_uses_the_t_quantile() -> None:
    df = pd.DataFrame(
        {
            "lineup": ["x"] * 5 + ["y"],
            "turns": [10, 12, 14, 16, 18, 9],
            "finished": [True] * 6,
        }
    )
    g = game_lengths(df)
    se = np.std([10, 12, 14, 16, 18], ddof=1) / math.sqrt(5)
    assert g.loc["x", "ci_high"] - 14.0 == pytest.approx(2.776 * se, rel=2e-4)
    assert 14.0 - g.loc["x", "ci_low"] == pytest.approx(2.776 * se, rel=2e-4)
    assert g.loc["y", "ci_low"] == g.loc["y", "ci_high"] == 9.0  # one game: no interval
    wide = game_lengths(df, confidence=0.99)
    assert wide.loc["x", "ci_high"] - 14.0 == pytest.approx(4.604 * se, rel=2e-4)


def test_summaries_of_a_real_run(small: TournamentResult) -> None:
    s = small.summary()
    n = len(small.games)
    assert s["seats"]["games"].tolist() == [n, n]
    # every appearance is counted once
    assert s["bots"]["games"].sum() == 2 * n
    # two players: a beats b + b beats a + unfinished = all games of the pair
    pw = s["pairwise"].set_index(["bot", "opponent"])
    pair = small.games[small.games["lineup"] == "greedy,random"]
    both = pw.loc[("greedy", "random"), "wins"] + pw.loc[("random", "greedy"), "wins"]
    assert both == pair["finished"].sum()
