"""The JupyterLite site builder, piece by piece, with no browser and no network.

The wheels, the npm tarball and the source release are small stand-ins made here and put
where the builder's cache would hold the real ones; the whole build, in a browser, is
``tests/edition/test_lite_browser.py``.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from toolkit.edition import lite
from toolkit.i18n import translator
from toolkit.paths import lessons_dir

ROOT = Path(__file__).resolve().parents[2]


def _wheel(folder: Path, name: str, requires: list[str], package: str | None = None) -> Path:
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n" + "".join(
        f"Requires-Dist: {r}\n" for r in requires
    )
    mod = package or name.replace("-", "_")
    path = folder / f"{name.replace('-', '_')}-1.0-py3-none-any.whl"
    return lite.write_pure_wheel(path, name, "1.0", meta, {f"{mod}/__init__.py": b"X = 1\n"})


# -- the start page ------------------------------------------------------------------------
def test_the_start_page_is_in_the_learners_language_and_links_each_lesson() -> None:
    lessons = [("01-hr-first-turn.ipynb", "Hero Realms 1"), ("12-a-tournament.ipynb", "Torneo <b>")]
    page = lite.start_page("es", lessons, ["en", "it"], online=False)
    es = translator("es")
    assert '<html lang="es">' in page
    assert f"<h1>{es.gettext('Card game lessons')}</h1>" in page
    assert es.gettext("Card game lessons") != "Card game lessons"
    assert 'href="notebooks/index.html?path=es/01-hr-first-turn.ipynb"' in page
    # the lesson that needs numpy, pandas and scipy says so, in Spanish
    assert es.gettext("needs numpy, pandas and scipy: not in this copy") in page
    assert "not in this copy" not in page
    # titles are escaped; the other languages are linked
    assert "Torneo &lt;b&gt;" in page and "Torneo <b>" not in page
    assert 'href="index-en.html"' in page and 'href="index-it.html"' in page
    # JupyterLite's pages read the site's settings from this element of index.html
    assert 'id="jupyter-config-data"' in page


def test_the_lessons_with_figures_carry_no_note_offline() -> None:
    # their figures draw without numpy and pandas (tests/test_figure_columns.py)
    stems = ["04-hr-building-a-deck", "10-v-treacherous-tides", "11-a-replay"]
    page = lite.start_page("it", [(f"{s}.ipynb", s) for s in stems], [], online=False)
    assert "<small>" not in page
    for stem in stems:
        nb = _lesson(stem)
        served = lite.site_notebook(nb, stem, "it", online=False)
        assert len(served["cells"]) == len(nb["cells"])
        assert [c["cell_type"] for c in served["cells"]] == [c["cell_type"] for c in nb["cells"]]


def test_with_an_online_pyodide_no_lesson_is_marked_missing() -> None:
    page = lite.start_page("it", [("12-a-tournament.ipynb", "Torneo")], [], online=True)
    assert translator("it").gettext("needs numpy, pandas and scipy: not in this copy") not in page
    assert "Other languages" not in page and "Altre lingue" not in page


# -- the lessons in the site ---------------------------------------------------------------
def _lesson(stem: str) -> dict:
    return json.loads((lessons_dir() / "es" / f"{stem}.ipynb").read_text(encoding="utf-8"))


def test_a_lesson_runs_on_the_pyodide_kernel_and_keeps_its_cells() -> None:
    nb = _lesson("01-hr-first-turn")
    out = lite.site_notebook(nb, "01-hr-first-turn", "es", online=False)
    assert out["metadata"]["kernelspec"]["name"] == "python"
    assert len(out["cells"]) == len(nb["cells"])
    code = [c["source"] for c in out["cells"] if c["cell_type"] == "code"]
    assert "".join(code[0]).startswith("from toolkit.lessons import *")
    # no install cell: the kernel loads the toolkit when it starts
    assert not any("install" in "".join(c) for c in code)
    # links to the glossary point into the site's own docs folder
    first = "".join(out["cells"][0]["source"])
    assert "](../../docs/" not in first and "](../docs/glossary.md)" in first
    assert nb["metadata"]["kernelspec"]["name"] == "python3"  # the source is not changed


def test_a_scientific_lesson_says_what_it_needs_in_the_learners_language() -> None:
    stem = "12-a-tournament"
    nb = _lesson(stem)
    offline = lite.site_notebook(nb, stem, "es", online=False)
    note = offline["cells"][1]
    assert note["cell_type"] == "markdown"
    assert "numpy" in note["source"]
    assert note["source"].strip("*") == translator("es").gettext(
        "This lesson needs the scientific libraries numpy, pandas and scipy. This copy of the "
        "lessons does not include them, so its code cells stop with an error. Open the lesson in "
        "Jupyter on a computer with the toolkit installed, or use a copy of this site built with "
        "an online Pyodide."
    )
    online = lite.site_notebook(nb, stem, "es", online=True)
    loader = online["cells"][1]
    assert loader["cell_type"] == "code"
    assert loader["metadata"]["jupyter"]["source_hidden"] is True
    assert "micropip.install(['numpy', 'pandas', 'scipy'])" in loader["source"]


def test_the_scientific_lessons_are_lessons() -> None:
    stems = {p.stem for p in (lessons_dir() / "en").glob("*.ipynb")}
    assert stems >= lite.SCIENTIFIC_LESSONS
    assert not any(s.startswith(("0", "10", "11")) for s in lite.SCIENTIFIC_LESSONS)


# -- wheels, the lock file and the package index -------------------------------------------
def test_wheels_are_chosen_by_what_pyodide_needs(tmp_path: Path) -> None:
    own = _wheel(tmp_path, "card-game-classroom", [
        "alpha>=1", "beta[fast]", "gamma; sys_platform == 'win32'", "numpy>=2",
        "delta; extra == 'test'",
    ], package="toolkit")  # fmt: skip
    wheels = [
        own,
        _wheel(tmp_path, "alpha", ["epsilon"]),
        _wheel(tmp_path, "beta", []),
        _wheel(tmp_path, "gamma", []),
        _wheel(tmp_path, "delta", []),
        _wheel(tmp_path, "epsilon", []),
        _wheel(tmp_path, "unused", []),
    ]
    chosen = lite.select_wheels(wheels, ["card-game-classroom"])
    assert [w.name for w in chosen] == ["alpha", "beta", "card-game-classroom", "epsilon"]
    mine = next(w for w in chosen if w.name == "card-game-classroom")
    assert mine.imports == ("toolkit",)

    template = {
        "info": {"python": "3.14.2", "arch": "wasm32"},
        "packages": {
            "numpy": {"name": "numpy", "file_name": "numpy-2-cp314.whl", "depends": []},
            "alpha": {"name": "alpha", "file_name": "alpha-0.1.whl", "depends": []},
        },
    }
    offline = lite.lock_file(template, chosen)
    assert offline["info"] == template["info"]
    assert sorted(offline["packages"]) == ["alpha", "beta", "card-game-classroom", "epsilon"]
    entry = offline["packages"]["card-game-classroom"]
    assert entry["file_name"] == own.name
    assert entry["sha256"] == hashlib.sha256(own.read_bytes()).hexdigest()
    assert entry["depends"] == ["alpha", "beta"]  # numpy is not in the site
    assert offline["packages"]["alpha"]["depends"] == ["epsilon"]

    online = lite.lock_file(template, chosen, online="https://example.org/pyodide/")
    assert online["packages"]["numpy"]["file_name"] == (
        "https://example.org/pyodide/numpy-2-cp314.whl"
    )
    # a package the site carries is listed with its own file, not the online one
    assert online["packages"]["alpha"]["file_name"] == "alpha-1.0-py3-none-any.whl"


def test_a_written_wheel_has_a_record_that_matches_its_files(tmp_path: Path) -> None:
    path = _wheel(tmp_path, "alpha", ["beta"])
    with zipfile.ZipFile(path) as zf:
        record = zf.read("alpha-1.0.dist-info/RECORD").decode().splitlines()
        for line in record:
            name, digest, size = line.split(",")
            if not digest:
                continue
            data = zf.read(name)
            want = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={want}" and int(size) == len(data)
        assert "Tag: py3-none-any" in zf.read("alpha-1.0.dist-info/WHEEL").decode()
    assert lite.read_wheel(path).requires == ("beta",)


def test_a_file_that_is_no_wheel_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad-1.0-py3-none-any.whl"
    bad.write_bytes(b"not a zip")
    with pytest.raises(lite.LiteError, match="not a readable wheel"):
        lite.read_wheel(bad)


# -- downloads, from a filled cache --------------------------------------------------------
def _tar(path: Path, files: dict[str, bytes]) -> None:
    with tarfile.open(path, "w:gz") as tf:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tf.addfile(info, io.BytesIO(data))


def test_the_pyodide_core_is_unpacked_from_the_cached_npm_tarball(tmp_path: Path) -> None:
    files = {f"package/{n}": n.encode() for n in (*lite.PYODIDE_CORE, "pyodide-lock.json")}
    files["package/sub/extra.js"] = b"x"
    files["package/../evil"] = b"x"
    _tar(tmp_path / "pyodide-9.9.9.tgz", files)
    core = lite.fetch_pyodide(tmp_path, "9.9.9")
    assert core == tmp_path / "pyodide-9.9.9"
    assert (core / "pyodide.asm.wasm").read_bytes() == b"pyodide.asm.wasm"
    assert sorted(p.name for p in core.iterdir()) == sorted(
        [*lite.PYODIDE_CORE, "pyodide-lock.json"]
    )
    assert not (tmp_path / "evil").exists()


def test_a_pure_pyyaml_wheel_is_built_from_the_source_release(tmp_path: Path) -> None:
    (tmp_path / "sdist").mkdir()
    _tar(tmp_path / "sdist" / "pyyaml-6.0.3.tar.gz", {
        "pyyaml-6.0.3/PKG-INFO": b"Metadata-Version: 2.1\nName: PyYAML\nVersion: 6.0.3\n",
        "pyyaml-6.0.3/lib/yaml/__init__.py": b"__version__ = '6.0.3'\n",
        "pyyaml-6.0.3/lib/yaml/cyaml.py": b"from _yaml import CParser\n",
        "pyyaml-6.0.3/yaml/_yaml.pyx": b"# the C extension\n",
    })  # fmt: skip
    wheel = lite.pure_pyyaml(tmp_path)
    assert wheel.name == "pyyaml-6.0.3-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
    assert "yaml/__init__.py" in names and "yaml/cyaml.py" in names
    assert not any(n.endswith(".pyx") for n in names)
    meta = lite.read_wheel(wheel)
    assert (meta.name, meta.version, meta.imports) == ("pyyaml", "6.0.3", ("yaml",))


# -- the size report -----------------------------------------------------------------------
def test_the_first_visit_counts_what_opening_a_lesson_loads(tmp_path: Path) -> None:
    site = tmp_path / "site"
    sizes = {
        "index.html": 10, "jupyter-lite.json": 20, "build/app.js": 1000, "build/app.js.map": 5000,
        "notebooks/index.html": 30, "extensions/ext/static/remote.js": 200,
        "extensions/ext/static/pypi/kernel.whl": 700, "static/pyodide/pyodide.asm.wasm": 4000,
        "static/pyodide/pyodide.mjs": 40, "static/pyodide/pyodide-lock.json": 50,
        "static/pyodide/used-1.0-py3-none-any.whl": 300,
        "static/pyodide/listed-1.0-py3-none-any.whl": 900, "files/es/12.ipynb": 70,
    }  # fmt: skip
    for name, size in sizes.items():
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_bytes(b"x" * size)
    visit = lite.first_visit(site, ["used-1.0-py3-none-any.whl"])
    names = {p.relative_to(site).as_posix() for p in visit}
    assert names == {
        "index.html", "jupyter-lite.json", "build/app.js", "notebooks/index.html",
        "extensions/ext/static/remote.js", "static/pyodide/pyodide.asm.wasm",
        "static/pyodide/pyodide.mjs", "static/pyodide/pyodide-lock.json",
        "static/pyodide/used-1.0-py3-none-any.whl",
    }  # fmt: skip
    python = sum(p.stat().st_size for p in visit if p.relative_to(site).parts[0] == "static")
    assert python == 4000 + 40 + 50 + 300
    report = lite.LiteReport(
        out=site, langs=["es"], lessons=1, wheels=["used-1.0-py3-none-any.whl"],
        site_bytes=sum(sizes.values()), first_visit_bytes=sum(p.stat().st_size for p in visit),
        python_bytes=python,
    )  # fmt: skip
    text = report.summary()
    assert "first visit downloads at most 0.0 MB (under the 40 MB target)" in text
    assert "python -m http.server" in text
    mb = 1 << 20
    over = lite.LiteReport(site, ["es"], 1, [], 50 * mb, 45 * mb, python_bytes=41 * mb)
    assert "45.0 MB (OVER the 40 MB target)" in over.summary()
    assert "Pyodide core and the wheels the kernel loads): 41.0 MB" in over.summary()
    unsure = lite.LiteReport(site, ["es"], 1, [], 50 * mb, 45 * mb, python_bytes=30 * mb)
    assert "check the 40 MB target in one" in unsure.summary()


# -- the command ---------------------------------------------------------------------------
def _toolkit(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "toolkit", *args], capture_output=True, text=True, cwd=ROOT,
        check=False, timeout=120,
    )  # fmt: skip


def test_the_command_refuses_a_bad_language_or_address_in_one_line(tmp_path: Path) -> None:
    done = _toolkit("lite", "--out", str(tmp_path / "a"), "--lang", "fr")
    assert done.returncode == 2 and "invalid choice: 'fr'" in done.stderr
    done = _toolkit("lite", "--out", str(tmp_path / "b"), "--pyodide-url", "ftp://host/pyodide")
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "error: --pyodide-url 'ftp://host/pyodide' is not an http(s) address"
    ]
    other = tmp_path / "c"
    other.mkdir()
    (other / "notes.txt").write_text("mine", encoding="utf-8")
    done = _toolkit("lite", "--out", str(other))
    assert done.returncode == 2 and "holds other files" in done.stderr
    assert (other / "notes.txt").read_text(encoding="utf-8") == "mine"


def test_a_slimmed_wheel_leaves_out_only_the_dropped_files(tmp_path: Path) -> None:
    meta = "Metadata-Version: 2.1\nName: plotly\nVersion: 1.0\n"
    files = {
        "plotly/__init__.py": b"X = 1\n",
        "plotly/labextension/static/big.js": b"x" * 1000,
        "plotly/package_data/widgetbundle.js": b"x" * 1000,
        "plotly/package_data/plotly.min.js": b"kept",
        "plotly-1.0.data/data/share/jupyter/labextensions/x.js": b"x",
    }
    path = lite.write_pure_wheel(
        tmp_path / "plotly-1.0-py3-none-any.whl", "plotly", "1.0", meta, files
    )
    slim = lite.slim_wheel(path, lite.SLIM["plotly"], tmp_path / "cache")
    assert slim.name == path.name and slim.parent != path.parent
    with zipfile.ZipFile(slim) as zf:
        names = set(zf.namelist())
        record = {
            line.split(",")[0]
            for line in zf.read("plotly-1.0.dist-info/RECORD").decode().splitlines()
        }
    assert names == {
        "plotly/__init__.py", "plotly/package_data/plotly.min.js",
        "plotly-1.0.dist-info/METADATA", "plotly-1.0.dist-info/WHEEL", "plotly-1.0.dist-info/RECORD",
    }  # fmt: skip
    assert record == names


def test_the_interface_strings_are_the_sites_languages_with_every_menu_title(
    tmp_path: Path,
) -> None:
    pytest.importorskip("jupyterlab_server", reason="the lite extra has jupyterlab_server")
    assert lite.write_interface_translations(tmp_path, ["it", "en"]) == ["it_IT"]
    folder = tmp_path / "api" / "translations"
    meta = json.loads((folder / "all.json").read_text(encoding="utf-8"))
    assert sorted(meta["data"]) == ["en", "it_IT"]  # no other installed pack
    strings = json.loads((folder / "it_IT.json").read_text(encoding="utf-8"))["data"]
    menus = strings["jupyterlab"]
    t = translator("it")
    for label in lite.MENU_LABELS:
        assert f"menu\x04{label}" in menus or t.pgettext("menu", label) == label, label
    # the Italian pack lacks "View": the project's catalogue fills it in
    assert menus["menu\x04View"] == ["Visualizza"]
    assert menus["menu\x04Run"] == ["Esegui"]


def test_the_spanish_run_menu_reads_ejecutar(tmp_path: Path) -> None:
    pytest.importorskip("jupyterlab_server", reason="the lite extra has jupyterlab_server")
    assert lite.write_interface_translations(tmp_path, ["es"]) == ["es_ES"]
    data = json.loads((tmp_path / "api" / "translations" / "es_ES.json").read_text("utf-8"))
    assert data["data"]["jupyterlab"]["menu\x04Run"] == ["Ejecutar"]


def test_an_english_site_needs_no_language_pack(tmp_path: Path) -> None:
    assert lite.write_interface_translations(tmp_path, ["en"]) == []
    meta = json.loads((tmp_path / "api" / "translations" / "all.json").read_text("utf-8"))
    assert list(meta["data"]) == ["en"]


def test_a_missing_language_pack_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    translation_utils = pytest.importorskip("jupyterlab_server.translation_utils")
    english = {"en": {"displayName": "English", "nativeName": "English"}}
    monkeypatch.setattr(translation_utils, "get_language_packs", lambda: (english, ""))
    with pytest.raises(lite.LiteError, match="jupyterlab-language-pack-es-ES"):
        lite.write_interface_translations(tmp_path, ["es"])


def test_the_notebook_page_gets_the_narrow_screen_css_once(tmp_path: Path) -> None:
    page = tmp_path / "index.html"
    page.write_text("<html><head><title>x</title></head><body></body></html>", "utf-8")
    lite.narrow_screen_css(page)
    lite.narrow_screen_css(page)
    text = page.read_text("utf-8")
    assert text.count('id="toolkit-narrow"') == 1
    assert text.index("toolkit-narrow") < text.index("</head>")
    assert "flex-wrap: wrap" in text and ".jp-NotebookTrustedStatus" in text


def test_the_interface_opens_in_the_sites_first_language() -> None:
    plugin = lite.TRANSLATION_PLUGIN
    assert lite.settings_overrides(["it"])[plugin] == {"locale": "it_IT"}
    assert lite.settings_overrides(["es", "en"])[plugin] == {"locale": "es_ES"}
    assert lite.settings_overrides(["en", "es", "it"])[plugin] == {"locale": "en"}


def test_the_notebook_page_borrows_jupyterlabs_translations(tmp_path: Path) -> None:
    pytest.importorskip("jupyterlab_server", reason="the lite extra has jupyterlab_server")
    lite.write_interface_translations(tmp_path, ["es"])
    data = json.loads((tmp_path / "api" / "translations" / "es_ES.json").read_text("utf-8"))
    notebook = data["data"]["notebook"]
    assert notebook[""]["domain"] == "notebook"
    assert notebook["Last Checkpoint: %1"] == data["data"]["jupyterlab"]["Last Checkpoint: %1"]
    assert not notebook["Last Checkpoint: %1"][0].startswith("Last")
