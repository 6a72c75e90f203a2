"""Save writes a learner's seat view while the game is under way, and the replayable log
only in the teacher's view, once the game is over, or when asked for."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from toolkit.core.errors import ArgumentError, ToolkitError
from toolkit.html.table import board_html
from toolkit.play import TableModel
from toolkit.play.saving import VIEW_FORMAT
from toolkit.replay import Replay

from .helpers import play_by_clicks

GAMES = ["hero-realms", "villainous"]


def _under_way(name: str, **kw: Any) -> TableModel:
    table = TableModel(name, seats=["human", "human"], seed=4, names=["Ada", "Ben"], **kw)
    table.confirm_end = False
    play_by_clicks(table, seed=4, limit=12)
    assert not table.game.over
    return table


def _hidden_from(table: TableModel, seat: int) -> set[int]:
    """The card instances ``seat`` may not see: every other seat's hand and every deck."""
    out: set[int] = set()
    for s, p in enumerate(table.game.players):
        out |= set(p.deck)
        if s != seat:
            out |= set(p.hand)
    return out


def _card_refs(data: Any) -> set[int]:
    """Every card instance a saved view names (its spots), walking the JSON."""
    found: set[int] = set()
    if isinstance(data, dict):
        if data.get("kind") == "card" and isinstance(data.get("ref"), int):
            found.add(data["ref"])
        for v in data.values():
            found |= _card_refs(v)
    elif isinstance(data, list):
        for v in data:
            found |= _card_refs(v)
    return found


@pytest.mark.parametrize("name", GAMES)
def test_a_learner_saves_the_seat_view_without_the_other_seat_hidden_cards(
    name: str, tmp_path: Path
) -> None:
    table = _under_way(name)
    if table.handover is not None:
        table.take_screen()
    seat = table.viewer
    assert seat is not None and seat >= 0
    path = table.save(tmp_path / "g.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == VIEW_FORMAT and data["viewer"] == table.names[seat]
    assert "seed" not in data and "setup" not in data and "decisions" in data
    refs = _card_refs(data["board"])
    assert refs, "the seat's own cards are in its view"
    assert not refs & _hidden_from(table, seat)
    assert set(table.game.players[seat].hand) <= refs
    assert data["board"]["narration"] == list(table.board().narration)
    other = 1 - seat  # the other seat's hand is a count in the saved view
    zones = data["board"]["panels"][other]["zones"]
    assert any(z["hidden"] == len(table.game.players[other].hand) > 0 for z in zones)
    assert table.message is not None and "sees" in table.message.text
    # a view is not a log: the replay refuses it with a typed error
    with pytest.raises(ToolkitError):
        Replay.load(path)


@pytest.mark.parametrize("name", GAMES)
def test_a_view_saved_during_a_hand_over_shows_nothing_of_either_seat(
    name: str, tmp_path: Path
) -> None:
    table = _under_way(name)
    for _ in range(200):
        if table.handover is not None:
            break
        play_by_clicks(table, seed=5, limit=1)
    assert table.handover is not None
    path = table.save(tmp_path / "g.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    hands = {c for p in table.game.players for c in p.hand}
    assert not _card_refs(data["board"]) & (hands | _hidden_from(table, 0))


@pytest.mark.parametrize("name", GAMES)
def test_a_view_saved_as_html_is_the_board_as_the_seat_sees_it(name: str, tmp_path: Path) -> None:
    table = TableModel(name, seats=["human", "greedy" if name == "hero-realms" else "heuristic"])
    table.confirm_end = False
    table.skip_to_my_turn()
    seen = board_html(table.board(), table.lang)
    path = table.save(tmp_path / "g.html")
    text = path.read_text(encoding="utf-8")
    assert text.count("tk-t-panel") >= 2 and "tk-t-hidden" in text
    # the page is the board this seat sees (other hands as counts), not the game
    assert text == seen


@pytest.mark.parametrize("name", GAMES)
def test_the_log_is_written_in_the_teacher_view_or_when_asked(name: str, tmp_path: Path) -> None:
    table = _under_way(name)
    table.save(tmp_path / "asked.json", form="log")
    assert Replay.load(tmp_path / "asked.json").n_steps == len(table.game.decisions)
    table.set_teacher_view(True)
    table.save(tmp_path / "teacher.json")
    assert Replay.load(tmp_path / "teacher.json").n_steps == len(table.game.decisions)
    with pytest.raises(ArgumentError):
        table.save(tmp_path / "bad.json", form="everything")
    assert not (tmp_path / "bad.json").exists()
    assert table.message is not None and table.message.kind == "refused"


@pytest.mark.parametrize("name", GAMES)
def test_once_the_game_is_over_save_writes_the_log_for_the_replay(
    name: str, tmp_path: Path
) -> None:
    table = TableModel(name, seats=["human", "greedy" if name == "hero-realms" else "heuristic"])
    table.confirm_end = False
    play_by_clicks(table, seed=2)
    assert table.game.over
    path = table.save(tmp_path / "g.json")
    replay = Replay.load(path)
    assert replay.n_steps == len(table.game.decisions)


def test_save_refuses_an_unknown_form_in_spanish(tmp_path: Path) -> None:
    table = TableModel("villainous", seed=1, lang="es")
    with pytest.raises(ArgumentError, match="'log' o 'view'"):
        table.save(tmp_path / "g.json", form=3)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "at most 5 players, not 6"),
        ("es", "como máximo 5 jugadores, no 6"),
        ("it", "al massimo 5 giocatori, non 6"),
    ],
)
def test_a_sixth_villainous_seat_is_refused_in_the_table_language(lang: str, words: str) -> None:
    # rule: V-S7
    from toolkit.core.errors import SetupError
    from toolkit.widgets import Table

    with pytest.raises(SetupError, match=words) as refused:
        TableModel("villainous", seats=["human"] + ["heuristic"] * 5, lang=lang)
    assert "Evil Queen" in str(refused.value) and "V-S7" in str(refused.value)
    with pytest.raises(SetupError, match=words):
        Table("villainous", seats=["heuristic"] * 6, lang=lang)
    for seats in range(2, 6):  # two to five villains sit
        table = TableModel("villainous", seats=["heuristic"] * seats, lang=lang)
        assert len({p.villain.id for p in table.game.players}) == seats
