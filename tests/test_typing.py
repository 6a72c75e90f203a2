"""mypy checks the package: the configuration in pyproject.toml, strict for ``toolkit/core``."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

api = pytest.importorskip("mypy.api", reason="mypy comes with the test extra")


def _mypy(*args: str, cache: Path) -> tuple[str, int]:
    out, err, status = api.run([f"--cache-dir={cache}", "--no-error-summary", *args])
    return out + err, status


def test_the_package_type_checks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # mypy reads [tool.mypy] from pyproject.toml here
    report, status = _mypy("--config-file", "pyproject.toml", cache=tmp_path)
    assert status == 0, report


def test_the_shared_core_is_strict(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    args = ("--strict", "--ignore-missing-imports", "--follow-imports=silent", "toolkit/core")
    report, status = _mypy(*args, cache=tmp_path)
    assert status == 0, report
