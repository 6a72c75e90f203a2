"""Build steps that pyproject.toml cannot declare.

1. Package data: the repository keeps its data in the top-level ``data/``
   folder and its lessons in ``notebooks/``; a wheel carries both trees inside
   the package as ``toolkit/_data`` and ``toolkit/_lessons``
   (``toolkit.paths.data_dir`` and ``lessons_dir`` find either layout). An
   editable install reads them from the checkout instead.
2. The compiled build, an install-time option: with ``TOOLKIT_COMPILE=1`` the
   modules on the hot path of a simulation (``toolkit.native.COMPILED_MODULES``)
   are compiled to C extensions with mypyc, as black and mypy ship theirs::

       TOOLKIT_COMPILE=1 pip install .

   Without it (the default) the wheel is pure Python and needs no compiler.
   The build backend (``_build/backend.py``) adds mypy to the build
   requirements only in that case.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _native():
    """``toolkit/native.py`` on its own (it imports only the standard library)."""
    spec = importlib.util.spec_from_file_location("_toolkit_native", ROOT / "toolkit" / "native.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithData(build_py):
    """The usual build, plus ``data/`` and the lessons (``notebooks/``) copied into the package
    as ``toolkit/_data`` and ``toolkit/_lessons``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads data/ from the checkout
        target = Path(self.build_lib, "toolkit", "_data")
        shutil.rmtree(target, ignore_errors=True)
        skip = shutil.ignore_patterns("__pycache__", "*.py[cod]", ".*")
        shutil.copytree(ROOT / "data", target, ignore=skip)
        lessons = Path(self.build_lib, "toolkit", "_lessons")
        shutil.rmtree(lessons, ignore_errors=True)
        if (ROOT / "notebooks").is_dir():
            shutil.copytree(ROOT / "notebooks", lessons, ignore=skip)


def _compiled_extensions() -> list:
    native = _native()
    flag = os.environ.get(native.COMPILE_ENV, "").strip().lower()
    if flag in ("", "0", "no", "false") or os.environ.get("_TOOLKIT_LISTING_BUILD_REQUIRES"):
        return []  # pure Python, or the build backend only asks what the build needs
    try:
        from mypyc.build import mypycify
    except ImportError as exc:
        raise SystemExit(
            f"{native.COMPILE_ENV}={flag} asks for the compiled build, which needs mypy "
            f"in the build environment ({exc})"
        ) from None
    return mypycify(
        [*native.MYPYC_OPTIONS, *native.source_paths()], group_name=native.GROUP, opt_level="3"
    )


setup(
    cmdclass={"build_py": BuildWithData},
    ext_modules=_compiled_extensions(),
)
