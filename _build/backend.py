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


def get_requires_for_build_wheel(config_settings=None):
    extra = COMPILE_REQUIRES if _compiling() else []
    return [*_setuptools.get_requires_for_build_wheel(config_settings), *extra]


def get_requires_for_build_editable(config_settings=None):
    extra = COMPILE_REQUIRES if _compiling() else []
    return [*_setuptools.get_requires_for_build_editable(config_settings), *extra]
