"""CPU time of starting the toolkit: imports, the command line's help, a first game.

Run:

    python benchmarks/startup.py [--runs N]
    python benchmarks/startup.py --compare OTHER_CHECKOUT   # two trees, side by side

Each case runs in a fresh interpreter (``python -c ...`` or ``python -m toolkit
--help``) with the tree's ``toolkit`` first on ``PYTHONPATH``; what is measured is
the CPU time the child process used (user + system, from ``wait4``), which on a
shared machine varies far less than seconds on the clock. Every case runs once
unmeasured first (so that bytecode caches are written), then ``--runs`` times; the
median is printed, with the smallest and largest. With ``--compare`` the two trees
run alternately, case by case, so that a busy spell of the machine falls on both.

The interpreter start-up itself (``python -c pass``) is printed first: it is in
every figure below it.

Bytecode is cached as an installed package's is (pip compiles it at install time):
in a temporary folder (``PYTHONPYCACHEPREFIX``), so the trees are not written to,
even where the environment sets ``PYTHONDONTWRITEBYTECODE``. ``--no-cache``
measures the other case, every module compiled from its source at every start.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CASES: dict[str, list[str]] = {
    "python -c pass": ["-c", "pass"],
    "import toolkit": ["-c", "import toolkit"],
    "import toolkit.hero_realms": ["-c", "import toolkit.hero_realms"],
    "import toolkit.villainous": ["-c", "import toolkit.villainous"],
    "import toolkit.widgets": ["-c", "import toolkit.widgets"],
    "import toolkit.lessons": ["-c", "import toolkit.lessons"],
    "toolkit --help": ["-m", "toolkit", "--help"],
    "first Hero Realms game set up": [
        "-c",
        "from toolkit.hero_realms import HeroRealmsGame; HeroRealmsGame.new(seed=1)",
    ],
    "first table (Villainous, es)": [
        "-c",
        "from toolkit.play import TableModel; "
        "TableModel('villainous', seats=['human', 'heuristic'], seed=1, lang='es').board()",
    ],
}


ENV: dict[str, str] = {}
"""Set by :func:`main`: the bytecode cache's settings of every child."""


def cpu_seconds(tree: Path, args: list[str]) -> float:
    """User + system CPU seconds of one fresh interpreter running ``args`` in ``tree``."""
    env = {**os.environ, **ENV, "PYTHONPATH": str(tree)}
    env.pop("TOOLKIT_DEBUG", None)
    if "PYTHONDONTWRITEBYTECODE" not in ENV:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    proc = subprocess.Popen(
        [sys.executable, *args],
        cwd=tree,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    assert proc.stderr is not None
    error = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{tree}: python {' '.join(args)} failed:\n{error.decode()[-2000:]}")
    return usage.ru_utime + usage.ru_stime


def check_tree(tree: Path) -> None:
    """Refuse a folder whose ``toolkit`` is not the one imported."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1"}
    found = subprocess.run(
        [sys.executable, "-c", "import toolkit; print(toolkit.__file__)"],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    if not Path(found).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"{tree}: imports toolkit from {found}, not from the tree")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="measured runs per case (default 7)")
    parser.add_argument("--compare", type=Path, default=None, help="another checkout")
    parser.add_argument("--only", default=None, help="run only the cases containing this text")
    parser.add_argument(
        "--no-cache", action="store_true", help="no bytecode cache: compile every module each time"
    )
    args = parser.parse_args()
    cache = tempfile.TemporaryDirectory(prefix="startup-pycache-")
    if args.no_cache:
        ENV["PYTHONDONTWRITEBYTECODE"] = "1"
        ENV["PYTHONPYCACHEPREFIX"] = cache.name  # and no cached files of the trees are read
    else:
        ENV["PYTHONPYCACHEPREFIX"] = cache.name
    trees = [ROOT] + ([args.compare.resolve()] if args.compare else [])
    for tree in trees:
        check_tree(tree)
    cases = {k: v for k, v in CASES.items() if args.only is None or args.only in k}
    how = "no bytecode cache" if args.no_cache else "bytecode cached"
    print(f"python {sys.version.split()[0]}; {how}; CPU seconds (user+sys), median of {args.runs}")
    header = f"{'case':32} " + " ".join(f"{t.name[:22]:>24}" for t in trees)
    print(header + ("   ratio" if len(trees) == 2 else ""))
    for name, case in cases.items():
        times: list[list[float]] = [[] for _ in trees]
        for tree in trees:
            cpu_seconds(tree, case)  # bytecode caches written, files in the page cache
        for _ in range(args.runs):
            for k, tree in enumerate(trees):  # alternately: a busy spell falls on both
                times[k].append(cpu_seconds(tree, case))
        cells = []
        for found in times:
            cells.append(
                f"{statistics.median(found):6.3f} ({min(found):.2f}-{max(found):.2f})".rjust(24)
            )
        line = f"{name:32} " + " ".join(cells)
        if len(trees) == 2:
            line += f"   {statistics.median(times[1]) / statistics.median(times[0]):5.1f}x"
        print(line, flush=True)


if __name__ == "__main__":
    main()
