"""Where the toolkit finds its data files."""

from __future__ import annotations

import os
from pathlib import Path


def data_dir() -> Path:
    """The ``data/`` folder: ``$TOOLKIT_DATA`` if set, else the one beside the package."""
    env = os.environ.get("TOOLKIT_DATA")
    return Path(env) if env else Path(__file__).resolve().parent.parent / "data"
