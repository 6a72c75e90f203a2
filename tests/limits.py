"""Subprocesses of the tests, bounded by the CPU time they use rather than by the clock.

A test that starts a process must not hang the suite, nor fail because the machine is
busy: a fixed wall-clock timeout does both wrong on a loaded machine (the child gets a
fraction of a core and is killed with nothing wrong). So the bound that can fail a test
is the child's own CPU time (``RLIMIT_CPU``: past it the child is killed by SIGXCPU),
and the wall-clock timeout is only a backstop against a child that waits forever,
``WALL_FACTOR`` times the CPU budget.
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable, Sequence
from typing import Any

WALL_FACTOR = 20
"""The wall-clock backstop, as a multiple of the CPU budget."""


def cpu_limit(cpu_seconds: float, memory_mib: int | None = None) -> Callable[[], None]:
    """A ``preexec_fn`` that limits the child's CPU time (and its address space)."""

    def apply() -> None:
        import resource

        seconds = max(1, int(cpu_seconds))
        resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 5))
        if memory_mib is not None:
            size = memory_mib * 2**20
            resource.setrlimit(resource.RLIMIT_AS, (size, size))

    return apply


def run_bounded(
    args: Sequence[str], *, cpu_seconds: float, memory_mib: int | None = None, **kwargs: Any
) -> subprocess.CompletedProcess[str]:
    """``subprocess.run(args)`` with text output captured, bounded by ``cpu_seconds`` of CPU.

    A child killed for its CPU time returns ``-SIGXCPU``; the wall-clock backstop raises
    ``subprocess.TimeoutExpired`` only after ``WALL_FACTOR * cpu_seconds``.
    """
    kwargs.setdefault("capture_output", True)
    kwargs.setdefault("text", True)
    kwargs.setdefault("check", False)
    return subprocess.run(
        list(args),
        timeout=WALL_FACTOR * cpu_seconds,
        preexec_fn=cpu_limit(cpu_seconds, memory_mib),
        **kwargs,
    )
