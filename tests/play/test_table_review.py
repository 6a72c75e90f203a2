"""'Review this game' at the table's end summary: headless model first, then the widget."""

from __future__ import annotations

import pytest

from toolkit.core.errors import SetupError
from toolkit.hero_realms import HeroRealmsGame
from toolkit.play import TableModel


def _lethal_table(lang: str = "en", teacher: bool = False) -> TableModel:
    """Ada (the human) could win with 10 combat against Ben at 5 health, but ends her turn
    at 3 health; Ben's Cron, the Berserker then finishes her."""
    game = HeroRealmsGame.from_position(
        {
            "active": 0,
            "health": [3, 5],
            "players": [{"combat": 10}, {"champions": ["cron-the-berserker"]}],
        },
        seed=4,
        names=["Ada", "Ben"],
    )
    table = TableModel(
        game, seats=["human", "greedy"], seed=1, lang=lang, teacher=teacher, confirm_end=False
    )
    table.press("end_turn")
    table.skip_to_my_turn()
    assert table.game.over and table.game.winners == [1]
    return table


def test_review_is_refused_while_the_game_goes_on() -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=2)
    said = table.review_game()
    assert said.kind == "info" and "finished game" in said.text
    assert table.current_review is None and table.run_review() is None


def test_review_runs_a_decision_at_a_time_with_its_progress_said() -> None:
    table = _lethal_table()
    table.review_game()
    found = table.current_review
    assert found is not None and not found.finished and found.done == 0
    assert table.review_step(1) is True
    assert found.done == 1
    assert table.review_progress() == f"Reviewing the game: decision 1 of {found.total}…"
    while table.review_step(4):
        pass
    assert found.finished and "ready" in (table.review_progress() or "")


def test_the_review_marks_the_lethal_attack_not_taken_for_the_viewers_seat() -> None:
    table = _lethal_table()
    result = table.run_review()
    assert result is not None
    first = result.decisions[0]
    assert (first.seat, first.label) == (0, "blunder")
    assert first.best.kind == "attack_player" and first.best.args[0] == 1
    assert table.review_seats() == [0]  # the human's own decisions
    table.set_teacher_view(True)
    assert table.review_seats() == [0, 1]  # the teacher sees every seat


def test_a_new_game_drops_the_old_review() -> None:
    table = _lethal_table()
    table.run_review()
    table.new_game()
    assert table.current_review is None


def test_review_refuses_a_bad_budget_and_keeps_nothing() -> None:
    table = _lethal_table()
    with pytest.raises(SetupError):
        table.review_game(budget=0)
    assert table.current_review is None


@pytest.mark.parametrize(
    ("lang", "button", "label"),
    [
        ("en", "Review this game", "blunder"),
        ("es", "Revisar esta partida", "error garrafal"),
        ("it", "Rivedi questa partita", "errore grave"),
    ],
)
def test_the_end_summary_button_shows_the_curve_and_the_marked_decisions(
    lang: str, button: str, label: str
) -> None:
    from toolkit.widgets import Table

    table = Table(_lethal_table(lang).game, seats=["human", "greedy"], seed=1, lang=lang)
    assert table.review_button.description == button
    table.review_button.click()  # no event loop here: the review runs at once
    panel = table.end_box.children[-1].value
    assert "<svg" in panel and 'class="tk-rv-dot tk-rv-blunder"' in panel
    assert label in panel and "Ben" in panel
    assert "Ada" in panel and table.review_button.disabled is False
    table.open_replay()
    replay = table.replay_box.children[0]
    assert len(replay.review_buttons) == 1
    replay.review_buttons[0].click()
    assert replay.position == 1
