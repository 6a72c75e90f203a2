"""Compare a regenerated golden playthrough with the stored file (shared by both games).

``UPDATE_GOLDEN=1 pytest`` rewrites the stored files after a deliberate rules change.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parent / "golden"


def check_golden(name: str, text: str) -> None:
    """Fail with a diff if ``text`` differs from ``tests/golden/<name>``."""
    path = GOLDEN / name
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        lines = difflib.unified_diff(
            expected.splitlines(True), text.splitlines(True), "stored", "now", n=2
        )
        diff = "".join(list(lines)[:60])
        pytest.fail(f"{name} changed; if the change is deliberate, run UPDATE_GOLDEN=1\n{diff}")
