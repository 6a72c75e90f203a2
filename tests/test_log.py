"""The game log: versioned JSON, byte-identical replays, clear refusals."""

from __future__ import annotations

import json

import pytest

from toolkit.core.actions import Action
from toolkit.core.bots import play_game
from toolkit.core.errors import LogFormatError
from toolkit.core.log import GameLog
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import GreedyBot, RandomBot


def _played(seed: int = 11, max_turns: int = 300) -> HeroRealmsGame:
    game = HeroRealmsGame.new(seed, names=["Ada", "Ben"])
    play_game(game, [GreedyBot(1), RandomBot(2)], max_turns=max_turns)
    return game  # type: ignore[return-value]


def test_same_seed_and_decisions_give_byte_identical_logs() -> None:
    first = _played().to_log().dumps()
    second = _played().to_log().dumps()
    assert first == second
    replayed = GameLog.loads(first).replay().to_log().dumps()
    assert replayed == first


def test_log_document_has_setup_steps_and_readable_events() -> None:
    doc = json.loads(_played().to_log().dumps())
    assert doc["format"] == "toolkit-game-log" and doc["version"] == 1
    assert doc["game"] == "hero-realms" and doc["seed"] == 11
    assert doc["setup"]["names"] == ["Ada", "Ben"]
    assert doc["setup_events"][0]["text"].startswith("Ada shuffles")
    step = doc["steps"][0]
    assert set(step) == {"player", "turn", "action", "text", "events"}
    assert step["events"] and all(e["text"] for e in step["events"])
    assert doc["result"]["over"] is True and len(doc["result"]["winners"]) == 1


def test_log_round_trips_through_a_file(tmp_path) -> None:
    game = _played()
    path = tmp_path / "game.json"
    game.to_log().save(path)
    log = GameLog.load(path)
    assert log.decisions == game.decisions
    assert str(log.replay()) == str(game)


def test_replay_to_any_step() -> None:
    game = _played(max_turns=4)
    log = GameLog.loads(game.to_log().dumps())
    partial = log.replay(upto=5)
    assert partial.decisions == game.decisions[:5]


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.update(version=2), "version"),
        (lambda d: d.update(format="pickle"), "format"),
        (lambda d: d.update(game="chess"), "unknown game 'chess'"),
        (lambda d: d.pop("steps"), "steps"),
        (lambda d: d.update(seed=-1), "seed"),
        (lambda d: d["steps"][0].update(action=[]), "steps/0/action"),
        (lambda d: d["steps"][0].update(action=["play", 1.5]), "steps/0/action"),
        (lambda d: d["steps"][0].update(extra=1), "steps/0"),
    ],
)
def test_malformed_logs_are_refused(mutate, message) -> None:
    doc = json.loads(_played(max_turns=2).to_log().dumps())
    mutate(doc)
    with pytest.raises(LogFormatError, match=message):
        GameLog.from_dict(doc)


def test_not_json_is_refused() -> None:
    with pytest.raises(LogFormatError, match="not valid JSON"):
        GameLog.loads("{not json")


def test_illegal_decision_in_log_is_refused() -> None:
    doc = json.loads(_played(max_turns=2).to_log().dumps())
    doc["steps"][0]["action"] = ["buy", 9999]
    with pytest.raises(LogFormatError, match="step 0: illegal decision"):
        GameLog.from_dict(doc).replay()


def test_wrong_player_in_log_is_refused() -> None:
    doc = json.loads(_played(max_turns=2).to_log().dumps())
    doc["steps"][0]["player"] = 1
    with pytest.raises(LogFormatError, match="step 0: the log says player 1 acted"):
        GameLog.from_dict(doc).replay()


def test_tampered_events_are_refused() -> None:
    doc = json.loads(_played(max_turns=2).to_log().dumps())
    doc["steps"][0]["events"][0]["text"] = "Ada gains 99 gold"
    with pytest.raises(LogFormatError, match="step 0: the recorded events differ"):
        GameLog.from_dict(doc).replay()


def test_tampered_seed_is_refused() -> None:
    doc = json.loads(_played(max_turns=2).to_log().dumps())
    doc["seed"] += 1
    with pytest.raises(LogFormatError):
        GameLog.from_dict(doc).replay()


def test_bad_setup_is_refused() -> None:
    doc = json.loads(_played(max_turns=2).to_log().dumps())
    doc["setup"]["variant"] = "no-such-variant"
    with pytest.raises(LogFormatError, match="setup cannot be played"):
        GameLog.from_dict(doc).replay()


def test_action_json_round_trip() -> None:
    action = Action("attack_player", (1, 7))
    assert Action.from_json(action.to_json()) == action
    with pytest.raises(TypeError):
        Action.from_json({"kind": "play"})
    with pytest.raises(TypeError):
        Action.from_json(["play", True])


def test_step_texts_name_the_player_who_decided() -> None:
    doc = json.loads(_played().to_log().dumps())
    names = ["Ada", "Ben"]
    for step in doc["steps"]:
        assert step["text"].startswith(names[step["player"]]), step
    chosen = [s["text"] for s in doc["steps"] if s["action"][0] == "choose"]
    assert all("option" not in t for t in chosen)  # the pending choice is described in full


def test_log_records_who_played_each_seat(tmp_path) -> None:
    game = _played(max_turns=3)
    doc = json.loads(game.to_log(bots=["greedy", "random"]).dumps())
    assert doc["bots"] == ["greedy", "random"]
    log = GameLog.from_dict(doc)
    assert log.bots == ["greedy", "random"]
    assert log.replay().decisions == game.decisions
    assert "bots" not in json.loads(game.to_log().dumps())  # optional
    with pytest.raises(ValueError, match="expected 2 bot names"):
        game.to_log(bots=["greedy"])


@pytest.mark.parametrize(
    ("bots", "message"),
    [
        (["greedy"], "bots do not fit its setup: expected 2 bot names"),
        (["greedy", "random", "greedy"], "bots do not fit its setup"),
        (["greedy", ""], "at bots/1"),
        (["greedy", 3], "at bots/1"),
        ([], "at bots"),
    ],
)
def test_bots_that_do_not_fit_the_setup_are_refused(bots, message) -> None:
    doc = json.loads(_played(max_turns=2).to_log().dumps())
    doc["bots"] = bots
    with pytest.raises(LogFormatError, match=message):
        GameLog.from_dict(doc).replay()


def test_saved_simulation_logs_name_the_bots(tmp_path) -> None:
    from toolkit.core.simulate import simulate

    simulate(
        lambda seed, index: HeroRealmsGame.new(seed),
        lambda name, seed: GreedyBot(seed) if name == "greedy" else RandomBot(seed),
        ["greedy", "random"],
        games=2,
        seed=3,
        save_logs=tmp_path,
        max_turns=2,
    )
    first, second = (GameLog.load(tmp_path / f"game-0000{i}.json") for i in (1, 2))
    assert first.bots == ["greedy", "random"]
    assert second.bots == ["random", "greedy"]  # seats rotate from game to game
