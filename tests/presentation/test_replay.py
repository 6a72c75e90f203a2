"""The Replay model: random access, turns, explanations with rule IDs, viewpoints."""

from __future__ import annotations

import random

import pytest

from toolkit import Action, LogFormatError
from toolkit.core.log import GameLog
from toolkit.hero_realms import HeroRealmsGame
from toolkit.replay import Replay, rules_in


def test_every_state_equals_a_fresh_replay_of_the_log(replay7: Replay, log7: GameLog) -> None:
    order = list(range(replay7.n_steps + 1))
    random.Random(1).shuffle(order)
    for k in [*order[:80], 0, replay7.n_steps]:
        assert str(replay7.state(k)) == str(log7.replay(k)), k


def test_iterating_equals_stepping_one_by_one(replay7: Replay) -> None:
    states = iter(replay7)
    assert not isinstance(states, list | tuple)  # lazy
    walked = [str(game) for game in states]
    assert walked == [str(replay7.state(k)) for k in range(replay7.n_steps + 1)]
    assert len(walked) == len(replay7) == replay7.n_steps + 1  # len counts states
    first = next(iter(replay7))
    first.apply(first.legal_actions()[-1])  # each item is the caller's copy
    assert str(replay7.state(0)) == walked[0]


def test_len_counts_the_states_iterated() -> None:
    game = HeroRealmsGame.new(seed=3)
    empty = Replay.from_game(game)
    assert len(empty) == len(list(empty)) == 1 and empty.n_steps == 0
    assert empty  # a replay always has its setup state
    game.apply(game.legal_actions()[0])
    one = Replay.from_game(game)
    assert len(one) == len(list(one)) == 2 and one.n_steps == 1


def test_final_state_is_the_game(replay7: Replay, game7: HeroRealmsGame) -> None:
    assert replay7.n_steps == len(game7.decisions)
    assert str(replay7.state(replay7.n_steps)) == str(game7)
    assert replay7.summary()["winners"] == game7.winners


@pytest.mark.parametrize("every", [1, 3, 50])
def test_snapshot_spacing_does_not_change_states(log7: GameLog, every: int) -> None:
    replay = Replay.from_log(log7, snapshot_every=every)
    for k in (0, 1, 7, 49, 50, 51, replay.n_steps):
        assert str(replay.state(k)) == str(log7.replay(k))


def test_state_is_a_copy(replay7: Replay) -> None:
    before = str(replay7.state(5))
    game = replay7.state(5)
    game.apply(game.legal_actions()[-1])
    assert str(replay7.state(5)) == before


def test_backwards_and_forwards_access(replay7: Replay, log7: GameLog) -> None:
    for k in (100, 99, 3, 101, 102, 0, 190):
        k = min(k, replay7.n_steps)
        assert str(replay7.state(k)) == str(log7.replay(k))


def test_turn_starts(replay7: Replay, game7: HeroRealmsGame) -> None:
    assert replay7.turns[0] == 1
    assert replay7.turn_start(1) == 0
    for turn in replay7.turns:
        k = replay7.turn_start(turn)
        state = replay7.state_at_turn(turn)
        assert state.turn == turn
        assert k == 0 or game7.turn_of_step[k - 1] == turn - 1
        assert replay7.turn_of_state(k) == turn
    with pytest.raises(KeyError):
        replay7.turn_start(999)


def test_out_of_range(replay7: Replay) -> None:
    with pytest.raises(IndexError):
        replay7.state(replay7.n_steps + 1)
    with pytest.raises(IndexError):
        replay7.state(-1)
    with pytest.raises(IndexError):
        replay7.step(replay7.n_steps)


def test_steps_carry_decision_events_and_rules(replay7: Replay, game7: HeroRealmsGame) -> None:
    for i in (0, 10, replay7.n_steps - 1):
        step = replay7.step(i)
        assert step.action == game7.decisions[i]
        assert step.player == game7.deciders[i]
        assert step.turn == game7.turn_of_step[i]
        assert list(step.events) == [game7.describe_event(e) for e in game7.step_events(i)]
        assert set(step.rules) >= set(rules_in(step.events))
        assert step.text in step.explanation


def test_explanation_names_the_rule_and_says_it_in_words(replay7: Replay) -> None:
    # rule: HR-T3, HR-A2
    play = next(s for s in replay7.steps() if s.action.kind == "play" and "Gold" in s.text)
    assert "HR-T3" in play.explanation and "free" in play.explanation
    assert "HR-A2" in play.explanation


def test_guard_explanation_uses_the_refusal() -> None:
    # rule: HR-C3 - attacking the guard first is explained by the refused direct attack.
    game = HeroRealmsGame.from_position(
        {"players": [{"combat": 5}, {"champions": ["orc-grunt"]}]}, names=["Ada", "Ben"]
    )
    grunt = game.players[1].champions[0]
    game.apply(Action("attack_champion", (grunt, 3)))
    replay = Replay.from_game(game)
    text = replay.step(0).explanation
    assert "Orc Grunt is a guard" in text and "HR-C3" in text and "HR-C2" in text
    refusal = replay.explain_refusal(0, Action("attack_player", (1, 5)))
    assert refusal is not None and refusal.startswith("HR-C3")
    assert replay.explain_refusal(0, Action("attack_champion", (grunt, 3))) is None


def test_viewpoints_hide_what_an_opponent_draws(replay7: Replay) -> None:
    teacher = replay7.event_texts(-1, None)
    ada = replay7.event_texts(-1, 0)
    assert any(t.startswith("Ben draws ") and t != "Ben draws a card" for t in teacher)
    assert "Ben draws a card" in ada
    assert not any(t.startswith("Ben draws ") and t != "Ben draws a card" for t in ada)
    assert any(t.startswith("Ada draws ") and t != "Ada draws a card" for t in ada)
    labels = [label for label, _ in replay7.viewers()]
    assert labels == ["Teacher (everything)", "Ada's view", "Ben's view"]


def test_live_game_replay_leaves_the_game_alone(game7: HeroRealmsGame) -> None:
    decisions = list(game7.decisions)
    replay = Replay.from_game(game7)
    assert game7.decisions == decisions
    assert replay.n_steps == len(decisions)


def test_tampered_log_is_refused(log7: GameLog) -> None:
    doc = log7.to_dict()
    bad = GameLog.from_dict(
        {**doc, "steps": [{**doc["steps"][0], "events": [{"kind": "x", "args": []}]}]}
    )
    with pytest.raises(LogFormatError):
        Replay.from_log(bad)
    illegal = GameLog(game="hero-realms", seed=1, setup={}, decisions=[Action("buy", (999,))])
    with pytest.raises(LogFormatError):
        Replay.from_log(illegal)


def test_load_from_file(tmp_path, game7: HeroRealmsGame) -> None:
    path = tmp_path / "g.json"
    game7.to_log().save(path)
    assert Replay.load(path).n_steps == len(game7.decisions)


def test_replay_of_a_position_game() -> None:
    game = HeroRealmsGame.from_position({"players": [{"hand": ["spark"]}, {}]}, seed=3)
    game.apply(game.legal_actions()[0])
    replay = Replay.from_game(game)
    assert str(replay.state(1)) == str(game)
