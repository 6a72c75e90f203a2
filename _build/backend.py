"""The build backend: setuptools, plus mypy when the compiled build is asked for.

``TOOLKIT_COMPILE=1 pip install .`` compiles the engines with mypyc (see
``setup.py``); only then does the isolated build environment need mypy, so
the ordinary pure-Python build installs nothing more than setuptools.
"""

from __future__ import annotations

import os

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 - the backend's hooks, unchanged

COMPILE_REQUIRES = ["mypy>=1.10"]


def _compiling() -> bool:
    return os.environ.get("TOOLKIT_COMPILE", "").strip().lower() not in ("", "0", "no", "false")


LISTING = "_TOOLKIT_LISTING_BUILD_REQUIRES"
"""Set while setuptools runs ``setup.py`` only to list requirements (mypy is not there yet)."""


def _requires(hook, config_settings):
    os.environ[LISTING] = "1"
    try:
        found = hook(config_settings)
    finally:
        os.environ.pop(LISTING, None)
    return [*found, *(COMPILE_REQUIRES if _compiling() else [])]


def get_requires_for_build_wheel(config_settings=None):
    return _requires(_setuptools.get_requires_for_build_wheel, config_settings)


def get_requires_for_build_editable(config_settings=None):
    return _requires(_setuptools.get_requires_for_build_editable, config_settings)
