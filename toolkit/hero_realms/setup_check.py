"""Checks of a Hero Realms setup and exact position before a game is built.

The engine and :mod:`toolkit.hero_realms.position` check what a setup
means (a known variant, a seat count it takes, cards that exist); this
module first checks what it *is*: a mapping of known keys, whole numbers in
sane ranges, names that can be saved and exported, lists of bounded length.
So one huge number (a pool of 10**100 combat, a turn in the billions) or a
huge list cannot make a game slow or large, and a refusal is always a
:class:`~toolkit.core.errors.SetupError` naming the seat, the field and the
value. Limits are listed in ``docs/limits.md``.

Examples
--------
>>> check_setup({"players": 2, "variant": "free-for-all"}, 0)
>>> check_setup({"position": {"players": [{"combat": 10**100}]}}, 0)
Traceback (most recent call last):
...
toolkit.core.errors.SetupError: position: seat 0 combat must be a whole number from 0 to 999, got 1000000...000000000
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from toolkit.core.errors import SetupError, short_repr
from toolkit.core.setup_check import check_names, check_seed

MAX_POOL = 999
"""The largest gold or combat a position may give a seat."""
MAX_HEALTH = 999
"""The largest health a position may give a seat."""
MAX_TURN = 10_000
"""The largest turn number a position may start at."""
MAX_LIST = 150
"""The most card ids one zone of a position may list (a game holds about 150 cards)."""

SETUP_KEYS = frozenset({"variant", "players", "names", "position", "markets"})
POSITION_KEYS = frozenset({"active", "turn", "health", "market_row", "players"})
ZONES = ("hand", "deck", "discard", "in_play", "champions", "expended")
SEAT_KEYS = frozenset({*ZONES, "gold", "combat"})


def _int(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise SetupError(
            f"{where} must be a whole number from {low} to {high}, got {short_repr(value)}"
        )
    return value


def _keys(keys: set[Any]) -> list[str]:
    return sorted(k if isinstance(k, str) else short_repr(k) for k in keys)


def _ids(value: Any, where: str) -> None:
    if not isinstance(value, list):
        raise SetupError(f"{where} must be a list of card ids, got {short_repr(value)}")
    if len(value) > MAX_LIST:
        raise SetupError(f"{where} lists {len(value)} cards; at most {MAX_LIST}")
    for i, cid in enumerate(value):
        if not isinstance(cid, str):
            raise SetupError(f"{where}[{i}] must be a card id (a string), got {short_repr(cid)}")


def check_setup(setup: Any, seed: Any) -> None:
    """Refuse, with a :class:`SetupError`, a setup or seed of the wrong shape or size.

    Parameters
    ----------
    setup:
        The setup mapping (``variant``, ``players``, ``names``, ``markets``, ``position``).
    seed:
        The game's seed: a whole number from 0 to 2**64-1.
    """
    if not isinstance(setup, Mapping):
        raise SetupError(f"a setup is a mapping, got {type(setup).__name__}")
    check_seed(seed)
    unknown = set(setup) - SETUP_KEYS
    if unknown:
        raise SetupError(f"unknown setup key(s) {_keys(unknown)}")
    from toolkit.hero_realms.variants import VARIANTS, get_variant

    variant = setup.get("variant", "free-for-all")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise SetupError(
            f"unknown Hero Realms variant {short_repr(variant)}; known: {', '.join(VARIANTS)}"
        )
    players = setup.get("players", 2)
    if isinstance(players, bool) or not isinstance(players, int):
        raise SetupError(f"players must be a whole number, got {short_repr(players)}")
    v = get_variant(variant)
    if not v.min_players <= players <= v.max_players:  # quoted short: it may be huge
        span = (
            str(v.min_players)
            if v.min_players == v.max_players
            else f"{v.min_players} to {v.max_players}"
        )
        raise SetupError(f"{variant} is played by {span} players, not {short_repr(players)}")
    if "markets" in setup:
        markets = setup["markets"]
        if isinstance(markets, bool) or markets not in (1, 2):
            raise SetupError(f"markets must be 1 or 2, got {short_repr(markets)}")
    if setup.get("names") is not None:
        check_names(setup["names"], players)
    if "position" in setup:
        check_position(setup["position"], players)


def check_position(position: Any, players: int) -> None:
    """Check the shape and sizes of an exact position (see :mod:`.position`)."""
    if not isinstance(position, Mapping):
        raise SetupError(f"position must be a mapping, got {type(position).__name__}")
    if "game" in position:
        return  # a whole saved table: toolkit.hero_realms.saved_position checks it
    unknown = set(position) - POSITION_KEYS
    if unknown:
        raise SetupError(f"position: unknown key(s) {_keys(unknown)}")
    if "active" in position:
        _int(position["active"], "position: active (the seat to move)", 0, players - 1)
    if "turn" in position:
        _int(position["turn"], "position: turn", 1, MAX_TURN)
    if "health" in position:
        health = position["health"]
        if not isinstance(health, list) or len(health) != players:
            raise SetupError(
                f"position: health must list {players} numbers, got {short_repr(health)}"
            )
        for seat, h in enumerate(health):
            _int(h, f"position: seat {seat} health", 1, MAX_HEALTH)
    if "market_row" in position:
        _ids(position["market_row"], "position: market_row")
    seats = position.get("players", [])
    if not isinstance(seats, list) or len(seats) > players:
        raise SetupError(
            f"position: players must be a list of at most {players} mappings, "
            f"got {short_repr(seats)}"
        )
    for seat, spec in enumerate(seats):
        where = f"position: seat {seat}"
        if not isinstance(spec, Mapping):
            raise SetupError(f"{where} must be a mapping, got {short_repr(spec)}")
        bad = set(spec) - SEAT_KEYS
        if bad:
            raise SetupError(f"{where}: unknown key(s) {_keys(bad)}")
        for zone in ZONES:
            if spec.get(zone) is not None:
                _ids(spec[zone], f"{where} {zone}")
        for pool in ("gold", "combat"):
            if pool in spec:
                _int(spec[pool], f"{where} {pool}", 0, MAX_POOL)


def position_players(position: Any, players: int | None) -> int:
    """The seat count of a game built from ``position`` (``players``, or at least 2).

    Used by :meth:`HeroRealmsGame.from_position` so that a position of the wrong
    type is refused as a :class:`SetupError` before anything reads it.

    >>> position_players({"players": [{}, {}, {}]}, None)
    3
    """
    if not isinstance(position, Mapping):
        raise SetupError(f"position must be a mapping, got {type(position).__name__}")
    if players is not None:
        return players
    seats = position.get("players", [])
    if not isinstance(seats, list):
        raise SetupError(f"position: players must be a list of mappings, got {short_repr(seats)}")
    return max(2, len(seats))
