"""The command line: ``python -m toolkit simulate villainous``."""

from __future__ import annotations

import json

import pytest

from toolkit.cli import main


def test_simulate_villainous_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "simulate",
            "villainous",
            "--villains",
            "davy_jones,tamatoa",
            "--games",
            "4",
            "--seed",
            "1",
            "--json",
            "--max-turns",
            "40",
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("games", "wins", "first_player_wins", "mean_turns", "games_per_second"):
        assert key in out
    assert out["games"] == 4
    assert set(out["wins"]) <= {"davy_jones", "tamatoa"}


def test_simulate_villainous_text_and_bots(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    code = main(
        [
            "simulate",
            "villainous",
            "--villains",
            "ursula,captain_hook,evil_queen",
            "--bots",
            "random",
            "--games",
            "2",
            "--max-turns",
            "5",
            "--save-logs",
            str(tmp_path),
        ]
    )
    assert code == 0
    assert "games" in capsys.readouterr().out
    assert len(list(tmp_path.glob("game-*.json"))) == 2


def test_simulate_villainous_refuses_unknown_names(capsys) -> None:
    code = main(["simulate", "villainous", "--villains", "jafar,ursula", "--games", "1"])
    assert code == 2
    assert "unknown villain(s) jafar" in capsys.readouterr().err
    code = main(
        [
            "simulate",
            "villainous",
            "--villains",
            "ursula,tamatoa",
            "--bots",
            "clever",
            "--games",
            "1",
        ]
    )
    assert code == 2
    assert "unknown bot(s) clever" in capsys.readouterr().err


def test_greedy_fills_every_seat_of_any_player_count(capsys) -> None:
    code = main(
        [
            "simulate",
            "villainous",
            "--players",
            "4",
            "--bots",
            "greedy",
            "--games",
            "1",
            "--max-turns",
            "3",
            "--json",
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["villains"] == ["davy_jones", "tamatoa", "captain_hook", "ursula"]
    assert out["bots"] == ["heuristic"] * 4
