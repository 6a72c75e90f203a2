"""One scenario per Tamatoa card design: villain deck, Fate deck and Maui deck.

Expected outcomes come from the card text in ``data/villainous/tamatoa.yaml`` and the
reference notes. Locations, left to right: Impossible Cliffs (0), Lalotai (1), Tamatoa's Lair
(2), The Bone Cage (3).
"""

from __future__ import annotations

from typing import Any

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
from toolkit.villainous.engine import VillainousGame

TAMA = ["tamatoa", "davy_jones"]
QUIET = {"hand": []}  # the opponent holds no Conditions that could answer


def maui_card(first: str, *then: str, **spec: Any) -> VillainousGame:
    """Tamatoa at Impossible Cliffs plays Not Exactly Maui Time with ``first`` on top of the
    Maui deck and answers "play" for it."""
    base: dict[str, Any] = {
        "location": "impossible_cliffs",
        "hand": ["not_exactly_maui_time"],
        "power": 1,
        "maui_top": [first, *then],
    }
    base.update(spec)
    game = position(TAMA, base, QUIET)
    game.apply(find(game, "play", in_hand(game, 0, "not_exactly_maui_time")))
    choose(game, "play ")
    return game


# -- villain deck: Allies ---------------------------------------------------------------------


# card: eight_eyed_bats
def test_eight_eyed_bats_may_follow_another_ally_that_is_played() -> None:
    game = position(
        TAMA,
        {
            "location": "impossible_cliffs",
            "hand": ["sloth_monster", "tree_monster"],
            "power": 5,
            "bottom": {"lalotai": ["eight_eyed_bats"]},
        },
        QUIET,
    )
    bats = card(game, 0, "eight_eyed_bats")
    game.apply(find(game, "play", in_hand(game, 0, "sloth_monster"), 3))
    accept(game)
    assert game.at[bats] == 3
    game.apply(find(game, "play", in_hand(game, 0, "tree_monster"), 2))
    decline(game)  # "may": the Bats stay
    assert game.at[bats] == 3


# card: fish_monster  # rule: V-V1
def test_fish_monster_helps_at_an_adjacent_location() -> None:
    spec = {
        "location": "the_bone_cage",
        "hand": [],
        "top": {"the_bone_cage": ["heihei"]},
        "bottom": {"tamatoas_lair": ["fish_monster"], "lalotai": ["sloth_monster"]},
    }
    game = position(TAMA, spec, QUIET)
    hei = card(game, 0, "heihei")
    fish, sloth = card(game, 0, "fish_monster"), card(game, 0, "sloth_monster")
    assert not can_vanquish(game, hei, (sloth,))  # an ordinary Ally two locations away
    refuse_vanquish(game, "L3B1", hei, (sloth,), "V-V1")
    vanquish(game, hei, (fish,))
    assert hei in game.players[0].fate_discard and fish in game.players[0].discard
    far = position(TAMA, {**spec, "bottom": {"lalotai": ["fish_monster"]}}, QUIET)
    assert not can_vanquish(far, card(far, 0, "heihei"), (card(far, 0, "fish_monster"),))


# card: sloth_monster  # rule: V-V2
def test_sloth_monster_weakens_heroes_at_its_location_only() -> None:
    game = position(
        TAMA,
        {
            "location": "lalotai",
            "hand": [],
            "top": {"the_bone_cage": ["moana"], "lalotai": ["heihei"]},
            "bottom": {"the_bone_cage": ["sloth_monster"]},
        },
        QUIET,
    )
    assert game.strength(card(game, 0, "moana")) == 3
    assert game.strength(card(game, 0, "heihei")) == 2
    sloth = card(game, 0, "sloth_monster")
    assert game.strength(sloth) == 2  # its own Strength is untouched


# card: tree_monster
def test_tree_monster_may_move_a_card_after_a_vanquish() -> None:
    game = position(
        TAMA,
        {
            "location": "the_bone_cage",
            "hand": [],
            "top": {"the_bone_cage": ["heihei"], "impossible_cliffs": ["moana"]},
            "bottom": {"the_bone_cage": ["tree_monster"]},
        },
        QUIET,
    )
    hei, tree, moana = (
        card(game, 0, "heihei"),
        card(game, 0, "tree_monster"),
        card(game, 0, "moana"),
    )
    vanquish(game, hei, (tree,))
    assert tree in game.players[0].discard
    accept(game)
    choose(game, "move a Hero")
    choose(game, "Moana to Tamatoa's Lair")
    assert game.at[moana] == 2


# card: tree_monster  # rule: V-V1
def test_tree_monster_may_join_a_vanquish_it_is_not_needed_for() -> None:
    game = position(
        TAMA,
        {
            "location": "the_bone_cage",
            "hand": [],
            "top": {"the_bone_cage": ["heihei"]},
            "bottom": {"the_bone_cage": ["sloth_monster", "tree_monster"]},
        },
        QUIET,
    )
    hei, tree = card(game, 0, "heihei"), card(game, 0, "tree_monster")
    vanquish(game, hei, (card(game, 0, "sloth_monster"), tree))
    assert hei in game.players[0].fate_discard and tree in game.players[0].discard
    assert asks_may(game)  # it helped: its "may" is offered


# -- villain deck: Item -----------------------------------------------------------------------


# card: mauis_hook
def test_mauis_hook_gains_two_power_when_targeted_by_fate_while_tamatoa_holds_it() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {
            "hand": [],
            "power": 1,
            "bottom": {"lalotai": ["mauis_hook"]},
            "fate_top": ["heihei", "escape"],
        },
    )
    game.apply(find(game, "fate", 1))
    assert game.players[1].power == 3


# card: mauis_hook
def test_mauis_hook_held_by_maui_gives_nothing_and_stays_when_he_falls() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {
            "hand": [],
            "power": 1,
            "top": {"the_bone_cage": ["maui"]},
            "attached": [["mauis_hook", "maui"]],
            "fate_top": ["heihei", "escape"],
        },
    )
    game.apply(find(game, "fate", 1))
    assert game.players[1].power == 1
    game2 = position(
        TAMA,
        {
            "location": "the_bone_cage",
            "hand": [],
            "top": {"the_bone_cage": ["maui"]},
            "bottom": {"the_bone_cage": ["tree_monster", "fish_monster", "sloth_monster"]},
            "attached": [["mauis_hook", "maui"]],
        },
        QUIET,
    )
    game2.players[0].power = 0
    game2.tokens[card(game2, 0, "maui")] = -2  # 8 - 2 - 1 (Sloth) = 5 = 3 + 2
    maui, hook = card(game2, 0, "maui"), card(game2, 0, "mauis_hook")
    vanquish(
        game2,
        maui,
        (
            card(game2, 0, "tree_monster"),
            card(game2, 0, "fish_monster"),
        ),
    )
    if asks_may(game2):
        decline(game2)  # the Tree Monster's "may"
    assert game2.in_realm(hook) and hook not in game2.host and game2.at[hook] == 3


# -- villain deck: Effects --------------------------------------------------------------------


# card: not_exactly_maui_time
def test_not_exactly_maui_time_may_discard_the_maui_card() -> None:
    game = position(
        TAMA,
        {
            "location": "impossible_cliffs",
            "hand": ["not_exactly_maui_time"],
            "power": 4,
            "maui_top": ["pig_maui"],
        },
        QUIET,
    )
    p = game.players[0]
    game.apply(find(game, "play", in_hand(game, 0, "not_exactly_maui_time")))
    assert sorted(labels(game)) == ["discard Pig Maui", "play Pig Maui"]
    choose(game, "discard Pig Maui")
    assert p.power == 3 and p.hand == []  # only the cost was paid; nothing drawn
    assert names(game, p.maui_discard) == ["pig_maui"]


# card: crustacean_with_the_power_of_creation
def test_crustacean_plays_each_revealed_item_and_discards_the_rest() -> None:
    game = position(
        TAMA,
        {
            "location": "impossible_cliffs",
            "hand": ["crustacean_with_the_power_of_creation"],
            "power": 3,
            "fate_discard": ["still_upside_down"],
            "fate_top": ["something_shiny", "heihei", "escape", "mini_maui", "maui"],
        },
        QUIET,
    )
    p = game.players[0]
    game.apply(find(game, "play", in_hand(game, 0, "crustacean_with_the_power_of_creation")))
    decline(game)  # the shuffle is a "may"
    choose(game, "at Lalotai")
    shiny = card(game, 0, "something_shiny")
    assert shiny in p.top[1]
    assert sorted(names(game, p.fate_discard)) == [
        "escape",
        "heihei",
        "mini_maui",
        "still_upside_down",
    ]
    assert names(game, p.fate_deck[-1:]) == ["maui"]  # only four revealed
    assert p.power == 0


# card: bait
def test_bait_draws_one_card_per_hero_in_the_realm() -> None:
    game = position(
        TAMA,
        {
            "location": "impossible_cliffs",
            "hand": ["bait"],
            "top": {"lalotai": ["heihei"], "the_bone_cage": ["moana"]},
            "deck_top": ["trapped", "powerless", "sloth_monster"],
        },
        QUIET,
    )
    game.apply(find(game, "play", in_hand(game, 0, "bait")))
    assert sorted(names(game, game.players[0].hand)) == ["powerless", "trapped"]


# card: nice_and_shiny
def test_nice_and_shiny_gains_two_and_shuffles_the_maui_discard_back() -> None:
    game = position(TAMA, {"location": "impossible_cliffs", "hand": ["nice_and_shiny"]}, QUIET)
    p = game.players[0]
    p.maui_discard.extend(p.maui_deck[:3])
    del p.maui_deck[:3]
    game.apply(find(game, "play", in_hand(game, 0, "nice_and_shiny")))
    assert p.power == 2 and p.maui_discard == [] and len(p.maui_deck) == 10


# card: trapped
def test_trapped_takes_a_covered_action_but_not_fate() -> None:
    game = position(
        TAMA,
        {
            "location": "tamatoas_lair",
            "hand": ["trapped"],
            "power": 1,
            "top": {"tamatoas_lair": ["heihei"]},
            "bottom": {"lalotai": ["sloth_monster"]},
        },
        QUIET,
    )
    sloth = card(game, 0, "sloth_monster")
    assert not has(game, "move_ally") and not has(game, "fate")  # covered by HeiHei
    game.apply(find(game, "play", in_hand(game, 0, "trapped")))
    assert not has(game, "fate")
    refused_unchanged(game, Action("fate", ("G0:L2T1", 1)))
    game.apply(find(game, "move_ally", sloth, 2))
    assert game.at[sloth] == 2
    assert not has(game, "move_ally")  # one action only


# card: you_look_like_seafood
def test_you_look_like_seafood_pays_a_heros_strength_to_defeat_it() -> None:
    game = position(
        TAMA,
        {
            "location": "impossible_cliffs",
            "hand": ["you_look_like_seafood"],
            "power": 3,
            "top": {"lalotai": ["heihei"], "the_bone_cage": ["moana"]},
        },
        QUIET,
    )
    p = game.players[0]
    hei = card(game, 0, "heihei")
    game.apply(find(game, "play", in_hand(game, 0, "you_look_like_seafood")))
    # Moana's 4 is more than 3 Power: Heihei is the only Hero it may defeat, and must
    assert game.pending_decision is None
    assert p.power == 1 and hei in p.fate_discard
    assert card(game, 0, "moana") not in p.fate_discard
    game = position(
        TAMA,
        {
            "location": "impossible_cliffs",
            "hand": ["you_look_like_seafood"],
            "power": 4,
            "top": {"lalotai": ["heihei"], "the_bone_cage": ["moana"]},
        },
        QUIET,
    )
    game.apply(find(game, "play", in_hand(game, 0, "you_look_like_seafood")))
    assert sorted(labels(game)) == ["Heihei", "Moana"]  # a Hero must be chosen
    choose(game, "Moana")
    p = game.players[0]
    assert p.power == 0 and card(game, 0, "moana") in p.fate_discard


# card: powerless
def test_powerless_puts_up_to_three_minus_one_tokens_on_one_hero() -> None:
    game = position(
        TAMA,
        {
            "location": "impossible_cliffs",
            "hand": ["powerless"],
            "power": 3,
            "top": {"lalotai": ["heihei"], "the_bone_cage": ["moana"]},
        },
        QUIET,
    )
    moana = card(game, 0, "moana")
    game.apply(find(game, "play", in_hand(game, 0, "powerless")))
    choose(game, "Moana")
    assert labels(game) == ["3 tokens", "2 tokens", "1 token", "0 tokens"]
    choose(game, "2 tokens")
    assert game.strength(moana) == 2 and game.strength(card(game, 0, "heihei")) == 2


# card: ill_tell_you_in_song
def test_ill_tell_you_in_song_shuffles_up_to_three_back_then_draws_two() -> None:
    game = position(
        TAMA,
        {
            "location": "impossible_cliffs",
            "hand": ["ill_tell_you_in_song"],
            "power": 2,
            "discard": ["bait", "trapped", "powerless", "nice_and_shiny"],
        },
        QUIET,
    )
    p = game.players[0]
    deck = len(p.deck)
    game.apply(find(game, "play", in_hand(game, 0, "ill_tell_you_in_song")))
    choose(game, "Bait")
    choose(game, "Trapped")
    choose(game, "take no more cards")
    assert len(p.hand) == 2 and len(p.deck) == deck + 2 - 2
    assert sorted(names(game, p.discard)) == ["ill_tell_you_in_song", "nice_and_shiny", "powerless"]


# -- villain deck: Conditions -----------------------------------------------------------------


# card: fish_are_dumb
def test_fish_are_dumb_answers_any_power_gain() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {"hand": ["fish_are_dumb"], "power": 0},
    )
    fish = in_hand(game, 1, "fish_are_dumb")
    assert not has(game, "condition", fish)
    refused_unchanged(game, Action("condition", (fish,)))  # no trigger yet
    game.apply(find(game, "power"))  # Davy gains 1
    game.apply(find(game, "condition", fish))
    assert game.players[1].power == 3 and fish in game.players[1].discard


# card: fish_are_dumb
def test_fish_are_dumb_two_copies_may_both_answer_one_gain() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {"hand": ["fish_are_dumb", "fish_are_dumb"], "power": 0},
    )
    first, second = in_hand(game, 1, "fish_are_dumb"), in_hand(game, 1, "fish_are_dumb", 1)
    game.apply(find(game, "power"))
    game.apply(find(game, "condition", first))
    assert game.current_player == 1 and has(game, "condition", second)
    game.apply(find(game, "condition", second))
    assert game.players[1].power == 6


# card: not_so_tough
def test_not_so_tough_answers_a_vanquish_with_two_minus_one_tokens() -> None:
    game = position(
        ["captain_hook", "tamatoa"],
        {
            "location": "jolly_roger",
            "hand": [],
            "top": {"jolly_roger": ["john"]},
            "bottom": {"jolly_roger": ["swashbuckler"]},
        },
        {"hand": ["not_so_tough"], "top": {"lalotai": ["moana"], "the_bone_cage": ["heihei"]}},
    )
    vanquish(game, card(game, 0, "john"), (card(game, 0, "swashbuckler"),))
    cond = in_hand(game, 1, "not_so_tough")
    game.apply(find(game, "condition", cond))
    choose(game, "Moana")
    assert game.strength(card(game, 1, "moana")) == 2  # two tokens, on one Hero
    assert game.strength(card(game, 1, "heihei")) == 2


# -- Fate deck --------------------------------------------------------------------------------


# card: maui
def test_maui_plays_the_top_maui_card_at_the_start_of_tamatoas_turn() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "below_deck", "hand": []},
        {
            "hand": [],
            "power": 5,
            "top": {"lalotai": ["maui"]},
            "maui_top": ["pig_maui", "reindeer_maui"],
        },
    )
    q = game.players[1]
    game.apply(Action("end"))
    assert game.active == 1 and game.phase == "move"  # resolved before the move
    assert q.power == 2 and len(q.hand) == 4
    assert names(game, q.maui_discard) == ["pig_maui"]


# card: moana
def test_moana_takes_the_heart_of_te_fiti_when_played() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {
            "hand": [],
            "bottom": {"tamatoas_lair": ["heart_of_te_fiti"]},
            "fate_top": ["moana", "escape"],
        },
    )
    game.apply(find(game, "fate", 1))
    choose(game, "Moana at The Bone Cage")
    moana, heart = card(game, 1, "moana"), card(game, 1, "heart_of_te_fiti")
    assert game.host.get(heart) == moana and game.loc_of(heart) == 3


# card: heihei
def test_heihei_covers_actions_and_falls_to_strength_two() -> None:
    game = position(
        TAMA,
        {
            "location": "the_bone_cage",
            "hand": [],
            "top": {"the_bone_cage": ["heihei"]},
            "bottom": {"the_bone_cage": ["eight_eyed_bats", "sloth_monster"]},
        },
        QUIET,
    )
    hei, bats = card(game, 0, "heihei"), card(game, 0, "eight_eyed_bats")
    refused_unchanged(game, Action("power", ("L3T0",)), "V-T4")
    assert game.strength(hei) == 1  # 2 - 1 (Sloth Monster)
    vanquish(game, hei, (bats,))
    game.apply(Action("power", ("L3T0",)))
    assert game.players[0].power == 1


# card: heart_of_te_fiti
def test_heart_of_te_fiti_finds_moana_and_she_takes_it() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {"hand": [], "fate_top": ["heart_of_te_fiti", "escape"]},
    )
    game.apply(find(game, "fate", 1))
    choose(game, "Heart of Te Fiti at Lalotai")
    moana, heart = card(game, 1, "moana"), card(game, 1, "heart_of_te_fiti")
    assert moana in game.players[1].top[1] and game.host.get(heart) == moana


# card: heart_of_te_fiti  # rule: V-W2
def test_heart_of_te_fiti_stays_when_moana_is_defeated() -> None:
    game = position(
        TAMA,
        {
            "location": "the_bone_cage",
            "hand": [],
            "top": {"the_bone_cage": ["moana"]},
            "bottom": {
                "the_bone_cage": ["tree_monster", "sloth_monster"],
                "tamatoas_lair": ["mauis_hook"],
            },
            "attached": [["heart_of_te_fiti", "moana"]],
        },
        QUIET,
    )
    heart = card(game, 0, "heart_of_te_fiti")
    vanquish(game, card(game, 0, "moana"), (card(game, 0, "tree_monster"),))  # 4 - 1 = 3
    assert game.in_realm(heart) and heart not in game.host and game.at[heart] == 3
    assert not game.is_over
    accept(game)  # the Tree Monster moves the Heart to the Lair: the objective
    choose(game, "move an Ally or an Item")
    choose(game, "Heart of Te Fiti to Tamatoa's Lair")
    assert game.is_over and game.winners == [0]


# card: something_shiny  # rule: V-T4
def test_something_shiny_covers_protects_heroes_and_leaves_at_turn_end() -> None:
    game = position(
        TAMA,
        {
            "location": "the_bone_cage",
            "hand": [],
            "top": {"the_bone_cage": ["something_shiny", "heihei"]},
            "bottom": {"the_bone_cage": ["tree_monster"]},
        },
        QUIET,
    )
    hei, shiny = card(game, 0, "heihei"), card(game, 0, "something_shiny")
    refuse_vanquish(game, "L3B1", hei, (card(game, 0, "tree_monster"),))
    assert not has(game, "vanquish")
    game.apply(Action("end"))
    assert shiny in game.players[0].fate_discard and not game.in_realm(shiny)


# card: something_shiny  # rule: V-C3
def test_something_shiny_is_played_to_a_location_without_a_hero() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {"hand": [], "fate_top": ["something_shiny", "mini_maui"]},
    )
    game.apply(find(game, "fate", 1))
    choose(game, "Something Shiny at Lalotai")  # no Hero needed: it is no attached Item
    shiny = card(game, 1, "something_shiny")
    assert shiny in game.players[1].top[1] and game.covered(1, 1)


# card: something_shiny
def test_something_shiny_stays_when_tamatoa_ends_elsewhere() -> None:
    game = position(
        TAMA,
        {"location": "lalotai", "hand": [], "top": {"the_bone_cage": ["something_shiny"]}},
        QUIET,
    )
    shiny = card(game, 0, "something_shiny")
    assert game.covered(0, 3)
    game.apply(Action("end"))
    assert game.in_realm(shiny)


# card: maui_time
def test_maui_time_plays_maui_and_hands_him_the_hook() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {"hand": [], "discard": ["mauis_hook"], "fate_top": ["maui_time", "escape"]},
    )
    game.apply(find(game, "fate", 1))
    choose(game, "Maui Time")
    choose(game, "Lalotai")
    maui, hook = card(game, 1, "maui"), card(game, 1, "mauis_hook")
    assert maui in game.players[1].top[1] and game.host.get(hook) == maui


# card: maui_time
def test_maui_time_with_maui_in_play_moves_him_and_clears_his_tokens() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {
            "hand": [],
            "top": {"lalotai": ["maui"]},
            "bottom": {"tamatoas_lair": ["mauis_hook"]},
            "fate_top": ["maui_time", "escape"],
        },
    )
    maui, hook = card(game, 1, "maui"), card(game, 1, "mauis_hook")
    game.tokens[maui] = -3
    game.apply(find(game, "fate", 1))
    choose(game, "Maui Time")
    choose(game, "Maui to The Bone Cage")
    assert game.at[maui] == 3 and game.strength(maui) == 8
    assert game.host.get(hook) == maui


# card: escape
def test_escape_moves_a_hero_or_an_unattached_item_one_step() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {
            "hand": [],
            "top": {"lalotai": ["heihei"]},
            "bottom": {"tamatoas_lair": ["mauis_hook"]},
            "fate_top": ["escape", "escape"],
        },
    )
    hook = card(game, 1, "mauis_hook")
    game.apply(find(game, "fate", 1))
    choose(game, "Escape")
    choose(game, "move an Item")
    assert not any("Impossible Cliffs" in lb for lb in labels(game))  # adjacent only
    choose(game, "Maui's Hook to The Bone Cage")
    assert game.at[hook] == 3


# card: still_upside_down
def test_still_upside_down_halves_tamatoas_power_rounded_up() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {"hand": [], "power": 5, "fate_top": ["still_upside_down", "still_upside_down"]},
    )
    game.apply(find(game, "fate", 1))
    if game.pending_decision is not None:
        choose(game, "Still Upside Down")
    assert game.players[1].power == 2  # 3 of 5 lost


# card: mini_maui
def test_mini_maui_reorders_the_top_three_maui_cards() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "the_flying_dutchman", "hand": []},
        {
            "hand": [],
            "fate_top": ["mini_maui", "escape"],
            "maui_top": ["pig_maui", "lizard_maui", "fish_maui"],
        },
    )
    q = game.players[1]
    game.apply(find(game, "fate", 1))
    choose(game, "Mini Maui")
    choose(game, "order Fish Maui, Pig Maui, Lizard Maui")
    assert names(game, q.maui_deck[::-1][:3]) == ["fish_maui", "pig_maui", "lizard_maui"]


# -- Maui deck --------------------------------------------------------------------------------


# card: reindeer_maui
def test_reindeer_maui_discards_two_fate_and_two_villain_cards() -> None:
    game = maui_card(
        "reindeer_maui",
        fate_top=["heihei", "escape", "moana"],
        deck_top=["bait", "trapped", "powerless"],
    )
    p = game.players[0]
    assert sorted(names(game, p.fate_discard)) == ["escape", "heihei"]
    assert sorted(names(game, p.discard)) == ["bait", "not_exactly_maui_time", "trapped"]
    assert names(game, p.fate_deck[-1:]) == ["moana"] and names(game, p.deck[-1:]) == ["powerless"]


# card: shark_tail_maui
def test_shark_tail_maui_one_token_per_ally_two_per_hero() -> None:
    game = maui_card(
        "shark_tail_maui",
        top={"lalotai": ["heihei"]},
        bottom={"the_bone_cage": ["tree_monster", "eight_eyed_bats"]},
    )
    assert game.strength(card(game, 0, "tree_monster")) == 4
    assert game.strength(card(game, 0, "eight_eyed_bats")) == 2
    assert game.strength(card(game, 0, "heihei")) == 4


# card: shark_head_maui
def test_shark_head_maui_two_tokens_per_ally_one_per_hero() -> None:
    game = maui_card(
        "shark_head_maui",
        top={"lalotai": ["heihei"]},
        bottom={"the_bone_cage": ["tree_monster"]},
    )
    assert game.strength(card(game, 0, "tree_monster")) == 5
    assert game.strength(card(game, 0, "heihei")) == 3


# card: shark_maui
def test_shark_maui_plays_tamatoas_top_fate_card_then_discards_two() -> None:
    game = maui_card(
        "shark_maui",
        fate_top=["heihei", "moana"],
        deck_top=["bait", "trapped", "powerless"],
    )
    p = game.players[0]
    choose(game, "Heihei at Lalotai")
    assert card(game, 0, "heihei") in p.top[1]
    assert names(game, p.fate_deck[-1:]) == ["moana"]  # only the top card
    assert sorted(names(game, p.discard)) == ["bait", "not_exactly_maui_time", "trapped"]


# card: beetle_maui  # rule: V-C2
def test_beetle_maui_spreads_the_allies_evenly() -> None:
    game = maui_card(
        "beetle_maui",
        bottom={
            "impossible_cliffs": [
                "eight_eyed_bats",
                "eight_eyed_bats",
                "sloth_monster",
                "tree_monster",
                "fish_monster",
            ]
        },
    )
    counts = [len(game.allies(0, li)) for li in range(4)]
    assert sum(counts) == 5 and max(counts) - min(counts) <= 1
    # moved, not played: the special's step logs one redistribution and no play
    assert [e for e in game.events if e[0] == "redistribute"] == [("redistribute", 0, 5)]
    assert not [e for e in game.events if e[0] == "play" and game.defs[e[2]].type == "ally"]


# card: pig_maui
def test_pig_maui_loses_three_and_draws_four() -> None:
    game = maui_card("pig_maui", power=5)
    p = game.players[0]
    assert p.power == 1 and len(p.hand) == 4


# card: lizard_maui
def test_lizard_maui_discards_an_ally_for_its_strength_in_power() -> None:
    game = maui_card("lizard_maui", bottom={"lalotai": ["tree_monster", "eight_eyed_bats"]})
    p = game.players[0]
    choose(game, "Tree Monster")
    assert card(game, 0, "tree_monster") in p.discard and p.power == 3


# card: heihei_maui
def test_heihei_maui_plays_the_next_two_maui_cards() -> None:
    game = maui_card("heihei_maui", "pig_maui", "sea_star_maui", "fish_maui", power=4)
    p = game.players[0]
    assert p.power == 0 and len(p.hand) == 4  # Pig Maui
    assert p.may_stay  # Sea Star Maui
    assert sorted(names(game, p.maui_discard)) == ["heihei_maui", "pig_maui", "sea_star_maui"]
    assert names(game, p.maui_deck[-1:]) == ["fish_maui"]


# card: fish_maui
def test_fish_maui_pays_and_discards_every_condition_in_hand() -> None:
    game = maui_card(
        "fish_maui",
        hand=["not_exactly_maui_time", "fish_are_dumb", "not_so_tough", "bait"],
    )
    p = game.players[0]
    assert p.power == 2
    assert names(game, p.hand) == ["bait"]
    assert {"fish_are_dumb", "not_so_tough"} <= set(names(game, p.discard))


# card: sea_star_maui  # rule: V-T1
def test_sea_star_maui_lets_tamatoa_stay_on_his_next_turn() -> None:
    game = maui_card("sea_star_maui")
    game.apply(Action("end"))
    game.apply(find(game, "move"))
    game.apply(Action("end"))
    assert game.active == 0 and game.phase == "move"
    assert Action("move", (0,)) in game.legal_actions()  # staying at Impossible Cliffs
    game.apply(Action("move", (0,)))
    game.apply(Action("end"))
    game.apply(find(game, "move"))
    game.apply(Action("end"))
    refused_unchanged(game, Action("move", (0,)), "V-T1")  # only once
