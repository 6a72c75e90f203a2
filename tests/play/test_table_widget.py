"""The notebook table as a thin view: its buttons drive the model, and it draws what the model says."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from toolkit.core.actions import Action
from toolkit.hero_realms import HeroRealmsGame
from toolkit.replay import Replay
from toolkit.widgets import ReplayWidget, Table


def guarded() -> Table:
    game = HeroRealmsGame.from_position(
        {
            "players": [
                {"hand": ["spark", "gold"], "combat": 5},
                {"champions": ["orc-grunt", "rayla-endweaver"], "hand": ["gold"]},
            ]
        },
        names=["Ada", "Ben"],
    )
    return Table(game, seats=["human", "greedy"], pace="instant")


def test_card_buttons_play_cards_and_refusals_show_their_rule() -> None:
    # rule: HR-C3
    table = guarded()
    game = table.model.game
    spark = game.players[0].hand[0]
    assert "Spark [A WLD]" in table.card_buttons[spark].description
    assert "tk-t-playable" in table.card_buttons[spark]._dom_classes
    table.card_buttons[spark].click()
    assert table.model.game.decisions == [Action("play", (spark,))]
    assert "Done" in table.message.value
    before = table.model.game.state_dict()
    table.player_buttons[1].click()
    assert "Not allowed" in table.message.value and "HR-C3" in table.message.value
    assert table.model.game.state_dict() == before


def test_every_card_on_the_board_is_a_focusable_button_with_letters() -> None:
    table = Table("hero-realms", seats=["human", "greedy"], seed=3)
    board = table.model.board()
    cards = [ref for (kind, ref) in board.spots if kind == "card"]
    assert sorted(table.card_buttons) == sorted(cards)
    for b in table.card_buttons.values():
        assert "[" in b.description and "]" in b.description  # kind (and faction) letters
        assert b.tooltip
    assert "End turn" in [b.description for b in table.control_buttons.values()]
    assert "C champion" in table.header.value  # the legend of the letters


def test_bots_play_on_tick_and_skip_runs_them_to_my_turn() -> None:
    table = Table("hero-realms", seats=["human", "greedy"], seed=3, pace="instant")
    table.control_buttons["end_turn"].click()
    assert not table.model.bot_to_act  # cards are still playable: the table asks first
    table.option_buttons[0].click()  # end the turn all the same
    assert table.model.bot_to_act
    assert table.tick() and "Player 2 " in table.narration.value
    assert "[bot]" not in table.narration.value
    table.skip_button.click()
    assert table.model.to_act == 0 and not table.tick()


def test_prompt_answers_are_buttons() -> None:
    table = Table("villainous", seats=["human", "heuristic"], seed=5, pace="instant")
    for _ in range(300):
        model = table.model
        if model.bot_to_act:
            table.tick()
            continue
        if table.option_buttons:
            labels = [b.description for b in table.option_buttons]
            _, actions = model.prompt_actions()  # type: ignore[misc]
            table.option_buttons[0].click()
            assert model.game.decisions[-1] == actions[0], labels
            return
        model.try_action(model.suggestion())
        table.redraw()
    raise AssertionError("no prompt came up")


def test_hot_seat_screen_is_passed_with_a_button() -> None:
    table = Table(
        "hero-realms", seats=["human", "human"], seed=3, names=["Ada", "Ben"], confirm_end=False
    )
    table.control_buttons["end_turn"].click()
    assert table.handover_box.children and not table.card_buttons.keys() & set(
        table.model.game.players[1].hand
    )
    table.handover_button.click()
    assert set(table.model.game.players[1].hand) <= set(table.card_buttons)
    assert not set(table.model.game.players[0].hand) & set(table.card_buttons)


def test_tools_hint_undo_teacher_new_game_and_save(tmp_path: Path) -> None:
    table = Table("hero-realms", seats=["human", "greedy"], seed=3)
    table.hint_button.click()
    assert "Hint" in table.message.value and "(HR-" in table.message.value
    card = table.model.game.players[0].hand[0]
    table.card_buttons[card].click()
    table.undo_button.click()
    assert not table.model.game.decisions
    table.teacher.value = True
    assert set(table.model.game.players[1].hand) <= set(table.card_buttons)
    table.card_buttons[card].click()
    table.save_path.value = str(tmp_path / "g.json")
    table.save_button.click()
    assert Replay.load(tmp_path / "g.json").n_steps == 1
    table.new_seed.value = 9
    table.new_button.click()
    assert table.model.game.seed == 9 and not table.model.game.decisions


def test_the_end_shows_who_won_and_opens_the_replay() -> None:
    table = Table("hero-realms", seats=["greedy", "greedy"], seed=3)
    table.skip_button.click()
    assert table.model.game.over
    assert "won" in table.end_box.children[0].value and "deck of" in table.end_box.children[0].value
    table.replay_button.click()
    assert isinstance(table.replay_box.children[0], ReplayWidget)


def test_a_language_the_table_does_not_speak_is_refused() -> None:
    import pytest

    from toolkit.core.errors import SetupError

    with pytest.raises(SetupError, match="'fr' is not available"):
        Table("hero-realms", lang="fr")


def _live_models() -> int:
    from ipywidgets.widgets import widget

    return len(widget._instances)


@pytest.mark.parametrize(
    ("name", "seats", "seed"),
    [("hero-realms", 2, 3), ("hero-realms", 3, 5), ("villainous", 2, 3), ("villainous", 4, 1)],
)
def test_a_whole_bot_game_through_the_widget_keeps_the_live_models_flat(
    name: str, seats: int, seed: int
) -> None:
    bot = "greedy" if name == "hero-realms" else "heuristic"
    table = Table(name, seats=[bot] * seats, seed=seed, pace="instant")
    decisions = 0
    early = None
    most = 0
    while table.tick():
        decisions += 1
        if decisions == 10:
            early = _live_models()
        if early is not None:
            most = max(most, _live_models())
    assert table.model.game.over and decisions > 100
    assert early is not None
    # the board's widgets are made once and updated in place: from the tenth decision to
    # the end of the game (its summary and replay button included) no model is added
    # (a redraw that made new widgets would add dozens each time)
    assert most - early <= 5, (early, most, decisions)
    assert _live_models() - early <= 5, (early, _live_models())


def test_a_save_that_fails_is_shown_on_the_widget_in_italian(tmp_path: Path) -> None:
    table = Table("hero-realms", seed=3, lang="it")
    table.save_path.value = str(tmp_path / "no" / "g.json")
    table.save_button.click()
    assert "Impossibile salvare" in table.message.value and "cartella" in table.message.value
    taken = tmp_path / "g.json"
    taken.write_text("{}")
    table.save_path.value = str(taken)
    table.save_button.click()
    assert "esiste già" in table.message.value and taken.read_text() == "{}"
    table.replace.value = True
    table.save_button.click()
    assert taken.read_text() != "{}"


def _boxes_with_same_buttons(widget: Any) -> list[list[str]]:
    """The rows of the widget as shown (children of children) in which two buttons read
    the same."""
    import ipywidgets as widgets

    out = []
    kids = list(getattr(widget, "children", ()))
    words = [k.description for k in kids if isinstance(k, widgets.Button)]
    if len(words) != len(set(words)):
        out.append(words)
    for k in kids:
        out += _boxes_with_same_buttons(k)
    return out


@pytest.mark.parametrize("name", ["hero-realms", "villainous"])
def test_no_two_buttons_of_a_row_read_the_same_over_a_whole_game(name: str) -> None:
    bot = "greedy" if name == "hero-realms" else "heuristic"
    table = Table(name, seats=["human", bot], seed=4, pace="instant", teacher=True)
    table.model.confirm_end = False
    rng = random.Random(4)
    for _ in range(3000):
        assert not _boxes_with_same_buttons(table)
        if table.model.game.over:
            break
        if table.model.bot_to_act:
            table.tick()
            continue
        table.try_action(rng.choice(list(table.model.legal())))
    assert table.model.game.over
    # identical cards are one button that says how many: a hand of Golds, "3 × Gold"
    start = Table("hero-realms", seed=3)
    golds = [
        c
        for c in start.model.game.players[0].hand
        if start.model.side.card_name(start.model.game, c) == "Gold"
    ]
    assert len(golds) >= 2
    assert start.card_buttons[golds[0]] is start.card_buttons[golds[1]]
    assert start.card_buttons[golds[0]].description.startswith(f"{len(golds)} × Gold")
    start.card_buttons[golds[1]].click()
    assert len(start.model.game.decisions) == 1
