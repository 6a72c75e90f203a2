"""The game log: versioned JSON, byte-identical replays, clear refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolkit.core.actions import Action
from toolkit.core.bots import play_game
from toolkit.core.errors import LogFormatError, ToolkitError
from toolkit.core.log import GameLog, event_from_record, migrate, schema
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import GreedyBot, RandomBot
from toolkit.replay import Replay


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
    assert doc["format"] == "toolkit-game-log" and doc["version"] == 2
    assert doc["game"] == "hero-realms" and doc["seed"] == 11
    assert doc["setup"]["names"] == ["Ada", "Ben"]
    assert doc["setup_events"][0]["text"].startswith("Ada shuffles")
    step = doc["steps"][0]
    assert set(step) == {"player", "turn", "action", "text", "events"}
    assert step["events"] and all(e["text"] for e in step["events"])
    assert all(isinstance(e["kind"], str) and isinstance(e["args"], list) for e in step["events"])
    assert doc["setup_events"][0]["args"] == [0, 10] and doc["setup_events"][0]["rule"] == "HR-S1"
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
        (lambda d: d.update(version=3), "version"),
        (lambda d: d.update(version=True), "version"),
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


def test_tampered_events_are_refused_naming_the_step_and_event() -> None:
    doc = json.loads(_played(max_turns=2).to_log().dumps())
    event = doc["steps"][0]["events"][0]
    event["args"] = [*event["args"][:-1], 99]
    with pytest.raises(LogFormatError, match=r"step 0: the recorded events differ .*events/0"):
        GameLog.from_dict(doc).replay()
    doc["steps"][0]["events"].pop()
    with pytest.raises(LogFormatError, match=r"step 0: .*the log records \d+ events"):
        GameLog.from_dict(doc).replay()


def test_reworded_or_translated_texts_do_not_break_a_saved_game() -> None:
    game = _played(max_turns=3)
    doc = json.loads(game.to_log().dumps())
    for record in [*doc["setup_events"], *(e for s in doc["steps"] for e in s["events"])]:
        record["text"] = "(texte traduit)"
        record.pop("rule", None)
    for step in doc["steps"]:
        step["text"] = "(décision)"
    log = GameLog.from_dict(doc)
    assert str(log.replay()) == str(game)
    assert Replay.from_log(log).step(0).text != "(décision)"  # texts are rendered from events


def test_texts_render_from_the_stored_events_alone() -> None:
    from toolkit.villainous import VillainousGame
    from toolkit.villainous.bots import HeuristicBot

    villains = play_game(VillainousGame.new(2), [HeuristicBot(1), HeuristicBot(2)], max_turns=4)
    for game in (_played(max_turns=4), villains):
        doc = json.loads(game.to_log().dumps())
        records = [*doc["setup_events"], *(e for s in doc["steps"] for e in s["events"])]
        assert records and all(
            game.describe_event(event_from_record(r)) == r["text"] for r in records
        )
        assert [event_from_record(r) for r in records] == game.events


def test_derived_turns_and_result_must_match_the_rules() -> None:
    doc = json.loads(_played().to_log().dumps())
    bad_turn = json.loads(json.dumps(doc))
    bad_turn["steps"][5]["turn"] += 1
    with pytest.raises(LogFormatError, match=r"step 5: the log says turn \d+.*steps/5/turn"):
        GameLog.from_dict(bad_turn).replay()
    bad_winner = json.loads(json.dumps(doc))
    bad_winner["result"]["winners"] = [1 - doc["result"]["winners"][0]]
    with pytest.raises(LogFormatError, match=r"result/winners: the log says"):
        GameLog.from_dict(bad_winner).replay()
    with pytest.raises(LogFormatError, match=r"result/winners"):
        Replay.from_log(GameLog.from_dict(bad_winner))
    GameLog.from_dict(bad_winner).replay(upto=3)  # the result is checked at the end only
    bad_turns = json.loads(json.dumps(doc))
    bad_turns["result"]["turns"] = 1
    with pytest.raises(LogFormatError, match=r"result/turns: the log says 1"):
        GameLog.from_dict(bad_turns).replay()
    GameLog.from_dict(bad_turns).replay(check_events=False)  # decisions only


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
    for bad in ({"kind": "play"}, [], [3], ["play", True], ["play", 1.5], ["play", [1, [2]]]):
        with pytest.raises(LogFormatError, match="action"):
            Action.from_json(bad)
    assert issubclass(LogFormatError, ToolkitError)


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


# -- version 1: logs saved before the structured events ---------------------------------
FIXTURES = Path(__file__).resolve().parent / "fixtures"
V1_LOGS = sorted(FIXTURES.glob("v1_*.json"))


def test_there_are_version_1_fixtures_of_both_games_and_a_variant() -> None:
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in V1_LOGS]
    assert {d["version"] for d in docs} == {1}
    assert {d["game"] for d in docs} == {"hero-realms", "villainous"}
    assert any(d["setup"].get("variant", "free-for-all") != "free-for-all" for d in docs)


@pytest.mark.parametrize("path", V1_LOGS, ids=lambda p: p.stem)
def test_version_1_logs_load_replay_and_migrate(path: Path) -> None:
    old = json.loads(path.read_text(encoding="utf-8"))
    log = GameLog.load(path)
    assert log.version == 1
    game = log.replay()
    assert Replay.from_log(log).n_steps == len(old["steps"])
    new = migrate(old)
    assert new["version"] == 2 and json.loads(log.dumps()) == new
    assert new.get("bots") == old.get("bots")
    assert [s["action"] for s in new["steps"]] == [s["action"] for s in old["steps"]]
    for was, now in zip(old["steps"], new["steps"], strict=True):
        assert (was["player"], was["turn"]) == (now["player"], now["turn"])
        assert [e["kind"] for e in was["events"]] == [e["kind"] for e in now["events"]]
        assert all("args" in e for e in now["events"])
        # Texts are derived: the migration writes them in today's words (a version-1 log
        # saved before a wording change, such as real plurals, still loads).
        assert now["text"] and all(e["text"] for e in now["events"])
    assert new["result"] == old["result"]
    assert GameLog.from_dict(new).replay().to_log(bots=log.bots).dumps() == log.dumps()
    assert str(GameLog.from_dict(new).replay()) == str(game)


def test_version_1_logs_are_checked_by_event_kind_not_wording() -> None:
    old = json.loads(V1_LOGS[0].read_text(encoding="utf-8"))
    reworded = json.loads(json.dumps(old))
    for step in reworded["steps"]:
        for event in step["events"]:
            event["text"] = event["text"].upper()
    GameLog.from_dict(reworded).replay()
    wrong = json.loads(json.dumps(old))
    wrong["steps"][2]["events"][0]["kind"] = "no_such_event"
    with pytest.raises(LogFormatError, match=r"step 2: the recorded events differ .*events/0"):
        GameLog.from_dict(wrong).replay()
    with pytest.raises(LogFormatError, match=r"step 2"):
        migrate(wrong)
    wrong_setup = json.loads(json.dumps(old))
    wrong_setup["setup_events"].pop()
    with pytest.raises(LogFormatError, match="setup events differ"):
        Replay.from_log(GameLog.from_dict(wrong_setup))
    with pytest.raises(LogFormatError, match="format version 1 at steps/0"):
        GameLog.from_dict({**old, "steps": [{**old["steps"][0], "events": [{"kind": "x"}]}]})


def test_published_schema_is_the_one_the_loader_uses() -> None:
    docs = (Path(__file__).resolve().parents[1] / "docs" / "log-format.md").read_text("utf-8")
    block = docs.split("```json schema\n", 1)[1].split("\n```", 1)[0]
    assert json.loads(block) == schema(2)
    example = docs.split("```json example\n", 1)[1].split("\n```", 1)[0]
    log = GameLog.loads(example)
    assert log.version == 2 and log.replay().decisions == log.decisions
