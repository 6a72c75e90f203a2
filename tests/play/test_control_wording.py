"""Buttons read as instructions to the player, never as the narration's sentences, and
no two controls on the board read the same; a question of the engine reads like the
table's other questions (issues #29, #30)."""

from __future__ import annotations

import random

import pytest

from toolkit.hero_realms import HeroRealmsGame
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
        ("es", "Hacer la acción Ganar Poder"),
        ("it", "Fai l'azione Guadagna Potere"),
    ],
)
def test_the_gain_power_button_tells_the_player_what_to_do(lang: str, label: str) -> None:
    boards = _seen_controls("villainous", "heuristic", lang, seed=1)
    assert any(label in board for board in boards)


@pytest.mark.parametrize(
    ("lang", "question"),
    [
        ("en", "Ada: choose one: gain 3 combat / gain 4 health (from Darian, War Mage)"),
        ("es", "Ada: elegir una: gana 3 puntos de combate / gana 4 puntos de salud"),
        ("it", "Ada: sceglierne una: guadagna 3 punti combattimento"),
    ],
)
def test_a_choose_one_question_reads_like_the_tables_other_questions(
    lang: str, question: str
) -> None:
    # rule: HR-A4
    game = HeroRealmsGame.from_position(
        {"players": [{"hand": ["darian-war-mage"]}, {}]}, seed=1, names=["Ada", "Ben"]
    )
    table = TableModel(game, seats=["human", "greedy"], seed=1, lang=lang)
    darian = game.players[0].hand[0]
    table.click_card(darian)
    table.click_card(darian)
    prompt = table.board().prompt
    assert prompt is not None
    assert prompt.text.startswith(question)
    # as the engine's other questions at the table ("descartar 1 carta"): an infinitive
    opening = prompt.text.split(": ")[1].split()[0]
    assert opening == {"en": "choose", "es": "elegir", "it": "sceglierne"}[lang]
