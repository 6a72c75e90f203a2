"""Shared checks of the bad-input suite: typed, bounded errors; subprocesses with limits."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.limits import run_bounded
from toolkit.core.errors import MAX_MESSAGE, ToolkitError

ROOT = Path(__file__).resolve().parents[2]
"""The checkout whose ``toolkit`` the subprocesses import."""

UNTYPED_WORDS = ("list index out of range", "Traceback", "object is not subscriptable")


def assert_clean(exc: BaseException, error: type[ToolkitError] = ToolkitError) -> str:
    """``exc`` is a toolkit error of type ``error`` whose message is bounded and plain."""
    assert isinstance(exc, error), f"{type(exc).__name__}: {exc}"
    message = str(exc)
    assert 0 < len(message) <= MAX_MESSAGE, len(message)
    message.encode("utf-8")  # always printable
    for word in UNTYPED_WORDS:
        assert word not in message, message
    return message


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT)
    env.pop("TOOLKIT_DEBUG", None)
    return env


def run_limited(
    code: str, *, memory_mib: int = 1024, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    """Run Python ``code`` in a fresh interpreter with an address-space limit and a CPU limit.

    A case that would blow up (memory, time) then fails this test alone, never the
    machine: exceeding the memory limit ends in MemoryError, ``timeout`` seconds of CPU
    time in SIGXCPU (``tests/limits.py``: the clock is only a generous backstop, so a
    busy machine fails nothing).
    """
    return run_bounded(
        [sys.executable, "-c", textwrap.dedent(code)],
        cpu_seconds=timeout,
        memory_mib=memory_mib,
        cwd=ROOT,
        env=_env(),
    )


def run_cli(
    *args: str, cwd: Path | None = None, timeout: float = 60, memory_mib: int = 2048
) -> subprocess.CompletedProcess[str]:
    """``python -m toolkit ARGS`` in a subprocess (memory-limited, ``timeout`` seconds of CPU)."""
    return run_bounded(
        [sys.executable, "-m", "toolkit", *args],
        cpu_seconds=timeout,
        memory_mib=memory_mib,
        cwd=cwd or ROOT,
        env=_env(),
    )
