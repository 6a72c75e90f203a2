"""The better-move kind: checked on load, feedback in three languages, written from reviews."""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.exercises.helpers import from_reviews, saved_log
from toolkit.core import safe_yaml
from toolkit.exercises import exercise
from toolkit.exercises.loader import ExerciseDataError, exercise_dir, load_file
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.engine import END_TURN

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "es", "it")


def _shipped(game: str, eid: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """A shipped file (as data) and one of its exercises."""
    name = "hero_realms" if game == "hero-realms" else "villainous"
    raw = safe_yaml.load_file(exercise_dir() / f"{name}_better_moves.yaml")
    spec = next(e for e in raw["exercises"] if e["id"] == eid)
    return raw, spec


def _write(tmp_path: Path, raw: dict[str, Any], spec: dict[str, Any]) -> Path:
    doc = {"game": raw["game"], "topic": raw["topic"], "exercises": [spec]}
    path = tmp_path / "better.yaml"
    path.write_text(safe_yaml.dump(doc), encoding="utf-8")
    return path


def _refused(tmp_path: Path, raw: dict[str, Any], spec: dict[str, Any]) -> ExerciseDataError:
    path = _write(tmp_path, raw, spec)
    before = path.read_bytes()
    with pytest.raises(ExerciseDataError) as err:
        load_file(path)
    assert path.read_bytes() == before  # nothing written, nothing loaded
    return err.value


def _swap(spec: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """``spec`` with the choice ``old`` replaced by ``new`` everywhere it is named."""
    out = copy.deepcopy(spec)
    out["choices"] = [new if c == old else c for c in out["choices"]]
    wins = out["proof"]["wins"]
    out["proof"]["wins"] = {new if k == old else k: v for k, v in wins.items()}
    for key in ("answer", "played"):
        if out[key] == old:
            out[key] = new
    if out["proof"]["next"] == old:
        out["proof"]["next"] = new
    out["wrong"] = [{"answer": out["played"], "rule": out["rules"][0]}]
    return out


def test_the_shipped_examples_load_and_check_in_the_engine() -> None:
    # rule: HR-T3
    for eid in ("hr-better-1", "v-better-1"):
        ex = exercise(eid)
        assert ex.kind == "better-move" and ex.answer_mode == "one"
        assert ex.check(ex.data["answer"]).correct
        assert not ex.check(ex.data["played"]).correct


def test_an_illegal_answer_is_refused_naming_the_exercise_and_the_move(tmp_path: Path) -> None:
    # rule: HR-T3
    raw, spec = _shipped("hero-realms", "hr-better-1")
    bad = _swap(spec, spec["answer"], "play Spark")  # no Spark in Ben's hand
    err = _refused(tmp_path, raw, bad)
    assert err.exercise == "hr-better-1" and err.field == "answer"
    assert "play Spark" in str(err) and "not legal" in str(err)


def test_an_illegal_choice_is_refused(tmp_path: Path) -> None:
    # rule: V-T1
    raw, spec = _shipped("villainous", "v-better-2")
    other = next(c for c in spec["choices"] if c not in (spec["answer"], spec["played"]))
    bad = _swap(spec, other, "play Swashbuckler")  # a card of Captain Hook, not at this table
    err = _refused(tmp_path, raw, bad)
    assert err.exercise == "v-better-2" and err.field == "choices"
    assert "play Swashbuckler" in str(err)


def test_a_position_where_another_player_decides_is_refused(tmp_path: Path) -> None:
    # rule: HR-T1
    raw, spec = _shipped("hero-realms", "hr-better-1")
    bad = copy.deepcopy(spec)
    bad["seat"] = "Ada"  # Ben decides in this position
    err = _refused(tmp_path, raw, bad)
    assert err.field == "seat" and "Ben's decision" in str(err)


def test_a_proof_that_does_not_put_the_answer_first_is_refused(tmp_path: Path) -> None:
    raw, spec = _shipped("hero-realms", "hr-better-2")
    bad = copy.deepcopy(spec)
    bad["proof"]["wins"][bad["played"]] = 99
    err = _refused(tmp_path, raw, bad)
    assert err.field == "answer" and "highest win share" in str(err)


@pytest.mark.parametrize("lang", LANGS)
def test_feedback_in_three_languages(lang: str) -> None:
    # rule: HR-T3
    ex = exercise("hr-better-1", lang=lang)
    answer, played = ex.data["answer"], ex.data["played"]
    wins = ex.data["proof"]["wins"]
    right = ex.check(ex.option_label(answer))  # answered in the learner's language
    first = {"en": "Yes:", "es": "Sí:", "it": "Sì:"}[lang]
    assert right.correct and right.explanation.startswith(first)
    assert str(wins[answer]) in right.explanation and str(wins[played]) in right.explanation
    assert right.rule == "HR-T3" and right.rule_title
    nudge = ex.coach(played, wrong_before=0)
    assert nudge.step == "nudge" and not nudge.correct
    assert ex.option_label(played) in nudge.explanation
    assert str(wins[played]) in nudge.explanation and ex.nudge in nudge.explanation
    answer_label = ex.option_label(answer)
    assert answer_label.lower() not in nudge.explanation.lower()  # the answer is not given away
    again = ex.coach(played, wrong_before=1)
    assert again.step == "explain" and answer_label.lower() not in again.explanation.lower()
    shown = ex.show()
    assert shown.step == "shown" and answer_label in shown.explanation


def test_feedback_words_differ_by_language() -> None:
    texts = {lang: exercise("v-better-3", lang=lang).check("end turn").text() for lang in LANGS}
    assert len(set(texts.values())) == 3
    assert "Terminar el turno" in exercise("v-better-3", lang="es").labels


def _blunder_log(tmp_path: Path) -> Path:
    """Ada (8 health, 6 combat) ends her turn: attacking Ben (8 health) was much better,
    though it does not win this turn."""
    game = HeroRealmsGame.from_position(
        {
            "active": 0,
            "health": [8, 8],
            "players": [{"combat": 6, "hand": []}, {"champions": ["cron-the-berserker"]}],
        },
        seed=4,
        names=["Ada", "Ben"],
    )
    game.apply(END_TURN)
    return saved_log(game, tmp_path / "ended.json")


def test_the_command_writes_a_better_move_when_the_better_move_does_not_win(
    tmp_path: Path,
) -> None:
    # rule: HR-C1
    log = _blunder_log(tmp_path)
    out = tmp_path / "picked.yaml"
    done = from_reviews(log, out, 8)
    assert done.returncode == 0, done.stderr
    raw = safe_yaml.load_file(out)
    (spec,) = raw["exercises"]
    assert spec["kind"] == "better-move" and spec["answer"] == "attack Ben with 6"
    assert spec["played"] == "end turn" and spec["seat"] == "Ada"
    assert spec["rules"][0] == "HR-C1" and spec["proof"]["budget"] == 32
    assert set(spec["proof"]["wins"]) == set(spec["choices"]) and len(spec["choices"]) >= 2
    (ex,) = load_file(out)
    assert ex.check("attack Ben with 6").correct and not ex.check("end turn").correct
    assert ex.in_lang("it").question.startswith("Una posizione")


@pytest.mark.slow
def test_the_command_writes_villainous_better_moves(tmp_path: Path) -> None:
    # rule: V-T1
    logs = tmp_path / "logs"
    sim = [sys.executable, "-m", "toolkit", "simulate", "villainous", "--games", "3"]
    sim += ["--bots", "random,heuristic", "--villains", "captain_hook,ursula", "--seed", "11"]
    sim += ["--save-logs", str(logs), "--no-progress"]
    subprocess.run(sim, capture_output=True, text=True, cwd=ROOT, check=True)
    out = tmp_path / "v.yaml"
    done = from_reviews(logs / "game-00003.json", out, 16)
    assert done.returncode == 0, done.stderr
    found = load_file(out)
    assert found and all(ex.kind == "better-move" and ex.game == "villainous" for ex in found)
    for ex in found:
        assert ex.check(ex.solution).correct


@pytest.mark.slow
@pytest.mark.parametrize("eid", [f"{g}-better-{i}" for g in ("hr", "v") for i in (1, 2, 3)])
def test_the_search_still_puts_the_answer_first(eid: str) -> None:
    """The proof again: every choice searched at the proof's budget, the answer first."""
    from toolkit.search import make_bot

    ex = exercise(eid)
    game: Any = ex.new_game()
    proof = ex.data["proof"]
    moves = [ex.adapter.resolve(game, c) for c in ex.data["choices"]]
    bot: Any = make_bot(ex.game, "search", proof["seed"], playouts=proof["budget"])
    found = bot.analyse(game, moves, extra=moves, forced=proof["budget"], keep=True)
    best = max(found.moves, key=lambda m: m.win_chance)
    assert best.action == ex.adapter.resolve(game, ex.data["answer"])


@pytest.mark.parametrize("lang", LANGS)
def test_the_exercise_widget_shows_a_better_move(lang: str) -> None:
    # rule: V-T1
    from toolkit.widgets import ExerciseWidget

    ex = exercise("v-better-1", lang=lang)
    w = ExerciseWidget(ex, lang=lang)
    assert "Evil Queen" in w.board.value and "Snow White" in w.board.value
    assert [label for label, _ in w.radio.options] == ex.labels
    w.radio.value = ex.data["played"]
    w.check_button.click()
    nudge = ex.coach(ex.data["played"], wrong_before=0)
    assert nudge.verdict in w.feedback.value and "V-T1" in w.feedback.value
    w.retry_button.click()
    w.radio.value = ex.data["answer"]
    w.check_button.click()
    assert ex.check(ex.data["answer"]).verdict in w.feedback.value
    assert "100" in w.feedback.value and "17" in w.feedback.value


def test_the_win_rule_comes_first_when_the_better_move_wins_at_once() -> None:
    # rule: HR-E1
    from tests.search.test_review import _lethal_not_taken
    from toolkit.exercises.better import rule_for

    game = _lethal_not_taken()
    fresh = type(game).from_setup(game.setup, game.seed)
    assert rule_for("hero-realms", fresh, "attack Ben with 10") == ["HR-E1", "HR-C1"]
    assert rule_for("hero-realms", fresh, "end turn") == ["HR-T1"]


def test_villainous_moves_in_words_name_exactly_their_move() -> None:
    # rule: V-T3
    from toolkit.exercises.better_words import move_words
    from toolkit.exercises.games import adapter_for
    from toolkit.villainous import VillainousGame

    game = VillainousGame.new(2, villains=["captain_hook", "ursula"])
    moves = {move_words(game, a) for a in game.legal_actions()}
    assert moves == {"move to Skull Rock", "move to Mermaid Lagoon"}
    game.apply(game.legal_actions()[0])  # at Skull Rock: the actions of the location
    said = {a: move_words(game, a) for a in game.legal_actions()}
    assert "end turn" in said.values() and "gain power" in said.values()
    assert {"fate Ursula", "discard Boarding Party"} <= set(said.values())  # either copy
    for action, words in said.items():
        if words is not None:
            got = adapter_for("villainous").resolve(game, words)
            assert got == action or game.defs[got.args[1]].id == game.defs[action.args[1]].id
