"""The state of a game of Disney Villainous: the records (players, ability frames), the
table itself and the declared list of its fields (the bottom layer of the engine).

The engine is a chain of layers, each a subclass of the one below and calling only
downwards: state, views, queries, triggers, moves, the effect interpreter, checks,
legality, turn flow, and the public facade :class:`toolkit.villainous.engine.VillainousGame`.
The record of an ability being resolved, :class:`~toolkit.villainous.frame.Frame`, is
written in :mod:`toolkit.villainous.frame` and named here too.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

from toolkit.core.actions import Action
from toolkit.core.errors import SetupError, ToolkitError
from toolkit.core.game import Game
from toolkit.villainous.carddef import Effect
from toolkit.villainous.cards import VILLAINS, CardDef, VillainDef, load_villain
from toolkit.villainous.derived import (
    CardAbilities,
    SeatView,
    Slot,
    board_slots,
)
from toolkit.villainous.frame import FRAME_FIELDS, Frame  # noqa: F401 (named here too)
from toolkit.villainous.pending import Pending
from toolkit.villainous.setup_check import check_setup
from toolkit.villainous.specials import DEFAULT_VILLAINS
from toolkit.villainous.speed import DEEP, DROP, EMPTY, LIST, SHARE, copy_fields

START_POWER: Final = (0, 1, 2, 2, 3, 3)  # V-S7
HAND_SIZE: Final = 4  # V-S4
ACTIVATION_READINGS: Final = ("per_symbol", "per_payment")
SETUP_KEYS = {"villains", "fate_token", "fate_token_players", "activation", "position", "names"}
FATE_TOKEN_PLAYERS: Final = 5
"""V-F3: the Fate token is used from this many players on (the official *Wicked to the
Core* instructions, 2019, section on mixing boxes: 5 or 6 players; the setup key
``fate_token_players`` chooses 3 or 4 instead, as some boxes did)."""

# The setup a copy is made with: construction stops at once (see VillainousGame.__deepcopy__).
_UNSET: Final[Mapping[str, Any]] = {}
SKIP = ("skip",)


class UnsettledTurnError(ToolkitError):
    """The rules cannot reach the next decision: abilities or turn steps keep triggering
    each other without end (a fault in the card data or the engine, never a player's)."""


class PlayerState:
    """Everything one villain owns: board, decks, hand, power and turn bookkeeping."""

    def __init__(self, seat: int, villain: VillainDef) -> None:
        self.seat = seat
        self.villain = villain
        self.loc = 0
        self.power = 0
        self.poison = 0
        self.deck: list[int] = []
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.fate_deck: list[int] = []
        self.fate_discard: list[int] = []
        self.maui_deck: list[int] = []
        self.maui_discard: list[int] = []
        self.ingredients: list[int] = []
        self.top: list[list[int]] = [[] for _ in range(4)]
        self.bottom: list[list[int]] = [[] for _ in range(4)]
        self.locked: set[int] = set()
        self.lock_removed = False
        self.treasure_supply: list[str] = []
        self.treasure_on: dict[int, list[Any]] = {}  # hero -> [token id, face up]
        self.claimed: list[str] = []
        self.objective_flag = False
        self.used: set[str] = set()  # base slot keys used this turn
        self.grants: list[dict[str, Any]] = []
        self.activated: dict[int, int] = {}
        self.dutchman_used = False
        self.may_stay = False
        self.stay_next = False
        self.watchers: list[tuple[str, list[Effect], Any]] = []  # until_next_turn
        self.temp_mods: list[tuple[int, int]] = []

    def __deepcopy__(self, memo: dict[int, Any]) -> PlayerState:
        other = PlayerState(self.seat, self.villain)
        memo[id(self)] = other
        copy_fields(self, other, memo, PLAYER_FIELDS)
        return other


PLAYER_FIELDS: Final = (
    "seat",
    "villain",
    "loc",
    "power",
    "poison",
    "deck",
    "hand",
    "discard",
    "fate_deck",
    "fate_discard",
    "maui_deck",
    "maui_discard",
    "ingredients",
    "top",
    "bottom",
    "locked",
    "lock_removed",
    "treasure_supply",
    "treasure_on",
    "claimed",
    "objective_flag",
    "used",
    "grants",
    "activated",
    "dutchman_used",
    "may_stay",
    "stay_next",
    "watchers",
    "temp_mods",
)
"""Every field of a :class:`PlayerState`, which a copy copies (a test checks the list)."""

NOT_AT: Final = -2
"""The place in ``_at_loc`` of a card that is not an unattached card of a Realm (not -1,
which :meth:`VillainousState.loc_of` answers for such a card, so that any location the
mapping holds is told apart from no location)."""

GAME_FIELDS: Final[dict[str, str]] = {
    "setup": DEEP,
    "seed": DEEP,
    "decisions": LIST,
    "deciders": LIST,
    "events": LIST,
    "step_starts": LIST,
    "turn_of_step": LIST,
    "over": DEEP,
    "_winners": DEEP,
    "_turn": DEEP,
    "rng": DEEP,
    "vdefs": DEEP,
    "names": DEEP,
    "n": DEEP,
    "fate_token_on": DEEP,
    "per_payment": DEEP,
    "defs": DEEP,
    "owner": DEEP,
    "players": DEEP,
    "at": DEEP,
    "_at_loc": DEEP,
    "host": DEEP,
    "tokens": DEEP,
    "limbo": DEEP,
    "active": DEEP,
    "phase": DEEP,
    "stack": DEEP,
    "pending": DEEP,
    "cond_events": DEEP,
    "cond_queue": DEEP,
    "cond_used": DEEP,
    "cond_offered": DEEP,
    "fate_holder": DEEP,
    "taken": DEEP,
    "_last_it_strength": DEEP,
    "_srev": DEEP,
    "_views": EMPTY,
    "_boards": SHARE,
    "_items_met": DEEP,
    "_obj_kind": DEEP,
    "_obj_at_start": DEEP,
    "_start_in_act": DEEP,
    "_version": DEEP,
    "_legal": DROP,
    "_legal_slots": DROP,
    "_vq_cache": DROP,
    "_kind": SHARE,
    "_abilities": SHARE,
    "_state_condition": SHARE,
    "_condition_trigger": SHARE,
    "_coverers": DEEP,
}
"""Every field of a game and how a copy gets it (see :mod:`toolkit.villainous.speed`):
the table and its records are copied; the card designs and the tables derived from
them once per game are shared; the listing caches of the current decision are dropped
and the Realm views rebuilt. A new attribute must be declared here (a test checks that
the list names every attribute a game has)."""


class VillainousState(Game):
    """The table of a game: every field, the zones and the derived views of a Realm."""

    # Every field of a Villainous game that the base game does not hold, as GAME_FIELDS
    # declares them (a test keeps the two the same); the layers above add none, so a
    # game has no instance dict (see toolkit.core.game.Game).
    __slots__ = (
        "_abilities",
        "_at_loc",
        "_boards",
        "_condition_trigger",
        "_coverers",
        "_items_met",
        "_kind",
        "_last_it_strength",
        "_legal",
        "_legal_slots",
        "_obj_at_start",
        "_obj_kind",
        "_srev",
        "_start_in_act",
        "_state_condition",
        "_version",
        "_views",
        "_vq_cache",
        "active",
        "at",
        "cond_events",
        "cond_offered",
        "cond_queue",
        "cond_used",
        "defs",
        "fate_holder",
        "fate_token_on",
        "host",
        "limbo",
        "n",
        "names",
        "owner",
        "pending",
        "per_payment",
        "phase",
        "players",
        "rng",
        "stack",
        "taken",
        "tokens",
        "vdefs",
    )

    game_name = "villainous"
    players: list[PlayerState]
    # per card instance, read once from its design when the decks are built (shared by clones)
    _kind: tuple[int, ...]
    _abilities: tuple[CardAbilities | None, ...]
    _state_condition: tuple[bool, ...]
    _condition_trigger: tuple[tuple[str, Mapping[str, Any]] | None, ...]
    _coverers: bool  # whether any card but a Hero covers the actions under it

    def __init__(self, setup: Mapping[str, Any], seed: int) -> None:
        if setup is _UNSET:
            return  # a copy in the making: __deepcopy__ fills in every attribute
        check_setup(setup, seed)  # types, ranges and references, before anything is built
        setup = dict(setup)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise SetupError(f"the seed must be a whole number >= 0, got {seed!r}")
        unknown = set(setup) - SETUP_KEYS
        if unknown:
            raise SetupError(f"unknown setup key(s): {sorted(unknown)}")
        villains = setup.setdefault("villains", list(DEFAULT_VILLAINS))
        if not isinstance(villains, list) or not 2 <= len(villains) <= 6:
            raise SetupError("Villainous is played by 2 to 6 players (V-S1)")
        bad = [v for v in villains if v not in VILLAINS]
        if bad:
            raise SetupError(f"unknown villain(s) {bad}; choose from {', '.join(VILLAINS)}")
        setup.setdefault("fate_token", True)
        if not isinstance(setup["fate_token"], bool):
            raise SetupError("fate_token must be true or false")
        setup.setdefault("fate_token_players", FATE_TOKEN_PLAYERS)
        fp = setup["fate_token_players"]
        if type(fp) is not int or not 3 <= fp <= 6:
            raise SetupError("fate_token_players must be a whole number from 3 to 6 (V-F3)")
        setup.setdefault("activation", "per_symbol")
        if setup["activation"] not in ACTIVATION_READINGS:
            raise SetupError(f"activation must be one of {ACTIVATION_READINGS}")
        names = setup.get("names")
        if names is not None and (not isinstance(names, list) or len(names) != len(villains)):
            raise SetupError("names must give one name per seat")
        super().__init__(setup, seed)
        self.rng = random.Random(seed)
        self.vdefs = [load_villain(v) for v in villains]
        self.names = list(names) if names else [v.name for v in self.vdefs]
        self.n = len(villains)
        self.fate_token_on = setup["fate_token"] and self.n >= fp
        self.per_payment: bool = setup["activation"] == "per_payment"
        self.defs: list[CardDef] = []
        self.owner: list[int] = []
        self.players = [PlayerState(i, v) for i, v in enumerate(self.vdefs)]
        self.at: dict[int, int] = {}  # realm card (unattached) -> location
        # the same, by instance id (NOT_AT: not an unattached card of a Realm), for loc_of
        self._at_loc: list[int] = []
        self.host: dict[int, int] = {}  # attached card -> host
        self.tokens: dict[int, int] = {}  # strength tokens on a card
        self.limbo: set[int] = set()  # revealed or held cards, out of every pile
        self.active = 0
        self.phase = "move"
        self.stack: list[Frame] = []
        self.pending: Pending | None = None  # see pending.py and decisions.py
        self.cond_events: list[tuple[str, int]] = []
        self.cond_queue: list[int] = []
        self.cond_used: set[int] = set()  # Conditions played in answer to the current action
        self.cond_offered: set[tuple[int, int]] = set()
        self.fate_holder: int | None = None
        self.taken: list[tuple[int, str, bool]] = []  # (seat, base slot, covered) for tests
        self._last_it_strength = 0
        # per seat: bumped whenever the Realm's cards, their hosts or its Treasures change
        self._srev = [0] * self.n
        self._views: list[SeatView | None] = [None] * self.n  # per seat, valid at one _srev
        self._boards = tuple(board_slots(p.villain) for p in self.players)
        self._items_met: list[tuple[int, bool] | None] = [None] * self.n  # (_srev, objective met)
        # per seat: the objective's kind, and whether it is only checked at the start of a turn
        self._obj_kind = [str(p.villain.objective["kind"]) for p in self.players]
        self._obj_at_start = [
            p.villain.objective["checked"] == "start_of_turn" for p in self.players
        ]
        self._start_in_act = False
        self._version = 0
        self._legal: tuple[int, tuple[Action, ...]] | None = None
        # the (slot, symbol name) pairs of the cached listing
        self._legal_slots: list[tuple[Slot, str]] | None = None
        # the Vanquish options of one seat at one decision (the listing and bots share them)
        self._vq_cache: tuple[int, int, list[tuple[int, tuple[int, ...]]]] | None = None

    def _new(self, card: CardDef, owner: int) -> int:
        self.defs.append(card)
        self.owner.append(owner)
        self._at_loc.append(NOT_AT)
        return len(self.defs) - 1

    def _set_at(self, iid: int, loc: int) -> None:
        """Put an unattached card of a Realm at ``loc``.

        With :meth:`_unset_at`, the one way to change :attr:`at`: the two keep
        ``_at_loc``, the same locations in a list by instance id (:data:`NOT_AT` for a
        card that is not in the mapping), which :meth:`loc_of` and :meth:`in_realm` read
        without a look-up by key; a test compares the two after many random moves.
        """
        self.at[iid] = loc
        self._at_loc[iid] = loc

    def _unset_at(self, iid: int) -> int:
        """Take a card out of :attr:`at` (see :meth:`_set_at`); returns its location."""
        self._at_loc[iid] = NOT_AT
        return self.at.pop(iid)

    # -- protocol -----------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        if self.pending is not None:
            return self.pending.seat
        return self.active

    def result_summary(self) -> dict[str, Any]:
        return {
            "over": self.over,
            "winners": self.winners,
            "turns": self._turn,
            "villains": [v.id for v in self.vdefs],
            "scores": [len(p.claimed) for p in self.players],
        }

    def setup_for_replay(self) -> dict[str, Any]:
        return {k: v for k, v in self.setup.items() if not k.startswith("_")}

    # -- zones --------------------------------------------------------------------------
    def zones(self) -> dict[str, list[int]]:
        """Every card instance by zone (each instance appears exactly once)."""
        out: dict[str, list[int]] = {}
        for p in self.players:
            s = p.seat
            for name in (
                "deck",
                "hand",
                "discard",
                "fate_deck",
                "fate_discard",
                "maui_deck",
                "maui_discard",
                "ingredients",
            ):
                out[f"{s}:{name}"] = list(getattr(p, name))
            for li in range(4):
                out[f"{s}:top{li}"] = list(p.top[li])
                out[f"{s}:bottom{li}"] = list(p.bottom[li])
        out["attached"] = sorted(self.host)
        out["limbo"] = sorted(self.limbo)
        return out

    def in_realm(self, iid: int) -> bool:
        locs = self._at_loc  # an unattached card of a Realm has a location there
        return (0 <= iid < len(locs) and locs[iid] != NOT_AT) or iid in self.host

    def loc_of(self, iid: int) -> int:
        """The location of a card in the Realm (attached cards: their host's)."""
        locs = self._at_loc
        if 0 <= iid < len(locs):
            li = locs[iid]
            if li != NOT_AT:  # an unattached card of a Realm is not attached: no host to follow
                return li
        host = self.host
        if host:  # often no card is attached to another: nothing to follow
            seen = 0
            h = host.get(iid)
            while h is not None and seen < 10:
                iid = h
                seen += 1
                h = host.get(iid)
        li = locs[iid] if 0 <= iid < len(locs) else NOT_AT
        return li if li != NOT_AT else -1

    def attached_to(self, iid: int) -> list[int]:
        return [i for i, h in self.host.items() if h == iid]

    def _token_def(self, seat: int, tok: str) -> Any:
        for t in self.players[seat].villain.treasures:
            if t.id == tok:
                return t
        raise KeyError(tok)

    # -- text ---------------------------------------------------------------------------
    def card_name(self, iid: Any) -> str:
        if isinstance(iid, int) and 0 <= iid < len(self.defs):
            return self.defs[iid].name
        return str(iid)

    def loc_name(self, seat: int, li: int) -> str:
        return self.players[seat].villain.locations[li].name if 0 <= li < 4 else "-"
