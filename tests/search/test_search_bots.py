"""The search bots: legal moves only, no peeking at hidden cards, the same choice for a seed."""

from __future__ import annotations

import random
import zlib
from typing import Any

import pytest

from toolkit.core.actions import Action
from toolkit.core.errors import SetupError
from toolkit.core.game import Game
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import GreedyBot
from toolkit.search.core import SETTLE_EVERY, SETTLE_SAME, SearchResult, _settled, clearly_better
from toolkit.search.hero_realms import HeroRealmsSearchBot
from toolkit.search.hero_realms import make_bot as hr_bot
from toolkit.search.villainous import VillainousSearchBot, public_score
from toolkit.search.villainous import make_bot as v_bot
from toolkit.villainous.engine import VillainousGame


def _hr_buy_decision(seed: int = 3) -> HeroRealmsGame:
    """A Hero Realms game played by greedy bots up to a decision with a choice of buys."""
    game = HeroRealmsGame.new(seed=seed)
    bot = GreedyBot()
    while True:
        legal = game.legal_actions()
        kinds = {a.kind for a in legal}
        buys = sum(1 for a in legal if a.kind == "buy")
        if game.turn >= 4 and game.pending is None and "play" not in kinds and buys >= 2:
            return game
        game.apply(bot.choose(game, legal))


def _hide_differently(game: HeroRealmsGame, seat: int) -> HeroRealmsGame:
    """The same position for ``seat``, with everything it cannot see dealt otherwise."""
    other = game.clone()
    rng = random.Random(99)
    for p in other.players:
        if p.seat == seat:
            rng.shuffle(p.deck)
        else:
            hidden = p.hand + p.deck
            rng.shuffle(hidden)
            p.hand, p.deck = hidden[: len(p.hand)], hidden[len(p.hand) :]
    for _row, deck, _gems in other.markets():
        rng.shuffle(deck)
    other.rng.seed(12345)
    return other


def _same(a: SearchResult, b: SearchResult) -> bool:
    return a.best == b.best and a.moves == b.moves and a.playouts == b.playouts


def test_hero_realms_search_plays_only_legal_moves() -> None:
    game = HeroRealmsGame.new(seed=8)
    bots = [hr_bot("search", 1, playouts=6), hr_bot("search", 2, playouts=6)]
    while not game.over and game.turn <= 6:
        legal = game.legal_actions()
        choice = bots[game.current_player].choose(game, legal)
        assert choice in legal
        game.apply(choice)  # raises IllegalActionError on an illegal move
    assert game.turn > 6 or game.over


def test_hero_realms_search_never_reads_hidden_cards() -> None:
    game = _hr_buy_decision()
    seat = game.current_player
    other = _hide_differently(game, seat)
    opp = 1 - seat
    assert other.players[opp].hand != game.players[opp].hand  # really dealt otherwise
    assert other.players[seat].hand == game.players[seat].hand
    bot_a = HeroRealmsSearchBot(7, playouts=24)
    bot_b = HeroRealmsSearchBot(7, playouts=24)
    first, second = bot_a.analyse(game), bot_b.analyse(other)
    assert len(first.moves) >= 2  # a real comparison, not a forced move
    assert _same(first, second)


def test_hero_realms_search_is_deterministic_under_a_seed() -> None:
    game = _hr_buy_decision(seed=5)
    one = HeroRealmsSearchBot(3, playouts=24).analyse(game)
    two = HeroRealmsSearchBot(3, playouts=24).analyse(game.clone())
    assert _same(one, two)
    assert one.playouts > 0 and all(0.0 <= m.win_chance <= 1.0 for m in one.moves)


def test_hero_realms_search_takes_a_lethal_attack() -> None:
    game = _hr_buy_decision()
    seat = game.current_player
    opp = 1 - seat
    game.health[opp] = 1
    legal = game.legal_actions()
    hits = [a for a in legal if a.kind == "attack_player"]
    if not hits:  # no combat left: give some, the listing follows the state
        game.players[seat].combat = 3
        game._version += 1
        legal = game.legal_actions()
        hits = [a for a in legal if a.kind == "attack_player"]
    assert hits
    bot = HeroRealmsSearchBot(2, playouts=12)
    turn = game.turn
    while not game.over and game.turn == turn:
        game.apply(bot.choose(game, game.legal_actions()))
    assert game.over and game.winners == [seat]  # it attacked before its turn ended


def test_hero_realms_search_does_not_end_the_turn_with_combat_to_spend() -> None:
    game = _hr_buy_decision()
    seat = game.current_player
    bot = HeroRealmsSearchBot(4, playouts=12, max_candidates=40)
    game.players[seat].combat = 0
    game._version += 1
    legal = game.legal_actions()
    assert not any(a.kind.startswith("attack") for a in legal)
    kinds = {a.kind for a in bot.candidates(game, legal, legal[0])}
    assert "end_turn" in kinds  # without combat, not buying is a real choice
    game.players[seat].combat = 3
    game._version += 1
    legal = game.legal_actions()
    assert any(a.kind == "attack_player" for a in legal)
    kinds = {a.kind for a in bot.candidates(game, legal, legal[0])}
    assert "end_turn" not in kinds and "attack_player" in kinds


def test_search_options_are_checked() -> None:
    with pytest.raises(SetupError):
        HeroRealmsSearchBot(playouts=0)
    with pytest.raises(SetupError):
        HeroRealmsSearchBot(horizon=0)
    with pytest.raises(ValueError):
        hr_bot("greedy", 1, playouts=3)


def _v_decision(villains: list[str], seed: int = 4) -> VillainousGame:
    """A Villainous game played by heuristic bots to turn 5, at a decision with choices."""
    from toolkit.villainous.bots import HeuristicBot

    game = VillainousGame.new(seed, villains=villains)
    bots = [HeuristicBot(1), HeuristicBot(2)]
    while True:
        legal = game.legal_actions()
        if game.turn >= 5 and game.pending is None and len(legal) >= 4:
            return game
        game.apply(bots[game.current_player].choose(game, legal))


def _v_hide_differently(game: VillainousGame, seat: int) -> VillainousGame:
    other = game.clone()
    rng = random.Random(77)
    for p in other.players:
        rng.shuffle(p.fate_deck)
        if p.seat == seat:
            rng.shuffle(p.deck)
        else:
            hidden = p.hand + p.deck
            rng.shuffle(hidden)
            p.hand, p.deck = hidden[: len(p.hand)], hidden[len(p.hand) :]
        down = [h for h, (_tok, up) in p.treasure_on.items() if not up]
        tokens = [p.treasure_on[h][0] for h in down] + p.treasure_supply
        rng.shuffle(tokens)
        for h in down:
            p.treasure_on[h][0] = tokens.pop()
        p.treasure_supply[:] = tokens
    other.rng.seed(4321)
    return other


def test_villainous_search_never_reads_hidden_cards() -> None:
    game = _v_decision(["ursula", "davy_jones"])
    seat = game.current_player
    other = _v_hide_differently(game, seat)
    opp = 1 - seat
    assert sorted(other.players[opp].hand) != sorted(game.players[opp].hand)
    a = VillainousSearchBot(5, playouts=8, horizon=1).analyse(game)
    b = VillainousSearchBot(5, playouts=8, horizon=1).analyse(other)
    assert len(a.moves) >= 2
    assert _same(a, b)


def test_villainous_search_is_deterministic_under_a_seed() -> None:
    game = _v_decision(["captain_hook", "tamatoa"], seed=6)
    one = VillainousSearchBot(4, playouts=8, horizon=1).analyse(game)
    two = VillainousSearchBot(4, playouts=8, horizon=1).analyse(game.clone())
    assert len(one.moves) >= 2 and one.playouts > 0
    assert _same(one, two)
    assert all(0.0 <= m.win_chance <= 1.0 for m in one.moves)


def test_villainous_search_plays_only_legal_moves() -> None:
    game = VillainousGame.new(2, villains=["captain_hook", "evil_queen"])
    bots = [v_bot("search", 1, playouts=3, horizon=1), v_bot("heuristic", 2)]
    while not game.over and game.turn <= 4:
        legal = game.legal_actions()
        choice = bots[game.current_player].choose(game, legal)
        assert choice in legal
        game.apply(choice)
    assert game.turn > 4 or game.over


def test_villainous_public_score_reads_the_end() -> None:
    game = VillainousGame.new(1, villains=["ursula", "tamatoa"])
    assert 0.0 < public_score(game, 0) < 1.0
    game.over = True
    game._winners = [1]
    assert public_score(game, 0) == 0.0 and public_score(game, 1) == 1.0


def test_the_search_bot_is_registered_for_tournaments() -> None:
    from toolkit.tournament.games import GameSpec, bot_names

    assert "search" in bot_names("hero-realms") and "search" in bot_names("villainous")
    assert GameSpec("villainous").bot("search", 1).name == "search"


def test_villainous_determinization_deals_face_down_treasures_afresh() -> None:
    from toolkit.search.villainous import determinize

    game = _v_decision(["ursula", "davy_jones"])
    davy = game.players[1]
    hero = 10_000  # the copy only reads the token, not the Hero it lies on
    one, two = game.clone(), game.clone()
    one.players[1].treasure_on[hero] = [davy.treasure_supply[0], False]
    del one.players[1].treasure_supply[0]
    two.players[1].treasure_on[hero] = [davy.treasure_supply[-1], False]
    del two.players[1].treasure_supply[-1]
    a = determinize(one, 0, random.Random(3))
    b = determinize(two, 0, random.Random(3))
    assert a.players[1].treasure_on == b.players[1].treasure_on
    assert a.players[1].treasure_supply == b.players[1].treasure_supply
    assert a.players[0].hand == game.players[0].hand


def test_clearly_better_needs_a_paired_gain_above_the_margin() -> None:
    # A move that wins in every shared future beats one that loses in all of them.
    assert clearly_better([1.0] * 8, [0.0] * 8, 3.0)
    # Equal moves: no gain, so the base move is kept.
    assert not clearly_better([0.5] * 8, [0.5] * 8, 0.0)
    # A small gain drowned in noise does not pass a margin of 2 standard errors.
    move = [1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 1.0]
    base = [0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 1.0, 0.0]
    assert clearly_better(move, base, 0.0)
    assert not clearly_better(move, base, 2.0)
    # One shared future says nothing about the noise.
    assert not clearly_better([1.0], [0.0], 1.0)


class _Scripted(HeroRealmsSearchBot):
    """A search whose playouts are scripted: ``winner`` wins every future; every other
    move wins by a coin that depends on the future only (``paired``) or also on the move."""

    def __init__(self, seed: int, winner: Action | None, paired: bool, **options: Any) -> None:
        super().__init__(seed, **options)
        self.winner = winner
        self.paired = paired

    def _playout(self, game: Game, seat: int, first: Action, seed: int) -> float:
        if first == self.winner:
            return 1.0
        key = seed if self.paired else seed ^ zlib.crc32(repr(first).encode())
        return float(random.Random(key).random() < 0.5)


def test_the_race_finds_a_move_that_wins_outright() -> None:
    game = _hr_buy_decision()
    legal = game.legal_actions()
    probe = HeroRealmsSearchBot(1, playouts=40, margin=2.0, max_candidates=40)
    default = probe.analyse(game, legal).default
    others = [a for a in probe.candidates(game, legal, default) if a != default]
    assert others
    winner = others[-1]
    result = _Scripted(1, winner, True, playouts=60, margin=2.0, max_candidates=40).analyse(
        game, legal
    )
    assert result.best == winner and result.default == default


def test_the_race_keeps_the_default_when_every_move_is_equal() -> None:
    game = _hr_buy_decision()
    legal = game.legal_actions()
    # In the same futures equal moves score the same, so no gain at all (margin 2); in
    # independent futures each move has its own coin, and the best of many coins looks
    # better than the default by chance: a margin of 3 standard errors keeps the default.
    for seed in range(4):
        for paired, margin in ((True, 2.0), (False, 3.0)):
            bot = _Scripted(seed, None, paired, playouts=60, margin=margin, max_candidates=40)
            result = bot.analyse(game, legal)
            assert result.best == result.default
            assert result.moves[0].action == result.default
            assert result.best in legal


def test_the_margin_is_checked() -> None:
    for bad in (-1.0, float("nan"), float("inf")):
        with pytest.raises(SetupError):
            HeroRealmsSearchBot(0, margin=bad)


def test_both_games_take_the_margin() -> None:
    assert hr_bot("search", 1, margin=1.5).margin == 1.5  # type: ignore[attr-defined]
    assert v_bot("search", 1, margin=1.5).margin == 1.5  # type: ignore[attr-defined]


def test_with_a_margin_the_race_stops_once_every_other_move_is_settled() -> None:
    game = _hr_buy_decision()
    legal = game.legal_actions()
    # Every move scores as the default in each future: all are settled after
    # SETTLE_SAME futures, and the default is played without spending the budget.
    equal = _Scripted(1, None, True, playouts=3000, margin=2.0, max_candidates=40)
    result = equal.analyse(game, legal)
    assert result.best == result.default
    assert len(result.moves) > 2
    assert result.playouts <= SETTLE_SAME * len(result.moves) < 3000 // 2
    # Without a margin nothing is settled: the whole budget is spent.
    spent = _Scripted(1, None, True, playouts=3000, margin=0.0, max_candidates=40)
    assert spent.analyse(game, legal).playouts > 3000 * 0.9
    # A default that wins every future leaves the coin-flip moves clearly worse after
    # SETTLE_EVERY futures.
    default = result.default
    strong = _Scripted(1, default, True, playouts=3000, margin=2.0, max_candidates=40)
    won = strong.analyse(game, legal)
    assert won.best == default
    assert won.playouts <= SETTLE_EVERY * len(won.moves)


def test_a_move_that_scores_differently_is_not_settled_as_the_same() -> None:
    values = [[1.0] * 40, [1.0] * 39 + [0.0]]
    assert _settled([[0.5] * 40, [0.5] * 40], 1, 0, 2.0)  # the same in all 40 futures
    assert not _settled(values, 0, 1, 2.0)  # one future differs, and the gain is noise
    assert not _settled([[0.5] * 31, [0.5] * 31], 1, 0, 2.0)  # too few futures yet
    assert not _settled(values, 1, 1, 2.0)  # the default is never settled
