"""The public contract of VillainousGame: legal actions, pending decisions, action facts,
the table as data, and refusals that say what was wrong.

A teaching layer is built on these alone: every legal action must say which card it
plays or uses, what it aims at and where; every pending decision must say who answers
and what each answer means; and the snapshot must be plain JSON that changes exactly
when the game does.
"""

from __future__ import annotations

import json
import random

import pytest

from tests.villainous.helpers import card, choose, find, position
from toolkit.core.actions import Action
from toolkit.core.bots import RandomBot
from toolkit.core.contract import ActionInfo, PendingDecision
from toolkit.core.errors import IllegalActionError
from toolkit.core.log import GameLog
from toolkit.villainous.bots import HeuristicBot
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame

SEEDS = range(12)
SWASH = -99  # stands for the Swashbuckler's instance id in the table below


def villains_for(seed: int) -> list[str]:
    rng = random.Random(seed)
    return [rng.choice(VILLAINS) for _ in range(2 + seed % 4)]  # 2 to 5 villains


def walk(seed: int, steps: int = 400):
    """Yield a game before each decision of a seeded bot game."""
    game = VillainousGame.new(seed, villains=villains_for(seed))
    bots = [(HeuristicBot if (seed + i) % 2 else RandomBot)(seed + i) for i in range(game.n)]
    for _ in range(steps):
        if game.is_over:
            return
        yield game
        game.apply(bots[game.current_player].choose(game, game.legal_actions()))


def location_names(game: VillainousGame, seat: int) -> set[str]:
    return {loc.name for loc in game.players[seat].villain.locations}


def check_info(game: VillainousGame, action: Action, info: ActionInfo) -> None:
    seat = game.current_player
    assert info.action == action and info.kind == action.kind and info.player == seat
    assert info.label and "makes choice" not in info.label
    for iid in info.touches():
        assert 0 <= iid < len(game.defs)
    if info.card is not None:
        assert info.card_name == game.defs[info.card].name
    if info.target_card is not None:
        assert info.target_name == game.defs[info.target_card].name
        assert game.in_realm(info.target_card)
    if info.target_player is not None:
        assert 0 <= info.target_player < game.n and info.target_player != seat
    if info.location is not None:
        owner = game.pending.frame.owner if action.kind == "choose" else seat
        assert info.location in location_names(game, owner)
    if info.cost is not None:
        assert info.resource == "power" and 0 <= info.cost <= game.players[seat].power
    k = action.kind
    if k in ("play", "discard", "discard_more", "condition"):
        assert info.card in game.players[seat].hand
    if k in ("play", "activate", "move_ally", "move_hero", "discard", "condition"):
        assert info.card is not None
    if k in ("activate", "move_ally", "move_hero"):
        assert game.in_realm(info.card) and game.owner[info.card] == seat
    if k in ("move", "move_ally", "move_hero", "vanquish"):
        assert info.location is not None
    if k == "vanquish":
        assert info.target_card is not None and game.defs[info.target_card].type == "hero"
    if k == "fate":
        assert info.target_player is not None
    if k == "vanquish_ally":
        assert info.card in game.pending.cands and info.target_card == game.pending.hero


@pytest.mark.parametrize("seed", SEEDS)
def test_every_legal_action_has_facts_and_every_pending_decision_is_a_record(seed: int) -> None:
    kinds: set[str] = set()
    for game in walk(seed):
        legal = game.legal_actions()
        assert isinstance(legal, tuple) and legal
        assert game.legal_actions() is legal  # kept for the decision, never rebuilt
        decision = game.pending_decision
        if game.pending is None:
            assert decision is None
        else:
            assert isinstance(decision, PendingDecision)
            assert decision.player == game.current_player
            assert tuple(o.action for o in decision.options) == legal
            assert decision.prompt and all(o.label for o in decision.options)
            assert decision.min_choices <= decision.max_choices
            for o in decision.options:
                if o.card is not None:
                    assert 0 <= o.card < len(game.defs)
        for action in legal:
            kinds.add(action.kind)
            check_info(game, action, game.action_info(action))
            assert game.is_legal(action) and game.why_illegal(action) is None
    assert {"move", "end"} <= kinds


@pytest.mark.parametrize("seed", SEEDS)
def test_state_dict_is_json_deterministic_and_replays(seed: int) -> None:
    last = None
    game = None
    for game in walk(seed, steps=250):
        state = game.state_dict()
        text = json.dumps(state, sort_keys=True)
        assert json.loads(text) == state  # plain JSON: no tuples, no odd keys
        assert json.dumps(game.state_dict(), sort_keys=True) == text  # asking changes nothing
        assert text != last  # every decision changes the table (at least its counts)
        last = text
    assert game is not None
    again = GameLog.from_game(game).replay()
    assert again.state_dict() == game.state_dict()
    assert game.clone().state_dict() == game.state_dict()


def test_legal_actions_cannot_be_damaged_by_a_caller() -> None:
    game = VillainousGame.new(1, villains=["ursula", "davy_jones"])
    legal = game.legal_actions()
    with pytest.raises(AttributeError):
        legal.clear()  # type: ignore[attr-defined]
    copy = list(legal)
    copy.clear()
    assert game.legal_actions() == legal and game.is_legal(legal[0])


def test_a_pending_answer_says_what_it_means() -> None:
    game = position(
        ["captain_hook", "davy_jones"],
        {"location": "jolly_roger", "hand": ["worthy_opponent", "give_them_a_scare"], "power": 1},
        {"hand": []},
    )
    game.apply(find(game, "play", card(game, 0, "give_them_a_scare")))
    decision = game.pending_decision
    assert decision is not None and decision.kind == "choose"
    assert decision.source_name == "Give Them a Scare" and decision.player == 0
    first = decision.options[0]
    assert game.describe_action(first.action) == f"Captain Hook chooses: {first.label}"
    assert game.action_info(first.action).label.startswith("Captain Hook chooses: ")


def test_a_fate_choice_names_its_card_and_location() -> None:
    game = position(
        ["davy_jones", "captain_hook"],
        {"location": "the_flying_dutchman"},
        {"fate_top": ["wendy", "john"], "hand": []},
    )
    game.apply(game.find_action("fate", target=1))
    decision = game.pending_decision
    assert decision is not None and decision.rule == "V-F1"
    wendy = card(game, 1, "wendy")
    option = next(o for o in decision.options if o.card == wendy and o.location == "Skull Rock")
    assert option.label == "Wendy at Skull Rock"
    info = game.action_info(option.action)
    assert info.card == wendy and info.location == "Skull Rock"
    choose(game, "Wendy at Skull Rock")
    assert game.loc_of(wendy) == 1


def test_find_action_builds_actions_from_cards_locations_and_targets() -> None:
    game = position(
        ["captain_hook", "davy_jones"],
        {
            "location": "jolly_roger",
            "hand": ["swashbuckler", "cutlass"],
            "power": 5,
            "top": {"jolly_roger": ["wendy"]},
            "bottom": {"jolly_roger": ["pirate_brute"], "skull_rock": ["smee"]},
        },
        {"hand": []},
    )
    swash, wendy = card(game, 0, "swashbuckler"), card(game, 0, "wendy")
    play = game.find_action("play", card=swash, location="Skull Rock")
    info = game.action_info(play)
    assert (info.card, info.location, info.cost, info.resource) == (swash, "Skull Rock", 1, "power")
    assert dict(info.extra)["symbol"] == "play_card"
    assert game.find_action("play", card=swash, location="skull_rock") == play
    assert game.find_action("play", card=swash, location=1) == play
    brute = card(game, 0, "pirate_brute")
    cutlass = game.find_action("play", card=card(game, 0, "cutlass"), target=brute)
    assert game.action_info(cutlass).target_card == brute
    vanquish = game.find_action("vanquish", target=wendy)
    assert game.action_info(vanquish).location == "Jolly Roger"
    with pytest.raises(IllegalActionError, match="no legal action play"):
        game.find_action("play", card=wendy)
    with pytest.raises(IllegalActionError, match="no location 'Neverland'"):
        game.find_action("play", card=swash, location="Neverland")


def test_a_notebook_shows_the_table_and_a_short_repr() -> None:
    game = VillainousGame.new(2, villains=["ursula", "captain_hook"], names=["Ada", "Ben"])
    assert repr(game) == "<VillainousGame Ada vs Ben: turn 1, Ada to act (move)>"
    html = game._repr_html_()
    assert "The Palace" in html and html.startswith("<style")


@pytest.mark.parametrize(
    ("action", "says"),
    [
        (Action("fly"), "there is no action 'fly'"),
        (Action("move", ()), "takes 1 argument"),
        (Action("move", (1, 2)), "takes 1 argument"),
        (Action("move", (9,)), "no location 9"),
        (Action("move", (-1,)), "no location -1"),
        (Action("move", ("L0T0",)), "must be a whole number"),
        (Action("choose", (0,)), "no pending decision"),
        (Action("stop"), "no pending decision"),
        (Action("vanquish_done"), "no pending decision"),
        (Action("condition", (3,)), "only in answer"),
    ],
)
def test_refusals_in_the_move_phase_say_what_was_wrong(action: Action, says: str) -> None:
    game = VillainousGame.new(1, villains=["captain_hook", "ursula"])
    before = game.state_dict()
    err = game.why_illegal(action)
    assert err is not None and says in str(err), str(err)
    assert game.state_dict() == before


@pytest.mark.parametrize(
    ("action", "says"),
    [
        (Action("play", ("L1T1", 10**6, 1, -1, 0)), "there is no card 1000000"),
        (Action("play", ("L1T1", -5, 1, -1, 0)), "there is no card -5"),
        (Action("play", ("L1T1", 0, 7, -1, 0)), "no location 7"),
        (Action("play", ("L1T1", SWASH, 1, 10**6, 0)), "the host must be a card"),
        (Action("play", ("L1T1", SWASH, 1, -1, 2)), "the payment is 0"),
        (Action("play", ("L1T1",)), "takes 5 argument"),
        (Action("play", (3, 0, 1, -1, 0)), "action symbol"),
        (Action("power", ("L1T1",)), "does not allow power"),
        (Action("power", ("L9T9",)), "not available here"),
        (Action("power", ("",)), "not available here"),
        (Action("fate", ("L1B0", 99)), "there is no player 99"),
        (Action("fate", ("L1B0", 0)), "Fate targets an opponent"),
        (Action("activate", ("L1T0", 0)), "does not allow activate"),
        (Action("discard", ("L1B1", 10**6)), "there is no card"),
        (Action("move", (2,)), "already moved"),
        (Action("pass"), "no pending decision"),
        (Action("vanquish_ally", (0,)), "no pending decision"),
    ],
)
def test_refusals_in_the_act_phase_say_what_was_wrong(action: Action, says: str) -> None:
    game = position(
        ["captain_hook", "ursula"],
        {"location": "skull_rock", "hand": ["swashbuckler"], "power": 3},
        {"hand": []},
    )
    swash = card(game, 0, "swashbuckler")
    action = Action(action.kind, tuple(swash if a == SWASH else a for a in action.args))
    before = game.state_dict()
    err = game.why_illegal(action)
    assert err is not None and says in str(err), str(err)
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert game.state_dict() == before


def test_an_answer_for_someone_else_or_the_wrong_question_is_refused() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "below_deck"},
        {"hand": ["fish_are_dumb"], "power": 1},
    )
    game.apply(find(game, "power"))  # Tamatoa may answer with a Condition
    before = game.state_dict()
    for action, says in [
        (Action("end"), "Tamatoa must first answer"),
        (Action("choose", (0,)), "Tamatoa must first answer"),
        (Action("condition", (10**6,)), "card 1000000 is not a Condition"),
        (Action("condition", (True,)), "whole number"),
        (Action("vanquish_done"), "Tamatoa must first answer"),
    ]:
        err = game.why_illegal(action)
        assert err is not None and says in str(err), str(err)
    assert game.state_dict() == before


def test_instance_finds_a_card_by_design_and_zone() -> None:
    game = position(
        ["captain_hook", "ursula"],
        {
            "location": "skull_rock",
            "hand": ["swashbuckler", "swashbuckler"],
            "bottom": {"jolly_roger": ["swashbuckler"]},
            "discard": ["cutlass"],
        },
    )
    p = game.players[0]
    placed = game.instance(0, "swashbuckler", "Jolly Roger")
    assert game.loc_of(placed) == 0 and game.instance(0, "swashbuckler") == placed
    assert game.instance(0, "swashbuckler", "jolly_roger") == placed
    assert game.instance(0, "swashbuckler", "realm") == placed
    second = game.instance(0, "swashbuckler", "hand", n=1)
    assert second in p.hand and second != game.instance(0, "swashbuckler", "hand")
    assert game.instance(0, "cutlass", "discard") in p.discard
    assert game.instance(0, "pirate_brute") in p.deck  # the rest: still in the deck
    with pytest.raises(KeyError, match="has 2 copies of 'swashbuckler' in hand"):
        game.instance(0, "swashbuckler", "hand", n=2)
    with pytest.raises(KeyError, match="no zone 'Neverland'"):
        game.instance(0, "swashbuckler", "Neverland")
