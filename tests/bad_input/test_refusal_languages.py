"""Refusals a learner can meet are written in the learner's language.

The table's and the widget's setup (seats, variant, villains, pace), an exercise
session's answer modes and numbers, a lesson's villains and tournaments, and a replay's
ranges: each refusal is a typed toolkit error whose words come from the message
catalogue, so the same mistake reads differently in English, Spanish and Italian, and
never the English sentence on an es/it screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.bad_input.helpers import assert_clean
from toolkit.core.errors import ToolkitError
from toolkit.hero_realms import HeroRealmsGame

LANGS = ("en", "es", "it")


def _table(*args: Any, **options: Any) -> Any:
    from toolkit.play.model import TableModel

    return TableModel(*args, **options)


def _widget(*args: Any, **options: Any) -> Any:
    from toolkit.widgets.table import Table

    return Table(*args, **options)


SETUP_CASES: list[tuple[str, Callable[[str], Any]]] = [
    ("no such game", lambda lang: _table("chess", lang=lang)),
    ("unknown seat", lambda lang: _table("hero-realms", ["human", "wizard"], lang=lang)),
    (
        "seats and game differ",
        lambda lang: _table(HeroRealmsGame.new(seed=1), ["human", "greedy", "greedy"], lang=lang),
    ),
    ("one seat", lambda lang: _table("hero-realms", ["human"], lang=lang)),
    (
        "Hydra with three",
        lambda lang: _table("hero-realms", ["human"] * 3, lang=lang, variant="hydra"),
    ),
    ("unknown variant", lambda lang: _table("hero-realms", lang=lang, variant="chess")),
    ("unknown option", lambda lang: _table("hero-realms", lang=lang, bogus=1)),
    ("six villains", lambda lang: _table("villainous", ["human"] + ["heuristic"] * 5, lang=lang)),
    ("villain twice", lambda lang: _table("villainous", lang=lang, villains=["ursula", "ursula"])),
    ("villains as text", lambda lang: _table("villainous", lang=lang, villains="ursula")),
    ("unknown villain", lambda lang: _table("villainous", lang=lang, villains=["ursula", "jafar"])),
    ("widget pace", lambda lang: _widget("hero-realms", lang=lang, pace="warp")),
]


def _session(mode: str, lang: str) -> Any:
    """A session on the first exercise whose answer mode is ``mode``."""
    from toolkit.exercises import load_exercises
    from toolkit.exercises.session import ExerciseSession

    chosen = next(ex for ex in load_exercises(lang=lang) if ex.answer_mode == mode)
    return ExerciseSession([chosen], lang)


def _not(mode: str) -> str:
    return "one" if mode != "one" else "many"


SESSION_CASES: list[tuple[str, Callable[[str], Any]]] = [
    ("no exercises", lambda lang: _session_of_nothing(lang)),
    ("exercise 99", lambda lang: _session("one", lang).go(99)),
    ("ticks on a one-answer question", lambda lang: _session("one", lang).toggle("x")),
    ("a choice on a tick-all question", lambda lang: _session("many", lang).choose("x")),
    ("a number on a choice question", lambda lang: _session("one", lang).set_number(3)),
    ("a move on a choice question", lambda lang: _session("one", lang).pick("x")),
]


def _session_of_nothing(lang: str) -> Any:
    from toolkit.exercises.session import ExerciseSession

    return ExerciseSession([], lang)


def _lessons() -> Any:
    import toolkit.lessons as lessons

    return lessons


def _analysis() -> Any:
    import toolkit.lessons.analysis as analysis

    return analysis


LESSON_CASES: list[tuple[str, Callable[[str], Any]]] = [
    (
        "table villain twice",
        lambda lang: _lessons().table("villainous", lang=lang, villains=["ursula", "ursula"]),
    ),
    (
        "replay villain twice",
        lambda lang: _lessons().replay("villainous", lang=lang, villains=["tamatoa", "tamatoa"]),
    ),
    (
        "favoured villain twice",
        lambda lang: _analysis().favoured("villains", lang=lang, villains=["ursula", "ursula"]),
    ),
    (
        "favoured unknown villain",
        lambda lang: _analysis().favoured("villains", lang=lang, villains=["ursula", "jafar"]),
    ),
    ("favoured what", lambda lang: _analysis().favoured("weather", lang=lang)),
    ("no such exercise", lambda lang: _lessons().exercise("hr-no-such-exercise", lang=lang)),
    ("no such figure", lambda lang: _lessons().figure("pie", lang=lang)),
    ("a figure named by a list", lambda lang: _lessons().figure(["health"], lang=lang)),
    ("tournament of 0 games", lambda lang: _analysis().tournament(lang=lang, games=0)),
    ("tournament of '5' games", lambda lang: _analysis().tournament(lang=lang, games="5")),
]


@pytest.fixture(scope="module")
def replay() -> Any:
    from toolkit.replay import Replay

    game = HeroRealmsGame.new(seed=3, names=["Ada", "Ben"])
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    return Replay.from_game(game)


def _replay_widget(replay: Any, lang: str, **options: Any) -> Any:
    from toolkit.widgets import ReplayWidget

    return ReplayWidget(replay, lang=lang, **options)


def _export(replay: Any, lang: str, **options: Any) -> Any:
    from toolkit.export import export_html

    return export_html(replay, figures=options.pop("figures", False), lang=lang, **options)


REPLAY_CASES: list[tuple[str, Callable[[Any, str], Any]]] = [
    ("turn 999", lambda r, lang: r.turn_start(999, lang)),
    ("step past the end", lambda r, lang: r.step(10**6, lang)),
    ("board of seat 5", lambda r, lang: r.board_html(0, 5, lang)),
    ("board of state -1", lambda r, lang: r.board_html(-1, None, lang)),
    ("viewer 7", lambda r, lang: r.check_viewer(7, lang)),
    ("widget viewer 7", lambda r, lang: _replay_widget(r, lang, viewer=7)),
    ("widget of no replay", lambda r, lang: _replay_widget(None, lang)),
    ("widget log window 0", lambda r, lang: _replay_widget(r, lang, log_window=0)),
    ("widget position text", lambda r, lang: _replay_widget(r, lang, position="3")),
    ("widget go text", lambda r, lang: _replay_widget(r, lang).go("3")),
    ("widget turn 999", lambda r, lang: _replay_widget(r, lang).jump_to_turn(999)),
    ("export start -1", lambda r, lang: _export(r, lang, start=-1)),
    ("export viewers as text", lambda r, lang: _export(r, lang, viewers="0")),
    ("export too many viewers", lambda r, lang: _export(r, lang, viewers=[None, 0, 1, 0])),
    ("export figures text", lambda r, lang: _export(r, lang, figures="yes")),
    ("export title not text", lambda r, lang: _export(r, lang, title=3)),
    ("export of no replay", lambda r, lang: _export(None, lang)),
]


def _messages(call: Callable[[str], Any]) -> dict[str, str]:
    """The refusal of ``call`` in each language (each a clean toolkit error)."""
    said = {}
    for lang in LANGS:
        with pytest.raises(ToolkitError) as caught:
            call(lang)
        said[lang] = assert_clean(caught.value)
    return said


def _assert_translated(said: dict[str, str]) -> None:
    assert said["es"] != said["en"], said
    assert said["it"] != said["en"], said
    assert said["es"] != said["it"], said


@pytest.mark.parametrize("call", [c for _, c in SETUP_CASES], ids=[i for i, _ in SETUP_CASES])
def test_a_table_setup_refusal_is_in_the_learners_language(call: Callable[[str], Any]) -> None:
    _assert_translated(_messages(call))


@pytest.mark.parametrize("call", [c for _, c in SESSION_CASES], ids=[i for i, _ in SESSION_CASES])
def test_an_exercise_session_refusal_is_in_the_learners_language(
    call: Callable[[str], Any],
) -> None:
    _assert_translated(_messages(call))


@pytest.mark.parametrize("call", [c for _, c in LESSON_CASES], ids=[i for i, _ in LESSON_CASES])
def test_a_lesson_refusal_names_the_villains_in_the_learners_language(
    call: Callable[[str], Any],
) -> None:
    _assert_translated(_messages(call))


@pytest.mark.parametrize("call", [c for _, c in REPLAY_CASES], ids=[i for i, _ in REPLAY_CASES])
def test_a_replay_refusal_is_in_the_learners_language(
    replay: Any, call: Callable[[Any, str], Any]
) -> None:
    _assert_translated(_messages(lambda lang: call(replay, lang)))


def test_the_words_of_a_few_refusals() -> None:
    """Spot checks of the exact words, printed names kept and no raw villain id."""
    with pytest.raises(ToolkitError, match=r"^Ursula aparece dos veces: cada jugador"):
        _table("villainous", lang="es", villains=["ursula", "ursula"])
    with pytest.raises(
        ToolkitError, match=r"Captain Hook, Evil Queen\. Perciò un tavolo accoglie al massimo 5"
    ):
        _table("villainous", ["human"] + ["heuristic"] * 5, lang="it")
    with pytest.raises(ToolkitError, match=r"^Idra è per 4 giocatori, non per 3"):
        _table("hero-realms", ["human"] * 3, lang="it", variant="hydra")
    with pytest.raises(ToolkitError, match=r"^La partida tiene 2 asientos, pero se han indicado 3"):
        _table(HeroRealmsGame.new(seed=1), ["human", "greedy", "greedy"], lang="es")
    with pytest.raises(ToolkitError, match=r"^Esta pregunta no se responde con un número"):
        _session("one", "es").set_number(3)
    with pytest.raises(ToolkitError, match=r"^Hay 1 ejercicio, numerado desde 0; 99 no es"):
        _session("one", "es").go(99)
