"""The presentation layer on Disney Villainous: replay, board, widget, figures, export.

Skipped where the Villainous engine is not available.
"""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("toolkit.villainous.engine")
bots = pytest.importorskip("toolkit.villainous.bots")

from toolkit.core.bots import play_game  # noqa: E402
from toolkit.core.log import GameLog  # noqa: E402
from toolkit.export import export_html  # noqa: E402
from toolkit.figures import villainous as figures  # noqa: E402
from toolkit.html import esc  # noqa: E402
from toolkit.html.villainous import state_html  # noqa: E402
from toolkit.replay import Replay  # noqa: E402
from toolkit.villainous import VillainousGame  # noqa: E402
from toolkit.widgets import ReplayWidget  # noqa: E402

from .conftest import HOSTILE  # noqa: E402


def _play(seed: int, names: list[str]) -> VillainousGame:
    game = VillainousGame.new(seed=seed, villains=["captain_hook", "ursula"], names=names)
    return play_game(game, [bots.HeuristicBot(seed), bots.HeuristicBot(seed + 1)], max_turns=40)  # type: ignore[return-value]


@pytest.fixture(scope="module")
def vlog() -> GameLog:
    return GameLog.loads(_play(3, ["Hook", "Ursula"]).to_log().dumps())


@pytest.fixture(scope="module")
def vreplay(vlog: GameLog) -> Replay:
    return Replay.from_log(vlog)


def test_states_equal_a_fresh_replay(vreplay: Replay, vlog: GameLog) -> None:
    order = list(range(vreplay.n_steps + 1))
    random.Random(2).shuffle(order)
    for k in [0, vreplay.n_steps, *order[:12]]:
        assert str(vreplay.state(k)) == str(vlog.replay(k)), k
    game = vreplay.state(10)
    game.apply(game.legal_actions()[0])
    assert str(vreplay.state(10)) == str(vlog.replay(10))


def test_steps_name_rules(vreplay: Replay) -> None:
    # rule: V-T1
    move = next(s for s in vreplay.steps() if s.action.kind == "move")
    assert "V-T1" in move.rules and "V-T1" in move.explanation
    assert "different unlocked location" in move.explanation


def test_board_shows_locations_locks_cover_and_mover(vreplay: Replay) -> None:
    # rule: V-S6 (LOCKED), V-T4 (covered actions struck through), V-S2 (mover)
    first = state_html(vreplay.state(0))
    assert "The Palace" in first and "LOCKED" in first and "Jolly Roger" in first
    assert first.count('class="tk-loc tk-here') == 2
    assert "Objective (V-W1)" in first
    covered_seen = False
    for k in range(0, vreplay.n_steps + 1, 10):
        game = vreplay.state(k)
        page = state_html(game)
        covered = [(s, li) for s in range(2) for li in range(4) if game.covered(s, li)]
        assert ("tk-sym tk-covered" in page) == bool(covered)
        covered_seen = covered_seen or bool(covered)
    assert covered_seen


def test_player_view_hides_opponent_hand(vreplay: Replay) -> None:
    game = vreplay.state(5)
    hook = state_html(game, viewer=0)
    assert "hidden card" in hook and "hidden card" not in state_html(game)
    ursula_hand = [game.defs[c].name for c in game.players[1].hand]
    hand_html = re.search(r'data-seat="1".*?Hand \(\d+\)</span>(.*?)</div>', hook, re.S)
    assert hand_html and not any(esc(n) in hand_html.group(1) for n in ursula_hand)


def test_objective_progress_reaches_one_for_the_winner(vreplay: Replay, vlog: GameLog) -> None:
    fig = figures.objective_figure(vreplay)
    final = vlog.replay()
    for trace in fig.data:
        seat = trace.meta["seat"]
        assert all(0.0 <= y <= 1.0 for y in trace.y)
        done, needed = final.objective_progress(seat)
        assert trace.y[-1] == done / needed
        if seat in final.winners:
            assert trace.y[-1] == 1.0


def test_power_and_visits_equal_the_log(vreplay: Replay, vlog: GameLog) -> None:
    fig = figures.power_figure(vreplay)
    for trace in fig.data:
        seat = trace.meta["seat"]
        for k in (0, 33, vreplay.n_steps):
            assert trace.y[k] == vlog.replay(k).players[seat].power
    counts = figures.visit_counts([vreplay])
    steps = vlog.to_dict()["steps"]
    for seat, name in enumerate(["Hook", "Ursula"]):
        villain = vreplay.state(0).players[seat].villain
        for loc in villain.locations:
            want = sum(
                1
                for s in steps
                for e in s["events"]
                if e["kind"] == "move" and e["text"] == f"{name} moves to {loc.name}"
            )
            assert counts[villain.name][loc.name] == want
    path = figures.mover_path(vreplay)[0]
    assert path[0] == (1, 0)  # V-S2: the leftmost location
    assert len(figures.mover_figure(vreplay).data) == 2


def test_widget_drives_a_villainous_replay(vreplay: Replay) -> None:
    w = ReplayWidget(vreplay)
    w.next_button.click()
    assert w.position == 1 and "tk-realm" in w.board.value
    w.viewer.value = 1
    assert "hidden card" in w.board.value


def test_hostile_names_are_inert() -> None:
    replay = Replay.from_game(_play(4, ["Hook", HOSTILE]))
    for viewer in (None, 0, 1):
        for page in (replay.board_html(replay.n_steps, viewer), replay.to_html(7, viewer)):
            assert "<script" not in page and "<img" not in page
    page = export_html(replay, viewers=[None, 0])
    assert HOSTILE not in page and "<script>window.__pwned" not in page


def test_realm_figure_matches_the_game(vreplay: Replay, vlog: GameLog) -> None:
    # rule: V-S6 (locked locations), V-T4 (covered actions), V-T1 (the mover)
    from toolkit.figures.villainous_locks import realm_figure

    for k in (0, vreplay.n_steps // 2, vreplay.n_steps):
        game = vlog.replay(k)
        for seat in (0, 1):
            fig = realm_figure(vreplay.state(k), seat)
            meta = fig.data[2].meta
            p = game.players[seat]
            assert meta["locked"] == [li in p.locked for li in range(4)]
            assert meta["covered"] == [game.covered(seat, li) for li in range(4)]
            assert meta["mover"] == p.loc and list(fig.data[3].x) == [p.loc]
            assert sorted(fig.data[1].x) == sorted(p.locked)
            # V-T1: arcs from the mover to every other unlocked location, near or far.
            xs = list(fig.data[0].x)
            ends = [xs[i - 1] for i, x in enumerate(xs) if x is None]
            assert sorted(ends) == [li for li in range(4) if li != p.loc and li not in p.locked]


def test_lock_state_figures() -> None:
    from toolkit.figures.villainous_locks import lock_state_figure
    from toolkit.villainous.graph import lock_state_graph

    for villain in ("captain_hook", "ursula", "evil_queen", "tamatoa"):
        g = lock_state_graph(villain)
        fig = lock_state_figure(villain)
        assert len(fig.data[0].x) == g.number_of_nodes()
        assert len(fig.layout.annotations) == 2 * g.number_of_edges()


def test_realm_frames_follow_the_game(vreplay: Replay, vlog: GameLog) -> None:
    from toolkit.figures.villainous_locks import realm_frames_figure

    fig = realm_frames_figure(vreplay, 0)
    states = sorted({*(vreplay.turn_start(t) for t in vreplay.turns), vreplay.n_steps})
    assert [f.name for f in fig.frames] == [f"state {k}" for k in states]
    assert len(fig.layout.sliders[0].steps) == len(states)
    for frame, k in list(zip(fig.frames, states, strict=True))[:: max(1, len(states) // 6)]:
        game = vlog.replay(k)
        assert frame.data[2].meta["locked"] == [li in game.players[0].locked for li in range(4)]
        assert frame.data[2].meta["mover"] == game.players[0].loc


def test_villainous_export_has_its_figures(vreplay: Replay) -> None:
    page = export_html(vreplay)
    assert page.count("Plotly.newPlot") >= 5
    assert "lock states" in page and "turn by turn" in page
