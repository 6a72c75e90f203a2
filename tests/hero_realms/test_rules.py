"""One scenario per Hero Realms rule (RULES.md, HR-S*, HR-T*, HR-A*, HR-B*, HR-C*, HR-D*, HR-R*, HR-E1).

Each test builds a precise position, acts, checks the exact outcome and
checks that the forbidden alternative is refused (naming the rule where the
engine gives one) without changing the state.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.hero_realms.helpers import DECK, DRAWS, Table
from toolkit.core.actions import Action
from toolkit.core.errors import SetupError
from toolkit.hero_realms.cards import load_cards
from toolkit.hero_realms.engine import HeroRealmsGame

PERSONAL = Counter({"gold": 7, "ruby": 1, "dagger": 1, "shortsword": 1})
EVERY_PERSONAL_CARD = ["gold"] * 7 + ["ruby", "dagger", "shortsword"]


def ids(game: HeroRealmsGame, cards: list[int]) -> list[str]:
    return [game.defs[c].id for c in cards]


# -- Setup ------------------------------------------------------------------------------------


def test_HR_S1_personal_deck_is_7_gold_ruby_dagger_shortsword_shuffled() -> None:
    # rule: HR-S1
    orders = set()
    for seed in range(8):
        game = HeroRealmsGame.new(seed=seed)
        for p in game.players:
            assert Counter(ids(game, p.deck + p.hand)) == PERSONAL
            assert (p.discard, p.in_play, p.champions) == ([], [], [])
            assert all(game.owner[c] == p.seat for c in p.deck + p.hand)
        orders.add(tuple(ids(game, game.players[1].hand + game.players[1].deck)))
    assert len(orders) > 1, "the personal decks are not shuffled"
    # A personal deck holds exactly 7 Gold: an eighth cannot be placed.
    with pytest.raises(SetupError):
        HeroRealmsGame.from_position({"players": [{"hand": ["gold"] * 8}, {}]}, seed=1)


def test_HR_S2_market_deck_is_every_faction_card_with_five_face_up() -> None:
    # rule: HR-S2
    rows = set()
    for seed in range(6):
        game = HeroRealmsGame.new(seed=seed)
        assert len(game.market_row) == 5
        assert len(game.market_deck) == 75
        market = [c for c in game.market_row if c is not None] + game.market_deck
        assert len(set(market)) == 80
        assert all(game.defs[c].role == "market" for c in market)
        by_faction = Counter(game.defs[c].faction for c in market)
        assert by_faction == {"imperial": 20, "guild": 20, "necros": 20, "wild": 20}
        rows.add(tuple(ids(game, game.market_row)))
    assert len(rows) > 1, "the market deck is not shuffled"
    # The market deck is face down: its cards cannot be bought.
    t = Table(p0={"gold": 10})
    hidden = t.game.market_deck[-1]
    t.refused(Action("buy", (hidden,)), rule="HR-B1")


def test_HR_S3_fire_gem_pile_of_16_always_available() -> None:
    # rule: HR-S3
    game = HeroRealmsGame.new(seed=4)
    assert len(game.fire_gems) == 16
    assert {game.defs[c].id for c in game.fire_gems} == {"fire-gem"}
    t = Table(p0={"gold": 4})
    assert "buy fire-gem" in t.options()
    t.buy("fire-gem").buy("fire-gem")
    assert len(t.zone(0, "gems")) == 14
    assert t.names(0, "discard") == ["fire-gem", "fire-gem"]
    assert t.gold == 0
    # Without the gold for one, the pile cannot be bought from.
    t.refused("buy", "fire-gem", rule="HR-B1")


def test_HR_S4_two_players_first_draws_3_second_draws_5() -> None:
    # rule: HR-S4
    for seed in (1, 2, 3):
        game = HeroRealmsGame.new(seed=seed)
        assert [len(p.hand) for p in game.players] == [3, 5]
        assert [len(p.deck) for p in game.players] == [7, 5]
        assert game.current_player == 0 and game.turn == 1
    t = Table.wrap(HeroRealmsGame.new(seed=1))
    # The second player's five cards cannot be played in the first player's turn.
    other = t.game.players[1].hand[0]
    t.refused(Action("play", (other,)), rule="HR-T3")


def test_HR_S6_every_player_starts_with_50_health() -> None:
    # rule: HR-S6
    game = HeroRealmsGame.new(seed=1)
    assert [game.health_of(0), game.health_of(1)] == [50, 50]
    assert game.result_summary()["health"] == [50, 50]
    t = Table(p0={"hand": ["gold"]})
    assert (t.health(0), t.health(1)) == (50, 50)


def test_HR_S7_box_holds_144_cards() -> None:
    # rule: HR-S7
    cards = load_cards()
    assert cards.total_copies() == 144
    copies = Counter()
    for c in cards.values():
        copies[c.role] += c.copies
    assert copies == {"market": 80, "fire_gem": 16, "starting": 40, "health_card": 8}
    assert len(cards.by_role("market")) == 54
    # A game uses the market, the gems and one personal deck per player.
    game = HeroRealmsGame.new(seed=1)
    assert len(game.defs) == 80 + 16 + 2 * 10


# -- Turn -------------------------------------------------------------------------------------


def test_HR_T1_turns_go_clockwise_through_main_discard_draw() -> None:
    # rule: HR-T1
    t = Table(
        p0={"hand": ["ruby", "dagger"], "deck": ["gold"] * 5},
        p1={"hand": ["shortsword"]},
    )
    assert (t.active, t.game.turn) == (0, 1)
    t.play("ruby")
    # Seat 1 cannot act in seat 0's main phase.
    t.refused(Action("play", (t.iid(1, "hand", "shortsword"),)), rule="HR-T3")
    t.end_turn()
    # Discard phase (played ruby, dagger left in hand), then draw phase (5 cards).
    assert sorted(t.names(0, "discard")) == ["dagger", "ruby"]
    assert t.names(0, "hand") == ["gold"] * 5
    assert (t.active, t.game.turn) == (1, 2)
    t.end_turn()
    assert (t.active, t.game.turn) == (0, 3)
    # Three seats: 0, 1, 2, then 0 again.
    three = Table(None, None, None)
    seats = []
    for _ in range(4):
        seats.append(three.active)
        three.end_turn()
    assert seats == [0, 1, 2, 0]


def test_HR_T2_main_phase_actions_in_any_order_as_often_as_allowed() -> None:
    # rule: HR-T2
    spec = {"hand": ["ruby", "dagger", "gold", "gold"], "champions": ["orc-grunt"]}
    t = Table(p0=spec, market=["profit", "spark"])
    # Every kind of main-phase action is on offer at once.
    t.play("ruby")
    assert {"play", "expend", "buy", "end_turn"} <= t.kinds()
    # buy, attack, play, expend, attack, buy, play, buy: interleaved freely.
    t.buy("profit").play("dagger").attack_player(1, 1).expend("orc-grunt")
    t.attack_player(1, 1).play("gold").buy("spark").play("gold").buy("fire-gem")
    assert (t.gold, t.combat, t.health(1)) == (0, 1, 48)
    assert sorted(t.names(0, "discard")) == ["fire-gem", "profit", "spark"]
    # An answer to a decision is not a main-phase action.
    t.refused(Action("choose", (0,)), rule="HR-T2")
    t.refused(Action("discard", (t.iid(0, "champions", "orc-grunt"),)), rule="HR-T2")


def test_HR_T3_playing_a_card_is_free_and_puts_it_in_play() -> None:
    # rule: HR-T3
    t = Table(p0={"hand": ["grak-storm-giant", "spark", "gold"], "discard": ["dagger"]})
    assert (t.gold, t.combat) == (0, 0)
    t.play("grak-storm-giant")  # an 8-cost champion, played with 0 gold
    assert (t.gold, t.combat) == (0, 0)
    assert t.names(0, "champions") == ["grak-storm-giant"]
    t.play("spark")  # an action
    t.play("gold")  # an item
    assert t.names(0, "in_play") == ["spark", "gold"]
    assert (t.gold, t.combat) == (1, 3)
    assert t.names(0, "hand") == []
    # Only cards in hand can be played: not from the discard pile, not twice.
    t.refused(Action("play", (t.iid(0, "discard", "dagger"),)), rule="HR-T3")
    t.refused(Action("play", (t.iid(0, "in_play", "spark"),)), rule="HR-T3")
    t.refused(Action("play", (t.iid(0, "champions", "grak-storm-giant"),)), rule="HR-T3")


def test_HR_T4_actions_and_items_stay_in_play_until_the_discard_phase() -> None:
    # rule: HR-T4
    t = Table(p0={"hand": ["profit", "ruby", "shortsword"]}, market=["spark"])
    t.play("profit", "ruby", "shortsword")
    t.buy("spark").attack_player(1, 2)
    assert t.names(0, "in_play") == ["profit", "ruby", "shortsword"]
    assert sorted(t.names(0, "discard")) == ["spark"]
    t.refused(Action("play", (t.iid(0, "in_play", "profit"),)), rule="HR-T3")
    t.end_turn()
    assert t.names(0, "in_play") == []
    assert sorted(t.names(0, "discard")) == ["profit", "ruby", "shortsword", "spark"]


def test_HR_T5_champion_enters_ready_and_stays_across_turns() -> None:
    # rule: HR-T5
    t = Table(p0={"hand": ["orc-grunt"]})
    t.play("orc-grunt")
    assert t.names(0, "champions") == ["orc-grunt"] and t.names(0, "expended") == []
    t.expend("orc-grunt")  # ready at once
    assert t.combat == 2
    t.end_turn()
    assert t.names(0, "champions") == ["orc-grunt"]
    assert "orc-grunt" not in t.names(0, "discard")
    # The opponent cannot use it in their turn.
    t.refused(Action("expend", (t.iid(0, "champions", "orc-grunt"),)), rule="HR-A5")
    t.end_turn()
    assert t.names(0, "champions") == ["orc-grunt"]
    t.expend("orc-grunt")
    assert t.combat == 2


def test_HR_T6_champion_damage_accumulates_in_a_turn_and_resets() -> None:
    # rule: HR-T6
    t = Table(p0={"champions": ["cron-the-berserker"]}, p1={"champions": ["rayla-endweaver"]})
    t.expend("cron-the-berserker")  # 5 combat; Rayla has defense 4
    t.attack_champion("rayla-endweaver", 2)
    t.attack_champion("rayla-endweaver", 1)
    assert t.names(1, "champions") == ["rayla-endweaver"]  # 3 damage < 4
    assert "attack_champion rayla-endweaver 1" in t.options()  # 1 more is enough
    t.end_turn().end_turn()  # the damage is gone at the end of the turn
    t.expend("cron-the-berserker")
    t.attack_champion("rayla-endweaver", 1)
    assert t.names(1, "champions") == ["rayla-endweaver"]  # 1, not 4
    assert "attack_champion rayla-endweaver 3" in t.options()
    t.attack_champion("rayla-endweaver", 2)
    assert t.names(1, "champions") == ["rayla-endweaver"]
    t.attack_champion("rayla-endweaver", 1)  # 4 this turn: stunned
    assert t.names(1, "champions") == [] and t.names(1, "discard") == ["rayla-endweaver"]
    assert t.combat == 1


# -- Abilities --------------------------------------------------------------------------------


def test_HR_A1_primary_ability_takes_effect_when_played() -> None:
    # rule: HR-A1
    t = Table(p0={"hand": ["command", "orc-grunt"], "deck": DECK}, health=[40, 50])
    t.refused(Action("expend", (t.iid(0, "hand", "orc-grunt"),)), rule="HR-A5")
    t.play("command")
    assert (t.gold, t.combat, t.health(0)) == (2, 3, 44)
    assert t.names(0, "hand") == ["orc-grunt", DRAWS[0]]
    t.play("orc-grunt")  # a champion has no on-play ability
    assert (t.gold, t.combat, t.health(0)) == (2, 3, 44)
    assert t.names(0, "hand") == [DRAWS[0]]


def test_HR_A2_pool_is_spent_at_any_time_in_the_main_phase() -> None:
    # rule: HR-A2
    t = Table(
        p0={"hand": ["ruby", "shortsword", "gold", "dagger"]},
        market=["street-thug", "spark"],
    )
    t.play("ruby", "shortsword")
    assert (t.gold, t.combat) == (2, 2)
    t.attack_player(1, 1)
    t.play("gold")  # gold is added to what is left
    t.buy("street-thug")
    assert (t.gold, t.combat) == (0, 1)
    t.play("dagger")
    t.attack_player(1, 2)
    assert (t.gold, t.combat, t.health(1)) == (0, 0, 47)
    # Nothing can be spent beyond the pool.
    t.refused("buy", "spark", rule="HR-B1")
    t.refused(Action("attack_player", (1, 1)), rule="HR-C1")


def test_HR_A3_health_gained_at_once_with_no_maximum() -> None:
    # rule: HR-A3
    t = Table(p0={"hand": ["command", "taxation", "rally-the-troops"]})
    assert t.health(0) == 50
    t.play("command")
    assert t.health(0) == 54
    t.play("taxation", "rally-the-troops")
    assert t.health(0) == 59
    t.ally("taxation")
    assert t.health(0) == 65
    t.refused("ally", "taxation", rule="HR-A6")
    assert t.health(0) == 65


def test_HR_A4_choice_takes_exactly_one_effect() -> None:
    # rule: HR-A4
    t = Table(p0={"champions": ["darian-war-mage"], "hand": ["gold"]}, health=[40, 50])
    t.expend("darian-war-mage")
    assert t.pending == "choose" and t.current == 0
    assert t.options() == ["choose 0", "choose 1"]
    # Nothing else may be done until the choice is made, and only listed options.
    t.refused("play", "gold", rule=None)
    t.refused(Action("choose", (2,)))
    t.refused(Action("end_turn"))
    t.answer("choose", 1)
    assert (t.combat, t.health(0), t.pending) == (0, 44, None)
    t.refused(Action("choose", (0,)), rule="HR-T2")


def test_HR_A5_expend_once_per_turn_at_any_time() -> None:
    # rule: HR-A5
    t = Table(p0={"champions": ["orc-grunt", "borg-ogre-mercenary"], "hand": ["gold"]})
    t.expend("borg-ogre-mercenary")
    t.play("gold")
    t.expend("orc-grunt")  # after playing a card: any time
    assert t.combat == 6
    assert sorted(t.names(0, "expended")) == ["borg-ogre-mercenary", "orc-grunt"]
    t.refused("expend", "orc-grunt", rule="HR-A5")
    t.refused("expend", "borg-ogre-mercenary", rule="HR-A5")
    assert t.combat == 6
    t.end_turn().end_turn()
    t.expend("orc-grunt")
    assert t.combat == 2


def test_HR_A6_ally_needs_another_same_faction_card_in_play_not_in_hand() -> None:
    # rule: HR-A6
    t = Table(p0={"hand": ["spark", "elven-curse", "profit"], "champions": ["street-thug"]})
    t.play("spark")
    assert t.combat == 3
    # Elven Curse in hand does not count; Profit and Street Thug are Guild.
    t.refused("ally", "spark", rule="HR-A6")
    t.play("profit")
    t.refused("ally", "spark", rule="HR-A6")
    t.play("elven-curse")
    assert t.combat == 9
    t.ally("spark")
    assert t.combat == 11
    t.refused("ally", "spark", rule="HR-A6")  # once per turn
    # Several ally abilities in one turn: Elven Curse's (Spark) and Profit's (Street Thug).
    t.ally("elven-curse").ally("profit")
    assert t.combat == 18
    t.refused("ally", "elven-curse", rule="HR-A6")
    t.refused("ally", "profit", rule="HR-A6")


def test_HR_A7_sacrifice_pile_and_sacrificed_by_effect_gives_no_effect() -> None:
    # rule: HR-A7
    t = Table(p0={"hand": ["influence", "death-touch", "influence"]})
    influence = t.iid(0, "hand", "influence")
    t.refused(Action("sacrifice", (influence,)), rule="HR-A7")  # not in play yet
    t.play("influence")
    assert t.gold == 3
    t.sacrifice("influence")
    assert (t.gold, t.combat) == (3, 3)
    assert t.names(None, "sacrificed") == ["influence"]
    assert t.names(0, "in_play") == []
    t.refused(Action("sacrifice", (influence,)), rule="HR-A7")  # already gone
    # Death Touch sacrifices the other Influence from hand: Influence gives nothing.
    t.play("death-touch")
    assert t.pending == "sacrifice"
    t.answer("sacrifice_card", "influence")
    assert (t.gold, t.combat) == (3, 5)
    assert t.names(None, "sacrificed") == ["influence", "influence"]
    t.refused("sacrifice", "death-touch", rule="HR-A7")  # it has no sacrifice ability
    t.end_turn()
    assert "influence" not in t.names(0, "discard") + t.names(0, "hand") + t.names(0, "deck")


def test_HR_A8_sacrificed_fire_gem_returns_to_the_pile() -> None:
    # rule: HR-A8
    t = Table(p0={"hand": ["fire-gem", "death-touch", "fire-gem"]})
    assert len(t.zone(0, "gems")) == 14
    t.play("fire-gem")
    gem = t.iid(0, "in_play", "fire-gem")
    t.sacrifice("fire-gem")
    assert (t.gold, t.combat) == (2, 3)
    assert len(t.zone(0, "gems")) == 15 and t.zone(0, "gems")[-1] == gem
    assert t.names(None, "sacrificed") == []
    # Sacrificed by Death Touch from hand: back to the pile, and no 3 combat.
    t.play("death-touch")
    t.answer("sacrifice_card", "fire-gem")
    assert (t.gold, t.combat) == (2, 5)
    assert len(t.zone(0, "gems")) == 16 and t.names(None, "sacrificed") == []
    # It can be bought again.
    t.buy("fire-gem")
    assert t.names(0, "discard") == ["fire-gem"] and t.gold == 0
    t.refused(Action("sacrifice", (gem,)), rule="HR-A7")


# -- Acquiring --------------------------------------------------------------------------------


def test_HR_B1_buying_costs_gold_from_the_pool() -> None:
    # rule: HR-B1
    t = Table(p0={"gold": 4}, market=["street-thug", "arkus-imperial-dragon", "spark"])
    t.refused("buy", "arkus-imperial-dragon", rule="HR-B1")  # costs 8
    t.buy("street-thug")
    assert t.gold == 1
    t.refused("buy", "fire-gem", rule="HR-B1")  # costs 2
    t.buy("spark")
    assert t.gold == 0
    t.refused(Action("buy", (t.game.market_deck[-1],)), rule="HR-B1")  # face down
    t.refused(Action("buy", (t.game.fire_gems[0],)), rule="HR-B1")  # not the top gem


def test_HR_B2_bought_card_goes_to_the_discard_pile_unplayed() -> None:
    # rule: HR-B2
    t = Table(p0={"gold": 1}, market=["profit"])
    t.buy("profit")
    assert t.names(0, "discard") == ["profit"]
    assert (t.gold, t.combat) == (0, 0)  # not played: no 2 gold
    assert t.names(0, "in_play") == [] and t.names(0, "hand") == []
    t.refused(Action("play", (t.iid(0, "discard", "profit"),)), rule="HR-T3")


def test_HR_B3_bought_market_card_is_replaced_at_once() -> None:
    # rule: HR-B3
    t = Table(p0={"gold": 5}, market=["spark", "profit", "taxation", "bribe", "recruit"])
    before = t.zone(None, "market")
    deck = t.zone(None, "market_deck")
    t.buy("taxation")
    after = t.zone(None, "market")
    assert after == [before[0], before[1], deck[-1], before[3], before[4]]
    assert t.zone(None, "market_deck") == deck[:-1]
    t.refused(Action("buy", (before[2],)), rule="HR-B1")  # no longer in the market


# -- Combat -----------------------------------------------------------------------------------


def test_HR_C1_combat_attacks_players_and_champions_as_often_as_the_pool_allows() -> None:
    # rule: HR-C1
    t = Table(
        p0={"combat": 10, "champions": ["street-thug"]},
        p1={"champions": ["wolf-shaman"]},
    )
    t.attack_player(1, 3)
    t.attack_player(1, 2)
    assert (t.health(1), t.combat) == (45, 5)
    t.attack_champion("wolf-shaman", 4)
    assert t.names(1, "discard") == ["wolf-shaman"]
    t.attack_player(1)
    assert (t.health(1), t.combat) == (44, 0)
    t.refused(Action("attack_player", (1, 1)), rule="HR-C1")
    t2 = Table(p0={"combat": 5, "champions": ["street-thug"]}, p1={"champions": ["wolf-shaman"]})
    t2.refused(Action("attack_player", (1, 6)), rule="HR-C1")  # more than the pool
    t2.refused(Action("attack_player", (1, 0)), rule="HR-C1")
    t2.refused(Action("attack_player", (0, 2)), rule="HR-C1")  # oneself
    t2.refused(Action("attack_champion", (t2.iid(0, "champions", "street-thug"), 4)), rule="HR-C1")


def test_HR_C2_combat_at_least_defense_stuns_to_owners_discard() -> None:
    # rule: HR-C2
    t = Table(
        p0={"combat": 9},
        p1={"champions": ["orc-grunt", "death-cultist"], "expended": ["orc-grunt"]},
    )
    t.attack_champion("orc-grunt", 3)  # exactly its defense
    assert t.names(1, "champions") == ["death-cultist"]
    assert t.names(1, "discard") == ["orc-grunt"]
    assert t.names(1, "expended") == []
    t.attack_champion("death-cultist", 5)  # more than its defense 3
    assert t.names(1, "champions") == [] and t.combat == 1
    assert t.names(1, "discard") == ["orc-grunt", "death-cultist"]
    t.refused(Action("attack_champion", (t.iid(1, "discard", "orc-grunt"), 1)), rule="HR-C1")


def test_HR_C3_prepared_guard_protects_player_and_non_guards() -> None:
    # rule: HR-C3
    t = Table(p0={"combat": 10}, p1={"champions": ["orc-grunt", "street-thug"]})
    t.refused(Action("attack_player", (1, 10)), rule="HR-C3")
    t.refused(Action("attack_player", (1, 1)), rule="HR-C3")
    t.refused("attack_champion", "street-thug", rule="HR-C3")
    t.refused("attack_champion", "street-thug", 1, rule="HR-C3")
    assert t.options() == ["attack_champion orc-grunt 3", "end_turn"]
    t.attack_champion("orc-grunt")
    t.attack_champion("street-thug")
    t.attack_player(1)
    assert (t.health(1), t.combat) == (47, 0)
    # With two guards either may be attacked first.
    t2 = Table(p0={"combat": 7}, p1={"champions": ["orc-grunt", "death-cultist", "wolf-shaman"]})
    assert t2.options() == [
        "attack_champion death-cultist 3",
        "attack_champion orc-grunt 3",
        "end_turn",
    ]
    t2.attack_champion("death-cultist")
    t2.refused("attack_champion", "wolf-shaman", rule="HR-C3")
    t2.attack_champion("orc-grunt")
    t2.attack_player(1, 1)
    assert t2.health(1) == 49


def test_HR_C3_an_expended_guard_does_not_protect() -> None:
    # rule: HR-C3
    t = Table(
        p0={"combat": 10},
        p1={"champions": ["orc-grunt", "street-thug"], "expended": ["orc-grunt"]},
    )
    assert not t.game.has_guard(1)
    assert t.options() == [
        "attack_champion orc-grunt 3",
        "attack_champion street-thug 4",
        "attack_player 1 10",
        "end_turn",
    ]
    t.attack_champion("street-thug")
    t.attack_player(1, 6)
    assert (t.health(1), t.combat, t.names(1, "champions")) == (44, 0, ["orc-grunt"])
    # One prepared guard is enough; stunning it leaves only the expended one.
    t = Table(
        p0={"combat": 10},
        p1={"champions": ["orc-grunt", "death-cultist", "street-thug"], "expended": ["orc-grunt"]},
    )
    message = str(t.refused(Action("attack_player", (1, 1)), rule="HR-C3"))
    assert "Death Cultist is a guard" in message and "Orc Grunt" not in message
    t.refused("attack_champion", "street-thug", rule="HR-C3")
    t.attack_champion("death-cultist")
    t.attack_player(1, 1)
    assert t.health(1) == 49


def test_HR_C4_a_targeted_stun_hits_only_a_guard_while_a_guard_is_prepared() -> None:
    # rule: HR-C4
    t = Table(
        p0={"hand": ["hit-job", "profit"]},
        p1={"champions": ["orc-grunt", "death-cultist", "rake-master-assassin"]},
    )
    t.play("hit-job", "profit")
    t.refused("attack_champion", "rake-master-assassin", rule="HR-C3")
    t.ally("hit-job")
    assert t.pending == "stun"
    assert t.options() == ["stun death-cultist", "stun orc-grunt"]
    message = str(t.refused("stun", "rake-master-assassin", rule="HR-C4"))
    assert "only a guard can be targeted" in message
    decision = t.game.pending_decision
    assert decision is not None and decision.rule == "HR-C4"
    assert "only Player 2's guards can be targeted (HR-C4)" in decision.prompt
    assert [o.label for o in decision.options] == [
        "stun Player 2's Orc Grunt",
        "stun Player 2's Death Cultist",
    ]
    t.answer("stun", "death-cultist")
    assert t.names(1, "champions") == ["orc-grunt", "rake-master-assassin"]
    assert t.names(1, "discard") == ["death-cultist"]
    assert t.combat == 7


def test_HR_C4_an_expended_guard_does_not_block_a_targeted_stun() -> None:
    # rule: HR-C4
    t = Table(
        p0={"champions": ["rake-master-assassin"]},
        p1={"champions": ["orc-grunt", "street-thug"], "expended": ["orc-grunt"]},
    )
    t.expend("rake-master-assassin")
    assert t.options() == ["pass", "stun orc-grunt", "stun street-thug"]
    t.answer("stun", "street-thug")
    assert t.names(1, "discard") == ["street-thug"]


def test_HR_C4_guards_do_not_block_effects_that_target_the_player() -> None:
    # rule: HR-C4
    t = Table(p0={"hand": ["spark"]}, p1={"hand": ["gold", "ruby"], "champions": ["orc-grunt"]})
    t.play("spark")  # "target opponent discards": the guard does not stop it
    assert t.game.players[1].pending_discards == 1
    t.refused(Action("attack_player", (1, 3)), rule="HR-C3")  # while combat is stopped
    t.end_turn()
    assert (t.active, t.current, t.pending) == (1, 1, "discard")
    t.answer("discard", "ruby")
    assert t.names(1, "hand") == ["gold"] and t.names(1, "discard") == ["ruby"]
    assert t.names(1, "champions") == ["orc-grunt"]


def test_HR_V7_a_teammates_prepared_guard_blocks_a_targeted_stun() -> None:
    # rule: HR-V7
    # rule: HR-C4
    game = HeroRealmsGame.from_position(
        {
            "players": [
                {"in_play": ["hit-job", "profit"]},
                {},
                {"champions": ["rake-master-assassin", "street-thug"]},
                {"champions": ["orc-grunt"]},
            ]
        },
        players=4,
        variant="hydra",
        seed=2,
    )
    t = Table.wrap(game)
    t.ally("hit-job")  # the only target is seat 3's guard
    assert t.names(3, "discard") == ["orc-grunt"]
    assert t.names(2, "champions") == ["rake-master-assassin", "street-thug"]


def test_HR_C5_expend_combat_goes_to_the_pool() -> None:
    # rule: HR-C5
    t = Table(p0={"champions": ["orc-grunt"], "hand": ["dagger"]})
    t.refused(Action("attack_player", (1, 1)), rule="HR-C1")
    t.expend("orc-grunt")
    assert t.combat == 2
    t.play("dagger")
    t.attack_player(1)
    assert (t.health(1), t.combat) == (47, 0)


def test_HR_C5_expend_combat_can_be_spent_at_once_and_in_parts() -> None:
    # rule: HR-C5
    t = Table(p0={"champions": ["cron-the-berserker"]}, p1={"champions": ["street-thug"]})
    t.expend("cron-the-berserker")
    assert t.combat == 5  # in the pool, not an attack by itself
    assert t.health(1) == 50 and t.names(1, "champions") == ["street-thug"]
    t.attack_champion("street-thug")  # spent at once, part of it
    t.refused(Action("attack_player", (1, 2)), rule="HR-C1")  # only 1 is left
    t.attack_player(1, 1)
    assert (t.health(1), t.combat) == (49, 0)


# -- Discard and draw -------------------------------------------------------------------------


def test_HR_D1_discarded_and_acquired_cards_go_face_up_to_owners_discard() -> None:
    # rule: HR-D1
    t = Table(
        p0={"hand": ["spark", "gold"], "gold": 1, "combat": 3},
        p1={"hand": ["ruby", "dagger"], "champions": ["orc-grunt"]},
        market=["profit"],
    )
    t.buy("profit")  # acquired
    t.attack_champion("orc-grunt")  # stunned: the owner's pile
    t.play("spark")
    assert t.names(0, "discard") == ["profit"]
    assert t.names(1, "discard") == ["orc-grunt"]
    t.end_turn()
    assert sorted(t.names(0, "discard")) == ["gold", "profit", "spark"]
    assert t.pending == "discard" and t.current == 1
    t.answer("discard", "dagger")  # Spark's discard
    assert t.names(1, "discard") == ["orc-grunt", "dagger"]
    # Any player may look: both piles are listed card by card, whoever is to act.
    assert t.active == 1 and sorted(t.names(0, "discard")) == ["gold", "profit", "spark"]
    t.refused(Action("discard", (t.iid(1, "hand", "ruby"),)), rule="HR-T2")


def test_HR_D2_discard_phase_loses_pool_and_discards_play_and_hand() -> None:
    # rule: HR-D2
    t = Table(
        p0={"hand": ["ruby", "dagger", "gold", "profit"], "champions": ["orc-grunt"]},
        market=["arkus-imperial-dragon"],
    )
    t.play("ruby", "dagger")
    assert (t.gold, t.combat) == (2, 1)
    t.end_turn()
    assert t.pool(0) == (0, 0)
    assert sorted(t.names(0, "discard")) == ["dagger", "gold", "profit", "ruby"]
    assert t.names(0, "in_play") == [] and t.names(0, "champions") == ["orc-grunt"]
    t.end_turn()
    # The lost gold does not come back in the next turn.
    assert t.pool(0) == (0, 0)
    t.refused("buy", "fire-gem", rule="HR-B1")


def test_HR_D3_champions_stay_and_are_readied() -> None:
    # rule: HR-D3
    t = Table(p0={"champions": ["orc-grunt", "man-at-arms"], "expended": ["man-at-arms"]})
    t.expend("orc-grunt")
    t.refused("expend", "man-at-arms", rule="HR-A5")
    t.end_turn()
    assert t.names(0, "champions") == ["orc-grunt", "man-at-arms"]
    assert t.names(0, "expended") == []
    t.end_turn()
    t.expend("orc-grunt").expend("man-at-arms")
    assert t.combat == 2 + 3


def test_HR_R1_draw_phase_draws_five_from_the_top() -> None:
    # rule: HR-R1
    deck = ["shortsword", "dagger", "ruby", "gold", "gold", "gold"]
    t = Table(p0={"hand": ["gold"], "deck": deck})
    t.end_turn()
    assert t.names(0, "hand") == ["gold", "gold", "gold", "ruby", "dagger"]
    assert t.names(0, "deck")[-1] == "shortsword"
    assert len(t.zone(0, "deck")) == 4
    assert t.names(0, "discard") == ["gold"]
    # The new hand waits for seat 0's next turn.
    t.refused(Action("play", (t.iid(0, "hand", "ruby"),)), rule="HR-T3")


def test_HR_R2_empty_deck_reshuffles_the_discard_pile() -> None:
    # rule: HR-R2
    t = Table(
        p0={
            "hand": ["gold", "gold", "gold"],
            "deck": ["ruby", "dagger"],
            "discard": ["gold"] * 4 + ["shortsword"],
        }
    )
    t.end_turn()  # hand to discard (8 cards), draw dagger and ruby, reshuffle, draw 3
    hand = t.names(0, "hand")
    assert hand[:2] == ["dagger", "ruby"] and len(hand) == 5
    assert len(t.zone(0, "deck")) == 5 and t.names(0, "discard") == []
    assert Counter(hand + t.names(0, "deck")) == PERSONAL
    # During the main phase too: Command draws from the reshuffled discard pile.
    t2 = Table(p0={"hand": ["command"], "discard": EVERY_PERSONAL_CARD})
    assert t2.zone(0, "deck") == []
    t2.play("command")
    assert len(t2.names(0, "hand")) == 1 and len(t2.zone(0, "deck")) == 9
    assert t2.names(0, "discard") == []
    # With no discard pile either, there is nothing to draw.
    t3 = Table(p0={"hand": ["command"], "in_play": EVERY_PERSONAL_CARD})
    t3.play("command")
    assert t3.names(0, "hand") == [] and t3.zone(0, "deck") == []


# -- End --------------------------------------------------------------------------------------


def test_HR_E1_health_zero_is_out_and_the_other_player_wins() -> None:
    # rule: HR-E1
    t = Table(p0={"combat": 5}, health=[50, 3])
    t.attack_player(1, 2)
    assert t.health(1) == 1 and not t.game.is_over
    t.attack_player(1, 1)
    assert t.health(1) == 0
    assert t.game.is_over and t.game.winners == [0]
    assert t.game.players[1].out
    assert t.legal() == []
    t.refused(Action("end_turn"))
    t.refused(Action("attack_player", (1, 1)))
    # Below zero is out too.
    t2 = Table(p0={"combat": 6}, health=[50, 4])
    t2.attack_player(1)
    assert t2.health(1) == -2 and t2.game.winners == [0]
    t2.refused(Action("attack_player", (1, 1)))
