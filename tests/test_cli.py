"""The command line: simulate, JSON output, saved logs."""

from __future__ import annotations

import json
import subprocess
import sys

from toolkit.cli import main
from toolkit.core.log import GameLog


def test_simulate_json_keys(capsys) -> None:
    assert (
        main(
            [
                "simulate",
                "hero-realms",
                "--games",
                "6",
                "--seed",
                "3",
                "--bots",
                "greedy,random",
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert {"games", "wins", "first_player_wins", "mean_turns", "games_per_second"} <= set(data)
    assert data["games"] == 6
    assert data["wins"]["greedy"] + data["wins"].get("random", 0) + data["draws"] == 6
    assert sum(data["seat_wins"].values()) + data["draws"] == 6
    assert data["mean_turns"] > 5


def test_simulate_text_report(capsys) -> None:
    assert main(["simulate", "hero-realms", "--games", "2", "--bots", "greedy,greedy"]) == 0
    out = capsys.readouterr().out
    assert "greedy:" in out and "seat 1:" in out and "games per second" in out


def test_simulate_is_reproducible(capsys) -> None:
    args = [
        "simulate",
        "hero-realms",
        "--games",
        "4",
        "--seed",
        "9",
        "--bots",
        "random,greedy",
        "--json",
    ]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    first.pop("games_per_second"), second.pop("games_per_second")
    assert first == second


def test_save_logs_writes_replayable_logs(tmp_path, capsys) -> None:
    assert (
        main(
            [
                "simulate",
                "hero-realms",
                "--games",
                "3",
                "--bots",
                "greedy,random",
                "--save-logs",
                str(tmp_path),
            ]
        )
        == 0
    )
    files = sorted(tmp_path.glob("game-*.json"))
    assert len(files) == 3
    for f in files:
        game = GameLog.load(f).replay()
        assert game.is_over


def test_unknown_bot_is_a_clear_error() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "toolkit", "simulate", "hero-realms", "--bots", "greedy,wizard"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode != 0
    assert "unknown bot(s) wizard" in proc.stderr


def test_one_bot_fills_every_seat(tmp_path, capsys) -> None:
    for players in ("3", "5"):
        args = ["simulate", "hero-realms", "--players", players, "--games", "1", "--json"]
        assert main([*args, "--max-turns", "4"]) == 0
        assert json.loads(capsys.readouterr().out)["bots"] == ["greedy"] * int(players)


def test_names_appear_in_logs_and_exports(tmp_path, capsys) -> None:
    args = ["simulate", "hero-realms", "--games", "1", "--max-turns", "4"]
    assert main([*args, "--names", "Ada,Ben", "--save-logs", str(tmp_path)]) == 0
    log = next(tmp_path.glob("game-*.json"))
    assert GameLog.load(log).replay().names == ["Ada", "Ben"]
    html = tmp_path / "game.html"
    assert main(["export", str(log), "--html", str(html), "--no-figures"]) == 0
    text = html.read_text("utf-8")
    assert "Ada" in text and "Ben" in text


def test_a_mistake_is_one_line_before_any_game(tmp_path, capsys) -> None:
    args = ["simulate", "hero-realms", "--games", "500", "--save-logs", str(tmp_path)]
    assert main([*args, "--players", "0"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []
