"""The command line and the figures."""

from __future__ import annotations

import json
from pathlib import Path

import plotly.graph_objects as go
import pytest

from toolkit.cli import main
from toolkit.tournament import TournamentResult, load_results
from toolkit.tournament.figures import (
    composition_figure,
    length_figure,
    pairwise_figure,
    seat_figure,
    win_rate_figure,
)


def test_cli_smoke(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out, curves = tmp_path / "r.parquet", tmp_path / "c.csv"
    args = ["tournament", "hero-realms", "--bots", "greedy,random", "--games", "4"]
    args += ["--seed", "3", "--no-progress", "--out", str(out), "--composition", str(curves)]
    assert main(args) == 0
    text = capsys.readouterr().out
    assert "win rate per bot" in text and "greedy" in text
    assert len(load_results(out)) == 4 and curves.stat().st_size > 0


def test_cli_json_round_robin(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "hero-realms", "--bots", "greedy,random", "--players", "3"]
    args += ["--games", "1", "--no-progress", "--json"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2  # (g, g, r) and (g, r, r)
    assert {b["bot"] for b in data["bots"]} == {"greedy", "random"}


def test_cli_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "hero-realms", "--bots", "greedy,nobody", "--no-progress"]) == 2
    assert "nobody" in capsys.readouterr().err


def test_cli_refuses_a_bad_output_before_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["tournament", "hero-realms", "--games", "1000", "--no-progress"]
    assert main([*args, "--out", str(tmp_path / "results.xlsx")]) == 2
    captured = capsys.readouterr()
    assert ".parquet or .csv" in captured.err and captured.out == ""
    assert list(tmp_path.iterdir()) == []


def _games_of(out: Path) -> list[tuple[int, str, int, int]]:
    frame = load_results(out)
    return list(zip(frame["seed"], frame["bots"], frame["turns"], frame["decisions"], strict=True))


@pytest.mark.parametrize(
    ("game", "simulate_args", "competitors"),
    [
        ("hero-realms", ["--bots", "greedy,random"], "greedy,random"),
        (
            "villainous",
            ["--villains", "ursula,tamatoa", "--bots", "heuristic,random"],
            "heuristic:ursula,random:tamatoa",
        ),
    ],
)
def test_simulate_and_tournament_play_the_same_games(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    game: str,
    simulate_args: list[str],
    competitors: str,
) -> None:
    common = ["--games", "4", "--seed", "12", "--max-turns", "12"]
    logs = tmp_path / "logs"
    assert main(["simulate", game, *simulate_args, *common, "--save-logs", str(logs)]) == 0
    out = tmp_path / "t.csv"
    args = ["tournament", game, "--bots", competitors, *common, "--no-progress", "--out", str(out)]
    assert main(args) == 0
    capsys.readouterr()
    simulated = [json.loads(p.read_text()) for p in sorted(logs.glob("game-*.json"))]
    played = _games_of(out)
    assert [log["seed"] for log in simulated] == [row[0] for row in played]
    assert [len(log["steps"]) for log in simulated] == [row[3] for row in played]


def test_names_reach_the_results(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "t.csv"
    args = ["tournament", "hero-realms", "--bots", "greedy", "--players", "3", "--games", "1"]
    assert main([*args, "--names", "Ada,Ben,Cy", "--no-progress", "--out", str(out)]) == 0
    capsys.readouterr()
    setup = json.loads(load_results(out)["setup"][0])
    assert setup["names"] == ["Ada", "Ben", "Cy"] and setup["players"] == 3


def test_figures(small: TournamentResult) -> None:
    df = small.games
    for fig in (win_rate_figure(df), seat_figure(df), pairwise_figure(df), length_figure(df)):
        assert isinstance(fig, go.Figure) and fig.data
    bars = win_rate_figure(df).data[0]
    assert list(bars.x) == ["greedy", "random"]
    assert (bars.error_y.arrayminus >= 0).all() and (bars.error_y.array >= 0).all()
    assert small.composition is not None
    fig = composition_figure(small.composition, "gold_per_hand", by="seat", max_turn=10)
    means = [t for t in fig.data if "band" not in t.name]
    assert [t.name for t in means] == ["Player 1", "Player 2"]  # seats as a learner reads them
    assert max(means[0].x) <= 10
