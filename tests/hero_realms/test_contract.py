"""The public engine contract of HeroRealmsGame: listing, refusals, records and state as data.

A board or an exercise is built only on these: ``legal_actions()`` (a tuple),
``verify``/``why_illegal``, ``pending_decision``, ``action_info`` and ``state_dict``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hero_realms.helpers import Table
from toolkit.core.actions import Action
from toolkit.core.bots import RandomBot
from toolkit.core.contract import ActionInfo
from toolkit.core.errors import IllegalActionError, ToolkitError
from toolkit.hero_realms.bots import GreedyBot
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.hero_realms.position import CardNotFoundError, find_instance

ROOT = Path(__file__).resolve().parents[2]

VARIANTS = [
    ("free-for-all", 2),
    ("free-for-all", 3),
    ("first-blood", 4),
    ("last-standing", 3),
    ("hydra", 4),
    ("emperor", 6),
]


def played_states(
    variant: str, players: int, seed: int, steps: int = 300
) -> Iterator[HeroRealmsGame]:
    """Every state of a seeded game of greedy and random bots (the game itself, advancing)."""
    game = HeroRealmsGame.new(seed=seed, players=players, variant=variant)
    bots = [GreedyBot(seed + s) if s % 2 else RandomBot(seed + s) for s in range(players)]
    for _ in range(steps):
        if game.is_over:
            return
        yield game
        game.apply(bots[game.current_player].choose(game, game.legal_actions()))


def table_instances(game: HeroRealmsGame) -> set[int]:
    return {c for zone in game.zones().values() for c in zone}


# -- legal_actions ----------------------------------------------------------------------------


def test_legal_actions_is_a_tuple_and_a_callers_copy_cannot_change_the_game() -> None:
    game = HeroRealmsGame.new(seed=4)
    legal = game.legal_actions()
    assert isinstance(legal, tuple)
    assert game.legal_actions() is legal  # kept for the decision
    mine = list(legal)
    mine.clear()
    with pytest.raises(AttributeError):
        legal.clear()  # type: ignore[attr-defined]
    assert game.is_legal(Action("end_turn"))
    game.apply(Action("end_turn"))
    assert game.current_player == 1


def test_every_listed_action_verifies_and_the_unlisted_answer_is_refused() -> None:
    for game in played_states("free-for-all", 2, seed=3, steps=120):
        for action in game.legal_actions():
            game.verify(action)
        err = game.why_illegal(Action("no_such_kind", (1,)))
        assert isinstance(err, IllegalActionError)


# -- refusals: every family a plain reason, never an untyped error ----------------------------


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (Action("play", (10_000,)), "no card number 10000"),
        (Action("play", (-1,)), "no card number -1"),
        (Action("play", ("spark",)), "whole-number"),
        (Action("play", ()), "whole-number"),
        (Action("attack_player", (7, 1)), "no opponent in seat 7"),
        (Action("attack_player", (0, 1)), "no opponent in seat 0"),
        (Action("attack_champion", (999, 1)), "no card number 999"),
        (Action("attack_champion", (3, 1)), "not a champion an opponent has in play"),
        (Action("end_turn", (1,)), "takes no arguments"),
        (Action("hand_over"), "Hydra"),
        (Action("send", (1, 1)), "Emperor"),
        (Action("choose", (0,)), "not an action of the main phase"),
        (Action("pass"), "not an action of the main phase"),
        (Action("fly"), "not an action of the main phase"),
        (Action("play", (True,)), "not True (bool)"),
        (Action("play", (1.0,)), "not 1.0 (float)"),
        (Action("play", (None,)), "not None"),
        (Action("play", ([1],)), "not [1] (list)"),
        (Action("play", (10**12,)), "between"),
        (("play", 1), "expected an Action"),
    ],
)
def test_refusals_say_what_was_wrong(action: Action, words: str) -> None:
    game = HeroRealmsGame.new(seed=2)
    before = game.state_dict()
    err = game.why_illegal(action)
    assert isinstance(err, IllegalActionError), action
    assert words in str(err), str(err)
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert game.state_dict() == before


def test_pending_answers_are_refused_for_their_own_reason() -> None:
    t = Table(p0={"champions": ["darian-war-mage"]})
    t.expend("darian-war-mage")
    assert "2 options to choose from (0 to 1), not 5" in str(t.refused(Action("choose", (5,))))
    assert "not optional" in str(t.refused(Action("pass")))
    assert "end_turn does not answer it" in str(t.refused(Action("end_turn")))
    t = Table({"hand": ["spark"]}, None, None)
    t.play("spark")
    assert t.pending == "target"
    assert "no opponent in seat 0" in str(t.refused(Action("target", (0,))))
    assert "no opponent in seat 9" in str(t.refused(Action("target", (9,))))
    t = Table(p0={"hand": ["dark-reward"], "discard": ["gold"]})
    t.play("dark-reward")
    grunt_anywhere = 10_000
    assert "no card number" in str(t.refused(Action("sacrifice_card", (grunt_anywhere,))))


# -- pending_decision and describe_action -----------------------------------------------------


def decisions() -> Iterator[tuple[str, Table]]:
    """One table per kind of pending decision, each waiting for its answer."""
    t = Table(p0={"champions": ["darian-war-mage"]})
    t.expend("darian-war-mage")
    yield "choose", t
    t = Table(p0={"hand": ["dark-reward"], "discard": ["gold", "dagger"]})
    t.play("dark-reward")
    yield "sacrifice", t
    t = Table(p0={"champions": ["rake-master-assassin"]}, p1={"champions": ["street-thug"]})
    t.expend("rake-master-assassin")
    yield "stun", t
    yield "target", _target_table()
    t = Table(p0={"hand": ["spark"]}, p1={"hand": ["gold", "ruby", "dagger"]})
    t.play("spark").end_turn()
    yield "discard", t
    t = Table(p0={"hand": ["rampage"], "deck": ["spark", "profit"]})
    t.play("rampage")
    yield "draw_count", t
    t = Table(p0={"hand": ["smash-and-grab"], "discard": ["gold", "spark"]})
    t.play("smash-and-grab")
    yield "to_top", t
    yield "prepare", _prepare_table()
    yield "bequeath", _bequeath_table()


def _target_table() -> Table:
    t = Table({"hand": ["spark"]}, None, None)
    t.play("spark")
    return t


def _prepare_table() -> Table:
    t = Table(
        p0={
            "hand": ["rally-the-troops", "recruit"],
            "champions": ["orc-grunt", "street-thug"],
            "expended": ["orc-grunt", "street-thug"],
        }
    )
    t.play("rally-the-troops", "recruit").ally("rally-the-troops")
    return t


def _bequeath_table() -> Table:
    game = HeroRealmsGame.from_position(
        {
            "players": [{"combat": 5}, {}, {}, {"hand": ["ruby"], "champions": ["street-thug"]}],
            "health": [50, 60, 50, 5, 60, 50],
        },
        players=6,
        variant="emperor",
    )
    game.apply(Action("attack_player", (3, 5)))
    return Table.wrap(game)


@pytest.mark.parametrize("kind", [k for k, _ in decisions()])
def test_pending_decision_lists_the_legal_answers_in_plain_words(kind: str) -> None:
    t = dict(decisions())[kind]
    game = t.game
    assert t.pending == kind
    decision = game.pending_decision
    assert decision is not None
    assert decision.kind == kind and decision.player == game.current_player
    assert tuple(o.action for o in decision.options) == game.legal_actions()
    assert 0 <= decision.min_choices <= decision.max_choices
    assert decision.optional == any(o.action.kind == "pass" for o in decision.options)
    assert decision.prompt == game.describe_pending()
    for option in decision.options:
        assert option.label and "choice" not in option.label and "option" not in option.label
        if option.card is not None:
            assert game.card_name(option.card) in option.label
        sentence = game.describe_action(option.action)
        assert sentence.startswith(game.names[decision.player])
        assert "option" not in sentence and str(option.action) not in sentence
        info = game.action_info(option.action)
        assert info.kind == option.action.kind and info.player == decision.player
    with pytest.raises(IllegalActionError):
        game.action_info(Action("end_turn"))


def test_choose_labels_name_the_effects() -> None:
    t = dict(decisions())["choose"]
    decision = t.game.pending_decision
    assert decision is not None
    assert [o.label for o in decision.options] == ["gain 3 combat", "gain 4 health"]
    assert decision.source_name == "Darian, War Mage" and decision.rule == "HR-A4"
    assert t.describe(Action("choose", (1,))) == "choose 1"
    assert t.game.describe_action(Action("choose", (1,))) == "Player 1 chooses: gain 4 health"


def test_no_pending_decision_in_the_main_phase() -> None:
    assert HeroRealmsGame.new(seed=1).pending_decision is None


# -- action_info ------------------------------------------------------------------------------


def check_info(game: HeroRealmsGame, action: Action, info: ActionInfo) -> None:
    on_table = table_instances(game)
    assert info.action == action and info.kind == action.kind
    assert info.player == game.current_player
    assert info.label == game.describe_action(action)
    for card in info.touches():
        assert card in on_table, (action, info)
    if info.card is not None:
        assert info.card_name == game.card_name(info.card)
    if info.target_card is not None:
        assert info.target_name == game.card_name(info.target_card)
        assert game.owner_of_champion(info.target_card) == info.target_player
    if info.target_player is not None:
        assert 0 <= info.target_player < len(game.players)
        assert info.target_player != info.player
    assert (info.cost is None) == (info.resource is None)
    kind = action.kind
    if kind in ("play", "expend", "ally", "sacrifice", "buy", "buy_pooled", "send"):
        assert info.card == action.args[0]
    if kind in ("buy", "buy_pooled"):
        assert (info.cost, info.resource) == (game.defs[action.args[0]].cost, "gold")
    if kind in ("attack_player", "attack_champion"):
        assert (info.cost, info.resource) == (action.args[1], "combat")
    if kind == "attack_player":
        assert info.target_player == action.args[0]
    if kind in ("attack_champion", "stun"):
        assert info.target_card == action.args[0]
    if kind in ("target", "send"):
        assert info.target_player == action.args[-1]


@pytest.mark.parametrize(("variant", "players"), VARIANTS)
def test_every_legal_action_has_an_action_info_that_touches_the_table(
    variant: str, players: int
) -> None:
    kinds: set[str] = set()
    for game in played_states(variant, players, seed=11, steps=250):
        for action in game.legal_actions():
            check_info(game, action, game.action_info(action))
            kinds.add(action.kind)
    assert {"play", "buy", "end_turn"} <= kinds
    if variant == "hydra":
        assert "hand_over" in kinds


def test_action_info_fields_of_the_main_kinds() -> None:
    t = Table(
        p0={"hand": ["spark"], "champions": ["orc-grunt"], "gold": 3, "combat": 9},
        p1={"champions": ["street-thug"]},
        market=["profit"],
    )
    game = t.game
    spark = t.iid(0, "hand", "spark")
    info = game.action_info(Action("play", (spark,)))
    assert (info.card, info.card_name, info.location) == (spark, "Spark", "hand")
    profit = t.iid(None, "market", "profit")
    info = game.action_info(Action("buy", (profit,)))
    assert (info.card, info.cost, info.resource, info.location) == (profit, 1, "gold", "market_row")
    thug = t.iid(1, "champions", "street-thug")
    info = game.action_info(Action("attack_champion", (thug, 2)))  # a partial attack
    assert (info.target_card, info.target_player, info.cost) == (thug, 1, 2)
    info = game.action_info(Action("attack_player", (1, 4)))
    assert (info.target_player, info.cost, info.resource) == (1, 4, "combat")
    grunt = t.iid(0, "champions", "orc-grunt")
    assert game.action_info(Action("expend", (grunt,))).location == "champions"
    assert game.action_info(Action("end_turn")).touches() == ()
    with pytest.raises(IllegalActionError):
        game.action_info(Action("attack_player", (1, 10)))


# -- state_dict -------------------------------------------------------------------------------


@pytest.mark.parametrize(("variant", "players"), VARIANTS)
def test_state_dict_is_json_deterministic_and_complete(variant: str, players: int) -> None:
    a = HeroRealmsGame.new(seed=5, players=players, variant=variant)
    b = HeroRealmsGame.new(seed=5, players=players, variant=variant)
    rng = random.Random(1)
    for _ in range(150):
        if a.is_over:
            break
        state = a.state_dict()
        assert json.loads(json.dumps(state)) == state
        assert json.dumps(state, sort_keys=True) == json.dumps(b.state_dict(), sort_keys=True)
        assert a.clone().state_dict() == state
        cards = [
            c["instance"]
            for p in state["players"]
            for z in ("hand", "deck", "discard", "in_play", "champions")
            for c in p[z]
        ]
        for market in state["markets"]:
            cards += [c["instance"] for c in market["deck"] + market["fire_gems"]]
            cards += [c["instance"] for c in market["row"] if c is not None]
        cards += [c["instance"] for c in state["sacrificed"]]
        assert sorted(cards) == list(range(len(a.defs)))  # each instance exactly once
        assert state["current_player"] == a.current_player and state["turn"] == a.turn
        assert state["variant"] == variant
        action = rng.choice(a.legal_actions())
        a.apply(action)
        b.apply(action)


def test_state_dict_shows_pending_and_champion_state() -> None:
    t = Table(
        p0={"champions": ["rake-master-assassin"], "combat": 3},
        p1={"champions": ["cron-the-berserker"]},
    )
    t.attack_champion("cron-the-berserker", 3)
    t.expend("rake-master-assassin")
    state = t.game.state_dict()
    rake = state["players"][0]["champions"][0]
    assert (rake["card"], rake["expended"]) == ("rake-master-assassin", True)
    cron = state["players"][1]["champions"][0]
    assert (cron["card"], cron["damage"]) == ("cron-the-berserker", 3)
    assert state["pending"]["kind"] == "stun" and state["pending"]["player"] == 0
    assert state["pending"]["source"] == rake["instance"]


# -- positions --------------------------------------------------------------------------------


def test_a_seat_given_only_pools_gets_no_opening_hand() -> None:
    game = HeroRealmsGame.from_position({"players": [{"gold": 3}, {"combat": 2}]}, seed=1)
    assert [len(p.hand) for p in game.players] == [0, 0]
    assert [len(p.deck) for p in game.players] == [10, 10]
    game = HeroRealmsGame.from_position({"players": [{}, {"gold": 1}]}, seed=1)
    assert [len(p.hand) for p in game.players] == [3, 0]  # a seat left alone is dealt as usual


def test_find_instance_finds_by_card_id_and_zone() -> None:
    t = Table(
        p0={"hand": ["gold", "gold"], "champions": ["orc-grunt"], "expended": ["orc-grunt"]},
        market=["spark"],
    )
    game = t.game
    golds = game.players[0].hand
    assert find_instance(game, "gold", "hand", 0) == golds[0]
    assert find_instance(game, "gold", "hand", seat=0, nth=1) == golds[1]
    assert find_instance(game, "orc-grunt", "expended", 0) == game.players[0].champions[0]
    assert game.card_name(find_instance(game, "spark", "market_row")) == "Spark"
    assert find_instance(game, "fire-gem", "fire_gems") in game.fire_gems
    for args in [
        ("gold", "hand", 0, 2),
        ("spark", "hand", 0, 0),
        ("gold", "hand", None, 0),
        ("gold", "hand", 5, 0),
        ("gold", "pocket", 0, 0),
    ]:
        with pytest.raises(CardNotFoundError) as err:
            find_instance(game, *args)  # type: ignore[arg-type]
        assert isinstance(err.value, ToolkitError)


def test_the_replay_layer_uses_only_the_public_contract() -> None:
    source = (ROOT / "toolkit" / "replay" / "hero_realms.py").read_text(encoding="utf-8")
    assert "._check(" not in source and "._why_illegal(" not in source
