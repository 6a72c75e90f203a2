"""Run a lesson notebook top to bottom, seeded, in a temporary copy.

The static edition shows what the lesson's cells displayed, so every lesson is run
afresh: in a temporary folder (the lesson folder is never written), with the random
generators seeded and ``PYTHONHASHSEED`` fixed (the same lesson gives the same pages),
and with the kernel importing the same toolkit as the builder. Plotly figures are sent
as their JSON data (the ``plotly_mimetype`` renderer), which the builder draws with the
plotly.js shipped beside the pages instead of one fetched from a CDN.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any

from toolkit.edition.lessons import EditionError
from toolkit.paths import PACKAGE

SEED_CELL = """\
import random as _random
_random.seed({seed})
try:
    import numpy as _np
    _np.random.seed({seed})
except ImportError:
    pass
"""


def kernel_env(*, plotly_json: bool = False) -> dict[str, str]:
    """The environment of a lesson kernel: this toolkit first on the path, hashing fixed.

    ``plotly_json`` makes plotly figures display as their JSON data only.
    """
    env = dict(os.environ)
    root = str(PACKAGE.parent)
    path = env.get("PYTHONPATH", "")
    env["PYTHONPATH"] = root + (os.pathsep + path if path else "")
    env["PYTHONHASHSEED"] = "0"
    if plotly_json:
        env["PLOTLY_RENDERER"] = "plotly_mimetype"
    return env


def execute_lesson(path: Path, *, seed: int = 0, timeout: int = 600) -> Any:
    """The executed notebook (an ``nbformat`` node) of the lesson at ``path``.

    A hidden first cell seeds ``random`` and numpy with ``seed``; it is removed again
    before the notebook is returned.

    Raises
    ------
    EditionError
        When a cell fails, naming the lesson, the cell and the error.
    """
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    nb = nbformat.read(path, as_version=4)
    seed_cell = nbformat.v4.new_code_cell(SEED_CELL.format(seed=int(seed)))
    nb.cells.insert(0, seed_cell)
    with tempfile.TemporaryDirectory(prefix="edition-") as tmp:
        work = Path(tmp)
        for sibling in path.parent.iterdir():
            # the lesson's own files and folders (pictures, data), not other lessons
            if sibling.name.startswith((".", "__pycache__")):
                continue
            if sibling.is_dir():
                shutil.copytree(sibling, work / sibling.name)
            elif sibling.suffix != ".ipynb":
                shutil.copy2(sibling, work / sibling.name)
        client = NotebookClient(
            nb,
            timeout=timeout,
            kernel_name="python3",
            allow_errors=False,
            resources={"metadata": {"path": str(work)}},
        )
        try:
            client.execute(env=kernel_env(plotly_json=True))
        except CellExecutionError as exc:
            first = re.sub(r"\x1b\[[0-9;]*m", "", str(exc)).strip().splitlines()
            raise EditionError(f"lesson {path.name} failed: {first[-1] if first else exc}") from exc
    nb.cells.pop(0)
    return nb
