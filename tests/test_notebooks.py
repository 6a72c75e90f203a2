"""Every lesson, in every language, runs top to bottom, seeded, and is committed without outputs.

The lessons are ``notebooks/<lang>/NN-name.ipynb``, written from one source per lesson
(``toolkit/lessons/source/``): the same lesson exists in English, Spanish and Italian, with
the same code cells, each a single short call of :mod:`toolkit.lessons`.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from toolkit.i18n import LANGUAGES
from toolkit.lessons.build import sources, stale

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").rglob("*.ipynb"))
IDS = [p.relative_to(ROOT / "notebooks").as_posix() for p in NOTEBOOKS]
# Each lesson runs in English in the fast tier; in Spanish and Italian (the same calls with
# another ``lang``) in the slow tier, beside the translations checked in tests/lessons.
RUNS = [
    pytest.param(p, id=i, marks=[] if i.startswith("en/") else [pytest.mark.slow])
    for p, i in zip(NOTEBOOKS, IDS, strict=True)
]
MAX_SAVED = 2_000_000
"""An executed lesson, saved, stays under 2 MB."""


def _code(path: Path) -> list[str]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]


def test_every_lesson_exists_in_every_language() -> None:
    names = [p.stem for p in sources()]
    assert len(names) >= 12
    for lang in LANGUAGES:
        assert sorted(p.stem for p in (ROOT / "notebooks" / lang).glob("*.ipynb")) == names
    assert not list((ROOT / "notebooks").glob("*.ipynb")), "lessons live in notebooks/<lang>/"


def test_lessons_are_written_from_their_sources() -> None:
    assert stale(ROOT) == [], "run: python -m toolkit.lessons build"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_notebook_is_committed_without_outputs(path: Path) -> None:
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            assert not cell.get("outputs") and not cell.get("execution_count"), path.name


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_every_code_cell_is_one_short_line_in_the_lessons_language(path: Path) -> None:
    lang = path.parent.name
    for source in _code(path)[1:]:
        assert "\n" not in source.strip() and len(source) <= 100, source
        assert f'lang="{lang}"' in source, source
    assert _code(path)[0] == "from toolkit.lessons import *"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_a_lesson_never_seats_the_same_villain_twice(path: Path) -> None:
    for source in _code(path):
        for group in re.findall(r"villains=\[([^\]]*)\]", source):
            names = re.findall(r"\"(\w+)\"", group)
            assert len(names) == len(set(names)), source


@pytest.mark.parametrize("path", RUNS)
def test_notebook_runs_top_to_bottom(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The kernel imports this checkout's toolkit, whatever the environment's install says.
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    nb = nbformat.read(path, as_version=4)
    # Generous limits: a busy machine slows a kernel down, and that is no failure.
    client = NotebookClient(
        nb,
        timeout=1800,
        startup_timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()
    errors = [
        o
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.get("outputs", [])
        if o.get("output_type") == "error"
    ]
    assert not errors
    shown = [c for c in nb.cells if c.cell_type == "code" and c.outputs]
    assert len(shown) == len([c for c in nb.cells if c.cell_type == "code"]) - 1
    # Saved as JupyterLab saves it (outputs and widget state), a lesson stays light: no
    # static twin is computed or kept at a live display, and plotly.js is not repeated.
    saved = nbformat.writes(nb).encode("utf-8")
    assert len(saved) < MAX_SAVED, f"{path.name}: {len(saved) / 1e6:.1f} MB saved"
    assert b"vnd.card-classroom.static+html" not in saved
