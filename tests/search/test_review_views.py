"""The review inside the replay widget and the replay's HTML export (kernel-free)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.search.test_review import _lethal_not_taken
from toolkit.analysis import review
from toolkit.core.errors import ArgumentError
from toolkit.export import export_html
from toolkit.replay import Replay
from toolkit.widgets.replay import ReplayWidget

ROOT = Path(__file__).resolve().parents[2]


def test_the_replay_widget_lists_each_slip_and_goes_to_it() -> None:
    game = _lethal_not_taken(("Ada <i>", "Ben"))
    found = review(game, budget=8, progress=False)
    w = ReplayWidget(Replay.from_game(game), review=found, lang="it")
    assert w.review_view is not None and "<svg" in w.review_view.value
    assert "Ada &lt;i&gt;" in w.review_view.value and "Ada <i>" not in w.review_view.value
    assert [b.description for b in w.review_buttons] == ["passo 1"]
    w.go(3)
    w.review_buttons[0].click()
    assert w.position == 1  # the state just after the blunder: the step is marked in the log
    assert ReplayWidget(Replay.from_game(game)).review_buttons == []


def test_a_review_of_another_game_is_refused() -> None:
    from toolkit.core.bots import play_game
    from toolkit.hero_realms import HeroRealmsGame
    from toolkit.hero_realms.bots import GreedyBot

    three = play_game(HeroRealmsGame.new(seed=1, players=3), [GreedyBot()] * 3, max_turns=1)
    other = review(_lethal_not_taken(), budget=4, progress=False)
    with pytest.raises(ArgumentError):
        export_html(Replay.from_game(three), review=other, figures=False)


def test_the_export_carries_the_review_escaped_and_clickable() -> None:
    game = _lethal_not_taken(("Ada </script><b>", "Ben"))
    found = review(game, budget=8, progress=False)
    page = export_html(Replay.from_game(game), review=found, lang="es", figures=False)
    assert "Ada </script><b>" not in page  # no raw markup from a name
    assert "Ada &lt;/script&gt;&lt;b&gt;" in page
    body = page.split('<script type="application/json"')[0]
    assert "Revisión de la partida" in body and "error garrafal" in body
    goto = re.findall(r'data-goto="(\d+)"', body)
    assert goto and set(goto) == {"1"}  # the dot on the curve and the button in the list
    assert 'querySelectorAll("[data-goto]")' in page  # the page's own script goes there
    assert "<script src=" not in page and "ipywidgets" not in page


def test_review_replay_command_writes_the_page_and_refuses_to_overwrite(tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    _lethal_not_taken().to_log().save(log)
    out = tmp_path / "replay.html"
    cmd = [sys.executable, "-m", "toolkit", "review", str(log), "--json", "--quiet"]
    cmd += ["--budget", "4", "--replay", str(out), "--lang", "it"]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["decisions"][0]["label"] == "blunder"
    page = out.read_text(encoding="utf-8")
    assert 'id="tk-board"' in page and 'data-goto="1"' in page and "errore grave" in page
    again = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, check=False)
    assert again.returncode != 0 and out.read_text(encoding="utf-8") == page
