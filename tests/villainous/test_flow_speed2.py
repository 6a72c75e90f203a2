"""The turn flow's and the listing's cheaper paths give the answers of the plain ones:
actions appended into a listing are those a list of their own holds, a Gain Power
amount read from the table of amounts is the one its text says, and the location of a
board key is the one its digit says."""

from __future__ import annotations

import random

from tests.villainous.helpers import plays_by_the_rules
from toolkit.villainous import legality
from toolkit.villainous.bots import HeuristicBot
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.derived import board_slots
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.kinds import _AMOUNTS, _symbol_amount
from toolkit.villainous.legality import _acts, _move_acts, _play_code
from toolkit.villainous.speed import _ActionTable
from toolkit.villainous.turn import _ZERO


def test_actions_appended_to_a_listing_are_those_of_a_list_of_their_own() -> None:
    table = _ActionTable("fate")
    alone = _acts(table, "L0T1", [2, 0])
    listing = [alone[0]]
    assert _acts(table, "L0T1", [2, 0], listing) is listing
    assert listing == [alone[0], *alone] and listing[1] is alone[0]
    moves = _ActionTable("move_ally")
    alone = _move_acts(moves, "s", [7, 8], {7: 2, 8: 0}, set())
    listing = []
    assert _move_acts(moves, "s", [7, 8], {7: 2, 8: 0}, set(), listing) is listing
    assert listing == alone and all(a is b for a, b in zip(listing, alone, strict=True))


def test_gain_power_amounts_read_from_the_table_are_parsed_from_their_text() -> None:
    for sym in ("gain_power:1", "gain_power:3", "gain_power:1", "gain_power:12"):
        assert _symbol_amount(sym) == int(sym.split(":")[1])
        assert _AMOUNTS[sym] == int(sym.split(":")[1])  # the cached answer is the fresh one


def test_the_location_digit_of_every_board_key_is_its_location() -> None:
    game = VillainousGame.new(1, villains=sorted(VILLAINS)[:2])
    for p in game.players:
        for li, (top, bottom) in enumerate(board_slots(p.villain)):
            for key, *_rest in (*top, *bottom):
                assert key[0] == "L" and ord(key[1]) - _ZERO == int(key[1]) == li


def test_games_played_through_the_cheaper_paths_list_what_a_fresh_listing_lists() -> None:
    """The listing kept for a decision is the one computed afresh from the same position,
    over random games of every villain (the appended symbol actions included)."""
    rng = random.Random(5)
    names = sorted(VILLAINS)
    for k in range(0, len(names), 2):
        game = VillainousGame.new(50 + k, villains=[names[k], names[(k + 1) % len(names)]])
        for _ in range(300):
            if game.over:
                break
            legal = game.legal_actions()
            assert list(legal) == legality.compute_legal(game)
            game.apply(rng.choice(legal))


def test_plays_asked_once_per_host_are_listed_as_asked_per_place() -> None:
    """The listed plays, in order, are those each place's own questions let through: the
    cost and the payments asked once for a run of places with the same host give the
    answers asking them at every location gives (cost modifiers in force included).
    The bots play, so that the cards that modify costs reach the Realms."""
    names = sorted(VILLAINS)
    modified = 0
    for k in range(len(names)):
        game = VillainousGame.new(70 + k, villains=[names[k], names[(k + 1) % len(names)]])
        bots = [HeuristicBot(1), HeuristicBot(2)]
        while not game.over and game.turn < 150:
            if game.pending is None and game.phase != "move":
                p = game.players[game.active]
                n = len(game.defs)
                expected = [
                    _play_code(iid, loc, host, pay, n)
                    for iid, loc, host, pay in plays_by_the_rules(game, p.seat)
                ]
                assert legality.play_options(game, p) == expected
                modified += bool(game._view(p.seat).by_verb.get("cost_modifier"))
            game.apply(bots[game.current_player].choose(game, game.legal_actions()))
    assert modified > 20
