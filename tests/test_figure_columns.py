"""The game figures draw from plain Python columns: the same figures, with or without pandas.

The lessons' figures of one game and of many (deck composition, health, power, objective,
the greedy-against-tuned curves and bars) read :func:`toolkit.analysis.table.columns`,
built with the standard library, so they draw in a browser's Python. Three checks on
seeded games:

- the columns equal the pandas state table (:func:`toolkit.analysis.table.state_table`,
  still used for tournaments), value for value and type for type;
- each lesson figure drawn from the columns equals the figure drawn from the pandas
  table, as the figures were drawn before (the same JSON);
- each lesson figure drawn in a fresh interpreter where numpy, pandas, scipy, jsonschema
  and Babel cannot be imported equals the one drawn here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.test_light_imports import BLOCKER
from toolkit.analysis.table import columns, state_table
from toolkit.lessons.display import _bot_game, _figure
from toolkit.replay import Replay

ROOT = Path(__file__).resolve().parents[1]

FIGURES = ("composition", "composition-type", "derived", "health", "thinning", "factions",
           "power", "objective")  # fmt: skip
"""The lesson figures drawn from game states (the realm and lock figures draw a villain)."""


def _replays() -> list[Replay]:
    hero = [_bot_game("hero-realms", ["greedy", "greedy"], s, {}, turns=300) for s in (3, 7)]
    villains = {"villains": ["davy_jones", "tamatoa"]}
    vill = [_bot_game("villainous", ["heuristic"] * 2, s, villains, turns=40) for s in (3, 7)]
    return [Replay.from_game(g) for g in (*hero, *vill)]


def test_the_columns_are_the_pandas_state_table() -> None:
    for replay in _replays():
        cols = columns(replay)
        frame = state_table(replay)
        assert list(cols) == list(frame.columns)
        assert len(cols["state"]) == len(frame) == (replay.n_steps + 1) * len(replay.names)
        for name in frame.columns:
            expected = frame[name].tolist()
            assert cols[name] == expected, name
            assert [type(v) for v in cols[name]] == [type(v) for v in expected], name


def test_a_replay_of_another_game_has_no_columns() -> None:
    class Other:
        game_name = "chess"

    with pytest.raises(ValueError, match="chess"):
        columns(Other())  # type: ignore[arg-type]


def _drawn(names: tuple[str, ...]) -> dict[str, Any]:
    return {name: json.loads(_figure(name, 7, "captain_hook", "es").to_json()) for name in names}


def test_each_figure_is_the_one_drawn_from_the_pandas_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    now = _drawn(FIGURES)

    def from_pandas(replay: Replay) -> dict[str, list[Any]]:
        frame = state_table(replay)
        return {name: frame[name].tolist() for name in frame.columns}

    import toolkit.analysis.table as table

    monkeypatch.setattr(table, "columns", from_pandas)
    for module in ("toolkit.figures.hero_realms", "toolkit.figures.villainous"):
        monkeypatch.setattr(f"{module}.columns", from_pandas)
    before = _drawn(FIGURES)
    for name in FIGURES:
        assert now[name]["data"], name
        assert now[name] == before[name], name


@pytest.mark.slow
def test_each_figure_is_the_same_without_numpy_and_pandas() -> None:
    script = BLOCKER + (
        "import json, sys\n"
        "from toolkit.lessons.display import _figure\n"
        f"out = {{n: json.loads(_figure(n, 7, 'captain_hook', 'es').to_json()) for n in {FIGURES!r}}}\n"
        "heavy = {'numpy', 'pandas', 'scipy', 'jsonschema', 'babel'}\n"
        "out['loaded'] = sorted({m.split('.')[0] for m in sys.modules} & heavy)\n"
        "print(json.dumps(out))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True, text=True, check=False, timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    blocked = json.loads(done.stdout.strip().splitlines()[-1])
    assert blocked.pop("loaded") == []
    here = _drawn(FIGURES)
    for name in FIGURES:
        assert blocked[name] == here[name], name
