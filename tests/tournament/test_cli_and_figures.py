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
