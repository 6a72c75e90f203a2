"""Property: the listing and the refusal come from the same check of each action kind.

For many positions of random games of every variant, the fast listing of the main
phase is, kind by kind and in order, exactly the candidates each kind's check passes
(the registry :data:`toolkit.hero_realms.kinds.MAIN_KINDS`), and so is the listing of
the answers to a pending decision (:data:`~toolkit.hero_realms.kinds.ANSWER_KINDS`);
every listed main-phase action passes its kind's check (asked directly, not through the
listing), and every candidate of the same kinds that is not listed is refused by it
with a reason, except the legal actions the listing leaves out (an attack with part of
the combat pool, a pooled buy with another split of the cost).
"""

from __future__ import annotations

import pytest

from tests.hero_realms.random_games import SETUPS, random_walk
from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.hero_realms.kinds import ANSWER_KINDS, MAIN_KINDS, main_listing


def positions(
    variant: str, players: int, markets: int | None, seed: int, pending: bool = False
) -> list[HeroRealmsGame]:
    """Main-phase positions (or, with ``pending``, positions with a decision pending)
    met while a game is played by random choices."""
    found = []
    for step, game in random_walk(variant, players, markets, seed, steps=400):
        wanted = game.pending is not None if pending else game.pending is None and step % 23 == 0
        if wanted:
            found.append(game.clone())
    return found


def candidates(game: HeroRealmsGame) -> list[Action]:
    """Every action of the main-phase kinds on any card, seat or amount worth trying."""
    cards = range(len(game.defs))
    seats = range(len(game.players))
    p = game.players[game.active]
    out = [Action(k, (c,)) for k in ("play", "expend", "ally", "sacrifice", "buy") for c in cards]
    amounts = sorted({1, p.combat, p.combat + 1, max(p.combat - 1, 1)})
    out += [Action("attack_player", (t, n)) for t in seats for n in amounts]
    out += [Action("attack_champion", (c, n)) for c in cards for n in amounts]
    if game.variant.team_turns:
        out += [Action("buy_pooled", (c, n)) for c in cards for n in range(0, 9)]
    out += [Action("send", (c, t)) for c in cards for t in seats]
    out += [Action("end_turn"), Action("hand_over")]
    return out


def left_out_but_legal(game: HeroRealmsGame, action: Action) -> bool:
    """The legal actions the listing does not name: part of the pool, another split."""
    p = game.players[game.active]
    if action.kind == "attack_player":
        target, amount = action.args
        return target in game.attackable_players(p.seat) and 1 <= amount <= p.combat
    if action.kind == "attack_champion":
        card, amount = action.args
        return card in game.attackable_champions(p.seat) and 1 <= amount <= p.combat
    if action.kind == "buy_pooled":
        card, share = action.args
        mate = game.players[game.teammates(p.seat)[0]]
        cost = game.defs[card].cost
        in_market = card in game.market_row or (game.fire_gems and card == game.fire_gems[-1])
        fits = cost is not None and 1 <= share <= mate.gold and cost - share <= p.gold
        return bool(in_market) and fits and share <= cost
    return False


@pytest.mark.parametrize(("variant", "players", "markets"), SETUPS)
@pytest.mark.parametrize("seed", [3, 11, 29])
def test_listed_actions_pass_their_check_and_the_others_are_refused(
    variant: str, players: int, markets: int | None, seed: int
) -> None:
    found = positions(variant, players, markets, seed)
    assert found
    for game in found:
        listed = set(game.legal_actions())
        for action in listed:
            assert MAIN_KINDS.check(game, action) is None, action
        for action in candidates(game):
            if action in listed:
                continue
            err = MAIN_KINDS.check(game, action)
            if left_out_but_legal(game, action):
                assert err is None, action
            else:
                assert isinstance(err, IllegalActionError), action
                assert game.why_illegal(action) is not None


@pytest.mark.parametrize(("variant", "players", "markets"), SETUPS)
@pytest.mark.parametrize("seed", [3, 11, 29])
def test_the_fast_listing_is_the_candidates_each_check_passes(
    variant: str, players: int, markets: int | None, seed: int
) -> None:
    found = positions(variant, players, markets, seed)
    assert found
    for game in found:
        listed = main_listing(game)
        assert MAIN_KINDS.drift(game, listed) == {}
        assert tuple(listed) == game.fresh_legal_actions()


@pytest.mark.parametrize(("variant", "players", "markets"), SETUPS)
def test_the_answers_are_the_candidates_each_check_passes(
    variant: str, players: int, markets: int | None
) -> None:
    found = [g for seed in (3, 11) for g in positions(variant, players, markets, seed, True)]
    assert found
    for game in found:
        listed = game.fresh_legal_actions()
        assert ANSWER_KINDS.drift(game, listed) == {}
        assert sorted(map(str, listed)) == sorted(map(str, ANSWER_KINDS.legal(game)))
        for action in listed:
            assert ANSWER_KINDS.check(game, action) is None


def test_the_drift_check_finds_a_listing_that_differs_from_the_checks() -> None:
    game = positions("free-for-all", 2, None, 3)[0]
    listed = main_listing(game)
    assert MAIN_KINDS.drift(game, listed[1:])  # a card of the hand left out
    assert MAIN_KINDS.drift(game, [*listed, Action("buy", (0,))])  # a card not on sale
    assert MAIN_KINDS.drift(game, [*listed, Action("dance")])  # a kind the game lacks
