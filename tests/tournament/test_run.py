"""Planning, the results table, seeds, backends and saving."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from toolkit.core.errors import SetupError
from toolkit.core.registry import engine_class
from toolkit.tournament import (
    COLUMNS,
    TournamentResult,
    available_games,
    batch_sizes,
    game_seed,
    load_results,
    plan,
    replay_game,
    round_robin,
    run_tournament,
    save_results,
    start_method,
)
from toolkit.tournament.io import seat_columns
from toolkit.tournament.run import TAIL_BATCHES


def test_schema_and_counts(small: TournamentResult) -> None:
    df = small.games
    assert list(df.columns) == [*COLUMNS, *seat_columns("hero-realms", 2)]
    assert len(df) == 3 * 6
    assert df["index"].tolist() == list(range(18))
    assert df.groupby("lineup").size().to_dict() == {
        "greedy,greedy": 6,
        "greedy,random": 6,
        "random,random": 6,
    }
    assert (df["game"] == "hero-realms").all() and (df["variant"] == "free-for-all").all()
    assert df["seed"].nunique() == 18
    finished = df[df["finished"]]
    assert (finished["n_winners"] == 1).all()
    for _, row in finished.iterrows():
        w = int(row["winners"])
        assert row[f"won_{w}"] and row["winner_bots"] == row[f"bot_{w}"]
        assert row[f"health_{w}"] > 0 >= row[f"health_{1 - w}"]
        assert row["first_seat_won"] == (w == 0)
    for c in ("turns", "decisions", "health_0", "seed"):
        assert pd.api.types.is_integer_dtype(df[c])


def test_seats_rotate(small: TournamentResult) -> None:
    mixed = small.games[small.games["lineup"] == "greedy,random"]
    assert mixed["bot_0"].tolist() == ["greedy", "random"] * 3
    assert mixed["bot_1"].tolist() == ["random", "greedy"] * 3
    tasks = plan([("a", "b", "c")], 6, seed=0)
    for s in range(3):
        assert sorted(t.seats[s] for t in tasks) == ["a", "a", "b", "b", "c", "c"]


def test_seeds_spawned_from_the_root() -> None:
    child = np.random.SeedSequence(7).spawn(2)[1]
    assert game_seed(7, 1, 3) == int(child.generate_state(4)[3])
    assert [t.seed for t in plan([("a", "b"), ("b", "c")], 4, 7)][4:] == [
        int(w) for w in child.generate_state(4)
    ]
    # A game's seed depends on its place only, not on how many games are played.
    three, five = plan([("a", "b")], 3, 7), plan([("a", "b")], 5, 7)
    assert [t.seed for t in three] == [t.seed for t in five[:3]]
    assert game_seed(7, 0, 0) != game_seed(8, 0, 0)


def test_round_robin() -> None:
    assert round_robin(["a", "b", "c"]) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert ("a", "a") in round_robin(["a", "b"], self_play=True)
    assert all(len(set(lu)) > 1 for lu in round_robin(["a", "b"], 4))


def test_bad_setups_fail_early() -> None:
    with pytest.raises(SetupError):
        run_tournament(["greedy", "nobody"], games=1, progress=False)
    with pytest.raises(SetupError):
        run_tournament(["greedy", "random"], games=1, backend="gpu", progress=False)
    with pytest.raises(SetupError):
        run_tournament([["greedy", "random"], ["greedy"]], games=1, progress=False)


def test_same_results_on_every_backend(small: TournamentResult) -> None:
    from distributed import Client, LocalCluster

    lineups = round_robin(["greedy", "random"], 2, self_play=True)
    kw = {"games": 6, "seed": 11, "composition": True, "progress": False, "batch_size": 4}
    procs = run_tournament(lineups, backend="processes", workers=2, **kw)
    with (
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        dask = run_tournament(lineups, backend="dask", client=client, **kw)
        address = cluster.scheduler_address
        by_address = run_tournament(lineups, backend="dask", scheduler=address, **kw)
    for other in (procs, dask, by_address):
        pd.testing.assert_frame_equal(other.games, small.games)
        assert other.composition is not None and small.composition is not None
        pd.testing.assert_frame_equal(
            other.composition.to_frame(), small.composition.to_frame(), check_exact=True
        )
    assert dask.info["backend"] == "dask"


def test_multiplayer_variant() -> None:
    res = run_tournament(
        ["greedy", "random", "greedy"],
        games=3,
        seed=2,
        variant="last-standing",
        composition=True,
        progress=False,
    )
    df = res.games
    assert (df["players"] == 3).all() and (df["variant"] == "last-standing").all()
    assert {"health_2", "bot_2", "won_2"} <= set(df.columns)
    assert json.loads(df["setup"][0]) == {"players": 3, "variant": "last-standing"}
    assert res.composition is not None and ("seat", "2") in res.composition.groups
    game = replay_game(df.iloc[2], as_game=True)
    assert game.turn == df["turns"][2]


@pytest.mark.skipif("villainous" not in available_games(), reason="no Villainous engine here")
def test_villainous_tournament(tmp_path: Path) -> None:
    from toolkit.villainous.cards import VILLAINS

    pair = [f"heuristic:{VILLAINS[0]}", f"random:{VILLAINS[1]}"]
    res = run_tournament(pair, game="villainous", games=2, seed=3, max_turns=3, progress=False)
    df = res.games
    assert df["villain_0"].tolist() == [VILLAINS[0], VILLAINS[1]]  # villains move with bots
    assert {"power_0", "score_1"} <= set(df.columns)
    back = load_results(save_results(df, tmp_path / "villainous.csv"))
    pd.testing.assert_frame_equal(back, df)  # empty winners survive CSV
    log = replay_game(back.iloc[1])
    assert log.game == "villainous"
    assert engine_class("villainous").game_name == "villainous"


@pytest.mark.parametrize("suffix", [".parquet", ".csv"])
def test_save_and_load(small: TournamentResult, tmp_path: Path, suffix: str) -> None:
    df = small.games
    back = load_results(save_results(df, tmp_path / f"results{suffix}"))
    pd.testing.assert_frame_equal(back, df)
    with pytest.raises(ValueError):
        save_results(df, tmp_path / "results.xlsx")


def test_replay_game_from_a_row(small: TournamentResult, tmp_path: Path) -> None:
    from toolkit.core.log import GameLog
    from toolkit.replay import Replay

    row = load_results(save_results(small.games, tmp_path / "r.csv")).iloc[7]
    log = replay_game(row)
    assert isinstance(log, GameLog) and len(log.decisions) == row["decisions"]
    assert log.document is not None and log.document["result"]["turns"] == row["turns"]
    assert Replay.from_log(log).n_steps == row["decisions"]
    tampered = row.copy()
    tampered["turns"] = row["turns"] + 1
    with pytest.raises(ValueError, match="does not replay"):
        replay_game(tampered)


@pytest.mark.parametrize("composition", [False, True])
def test_a_failing_game_is_named(monkeypatch: pytest.MonkeyPatch, composition: bool) -> None:
    from toolkit.tournament.games import GameSpec

    real = GameSpec.new_game

    def broken(self: GameSpec, seed: int, competitors: list[str]) -> object:
        game = real(self, seed, competitors)
        if seed != 0:  # the set-up check plays seed 0; the tournament's games fail
            raise ValueError("engine bug")
        return game

    monkeypatch.setattr(GameSpec, "new_game", broken)
    with pytest.raises(RuntimeError, match=r"game 0 \(seed \d+, seats greedy,random\) failed"):
        run_tournament(["greedy", "random"], games=1, progress=False, composition=composition)


@pytest.mark.parametrize(("games", "size"), [(1, 50), (10, 4), (70, 8), (1000, 50), (333, 7)])
def test_batch_sizes_cover_every_game(games: int, size: int) -> None:
    sizes = batch_sizes(games, size)
    assert sum(sizes) == games and all(0 < s <= size for s in sizes)
    if games > 2 * TAIL_BATCHES * size and size >= 4:
        assert sizes[-1] <= size // 4  # the last batches are small: no straggler
    assert sizes == batch_sizes(games, size)  # only games and size decide


def test_results_do_not_depend_on_workers_or_batching() -> None:
    kw = {"games": 40, "seed": 9, "composition": True, "progress": False, "batch_size": 4}
    lineup = ["greedy", "random"]
    serial = run_tournament(lineup, **kw)
    assert len(batch_sizes(40, 4)) > 40 // 4  # the tail is cut finer
    for workers in (1, 2):
        other = run_tournament(lineup, backend="processes", workers=workers, **kw)
        pd.testing.assert_frame_equal(other.games, serial.games)
        assert other.composition is not None and serial.composition is not None
        pd.testing.assert_frame_equal(
            other.composition.to_frame(), serial.composition.to_frame(), check_exact=True
        )
    rebatched = run_tournament(lineup, **{**kw, "batch_size": 7})
    pd.testing.assert_frame_equal(rebatched.games, serial.games)  # the table never depends on it


def test_run_info_says_what_it_cost() -> None:
    res = run_tournament(
        ["greedy", "random"],
        games=4,
        seed=1,
        backend="processes",
        workers=2,
        progress=False,
        batch_size=1,
    )
    info = res.info
    assert info["start_method"] in ("fork", "forkserver", None)
    assert info["cpu_seconds"] > 0 and info["worker_cpu_seconds"] >= info["cpu_seconds"] * 0.5
    assert 1 <= len(info["worker_finish_seconds"]) <= 2
    assert all(0 <= t <= res.seconds + 1 for t in info["worker_finish_seconds"])
    assert info["worker_max_rss_mib"] > 0
    serial = run_tournament(["greedy", "random"], games=2, seed=1, progress=False)
    assert serial.info["start_method"] is None and len(serial.info["worker_finish_seconds"]) == 1


def test_start_method_avoids_fork_when_tracing() -> None:
    import sys
    import tracemalloc

    if sys.platform != "linux":
        pytest.skip("fork is used on Linux only")
    tracemalloc.start()
    try:
        assert start_method() != "fork"
        traced = run_tournament(
            ["greedy", "random"], games=2, seed=4, backend="processes", workers=1, progress=False
        )
    finally:
        tracemalloc.stop()
    assert traced.info["start_method"] == "forkserver"
    plain = run_tournament(["greedy", "random"], games=2, seed=4, progress=False)
    pd.testing.assert_frame_equal(traced.games, plain.games)


def test_progress_bar_still_works(capsys: pytest.CaptureFixture[str]) -> None:
    res = run_tournament(["greedy", "random"], games=2, seed=1, progress=True)
    assert len(res.games) == 2
    assert "2/2" in capsys.readouterr().err


def test_the_table_equals_rows_played_one_by_one(small: TournamentResult) -> None:
    from toolkit.tournament.games import GameSpec
    from toolkit.tournament.run import play_task

    lineups = round_robin(["greedy", "random"], 2, self_play=True)
    spec = GameSpec("hero-realms", 2)
    rows = [play_task(spec, task)[1] for task in plan(lineups, 6, seed=11)]
    pd.testing.assert_frame_equal(pd.DataFrame(rows), small.games)
