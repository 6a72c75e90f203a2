"""Saved positions: a whole Villainous table, as ``state_dict()`` gives it, set up again.

:meth:`VillainousGame.from_position` takes either a few placements (see its docstring)
or a complete snapshot from :meth:`VillainousGame.state_dict`, recognised by its
``"game": "villainous"`` key. From a snapshot it rebuilds exactly that table: the
piles, the Realms, Power, the Treasures, the turn's bookkeeping and the shuffler's
state are read from the readable part of the snapshot; what is in the middle of
being resolved (abilities, the pending question, Condition triggers, effects that
last until a next turn) from ``internals``, an exact record of the engine's own
values that is not meant to be edited. The rebuilt game has the same
``state_dict()`` and plays on exactly as the saved one would.

Every value that can be worked out from the others (``objective``, ``pending``,
``resolving``, ``conditions``, the ``shuffler`` digest) must agree with them, every
card instance must be in exactly one place under its own card id, and anything
else is refused with a :class:`~toolkit.core.errors.SetupError`: no game is built.

Examples
--------
>>> from toolkit.villainous.engine import VillainousGame
>>> game = VillainousGame.new(seed=2, villains=["ursula", "captain_hook"])
>>> game.apply(game.legal_actions()[0])
>>> VillainousGame.from_position(game.state_dict()).state_dict() == game.state_dict()
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import SetupError, short_repr
from toolkit.core.saved_position import (
    Placer,
    check_keys,
    check_playable,
    disagreements,
    refuse_disagreements,
    unpack_rng,
)
from toolkit.core.saved_position import is_saved_position as is_saved_position
from toolkit.core.saved_position import offsets as offsets
from toolkit.core.saved_position import whole_number as _int
from toolkit.villainous.carddef import Effect
from toolkit.villainous.pending import Pending

if TYPE_CHECKING:
    from toolkit.villainous.engine import VillainousGame
    from toolkit.villainous.state import PlayerState

__all__ = ["GAME_ID", "internals", "is_saved_position", "offsets", "restore", "setup_of"]

GAME_ID = "villainous"
"""The ``game`` key that marks a mapping as a saved Villainous position."""

REQUIRED = (
    "version",
    "game",
    "options",
    "turn",
    "active",
    "phase",
    "over",
    "winners",
    "fate_token",
    "players",
    "attached",
    "strength_tokens",
    "set_aside",
    "internals",
)
DERIVED = ("pending", "resolving", "conditions", "shuffler")
OPTIONAL = ("seed", "decisions", "events", "rng_state", *DERIVED)
PILES = (
    "hand",
    "deck",
    "discard",
    "fate_deck",
    "fate_discard",
    "maui_deck",
    "maui_discard",
    "ingredients",
)
SEAT_KEYS = (
    "villain",
    "power",
    "poison",
    "location",
    "lock_removed",
    *PILES,
    "realm",
    "treasure_supply",
    "treasures",
    "claimed",
    "turn",
)
SEAT_DERIVED = ("seat", "name", "objective")
TURN_KEYS = (
    "used",
    "grants",
    "activated",
    "dutchman_used",
    "may_stay",
    "stay_next",
    "strength_this_turn",
    "until_next_turn",
)
GAME_INTERNALS = (
    "stack",
    "pending",
    "cond_events",
    "cond_queue",
    "cond_used",
    "cond_offered",
    "taken",
    "_last_it_strength",
)
"""The engine's fields of what is being resolved, saved exactly in ``internals``."""
PLAYER_INTERNALS = ("grants", "watchers", "objective_flag")
ORDERED = ("at", "host", "tokens")
"""Mappings of a game whose order (the order their items were added) the engine reads,
saved in ``internals``."""
PLAYER_ORDERED = ("treasure_on", "activated")


def _pending_classes() -> dict[str, type[Pending]]:
    found: dict[str, type[Pending]] = {}
    todo = [Pending]
    while todo:
        cls = todo.pop()
        found[cls.__name__] = cls
        todo.extend(cls.__subclasses__())
    return found


class _Encoder:
    """The engine's values as JSON data with their types kept (tuples, sets, records)."""

    def __init__(self) -> None:
        self.frames: dict[int, int] = {}

    def value(self, v: Any) -> Any:
        from toolkit.villainous.state import FRAME_FIELDS, Frame

        if v is None or isinstance(v, (bool, int, str)):
            return v
        if isinstance(v, list):
            return [self.value(x) for x in v]
        if isinstance(v, tuple):
            return {"tuple": [self.value(x) for x in v]}
        if isinstance(v, (set, frozenset)):
            return {"set": [self.value(x) for x in v]}
        if isinstance(v, dict):
            return {"map": [[self.value(k), self.value(x)] for k, x in v.items()]}
        if isinstance(v, Effect):
            return {"effect": [v.verb, self.value(v.params)]}
        if isinstance(v, Frame):
            if id(v) in self.frames:
                return {"frame_ref": self.frames[id(v)]}
            number = self.frames[id(v)] = len(self.frames)
            return {
                "frame": number,
                "fields": {f: self.value(getattr(v, f)) for f in FRAME_FIELDS},
            }
        if isinstance(v, Pending):
            return {"pending": type(v).__name__, "args": [self.value(a) for a in v._args()]}
        raise TypeError(f"cannot save a {type(v).__name__} of the engine")


class _Decoder:
    """The values :class:`_Encoder` wrote, refused as a :class:`SetupError` if malformed."""

    def __init__(self) -> None:
        self.frames: dict[int, Any] = {}
        self.pending = _pending_classes()

    def value(self, v: Any, depth: int = 0) -> Any:
        from toolkit.villainous.state import FRAME_FIELDS, Frame

        if depth > 40:
            raise SetupError("position: internals are nested too deeply")
        if v is None or isinstance(v, (bool, int, str)):
            return v
        if isinstance(v, list):
            return [self.value(x, depth + 1) for x in v]
        if not isinstance(v, Mapping) or len(v) not in (1, 2):
            raise SetupError(f"position: internals hold {short_repr(v)}, not a saved value")
        d = depth + 1
        if "tuple" in v:
            return tuple(self.value(x, d) for x in _list(v["tuple"]))
        if "set" in v:
            return {self.value(x, d) for x in _list(v["set"])}
        if "map" in v:
            pairs = [_pair(p) for p in _list(v["map"])]
            return {self.value(k, d): self.value(x, d) for k, x in pairs}
        if "effect" in v:
            verb, params = _pair(v["effect"])
            if not isinstance(verb, str):
                raise SetupError(f"position: an effect's verb is {short_repr(verb)}")
            return Effect(verb, self.value(params, d))
        if "frame_ref" in v:
            if v["frame_ref"] not in self.frames:
                raise SetupError(f"position: no ability {short_repr(v['frame_ref'])} is saved")
            return self.frames[v["frame_ref"]]
        if "frame" in v:
            fields = v.get("fields")
            if not isinstance(fields, Mapping) or set(fields) != set(FRAME_FIELDS):
                raise SetupError("position: a saved ability lacks some of its fields")
            frame = Frame(0, 0, None, ())
            self.frames[v["frame"]] = frame
            for name in FRAME_FIELDS:
                setattr(frame, name, self.value(fields[name], d))
            return frame
        if "pending" in v:
            cls = self.pending.get(v["pending"])
            if cls is None or cls is Pending:
                raise SetupError(f"position: no question {short_repr(v['pending'])}")
            try:
                return cls(*[self.value(a, d) for a in _list(v.get("args"))])
            except TypeError as err:
                raise SetupError(f"position: the saved question is malformed ({err})") from None
        raise SetupError(f"position: internals hold {short_repr(v)}, not a saved value")


def _list(v: Any) -> list[Any]:
    if not isinstance(v, list):
        raise SetupError(f"position: {short_repr(v)} should be a list")
    return v


def _pair(v: Any) -> tuple[Any, Any]:
    if not isinstance(v, list) or len(v) != 2:
        raise SetupError(f"position: {short_repr(v)} should be a pair")
    return v[0], v[1]


def internals(game: VillainousGame) -> dict[str, Any]:
    """The exact values of what is being resolved (the ``internals`` of ``state_dict``)."""
    enc = _Encoder()
    saved = {name: enc.value(getattr(game, name)) for name in GAME_INTERNALS}
    saved["players"] = [
        {name: enc.value(getattr(p, name)) for name in PLAYER_INTERNALS} for p in game.players
    ]
    # The engine walks these mappings in the order their items were added (the cards
    # attached to a Hero are offered in the order they were attached): it is kept too.
    saved["order"] = {
        "game": {name: list(getattr(game, name)) for name in ORDERED if name != "tokens"}
        | {"tokens": [i for i, n in game.tokens.items() if n]},  # as strength_tokens lists them
        "players": [
            {name: list(getattr(p, name)) for name in PLAYER_ORDERED} for p in game.players
        ],
    }
    return saved


def setup_of(position: Mapping[str, Any], seed: int | None) -> tuple[dict[str, Any], int]:
    """The setup and seed of a game started from a saved ``position``."""
    check_keys(position, GAME_ID, REQUIRED, OPTIONAL)
    seats = position["players"]
    if not isinstance(seats, list) or not all(isinstance(s, Mapping) for s in seats):
        raise SetupError(f"position: players must be a list of mappings, got {short_repr(seats)}")
    options = position["options"]
    if not isinstance(options, Mapping) or set(options) != {
        "activation",
        "fate_token",
        "fate_token_players",
    }:
        raise SetupError("position: options must give activation, fate_token, fate_token_players")
    setup: dict[str, Any] = {
        "villains": [s.get("villain") for s in seats],
        **options,
        "position": dict(position),
    }
    if all("name" in s for s in seats):
        setup["names"] = [s["name"] for s in seats]
    if seed is None:
        seed = position.get("seed", 0)
    return setup, seed  # type: ignore[return-value]  # check_setup checks the seed


def _seat(game: VillainousGame, p: PlayerState, spec: Mapping[str, Any], put: Placer) -> None:
    where = f"player {p.seat}"
    missing = [k for k in SEAT_KEYS if k not in spec]
    unknown = sorted(str(k) for k in set(spec) - set(SEAT_KEYS) - set(SEAT_DERIVED))
    if missing or unknown:
        raise SetupError(f"position: {where} lacks {missing} or has unknown keys {unknown}")
    v = p.villain
    if spec["villain"] != v.id:
        raise SetupError(f"position: {where} is {v.id!r}, not {short_repr(spec['villain'])}")
    p.power = _int(spec["power"], f"{where} power")
    p.poison = _int(spec["poison"], f"{where} poison")
    names = [loc.name for loc in v.locations]
    if spec["location"] not in names:
        raise SetupError(f"position: {where} location {short_repr(spec['location'])} is unknown")
    p.loc = names.index(spec["location"])
    p.lock_removed = spec["lock_removed"] is True
    for pile in PILES:
        setattr(p, pile, put.zone(spec[pile], f"{where} {pile}"))
    realm = _list(spec["realm"])
    if len(realm) != 4:
        raise SetupError(f"position: {where} realm must list the four locations")
    p.locked = set()
    for li, loc in enumerate(realm):
        if not isinstance(loc, Mapping) or loc.get("location") != names[li]:
            raise SetupError(f"position: {where} realm location {li} must be {names[li]!r}")
        if loc.get("locked") is True:
            p.locked.add(li)
        p.top[li] = put.zone(loc.get("top"), f"{where} {names[li]} top")
        p.bottom[li] = put.zone(loc.get("bottom"), f"{where} {names[li]} bottom")
    tokens = [t.id for t in v.treasures]
    supply = _list(spec["treasure_supply"])
    claimed = _list(spec["claimed"])
    p.treasure_on = {}
    for t in _list(spec["treasures"]):
        if not isinstance(t, Mapping) or set(t) != {"hero", "token", "face_up"}:
            raise SetupError(f"position: {where} treasure {short_repr(t)} is malformed")
        p.treasure_on[_int(t["hero"], f"{where} treasure hero")] = [
            t["token"],
            t["face_up"] is True,
        ]
    placed = supply + claimed + [t[0] for t in p.treasure_on.values()]
    if sorted(map(str, placed)) != sorted(tokens):
        raise SetupError(f"position: {where} must place each of {tokens} once")
    p.treasure_supply, p.claimed = list(supply), list(claimed)
    turn = spec["turn"]
    if not isinstance(turn, Mapping) or set(turn) != set(TURN_KEYS):
        raise SetupError(f"position: {where} turn must give {list(TURN_KEYS)}")
    p.used = {str(u) for u in _list(turn["used"])}
    p.activated = {
        _int(i, "activated"): _int(n, "activated") for i, n in map(_pair, turn["activated"])
    }
    p.dutchman_used = turn["dutchman_used"] is True
    p.may_stay = turn["may_stay"] is True
    p.stay_next = turn["stay_next"] is True
    p.temp_mods = [
        (_int(i, "strength_this_turn"), _int(n, "strength_this_turn", -999))
        for i, n in map(_pair, turn["strength_this_turn"])
    ]


def restore(
    game: VillainousGame,
    position: Mapping[str, Any],
    snapshot: Callable[[VillainousGame], dict[str, Any]],
) -> None:
    """Make a freshly dealt ``game`` the table ``position`` describes (see the module docstring).

    ``snapshot`` is the game's ``state_dict``, which the rebuilt table must agree with.

    Raises
    ------
    SetupError
        If the snapshot is incomplete, places a card twice or not at all, or holds a
        value that disagrees with the rest.
    """
    from toolkit.villainous.state import NOT_AT

    put = Placer(game.defs, "id")
    for p, spec in zip(game.players, position["players"], strict=True):
        _seat(game, p, spec, put)
    game.host = {}
    for pair in _list(position["attached"]):
        item, host = _pair(pair)
        game.host[_int(item, "attached card")] = _int(host, "attached host")
    game.tokens = {}
    for pair in _list(position["strength_tokens"]):
        card, n = _pair(pair)
        game.tokens[_int(card, "strength token card")] = _int(n, "strength tokens", -999)
    game.limbo = set(put.zone(position["set_aside"], "set aside"))
    for item in game.host:
        if item in put.seen:
            raise SetupError(f"position: attached card {item} is also in a pile")
        put.seen.add(item)
    if len(put.seen) != len(game.defs):
        lost = sorted(set(range(len(game.defs))) - put.seen)
        raise SetupError(f"position: card instance(s) {lost[:10]} are in no place")
    game.at = {}
    game._at_loc = [NOT_AT] * len(game.defs)
    for p in game.players:
        for li in range(4):
            for iid in p.top[li] + p.bottom[li]:
                game._set_at(iid, li)
    game._turn = _int(position["turn"], "turn", 1)
    game.active = _int(position["active"], "active")
    if game.active >= game.n:
        raise SetupError(f"position: active must be a seat below {game.n}")
    if position["phase"] not in ("move", "act"):
        raise SetupError(
            f"position: phase must be move or act, not {short_repr(position['phase'])}"
        )
    game.phase = position["phase"]
    game.over = position["over"] is True
    game._winners = [_int(w, "winners") for w in _list(position["winners"])]
    holder = position["fate_token"]
    game.fate_holder = None if holder is None else _int(holder, "fate_token")
    saved = position["internals"]
    if not isinstance(saved, Mapping) or set(saved) != {*GAME_INTERNALS, "players", "order"}:
        raise SetupError("position: internals are incomplete")
    dec = _Decoder()
    for name in GAME_INTERNALS:  # the stack first: a question may name one of its abilities
        setattr(game, name, dec.value(saved[name]))
    seats = _list(saved["players"])
    if len(seats) != game.n:
        raise SetupError("position: internals must have one entry per seat")
    for p, inner in zip(game.players, seats, strict=True):
        if not isinstance(inner, Mapping) or set(inner) != set(PLAYER_INTERNALS):
            raise SetupError("position: a seat's internals are incomplete")
        for name in PLAYER_INTERNALS:
            setattr(p, name, dec.value(inner[name]))
    _reorder(game, saved["order"])
    for count in ("decisions", "events"):
        _int(position.get(count, 0), count)
    if "rng_state" in position:
        game.rng.setstate(unpack_rng(position["rng_state"]))
    game._srev = [r + 1 for r in game._srev]  # every Realm view is worked out afresh
    game._views = [None] * game.n
    game._items_met = [None] * game.n
    game._version += 1
    game.events.clear()  # the fresh deal's shuffles never happened at this table
    _agree(game, position, snapshot)
    check_playable(game)


def _ordered(held: dict[Any, Any], order: Any, where: str) -> dict[Any, Any]:
    """``held`` rebuilt with its items in the saved ``order`` of its keys."""
    keys = _list(order)
    if len(keys) != len(held) or set(keys) != set(held):
        raise SetupError(f"position: the saved order of {where} does not match its contents")
    return {k: held[k] for k in keys}


def _reorder(game: VillainousGame, order: Any) -> None:
    if not isinstance(order, Mapping) or set(order) != {"game", "players"}:
        raise SetupError("position: internals lack the saved orders")
    orders = order["game"]
    if not isinstance(orders, Mapping) or set(orders) != set(ORDERED):
        raise SetupError("position: internals lack the saved orders")
    for name in ORDERED:
        setattr(game, name, _ordered(getattr(game, name), orders[name], name))
    seats = _list(order["players"])
    if len(seats) != game.n:
        raise SetupError("position: internals must have one order per seat")
    for p, orders in zip(game.players, seats, strict=True):
        if not isinstance(orders, Mapping) or set(orders) != set(PLAYER_ORDERED):
            raise SetupError("position: internals lack a seat's saved orders")
        for name in PLAYER_ORDERED:
            setattr(p, name, _ordered(getattr(p, name), orders[name], f"player {p.seat} {name}"))


def _agree(
    game: VillainousGame,
    position: Mapping[str, Any],
    snapshot: Callable[[VillainousGame], dict[str, Any]],
) -> None:
    try:
        got = snapshot(game)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as err:
        raise SetupError(f"position: the saved table does not hold together ({err!r})") from None
    skip = {"decisions", "events", "seed", "internals"}
    if "rng_state" not in position:
        skip.add("shuffler")
    wrong = disagreements(got, position, skip)
    if got["internals"] != position["internals"]:
        wrong.append("internals")
    refuse_disagreements(wrong)
