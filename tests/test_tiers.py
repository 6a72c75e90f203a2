"""The two tiers of the suite (see ``conftest.py``): the fast one leaves out exactly the
tests marked slow, and ``--run-slow`` brings them back with the thorough property tests."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

from tests.limits import run_bounded

ROOT = Path(__file__).resolve().parents[1]
# A few modules with slow tests beside fast ones, and one that is all slow.
FILES = [
    "tests/test_compiled.py",
    "tests/hero_realms/test_simulation.py",
    "tests/villainous/test_simulation.py",
    "tests/test_notebooks.py",
]


def _collected(*options: str) -> set[str]:
    """The test IDs that ``pytest OPTIONS FILES`` collects, in a fresh interpreter."""
    argv = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
    proc = run_bounded([*argv, *options, *FILES], cpu_seconds=300, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    return {line for line in proc.stdout.splitlines() if "::" in line}


def test_the_fast_tier_leaves_out_exactly_the_slow_tests() -> None:
    fast = _collected()
    full = _collected("--run-slow")
    slow = _collected("-m", "slow")
    assert fast and slow and fast < full
    assert full - fast == slow  # only tests marked slow are left out, and all of them
    compiled = (
        "tests/test_compiled.py::test_compiled_build_plays_the_same_games_and_refuses_stale_source"
    )
    assert compiled in slow
    assert (
        "tests/hero_realms/test_simulation.py::test_random_simulation_invariants[greedy-0]" in fast
    )
    assert (
        "tests/hero_realms/test_simulation.py::test_random_simulation_invariants[greedy-1]" in slow
    )
    assert any("test_notebook_runs_top_to_bottom[en/" in t for t in fast)
    assert not any("test_notebook_runs_top_to_bottom[es/" in t for t in fast)


def test_the_property_tests_run_the_profile_of_the_tier(request: pytest.FixtureRequest) -> None:
    explicit = request.config.getoption("hypothesis_profile", None) or os.environ.get(
        "HYPOTHESIS_PROFILE"
    )
    if explicit:
        pytest.skip(f"the Hypothesis profile {explicit!r} was chosen on the command line")
    thorough = request.config.getoption("--run-slow")
    assert settings.default.max_examples == (300 if thorough else 25)
    assert settings.default.deadline is None
