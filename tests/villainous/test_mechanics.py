"""One scenario per villain mechanic: Treasures, the Maui deck, Hook's lock and Peter Pan,
Ursula's lock toggle, the Evil Queen's Ingredients, Conditions on an opponent's turn and the
Fate token with three or more players."""

from __future__ import annotations

from tests.villainous.helpers import card, choose, find, has, position, refused, vanquish
from toolkit.core.actions import Action


def test_treasure_revealed_then_claimed_by_defeating_its_hero() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {
            "location": "below_deck",
            "hand": ["the_black_spot"],
            "power": 2,
            "top": {"davy_jones_quarters": ["will_turner"]},
            "treasures": [["will_turner", "jacks_compass", False]],
        },
    )
    will = card(game, 0, "will_turner")
    assert game.strength(will) == 4
    game.apply(find(game, "play", card(game, 0, "the_black_spot")))
    assert game.players[0].treasure_on[will] == ["jacks_compass", True]
    assert game.strength(will) == 6  # face up: +2 Strength for the Hero carrying it


def test_treasure_face_up_claimed_face_down_returned() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {
            "location": "the_flying_dutchman",
            "power": 5,
            "top": {"the_flying_dutchman": ["will_turner"], "below_deck": ["jack_sparrow"]},
            "bottom": {"the_flying_dutchman": ["the_kraken", "first_mate_maccus"]},
            "treasures": [["will_turner", "the_heart", True], ["jack_sparrow", "the_key", False]],
        },
    )
    p = game.players[0]
    will, kraken = card(game, 0, "will_turner"), card(game, 0, "the_kraken")
    vanquish(game, will, (kraken,))
    assert p.claimed == ["the_heart"]
    assert p.power == 0  # The Heart: claiming it loses all Power
    assert game.in_realm(kraken)  # survives a Hero that carried a face-up Treasure
    supply = len(p.treasure_supply)
    jack = card(game, 0, "jack_sparrow")
    game._defeat(0, jack)
    assert len(p.treasure_supply) == supply + 1 and p.claimed == ["the_heart"]


def test_maui_deck_played_from_its_own_pile() -> None:
    game = position(
        ["tamatoa", "davy_jones"],
        {
            "location": "lalotai",
            "hand": ["not_exactly_maui_time"],
            "power": 4,
            "maui_top": ["pig_maui", "reindeer_maui"],
        },
    )
    p = game.players[0]
    game.apply(find(game, "play", card(game, 0, "not_exactly_maui_time")))
    choose(game, "play Pig Maui")
    assert p.power == 0  # paid 1, then lost 3
    assert len(p.hand) == 4  # drew 4
    assert [game.defs[i].id for i in p.maui_discard] == ["pig_maui"]
    assert game.defs[p.maui_deck[-1]].id == "reindeer_maui"
    refused(game, Action("play", ("L1T1", card(game, 0, "reindeer_maui"), -1, -1, 0)), "V-T1")


def test_hook_lock_peter_pan_placed_when_locked_and_map_unlocks_one_way() -> None:
    game = position(
        ["davy_jones", "captain_hook"],
        {"location": "the_flying_dutchman"},
        {"fate_top": ["peter_pan", "wendy"]},
    )
    game.apply(find(game, "fate", 1))
    hook = game.players[1]
    pan = card(game, 1, "peter_pan")
    assert hook.top[3] == [pan] and hook.locked == {3}  # placed even though locked
    assert [game.defs[i].id for i in hook.fate_discard] == ["wendy"]  # no choice left
    game2 = position(
        ["captain_hook", "davy_jones"],
        {
            "location": "mermaid_lagoon",
            "hand": ["never_land_map"],
            "power": 4,
            "top": {"hangmans_tree": ["peter_pan"]},
            "bottom": {"mermaid_lagoon": ["ingenious_device"]},
        },
    )
    pan = card(game2, 0, "peter_pan")
    refused(game2, Action("move_hero", (f"A{card(game2, 0, 'ingenious_device')}", pan, 2)), "V-S6")
    game2.apply(find(game2, "play", card(game2, 0, "never_land_map")))
    assert game2.players[0].locked == set()
    game2.apply(find(game2, "move_hero", pan, 2))
    game2._to_discard(card(game2, 0, "never_land_map"), "test")
    assert game2.players[0].locked == set()  # one-way: never re-locks


def test_ursula_lock_toggles_and_is_never_removed() -> None:
    game = position(
        ["ursula", "davy_jones"],
        {"location": "the_shore", "hand": ["change_form", "change_form"], "power": 2},
    )
    p = game.players[0]
    assert p.locked == {3}
    game.apply(find(game, "play", card(game, 0, "change_form")))
    choose(game, "lock Ursula's Lair")
    assert p.locked == {0}
    game.apply(find(game, "play", card(game, 0, "change_form")))
    choose(game, "lock The Palace")
    assert p.locked == {3}  # back: exactly one of the two is locked at all times
    game.apply(Action("end"))
    game.apply(find(game, "move"))
    game.apply(Action("end"))
    refused(game, Action("move", (3,)), "V-S6")


def test_evil_queen_unlocks_after_four_different_ingredients() -> None:
    game = position(
        ["evil_queen", "davy_jones"],
        {
            "location": "the_mine",
            "hand": ["mummy_dust", "old_hags_cackle"],
            "power": 5,
            "ingredients": ["old_hags_cackle", "scream_of_fright"],
        },
    )
    p = game.players[0]
    game.apply(find(game, "play", card(game, 0, "old_hags_cackle")))  # a repeat: not counted
    assert len(p.ingredients) == 2 and p.locked == {3}
    game.apply(find(game, "play", card(game, 0, "mummy_dust")))
    assert len(p.ingredients) == 3 and p.locked == {3}
    game2 = position(
        ["evil_queen", "davy_jones"],
        {
            "location": "the_mine",
            "hand": ["mummy_dust"],
            "power": 5,
            "ingredients": ["old_hags_cackle", "scream_of_fright", "black_of_night"],
        },
    )
    game2.apply(find(game2, "play", card(game2, 0, "mummy_dust")))
    assert game2.players[0].locked == set()


def test_condition_played_on_an_opponents_turn() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "below_deck"},
        {"hand": ["fish_are_dumb", "bait"], "power": 1},
    )
    fish = card(game, 1, "fish_are_dumb")
    assert not has(game, "condition", fish)
    game.apply(find(game, "power"))  # Davy gains 2 Power: the trigger
    assert game.current_player == 1 and game.active == 0
    assert game.legal_actions() == (Action("condition", (fish,)), Action("pass"))
    refused(game, Action("end"), None)  # Davy waits for Tamatoa's decision
    game.apply(Action("condition", (fish,)))
    assert game.players[1].power == 4 and fish in game.players[1].discard
    assert game.current_player == 0


def test_condition_may_be_declined() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "below_deck"},
        {"hand": ["fish_are_dumb"], "power": 1},
    )
    game.apply(find(game, "power"))
    game.apply(Action("pass"))
    assert game.players[1].power == 1 and game.current_player == 0


def test_fate_token_moves_with_three_players_when_chosen() -> None:
    default = position(["davy_jones", "captain_hook", "tamatoa"], {}, {}, {})
    assert not default.fate_token_on  # by default from five players on
    game = position(
        ["davy_jones", "captain_hook", "tamatoa"],
        {"location": "the_flying_dutchman"},
        {"fate_top": ["wendy", "john"]},
        {},
        fate_token_players=3,
    )
    assert game.fate_token_on and game.fate_holder is None
    game.apply(find(game, "fate", 1))
    choose(game, "Wendy")
    assert game.fate_holder == 1
    assert game.fate_targets(2) == [0]  # Tamatoa may not target the holder
    two = position(["davy_jones", "captain_hook"], {"location": "the_flying_dutchman"})
    assert not two.fate_token_on  # irrelevant with two players


# rule: V-S6
def test_ursula_lock_may_land_where_her_mover_stands() -> None:
    # Change Form: "move the Lock Token to either Ursula's Lair or The Palace", with no
    # exception; V-S6 forbids moving *to* a locked location, so she leaves next turn
    game = position(
        ["ursula", "davy_jones"],
        {
            "location": "ursulas_lair",
            "hand": ["change_form"],
            "power": 2,
            "bottom": {"ursulas_lair": ["flotsam"]},
        },
        {"hand": []},
    )
    p = game.players[0]
    game.apply(find(game, "play", card(game, 0, "change_form")))
    decision = game.pending_decision
    assert decision is not None
    assert [o.location for o in decision.options] == ["Ursula's Lair", "The Palace"]
    choose(game, "lock Ursula's Lair")
    assert p.locked == {0} and p.loc == 0
    flotsam = card(game, 0, "flotsam")
    refused(game, Action("move_ally", ("L0B0", flotsam, 1)), "V-S6", "out of a locked")
    game.apply(Action("end"))
    game.apply(find(game, "move"))
    game.apply(Action("end"))
    refused(game, Action("move", (0,)), "V-T1")  # she must leave the locked Lair
    assert game.is_legal(Action("move", (3,)))  # the Palace is open now
    game.apply(Action("move", (3,)))
    assert p.loc == 3
