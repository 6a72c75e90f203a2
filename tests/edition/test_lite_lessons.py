"""Lessons 01-11 run whole in a Python without numpy, pandas, scipy, jsonschema and Babel.

That is what the lessons have in the offline JupyterLite site (``toolkit lite``). Each
Spanish lesson, as the offline site serves it (:func:`~toolkit.edition.lite.site_notebook`),
carries no note that it needs the scientific libraries, and every one of its code cells
runs in a fresh interpreter where those imports fail, figures included.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from toolkit.edition.lite import SCIENTIFIC_LESSONS, site_notebook
from toolkit.i18n import translator
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
def test_a_lesson_runs_without_the_scientific_libraries(stem: str, tmp_path: Path) -> None:
    source = json.loads((lessons_dir() / "es" / f"{stem}.ipynb").read_text(encoding="utf-8"))
    served = site_notebook(source, stem, "es", online=False)
    # no note that the lesson needs numpy, pandas or scipy: its cells are the lesson's own
    assert len(served["cells"]) == len(source["cells"])
    t = translator("es")
    text = json.dumps(served, ensure_ascii=False)
    assert t.gettext("needs numpy, pandas and scipy: not in this copy") not in text
    assert "numpy" not in text and "pandas" not in text
    notebook = tmp_path / f"{stem}.ipynb"
    notebook.write_text(json.dumps(served, ensure_ascii=False), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(notebook)],
        capture_output=True, text=True, cwd=ROOT, check=False, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    failed = json.loads(done.stdout.strip().splitlines()[-1])
    assert failed == []
    ran = sum(1 for c in served["cells"] if c["cell_type"] == "code")
    assert ran > 0
