"""One scenario per Davy Jones card design: villain deck, Fate deck and Treasure tokens.

Each test builds the position where the card matters, acts, checks the table and, where the
card forbids something, that the forbidden alternative is refused with nothing changed.
Expected outcomes come from the card text in ``data/villainous/davy_jones.yaml`` and the
reference notes, not from the engine. Locations, left to right: The Flying Dutchman (0),
Below Deck (1), Davy Jones' Quarters (2), Shoals of Shipwreck Island (3).
"""

from __future__ import annotations

import pytest

from tests.villainous.helpers import (
    accept,
    asks_may,
    can_vanquish,
    card,
    choose,
    decline,
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

DAVY = ["davy_jones", "tamatoa"]
QUIET = {"hand": []}  # the opponent holds no Conditions that could answer


# -- villain deck: Allies ---------------------------------------------------------------------


# card: crew_of_the_flying_dutchman  # rule: V-V2
def test_crew_of_the_flying_dutchman_counts_other_locations_with_allies() -> None:
    game = position(
        DAVY,
        {
            "location": "davy_jones_quarters",
            "hand": [],
            "bottom": {
                "the_flying_dutchman": ["crew_of_the_flying_dutchman"],
                "below_deck": ["crew_of_the_flying_dutchman", "clanker"],
                "davy_jones_quarters": ["hadras"],
            },
        },
        QUIET,
    )
    crew0 = game.players[0].bottom[0][0]
    crew1 = game.players[0].bottom[1][0]
    assert game.strength(crew0) == 1 + 2  # Below Deck and the Quarters have Allies
    assert game.strength(crew1) == 1 + 2  # its own location never counts
    game.apply(find(game, "move_ally", card(game, 0, "hadras"), 1))  # the Quarters empty
    assert game.strength(crew0) == 2 and game.strength(crew1) == 2


# card: crew_of_the_flying_dutchman  # rule: V-T3
def test_crew_of_the_flying_dutchman_any_copy_in_hand_may_be_played() -> None:
    game = position(
        DAVY,
        {
            "location": "below_deck",
            "hand": ["crew_of_the_flying_dutchman", "crew_of_the_flying_dutchman"],
            "power": 1,
        },
        QUIET,
    )
    second = in_hand(game, 0, "crew_of_the_flying_dutchman", 1)
    game.apply(find(game, "play", second, 2))
    assert game.at[second] == 2 and game.players[0].power == 0


# card: bootstrap_bill
def test_bootstrap_bill_reveals_a_treasure_at_his_new_location_when_played_or_moved() -> None:
    game = position(
        DAVY,
        {
            "location": "davy_jones_quarters",
            "hand": ["bootstrap_bill"],
            "power": 2,
            "top": {"below_deck": ["jack_sparrow"], "shipwreck_island_shoals": ["will_turner"]},
            "treasures": [["jack_sparrow", "music_box", False], ["will_turner", "the_key", False]],
        },
        QUIET,
    )
    p = game.players[0]
    jack, will = card(game, 0, "jack_sparrow"), card(game, 0, "will_turner")
    bill = in_hand(game, 0, "bootstrap_bill")
    game.apply(find(game, "play", bill, 1))
    assert asks_may(game)  # "may"
    accept(game)
    assert p.treasure_on[jack] == ["music_box", True]
    assert p.treasure_on[will] == ["the_key", False]  # not at Bill's location
    # moved on to the Quarters, where no Hero stands: nothing there to reveal
    game.apply(find(game, "move_ally", bill, 2))
    assert p.treasure_on[will] == ["the_key", False]


# card: bootstrap_bill
def test_bootstrap_bill_on_move_reveals_at_the_new_location() -> None:
    game = position(
        DAVY,
        {
            "location": "shipwreck_island_shoals",
            "hand": [],
            "bottom": {"davy_jones_quarters": ["bootstrap_bill"]},
            "top": {"davy_jones_quarters": ["james_norrington"]},
            "treasures": [["james_norrington", "jacks_compass", False]],
        },
        QUIET,
    )
    p = game.players[0]
    bill, james = card(game, 0, "bootstrap_bill"), card(game, 0, "james_norrington")
    # Shoals top: Discard, Move an Item or Ally
    game.apply(find(game, "move_ally", bill, 3))
    assert p.treasure_on[james] == ["jacks_compass", False]  # James is not at the Shoals
    game2 = position(
        DAVY,
        {
            "location": "shipwreck_island_shoals",
            "hand": [],
            "bottom": {"shipwreck_island_shoals": ["bootstrap_bill"]},
            "top": {"davy_jones_quarters": ["james_norrington"]},
            "treasures": [["james_norrington", "jacks_compass", False]],
        },
        QUIET,
    )
    bill2, james2 = card(game2, 0, "bootstrap_bill"), card(game2, 0, "james_norrington")
    game2.apply(find(game2, "move_ally", bill2, 2))
    accept(game2)
    assert game2.players[0].treasure_on[james2] == ["jacks_compass", True]
    assert game2.strength(james2) == 4 + 2


# card: clanker  # rule: V-T3
def test_clanker_gives_his_location_a_vanquish_action() -> None:
    spec = {
        "location": "below_deck",
        "hand": [],
        "top": {"below_deck": ["elizabeth_swann"]},
        "bottom": {"below_deck": ["clanker"]},
    }
    game = position(DAVY, spec, QUIET)
    liz, clanker = card(game, 0, "elizabeth_swann"), card(game, 0, "clanker")
    vanquish(game, liz, (clanker,))
    assert liz in game.players[0].fate_discard and clanker in game.players[0].discard
    # without Clanker at Davy's location, Below Deck has no Vanquish
    away = position(
        DAVY,
        {**spec, "bottom": {"davy_jones_quarters": ["clanker"], "below_deck": ["hadras"]}},
        QUIET,
    )
    assert not has(away, "vanquish")
    refuse_vanquish(away, "L1B0", card(away, 0, "elizabeth_swann"), (card(away, 0, "hadras"),))


# card: first_mate_maccus  # rule: V-V1
def test_first_mate_maccus_may_send_another_ally_to_the_discard_instead() -> None:
    game2 = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "top": {"the_flying_dutchman": ["elizabeth_swann"]},
            "bottom": {
                "the_flying_dutchman": ["first_mate_maccus"],
                "davy_jones_quarters": ["crew_of_the_flying_dutchman"],
            },
        },
        QUIET,
    )
    p = game2.players[0]
    liz, maccus = card(game2, 0, "elizabeth_swann"), card(game2, 0, "first_mate_maccus")
    crew = card(game2, 0, "crew_of_the_flying_dutchman")
    vanquish(game2, liz, (maccus,))
    assert liz in p.fate_discard
    assert any("instead" in lb for lb in labels(game2))
    choose(game2, "discard The Crew of the Flying Dutchman instead")
    assert game2.in_realm(maccus) and crew in p.discard


# card: first_mate_maccus
def test_first_mate_maccus_goes_to_the_discard_if_that_is_chosen() -> None:
    game = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "top": {"the_flying_dutchman": ["elizabeth_swann"]},
            "bottom": {
                "the_flying_dutchman": ["first_mate_maccus"],
                "davy_jones_quarters": ["crew_of_the_flying_dutchman"],
            },
        },
        QUIET,
    )
    maccus = card(game, 0, "first_mate_maccus")
    vanquish(game, card(game, 0, "elizabeth_swann"), (maccus,))
    choose(game, "discard First Mate Maccus")
    assert maccus in game.players[0].discard
    assert game.in_realm(card(game, 0, "crew_of_the_flying_dutchman"))


# card: hadras
def test_hadras_reveals_a_treasure_when_discarded() -> None:
    game = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "top": {"the_flying_dutchman": ["elizabeth_swann"], "below_deck": ["will_turner"]},
            "bottom": {"the_flying_dutchman": ["hadras"]},
            "treasures": [["will_turner", "jacks_compass", False]],
        },
        QUIET,
    )
    p = game.players[0]
    will, hadras = card(game, 0, "will_turner"), card(game, 0, "hadras")
    vanquish(game, card(game, 0, "elizabeth_swann"), (hadras,))
    assert hadras in p.discard
    assert p.treasure_on[will] == ["jacks_compass", True]  # any Hero, not only at his location


# card: the_kraken
def test_the_kraken_is_discarded_after_a_hero_without_a_face_up_treasure() -> None:
    game = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "top": {"the_flying_dutchman": ["will_turner"]},
            "bottom": {"the_flying_dutchman": ["the_kraken"]},
            "treasures": [["will_turner", "the_key", False]],
        },
        QUIET,
    )
    kraken = card(game, 0, "the_kraken")
    vanquish(game, card(game, 0, "will_turner"), (kraken,))
    assert kraken in game.players[0].discard
    assert game.players[0].claimed == []  # face-down: not claimed


# card: the_kraken
def test_the_kraken_stays_after_a_hero_with_a_face_up_treasure() -> None:
    game = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "top": {"the_flying_dutchman": ["will_turner"]},
            "bottom": {"the_flying_dutchman": ["the_kraken"]},
            "treasures": [["will_turner", "the_key", True]],
        },
        QUIET,
    )
    kraken = card(game, 0, "the_kraken")
    vanquish(game, card(game, 0, "will_turner"), (kraken,))
    assert game.in_realm(kraken) and game.players[0].claimed == ["the_key"]


# -- villain deck: Item -----------------------------------------------------------------------


# card: the_flying_dutchman_item  # rule: V-T1
def test_the_flying_dutchman_item_takes_one_action_where_a_crew_is() -> None:
    game = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "power": 0,
            "bottom": {
                "the_flying_dutchman": ["the_flying_dutchman_item"],
                "davy_jones_quarters": ["crew_of_the_flying_dutchman"],
                "shipwreck_island_shoals": ["crew_of_the_flying_dutchman"],
            },
        },
        QUIET,
    )
    remote = [a for a in game.legal_actions() if a.args and str(a.args[0]).startswith("D:")]
    kinds = {a.kind for a in remote}
    assert "fate" not in kinds  # the Shoals' Fate is never taken this way
    gain3 = next(a for a in remote if a.kind == "power" and a.args[0].endswith("L2B1"))
    game.apply(gain3)
    assert game.players[0].power == 3
    # once per turn: no second remote action
    assert not [a for a in game.legal_actions() if a.args and str(a.args[0]).startswith("D:")]
    refused_unchanged(game, Action("power", ("D:L2B1",)))


# card: the_flying_dutchman_item
def test_the_flying_dutchman_item_needs_davy_at_its_location() -> None:
    game = position(
        DAVY,
        {
            "location": "below_deck",
            "hand": [],
            "bottom": {
                "the_flying_dutchman": ["the_flying_dutchman_item"],
                "davy_jones_quarters": ["crew_of_the_flying_dutchman"],
            },
        },
        QUIET,
    )
    assert not [a for a in game.legal_actions() if a.args and str(a.args[0]).startswith("D:")]
    refused_unchanged(game, Action("power", ("D:L2B1",)))


# -- villain deck: Effects --------------------------------------------------------------------


# card: do_you_fear_death
def test_do_you_fear_death_plays_the_first_hero_with_a_face_down_treasure() -> None:
    game = position(
        DAVY,
        {
            "location": "below_deck",
            "hand": ["do_you_fear_death"],
            "power": 1,
            "fate_top": ["calypsos_love", "the_black_pearl", "james_norrington", "will_turner"],
        },
        QUIET,
    )
    p = game.players[0]
    game.apply(find(game, "play", in_hand(game, 0, "do_you_fear_death")))
    choose(game, "Shoals of Shipwreck Island")
    james = card(game, 0, "james_norrington")
    assert game.at[james] == 3 and james in p.top[3]
    assert p.treasure_on[james][1] is False and len(p.treasure_supply) == 4
    assert set(names(game, p.fate_discard)) == {"calypsos_love", "the_black_pearl"}
    assert names(game, p.fate_deck[-1:]) == ["will_turner"]  # stops at the first Hero
    assert p.power == 0


# card: the_chase
def test_the_chase_moves_a_hero_only_to_a_location_with_an_ally() -> None:
    game = position(
        DAVY,
        {
            "location": "below_deck",
            "hand": ["the_chase"],
            "power": 1,
            "top": {"the_flying_dutchman": ["jack_sparrow"]},
            "bottom": {"davy_jones_quarters": ["hadras"]},
        },
        QUIET,
    )
    jack = card(game, 0, "jack_sparrow")
    game.apply(find(game, "play", in_hand(game, 0, "the_chase")))
    assert game.pending_decision is None  # one Hero and one location with an Ally: no choice left
    assert game.at[jack] == 2


# card: friends_becoming_enemies
def test_friends_becoming_enemies_swaps_or_moves_treasures() -> None:
    spec = {
        "location": "below_deck",
        "hand": ["friends_becoming_enemies"],
        "power": 1,
        "top": {
            "the_flying_dutchman": ["jack_sparrow", "will_turner"],
            "below_deck": ["james_norrington"],
        },
        "treasures": [["jack_sparrow", "music_box", True], ["will_turner", "the_key", False]],
    }
    game = position(DAVY, spec, QUIET)
    p = game.players[0]
    jack, will = card(game, 0, "jack_sparrow"), card(game, 0, "will_turner")
    james = card(game, 0, "james_norrington")
    game.apply(find(game, "play", in_hand(game, 0, "friends_becoming_enemies")))
    choose(game, "swap Jack Sparrow and Will Turner")
    assert p.treasure_on[jack] == ["the_key", False] and p.treasure_on[will] == ["music_box", True]
    game2 = position(DAVY, spec, QUIET)
    game2.apply(find(game2, "play", in_hand(game2, 0, "friends_becoming_enemies")))
    choose(game2, "move from Jack Sparrow to James Norrington")
    p2 = game2.players[0]
    assert card(game2, 0, "jack_sparrow") not in p2.treasure_on
    assert p2.treasure_on[james] == ["music_box", True]  # the face stays as it was


# card: the_black_spot
def test_the_black_spot_turns_a_face_down_treasure_face_up() -> None:
    game = position(
        DAVY,
        {
            "location": "below_deck",
            "hand": ["the_black_spot"],
            "power": 2,
            "top": {"shipwreck_island_shoals": ["elizabeth_swann"]},
            "treasures": [["elizabeth_swann", "jacks_compass", False]],
        },
        QUIET,
    )
    liz = card(game, 0, "elizabeth_swann")
    game.apply(find(game, "play", in_hand(game, 0, "the_black_spot")))
    assert game.players[0].treasure_on[liz] == ["jacks_compass", True]
    assert game.strength(liz) == 1 + 2 and game.players[0].power == 0


# card: wake_the_kraken
def test_wake_the_kraken_discards_an_ally_then_plays_the_kraken_free_at_davy() -> None:
    game = position(
        DAVY,
        {
            "location": "davy_jones_quarters",
            "hand": ["wake_the_kraken"],
            "power": 2,
            "bottom": {"the_flying_dutchman": ["hadras"]},
        },
        QUIET,
    )
    p = game.players[0]
    hadras = card(game, 0, "hadras")
    game.apply(find(game, "play", in_hand(game, 0, "wake_the_kraken")))
    kraken = card(game, 0, "the_kraken")
    assert hadras in p.discard
    assert game.at[kraken] == 2 and kraken in p.bottom[2]
    assert p.power == 0  # the 2 of Wake the Kraken!; The Kraken itself is free


# card: wake_the_kraken  # rule: V-T5
def test_wake_the_kraken_cannot_be_played_without_an_ally_to_discard() -> None:
    game = position(
        DAVY,
        {"location": "davy_jones_quarters", "hand": ["wake_the_kraken"], "power": 2},
        QUIET,
    )
    wake = in_hand(game, 0, "wake_the_kraken")
    assert not has(game, "play", wake)
    refused_unchanged(game, Action("play", ("L2T1", wake, -1, -1, 0)))


# -- villain deck: Conditions -----------------------------------------------------------------


# card: ill_take_that_as_a_no
def test_ill_take_that_as_a_no_answers_a_defeat_of_strength_three() -> None:
    game = position(
        ["captain_hook", "davy_jones"],
        {
            "location": "jolly_roger",
            "hand": [],
            "top": {"jolly_roger": ["wendy"], "skull_rock": ["john"]},
            "bottom": {"jolly_roger": ["pirate_brute"]},
        },
        {"hand": ["ill_take_that_as_a_no"], "discard": ["the_chase", "hadras", "clanker"]},
    )
    q = game.players[1]
    wendy = card(game, 0, "wendy")
    assert not has(game, "condition")
    vanquish(game, wendy, (card(game, 0, "pirate_brute"),))  # Wendy: Strength 3
    cond = in_hand(game, 1, "ill_take_that_as_a_no")
    assert game.current_player == 1 and has(game, "condition", cond)
    game.apply(find(game, "condition", cond))
    choose(game, "The Chase")
    choose(game, "Hadras")
    assert sorted(names(game, q.hand)) == ["hadras", "the_chase"]
    assert names(game, q.discard) == ["clanker", "ill_take_that_as_a_no"]


# card: ill_take_that_as_a_no
def test_ill_take_that_as_a_no_ignores_a_hero_below_strength_three() -> None:
    game = position(
        ["captain_hook", "davy_jones"],
        {
            "location": "jolly_roger",
            "hand": [],
            "top": {"jolly_roger": ["john"]},
            "bottom": {"jolly_roger": ["swashbuckler"]},
        },
        {"hand": ["ill_take_that_as_a_no"], "discard": ["the_chase"]},
    )
    vanquish(game, card(game, 0, "john"), (card(game, 0, "swashbuckler"),))  # John: 2
    assert game.pending_decision is None and game.current_player == 0  # nothing offered
    assert not has(game, "condition")


# card: theyre_here
def test_theyre_here_answers_a_discard_of_two_cards() -> None:
    game = position(
        ["tamatoa", "davy_jones"],
        {"location": "lalotai", "hand": ["bait", "bait", "trapped"]},
        {
            "hand": ["theyre_here"],
            "top": {"below_deck": ["jack_sparrow"], "the_flying_dutchman": ["will_turner"]},
            "treasures": [["will_turner", "the_key", False]],
        },
    )
    q = game.players[1]
    game.apply(find(game, "discard", in_hand(game, 0, "bait")))
    game.apply(find(game, "discard_more", in_hand(game, 0, "bait")))
    game.apply(Action("stop"))
    cond = in_hand(game, 1, "theyre_here")
    assert game.current_player == 1
    game.apply(find(game, "condition", cond))
    jack = card(game, 1, "jack_sparrow")
    assert q.treasure_on[jack][1] is False  # the only Hero without a Treasure
    assert len(q.treasure_supply) == 3


# card: theyre_here
def test_theyre_here_ignores_a_single_discard() -> None:
    game = position(
        ["tamatoa", "davy_jones"],
        {"location": "lalotai", "hand": ["bait", "trapped"]},
        {"hand": ["theyre_here"], "top": {"below_deck": ["jack_sparrow"]}},
    )
    game.apply(find(game, "discard", in_hand(game, 0, "bait")))
    game.apply(Action("stop"))
    assert game.current_player == 0 and game.pending_decision is None


# card: wyvern_speaks
def test_wyvern_speaks_answers_an_opponents_ally() -> None:
    game = position(
        ["tamatoa", "davy_jones"],
        {"location": "impossible_cliffs", "hand": ["sloth_monster"], "power": 2},
        {
            "hand": ["wyvern_speaks"],
            "deck_top": ["the_chase", "hadras", "clanker"],
        },
    )
    q = game.players[1]
    game.apply(find(game, "play", in_hand(game, 0, "sloth_monster")))
    cond = in_hand(game, 1, "wyvern_speaks")
    assert game.current_player == 1
    game.apply(find(game, "condition", cond))
    assert sorted(names(game, q.hand)) == ["clanker", "hadras", "the_chase"]
    choose(game, "The Chase")
    choose(game, "Hadras")
    assert names(game, q.hand) == ["clanker"]
    assert set(names(game, q.discard)) == {"the_chase", "hadras", "wyvern_speaks"}


# -- Fate deck --------------------------------------------------------------------------------


# card: jack_sparrow  # rule: V-T3
def test_jack_sparrow_forbids_vanquish_while_davy_is_with_him() -> None:
    spec = {
        "location": "the_flying_dutchman",
        "hand": [],
        "top": {"the_flying_dutchman": ["jack_sparrow"]},
        "bottom": {"the_flying_dutchman": ["the_kraken"]},
    }
    game = position(DAVY, spec, QUIET)
    jack, kraken = card(game, 0, "jack_sparrow"), card(game, 0, "the_kraken")
    assert not has(game, "vanquish")
    refuse_vanquish(game, "L0B1", jack, (kraken,))
    # with Jack elsewhere, Davy may vanquish another Hero at the Dutchman
    spec2 = {
        **spec,
        "top": {"the_flying_dutchman": ["will_turner"], "below_deck": ["jack_sparrow"]},
    }
    game2 = position(DAVY, spec2, QUIET)
    assert can_vanquish(game2, card(game2, 0, "will_turner"), (card(game2, 0, "the_kraken"),))


# card: james_norrington
def test_james_norrington_grows_with_each_claim_and_pays_two_when_defeated() -> None:
    game = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "power": 0,
            "top": {"the_flying_dutchman": ["will_turner"], "below_deck": ["james_norrington"]},
            "bottom": {"the_flying_dutchman": ["the_kraken"]},
            "treasures": [["will_turner", "the_key", True]],
        },
        QUIET,
    )
    james = card(game, 0, "james_norrington")
    assert game.strength(james) == 4
    vanquish(game, card(game, 0, "will_turner"), (card(game, 0, "the_kraken"),))
    assert game.strength(james) == 5  # a +1 token for the claimed Treasure
    game2 = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "power": 0,
            "top": {"the_flying_dutchman": ["james_norrington"]},
            "bottom": {"the_flying_dutchman": ["the_kraken"]},
        },
        QUIET,
    )
    vanquish(game2, card(game2, 0, "james_norrington"), (card(game2, 0, "the_kraken"),))
    assert game2.players[0].power == 2


# card: will_turner
def test_will_turner_discards_a_weak_ally_where_he_is_played() -> None:
    game = position(
        ["tamatoa", "davy_jones"],
        {"location": "tamatoas_lair", "hand": []},
        {
            "hand": [],
            "fate_top": ["will_turner", "calypsos_love"],
            "bottom": {"below_deck": ["hadras", "first_mate_maccus"]},
        },
    )
    q = game.players[1]
    game.apply(find(game, "fate", 1))
    choose(game, "Will Turner at Below Deck")
    assert names(game, q.discard) == ["hadras"]  # Strength 2; Maccus (3) stays
    assert game.in_realm(card(game, 1, "first_mate_maccus"))


# card: will_turner
def test_will_turner_discards_a_weak_ally_where_he_is_moved() -> None:
    game = position(
        DAVY,
        {
            "location": "below_deck",
            "hand": ["the_chase"],
            "power": 1,
            "top": {"the_flying_dutchman": ["will_turner"]},
            "bottom": {"davy_jones_quarters": ["crew_of_the_flying_dutchman"]},
        },
        QUIET,
    )
    crew = card(game, 0, "crew_of_the_flying_dutchman")
    assert game.strength(crew) == 1
    game.apply(find(game, "play", in_hand(game, 0, "the_chase")))
    assert game.at[card(game, 0, "will_turner")] == 2
    assert crew in game.players[0].discard  # moved, not played: his ability fires all the same


# card: elizabeth_swann
def test_elizabeth_swann_gains_a_token_for_each_other_hero_played() -> None:
    game = position(
        ["tamatoa", "davy_jones"],
        {"location": "tamatoas_lair", "hand": []},
        {
            "hand": [],
            "top": {"below_deck": ["elizabeth_swann"]},
            "fate_top": ["jack_sparrow", "calypsos_love"],
        },
    )
    liz = card(game, 1, "elizabeth_swann")
    assert game.strength(liz) == 1
    game.apply(find(game, "fate", 1))
    choose(game, "Jack Sparrow at The Flying Dutchman")
    assert game.strength(liz) == 2 and game.tokens[liz] == 1


# card: crew_of_the_black_pearl
def test_crew_of_the_black_pearl_counts_the_other_heroes() -> None:
    game = position(
        ["tamatoa", "davy_jones"],
        {"location": "tamatoas_lair", "hand": []},
        {
            "hand": [],
            "top": {
                "the_flying_dutchman": ["crew_of_the_black_pearl"],
                "below_deck": ["jack_sparrow"],
            },
            "fate_top": ["will_turner", "calypsos_love"],
        },
    )
    crew = card(game, 1, "crew_of_the_black_pearl")
    assert game.strength(crew) == 1 + 1
    game.apply(find(game, "fate", 1))
    choose(game, "Will Turner at Shoals of Shipwreck Island")
    assert game.strength(crew) == 1 + 2


# card: the_black_pearl  # rule: V-C2
def test_the_black_pearl_adds_three_and_passes_to_a_hero_at_the_same_location() -> None:
    game = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "top": {"the_flying_dutchman": ["will_turner", "elizabeth_swann"]},
            "bottom": {"the_flying_dutchman": ["the_kraken"]},
            "attached": [["the_black_pearl", "will_turner"]],
        },
        QUIET,
    )
    will, liz = card(game, 0, "will_turner"), card(game, 0, "elizabeth_swann")
    pearl = card(game, 0, "the_black_pearl")
    assert game.strength(will) == 4 + 3
    vanquish(game, will, (card(game, 0, "the_kraken"),))
    assert game.host.get(pearl) == liz and game.strength(liz) == 1 + 3


# card: the_black_pearl
def test_the_black_pearl_is_discarded_with_no_hero_left_at_its_location() -> None:
    game = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "top": {"the_flying_dutchman": ["will_turner"], "below_deck": ["elizabeth_swann"]},
            "bottom": {"the_flying_dutchman": ["the_kraken"]},
            "attached": [["the_black_pearl", "will_turner"]],
        },
        QUIET,
    )
    pearl = card(game, 0, "the_black_pearl")
    vanquish(game, card(game, 0, "will_turner"), (card(game, 0, "the_kraken"),))
    assert pearl in game.players[0].fate_discard and not game.in_realm(pearl)


# card: where_does_it_point
def test_where_does_it_point_may_move_a_hero_with_and_one_without_treasure() -> None:
    game = position(
        ["tamatoa", "davy_jones"],
        {"location": "tamatoas_lair", "hand": []},
        {
            "hand": [],
            "fate_top": ["where_does_it_point", "calypsos_love"],
            "top": {"below_deck": ["jack_sparrow"], "the_flying_dutchman": ["will_turner"]},
            "treasures": [["jack_sparrow", "the_key", False]],
        },
    )
    jack, will = card(game, 1, "jack_sparrow"), card(game, 1, "will_turner")
    game.apply(find(game, "fate", 1))
    choose(game, "Where Does It Point?")
    accept(game)
    assert not any("Will Turner" in lb for lb in labels(game))  # first: a Hero with a Treasure
    choose(game, "Jack Sparrow to Shoals of Shipwreck Island")
    decline(game)
    assert game.at[jack] == 3 and game.at[will] == 0


# card: calypsos_love
@pytest.mark.parametrize(("power", "after"), [(7, 2), (1, 1)])
def test_calypsos_love_drops_davy_to_two_power(power: int, after: int) -> None:
    game = position(
        ["tamatoa", "davy_jones"],
        {"location": "tamatoas_lair", "hand": []},
        {"hand": [], "power": power, "fate_top": ["calypsos_love", "calypsos_love"]},
    )
    game.apply(find(game, "fate", 1))
    if game.pending_decision is not None:
        choose(game, "Calypso")
    assert game.players[1].power == after


# card: curse_you_jack_sparrow
def test_curse_you_jack_sparrow_shuffles_a_treasure_back_then_places_one() -> None:
    game = position(
        ["tamatoa", "davy_jones"],
        {"location": "tamatoas_lair", "hand": []},
        {
            "hand": [],
            "fate_top": ["curse_you_jack_sparrow", "calypsos_love"],
            "top": {"below_deck": ["jack_sparrow"], "the_flying_dutchman": ["will_turner"]},
            "treasures": [["jack_sparrow", "the_heart", True]],
        },
    )
    q = game.players[1]
    jack, will = card(game, 1, "jack_sparrow"), card(game, 1, "will_turner")
    game.apply(find(game, "fate", 1))
    choose(game, "Curse You")
    assert "the_heart" in q.treasure_supply and jack not in q.treasure_on
    choose(game, "Will Turner")
    assert q.treasure_on[will][1] is False and len(q.treasure_supply) == 4


# -- Treasure tokens --------------------------------------------------------------------------


# card: jacks_compass  # rule: V-V2
def test_jacks_compass_adds_two_only_face_up() -> None:
    game = position(
        DAVY,
        {
            "location": "below_deck",
            "hand": [],
            "top": {"the_flying_dutchman": ["jack_sparrow", "will_turner"]},
            "treasures": [
                ["jack_sparrow", "jacks_compass", True],
                ["will_turner", "music_box", False],
            ],
        },
        QUIET,
    )
    assert game.strength(card(game, 0, "jack_sparrow")) == 3 + 2
    game2 = position(
        DAVY,
        {
            "location": "below_deck",
            "hand": [],
            "top": {"the_flying_dutchman": ["jack_sparrow"]},
            "treasures": [["jack_sparrow", "jacks_compass", False]],
        },
        QUIET,
    )
    assert game2.strength(card(game2, 0, "jack_sparrow")) == 3


# card: music_box  # rule: V-V1
def test_music_box_keeps_the_kraken_from_defeating_its_hero() -> None:
    game = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "top": {"the_flying_dutchman": ["will_turner"]},
            "bottom": {"the_flying_dutchman": ["the_kraken", "first_mate_maccus", "hadras"]},
            "treasures": [["will_turner", "music_box", True]],
        },
        QUIET,
    )
    will, kraken = card(game, 0, "will_turner"), card(game, 0, "the_kraken")
    maccus, hadras = card(game, 0, "first_mate_maccus"), card(game, 0, "hadras")
    assert not can_vanquish(game, will, (kraken,))
    refuse_vanquish(game, "L0B1", will, (kraken,))
    vanquish(game, will, (maccus, hadras))  # 3 + 2 >= 4: other Allies may
    assert will in game.players[0].fate_discard and game.players[0].claimed == ["music_box"]


# card: the_heart
def test_the_heart_costs_davy_all_his_power_when_claimed() -> None:
    game = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "power": 9,
            "top": {"the_flying_dutchman": ["elizabeth_swann"]},
            "bottom": {"the_flying_dutchman": ["hadras"]},
            "treasures": [["elizabeth_swann", "the_heart", True]],
        },
        QUIET,
    )
    vanquish(game, card(game, 0, "elizabeth_swann"), (card(game, 0, "hadras"),))
    assert game.players[0].claimed == ["the_heart"] and game.players[0].power == 0


# card: the_key
def test_the_key_discards_davys_hand_when_turned_face_up() -> None:
    game = position(
        DAVY,
        {
            "location": "below_deck",
            "hand": ["the_black_spot", "the_chase", "hadras"],
            "power": 2,
            "top": {"the_flying_dutchman": ["jack_sparrow"]},
            "treasures": [["jack_sparrow", "the_key", False]],
        },
        QUIET,
    )
    p = game.players[0]
    game.apply(find(game, "play", in_hand(game, 0, "the_black_spot")))
    assert p.hand == []
    assert set(names(game, p.discard)) == {"the_black_spot", "the_chase", "hadras"}


# card: treasure_chest
def test_treasure_chest_forbids_allies_at_its_heros_location() -> None:
    game = position(
        DAVY,
        {
            "location": "below_deck",
            "hand": ["hadras"],
            "power": 2,
            "top": {"davy_jones_quarters": ["jack_sparrow"]},
            "treasures": [["jack_sparrow", "treasure_chest", True]],
        },
        QUIET,
    )
    hadras = in_hand(game, 0, "hadras")
    assert not has(game, "play", hadras, 2)
    refused_unchanged(game, Action("play", ("L1B1", hadras, 2, -1, 0)))
    game.apply(find(game, "play", hadras, 3))
    assert game.at[hadras] == 3
