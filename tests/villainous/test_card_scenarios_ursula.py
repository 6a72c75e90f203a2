"""One scenario per Ursula card design: villain deck and Fate deck.

Expected outcomes come from the card text in ``data/villainous/ursula.yaml`` and the
reference notes. Locations, left to right: Ursula's Lair (0), Eric's Ship (1), The Shore (2),
The Palace (3); one Lock Token sits on the Lair or the Palace (The Palace at setup).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.villainous.helpers import (
    accept,
    asks_may,
    card,
    choose,
    find,
    has,
    in_hand,
    labels,
    names,
    position,
    refused_unchanged,
    vanquish,
)
from toolkit.core.actions import Action
from toolkit.villainous.engine import VillainousGame

URSULA = ["ursula", "davy_jones"]
AGAINST = ["davy_jones", "ursula"]  # Davy takes Fate actions against Ursula
QUIET = {"hand": []}  # the opponent holds no Conditions that could answer
DAVY_AT_FATE = {"location": "the_flying_dutchman", "hand": []}
LOC = {"ursulas_lair": 0, "erics_ship": 1, "the_shore": 2, "the_palace": 3}


def fate_against_ursula(first: str, second: str, **spec: Any) -> VillainousGame:
    """Davy takes a Fate action against Ursula, whose Fate deck starts ``first, second``."""
    game = position(AGAINST, DAVY_AT_FATE, {"hand": [], "fate_top": [first, second], **spec})
    game.apply(find(game, "fate", 1))
    return game


# -- villain deck: Binding Contracts ----------------------------------------------------------


# card: binding_contract_ursulas_lair
# card: binding_contract_erics_ship
# card: binding_contract_the_shore
# card: binding_contract_the_palace
@pytest.mark.parametrize(
    ("contract", "where", "start"),
    [
        ("binding_contract_ursulas_lair", "ursulas_lair", "erics_ship"),
        ("binding_contract_erics_ship", "erics_ship", "ursulas_lair"),
        ("binding_contract_the_shore", "the_shore", "erics_ship"),
        ("binding_contract_the_palace", "the_palace", "erics_ship"),
    ],
)
def test_binding_contract_defeats_its_hero_when_moved_to_its_location(
    contract: str, where: str, start: str
) -> None:
    lock = "ursulas_lair" if where == "the_palace" else "the_palace"
    game = position(
        URSULA,
        {
            "location": "the_shore",
            "hand": [contract, "whirlpool"],
            "power": 3,
            "lock_at": lock,
            "top": {start: ["flounder"]},
        },
        QUIET,
    )
    p = game.players[0]
    flounder, bc = card(game, 0, "flounder"), in_hand(game, 0, contract)
    game.apply(find(game, "play", bc, LOC[start], flounder))
    assert game.host[bc] == flounder
    game.apply(find(game, "play", in_hand(game, 0, "whirlpool")))
    target = p.villain.locations[LOC[where]].name
    choose(game, f"Flounder to {target}")
    assert flounder in p.fate_discard and bc in p.discard and p.power == 0


# card: binding_contract_ursulas_lair
# card: binding_contract_erics_ship
# card: binding_contract_the_shore
# card: binding_contract_the_palace
@pytest.mark.parametrize(
    "contract",
    [
        "binding_contract_ursulas_lair",
        "binding_contract_erics_ship",
        "binding_contract_the_shore",
        "binding_contract_the_palace",
    ],
)
def test_binding_contract_cannot_go_on_a_hero_already_at_its_location(contract: str) -> None:
    where = contract.removeprefix("binding_contract_")
    lock = "ursulas_lair" if where == "the_palace" else "the_palace"
    game = position(
        URSULA,
        {
            "location": "the_shore",
            "hand": [contract],
            "power": 2,
            "lock_at": lock,
            "top": {where: ["flounder"]},
        },
        QUIET,
    )
    bc, flounder = in_hand(game, 0, contract), card(game, 0, "flounder")
    assert not has(game, "play", bc)
    refused_unchanged(game, Action("play", ("L2B1", bc, LOC[where], flounder, 0)))


# -- villain deck: Items and Allies -----------------------------------------------------------


# card: cauldron  # rule: V-C1
def test_cauldron_gains_two_per_binding_contract() -> None:
    game = position(
        URSULA,
        {
            "location": "ursulas_lair",
            "hand": [],
            "power": 0,
            "top": {"erics_ship": ["flounder", "grimsby"]},
            "bottom": {"ursulas_lair": ["cauldron"]},
            "attached": [
                ["binding_contract_the_shore", "flounder"],
                ["binding_contract_the_palace", "grimsby"],
            ],
        },
        QUIET,
    )
    game.apply(find(game, "activate", card(game, 0, "cauldron")))
    assert game.players[0].power == 4


# card: crown
def test_crown_looks_at_two_fate_cards_to_discard_or_reorder() -> None:
    spec = {
        "location": "ursulas_lair",
        "hand": [],
        "bottom": {"ursulas_lair": ["crown"]},
        "fate_top": ["king_triton", "ariel", "eric"],
    }
    game = position(URSULA, spec, QUIET)
    game.apply(find(game, "activate", card(game, 0, "crown")))
    choose(game, "discard all")
    assert sorted(names(game, game.players[0].fate_discard)) == ["ariel", "king_triton"]
    game2 = position(URSULA, spec, QUIET)
    game2.apply(find(game2, "activate", card(game2, 0, "crown")))
    choose(game2, "keep in order Ariel, King Triton")
    assert names(game2, game2.players[0].fate_deck[::-1][:3]) == ["ariel", "king_triton", "eric"]


# card: trident
def test_trident_brings_king_triton_and_stays_when_he_is_defeated() -> None:
    game = position(
        URSULA,
        {
            "location": "the_shore",
            "hand": ["trident", "whirlpool", "binding_contract_the_shore"],
            "power": 8,
        },
        QUIET,
    )
    p = game.players[0]
    trident = in_hand(game, 0, "trident")
    game.apply(find(game, "play", trident, 1))
    triton = card(game, 0, "king_triton")
    assert triton in p.top[1] and game.host[trident] == triton
    assert p.power == 4
    # Snarfblat-free: the contract aimed at Triton costs 2 + 1 (his ability)
    bc = in_hand(game, 0, "binding_contract_the_shore")
    game.apply(find(game, "play", bc, 1, triton))
    assert p.power == 1
    game.apply(Action("end"))
    game.apply(find(game, "move"))
    game.apply(Action("end"))
    game.apply(find(game, "move", 0))  # the Lair: its Play a Card is at the bottom
    assert p.power == 1 and not has(game, "play", in_hand(game, 0, "whirlpool"))  # 1 + 1
    game.apply(find(game, "power"))
    game.apply(find(game, "play", in_hand(game, 0, "whirlpool")))
    choose(game, "King Triton to The Shore")
    assert p.power == 0  # Whirlpool aimed at King Triton costs 1 + 1
    assert triton in p.fate_discard
    assert game.in_realm(trident) and trident not in game.host and game.at[trident] == 2


# card: flotsam
# card: jetsam
@pytest.mark.parametrize("eel", ["flotsam", "jetsam"])
def test_flotsam_and_jetsam_push_a_hero_at_their_location(eel: str) -> None:
    game = position(
        URSULA,
        {
            "location": "ursulas_lair",
            "hand": [],
            "top": {"erics_ship": ["eric"], "the_shore": ["ariel"]},
            "bottom": {"erics_ship": [eel]},
        },
        QUIET,
    )
    eric = card(game, 0, "eric")
    game.apply(find(game, "activate", card(game, 0, eel)))
    assert not any("Ariel" in lb for lb in labels(game))  # not at the eel's location
    choose(game, "Eric to Ursula's Lair")
    assert game.at[eric] == 0
    assert game.strength(card(game, 0, eel)) == 4


# -- villain deck: Effects --------------------------------------------------------------------


# card: change_form  # rule: V-S6
def test_change_form_puts_the_lock_on_the_lair_or_the_palace() -> None:
    game = position(URSULA, {"location": "erics_ship", "hand": ["change_form"], "power": 1}, QUIET)
    p = game.players[0]
    game.apply(find(game, "play", in_hand(game, 0, "change_form")))
    assert sorted(labels(game)) == ["lock The Palace", "lock Ursula's Lair"]
    choose(game, "lock Ursula's Lair")
    assert p.locked == {0}


# card: grow_giant  # rule: V-S6
def test_grow_giant_takes_one_action_next_door_even_when_locked() -> None:
    game = position(URSULA, {"location": "the_shore", "hand": ["grow_giant"], "power": 1}, QUIET)
    p = game.players[0]
    assert p.locked == {3}
    game.apply(find(game, "play", in_hand(game, 0, "grow_giant")))
    palace = [a for a in game.legal_actions() if a.kind == "power" and a.args[0].endswith("L3B1")]
    assert palace  # the Palace's Gain 2, though locked
    game.apply(palace[0])
    assert p.power == 2
    assert not [a for a in game.legal_actions() if a.args and str(a.args[0]).startswith("G")]


# card: opportunist
def test_opportunist_takes_an_item_or_effect_back() -> None:
    game = position(
        URSULA,
        {
            "location": "erics_ship",
            "hand": ["opportunist"],
            "power": 1,
            "discard": ["flotsam", "arrogance", "cauldron", "whirlpool"],
        },
        QUIET,
    )
    game.apply(find(game, "play", in_hand(game, 0, "opportunist")))
    assert not any("Flotsam" in lb or "Arrogance" in lb for lb in labels(game))
    choose(game, "Cauldron")
    assert names(game, game.players[0].hand) == ["cauldron"]


# card: whirlpool
def test_whirlpool_moves_a_hero_to_any_unlocked_location() -> None:
    game = position(
        URSULA,
        {
            "location": "erics_ship",
            "hand": ["whirlpool"],
            "power": 1,
            "top": {"ursulas_lair": ["eric"]},
        },
        QUIET,
    )
    game.apply(find(game, "play", in_hand(game, 0, "whirlpool")))
    assert not any("Palace" in lb for lb in labels(game))  # locked
    choose(game, "Eric to The Shore")  # not only adjacent
    assert game.at[card(game, 0, "eric")] == 2


# card: divination
def test_divination_reveals_until_a_binding_contract() -> None:
    game = position(
        URSULA,
        {
            "location": "erics_ship",
            "hand": ["divination"],
            "power": 1,
            "deck_top": ["flotsam", "whirlpool", "binding_contract_erics_ship", "crown"],
        },
        QUIET,
    )
    p = game.players[0]
    game.apply(find(game, "play", in_hand(game, 0, "divination")))
    assert names(game, p.hand) == ["binding_contract_erics_ship"]
    assert sorted(names(game, p.discard)) == ["divination", "flotsam", "whirlpool"]
    assert names(game, p.deck[-1:]) == ["crown"]


# card: poor_unfortunate_souls
def test_poor_unfortunate_souls_may_move_each_hero_one_step() -> None:
    game = position(
        URSULA,
        {
            "location": "the_shore",
            "hand": ["poor_unfortunate_souls"],
            "power": 2,
            "top": {"ursulas_lair": ["eric"], "erics_ship": ["ariel"]},
        },
        QUIET,
    )
    eric, ariel = card(game, 0, "eric"), card(game, 0, "ariel")
    game.apply(find(game, "play", in_hand(game, 0, "poor_unfortunate_souls")))
    accept(game)
    choose(game, "Eric to Eric's Ship")
    assert any("leave Ariel" in lb for lb in labels(game))
    assert "Ariel to The Palace" not in labels(game)  # locked
    choose(game, "Ariel to The Shore")
    assert game.at[eric] == 1 and game.at[ariel] == 2


# -- villain deck: Conditions -----------------------------------------------------------------


# card: arrogance
def test_arrogance_answers_a_strong_defeat_draw_three_discard_three() -> None:
    game = position(
        AGAINST,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "top": {"the_flying_dutchman": ["will_turner"]},
            "bottom": {"the_flying_dutchman": ["the_kraken"]},
        },
        {"hand": ["arrogance", "cauldron"], "deck_top": ["flotsam", "jetsam", "whirlpool"]},
    )
    vanquish(game, card(game, 0, "will_turner"), (card(game, 0, "the_kraken"),))
    game.apply(find(game, "condition", in_hand(game, 1, "arrogance")))
    q = game.players[1]
    assert len(q.hand) == 4
    choose(game, "Cauldron")
    choose(game, "Flotsam")
    choose(game, "Jetsam")
    assert names(game, q.hand) == ["whirlpool"]


# card: trickery
def test_trickery_answers_six_power_with_the_opponents_own_fate_card() -> None:
    game = position(
        AGAINST,
        {
            "location": "davy_jones_quarters",
            "hand": [],
            "power": 2,
            "fate_top": ["jack_sparrow", "will_turner"],
        },
        {"hand": ["trickery"]},
    )
    assert not has(game, "condition")
    game.apply(find(game, "power"))  # 2 + 3 = 5: not yet
    assert game.current_player == 0
    game2 = position(
        AGAINST,
        {
            "location": "davy_jones_quarters",
            "hand": [],
            "power": 3,
            "fate_top": ["jack_sparrow", "will_turner"],
        },
        {"hand": ["trickery"]},
    )
    game2.apply(find(game2, "power"))
    assert game2.current_player == 1
    game2.apply(find(game2, "condition", in_hand(game2, 1, "trickery")))
    choose(game2, "Jack Sparrow at Below Deck")
    d = game2.players[0]
    assert names(game2, d.top[1]) == ["jack_sparrow"]
    assert names(game2, d.fate_deck[-1:]) == ["will_turner"]  # one card only


# -- Fate deck --------------------------------------------------------------------------------


# card: return_to_form
def test_return_to_form_replays_a_weak_hero_at_ursulas_location() -> None:
    game = fate_against_ursula(
        "return_to_form", "snarfblat", fate_discard=["king_triton", "max"], location="erics_ship"
    )
    # Snarfblat has no Hero to go on: Return to Form is played; Max is the only Hero of
    # Strength 4 or less, so no choice is left until Max's own "may"
    q = game.players[1]
    assert card(game, 1, "max") in q.top[1]
    assert card(game, 1, "king_triton") in q.fate_discard  # Strength 6 > 4
    assert asks_may(game) and game.pending_decision.source_name == "Max"


# card: dinglehopper
def test_dinglehopper_costs_ursula_one_power_when_she_moves_there() -> None:
    spec = {
        "hand": [],
        "power": 3,
        "top": {"erics_ship": ["eric"]},
        "attached": [["dinglehopper", "eric"]],
    }
    game = position(URSULA, spec, QUIET, act=False)
    game.apply(Action("move", (1,)))
    assert game.players[0].power == 2
    game2 = position(URSULA, spec, QUIET, act=False)
    game2.apply(Action("move", (2,)))
    assert game2.players[0].power == 3


# card: snarfblat  # rule: V-T5
def test_snarfblat_makes_a_contract_on_its_hero_cost_three_more() -> None:
    game = position(
        URSULA,
        {
            "location": "the_shore",
            "hand": ["binding_contract_erics_ship"],
            "power": 4,
            "top": {"ursulas_lair": ["flounder", "grimsby"]},
            "attached": [["snarfblat", "flounder"]],
        },
        QUIET,
    )
    bc, flounder = in_hand(game, 0, "binding_contract_erics_ship"), card(game, 0, "flounder")
    grimsby = card(game, 0, "grimsby")
    assert not has(game, "play", bc, 0, flounder)  # 2 + 3 = 5 > 4
    refused_unchanged(game, Action("play", ("L2B1", bc, 0, flounder, 0)), "V-T5")
    game.apply(find(game, "play", bc, 0, grimsby))
    assert game.players[0].power == 2


# card: ariel  # rule: V-T3
def test_ariel_pulls_an_item_and_blocks_move_an_item_or_ally() -> None:
    game = fate_against_ursula(
        "ariel",
        "snarfblat",
        bottom={"ursulas_lair": ["cauldron", "flotsam"]},
    )
    choose(game, "Ariel at The Shore")
    accept(game)
    q = game.players[1]
    cauldron = card(game, 1, "cauldron")
    assert game.at[cauldron] == 2
    ursula_turn = position(
        URSULA,
        {
            "location": "ursulas_lair",
            "hand": [],
            "top": {"the_shore": ["ariel"]},
            "bottom": {"ursulas_lair": ["flotsam"]},
        },
        QUIET,
    )
    assert not has(ursula_turn, "move_ally")
    refused_unchanged(
        ursula_turn, Action("move_ally", ("L0B0", card(ursula_turn, 0, "flotsam"), 1))
    )
    del q


# card: eric
def test_eric_may_move_a_hero_anywhere() -> None:
    game = fate_against_ursula("eric", "snarfblat", top={"ursulas_lair": ["flounder"]})
    choose(game, "Eric at Eric's Ship")
    accept(game)
    choose(game, "Flounder to The Shore")
    assert game.at[card(game, 1, "flounder")] == 2


# card: flounder
def test_flounder_may_shuffle_ursulas_discard_into_her_deck() -> None:
    game = fate_against_ursula("flounder", "snarfblat", discard=["whirlpool", "crown"])
    q = game.players[1]
    deck = len(q.deck)
    choose(game, "Flounder at Eric's Ship")
    accept(game)
    assert q.discard == [] and len(q.deck) == deck + 2


# card: grimsby
def test_grimsby_may_move_the_lock() -> None:
    game = fate_against_ursula("grimsby", "snarfblat", location="erics_ship")
    choose(game, "Grimsby at The Shore")
    accept(game)
    choose(game, "lock Ursula's Lair")
    assert game.players[1].locked == {0}


# card: king_triton  # rule: V-T5
def test_king_triton_makes_a_contract_aimed_at_him_cost_one_more() -> None:
    game = position(
        URSULA,
        {
            "location": "the_shore",
            "hand": ["binding_contract_ursulas_lair"],
            "power": 2,
            "top": {"erics_ship": ["king_triton", "flounder"]},
        },
        QUIET,
    )
    bc = in_hand(game, 0, "binding_contract_ursulas_lair")
    triton, flounder = card(game, 0, "king_triton"), card(game, 0, "flounder")
    refused_unchanged(game, Action("play", ("L2B1", bc, 1, triton, 0)), "V-T5")
    game.apply(find(game, "play", bc, 1, flounder))
    assert game.players[0].power == 0


# card: king_triton  # rule: V-T5
def test_king_triton_makes_an_effect_aimed_at_him_cost_one_more() -> None:
    game = position(
        URSULA,
        {
            "location": "the_shore",
            "hand": ["whirlpool"],
            "power": 2,
            "top": {"erics_ship": ["king_triton"]},
        },
        QUIET,
    )
    triton = card(game, 0, "king_triton")
    whirl = in_hand(game, 0, "whirlpool")
    done = False
    for act in [a for a in game.legal_actions() if a.kind == "play" and whirl in a.args]:
        trial = game.clone()
        trial.apply(act)
        if any("King Triton to Ursula's Lair" in lb for lb in labels(trial)):
            choose(trial, "King Triton to Ursula's Lair")
            game, done = trial, True
            break
    assert done and game.at[triton] == 0
    assert game.players[0].power == 0  # 1 for Whirlpool + 1 for aiming it at Triton


# card: max
def test_max_at_ursulas_location_may_move_her() -> None:
    game = fate_against_ursula("max", "snarfblat", location="erics_ship", power=2)
    choose(game, "Max at Eric's Ship")
    accept(game)
    assert not any("Palace" in lb for lb in labels(game))
    choose(game, "The Shore")
    assert game.players[1].loc == 2
    away = fate_against_ursula("max", "snarfblat", location="erics_ship")
    choose(away, "Max at The Shore")
    assert away.pending is None and away.players[1].loc == 1  # not at her location: nothing


# card: scuttle
def test_scuttle_may_take_an_item_from_the_fate_discard() -> None:
    game = fate_against_ursula("scuttle", "eric", fate_discard=["dinglehopper", "max"])
    choose(game, "Scuttle at The Shore")
    accept(game)
    scuttle, dingle = card(game, 1, "scuttle"), card(game, 1, "dinglehopper")
    assert game.host.get(dingle) == scuttle
    assert names(game, game.players[1].fate_discard) == ["max", "eric"]


# card: sebastian
def test_sebastian_may_take_a_binding_contract_onto_himself() -> None:
    game = fate_against_ursula(
        "sebastian",
        "snarfblat",
        top={"ursulas_lair": ["flounder"]},
        attached=[["binding_contract_the_shore", "flounder"]],
    )
    choose(game, "Sebastian at Eric's Ship")
    accept(game)
    seb, bc = card(game, 1, "sebastian"), card(game, 1, "binding_contract_the_shore")
    assert game.host[bc] == seb and game.loc_of(bc) == 1
