"""Shared steps of the exercise tests: a game saved as a log, and the command that turns
saved logs into exercises (``python -m toolkit exercises-from-reviews``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def saved_log(game: Any, path: Path) -> Path:
    """``game``'s log saved at ``path``; returns ``path``."""
    game.to_log().save(path)
    return path


def from_reviews(log: Path, out: Path, budget: int, *more: str) -> subprocess.CompletedProcess[str]:
    """``exercises-from-reviews`` run on ``log`` into ``out`` at ``budget``, quietly, with
    the options ``more``; the finished process (its return code is the caller's to check)."""
    cmd = [sys.executable, "-m", "toolkit", "exercises-from-reviews", str(log)]
    cmd += ["--out", str(out), "--budget", str(budget), "--quiet", *more]
    return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, check=False)
