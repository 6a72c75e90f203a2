"""What starts without the heavy dependencies: structural checks, in fresh interpreters.

The table, the lessons' one-line calls and the realm and lock figures must run where
numpy, pandas, scipy, jsonschema and Babel cannot be imported (a browser's Python),
and the engines must import none of them (start-up time). Each check runs a small
script in a new interpreter, so that what this test process already imported does
not count. No timing is asserted: ``benchmarks/startup.py`` prints the figures.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

HEAVY = ("numpy", "pandas", "scipy", "jsonschema", "babel")

BLOCKER = f"""
import sys

class _Blocked:
    '''Every import of {HEAVY} fails, as where they are not installed.'''

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {HEAVY!r}:
            raise ImportError(f"{{name}} is not installed here")
        return None

sys.meta_path.insert(0, _Blocked())
"""


def run(script: str, *, blocked: bool) -> str:
    """Run ``script`` in a fresh interpreter importing this checkout; returns its stdout."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    source = (BLOCKER if blocked else "") + textwrap.dedent(script)
    done = subprocess.run(
        [sys.executable, "-c", source], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-4000:]
    return done.stdout


def test_the_table_lessons_and_lock_figures_run_without_the_heavy_dependencies() -> None:
    out = run(
        """
        import json, sys
        import toolkit.widgets, toolkit.lessons
        from toolkit.html.table import board_html
        from toolkit.lessons import exercise, show, table
        from toolkit.play import TableModel
        from toolkit.widgets import Table

        # Hero Realms at the notebook table, in Spanish: a card played, the bot answers.
        hr = Table("hero-realms", seats=["human", "greedy"], seed=1, lang="es", pace="instant")
        model = hr.model
        model.confirm_end = False  # end the turn without the teacher's question
        for _ in range(2):
            model.try_action(model.legal()[0])
        model.press("end_turn")
        model.skip_to_my_turn()
        board = board_html(model.board(), "es")
        # Villainous, headless, in Italian: a few actions, then the bot's turn.
        vl = TableModel("villainous", seats=["human", "heuristic"], seed=2, lang="it",
                        villains=["captain_hook", "ursula"], confirm_end=False)
        for _ in range(3):
            vl.try_action(vl.legal()[0])
        for _ in range(40):  # finish the turn: the last listed action ends it
            if vl.bot_to_act:
                break
            vl.try_action(vl.legal()[-1])
        assert vl.step_bots(3) == 3
        vboard = board_html(vl.board(), "it")
        # The lessons' calls: an exercise, a position, a table.
        ex = exercise("hr-guards-2", lang="es")
        tw = table("villainous", lang="es", villains=["captain_hook", "ursula"])
        # The realm and lock figures, directly and through the lessons.
        from toolkit.figures.villainous_locks import lock_state_figure, realm_figure
        realm = realm_figure("ursula", lang="es")
        locks = lock_state_figure("captain_hook", lang="es")
        from toolkit.lessons import figure
        figure("locks", "it", villain="evil_queen")
        # A malformed card file is still refused, with the checker's own words.
        from toolkit.core.errors import CardDataError
        from toolkit.hero_realms.cards import parse_card_file
        try:
            parse_card_file([{"id": "x"}], "broken.yaml")
        except CardDataError as err:
            refusal = str(err)
        heavy = {"numpy", "pandas", "scipy", "jsonschema", "babel"}
        loaded = sorted({m.split(".")[0] for m in sys.modules} & heavy)
        print(json.dumps({
            "decisions": len(model.game.decisions), "villainous": len(vl.game.decisions),
            "board_es": "Mano" in board, "board_it": "Reame" in vboard or "Mano" in vboard,
            "exercise": bool(ex.static_html), "table": bool(tw.static_html),
            "realm": len(realm.data), "locks": len(locks.data),
            "refusal": refusal, "loaded": loaded,
        }))
        """,
        blocked=True,
    )
    found = json.loads(out.splitlines()[-1])
    assert found["decisions"] >= 3 and found["villainous"] >= 7
    assert found["board_es"] and found["board_it"]
    assert found["exercise"] and found["table"]
    assert found["realm"] > 0 and found["locks"] > 0
    assert "broken.yaml" in found["refusal"] and "name" in found["refusal"]
    assert found["loaded"] == []


@pytest.mark.parametrize(
    "statement",
    [
        "import toolkit.hero_realms",
        "import toolkit.villainous",
        "import toolkit.lessons",
        "from toolkit.cli import build_parser; build_parser()",
        "from toolkit.hero_realms import HeroRealmsGame; HeroRealmsGame.new(seed=1)",
        "from toolkit.i18n import rule, translator; rule('HR-C3', 'es'); translator('it')",
    ],
)
def test_starting_imports_none_of_the_heavy_dependencies(statement: str) -> None:
    out = run(
        f"""
        import sys
        {statement}
        print(sorted({{m.split(".")[0] for m in sys.modules}} & {set(HEAVY)!r}))
        """,
        blocked=False,
    )
    assert out.split() == ["[]"], f"{statement} imported {out.strip()}"


def test_the_command_line_parser_needs_no_edition_extra() -> None:
    out = run(
        """
        import sys
        from toolkit.cli import build_parser
        build_parser()
        print(sorted({m.split(".")[0] for m in sys.modules} & {"nbformat", "nbclient", "mistune"}))
        """,
        blocked=False,
    )
    assert out.split() == ["[]"]
