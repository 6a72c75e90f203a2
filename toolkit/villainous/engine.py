"""The Disney Villainous rules engine (rule IDs V-* of the rule catalogue; rulings in
``docs/villainous-rules.md``).

A game is a seed, a setup and a list of decisions (see :class:`toolkit.core.game.Game`).
Card abilities are interpreted from the villain data files: an ability becomes a
*frame* on the effect stack; an effect that needs a choice stores a pending
decision (``choose i``) for the player who must make it, and the stack resumes
when it is answered. Conditions are offered to their owner during an opponent's
turn as a pending decision for that (non-active) player.

Examples
--------
>>> game = VillainousGame.new(seed=1, villains=["ursula", "davy_jones"])
>>> game.current_player, game.phase
(0, 'move')
>>> sorted({a.kind for a in game.legal_actions()})
['move']
"""

from __future__ import annotations

import copy
import functools
import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any, Final

from toolkit.core.actions import Action
from toolkit.core.contract import ActionInfo, PendingDecision
from toolkit.core.errors import IllegalActionError, SetupError, ToolkitError
from toolkit.core.game import Event, Game, shuffle
from toolkit.core.setup_check import names_arg
from toolkit.villainous.cards import VILLAINS, CardDef, VillainDef, load_villain, symbol_text
from toolkit.villainous.derived import (
    ABSENT,
    ALLY,
    COVERS,
    DUTCHMAN,
    HERO,
    SeatView,
    Slot,
    board_slots,
    card_abilities,
    card_kind,
    condition_trigger,
    cost_mod,
    state_condition,
    strength_mod,
    strength_table,
)
from toolkit.villainous.setup_check import check_setup, position_mapping

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
WAIT: Final = object()  # a choice is pending
SKIP = ("skip",)
_NONE: Final[tuple[Any, ...]] = ()
# Action(kind, args) without the Python __new__
_action: Final = functools.partial(tuple.__new__, Action)
_PASS: Final = Action("pass")
_STOP: Final = Action("stop")
_END: Final = Action("end")
_NO_PLACE: Final = frozenset({"effect", "ingredient", "maui", "condition"})  # played to no location
_NOWHERE: Final = ((-1, -1),)  # the one placement of those cards
_MOVES: Final = tuple(Action("move", (li,)) for li in range(4))
# sliced into new lists, never mutated
_CHOICES: Final = [Action("choose", (i,)) for i in range(32)]


_ARGS: Final[dict[str, tuple[str, ...]]] = {
    "move": ("location",),
    "end": (),
    "power": ("symbol",),
    "play": ("symbol", "card", "location", "host", "payment"),
    "activate": ("symbol", "card"),
    "move_ally": ("symbol", "card", "location"),
    "move_hero": ("symbol", "card", "location"),
    "fate": ("symbol", "opponent"),
    "vanquish": ("symbol", "hero"),
    "discard": ("symbol", "card"),
    "brew": ("symbol", "amount"),
    "choose": ("option",),
    "condition": ("card",),
    "pass": (),
    "discard_more": ("card",),
    "stop": (),
    "vanquish_ally": ("card",),
    "vanquish_done": (),
}
"""Every kind of action and the meaning of its arguments, in order (see the docs)."""
_ANSWERS: Final = frozenset(
    {"choose", "condition", "pass", "discard_more", "stop", "vanquish_ally", "vanquish_done"}
)
"""The kinds that answer a pending decision."""
_ANSWER_RULES: Final[dict[str, str]] = {
    "condition": "V-T3",
    "discard_more": "V-T3",
    "vanquish": "V-V1",
}
"""The rule behind each kind of pending decision (a choice inside a card has none)."""
_SYMBOL_KIND: Final[dict[str, str]] = {
    "gain_power": "power",
    "play_card": "play",
    "activate": "activate",
    "move_item_or_ally": "move_ally",
    "move_hero": "move_hero",
    "fate": "fate",
    "vanquish": "vanquish",
    "discard_cards": "discard",
    "brew_poison": "brew",
}
"""The kind of action each action symbol gives."""


def N_(message: str) -> str:
    """Mark ``message`` for the message catalogue (a refusal's template), unchanged."""
    return message


_NOTHING: Final = ("do nothing", False)
_PILE_NAMES: Final = {
    "villain_discard": "discard pile",
    "villain_deck": "Villain deck",
    "fate_discard": "Fate discard pile",
}
_NOUNS: Final = {"hero": "a Hero", "ally": "an Ally", "item": "an Item"}
_VERB_TEXT: Final = {
    "move_hero": "move {what}",
    "move_ally": "move {what}",
    "discard_card": "discard {what} from your Realm",
    "defeat_hero": "defeat {what}",
    "strength_token": "put Strength tokens on {what}",
    "treasure_place": "put a face-down Treasure on {what}",
    "treasure_reveal": "turn a Treasure face up",
    "treasure_swap": "swap or move Treasures",
    "treasure_shuffle_back": "return a Treasure to the supply",
    "move_lock": "move the Lock Token",
    "move_villain": "move your villain",
    "find_card": "find a card",
    "play_to": "play that card",
    "take_card": "take a card",
    "shuffle": "shuffle a deck",
    "look_at_top": "look at the top of a deck",
    "reveal_top": "reveal the top of a deck",
    "reveal_until": "reveal cards until one matches",
    "discard_from_hand": "discard from hand",
    "discard_hand": "discard your hand",
    "play_from_hand": "play a card from hand",
    "take_action": "take another action",
    "maui_play_top": "play the top Maui card",
    "play_top_fate": "play the top Fate card",
    "attach": "attach a card",
}


def effects_text(effects: Sequence[Any]) -> str:
    """Effects of an ability in plain words, for the options of a choice.

    Examples
    --------
    >>> effects_text([{"gain_power": 2}, {"move_hero": {"target": {"what": "hero"}}}])
    'gain 2 Power, then move a Hero'
    """
    parts = []
    for eff in effects:
        ((verb, prm),) = eff.items()
        if verb in ("gain_power", "lose_power", "draw"):
            n = (
                prm
                if isinstance(prm, int)
                else prm.get("amount", 1)
                if isinstance(prm, dict)
                else 1
            )
            pool = prm.get("pool", "power").capitalize() if isinstance(prm, dict) else "Power"
            per = ""
            if isinstance(prm, dict) and "per" in prm:
                per = f" per {str(prm['per']).replace('_', ' ')}"
            if verb == "draw":
                text = f"draw {n} card{'' if n == 1 else 's'}{per}"
            else:
                text = f"{verb.split('_')[0]} {n}{per} {pool}"
        else:
            what = "a card"
            target = prm.get("target") if isinstance(prm, dict) else None
            if isinstance(target, dict) and target.get("what"):
                w = target["what"]
                what = " or ".join(
                    _NOUNS.get(x, str(x)) for x in (w if isinstance(w, list) else [w])
                )
                if target.get("all"):
                    what = "each " + what.split(" ", 1)[-1]
            elif target in ("self", "it", "host"):
                what = {"self": "this card", "it": "that card", "host": "its host"}[str(target)]
            text = _VERB_TEXT.get(verb, verb.strip("_").replace("_", " ")).format(what=what)
        parts.append(text)
    return ", then ".join(parts) or "go on"


_CHECKED_VERBS: Final = frozenset(
    {"discard_card", "move_hero", "move_ally", "defeat_hero", "treasure_reveal", "strength_token"}
)
"""The effects with a target whose absence makes an Effect card unplayable (see
``VillainousGame._can_play_now``); the others can always be carried out, if only in part."""

_MAX_ROUNDS: Final = 10_000
"""Rounds of :meth:`VillainousGame._settle` (abilities, Conditions, turn steps) one decision
may take; no card text comes near it, so reaching it means the rules cannot settle."""
_MAX_STEPS: Final = 200_000
"""Effects :meth:`VillainousGame._run` may resolve for one decision (see ``_MAX_ROUNDS``)."""


class UnsettledTurnError(ToolkitError):
    """The rules cannot reach the next decision: abilities or turn steps keep triggering
    each other without end (a fault in the card data or the engine, never a player's)."""


_HAS_CHECKS: Final[dict[CardDef, bool]] = {}
"""Per Effect design: whether any of its effects is one of ``_CHECKED_VERBS``."""

_HANDLERS: Final[dict[str, str]] = {}  # effect verb -> name of the method that resolves it


class _ActionTable:
    """The actions of one kind made so far, one object per argument tuple.

    Legal listings offer the same actions decision after decision (the same card to the
    same location from the same symbol); handing out the one object made the first time
    is cheaper than making and freeing a new tuple each time, and actions never change.
    The table is emptied when it reaches ``limit`` entries, so it cannot grow without end.
    """

    __slots__ = ("kind", "limit", "made")

    def __init__(self, kind: str, limit: int = 50_000) -> None:
        self.kind = kind
        self.limit = limit
        self.made: dict[tuple[Any, ...], Action] = {}

    def get(self, args: tuple[Any, ...]) -> Action:
        """The action of this kind with ``args``."""
        action = self.made.get(args)
        if action is None:
            if len(self.made) >= self.limit:
                self.made.clear()
            action = self.made[args] = _action((self.kind, args))
        return action


_POWER: Final = _ActionTable("power")
_PLAY: Final = _ActionTable("play")
_VANQUISH: Final = _ActionTable("vanquish")
_ACTIVATE: Final = _ActionTable("activate")
_MOVE_ALLY: Final = _ActionTable("move_ally")
_MOVE_HERO: Final = _ActionTable("move_hero")
_FATE: Final = _ActionTable("fate")
_DISCARD: Final = _ActionTable("discard")
_BREW: Final = _ActionTable("brew")
_CONDITION: Final = _ActionTable("condition")
_DISCARD_MORE: Final = _ActionTable("discard_more")
_VQ_ALLY: Final = _ActionTable("vanquish_ally")
_VQ_DONE: Final = Action("vanquish_done")


def _kept_scratch(scratch: dict[Any, Any]) -> dict[Any, Any]:
    """The scratch state an effect hands on to the next one: only the revealed cards."""
    if not scratch:
        return scratch
    if "revealed" in scratch:
        return {"revealed": scratch["revealed"]}
    return {}


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


def _any_spare(vals: list[int], combo: tuple[int, ...], spare: int) -> bool:
    """Whether some ally of ``combo`` (indices into ``vals``) could be left out: its
    Strength is no more than ``spare``, what the set has beyond the Hero's."""
    return any(vals[k] <= spare for k in combo)


def _combination_table(most: int, size: int) -> list[list[list[tuple[int, ...]]]]:
    """``table[n][r]``: the ``r``-element index sets of ``range(n)`` in the order of
    :func:`itertools.combinations`, for ``n <= most`` and ``r <= size``."""
    return [
        [list(itertools.combinations(range(n), r)) for r in range(size + 1)]
        for n in range(most + 1)
    ]


_ALLY_SETS: Final = _combination_table(10, 4)
"""The sets of Allies a Vanquish may use, by number of candidates (up to four Allies,
V-V1); listed once so that a listing walks a prebuilt list instead of a generator."""


_NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = ((1,), (0, 2), (1, 3), (2,))
"""The locations next to each of a Realm's four locations."""


def _moves_from(location: int, locked: set[int]) -> Sequence[int]:
    """The adjacent locations a card may move to: neither end may be locked (V-S6)."""
    if not locked:
        return _NEIGHBOURS[location]
    if location in locked:
        return ()
    return [to for to in _NEIGHBOURS[location] if to not in locked]


class VillainousGame(Game):
    """A game of Disney Villainous for 2 to 6 players.

    Setup keys: ``villains`` (one id per seat, in turn order), ``fate_token``
    (V-F3, default True) and ``fate_token_players`` (the token is used from that many
    players on, default 5: the official instructions), ``activation`` (``per_symbol``,
    the published rule, or ``per_payment``, the seed's reading of V-C1),
    ``position`` (an exact start, see :meth:`from_position`) and ``names``.
    """

    game_name = "villainous"
    players: list[PlayerState]

    # -- construction -------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        seed: int = 0,
        *,
        villains: Sequence[str] = ("davy_jones", "tamatoa"),
        fate_token: bool = True,
        activation: str = "per_symbol",
        names: Sequence[str] | None = None,
        fate_token_players: int = FATE_TOKEN_PLAYERS,
    ) -> VillainousGame:
        """A new game, shuffled from ``seed``; ``villains`` gives one villain id per seat."""
        setup: dict[str, Any] = {
            "villains": list(villains),
            "fate_token": fate_token,
            "fate_token_players": fate_token_players,
            "activation": activation,
        }
        if names is not None:
            setup["names"] = names_arg(names)  # a string is refused, not split
        return cls(setup, seed)

    @classmethod
    def from_position(
        cls,
        position: Mapping[str, Any],
        seed: int = 0,
        *,
        villains: Sequence[str] = ("davy_jones", "tamatoa"),
        fate_token: bool = True,
        activation: str = "per_symbol",
        fate_token_players: int = FATE_TOKEN_PLAYERS,
    ) -> VillainousGame:
        """A game starting from an exact position, stored in the setup so that it replays.

        ``position`` holds ``players``: one mapping per seat with any of ``hand``,
        ``deck_top``, ``fate_top``, ``maui_top``, ``discard``, ``fate_discard``,
        ``ingredients`` (card ids), ``empty_deck`` (the rest of the deck to the discard),
        ``top``/``bottom`` (location id -> card ids), ``attached`` ([item, host] id
        pairs; the host must be placed), ``power``, ``poison``, ``location``,
        ``treasures`` ([[hero id, token id, face_up]]), ``claimed`` (token ids),
        ``unlocked`` (bool) and ``lock_at`` (location id); and optionally
        ``phase`` (``move`` or ``act``) and ``fate_token`` (seat holding it).

        A seat whose mapping gives a ``hand`` keeps exactly that hand; any other seat
        draws its opening hand of four from its shuffled deck (V-S4), so give
        ``"hand": []`` for a seat that must hold nothing (for example, no Condition).
        """
        setup: dict[str, Any] = {
            "villains": list(villains),
            "fate_token": fate_token,
            "fate_token_players": fate_token_players,
            "activation": activation,
            "position": position_mapping(position),
        }
        return cls(setup, seed)

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any], seed: int) -> VillainousGame:
        """A new game from a setup mapping as stored in a log."""
        return cls(setup, seed)

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
        villains = setup.setdefault("villains", ["davy_jones", "tamatoa"])
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
        self._setup_game()

    def _new(self, card: CardDef, owner: int) -> int:
        self.defs.append(card)
        self.owner.append(owner)
        return len(self.defs) - 1

    def _setup_game(self) -> None:
        for p in self.players:  # V-S1, V-S3
            v = p.villain
            for c in v.villain_deck:
                p.deck += [self._new(c, p.seat) for _ in range(c.copies)]
            for c in v.fate_deck:
                p.fate_deck += [self._new(c, p.seat) for _ in range(c.copies)]
            for c in v.maui_deck:
                p.maui_deck += [self._new(c, p.seat) for _ in range(c.copies)]
            shuffle(self.rng, p.deck)
            shuffle(self.rng, p.fate_deck)
            shuffle(self.rng, p.maui_deck)
            p.treasure_supply = [t.id for t in v.treasures]
            shuffle(self.rng, p.treasure_supply)
            p.loc = 0  # V-S2
            if v.lock is not None:  # V-S6
                p.locked.add(v.loc_index(v.lock["initial"]))
            p.power = START_POWER[p.seat]  # V-S5, V-S7
            self.events.append(("setup", p.seat, v.id, p.power))
        # immutable per-instance data, shared by clones
        self._kind = tuple(card_kind(d) for d in self.defs)
        self._abilities = tuple(card_abilities(d) for d in self.defs)
        self._state_condition = tuple(state_condition(d) for d in self.defs)
        self._condition_trigger = tuple(condition_trigger(d) for d in self.defs)
        self._coverers = any(d.covers_actions for d in self.defs)  # non-Hero covering cards
        pos = self.setup.get("position")
        if pos is not None:
            self._apply_position(pos)
        exact = {i for i, sp in enumerate((pos or {}).get("players", [])) if "hand" in sp}
        for p in self.players:
            if p.seat not in exact:  # a position's explicit hand is kept as given
                self._draw(p, HAND_SIZE - len(p.hand))  # V-S4
        if self._start_in_act:  # a position taken mid-turn: the move is done
            self._start_in_act = False
            self.events.append(("turn", self._turn, self.active))
            self.phase = "act"
        else:
            self._start_turn()
        self._settle()

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

    def clone(self) -> VillainousGame:
        """An independent copy: a deep copy that shares the immutable card and
        villain definitions and copies the append-only records shallowly."""
        memo: dict[int, Any] = {}
        for d in self.defs:
            memo[id(d)] = d
        for v in self.vdefs:
            memo[id(v)] = v
        for name in ("events", "decisions", "deciders", "step_starts", "turn_of_step"):
            value = getattr(self, name)
            memo[id(value)] = list(value)
        # derived caches are rebuilt on demand by the copy, never shared with it
        memo[id(self._views)] = [None] * self.n
        memo[id(self._kind)] = self._kind
        memo[id(self._boards)] = self._boards
        memo[id(self._abilities)] = self._abilities
        memo[id(self._state_condition)] = self._state_condition
        memo[id(self._condition_trigger)] = self._condition_trigger
        # the per-decision caches are left behind. They are read with getattr: the compiled
        # build unboxes a tuple read through its declared type and boxes it again, so id()
        # would name a fresh tuple, whose address a later object of the copy could reuse
        # (and be copied as None)
        for name in ("_legal", "_legal_slots", "_vq_cache"):
            cached = getattr(self, name)
            if cached is not None:
                memo[id(cached)] = None
        return copy.deepcopy(self, memo)

    def __deepcopy__(self, memo: dict[int, Any]) -> VillainousGame:
        other = type(self)(_UNSET, 0)
        memo[id(self)] = other
        _copy_fields(self, other, memo)
        return other

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

    def _remove(self, iid: int) -> None:
        """Take a card out of wherever it is (realm, pile, limbo), without triggers."""
        if iid in self.at:
            self._srev[self.owner[iid]] += 1
            li = self.at.pop(iid)
            p = self.players[self.owner[iid]]
            if iid in p.top[li]:
                p.top[li].remove(iid)
            else:
                p.bottom[li].remove(iid)
        elif iid in self.host:
            del self.host[iid]
            self._srev[self.owner[iid]] += 1
        elif iid in self.limbo:
            self.limbo.discard(iid)
        else:
            p = self.players[self.owner[iid]]
            for pile in (
                p.hand,
                p.deck,
                p.discard,
                p.fate_deck,
                p.fate_discard,
                p.maui_deck,
                p.maui_discard,
                p.ingredients,
            ):
                if iid in pile:
                    pile.remove(iid)
                    break
        self.tokens.pop(iid, None)

    def _discard_pile(self, iid: int) -> list[int]:
        p = self.players[self.owner[iid]]
        deck = self.defs[iid].deck
        return p.fate_discard if deck == "fate" else p.maui_discard if deck == "maui" else p.discard

    def _to_discard(self, iid: int, reason: str = "") -> None:
        """Discard a card; from the Realm its attached cards go with it (V-C2)."""
        from_realm = self.in_realm(iid)
        if from_realm:
            for a in self.attached_to(iid):
                self._to_discard(a, "with its host")
            seat = self.owner[iid]
            tok = self.players[seat].treasure_on.pop(iid, None)
            self._srev[seat] += 1
            if tok is not None:
                self._treasure_back(seat, tok[0])
        self._remove(iid)
        self._discard_pile(iid).append(iid)
        self.events.append(("discard", self.owner[iid], iid, reason))
        if from_realm:
            for ab in self.defs[iid].triggered("on_discard"):
                self._push_ability(self.owner[iid], self.owner[iid], iid, ab)

    def _place(self, iid: int, seat: int, loc: int, row: str) -> None:
        self._srev[seat] += 1
        self._srev[self.owner[iid]] += 1
        p = self.players[seat]
        (p.top if row == "top" else p.bottom)[loc].append(iid)
        self.at[iid] = loc

    def _draw_from(self, p: PlayerState, deck: str) -> int | None:
        """Top card of a deck, reshuffling its discard when empty (V-D1)."""
        if deck == "villain":
            pile, disc = p.deck, p.discard
        elif deck == "fate":
            pile, disc = p.fate_deck, p.fate_discard
        elif deck == "maui":
            pile, disc = p.maui_deck, p.maui_discard
        else:
            raise KeyError(deck)
        if not pile:
            if not disc:
                return None
            pile.extend(disc)
            disc.clear()
            shuffle(self.rng, pile)
            self.events.append(("reshuffle", p.seat, deck))
        return pile.pop()

    def _draw(self, p: PlayerState, n: int) -> None:
        got = 0
        for _ in range(max(0, n)):
            iid = self._draw_from(p, "villain")
            if iid is None:
                break
            p.hand.append(iid)
            got += 1
        if got:
            self.events.append(("draw", p.seat, got))

    # -- strength and statics -----------------------------------------------------------
    def _statics(self, seat: int) -> list[tuple[Any, str, Any, int | None]]:
        """(source, verb, params, host) of every static in force in a Realm (do not mutate)."""
        return self._view(seat).statics

    def _with_verb(self, seat: int, verb: str) -> Sequence[tuple[Any, Any, int | None]]:
        """(source, params, host) of the statics of one verb in force in a Realm, in order."""
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        return v.by_verb.get(verb, _NONE)

    def _token_def(self, seat: int, tok: str) -> Any:
        for t in self.players[seat].villain.treasures:
            if t.id == tok:
                return t
        raise KeyError(tok)

    def _src_loc(self, src: Any, host: int | None) -> int:
        if isinstance(src, int):
            return self.loc_of(src)
        return self.loc_of(host) if host is not None else -1

    def cond(
        self, c: Any, seat: int, src: Any, host: int | None = None, target: int | None = None
    ) -> bool:
        """Evaluate a COND for an ability of ``src`` in ``seat``'s Realm."""
        if isinstance(c, dict):
            ((key, param),) = c.items()
        else:
            key, param = c, None
        p = self.players[seat]
        loc = self._src_loc(src, host)
        if key == "villain_here":
            return loc >= 0 and p.loc == loc
        if key == "at_location":
            return loc == p.villain.loc_index(param)
        if key == "has_attached_item":
            return isinstance(src, int) and bool(self.attached_to(src))
        if key == "alone_at_location":
            return loc >= 0 and all(h == src for h in self.heroes(seat, loc))
        if key == "card_in_realm":
            return any(self.defs[i].id == param for i in self.realm_cards(seat))
        if key == "unattached":
            return isinstance(src, int) and src not in self.host
        if key == "target_has_face_up_treasure":
            tok = p.treasure_on.get(target) if target is not None else None
            return bool(tok and tok[1])
        raise KeyError(key)

    def count(self, what: str, seat: int, src: Any) -> int:
        p = self.players[seat]
        v = self._view(seat)
        if what == "other_location_with_ally":
            here = self.loc_of(src) if isinstance(src, int) else -1
            return sum(1 for li in range(4) if li != here and v.allies_at[li])
        if what == "other_hero_in_realm":
            return sum(1 for h in v.heroes if h != src)
        if what == "location_with_hero":
            return sum(1 for li in range(4) if v.heroes_at[li])
        if what == "hero_in_realm":
            return len(v.heroes)
        if what == "hero_in_fate_discard":
            return sum(1 for i in p.fate_discard if self.defs[i].type == "hero")
        if what == "binding_contract_in_realm":
            return sum(
                1 for i in self.realm_cards(seat) if self.defs[i].family == "binding_contract"
            )
        if what == "condition_in_hand":
            return sum(1 for i in p.hand if self.defs[i].type == "condition")
        raise KeyError(what)

    def strength(self, iid: int, statics: list[Any] | None = None) -> int:
        """Current (modified) Strength (V-V2): printed + tokens + every modifier in force."""
        d = self.defs[iid]
        seat = self.owner[iid]
        s = (d.strength or 0) + self.tokens.get(iid, 0)
        p = self.players[seat]
        for tgt, amt in p.temp_mods:
            if tgt == iid:
                s += amt
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        if statics is not None and statics is not v.statics:
            return s + self._modifiers(iid, seat, statics)
        table = v.strength_mods
        if table is None:
            table = v.strength_mods = strength_table(
                [
                    strength_mod(src, prm, host)
                    for src, prm, host in v.by_verb.get("strength_modifier", _NONE)
                ]
            )
        by_src, by_host, heroes, allies = table
        loc = -2  # the card's location, looked up when a modifier asks for it
        for group in (
            by_src.get(iid),
            by_host.get(iid),
            heroes if d.type == "hero" else None,
            allies if d.type == "ally" else None,
        ):
            if not group:
                continue
            for src, host, ap, here, cif, amt, per in group:
                if ap == "other_heroes" and src == iid:
                    continue
                if here:
                    if loc == -2:
                        loc = self.loc_of(iid)
                    if self._src_loc(src, host) != loc:
                        continue
                if cif is not ABSENT and not self.cond(cif, seat, src, host):
                    continue
                if per is not ABSENT:
                    amt *= self.count(per, seat, src)
                s += amt
        return s

    def _modifiers(self, iid: int, seat: int, statics: list[Any]) -> int:
        """The Strength modifiers of ``statics`` (any list of statics) that apply to a card."""
        d = self.defs[iid]
        s = 0
        loc = self.loc_of(iid)
        for src, verb, prm, host in statics:
            if verb != "strength_modifier":
                continue
            ap = prm.get("applies_to", "self")
            if ap == "self":
                ok = src == iid
            elif ap == "host":
                ok = host == iid
            elif ap == "heroes":
                ok = d.type == "hero"
            elif ap == "other_heroes":
                ok = d.type == "hero" and src != iid
            elif ap == "allies":
                ok = d.type == "ally"
            else:
                ok = False
            if not ok:
                continue
            if prm.get("where") == "here" and self._src_loc(src, host) != loc:
                continue
            if "if" in prm and not self.cond(prm["if"], seat, src, host):
                continue
            amt = prm.get("amount", 0)
            if "per" in prm:
                amt *= self.count(prm["per"], seat, src)
            s += amt
        return s

    def _blocked(self, seat: int, symbol: str) -> bool:
        for src, prm, host in self._with_verb(seat, "block_action"):
            if str(prm.get("symbol")) == symbol and (
                "if" not in prm or self.cond(prm["if"], seat, src, host)
            ):
                return True
        return False

    def _blocked_symbols(self, seat: int) -> set[str]:
        """The symbol names no action may be taken with now (``block_action`` statics)."""
        return {
            str(prm.get("symbol"))
            for src, prm, host in self._with_verb(seat, "block_action")
            if "if" not in prm or self.cond(prm["if"], seat, src, host)
        }

    def _action_cost(self, seat: int, symbol: str) -> int:
        return sum(
            prm.get("power", 0)
            for _s, prm, _h in self._with_verb(seat, "action_cost")
            if prm.get("symbol") == symbol
        )

    # -- action slots -------------------------------------------------------------------
    def slots(self, seat: int | None = None) -> list[Slot]:
        """Action symbols usable now: (slot id, base key, symbol, covered)."""
        return [slot for slot, _name in self._slots(self.active if seat is None else seat)]

    def _slots(self, s: int) -> list[tuple[Slot, str]]:
        """:meth:`slots` with the name of each symbol (the part before any ``:``)."""
        p = self.players[s]
        loc = p.loc
        used = p.used
        view = self._view(s)
        board = self._boards[s]
        top, bottom = board[loc]
        cov = view.covered[loc]
        if cov:
            out = [pair for key, pair, _name, _sym in bottom if key not in used]
        else:
            out = [pair for key, pair, _name, _sym in top if key not in used]
            out += [pair for key, pair, _name, _sym in bottom if key not in used]
        for src, prm, host in view.by_verb.get("add_action", _NONE):
            if self._src_loc(src, host) == loc:
                key = f"A{src}"
                if key not in used:
                    sym = symbol_text(prm["symbol"])
                    out.append(((key, key, sym, False), sym.split(":")[0]))
        for gi, g in enumerate(p.grants):
            if g["left"] == 0:
                continue
            exc = set(g.get("except", []))
            if g["from"] == "covered_here" and cov:
                for key, _slot, name, sym in top:
                    if key not in used and sym not in exc:
                        out.append(((f"G{gi}:{key}", key, sym, True), name))
            elif g["from"] == "here_again":
                for key, _slot, name, sym in top:
                    if key in used and sym not in exc and not cov:
                        out.append(((f"G{gi}:{key}", key, sym, False), name))
                for key, _slot, name, sym in bottom:
                    if key in used and sym not in exc:
                        out.append(((f"G{gi}:{key}", key, sym, False), name))
            elif g["from"] == "adjacent_location":
                for li in (loc - 1, loc + 1):
                    if not 0 <= li < 4 or (li in p.locked and not g.get("ignore_lock")):
                        continue
                    for entries in board[li] if not view.covered[li] else board[li][1:]:
                        for key, _slot, name, sym in entries:
                            if key not in used and sym not in exc:
                                out.append(((f"G{gi}:{key}", key, sym, False), name))
        dutchman = view.dutchman
        if dutchman is None:
            kind = self._kind
            dutchman = view.dutchman = [i for i in view.cards if kind[i] & DUTCHMAN]
        if dutchman and not p.dutchman_used and any(self.loc_of(i) == loc for i in dutchman):
            for li in range(4):
                if li == loc or li in p.locked:
                    continue
                if not any(
                    self.defs[a].id == "crew_of_the_flying_dutchman" for a in view.allies_at[li]
                ):
                    continue
                for entries in board[li] if not view.covered[li] else board[li][1:]:
                    for key, _slot, name, sym in entries:
                        if key not in used and sym != "fate":
                            out.append(((f"D:{key}", key, sym, False), name))
        if self.per_payment:
            for key in used:
                if key.startswith("L") and key[1] == str(loc):
                    sym = self._symbol_of(p, key)
                    if sym == "activate" and (key[2] == "B" or not cov):
                        out.append(((f"P:{key}", key, sym, False), sym))
        if view.by_verb.get("block_action"):
            blocked = self._blocked_symbols(s)
            if blocked:
                return [o for o in out if o[1] not in blocked]
        return out

    def _symbol_of(self, p: PlayerState, key: str) -> str:
        li, row, i = int(key[1]), key[2], int(key[3:])
        lv = p.villain.locations[li]
        return (lv.top if row == "T" else lv.bottom)[i]

    # -- legal actions ------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to act may take now, pending answers included.

        A tuple, kept for the current decision: nothing a caller does with it can change
        the game, and asking twice costs nothing.
        """
        legal = self._legal
        if legal is not None and legal[0] == self._version:
            return legal[1]
        return self._legal_now()

    def _legal_now(self) -> tuple[Action, ...]:
        """The cached legal actions of this decision."""
        legal = self._legal
        if legal is not None and legal[0] == self._version:
            return legal[1]
        self._legal_slots = None
        acts = () if self.over else tuple(self._compute_legal())
        self._legal = (self._version, acts)
        return acts

    def _compute_legal(self) -> list[Action]:
        if self.pending is not None:
            pd = self.pending
            if pd["kind"] == "condition":
                return [_CONDITION.get((i,)) for i in pd["cards"]] + [_PASS]
            if pd["kind"] == "discard_more":
                p = self.players[pd["seat"]]
                return [_DISCARD_MORE.get((i,)) for i in p.hand] + [_STOP]
            if pd["kind"] == "vanquish":
                chosen = pd["chosen"]
                acts0 = [_VQ_ALLY.get((a,)) for a in pd["cands"] if a not in chosen]
                if pd["total"] >= pd["need"] and len(chosen) >= pd["min"]:
                    acts0.append(_VQ_DONE)
                return acts0
            n = len(pd["labels"])
            if n <= len(_CHOICES):
                return _CHOICES[:n]
            return [_action(("choose", (i,))) for i in range(n)]
        p = self.players[self.active]
        if self.phase == "move":
            return [_MOVES[li] for li in self._move_targets(p)]
        acts: list[Action] = []
        slots = self._slots(p.seat)
        # two Play a Card (or Vanquish) symbols offer the same options: listed once
        plays: list[tuple[int, int, int, int]] | None = None
        vanquishes: list[int] | None = None
        for (slot, _key, _sym, _cov), name in slots:
            if name == "gain_power":
                acts.append(_POWER.get((slot,)))
            elif name == "play_card":
                if plays is None:
                    plays = self._play_options(p)
                for iid, li, host, pay in plays:
                    acts.append(_PLAY.get((slot, iid, li, host, pay)))
            elif name == "vanquish":
                if vanquishes is None:
                    vanquishes = [t[0] for t in self._vanquish_targets(p)]
                for h in vanquishes:
                    acts.append(_VANQUISH.get((slot, h)))
            else:
                acts += self._symbol_actions(p, slot, name)
        acts.append(_END)
        listed: list[Any] = slots  # untyped: the slot tuples are kept, not rebuilt
        self._legal_slots = [o[0] for o in listed]
        return acts

    def _move_targets(self, p: PlayerState) -> list[int]:
        return [li for li in range(4) if li not in p.locked and (li != p.loc or p.stay_next)]

    def _symbol_actions(self, p: PlayerState, slot: str, name: str) -> list[Action]:
        """The actions one slot offers, for the symbols other than Gain Power, Play a Card
        and Vanquish (:meth:`_compute_legal` lists those itself)."""
        s = p.seat
        if name == "activate":
            return [_ACTIVATE.get((slot, i)) for i in self._activatable(p)]
        if name == "move_item_or_ally":
            out = []
            for iid in self.realm_cards(s):
                d = self.defs[iid]
                if iid in self.host or d.type not in ("ally", "item") or d.placement == "top":
                    continue
                for to in _moves_from(self.at[iid], p.locked):
                    out.append(_MOVE_ALLY.get((slot, iid, to)))
            return out
        if name == "move_hero":
            out = []
            for h in self.heroes(s):
                for to in _moves_from(self.at[h], p.locked):
                    out.append(_MOVE_HERO.get((slot, h, to)))
            return out
        if name == "fate":
            return [_FATE.get((slot, t)) for t in self.fate_targets(s)]
        if name == "discard_cards":
            return [_DISCARD.get((slot, i)) for i in p.hand]
        if name == "brew_poison":
            cost = self._action_cost(s, "brew_poison")
            return [_BREW.get((slot, k)) for k in range(1, p.power - cost + 1)]
        return []

    def fate_targets(self, seat: int) -> list[int]:
        """Opponents that may be targeted by Fate (V-F1, V-F3)."""
        out = []
        for t in range(self.n):
            if t == seat:
                continue
            if self.fate_token_on and self.fate_holder == t:
                continue
            q = self.players[t]
            if not q.fate_deck and not q.fate_discard:
                continue
            out.append(t)
        return out

    def card_cost(self, p: PlayerState, iid: int, host: int = -1) -> int:
        d = self.defs[iid]
        cost = d.play_cost
        v = self._view(p.seat)
        mods = v.cost_mods
        if mods is None:
            mods = v.cost_mods = [
                cost_mod(src, prm, shost)
                for src, prm, shost in v.by_verb.get("cost_modifier", _NONE)
                if "amount" in prm
            ]
        for src, shost, amount, families, card_types, tg in mods:
            if d.family not in families and d.type not in card_types:
                continue
            if tg == "host" and (host < 0 or host != shost):
                continue
            if tg == "self" and (host < 0 or host != src):
                continue
            cost += amount
        return cost

    def _map_alternative(self, p: PlayerState, iid: int) -> int | None:
        if self.defs[iid].type != "item":
            return None
        for src, prm, _h in self._with_verb(p.seat, "cost_modifier"):
            if (
                prm.get("alternative") == "discard_this"
                and self.defs[iid].type in prm.get("card_types", [])
                and isinstance(src, int)
                and src != iid
            ):
                return src
        return None

    def _blocked_play(self, seat: int, d: CardDef, loc: int) -> bool:
        for src, prm, host in self._with_verb(seat, "block_play"):
            if prm.get("type") == d.type and self._src_loc(src, host) == loc:
                return True
        return False

    def _play_options(self, p: PlayerState) -> list[tuple[int, int, int, int]]:
        """(card, location, host, pay) for every card in hand that can be played now."""
        out: list[tuple[int, int, int, int]] = []
        seat = p.seat
        defs = self.defs
        by_verb = self._view(seat).by_verb
        # without cost modifiers every card costs its printed cost and has no alternative
        plain = not by_verb.get("cost_modifier")
        # and without block_play statics an unattached card goes to any unlocked location
        anywhere = (
            None
            if by_verb.get("block_play")
            else [(li, -1) for li in range(4) if li not in p.locked]
        )
        for iid in p.hand:
            d = defs[iid]
            if d.type == "condition":
                continue
            places: Sequence[tuple[int, int]]
            if d.type in _NO_PLACE:
                places = _NOWHERE
            elif anywhere is not None and d.attaches_to is None:
                places = anywhere
            else:
                places = self._placements(seat, d, ignore_lock=False)
                if not places:
                    continue
            if plain:
                if d.play_cost <= p.power and (
                    d.type != "effect" or self._can_play_now(p, iid, p.power - d.play_cost)
                ):
                    out += [(iid, loc, host, 0) for loc, host in places]
                continue
            alt = self._map_alternative(p, iid)
            for loc, host in places:
                cost = self.card_cost(p, iid, host)
                if cost <= p.power and self._can_play_now(p, iid, p.power - cost):
                    out.append((iid, loc, host, 0))
                if alt is not None and (cost > 0):
                    out.append((iid, loc, host, 1))
        return out

    def _can_play_now(self, p: PlayerState, iid: int, budget: int) -> bool:
        """Whether the mandatory part of an Effect can be carried out now, with ``budget``
        Power left once it is paid for (reference §1.5: an Effect that cannot do what it
        says cannot be played; text after "may" is optional)."""
        d = self.defs[iid]
        if d.type != "effect":
            return True
        if d.special == "thunderbolt_copy_ingredient":
            return any(self.defs[i].play_cost <= p.power for i in p.ingredients)
        checked = _HAS_CHECKS.get(d)
        if checked is None:
            checked = _HAS_CHECKS[d] = any(
                next(iter(eff)) in _CHECKED_VERBS
                for ab in d.triggered("on_play")
                for eff in ab["effects"]
            )
        if not checked:  # most Effects: nothing in them can lack a target
            return True
        fr: Frame | None = None
        for ab in d.triggered("on_play"):
            if ab.get("optional") or ("if" in ab and not self.cond(ab["if"], p.seat, iid)):
                continue
            for eff in ab["effects"]:
                ((verb, prm),) = eff.items()
                if verb not in _CHECKED_VERBS or not isinstance(prm, dict) or prm.get("optional"):
                    continue
                sel = prm.get("target")
                if not isinstance(sel, dict) or sel.get("where") == "chosen_location":
                    continue  # aims at what an earlier effect found: known only then
                if sel.get("all") or prm.get("up_to"):
                    continue  # "each" or "up to": doing it to nothing is doing it
                if fr is None:
                    fr = Frame(p.seat, p.seat, iid, ())
                if not self._can_do(fr, verb, prm, budget):
                    return False
        return True

    def _can_do(self, fr: Frame, verb: str, prm: Mapping[str, Any], budget: int) -> bool:
        """Whether one targeted effect of an Effect card has a target now."""
        p = self.players[fr.owner]
        cands = self._select(fr, prm["target"])
        if verb == "discard_card":
            return any(self.defs[c].type in ("ally", "item") for c in cands)
        if verb in ("move_hero", "move_ally"):
            kinds = ("hero",) if verb == "move_hero" else ("ally", "item")
            for c in cands:
                d = self.defs[c]
                if d.type not in kinds or c in self.host or self.loc_of(c) in p.locked:
                    continue
                if verb == "move_ally" and d.placement == "top":
                    continue
                if self._aim_extra(fr, c) <= budget and self._dests(fr, prm["to"], c):
                    return True
            return False
        if verb == "defeat_hero":
            pay = prm.get("pay")
            for c in cands:
                if self.defs[c].type != "hero" or self.loc_of(c) in p.locked:
                    continue
                if not self._hero_defeatable(fr.owner, c):
                    continue
                extra = self._aim_extra(fr, c)
                if pay is None:
                    if extra <= budget:
                        return True
                elif pay["pool"] == "power":
                    if max(0, self.strength(c)) + extra <= budget:
                        return True
                elif max(0, self.strength(c)) <= p.poison and extra <= budget:
                    return True
            return False
        if verb == "treasure_reveal":
            return any(c in p.treasure_on and not p.treasure_on[c][1] for c in cands)
        return bool(cands)

    def _placements(self, seat: int, d: CardDef, ignore_lock: bool) -> list[tuple[int, int]]:
        """Where a card may be played: (location, host); (-1, -1) for effects."""
        if d.type in _NO_PLACE:
            return [(-1, -1)]
        p = self.players[seat]
        locked = p.locked
        at = d.attaches_to
        if at is not None:
            what = at if isinstance(at, str) else at["what"]
            not_at = p.villain.loc_index(at["not_at"]) if isinstance(at, dict) else -1
            v = self._view(seat)
            hosts = v.heroes if what == "hero" else v.allies
            where = self.at
            return [
                (where[h], h)
                for h in hosts
                if (ignore_lock or where[h] not in locked) and where[h] != not_at
            ]
        if not self._with_verb(seat, "block_play"):
            return [(li, -1) for li in range(4) if ignore_lock or li not in locked]
        return [
            (li, -1)
            for li in range(4)
            if (ignore_lock or li not in locked) and not self._blocked_play(seat, d, li)
        ]

    def _activatable(self, p: PlayerState) -> list[int]:
        out = []
        for iid in self.realm_cards(p.seat):
            abs_ = self.defs[iid].triggered("activate")
            if not abs_ or self.loc_of(iid) in p.locked:
                continue
            cost = abs_[0].get("cost", 0)
            if cost > p.power:
                continue
            if self.per_payment and cost == 0 and p.activated.get(iid):
                continue
            out.append(iid)
        return out

    def _hero_defeatable(self, seat: int, h: int, by: int | None = None) -> bool:
        guards = self._with_verb(seat, "cannot_be_defeated")
        if guards:
            loc = self.loc_of(h)
            for src, prm, host in guards:
                ap = prm.get("applies_to")
                hit = (ap == "host" and host == h) or (
                    ap == "heroes_here" and self._src_loc(src, host) == loc
                )
                if hit and ("by" not in prm or (by is not None and self.defs[by].id == prm["by"])):
                    return False
        firsts = set()
        for src, prm, host in self._with_verb(seat, "must_defeat_first"):
            firsts.add(host if prm.get("applies_to") == "host" else src)
        firsts.discard(None)
        return not firsts or h in firsts

    def _vanquish_targets(
        self, p: PlayerState, only: int = -1
    ) -> list[tuple[int, list[int], list[int], int, int]]:
        """(Hero, candidate Allies, their Strengths, the Hero's Strength, the fewest Allies)
        for every Hero ``p`` may vanquish now (V-V1, V-V2): the Allies at its location (or
        next to it, with reach) together reach its Strength. Any subset of the candidates
        that reaches it may be used, of any size (the Allies are then chosen one by one).
        ``only`` limits the answer to one Hero.
        """
        s = p.seat
        out: list[tuple[int, list[int], list[int], int, int]] = []
        view = self._view(s)
        by_verb = view.by_verb
        reach = {src for src, _p, _h in by_verb.get("vanquish_reach", _NONE)}
        min_by = by_verb.get("vanquish_min_allies", _NONE)
        guarded = any("by" in prm for _s, prm, _h in by_verb.get("cannot_be_defeated", _NONE))
        restricted = "cannot_be_defeated" in by_verb or "must_defeat_first" in by_verb
        where = self.at
        locked = p.locked
        for h in view.heroes:
            if only >= 0 and h != only:
                continue
            loc = where[h]
            if loc in locked or (restricted and not self._hero_defeatable(s, h)):
                continue
            need = self.strength(h, view.statics)
            fewest = 0
            for src, prm, _h in min_by:
                if src == h and prm > fewest:
                    fewest = prm
            cands: list[int] = []
            for a in view.allies:
                al = where[a]
                if al == loc or (abs(al - loc) == 1 and al not in locked and a in reach):
                    cands.append(a)
            if guarded:
                cands = [a for a in cands if self._hero_defeatable_by(s, h, a, view.statics)]
            vals = [self.strength(a, view.statics) for a in cands]
            if len(cands) < fewest:
                continue
            if need > 0 and sum(v for v in vals if v > 0) < need:
                continue
            out.append((h, cands, vals, need, fewest))
        return out

    def _vanquish_options(self, p: PlayerState) -> list[tuple[int, tuple[int, ...]]]:
        """(Hero, Allies) for every Hero ``p`` may vanquish now with a minimal set of Allies
        (V-V1..V3), at most six sets of at most four Allies per Hero: a short list for a
        bot to score (the rules allow any set that reaches the Hero's Strength, see
        :meth:`_vanquish_targets`). Shared: do not mutate.

        The result is kept for the current decision: the legal listing and a bot scoring
        the same position ask for it more than once, and the state only changes in
        :meth:`apply`, which moves ``_version`` on.
        """
        s = p.seat
        cached = self._vq_cache
        if cached is not None and cached[0] == self._version and cached[1] == s:
            return cached[2]
        out = self._list_vanquish_options(p)
        self._vq_cache = (self._version, s, out)
        return out

    def _list_vanquish_options(self, p: PlayerState) -> list[tuple[int, tuple[int, ...]]]:
        s = p.seat
        out: list[tuple[int, tuple[int, ...]]] = []
        view = self._view(s)
        by_verb = view.by_verb
        reach = {src for src, _p, _h in by_verb.get("vanquish_reach", _NONE)}
        min_by = by_verb.get("vanquish_min_allies", _NONE)
        guarded = any("by" in prm for _s, prm, _h in by_verb.get("cannot_be_defeated", _NONE))
        where = self.at
        locked = p.locked
        strengths: dict[int, int] = {}
        # without these statics every Hero may be defeated
        restricted = "cannot_be_defeated" in by_verb or "must_defeat_first" in by_verb
        for h in view.heroes:
            loc = where[h]
            if loc in locked or (restricted and not self._hero_defeatable(s, h)):
                continue
            need = self.strength(h, view.statics)
            min_allies = 0
            for src, prm, _h in min_by:
                if src == h and prm > min_allies:
                    min_allies = prm
            cands: list[int] = []
            for a in view.allies:
                al = where[a]
                if al == loc or (abs(al - loc) == 1 and al not in locked and a in reach):
                    cands.append(a)
            if guarded:
                cands = [a for a in cands if self._hero_defeatable_by(s, h, a, view.statics)]
            if need <= 0 and min_allies == 0:
                out.append((h, ()))
                continue
            if not cands:
                continue
            vals: list[int] = []
            for a in cands:
                st = strengths.get(a)
                if st is None:
                    st = strengths[a] = self.strength(a, view.statics)
                vals.append(st)
            n = len(cands)
            found = 0
            floor = max(1, min_allies)
            for r in range(max(1, min_allies), min(n, 4) + 1):
                combos: Sequence[tuple[int, ...]]
                combos = (
                    _ALLY_SETS[n][r]
                    if n < len(_ALLY_SETS)
                    else list(itertools.combinations(range(n), r))
                )
                for combo in combos:
                    tot = 0
                    for k in combo:
                        tot += vals[k]
                    if tot < need:
                        continue
                    # only minimal sets: dropping any ally would fall short (or min allies)
                    if r > floor and _any_spare(vals, combo, tot - need):
                        continue
                    out.append((h, tuple([cands[k] for k in combo])))
                    found += 1
                    if found >= 6:
                        break
                if found >= 6:
                    break
        return out

    def _hero_defeatable_by(self, seat: int, h: int, ally: int, statics: list[Any]) -> bool:
        if statics is self._view(seat).statics:
            guards: Any = self._with_verb(seat, "cannot_be_defeated")
        else:
            guards = [
                (src, prm, host) for src, v, prm, host in statics if v == "cannot_be_defeated"
            ]
        for src, prm, host in guards:
            if "by" in prm and self.defs[ally].id == prm["by"]:
                ap = prm.get("applies_to")
                if (ap == "host" and host == h) or (
                    ap == "heroes_here" and self._src_loc(src, host) == self.loc_of(h)
                ):
                    return False
        return True

    # -- checking -----------------------------------------------------------------------
    def _check(self, action: Action) -> None:
        legal = self._legal_now()
        for a in legal:  # bots hand back one of the listed objects: found by identity first
            if a is action:
                return
        if action in legal:
            return
        raise self._why_illegal(action)

    def _why_illegal(self, action: Action) -> IllegalActionError:
        """Why a listed-nowhere action is refused, in plain words with the rule ID.

        Every argument is checked for its range before it is looked up, so that a
        made-up or out-of-range id is refused for what it is, never by a lookup error.
        The refusal is written from a catalogue entry, so it reads in any language.
        """
        refuse = IllegalActionError.of
        k, args = action.kind, action.args
        names = _ARGS.get(k)
        if names is None:
            return refuse(
                N_("there is no action {kind!r} in Villainous (the kinds are {kinds})"),
                kind=k,
                kinds=", ".join(_ARGS),
            )
        if len(args) != len(names):
            if names:
                return refuse(
                    N_("{kind} takes {n} argument(s) ({what}), not {got}"),
                    kind=k,
                    n=len(names),
                    what=", ".join(names),
                    got=len(args),
                )
            return refuse(
                N_("{kind} takes {n} argument(s) (no arguments), not {got}"),
                kind=k,
                n=len(names),
                got=len(args),
            )
        for name, arg in zip(names, args, strict=True):
            if name == "symbol":
                if type(arg) is not str:
                    return refuse(
                        N_("the first argument of {kind} is an action symbol's code, not {arg!r}"),
                        kind=k,
                        arg=arg,
                    )
            elif name == "allies":
                if type(arg) is not tuple:
                    return refuse(
                        N_("the Allies of {kind} are a tuple of card ids, not {arg!r}"),
                        kind=k,
                        arg=arg,
                    )
            elif type(arg) is not int:
                return refuse(
                    N_("the {name} of {kind} must be a whole number, not {arg!r}"),
                    name=name,
                    kind=k,
                    arg=arg,
                )
        if self.pending is not None:
            return self._why_not_answer(action)
        if k == "condition":
            return refuse(
                N_("a Condition is played only in answer to its trigger, when asked"), "V-T3"
            )
        if k in _ANSWERS:
            return refuse(N_("there is no pending decision to answer with {kind}"), kind=k)
        p = self.players[self.active]
        if self.phase == "move":
            if k != "move":
                return refuse(N_("the turn starts with the mandatory move (V-T1)"), "V-T1")
            li = args[0]
            if not 0 <= li < 4:
                return refuse(
                    N_("there is no location {n}: a Realm has locations 0 to 3"), "V-T1", n=li
                )
            if li == p.loc:
                return refuse(
                    N_("the villain must move to a different location; staying is not allowed"),
                    "V-T1",
                )
            if li in p.locked:
                return refuse(N_("a locked location cannot be moved to"), "V-S6")
            return refuse(N_("no such location"), "V-T1")
        if k == "move":
            return refuse(N_("the villain has already moved this turn"), "V-T1")
        slot = args[0]
        base = slot.split(":")[-1]
        ok = {s[0]: s for s in self.slots()}
        if slot not in ok:
            if k == "activate" and base in p.used:
                return refuse(
                    N_("each Activate symbol gives one activation (published rule)"), "V-C1"
                )
            if base in p.used:
                return refuse(N_("each visible action symbol is taken once per turn"), "V-T1")
            if (
                len(base) >= 4
                and base[0] == "L"
                and base[1] in "0123"
                and base[2] == "T"
                and self.covered(self.active, int(base[1]))
            ):
                return refuse(N_("that action is covered by a Hero"), "V-T4")
            return refuse(N_("that action symbol is not available here"), "V-T1")
        sym = ok[slot][2].split(":")[0]
        if _SYMBOL_KIND.get(sym) != k:
            from toolkit.villainous.text import symbol_phrase

            return refuse(
                N_("that symbol is {symbol}, which does not allow {kind}"),
                "V-T3",
                symbol=symbol_phrase(sym.replace("_", " ")),
                kind=k,
            )
        for name, arg in zip(names, args, strict=True):
            if name in ("card", "hero") and not 0 <= arg < len(self.defs):
                return refuse(N_("there is no card {n}"), "V-T3", n=arg)
            if name == "location" and not 0 <= arg < 4 and not (k == "play" and arg == -1):
                return refuse(
                    N_("there is no location {n}: a Realm has locations 0 to 3"), "V-T3", n=arg
                )
        if k == "play":
            return self._why_not_play(p, args[1], args[2], args[3], args[4])
        if k == "activate":
            return self._why_not_activate(p, args[1])
        if k in ("move_ally", "move_hero"):
            return self._why_not_move(p, k, args[1], args[2])
        if k == "fate":
            t = args[1]
            if not 0 <= t < self.n:
                return refuse(N_("there is no player {n}"), "V-F1", n=t)
            if t == self.active:
                return refuse(N_("Fate targets an opponent"), "V-F1")
            if self.fate_token_on and t == self.fate_holder:
                return refuse(N_("the holder of the Fate token cannot be targeted by Fate"), "V-F3")
            return refuse(N_("{who} has no Fate cards left to reveal"), "V-F1", who=self.names[t])
        if k == "vanquish":
            return self._why_not_vanquish(p, args[1])
        if k == "discard":
            return refuse(N_("that card is not in hand"), "V-T3")
        if k == "brew":
            most = p.power - self._action_cost(p.seat, "brew_poison")
            if most < 1:
                return refuse(N_("there is not enough Power to brew any Poison"), "V-T3")
            return refuse(N_("Brew Poison turns 1 to {n} Power into Poison"), "V-T3", n=most)
        return refuse(N_("{action} is not allowed now"), "V-T3", action=action)

    def _why_not_answer(self, action: Action) -> IllegalActionError:
        """Why ``action`` does not answer the pending decision."""
        refuse = IllegalActionError.of
        pd = self.pending
        assert pd is not None
        k, args = action.kind, action.args
        who = self.names[int(pd["seat"])]
        kind = pd["kind"]
        if kind == "condition" and k == "condition":
            iid = args[0]
            if 0 <= iid < len(self.defs):
                return refuse(
                    N_("{card} is not a Condition {who} may play now"),
                    "V-T3",
                    card=self.card_name(iid),
                    who=who,
                )
            return refuse(
                N_("card {n} is not a Condition {who} may play now"), "V-T3", n=iid, who=who
            )
        if kind == "discard_more" and k == "discard_more":
            return refuse(N_("that card is not in {who}'s hand"), "V-T3", who=who)
        if kind == "choose" and k == "choose":
            n = len(pd["labels"])
            return refuse(
                N_("there is no option {n}: the options are numbered 0 to {last}"),
                n=args[0],
                last=n - 1,
            )
        if kind == "vanquish" and k in ("vanquish_ally", "vanquish_done"):
            return self._why_not_vanquish_answer(pd, action)
        rule = _ANSWER_RULES.get(str(kind))
        if kind == "choose" and pd["key"] == "fate":
            rule = "V-F1"
        from toolkit.villainous.text import pending_phrase

        return refuse(
            N_("{who} must first answer: {pending}"), rule, who=who, pending=pending_phrase(self)
        )

    def _why_not_play(
        self, p: PlayerState, iid: int, loc: int, host: int, pay: int
    ) -> IllegalActionError:
        refuse = IllegalActionError.of
        d = self.defs[iid]
        if iid not in p.hand:
            return refuse(N_("that card is not in hand"), "V-T3")
        if d.type == "condition":
            return refuse(N_("a Condition is played only on an opponent's turn"), "V-T3")
        if pay not in (0, 1):
            return refuse(
                N_("the payment is 0 (pay the cost) or 1 (discard a card instead)"), "V-T5"
            )
        if host != -1 and not (0 <= host < len(self.defs) and self.in_realm(host)):
            return refuse(N_("the host must be a card in the Realm (or -1 for none)"), "V-C3")
        if 0 <= loc < 4 and loc in p.locked:
            return refuse(N_("no card can be played to a locked location"), "V-S6")
        if pay == 0 and self.card_cost(p, iid, host) > p.power:
            return refuse(N_("not enough Power to pay the card's cost"), "V-T5")
        if pay == 1 and self._map_alternative(p, iid) is None:
            return refuse(
                N_("nothing in the Realm lets that card be paid for by a discard"), "V-T5"
            )
        if d.type == "item" and d.attaches_to and host < 0:
            return refuse(N_("that Item must be attached to a host"), "V-C3")
        if d.type == "effect" and not self._can_play_now(
            p, iid, p.power - self.card_cost(p, iid, host)
        ):
            return refuse(
                N_(
                    "what {card} says cannot be done now, so it cannot be played "
                    "(an Effect is played only if its mandatory part can be carried out)"
                ),
                "V-T3",
                card=d.name,
            )
        return refuse(N_("that card cannot be played there"), "V-T3")

    def _why_not_activate(self, p: PlayerState, iid: int) -> IllegalActionError:
        refuse = IllegalActionError.of
        if not (self.in_realm(iid) and self.owner[iid] == p.seat):
            return refuse(N_("only a card in your own Realm can be activated"), "V-C1")
        abs_ = self.defs[iid].triggered("activate")
        if not abs_:
            return refuse(N_("{card} has no ability to activate"), "V-C1", card=self.card_name(iid))
        if self.loc_of(iid) in p.locked:
            return refuse(N_("a card at a locked location cannot be activated"), "V-C1")
        if abs_[0].get("cost", 0) > p.power:
            return refuse(N_("not enough Power to pay the activation cost"), "V-C1")
        return refuse(N_("that card has no ability to activate or its cost cannot be paid"), "V-C1")

    def _why_not_move(self, p: PlayerState, k: str, iid: int, to: int) -> IllegalActionError:
        refuse = IllegalActionError.of
        d = self.defs[iid]
        if not (self.in_realm(iid) and self.owner[iid] == p.seat):
            return refuse(N_("only a card in your own Realm can be moved"), "V-T3")
        if k == "move_hero" and d.type != "hero":
            return refuse(N_("Move a Hero moves a Hero"), "V-T3")
        if k == "move_ally" and (d.type not in ("ally", "item") or d.placement == "top"):
            return refuse(N_("Move an Item or Ally moves one of your Allies or Items"), "V-T3")
        if iid in self.host:
            return refuse(N_("an attached card moves only with its host"), "V-C2")
        if to in p.locked:
            return refuse(N_("nothing can be moved into a locked location"), "V-S6")
        if self.loc_of(iid) in p.locked:
            return refuse(N_("nothing can be moved out of a locked location"), "V-S6")
        return refuse(N_("cards move to an adjacent unlocked location"), "V-T3")

    def _why_not_vanquish(self, p: PlayerState, hero: int) -> IllegalActionError:
        refuse = IllegalActionError.of
        if not (hero in self.at and self.owner[hero] == p.seat and self.defs[hero].type == "hero"):
            return refuse(N_("only a Hero in your own Realm can be vanquished"), "V-V1")
        loc = self.at[hero]
        name = self.card_name(hero)
        if loc in p.locked:
            return refuse(N_("nothing can be done at a locked location"), "V-S6")
        if not self._hero_defeatable(p.seat, hero):
            return refuse(
                N_("{card} cannot be defeated now (a card in the Realm protects it)"),
                "V-V1",
                card=name,
            )
        need = self.strength(hero)
        near = [a for a in self.allies(p.seat) if self.loc_of(a) == loc]
        if not near and need > 0:
            return refuse(
                N_("none of your Allies is at {location}, where {card} is"),
                "V-V1",
                location=self.loc_name(p.seat, loc),
                card=name,
            )
        total = sum(max(0, self.strength(a)) for a in near)
        return refuse(
            N_(
                "your Allies at {location} have combined Strength {total}, less "
                "than the Strength {need} of {card}: not strong enough"
            ),
            "V-V1",
            location=self.loc_name(p.seat, loc),
            total=total,
            need=need,
            card=name,
        )

    def _why_not_vanquish_answer(self, pd: Mapping[str, Any], action: Action) -> IllegalActionError:
        """Why an Ally cannot be added to a Vanquish, or why the Vanquish cannot end yet."""
        refuse = IllegalActionError.of
        seat = int(pd["seat"])
        hero = int(pd["hero"])
        name = self.card_name(hero)
        where = self.loc_name(seat, self.loc_of(hero))
        if action.kind == "vanquish_done":
            if len(pd["chosen"]) < pd["min"]:
                return refuse(
                    N_("{card} can only be vanquished with at least {n} Allies"),
                    "V-V1",
                    card=name,
                    n=pd["min"],
                )
            return refuse(
                N_(
                    "the chosen Allies have combined Strength {total}, less than the Strength "
                    "{need} of {card}: not strong enough; choose more Allies"
                ),
                "V-V1",
                total=pd["total"],
                need=pd["need"],
                card=name,
            )
        ally = action.args[0]
        if not 0 <= ally < len(self.defs):
            return refuse(N_("there is no card {n}"), "V-V1", n=ally)
        ally_name = self.card_name(ally)
        if ally in pd["chosen"]:
            return refuse(
                N_("{card} is already taking part in this Vanquish"), "V-V1", card=ally_name
            )
        if not (ally in self.at and self.owner[ally] == seat and self.defs[ally].type == "ally"):
            return refuse(
                N_("{card} is not one of your Allies in the Realm"), "V-V1", card=ally_name
            )
        if self.loc_of(ally) != self.loc_of(hero):
            return refuse(
                N_("{card} is not at {location}, where {hero} is"),
                "V-V1",
                card=ally_name,
                location=where,
                hero=name,
            )
        return refuse(N_("{card} cannot help to defeat {hero}"), "V-V1", card=ally_name, hero=name)

    # -- doing --------------------------------------------------------------------------
    def _do(self, action: Action) -> None:
        legal = self._legal
        known = self._legal_slots if legal is not None and legal[0] == self._version else None
        self._version += 1
        k, a = action.kind, action.args
        if self.pending is not None:
            pd = self.pending
            self.pending = None
            if pd["kind"] == "condition":
                self._answer_condition(pd, action)
            elif pd["kind"] == "vanquish":
                if k == "vanquish_done":
                    self._vanquish(self.players[pd["seat"]], pd["hero"], pd["chosen"])
                else:
                    ally = a[0]
                    j = pd["cands"].index(ally)
                    self.pending = {
                        **pd,
                        "chosen": (*pd["chosen"], ally),
                        "total": pd["total"] + pd["vals"][j],
                    }
            elif pd["kind"] == "discard_more":
                if k == "stop":
                    self._discard_done(pd)
                else:
                    self._discard_hand_card(pd["seat"], a[0])
                    more = {**pd, "n": pd["n"] + 1}
                    if self.players[pd["seat"]].hand:
                        self.pending = more
                    else:
                        self._discard_done(more)
            else:
                fr = pd["frame"]
                fr.scratch[pd["key"]] = pd["values"][a[0]]
                self.events.append(("choice", pd["seat"], pd["labels"][a[0]]))
        elif self.phase == "move":
            self._move_villain(self.active, a[0], turn_move=True)
            self.phase = "act"
        elif k == "end":
            self._end_turn()
        else:
            self._take(action, known)
        self._settle()
        self._version += 1

    def _take(self, action: Action, known: list[Slot] | None = None) -> None:
        """Take an action symbol; ``known`` are the slots the legal actions were listed from."""
        k, a = action.kind, action.args
        p = self.players[self.active]
        slot = a[0]
        slots: list[Any] = known if known is not None else self.slots()
        j = len(slots) - 1
        while j >= 0 and slots[j][0] != slot:  # the last one, as a mapping by slot id would keep
            j -= 1
        if j < 0:
            raise KeyError(slot)
        info: Slot = slots[j]
        _sid, base, sym, _cov = info
        p.used.add(base)
        covered_now = base[0] == "L" and base[2] == "T" and self.covered(p.seat, int(base[1]))
        self.taken.append((p.seat, slot, covered_now))
        if slot.startswith("G"):
            gi = int(slot[1 : slot.index(":")])
            g = p.grants[gi]
            if g["left"] != "all":
                g["left"] -= 1
        elif slot.startswith("D:"):
            p.dutchman_used = True
        self.cond_events = []
        self.cond_queue = []  # each action is a new trigger: every opponent may answer it
        self.cond_used = set()
        if k == "power":
            self._gain(p.seat, int(sym.split(":")[1]))
        elif k == "play":
            self._play_from_hand(p, a[1], a[2], a[3], a[4])
        elif k == "activate":
            self._activate(p, a[1])
        elif k in ("move_ally", "move_hero"):
            self._move_card(p.seat, a[1], a[2])
        elif k == "fate":
            self._fate(p.seat, a[1])
        elif k == "vanquish":
            ((h, cands, vals, need, fewest),) = self._vanquish_targets(p, only=a[1])
            self.pending = {
                "kind": "vanquish",
                "seat": p.seat,
                "hero": h,
                "cands": cands,
                "vals": vals,
                "need": need,
                "min": fewest,
                "chosen": (),
                "total": 0,
            }
        elif k == "discard":
            self._discard_hand_card(p.seat, a[1])
            if p.hand:
                self.pending = {"kind": "discard_more", "seat": p.seat, "n": 1}
            else:
                self._discard_done({"seat": p.seat, "n": 1})
        elif k == "brew":
            cost = self._action_cost(p.seat, "brew_poison")
            p.power -= cost + a[1]
            p.poison += a[1]
            self.events.append(("brew", p.seat, a[1], cost))

    def _discard_hand_card(self, seat: int, iid: int) -> None:
        p = self.players[seat]
        p.hand.remove(iid)
        p.discard.append(iid)
        self.events.append(("discard", seat, iid, "from hand"))

    def _discard_done(self, pd: Mapping[str, Any]) -> None:
        self._cond_event("opponent_discards", pd["n"])

    # -- turn ---------------------------------------------------------------------------
    def _move_villain(self, seat: int, loc: int, turn_move: bool = False) -> None:
        p = self.players[seat]
        p.loc = loc
        p.stay_next = False
        self.events.append(("move", seat, loc))
        self._fire(seat, "villain_moves_here", loc=loc)

    def _end_turn(self) -> None:
        p = self.players[self.active]
        self.phase = "ending"
        self._fire(p.seat, "villain_ends_turn_here", loc=p.loc)

    def _finish_end(self) -> None:
        p = self.players[self.active]
        if len(p.hand) < HAND_SIZE:  # V-T1 draw up to 4
            self._draw(p, HAND_SIZE - len(p.hand))
        p.used.clear()
        p.grants.clear()
        p.activated.clear()
        p.temp_mods.clear()
        p.dutchman_used = False
        self.events.append(("end", p.seat))
        self.active = (self.active + 1) % self.n
        if self.active == 0:
            self._turn += 1
        self._start_turn()

    def _start_turn(self) -> None:
        p = self.players[self.active]
        self.cond_offered = set()
        self.cond_queue = []
        self.cond_used = set()
        self.events.append(("turn", self._turn, p.seat))
        self._check_objective(p.seat, start=True)
        if self.over:
            return
        p.watchers.clear()
        if p.may_stay:
            p.may_stay = False
            p.stay_next = True
        self.phase = "starting"
        self._fire(p.seat, "start_of_turn")

    def _settle(self) -> None:
        """Run the effect stack, offer Conditions, and move the turn on, until a decision.

        Raises
        ------
        UnsettledTurnError
            If that takes more than ``_MAX_ROUNDS`` rounds (abilities triggering each other
            without end), instead of stopping silently in the middle of a turn.
        """
        rounds = 0
        while not self.over:
            rounds += 1
            if rounds > _MAX_ROUNDS:
                raise UnsettledTurnError(
                    f"the turn of {self.names[self.active]} (turn {self._turn}, {self.phase}) "
                    f"did not reach a decision after {_MAX_ROUNDS} rounds of abilities and "
                    "turn steps: the rules cannot settle"
                )
            if self.stack:
                self._run()
            if self.pending is not None or self.over:
                break
            if not self._obj_at_start[self.active]:
                self._check_objective(self.active, start=False)
                if self.over:
                    break
            if self.phase == "act" and self._offer_conditions():
                break
            if self.phase == "ending":
                self._finish_end()
                continue
            if self.phase == "starting":
                self.phase = "move"
                if not self._move_targets(self.players[self.active]):
                    self.phase = "act"
                continue
            break

    def _check_objective(self, seat: int, start: bool) -> None:
        if self._obj_at_start[seat] and not start:
            return
        p = self.players[seat]
        obj = p.villain.objective
        kind = self._obj_kind[seat]
        if kind == "collect_treasures":
            met = len(p.claimed) >= obj["count"]
        elif kind == "items_at_location":
            rev = self._srev[seat]
            hit = self._items_met[seat]  # the answer only changes with the Realm
            if hit is not None and hit[0] == rev:
                met = hit[1]
            else:
                li = p.villain.loc_index(obj["location"])
                met = all(
                    any(
                        self.defs[i].id == cid and i not in self.host
                        for i in p.bottom[li] + p.top[li]
                    )
                    for cid in obj["items"]
                )
                self._items_met[seat] = (rev, met)
        else:
            met = p.objective_flag
        if met:
            self.over = True
            self._winners = [seat]
            self.pending = None
            self.stack.clear()
            self.events.append(("win", seat, obj.get("text", kind)))

    def objective_progress(self, seat: int) -> tuple[int, int]:
        """How far ``seat`` is towards its objective, as ``(done, needed)``.

        Read from the objective's data: treasures claimed (``collect_treasures``);
        objective items at the location and not held by a hero
        (``items_at_location``); or stages towards defeating the objective hero
        (``defeat_hero``: the hero is in the realm, is at the required location
        when there is one, is defeated). The game is won when ``done == needed``
        (at the start of the turn for start-of-turn objectives).

        Examples
        --------
        >>> game = VillainousGame.new(seed=1, villains=["davy_jones", "ursula"])
        >>> game.objective_progress(0), game.objective_progress(1)
        ((0, 5), (0, 2))
        """
        p = self.players[seat]
        obj = p.villain.objective
        kind = obj["kind"]
        if kind == "collect_treasures":
            return min(len(p.claimed), obj["count"]), obj["count"]
        if kind == "items_at_location":
            li = p.villain.loc_index(obj["location"])
            here = p.bottom[li] + p.top[li]
            done = sum(
                any(self.defs[i].id == cid and i not in self.host for i in here)
                for cid in obj["items"]
            )
            return done, len(obj["items"])
        needed = 3 if obj.get("at") else 2
        if p.objective_flag:
            return needed, needed
        for li, loc in enumerate(p.top):
            if any(self.defs[i].id == obj["hero"] for i in loc):
                at = obj.get("at")
                return (2 if at and p.villain.loc_index(at) == li else 1), needed
        return 0, needed

    # -- conditions ---------------------------------------------------------------------
    def _cond_event(self, kind: str, value: int) -> None:
        self.cond_events.append((kind, value))

    def _cond_holds(self, kind: str, prm: Mapping[str, Any]) -> bool:
        """Whether the active player's turn has met a Condition's trigger (see
        :meth:`_offer_conditions`): ``kind`` and ``prm`` are the trigger's event."""
        a = self.players[self.active]
        if kind == "opponent_has_ally":
            return any(
                self.strength(i) >= prm.get("min_strength", 0) for i in self.allies(self.active)
            )
        if kind == "opponent_has_power":
            return a.power >= prm.get("min", 0)
        if kind == "opponent_has_items":
            return sum(
                1 for i in self.realm_cards(self.active) if self.defs[i].type == "item"
            ) >= prm.get("min", 0)
        for k, v in self.cond_events:
            if k != kind:
                continue
            if kind == "opponent_gains_power" and v >= prm.get("min", 1):
                return True
            if kind == "opponent_plays_ally" and v >= prm.get("min_strength", 0):
                return True
            if kind == "opponent_defeats_hero" and v >= prm.get("min_strength", 0):
                return True
            if kind == "opponent_vanquishes":
                return True
            if kind == "opponent_discards" and v >= prm.get("min", 1):
                return True
        return False

    def _offer_conditions(self) -> bool:
        if self.phase not in ("act",) or (
            not self.cond_events and not self._any_state_conditions()
        ):
            return False
        triggers = self._condition_trigger
        for off in range(1, self.n):
            seat = (self.active + off) % self.n
            if seat in self.cond_queue:
                continue
            cards: list[int] = []
            for iid in self.players[seat].hand:
                trigger = triggers[iid]
                if trigger is None:
                    continue
                kind, prm = trigger
                state_based = kind in (
                    "opponent_has_ally",
                    "opponent_has_power",
                    "opponent_has_items",
                )
                if (state_based and (seat, iid) in self.cond_offered) or iid in self.cond_used:
                    continue  # a card back in hand does not answer the same trigger again
                if self._cond_holds(kind, prm):
                    cards.append(iid)
            if cards:  # asked again after each Condition played, until they pass
                self.pending = {"kind": "condition", "seat": seat, "cards": cards}
                return True
            self.cond_queue.append(seat)
        self.cond_queue = []
        self.cond_used = set()
        self.cond_events = []
        return False

    def _any_state_conditions(self) -> bool:
        state_based = self._state_condition
        offered = self.cond_offered
        for off in range(1, self.n):
            seat = (self.active + off) % self.n
            for iid in self.players[seat].hand:
                if state_based[iid] and (seat, iid) not in offered:
                    return True
        return False

    def _answer_condition(self, pd: Mapping[str, Any], action: Action) -> None:
        if action.kind == "pass":
            seat = pd["seat"]
            self.events.append(("pass", seat))
            self.cond_queue.append(seat)
            for c in pd["cards"]:  # a state Condition passed is not offered again this turn
                self.cond_offered.add((seat, c))
            return
        iid = action.args[0]
        seat = pd["seat"]
        p = self.players[seat]
        p.hand.remove(iid)
        self.limbo.add(iid)
        self.events.append(("condition", seat, iid))
        self.cond_used.add(iid)
        self.cond_offered.add((seat, iid))
        fr = Frame(seat, seat, iid, self.defs[iid].triggered("condition")[0]["effects"])
        fr.cleanup = "discard_source"
        self.stack.append(fr)

    # -- triggers -----------------------------------------------------------------------
    def _push_ability(
        self,
        owner: int,
        chooser: int,
        src: Any,
        ab: Mapping[str, Any],
        it: int | None = None,
        target: int | None = None,
    ) -> Frame | None:
        host = self.host.get(src) if isinstance(src, int) else None
        if "if" in ab and not self.cond(ab["if"], owner, src, host, target):
            return None
        effects = list(ab["effects"])
        if ab.get("optional"):
            effects = [{"_may": {}}, *effects]
        fr = Frame(owner, chooser, src, effects, it=it, target=target)
        self.stack.append(fr)
        return fr

    def _fire(self, seat: int, event: str, **info: Any) -> None:
        """Fire ``whenever`` abilities of cards in a Realm for one event."""
        p = self.players[seat]
        for src, ab, host, prm in self._view(seat).whenever.get(event, _NONE):
            it = info.get("it")
            if event == "ally_played" and it == src:
                continue
            if event == "other_hero_played" and info.get("hero") == src:
                continue
            if event in ("villain_moves_here", "villain_ends_turn_here") and self._src_loc(
                src, host
            ) != info.get("loc"):
                continue
            if event == "this_vanquishes" and info.get("ally") != src:
                continue
            if event == "host_moved_to" and (
                host != info.get("hero") or p.villain.loc_index(prm["location"]) != info.get("loc")
            ):
                continue
            self._push_ability(seat, seat, src, ab, it=it)
        if p.watchers:
            for ev, effects, src in list(p.watchers):
                if ev == event:
                    self.stack.append(Frame(seat, seat, src, effects))

    # -- playing ------------------------------------------------------------------------
    def _play_from_hand(self, p: PlayerState, iid: int, loc: int, host: int, pay: int) -> None:
        d = self.defs[iid]
        p.hand.remove(iid)
        if pay == 1:
            alt = self._map_alternative(p, iid)
            assert alt is not None
            self.events.append(("pay_alternative", p.seat, alt))
            self._to_discard(alt, "paid instead of the cost")
        else:
            cost = self.card_cost(p, iid, host)
            p.power -= cost  # V-T5
        self.events.append(("play", p.seat, iid, loc, host))
        self._put_into_play(p.seat, p.seat, iid, loc, host)
        lock = p.villain.lock
        if (
            lock
            and lock["kind"] == "one_way"
            and not p.lock_removed
            and lock["unlock"].get("card_played") == d.id
        ):
            self._unlock(p)

    def _put_into_play(self, seat: int, chooser: int, iid: int, loc: int, host: int) -> None:
        """Place a played card and fire its on_play (heroes, items, allies, effects)."""
        d = self.defs[iid]
        p = self.players[seat]
        if d.type in ("effect", "ingredient", "maui"):
            self.limbo.add(iid)
            fr = Frame(seat, chooser, iid, [])
            fr.cleanup = "ingredient" if d.type == "ingredient" else "discard_source"
            self.stack.append(fr)
            if d.special == "thunderbolt_copy_ingredient":
                fr.effects = [{"_thunderbolt": {}}]
            elif d.special == "beetle_redistribute":
                fr.effects = [{"_beetle": {}}]
            else:
                for ab in d.triggered("on_play"):
                    if "if" in ab and not self.cond(ab["if"], seat, iid):
                        continue
                    if ab.get("optional"):
                        fr.effects.append({"_may_block": len(ab["effects"])})
                    fr.effects += ab["effects"]
            return
        if host >= 0:
            self.host[iid] = host
            self._srev[self.owner[iid]] += 1
        else:
            row = "top" if d.type == "hero" or d.placement == "top" else "bottom"
            self._place(iid, seat, loc, row)
        if d.type == "ally" and seat == self.active:
            self._cond_event("opponent_plays_ally", self.strength(iid))
        on_play: list[Any] = d.triggered("on_play")
        for ab in on_play[::-1]:
            self._push_ability(seat, chooser, iid, ab)
        if d.type == "ally":
            self._fire(seat, "ally_played", it=iid)
        if d.type == "hero":
            self._fire(seat, "other_hero_played", hero=iid)
        del p

    def _unlock(self, p: PlayerState) -> None:
        p.locked.clear()
        p.lock_removed = True
        self.events.append(("unlock", p.seat))

    def _activate(self, p: PlayerState, iid: int) -> None:
        ab = self.defs[iid].triggered("activate")[0]
        cost = ab.get("cost", 0)
        p.power -= cost
        p.activated[iid] = p.activated.get(iid, 0) + 1
        self.events.append(("activate", p.seat, iid, cost))
        self._push_ability(p.seat, p.seat, iid, ab)

    def _move_card(self, seat: int, iid: int, to: int) -> None:
        """Move a Hero, Ally or unattached Item (with attached cards) to another location."""
        p = self.players[seat]
        li = self.at[iid]
        row = "top" if iid in p.top[li] else "bottom"
        getattr(p, row)[li].remove(iid)
        self._place(iid, seat, to, row)
        self.events.append(("moved", seat, iid, to))
        d = self.defs[iid]
        for ab in d.triggered("on_move"):
            self._push_ability(seat, seat, iid, ab)
        if d.type == "hero":
            self._fire(seat, "host_moved_to", hero=iid, loc=to)

    def _gain(self, seat: int, n: int, pool: str = "power") -> None:
        p = self.players[seat]
        if n <= 0:
            return
        if pool == "poison":
            p.poison += n
        else:
            p.power += n
            if seat == self.active:
                self._cond_event("opponent_gains_power", n)
        self.events.append(("gain", seat, n, pool))

    def _lose(self, seat: int, n: int, pool: str = "power") -> None:
        p = self.players[seat]
        if pool == "poison":
            n = min(n, p.poison)
            p.poison -= n
        else:
            n = min(n, p.power)
            p.power -= n
        if n:
            self.events.append(("lose", seat, n, pool))

    # -- fate ---------------------------------------------------------------------------
    def _fate(self, seat: int, target: int) -> None:
        q = self.players[target]
        if self.fate_token_on:
            self.fate_holder = target  # V-F3
        self.events.append(("fate", seat, target))
        revealed = []
        for _ in range(2):  # V-F1
            iid = self._draw_from(q, "fate")
            if iid is None:
                break
            self.limbo.add(iid)
            revealed.append(iid)
        self.events.append(("reveal", target, tuple(revealed)))
        fr = Frame(target, seat, None, [{"_fate": {}}])
        fr.held = list(revealed)
        fr.scratch["revealed"] = list(revealed)
        self.stack.append(fr)
        for iid in revealed:
            for ab in self.defs[iid].triggered("on_reveal"):
                f2 = self._push_ability(target, seat, iid, ab)
                if f2 is not None:
                    f2.scratch["revealed"] = list(revealed)
        self._fire(target, "targeted_by_fate")

    def fate_placements(self, seat: int, iid: int) -> list[tuple[int, int]]:
        """Where a Fate card may be played in ``seat``'s Realm (V-C3: items need a Hero;
        an Effect whose mandatory part cannot be done has no place, and is discarded
        unplayed, V-F2)."""
        d = self.defs[iid]
        if d.type == "effect" and not self._can_play_now(self.players[seat], iid, 1 << 30):
            return []
        return self._placements(seat, d, ignore_lock=False)

    # -- vanquish and defeat ------------------------------------------------------------
    def _vanquish(self, p: PlayerState, hero: int, allies: tuple[int, ...]) -> None:
        strength = self.strength(hero)
        self.events.append(("vanquish", p.seat, hero, tuple(allies), strength))
        target_face_up = bool(p.treasure_on.get(hero, [None, False])[1])
        self._cond_event("opponent_vanquishes", 1)
        statics = self._statics(p.seat)
        survivors = []
        maccus_swap = []
        for a in allies:
            for src, verb, prm, _h in statics:
                if verb == "survives_vanquish" and src == a:
                    if "if" in prm and prm["if"] == "target_has_face_up_treasure":
                        if target_face_up:
                            survivors.append(a)
                    elif prm.get("instead_discard") == "other_ally":
                        maccus_swap.append(a)
        self._defeat(p.seat, hero, by=allies)
        for a in allies:
            self._fire(p.seat, "this_vanquishes", ally=a)
        for a in allies:
            if a in survivors or not self.in_realm(a):
                continue
            if a in maccus_swap:
                others = [x for x in self.allies(p.seat) if x not in allies]
                if others:
                    fr = Frame(p.seat, p.seat, a, [{"_maccus": {"others": others}}])
                    self.stack.append(fr)
                    continue
            self._to_discard(a, "used to vanquish")

    def _defeat(self, seat: int, hero: int, by: Sequence[int] = ()) -> None:
        """A Hero is defeated (by any means): items, treasure, objective, conditions."""
        p = self.players[seat]
        loc = self.loc_of(hero)
        strength = self.strength(hero)
        d = self.defs[hero]
        obj = p.villain.objective
        if (
            obj["kind"] == "defeat_hero"
            and obj["hero"] == d.id
            and (obj.get("at") is None or p.villain.loc_index(obj["at"]) == loc)
        ):
            p.objective_flag = True
        self.events.append(("defeat", seat, hero, loc))
        if seat == self.active:
            self._cond_event("opponent_defeats_hero", strength)
        tok = p.treasure_on.pop(hero, None)
        self._srev[seat] += 1
        items = self.attached_to(hero)
        for it in items:
            del self.host[it]
            self._srev[self.owner[it]] += 1
            if self.defs[it].triggered("on_defeat"):
                self._place(it, seat, loc, "bottom")
                for ab in self.defs[it].triggered("on_defeat"):
                    fr = self._push_ability(seat, seat, it, ab)
                    if fr is not None:
                        fr.cleanup = "defeat_item"
            else:
                self._to_discard(it, "with its host")
        for ab in d.triggered("on_defeat"):
            self._push_ability(seat, seat, hero, ab)
        self._remove(hero)
        p.fate_discard.append(hero)
        if tok is not None:
            if tok[1]:
                p.claimed.append(tok[0])
                self.events.append(("claim", seat, tok[0]))
                for ab in self._token_def(seat, tok[0]).triggered("on_claim"):
                    self._push_ability(seat, seat, tok[0], ab)
                self._fire(seat, "treasure_claimed")
            else:
                self._treasure_back(seat, tok[0])

    def _treasure_back(self, seat: int, tok: str) -> None:
        p = self.players[seat]
        p.treasure_supply.append(tok)
        shuffle(self.rng, p.treasure_supply)
        self.events.append(("treasure_back", seat))

    # -- the effect interpreter ---------------------------------------------------------
    def _ask(self, fr: Frame, key: Any, options: list[tuple[str, Any]]) -> Any:
        """The chooser's answer for ``key``: WAIT (decision pending) or the value chosen."""
        if key in fr.scratch:
            return fr.scratch[key]
        if not options:
            return None
        if len(options) == 1:
            fr.scratch[key] = options[0][1]
            return options[0][1]
        self.pending = {
            "kind": "choose",
            "seat": fr.chooser,
            "frame": fr,
            "key": key,
            "labels": [o[0] for o in options],
            "values": [o[1] for o in options],
        }
        return WAIT

    def _run(self) -> None:
        steps = 0
        while self.stack and self.pending is None and not self.over:
            steps += 1
            if steps > _MAX_STEPS:
                src = self.stack[-1].source
                raise UnsettledTurnError(
                    f"resolving {self.card_name(src) if src is not None else 'an ability'} took "
                    f"more than {_MAX_STEPS} steps without a decision in turn {self._turn}: "
                    "its effects keep adding more, so the rules cannot settle"
                )
            fr = self.stack[-1]
            if fr.i >= len(fr.effects):
                self.stack.pop()
                self._close_frame(fr)
                continue
            eff = fr.effects[fr.i]
            ((verb, prm),) = eff.items()
            if verb == "_may":
                v = self._ask(
                    fr, ("may", fr.i), [(effects_text(fr.effects[fr.i + 1 :]), True), _NOTHING]
                )
                if v is WAIT:
                    return
                fr.i = fr.i + 1 if v else len(fr.effects)
                continue
            if verb == "_may_block":
                part = fr.effects[fr.i + 1 : fr.i + 1 + prm]
                v = self._ask(fr, ("may", fr.i), [(effects_text(part), True), _NOTHING])
                if v is WAIT:
                    return
                fr.i = fr.i + 1 if v else fr.i + 1 + prm
                continue
            if isinstance(prm, dict) and prm.get("optional") and verb != "maui_play_top":
                what = effects_text([eff])
                v = self._ask(fr, ("opt", fr.i), [(what, True), (f"skip: {what}", False)])
                if v is WAIT:
                    return
                if not v:
                    fr.i += 1
                    fr.scratch = _kept_scratch(fr.scratch)
                    continue
            handler = _HANDLERS.get(verb)
            if handler is None:
                handler = _HANDLERS[verb] = f"_e_{verb.lstrip('_')}"
            done = getattr(self, handler)(fr, prm)
            if done is WAIT:
                return
            fr.i += 1
            fr.scratch = _kept_scratch(fr.scratch)

    def _close_frame(self, fr: Frame) -> None:
        for h in fr.held:
            if h in self.limbo:
                self.limbo.discard(h)
                self._discard_pile(h).append(h)
                self.events.append(("discard", self.owner[h], h, "not played"))
        src = fr.source
        if fr.cleanup == "discard_source" and isinstance(src, int) and src in self.limbo:
            self.limbo.discard(src)
            self._discard_pile(src).append(src)
        elif fr.cleanup == "ingredient" and isinstance(src, int) and src in self.limbo:
            self.limbo.discard(src)
            p = self.players[self.owner[src]]
            name = self.defs[src].name
            if "ingredients_area" in p.villain.mechanics and not any(
                self.defs[i].name == name for i in p.ingredients
            ):
                p.ingredients.append(src)
                self.events.append(("ingredient", p.seat, src, len(p.ingredients)))
                lock = p.villain.lock
                if (
                    lock
                    and not p.lock_removed
                    and "distinct_played" in lock["unlock"]
                    and len(p.ingredients) >= lock["unlock"]["distinct_played"]["count"]
                ):
                    self._unlock(p)
            else:
                p.discard.append(src)
        elif (
            fr.cleanup == "defeat_item" and isinstance(src, int) and src in self.at and not fr.kept
        ):
            self._to_discard(src, "with its host")

    # target selection --------------------------------------------------------------
    def _select(self, fr: Frame, sel: Any) -> list[int]:
        """Cards of the frame's Realm matching a SEL (before the chooser picks)."""
        seat = fr.owner
        if sel == "self":
            return [fr.source] if isinstance(fr.source, int) else []
        if sel == "it":
            return [fr.it] if fr.it is not None else []
        if sel == "host":
            h = self.host.get(fr.source) if isinstance(fr.source, int) else None
            return [h] if h is not None else []
        p = self.players[seat]
        whats = sel.get("what", ["hero", "ally", "item"])
        whats = whats if isinstance(whats, list) else [whats]
        cards = [i for i in self.realm_cards(seat) if self.defs[i].type in whats]
        if "card" in sel:
            cards = [i for i in self.realm_cards(seat) if self.defs[i].id == sel["card"]]
        if "family" in sel:
            cards = [i for i in cards if self.defs[i].family == sel["family"]]
        where = sel.get("where", "any")
        if where == "here":
            here = self._src_loc(
                fr.source, self.host.get(fr.source) if isinstance(fr.source, int) else None
            )
            cards = [i for i in cards if self.loc_of(i) == here]
        elif where == "villain_location":
            cards = [i for i in cards if self.loc_of(i) == p.loc]
        elif where == "unlocked":
            cards = [i for i in cards if self.loc_of(i) not in p.locked]
        elif where == "chosen_location":
            li = fr.scratch.get("chosen_location")
            if li is not None:
                cards = [i for i in cards if self.loc_of(i) == li]
        if "min_strength" in sel:
            cards = [i for i in cards if self.strength(i) >= sel["min_strength"]]
        if "max_strength" in sel:
            cards = [i for i in cards if self.strength(i) <= sel["max_strength"]]
        t = sel.get("treasure")
        if t is not None:

            def tok_ok(i: int) -> bool:
                tk = p.treasure_on.get(i)
                if t == "none":
                    return tk is None
                if t == "any":
                    return tk is not None
                if t == "face_down":
                    return tk is not None and not tk[1]
                return tk is not None and bool(tk[1])

            cards = [i for i in cards if tok_ok(i)]
        if sel.get("unattached"):
            cards = [i for i in cards if i not in self.host]
        if sel.get("attached"):
            cards = [i for i in cards if i in self.host]
        return cards

    def _aim_extra(self, fr: Frame, target: int) -> int:
        """The extra Power a villain Effect being resolved costs for aiming at ``target``
        (King Triton: "Effects aimed at him cost 1 more"); 0 for anything else."""
        src = fr.source
        if not isinstance(src, int) or self.defs[src].type != "effect":
            return 0
        if self.defs[src].deck != "villain" or self.owner[src] != fr.owner:
            return 0
        extra = 0
        for msrc, prm, _h in self._with_verb(fr.owner, "cost_modifier"):
            if (
                msrc == target
                and prm.get("targeting") == "self"
                and "effect" in prm.get("card_types", ())
            ):
                extra += int(prm.get("amount", 0))
        return extra

    def _pay_aim(self, fr: Frame, target: int) -> None:
        """Pay what aiming the resolving Effect at ``target`` costs (see :meth:`_aim_extra`)."""
        extra = self._aim_extra(fr, target)
        if extra:
            p = self.players[fr.owner]
            p.power -= extra
            self.events.append(("pay", p.seat, extra, "power"))

    def _pick_target(self, fr: Frame, sel: Any, key: Any = "target", locked_ok: bool = True) -> Any:
        cards = self._select(fr, sel)
        if not locked_ok:
            lk = self.players[fr.owner].locked
            cards = [c for c in cards if self.loc_of(c) not in lk]
        return self._ask(fr, key, [(self.card_name(c), c) for c in cards])

    def _dests(
        self, fr: Frame, dest: Any, card: int | None, ignore_lock: bool = False
    ) -> list[int]:
        p = self.players[fr.owner]
        ok = [li for li in range(4) if ignore_lock or li not in p.locked]
        if isinstance(dest, dict):
            li = p.villain.loc_index(dest["location"])
            return [li] if li in ok else []
        cur = self.loc_of(card) if card is not None and self.in_realm(card) else -1
        if dest == "adjacent":
            return [li for li in (cur - 1, cur + 1) if li in ok]
        if dest == "any_unlocked":
            return [li for li in ok if li != cur]
        if dest == "location_with_ally":
            return [li for li in ok if self.allies(fr.owner, li) and li != cur]
        if dest == "villain_location":
            return [p.loc] if p.loc in ok else []
        if dest == "this_location":
            li = self._src_loc(
                fr.source, self.host.get(fr.source) if isinstance(fr.source, int) else None
            )
            if li < 0 and isinstance(fr.source, int):
                li = p.loc  # an Effect resolving: its "location" is the villain's
            return [li] if li in ok else []
        if dest == "location_of_it":
            li = self.loc_of(fr.it) if fr.it is not None else -1
            return [li] if li in ok and li != cur else []
        return []

    def _amount(self, fr: Frame, a: Any) -> int:
        if isinstance(a, int):
            return a
        if "equal_to" in a:
            return self._last_it_strength
        n = a.get("amount", 1)
        if "per" in a:
            n *= self.count(a["per"], fr.owner, fr.source)
        if "max" in a:
            n = min(n, a["max"])
        return n

    # one-shot effects --------------------------------------------------------------
    def _e_gain_power(self, fr: Frame, a: Any) -> Any:
        pool = a.get("pool", "power") if isinstance(a, dict) else "power"
        if isinstance(a, dict) and a.get("equal_to") == "it_strength":
            n = self._last_it_strength
        else:
            n = self._amount(fr, a)
        self._gain(fr.owner, n, pool)
        return True

    def _e_lose_power(self, fr: Frame, a: Any) -> Any:
        pool = a.get("pool", "power") if isinstance(a, dict) else "power"
        self._lose(fr.owner, self._amount(fr, a), pool)
        return True

    def _e_set_power(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        v = a["value"]
        if p.power > v or not a.get("only_down"):
            self._lose(fr.owner, p.power - v) if p.power > v else self._gain(fr.owner, v - p.power)
        return True

    def _e_lose_half_power(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        half = (p.power + 1) // 2 if a.get("round", "up") == "up" else p.power // 2
        self._lose(fr.owner, half)
        return True

    def _e_draw(self, fr: Frame, a: Any) -> Any:
        self._draw(self.players[fr.owner], self._amount(fr, a))
        return True

    def _e_discard_from_hand(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        cnt = a.get("count", 1)
        typ = a.get("type")
        if a.get("reveal_hand") and "revealed_hand" not in fr.scratch:
            fr.scratch["revealed_hand"] = True
            self.events.append(("reveal_hand", p.seat, tuple(p.hand)))
        if cnt == "all":
            for iid in [i for i in p.hand if typ is None or self.defs[i].type == typ]:
                self._discard_hand_card(p.seat, iid)
            return True
        chooser = fr.chooser if a.get("chooser") == "fate_player" else fr.owner
        fr.chooser, saved = chooser, fr.chooser
        for k in range(cnt):
            if fr.scratch.get(("did", k)):
                continue
            cards = [i for i in p.hand if typ is None or self.defs[i].type == typ]
            v = self._ask(fr, ("d", k), [(self.card_name(i), i) for i in cards])
            if v is WAIT:
                fr.chooser = saved
                return WAIT
            if v is None:
                break
            self._discard_hand_card(p.seat, v)
            fr.scratch[("did", k)] = True
        fr.chooser = saved
        return True

    def _e_discard_hand(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        for iid in list(p.hand):
            self._discard_hand_card(p.seat, iid)
        return True

    def _pile(self, p: PlayerState, deck: str) -> tuple[list[int], list[int]]:
        if deck == "fate":
            return p.fate_deck, p.fate_discard
        if deck == "maui":
            return p.maui_deck, p.maui_discard
        return p.deck, p.discard

    def _e_discard_top(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        for _ in range(a.get("n", 1)):
            iid = self._draw_from(p, a["deck"])
            if iid is None:
                break
            self._discard_pile(iid).append(iid)
            self.events.append(("discard", p.seat, iid, "from the top of the deck"))
        return True

    def _e_shuffle(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        pile, disc = self._pile(p, a["deck"])
        if a.get("with_discard"):
            pile.extend(disc)
            disc.clear()
        shuffle(self.rng, pile)
        self.events.append(("shuffle", p.seat, a["deck"]))
        return True

    def _e_look_at_top(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        pile, disc = self._pile(p, a["deck"])
        if not pile and disc:
            pile.extend(disc)
            disc.clear()
            shuffle(self.rng, pile)
        top = list(reversed(pile[-a.get("n", 1) :]))  # top first
        if not top:
            return True
        then = a.get("then")
        names = [self.card_name(i) for i in top]
        opts: list[tuple[str, Any]] = []
        if then == "discard_all_or_reorder":
            opts.append(("discard all: " + ", ".join(names), "discard"))
            for perm in itertools.permutations(range(len(top))):
                opts.append(("keep in order " + ", ".join(names[j] for j in perm), perm))
        elif then == "reorder":
            for perm in itertools.permutations(range(len(top))):
                opts.append(("order " + ", ".join(names[j] for j in perm), perm))
        elif then == "discard_any_reorder_rest":
            for r in range(len(top) + 1):
                for combo in itertools.combinations(range(len(top)), r):
                    opts.append(
                        ("discard " + (", ".join(names[j] for j in combo) or "none"), ("d", combo))
                    )
        elif then == "keep_one_discard_rest":
            for j in range(len(top)):
                opts.append((f"keep {names[j]}", ("k", j)))
        v = self._ask(fr, "look", opts)
        if v is WAIT:
            return WAIT
        del pile[-len(top) :]
        if v == "discard":
            for i in top:
                disc.append(i)
        elif isinstance(v, tuple) and v and v[0] == "d":
            keep = [top[j] for j in range(len(top)) if j not in v[1]]
            for j in v[1]:
                disc.append(top[j])
            pile.extend(reversed(keep))
        elif isinstance(v, tuple) and v and v[0] == "k":
            for j, i in enumerate(top):
                if j == v[1]:
                    p.hand.append(i)
                else:
                    disc.append(i)
        else:
            order = [top[j] for j in v]
            pile.extend(reversed(order))
        self.events.append(("look", p.seat, a["deck"], len(top)))
        return True

    def _e_reveal_until(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        match = a.get("match", {})
        found = None
        tries = len(self._pile(p, a["deck"])[0]) + len(self._pile(p, a["deck"])[1]) + 1
        for _ in range(tries):
            iid = self._draw_from(p, a["deck"])
            if iid is None:
                break
            self.events.append(("revealed", p.seat, iid))
            if self._matches(iid, match):
                found = iid
                break
            self._discard_pile(iid).append(iid)
        fr.it = found
        if found is not None:
            if a.get("then") == "to_hand":
                p.hand.append(found)
            else:
                self.limbo.add(found)
                fr.held.append(found)
                for ab in self.defs[found].triggered("on_reveal"):
                    self._push_ability(fr.owner, fr.chooser, found, ab)
        return True

    def _matches(self, iid: int, match: Mapping[str, Any]) -> bool:
        d = self.defs[iid]
        t = match.get("type")
        if t is not None and d.type not in (t if isinstance(t, list) else [t]):
            return False
        if "family" in match and d.family != match["family"]:
            return False
        return not ("max_strength" in match and (d.strength or 0) > match["max_strength"])

    def _e_reveal_top(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        if "rt" not in fr.scratch:
            cards = []
            for _ in range(a.get("n", 1)):
                iid = self._draw_from(p, a["deck"])
                if iid is None:
                    break
                self.limbo.add(iid)
                cards.append(iid)
            self.events.append(("reveal", p.seat, tuple(cards)))
            fr.scratch["rt"] = cards
        cards = fr.scratch["rt"]
        for k, iid in enumerate(cards):
            if fr.scratch.get(("rtd", k)):
                continue
            d = self.defs[iid]
            if d.type in a.get("play_types", []):
                places = self._placements(fr.owner, d, False)
                if d.attaches_to is None:
                    places = [
                        (li, h)
                        for li, h in places
                        if li in self._dests(fr, a.get("to", "any_unlocked"), None)
                    ]
                v = self._ask(
                    fr,
                    ("rtp", k),
                    [(self._place_label(fr.owner, li, h), (li, h)) for li, h in places],
                )
                if v is WAIT:
                    return WAIT
                self.limbo.discard(iid)
                if v is None:
                    self._discard_pile(iid).append(iid)
                else:
                    self.events.append(("play", fr.owner, iid, v[0], v[1]))
                    self._put_into_play(fr.owner, fr.chooser, iid, v[0], v[1])
            else:
                self.limbo.discard(iid)
                self._discard_pile(iid).append(iid)
            fr.scratch[("rtd", k)] = True
        return True

    def _e_play_top_fate(self, fr: Frame, a: Any) -> Any:
        seat = fr.owner if a.get("whose", "self") == "self" else self.active
        if "ptf" not in fr.scratch:
            q = self.players[seat]
            iid = self._draw_from(q, "fate")
            fr.scratch["ptf"] = iid
            if iid is None:
                return True
            self.limbo.add(iid)
            self.events.append(("reveal", seat, (iid,)))
        iid = fr.scratch["ptf"]
        if iid is None or iid not in self.limbo:
            return True
        sub = Frame(seat, fr.chooser, None, [{"_fate": {}}])
        sub.held = [iid]
        sub.scratch["revealed"] = [iid]
        fr.scratch["ptf"] = None
        self.stack.append(sub)
        for ab in self.defs[iid].triggered("on_reveal"):
            self._push_ability(seat, fr.chooser, iid, ab)
        return True

    def _e_fate(self, fr: Frame, a: Any) -> Any:
        """Choose which revealed card to play and where; discard the rest (V-F1, V-F2)."""
        seat = fr.owner
        revealed = [i for i in fr.held if i in self.limbo]
        # V-F1 plays one of the revealed cards: one that played itself on reveal (Snow White)
        # is that card, so the rest are discarded, unless Sleepy lets both be played
        played = [i for i in fr.held if i not in self.limbo and self.in_realm(i)]
        both_ok = False
        if played and revealed:
            both_ok = any(self.defs[i].special == "sleepy_play_both" for i in (*played, *revealed))
            if not both_ok:
                self._discard_revealed(seat, revealed, "revealed with it")
                fr.held = []
                return True
        opts: list[tuple[str, Any]] = []
        for iid in revealed:
            for li, h in self.fate_placements(seat, iid):
                opts.append(
                    (
                        f"{self.card_name(iid)} {self._place_label(seat, li, h)}".rstrip(),
                        (iid, li, h),
                    )
                )
        sleepy = [i for i in revealed if self.defs[i].special == "sleepy_play_both"]
        if sleepy and len(revealed) == 2:
            other = next(i for i in revealed if i != sleepy[0])
            if self.fate_placements(seat, other):
                opts.append(("play both (Sleepy)", ("both",)))
        if both_ok and opts:  # Sleepy: the second card "may" be played
            opts.append((f"discard {self.card_name(revealed[0])}", None))
        if not opts:
            for iid in revealed:  # V-F2: discarded, no further reveal
                self.limbo.discard(iid)
                self._discard_pile(iid).append(iid)
                self.events.append(("unplayable", seat, iid))
            fr.held = []
            return True
        v = self._ask(fr, "fate", opts)
        if v is WAIT:
            return WAIT
        if v == ("both",):
            # Sleepy: both cards are played and each resolves normally, so the Fate player
            # picks the card played first and its place; the other is placed once the first
            # has resolved (it may then go on a Hero just played, or have no place: V-F2)
            w = self._ask(fr, ("fate", 1), [o for o in opts if o[1] != ("both",)])
            if w is WAIT:
                return WAIT
            iid, li, h = w
            other = next(i for i in revealed if i != iid)
            fr.held = []
            sub = Frame(seat, fr.chooser, None, [{"_fate": {}}])
            sub.held = [other]
            sub.scratch["revealed"] = [other]
            self.stack.append(sub)
            self._play_fate_card(fr, seat, iid, li, h)
            return True
        if v is None:
            self._discard_revealed(seat, revealed, "not chosen")
            fr.held = []
            return True
        iid, li, h = v
        self._discard_revealed(seat, [o for o in revealed if o != iid], "not chosen")
        fr.held = []
        self._play_fate_card(fr, seat, iid, li, h)
        return True

    def _discard_revealed(self, seat: int, cards: list[int], why: str) -> None:
        """Put revealed Fate cards that are not played on their discard pile (V-F1)."""
        for o in cards:
            self.limbo.discard(o)
            self._discard_pile(o).append(o)
            self.events.append(("discard", seat, o, why))

    def _play_fate_card(self, fr: Frame, seat: int, iid: int, li: int, h: int) -> None:
        self.limbo.discard(iid)
        self.events.append(("play", seat, iid, li, h))
        self._put_into_play(seat, fr.chooser, iid, li, h)

    def _place_label(self, seat: int, li: int, h: int) -> str:
        if h >= 0:
            return f"on {self.card_name(h)}"
        if li >= 0:
            return f"at {self.players[seat].villain.locations[li].name}"
        return ""

    def _e_take_card(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        piles = {
            "villain_discard": p.discard,
            "villain_deck": p.deck,
            "fate_discard": p.fate_discard,
        }
        match = a.get("match", {})
        cnt = a.get("count", 1)
        for k in range(cnt):
            if fr.scratch.get(("did", k)):
                continue
            cands: list[tuple[str, Any]] = []
            seen = set()
            for name in a["from"]:
                for iid in piles[name]:
                    if self._matches(iid, match) and (name, self.defs[iid].id) not in seen:
                        seen.add((name, self.defs[iid].id))
                        where = _PILE_NAMES.get(name, name)
                        cands.append((f"{self.card_name(iid)} (from the {where})", (name, iid)))
            if a.get("up_to") or a.get("optional"):
                cands.append(("take no more cards", None))
            v = self._ask(fr, ("t", k), cands)
            if v is WAIT:
                return WAIT
            if v is None:
                if k == 0 and a.get("to") == "held":
                    fr.it = None
                break
            name, iid = v
            piles[name].remove(iid)
            to = a.get("to", "hand")
            self.events.append(("take", p.seat, iid, to))
            if to == "hand":
                p.hand.append(iid)
            elif to == "villain_deck":
                p.deck.append(iid)
                shuffle(self.rng, p.deck)
            elif to == "fate_deck_top":
                p.fate_deck.append(iid)
            else:
                self.limbo.add(iid)
                fr.held.append(iid)
                fr.it = iid
            fr.scratch[("did", k)] = True
        return True

    def _e_find_card(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        cid = a["card"]
        fr.it = None
        for iid in self.realm_cards(fr.owner):
            if self.defs[iid].id == cid:
                for x in self.attached_to(iid):
                    if self.defs[iid].type == "hero":
                        self._to_discard(x, "found Hero loses its Items")
                fr.it = iid
                fr.found = iid
                self.events.append(("find", p.seat, iid, "realm"))
                return True
        card = p.villain.cards.get(cid)
        if card is None:
            return True
        deck, disc = self._pile(p, card.deck)
        for pile, where in ((disc, "discard"), (deck, "deck")):
            for iid in pile:
                if self.defs[iid].id == cid:
                    pile.remove(iid)
                    if where == "deck":
                        shuffle(self.rng, pile)
                    self.limbo.add(iid)
                    fr.held.append(iid)
                    fr.it = iid
                    self.events.append(("find", p.seat, iid, where))
                    return True
        return True

    def _e_play_to(self, fr: Frame, a: Any) -> Any:
        tg = self._select(fr, a["target"])
        if not tg:
            return True
        iid = tg[0]
        d = self.defs[iid]
        if iid not in self.limbo and not (self.in_realm(iid) and iid == fr.found):
            return True
        dests = self._dests(fr, a.get("to", "any_unlocked"), None, a.get("ignore_lock", False))
        if self.in_realm(iid):
            dests = self._dests(fr, a.get("to", "any_unlocked"), None, a.get("ignore_lock", False))
        dests = [li for li in dests if not self._blocked_play(fr.owner, d, li)]
        v = self._ask(
            fr, "dest", [(self.players[fr.owner].villain.locations[li].name, li) for li in dests]
        )
        if v is WAIT:
            return WAIT
        if v is None:
            return True
        if a.get("discard_other_revealed"):
            for o in fr.scratch.get("revealed", []):
                if o != iid and o in self.limbo:
                    self.limbo.discard(o)
                    self._discard_pile(o).append(o)
                    self.events.append(("discard", fr.owner, o, "revealed with it"))
        self._remove(iid)
        if iid in fr.held:
            fr.held.remove(iid)
        self.events.append(("play", fr.owner, iid, v, -1))
        self._put_into_play(fr.owner, fr.chooser, iid, v, -1)
        return True

    def _e_play_from_hand(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        opts: list[tuple[str, Any]] = []
        for iid in p.hand:
            if self.defs[iid].type != a.get("type"):
                continue
            for li, h in self._placements(fr.owner, self.defs[iid], False):
                opts.append(
                    (
                        f"{self.card_name(iid)} {self._place_label(fr.owner, li, h)}".rstrip(),
                        (iid, li, h),
                    )
                )
        opts.append(("play no card", None))
        v = self._ask(fr, "pfh", opts)
        if v is WAIT:
            return WAIT
        if v is None:
            return True
        iid, li, h = v
        if not a.get("free"):
            cost = self.card_cost(p, iid, h)
            if cost > p.power:
                return True
            p.power -= cost
        p.hand.remove(iid)
        self.events.append(("play", fr.owner, iid, li, h))
        self._put_into_play(fr.owner, fr.owner, iid, li, h)
        return True

    def _move_effect(self, fr: Frame, a: Any, kinds: tuple[str, ...]) -> Any:
        sel = a["target"]
        lk = self.players[fr.owner].locked
        if (
            isinstance(sel, dict)
            and sel.get("where") == "chosen_location"
            and "chosen_location" not in fr.scratch
        ):
            v = self._ask(
                fr,
                "chosen_location",
                [
                    (self.players[fr.owner].villain.locations[li].name, li)
                    for li in range(4)
                    if li not in lk
                ],
            )
            if v is WAIT:
                return WAIT
        cands = [
            c
            for c in self._select(fr, sel)
            if self.defs[c].type in kinds and c not in self.host and self.loc_of(c) not in lk
        ]
        if "ally" in kinds:
            cands = [c for c in cands if self.defs[c].placement != "top"]
        power = self.players[fr.owner].power
        cands = [c for c in cands if self._aim_extra(fr, c) <= power]  # King Triton
        every = isinstance(sel, dict) and sel.get("all")
        if every:
            # "move each Hero there": the Heroes are those there when the effect starts; the
            # list is kept, so a Hero moved away does not shift the later answers onto others
            if "mvc" not in fr.scratch:
                fr.scratch["mvc"] = cands
            moves: list[Any] = fr.scratch["mvc"]
        else:
            moves = [None]
        for k, c in enumerate(moves):
            if fr.scratch.get(("did", k)):
                continue
            if c is not None and not self.in_realm(c):
                continue
            if c is None:
                opts: list[tuple[str, Any]] = []
                for x in cands:
                    for li in self._dests(fr, a["to"], x):
                        opts.append(
                            (
                                f"{self.card_name(x)} to {self.players[fr.owner].villain.locations[li].name}",
                                (x, li),
                            )
                        )
            else:
                opts = [
                    (
                        f"{self.card_name(c)} to {self.players[fr.owner].villain.locations[li].name}",
                        (c, li),
                    )
                    for li in self._dests(fr, a["to"], c)
                ]
                if a.get("optional") or every:
                    opts.append((f"leave {self.card_name(c)}", None))
            v = self._ask(fr, ("mv", k), opts)
            if v is WAIT:
                return WAIT
            fr.scratch[("did", k)] = True
            if v is None:
                continue
            x, li = v
            if self.in_realm(x) and x not in self.host and self.loc_of(x) != li:
                self._pay_aim(fr, x)
                self._move_card(fr.owner, x, li)
                fr.it = x
        return True

    def _e_move_hero(self, fr: Frame, a: Any) -> Any:
        return self._move_effect(fr, a, ("hero",))

    def _e_move_ally(self, fr: Frame, a: Any) -> Any:
        return self._move_effect(fr, a, ("ally", "item"))

    def _e_move_villain(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        dests = [li for li in range(4) if li not in p.locked and li != p.loc]
        v = self._ask(fr, "mvv", [(p.villain.locations[li].name, li) for li in dests])
        if v is WAIT:
            return WAIT
        if v is not None:
            self._move_villain(fr.owner, v)
        return True

    def _e_move_lock(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        lock = p.villain.lock
        if not lock or lock["kind"] != "toggle":
            return True
        # the card text: "move the Lock Token to either Ursula's Lair or The Palace", with no
        # exception for the Mover's location; V-S6 only forbids moving *to* a locked location,
        # so a Mover on it leaves by the normal move of her next turn
        ends = [p.villain.loc_index(x) for x in lock["toggle_between"]]
        v = self._ask(fr, "lock", [(f"lock {p.villain.locations[li].name}", li) for li in ends])
        if v is WAIT:
            return WAIT
        if v not in p.locked:
            p.locked = {v}
            self.events.append(("lock_moved", p.seat, v))
        return True

    def _e_defeat_hero(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        pay = a.get("pay")
        cands = [c for c in self._select(fr, a["target"]) if self.defs[c].type == "hero"]
        forced = a["target"] in ("host", "self", "it")
        if not forced:
            cands = [
                c
                for c in cands
                if self._hero_defeatable(fr.owner, c) and self.loc_of(c) not in p.locked
            ]
        cands = [c for c in cands if self._aim_extra(fr, c) <= p.power]
        if pay:
            pool = pay["pool"]
            have = p.power if pool == "power" else p.poison
            cands = [
                c
                for c in cands
                if max(0, self.strength(c)) + (self._aim_extra(fr, c) if pool == "power" else 0)
                <= have
            ]
        # the card text is mandatory ("choose a Hero ... to defeat it"): once played with a
        # Hero it can pay for, a Hero is defeated (with none it cannot be played at all)
        opts: list[tuple[str, Any]] = [(self.card_name(c), c) for c in cands]
        v = self._ask(fr, "target", opts)
        if v is WAIT:
            return WAIT
        if v is None or not self.in_realm(v):
            return True
        self._pay_aim(fr, v)
        if pay:
            amt = max(0, self.strength(v))
            if pay["pool"] == "power":
                p.power -= amt
            else:
                p.poison -= amt
            self.events.append(("pay", p.seat, amt, pay["pool"]))
        self._defeat(fr.owner, v)
        return True

    def _e_discard_card(self, fr: Frame, a: Any) -> Any:
        sel = a["target"]
        cands = [
            c
            for c in self._select(fr, sel)
            if self.defs[c].type in ("ally", "item") or sel == "self"
        ]
        v = self._ask(fr, "target", [(self.card_name(c), c) for c in cands])
        if v is WAIT:
            return WAIT
        if v is None or not self.in_realm(v):
            return True
        fr.it = v
        self._last_it_strength = max(0, self.strength(v)) if self.defs[v].type == "ally" else 0
        self._to_discard(v, self.card_name(fr.source) if isinstance(fr.source, int) else "")
        return True

    def _e_attach(self, fr: Frame, a: Any) -> Any:
        items = self._select(fr, a["item"])
        if a["item"] == "it" and fr.it is not None:
            items = [fr.it]
        if a["item"] == "self" and isinstance(fr.source, int):
            items = [fr.source]
        hosts_sel = a["to"]
        hosts = self._select(fr, hosts_sel)
        if hosts_sel == "it" and fr.it is not None:
            hosts = [fr.it]
        lk = self.players[fr.owner].locked
        hosts = [
            h for h in hosts if self.in_realm(h) and self.loc_of(h) not in lk and h not in items
        ]
        if (
            isinstance(fr.source, int)
            and a["item"] == "self"
            and self.defs[fr.source].triggered("on_defeat")
        ):
            hosts = [h for h in hosts if h != self.host.get(fr.source)]
        items = [i for i in items if self.in_realm(i) or i in self.limbo]
        opts = [
            (f"{self.card_name(i)} on {self.card_name(h)}", (i, h)) for i in items for h in hosts
        ]
        v = self._ask(fr, "attach", opts)
        if v is WAIT:
            return WAIT
        if v is None:
            return True
        i, h = v
        self._remove(i)
        if i in fr.held:
            fr.held.remove(i)
        self.host[i] = h
        self._srev[self.owner[i]] += 1
        if i == fr.source:
            fr.kept = True
        self.events.append(("attach", fr.owner, i, h))
        return True

    def _e_detach(self, fr: Frame, a: Any) -> Any:
        fr.kept = True
        return True

    def _e_strength_token(self, fr: Frame, a: Any) -> Any:
        sel = a["target"]
        cands = self._select(fr, sel)
        if isinstance(sel, dict) and sel.get("all"):
            for c in cands:
                self.tokens[c] = self.tokens.get(c, 0) + a.get("amount", 1) * a.get("count", 1)
            if cands:
                self.events.append(
                    ("tokens", fr.owner, tuple(cands), a.get("amount", 1) * a.get("count", 1))
                )
            return True
        v = self._ask(fr, "target", [(self.card_name(c), c) for c in cands])
        if v is WAIT:
            return WAIT
        if v is None:
            return True
        if a.get("remove_all"):
            self.tokens.pop(v, None)
            self.events.append(("tokens_removed", fr.owner, v))
            return True
        n = a.get("count", 1)
        if a.get("up_to") and n > 1:
            k = self._ask(
                fr, "n", [(f"{j} token{'' if j == 1 else 's'}", j) for j in range(n, -1, -1)]
            )
            if k is WAIT:
                return WAIT
            n = k
        if n:
            self.tokens[v] = self.tokens.get(v, 0) + a.get("amount", 1) * n
            self.events.append(("tokens", fr.owner, (v,), a.get("amount", 1) * n))
        return True

    def _e_strength_modifier(self, fr: Frame, a: Any) -> Any:
        if fr.it is not None and self.in_realm(fr.it):
            self.players[fr.owner].temp_mods.append((fr.it, a.get("amount", 0)))
            self.events.append(("modifier", fr.owner, fr.it, a.get("amount", 0)))
        return True

    def _e_take_action(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        g = {
            "from": a["from"],
            "left": "all" if a.get("count", 1) == "all" else a.get("count", 1),
            "except": [str(x) for x in a.get("except", [])],
            "ignore_lock": bool(a.get("ignore_lock")),
        }
        p.grants.append(g)
        self.events.append(("grant", p.seat, a["from"]))
        return True

    def _e_may_stay_next_turn(self, fr: Frame, a: Any) -> Any:
        self.players[fr.owner].may_stay = True
        return True

    def _e_treasure_place(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        if not p.treasure_supply:
            return True
        sel = a["target"]
        cands = [
            c
            for c in self._select(fr, sel)
            if self.defs[c].type == "hero" and c not in p.treasure_on
        ]
        v = self._ask(fr, "target", [(self.card_name(c), c) for c in cands])
        if v is WAIT:
            return WAIT
        if v is None or not self.in_realm(v):
            return True
        tok = p.treasure_supply.pop()
        p.treasure_on[v] = [tok, False]
        self._srev[p.seat] += 1
        self.events.append(("treasure_placed", p.seat, v))
        return True

    def _e_treasure_reveal(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        cands = [
            c
            for c in self._select(fr, a["target"])
            if c in p.treasure_on and not p.treasure_on[c][1]
        ]
        v = self._ask(fr, "target", [(self.card_name(c), c) for c in cands])
        if v is WAIT:
            return WAIT
        if v is None:
            return True
        p.treasure_on[v][1] = True
        self._srev[p.seat] += 1
        tok = p.treasure_on[v][0]
        self.events.append(("treasure_revealed", p.seat, v, tok))
        for ab in self._token_def(p.seat, tok).triggered("on_reveal"):
            self._push_ability(p.seat, p.seat, tok, ab)
        return True

    def _e_treasure_swap(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        with_tok = [h for h in self.heroes(fr.owner) if h in p.treasure_on]
        without = [h for h in self.heroes(fr.owner) if h not in p.treasure_on]
        opts: list[tuple[str, Any]] = []
        for x, y in itertools.combinations(with_tok, 2):
            opts.append((f"swap {self.card_name(x)} and {self.card_name(y)}", (x, y)))
        if a.get("allow_move"):
            for x in with_tok:
                for y in without:
                    opts.append((f"move from {self.card_name(x)} to {self.card_name(y)}", (x, y)))
        v = self._ask(fr, "swap", opts)
        if v is WAIT:
            return WAIT
        if v is None:
            return True
        x, y = v
        tx, ty = p.treasure_on.pop(x, None), p.treasure_on.pop(y, None)
        self._srev[p.seat] += 1
        if tx is not None:
            p.treasure_on[y] = tx
            self._srev[p.seat] += 1
        if ty is not None:
            p.treasure_on[x] = ty
            self._srev[p.seat] += 1
        self.events.append(("treasure_swapped", p.seat, x, y))
        return True

    def _e_treasure_shuffle_back(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        cands = [c for c in self._select(fr, a["target"]) if c in p.treasure_on]
        v = self._ask(fr, "target", [(self.card_name(c), c) for c in cands])
        if v is WAIT:
            return WAIT
        if v is None:
            return True
        tok = p.treasure_on.pop(v)
        self._srev[p.seat] += 1
        self._treasure_back(p.seat, tok[0])
        return True

    def _e_maui_play_top(self, fr: Frame, a: Any) -> Any:
        """Reveal the top Maui card and play it (or, if optional, discard it); repeat ``count``."""
        p = self.players[fr.owner]
        if "mc" not in fr.scratch:
            iid = self._draw_from(p, "maui")
            fr.scratch["mc"] = iid
            if iid is None:
                return True
            self.limbo.add(iid)
            self.events.append(("revealed", p.seat, iid))
        iid = fr.scratch["mc"]
        if iid is None or iid not in self.limbo:
            return True
        play: Any = True
        if a.get("optional"):
            play = self._ask(
                fr,
                "maui",
                [(f"play {self.card_name(iid)}", True), (f"discard {self.card_name(iid)}", False)],
            )
            if play is WAIT:
                return WAIT
        self.limbo.discard(iid)
        cnt = a.get("count", 1)
        if cnt > 1:  # the next card is revealed after this one resolves
            fr.effects.insert(fr.i + 1, {"maui_play_top": {**a, "count": cnt - 1}})
        if play:
            self.events.append(("play", p.seat, iid, -1, -1))
            self._put_into_play(p.seat, p.seat, iid, -1, -1)
        else:
            p.maui_discard.append(iid)
            self.events.append(("discard", p.seat, iid, "Maui card not played"))
        return True

    def _e_choose_one(self, fr: Frame, a: Any) -> Any:
        v = self._ask(fr, "one", [(effects_text(opt), j) for j, opt in enumerate(a)])
        if v is WAIT:
            return WAIT
        fr.effects[fr.i + 1 : fr.i + 1] = list(a[v])
        return True

    def _e_branch(self, fr: Frame, a: Any) -> Any:
        host = self.host.get(fr.source) if isinstance(fr.source, int) else None
        ok = self.cond(a["if"], fr.owner, fr.source, host, fr.target)
        fr.effects[fr.i + 1 : fr.i + 1] = list(a["then"] if ok else a.get("else", []))
        return True

    def _e_until_next_turn(self, fr: Frame, a: Any) -> Any:
        ((ev, _),) = a["event"].items()
        self.players[fr.owner].watchers.append((ev, list(a["effects"]), fr.source))
        return True

    def _e_maccus(self, fr: Frame, a: Any) -> Any:
        others = [o for o in a["others"] if self.in_realm(o)]
        opts = [(f"discard {self.card_name(o)} instead", o) for o in others]
        opts.append((f"discard {self.card_name(fr.source)}", fr.source))
        v = self._ask(fr, "maccus", opts)
        if v is WAIT:
            return WAIT
        if self.in_realm(v):
            self._to_discard(v, "used to vanquish")
        return True

    def _e_thunderbolt(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        opts = [
            (f"copy {self.card_name(i)}", i)
            for i in p.ingredients
            if self.defs[i].play_cost <= p.power
        ]
        v = self._ask(fr, "ingredient", opts)
        if v is WAIT:
            return WAIT
        if v is None:
            return True
        p.power -= self.defs[v].play_cost
        self.events.append(("copy", p.seat, v))
        effects = [e for ab in self.defs[v].triggered("on_play") for e in ab["effects"]]
        fr.effects[fr.i + 1 : fr.i + 1] = effects
        return True

    def _e_beetle(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        allies = self.allies(fr.owner)
        shuffle(self.rng, allies)
        open_locs = [li for li in range(4) if li not in p.locked]
        if not allies or not open_locs:
            return True
        for al in allies:
            if self.loc_of(al) in p.locked:
                continue
        movable = [al for al in allies if self.loc_of(al) not in p.locked]
        start = self.rng.randrange(len(open_locs))
        for k, al in enumerate(movable):
            li = open_locs[(start + k) % len(open_locs)]
            if self.at[al] != li:
                self._move_card(fr.owner, al, li)
        self.events.append(("redistribute", p.seat, len(movable)))
        return True

    # -- the public contract: pending decisions, action facts, the table as data ------------
    @property
    def pending_decision(self) -> PendingDecision | None:
        """The question the rules put to :attr:`current_player` now, or None.

        A frozen :class:`~toolkit.core.contract.PendingDecision`: who decides, the card
        that asks, and every answer as an :class:`~toolkit.core.contract.Option` with its
        action, a plain-words label and the card or location it names. While it is not
        None, :meth:`legal_actions` lists exactly its options' actions.

        Examples
        --------
        >>> game = VillainousGame.new(seed=1, villains=["ursula", "davy_jones"])
        >>> game.pending_decision is None
        True
        """
        from toolkit.villainous.facts import pending_decision

        return pending_decision(self)

    def pending_decision_in(self, lang: str = "en") -> PendingDecision | None:
        """:attr:`pending_decision` with its prompt and option labels in ``lang`` (en, es, it).

        Examples
        --------
        >>> game = VillainousGame.new(seed=1, villains=["ursula", "davy_jones"])
        >>> game.pending_decision_in("it") is None
        True
        """
        from toolkit.villainous.facts import pending_decision

        return pending_decision(self, lang)

    def action_info(self, action: Action, lang: str = "en") -> ActionInfo:
        """What a legal ``action`` plays, uses, targets and costs, as structured fields.

        ``card`` is the card instance played, activated, moved or discarded;
        ``target_card`` the Hero vanquished or the host an Item is attached to;
        ``target_player`` the opponent a Fate action aims at; ``location`` the printed
        name of the location moved to or played at; ``cost`` is in ``"power"``. ``extra``
        names the action symbol used (``symbol``, ``symbol_location``) and kind-specific
        facts (``gain``, ``poison``, ``from``, ``discard_instead``).

        Raises
        ------
        IllegalActionError
            If ``action`` is not legal now.

        Examples
        --------
        >>> game = VillainousGame.new(seed=1, villains=["captain_hook", "ursula"])
        >>> game.action_info(game.legal_actions()[0]).location
        'Skull Rock'
        """
        from toolkit.villainous.facts import action_info

        return action_info(self, action, lang)

    def find_action(
        self,
        kind: str,
        *,
        card: int | None = None,
        location: str | int | None = None,
        target: int | None = None,
    ) -> Action:
        """The legal action of ``kind`` for ``card`` at ``location`` aimed at ``target``.

        Actions name action symbols by internal codes; this builds an action from what a
        player sees instead. ``location`` is a printed name, a data id or 0 to 3;
        ``target`` a card instance (a Hero to vanquish, a host) or a seat (Fate). When
        several symbols allow the same move, the first listed is returned.

        Raises
        ------
        IllegalActionError
            If no legal action matches.

        Examples
        --------
        >>> game = VillainousGame.new(seed=1, villains=["captain_hook", "ursula"])
        >>> game.find_action("move", location="Mermaid Lagoon")
        Action(kind='move', args=(2,))
        """
        from toolkit.villainous.facts import find_action

        return find_action(self, kind, card=card, location=location, target=target)

    def state_dict(self) -> dict[str, Any]:
        """A deterministic, JSON-serialisable snapshot of everything on the table.

        The layout (``version`` 1) is documented in ``docs/villainous-rules.md``: the turn,
        phase and active seat; per player the villain, Power, Poison, Mover location,
        every pile in order (cards as ``{"id": instance, "card": design id}``), the Realm
        location by location with its lock, Treasures and the turn's bookkeeping; the
        attached cards, Strength tokens, set-aside cards, the pending decision, the
        abilities being resolved, the Condition triggers of the current action, and a
        digest of the shuffler's state. Two games with equal snapshots are in the same
        position.

        Examples
        --------
        >>> import json
        >>> game = VillainousGame.new(seed=1, villains=["ursula", "davy_jones"])
        >>> json.loads(json.dumps(game.state_dict())) == game.state_dict()
        True
        """
        from toolkit.villainous.facts import state_dict

        return state_dict(self)

    def _repr_html_(self) -> str:
        """The table drawn in Jupyter (teacher's view); see :mod:`toolkit.html.villainous`."""
        from toolkit.html.villainous import state_html

        return state_html(self)

    def __repr__(self) -> str:
        names = " vs ".join(self.names)
        if self.over:
            won = " and ".join(self.names[w] for w in self._winners) or "nobody"
            return f"<VillainousGame {names}: over in turn {self._turn}, {won} won>"
        return (
            f"<VillainousGame {names}: turn {self._turn}, "
            f"{self.names[self.current_player]} to act ({self.phase})>"
        )

    def instance(self, seat: int, card_id: str, zone: str | None = None, n: int = 0) -> int:
        """The instance id of the ``n``-th copy of design ``card_id`` owned by ``seat``.

        ``zone`` narrows the search: ``"realm"``, a location's printed name or data id, or
        a pile (``hand``, ``deck``, ``discard``, ``fate_deck``, ``fate_discard``,
        ``maui_deck``, ``maui_discard``, ``ingredients``). Without it the copies in the
        Realm come first, then the hand, the Ingredients, the discard piles, then the
        rest, so that a position's cards are found before the copies still in a deck.

        Raises
        ------
        KeyError
            If there is no such copy there.

        Examples
        --------
        >>> game = VillainousGame.from_position(
        ...     {"players": [{"hand": ["swashbuckler"]}]}, villains=["captain_hook", "ursula"])
        >>> game.instance(0, "swashbuckler", "hand") in game.players[0].hand
        True
        """
        p = self.players[seat]
        piles = {
            "hand": p.hand,
            "deck": p.deck,
            "discard": p.discard,
            "fate_deck": p.fate_deck,
            "fate_discard": p.fate_discard,
            "maui_deck": p.maui_deck,
            "maui_discard": p.maui_discard,
            "ingredients": p.ingredients,
        }
        where: list[int]
        if zone is None:
            where = [*self.realm_cards(seat), *p.hand, *p.ingredients, *p.discard]
            where += p.fate_discard + p.maui_discard
            seen = set(where)
            where += [
                i
                for i in range(len(self.defs))
                if self.owner[i] == seat and i not in seen and self.defs[i].id == card_id
            ]
        elif zone == "realm":
            where = list(self.realm_cards(seat))
        elif zone in piles:
            where = list(piles[zone])
        else:
            li = next(
                (k for k, loc in enumerate(p.villain.locations) if zone in (loc.name, loc.id)),
                -1,
            )
            if li < 0:
                raise KeyError(f"no zone {zone!r}: a pile, 'realm' or a location of the Realm")
            where = [i for i in self.realm_cards(seat) if self.loc_of(i) == li]
        hits = [i for i in where if self.defs[i].id == card_id]
        if not 0 <= n < len(hits):
            raise KeyError(
                f"{self.names[seat]} has {len(hits)} cop{'y' if len(hits) == 1 else 'ies'} "
                f"of {card_id!r} in {zone or 'the game'}, so no copy number {n}"
            )
        return hits[n]

    def slot_symbol(self, slot: str) -> tuple[str, int | None] | None:
        """The symbol an available action slot gives and the location it is printed at
        (None for a slot that is not available now)."""
        for sid, base, sym, _cov in self.slots():
            if sid != slot:
                continue
            li: int | None = None
            if base[:1] == "L" and base[1:2].isdigit():
                li = int(base[1])
            elif base[:1] == "A" and base[1:].isdigit():
                li = self.loc_of(int(base[1:]))
            return sym.split(":")[0], li
        return None

    def slot_power(self, slot: str) -> int:
        """How much Power an available Gain Power slot gives (0 for any other slot)."""
        for sid, _base, sym, _cov in self.slots():
            if sid == slot and sym.startswith("gain_power:"):
                return int(sym.split(":")[1])
        return 0

    def alternative_payment(self, seat: int, iid: int) -> int | None:
        """The card in ``seat``'s Realm that may be discarded instead of paying for ``iid``."""
        return self._map_alternative(self.players[seat], iid)

    def action_cost(self, seat: int, symbol: str) -> int:
        """The extra Power ``seat`` pays to take an action symbol (Bashful's Brew Poison)."""
        return self._action_cost(seat, symbol)

    def token_name(self, seat: int, tok: str) -> str:
        """The printed name of one of ``seat``'s Treasure tokens."""
        return str(self._token_def(seat, tok).name)

    # -- text ---------------------------------------------------------------------------
    def card_name(self, iid: Any) -> str:
        if isinstance(iid, int) and 0 <= iid < len(self.defs):
            return self.defs[iid].name
        return str(iid)

    def loc_name(self, seat: int, li: int) -> str:
        return self.players[seat].villain.locations[li].name if 0 <= li < 4 else "-"

    def describe_pending(self, lang: str = "en") -> str:
        """What the pending decision asks, in words of ``lang`` (en, es, it)."""
        from toolkit.villainous.text import describe_pending

        return describe_pending(self, lang)

    def short_action(self, action: Action, lang: str = "en") -> str:
        """A few words for ``action``, for a list of the legal actions, in ``lang``."""
        from toolkit.villainous.text import short_action

        return short_action(self, action, lang)

    def describe_action(self, action: Action, lang: str = "en") -> str:
        """What ``action`` does, for the player to act now, in ``lang`` (en, es, it).

        Examples
        --------
        >>> game = VillainousGame.new(seed=1, villains=["captain_hook", "ursula"])
        >>> game.describe_action(game.legal_actions()[0], "es")
        'Captain Hook se mueve a Skull Rock'
        """
        from toolkit.villainous.text import describe_action

        return describe_action(self, action, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str:
        """A sentence for an event of this game, in ``lang`` (en, es, it)."""
        from toolkit.villainous.text import describe_event

        return describe_event(self, event, lang)

    def text(self, lang: str = "en") -> str:
        """The table as text (what ``str(game)`` prints), in ``lang`` (en, es, it)."""
        from toolkit.villainous.text import state_text

        return state_text(self, lang)

    def __str__(self) -> str:
        return self.text()
