"""The package: its name, its data in a wheel, its extras and its compiled-build option."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pandas as pd
import pytest

from toolkit import ToolkitError
from toolkit.extras import DISTRIBUTION, MissingExtraError, require

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_distribution_name_is_the_projects_own_and_the_import_name_stays() -> None:
    project = PYPROJECT["project"]
    assert project["name"] == DISTRIBUTION == "card-game-classroom"
    assert project["scripts"] == {"toolkit": "toolkit.cli:main"}
    assert "card-game-classroom" in (ROOT / "environment.yml").read_text(encoding="utf-8")


def test_core_install_leaves_the_cluster_and_parquet_to_the_scale_extra() -> None:
    core = " ".join(PYPROJECT["project"]["dependencies"])
    extras = PYPROJECT["project"]["optional-dependencies"]
    for lesson_need in ("ipywidgets", "networkx", "plotly", "pyyaml", "jsonschema"):
        assert lesson_need in core
    assert "dask" not in core and "pyarrow" not in core
    assert any(r.startswith("dask[distributed]") for r in extras["scale"])
    assert any(r.startswith("pyarrow") for r in extras["scale"])
    assert "card-game-classroom[scale]" in extras["test"]  # the tests cover the backends


def test_jupyterlab_babel_and_the_editions_needs_are_extras_not_the_core() -> None:
    core = set(_names(PYPROJECT["project"]["dependencies"]))
    extras = PYPROJECT["project"]["optional-dependencies"]
    # A browser's Python installs the core: nothing compiled that it lacks, no JupyterLab.
    assert not core & {"jupyterlab", "babel", "scipy", "nbformat", "nbclient", "mistune"}
    (marked,) = [r for r in PYPROJECT["project"]["dependencies"] if r.startswith("jsonschema")]
    assert "sys_platform != 'emscripten'" in marked  # rpds-py has no browser build
    assert "jupyterlab" in _names(extras["lab"]) and "ipykernel" in _names(extras["lab"])
    assert {"nbformat", "nbclient", "mistune", "ipykernel"} <= set(_names(extras["edition"]))
    assert "babel" in _names(extras["test"])
    for extra in ("lab", "edition", "scale", "classroom"):
        assert f"card-game-classroom[{extra}]" in extras["test"]


def test_the_edition_without_its_extra_says_which_extra(monkeypatch, capsys) -> None:
    from toolkit.cli import main

    _hide(monkeypatch, "nbclient")
    assert main(["edition", "--out", "unused-site", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "needs the 'edition' extra" in err and 'pip install -e ".[edition]"' in err
    assert not Path("unused-site").exists()


def _hide(monkeypatch: pytest.MonkeyPatch, *modules: str) -> None:
    """Make ``import module`` fail as it does when the package is not installed."""
    for name in list(sys.modules):
        if name.split(".")[0] in modules:
            monkeypatch.delitem(sys.modules, name)
    for name in modules:
        monkeypatch.setitem(sys.modules, name, None)


def test_require_names_the_extra_when_a_module_is_missing(monkeypatch) -> None:
    _hide(monkeypatch, "distributed")
    with pytest.raises(MissingExtraError) as info:
        require("distributed", extra="scale", purpose="the dask backend")
    err = info.value
    assert isinstance(err, ToolkitError) and isinstance(err, ImportError)
    assert err.extra == "scale" and err.module == "distributed"
    assert 'pip install "card-game-classroom[scale]"' in str(err)


def test_dask_backend_without_the_scale_extra_says_which_extra(monkeypatch) -> None:
    from toolkit.tournament import run_tournament

    _hide(monkeypatch, "distributed", "dask")
    with pytest.raises(MissingExtraError, match=r"dask backend needs the 'scale' extra"):
        run_tournament(["greedy", "random"], games=1, seed=1, backend="dask", progress=False)


@pytest.mark.parametrize("suffix", [".parquet"])
def test_parquet_results_without_the_scale_extra_say_which_extra(
    monkeypatch, tmp_path, suffix
) -> None:
    from toolkit.tournament.io import load_results, save_results

    frame = pd.DataFrame({"index": [0], "game": ["hero-realms"]})
    _hide(monkeypatch, "pyarrow")
    with pytest.raises(MissingExtraError, match=r"Parquet needs the 'scale' extra"):
        save_results(frame, tmp_path / f"r{suffix}")
    with pytest.raises(MissingExtraError, match=r"Parquet needs the 'scale' extra"):
        load_results(tmp_path / f"r{suffix}")
    assert not (tmp_path / f"r{suffix}").exists()
    save_results(frame, tmp_path / "r.csv")  # CSV needs nothing more


def test_data_dir_prefers_the_packaged_copy_then_the_checkout(monkeypatch, tmp_path) -> None:
    from toolkit import paths

    monkeypatch.delenv("TOOLKIT_DATA", raising=False)
    monkeypatch.setattr(paths, "PACKAGED_DATA", tmp_path / "missing")
    assert paths.data_dir() == paths.CHECKOUT_DATA == ROOT / "data"
    monkeypatch.setattr(paths, "PACKAGED_DATA", tmp_path)
    assert paths.data_dir() == tmp_path
    monkeypatch.setenv("TOOLKIT_DATA", str(tmp_path / "mine"))
    assert paths.data_dir() == tmp_path / "mine"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A pure-Python wheel built from a copy of the repository (no index: no build isolation)."""
    pytest.importorskip("setuptools")
    copy = tmp_path_factory.mktemp("copy") / "repo"
    junk = (".git", ".venv", "build", "dist", "out", "*.egg-info", "__pycache__", "*.so")
    junk += ("_compiled.json", ".mypy_cache", ".ruff_cache")
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(*junk))
    out = tmp_path_factory.mktemp("wheel")
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(out), str(copy)],
        capture_output=True, text=True, timeout=600, env={**os.environ, "TOOLKIT_COMPILE": "0"},
    )  # fmt: skip
    assert built.returncode == 0, built.stderr[-3000:]
    (found,) = out.glob("card_game_classroom-*.whl")
    return found


def test_wheel_holds_the_whole_data_tree_the_schemas_and_no_compiled_files(wheel) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    data = {p.relative_to(ROOT).as_posix() for p in (ROOT / "data").rglob("*") if p.is_file()}
    assert data and {"toolkit/_" + d for d in data} <= names
    for schema in (ROOT / "toolkit" / "schemas").glob("*.json"):
        assert f"toolkit/schemas/{schema.name}" in names
    assert "toolkit/py.typed" in names and "toolkit/__main__.py" in names
    for lang in ("en", "es", "it"):  # the compiled catalogues: no Babel at run time
        assert f"toolkit/locale/{lang}/LC_MESSAGES/messages.mo" in names
    assert not [n for n in names if n.endswith((".so", ".pyd", "_compiled.json", ".pyc"))]
    assert wheel.name.endswith("-py3-none-any.whl")  # pure Python unless asked otherwise


def _backend():
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "_toolkit_backend", ROOT / "_build" / "backend.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("flag", "mypy"), [(None, False), ("0", False), ("1", True)])
def test_mypy_is_a_build_requirement_only_for_the_compiled_build(monkeypatch, flag, mypy) -> None:
    backend = _backend()
    seen = {}

    def listing(config_settings):
        seen["listing"] = os.environ.get(backend.LISTING)
        return ["setuptools-said-this"]

    if flag is None:
        monkeypatch.delenv("TOOLKIT_COMPILE", raising=False)
    else:
        monkeypatch.setenv("TOOLKIT_COMPILE", flag)
    found = backend._requires(listing, None)
    assert found[0] == "setuptools-said-this" and ("mypy>=1.10" in found) is mypy
    assert seen["listing"] == "1" and backend.LISTING not in os.environ  # setup.py skips mypyc


def test_the_compiled_build_compiles_existing_sources() -> None:
    from toolkit import native

    assert native.COMPILE_ENV == "TOOLKIT_COMPILE"
    assert all((ROOT / p).is_file() for p in native.source_paths())
    assert len(native.source_paths()) == len(native.COMPILED_MODULES)


def test_an_installed_package_is_never_compiled_or_stripped_at_run_time(monkeypatch) -> None:
    from toolkit import native

    assert native.installed_distribution() is None  # this checkout may compile in place
    monkeypatch.setattr(native, "installed_distribution", lambda package: DISTRIBUTION)
    for call in (native.compile_modules, native.remove):
        with pytest.raises(RuntimeError, match="never changed at run time"):
            call()


def test_the_wheel_alone_plays_replays_and_validates_logs(wheel, tmp_path) -> None:
    """Unpacked away from the checkout, the wheel finds its cards, villains and schemas."""
    target = tmp_path / "site"
    unpacked = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target),
         str(wheel)],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert unpacked.returncode == 0, unpacked.stderr[-3000:]
    script = (
        "import toolkit, toolkit.paths as p\n"
        "from toolkit.core.log import GameLog\n"
        "from toolkit.hero_realms import HeroRealmsGame\n"
        "from toolkit.villainous import VillainousGame\n"
        "g = HeroRealmsGame.new(seed=3); g.apply(g.legal_actions()[0])\n"
        "v = VillainousGame.new(seed=3); v.apply(v.legal_actions()[0])\n"
        "for game in (g, v):\n"
        "    assert GameLog.loads(game.to_log().dumps()).replay().decisions == game.decisions\n"
        "print(toolkit.__file__, p.data_dir())\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "TOOLKIT_DATA"}
    env["PYTHONPATH"] = str(target)
    ran = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True,
        timeout=600,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr[-3000:]
    module, data = ran.stdout.split()
    assert Path(module).is_relative_to(target) and Path(data) == target / "toolkit" / "_data"


def _names(requirements: list[str]) -> list[str]:
    return [re.split(r"[<>=!\[; ]", r, maxsplit=1)[0] for r in requirements]


def test_every_core_dependency_is_in_the_conda_twin_and_the_readme_table() -> None:
    core = _names(PYPROJECT["project"]["dependencies"])
    conda = (ROOT / "environment.yml").read_text(encoding="utf-8")
    row = next(
        line
        for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
        if line.startswith("| (none) |")
    )
    for name in core:
        assert re.search(rf"^\s+- {re.escape(name)}\b", conda, re.M), name
        assert re.search(rf"\b{re.escape(name)}\b", row), name
