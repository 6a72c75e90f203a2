"""Progress bars of the long commands (``simulate``, ``compile``, ``edition``).

A bar is drawn on standard error with tqdm, only when standard error is a terminal
and ``--no-progress`` was not given: logs, pipes and tests see nothing of it.

Examples
--------
>>> with progress_bar(3, "games", enabled=False) as advance:
...     for _ in range(3):
...         advance()
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol


def wanted(no_progress: bool = False) -> bool:
    """Whether to draw a bar: not asked away, and standard error is a terminal."""
    if no_progress:
        return False
    isatty = getattr(sys.stderr, "isatty", None)
    return bool(isatty and isatty())


class Advance(Protocol):
    """``advance(n=1, doing=None)``: ``n`` more steps done; ``doing`` names the next one."""

    def __call__(self, n: int = 1, doing: str | None = None) -> None: ...


def _nothing(n: int = 1, doing: str | None = None) -> None:
    """Stands in for ``advance`` when no bar is drawn."""


@contextmanager
def progress_bar(
    total: int | None, desc: str, *, enabled: bool, unit: str = "it"
) -> Iterator[Advance]:
    """A bar of ``total`` steps; yields :class:`Advance`, which moves it on.

    Parameters
    ----------
    total:
        The number of steps, or None when it is not known in advance.
    desc:
        The words before the bar.
    enabled:
        Draw it (see :func:`wanted`); otherwise ``advance`` does nothing.
    unit:
        What one step is, shown in the rate.
    """
    if not enabled:
        yield _nothing
        return
    from tqdm import tqdm

    with tqdm(total=total, desc=desc, unit=unit, file=sys.stderr, leave=False) as bar:

        def advance(n: int = 1, doing: str | None = None) -> None:
            if doing is not None:
                bar.set_postfix_str(doing, refresh=False)
            bar.update(n)

        yield advance
