"""Where the toolkit finds its data files.

The repository keeps card, villain and exercise data in the top-level
``data/`` folder. A wheel carries that folder inside the package as
``toolkit/_data`` (see ``setup.py``), so an installed toolkit needs no
checkout; an editable install reads ``data/`` beside the package.

Examples
--------
>>> (data_dir() / "hero_realms" / "cards").is_dir()
True
"""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent

PACKAGED_DATA = PACKAGE / "_data"
"""The data inside an installed package (a wheel puts ``data/`` here)."""

CHECKOUT_DATA = PACKAGE.parent / "data"
"""The data of a source checkout (editable installs and running from the repository)."""


def data_dir() -> Path:
    """The data folder: ``$TOOLKIT_DATA`` if set, else the packaged copy, else the checkout's.

    The packaged copy wins when both exist, so an installed toolkit always reads
    the data it was built with.
    """
    env = os.environ.get("TOOLKIT_DATA")
    if env:
        return Path(env)
    if PACKAGED_DATA.is_dir():
        return PACKAGED_DATA
    return CHECKOUT_DATA


PACKAGED_LESSONS = PACKAGE / "_lessons"
"""The lesson notebooks inside an installed package (a wheel puts ``notebooks/`` here)."""

CHECKOUT_LESSONS = PACKAGE.parent / "notebooks"
"""The lesson notebooks of a source checkout, one folder per language."""


def lessons_dir() -> Path:
    """The lesson folder (``en/``, ``es/``, ``it/`` inside): the packaged copy, else the checkout's.

    Examples
    --------
    >>> (lessons_dir() / "es").is_dir()
    True
    """
    if PACKAGED_LESSONS.is_dir():
        return PACKAGED_LESSONS
    return CHECKOUT_LESSONS
