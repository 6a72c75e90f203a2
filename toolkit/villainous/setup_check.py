"""Checks of a Disney Villainous setup and exact position before a game is built.

A setup arrives from a teacher's notebook, a shared log or the command line,
so everything in it is checked here, before the engine touches it: types,
known keys, ranges and references (location ids of the seat's own board,
Treasure tokens of its own villain, an attached card's host placed in the
same position). A refused setup raises :class:`~toolkit.core.errors.SetupError`
whose message names the seat, the field and the value; no game is built.

Sizes are bounded so that work and memory follow the size of the input
(limits listed in ``docs/limits.md``): power and poison at most
:data:`MAX_POOL`, names at most 100 characters, card lists at
most :data:`MAX_LIST` ids.

Examples
--------
>>> check_setup({"villains": ["ursula", "tamatoa"], "names": ["Ada", "Ben"]}, 0)
>>> check_setup({"villains": ["ursula", "tamatoa"], "position": {"players": [{"power": -1}]}}, 0)
Traceback (most recent call last):
...
toolkit.core.errors.SetupError: position: seat 0 power must be a whole number from 0 to 999, got -1
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from toolkit.core.errors import SetupError, short_repr
from toolkit.core.setup_check import check_names, check_seed

MAX_POOL = 999
"""The largest power or poison a position may give a seat."""
MAX_LIST = 60
"""The most card ids one list of a position may hold (a villain owns at most 55 cards)."""
SETUP_KEYS = frozenset(
    {"villains", "fate_token", "fate_token_players", "activation", "position", "names"}
)
POSITION_KEYS = frozenset({"players", "phase", "fate_token"})
PHASES = ("move", "act")
ID_LISTS = ("hand", "deck_top", "fate_top", "maui_top", "discard", "fate_discard", "ingredients")
SEAT_KEYS = frozenset(
    {
        *ID_LISTS,
        "empty_deck",
        "top",
        "bottom",
        "attached",
        "power",
        "poison",
        "location",
        "treasures",
        "claimed",
        "unlocked",
        "lock_at",
    }
)


def _keys(value: Mapping[Any, Any]) -> list[str]:
    return sorted(short_repr(k) if not isinstance(k, str) else k for k in value)


def _int(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise SetupError(
            f"{where} must be a whole number from {low} to {high}, got {short_repr(value)}"
        )
    return value


def _bool(value: Any, where: str) -> None:
    if not isinstance(value, bool):
        raise SetupError(f"{where} must be true or false, got {short_repr(value)}")


def _ids(value: Any, where: str) -> list[str]:
    if not isinstance(value, list):
        raise SetupError(f"{where} must be a list of card ids, got {short_repr(value)}")
    if len(value) > MAX_LIST:
        raise SetupError(f"{where} lists {len(value)} cards; at most {MAX_LIST}")
    for i, cid in enumerate(value):
        if not isinstance(cid, str) or not cid:
            raise SetupError(f"{where}[{i}] must be a card id (a string), got {short_repr(cid)}")
    return value


def check_setup(setup: Any, seed: Any) -> None:
    """Refuse, with a :class:`SetupError`, any setup or seed the engine cannot play.

    Parameters
    ----------
    setup:
        The setup mapping (``villains``, ``fate_token``, ``activation``, ``names``,
        ``position``).
    seed:
        The game's seed: a whole number from 0 to 2**64-1.
    """
    if not isinstance(setup, Mapping):
        raise SetupError(f"a setup is a mapping, got {type(setup).__name__}")
    check_seed(seed)
    unknown = set(setup) - SETUP_KEYS
    if unknown:
        raise SetupError(f"unknown setup key(s) {_keys(dict.fromkeys(unknown))}")
    from toolkit.villainous.cards import VILLAINS, load_villain
    from toolkit.villainous.specials import DEFAULT_VILLAINS

    villains = setup.get("villains", list(DEFAULT_VILLAINS))
    if not isinstance(villains, list) or not 2 <= len(villains) <= 6:
        raise SetupError(
            f"villains must list 2 to 6 villain ids (V-S1), got {short_repr(villains)}"
        )
    for seat, v in enumerate(villains):
        if not isinstance(v, str) or v not in VILLAINS:
            raise SetupError(
                f"seat {seat} villain: unknown villain {short_repr(v)}; "
                f"choose from {', '.join(VILLAINS)}"
            )
    if "fate_token" in setup:
        _bool(setup["fate_token"], "fate_token")
    if "fate_token_players" in setup:
        _int(
            setup["fate_token_players"],
            "V-F3: fate_token_players (the fewest players who use the fate token)",
            3,
            6,
        )
    activation = setup.get("activation", "per_symbol")
    if activation not in ("per_symbol", "per_payment"):
        raise SetupError(
            f"activation must be 'per_symbol' or 'per_payment', got {short_repr(activation)}"
        )
    if setup.get("names") is not None:
        check_names(setup["names"], len(villains))
    if "position" in setup:
        check_position(setup["position"], [load_villain(v) for v in villains])


def check_position(position: Any, villains: list[Any]) -> None:
    """Check an exact position (see :meth:`VillainousGame.from_position`) for these villains."""
    if isinstance(position, Mapping) and "game" in position:
        return  # a whole saved table: toolkit.villainous.saved_position checks it
    if not isinstance(position, Mapping):
        raise SetupError(f"position must be a mapping, got {type(position).__name__}")
    unknown = set(position) - POSITION_KEYS
    if unknown:
        raise SetupError(f"position: unknown key(s) {_keys(dict.fromkeys(unknown))}")
    n = len(villains)
    if "phase" in position and position["phase"] not in PHASES:
        raise SetupError(
            f"position: phase must be 'move' or 'act', got {short_repr(position['phase'])}"
        )
    if "fate_token" in position and position["fate_token"] is not None:
        _int(position["fate_token"], "position: fate_token (the seat holding it)", 0, n - 1)
    seats = position.get("players", [])
    if not isinstance(seats, list) or len(seats) > n:
        raise SetupError(
            f"position: players must be a list of at most {n} mappings, got {short_repr(seats)}"
        )
    for seat, spec in enumerate(seats):
        _check_seat(seat, spec, villains[seat])


def _check_seat(seat: int, spec: Any, villain: Any) -> None:
    where = f"position: seat {seat}"
    if not isinstance(spec, Mapping):
        raise SetupError(f"{where} must be a mapping, got {short_repr(spec)}")
    unknown = set(spec) - SEAT_KEYS
    if unknown:
        raise SetupError(f"{where}: unknown key(s) {_keys(dict.fromkeys(unknown))}")
    locations = [loc.id for loc in villain.locations]
    placed: set[str] = set()
    for key in ID_LISTS:
        if key in spec:
            placed.update(_ids(spec[key], f"{where} {key}"))
    for row in ("top", "bottom"):
        if row not in spec:
            continue
        value = spec[row]
        if not isinstance(value, Mapping):
            raise SetupError(
                f"{where} {row} must map location ids to card ids, got {short_repr(value)}"
            )
        for lid, cards in value.items():
            if lid not in locations:
                raise SetupError(
                    f"{where} {row}: {short_repr(lid)} is not a location of {villain.name}; "
                    f"choose from {', '.join(locations)}"
                )
            placed.update(_ids(cards, f"{where} {row}.{lid}"))
    if "attached" in spec:
        pairs = spec["attached"]
        if not isinstance(pairs, list) or len(pairs) > MAX_LIST:
            raise SetupError(f"{where} attached must be a list of [item, host] pairs")
        for i, pair in enumerate(pairs):
            if not (isinstance(pair, list | tuple) and len(pair) == 2):
                raise SetupError(
                    f"{where} attached[{i}] must be an [item, host] pair, got {short_repr(pair)}"
                )
            item, host = _ids(list(pair), f"{where} attached[{i}]")
            if host not in placed:
                raise SetupError(
                    f"{where} attached[{i}]: the host {host!r} must be placed in the position"
                )
            placed.add(item)
    tokens = [t.id for t in villain.treasures]
    used: list[str] = []
    if "treasures" in spec:
        rows = spec["treasures"]
        if not isinstance(rows, list) or len(rows) > len(tokens):
            raise SetupError(
                f"{where} treasures must list at most {len(tokens)} [hero, token, face_up] rows"
            )
        for i, row in enumerate(rows):
            if not (isinstance(row, list | tuple) and len(row) == 3):
                raise SetupError(
                    f"{where} treasures[{i}] must be [hero id, token id, face_up], "
                    f"got {short_repr(row)}"
                )
            hero, token, face_up = row
            _ids([hero, token], f"{where} treasures[{i}]")
            _bool(face_up, f"{where} treasures[{i}] face_up")
            if hero not in placed:
                raise SetupError(f"{where} treasures[{i}]: the hero {hero!r} must be placed")
            used.append(token)
    if "claimed" in spec:
        used += _ids(spec["claimed"], f"{where} claimed")
    for token in used:
        if token not in tokens:
            raise SetupError(f"{where}: {token!r} is not a Treasure token of {villain.name}")
        if used.count(token) > 1:
            raise SetupError(f"{where}: the Treasure token {token!r} is used twice")
    for pool in ("power", "poison"):
        if pool in spec:
            _int(spec[pool], f"{where} {pool}", 0, MAX_POOL)
    for key in ("location", "lock_at"):
        if key in spec and spec[key] not in locations:
            raise SetupError(
                f"{where} {key}: {short_repr(spec[key])} is not a location of {villain.name}; "
                f"choose from {', '.join(locations)}"
            )
    for key in ("empty_deck", "unlocked"):
        if key in spec:
            _bool(spec[key], f"{where} {key}")


def position_mapping(position: Any) -> dict[str, Any]:
    """``position`` as a new dict, refused with a :class:`SetupError` if it is no mapping.

    >>> position_mapping({"phase": "act"})
    {'phase': 'act'}
    """
    if not isinstance(position, Mapping):
        raise SetupError(f"position must be a mapping, got {type(position).__name__}")
    return dict(position)
