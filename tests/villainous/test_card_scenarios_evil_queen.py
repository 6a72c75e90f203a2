"""One scenario per Evil Queen card design: villain deck and Fate deck.

Expected outcomes come from the card text in ``data/villainous/evil_queen.yaml`` and the
reference notes. Locations, left to right: Laboratory (0), The Woods (1), The Mine (2),
Dwarfs' Cottage (3, locked until four different Ingredients have been played).
"""

from __future__ import annotations

from typing import Any

from tests.villainous.helpers import (
    accept,
    card,
    choose,
    find,
    has,
    in_hand,
    labels,
    names,
    position,
    refused_unchanged,
)
from toolkit.core.actions import Action
from toolkit.villainous.engine import VillainousGame

QUEEN = ["evil_queen", "davy_jones"]
AGAINST = ["davy_jones", "evil_queen"]  # Davy takes Fate actions against the Queen
QUIET = {"hand": []}  # the opponent holds no Conditions that could answer
DAVY_AT_FATE = {"location": "the_flying_dutchman", "hand": []}


def fate_against_queen(first: str, second: str, **spec: Any) -> VillainousGame:
    """Davy takes a Fate action against the Queen, whose Fate deck starts ``first, second``."""
    game = position(AGAINST, DAVY_AT_FATE, {"hand": [], "fate_top": [first, second], **spec})
    game.apply(find(game, "fate", 1))
    return game


# -- villain deck: Effects --------------------------------------------------------------------


# card: take_a_bite
def test_take_a_bite_spends_poison_on_a_hero_at_the_queens_location() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": ["take_a_bite"],
            "poison": 2,
            "power": 0,
            "top": {"the_mine": ["sneezy", "grumpy"], "the_woods": ["sleepy"]},
        },
        QUIET,
    )
    p = game.players[0]
    game.apply(find(game, "play", in_hand(game, 0, "take_a_bite")))
    # Sleepy is not at her location and Grumpy's 3 is more than 2 Poison: Sneezy is the
    # only Hero it may defeat, so no choice is asked and the defeat is not optional
    assert game.pending_decision is None
    assert p.poison == 0 and card(game, 0, "sneezy") in p.fate_discard
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": ["take_a_bite"],
            "poison": 3,
            "top": {"the_mine": ["sneezy", "grumpy"], "the_woods": ["sleepy"]},
        },
        QUIET,
    )
    game.apply(find(game, "play", in_hand(game, 0, "take_a_bite")))
    assert labels(game) == ["Sneezy", "Grumpy"]  # a Hero must be chosen: no "nobody"
    choose(game, "Grumpy")
    p = game.players[0]
    assert p.poison == 0 and card(game, 0, "grumpy") in p.fate_discard


# card: ill_fix_ya  # rule: V-T4
def test_ill_fix_ya_uncovers_the_actions_for_the_rest_of_the_turn() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_woods",
            "hand": ["ill_fix_ya"],
            "power": 0,
            "top": {"the_woods": ["grumpy"]},
            "bottom": {"the_woods": ["throne"]},
        },
        QUIET,
    )
    p = game.players[0]
    refused_unchanged(game, Action("power", ("L1T0",)), "V-T4")
    game.apply(find(game, "play", in_hand(game, 0, "ill_fix_ya")))
    game.apply(find(game, "power"))
    game.apply(find(game, "activate", card(game, 0, "throne")))
    assert p.power == 2 and p.poison == 1  # both covered actions, each once


# card: thunderbolt
def test_thunderbolt_repeats_an_ingredient_paying_its_cost() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": ["thunderbolt"],
            "power": 2,
            "ingredients": ["old_hags_cackle", "scream_of_fright"],
            "top": {"the_woods": ["sleepy"], "laboratory": ["grumpy"]},
        },
        QUIET,
    )
    p = game.players[0]
    thunder = in_hand(game, 0, "thunderbolt")
    game.apply(find(game, "play", thunder))
    choose(game, "copy Old Hag's Cackle")
    assert p.power == 2 + 2  # cost 0; one Power per location with a Hero
    assert thunder in p.discard and len(p.ingredients) == 2


# card: thunderbolt  # rule: V-T5
def test_thunderbolt_cannot_be_played_without_an_ingredient_to_copy() -> None:
    game = position(QUEEN, {"location": "the_mine", "hand": ["thunderbolt"], "power": 5}, QUIET)
    thunder = in_hand(game, 0, "thunderbolt")
    assert not has(game, "play", thunder)
    refused_unchanged(game, Action("play", ("L2B1", thunder, -1, -1, 0)))


# card: black_magic
def test_black_magic_takes_an_item_or_ingredient_from_deck_or_discard() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": ["black_magic"],
            "power": 2,
            "discard": ["take_a_bite", "throne", "huntsman"],
        },
        QUIET,
    )
    p = game.players[0]
    game.apply(find(game, "play", in_hand(game, 0, "black_magic")))
    assert not any("Take a Bite" in lb or "Huntsman" in lb for lb in labels(game))
    assert any("(from the Villain deck)" in lb for lb in labels(game))  # the deck too
    choose(game, "Throne (from the discard pile)")
    assert names(game, p.hand) == ["throne"]


# card: old_hags_cackle
def test_old_hags_cackle_gains_one_per_location_with_a_hero() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": ["old_hags_cackle"],
            "power": 0,
            "top": {"laboratory": ["sleepy", "happy"], "the_woods": ["grumpy"]},
        },
        QUIET,
    )
    p = game.players[0]
    cackle = in_hand(game, 0, "old_hags_cackle")
    game.apply(find(game, "play", cackle))
    assert p.power == 2 and p.ingredients == [cackle]


# card: scream_of_fright
def test_scream_of_fright_may_move_a_weak_hero_of_the_chosen_location() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": ["scream_of_fright"],
            "power": 2,
            "top": {"the_woods": ["sleepy", "happy"], "laboratory": ["sneezy"]},
            "attached": [["pickaxe", "happy"]],
        },
        QUIET,
    )
    sleepy, happy = card(game, 0, "sleepy"), card(game, 0, "happy")
    game.apply(find(game, "play", in_hand(game, 0, "scream_of_fright")))
    accept(game)
    assert "Dwarfs' Cottage" not in labels(game)  # a locked location is not picked
    choose(game, "The Woods")
    assert not any("Happy" in lb or "Sneezy" in lb for lb in labels(game))  # 5 > 3; elsewhere
    choose(game, "Sleepy to Laboratory")
    assert game.at[sleepy] == 0 and game.at[happy] == 1
    assert game.players[0].power == 0


# card: scream_of_fright
def test_scream_of_fright_moves_every_weak_hero_chosen() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": ["scream_of_fright"],
            "power": 2,
            "top": {"the_woods": ["sleepy", "happy", "grumpy"]},
            "attached": [["pickaxe", "happy"]],
        },
        QUIET,
    )
    game.apply(find(game, "play", in_hand(game, 0, "scream_of_fright")))
    accept(game)
    choose(game, "The Woods")
    choose(game, "Sleepy to Laboratory")
    # the Heroes are those at The Woods when Scream of Fright starts: Grumpy is asked next,
    # and Happy (Strength 5 with the Pickaxe) never is
    assert "leave Grumpy" in labels(game)
    assert not any("Happy" in lb for lb in labels(game))
    choose(game, "Grumpy to The Mine")  # Grumpy, not alone, has Strength 3
    assert game.pending_decision is None
    assert game.at[card(game, 0, "sleepy")] == 0
    assert game.at[card(game, 0, "grumpy")] == 2


# card: black_of_night
def test_black_of_night_takes_one_action_here_a_second_time() -> None:
    game = position(QUEEN, {"location": "the_mine", "hand": ["black_of_night"], "power": 1}, QUIET)
    p = game.players[0]
    game.apply(Action("power", ("L2B0",)))
    refused_unchanged(game, Action("power", ("L2B0",)), "V-T1")
    game.apply(find(game, "play", in_hand(game, 0, "black_of_night")))
    game.apply(find(game, "power"))
    assert p.power == 1 + 3 - 1 + 3
    assert not has(game, "power")


# card: black_of_night
def test_black_of_night_never_repeats_fate() -> None:
    game = position(
        QUEEN,
        {"location": "laboratory", "hand": ["black_of_night"], "power": 1},
        {"hand": [], "fate_top": ["jack_sparrow", "will_turner"]},
    )
    game.apply(find(game, "fate", 1))
    choose(game, "Jack Sparrow at Below Deck")
    game.apply(find(game, "play", in_hand(game, 0, "black_of_night")))
    assert not has(game, "fate")


# card: mummy_dust
def test_mummy_dust_adds_poison_for_each_fate_until_the_next_turn() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": ["mummy_dust"],
            "power": 1,
            "fate_top": ["pickaxe", "pickaxe", "wishing_well", "woodland_creatures"],
        },
        {"hand": []},
    )
    p = game.players[0]
    game.apply(find(game, "play", in_hand(game, 0, "mummy_dust")))
    game.apply(Action("end"))
    game.apply(Action("move", (3,)))  # Davy to the Shoals: Fate at the bottom
    game.apply(find(game, "fate", 0))  # two Items with no Hero: both discarded
    assert p.poison == 1
    game.apply(Action("end"))
    assert p.watchers == []  # "until your next turn": over when the Queen's turn starts


# -- villain deck: Conditions -----------------------------------------------------------------


# card: jealousy
def test_jealousy_answers_a_gain_of_three_with_one_poison() -> None:
    game = position(
        ["davy_jones", "evil_queen"],
        {"location": "below_deck", "hand": []},
        {"hand": ["jealousy"]},
    )
    game.apply(find(game, "power"))  # Davy gains 2: not enough
    assert game.current_player == 0
    game2 = position(
        ["davy_jones", "evil_queen"],
        {"location": "davy_jones_quarters", "hand": []},
        {"hand": ["jealousy"]},
    )
    game2.apply(find(game2, "power"))  # Gain 3
    game2.apply(find(game2, "condition", in_hand(game2, 1, "jealousy")))
    q = game2.players[1]
    assert q.poison == 1 and q.power == 1


# card: vanity
def test_vanity_answers_two_items_by_sorting_the_top_three() -> None:
    game = position(
        ["captain_hook", "evil_queen"],
        {"location": "skull_rock", "hand": [], "bottom": {"skull_rock": ["cannon", "hooks_case"]}},
        {"hand": ["vanity"], "deck_top": ["throne", "the_box", "huntsman", "doc"]},
    )
    assert game.current_player == 1  # the state already holds
    game.apply(find(game, "condition", in_hand(game, 1, "vanity")))
    choose(game, "discard Throne, Huntsman")
    q = game.players[1]
    assert sorted(names(game, q.discard)) == ["huntsman", "throne", "vanity"]
    assert names(game, q.deck[-1:]) == ["the_box"]
    one = position(
        ["captain_hook", "evil_queen"],
        {"location": "skull_rock", "hand": [], "bottom": {"skull_rock": ["cannon"]}},
        {"hand": ["vanity"]},
    )
    assert one.current_player == 0 and not has(one, "condition")


# -- villain deck: Ally and Items -------------------------------------------------------------


# card: huntsman
def test_huntsman_weakens_heroes_here_and_moves_anywhere() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_woods",
            "hand": [],
            "top": {"laboratory": ["happy"], "the_mine": ["doc"]},
            "bottom": {"laboratory": ["huntsman"]},
        },
        QUIET,
    )
    hunts = card(game, 0, "huntsman")
    assert game.strength(card(game, 0, "happy")) == 2 and game.strength(card(game, 0, "doc")) == 3
    game.apply(find(game, "activate", hunts))
    assert not any("Dwarfs" in lb for lb in labels(game))  # locked
    choose(game, "The Mine")
    assert game.at[hunts] == 2 and game.strength(card(game, 0, "doc")) == 2


# card: throne
def test_throne_adds_one_poison() -> None:
    game = position(
        QUEEN,
        {"location": "the_woods", "hand": [], "power": 0, "bottom": {"the_mine": ["throne"]}},
        QUIET,
    )
    game.apply(find(game, "activate", card(game, 0, "throne")))
    p = game.players[0]
    assert p.poison == 1 and p.power == 0  # Poison is not Power


# card: the_box
def test_the_box_gains_one_per_hero_in_the_fate_discard_up_to_three() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_woods",
            "hand": [],
            "power": 0,
            "bottom": {"the_woods": ["the_box"]},
            "fate_discard": ["sleepy", "happy", "doc", "dopey", "pickaxe"],
        },
        QUIET,
    )
    game.apply(find(game, "activate", card(game, 0, "the_box")))
    assert game.players[0].power == 3


# card: magic_tomes
def test_magic_tomes_keeps_one_of_four_and_discards_the_rest() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_woods",
            "hand": [],
            "bottom": {"the_woods": ["magic_tomes"]},
            "deck_top": ["throne", "the_box", "huntsman", "doc", "mummy_dust"],
        },
        QUIET,
    )
    p = game.players[0]
    game.apply(find(game, "activate", card(game, 0, "magic_tomes")))
    choose(game, "keep Huntsman")
    assert names(game, p.hand) == ["huntsman"]
    assert sorted(names(game, p.discard)) == ["doc", "the_box", "throne"]
    assert names(game, p.deck[-1:]) == ["mummy_dust"]


# card: magic_mirror
def test_magic_mirror_draws_when_targeted_by_fate() -> None:
    game = fate_against_queen("pickaxe", "pickaxe", bottom={"the_woods": ["magic_mirror"]})
    assert len(game.players[1].hand) == 1


# card: magic_mirror  # rule: V-S6
def test_magic_mirror_brings_snow_white_to_the_locked_cottage_for_three() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_woods",
            "hand": [],
            "power": 3,
            "bottom": {"the_woods": ["magic_mirror"]},
        },
        QUIET,
    )
    p = game.players[0]
    assert p.locked == {3}
    game.apply(find(game, "activate", card(game, 0, "magic_mirror")))
    snow = card(game, 0, "snow_white")
    assert snow in p.top[3] and p.power == 0 and p.locked == {3}
    poor = position(
        QUEEN,
        {
            "location": "the_woods",
            "hand": [],
            "power": 2,
            "bottom": {"the_woods": ["magic_mirror"]},
        },
        QUIET,
    )
    mirror = card(poor, 0, "magic_mirror")
    assert not has(poor, "activate", mirror)
    refused_unchanged(poor, Action("activate", ("L1T1", mirror)), "V-C1")


# -- Fate deck --------------------------------------------------------------------------------


# card: snow_white  # rule: V-S6
def test_snow_white_goes_to_the_cottage_when_revealed_and_counts_other_heroes() -> None:
    game = fate_against_queen("snow_white", "pickaxe", top={"the_woods": ["grumpy", "happy"]})
    q = game.players[1]
    snow = card(game, 1, "snow_white")
    assert snow in q.top[3] and q.locked == {3}
    assert game.strength(snow) == 1 + 2


# card: snow_white  # rule: V-F1
def test_snow_white_revealed_is_the_card_played_and_the_other_is_discarded() -> None:
    game = fate_against_queen("snow_white", "pickaxe", top={"the_woods": ["grumpy"]})
    q = game.players[1]
    assert card(game, 1, "snow_white") in q.top[3]
    assert names(game, q.fate_discard) == ["pickaxe"]
    assert card(game, 1, "grumpy") not in game.host.values()
    assert game.pending_decision is None  # no second card to place
    assert game.in_realm(card(game, 1, "snow_white"))


# card: snow_white  # rule: V-F1
# card: sleepy
def test_snow_white_revealed_with_sleepy_lets_sleepy_be_played_too() -> None:
    # Sleepy's text: if he is one of the two cards revealed by a Fate action, both may be
    # played; Snow White has played herself, so Sleepy may follow, or be discarded
    game = fate_against_queen("snow_white", "sleepy")
    q = game.players[1]
    snow, sleepy = card(game, 1, "snow_white"), card(game, 1, "sleepy")
    assert snow in q.top[3]
    assert "discard Sleepy" in labels(game) and "play both (Sleepy)" not in labels(game)
    choose(game, "Sleepy at The Woods")
    assert game.at[sleepy] == 1 and q.fate_discard == []
    game = fate_against_queen("snow_white", "sleepy")
    choose(game, "discard Sleepy")
    assert names(game, game.players[1].fate_discard) == ["sleepy"]
    assert game.in_realm(card(game, 1, "snow_white"))


# card: sneezy
def test_sneezy_may_discard_an_item_at_his_location() -> None:
    game = fate_against_queen(
        "sneezy", "pickaxe", bottom={"the_mine": ["throne"], "the_woods": ["the_box"]}
    )
    choose(game, "Sneezy at The Mine")
    accept(game)
    q = game.players[1]
    assert names(game, q.discard) == ["throne"] and game.in_realm(card(game, 1, "the_box"))


# card: sleepy  # rule: V-F1
def test_sleepy_lets_the_fate_player_play_both_cards() -> None:
    game = fate_against_queen("sleepy", "dopey")
    choose(game, "play both (Sleepy)")
    choose(game, "Sleepy at ")
    choose(game, "Dopey at ")
    q = game.players[1]
    assert {"sleepy", "dopey"} <= set(names(game, [i for row in q.top for i in row]))
    assert q.fate_discard == []


# card: sleepy  # rule: V-F1
def test_sleepy_play_both_lets_the_fate_player_place_each_card() -> None:
    game = fate_against_queen("sleepy", "dopey")
    choose(game, "play both (Sleepy)")
    assert "Dopey at The Woods" in labels(game) and "play both (Sleepy)" not in labels(game)
    choose(game, "Sleepy at The Mine")
    # Sleepy has resolved; the other card's place is chosen now
    assert labels(game) and all(lb.startswith("Dopey at ") for lb in labels(game))
    choose(game, "Dopey at The Woods")
    assert game.at[card(game, 1, "sleepy")] == 2 and game.at[card(game, 1, "dopey")] == 1
    assert game.players[1].fate_discard == [] and game.pending_decision is None
    # either card may go first
    game = fate_against_queen("sleepy", "dopey")
    choose(game, "play both (Sleepy)")
    choose(game, "Dopey at Laboratory")
    choose(game, "Sleepy at The Woods")
    assert game.at[card(game, 1, "sleepy")] == 1 and game.at[card(game, 1, "dopey")] == 0


# card: grumpy
def test_grumpy_has_plus_one_only_when_alone() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": [],
            "top": {"the_woods": ["grumpy"], "laboratory": ["sleepy"]},
        },
        QUIET,
    )
    assert game.strength(card(game, 0, "grumpy")) == 4
    game2 = position(
        QUEEN,
        {"location": "the_mine", "hand": [], "top": {"the_woods": ["grumpy", "sleepy"]}},
        QUIET,
    )
    assert game2.strength(card(game2, 0, "grumpy")) == 3


# card: happy
def test_happy_costs_the_queen_one_poison_per_hero() -> None:
    game = fate_against_queen("happy", "pickaxe", poison=5, top={"the_woods": ["grumpy"]})
    choose(game, "Happy at The Mine")
    assert game.players[1].poison == 5 - 2  # Grumpy and Happy himself


# card: doc
def test_doc_must_be_defeated_before_any_other_hero() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": ["take_a_bite"],
            "poison": 9,
            "top": {"the_mine": ["sneezy"], "the_woods": ["doc"]},
        },
        QUIET,
    )
    # Sneezy is the only Hero at her location and Doc stands: Take a Bite has nobody it
    # may defeat, so it cannot be played (an Effect that cannot do what it says)
    bite = in_hand(game, 0, "take_a_bite")
    assert not has(game, "play", bite)
    refused_unchanged(game, Action("play", ("L2B1", bite, -1, -1, 0)))
    assert (
        game.players[0].poison == 9 and card(game, 0, "sneezy") not in game.players[0].fate_discard
    )
    # with Doc at her location too, Doc is the one Take a Bite may defeat, never Sneezy
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": ["take_a_bite"],
            "poison": 9,
            "top": {"the_mine": ["sneezy", "doc"]},
        },
        QUIET,
    )
    game.apply(find(game, "play", in_hand(game, 0, "take_a_bite")))
    assert game.pending_decision is None  # Doc is the only Hero it may defeat, never Sneezy
    p = game.players[0]
    assert card(game, 0, "doc") in p.fate_discard and card(game, 0, "sneezy") not in p.fate_discard


# card: dopey
def test_dopey_gives_every_other_hero_plus_one() -> None:
    game = position(
        QUEEN,
        {
            "location": "the_mine",
            "hand": [],
            "top": {"the_woods": ["dopey"], "laboratory": ["sleepy"]},
        },
        QUIET,
    )
    assert game.strength(card(game, 0, "sleepy")) == 3
    assert game.strength(card(game, 0, "dopey")) == 3


# card: bashful
def test_bashful_makes_brew_poison_cost_one_power() -> None:
    game = position(
        QUEEN,
        {"location": "laboratory", "hand": [], "power": 3, "top": {"the_woods": ["bashful"]}},
        QUIET,
    )
    p = game.players[0]
    brews = [a for a in game.legal_actions() if a.kind == "brew"]
    assert [a.args[1] for a in brews] == [1, 2]  # 1 of the 3 Power pays for the action
    refused_unchanged(game, Action("brew", ("L0B2", 3)))
    game.apply(find(game, "brew", 2))
    assert p.power == 0 and p.poison == 2


# card: pickaxe
def test_pickaxe_adds_two_to_its_hero() -> None:
    game = fate_against_queen("pickaxe", "wishing_well", top={"the_woods": ["grumpy"]})
    choose(game, "Pickaxe on Grumpy")
    assert game.strength(card(game, 1, "grumpy")) == 3 + 1 + 2


# card: wishing_well
def test_wishing_well_costs_the_queen_one_poison_when_she_moves_there() -> None:
    spec = {
        "hand": [],
        "poison": 2,
        "top": {"the_woods": ["sleepy"]},
        "attached": [["wishing_well", "sleepy"]],
    }
    game = position(QUEEN, spec, QUIET, act=False)
    game.apply(Action("move", (1,)))
    assert game.players[0].poison == 1
    game2 = position(QUEEN, spec, QUIET, act=False)
    game2.apply(Action("move", (2,)))
    assert game2.players[0].poison == 2


# card: woodland_creatures
def test_woodland_creatures_the_fate_player_picks_the_discard() -> None:
    game = fate_against_queen("woodland_creatures", "pickaxe", hand=["throne", "take_a_bite"])
    assert game.current_player == 0  # Davy, who took the Fate action, chooses
    choose(game, "Take a Bite")
    assert names(game, game.players[1].hand) == ["throne"]


# card: loves_first_kiss
def test_loves_first_kiss_costs_poison_and_puts_a_hero_back_on_top() -> None:
    game = fate_against_queen(
        "loves_first_kiss", "pickaxe", poison=2, fate_discard=["grumpy", "pickaxe"]
    )
    q = game.players[1]
    assert q.poison == 1
    assert names(game, q.fate_deck[-1:]) == ["grumpy"]
