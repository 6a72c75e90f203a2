"""The turn flow: setting up, applying a decision, taking an action symbol, and the
turn steps run until the next decision (the turn layer of the engine).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final, cast

from toolkit.core.actions import Action
from toolkit.core.errors import SetupError
from toolkit.core.game import shuffle
from toolkit.core.phases import Phase
from toolkit.villainous.carddef import CardDef, Effect
from toolkit.villainous.decisions import DECISIONS
from toolkit.villainous.derived import (
    CardAbilities,
    Slot,
    card_abilities,
    card_kind,
    condition_trigger,
    state_condition,
)
from toolkit.villainous.interpreter import Interpreter
from toolkit.villainous.kinds import TAKE, condition_playable, move_targets
from toolkit.villainous.pending import ConditionOffer
from toolkit.villainous.phases import ACT, ENDING, MOVE, PHASES, STARTING
from toolkit.villainous.saved_position import is_saved_position, restore
from toolkit.villainous.state import (
    _UNSET,
    HAND_SIZE,
    START_POWER,
    Frame,
    PlayerState,
    UnsettledTurnError,
)

if TYPE_CHECKING:
    from toolkit.villainous.engine import VillainousGame

_MAX_ROUNDS: Final = 10_000
"""Rounds of :meth:`VillainousGame._settle` (abilities, Conditions, turn steps) one decision
may take; no card text comes near it, so reaching it means the rules cannot settle."""

_NEXT: Final[dict[str, str]] = {name: PHASES.next(name) for name in PHASES.names}
"""The phase after each phase of the table, as a plain mapping read on the hot path."""
_PHASE: Final[dict[str, Phase]] = dict(PHASES.by_name)
"""The phases of the table by name, as a plain mapping read at every round of a settle."""


InstanceFacts = tuple[
    list[CardDef],
    tuple[int, ...],
    tuple[CardAbilities | None, ...],
    tuple[bool, ...],
    tuple[tuple[str, Mapping[str, Any]] | None, ...],
    bool,
]
"""A game's card instances (their designs, by instance id) with what the engine derives
from them once: kind bits, Realm abilities, state Conditions, Condition triggers, and
whether any card but a Hero covers actions."""

_FACTS: Final[dict[tuple[int, ...], InstanceFacts]] = {}
"""The :data:`InstanceFacts` of each line-up of designs, by the identities of the designs
in instance order: games of the same villains derive them once. Nothing invalidates an
entry: designs are immutable and loaded once, and an entry is only used when its designs
are the game's, one by one (the key's identities alone could be reused by new objects)."""


def _instance_facts(defs: list[CardDef]) -> InstanceFacts:
    """The facts derived from the designs ``defs`` of a game's card instances (see
    :data:`_FACTS`)."""
    key = tuple([id(d) for d in defs])
    hit = _FACTS.get(key)
    if hit is not None and hit[0] == defs:  # designs compare by identity
        return hit
    facts: InstanceFacts = (
        list(defs),
        tuple(card_kind(d) for d in defs),
        tuple(card_abilities(i, d) for i, d in enumerate(defs)),
        tuple(state_condition(d) for d in defs),
        tuple(condition_trigger(d) for d in defs),
        any(d.covers_actions for d in defs),
    )
    _FACTS[key] = facts
    return facts


_ZERO: Final = ord("0")


class TurnFlow(Interpreter):
    """The flow of a turn, from a decision to the next one."""

    __slots__ = ()

    def __init__(self, setup: Mapping[str, Any], seed: int) -> None:
        super().__init__(setup, seed)
        if setup is not _UNSET:  # a copy in the making is filled in by __deepcopy__
            self._setup_game()

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
        # immutable per-instance data, shared by clones (and by games of the same line-up)
        facts = _instance_facts(self.defs)
        self._kind, self._abilities, self._state_condition, self._condition_trigger = facts[1:5]
        self._coverers = facts[5]  # non-Hero covering cards
        pos = self.setup.get("position")
        if is_saved_position(pos):  # a whole saved table, in the middle of its turn
            from toolkit.villainous.facts import state_dict

            restore(cast("VillainousGame", self), pos, state_dict)
            return
        if pos is not None:
            self._apply_position(pos)
        exact = {i for i, sp in enumerate((pos or {}).get("players", [])) if "hand" in sp}
        for p in self.players:
            if p.seat not in exact:  # a position's explicit hand is kept as given
                self._draw(p, HAND_SIZE - len(p.hand))  # V-S4
        if self._start_in_act:  # a position taken mid-turn: the move is done
            self._start_in_act = False
            self.events.append(("turn", self._turn, self.active))
            self.phase = ACT
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
                    self._set_at(iid, li)
        for item, hostid in spec.get("attached", []):
            iid = take(item)
            self.host[iid] = ids[hostid][0]
            self._realm_changed(p.seat)
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
            self._realm_changed(p.seat)
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

    # -- doing --------------------------------------------------------------------------
    def _do(self, action: Action) -> None:
        legal = self._legal
        known = self._legal_slots if legal is not None and legal[0] == self._version else None
        self._version += 1
        k, a = action.kind, action.args
        pd = self.pending
        if pd is not None:
            self.pending = None
            d = DECISIONS[pd.kind]  # the kind's row of the table of decisions
            d.apply(self, pd, a[0] if k == d.answer else None)
        elif self.phase == MOVE:
            self._move_villain(self.active, a[0], turn_move=True)
            self.phase = _NEXT[self.phase]
        elif k == "end":
            self._end_turn()
        else:
            self._take(action, known)
        self._settle()
        self._version += 1

    def _take(self, action: Action, known: list[tuple[Slot, str]] | None = None) -> None:
        """Take an action symbol; ``known`` are the (slot, symbol name) pairs the legal
        actions were listed from."""
        k, a = action.kind, action.args
        p = self.players[self.active]
        slot: str = a[0]  # a string, so that the compiled build compares it natively
        # the pairs are read as untyped tuples: a typed Slot would be unboxed and boxed
        # anew, where a tuple of any length is read natively
        slots: list[Any] = known if known is not None else self._slots(p.seat)
        j = len(slots) - 1
        while j >= 0:  # the last one, as a mapping by slot id would keep
            entry: tuple[Any, ...] = slots[j][0]
            sid: str = entry[0]
            if sid == slot:
                break
            j -= 1
        if j < 0:
            raise KeyError(slot)
        info: Slot = slots[j][0]
        _sid, base, sym, _cov = info
        p.used.add(base)
        # a board key is L{location}T{i} (derived.board_slots): its location is one digit,
        # read without parsing a string into a number
        covered_now = (
            base[0] == "L" and base[2] == "T" and self.covered(p.seat, ord(base[1]) - _ZERO)
        )
        self.taken.append((p.seat, slot, covered_now))
        if slot.startswith("G"):
            gi = int(slot[1 : slot.index(":")])
            g = p.grants[gi]
            if g["left"] != "all":
                g["left"] -= 1
        elif slot.startswith("D:"):
            p.dutchman_used = True
        # each action is a new trigger: every opponent may answer it (containers that
        # are already empty are kept as they are)
        if self.cond_events:
            self.cond_events = []
        if self.cond_queue:
            self.cond_queue = []
        if self.cond_used:
            self.cond_used = set()
        TAKE[k](self, p, sym, a)  # type: ignore[arg-type]  # the kind's part (toolkit.villainous.kinds)

    def _discard_done(self, n: int) -> None:
        """The end of a Discard Cards action that discarded ``n`` cards (a Condition's trigger)."""
        self._cond_event("opponent_discards", n)

    def _end_turn(self) -> None:
        p = self.players[self.active]
        self.phase = _NEXT[self.phase]
        self._dispatch(("ends_turn", p.seat, p.loc))  # not logged: "end" comes once settled

    def _begin_move(self) -> None:
        """Finish the start of a turn: the move comes next, unless no location is open (V-T1)."""
        self.phase = _NEXT[self.phase]
        if not move_targets(self, self.players[self.active]):
            self.phase = _NEXT[self.phase]

    def _finish_end(self) -> None:
        """Finish a turn: draw up to four, clear the turn's bookkeeping, start the next."""
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
        if self.cond_offered:  # a new turn: no Condition offered yet (empty ones are kept)
            self.cond_offered = set()
        if self.cond_queue:
            self.cond_queue = []
        if self.cond_used:
            self.cond_used = set()
        ev = ("turn", self._turn, p.seat)
        self.events.append(ev)  # its start_of_turn abilities start after the objective check
        self._check_objective(p.seat, start=True)
        if self.over:
            return
        p.watchers.clear()
        if p.may_stay:
            p.may_stay = False
            p.stay_next = True
        self.phase = STARTING
        self._dispatch(ev)

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
            phase = _PHASE[self.phase]
            if phase.answers and self._offer_conditions():
                break
            if phase.decides:
                break
            # the step of _FINISH for the phase, called directly (natively, when compiled)
            if self.phase == STARTING:
                self._begin_move()
            else:
                self._finish_end()

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

    def _offer_conditions(self) -> bool:
        """Offer the next opponent the Conditions of their hand that may be played now
        (:func:`toolkit.villainous.kinds.condition_playable`, V-T3); True when one is
        offered. Called by :meth:`_settle` in a phase in which Conditions may be played;
        with no event this turn and no Condition on the active player's state, none is.
        """
        events = self.cond_events
        if not events and not self._any_state_conditions():
            return False
        triggers = self._condition_trigger
        n = self.n
        for off in range(1, n):
            seat = (self.active + off) % n
            if seat in self.cond_queue:
                continue
            cards: list[int] | None = None  # made for the first card only: most ask none
            for iid in self.players[seat].hand:
                if triggers[iid] is None:
                    continue  # no Condition (most cards): not asked
                if condition_playable(self, seat, iid):
                    if cards is None:
                        cards = [iid]
                    else:
                        cards.append(iid)
            if cards is not None:  # asked again after each Condition played, until they pass
                self.pending = ConditionOffer(seat, cards)
                return True
            self.cond_queue.append(seat)
        # emptied in place: nothing else holds these containers (a clone copies them)
        self.cond_queue.clear()
        if self.cond_used:
            self.cond_used.clear()
        if self.cond_events:
            self.cond_events.clear()
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
        self._put_into_play(p.seat, p.seat, iid, loc, host)
        lock = p.villain.lock
        if (
            lock
            and lock["kind"] == "one_way"
            and not p.lock_removed
            and lock["unlock"].get("card_played") == d.id
        ):
            self._unlock(p)

    def _activate(self, p: PlayerState, iid: int) -> None:
        cost = self._activation_cost(iid)
        p.power -= cost
        p.activated[iid] = p.activated.get(iid, 0) + 1
        self._emit(("activate", p.seat, iid, cost))

    # -- fate ---------------------------------------------------------------------------
    def _fate(self, seat: int, target: int) -> None:
        q = self.players[target]
        if self.fate_token_on:
            self.fate_holder = target  # V-F3
        ev = ("fate", seat, target)
        self.events.append(ev)
        revealed = []
        for _ in range(2):  # V-F1
            iid = self._draw_from(q, "fate")
            if iid is None:
                break
            self.limbo.add(iid)
            revealed.append(iid)
        fr = Frame(target, seat, None, [Effect("_fate", {})])
        fr.held = list(revealed)
        fr.scratch["revealed"] = list(revealed)
        self.stack.append(fr)  # the choice resolves after the revealed cards' abilities
        self._emit(("reveal", target, tuple(revealed)), chooser=seat, flag=True)
        self._dispatch(ev)  # targeted_by_fate, once the reveal's abilities are pushed

    # -- vanquish and defeat ------------------------------------------------------------
    def _vanquish(self, p: PlayerState, hero: int, allies: tuple[int, ...]) -> None:
        strength = self.strength(hero)
        ev = ("vanquish", p.seat, hero, tuple(allies), strength)
        self.events.append(ev)  # its this_vanquishes abilities start once the Hero is defeated
        target_face_up = bool(p.treasure_on.get(hero, [None, False])[1])
        self._cond_event("opponent_vanquishes", 1)
        statics = self._statics(p.seat)
        survivors = []
        swap_instead = []
        for a in allies:
            for src, verb, prm, _h in statics:
                if verb == "survives_vanquish" and src == a:
                    if "if" in prm and prm["if"] == "target_has_face_up_treasure":
                        if target_face_up:
                            survivors.append(a)
                    elif prm.get("instead_discard") == "other_ally":
                        swap_instead.append(a)
        self._defeat(p.seat, hero, by=allies)
        self._dispatch(ev)
        for a in allies:
            if a in survivors or not self.in_realm(a):
                continue
            if a in swap_instead:
                others = [x for x in self.allies(p.seat) if x not in allies]
                if others:
                    fr = Frame(p.seat, p.seat, a, [Effect("_instead_discard", {"others": others})])
                    self.stack.append(fr)
                    continue
            self._to_discard(a, "used to vanquish")


_FINISH: dict[str, Callable[[TurnFlow], None]] = {
    STARTING: TurnFlow._begin_move,
    ENDING: TurnFlow._finish_end,
}
"""How each phase nobody decides in is finished, once its abilities have resolved
(:meth:`TurnFlow._settle` calls these two steps directly; a test holds it to the table)."""
