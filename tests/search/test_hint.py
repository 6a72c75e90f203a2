"""Hints from the search bot: a legal move, the reason in words, the hinted seat's view only."""

from __future__ import annotations

import pytest

from toolkit.core.actions import Action
from toolkit.hero_realms import HeroRealmsGame
from toolkit.i18n import translator
from toolkit.play.model import TableModel
from toolkit.search.hint import Hint, hint_reason, search_hint

from .test_search_bots import _hide_differently, _hr_buy_decision


def test_a_hint_uses_only_the_hinted_seats_view() -> None:
    game = _hr_buy_decision()
    other = _hide_differently(game, game.current_player)
    a = search_hint(game, seed=4, playouts=24, seconds=None)
    b = search_hint(other, seed=4, playouts=24, seconds=None)
    assert a == b
    assert a.action in game.legal_actions() and a.win_chance is not None
    assert a.runner_up is not None and a.runner_up_chance is not None
    assert a.win_chance >= a.runner_up_chance


def test_the_reason_says_what_the_search_saw_in_each_language() -> None:
    game = _hr_buy_decision()
    hint = search_hint(game, seed=4, playouts=24, seconds=None)
    assert isinstance(hint, Hint) and hint.win_chance is not None
    best = f"{round(100 * hint.win_chance)}%"
    en = hint_reason(hint, lambda a: "MOVE", translator("en"))
    assert en.startswith(f"Out of {hint.playouts} sampled futures of the game, it wins {best}")
    assert "the next best move (MOVE)" in en
    es = hint_reason(hint, lambda a: "MOVE", translator("es"))
    it = hint_reason(hint, lambda a: "MOVE", translator("it"))
    assert es.startswith("De ") and best in es and "(MOVE)" in es
    assert it.startswith("Su ") and best in it and "(MOVE)" in it


def test_the_table_hint_gives_the_search_reason() -> None:
    game = _hr_buy_decision()
    table = TableModel(game, seats=["human", "greedy"], lang="es")
    if table.game.current_player != 0:
        table = TableModel(game, seats=["greedy", "human"], lang="es")
    table.hint_playouts, table.hint_seconds = 24, None
    before = table.game.state_dict()
    message = table.hint()
    assert message.kind == "hint" and table.hinted in table.game.legal_actions()
    assert "futuros posibles de la partida, esta jugada gana el" in message.text
    assert table.hint_found is not None and table.hint_found.action == table.hinted
    assert table.game.state_dict() == before


def _lethal_now() -> HeroRealmsGame:
    """Seat 0 has 10 combat and the opponent 5 health with no guard: an attack wins."""
    return HeroRealmsGame.from_position(
        {"active": 0, "health": [3, 5], "players": [{"combat": 10}, {}]}, seed=4
    )


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "It wins the game now (HR-E1)."),
        ("es", "Esta jugada te da la victoria ahora mismo (HR-E1)."),
        ("it", "Questa mossa ti fa vincere la partita subito (HR-E1)."),
    ],
)
def test_a_winning_move_is_said_in_the_games_words_with_its_rule(lang: str, words: str) -> None:
    # rule: HR-E1
    game = _lethal_now()
    hint = search_hint(game, seed=1, playouts=16, seconds=None)
    assert hint.action.kind == "attack_player"
    said = hint_reason(hint, lambda a: "MOVE", translator(lang), game)
    assert said.startswith(words)
    assert said[len(words) :].strip() == hint_reason(hint, lambda a: "MOVE", translator(lang))
    assert not game.is_over  # the game itself is not changed


def test_a_buy_that_does_not_win_now_names_the_card_before_the_shares() -> None:
    # rule: HR-B1
    game = _hr_buy_decision()
    hint = search_hint(game, seed=4, playouts=24, seconds=None)
    assert hint.action.kind == "buy"
    t = translator("en")
    said = hint_reason(hint, lambda a: "MOVE", t, game)
    shares = hint_reason(hint, lambda a: "MOVE", t)
    assert said.startswith("It buys ") and "(HR-B1)" in said and said.endswith(shares)
    assert "It wins the game now" not in said


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "It stuns Lys, the Unseen, the guard that blocks your attack (HR-C3)."),
        ("es", "Aturde a Lys, the Unseen, la guardia que bloquea tu ataque (HR-C3)."),
        ("it", "Stordisce Lys, the Unseen, la guardia che blocca il tuo attacco (HR-C3)."),
    ],
)
def test_stunning_the_guard_is_said_as_opening_the_attack_and_names_it(
    lang: str, words: str
) -> None:
    # rule: HR-C3
    game = HeroRealmsGame.from_position(
        {
            "active": 0,
            "health": [30, 30],
            "players": [{"combat": 10}, {"champions": ["lys-the-unseen"]}],
        },
        seed=4,
    )
    assert game.has_guard(1)
    hint = search_hint(game, seed=1, playouts=16, seconds=None)
    assert hint.action.kind == "attack_champion"
    said = hint_reason(hint, lambda a: "MOVE", translator(lang), game)
    assert said.startswith(words) and game.has_guard(1)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "It wins the game now (V-W2)."),
        ("es", "Esta jugada te da la victoria ahora mismo (V-W2)."),
        ("it", "Questa mossa ti fa vincere la partita subito (V-W2)."),
    ],
)
def test_a_villainous_move_that_fulfils_the_objective_says_so(lang: str, words: str) -> None:
    # rule: V-W2
    from tests.villainous.helpers import davy_jones_a_vanquish_from_winning, find

    game, will, kraken = davy_jones_a_vanquish_from_winning()
    game.apply(find(game, "vanquish", will))
    game.apply(Action("vanquish_ally", (kraken,)))
    hint = search_hint(game, seed=1, playouts=8, seconds=None)
    assert hint.action == Action("vanquish_done")
    said = hint_reason(hint, lambda a: "MOVE", translator(lang), game)
    assert said.startswith(words) and not game.is_over


@pytest.mark.parametrize(
    ("lang", "compared", "shares"),
    [
        (
            "en",
            "The next best move (MOVE) leaves the guard in the way (HR-C3).",
            "Out of 100 sampled futures of the game, it wins 64%; the next best move wins 41%.",
        ),
        (
            "es",
            "La segunda mejor jugada (MOVE) deja a la guardia bloqueando tu ataque (HR-C3).",
            "De 100 futuros posibles de la partida, esta jugada gana el 64%; la segunda mejor "
            "jugada gana el 41%.",
        ),
        (
            "it",
            "La seconda mossa migliore (MOVE) lascia la guardia a bloccare il tuo attacco (HR-C3).",
            "Su 100 futuri possibili della partita, questa mossa vince il 64%; la seconda mossa "
            "migliore vince il 41%.",
        ),
    ],
)
def test_the_next_best_move_is_named_once(lang: str, compared: str, shares: str) -> None:
    # rule: HR-C3
    game = HeroRealmsGame.from_position(
        {"active": 0, "players": [{"combat": 5}, {"champions": ["orc-grunt"], "hand": ["gold"]}]},
        seed=4,
    )
    attack = next(a for a in game.legal_actions() if a.kind == "attack_champion")
    hint = Hint(attack, 0, 0.64, 100, Action("end_turn"), 0.41)
    said = hint_reason(hint, lambda a: "MOVE", translator(lang), game)
    assert said.count("MOVE") == 1, said
    assert compared in said and said.endswith(" " + shares), said
    # without the comparison sentence, the shares sentence names the move itself
    alone = hint_reason(hint, lambda a: "MOVE", translator(lang))
    assert alone.count("(MOVE)") == 1 and alone != shares
