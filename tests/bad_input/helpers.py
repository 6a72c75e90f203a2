"""Shared checks of the bad-input suite: typed, bounded errors; subprocesses with limits."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

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


def _limit(memory_mib: int):  # type: ignore[no-untyped-def]
    def apply() -> None:
        import resource

        size = memory_mib * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (size, size))

    return apply


def run_limited(
    code: str, *, memory_mib: int = 1024, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    """Run Python ``code`` in a fresh interpreter with an address-space limit and a timeout.

    A case that would blow up (memory, time) then fails this test alone, never the
    machine: exceeding the memory limit ends in MemoryError, the time limit in
    ``subprocess.TimeoutExpired``.
    """
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=ROOT,
        env=_env(),
        preexec_fn=_limit(memory_mib),
        check=False,
    )


def run_cli(
    *args: str, cwd: Path | None = None, timeout: float = 60, memory_mib: int = 2048
) -> subprocess.CompletedProcess[str]:
    """``python -m toolkit ARGS`` in a subprocess (memory-limited, with a timeout)."""
    return subprocess.run(
        [sys.executable, "-m", "toolkit", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=cwd or ROOT,
        env=_env(),
        preexec_fn=_limit(memory_mib),
        check=False,
    )
