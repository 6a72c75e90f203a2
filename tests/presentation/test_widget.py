"""The replay widget, driven headless through the programmatic twin of every control."""

from __future__ import annotations

import re

import ipywidgets as widgets

from tests.presentation.conftest import HOSTILE
from toolkit.html import esc
from toolkit.replay import Replay
from toolkit.widgets import SPEEDS, TEACHER, ReplayWidget


def _current(w: ReplayWidget) -> int | None:
    m = re.search(r'class="tk-step tk-current" data-step="(-?\d+)"', w.log_view.value)
    return int(m.group(1)) if m else None


def test_buttons_step_and_the_log_follows(replay7: Replay) -> None:
    w = ReplayWidget(replay7)
    assert w.position == 0 and _current(w) == -1  # the setup
    assert "before the first decision" in w.explanation.value
    board0 = w.board.value
    w.next_button.click()
    w.next_button.click()
    assert w.position == 2 and _current(w) == 1
    assert w.board.value == replay7.board_html(2)
    assert w.board.value != board0
    assert esc(replay7.step(1).explanation).split(" HR-")[0][:30] in w.explanation.value
    w.prev_button.click()
    assert w.position == 1 and _current(w) == 0
    w.last_button.click()
    assert w.position == replay7.n_steps
    w.next_button.click()  # clamped at the end
    assert w.position == replay7.n_steps
    w.first_button.click()
    assert w.position == 0
    w.prev_button.click()
    assert w.position == 0


def test_slider_and_play_are_linked(replay7: Replay) -> None:
    w = ReplayWidget(replay7)
    w.slider.value = 40
    assert w.play.value == 40 and w.board.value == replay7.board_html(40)
    assert _current(w) == 39
    w.play.value = 41  # what the browser does while playing
    assert w.slider.value == 41 and _current(w) == 40
    assert "step 41 of " in w.status.value


def test_play_pause_speed_and_tick(replay7: Replay) -> None:
    w = ReplayWidget(replay7, position=replay7.n_steps - 2)
    w.start()
    assert w.play.playing
    w.speed.value = SPEEDS["fast"]
    assert w.play.interval == SPEEDS["fast"]
    assert w.tick() and w.tick()
    assert w.position == replay7.n_steps
    assert not w.tick() and not w.play.playing
    w.start()
    w.stop()
    assert not w.play.playing


def test_jump_to_turn(replay7: Replay) -> None:
    w = ReplayWidget(replay7)
    assert w.turn.label == "turn 1"  # the turn on screen
    turn = replay7.turns[5]
    w.turn.value = turn
    assert w.position == replay7.turn_start(turn)
    assert f"turn {turn}" in w.status.value
    w.jump_to_turn(replay7.turns[1])
    assert w.position == replay7.turn_start(replay7.turns[1])


def test_the_turn_menu_follows_and_jumps_again(replay7: Replay) -> None:
    w = ReplayWidget(replay7)
    turn = replay7.turns[5]
    start = replay7.turn_start(turn)
    w.go(start + 2)
    assert w.turn.value == replay7.turn_of_state(start + 2) == turn  # follows, no jump
    assert w.position == start + 2
    w.turn_button.click()  # again to the start of the turn shown
    assert w.position == start
    w.next_button.click()
    w.jump_to_turn(turn)  # the same turn once more
    assert w.position == start
    w.last_button.click()
    assert w.turn.value == replay7.turn_of_state(replay7.n_steps)
    w.turn.value = replay7.turns[2]  # choosing another turn still jumps
    assert w.position == replay7.turn_start(replay7.turns[2])


def test_pause_keeps_the_place_and_the_buttons_differ(replay7: Replay) -> None:
    w = ReplayWidget(replay7, position=30)
    w.start()
    assert w.tick() and w.position == 31
    w.stop()
    assert not w.play.playing and w.position == 31 and w.play.value == 31
    # The Play control's own buttons are icons with no words (its stop button would jump
    # to the setup): it is hidden, and a toggle with words, linked to it, plays and pauses
    assert "tk-play-ctl" in w.play._dom_classes
    assert ".tk-play-ctl{display:none" in w.explanation.value
    assert w.play_button.description == "Play" and "tk-play-btn" in w.play_button._dom_classes
    buttons = (w.first_button, w.prev_button, w.next_button, w.last_button, w.turn_button)
    assert all(b.tooltip for b in buttons) and w.play.tooltip
    icons = {b.icon for b in buttons}
    assert len(icons) == len(buttons) and "play" not in icons
    assert all("▶" not in b.description for b in buttons)


def test_viewpoint_hides_the_opponent_hand(replay7: Replay) -> None:
    w = ReplayWidget(replay7, position=3)
    assert "hidden card" not in w.board.value
    w.viewer.value = 0
    assert "hidden card" in w.board.value
    assert "Ada&#x27;s view" in w.board.value
    assert w.viewpoint == 0
    w.viewer.value = TEACHER
    assert w.viewpoint is None
    assert "hidden card" not in w.board.value
    assert w.viewer.label == "Teacher (everything)"


def test_log_window_and_no_flicker(replay7: Replay) -> None:
    w = ReplayWidget(replay7, log_window=5)
    board, log = w.board, w.log_view
    w.go(50)
    # The same HTML widgets are updated in place, not replaced.
    assert w.board is board and w.log_view is log
    assert log.value.count('class="tk-step') == 11
    # The current step is third from the top, in view without scrolling.
    steps = re.findall(r'class="tk-step[^"]*" data-step="(-?\d+)"', log.value)
    assert steps[2] == "49" and 'tk-current" data-step="49"' in log.value
    w.go(0)
    assert re.findall(r'data-step="(-?\d+)"', log.value)[0] == "-1" and _current(w) == -1
    assert isinstance(w.children[2], widgets.HTML)


def test_hostile_log_in_the_widget(hostile_replay: Replay) -> None:
    w = ReplayWidget(hostile_replay)
    for k in (0, 3, hostile_replay.n_steps):
        w.go(k)
        for v in (TEACHER, 0, 1):
            w.viewer.value = v
            for html in (w.board.value, w.log_view.value, w.explanation.value, w.status.value):
                assert "<script" not in html and "<img" not in html
    assert any(HOSTILE in str(o) for o in w.viewer.options)  # option labels are plain text
