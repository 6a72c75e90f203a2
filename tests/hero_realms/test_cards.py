"""One scenario per Hero Realms card: the 54 market cards, the Fire Gem and the starting cards.

Every expected number comes from the tables below, written from the
publisher's public card gallery ("WWG Card Galleries - Public - Hero
Realms", White Wizard Games), never read back from the engine's card data. Simple cards share
parametrised tests (the card id is the test id); every other card has its
own test named after it. Where a card has an ally ability the test shows
that it is refused while the only same-faction partner is in hand, and
that it works once the partner is in play.
"""

from __future__ import annotations

from typing import NamedTuple

import pytest

from tests.hero_realms.helpers import (
    DECK,
    DRAWS,
    Table,
    death_threat_table,
    elven_gift_table,
    tyrannor_table,
)
from toolkit.core.actions import Action
from toolkit.hero_realms.cards import load_cards

# -- The printed facts of every card (reference §1a and §1b) ----------------------------------


class Printed(NamedTuple):
    name: str
    faction: str
    type: str
    copies: int
    cost: int | None
    defense: int | None
    guard: bool


IMP, G, N, W, X = "imperial", "guild", "necros", "wild", "none"
CH, AC, IT = "champion", "action", "item"

PRINTED = {
    "arkus-imperial-dragon": Printed("Arkus, Imperial Dragon", IMP, CH, 1, 8, 6, True),
    "close-ranks": Printed("Close Ranks", IMP, AC, 1, 3, None, False),
    "command": Printed("Command", IMP, AC, 1, 5, None, False),
    "darian-war-mage": Printed("Darian, War Mage", IMP, CH, 1, 4, 5, False),
    "domination": Printed("Domination", IMP, AC, 1, 7, None, False),
    "cristov-the-just": Printed("Cristov, the Just", IMP, CH, 1, 5, 5, True),
    "kraka-high-priest": Printed("Kraka, High Priest", IMP, CH, 1, 6, 6, False),
    "man-at-arms": Printed("Man-at-Arms", IMP, CH, 2, 3, 4, True),
    "master-weyan": Printed("Master Weyan", IMP, CH, 1, 4, 4, True),
    "rally-the-troops": Printed("Rally the Troops", IMP, AC, 1, 4, None, False),
    "recruit": Printed("Recruit", IMP, AC, 3, 2, None, False),
    "tithe-priest": Printed("Tithe Priest", IMP, CH, 2, 2, 3, False),
    "taxation": Printed("Taxation", IMP, AC, 3, 1, None, False),
    "word-of-power": Printed("Word of Power", IMP, AC, 1, 6, None, False),
    "borg-ogre-mercenary": Printed("Borg, Ogre Mercenary", G, CH, 1, 6, 6, True),
    "bribe": Printed("Bribe", G, AC, 3, 3, None, False),
    "death-threat": Printed("Death Threat", G, AC, 1, 3, None, False),
    "deception": Printed("Deception", G, AC, 1, 5, None, False),
    "fire-bomb": Printed("Fire Bomb", G, AC, 1, 8, None, False),
    "hit-job": Printed("Hit Job", G, AC, 1, 4, None, False),
    "intimidation": Printed("Intimidation", G, AC, 2, 2, None, False),
    "myros-guild-mage": Printed("Myros, Guild Mage", G, CH, 1, 5, 3, True),
    "parov-the-enforcer": Printed("Parov, the Enforcer", G, CH, 1, 5, 5, True),
    "profit": Printed("Profit", G, AC, 3, 1, None, False),
    "rake-master-assassin": Printed("Rake, Master Assassin", G, CH, 1, 7, 7, False),
    "rasmus-the-smuggler": Printed("Rasmus, the Smuggler", G, CH, 1, 4, 5, False),
    "smash-and-grab": Printed("Smash and Grab", G, AC, 1, 6, None, False),
    "street-thug": Printed("Street Thug", G, CH, 2, 3, 4, False),
    "cult-priest": Printed("Cult Priest", N, CH, 2, 3, 4, False),
    "dark-energy": Printed("Dark Energy", N, AC, 1, 4, None, False),
    "dark-reward": Printed("Dark Reward", N, AC, 1, 5, None, False),
    "death-cultist": Printed("Death Cultist", N, CH, 2, 2, 3, True),
    "death-touch": Printed("Death Touch", N, AC, 3, 1, None, False),
    "rayla-endweaver": Printed("Rayla, Endweaver", N, CH, 1, 4, 4, False),
    "influence": Printed("Influence", N, AC, 3, 2, None, False),
    "krythos-master-vampire": Printed("Krythos, Master Vampire", N, CH, 1, 7, 6, False),
    "life-drain": Printed("Life Drain", N, AC, 1, 6, None, False),
    "lys-the-unseen": Printed("Lys, the Unseen", N, CH, 1, 6, 5, True),
    "the-rot": Printed("The Rot", N, AC, 2, 3, None, False),
    "tyrannor-the-devourer": Printed("Tyrannor, the Devourer", N, CH, 1, 8, 6, True),
    "varrick-the-necromancer": Printed("Varrick, the Necromancer", N, CH, 1, 5, 3, False),
    "broelyn-loreweaver": Printed("Broelyn, Loreweaver", W, CH, 1, 4, 6, False),
    "cron-the-berserker": Printed("Cron, the Berserker", W, CH, 1, 6, 6, False),
    "dire-wolf": Printed("Dire Wolf", W, CH, 1, 5, 5, True),
    "elven-curse": Printed("Elven Curse", W, AC, 2, 3, None, False),
    "elven-gift": Printed("Elven Gift", W, AC, 3, 2, None, False),
    "grak-storm-giant": Printed("Grak, Storm Giant", W, CH, 1, 8, 7, True),
    "natures-bounty": Printed("Nature's Bounty", W, AC, 1, 4, None, False),
    "orc-grunt": Printed("Orc Grunt", W, CH, 2, 3, 3, True),
    "rampage": Printed("Rampage", W, AC, 1, 6, None, False),
    "torgen-rocksplitter": Printed("Torgen Rocksplitter", W, CH, 1, 7, 7, True),
    "spark": Printed("Spark", W, AC, 3, 1, None, False),
    "wolf-form": Printed("Wolf Form", W, AC, 1, 5, None, False),
    "wolf-shaman": Printed("Wolf Shaman", W, CH, 2, 2, 4, False),
    "fire-gem": Printed("Fire Gem", X, IT, 16, 2, None, False),
    "gold": Printed("Gold", X, IT, 28, None, None, False),
    "ruby": Printed("Ruby", X, IT, 4, None, None, False),
    "dagger": Printed("Dagger", X, IT, 4, None, None, False),
    "shortsword": Printed("Shortsword", X, IT, 4, None, None, False),
}


def test_the_table_covers_every_market_card() -> None:
    market = [cid for cid, p in PRINTED.items() if p.faction != X]
    assert len(market) == 54
    assert sum(PRINTED[cid].copies for cid in market) == 80
    assert sorted(c.id for c in load_cards().by_role("market")) == sorted(market)


@pytest.mark.parametrize("card_id", list(PRINTED))
def test_printed_facts(card_id: str) -> None:
    card = load_cards()[card_id]
    printed = PRINTED[card_id]
    got = Printed(
        card.name, card.faction, card.type, card.copies, card.cost, card.defense, card.guard
    )
    assert got == printed


# -- Simple cards: fixed gains and draws (reference §1a, §1b) ---------------------------------


class Gain(NamedTuple):
    gold: int = 0
    combat: int = 0
    health: int = 0
    draw: int = 0


# A champion of each faction with no ability on play: the ally partner.
PARTNER = {IMP: "tithe-priest", G: "street-thug", N: "cult-priest", W: "wolf-shaman"}

# card id: (primary, ally or None, sacrifice or None)
SIMPLE_PLAYED = {
    "command": (Gain(gold=2, combat=3, health=4, draw=1), None, None),
    "taxation": (Gain(gold=2), Gain(health=6), None),
    "word-of-power": (Gain(draw=2), Gain(health=5), Gain(combat=5)),
    "intimidation": (Gain(combat=5), Gain(gold=2), None),
    "profit": (Gain(gold=2), Gain(combat=4), None),
    "dark-energy": (Gain(combat=7), Gain(draw=1), None),
    "influence": (Gain(gold=3), None, Gain(combat=3)),
    "gold": (Gain(gold=1), None, None),
    "ruby": (Gain(gold=2), None, None),
    "dagger": (Gain(combat=1), None, None),
    "shortsword": (Gain(combat=2), None, None),
}

# card id: (expend, ally or None)
SIMPLE_CHAMPIONS = {
    "arkus-imperial-dragon": (Gain(combat=5, draw=1), Gain(health=6)),
    "cristov-the-just": (Gain(combat=2, health=3), Gain(draw=1)),
    "borg-ogre-mercenary": (Gain(combat=4), None),
    "myros-guild-mage": (Gain(gold=3), Gain(combat=4)),
    "parov-the-enforcer": (Gain(combat=3), Gain(draw=1)),
    "death-cultist": (Gain(combat=2), None),
    "rayla-endweaver": (Gain(combat=3), Gain(draw=1)),
    "cron-the-berserker": (Gain(combat=5), Gain(draw=1)),
    "dire-wolf": (Gain(combat=3), Gain(combat=4)),
    "orc-grunt": (Gain(combat=2), Gain(draw=1)),
}

START_HEALTH = 40


class Tally:
    """What a simple card should have given so far: pools, health and hand."""

    def __init__(self, hand: list[str]) -> None:
        self.gold = self.combat = 0
        self.health = START_HEALTH
        self.hand = list(hand)
        self.drawn = 0

    def add(self, gain: Gain) -> None:
        self.gold += gain.gold
        self.combat += gain.combat
        self.health += gain.health
        self.hand += DRAWS[self.drawn : self.drawn + gain.draw]
        self.drawn += gain.draw

    def check(self, t: Table) -> None:
        assert (t.gold, t.combat, t.health(0)) == (self.gold, self.combat, self.health)
        assert t.names(0, "hand") == self.hand


@pytest.mark.parametrize("card_id", list(SIMPLE_PLAYED))
def test_simple_played_card(card_id: str) -> None:
    primary, ally, sacrifice = SIMPLE_PLAYED[card_id]
    faction = PRINTED[card_id].faction
    partner = PARTNER.get(faction)
    hand = [card_id] + ([partner] if partner else [])
    t = Table(p0={"hand": hand, "deck": DECK}, health=[START_HEALTH, 50])
    tally = Tally(hand[1:])
    t.refused(Action("sacrifice", (t.iid(0, "hand", card_id),)), rule="HR-A7")
    t.play(card_id)
    tally.add(primary)
    tally.check(t)
    assert t.names(0, "in_play") == [card_id]
    if ally is None:
        t.refused("ally", card_id, rule="HR-A6")
    else:
        t.refused("ally", card_id, rule="HR-A6")  # the partner is only in hand
        t.play(partner)
        tally.hand.remove(partner)
        t.ally(card_id)
        tally.add(ally)
        tally.check(t)
        t.refused("ally", card_id, rule="HR-A6")
    if sacrifice is None:
        t.refused("sacrifice", card_id, rule="HR-A7")
    else:
        t.sacrifice(card_id)
        tally.add(sacrifice)
        tally.check(t)
        assert t.names(None, "sacrificed") == [card_id]
        assert t.names(0, "in_play") == []
    tally.check(t)


@pytest.mark.parametrize("card_id", list(SIMPLE_CHAMPIONS))
def test_simple_champion(card_id: str) -> None:
    expend, ally = SIMPLE_CHAMPIONS[card_id]
    partner = PARTNER[PRINTED[card_id].faction]
    t = Table(
        p0={"hand": [partner], "champions": [card_id], "deck": DECK}, health=[START_HEALTH, 50]
    )
    tally = Tally([partner])
    t.expend(card_id)
    tally.add(expend)
    tally.check(t)
    assert t.names(0, "expended") == [card_id]
    t.refused("expend", card_id, rule="HR-A5")
    t.refused("ally", card_id, rule="HR-A6")  # the partner is only in hand
    t.play(partner)
    tally.hand.remove(partner)
    if ally is None:
        t.refused("ally", card_id, rule="HR-A6")
    else:
        t.ally(card_id)
        tally.add(ally)
        tally.check(t)
        t.refused("ally", card_id, rule="HR-A6")
    t.refused("sacrifice", card_id, rule="HR-A7")
    tally.check(t)


# -- Fire Gem -----------------------------------------------------------------------------------


def test_fire_gem() -> None:
    t = Table(p0={"gold": 3})
    t.buy("fire-gem")
    assert t.gold == 1 and t.names(0, "discard") == ["fire-gem"]
    assert len(t.zone(None, "gems")) == 15
    t.refused("buy", "fire-gem", rule="HR-B1")
    t = Table(p0={"hand": ["fire-gem"]})
    t.play("fire-gem")
    assert (t.gold, t.combat) == (2, 0)
    t.refused("ally", "fire-gem", rule="HR-A6")
    t.sacrifice("fire-gem")
    assert (t.gold, t.combat) == (2, 3)
    assert len(t.zone(None, "gems")) == 16 and t.names(None, "sacrificed") == []


# -- Imperial -------------------------------------------------------------------------------


def test_close_ranks() -> None:
    t = Table(p0={"hand": ["close-ranks"]})
    t.play("close-ranks")
    assert t.combat == 5  # no champion
    t = Table(
        p0={"hand": ["close-ranks", "taxation"], "champions": ["orc-grunt", "street-thug"]},
        health=[40, 50],
    )
    t.play("close-ranks")
    assert t.combat == 5 + 2 * 2
    t.refused("ally", "close-ranks", rule="HR-A6")
    t.play("taxation")
    t.ally("close-ranks")
    assert (t.gold, t.combat, t.health(0)) == (2, 9, 46)
    t.refused("ally", "close-ranks", rule="HR-A6")


def test_darian_war_mage() -> None:
    for option, expected in ((0, (3, 40)), (1, (0, 44))):
        t = Table(p0={"champions": ["darian-war-mage"]}, health=[40, 50])
        t.expend("darian-war-mage")
        assert t.pending == "choose" and t.options() == ["choose 0", "choose 1"]
        t.answer("choose", option)
        assert (t.combat, t.health(0)) == expected
        assert t.gold == 0 and t.pending is None
        t.refused("expend", "darian-war-mage", rule="HR-A5")


def test_domination() -> None:
    t = Table(
        p0={
            "hand": ["domination"],
            "champions": ["man-at-arms"],
            "expended": ["man-at-arms"],
            "deck": DECK,
        },
        health=[40, 50],
    )
    t.play("domination")
    assert (t.gold, t.combat, t.health(0)) == (0, 6, 46)
    assert t.names(0, "hand") == DRAWS[:1]
    t.refused("expend", "man-at-arms", rule="HR-A5")
    t.ally("domination")  # prepares the only expended champion
    assert t.names(0, "expended") == []
    t.expend("man-at-arms")
    assert t.combat == 8
    t.refused("ally", "domination", rule="HR-A6")
    # Without an Imperial partner in play, no prepare.
    t = Table(
        p0={
            "hand": ["domination", "tithe-priest"],
            "champions": ["orc-grunt"],
            "expended": ["orc-grunt"],
        }
    )
    t.play("domination")
    t.refused("ally", "domination", rule="HR-A6")


def test_kraka_high_priest() -> None:
    t = Table(
        p0={
            "hand": ["tithe-priest"],
            "champions": ["kraka-high-priest", "orc-grunt"],
            "deck": DECK,
        },
        health=[40, 50],
    )
    t.expend("kraka-high-priest")
    assert (t.gold, t.combat, t.health(0)) == (0, 0, 42)
    assert t.names(0, "hand") == ["tithe-priest", DRAWS[0]]
    t.refused("ally", "kraka-high-priest", rule="HR-A6")
    t.play("tithe-priest")
    t.ally("kraka-high-priest")  # 2 health per champion: Kraka, Orc Grunt, Tithe Priest
    assert t.health(0) == 42 + 2 * 3
    t.refused("ally", "kraka-high-priest", rule="HR-A6")


def test_man_at_arms() -> None:
    t = Table(p0={"champions": ["man-at-arms"]})
    t.expend("man-at-arms")
    assert t.combat == 2
    t = Table(p0={"champions": ["man-at-arms", "man-at-arms", "orc-grunt", "street-thug"]})
    t.expend("man-at-arms")  # other guards: the other Man-at-Arms and Orc Grunt
    assert t.combat == 2 + 2
    t.expend("man-at-arms")
    assert t.combat == 8
    t.refused("expend", "man-at-arms", rule="HR-A5")
    t.refused("ally", "man-at-arms", rule="HR-A6")


def test_master_weyan() -> None:
    t = Table(p0={"champions": ["master-weyan"], "in_play": ["spark"]})
    t.expend("master-weyan")
    assert t.combat == 3  # Spark is not a champion
    t = Table(p0={"champions": ["master-weyan", "orc-grunt", "street-thug"], "in_play": ["spark"]})
    t.expend("master-weyan")
    assert t.combat == 3 + 2
    t.refused("expend", "master-weyan", rule="HR-A5")


def test_rally_the_troops() -> None:
    t = Table(
        p0={
            "hand": ["rally-the-troops"],
            "champions": ["cristov-the-just", "darian-war-mage"],
            "expended": ["cristov-the-just", "darian-war-mage"],
        },
        health=[40, 50],
    )
    t.play("rally-the-troops")
    assert (t.gold, t.combat, t.health(0)) == (0, 5, 45)
    t.ally("rally-the-troops")
    assert t.pending == "prepare"
    assert t.options() == ["prepare cristov-the-just", "prepare darian-war-mage"]
    t.answer("prepare", "cristov-the-just")
    assert t.names(0, "expended") == ["darian-war-mage"]
    t.expend("cristov-the-just")
    assert (t.combat, t.health(0)) == (7, 48)
    t.refused("expend", "darian-war-mage", rule="HR-A5")
    t.refused("ally", "rally-the-troops", rule="HR-A6")
    t = Table(
        p0={"hand": ["rally-the-troops"], "champions": ["orc-grunt"], "expended": ["orc-grunt"]}
    )
    t.play("rally-the-troops")
    t.refused("ally", "rally-the-troops", rule="HR-A6")


def test_recruit() -> None:
    t = Table(p0={"hand": ["recruit"]}, health=[40, 50])
    t.play("recruit")
    assert (t.gold, t.combat, t.health(0)) == (2, 0, 43)
    t = Table(
        p0={"hand": ["recruit", "taxation"], "champions": ["orc-grunt", "street-thug"]},
        health=[40, 50],
    )
    t.play("recruit")
    assert (t.gold, t.health(0)) == (2, 40 + 3 + 2)
    t.refused("ally", "recruit", rule="HR-A6")
    t.play("taxation")
    t.ally("recruit")
    assert (t.gold, t.health(0)) == (2 + 2 + 1, 45)
    t.refused("ally", "recruit", rule="HR-A6")


def test_tithe_priest() -> None:
    for option, expected in ((0, (1, 40)), (1, (0, 42))):
        t = Table(p0={"champions": ["tithe-priest", "orc-grunt"]}, health=[40, 50])
        t.expend("tithe-priest")
        assert t.options() == ["choose 0", "choose 1"]
        t.answer("choose", option)  # 1 gold, or 1 health per champion (itself included)
        assert (t.gold, t.health(0)) == expected
        assert t.combat == 0
        t.refused("expend", "tithe-priest", rule="HR-A5")


# -- Guild ----------------------------------------------------------------------------------


MARKET = ["myros-guild-mage", "intimidation", "spark", "street-thug", "taxation"]


def test_bribe() -> None:
    t = Table(p0={"hand": ["bribe", "street-thug"], "gold": 5}, market=MARKET)
    t.play("bribe")
    assert t.gold == 8
    t.refused("ally", "bribe", rule="HR-A6")
    t.play("street-thug")
    t.ally("bribe")
    t.refused("ally", "bribe", rule="HR-A6")
    t.buy("myros-guild-mage")  # a champion: not redirected
    assert t.names(0, "discard") == ["myros-guild-mage"]
    t.buy("intimidation")  # the next action: on top of the deck
    assert t.names(0, "deck")[-1] == "intimidation"
    assert t.names(0, "discard") == ["myros-guild-mage"]
    t.buy("spark")  # only the next one
    assert t.names(0, "discard") == ["myros-guild-mage", "spark"]
    assert t.gold == 0
    # Without the ally, a bought action goes to the discard pile.
    t = Table(p0={"hand": ["bribe"]}, market=MARKET)
    t.play("bribe").buy("intimidation")
    assert t.names(0, "discard") == ["intimidation"]
    assert t.names(0, "deck")[-1] != "intimidation"


def test_death_threat() -> None:
    # rule: HR-C4
    t = death_threat_table()
    t.play("death-threat")
    assert (t.gold, t.combat) == (0, 1)
    assert t.names(0, "hand") == ["street-thug", DRAWS[0]]
    t.refused("ally", "death-threat", rule="HR-A6")
    t.play("street-thug")
    t.ally("death-threat")
    assert t.pending == "stun"
    assert t.options() == ["stun rake-master-assassin", "stun street-thug"]  # no pass
    t.refused(Action("pass"))
    t.answer("stun", "rake-master-assassin")
    assert t.names(1, "champions") == ["street-thug"]
    assert t.names(1, "discard") == ["rake-master-assassin"]
    # A prepared guard: only a guard can be targeted, so the only candidate is stunned.
    t = Table(
        p0={"in_play": ["death-threat"], "champions": ["street-thug"]},
        p1={"champions": ["orc-grunt", "rake-master-assassin"]},
    )
    t.ally("death-threat")
    assert t.pending is None
    assert t.names(1, "discard") == ["orc-grunt"]
    assert t.names(1, "champions") == ["rake-master-assassin"]


def test_deception() -> None:
    t = Table(
        p0={"hand": ["deception", "street-thug"], "deck": DECK, "gold": 4},
        market=["rasmus-the-smuggler", "profit", "spark"],
    )
    t.play("deception")
    assert (t.gold, t.combat) == (6, 0)
    assert t.names(0, "hand") == ["street-thug", DRAWS[0]]
    t.refused("ally", "deception", rule="HR-A6")
    t.play("street-thug")
    t.ally("deception")
    t.buy("rasmus-the-smuggler")  # into the hand, champion or not
    assert t.names(0, "hand") == [DRAWS[0], "rasmus-the-smuggler"]
    assert t.names(0, "discard") == []
    t.buy("profit")  # only the next card
    assert t.names(0, "discard") == ["profit"]
    t.play("rasmus-the-smuggler")  # playable at once
    assert "rasmus-the-smuggler" in t.names(0, "champions")
    assert t.gold == 1


def test_fire_bomb() -> None:
    # rule: HR-C4
    t = Table(
        p0={"hand": ["fire-bomb"], "deck": DECK}, p1={"champions": ["orc-grunt", "street-thug"]}
    )
    t.play("fire-bomb")  # mandatory; the prepared guard is the only target (HR-C4)
    assert t.pending is None
    assert (t.gold, t.combat) == (0, 8)
    assert t.names(1, "discard") == ["orc-grunt"]
    assert t.names(0, "hand") == DRAWS[:1]
    t.refused("ally", "fire-bomb", rule="HR-A6")
    t.sacrifice("fire-bomb")
    assert t.combat == 13
    assert t.names(None, "sacrificed") == ["fire-bomb"]
    # With no champion to stun, the rest still happens.
    t = Table(p0={"hand": ["fire-bomb"], "deck": DECK})
    t.play("fire-bomb")
    assert (t.combat, t.pending, t.names(0, "hand")) == (8, None, DRAWS[:1])
    # Without a guard, any champion may be chosen; the stun must be made.
    t = Table(
        p0={"hand": ["fire-bomb"], "deck": DECK},
        p1={"champions": ["street-thug", "cron-the-berserker"]},
    )
    t.play("fire-bomb")
    assert t.options() == ["stun cron-the-berserker", "stun street-thug"]
    t.refused(Action("pass"))
    t.answer("stun", "street-thug")
    assert t.names(1, "discard") == ["street-thug"]


def test_hit_job() -> None:
    t = Table(p0={"hand": ["hit-job", "profit"]}, p1={"champions": ["orc-grunt"]})
    t.play("hit-job")
    assert (t.gold, t.combat) == (0, 7)
    t.refused("ally", "hit-job", rule="HR-A6")
    t.play("profit")
    t.ally("hit-job")  # the only champion is stunned
    if t.pending == "stun":
        t.answer("stun", "orc-grunt")
    assert t.names(1, "champions") == [] and t.names(1, "discard") == ["orc-grunt"]
    assert (t.gold, t.combat) == (2, 7)
    t.refused("ally", "hit-job", rule="HR-A6")


def test_rake_master_assassin() -> None:
    # rule: HR-C4
    t = Table(
        p0={"champions": ["rake-master-assassin"]}, p1={"champions": ["orc-grunt", "street-thug"]}
    )
    t.expend("rake-master-assassin")
    assert t.combat == 4
    assert t.options() == ["pass", "stun orc-grunt"]  # the guard stands in the way
    t.refused("stun", "street-thug", rule="HR-C4")
    t.answer("stun", "orc-grunt")
    assert t.names(1, "champions") == ["street-thug"]
    assert t.names(1, "discard") == ["orc-grunt"]
    t.refused("expend", "rake-master-assassin", rule="HR-A5")
    t = Table(p0={"champions": ["rake-master-assassin"]}, p1={"champions": ["orc-grunt"]})
    t.expend("rake-master-assassin")
    assert t.options() == ["pass", "stun orc-grunt"]  # "may": even with one champion
    t.answer("pass")
    assert t.names(1, "champions") == ["orc-grunt"] and t.combat == 4


def test_rasmus_the_smuggler() -> None:
    t = Table(
        p0={"champions": ["rasmus-the-smuggler"], "hand": ["profit"]},
        market=["street-thug", "spark"],
    )
    t.expend("rasmus-the-smuggler")
    assert (t.gold, t.combat) == (2, 0)
    t.refused("ally", "rasmus-the-smuggler", rule="HR-A6")
    t.play("profit")
    t.ally("rasmus-the-smuggler")
    t.buy("street-thug")  # any card: on top of the deck
    assert t.names(0, "deck")[-1] == "street-thug"
    assert t.names(0, "discard") == []
    t.buy("spark")  # only the next card
    assert t.names(0, "discard") == ["spark"]
    assert t.gold == 0


def test_smash_and_grab() -> None:
    t = Table(p0={"hand": ["smash-and-grab"], "discard": ["ruby", "orc-grunt"]})
    t.play("smash-and-grab")
    assert t.combat == 6
    assert t.options() == ["pass", "to_top orc-grunt", "to_top ruby"]
    t.answer("to_top", "ruby")
    assert t.names(0, "deck")[-1] == "ruby"
    assert t.names(0, "discard") == ["orc-grunt"]
    t.refused("ally", "smash-and-grab", rule="HR-A6")
    t = Table(p0={"hand": ["smash-and-grab"], "discard": ["ruby"]})
    t.play("smash-and-grab")
    t.answer("pass")
    assert t.names(0, "discard") == ["ruby"] and t.combat == 6


def test_street_thug() -> None:
    for option, expected in ((0, (1, 0)), (1, (0, 2))):
        t = Table(p0={"champions": ["street-thug"]})
        t.expend("street-thug")
        assert t.options() == ["choose 0", "choose 1"]
        t.answer("choose", option)
        assert (t.gold, t.combat) == expected
        t.refused("expend", "street-thug", rule="HR-A5")
        t.refused("ally", "street-thug", rule="HR-A6")


# -- Necros ---------------------------------------------------------------------------------


def test_cult_priest() -> None:
    for option, expected in ((0, (1, 0)), (1, (0, 1))):
        t = Table(p0={"champions": ["cult-priest"], "hand": ["death-cultist"]})
        t.expend("cult-priest")
        assert t.options() == ["choose 0", "choose 1"]
        t.answer("choose", option)
        assert (t.gold, t.combat) == expected
        t.refused("ally", "cult-priest", rule="HR-A6")
        t.play("death-cultist")
        t.ally("cult-priest")
        assert (t.gold, t.combat) == (expected[0], expected[1] + 4)
        t.refused("ally", "cult-priest", rule="HR-A6")


def _sacrifice_options(hand: list[str], discard: list[str]) -> list[str]:
    return sorted([f"sacrifice_card {c}" for c in hand + discard] + ["pass"])


def test_dark_reward() -> None:
    t = Table(p0={"hand": ["dark-reward", "death-cultist", "gold"], "discard": ["dagger"]})
    t.play("dark-reward")
    assert (t.gold, t.combat) == (3, 0)
    assert t.options() == _sacrifice_options(["death-cultist", "gold"], ["dagger"])
    t.answer("sacrifice_card", "dagger")
    assert t.names(None, "sacrificed") == ["dagger"] and t.names(0, "discard") == []
    assert (t.gold, t.combat, t.pending) == (3, 0, None)
    t.refused("ally", "dark-reward", rule="HR-A6")
    t.play("death-cultist")
    t.ally("dark-reward")
    assert (t.gold, t.combat) == (3, 6)
    t = Table(p0={"hand": ["dark-reward", "gold"]})
    t.play("dark-reward").answer("pass")
    assert t.names(0, "hand") == ["gold"] and t.names(None, "sacrificed") == []


def test_death_touch() -> None:
    t = Table(p0={"hand": ["death-touch", "cult-priest"], "discard": ["gold"]})
    t.play("death-touch")
    assert (t.gold, t.combat) == (0, 2)
    assert t.options() == _sacrifice_options(["cult-priest"], ["gold"])
    t.answer("sacrifice_card", "gold")
    assert t.names(None, "sacrificed") == ["gold"]
    t.refused("ally", "death-touch", rule="HR-A6")
    t.play("cult-priest")
    t.ally("death-touch")
    assert (t.gold, t.combat) == (0, 4)
    t.refused("ally", "death-touch", rule="HR-A6")


def test_krythos_master_vampire() -> None:
    t = Table(p0={"champions": ["krythos-master-vampire"], "hand": ["gold"], "discard": ["dagger"]})
    t.expend("krythos-master-vampire")
    assert t.combat == 3
    assert t.options() == _sacrifice_options(["gold"], ["dagger"])
    t.answer("sacrifice_card", "gold")  # if you do: 3 more
    assert (t.combat, t.pending) == (6, None)
    assert t.names(None, "sacrificed") == ["gold"]
    t.refused("expend", "krythos-master-vampire", rule="HR-A5")
    t = Table(p0={"champions": ["krythos-master-vampire"], "hand": ["gold"]})
    t.expend("krythos-master-vampire").answer("pass")
    assert t.combat == 3 and t.names(0, "hand") == ["gold"]


def test_life_drain() -> None:
    t = Table(p0={"hand": ["life-drain", "cult-priest"], "discard": ["gold"], "deck": DECK})
    t.play("life-drain")
    assert (t.gold, t.combat) == (0, 8)
    assert t.options() == _sacrifice_options(["cult-priest"], ["gold"])
    t.answer("sacrifice_card", "gold")
    assert t.combat == 8 and t.names(None, "sacrificed") == ["gold"]
    t.refused("ally", "life-drain", rule="HR-A6")
    t.play("cult-priest")
    t.ally("life-drain")
    assert t.names(0, "hand") == DRAWS[:1]
    t.refused("ally", "life-drain", rule="HR-A6")


def test_lys_the_unseen() -> None:
    t = Table(p0={"champions": ["lys-the-unseen"], "discard": ["ruby"]})
    t.expend("lys-the-unseen")
    assert t.combat == 2
    assert t.options() == _sacrifice_options([], ["ruby"])
    t.answer("sacrifice_card", "ruby")
    assert (t.combat, t.pending) == (4, None)
    assert t.names(None, "sacrificed") == ["ruby"]
    t = Table(p0={"champions": ["lys-the-unseen"], "discard": ["ruby"]})
    t.expend("lys-the-unseen").answer("pass")
    assert t.combat == 2 and t.names(0, "discard") == ["ruby"]
    t.refused("ally", "lys-the-unseen", rule="HR-A6")


def test_the_rot() -> None:
    t = Table(p0={"hand": ["the-rot", "death-cultist", "gold"]})
    t.play("the-rot")
    assert (t.gold, t.combat) == (0, 4)
    assert t.options() == _sacrifice_options(["death-cultist", "gold"], [])
    t.answer("sacrifice_card", "gold")
    assert t.combat == 4 and t.names(None, "sacrificed") == ["gold"]
    t.refused("ally", "the-rot", rule="HR-A6")
    t.play("death-cultist")
    t.ally("the-rot")
    assert t.combat == 7
    t.refused("ally", "the-rot", rule="HR-A6")


def test_tyrannor_the_devourer() -> None:
    t = tyrannor_table()
    t.expend("tyrannor-the-devourer")
    assert t.combat == 4
    t.answer("sacrifice_card", "gold")
    assert t.pending == "sacrifice"  # up to two
    assert t.options() == _sacrifice_options(["cult-priest"], ["dagger"])
    t.answer("sacrifice_card", "dagger")
    assert t.pending is None and t.combat == 4
    assert t.names(None, "sacrificed") == ["gold", "dagger"]
    t.refused("ally", "tyrannor-the-devourer", rule="HR-A6")
    t.play("cult-priest")
    t.ally("tyrannor-the-devourer")
    assert t.names(0, "hand") == DRAWS[:1]
    t = Table(p0={"champions": ["tyrannor-the-devourer"], "hand": ["gold", "ruby"]})
    t.expend("tyrannor-the-devourer").answer("sacrifice_card", "ruby").answer("pass")
    assert t.names(0, "hand") == ["gold"] and t.names(None, "sacrificed") == ["ruby"]


def test_varrick_the_necromancer() -> None:
    t = Table(
        p0={
            "champions": ["varrick-the-necromancer"],
            "hand": ["cult-priest"],
            "discard": ["gold", "orc-grunt"],
        }
    )
    t.expend("varrick-the-necromancer")  # the only champion in the discard pile
    if t.pending == "to_top":
        t.answer("to_top", "orc-grunt")
    assert t.names(0, "deck")[-1] == "orc-grunt"
    assert t.names(0, "discard") == ["gold"]
    assert (t.gold, t.combat) == (0, 0)
    t.refused("ally", "varrick-the-necromancer", rule="HR-A6")
    t.play("cult-priest")
    t.ally("varrick-the-necromancer")  # draws the champion just put on top
    assert t.names(0, "hand") == ["orc-grunt"]
    t = Table(
        p0={
            "champions": ["varrick-the-necromancer"],
            "discard": ["orc-grunt", "gold", "street-thug"],
        }
    )
    t.expend("varrick-the-necromancer")
    assert t.options() == ["to_top orc-grunt", "to_top street-thug"]  # champions only; no pass
    t.refused(Action("pass"))
    t.answer("to_top", "street-thug")
    assert t.names(0, "deck")[-1] == "street-thug"
    t = Table(p0={"champions": ["varrick-the-necromancer"], "discard": ["gold"]})
    t.expend("varrick-the-necromancer")
    assert t.pending is None and t.names(0, "discard") == ["gold"]


# -- Wild -----------------------------------------------------------------------------------

OPP_HAND = ["gold", "ruby", "dagger"]


def _opponent_discards(t: Table, n: int, choices: list[str]) -> None:
    """End the turn: the opponent discards ``n`` cards at the start of their turn."""
    assert t.names(1, "hand") == OPP_HAND  # nothing happens before their turn
    t.end_turn()
    assert t.active == 1
    for card_id in choices[:n]:
        assert t.pending == "discard" and t.current == 1
        assert t.options() == sorted(f"discard {c}" for c in t.names(1, "hand"))
        t.answer("discard", card_id)
    assert t.pending is None
    assert t.names(1, "discard") == choices[:n]
    assert sorted(t.names(1, "hand")) == sorted(c for c in OPP_HAND if c not in choices[:n])


def test_broelyn_loreweaver() -> None:
    t = Table(
        p0={"champions": ["broelyn-loreweaver"], "hand": ["wolf-shaman"]}, p1={"hand": OPP_HAND}
    )
    t.expend("broelyn-loreweaver")
    assert (t.gold, t.combat) == (2, 0)
    t.refused("ally", "broelyn-loreweaver", rule="HR-A6")
    t.play("wolf-shaman")
    t.ally("broelyn-loreweaver")
    t.refused("ally", "broelyn-loreweaver", rule="HR-A6")
    _opponent_discards(t, 1, ["ruby"])


def test_elven_curse() -> None:
    t = Table(p0={"hand": ["elven-curse", "wolf-shaman"]}, p1={"hand": OPP_HAND})
    t.play("elven-curse")
    assert (t.gold, t.combat) == (0, 6)
    t.refused("ally", "elven-curse", rule="HR-A6")
    t.play("wolf-shaman")
    t.ally("elven-curse")
    assert t.combat == 9
    _opponent_discards(t, 1, ["dagger"])


def test_elven_gift() -> None:
    t = elven_gift_table("gold", "wolf-shaman")
    t.play("elven-gift")
    assert (t.gold, t.combat) == (2, 0)
    assert t.options() == ["draw_count 0", "draw_count 1"]
    t.answer("draw_count", 1)
    assert t.names(0, "hand") == ["gold", "wolf-shaman", DRAWS[0]]
    assert t.pending == "discard"
    t.answer("discard", "gold")
    assert t.names(0, "hand") == ["wolf-shaman", DRAWS[0]]
    assert t.names(0, "discard") == ["gold"] and t.pending is None
    t.refused("ally", "elven-gift", rule="HR-A6")
    t.play("wolf-shaman")
    t.ally("elven-gift")
    assert (t.gold, t.combat) == (2, 4)
    t = elven_gift_table("gold")
    t.play("elven-gift").answer("draw_count", 0)
    assert t.names(0, "hand") == ["gold"] and t.names(0, "discard") == []


def test_grak_storm_giant() -> None:
    t = Table(p0={"champions": ["grak-storm-giant"], "hand": ["gold", "wolf-shaman"], "deck": DECK})
    t.expend("grak-storm-giant")
    assert t.combat == 6
    assert t.options() == ["draw_count 0", "draw_count 1"]
    t.answer("draw_count", 1)
    t.answer("discard", "gold")
    assert t.names(0, "hand") == ["wolf-shaman", DRAWS[0]]
    assert t.names(0, "discard") == ["gold"]
    t.refused("ally", "grak-storm-giant", rule="HR-A6")
    t.play("wolf-shaman")
    t.ally("grak-storm-giant")  # draw a card, then discard a card: not optional
    assert t.pending == "discard"
    assert t.options() == sorted(f"discard {c}" for c in DRAWS[:2])
    t.answer("discard", DRAWS[1])
    assert t.names(0, "hand") == DRAWS[:1]
    assert t.names(0, "discard") == ["gold", DRAWS[1]]
    assert t.combat == 6
    t = Table(p0={"champions": ["grak-storm-giant"], "hand": ["gold"], "deck": DECK})
    t.expend("grak-storm-giant").answer("draw_count", 0)
    assert t.names(0, "hand") == ["gold"] and t.pending is None


def test_natures_bounty() -> None:
    t = Table(p0={"hand": ["natures-bounty", "wolf-shaman"]}, p1={"hand": OPP_HAND})
    t.play("natures-bounty")
    assert (t.gold, t.combat) == (4, 0)
    t.refused("ally", "natures-bounty", rule="HR-A6")
    t.play("wolf-shaman")
    t.ally("natures-bounty")
    t.sacrifice("natures-bounty")
    assert (t.gold, t.combat) == (4, 4)
    assert t.names(None, "sacrificed") == ["natures-bounty"]
    _opponent_discards(t, 1, ["gold"])


def test_rampage() -> None:
    t = Table(p0={"hand": ["rampage", "gold"], "deck": ["shortsword", "ruby", "dagger"]})
    t.play("rampage")
    assert (t.gold, t.combat) == (0, 6)
    assert t.options() == ["draw_count 0", "draw_count 1", "draw_count 2"]
    t.answer("draw_count", 2)
    assert t.names(0, "hand") == ["gold", "dagger", "ruby"]
    t.answer("discard", "gold")
    assert t.pending == "discard"  # as many as were drawn
    t.answer("discard", "ruby")
    assert t.pending is None
    assert t.names(0, "hand") == ["dagger"] and t.names(0, "discard") == ["gold", "ruby"]
    t.refused("ally", "rampage", rule="HR-A6")
    t = Table(p0={"hand": ["rampage", "gold"], "deck": ["ruby", "dagger"]})
    t.play("rampage").answer("draw_count", 1).answer("discard", "dagger")
    assert t.names(0, "hand") == ["gold"] and t.pending is None


def test_torgen_rocksplitter() -> None:
    t = Table(p0={"champions": ["torgen-rocksplitter"]}, p1={"hand": OPP_HAND})
    t.expend("torgen-rocksplitter")
    assert (t.gold, t.combat) == (0, 4)
    t.refused("expend", "torgen-rocksplitter", rule="HR-A5")
    t.refused("ally", "torgen-rocksplitter", rule="HR-A6")
    _opponent_discards(t, 1, ["gold"])


def test_spark() -> None:
    t = Table(p0={"hand": ["spark", "wolf-shaman"]}, p1={"hand": OPP_HAND})
    t.play("spark")
    assert (t.gold, t.combat) == (0, 3)
    t.refused("ally", "spark", rule="HR-A6")
    t.play("wolf-shaman")
    t.ally("spark")
    assert t.combat == 5
    _opponent_discards(t, 1, ["ruby"])


def test_wolf_form() -> None:
    t = Table(p0={"hand": ["wolf-form"]}, p1={"hand": OPP_HAND})
    t.play("wolf-form")
    assert (t.gold, t.combat) == (0, 8)
    t.refused("ally", "wolf-form", rule="HR-A6")
    t.sacrifice("wolf-form")  # one more discard
    assert t.combat == 8 and t.names(None, "sacrificed") == ["wolf-form"]
    _opponent_discards(t, 2, ["ruby", "gold"])


def test_wolf_shaman() -> None:
    t = Table(p0={"champions": ["wolf-shaman"]})
    t.expend("wolf-shaman")
    assert t.combat == 2
    t = Table(
        p0={
            "champions": ["wolf-shaman", "wolf-shaman", "orc-grunt", "street-thug"],
            "in_play": ["spark"],
            "hand": ["elven-gift"],
        }
    )
    t.expend("wolf-shaman")  # other Wild in play: Wolf Shaman, Orc Grunt, Spark
    assert t.combat == 2 + 3
    t.refused("expend", t.iid(0, "champions", "wolf-shaman"), rule="HR-A5")
    t.refused("ally", "wolf-shaman", rule="HR-A6")
