"""Streamed deck-composition sums equal what the games' logs give directly."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from toolkit.tournament import (
    METRICS,
    CompositionStats,
    TournamentResult,
    composition_from_log,
    replay_game,
    run_tournament,
)


def _direct(df: pd.DataFrame) -> pd.DataFrame:
    """Mean and sd per (by, group, turn, metric), from every game's replayed log."""
    records = []
    for _, row in df.iterrows():
        bots = row["bots"].split(",")
        for turn, seat, vec in composition_from_log(replay_game(row)):
            for by, group in (("bot", bots[seat]), ("seat", str(seat))):
                for metric, value in zip(METRICS, vec, strict=True):
                    records.append((by, group, turn, metric, value))
    long = pd.DataFrame(records, columns=["by", "group", "turn", "metric", "value"])
    g = long.groupby(["by", "group", "turn", "metric"])["value"]
    return pd.DataFrame({"n": g.size(), "mean": g.mean(), "std": g.std().fillna(0.0)})


def test_streamed_equals_direct_from_logs(small: TournamentResult) -> None:
    assert small.composition is not None
    streamed = small.composition.to_frame().set_index(["by", "group", "turn", "metric"])
    direct = _direct(small.games)
    assert sorted(streamed.index) == sorted(direct.index)
    streamed = streamed.loc[direct.index]
    assert (streamed["n"].to_numpy() == direct["n"].to_numpy()).all()
    assert np.allclose(streamed["mean"], direct["mean"], atol=1e-9)
    assert np.allclose(streamed["std"], direct["std"], atol=1e-6)
    assert small.composition.games == len(small.games)


def test_agrees_with_the_one_game_figures(small: TournamentResult) -> None:
    figures = pytest.importorskip("toolkit.figures.hero_realms")
    from toolkit.replay import Replay

    row = small.games.iloc[4]
    log = replay_game(row)
    mine = composition_from_log(log)
    theirs = figures.composition(Replay.from_log(log))
    assert [(r.turn, r.seat) for r in theirs] == [(t, s) for t, s, _ in mine]
    for r, (_, _, vec) in zip(theirs, mine, strict=True):
        assert [float(r.value(m)) for m in METRICS] == pytest.approx(vec)


def test_values_make_sense(small: TournamentResult) -> None:
    assert small.composition is not None
    curves = small.composition.to_frame()
    first = curves[(curves["turn"] == 1) & (curves["by"] == "seat")]
    first = first.set_index(["group", "metric"])["mean"]
    assert first[("0", "owned")] == 10 and first[("0", "type:starting card")] == 10
    assert first[("1", "gold_per_hand")] == pytest.approx(4.5)  # 7 Gold + Ruby (2) over 10
    owned = small.composition.curve("owned", by="bot")
    greedy = owned[owned["group"] == "greedy"]["mean"].to_numpy()
    assert greedy[-1] > greedy[0]  # greedy buys cards
    assert (owned["ci_low"] <= owned["mean"]).all() and (owned["mean"] <= owned["ci_high"]).all()


def test_memory_is_bounded() -> None:
    res = run_tournament(["greedy", "random"], games=4, seed=5, composition=True, progress=False)
    assert res.composition is not None
    size = res.composition.nbytes()
    more = run_tournament(["greedy", "random"], games=20, seed=5, composition=True, progress=False)
    assert more.composition is not None
    longest = int(more.games["turns"].max()) + 1
    # groups (2 bots + 2 seats) x turns x (n + sum + sum of squares)
    assert more.composition.nbytes() <= 4 * longest * (8 + 16 * len(METRICS))
    assert size <= more.composition.nbytes()


def test_merge_and_errors() -> None:
    a, b = CompositionStats(), CompositionStats()
    a.add_game([(1, 0, [1.0] * len(METRICS))], ["x"])
    b.add_game([(3, 0, [2.0] * len(METRICS))], ["x"])
    a.merge(b)
    assert a.curve("owned")["turn"].tolist() == [1, 3]
    with pytest.raises(KeyError):
        a.curve("nothing")
    with pytest.raises(ValueError):
        a.curve("owned", by="colour")
    with pytest.raises(ValueError):
        a.merge(CompositionStats(metrics=("owned",)))
