"""Smoke test of an installed toolkit, run from a folder outside the checkout.

``.ci/run`` builds the wheel, installs it into a fresh virtual environment
and runs this script with that environment's Python, from a temporary
folder, so that only the installed package can be imported::

    python tests/smoke_installed.py --notebooks notebooks/ [--without-scale]

It plays a seeded game of each game, a bot game, replays a saved log,
exports it as HTML, runs the command line and the first cells of every
lesson. With ``--without-scale`` (a core install) it also checks that the
Dask backend and Parquet files name the ``scale`` extra they need. Any
failure ends the script with a traceback and a non-zero exit.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import subprocess
import sys
import tempfile
from pathlib import Path

LESSON_CELLS = 4
"""How many code cells of each lesson to run (the set-up and the first positions)."""


def check(condition: object, what: str) -> None:
    if not condition:
        raise SystemExit(f"smoke test failed: {what}")
    print(f"ok  {what}")


def installed_package() -> None:
    import toolkit
    from toolkit.native import installed_distribution
    from toolkit.paths import PACKAGED_DATA, data_dir

    where = Path(toolkit.__file__).resolve().parent
    check(installed_distribution() == "card-game-classroom", f"toolkit is installed ({where})")
    check(not (where.parent / "pyproject.toml").exists(), "not imported from a checkout")
    check(data_dir() == PACKAGED_DATA and PACKAGED_DATA.is_dir(), "card data inside the package")


def seeded_games(out: Path) -> Path:
    from toolkit.core.bots import play_game
    from toolkit.core.log import GameLog
    from toolkit.hero_realms import HeroRealmsGame
    from toolkit.hero_realms.bots import GreedyBot, RandomBot
    from toolkit.villainous import VillainousGame
    from toolkit.villainous.bots import HeuristicBot

    hero = HeroRealmsGame.new(seed=3, names=["Ada", "Ben"])
    hero.apply(hero.legal_actions()[0])
    check(len(hero.decisions) == 1 and "Ada" in str(hero), "a seeded Hero Realms game")
    villains = VillainousGame.new(seed=3, villains=["captain_hook", "ursula"])
    check(villains.legal_actions(), "a seeded Villainous game")
    played = play_game(HeroRealmsGame.new(seed=7), [GreedyBot(1), RandomBot(2)])
    check(played.is_over and played.winners, "a bot game of Hero Realms to the end")
    vplayed = play_game(VillainousGame.new(seed=5), [HeuristicBot(1), HeuristicBot(2)], max_turns=6)
    check(vplayed.decisions, "a bot game of Villainous")
    path = out / "game.json"
    played.to_log(bots=["greedy", "random"]).save(path)
    check(str(GameLog.load(path).replay()) == str(played), "a saved log replays byte for byte")
    return path


def replay_and_export(log: Path, out: Path) -> None:
    from toolkit.export import write_html
    from toolkit.replay import Replay

    replay = Replay.load(log)
    step = replay.step(0)
    check(step.text and step.rules is not None, f"a replay ({replay.n_steps} steps)")
    html = write_html(replay, out / "game.html")
    check(html.stat().st_size > 10_000 and "plotly" in html.read_text("utf-8"), "an HTML export")


def command_line(out: Path) -> None:
    script = Path(sys.executable).with_name("toolkit")
    for command in (
        [str(script), "simulate", "hero-realms", "--games", "2", "--seed", "1", "--json"],
        [sys.executable, "-m", "toolkit", "simulate", "villainous", "--games", "1", "--json"],
    ):
        done = subprocess.run(command, cwd=out, capture_output=True, text=True, timeout=600)
        check(done.returncode == 0 and json.loads(done.stdout), " ".join(command[-6:]))
    done = subprocess.run(
        [sys.executable, "-m", "toolkit", "export", "game.json", "--html", "cli.html"],
        cwd=out, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    check(done.returncode == 0 and (out / "cli.html").exists(), "python -m toolkit export")
    for extra in ([], ["--remove"]):
        done = subprocess.run(
            [sys.executable, "-m", "toolkit", "compile", *extra],
            cwd=out, capture_output=True, text=True, timeout=600,
        )  # fmt: skip
        refused = done.returncode == 2 and "never changed at run time" in done.stderr
        check(refused, f"toolkit compile {' '.join(extra)} leaves the installed package alone")
    done = subprocess.run(
        [sys.executable, "-m", "toolkit", "export-exercises", "--html", "ex.html", "--lang", "es"],
        cwd=out, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    check(done.returncode == 0 and (out / "ex.html").exists(), "the exercises exported in Spanish")
    done = subprocess.run(
        [sys.executable, "-m", "toolkit", "lessons", "--out", "lessons"],
        cwd=out, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    copied = sorted((out / "lessons").rglob("*.ipynb"))
    check(done.returncode == 0 and len(copied) >= 39, "the packaged lessons copied out (3 x 13)")


def lessons(notebooks: Path) -> None:
    from IPython.core.interactiveshell import InteractiveShell

    paths = sorted(notebooks.rglob("*.ipynb"))
    check(paths, f"lessons found in {notebooks}")
    for path in paths:
        shell = InteractiveShell.instance()
        cells = [
            "".join(c["source"])
            for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
            if c["cell_type"] == "code"
        ]
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            results = [shell.run_cell(source, silent=True) for source in cells[:LESSON_CELLS]]
        for result in results:
            if not result.success:
                raise SystemExit(f"smoke test failed: {path.name}: {result.error_in_exec!r}")
        InteractiveShell.clear_instance()
        check(True, f"the first {LESSON_CELLS} cells of {path.name}")


def without_scale(out: Path) -> None:
    from toolkit.extras import MissingExtraError
    from toolkit.tournament import run_tournament
    from toolkit.tournament.io import save_results

    result = run_tournament(["greedy", "random"], games=2, seed=1, progress=False)
    save_results(result.games, out / "results.csv")
    check((out / "results.csv").exists(), "a tournament on one machine, saved as CSV")
    for what, call in (
        ("dask", lambda: run_tournament(["greedy"] * 2, games=1, backend="dask", progress=False)),
        ("parquet", lambda: save_results(result.games, out / "results.parquet")),
    ):
        try:
            call()
        except MissingExtraError as err:
            check("card-game-classroom[scale]" in str(err), f"{what} names the scale extra")
        else:
            raise SystemExit(f"smoke test failed: {what} ran without the scale extra")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--notebooks",
        type=Path,
        default=None,
        help="the lessons folder (default: the packaged lessons)",
    )
    parser.add_argument("--without-scale", action="store_true", help="a core install")
    args = parser.parse_args(argv)
    installed_package()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        log = seeded_games(out)
        replay_and_export(log, out)
        command_line(out)
        if args.without_scale:
            without_scale(out)
        lessons((args.notebooks or out / "lessons").resolve())
    print("the installed package works")
    return 0


if __name__ == "__main__":
    sys.exit(main())
