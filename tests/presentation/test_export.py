"""The exported HTML file: self-contained, complete, and inert with a hostile log."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from plotly.offline import get_plotlyjs

from tests.presentation.conftest import HOSTILE
from toolkit.cli import main
from toolkit.core.errors import SetupError
from toolkit.core.log import GameLog
from toolkit.export import export_html, json_for_script, page_title
from toolkit.html import esc
from toolkit.replay import Replay


def _data(page: str) -> dict:
    m = re.search(r'<script type="application/json" id="tk-data">(.*?)</script>', page, re.S)
    assert m
    return json.loads(m.group(1))


def _board(data: dict, view: int, k: int) -> str:
    """A board as the page puts it together from its pieces."""
    return "".join(data["pieces"][i] for i in data["boards"][view][k])


@pytest.fixture(scope="module")
def vreplay() -> Replay:
    from toolkit.core.bots import play_game
    from toolkit.villainous import VillainousGame
    from toolkit.villainous.bots import HeuristicBot

    game = VillainousGame.new(seed=3, villains=["captain_hook", "ursula"], names=["Ada", "Ben"])
    return Replay.from_game(play_game(game, [HeuristicBot(3), HeuristicBot(4)], max_turns=8))


@pytest.fixture(scope="module")
def page7(replay7: Replay) -> str:
    return export_html(replay7)


def test_page_is_self_contained(page7: str) -> None:
    # No external scripts, styles, images or frames: plotly.js is inline.
    assert not re.search(r"<(script|img|iframe)[^>]*\bsrc=", page7)
    assert not re.search(r"<link[^>]*\bhref=", page7)
    assert "cdn.plot.ly/plotly" not in page7.split("<body")[0]
    assert page7.count("Plotly.newPlot") >= 4
    assert len(page7) > 3_000_000  # plotly.js itself is embedded
    assert page7.count(get_plotlyjs()[:40]) == 1  # once, not once per figure


def test_page_is_compact(page7: str, replay7: Replay) -> None:
    # Most of the table does not change from one step to the next: each distinct
    # piece of a board is stored once, so all the boards take a fraction of their size.
    data = _data(page7)
    raw = sum(len(replay7.board_html(k)) for k in range(replay7.n_steps + 1))
    stored = len(json.dumps(data["pieces"])) + len(json.dumps(data["boards"]))
    assert stored < raw / 8
    assert len(page7) - len(get_plotlyjs()) < 1_000_000


def test_page_holds_every_board_and_the_log(page7: str, replay7: Replay) -> None:
    data = _data(page7)
    assert data["n"] == replay7.n_steps
    assert len(data["boards"]) == 1 and len(data["boards"][0]) == replay7.n_steps + 1
    for k in range(replay7.n_steps + 1):
        assert _board(data, 0, k) == replay7.board_html(k).split("</style>", 1)[1]
    assert len(data["explain"]) == replay7.n_steps + 1
    assert page7.count('class="tk-step') >= replay7.n_steps + 1
    for t in replay7.turns[:3]:
        assert f'<option value="{t}">turn {t}</option>' in page7
        assert data["starts"][str(t)] == replay7.turn_start(t)


def test_several_views(replay7: Replay) -> None:
    page = export_html(replay7, viewers=[None, 0, 1], figures=False)
    data = _data(page)
    assert len(data["boards"]) == 3
    assert "hidden cards" in _board(data, 1, 3) and "hidden card" not in _board(data, 0, 3)
    assert 'id="tk-log-2" hidden' in page
    assert "Ben draws a card" in page.split('id="tk-log-1"')[1].split('id="tk-log-2"')[0]


def test_hostile_log_is_inert_in_the_file(hostile_replay: Replay) -> None:
    page = export_html(hostile_replay, viewers=[None, 0, 1])
    assert HOSTILE not in page
    assert "<script>window.__pwned" not in page and "<img src=x" not in page
    assert esc(HOSTILE) in page
    assert re.findall(r"<script[^>]*>", page) == re.findall(
        r'<script(?: type="text/javascript"| type="application/json" id="tk-data")?>', page
    )


def test_json_for_script_cannot_close_the_element() -> None:
    text = json_for_script({"x": "</script><!-- & \u2028"})
    assert "</" not in text and "<!--" not in text and "&" not in text
    assert json.loads(text) == {"x": "</script><!-- & \u2028"}


def test_cli_export(tmp_path: Path, log7: GameLog, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "game.json"
    log7.save(src)
    out = tmp_path / "game.html"
    assert main(["export", str(src), "--html", str(out), "--no-figures", "--views", "all"]) == 0
    assert "wrote" in capsys.readouterr().out
    page = out.read_text(encoding="utf-8")
    assert len(_data(page)["boards"]) == 3 and "Plotly.newPlot" not in page


def test_cli_export_refuses_a_bad_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    assert main(["export", str(bad), "--html", str(tmp_path / "x.html")]) == 2
    assert "error:" in capsys.readouterr().err


def test_title_names_the_bots_a_log_records() -> None:
    from toolkit.core.bots import play_game
    from toolkit.hero_realms import HeroRealmsGame
    from toolkit.hero_realms.bots import GreedyBot, RandomBot

    game = play_game(
        HeroRealmsGame.new(seed=2, names=["Ada", "<b>Ben</b>"]),
        [GreedyBot(1), RandomBot(2)],
        max_turns=2,
    )
    page = export_html(Replay.from_log(game.to_log(bots=["greedy", "random"])), figures=False)
    assert (
        "<title>Hero Realms: Ada (bot that takes what looks best right now) vs "
        f"{esc('<b>Ben</b>')} (bot that plays at random)"
    ) in page
    mixed = page_title(Replay.from_log(game.to_log(bots=["human", "random"])), "es")
    assert mixed == "Hero Realms: Ada contra <b>Ben</b> (bot que juega al azar)"
    plain = export_html(Replay.from_log(game.to_log()), figures=False)
    assert f"<title>Hero Realms: Ada vs {esc('<b>Ben</b>')}</title>" in plain
    assert "seed" not in plain.split("<h1>")[1].split("</h1>")[0]


def test_titles_name_players_and_villains_not_ids(vreplay: Replay) -> None:
    page = export_html(vreplay, figures=False)
    title = page.split("<title>")[1].split("</title>")[0]
    villains = [p.villain for p in vreplay.state(0).players]
    assert title.startswith("Disney Villainous: ")
    for seat, villain in enumerate(villains):
        assert esc(vreplay.names[seat]) in title and esc(villain.name) in title
        assert villain.id not in title or villain.id == villain.name
    assert "seed" not in title and "villainous ·" not in title


def test_names_can_be_given(replay7: Replay) -> None:
    page = export_html(replay7, figures=False, names=["Cleo", "Dan"])
    data = _data(page)
    assert "<title>Hero Realms: Cleo vs Dan</title>" in page
    assert "Cleo" in _board(data, 0, 5) and "Ada" not in _board(data, 0, 5)
    assert "Ada" not in page.split("<h2>Log</h2>")[1].split("<script")[0]
    # The same game: the boards differ only by the names.
    again = _data(export_html(replay7, figures=False))
    swapped = _board(data, 0, 40).replace("Cleo", "Ada").replace("Dan", "Ben")
    assert swapped == _board(again, 0, 40)
    for bad in (["Cleo"], ["Cleo", " "], ["A", "B", "C"]):
        with pytest.raises(SetupError):
            export_html(replay7, figures=False, names=bad)


def test_figures_mark_the_step_shown(page7: str) -> None:
    data = _data(page7)
    axes = {f["id"]: f["axis"] for f in data["figs"]}
    assert sorted(set(axes.values())) == ["step", "turn"]  # health; composition and curves
    for f in data["figs"]:
        assert f["shapes"], f
        script = page7.split(f'id="{f["id"]}"')[1].split("</script>")[0]
        assert script.count('"name":"current step"') == len(f["shapes"])


def test_villainous_realm_figures_follow_the_slider(vreplay: Replay) -> None:
    data = _data(export_html(vreplay))
    frames = [f for f in data["figs"] if f["axis"] == "frames"]
    assert len(frames) == 2  # one realm per player
    assert frames[0]["states"][0] == 0 and frames[0]["states"][-1] == vreplay.n_steps
    # The turn the game stops in is in the turn menu too.
    last = vreplay.turn_of_state(vreplay.n_steps)
    assert data["starts"][str(last)] <= vreplay.n_steps


def test_villainous_chips_keep_their_full_name_in_the_title(vreplay: Replay) -> None:
    board = vreplay.board_html(vreplay.n_steps)
    chips = re.findall(
        r'<span class="tk-card tk-d-\w+" title="([^"]*)"><span class="tk-card-name">([^<]*)<', board
    )
    assert chips
    for title, name in chips:
        assert title.startswith(name + " (")
    # The chip's name is cut with an ellipsis inside its location, never overflowing it.
    for rule in (
        ".tk .tk-loc{",
        "min-width:0",
        ".tk .tk-loc .tk-card{",
        "max-width:100%",
        "text-overflow:ellipsis",
        "repeat(auto-fit,minmax(150px,1fr))",
    ):
        assert rule in board


def test_seats_are_numbered_from_player_1() -> None:
    from toolkit.hero_realms import HeroRealmsGame
    from toolkit.html.hero_realms import state_html

    named = HeroRealmsGame.new(seed=3, players=6, variant="emperor", names=list("ABCDEF"))
    board = state_html(named)
    text = re.sub(r"<[^>]+>", " ", board.split("</style>")[1])
    assert "C [Player 3, " in text and "seat" not in text.lower()
    plain = state_html(HeroRealmsGame.new(seed=3, players=6, variant="emperor"))
    assert "Player 3 [team 1" in plain and "Player 3 [Player 3" not in plain
    page = export_html(Replay.from_game(named), viewers=[None, 0, 5], figures=False)
    menu = page.split('id="tk-view">')[1].split("</select>")[0]
    assert [m for m in re.findall(r">([^<]+)</option>", menu)] == [
        "Teacher (everything)",
        "A&#x27;s view",
        "F&#x27;s view",
    ]
