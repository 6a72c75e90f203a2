"""A Villainous seat is called by its player's name, with the villain beside it only when
the player is not called as the villain: "Davy Jones", never "Davy Jones (Davy Jones)"."""

from __future__ import annotations

import re

import pytest

from toolkit.export import seat_labels
from toolkit.html.core import name_with_villain, villain_beside
from toolkit.html.villainous import state_html
from toolkit.i18n import translator
from toolkit.play import TableModel
from toolkit.play.sides import side_for
from toolkit.replay import Replay
from toolkit.villainous import VillainousGame


@pytest.mark.parametrize(
    ("name", "villain", "shown"),
    [
        ("Ada", "Ursula", "Ada (Ursula)"),
        ("Davy Jones", "Davy Jones", "Davy Jones"),
        ("  davy JONES ", "Davy Jones", "  davy JONES "),
        ("Davy", "Davy Jones", "Davy (Davy Jones)"),
        ("Jugador 1", "Tamatoa", "Jugador 1 (Tamatoa)"),
    ],
)
def test_the_villain_is_shown_once(name: str, villain: str, shown: str) -> None:
    assert name_with_villain(name, villain) == shown
    assert villain_beside(name, villain) == (None if shown == name else villain)


@pytest.fixture
def game() -> VillainousGame:
    return VillainousGame.new(
        seed=1, villains=["davy_jones", "ursula"], names=["davy jones", "Ursula Fan"]
    )


def test_every_title_of_a_seat_names_the_villain_once(game: VillainousGame) -> None:
    assert seat_labels(Replay.from_game(game)) == ["davy jones", "Ursula Fan (Ursula)"]
    side = side_for("villainous")
    for lang in ("en", "es", "it"):
        panels = side.panels(game, None, set(), translator(lang))
        assert [p.title for p in panels[:2]] == ["davy jones", "Ursula Fan (Ursula)"]
        lines = side.summary(game, translator(lang))[1:]
        assert lines[0].startswith("davy jones: ") and "Davy Jones" not in lines[0]
        assert lines[1].startswith("Ursula Fan (Ursula): ")
    names = re.findall(r'<div class="tk-name">(.*?)</div>', state_html(game))
    assert names == [
        'davy jones <span class="tk-muted"> — to play</span>',
        'Ursula Fan <span class="tk-muted">(Ursula)</span>',
    ]


def test_the_table_names_a_villain_once_when_the_player_takes_its_name() -> None:
    table = TableModel(
        "villainous",
        seats=["human", "heuristic"],
        names=["Davy Jones", "Ben"],
        villains=["davy_jones", "tamatoa"],
    )
    titles = [p.title for p in table.board().panels if p.seat is not None]
    assert titles == ["Davy Jones", "Ben (Tamatoa)"]
