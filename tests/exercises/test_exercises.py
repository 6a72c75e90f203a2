"""Every exercise proven with the engine.

For each exercise: it passes the loader's cross-checks; the engine's solution is accepted;
the answer is right by the rules, shown independently of the checker (the legal actions
list exactly the targets, a winning sequence wins when applied, a refused move leaves the
state unchanged, the Strength needed decides whether a Vanquish is listed); and every
``wrong`` example of the data is refused, citing the rule it names. The rules each
exercise teaches are in its ``rules`` field (and in the test id's exercise).
"""

from __future__ import annotations

import warnings
from typing import Any

import pytest

from tests.exercises.conftest import all_exercises, exercise_params
from toolkit.core.errors import IllegalActionError
from toolkit.exercises import load_exercises, rule_titles
from toolkit.exercises.loader import ExerciseAwaitsEngine, verify
from toolkit.exercises.model import Exercise

PARAMS = exercise_params()


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


# rule: every ID of the catalogue
def test_every_rule_id_has_an_exercise() -> None:
    taught = {rule for ex in all_exercises() for rule in ex.rules}
    assert len(rule_titles()) == 73
    assert set(rule_titles()) - taught == set()
    # ... and not only by an exercise that waits for an engine correction.
    loaded = {rule for ex in all_exercises() if not ex.awaits for rule in ex.rules}
    assert set(rule_titles()) - loaded == set()


def test_at_least_forty_exercises_graded_by_level() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ExerciseAwaitsEngine)
        exercises = load_exercises()
    assert len(exercises) >= 40
    for game in ("hero-realms", "villainous"):
        levels = [ex.level for ex in exercises if ex.game == game]
        assert levels == sorted(levels) and levels[0] == 1 and levels[-1] >= 7
    kinds = {ex.kind for ex in exercises}
    assert kinds == {
        "attack-targets",
        "legal-move",
        "win-this-turn",
        "what-happens",
        "move-location",
        "vanquish-strength",
        "replay-step",
        "tournament-reading",
        "better-move",
    }
    assert len({ex.id for ex in exercises}) == len(exercises)


@pytest.mark.parametrize("ex", PARAMS)
def test_the_loader_accepts_it_and_the_solution_is_right(ex: Exercise) -> None:
    verify(ex)  # schema-valid already; catalogue, position, names and answer cross-checked
    assert ex.check(ex.solution).correct
    feedback = ex.check(ex.data["answer"])
    assert feedback.correct, feedback.text()
    assert feedback.rule in ex.rules
    assert feedback.explanation


@pytest.mark.parametrize("ex", PARAMS)
def test_typical_wrong_answers_are_refused_for_the_right_reason(ex: Exercise) -> None:
    assert ex.data.get("wrong"), "every exercise gives at least one typical wrong answer"
    assert ex.check(ex.data["answer"]).correct  # the same checker accepts the right one
    for example in ex.data["wrong"]:
        feedback = ex.check(example["answer"])
        assert not feedback.correct, f"{example['answer']!r} was accepted"
        assert feedback.rule == example["rule"], feedback.text()
        assert feedback.explanation


def _legal_targets(ex: Exercise) -> list[str]:
    """The options the legal actions themselves reach (not the checker's refusals)."""
    game: Any = ex.new_game()
    adapter: Any = ex.adapter
    legal = game.legal_actions()
    found = []
    for option in ex.options:
        if ex.kind == "move-location":
            hit = any(
                a.kind == "move"
                and _norm(game.describe_action(a)).endswith(_norm(f"moves to {option}"))
                for a in legal
            )
        elif ex.data.get("by", "attack") == "attack":
            if adapter.is_player(game, option):
                seat = adapter.seat(game, option)
                hit = any(a.kind == "attack_player" and a.args[0] == seat for a in legal)
            else:
                champ = adapter.champion_of(game, option)
                hit = any(a.kind == "attack_champion" and a.args[0] == champ for a in legal)
        elif ex.data["by"] == "target":
            seat = adapter.seat(game, option)
            hit = any(a.kind == "target" and a.args[0] == seat for a in legal)
        else:
            champ = adapter.champion_of(game, option)
            hit = any(a.kind == ex.data["by"] and a.args[0] == champ for a in legal)
        if hit:
            found.append(option)
    return found


@pytest.mark.parametrize("ex", PARAMS)
def test_it_is_right_by_the_rules(ex: Exercise) -> None:
    kind = ex.kind
    if kind in ("attack-targets", "move-location"):
        # "which can you attack?" matches the legal actions
        assert sorted(_legal_targets(ex)) == sorted(ex.data["answer"])
    elif kind == "win-this-turn":
        game = ex.new_game()
        seat = game.current_player
        for move in ex.data["answer"]:
            ex.adapter.play(game, move)
        assert game.is_over and seat in game.winners
        # ... and doing nothing does not win
        game = ex.new_game()
        assert not game.is_over
    elif kind == "legal-move":
        game = ex.new_game()
        action = ex.adapter.resolve(game, str(ex.data["move"]))
        listed = action in game.legal_actions() or (
            action.kind.startswith("attack") and game.is_legal(action)
        )
        assert listed == (ex.data["answer"] == "yes") == game.is_legal(action)
        if ex.data["answer"] == "no":
            before = (str(game), len(game.decisions), len(game.events))
            with pytest.raises(IllegalActionError) as err:
                game.apply(action)
            assert (str(game), len(game.decisions), len(game.events)) == before
            assert err.value.rule in (*ex.rules, *(w["rule"] for w in ex.data["wrong"]))
    elif kind == "vanquish-strength":
        game: Any = ex.new_game()
        seat = game.current_player
        hero = ex.adapter.card(game, ex.data["hero"], seat)  # type: ignore[attr-defined]
        here = game.loc_of(hero)
        allies = [c for c in game.allies(seat) if game.loc_of(c) == here]
        total = sum(game.strength(c) for c in allies)
        can = any(
            a.kind == "vanquish" and ex.data["hero"] in game.describe_action(a)
            for a in game.legal_actions()
        )
        assert can == (total >= ex.data["answer"])
        assert game.strength(hero) == ex.data["answer"]
    elif kind == "better-move":
        # the named player decides, every choice is a legal move, the answer leads the proof
        game = ex.new_game()
        assert game.names[game.current_player] == ex.data["seat"]  # type: ignore[attr-defined]
        legal = game.legal_actions()
        for move in ex.data["choices"]:
            assert ex.adapter.resolve(game, move) in legal, move
        wins = ex.data["proof"]["wins"]
        assert max(wins, key=wins.get) == ex.data["answer"] != ex.data["played"]
    else:  # what-happens, replay-step: the move is legal and the table then reads the answer
        assert str(ex.reading()) == str(ex.data["answer"])
        assert str(ex.data["answer"]) in ex.options
        if kind == "replay-step":
            game = ex.new_game()
            assert len(game.decisions) == ex.data["replay"]["step"]
            assert game.is_legal(ex.replay_action(game))


@pytest.mark.parametrize("ex", exercise_params(by_rules=False))
def test_learner_text_shows_no_internal_ids(ex: Exercise) -> None:
    shown = [ex.title, ex.question, ex.move or "", *map(ex.option_label, ex.options)]
    for answer in ex.all_answers()[:40]:
        shown.append(ex.check(answer).text())
    for text in shown:
        assert ex.id not in text
        for token in ("attack_player", "attack_champion", "end_turn", "L0T", "L1B", "iid"):
            assert token not in text, text
