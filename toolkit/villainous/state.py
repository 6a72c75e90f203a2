"""The state of a game of Disney Villainous: the records (players, ability frames) and
the table itself, with the views of a Realm derived from it (the bottom layer of the engine).

The engine is a chain of layers, each a subclass of the one below and calling only
downwards: state, queries, moves, effects, legality, turn flow, and the public facade
:class:`toolkit.villainous.engine.VillainousGame`.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from typing import Any, Final

from toolkit.core.actions import Action
from toolkit.core.errors import SetupError, ToolkitError
from toolkit.core.game import Game
from toolkit.villainous.cards import VILLAINS, CardDef, VillainDef, load_villain
from toolkit.villainous.derived import (
    ALLY,
    COVERS,
    HERO,
    CardAbilities,
    SeatView,
    Slot,
    board_slots,
)
from toolkit.villainous.setup_check import check_setup
from toolkit.villainous.specials import DEFAULT_VILLAINS

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


def _copy_fields(src: Any, dst: Any, memo: dict[int, Any]) -> None:
    """Deep-copy every attribute of ``src`` onto ``dst``, sharing what ``memo`` shares.

    Written out (rather than left to :func:`copy.deepcopy`'s default) because the optional
    compiled build makes these classes native: they have no instance ``__dict__`` to copy
    and cannot be made without running ``__init__``. Compiled classes list their
    attributes in ``__mypyc_attrs__``; plain ones in ``__slots__`` or ``__dict__``.
    """
    cls = type(src)
    names = getattr(cls, "__mypyc_attrs__", None) or getattr(cls, "__slots__", None) or ()
    for name in names:
        if name == "__dict__":
            continue
        try:
            value = getattr(src, name)
        except AttributeError:  # never set (an optional slot)
            continue
        setattr(dst, name, copy.deepcopy(value, memo))
    extra = getattr(src, "__dict__", None)
    if extra:
        for name, value in extra.items():
            setattr(dst, name, copy.deepcopy(value, memo))


class Frame:
    """One ability being resolved: its effects, the position in them and its scratch state."""

    __slots__ = (
        "chooser",
        "cleanup",
        "effects",
        "found",
        "held",
        "i",
        "it",
        "kept",
        "owner",
        "resume",
        "scratch",
        "source",
        "target",
    )

    def __init__(
        self,
        owner: int,
        chooser: int,
        source: Any,
        effects: Sequence[Any],
        it: int | None = None,
        target: int | None = None,
    ) -> None:
        self.owner = owner
        self.chooser = chooser
        self.source = source  # an instance id, a treasure id (str) or None
        self.effects = list(effects)
        self.i = 0
        self.it = it
        self.target = target
        self.scratch: dict[Any, Any] = {}
        self.held: list[int] = []
        self.cleanup: str | None = None  # "discard_source" when done, "defeat_item" ...
        self.kept = False
        self.found: int | None = None  # a card find_card took from the Realm
        self.resume: tuple[str, Any, Any] | None = None  # (apply step, question key, state)

    def __deepcopy__(self, memo: dict[int, Any]) -> Frame:
        other = Frame(self.owner, self.chooser, None, ())
        memo[id(self)] = other
        _copy_fields(self, other, memo)
        return other


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
        self.watchers: list[tuple[str, list[Any], Any]] = []  # until_next_turn
        self.temp_mods: list[tuple[int, int]] = []

    def __deepcopy__(self, memo: dict[int, Any]) -> PlayerState:
        other = PlayerState(self.seat, self.villain)
        memo[id(self)] = other
        _copy_fields(self, other, memo)
        return other


class VillainousState(Game):
    """The table of a game: every field, the zones and the derived views of a Realm."""

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
        self.host: dict[int, int] = {}  # attached card -> host
        self.tokens: dict[int, int] = {}  # strength tokens on a card
        self.limbo: set[int] = set()  # revealed or held cards, out of every pile
        self.active = 0
        self.phase = "move"
        self.stack: list[Frame] = []
        self.pending: dict[str, Any] | None = None
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
        self._legal_slots: list[Slot] | None = None  # the slots of the cached listing
        # the Vanquish options of one seat at one decision (the listing and bots share them)
        self._vq_cache: tuple[int, int, list[tuple[int, tuple[int, ...]]]] | None = None

    def _new(self, card: CardDef, owner: int) -> int:
        self.defs.append(card)
        self.owner.append(owner)
        return len(self.defs) - 1

    def _apply_position(self, pos: Mapping[str, Any]) -> None:
        try:
            seats = list(pos.get("players", []))
            for seat, spec in enumerate(seats):
                p = self.players[seat]
                self._position_player(p, spec)
            if "fate_token" in pos:
                self.fate_holder = pos["fate_token"]
            if pos.get("phase", "move") == "act":
                self._start_in_act = True
        except (KeyError, ValueError, IndexError, TypeError) as exc:
            raise SetupError(f"bad position: {exc!r}") from None

    def _take_instance(self, p: PlayerState, card_id: str) -> int:
        for pile in (p.deck, p.fate_deck, p.maui_deck):
            for iid in pile:
                if self.defs[iid].id == card_id:
                    pile.remove(iid)
                    return iid
        raise SetupError(f"no free copy of {card_id!r} for {p.villain.id}")

    def _position_player(self, p: PlayerState, spec: Mapping[str, Any]) -> None:
        v = p.villain
        ids: dict[str, list[int]] = {}

        def take(cid: str) -> int:
            iid = self._take_instance(p, cid)
            ids.setdefault(cid, []).append(iid)
            return iid

        for cid in spec.get("hand", []):
            p.hand.append(take(cid))
        for cid in spec.get("discard", []):
            p.discard.append(take(cid))
        for cid in spec.get("fate_discard", []):
            p.fate_discard.append(take(cid))
        for row in ("top", "bottom"):
            for lid, cards in spec.get(row, {}).items():
                li = v.loc_index(lid)
                for cid in cards:
                    iid = take(cid)
                    getattr(p, row)[li].append(iid)
                    self.at[iid] = li
        for item, hostid in spec.get("attached", []):
            iid = take(item)
            self.host[iid] = ids[hostid][0]
            self._srev[p.seat] += 1
        # Each pile's top card is listed first; typed lists, so that the compiled build
        # can walk them backwards.
        deck_top: list[Any] = list(spec.get("deck_top", []))
        for cid in deck_top[::-1]:
            p.deck.append(take(cid))
        fate_top: list[Any] = list(spec.get("fate_top", []))
        for cid in fate_top[::-1]:
            p.fate_deck.append(take(cid))
        maui_top: list[Any] = list(spec.get("maui_top", []))
        for cid in maui_top[::-1]:
            p.maui_deck.append(take(cid))
        for cid in spec.get("ingredients", []):
            p.ingredients.append(take(cid))
        if spec.get("empty_deck"):
            p.discard.extend(p.deck)
            p.deck.clear()
        for hero, tok, up in spec.get("treasures", []):
            p.treasure_supply.remove(tok)
            p.treasure_on[ids[hero][0]] = [tok, bool(up)]
            self._srev[p.seat] += 1
        for tok in spec.get("claimed", []):
            p.treasure_supply.remove(tok)
            p.claimed.append(tok)
        p.power = spec.get("power", p.power)
        p.poison = spec.get("poison", p.poison)
        if "location" in spec:
            p.loc = v.loc_index(spec["location"])
        if spec.get("unlocked"):
            p.locked.clear()
            p.lock_removed = True
        if "lock_at" in spec:
            p.locked = {v.loc_index(spec["lock_at"])}

    # -- protocol -----------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        if self.pending is not None:
            return int(self.pending["seat"])
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
        return iid in self.at or iid in self.host

    def loc_of(self, iid: int) -> int:
        """The location of a card in the Realm (attached cards: their host's)."""
        seen = 0
        while iid in self.host and seen < 10:
            iid = self.host[iid]
            seen += 1
        return self.at.get(iid, -1)

    def realm_cards(self, seat: int) -> list[int]:
        """Every card in a Realm, location by location, attached cards last (do not mutate)."""
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        return v.cards

    def _view(self, seat: int) -> SeatView:
        """The derived contents of ``seat``'s Realm, rebuilt when the Realm revision moved."""
        v = self._views[seat]
        if v is not None and v.rev == self._srev[seat]:
            return v
        return self._build_view(seat)

    def _build_view(self, seat: int) -> SeatView:
        kind = self._kind
        host = self.host
        p = self.players[seat]
        v = SeatView(self._srev[seat])
        cards = v.cards
        heroes_at = v.heroes_at
        allies_at = v.allies_at
        covered = v.covered
        for li in range(4):
            top = p.top[li]
            bottom = p.bottom[li]
            if top:
                cards += top
                hs = [i for i in top if kind[i] & HERO]
                heroes_at.append(hs)
                # Heroes cover; other covering cards are rare, so they are looked for last
                covered.append(bool(hs) or (self._coverers and any(kind[i] & COVERS for i in top)))
            else:
                heroes_at.append([])
                covered.append(False)
            if bottom:
                cards += bottom
                allies_at.append([i for i in bottom if kind[i] & ALLY])
            else:
                allies_at.append([])
        v.heroes = heroes_at[0] + heroes_at[1] + heroes_at[2] + heroes_at[3]
        v.allies = allies_at[0] + allies_at[1] + allies_at[2] + allies_at[3]
        if host:
            owner = self.owner
            cards += [i for i in host if owner[i] == seat]
        statics = v.statics
        by_verb = v.by_verb
        whenever = v.whenever
        abilities = self._abilities
        for iid in cards:
            ab_info = abilities[iid]
            if ab_info is None:
                continue
            h = host.get(iid)
            for verb, prm in ab_info[0]:
                statics.append((iid, verb, prm, h))
                by_verb.setdefault(verb, []).append((iid, prm, h))
            for ab, ev, prm in ab_info[1]:
                whenever.setdefault(ev, []).append((iid, ab, h, prm))
        for hero, (tok, up) in p.treasure_on.items():
            if up:
                t = self._token_def(seat, tok)
                for verb, prm in t.statics:
                    statics.append((tok, verb, prm, hero))
                    by_verb.setdefault(verb, []).append((tok, prm, hero))
                for ab in t.triggered("whenever"):
                    ((ev, prm),) = ab["event"].items()
                    whenever.setdefault(ev, []).append((tok, ab, hero, prm))
        self._views[seat] = v
        return v

    def attached_to(self, iid: int) -> list[int]:
        return [i for i, h in self.host.items() if h == iid]

    def heroes(self, seat: int, loc: int | None = None) -> list[int]:
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        return list(v.heroes if loc is None else v.heroes_at[loc])

    def allies(self, seat: int, loc: int | None = None) -> list[int]:
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        return list(v.allies if loc is None else v.allies_at[loc])

    def covered(self, seat: int, loc: int) -> bool:
        """V-T4: a Hero (or a covering card) at the top of the location."""
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        return v.covered[loc]

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
