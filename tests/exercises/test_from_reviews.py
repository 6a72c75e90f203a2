"""Exercises from reviews: a proven blunder becomes a 'find the better move' exercise."""

from __future__ import annotations

from pathlib import Path

from tests.exercises.helpers import from_reviews, saved_log
from tests.search.test_review import _lethal_not_taken
from toolkit.core import safe_yaml
from toolkit.exercises.from_reviews import move_words
from toolkit.exercises.loader import load_file
from toolkit.exercises.words import move_label


def _saved(tmp_path: Path) -> Path:
    return saved_log(_lethal_not_taken(), tmp_path / "lethal.json")


def test_the_command_writes_an_exercise_whose_answer_is_the_lethal_move(tmp_path: Path) -> None:
    # rule: HR-E1
    log = _saved(tmp_path)
    out = tmp_path / "picked.yaml"
    done = from_reviews(log, out, 8)
    assert done.returncode == 0, done.stderr
    assert "written" in done.stdout
    raw = safe_yaml.load_file(out)
    (spec,) = raw["exercises"]
    assert spec["kind"] == "win-this-turn" and spec["answer"] == ["attack Ben with 10"]
    assert "end turn" in spec["choices"]
    # it loads and checks answers like any other exercise
    (ex,) = load_file(out)
    assert ex.solution == ["attack Ben with 10"]
    assert ex.check(["attack Ben with 10"]).correct
    assert not ex.check(["end turn"]).correct
    es = ex.in_lang("es")
    lethal = move_label("hero-realms", "attack Ben with 10", "es")
    assert "eligió terminar el turno" in es.question and lethal.lower() in es._explain().lower()
    assert es.check([lethal]).correct
    # never over a file without --force
    again = from_reviews(log, out, 8)
    assert again.returncode != 0
    assert safe_yaml.load_file(out) == raw
    forced = from_reviews(log, out, 8, "--force")
    assert forced.returncode == 0, forced.stderr


def test_the_proof_holds_only_for_a_move_that_stays_best() -> None:
    # rule: HR-E1
    from toolkit.exercises.from_reviews import _prove
    from toolkit.hero_realms.engine import END_TURN

    game = _lethal_not_taken()
    fresh = type(game).from_setup(game.setup, game.seed)
    lethal = next(a for a in fresh.legal_actions() if a.kind == "attack_player")
    ok, why = _prove(fresh, END_TURN, lethal, 16, 1, 0.10)
    assert ok, why
    ok, why = _prove(fresh, lethal, END_TURN, 16, 1, 0.10)  # ending the turn is not better
    assert not ok and "another move came first" in why


def test_moves_in_words_name_exactly_the_move() -> None:
    game = _lethal_not_taken()
    fresh = type(game).from_setup(game.setup, game.seed)
    words = {move_words(fresh, a) for a in fresh.legal_actions()}
    assert "end turn" in words and "attack Ben with 10" in words
