"""Buttons read as instructions to the player, never as the narration's sentences, and
no two controls on the board read the same (issue #29)."""

from __future__ import annotations

import random

import pytest

from toolkit.play import TableModel

from .helpers import click_for

LANGS = ("en", "es", "it")

NARRATED = {
    "en": ("Takes ", "Plays ", "Moves ", "Activates ", "Discards ", "Ends ", "Starts ", "Adds "),
    "es": ("Realiza ", "Juega ", "Efectúa ", "Añade ", "Empieza "),
    "it": ("Esegue ", "Effettua ", "Compie ", "Aggiunge ", "Inizia "),
}
"""Third-person verb forms that open a narration sentence ("Ada takes a Gain Power
action" without its name); a button opening with one reads as narration."""

GAMES = (("villainous", "heuristic"), ("hero-realms", "greedy"))


def _seen_controls(name: str, bot: str, lang: str, seed: int) -> list[tuple[str, ...]]:
    """The labels of the buttons on every board a human player sees in a seeded game
    played by random clicks."""
    table = TableModel(name, seats=["human", bot], seed=seed, lang=lang)
    rng = random.Random(seed)
    boards: list[tuple[str, ...]] = []
    for _ in range(160):
        if table.game.over:
            break
        if table.handover is not None:
            table.take_screen()
            continue
        if table.bot_to_act:
            table.step_bots()
            continue
        boards.append(tuple(c.label for c in table.board().controls))
        legal = list(table.legal())
        actions = [a for a in legal if a.kind not in ("end_turn", "end")] or legal
        click_for(table, rng.choice(actions))
    return boards


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "bot"), GAMES)
def test_buttons_are_instructions_and_no_two_read_the_same(name: str, bot: str, lang: str) -> None:
    boards = _seen_controls(name, bot, lang, seed=1)
    labels = {label for board in boards for label in board}
    assert len(labels) >= 4  # the game got past its first turn
    for label in labels:
        assert label.strip() and not label.startswith(NARRATED[lang]), label
    for board in boards:
        assert len(set(board)) == len(board), board


@pytest.mark.parametrize(
    ("lang", "label"),
    [
        ("en", "Take the Gain Power action"),
        ("es", "Haz la acción Ganar Poder"),
        ("it", "Fai l'azione Guadagna Potere"),
    ],
)
def test_the_gain_power_button_tells_the_player_what_to_do(lang: str, label: str) -> None:
    boards = _seen_controls("villainous", "heuristic", lang, seed=1)
    assert any(label in board for board in boards)
