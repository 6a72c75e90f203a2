"""The processes backend: how workers start, and a failing game inside one."""

from __future__ import annotations

import threading

import pytest

from toolkit.tournament import run_tournament, start_method


def test_no_thread_is_left_behind() -> None:
    before = threading.active_count()
    run_tournament(["greedy", "random"], games=2, seed=1, progress=True)
    run_tournament(["greedy", "random"], games=2, seed=1, progress=False)
    assert threading.active_count() == before  # later runs may still fork their workers


def test_a_failing_game_is_named_by_the_processes_backend(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from toolkit.tournament.games import GameSpec

    if start_method() != "fork":
        pytest.skip("workers see a patched engine only when forked")
    real = GameSpec.new_game

    def broken(self: GameSpec, seed: int, competitors: list[str]) -> object:
        if seed != 0:  # the set-up check plays seed 0; the tournament's games fail
            raise ValueError("engine bug")
        return real(self, seed, competitors)

    monkeypatch.setattr(GameSpec, "new_game", broken)
    with pytest.raises(RuntimeError, match=r"game \d+ \(seed \d+, seats .*\) failed"):
        run_tournament(
            ["greedy", "random"],
            games=40,
            backend="processes",
            workers=2,
            progress=False,
            batch_size=2,
        )
