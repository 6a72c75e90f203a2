"""Saved positions: a whole table, as :meth:`HeroRealmsGame.state_dict` gives it, set up again.

:mod:`toolkit.hero_realms.position` places a few named cards after an ordinary
deal; this module takes a *complete* snapshot (every card instance in its zone,
pools, health, markets, the pending decision, the effects still to resolve and
the shuffler's state) and rebuilds exactly that table, as FEN does for chess. A
snapshot is recognised by its ``"game": "hero-realms"`` key. The rebuilt game's
``state_dict()`` equals the snapshot, and it plays on exactly as the game the
snapshot came from would have (the same legal actions, the same shuffles).

A saved position is stored in the setup (``setup["position"]``) like any other
position, so a game that starts from one still logs and replays. Its
``decisions`` and ``events`` counts go on from the snapshot's.

Every instance number must appear in exactly one zone, under the card id that
instance has in a game of that many seats and markets; every value that can be
worked out from the others (a seat's ``health``, ``current_player``, the
``rng`` fingerprint) must agree with them. Anything else is refused with a
:class:`~toolkit.core.errors.SetupError` naming the key, and no game is built.

Examples
--------
>>> from toolkit.core.actions import Action
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=4)
>>> game.apply(Action("end_turn"))
>>> again = HeroRealmsGame.from_position(game.state_dict())
>>> again.state_dict() == game.state_dict()
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import SetupError, short_repr
from toolkit.core.saved_position import (
    Placer,
    check_keys,
    disagreements,
    refuse_disagreements,
    unpack_rng,
)
from toolkit.core.saved_position import is_saved_position as is_saved_position
from toolkit.core.saved_position import offsets as offsets
from toolkit.core.saved_position import whole_number as _int
from toolkit.hero_realms.decisions import DECISIONS

if TYPE_CHECKING:
    from toolkit.hero_realms.engine import HeroRealmsGame

GAME_ID = "hero-realms"
"""The ``game`` key that marks a mapping as a saved position of this game."""

DERIVED = ("current_player", "rng")
"""Keys of a snapshot worked out from the rest; given, they must agree."""

OPTIONAL = ("decisions", "events", "rng_state", "seed", *DERIVED)
"""Keys a saved position may leave out (counts from 0, a shuffler seeded afresh)."""

REQUIRED = (
    "game",
    "variant",
    "turn",
    "active",
    "over",
    "winners",
    "handovers",
    "players",
    "health_totals",
    "markets",
    "sacrificed",
    "pending",
    "queued",
)
SEAT_REQUIRED = (
    "out",
    "gold",
    "combat",
    "hand",
    "deck",
    "discard",
    "in_play",
    "champions",
    "ally_used",
    "pending_discards",
    "redirects",
)
SEAT_DERIVED = ("seat", "name", "health")
"""Keys of a seat worked out from the rest (or from the names); given, they must agree."""


def setup_of(
    position: Mapping[str, Any], seed: int | None, names: Any
) -> tuple[dict[str, Any], int]:
    """The setup and seed of a game started from a saved ``position``.

    The variant, the seats, their names and the markets come from the snapshot;
    ``seed`` (when given) overrides its ``seed``.
    """
    check_keys(position, GAME_ID, REQUIRED, OPTIONAL)
    seats = position["players"]
    if not isinstance(seats, list) or not all(isinstance(s, Mapping) for s in seats):
        raise SetupError(f"position: players must be a list of mappings, got {short_repr(seats)}")
    markets = position["markets"]
    if not isinstance(markets, list) or len(markets) not in (1, 2):
        raise SetupError(
            f"position: markets must list one or two markets, got {short_repr(markets)}"
        )
    setup: dict[str, Any] = {
        "variant": position["variant"],
        "players": len(seats),
        "position": dict(position),
    }
    if len(markets) == 2:
        setup["markets"] = 2
    if names is not None:
        setup["names"] = names  # the seats' saved names give way to these
        setup["position"]["players"] = [{k: v for k, v in s.items() if k != "name"} for s in seats]
    elif all("name" in s for s in seats):
        setup["names"] = [s["name"] for s in seats]
    if seed is None:
        seed = position.get("seed", 0)
    return setup, seed  # type: ignore[return-value]  # check_setup checks the seed


def _tuples(value: Any, where: str, depth: int = 0) -> Any:
    """JSON lists back into the engine's tuples (effects and pending details are tuples)."""
    if isinstance(value, list):
        if depth > 8:
            raise SetupError(f"position: {where} is nested too deeply")
        return tuple(_tuples(v, where, depth + 1) for v in value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise SetupError(f"position: {where} holds {short_repr(value)}, not plain data")


def restore(
    game: HeroRealmsGame,
    position: Mapping[str, Any],
    snapshot: Callable[[HeroRealmsGame], dict[str, Any]],
) -> None:
    """Make a freshly dealt ``game`` the table ``position`` describes (see the module docstring).

    ``snapshot`` is the game's ``state_dict``, which the rebuilt table must agree with.

    Raises
    ------
    SetupError
        If the snapshot is incomplete, places a card twice or not at all, names a card
        instance wrongly, or holds a value that disagrees with the rest.
    """
    put = Placer(game.defs, "instance")
    seats = position["players"]
    n = len(game.players)
    owner = [-1] * len(game.defs)
    for seat, (p, spec) in enumerate(zip(game.players, seats, strict=True)):
        where = f"player {seat}"
        missing = [k for k in SEAT_REQUIRED if k not in spec]
        unknown = sorted(str(k) for k in set(spec) - {*SEAT_REQUIRED, *SEAT_DERIVED})
        if missing or unknown:
            raise SetupError(f"position: {where} lacks {missing} or has unknown keys {unknown}")
        p.out = spec["out"] is True
        p.gold = _int(spec["gold"], f"{where} gold")
        p.combat = _int(spec["combat"], f"{where} combat")
        p.pending_discards = _int(spec["pending_discards"], f"{where} pending_discards")
        for zone in ("hand", "deck", "discard", "in_play"):
            setattr(p, zone, put.zone(spec[zone], f"{where} {zone}"))
        p.champions, p.expended = [], set()
        champions = spec["champions"]
        if not isinstance(champions, list):
            raise SetupError(f"position: {where} champions must be a list of cards")
        for entry in champions:
            c = put.one(entry, f"{where} champions")
            p.champions.append(c)
            if entry.get("expended") is True:
                p.expended.add(c)
            damage = _int(entry.get("damage", 0), f"{where} damage of champion {c}")
            if damage:
                game.champion_damage[c] = damage
        for c in p.owned():
            owner[c] = seat
        used = spec["ally_used"]
        if not isinstance(used, list):
            raise SetupError(f"position: {where} ally_used must be a list of instances")
        p.ally_used = {_int(c, f"{where} ally_used") for c in used}
        redirects = spec["redirects"]
        if not isinstance(redirects, list) or not all(
            isinstance(r, list) and len(r) == 2 and all(isinstance(x, str) for x in r)
            for r in redirects
        ):
            raise SetupError(f"position: {where} redirects must be [to, only] pairs of words")
        p.redirects = [(r[0], r[1]) for r in redirects]
    markets: list[list[Any]] = []
    for t, market in enumerate(position["markets"]):
        where = f"market {t + 1}"
        if not isinstance(market, Mapping) or set(market) != {"row", "deck", "fire_gems"}:
            raise SetupError(f"position: {where} must have a row, a deck and fire_gems")
        row = market["row"]
        if not isinstance(row, list) or len(row) != 5:
            raise SetupError(f"position: {where} row must list five slots (None when empty)")
        markets.append(
            [
                [None if e is None else put.one(e, f"{where} row") for e in row],
                put.zone(market["deck"], f"{where} deck"),
                put.zone(market["fire_gems"], f"{where} fire_gems"),
            ]
        )
    if len(markets) != game.markets_count:
        raise SetupError(f"position: this game is played with {game.markets_count} market(s)")
    sacrificed = position["sacrificed"]
    game.sacrificed = put.zone(sacrificed, "sacrificed")
    if len(put.seen) != len(game.defs):
        lost = sorted(set(range(len(game.defs))) - put.seen)
        raise SetupError(f"position: card instance(s) {lost[:10]} are in no zone")
    game.owner = owner  # who last owned a card out of every hand is never asked
    health = position["health_totals"]
    if not isinstance(health, list) or len(health) != len(game.health):
        raise SetupError(f"position: health_totals must list {len(game.health)} numbers")
    game.health = [_int(h, "health_totals", -(10**6)) for h in health]
    game.active = _int(position["active"], "active")
    if game.active >= n:
        raise SetupError(f"position: active must be a seat below {n}")
    game._turn = _int(position["turn"], "turn", 1)
    game.over = position["over"] is True
    winners = position["winners"]
    if not isinstance(winners, list):
        raise SetupError("position: winners must be a list of seats")
    game._winners = [_int(w, "winners") for w in winners]
    game.handovers = _int(position["handovers"], "handovers")
    pending = position["pending"]
    game.pending = None
    if pending is not None:
        if not isinstance(pending, Mapping) or pending.get("kind") not in DECISIONS:
            raise SetupError(f"position: pending is no known decision: {short_repr(pending)}")
        source = pending.get("source")
        game.pending = (
            pending["kind"],
            _int(pending.get("player"), "pending player"),
            -1 if source is None else _int(source, "pending source"),
            *_tuples(pending.get("details", []), "pending details"),
        )
    queued = position["queued"]
    if not isinstance(queued, list):
        raise SetupError("position: queued must be a list of [seat, source, effect]")
    game.stack = []
    for item in queued:
        if not isinstance(item, list) or len(item) != 3:
            raise SetupError(
                f"position: queued holds {short_repr(item)}, not [seat, source, effect]"
            )
        effect = _tuples(item[2], "a queued effect")
        if not isinstance(effect, tuple) or not effect:
            raise SetupError(f"position: queued effect {short_repr(item[2])} is empty")
        game.stack.append(
            (_int(item[0], "queued seat"), _int(item[1], "queued source", -1), effect)
        )
    for count in ("decisions", "events"):
        _int(position.get(count, 0), count)
    if "rng_state" in position:
        game.rng.setstate(unpack_rng(position["rng_state"]))
    # The first market is the table's; a second (Emperor) is team 2's, and the deal
    # binds the active team's market once the position is in place.
    game.market_row, game.market_deck, game.fire_gems = markets[0]
    if game.markets_count == 2:
        game._markets = markets
    game.events.clear()  # the fresh deal's shuffles never happened at this table
    got = snapshot(game)
    skip = (
        {"decisions", "events", "seed"}
        if "rng_state" in position
        else {"decisions", "events", "seed", "rng"}
    )
    refuse_disagreements(
        disagreements(got, position, skip)
    )  # the deal then checks it can be played
