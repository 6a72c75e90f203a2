"""Random-simulation invariants for every multiplayer variant and player count.

500 seeded games per variant and player count (free-for-all, First Blood and
Last One Standing with 3 to 6 players, Hydra with 4, Emperor with 6 -- half
of them with two markets), with random and greedy bots mixed at the table.
At every turn start every card is in exactly one zone; every attack, stun
and "opponent discards" is checked against the variant's reach at that
moment, computed here independently of the engine; every game ends with the
right winner(s). Some games are replayed from their logs. The games of a
configuration are spread over the available cores (they are independent).
"""

from __future__ import annotations

import json
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

import pytest

from toolkit.cli import main
from toolkit.core.bots import Bot
from toolkit.core.game import Event
from toolkit.core.log import GameLog
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import GreedyBot, RandomBot

GAMES = 500
SMOKE_GAMES = 8
MAX_TURNS = 300
CONFIGS = [
    *(("free-for-all", n) for n in (3, 4, 5, 6)),
    *(("first-blood", n) for n in (3, 4, 5, 6)),
    *(("last-standing", n) for n in (3, 4, 5, 6)),
    ("hydra", 4),
    ("emperor", 6),
]
EMPERORS = (1, 4)


# -- the rules of reach, written again independently of the engine ------------------------


def living(game: HeroRealmsGame) -> list[int]:
    return [p.seat for p in game.players if not p.out]


def team(game: HeroRealmsGame, seat: int) -> int:
    name = game.variant.name
    if name == "hydra":
        return seat // 2
    if name == "emperor":
        return seat // 3
    return seat


def neighbour(game: HeroRealmsGame, seat: int, step: int) -> int:
    n = len(game.players)
    s = (seat + step) % n
    while game.players[s].out:
        s = (s + step) % n
    return s


def player_reach(game: HeroRealmsGame, seat: int) -> set[int]:
    """Seats ``seat`` may attack (guards aside)."""
    name = game.variant.name
    enemies = {s for s in living(game) if team(game, s) != team(game, seat)}
    if name in ("first-blood", "last-standing"):
        return {neighbour(game, seat, 1)}  # the player on the left
    if name == "emperor" and seat not in EMPERORS:
        opposite = (seat + 3) % 6
        if not game.players[opposite].out:
            return {opposite}
        return {EMPERORS[1 - seat // 3]} & enemies
    return enemies


def champion_reach(game: HeroRealmsGame, seat: int) -> set[int]:
    """Seats whose champions ``seat`` may attack or stun (and who may be made to discard)."""
    if game.variant.name in ("first-blood", "last-standing"):
        return {neighbour(game, seat, 1), neighbour(game, seat, -1)}
    return player_reach(game, seat)


def guarded(game: HeroRealmsGame, seat: int) -> bool:
    seats = [s for s in range(4) if s // 2 == seat // 2] if game.variant.name == "hydra" else [seat]
    return any(game.defs[c].guard for s in seats for c in game.players[s].champions)


def expected_winners(game: HeroRealmsGame) -> list[int]:
    name = game.variant.name
    out = [p.seat for p in game.players if p.out]
    if name == "first-blood":
        assert len(out) == 1
        return [neighbour(game, out[0], -1)]
    if name in ("hydra", "emperor"):
        if name == "emperor":
            lost = [e for e in EMPERORS if game.players[e].out]
            assert len(lost) == 1
            losing = team(game, lost[0])
        else:
            losing = team(game, out[0])
            assert all(team(game, s) == losing for s in out)
        return [s for s in range(len(game.players)) if team(game, s) != losing]
    alive = living(game)
    assert len(alive) == 1
    return alive


# -- checks ----------------------------------------------------------------------------------


def assert_conserved(game: HeroRealmsGame) -> None:
    seen: list[int] = []
    for cards in game.zones().values():
        seen.extend(cards)
    assert sorted(seen) == list(range(len(game.defs))), "a card was created, lost or duplicated"


ATTACKS = {"attack_player", "attack_champion"}
REACHED = {"stun", "opponent_discards"}


def reach_now(game: HeroRealmsGame, seat: int | None = None) -> tuple:
    """What a seat may reach now: players, champions' owners, guarded seats."""
    seat = game.current_player if seat is None else seat
    players = {t for t in player_reach(game, seat) if not guarded(game, t)}
    owners = {c: p.seat for p in game.players if not p.out for c in p.champions}
    guards = {p.seat for p in game.players if not p.out and guarded(game, p.seat)}
    return (players, owners, champion_reach(game, seat), guards)


def check_step(game: HeroRealmsGame, seat: int, events: list[Event], reach: tuple) -> None:
    """Every attack, stun and discard of a step was within the reach before it."""
    players, owners, champion_seats, guards = reach
    name = game.variant.name
    for e in events:
        kind = e[0]
        if kind == "attack_player":
            assert e[1] == seat
            assert e[2] in players, f"{name}: seat {seat} attacked seat {e[2]}"
        elif kind == "attack_champion":
            owner = owners[e[2]]
            assert owner in champion_seats, f"{name}: seat {seat} attacked seat {owner}'s champion"
            assert owner not in guards or game.defs[e[2]].guard, "attacked past a guard"
        elif kind == "stun":
            assert e[3] in champion_seats, f"{name}: seat {e[1]} stunned seat {e[3]}'s champion"
        elif kind == "opponent_discards":
            assert e[2] in champion_seats, f"{name}: seat {e[1]} made seat {e[2]} discard"


def check_last_standing_reward(game: HeroRealmsGame, events: list[Event]) -> None:
    for i, e in enumerate(events):
        if e[0] == "out":
            right = neighbour(game, e[1], -1)
            assert events[i + 1] == ("reward", right, e[1])
            assert events[i + 2] == ("gain", right, "health", 10, -1)


def make_bots(seed: int, players: int, index: int) -> list[Bot]:
    """Greedy players; in one game in four, one seat (changing) is a random player."""
    random_seat = (index // 4) % players if index % 4 == 0 else -1
    return [
        RandomBot(seed + s) if s == random_seat else GreedyBot(seed + s) for s in range(players)
    ]


def run_game(variant: str, players: int, index: int) -> HeroRealmsGame:
    seed = 1000 * players + index
    markets = (1 + index % 2) if variant == "emperor" else None
    game = HeroRealmsGame.new(seed, players=players, variant=variant, markets=markets)
    bots = make_bots(seed, players, index)
    turn = 0
    last_standing = variant == "last-standing"
    while not game.is_over and game.turn <= MAX_TURNS:
        if game.turn != turn:
            turn = game.turn
            assert_conserved(game)
        actions = game.legal_actions()
        assert actions, "the player to act has no legal action"
        seat = game.current_player
        action = bots[seat].choose(game, actions)
        # Only attacks change who is out (and so the reach): take it before them, and
        # after any other step (stuns and discards by abilities).
        reach = reach_now(game) if action.kind in ATTACKS else None
        before = len(game.events)
        game.apply(action)
        events = game.events[before:]
        if reach is None and any(e[0] in REACHED for e in events):
            reach = reach_now(game, seat)
        if reach is not None:
            check_step(game, seat, events, reach)
        if last_standing:
            check_last_standing_reward(game, events)
    assert_conserved(game)
    return game


def fingerprint(game: HeroRealmsGame) -> tuple:
    return (
        str(game),
        tuple(sorted((k, tuple(v)) for k, v in game.zones().items())),
        tuple(game.health),
        tuple(game.winners),
        game.rng.getstate(),
    )


def run_games(variant: str, players: int, start: int, stop: int) -> int:
    """Play and check games ``start`` to ``stop - 1``; return how many did not finish."""
    unfinished = 0
    for index in range(start, stop):
        game = run_game(variant, players, index)
        if not game.is_over:
            unfinished += 1
            continue
        assert sorted(game.winners) == sorted(expected_winners(game)), f"game {index}"
        assert game.result_summary()["winners"] == game.winners
        if index % 50 < 2:  # both market options in Emperor
            log = GameLog.loads(game.to_log().dumps())
            assert log.setup["variant"] == variant
            assert fingerprint(log.replay()) == fingerprint(game)
    return unfinished


def workers() -> int:
    """Processes to spread the games over (the games are independent and seeded)."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return max(1, min(4, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1))


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_variant_simulation_smoke(variant: str, players: int) -> None:
    """A few games of every configuration, for quick runs (``-m "not slow"``)."""
    assert run_games(variant, players, GAMES, GAMES + SMOKE_GAMES) <= 1


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_variant_simulation_invariants(variant: str, players: int) -> None:
    n = workers()
    chunks = [(variant, players, GAMES * i // n, GAMES * (i + 1) // n) for i in range(n)]
    if n == 1:
        unfinished = run_games(*chunks[0])
    else:
        # A failure in a worker is raised here with the worker's traceback attached.
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=n, mp_context=context) as pool:
            unfinished = sum(pool.map(run_games, *zip(*chunks, strict=True)))
    # Random players in the mix can stall a game; nearly every game still ends.
    assert unfinished <= GAMES // 100, f"{unfinished} games did not finish"


def test_cli_simulates_every_variant(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "hero-realms", "--variant", "emperor", "--players", "6"]
    assert main([*argv, "--bots", "greedy", "--games", "20", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 20 and result["bots"] == ["greedy"] * 6
    # A team's win counts for each member: three seats win every game.
    assert sum(result["seat_wins"].values()) == 3 * 20 - 3 * result["draws"]
    assert main([*argv, "--bots", "greedy", "--games", "2", "--markets", "2", "--json"]) == 0
    capsys.readouterr()
    assert (
        main(
            ["simulate", "hero-realms", "--variant", "hydra", "--players", "5", "--bots", "greedy"]
        )
        == 2
    )
    assert "hydra is played by 4 players" in capsys.readouterr().err
