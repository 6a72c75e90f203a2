"""pytest configuration shared by the tests and the doctests in the package.

Two tiers of tests:

- ``python -m pytest`` runs the fast tier: every rule scenario, card test, doctest,
  notebook and widget model test, and the property tests at a modest number of
  examples (the Hypothesis profile ``fast``);
- ``python -m pytest --run-slow`` runs everything: the fast tier plus the tests marked
  ``@pytest.mark.slow`` (the compiled build, the long random simulations, the browser
  tests, wheel builds, mypy), with the property tests at the Hypothesis profile
  ``thorough``. Continuous integration (``.ci/run``) runs this.

Slow tests are deselected, not skipped, in the fast tier (the report counts them as
deselected; its header names the tier). A marker expression chooses for itself:
``-m slow`` runs the slow tier alone, ``-m "not slow"`` the fast one.
"""

from __future__ import annotations

import os

import pytest

# Importing ``python -m toolkit``'s entry point would run the command line.
collect_ignore = ["toolkit/__main__.py"]

RUN_SLOW = "--run-slow"
"""The command-line option that selects the slow tier too."""

try:
    from hypothesis import HealthCheck, settings
except ImportError:  # pragma: no cover - hypothesis comes with the test extra
    settings = None
else:
    # Each property test keeps its own deadline and health checks; the number of
    # examples comes from the profile, unless a test asks for a multiple of it.
    settings.register_profile(
        "fast", max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow]
    )
    settings.register_profile(
        "thorough", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
    )
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fast"))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        RUN_SLOW,
        action="store_true",
        default=False,
        help="also run the slow tier (tests marked slow) and the thorough Hypothesis profile",
    )


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption(RUN_SLOW) and settings is not None:
        explicit = config.getoption("hypothesis_profile", None) or os.environ.get(
            "HYPOTHESIS_PROFILE"
        )
        if not explicit:
            settings.load_profile("thorough")


def _tiered(config: pytest.Config) -> bool:
    """Whether the slow tests are left out: not with ``--run-slow``, nor when ``-m`` chooses."""
    return not config.getoption(RUN_SLOW) and not config.getoption("markexpr", "")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not _tiered(config):
        return
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if item.get_closest_marker("slow") is None]


def pytest_report_header(config: pytest.Config) -> str:
    if config.getoption(RUN_SLOW):
        return "tier: full (fast and slow tests, Hypothesis profile 'thorough')"
    if not _tiered(config):
        return "tier: chosen by -m"
    return f"tier: fast (tests marked slow are deselected; {RUN_SLOW} runs them too)"
