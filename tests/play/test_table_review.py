"""'Review this game' at the table's end summary: headless model first, then the widget."""

from __future__ import annotations

import time
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest

from toolkit.analysis import review_backends
from toolkit.analysis.game_review import ReviewedDecision, Reviewer
from toolkit.core.errors import SetupError
from toolkit.core.log import GameLog
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


GENEROUS = 300.0
"""Seconds a test waits for the worker processes at most (never a measured duration)."""


def _gated_stretch(
    gate: str,
    log: GameLog,
    budget: int,
    seed: int,
    horizon: int | None,
    lang: str,
    start: int,
    stop: int,
) -> list[ReviewedDecision]:
    """A worker's stretch that waits until the file ``gate`` exists, then reviews."""
    deadline = time.monotonic() + GENEROUS
    while not Path(gate).exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    reviewer = Reviewer(log, budget, seed=seed, horizon=horizon, lang=lang, start=start, stop=stop)
    return reviewer.run()


def _failing_stretch(*args: object) -> list[ReviewedDecision]:
    raise RuntimeError("a worker that fails")


@pytest.fixture
def gate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Workers of the table's review wait until the returned path exists (opened at the end)."""
    path = tmp_path / "gate"
    monkeypatch.setattr(review_backends, "_review_stretch", partial(_gated_stretch, str(path)))
    try:
        yield path
    finally:
        path.touch()  # no worker is left waiting


def test_review_is_refused_while_the_game_goes_on() -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=2)
    said = table.review_game()
    assert said.kind == "info" and "finished game" in said.text
    assert table.current_review is None and table.run_review() is None


def test_review_runs_a_decision_at_a_time_with_its_progress_said() -> None:
    table = _lethal_table()
    table.review_game(backend="serial")  # where no worker process can start
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


def test_the_review_runs_in_worker_processes_and_the_table_does_not_wait(gate: Path) -> None:
    table = _lethal_table()
    table.review_game()  # returns while every worker waits at the gate
    found = table.current_review
    assert found is not None and found.backend == "processes"
    assert found.running and found.done == 0 and not found.finished
    assert table.review_step() is True  # nothing is finished, and nothing waits for it
    said = f"Reviewing the game: decision 0 of {found.total}…"
    assert table.review_progress() == said and table.message.text == said
    gate.touch()
    assert found.wait(timeout=GENEROUS) is True
    assert table.review_step() is False and found.done == found.total
    assert table.message.text == table.review_progress() and "ready" in table.message.text


def test_the_workers_review_as_this_process_does() -> None:
    here, there = _lethal_table(), _lethal_table()
    here.review_game(backend="serial")
    serial = here.run_review()
    parallel = there.run_review(timeout=GENEROUS)
    assert serial is not None and parallel is not None
    assert parallel.decisions == serial.decisions and parallel.names == ("Ada", "Ben")


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "could not finish"),
        ("es", "no ha podido terminar"),
        ("it", "non si è potuta concludere"),
    ],
)
def test_a_failed_review_is_said_in_the_learners_language_and_changes_nothing(
    lang: str, words: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _lethal_table(lang)
    before = list(table.game.decisions)
    monkeypatch.setattr(review_backends, "_review_stretch", _failing_stretch)
    assert table.run_review(timeout=GENEROUS) is None
    found = table.current_review
    assert found is not None and isinstance(found.error, RuntimeError) and not found.running
    assert table.message.kind == "refused" and words in table.message.text
    assert table.game.decisions == before and table.game.over
    monkeypatch.undo()
    assert table.run_review() is None  # the failed review stays until asked again
    table.review_game()
    assert table.run_review(timeout=GENEROUS) is not None


def test_the_review_can_be_stopped_and_started_again(gate: Path) -> None:
    table = _lethal_table("es")
    table.review_game()
    found = table.current_review
    assert found is not None and found.running
    said = table.stop_review()
    assert (
        said.text
        == "La revisión se ha detenido; pulsa Revisar esta partida para empezarla de nuevo."
    )
    assert table.current_review is None and found.stopped and not found.running
    assert table.stop_review().kind == "info" and table.current_review is None
    gate.touch()
    table.review_game()
    assert table.run_review(timeout=GENEROUS) is not None


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


def test_the_table_shows_the_progress_and_a_stop_button_while_the_workers_review(
    gate: Path,
) -> None:
    from toolkit.widgets import Table

    table = Table(_lethal_table("it").game, seats=["human", "greedy"], seed=1, lang="it")
    table.model.review_game()  # as the button does, with the workers held at the gate
    table.redraw()
    found = table.model.current_review
    assert found is not None
    buttons = table.end_box.children[1].children
    assert table.review_button.disabled is True and table.stop_review_button in buttons
    assert table.stop_review_button.description == "Ferma la revisione"
    panel = table.end_box.children[-1].value
    assert f"decisione 0 di {found.total}" in panel and f'<progress max="{found.total}"' in panel
    assert table.review_tick() is True  # a look at the workers, no wait
    table.stop_review_button.click()
    assert table.model.current_review is None and table.review_button.disabled is False
    assert table.stop_review_button not in table.end_box.children[1].children
    gate.touch()
