"""One scenario per Villainous rule ID (V-*): build a position, act, check the outcome
and that the forbidden alternative is refused with IllegalActionError naming the rule."""

from __future__ import annotations

import itertools

import pytest

from tests.villainous.helpers import (
    card,
    choose,
    davy_jones_a_vanquish_from_winning,
    find,
    has,
    hook_facing_wendy,
    position,
    refused,
    vanquish,
)
from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError, SetupError
from toolkit.villainous.engine import VillainousGame


# rule: V-S1
def test_V_S1_each_player_takes_a_villain_with_its_decks() -> None:
    game = VillainousGame.new(4, villains=["ursula", "captain_hook", "tamatoa"])
    for p in game.players:
        assert len(p.deck) + len(p.hand) == 30
        assert len(p.fate_deck) == 15
    assert len(game.players[2].maui_deck) == 10
    assert [p.villain.id for p in game.players] == ["ursula", "captain_hook", "tamatoa"]
    with pytest.raises(SetupError):
        VillainousGame.new(1, villains=["ursula"])
    with pytest.raises(SetupError):
        VillainousGame.new(1, villains=["ursula", "jafar"])
    refused(game, Action("play", ("L0B1", game.players[0].hand[0], 0, -1, 0)), "V-T1")


# rule: V-S2
def test_V_S2_mover_starts_on_the_leftmost_location() -> None:
    game = VillainousGame.new(2, villains=["davy_jones", "evil_queen"])
    assert [p.loc for p in game.players] == [0, 0]
    refused(game, Action("move", (0,)), "V-T1")
    game.apply(Action("move", (1,)))
    assert game.players[0].loc == 1


# rule: V-S3
def test_V_S3_decks_are_shuffled_with_empty_discards() -> None:
    a = VillainousGame.new(5, villains=["davy_jones", "tamatoa"])
    b = VillainousGame.new(6, villains=["davy_jones", "tamatoa"])
    same = VillainousGame.new(5, villains=["davy_jones", "tamatoa"])
    assert a.players[0].deck == same.players[0].deck
    assert [a.defs[i].id for i in a.players[0].deck] != [b.defs[i].id for i in b.players[0].deck]
    for p in a.players:
        assert p.discard == [] and p.fate_discard == []
        assert all(a.defs[i].deck == "villain" for i in p.deck)
        assert all(a.defs[i].deck == "fate" for i in p.fate_deck)
    refused(a, Action("fate", ("L0T1", 1)), "V-T1")


# rule: V-S4
def test_V_S4_opening_hand_of_four() -> None:
    game = VillainousGame.new(7, villains=["davy_jones", "tamatoa", "ursula"])
    assert [len(p.hand) for p in game.players] == [4, 4, 4]
    game.apply(Action("move", (1,)))
    other = game.players[1].hand[0]
    refused(game, Action("play", ("L1T1", other, 1, -1, 0)), None)


# rule: V-S5
def test_V_S5_power_comes_from_a_shared_supply() -> None:
    game = position(["davy_jones", "tamatoa"], {"location": "davy_jones_quarters", "power": 40})
    game.apply(find(game, "power"))  # Gain 3 with 40 already taken: the supply is unlimited
    assert game.players[0].power == 43
    refused(game, Action("power", ("L2B1",)), "V-T1")


# rule: V-S6
def test_V_S6_lock_token_on_the_rightmost_location_when_marked() -> None:
    game = VillainousGame.new(3, villains=["captain_hook", "ursula", "tamatoa"])
    assert game.players[0].locked == {3}  # Hangman's Tree
    assert game.players[1].locked == {3}  # The Palace
    assert game.players[2].locked == set()
    refused(game, Action("move", (3,)), "V-S6")
    assert Action("move", (2,)) in game.legal_actions()


# rule: V-S7
def test_V_S7_starting_power_by_seat() -> None:
    villains = ["davy_jones", "tamatoa", "captain_hook", "ursula", "evil_queen", "tamatoa"]
    game = VillainousGame.new(1, villains=villains)
    assert [p.power for p in game.players] == [0, 1, 2, 2, 3, 3]
    with pytest.raises(SetupError):
        VillainousGame.new(1, villains=[*villains, "ursula"])
    refused(game, Action("power", ("L0B0",)), "V-T1")  # no Gain Power before the move


# rule: V-T1
def test_V_T1_move_then_each_visible_symbol_once_then_draw_to_four() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"hand": ["the_chase"], "power": 0},
        act=False,
    )
    refused(game, Action("move", (0,)), "V-T1")
    game.apply(Action("move", (1,)))  # Below Deck: Gain 2, Play | Discard, Play
    game.apply(Action("power", ("L1T0",)))
    assert game.players[0].power == 2
    refused(game, Action("power", ("L1T0",)), "V-T1")
    game.apply(Action("end"))
    assert len(game.players[0].hand) == 4


# rule: V-T2
def test_V_T2_every_action_is_optional() -> None:
    game = VillainousGame.new(3, villains=["ursula", "davy_jones"])
    game.apply(Action("move", (2,)))
    assert Action("end") in game.legal_actions()
    game.apply(Action("end"))
    assert game.active == 1 and game.phase == "move"
    refused(game, Action("end"), "V-T1")  # the move itself is not optional


# rule: V-T3
def test_V_T3_only_the_symbols_of_the_location_are_actions() -> None:
    game = position(
        ["captain_hook", "davy_jones"],
        {"location": "skull_rock", "hand": ["swashbuckler"], "power": 3},
    )
    kinds = {a.kind for a in game.legal_actions()}
    assert kinds == {"power", "play", "fate", "discard", "end"}  # Gain 1, Play | Fate, Discard
    refused(game, Action("vanquish", ("L1B0", 0)), "V-T3")
    refused(game, Action("move_hero", ("L0B0", 0, 1)), "V-T1")


# rule: V-T4
def test_V_T4_heroes_cover_the_top_actions() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "below_deck", "top": {"below_deck": ["jack_sparrow"]}, "hand": []},
    )
    syms = {base for _sid, base, _sym, _cov in game.slots()}
    assert syms == {"L1B0", "L1B1"}  # Gain 2 and Play at the top are covered
    refused(game, Action("power", ("L1T0",)), "V-T4")


# rule: V-T5
def test_V_T5_a_card_needs_the_power_to_pay_its_cost() -> None:
    game = position(
        ["captain_hook", "davy_jones"],
        {"location": "mermaid_lagoon", "hand": ["pirate_brute", "swashbuckler"], "power": 2},
    )
    brute, swash = card(game, 0, "pirate_brute"), card(game, 0, "swashbuckler")
    assert not has(game, "play", brute)
    refused(game, Action("play", ("L2T0", brute, 2, -1, 0)), "V-T5")
    game.apply(find(game, "play", swash, 2))
    assert game.players[0].power == 1  # cost 1 returned to the supply
    assert swash in game.players[0].bottom[2]


# rule: V-T6
def test_V_T6_no_limit_per_location_and_cards_stay_when_locked() -> None:
    allies = ["flotsam", "jetsam", "cauldron", "crown"]
    game = position(
        ["ursula", "davy_jones"],
        {
            "location": "the_shore",
            "bottom": {"ursulas_lair": allies},
            "hand": ["change_form"],
            "power": 1,
        },
    )
    game.apply(find(game, "play", card(game, 0, "change_form")))
    choose(game, "lock Ursula's Lair")
    p = game.players[0]
    assert p.locked == {0}
    assert len(p.bottom[0]) == 4  # the cards stay at the now-locked Lair
    refused(game, find(game, "end"), None) if False else None
    game.apply(Action("end"))
    game.apply(find(game, "move"))
    game.apply(Action("end"))
    refused(game, Action("move", (0,)), "V-S6")


# rule: V-C1
@pytest.mark.parametrize("reading", ["per_symbol", "per_payment"])
def test_V_C1_one_activation_per_activate_symbol(reading: str) -> None:
    game = position(
        ["ursula", "davy_jones"],
        {"location": "ursulas_lair", "bottom": {"ursulas_lair": ["cauldron", "crown"]}},
        activation=reading,
    )
    cauldron, crown = card(game, 0, "cauldron"), card(game, 0, "crown")
    game.apply(find(game, "activate", cauldron))
    assert game.in_realm(cauldron)  # the card stays in the Realm
    if reading == "per_symbol":
        refused(game, Action("activate", ("L0T1", crown)), "V-C1")
    else:
        assert has(game, "activate", crown)  # the seed's reading: more activations
        assert not has(game, "activate", cauldron)  # a free ability still once per turn


# rule: V-C2
def test_V_C2_attached_items_move_and_leave_with_their_host() -> None:
    game = position(
        ["captain_hook", "davy_jones"],
        {
            "location": "mermaid_lagoon",
            "bottom": {"mermaid_lagoon": ["swashbuckler"]},
            "attached": [["cutlass", "swashbuckler"]],
        },
    )
    swash, cutlass = card(game, 0, "swashbuckler"), card(game, 0, "cutlass")
    assert game.strength(swash) == 4
    refused(game, Action("move_ally", ("L2T1", cutlass, 1)), "V-C2")
    game.apply(find(game, "move_ally", swash, 1))
    assert game.loc_of(cutlass) == 1 and game.host[cutlass] == swash
    game._to_discard(swash, "test")
    assert cutlass in game.players[0].discard


# rule: V-C3
def test_V_C3_fate_items_need_a_hero_at_an_unlocked_location() -> None:
    game = position(
        ["davy_jones", "captain_hook"],
        {"location": "the_flying_dutchman"},
        {"fate_top": ["pixie_dust", "taunt"], "top": {"hangmans_tree": ["peter_pan"]}},
    )
    game.apply(find(game, "fate", 1))
    hook = game.players[1]
    assert game.pending is None  # nothing could be played: Peter Pan's location is locked
    assert {game.defs[i].id for i in hook.fate_discard} == {"pixie_dust", "taunt"}
    refused(game, Action("choose", (0,)), None)


# rule: V-F1
def test_V_F1_reveal_two_play_one_discard_the_other() -> None:
    game = position(
        ["davy_jones", "captain_hook"],
        {"location": "the_flying_dutchman"},
        {"fate_top": ["wendy", "john"]},
    )
    refused(game, Action("fate", ("L0T1", 0)), "V-F1")
    game.apply(find(game, "fate", 1))
    assert game.current_player == 0  # the Fate player chooses
    choose(game, "Wendy at Skull Rock")
    hook = game.players[1]
    assert [game.defs[i].id for i in hook.top[1]] == ["wendy"]
    assert [game.defs[i].id for i in hook.fate_discard] == ["john"]


# rule: V-F2
def test_V_F2_unplayable_card_is_discarded_without_a_further_reveal() -> None:
    game = position(
        ["davy_jones", "captain_hook"],
        {"location": "the_flying_dutchman"},
        {"fate_top": ["pixie_dust", "wendy"]},
    )
    before = len(game.players[1].fate_deck)
    game.apply(find(game, "fate", 1))
    assert all("Wendy" in label for label in game.pending.labels)
    choose(game, "Wendy at Jolly Roger")
    hook = game.players[1]
    assert len(hook.fate_deck) == before - 2
    assert [game.defs[i].id for i in hook.fate_discard] == ["pixie_dust"]


# rule: V-F3
@pytest.mark.parametrize("token", [True, False])
def test_V_F3_fate_token_protects_the_last_target(token: bool) -> None:
    game = position(
        ["davy_jones", "captain_hook", "tamatoa"],
        {"location": "the_flying_dutchman"},
        {},
        {},
        fate_token=token,
        fate_token_players=3,  # the option: the token from three players on
    )
    game.fate_holder = 1  # Hook was the last target
    if token:
        refused(game, Action("fate", ("L0T1", 1)), "V-F3")
        game.apply(find(game, "fate", 2))
        assert game.fate_holder == 2
    else:
        game.apply(find(game, "fate", 1))


# rule: V-F3
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_V_F3_fate_token_is_used_from_five_players_by_default(players: int) -> None:
    villains = ["davy_jones", "captain_hook", "tamatoa", "ursula", "evil_queen", "tamatoa"]
    game = VillainousGame.new(1, villains=villains[:players])
    assert game.setup["fate_token_players"] == 5
    assert game.fate_token_on == (players >= 5)
    with pytest.raises(SetupError, match="V-F3"):
        VillainousGame.new(1, villains=villains[:players], fate_token_players=2)
    with pytest.raises(SetupError, match="V-F3"):
        VillainousGame.from_setup({"villains": villains[:players], "fate_token_players": True}, 1)


# rule: V-V1
def test_V_V1_vanquish_needs_enough_allied_strength_at_the_location() -> None:
    game = hook_facing_wendy(["swashbuckler"])
    wendy = card(game, 0, "wendy")
    refused(game, Action("vanquish", ("L0B0", wendy)), "V-V1", "not strong enough")
    alone = hook_facing_wendy([])
    w = card(alone, 0, "wendy")
    refused(alone, Action("vanquish", ("L0B0", w)), "V-V1", "none of your Allies is at")


# rule: V-V1
def test_V_V1_any_set_of_allies_that_reaches_the_strength_and_more_than_needed() -> None:
    game = hook_facing_wendy()
    wendy = card(game, 0, "wendy")
    swash, brute, smee = (card(game, 0, c) for c in ("swashbuckler", "pirate_brute", "smee"))
    far = card(game, 0, "pirate_brute", 1)
    assert game.loc_of(far) == 1 and game.loc_of(brute) == 0
    assert [game.strength(i) for i in (wendy, swash, brute, smee)] == [3, 2, 4, 4]
    game.apply(find(game, "vanquish", wendy))
    refused(game, Action("vanquish_ally", (far,)), "V-V1", "not at Jolly Roger")
    refused(game, Action("vanquish_done"), "V-V1", "not strong enough")
    game.apply(Action("vanquish_ally", (swash,)))
    refused(game, Action("vanquish_done"), "V-V1", "not strong enough")  # 2 < 3
    refused(game, Action("vanquish_ally", (swash,)), "V-V1", "already")
    game.apply(Action("vanquish_ally", (brute,)))
    game.apply(Action("vanquish_ally", (smee,)))  # more than needed is allowed
    game.apply(Action("vanquish_done"))
    p = game.players[0]
    assert wendy in p.fate_discard and {swash, brute, smee} <= set(p.discard)
    assert game.in_realm(far)
    # every set of the Allies at the location is reachable exactly when it is strong enough
    fresh = hook_facing_wendy(["swashbuckler", "swashbuckler", "pirate_brute", "smee"], [])
    hero = card(fresh, 0, "wendy")
    allies = fresh.allies(0, 0)
    for r in range(len(allies) + 1):
        for subset in itertools.combinations(allies, r):
            g = fresh.clone()
            g.apply(find(g, "vanquish", hero))
            for a in subset:
                g.apply(Action("vanquish_ally", (a,)))
            strong = sum(g.strength(a) for a in subset) >= 3
            assert g.is_legal(Action("vanquish_done")) == strong, subset


# rule: V-V2
def test_V_V2_vanquish_uses_modified_strength() -> None:
    game = position(
        ["tamatoa", "davy_jones"],
        {
            "location": "the_bone_cage",
            "top": {"the_bone_cage": ["moana"]},
            "bottom": {"the_bone_cage": ["sloth_monster", "eight_eyed_bats"]},
        },
    )
    moana = card(game, 0, "moana")
    sloth, bat = card(game, 0, "sloth_monster"), card(game, 0, "eight_eyed_bats")
    assert game.strength(moana) == 3  # printed 4, -1 from the Sloth Monster here
    game.apply(find(game, "vanquish", moana))
    game.apply(Action("vanquish_ally", (bat,)))
    refused(game, Action("vanquish_done"), "V-V1", "not strong enough")
    game.apply(Action("vanquish_ally", (sloth,)))
    game.apply(Action("vanquish_done"))
    assert moana in game.players[0].fate_discard


# rule: V-V3
def test_V_V3_uncovered_actions_can_be_taken_the_same_turn() -> None:
    game = hook_facing_wendy(["pirate_brute"], [])
    wendy, brute = card(game, 0, "wendy"), card(game, 0, "pirate_brute")
    refused(game, Action("power", ("L0T0",)), "V-T4")
    vanquish(game, wendy, (brute,))
    game.apply(Action("power", ("L0T0",)))
    assert game.players[0].power == 1


# rule: V-D1
def test_V_D1_empty_deck_reshuffles_its_discard() -> None:
    game = position(["davy_jones", "tamatoa"], {"hand": [], "empty_deck": True}, act=False)
    p = game.players[0]
    assert p.deck == [] and len(p.discard) == 30
    game.apply(Action("move", (1,)))
    game.apply(Action("end"))
    assert len(p.hand) == 4 and len(p.deck) == 26 and p.discard == []
    assert any(e[0] == "reshuffle" for e in game.step_events(1))
    refused(game, Action("draw"), None)  # drawing is not an action


# rule: V-W1
def test_V_W1_each_villain_has_its_own_objective_and_no_points() -> None:
    game = VillainousGame.new(
        1, villains=["davy_jones", "tamatoa", "captain_hook", "ursula", "evil_queen"]
    )
    kinds = [p.villain.objective["kind"] for p in game.players]
    assert kinds == [
        "collect_treasures",
        "items_at_location",
        "defeat_hero",
        "items_at_location",
        "defeat_hero",
    ]
    assert "points" not in game.result_summary()
    hook = position(
        ["captain_hook", "davy_jones"],
        {
            "location": "mermaid_lagoon",
            "top": {"mermaid_lagoon": ["peter_pan"]},
            "bottom": {"mermaid_lagoon": ["pirate_brute", "pirate_brute", "swashbuckler"]},
            "unlocked": True,
        },
    )
    pan = card(hook, 0, "peter_pan")
    refused(hook, Action("vanquish", ("L2B0", pan)), None)
    assert not hook.is_over  # no Vanquish here; defeating Peter Pan away from the Jolly Roger


# rule: V-W2
def test_V_W2_objective_wins_at_once() -> None:
    game, will, kraken = davy_jones_a_vanquish_from_winning()
    vanquish(game, will, (kraken,))
    assert game.is_over and game.winners == [0]
    assert game.legal_actions() == ()
    with pytest.raises(IllegalActionError):
        game.apply(Action("end"))


# rule: V-W2
def test_V_W2_start_of_turn_objective_is_checked_only_then() -> None:
    game = position(
        ["ursula", "davy_jones"],
        {"location": "erics_ship", "bottom": {"ursulas_lair": ["trident", "crown"]}},
    )
    assert not game.is_over  # Ursula's objective waits for the start of her turn
    game.apply(Action("end"))
    assert not game.is_over and game.active == 1
    game.apply(find(game, "move"))
    game.apply(Action("end"))
    assert game.is_over and game.winners == [0]


# rule: V-D1
def test_V_D1_empty_fate_deck_reshuffles_its_discard_for_a_fate_action() -> None:
    game = position(["davy_jones", "captain_hook"], {"location": "the_flying_dutchman"})
    hook = game.players[1]
    hook.fate_discard.extend(hook.fate_deck)
    hook.fate_deck.clear()
    game.apply(find(game, "fate", 1))
    assert len(hook.fate_deck) == 13 and len(game.limbo) == 2 and hook.fate_discard == []
    assert any(e[0] == "reshuffle" and e[2] == "fate" for e in game.step_events(0))
    refused(game, Action("fate", ("L0T1", 0)), None)


# rule: V-T3
def test_V_T3_any_number_of_conditions_answer_one_trigger_each_its_own_decision() -> None:
    game = position(
        ["davy_jones", "tamatoa", "tamatoa"],
        {"location": "below_deck"},
        {"hand": ["fish_are_dumb", "fish_are_dumb"], "power": 1},
        {"hand": ["fish_are_dumb"], "power": 2},
        fate_token=False,
    )
    first, second = card(game, 1, "fish_are_dumb", 0), card(game, 1, "fish_are_dumb", 1)
    third = card(game, 2, "fish_are_dumb")
    game.apply(find(game, "power"))  # Davy gains 2 Power: one trigger
    decision = game.pending_decision
    assert decision is not None and decision.player == 1 and decision.kind == "condition"
    assert [o.card for o in decision.options] == [first, second, None]  # each copy, or pass
    game.apply(Action("condition", (second,)))  # any copy, by its own instance id
    assert game.players[1].power == 4
    decision = game.pending_decision
    assert decision is not None and decision.player == 1  # asked again, for the other copy
    assert game.legal_actions() == (Action("condition", (first,)), Action("pass"))
    refused(game, Action("condition", (second,)), "V-T3", "is not a Condition")
    refused(game, Action("condition", (third,)), "V-T3", "is not a Condition")
    game.apply(Action("condition", (first,)))
    assert game.players[1].power == 7
    decision = game.pending_decision
    assert decision is not None and decision.player == 2  # then the next opponent
    game.apply(Action("condition", (third,)))
    assert game.players[2].power == 5
    assert game.pending is None and game.current_player == 0


# rule: V-T3
def test_V_T3_a_condition_passed_is_not_asked_again_for_the_same_action() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "below_deck"},
        {"hand": ["fish_are_dumb", "fish_are_dumb"], "power": 1},
    )
    game.apply(find(game, "power"))
    game.apply(Action("pass"))
    assert game.pending is None and game.current_player == 0
    refused(game, Action("condition", (card(game, 1, "fish_are_dumb"),)), "V-T3", "only in answer")


# rule: V-T3
def test_V_T3_any_copy_in_hand_can_be_played_by_its_own_id() -> None:
    game = position(
        ["captain_hook", "davy_jones"],
        {"location": "skull_rock", "hand": ["swashbuckler", "swashbuckler"], "power": 3},
        {"hand": []},
    )
    first, second = card(game, 0, "swashbuckler", 0), card(game, 0, "swashbuckler", 1)
    assert first != second
    assert has(game, "play", first) and has(game, "play", second)
    game.apply(find(game, "play", second, 1))
    assert game.in_realm(second) and first in game.players[0].hand
    refused(game, Action("play", ("L1T1", second, 1, -1, 0)), "V-T1")  # that symbol is used


# rule: V-T3
def test_V_T3_an_effect_whose_mandatory_part_cannot_be_done_cannot_be_played() -> None:
    # Wake the Kraken!: "discard one of your Allies, then find The Kraken"; with no Ally
    # the discard cannot be done, so the card cannot be played (no free Kraken)
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "below_deck", "hand": ["wake_the_kraken"], "power": 5},
        {"hand": []},
    )
    wake = card(game, 0, "wake_the_kraken")
    assert not has(game, "play", wake)
    refused(game, Action("play", ("L1T1", wake, -1, -1, 0)), "V-T3", "cannot be done")
    game2 = position(
        ["davy_jones", "tamatoa"],
        {
            "location": "below_deck",
            "hand": ["wake_the_kraken"],
            "power": 5,
            "bottom": {"below_deck": ["crew_of_the_flying_dutchman"]},
        },
        {"hand": []},
    )
    wake2 = card(game2, 0, "wake_the_kraken")
    crew = card(game2, 0, "crew_of_the_flying_dutchman")
    game2.apply(find(game2, "play", wake2))
    kraken = card(game2, 0, "the_kraken")
    assert crew in game2.players[0].discard and game2.in_realm(kraken)
    assert game2.loc_of(kraken) == 1


# rule: V-T5
def test_V_T5_king_triton_makes_effects_aimed_at_him_cost_one_more() -> None:
    def ursula(power: int, heroes: list[str]) -> VillainousGame:
        return position(
            ["ursula", "davy_jones"],
            {
                "location": "erics_ship",
                "hand": ["whirlpool", "binding_contract_erics_ship"],
                "power": power,
                "top": {"the_shore": heroes},
            },
            {"hand": []},
        )

    poor = ursula(1, ["king_triton"])  # Whirlpool costs 1; aiming it at Triton 1 more
    pool = card(poor, 0, "whirlpool")
    assert not has(poor, "play", pool)
    refused(poor, Action("play", ("L1T1", pool, -1, -1, 0)), "V-T3", "cannot be done")
    rich = ursula(2, ["king_triton"])
    triton = card(rich, 0, "king_triton")
    rich.apply(find(rich, "play", card(rich, 0, "whirlpool")))
    assert rich.pending_decision is not None
    choose(rich, "Eric's Ship")
    assert rich.loc_of(triton) == 1 and rich.players[0].power == 0  # 1 + 1 for Triton
    assert ("pay", 0, 1, "power") in rich.events
    # with another Hero to aim at, one Power is enough, and Triton is not offered
    both = ursula(1, ["king_triton", "ariel"])
    both.apply(find(both, "play", card(both, 0, "whirlpool")))
    decision = both.pending_decision
    assert decision is not None
    assert {o.card for o in decision.options} == {card(both, 0, "ariel")}
    # the Binding Contract on Triton costs 1 more too
    bc = ursula(2, ["king_triton"])
    contract = card(bc, 0, "binding_contract_erics_ship")
    assert bc.card_cost(bc.players[0], contract, card(bc, 0, "king_triton")) == 3
    assert not has(bc, "play", contract)


# rule: V-T1
def test_V_T1_a_turn_that_cannot_settle_raises_a_clear_error() -> None:
    from toolkit.core.errors import ToolkitError
    from toolkit.villainous.carddef import Effect
    from toolkit.villainous.state import Frame, UnsettledTurnError

    game = position(["captain_hook", "davy_jones"], {"location": "skull_rock", "power": 1})
    again: dict = {"branch": {"if": "unattached", "then": []}}
    again["branch"]["then"].append(again)  # an ability that adds itself without end
    swash = card(game, 0, "swashbuckler")
    game.stack.append(Frame(0, 0, swash, [Effect("branch", again["branch"])]))
    with pytest.raises(UnsettledTurnError, match="cannot settle") as err:
        game.apply(find(game, "power"))
    assert isinstance(err.value, ToolkitError)


# rule: V-T3
def test_V_T3_a_condition_back_in_hand_does_not_answer_the_same_trigger_again() -> None:
    game = position(
        ["captain_hook", "davy_jones"],
        {
            "location": "jolly_roger",
            "top": {"jolly_roger": ["wendy"]},
            "bottom": {"jolly_roger": ["pirate_brute"]},
        },
        {"hand": ["ill_take_that_as_a_no", "ill_take_that_as_a_no"], "discard": ["clanker"]},
    )
    first = card(game, 1, "ill_take_that_as_a_no", 0)
    second = card(game, 1, "ill_take_that_as_a_no", 1)
    vanquish(game, card(game, 0, "wendy"), (card(game, 0, "pirate_brute"),))  # Strength 3
    game.apply(Action("condition", (first,)))  # takes the Clanker back
    davy = game.players[1]
    assert card(game, 1, "clanker") in davy.hand and first in davy.discard
    game.apply(Action("condition", (second,)))  # takes the first copy back
    assert first in davy.hand
    assert game.pending is None and game.current_player == 0  # not asked with it again
    refused(game, Action("condition", (first,)), "V-T3", "only in answer")


# rule: V-F2
def test_V_F2_a_fate_effect_that_cannot_be_done_is_not_played() -> None:
    # Splitting Headache discards an Item of Hook's: with none, only Wendy can be played
    game = position(
        ["davy_jones", "captain_hook"],
        {"location": "the_flying_dutchman"},
        {"fate_top": ["splitting_headache", "wendy"], "hand": []},
    )
    game.apply(game.find_action("fate", target=1))
    decision = game.pending_decision
    assert decision is not None
    (headache,) = (i for i in game.limbo if game.defs[i].id == "splitting_headache")  # revealed
    assert {o.card for o in decision.options} == {card(game, 1, "wendy")}
    refused(game, Action("choose", (len(decision.options),)), None, "no option")
    choose(game, "Wendy at Skull Rock")
    assert headache in game.players[1].fate_discard
    # with an Item in Hook's Realm it is a choice like any other
    game2 = position(
        ["davy_jones", "captain_hook"],
        {"location": "the_flying_dutchman"},
        {
            "fate_top": ["splitting_headache", "wendy"],
            "hand": [],
            "bottom": {"skull_rock": ["cannon"]},
        },
    )
    game2.apply(game2.find_action("fate", target=1))
    choose(game2, "Splitting Headache")
    assert card(game2, 1, "cannon") in game2.players[1].discard
