"""What the Villainous heuristic bot reads of the table, memoised for one decision.

The first layer of :class:`~toolkit.villainous.bots.HeuristicBot` (the layers:
this view, the Treasure hunt terms in :mod:`toolkit.villainous.bots_treasure`, the
action scores in :mod:`toolkit.villainous.bots_score`, the choosers in
:mod:`toolkit.villainous.bots`). Each seat's :class:`~toolkit.villainous.playbook.
VillainPlan` says which cards play which role; nothing here names a card.

Examples
--------
>>> from toolkit.villainous.engine import VillainousGame
>>> game = VillainousGame.new(3, villains=["ursula", "captain_hook"])
>>> view = BotView()
>>> view._refresh(game)
True
>>> view._plans[1].quarry == game.players[1].villain.objective["hero"]
True
"""

from __future__ import annotations

import math
from typing import Final, NamedTuple

from toolkit.core.bots import Bot
from toolkit.villainous.carddef import CardDef, VillainDef
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.playbook import VillainPlan, plan_for
from toolkit.villainous.state import PlayerState


class Symbol(NamedTuple):
    """An action symbol of a location, read once: the symbol as written, its name, whether
    it is a Vanquish, its amount when it gains Power (0 otherwise) and a small number
    that stands for the symbol as written (the same for every board of the process)."""

    sym: str
    name: str
    vanquish: bool
    power: int
    code: int


_SYMBOL_CODES: dict[str, int] = {}
"""Each symbol as written seen so far -> its :attr:`Symbol.code`, in order of first sight."""

SYMBOL_MEMO: Final = 60
"""Symbols with a code below this have their values kept per seat and decision (one
bit each of :attr:`_SeatMemo.sym_known`); any other is valued each time it is asked."""


def _symbol(sym: str) -> Symbol:
    name, _, amount = sym.partition(":")
    code = _SYMBOL_CODES.setdefault(sym, len(_SYMBOL_CODES))
    power = int(amount) if name == "gain_power" else 0
    return Symbol(sym, name, name == "vanquish", power, code)


class Board:
    """A villain's board as the bot reads it, per location: its bottom symbols and its
    bottom and top ones (``symbols``), and what its top (coverable) symbols are worth to
    its owner when uncovered (``top_value``: Power gained at face value, any other
    symbol 1.5). Read from the villain's design, which never changes."""

    __slots__ = ("symbols", "top_value")

    def __init__(self, v: VillainDef) -> None:
        self.symbols: list[tuple[tuple[Symbol, ...], tuple[Symbol, ...]]] = []
        self.top_value: list[float] = []
        for loc in v.locations:
            bottom = tuple(_symbol(s) for s in loc.bottom)
            self.symbols.append((bottom, bottom + tuple(_symbol(s) for s in loc.top)))
            val = 0.0
            for s in loc.top:
                name, _, amount = s.partition(":")
                val += int(amount) if name == "gain_power" else 1.5
            self.top_value.append(val)


_BOARDS: dict[VillainDef, Board] = {}


def board_of(v: VillainDef) -> Board:
    """The :class:`Board` of villain ``v``, read once per process: a villain design is
    loaded once and never changed, so nothing invalidates it (a test compares it with a
    freshly read one)."""
    hit = _BOARDS.get(v)
    if hit is None:
        hit = _BOARDS[v] = Board(v)
    return hit


_BASES: dict[VillainPlan, dict[CardDef, float]] = {}


def base_table(plan: VillainPlan) -> dict[CardDef, float]:
    """The values of card designs in play for the villain of ``plan`` (design ->
    :func:`plan_value`), filled as designs are asked and kept for the process: a plan
    and a design never change, so nothing invalidates an entry (a test compares the
    kept values with fresh ones)."""
    hit = _BASES.get(plan)
    if hit is None:
        hit = _BASES[plan] = {}
    return hit


def plan_value(plan: VillainPlan, d: CardDef) -> float:
    """How much the villain of ``plan`` wants card ``d`` in play, before its cost: the
    playbook's value, else one by card type (Allies by Strength)."""
    hit = plan.value.get(d.id)
    if hit is None:
        if d.type == "ally":
            hit = 2.0 + 0.6 * (d.strength or 0)
        elif d.type == "item":
            hit = 2.0
        else:
            hit = 1.5
    return hit


class _SeatMemo:
    """The scoring inputs about one seat at one decision (see :class:`HeuristicBot`).

    Each starts unknown (None, a flag off or a bit of a mask clear) and is filled when
    first asked. The record belongs to the decision numbered ``stamp``: asked at a later
    decision (:meth:`BotView._seat_memo`), it is emptied first, so no answer outlives
    its decision. A record per seat with typed fields costs less than a dict per input
    emptied at every decision.
    """

    __slots__ = (
        "ally_known",
        "ally_str",
        "bc_any",
        "carriers",
        "chase",
        "fd_locs",
        "find",
        "has_swap",
        "has_threat",
        "has_vq",
        "place",
        "place_known",
        "stamp",
        "swap",
        "sym_known",
        "sym_vals",
        "threat",
        "vq_value",
    )

    def __init__(self) -> None:
        self.ally_str = [0, 0, 0, 0]  # per location, valid where ally_known has the bit
        self.place = [0.0, 0.0, 0.0, 0.0]  # per location, valid where place_known has it
        self.sym_vals = [0.0] * SYMBOL_MEMO  # per symbol code, valid where sym_known has it
        self.reset(-1)

    def reset(self, stamp: int) -> None:
        """Forget every input: the record now belongs to decision ``stamp``."""
        self.stamp = stamp
        self.find: dict[str, list[int]] | None = None
        self.ally_known = 0
        self.place_known = 0
        self.sym_known = 0
        self.fd_locs: set[int] | None = None
        self.carriers: tuple[list[int], list[int]] | None = None
        self.has_threat = False
        self.threat = 0.0
        self.has_vq = False
        self.vq_value = 0.0
        self.has_swap = False
        self.swap = 0.0
        self.bc_any = -1  # -1 unknown, else 0 or 1
        self.chase = -1


class _DecisionMemo:
    """The scoring inputs of one decision (see :class:`HeuristicBot`), each valid for the
    decision numbered ``stamp`` only, which :meth:`clear` moves on.

    A table per card instance (Strength) or design (dead in hand) holds an entry with
    the number of the decision it was filled at, and is read only at that decision; the
    seats' inputs are a :class:`_SeatMemo` each, emptied the same way; the other tables
    (play scores, readiness) are emptied by :meth:`clear`.
    """

    __slots__ = (
        "dead_at",
        "dead_val",
        "play_keys",
        "play_n",
        "play_vals",
        "ready",
        "seats",
        "stamp",
        "str_at",
        "str_val",
    )

    def __init__(self) -> None:
        self.stamp = 0
        self.str_at: list[int] = []  # per card instance: the decision its Strength is of
        self.str_val: list[int] = []
        self.dead_at: list[int] = []  # per design (its first instance), likewise
        self.dead_val: list[bool] = []
        # (design, host, location, payment) codes (see ActionScores._play_score) and
        # their scores: a decision offers a few plays, so a list is searched. Only the
        # first ``play_n`` entries belong to the decision; the lists are kept and
        # written over, so that a decision allocates nothing for them
        self.play_keys: list[int] = []
        self.play_vals: list[float] = []
        self.play_n = 0
        self.ready: dict[int, bool] = {}
        self.seats: list[_SeatMemo] = []

    def fit(self, cards: int, seats: int) -> None:
        """Make the tables for a game of ``cards`` card instances and ``seats`` seats."""
        self.str_at = [-1] * cards
        self.str_val = [0] * cards
        self.dead_at = [-1] * cards
        self.dead_val = [False] * cards
        self.seats = [_SeatMemo() for _ in range(seats)]

    def clear(self) -> None:
        """Move on to the next decision: forget every input kept."""
        self.stamp += 1
        # only the tables that were filled; written out so that each call is a native
        # one in the compiled build
        self.play_n = 0
        if self.ready:
            self.ready.clear()


class BotView(Bot):
    """The memoised look-ups of the heuristic bot, and each seat's villain plan.

    ``self._memo`` holds what is valid for the current decision (cleared by
    ``choose``); per-card base values and board symbols never change and are kept
    for the bot's lifetime; ``self._plans`` holds each seat's plan, found again only
    when the bot is handed another game.
    """

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._memo = _DecisionMemo()
        self._base_of: list[dict[CardDef, float]] = []  # per seat, see base_table
        # per card instance of the game: 1 if it adds a Vanquish action, 0 if not, -1 until
        # asked (see _adds_vanquish)
        self._adds_vq: list[int] = []
        self._table: list[PlayerState] | None = None
        self._plans: list[VillainPlan] = []
        self._boards: list[Board] = []  # per seat
        # per card instance of the game: one instance of its design that stands for it
        # (-1 until asked; the game makes every card at set-up, so this holds for the
        # whole game), see _design
        self._design_ix: list[int] = []
        self._design_first: dict[CardDef, int] = {}
        # per seat and design (as _design_ix numbers it), what a card in hand being dead
        # turns on (bots_score.ActionScores._dead_kind; -1 until asked): read from the
        # design and the seat's plan, which never change, so it holds for the whole game
        self._dead_kinds: list[list[int]] = []
        # per seat and design (as _design_ix numbers it), _card_base's answer (NaN until
        # asked): a list read by index in front of the per-plan table, which never changes
        self._bases: list[list[float]] = []

    def _refresh(self, g: VillainousGame) -> bool:
        """Find each seat's plan and board when the game is not the one seen last (True
        then)."""
        players: list[PlayerState] = g.players
        if players is self._table:
            return False
        self._plans = [plan_for(p.villain) for p in players]
        self._boards = [board_of(p.villain) for p in players]
        self._table = players
        self._memo.fit(len(g.defs), len(players))
        self._base_of = [base_table(plan) for plan in self._plans]
        self._design_ix = [-1] * len(g.defs)
        self._design_first = {}
        self._dead_kinds = [[-1] * len(g.defs) for _ in players]
        self._bases = [[math.nan] * len(g.defs) for _ in players]
        self._adds_vq = [-1] * len(g.defs)
        return True

    # -- memoised look-ups (valid for one decision) -------------------------------------
    def _seat_memo(self, seat: int) -> _SeatMemo:
        """The inputs about ``seat`` kept for the current decision."""
        memo = self._memo
        sm = memo.seats[seat]
        if sm.stamp != memo.stamp:
            sm.reset(memo.stamp)
        return sm

    def _design(self, g: VillainousGame, iid: int) -> int:
        """The instance that stands for the design of card ``iid`` in this game: the
        first one of its copies asked about (a key for what depends on the design)."""
        k = self._design_ix[iid]
        if k < 0:
            k = self._design_first.setdefault(g.defs[iid], iid)
            self._design_ix[iid] = k
        return k

    def _find(self, g: VillainousGame, seat: int, cid: str) -> list[int]:
        """The instances of card ``cid`` in ``seat``'s Realm."""
        sm = self._seat_memo(seat)
        found = sm.find
        if found is None:
            found = sm.find = {}
        hit = found.get(cid)
        if hit is None:
            hit = found[cid] = [i for i in g.realm_cards(seat) if g.defs[i].id == cid]
        return hit

    def _in_hand(self, g: VillainousGame, seat: int, cid: str) -> bool:
        return any(g.defs[i].id == cid for i in g.players[seat].hand)

    def _cost(self, g: VillainousGame, seat: int, iid: int, host: int = -1) -> int:
        """What playing ``iid`` (on ``host``) costs now, with every modifier in force (not
        memoised: a decision rarely asks twice, and the engine reads its cost modifiers
        from the Realm view it keeps)."""
        return g.card_cost(g.players[seat], iid, host)

    def _str(self, g: VillainousGame, iid: int) -> int:
        """The current Strength of a card in a Realm."""
        memo = self._memo
        if iid < 0:
            return g.strength(iid)
        if memo.str_at[iid] == memo.stamp:
            return memo.str_val[iid]
        hit = g.strength(iid)
        memo.str_val[iid] = hit
        memo.str_at[iid] = memo.stamp
        return hit

    def _ally_str(self, g: VillainousGame, seat: int, li: int) -> int:
        """The total Strength of ``seat``'s Allies at location ``li``."""
        if li < 0 or li > 3:
            return sum(self._str(g, a) for a in g.allies(seat, li))
        sm = self._seat_memo(seat)
        bit = 1 << li
        if sm.ally_known & bit:
            return sm.ally_str[li]
        total = sum(self._str(g, a) for a in g.allies(seat, li))
        sm.ally_str[li] = total
        sm.ally_known |= bit
        return total

    def _face_down_locs(self, g: VillainousGame, seat: int) -> set[int]:
        """The locations of the Heroes that carry a face-down Treasure."""
        sm = self._seat_memo(seat)
        hit = sm.fd_locs
        if hit is None:
            tr = g.players[seat].treasure_on
            hit = sm.fd_locs = {g.loc_of(h) for h, t in tr.items() if not t[1]}
        return hit

    def _base_at(self, g: VillainousGame, seat: int, iid: int) -> float:
        """:meth:`_card_base` of the design of card ``iid``, kept per design in a list
        for the game (fixed per design, so nothing invalidates it)."""
        ix = self._design_ix[iid]
        if ix < 0:
            ix = self._design(g, iid)
        bases = self._bases[seat]
        hit = bases[ix]
        if math.isnan(hit):  # not asked yet
            hit = bases[ix] = self._card_base(seat, g.defs[iid])
        return hit

    def _card_base(self, seat: int, d: CardDef) -> float:
        """How much the villain of ``seat`` wants card ``d`` in play, before its cost
        (fixed per design: see :func:`base_table`)."""
        by_card = self._base_of[seat]
        hit = by_card.get(d)
        if hit is None:
            hit = plan_value(self._plans[seat], d)
            by_card[d] = hit
        return hit

    def _adds_vanquish(self, g: VillainousGame, iid: int) -> bool:
        """Whether a card in play gives its location a Vanquish action (Clanker): read
        from its design once per card of the game (``_adds_vq``; a design never changes)."""
        known = self._adds_vq[iid]
        if known < 0:
            known = self._adds_vq[iid] = int(
                any(
                    verb == "add_action" and str(prm.get("symbol")) == "vanquish"
                    for verb, prm in g.defs[iid].statics
                )
            )
        return known == 1

    def _bc_target(self, g: VillainousGame, seat: int, hero: int) -> int | None:
        """The location a contract (Binding Contract) on ``hero`` defeats it at, if it
        carries one."""
        p = g.players[seat]
        family = self._plans[seat].contract_family
        for x in g.attached_to(hero):
            d = g.defs[x]
            if d.family == family and isinstance(d.attaches_to, dict):
                return p.villain.loc_index(d.attaches_to["not_at"])
        return None

    def _top_value(self, g: VillainousGame, seat: int, li: int) -> float:
        """What the top (coverable) symbols of a location are worth to its owner."""
        val = self._boards[seat].top_value[li]
        if g.covered(seat, li):
            val *= 0.3
        return val
