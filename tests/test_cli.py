"""The command line: simulate, JSON output, saved logs."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from tests.limits import run_bounded
from toolkit import __version__
from toolkit.cli import build_parser, main
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
    # One of the few true subprocesses: ``python -m toolkit`` as typed, its exit status.
    argv = [sys.executable, "-m", "toolkit", "simulate", "hero-realms", "--bots", "greedy,wizard"]
    proc = run_bounded(argv, cpu_seconds=120)
    assert proc.returncode == 2
    assert "unknown bot(s) wizard" in proc.stderr


def test_python_m_toolkit_names_itself_so_in_its_help() -> None:
    proc = run_bounded([sys.executable, "-m", "toolkit", "--help"], cpu_seconds=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("usage: python -m toolkit ")


def test_the_installed_script_names_itself_toolkit() -> None:
    script = Path(sys.executable).with_name("toolkit")
    if not script.exists():
        pytest.skip("the toolkit script is not installed beside this Python (pip install -e .)")
    proc = run_bounded([str(script), "--version"], cpu_seconds=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"toolkit {__version__} (card-game-classroom)"


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"toolkit {__version__} (card-game-classroom)"


def _help(argv: list[str], capsys: pytest.CaptureFixture[str], **kwargs: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main([*argv, "--help"], **kwargs)
    assert stop.value.code == 0
    return capsys.readouterr().out


def test_help_names_the_program_as_typed(capsys: pytest.CaptureFixture[str]) -> None:
    assert _help([], capsys).startswith("usage: toolkit ")
    assert _help(["simulate"], capsys).startswith("usage: toolkit simulate ")
    assert _help([], capsys, prog="python -m toolkit").startswith("usage: python -m toolkit ")
    with pytest.raises(SystemExit):
        main(["simulate", "chess"], prog="python -m toolkit")
    assert "(see python -m toolkit simulate --help)" in capsys.readouterr().err


def test_help_is_plain_text(capsys: pytest.CaptureFixture[str]) -> None:
    commands = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    for command in ["", *commands]:
        text = _help([command] if command else [], capsys)
        for markup in ("``", ":func:", ":mod:", ":class:", ".. code-block"):
            assert markup not in text, (command, markup)


def test_simulate_help_lists_the_bots_variants_and_villains(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from toolkit.hero_realms.bots import BOTS
    from toolkit.hero_realms.variants import VARIANTS
    from toolkit.villainous.cards import VILLAINS

    text = _help(["simulate"], capsys)
    for name in [*BOTS, *VARIANTS, *VILLAINS, "heuristic"]:
        assert name in text, name


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_progress_bar_only_on_a_terminal_and_never_with_no_progress(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    args = ["simulate", "hero-realms", "--games", "3", "--max-turns", "4", "--json"]
    assert main(args) == 0
    assert capsys.readouterr().err == ""  # captured: not a terminal
    for extra, drawn in (([], True), (["--no-progress"], False)):
        terminal = _Terminal()
        monkeypatch.setattr(sys, "stderr", terminal)
        assert main([*args, *extra]) == 0
        monkeypatch.undo()
        assert ("Hero Realms games" in terminal.getvalue()) is drawn, terminal.getvalue()
        assert json.loads(capsys.readouterr().out)["games"] == 3


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
