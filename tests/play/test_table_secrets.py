"""The table keeps each seat's secrets, asks once per distinct answer, and saves with care."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from toolkit.core.errors import SaveError
from toolkit.play import TableModel
from toolkit.play.sides import NOBODY

from .helpers import click_for

HR_VARIANTS = [
    ("free-for-all", 2),
    ("free-for-all", 4),
    ("first-blood", 3),
    ("last-standing", 3),
    ("hydra", 4),
    ("emperor", 6),
]


def _hot_seat(name: str) -> TableModel:
    return TableModel(
        name, seats=["human", "human"], seed=4, names=["Ada", "Ben"], confirm_end=False
    )


def _card_names(table: TableModel, cards: list[int]) -> set[str]:
    return {table.side.card_name(table.game, c) for c in cards}


# -- hidden information ------------------------------------------------------------------
@pytest.mark.parametrize("name", ["hero-realms", "villainous"])
def test_the_hint_says_nothing_while_the_screen_is_passed(name: str) -> None:
    table = _hot_seat(name)
    while table.handover is None:
        click_for(table, table.suggestion())
    ben = table.handover
    secret = _card_names(table, table.game.players[ben].hand)
    message = table.hint()
    assert message.kind == "refused" and "pass the screen" in message.text
    assert not any(card in message.text for card in secret)
    board = table.board()
    assert board.prompt is None and not board.controls
    shown = " ".join([*board.narration, board.title, board.view, board.handover or ""])
    for panel in board.panels:
        for zone in panel.zones:
            shown += " ".join(s.title + s.text for s in zone.spots)
    hand = Counter(_card_names(table, table.game.players[ben].hand))
    assert not any(z.spots for p in board.panels for z in p.zones if z.label.startswith("Hand"))
    assert hand  # Ben holds cards that nothing on the screen names as his


def test_the_end_of_turn_draw_is_named_for_its_seat_and_counted_for_the_others() -> None:
    table = _hot_seat("hero-realms")
    table.press("end_turn")
    drawn = _card_names(table, table.game.players[0].hand)
    assert table.viewer == NOBODY
    line = table.narration[-1]
    assert "Ada draws 5 cards" in line and not any(f"draws {c}" in line for c in drawn)
    table.take_screen()  # Ben's view: Ada's draw is still a count
    assert "Ada draws 5 cards" in table.narration[-1]
    assert "[" not in table.narration[-1]
    table.set_teacher_view(True)  # the teacher sees the cards by name
    assert "Ada draws 5 cards" not in table.narration[-1]
    assert any(card in table.narration[-1] for card in drawn)


def test_a_bot_draw_is_a_count_for_the_human() -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=3, confirm_end=False)
    table.press("end_turn")
    table.skip_to_my_turn()
    bot_end = next(line for line in table.narration if line.startswith("Player 2 ends"))
    assert "Player 2 draws 5 cards" in bot_end


@pytest.mark.parametrize("name", ["hero-realms", "villainous"])
def test_the_hint_is_asked_on_the_seat_view(name: str) -> None:
    table = TableModel(name, seats=["human", "human"], seed=2, confirm_end=False)
    game = table.game
    other = 1 - table.to_act
    seen = []
    for seed in range(12):
        view = table.side.seat_view(game, table.to_act, seed)
        assert view is not game
        assert view.players[table.to_act].hand == game.players[table.to_act].hand
        assert len(view.players[other].hand) == len(game.players[other].hand)
        seen.append(sorted(view.players[other].hand) != sorted(game.players[other].hand))
        assert view.legal_actions() == game.legal_actions()
    assert any(seen)  # the other seat's hand is dealt again, not read
    asked = []
    make_bot = table.side.make_bot

    def spy(bot_name: str, seed: int):  # type: ignore[no-untyped-def]
        bot = make_bot(bot_name, seed)
        choose = bot.choose

        def record(g, legal):  # type: ignore[no-untyped-def]
            asked.append(g)
            return choose(g, legal)

        bot.choose = record  # type: ignore[method-assign]
        return bot

    table.side.make_bot = spy  # type: ignore[method-assign]
    assert table.suggestion() in game.legal_actions()
    assert asked and all(g is not game for g in asked)
    # The hint (a search from sampled futures) reads the same whatever the hidden cards:
    # a table whose other seat holds another hand gets the same hint.
    hints = []
    for g in (
        game,
        next(
            v
            for s in range(12)
            if _differs(v := table.side.seat_view(game, table.to_act, s), game, other)
        ),
    ):
        t = TableModel(g, seats=["human", "human"], seed=2, confirm_end=False)
        t.hint_playouts, t.hint_seconds = 8, None
        assert t.hint().kind == "hint"
        hints.append(t.hinted)
    assert hints[0] == hints[1]


def _differs(view, game, other):  # type: ignore[no-untyped-def]
    return sorted(view.players[other].hand) != sorted(game.players[other].hand)


# -- one control per distinct answer -----------------------------------------------------
def _table(case: int) -> tuple[str, TableModel]:
    """The ``case``-th table: each Hero Realms variant, then Villainous with 2 to 5 villains
    (five villains in all, and no villain seats twice)."""
    if case < len(HR_VARIANTS):
        variant, n = HR_VARIANTS[case]
        seats = ["human"] + ["random"] * (n - 1)
        return f"hero-realms {variant} {n}", TableModel(
            "hero-realms", seats=seats, seed=n, variant=variant, confirm_end=False
        )
    n = case - len(HR_VARIANTS) + 2
    seats = ["human"] + ["random"] * (n - 1)
    return f"villainous {n}", TableModel("villainous", seats=seats, seed=n, confirm_end=False)


@pytest.mark.parametrize("case", range(len(HR_VARIANTS) + 4))
def test_no_two_controls_read_the_same_and_every_kind_has_one(case: int) -> None:
    label, table = _table(case)
    rng = random.Random(case)
    checked = 0
    for _ in range(250):
        if table.game.over or checked >= 25:
            break
        if table.bot_to_act:
            table.step_bots()
            continue
        board = table.board()
        labels = [c.label for c in board.controls]
        assert len(labels) == len(set(labels)), (label, labels)
        if board.prompt is not None:
            options = list(board.prompt.options)
            assert len(options) == len(set(options)), (label, options)
        else:
            kinds = {info.kind for info in table.facts()}
            reach: set[str] = set()
            for c in board.controls:
                if c.name.startswith("kind:"):
                    table.press(c.name)
                    prompt = table.board().prompt
                    assert prompt is not None, (label, c.label)
                    assert len(set(prompt.options)) == len(prompt.options), (label, prompt)
                    reach |= {a.kind for a in table.prompt_actions()[1]}  # type: ignore[index]
                    table.choose(len(prompt.options) - 1)  # cancel
                elif c.name in table._control_actions:
                    reach.add(table._control_actions[c.name].kind)
                else:
                    reach.add(table._standard[c.name].kind)
            for panel in board.panels:  # a move against a player: the button on that player
                if panel.head is not None and panel.head.playable and panel.seat != table.to_act:
                    reach |= {a.kind for a in table.matching("player", panel.seat)}
            assert kinds <= reach, (label, kinds - reach)
            checked += 1
        click_for(table, rng.choice(list(table.legal())))
    assert checked


def test_a_card_with_the_same_move_at_two_places_says_where() -> None:
    table = TableModel("villainous", seats=["human", "heuristic"], seed=0, confirm_end=False)
    labels = table.distinct([a for a in table.legal()], [table._label(a) for a in table.legal()])[0]
    assert len(labels) == len(set(labels))


def test_ending_a_turn_with_something_unused_asks_and_can_be_switched_off() -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=3, lang="es")
    message = table.press("end_turn")
    assert message.kind == "info" and "¿Terminar el turno con" in message.text
    assert "jugable" in message.text and not table.game.decisions
    assert table.choose("cancel").kind == "info" and not table.game.decisions
    table.confirm_end = False
    assert table.press("end_turn").kind == "done" and len(table.game.decisions) == 1


# -- saving --------------------------------------------------------------------------------
def test_save_refuses_to_overwrite_unless_asked(tmp_path: Path) -> None:
    table = TableModel("hero-realms", seed=1, lang="it")
    path = tmp_path / "lesson.ipynb"
    path.write_text("{}")
    with pytest.raises(SaveError):
        table.save(path)
    assert path.read_text() == "{}"
    assert table.message is not None and table.message.kind == "refused"
    assert "esiste già" in table.message.text
    table.save(path, overwrite=True)
    assert path.read_text() != "{}"


def test_save_to_a_folder_that_is_not_there_is_said_in_spanish(tmp_path: Path) -> None:
    table = TableModel("villainous", seed=1, lang="es")
    with pytest.raises(SaveError):
        table.save(tmp_path / "no" / "such" / "g.json")
    assert table.message is not None and "No se pudo guardar" in table.message.text
    with pytest.raises(SaveError):
        table.save(tmp_path)
    assert "carpeta" in table.message.text


# -- what a card does, on the card -------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_every_hero_realms_card_shows_its_kind_faction_cost_and_whole_text(lang: str) -> None:
    from toolkit.hero_realms.text import card_text
    from toolkit.widgets import Table

    table = Table("hero-realms", seats=["human", "greedy"], seed=2, lang=lang)
    board = table.model.board()
    market = [s for p in board.panels if p.seat is None for z in p.zones for s in z.spots]
    assert len(market) >= 5
    for spot in board.spots.values():
        if spot.kind != "card":
            continue
        card = table.model.game.defs[int(spot.ref)]
        assert spot.detail.endswith(card_text(card, lang)), spot
        if card.faction in ("imperial", "guild", "necros", "wild"):
            assert card.faction.capitalize() in spot.detail
        if card.cost:  # the cost in the learner's words: 3g, 3 oro
            assert (f"{card.cost}g" if lang == "en" else f"{card.cost} oro") in spot.badges
        # on the button itself, not only in a tooltip: a tap on a touch screen reads it
        assert spot.detail in table.card_buttons[int(spot.ref)].description


def test_villainous_cards_and_the_realm_show_their_kind_and_text() -> None:
    from toolkit.villainous.card_text import card_text as card_text_v

    table = TableModel("villainous", seats=["human", "heuristic"], seed=2, lang="it")
    board = table.board()
    cards = [s for s in board.spots.values() if s.kind == "card"]
    assert cards
    for spot in cards:
        card = table.game.defs[int(spot.ref)]
        assert spot.detail.split(":")[0] in ("Alleato", "Oggetto", "Effetto", "Condizione", "Eroe")
        # in the learner's language: the Italian card text, never the printed English one
        text = card_text_v(card.id, card.text, "it")
        assert spot.detail.endswith(text.split(": ", 1)[-1].split(". ", 1)[-1]), spot
        assert card.text.split(". ", 1)[-1] not in spot.detail or text == card.text, spot


# -- narration -----------------------------------------------------------------------------
def test_a_move_that_discards_the_hand_names_the_card_and_the_rule() -> None:
    # rule: V-T1
    table = TableModel(
        "villainous", seats=["random", "random"], seed=0, villains=["captain_hook", "ursula"]
    )
    game = table.game
    while not game.over and game.turn < 40:
        table.step_bots(1)
        if game.decisions[-1].kind == "move" and table._lines[-1].why:
            break
    else:
        pytest.fail("no move to Tick Tock's location came up")
    line = table.narration[-1]
    assert "Tick Tock at" in line and "discard the whole hand" in line and "(V-T1)" in line


def test_a_bot_turn_is_one_line_and_a_refusal_names_no_raw_kind() -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=3, confirm_end=False)
    table.press("end_turn")
    table.skip_to_my_turn()
    narration = table.board().narration
    bot = [line for line in narration if line.startswith("Player 2 (bot): ")]
    assert len(bot) == 1 and "; Ends the turn" in bot[0] and "Player 2 draws 5 cards" in bot[0]
    assert not any(line.startswith("[") for line in narration)
    table = TableModel("hero-realms", seats=["human", "random"], seed=1, confirm_end=False)
    rng = random.Random(0)
    for _ in range(400):
        if table.bot_to_act:
            table.step_bots()
            continue
        if table.pending() is not None:
            said = table.press("end_turn").text
            assert "end_turn" not in said and "End turn does not answer it" in said
            return
        table.try_action(rng.choice(list(table.legal())))
    pytest.fail("no question came up")


# -- the hint --------------------------------------------------------------------------------
def test_the_hint_never_moves_where_the_hand_is_thrown_away_when_it_need_not() -> None:
    table = TableModel(
        "villainous",
        seats=["human", "random"],
        seed=0,
        villains=["captain_hook", "ursula"],
        confirm_end=False,
    )
    rng = random.Random(0)
    seen = 0
    for _ in range(600):
        game = table.game
        if game.over or seen >= 3:
            break
        if table.bot_to_act:
            table.step_bots()
            continue
        moves = [a for a in table.legal() if a.kind == "move"]
        costly = [a for a in moves if table._thrown(game, a)]
        if costly and len(costly) < len(moves):
            seen += 1
            assert not table._thrown(game, table.suggestion())
            message = table.hint()
            assert message.kind == "hint" and "throws away" not in message.text
        table.try_action(rng.choice(list(table.legal())))
    assert seen


def test_a_hint_to_end_the_turn_says_what_is_left_unused(monkeypatch: pytest.MonkeyPatch) -> None:
    from toolkit.core.actions import Action
    from toolkit.search import hint as search

    def end_turn(game, **_):  # type: ignore[no-untyped-def]
        return search.Hint(Action("end_turn"), game.current_player, None, 0)

    monkeypatch.setattr(search, "search_hint", end_turn)
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=3, lang="es")
    message = table.hint()
    assert "termina el turno con 3 cartas aún jugables" in message.text


def test_the_hint_keeps_the_hand_even_when_the_search_would_throw_it_away(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # rule: V-T1
    from toolkit.play.advice import advice
    from toolkit.search import hint as search

    table = TableModel(
        "villainous",
        seats=["human", "random"],
        seed=0,
        villains=["captain_hook", "ursula"],
        confirm_end=False,
        lang="it",
    )
    rng = random.Random(0)
    for _ in range(600):
        game = table.game
        assert not game.over, "no move that throws the hand away came up"
        if table.bot_to_act:
            table.step_bots()
            continue
        moves = [a for a in table.legal() if a.kind == "move"]
        costly = [a for a in moves if table._thrown(game, a)]
        if costly and len(costly) < len(moves):
            break
        table.try_action(rng.choice(list(table.legal())))

    def throw_away(game, **_):  # type: ignore[no-untyped-def]
        return search.Hint(costly[0], game.current_player, 0.9, 50)

    monkeypatch.setattr(search, "search_hint", throw_away)
    message = table.hint()
    assert message.kind == "hint"
    assert table.hinted is not None and not table._thrown(table.game, table.hinted)
    assert table.hinted in moves and table.hinted not in costly
    assert "Così conservi la tua mano" in message.text, message.text
    # the move it keeps the hand from is said to the player, as advice not to take
    words = advice(table.game, costly[0], "it")
    assert words and words.startswith("vai a"), words
    assert f"Così conservi la tua mano: {words} e ne scarterai " in message.text, message.text


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_villainous_end_of_turn_draw_names_my_cards_and_counts_the_others(lang: str) -> None:
    # rule: V-T1
    table = TableModel(
        "villainous", seats=["human", "heuristic"], seed=5, lang=lang, confirm_end=False
    )
    board = table.board()
    table.click_location(
        next(s.ref for s in board.spots.values() if s.kind == "location" and s.playable)
    )
    table.press("power")
    table.press("kind:play")
    table.choose(0)
    hand = set(table.game.players[0].hand)
    table.press("end")
    new = [c for c in table.game.players[0].hand if c not in hand]
    assert new
    mine = table.board().narration[-1]
    assert all(table.side.card_name(table.game, c) in mine for c in new), mine
    table.skip_to_my_turn()
    theirs = table.board().narration[-1]
    count = {"en": "draws", "es": "roba", "it": "pesca"}[lang]
    assert re.search(rf"Tamatoa {count} \d+ cart|Tamatoa {count} \d+ card", theirs), theirs
