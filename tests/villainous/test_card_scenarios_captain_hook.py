"""One scenario per Captain Hook card design: villain deck and Fate deck.

Expected outcomes come from the card text in ``data/villainous/captain_hook.yaml`` and the
reference notes. Locations, left to right: Jolly Roger (0), Skull Rock (1), Mermaid Lagoon
(2), Hangman's Tree (3, locked until the Never Land Map is played).
"""

from __future__ import annotations

from tests.villainous.helpers import (
    accept,
    can_vanquish,
    card,
    choose,
    find,
    has,
    in_hand,
    labels,
    names,
    position,
    refuse_vanquish,
    refused_unchanged,
    vanquish,
)
from toolkit.core.actions import Action

HOOK = ["captain_hook", "davy_jones"]
AGAINST = ["davy_jones", "captain_hook"]  # Davy takes Fate actions against Hook
QUIET = {"hand": []}  # the opponent holds no Conditions that could answer
DAVY_AT_FATE = {"location": "the_flying_dutchman", "hand": []}


# -- villain deck: Allies ---------------------------------------------------------------------


# card: boarding_party  # rule: V-V1
def test_boarding_party_helps_at_an_adjacent_location() -> None:
    spec = {
        "location": "jolly_roger",
        "hand": [],
        "top": {"jolly_roger": ["john"]},
        "bottom": {"skull_rock": ["boarding_party"], "mermaid_lagoon": ["swashbuckler"]},
    }
    game = position(HOOK, spec, QUIET)
    john, party = card(game, 0, "john"), card(game, 0, "boarding_party")
    swash = card(game, 0, "swashbuckler")
    refuse_vanquish(game, "L0B0", john, (swash,), "V-V1")
    vanquish(game, john, (party,))
    assert john in game.players[0].fate_discard and party in game.players[0].discard
    far = position(HOOK, {**spec, "bottom": {"mermaid_lagoon": ["boarding_party"]}}, QUIET)
    assert not can_vanquish(far, card(far, 0, "john"), (card(far, 0, "boarding_party"),))


# card: swashbuckler  # rule: V-T5
def test_swashbuckler_costs_one_and_has_strength_two() -> None:
    game = position(
        HOOK,
        {
            "location": "jolly_roger",
            "hand": ["swashbuckler"],
            "power": 1,
            "top": {"jolly_roger": ["john"]},
        },
        QUIET,
    )
    swash = in_hand(game, 0, "swashbuckler")
    game.apply(find(game, "play", swash, 0))
    assert game.players[0].power == 0 and game.strength(swash) == 2
    vanquish(game, card(game, 0, "john"), (swash,))
    assert swash in game.players[0].discard


# card: pirate_brute
def test_pirate_brute_costs_three_and_has_strength_four() -> None:
    game = position(
        HOOK,
        {
            "location": "jolly_roger",
            "hand": ["pirate_brute"],
            "power": 3,
            "top": {"jolly_roger": ["lost_boys"]},
            "bottom": {"jolly_roger": ["swashbuckler"]},
        },
        QUIET,
    )
    brute = in_hand(game, 0, "pirate_brute")
    game.apply(find(game, "play", brute, 0))
    assert game.players[0].power == 0 and game.strength(brute) == 4


# card: mr_starkey
def test_mr_starkey_may_push_a_hero_at_his_location() -> None:
    game = position(
        HOOK,
        {
            "location": "mermaid_lagoon",
            "hand": ["mr_starkey"],
            "power": 2,
            "top": {"skull_rock": ["wendy"], "jolly_roger": ["john"]},
        },
        QUIET,
    )
    wendy = card(game, 0, "wendy")
    game.apply(find(game, "play", in_hand(game, 0, "mr_starkey"), 1))
    accept(game)
    assert not any("John" in lb for lb in labels(game))  # only a Hero at his location
    assert not any("Hangman" in lb for lb in labels(game))  # adjacent only
    choose(game, "Wendy to Mermaid Lagoon")
    assert game.at[wendy] == 2


# card: mr_starkey  # rule: V-S6
def test_mr_starkey_never_pushes_into_a_locked_location() -> None:
    game = position(
        HOOK,
        {
            "location": "jolly_roger",
            "hand": ["mr_starkey"],
            "power": 2,
            "top": {"mermaid_lagoon": ["wendy"]},
        },
        QUIET,
    )
    wendy = card(game, 0, "wendy")
    game.apply(find(game, "play", in_hand(game, 0, "mr_starkey"), 2))
    accept(game)
    assert game.at[wendy] == 1  # Skull Rock was the only unlocked neighbour


# card: smee
def test_smee_has_plus_two_at_the_jolly_roger_only() -> None:
    game = position(
        HOOK,
        {
            "location": "skull_rock",
            "hand": [],
            "bottom": {"jolly_roger": ["smee"]},
        },
        QUIET,
    )
    smee = card(game, 0, "smee")
    assert game.strength(smee) == 4
    game2 = position(
        HOOK, {"location": "skull_rock", "hand": [], "bottom": {"skull_rock": ["smee"]}}, QUIET
    )
    assert game2.strength(card(game2, 0, "smee")) == 2


# -- villain deck: Items ----------------------------------------------------------------------


# card: cannon  # rule: V-T3
def test_cannon_gives_its_location_a_vanquish_action() -> None:
    spec = {
        "location": "skull_rock",
        "hand": [],
        "top": {"skull_rock": ["john"]},
        "bottom": {"skull_rock": ["cannon", "swashbuckler"]},
    }
    game = position(HOOK, spec, QUIET)
    john, swash = card(game, 0, "john"), card(game, 0, "swashbuckler")
    vanquish(game, john, (swash,))
    assert john in game.players[0].fate_discard
    assert game.in_realm(card(game, 0, "cannon"))  # an Item is not used up
    plain = position(HOOK, {**spec, "bottom": {"skull_rock": ["swashbuckler"]}}, QUIET)
    assert not has(plain, "vanquish")


# card: cutlass  # rule: V-C3
def test_cutlass_goes_on_an_ally_for_plus_two() -> None:
    game = position(
        HOOK,
        {
            "location": "skull_rock",
            "hand": ["cutlass"],
            "power": 1,
            "bottom": {"jolly_roger": ["swashbuckler"]},
        },
        QUIET,
    )
    cutlass, swash = in_hand(game, 0, "cutlass"), card(game, 0, "swashbuckler")
    refused_unchanged(game, Action("play", ("L1T1", cutlass, 1, -1, 0)), "V-C3")
    game.apply(find(game, "play", cutlass, 0, swash))
    assert game.host[cutlass] == swash and game.strength(swash) == 4
    bare = position(HOOK, {"location": "skull_rock", "hand": ["cutlass"], "power": 1}, QUIET)
    assert not has(bare, "play", in_hand(bare, 0, "cutlass"))


# card: hooks_case
def test_hooks_case_gives_its_location_a_gain_one_power_action() -> None:
    game = position(
        HOOK,
        {
            "location": "mermaid_lagoon",
            "hand": [],
            "power": 0,
            "bottom": {"mermaid_lagoon": ["hooks_case"]},
        },
        QUIET,
    )
    case = card(game, 0, "hooks_case")
    game.apply(Action("power", (f"A{case}",)))
    game.apply(find(game, "power"))  # the printed Gain 3 as well
    assert game.players[0].power == 4
    refused_unchanged(game, Action("power", (f"A{case}",)), "V-T1")


# card: ingenious_device
def test_ingenious_device_gives_its_location_a_move_a_hero_action() -> None:
    game = position(
        HOOK,
        {
            "location": "skull_rock",
            "hand": [],
            "top": {"skull_rock": ["wendy"]},
            "bottom": {"skull_rock": ["ingenious_device"]},
        },
        QUIET,
    )
    wendy = card(game, 0, "wendy")
    game.apply(find(game, "move_hero", wendy, 0))
    assert game.at[wendy] == 0
    assert not has(game, "move_hero")


# card: never_land_map  # rule: V-S6
def test_never_land_map_unlocks_hangmans_tree_and_may_pay_for_an_item() -> None:
    game = position(
        HOOK,
        {"location": "mermaid_lagoon", "hand": ["never_land_map", "cannon"], "power": 4},
        QUIET,
    )
    p = game.players[0]
    mp, cannon = in_hand(game, 0, "never_land_map"), in_hand(game, 0, "cannon")
    assert p.locked == {3}
    refused_unchanged(game, Action("play", ("L2T0", cannon, 3, -1, 0)), "V-S6")
    game.apply(find(game, "play", mp, 2))
    assert p.locked == set() and p.power == 0
    game.apply(find(game, "play", cannon, 3, -1, 1))  # the Map discarded instead of 2 Power
    assert game.at[cannon] == 3 and mp in p.discard and p.power == 0
    assert p.locked == set()


# card: never_land_map  # rule: V-S6
def test_never_land_map_leaving_play_does_not_lock_the_tree_again() -> None:
    game = position(
        AGAINST,
        DAVY_AT_FATE,
        {
            "hand": [],
            "unlocked": True,
            "bottom": {"skull_rock": ["never_land_map"]},
            "fate_top": ["splitting_headache", "wendy"],
        },
    )
    game.apply(find(game, "fate", 1))
    choose(game, "Splitting Headache")
    q = game.players[1]
    assert names(game, q.discard) == ["never_land_map"] and q.locked == set()


# -- villain deck: Effects --------------------------------------------------------------------


# card: give_them_a_scare
def test_give_them_a_scare_discards_both_or_reorders() -> None:
    spec = {
        "location": "skull_rock",
        "hand": ["give_them_a_scare"],
        "power": 1,
        "fate_top": ["tick_tock", "lost_boys", "wendy"],
    }
    game = position(HOOK, spec, QUIET)
    p = game.players[0]
    game.apply(find(game, "play", in_hand(game, 0, "give_them_a_scare")))
    choose(game, "discard all")
    assert sorted(names(game, p.fate_discard)) == ["lost_boys", "tick_tock"]
    game2 = position(HOOK, spec, QUIET)
    game2.apply(find(game2, "play", in_hand(game2, 0, "give_them_a_scare")))
    choose(game2, "keep in order Lost Boys, Tick Tock")
    assert names(game2, game2.players[0].fate_deck[::-1][:3]) == ["lost_boys", "tick_tock", "wendy"]


# card: worthy_opponent
def test_worthy_opponent_gains_two_and_plays_the_next_hero() -> None:
    game = position(
        HOOK,
        {
            "location": "skull_rock",
            "hand": ["worthy_opponent"],
            "power": 0,
            "fate_top": ["pixie_dust", "taunt", "wendy", "john"],
        },
        QUIET,
    )
    p = game.players[0]
    game.apply(find(game, "play", in_hand(game, 0, "worthy_opponent")))
    assert p.power == 2
    assert not any("Hangman" in lb for lb in labels(game))  # locked
    choose(game, "Mermaid Lagoon")
    assert card(game, 0, "wendy") in p.top[2]
    assert sorted(names(game, p.fate_discard)) == ["pixie_dust", "taunt"]


# card: aye_aye_sir
def test_aye_aye_sir_moves_an_ally_with_plus_two_until_end_of_turn() -> None:
    game = position(
        HOOK,
        {
            "location": "jolly_roger",
            "hand": ["aye_aye_sir"],
            "power": 1,
            "top": {"jolly_roger": ["tick_tock"]},
            "bottom": {"skull_rock": ["pirate_brute"]},
        },
        QUIET,
    )
    brute, tick = card(game, 0, "pirate_brute"), card(game, 0, "tick_tock")
    game.apply(find(game, "play", in_hand(game, 0, "aye_aye_sir")))
    choose(game, "Pirate Brute to Jolly Roger")
    assert game.at[brute] == 0 and game.strength(brute) == 6
    assert can_vanquish(game, tick, (brute,))  # 6 >= Tick Tock's 5
    game.apply(Action("end"))
    assert game.strength(brute) == 4


# -- villain deck: Conditions -----------------------------------------------------------------


# card: cunning
def test_cunning_answers_a_strong_ally_with_a_free_ally() -> None:
    game = position(
        AGAINST,
        {"location": "davy_jones_quarters", "hand": ["the_kraken", "hadras"], "power": 7},
        {"hand": ["cunning", "pirate_brute"], "power": 0},
    )
    cunning = in_hand(game, 1, "cunning")
    game.apply(find(game, "play", in_hand(game, 0, "hadras"), 0))  # Strength 2: too weak
    assert game.current_player == 0 and not has(game, "condition")
    game.apply(find(game, "play", in_hand(game, 0, "the_kraken"), 2))
    game.apply(find(game, "condition", cunning))
    choose(game, "Pirate Brute at Skull Rock")
    q = game.players[1]
    assert card(game, 1, "pirate_brute") in q.bottom[1] and q.power == 0


# card: obsession
def test_obsession_answers_a_strong_defeat_by_revealing_a_hero() -> None:
    game = position(
        AGAINST,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "top": {"the_flying_dutchman": ["will_turner"]},
            "bottom": {"the_flying_dutchman": ["the_kraken"]},
        },
        {"hand": ["obsession"], "fate_top": ["pixie_dust", "lost_boys", "wendy"]},
    )
    vanquish(game, card(game, 0, "will_turner"), (card(game, 0, "the_kraken"),))  # Strength 4
    game.apply(find(game, "condition", in_hand(game, 1, "obsession")))
    accept(game)
    choose(game, "Skull Rock")
    q = game.players[1]
    assert names(game, q.top[1]) == ["lost_boys"] and names(game, q.fate_discard) == ["pixie_dust"]


# -- Fate deck --------------------------------------------------------------------------------


# card: peter_pan  # rule: V-S6
def test_peter_pan_goes_to_hangmans_tree_when_revealed() -> None:
    game = position(AGAINST, DAVY_AT_FATE, {"hand": [], "fate_top": ["wendy", "peter_pan"]})
    game.apply(find(game, "fate", 1))
    q = game.players[1]
    assert game.pending_decision is None  # no choice: Wendy is discarded
    assert names(game, q.top[3]) == ["peter_pan"] and names(game, q.fate_discard) == ["wendy"]


# card: lost_boys  # rule: V-V1
def test_lost_boys_need_at_least_two_allies() -> None:
    game = position(
        HOOK,
        {
            "location": "jolly_roger",
            "hand": [],
            "top": {"jolly_roger": ["lost_boys"]},
            "bottom": {"jolly_roger": ["pirate_brute", "swashbuckler", "swashbuckler"]},
        },
        QUIET,
    )
    boys, brute = card(game, 0, "lost_boys"), card(game, 0, "pirate_brute")
    s1, s2 = card(game, 0, "swashbuckler"), card(game, 0, "swashbuckler", 1)
    assert not can_vanquish(game, boys, (brute,))  # 4 is enough Strength, one Ally is not
    refuse_vanquish(game, "L0B0", boys, (brute,), "V-V1")
    vanquish(game, boys, (s1, s2))
    assert boys in game.players[0].fate_discard


# card: john
def test_john_has_plus_one_with_an_item_attached() -> None:
    game = position(
        AGAINST,
        DAVY_AT_FATE,
        {"hand": [], "top": {"skull_rock": ["john"]}, "fate_top": ["pixie_dust", "taunt"]},
    )
    john = card(game, 1, "john")
    assert game.strength(john) == 2
    game.apply(find(game, "fate", 1))
    choose(game, "Taunt on John")
    assert game.strength(john) == 3


# card: michael
def test_michael_counts_locations_with_a_hero() -> None:
    game = position(
        HOOK,
        {
            "location": "skull_rock",
            "hand": [],
            "top": {"jolly_roger": ["michael", "john"], "mermaid_lagoon": ["wendy"]},
        },
        QUIET,
    )
    # 1 + 2 locations with a Hero (his own included) + 1 from Wendy
    assert game.strength(card(game, 0, "michael")) == 1 + 2 + 1


# card: tick_tock
def test_tick_tock_makes_hook_discard_his_hand_when_he_moves_there() -> None:
    game = position(
        HOOK,
        {"hand": ["swashbuckler", "cannon"], "top": {"skull_rock": ["tick_tock"]}},
        QUIET,
        act=False,
    )
    p = game.players[0]
    game.apply(Action("move", (2,)))
    assert len(p.hand) == 2
    game2 = position(
        HOOK,
        {"hand": ["swashbuckler", "cannon"], "top": {"skull_rock": ["tick_tock"]}},
        QUIET,
        act=False,
    )
    game2.apply(Action("move", (1,)))
    assert game2.players[0].hand == []
    assert sorted(names(game2, game2.players[0].discard)) == ["cannon", "swashbuckler"]


# card: tinker_bell
def test_tinker_bell_may_discard_an_ally_at_her_location() -> None:
    game = position(
        AGAINST,
        DAVY_AT_FATE,
        {
            "hand": [],
            "bottom": {"skull_rock": ["pirate_brute"], "jolly_roger": ["smee"]},
            "fate_top": ["tinker_bell", "pixie_dust"],
        },
    )
    game.apply(find(game, "fate", 1))
    choose(game, "Tinker Bell at Skull Rock")
    accept(game)
    q = game.players[1]
    assert names(game, q.discard) == ["pirate_brute"] and game.in_realm(card(game, 1, "smee"))


# card: wendy
def test_wendy_gives_every_other_hero_plus_one() -> None:
    game = position(
        HOOK,
        {
            "location": "skull_rock",
            "hand": [],
            "top": {"jolly_roger": ["wendy", "john"], "mermaid_lagoon": ["tick_tock"]},
        },
        QUIET,
    )
    assert game.strength(card(game, 0, "wendy")) == 3
    assert game.strength(card(game, 0, "john")) == 3
    assert game.strength(card(game, 0, "tick_tock")) == 6


# card: pixie_dust  # rule: V-C3
def test_pixie_dust_adds_two_to_its_hero() -> None:
    game = position(
        AGAINST,
        DAVY_AT_FATE,
        {"hand": [], "top": {"mermaid_lagoon": ["wendy"]}, "fate_top": ["pixie_dust", "taunt"]},
    )
    game.apply(find(game, "fate", 1))
    choose(game, "Pixie Dust on Wendy")
    wendy = card(game, 1, "wendy")
    assert game.strength(wendy) == 5 and game.host[card(game, 1, "pixie_dust")] == wendy


# card: taunt
def test_taunt_makes_its_hero_the_one_to_defeat_first() -> None:
    game = position(
        HOOK,
        {
            "location": "jolly_roger",
            "hand": [],
            "top": {"jolly_roger": ["john"], "skull_rock": ["michael"]},
            "bottom": {"jolly_roger": ["pirate_brute"]},
            "attached": [["taunt", "michael"]],
        },
        QUIET,
    )
    john, brute = card(game, 0, "john"), card(game, 0, "pirate_brute")
    assert not can_vanquish(game, john, (brute,))
    refuse_vanquish(game, "L0B0", john, (brute,), "V-V1")
    game2 = position(
        HOOK,
        {
            "location": "jolly_roger",
            "hand": [],
            "top": {"jolly_roger": ["john"], "skull_rock": ["michael"]},
            "bottom": {"jolly_roger": ["pirate_brute"]},
            "attached": [["taunt", "john"]],
        },
        QUIET,
    )
    vanquish(game2, card(game2, 0, "john"), (card(game2, 0, "pirate_brute"),))
    assert card(game2, 0, "taunt") in game2.players[0].fate_discard


# card: splitting_headache
def test_splitting_headache_discards_an_item_from_hooks_realm() -> None:
    game = position(
        AGAINST,
        DAVY_AT_FATE,
        {
            "hand": [],
            "bottom": {"skull_rock": ["cannon", "swashbuckler"]},
            "attached": [["cutlass", "swashbuckler"]],
            "fate_top": ["splitting_headache", "wendy"],
        },
    )
    game.apply(find(game, "fate", 1))
    choose(game, "Splitting Headache")
    assert not any("Swashbuckler" in lb for lb in labels(game))  # an Item, never an Ally
    choose(game, "Cutlass")
    q = game.players[1]
    assert names(game, q.discard) == ["cutlass"]
    assert game.in_realm(card(game, 1, "cannon")) and game.in_realm(card(game, 1, "swashbuckler"))
