"""Streamed deck-composition sums equal what the games' logs give directly."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from toolkit.analysis.hero_realms import feature_matrix, instance_table, segment_sums
from toolkit.tournament import (
    METRICS,
    CompositionStats,
    CompositionTracker,
    GameSpec,
    TournamentResult,
    composition_from_log,
    plan,
    replay_game,
    run_tournament,
)
from toolkit.tournament.composition import CompositionRecorder


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
    assert log.bots == str(row["bots"]).split(",")  # the log says who played each seat
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


def test_interval_of_the_mean_uses_the_t_quantile(small: TournamentResult) -> None:
    assert small.composition is not None
    curves = small.composition.to_frame()
    few = curves[(curves["n"] > 1) & (curves["std"] > 0)]
    assert not few.empty
    n = few["n"].to_numpy(dtype=float)
    tables = {2: 12.706, 3: 4.303, 4: 3.182, 5: 2.776, 6: 2.571}
    for count, t in tables.items():
        rows = few[few["n"] == count]
        half = (rows["ci_high"] - rows["mean"]).to_numpy()
        expected = t * rows["std"].to_numpy() / np.sqrt(count)
        np.testing.assert_allclose(half, expected, rtol=2e-4)
    assert few["n"].isin(list(tables)).sum() > 0  # small counts were checked
    assert (few["ci_high"] - few["mean"] > 1.96 * few["std"] / np.sqrt(n)).all()
    one = curves[curves["n"] == 1]
    assert (one["ci_low"] == one["mean"]).all() and (one["ci_high"] == one["mean"]).all()


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


def _recorded(
    lineup: list[str], variant: str | None, games: int, seed: int
) -> tuple[CompositionRecorder, list[tuple[int, int, list[float]]], CompositionStats]:
    """The same games through the recorder and through the per-turn tracker."""
    spec = GameSpec("hero-realms", len(lineup), variant)
    recorder, reference, samples = CompositionRecorder(), CompositionStats(), []
    for task in plan([tuple(lineup)], games, seed):
        game = spec.new_game(task.seed, task.seats)
        bots = [spec.bot(c, task.seed + s) for s, c in enumerate(task.seats)]
        tracker = CompositionTracker()
        recorder.begin()
        while not game.is_over and game.turn <= spec.max_turns:
            tracker.observe(game)
            recorder.observe(game)
            game.apply(bots[game.current_player].choose(game, game.legal_actions()))
        recorder.end(game, task.seats)
        reference.add_game(tracker.samples, task.seats)
        samples += tracker.samples
    return recorder, samples, reference


@pytest.mark.parametrize(
    ("lineup", "variant"),
    [
        (["greedy", "random"], None),
        (["random", "random"], None),  # many sacrifices
        (["greedy", "random", "greedy"], "last-standing"),  # players knocked out
    ],
)
def test_recorder_matches_the_tracker_exactly(lineup: list[str], variant: str | None) -> None:
    recorder, samples, reference = _recorded(lineup, variant, 8, 21)
    turns, seats, values = recorder.samples()
    assert turns.tolist() == [t for t, _, _ in samples]
    assert seats.tolist() == [s for _, s, _ in samples]
    assert values.tolist() == [v for _, _, v in samples]  # the same floats, not close ones
    stats = recorder.stats()
    assert stats.games == reference.games == 8
    pd.testing.assert_frame_equal(stats.to_frame(), reference.to_frame(), check_exact=True)


def test_recorder_counts_sacrifices() -> None:
    _, samples, _ = _recorded(["random", "random"], None, 4, 3)
    sacrificed = [v[METRICS.index("sacrificed")] for _, _, v in samples]
    assert max(sacrificed) > 0  # the case is exercised


def test_segment_sums_fall_back_when_fields_could_overflow() -> None:
    rng = np.random.default_rng(0)
    rows = rng.integers(0, 6, size=40)
    lengths = np.array([0, 10, 0, 25, 5])
    small = rng.integers(0, 4, size=(6, 13))
    expected = np.array(
        [
            small[rows[a : a + n]].sum(axis=0)
            for a, n in zip(np.cumsum(lengths) - lengths, lengths, strict=True)
        ]
    )
    assert (segment_sums(small, rows, lengths) == expected).all()
    big = small * 10_000  # 25 cards of 40,000 would overflow a 16-bit field
    assert (segment_sums(big, rows, lengths) == expected * 10_000).all()


def test_instance_tables_are_shared() -> None:
    spec = GameSpec("hero-realms", 2)
    a, b = spec.new_game(1, ["greedy", "greedy"]), spec.new_game(2, ["greedy", "greedy"])
    assert instance_table(a.defs) is instance_table(b.defs)
    assert (instance_table(a.defs) == feature_matrix(a)).all()


def test_empty_recorder() -> None:
    stats = CompositionRecorder().stats()
    assert stats.games == 0 and stats.to_frame().empty
