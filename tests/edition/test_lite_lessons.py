"""Lessons 01-11 run in a Python without numpy, pandas, scipy, jsonschema and Babel.

That is what the lessons have in the offline JupyterLite site (``toolkit lite``). Every
code cell of each Spanish lesson runs in a fresh interpreter where those imports fail.
A lesson of :data:`~toolkit.edition.lite.FIGURE_LESSONS` may stop only in cells that draw
a figure (the site tells the learner so); any other lesson must run every cell.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from toolkit.edition.lite import FIGURE_LESSONS, SCIENTIFIC_LESSONS
from toolkit.paths import lessons_dir

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import importlib.abc, json, sys
BLOCKED = {"numpy", "pandas", "scipy", "jsonschema", "rpds", "babel"}
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
sys.meta_path.insert(0, Block())
nb = json.load(open(sys.argv[1], encoding="utf-8"))
ns, failed = {}, []
for cell in nb["cells"]:
    if cell["cell_type"] != "code":
        continue
    src = "".join(cell["source"])
    try:
        exec(compile(src, "cell", "exec"), ns)
    except Exception as exc:
        failed.append([src, type(exc).__name__, getattr(exc, "name", None) or str(exc)[:200]])
print(json.dumps(failed))
"""

LESSONS = sorted(
    p.stem for p in (lessons_dir() / "es").glob("*.ipynb") if p.stem not in SCIENTIFIC_LESSONS
)


def test_the_offline_lessons_are_01_to_11() -> None:
    assert [s[:2] for s in LESSONS] == [f"{i:02d}" for i in range(1, 12)]


@pytest.mark.parametrize("stem", LESSONS)
def test_a_lesson_runs_without_the_scientific_libraries(stem: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(lessons_dir() / "es" / f"{stem}.ipynb")],
        capture_output=True, text=True, cwd=ROOT, check=False, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    failed = json.loads(done.stdout.strip().splitlines()[-1])
    if stem not in FIGURE_LESSONS:
        assert failed == []
        return
    # only figure cells stop, for a library the site leaves out; when none stops any more,
    # the lesson leaves FIGURE_LESSONS (and its note in the site goes with it)
    assert failed, f"{stem} runs whole now: take it out of FIGURE_LESSONS"
    for src, kind, name in failed:
        assert src.startswith("figure("), (src, kind, name)
        assert (kind, name.split(".")[0]) in {("ModuleNotFoundError", "numpy"),
                                               ("ModuleNotFoundError", "pandas")}, (src, kind, name)  # fmt: skip
