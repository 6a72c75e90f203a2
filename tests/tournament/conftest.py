"""Shared small tournaments (greedy and random bots are fast; lookahead is not)."""

from __future__ import annotations

import pytest

from toolkit.tournament import TournamentResult, round_robin, run_tournament

BOTS = ["greedy", "random"]


@pytest.fixture(scope="session")
def small() -> TournamentResult:
    """Greedy, random and a mirror lineup, 6 games each, with composition sums."""
    lineups = round_robin(BOTS, 2, self_play=True)
    return run_tournament(lineups, games=6, seed=11, composition=True, progress=False, batch_size=4)
