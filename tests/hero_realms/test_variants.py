"""One scenario per multiplayer rule (RULES.md, HR-S5 and HR-V1..HR-V13).

Each test builds an exact position in a variant, acts, checks the outcome
(targets, team health, pooled gold, combined combat, rewards, winners) and
checks that the forbidden alternative is refused with a clear message naming
the rule, without changing the state.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.hero_realms.helpers import DECK, DRAWS, Table
from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError, SetupError
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.hero_realms.variants import VARIANTS, get_variant, left_of, right_of

PERSONAL = Counter({"gold": 7, "ruby": 1, "dagger": 1, "shortsword": 1})


def table(
    variant: str,
    players: int,
    *specs: dict[str, Any] | None,
    health: list[int] | None = None,
    active: int = 0,
    market: list[str] | None = None,
    seed: int = 1,
    markets: int | None = None,
) -> Table:
    """A :class:`Table` for ``variant`` with ``players`` seats; unlisted seats have empty hands."""
    specs_list = [dict(s) if s is not None else {} for s in specs]
    specs_list += [{} for _ in range(players - len(specs_list))]
    for spec in specs_list:
        if not set(spec) & {"hand", "deck", "discard", "in_play", "champions"}:
            spec["hand"] = []
    position: dict[str, Any] = {"players": specs_list, "active": active}
    if health is not None:
        position["health"] = health
    if market is not None:
        position["market_row"] = market
    setup: dict[str, Any] = {"variant": variant, "players": players, "position": position}
    if markets is not None:
        setup["markets"] = markets
    return Table.wrap(HeroRealmsGame.from_setup(setup, seed))


def attack_targets(t: Table) -> list[int]:
    return sorted(a.args[0] for a in t.legal() if a.kind == "attack_player")


def refusal(t: Table, action: Action, rule: str) -> str:
    return str(t.refused(action, rule=rule))


# -- HR-S5 ----------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["free-for-all", "first-blood", "last-standing"])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_HR_S5_three_or_more_players_draw_3_then_4_then_5(variant: str, players: int) -> None:
    # rule: HR-S5
    game = HeroRealmsGame.new(seed=players, players=players, variant=variant)
    assert [len(p.hand) for p in game.players] == [3, 4] + [5] * (players - 2)
    # One personal deck per seat (a second box from five players), one market.
    assert len(game.defs) == 80 + 16 + 10 * players
    for p in game.players:
        assert Counter(game.defs[c].id for c in p.hand + p.deck) == PERSONAL
        assert game.health_of(p.seat) == 50
    t = Table.wrap(game)
    # Another seat's cards cannot be played in the first player's turn.
    t.refused(Action("play", (game.players[2].hand[0],)), rule="HR-T3")
    assert get_variant(variant).opening_hand(1, 2) == 5  # two players: HR-S4 still holds


# -- HR-V1 free-for-all ---------------------------------------------------------------------


def test_HR_V1_free_for_all_attacks_any_other_player() -> None:
    # rule: HR-V1
    t = table(
        "free-for-all",
        4,
        {"combat": 10, "hand": ["spark"]},
        {"champions": ["street-thug"]},
        {"champions": ["wolf-shaman"], "hand": ["gold", "ruby"]},
        None,
        health=[50, 50, 50, 3],
    )
    assert attack_targets(t) == [1, 2, 3]
    assert {"attack_champion street-thug 4", "attack_champion wolf-shaman 4"} <= set(t.options())
    t.refused(Action("attack_player", (0, 1)), rule="HR-C1")  # not yourself
    t.attack_player(2, 4)
    assert t.health(2) == 46
    t.play("spark")  # target opponent discards: any opponent may be chosen
    assert t.pending == "target"
    assert sorted(a.args[0] for a in t.legal()) == [1, 2, 3]
    t.answer("target", 2)
    t.attack_player(3, 3)
    assert t.game.players[3].out and not t.game.is_over
    t.refused(Action("attack_player", (3, 1)), rule="HR-E1")
    assert attack_targets(t) == [1, 2]
    t.end_turn()
    assert t.active == 1
    t.end_turn()
    assert t.active == 2 and t.pending == "discard"  # Spark's discard, at the start of the turn
    t.answer("discard", t.game.players[2].hand[0])
    t.end_turn()
    assert t.active == 0  # seat 3 is out and skipped


# -- HR-V2 Predator, First Blood --------------------------------------------------------------


def test_HR_V2_first_blood_left_only_champions_left_or_right_first_out_ends() -> None:
    # rule: HR-V2
    t = table(
        "first-blood",
        4,
        {"combat": 12, "hand": ["spark", "hit-job"]},
        {"champions": ["cult-priest"]},
        {"champions": ["street-thug"]},
        {"champions": ["wolf-shaman"]},
        health=[50, 5, 50, 50],
    )
    g = t.game
    assert (left_of(g, 0), right_of(g, 0)) == (1, 3)
    assert attack_targets(t) == [1]  # only the player on the left
    assert "attack_champion wolf-shaman 4" in t.options()  # the right's champions
    message = refusal(t, Action("attack_player", (3, 1)), "HR-V2")
    assert "only the player on their left (Player 2)" in message
    t.refused(Action("attack_player", (2, 1)), rule="HR-V2")
    message = str(t.refused("attack_champion", "street-thug", rule="HR-V2"))
    assert "left or right" in message
    # "Target opponent" effects reach only the player on the left: no question is asked.
    t.play("spark")
    assert t.pending is None
    assert [p.pending_discards for p in g.players] == [0, 1, 0, 0]
    assert ("opponent_discards", 0, 1, 1) in g.events
    t.play("hit-job")
    t.do("attack_champion", "wolf-shaman")
    assert t.names(3, "discard") == ["wolf-shaman"]
    # The first player out ends the game; the player to their right wins.
    t.attack_player(1, 5)
    assert g.is_over and g.winners == [0]
    assert g.events[-1] == ("game_over", (0,))
    assert "(HR-V2)" in g.describe_event(g.events[-1])


@pytest.mark.parametrize("variant", ["first-blood", "last-standing"])
def test_HR_V2_HR_V3_target_opponent_reaches_only_the_left_champions_left_and_right(
    variant: str,
) -> None:
    # rule: HR-V2
    # rule: HR-V3
    t = table(
        variant,
        4,
        {"hand": ["elven-curse", "hit-job", "profit"]},
        {"hand": ["gold", "ruby"]},
        {"hand": ["gold", "ruby"]},
        {"hand": ["gold", "ruby"], "champions": ["street-thug", "cron-the-berserker"]},
    )
    g = t.game
    t.play("elven-curse")  # "target opponent discards 1": only the left, no question
    assert t.pending is None
    assert [p.pending_discards for p in g.players] == [0, 1, 0, 0]
    t.refused(Action("target", (3,)))  # the right neighbour cannot be chosen
    t.refused(Action("target", (1,)))  # nor asked twice
    # A targeted stun reaches the champions of the right neighbour (HR-C4: no guard there).
    t.play("hit-job", "profit")
    t.ally("hit-job")
    assert t.pending == "stun"
    assert t.options() == ["stun cron-the-berserker", "stun street-thug"]
    t.answer("stun", "street-thug")
    assert t.names(3, "discard") == ["street-thug"]
    # The discard happens at the start of the left neighbour's turn.
    t.end_turn()
    assert (t.active, t.pending) == (1, "discard")
    assert [p.pending_discards for p in g.players] == [0, 0, 0, 0]


def test_HR_V2_first_blood_winner_is_right_of_the_player_out() -> None:
    # rule: HR-V2
    t = table("first-blood", 5, None, None, {"combat": 9}, None, None, health=[50] * 4 + [9])
    t.game.active = 2
    t.refused(Action("attack_player", (4, 9)), rule="HR-V2")  # seat 4 is two places left
    t.end_turn()  # seat 3 plays
    t.game.players[3].combat = 9
    t.attack_player(4, 9)
    assert t.game.winners == [3]


# -- HR-V3 Predator, Last One Standing ------------------------------------------------------


def test_HR_V3_last_standing_right_neighbour_gets_10_health_and_a_card() -> None:
    # rule: HR-V3
    t = table(
        "last-standing",
        4,
        {"combat": 20, "deck": DECK, "hand": []},
        None,
        {"champions": ["orc-grunt"]},
        None,
        health=[30, 5, 10, 6],
    )
    g = t.game
    t.refused(Action("attack_player", (2, 1)), rule="HR-V3")
    t.attack_player(1, 5)
    assert g.players[1].out and not g.is_over
    # Seat 0 is on seat 1's right: 10 health and a card at once.
    assert t.health(0) == 40
    assert t.names(0, "hand") == DRAWS[:1]
    assert ("reward", 0, 1) in g.events
    # The neighbours close up: seat 2 is now seat 0's left (its guard comes first).
    assert left_of(g, 0) == 2 and right_of(g, 2) == 0
    t.refused(Action("attack_player", (2, 1)), rule="HR-C3")
    t.refused(Action("attack_player", (3, 1)), rule="HR-V3")
    t.attack_champion("orc-grunt")
    t.attack_player(2, 10)
    assert t.health(0) == 50 and t.names(0, "hand") == DRAWS[:2]
    assert attack_targets(t) == [3]
    t.attack_player(3, 2)
    assert not g.is_over
    # The last player left wins (and still gets the reward for the last knock-out).
    g.players[0].combat = 4
    t.attack_player(3, 4)
    assert g.is_over and g.winners == [0] and t.health(0) == 60


def test_HR_V3_reward_goes_right_of_the_player_out_even_if_not_the_attacker_seat() -> None:
    # rule: HR-V3
    t = table("last-standing", 3, None, {"combat": 6}, None, health=[50, 50, 5], active=1)
    t.attack_player(2, 5)
    assert t.health(1) == 60 and t.health(0) == 50
    assert (left_of(t.game, 1), right_of(t.game, 1)) == (0, 0)
    assert attack_targets(t) == [0]


# -- HR-V4..V7 Hydra ------------------------------------------------------------------------


def test_HR_V4_hydra_two_teams_share_75_health_own_cards_and_pools() -> None:
    # rule: HR-V4
    game = HeroRealmsGame.new(seed=2, players=4, variant="hydra")
    assert game.team_of == [0, 0, 1, 1] and game.life_of == [0, 0, 1, 1]
    assert [game.health_of(s) for s in range(4)] == [75] * 4
    assert all(len(p.hand + p.deck) == 10 for p in game.players)
    t = table("hydra", 4, {"combat": 10}, {"gold": 2}, None, None, health=[75] * 4)
    assert attack_targets(t) == [2, 3]
    t.attack_player(3, 4)
    assert (t.health(2), t.health(3), t.health(0)) == (71, 71, 75)
    assert t.pool(1) == (2, 0) and t.pool(0) == (0, 6)  # each member keeps their own pool
    message = refusal(t, Action("attack_player", (1, 1)), "HR-V4")
    assert "team" in message
    t.attack_player(2, 2)
    assert t.health(3) == 69
    with pytest.raises(SetupError):
        HeroRealmsGame.new(seed=1, players=3, variant="hydra")
    # Knocking out the shared health puts both members out; the other team wins.
    t2 = table("hydra", 4, {"combat": 5}, None, None, None, health=[75, 75, 5, 5])
    t2.attack_player(2, 5)
    assert t2.game.players[2].out and t2.game.players[3].out
    assert t2.game.winners == [0, 1]


def test_HR_V5_hydra_teammates_cards_do_not_enable_ally() -> None:
    # rule: HR-V5
    t = table(
        "hydra", 4, {"hand": ["spark", "wolf-form"]}, {"champions": ["orc-grunt"]}, None, None
    )
    t.play("spark")
    t.answer("target", 2)
    message = str(t.refused("ally", "spark", rule="HR-V5"))
    assert "teammate" in message
    t.play("wolf-form")  # the player's own Wild card enables it
    t.answer("target", 3)
    t.ally("spark")
    assert t.combat == 3 + 8 + 2


def test_HR_V6_hydra_team_opening_hands_and_team_turns() -> None:
    # rule: HR-V6
    game = HeroRealmsGame.new(seed=5, players=4, variant="hydra")
    assert [len(p.hand) for p in game.players] == [3, 3, 5, 5]
    t = Table.wrap(game)
    assert t.current == 0 and "hand_over" in t.kinds()
    first = game.players[0].hand[0]
    t.do("play", first)
    t.refused(Action("play", (game.players[1].hand[0],)), rule="HR-T3")  # not in control yet
    t.do("hand_over")
    assert (t.current, game.turn) == (1, 1)
    assert game.describe_event(game.events[-1]).endswith("(HR-V6)")
    t.refused(Action("play", (game.players[0].hand[0],)), rule="HR-T3")
    t.do("play", game.players[1].hand[0])
    t.end_turn()
    # Both members had their discard and draw phases; team 2 starts.
    assert [len(game.players[s].hand) for s in (0, 1)] == [5, 5]
    assert [len(game.players[s].discard) for s in (0, 1)] == [3, 3]
    assert (t.current, game.turn) == (2, 2)
    t.do("hand_over").do("hand_over")  # control may pass back and forth
    assert t.current == 2 and game.handovers == 2
    t.end_turn()
    assert (t.current, game.turn, game.handovers) == (0, 3, 0)
    # hand_over is a Hydra action only.
    ffa = Table(p0={"gold": 1})
    ffa.refused(Action("hand_over"), rule="HR-V6")


def test_HR_V6_hydra_opponent_discards_at_the_start_of_the_team_turn() -> None:
    # rule: HR-V6
    t = table(
        "hydra",
        4,
        {"hand": ["spark", "elven-curse"]},
        None,
        {"hand": ["gold", "gold"]},
        {"hand": ["dagger", "ruby"]},
    )
    t.play("spark").answer("target", 2)
    t.play("elven-curse").answer("target", 3)
    t.end_turn()
    assert (t.current, t.pending) == (2, "discard")
    t.answer("discard", "gold")
    assert (t.current, t.pending) == (3, "discard")
    t.answer("discard", "ruby")
    assert t.pending is None and t.current == 2
    assert t.names(3, "discard") == ["ruby"]


def test_HR_V7_hydra_pooled_gold_buys_one_card() -> None:
    # rule: HR-V7
    market = ["rake-master-assassin", "orc-grunt", "spark", "tithe-priest", "cult-priest"]
    t = table("hydra", 4, {"gold": 3}, {"gold": 4}, None, None, market=market)
    assert "buy_pooled rake-master-assassin 4" in t.options()
    assert Action("buy_pooled", (t.iid(None, "market", "rake-master-assassin"), 4)) in t.legal()
    assert "buy rake-master-assassin 4" not in t.options()
    t.refused("buy_pooled", "rake-master-assassin", 5, rule="HR-V7")  # the teammate has 4
    t.refused("buy_pooled", "rake-master-assassin", 3, rule="HR-V7")  # the buyer has only 3
    hidden = t.game.market_deck[-1]
    t.refused(Action("buy_pooled", (hidden, 1)), rule="HR-B1")
    t.do("buy_pooled", "rake-master-assassin", 4)
    assert t.pool(0) == (0, 0) and t.pool(1) == (0, 0)
    assert t.names(0, "discard") == ["rake-master-assassin"]
    assert t.names(1, "discard") == []
    # Any split is accepted, not only the listed one; the teammate may also buy with it.
    t2 = table("hydra", 4, {"gold": 5}, {"gold": 4}, None, None, market=market)
    t2.do("buy_pooled", "rake-master-assassin", 2)
    assert t2.pool(0) == (0, 0) and t2.pool(1) == (2, 0)
    t2.do("hand_over")
    t2.buy("spark")
    assert t2.pool(1) == (1, 0) and t2.names(1, "discard") == ["spark"]
    # Without teammates there is nothing to pool.
    Table(p0={"gold": 3}).refused(Action("buy_pooled", (0, 1)), rule="HR-V7")


def test_HR_V7_hydra_combined_combat_stuns_and_team_guards_protect() -> None:
    # rule: HR-V7
    t = table(
        "hydra",
        4,
        {"combat": 3},
        {"combat": 4},
        {"champions": ["borg-ogre-mercenary", "street-thug"]},
        {"champions": ["cult-priest"]},
    )
    # Seat 2's guard protects both opponents and both opponents' other champions.
    message = refusal(t, Action("attack_player", (3, 1)), "HR-V7")
    assert "neither member" in message
    t.refused(Action("attack_player", (2, 1)), rule="HR-V7")
    t.refused("attack_champion", "cult-priest", 1, rule="HR-V7")
    t.refused("attack_champion", "street-thug", 1, rule="HR-V7")
    # Alone, 3 combat cannot stun a 6-defense guard, but with the teammate's 4 it can.
    assert t.options() == ["attack_champion borg-ogre-mercenary 3", "end_turn", "hand_over"]
    t.attack_champion("borg-ogre-mercenary", 3)
    assert t.game.champion_damage and t.names(2, "champions")[0] == "borg-ogre-mercenary"
    t.do("hand_over")
    assert "attack_champion borg-ogre-mercenary 3" in t.options()
    t.attack_champion("borg-ogre-mercenary")
    assert t.names(2, "discard") == ["borg-ogre-mercenary"]
    assert t.pool(1) == (0, 1)
    t.attack_champion("cult-priest", 1)  # unguarded now
    t.end_turn()
    assert t.game.champion_damage == {}  # the damage lasted the team's turn only


# -- HR-V8..V13 Emperor ----------------------------------------------------------------------


def test_HR_V8_emperor_seating_two_boxes_and_market_option() -> None:
    # rule: HR-V8
    game = HeroRealmsGame.new(seed=3, players=6, variant="emperor")
    assert game.team_of == [0, 0, 0, 1, 1, 1]
    variant = game.variant
    assert [variant.is_emperor(s) for s in range(6)] == [False, True, False] * 2  # type: ignore[attr-defined]
    assert [variant.opposite(s) for s in range(6)] == [3, 4, 5, 0, 1, 2]  # type: ignore[attr-defined]
    assert len(game.defs) == 80 + 16 + 60  # six personal decks (a second box), one market
    text = str(game)
    assert "Player 2 [seat 2, team 1 emperor, opposite Player 5]" in text
    assert "team 2 commander, opposite Player 1" in text
    for n in (4, 5):
        with pytest.raises(SetupError):
            HeroRealmsGame.new(seed=1, players=n, variant="emperor")
    with pytest.raises(SetupError):
        HeroRealmsGame.from_setup({"variant": "emperor", "players": 6, "markets": 3}, 1)
    with pytest.raises(SetupError):
        HeroRealmsGame.from_setup({"variant": "hydra", "players": 4, "markets": 2}, 1)
    # Two markets: each team buys from its own row, deck and Fire Gem pile.
    two = HeroRealmsGame.new(seed=3, players=6, variant="emperor", markets=2)
    assert len(two.defs) == 2 * (80 + 16) + 60
    zones = two.zones()
    assert len(zones["market_row"]) == len(zones["market2_row"]) == 5
    assert len(zones["fire_gems"]) == len(zones["fire_gems2"]) == 16
    t = table("emperor", 6, {"gold": 10}, markets=2)
    other = t.game._markets[1][0][0]  # type: ignore[index]
    t.refused(Action("buy", (other,)), rule="HR-B1")
    mine = t.game.market_row[0]
    t.do("buy", mine)
    assert mine in t.game.players[0].discard
    gem = t.game.fire_gems[-1]
    for _ in range(3):
        t.end_turn()
    assert t.active == 3 and gem not in t.game.fire_gems and t.game.market_row[0] == other


def test_HR_V9_emperor_health_hands_and_clockwise_order() -> None:
    # rule: HR-V9
    game = HeroRealmsGame.new(seed=4, players=6, variant="emperor")
    assert [game.health_of(s) for s in range(6)] == [50, 60, 50, 50, 60, 50]
    assert [len(p.hand) for p in game.players] == [3, 3, 3, 5, 5, 5]
    t = Table.wrap(game)
    seen = []
    for _ in range(7):
        seen.append(t.active)
        t.end_turn()
    assert seen == [0, 1, 2, 3, 4, 5, 0]
    assert t.active == 1
    t.refused(Action("play", (game.players[2].hand[0],)), rule="HR-T3")


def test_HR_V10_emperor_commander_reach_then_emperor_and_emperor_anyone() -> None:
    # rule: HR-V10
    t = table(
        "emperor",
        6,
        {"combat": 20, "hand": ["spark"]},
        None,
        None,
        {"champions": ["street-thug"]},
        {"champions": ["cult-priest"]},
        None,
        health=[50, 60, 50, 4, 60, 50],
    )
    assert attack_targets(t) == [3]
    message = refusal(t, Action("attack_player", (4, 1)), "HR-V10")
    assert "commander opposite, Player 4" in message
    t.refused(Action("attack_player", (5, 1)), rule="HR-V10")
    t.refused("attack_champion", "cult-priest", rule="HR-V10")
    t.refused(Action("attack_player", (1, 1)), rule="HR-V10")  # a teammate
    # Target-opponent effects follow the same reach: only the commander opposite.
    t.play("spark")
    assert t.pending is None and t.game.players[3].pending_discards == 1
    t.attack_champion("street-thug")
    t.attack_player(3, 4)  # the commander opposite is out ...
    assert t.pending == "bequeath"
    t.answer("pass")
    assert attack_targets(t) == [4]  # ... so the opposing emperor, and not the other commander
    t.refused(Action("attack_player", (5, 1)), rule="HR-V10")
    assert "opposing emperor" in str(t.refused(Action("attack_player", (5, 1)), rule="HR-V10"))
    # An emperor may attack any opponent.
    t2 = table("emperor", 6, None, {"combat": 5}, active=1)
    assert attack_targets(t2) == [3, 4, 5]


def test_HR_V11_knocked_out_commander_gives_a_card_to_their_emperor() -> None:
    # rule: HR-V11
    t = table(
        "emperor",
        6,
        {"combat": 5},
        None,
        None,
        {"hand": ["ruby"], "discard": ["dagger"], "champions": ["street-thug"]},
        health=[50, 60, 50, 5, 60, 50],
    )
    t.attack_player(3, 5)
    g = t.game
    assert g.players[3].out and not g.is_over
    assert (t.pending, t.current, t.active) == ("bequeath", 3, 0)
    options = t.options()
    assert "bequeath street-thug" in options and "bequeath ruby" in options and "pass" in options
    assert len(options) == 10 + 1 + 1  # every card the commander owns (10 + Street Thug), or pass
    assert "Player 5's discard pile" in g.describe_pending()
    t.refused(Action("end_turn"), rule=None)  # the decision comes first
    t.answer("bequeath", t.iid(3, "champions", "street-thug"))
    assert t.names(4, "discard") == ["street-thug"] and t.names(3, "champions") == []
    assert "(HR-V11)" in g.describe_event(g.events[-1])
    assert t.current == 0 and t.pending is None


def test_HR_V12_emperor_pay_one_gold_to_move_a_discard_to_a_teammate() -> None:
    # rule: HR-V12
    t = table("emperor", 6, {"gold": 1, "discard": ["ruby", "dagger"]})
    ruby = t.iid(0, "discard", "ruby")
    assert {a for a in t.legal() if a.kind == "send"} == {
        Action("send", (c, m)) for c in t.zone(0, "discard") for m in (1, 2)
    }
    t.refused(Action("send", (ruby, 3)), rule="HR-V12")  # not a teammate
    t.do(Action("send", (ruby, 1)))
    assert t.names(1, "discard") == ["ruby"] and t.names(0, "discard") == ["dagger"]
    assert t.gold == 0
    dagger = t.iid(0, "discard", "dagger")
    assert "costs 1 gold" in str(t.refused(Action("send", (dagger, 2)), rule="HR-V12"))
    # Only Emperor has the rule.
    ffa = Table(p0={"gold": 1, "discard": ["ruby"]})
    ffa.refused(Action("send", (ffa.iid(0, "discard", "ruby"), 1)), rule="HR-V12")


def test_HR_V13_the_team_whose_emperor_is_out_loses() -> None:
    # rule: HR-V13
    t = table("emperor", 6, None, {"combat": 20}, active=1, health=[50, 60, 50, 3, 8, 50])
    t.attack_player(3, 3)  # a commander out does not end the game
    assert not t.game.is_over
    t.answer("pass")
    t.attack_player(4, 8)
    g = t.game
    assert g.is_over and g.winners == [0, 1, 2]
    assert "(HR-V13)" in g.describe_event(g.events[-1])
    with pytest.raises(IllegalActionError):
        g.apply(Action("end_turn"))


def test_every_variant_is_registered_and_unknown_names_are_refused() -> None:
    assert set(VARIANTS) == {"free-for-all", "first-blood", "last-standing", "hydra", "emperor"}
    with pytest.raises(SetupError):
        HeroRealmsGame.new(seed=1, players=2, variant="first-blood")
    with pytest.raises(SetupError):
        get_variant("predator")
