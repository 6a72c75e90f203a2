"""Logs, lesson helpers and exports given hostile values.

Logs: event arguments nested far too deep, lone surrogates, illegal decisions passed to
``migrate()``, text that is not a log. Lesson helpers and exports: turns, viewers, seat
counts and bot names out of range or of the wrong kind. Each ends in the toolkit's
typed error, before anything is built or allocated.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.bad_input.helpers import assert_clean
from toolkit.core.errors import LogFormatError, SetupError, ToolkitError
from toolkit.core.log import GameLog, migrate
from toolkit.hero_realms import HeroRealmsGame


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    game = HeroRealmsGame.new(seed=3, names=["Ada", "Ben"])
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    return game.to_log().to_dict()


def _nested(depth: int) -> Any:
    value: Any = [1]
    for _ in range(depth):
        value = [value]
    return value


def _damaged(doc: dict[str, Any], how: str) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    if how == "setup event 200 deep":
        doc["setup_events"][0]["args"] = [_nested(200)]
    elif how == "step event 20 deep":
        doc["steps"][0]["events"][0]["args"] = [_nested(20)]
    elif how == "surrogate in a text":
        doc["steps"][0]["events"][0]["text"] = "x\udc80"
    elif how == "surrogate in a name":
        doc["setup"]["names"] = ["Ada\udc80", "Ben"]
    elif how == "surrogate in a key":
        doc["setup"]["\udc80"] = 1
    elif how == "illegal decision":
        doc["steps"][0]["action"] = ["play", 999]
    elif how == "wrong player":
        doc["steps"][0]["player"] = 1
    elif how == "decision of another kind":
        doc["steps"][0]["action"] = ["attack_player", 1, 50]
    return doc


LOG_DAMAGE = [
    "setup event 200 deep",
    "step event 20 deep",
    "surrogate in a text",
    "surrogate in a name",
    "surrogate in a key",
]
MIGRATE_DAMAGE = [*LOG_DAMAGE, "illegal decision", "wrong player", "decision of another kind"]


@pytest.mark.parametrize("how", LOG_DAMAGE)
def test_a_damaged_log_is_refused_by_every_loader(
    document: dict[str, Any], tmp_path: Path, how: str
) -> None:
    from toolkit.replay import Replay

    doc = _damaged(document, how)
    text = json.dumps(doc, ensure_ascii=True)  # a surrogate survives as \\udc80
    path = tmp_path / "log.json"
    path.write_text(text, "utf-8")
    for load in (
        lambda: GameLog.from_dict(doc),
        lambda: GameLog.loads(text),
        lambda: GameLog.load(path),
        lambda: Replay.load(path),
    ):
        with pytest.raises(LogFormatError) as caught:
            load()
        assert_clean(caught.value, LogFormatError)


@pytest.mark.parametrize("how", MIGRATE_DAMAGE)
def test_migrate_checks_what_it_returns(document: dict[str, Any], how: str) -> None:
    with pytest.raises(LogFormatError) as caught:
        migrate(_damaged(document, how))
    assert_clean(caught.value, LogFormatError)


def test_migrate_keeps_a_good_log(document: dict[str, Any]) -> None:
    assert migrate(copy.deepcopy(document)) == document


@pytest.mark.parametrize(
    "text",
    [None, b"{}", "", "[" * 100_000, '{"a": NaN}', "x" * 10, json.dumps([1, 2])],
    ids=["None", "bytes", "empty", "deep", "NaN", "not JSON", "a list"],
)
def test_text_that_is_no_log_is_refused(text: Any) -> None:
    with pytest.raises(LogFormatError) as caught:
        GameLog.loads(text)
    assert_clean(caught.value, LogFormatError)


def test_the_export_command_refuses_a_deep_log(
    document: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from toolkit.cli import main

    path = tmp_path / "log.json"
    path.write_text(json.dumps(_damaged(document, "setup event 200 deep")), "utf-8")
    assert main(["export", str(path), "--html", str(tmp_path / "x.html")]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    assert not (tmp_path / "x.html").exists()


# -- lesson helpers ---------------------------------------------------------------------------
def _lessons() -> Any:
    import toolkit.lessons as lessons

    return lessons


LESSON_CASES: list[tuple[str, Callable[[Any], Any]]] = [
    ("show viewer 99", lambda L: L.show("hr-opening", viewer=99)),
    ("show viewer -1", lambda L: L.show("hr-opening", viewer=-1)),
    ("show viewer text", lambda L: L.show("hr-opening", viewer="Ada")),
    ("show viewer True", lambda L: L.show("hr-opening", viewer=True)),
    ("show a number", lambda L: L.show(42)),
    ("show None", lambda L: L.show(None)),
    ("replay turn 999", lambda L: L.replay("hero-realms", seed=3, turn=999)),
    ("replay turn -1", lambda L: L.replay("hero-realms", seed=3, turn=-1)),
    ("replay turn text", lambda L: L.replay("hero-realms", seed=3, turn="2")),
    ("replay unknown bot", lambda L: L.replay("hero-realms", bots=["wizard", "greedy"])),
    ("replay bots as text", lambda L: L.replay("hero-realms", bots="greedy")),
    ("replay players 10**9", lambda L: L.replay("hero-realms", players=10**9)),
    ("replay players 10**100", lambda L: L.replay("hero-realms", players=10**100)),
    ("replay players 0", lambda L: L.replay("hero-realms", players=0)),
    ("replay players text", lambda L: L.replay("hero-realms", players="4")),
    ("replay a number", lambda L: L.replay(42)),
    ("replay a missing log", lambda L: L.replay("no-such-log.json")),
    ("table villainous 6", lambda L: L.table("villainous", 6)),
    ("table seats 10**9", lambda L: L.table("hero-realms", 10**9)),
    ("table seats True", lambda L: L.table("hero-realms", True)),
    ("table seats text", lambda L: L.table("hero-realms", "human")),
    ("table unknown bot", lambda L: L.table("hero-realms", ["human", "wizard"])),
    ("table duplicate villains", lambda L: L.table("villainous", villains=["ursula", "ursula"])),
    ("figure unknown", lambda L: L.figure("pie")),
    ("figure unknown villain", lambda L: L.figure("locks", villain="jafar")),
]


@pytest.mark.parametrize("call", [c for _, c in LESSON_CASES], ids=[i for i, _ in LESSON_CASES])
def test_a_lesson_helper_refuses_a_bad_value(call: Callable[[Any], Any]) -> None:
    with pytest.raises(ToolkitError) as caught:
        call(_lessons())
    assert_clean(caught.value)


def test_six_villainous_seats_are_refused_not_seated_twice() -> None:
    from toolkit.play.model import TableModel

    with pytest.raises(SetupError, match="V-S7"):
        TableModel("villainous", ["human"] + ["heuristic"] * 5)
    table = TableModel("villainous", ["human"] + ["heuristic"] * 4)
    villains = table.game.setup["villains"]
    assert len(set(villains)) == len(villains) == 5


def test_a_lesson_refusal_is_in_the_learners_language() -> None:
    with pytest.raises(ToolkitError) as caught:
        _lessons().show("hr-opening", lang="it", viewer=5)
    assert "posto" in str(caught.value)


# -- replays and exports ----------------------------------------------------------------------
@pytest.fixture(scope="module")
def replay() -> Any:
    from toolkit.replay import Replay

    game = HeroRealmsGame.new(seed=3, names=["Ada", "Ben"])
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    return Replay.from_game(game)


EXPORT_CASES: list[tuple[str, dict[str, Any]]] = [
    ("viewer 2", {"viewers": [None, 2]}),
    ("viewer text", {"viewers": ["Ada"]}),
    ("viewer True", {"viewers": [True]}),
    ("viewers as text", {"viewers": "0"}),
    ("too many viewers", {"viewers": [None, 0, 1, 0]}),
    ("start -1", {"start": -1}),
    ("start past the end", {"start": 10**9}),
    ("start text", {"start": "0"}),
    ("figures text", {"figures": "yes"}),
    ("title not text", {"title": 3}),
    ("huge title", {"title": "x" * 10_000}),
]


@pytest.mark.parametrize("options", [o for _, o in EXPORT_CASES], ids=[i for i, _ in EXPORT_CASES])
def test_export_html_refuses_a_bad_argument(replay: Any, options: dict[str, Any]) -> None:
    from toolkit.export import export_html

    with pytest.raises(ToolkitError) as caught:
        export_html(replay, figures=options.pop("figures", False), **options)
    assert_clean(caught.value)


REPLAY_CASES: list[tuple[str, Callable[[Any], Any]]] = [
    ("state past the end", lambda r: r.state(r.n_steps + 1)),
    ("state True", lambda r: r.state(True)),
    ("turn 999", lambda r: r.turn_start(999)),
    ("board viewer 5", lambda r: r.board_html(0, 5)),
    ("events viewer -1", lambda r: r.event_texts(0, -1)),
    ("widget viewer 7", lambda r: _widget(r, viewer=7)),
    ("widget position text", lambda r: _widget(r, position="3")),
    ("widget go text", lambda r: _widget(r).go("3")),
    ("widget turn 999", lambda r: _widget(r).jump_to_turn(999)),
    ("widget turn text", lambda r: _widget(r).jump_to_turn("2")),
    ("widget of no replay", lambda r: _widget(None)),
]


def _widget(replay: Any, **options: Any) -> Any:
    from toolkit.widgets import ReplayWidget

    return ReplayWidget(replay, **options)


@pytest.mark.parametrize("call", [c for _, c in REPLAY_CASES], ids=[i for i, _ in REPLAY_CASES])
def test_a_replay_refuses_what_it_does_not_have(replay: Any, call: Callable[[Any], Any]) -> None:
    from toolkit.replay.core import ReplayRangeError

    with pytest.raises(ReplayRangeError) as caught:
        call(replay)
    assert_clean(caught.value)
