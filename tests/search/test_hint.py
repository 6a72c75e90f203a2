"""Hints from the search bot: a legal move, the reason in words, the hinted seat's view only."""

from __future__ import annotations

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
    assert "futuros posibles de la partida, gana el" in message.text
    assert table.hint_found is not None and table.hint_found.action == table.hinted
    assert table.game.state_dict() == before
