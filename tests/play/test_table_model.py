"""The table model driven headless: whole games by clicks, refusals, hidden hands, undo, save, hint."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from toolkit.core.actions import Action
from toolkit.core.errors import ArgumentError, SetupError
from toolkit.hero_realms import HeroRealmsGame
from toolkit.play import TableModel
from toolkit.play.advice import advice
from toolkit.play.sides import NOBODY
from toolkit.replay import Replay
from toolkit.villainous import VillainousGame

from .helpers import click_for, play_by_clicks


def guarded_position() -> TableModel:
    """Ada has 5 combat and a Spark; Ben has Orc Grunt (a guard) and Rayla (not a guard)."""
    game = HeroRealmsGame.from_position(
        {
            "players": [
                {"hand": ["spark", "gold"], "combat": 5},
                {"champions": ["orc-grunt", "rayla-endweaver"], "hand": ["gold"]},
            ]
        },
        names=["Ada", "Ben"],
    )
    return TableModel(game, seats=["human", "greedy"], seed=1)


def champion(table: TableModel, seat: int, card_id: str) -> int:
    game = table.game
    return next(c for c in game.players[seat].champions if game.defs[c].id == card_id)


# -- whole games ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "seats", "options"),
    [
        ("hero-realms", ["human", "greedy"], {}),
        ("hero-realms", ["lookahead", "human"], {}),
        ("villainous", ["human", "heuristic"], {}),
        ("villainous", ["heuristic", "random", "human"], {}),
        ("hero-realms", ["human", "greedy", "greedy"], {"variant": "first-blood"}),
        ("hero-realms", ["human", "greedy", "greedy", "greedy"], {"variant": "hydra"}),
        ("hero-realms", ["human", "greedy", "greedy"], {"variant": "last-standing"}),
        ("hero-realms", ["human"] + ["greedy"] * 5, {"variant": "emperor"}),
        ("hero-realms", ["human", "human", "greedy"], {"variant": "free-for-all"}),
        # one different villain a seat: as many seats as there are villains (5)
        ("villainous", ["human", "random", "random", "random", "heuristic"], {}),
    ],
)
def test_a_whole_game_is_played_by_clicks_against_bots(
    game: str, seats: list[str], options: dict[str, str]
) -> None:
    table = TableModel(game, seats=seats, seed=4, **options)
    clicks = play_by_clicks(table, seed=2)
    assert table.game.over and table.game.winners
    assert clicks > 10
    board = table.board()
    assert board.over and board.summary and "won" in board.summary[0]
    assert len(board.summary) == len(seats) + 1
    # every decision of the human seat went through a click, and the log replays
    replay = Replay(table.to_log())
    assert replay.n_steps == len(table.game.decisions)


def test_every_variant_seats_its_players() -> None:
    for variant, n in [("last-standing", 3), ("emperor", 6), ("free-for-all", 4)]:
        table = TableModel("hero-realms", seats=["human"] + ["greedy"] * (n - 1), variant=variant)
        assert len(table.board().panels) >= n
        assert table.game.setup["variant"] == variant
    table = TableModel("villainous", seats=["human"] + ["random"] * 4, seed=2)
    assert len(table.board().panels) == 5
    with pytest.raises(SetupError, match="different villain"):  # 5 villains: not 6 seats
        TableModel("villainous", seats=["human"] + ["random"] * 5, seed=2)


def test_unknown_seats_are_refused_by_type() -> None:
    with pytest.raises(SetupError, match="Unknown seat 'grandmaster'"):
        TableModel("hero-realms", seats=["human", "grandmaster"])
    with pytest.raises(SetupError, match="2 seats, but 3"):
        TableModel(HeroRealmsGame.new(seed=1), seats=["human", "greedy", "greedy"])
    with pytest.raises(SetupError, match="no table for the game"):
        TableModel("chess")


# -- clicks -----------------------------------------------------------------------------
def test_a_card_in_hand_is_played_by_a_click() -> None:
    table = guarded_position()
    spark = table.game.players[0].hand[0]
    message = table.click_card(spark)
    assert message.kind == "done" and "Spark" in message.text
    assert table.game.decisions == [Action("play", (spark,))]
    assert spark in table.game.players[0].in_play


def test_a_guard_is_attacked_by_a_click_and_stunned() -> None:
    table = guarded_position()
    grunt = champion(table, 1, "orc-grunt")
    assert table.click_card(grunt).kind == "done"
    assert grunt not in table.game.players[1].champions


def test_attacking_past_a_guard_is_refused_with_the_rule_and_nothing_changes() -> None:
    # rule: HR-C3
    table = guarded_position()
    before = table.game.state_dict()
    message = table.click_player(1)
    assert message.kind == "refused" and message.rule == "HR-C3"
    assert "Orc Grunt is a guard" in message.text and "HR-C3" in message.text
    assert table.game.state_dict() == before and not table.game.decisions
    rayla = champion(table, 1, "rayla-endweaver")
    message = table.click_card(rayla)
    assert message.kind == "refused" and message.rule == "HR-C3"
    assert table.game.state_dict() == before
    board = table.board()
    assert board.message is not None and board.message.rule == "HR-C3"
    assert not board.spots[("card", rayla)].playable
    assert board.spots[("card", champion(table, 1, "orc-grunt"))].playable


def test_buying_without_gold_is_refused_with_the_rule() -> None:
    # rule: HR-B1
    table = guarded_position()
    before = table.game.state_dict()
    dear = max(table.game.market_row, key=lambda c: table.game.defs[c].cost)
    message = table.click_card(dear)
    assert message.kind == "refused" and message.rule == "HR-B1"
    assert table.game.state_dict() == before


def test_any_action_may_be_tried_and_an_illegal_one_is_refused() -> None:
    # rule: HR-C3
    table = guarded_position()
    before = table.game.state_dict()
    message = table.try_action(Action("attack_player", (1, 5)))
    assert message.kind == "refused" and message.rule == "HR-C3"
    with pytest.raises(ArgumentError):  # True is no seat number
        table.try_action(Action("attack_player", (True, 5)))
    assert table.game.state_dict() == before


def test_clicks_while_a_bot_decides_are_refused_and_change_nothing() -> None:
    table = TableModel("hero-realms", seats=["greedy", "human"], seed=3)
    before = table.game.state_dict()
    message = table.click_card(table.game.players[1].hand[0])
    assert message.kind == "refused" and "bot" in message.text
    assert table.game.state_dict() == before


def test_villainous_location_click_moves_and_staying_is_refused() -> None:
    # rule: V-T1
    table = TableModel("villainous", seats=["human", "heuristic"], seed=3)
    game = table.game
    here = game.players[0].villain.locations[game.players[0].loc].name
    before = game.state_dict()
    message = table.click_location(here)
    assert message.kind == "refused" and message.rule == "V-T1"
    assert table.game.state_dict() == before
    board = table.board()
    targets = [s for s in board.spots.values() if s.kind == "location" and s.playable]
    assert targets and all(t.ref != here for t in targets)
    assert table.click_location(str(targets[0].ref)).kind == "done"
    assert table.game.players[0].villain.locations[table.game.players[0].loc].name == targets[0].ref


def test_villainous_card_too_dear_is_refused_and_other_uses_are_offered() -> None:
    # rule: V-T5
    game = VillainousGame.from_position(
        {
            "players": [{"hand": ["the_kraken"], "power": 0, "location": "below_deck"}, {}],
            "phase": "act",
        },
        villains=["davy_jones", "tamatoa"],
    )
    table = TableModel(game, seats=["human", "heuristic"])
    kraken = game.players[0].hand[0]
    before = game.state_dict()
    message = table.click_card(kraken)
    assert message.kind == "refused" and message.rule == "V-T5"
    assert table.game.state_dict() == before
    prompt = table.board().prompt
    assert prompt is not None and prompt.cancellable
    assert any("discard" in o.lower() for o in prompt.options)
    assert table.choose("cancel").kind == "info" and table.board().prompt is None
    assert table.game.state_dict() == before


def test_a_click_matching_several_moves_asks_which_by_name() -> None:
    table = TableModel("villainous", seats=["human", "heuristic"], seed=5)
    for _ in range(60):
        if table.bot_to_act:
            table.step_bots()
            continue
        counts: dict[int, int] = {}
        for info in table.facts():
            if info.card is not None and table.game.pending_decision is None:
                counts[info.card] = counts.get(info.card, 0) + 1
        several = [
            c
            for c, n in counts.items()
            if n > 1 and len(table.distinct(table.matching("card", c))[0]) > 1
        ]
        if several:
            break
        click_for(table, table.suggestion())
    else:
        pytest.fail("no card with several moves came up")
    card = several[0]
    before = table.game.state_dict()
    table.click_card(card)
    prompt = table.board().prompt
    assert prompt is not None and 2 < len(prompt.options) <= counts[card] + 1  # and "cancel"
    assert len(set(prompt.options)) == len(prompt.options)  # no two answers read the same
    assert table.game.state_dict() == before
    chosen = table.prompt_actions()[1][0]  # type: ignore[index]
    assert table.choose(0).kind == "done"
    assert table.game.decisions[-1] == chosen


def test_pending_decisions_are_prompts_with_named_options() -> None:
    table = TableModel("villainous", seats=["human", "heuristic"], seed=5)
    for _ in range(400):
        if table.game.over:
            break
        if table.bot_to_act:
            table.step_bots()
            continue
        pending = table.game.pending_decision
        if pending is not None:
            prompt = table.board().prompt
            assert prompt is not None
            assert (
                list(prompt.options)
                == table.distinct(
                    [o.action for o in pending.options], [o.label for o in pending.options]
                )[0]
            )
            assert table.choose(prompt.options[0]).kind == "done"
            assert table.game.decisions[-1] == pending.options[0].action
            return
        click_for(table, table.suggestion())
    pytest.fail("no pending decision came up")


def test_buttons_for_moves_not_on_a_card() -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=3)
    names = [c.name for c in table.board().controls]
    assert names == ["kind:play", "end_turn"]
    # cards are still playable: the table asks first, and "End the turn all the same" ends it
    assert table.press("End turn").kind == "info" and table.game.decisions == []
    assert table.board().prompt is not None
    assert table.choose(0).kind == "done"
    assert table.game.decisions == [Action("end_turn")]
    assert table.press("no such button").kind == "refused"


def test_end_turn_while_a_choice_is_pending_is_refused_with_the_engine_reason() -> None:
    table = TableModel("villainous", seats=["human", "heuristic"], seed=3)
    before = table.game.state_dict()
    message = table.press("end")  # the move comes first (V-T1)
    assert message.kind == "refused" and message.rule == "V-T1"
    assert table.game.state_dict() == before


# -- bots, hidden cards and hot-seat ------------------------------------------------------
def test_bots_step_one_decision_at_a_time_and_narrate() -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=3, confirm_end=False)
    table.press("end_turn")
    assert table.bot_to_act and table.board().waiting
    assert table.step_bots(1) == 1 and len(table.game.decisions) == 2
    assert table.narration[-1].startswith("Player 2 ")
    table.skip_to_my_turn()
    assert table.to_act == 0 and not table.bot_to_act


def test_a_bot_hand_stays_hidden_from_the_human_and_the_teacher_sees_it() -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=3)
    hands = {p.seat: p.zones[2] for p in table.board().panels if p.seat is not None}
    assert hands[0].spots and not hands[0].hidden
    assert hands[1].hidden == 5 and not hands[1].spots
    table.set_teacher_view(True)
    hands = {p.seat: p.zones[2] for p in table.board().panels if p.seat is not None}
    assert len(hands[1].spots) == 5
    assert table.board().view.startswith("Teacher")


def test_hot_seat_passes_the_screen_and_each_sees_only_their_hand() -> None:
    table = TableModel(
        "hero-realms", seats=["human", "human"], seed=3, names=["Ada", "Ben"], confirm_end=False
    )
    ben_hand = list(table.game.players[1].hand)
    assert table.viewer == 0
    assert not any(("card", c) in table.board().spots for c in ben_hand)
    table.press("end_turn")
    assert table.handover == 1 and table.viewer == NOBODY
    board = table.board()
    assert board.handover and "Ben" in board.handover
    assert not any(z.spots for p in board.panels for z in p.zones if z.label.startswith("Hand"))
    before = table.game.state_dict()
    assert table.click_card(table.game.players[1].hand[0]).kind == "refused"
    assert table.game.state_dict() == before
    assert table.press("ready").kind == "info"
    assert table.viewer == 1 and table.handover is None
    spots = table.board().spots
    assert all(("card", c) in spots for c in table.game.players[1].hand)
    assert not any(("card", c) in spots for c in table.game.players[0].hand)


def test_villainous_hot_seat_hides_the_other_villain_hand() -> None:
    table = TableModel("villainous", seats=["human", "human"], seed=3)
    spots = table.board().spots
    assert all(("card", c) in spots for c in table.game.players[0].hand)
    assert not any(("card", c) in spots for c in table.game.players[1].hand)


# -- hint, undo, new game, save -------------------------------------------------------------
@pytest.mark.parametrize("game", ["hero-realms", "villainous"])
def test_the_hint_is_a_legal_action_with_a_reason(game: str) -> None:
    table = TableModel(game, seats=["human", "greedy" if game == "hero-realms" else "heuristic"])
    before = table.game.state_dict()
    message = table.hint()
    assert message.kind == "hint"
    assert table.hinted in table.game.legal_actions()
    # the reason is the search's sentence with its rule, or else the table's own list
    ruled = re.search(r"\((HR|V)-[A-Z]+\d+\)", message.text)
    assert ruled or "Why: it " in message.text, message.text
    assert table.game.state_dict() == before


def test_the_hint_names_a_stun_of_a_guard() -> None:
    game = HeroRealmsGame.from_position(
        {"players": [{"combat": 5}, {"champions": ["orc-grunt"], "hand": ["gold"]}]},
        names=["Ada", "Ben"],
    )
    table = TableModel(game, seats=["human", "greedy"])
    message = table.hint()
    grunt = champion(table, 1, "orc-grunt")
    assert table.hinted == Action("attack_champion", (grunt, 3))
    said = "It stuns Orc Grunt, the guard that blocks your attack (HR-C3)."
    assert said in message.text, message.text
    assert "Why:" not in message.text  # the table's own list would say the stun again


@pytest.mark.parametrize(
    ("lang", "advice"),
    [
        ("en", "suggests: attack Orc Grunt with 3 combat."),
        ("es", "te sugiere: ataca a Orc Grunt con 3 puntos de combate."),
        ("it", "ti suggerisce: attacca Orc Grunt con 3 punti combattimento."),
    ],
)
def test_the_hint_speaks_to_the_player_at_the_table(lang: str, advice: str) -> None:
    # rule: HR-C3
    game = HeroRealmsGame.from_position(
        {"players": [{"combat": 5}, {"champions": ["orc-grunt"], "hand": ["gold"]}]},
        names=["Ada", "Ben"],
    )
    table = TableModel(game, seats=["human", "greedy"], lang=lang)
    message = table.hint()
    assert advice in message.text, message.text
    assert "Ada" not in message.text  # the move is advice to Ada, not a line about her


def _hint_for(
    game: HeroRealmsGame, kind: str, lang: str, monkeypatch: pytest.MonkeyPatch, card: str = ""
) -> tuple[Action, str]:
    """The first legal move of ``kind`` (on ``card``, if named) and the table's hint when
    the search recommends it."""
    from toolkit.search import hint as search

    action = next(
        a
        for a in game.legal_actions()
        if a.kind == kind and (not card or game.card_name(a.args[0]) == card)
    )
    found = search.Hint(action, 0, 0.6, 100)
    monkeypatch.setattr(search, "search_hint", lambda game, **_: found)
    return action, TableModel(game, seats=["human", "greedy"], lang=lang).hint().text


@pytest.mark.parametrize(
    ("lang", "advice", "again"),
    [
        ("en", "suggests: buy Spark (HR-B1).", "It buys Spark"),
        ("es", "te sugiere: compra Spark (HR-B1).", "Compra Spark"),
        ("it", "ti suggerisce: acquista Spark (HR-B1).", "Acquista Spark"),
    ],
)
def test_a_hinted_buy_is_said_once_with_its_rule(
    lang: str, advice: str, again: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # rule: HR-B1
    from toolkit.search import hint as search

    game = HeroRealmsGame.from_position(
        {
            "active": 0,
            "market_row": ["profit", "spark", "orc-grunt", "taxation", "taxation"],
            "players": [{"gold": 4}, {}],
        },
        names=["Ada", "Ben"],
    )
    spark, text = _hint_for(game, "buy", lang, monkeypatch, card="Spark")
    assert advice in text, text
    assert again not in text, text  # the move is not said a second time
    # away from the table, where the move is not said first, the reason names it
    from toolkit.i18n import translator

    alone = search.hint_reason(search.Hint(spark, 0, 0.6, 100), str, translator(lang), game)
    assert alone.startswith(f"{again} (HR-B1)."), alone


@pytest.mark.parametrize(
    ("lang", "advice", "again"),
    [
        ("en", "suggests: play Gold first: its 1 gold stays in your pool", "Play Gold"),
        ("es", "te sugiere: juega primero Moneda de oro: suma 1 de oro", "Juega"),
        ("it", "ti suggerisce: gioca prima Moneta d'oro: aggiunge 1 oro", "Gioca"),
    ],
)
def test_a_card_to_play_first_is_said_once_with_why(
    lang: str, advice: str, again: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # rule: HR-A2
    game = HeroRealmsGame.from_position(
        {"active": 0, "players": [{"hand": ["gold"]}, {}]}, names=["Ada", "Ben"]
    )
    _, text = _hint_for(game, "play", lang, monkeypatch)
    assert advice in text and "(HR-A2)." in text, text
    assert again not in text, text  # the move is said once
    # the table's own list of effects ("Why: it gains 1 gold") would say it a third time
    assert text.count("(HR-A2)") == 1 and ":" not in text.split("(HR-A2)")[1]


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("game", ["hero-realms", "villainous"])
def test_every_move_of_a_game_is_said_as_advice_or_as_the_engine_says_it(
    game: str, lang: str
) -> None:
    g = (HeroRealmsGame if game == "hero-realms" else VillainousGame).new(seed=2)
    said = 0
    for _ in range(60):
        if g.is_over:
            break
        for action in g.legal_actions():
            words = advice(g, action, lang)
            if words is None:
                continue
            said += 1
            assert words == words.strip() and words[:1].islower(), words
            assert not words.startswith(g.names[g.current_player]), words
            assert "{" not in words and "}" not in words, words
        g.apply(g.legal_actions()[0] if g.current_player else g.legal_actions()[-1])
    assert said > 20


def test_undo_takes_back_the_last_human_decision_and_the_bots_after_it() -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=3, confirm_end=False)
    start = table.game.state_dict()
    table.click_card(table.game.players[0].hand[0])
    middle = table.game.state_dict()
    table.press("end_turn")
    table.skip_to_my_turn()
    assert len(table.game.decisions) > 2
    assert table.undo().kind == "done"
    assert table.game.state_dict() == middle and len(table.game.decisions) == 1
    assert table.undo().kind == "done"
    assert table.game.state_dict() == start
    assert table.undo().kind == "info"


def test_undo_turn_goes_back_to_the_start_of_the_turn() -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=3, confirm_end=False)
    table.press("end_turn")
    table.skip_to_my_turn()
    turn_start = table.game.state_dict()
    n = len(table.game.decisions)
    for c in list(table.game.players[0].hand)[:2]:
        table.click_card(c)
    assert len(table.game.decisions) == n + 2
    assert table.undo_turn().kind == "done"
    assert table.game.state_dict() == turn_start


def test_new_game_with_a_seed_keeps_the_seats() -> None:
    table = TableModel("villainous", seats=["human", "heuristic"], seed=3)
    table.click_location(
        str(
            next(s.ref for s in table.board().spots.values() if s.kind == "location" and s.playable)
        )
    )
    table.new_game(11)
    assert table.game.seed == 11 and not table.game.decisions
    assert table.game.state_dict() == VillainousGame.from_setup(table.game.setup, 11).state_dict()


def test_a_saved_game_opens_in_the_replay_and_the_html_export(tmp_path: Path) -> None:
    from toolkit.export import write_html
    from toolkit.widgets import ReplayWidget

    table = TableModel("hero-realms", seats=["human", "greedy"], seed=3)
    play_by_clicks(table, seed=3, limit=25)
    path = table.save(tmp_path / "game.json", form="log")
    data = json.loads(path.read_text())
    assert data["bots"] == ["human", "greedy"]
    replay = Replay.load(path)
    assert replay.n_steps == len(table.game.decisions)
    assert str(replay.state(replay.n_steps)) == str(table.game)
    ReplayWidget(replay)
    out = write_html(replay, tmp_path / "game.html")
    assert out.stat().st_size > 1000


def test_a_bot_pending_decision_cannot_be_answered_by_the_human() -> None:
    table = TableModel("villainous", seats=["human", "heuristic"], seed=5)
    for _ in range(3000):
        if table.game.over:
            break
        if table.bot_to_act and table.game.pending_decision is not None:
            before = table.game.state_dict()
            assert table.choose(0).kind == "refused"
            assert table.press("end").kind == "refused"
            assert table.game.state_dict() == before
            return
        if table.bot_to_act:
            table.step_bots()
        else:
            table.try_action(table.suggestion())
    pytest.fail("no bot decision came up")


@pytest.mark.parametrize(("game", "bot"), [("hero-realms", "tuned"), ("villainous", "random")])
def test_the_hint_is_legal_at_every_decision_and_following_it_plays_the_game(
    game: str, bot: str
) -> None:
    table = TableModel(game, seats=["human", bot], seed=8)
    table.hint_playouts, table.hint_seconds = 4, None  # a small search at every decision
    for _ in range(400):
        if table.game.over:
            break
        if table.bot_to_act:
            table.step_bots()
            continue
        before = table.game.state_dict()
        message = table.hint()
        assert message.kind == "hint" and table.hinted in table.game.legal_actions()
        assert table.game.state_dict() == before
        click_for(table, table.hinted)
        assert table.game.decisions[-1] == table.hinted
