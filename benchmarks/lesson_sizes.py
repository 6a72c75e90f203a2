"""Print the saved size of every lesson once executed (as JupyterLab would save it).

    python benchmarks/lesson_sizes.py [--lang en] [--timeout 300]

Each lesson of ``notebooks/<lang>/`` is run top to bottom with nbclient, in a kernel that
imports this checkout, and written with its outputs and widget state; the size printed is
that file's, in kB, beside the lesson's size before it ran.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--timeout", type=int, default=300)
    args = parser.parse_args()
    os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    os.environ.pop("CARD_CLASSROOM_STATIC", None)
    for path in sorted((ROOT / "notebooks" / args.lang).glob("*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        client = NotebookClient(
            nb,
            timeout=args.timeout,
            kernel_name="python3",
            resources={"metadata": {"path": str(path.parent)}},
        )
        client.execute()
        saved = len(nbformat.writes(nb).encode("utf-8"))
        print(
            f"{args.lang}/{path.name}: {path.stat().st_size / 1e3:.1f} kB -> {saved / 1e3:.1f} kB"
        )


if __name__ == "__main__":
    main()
