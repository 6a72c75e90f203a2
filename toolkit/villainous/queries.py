"""What the table says without changing it: statics in force, Strength, conditions,
action slots, costs and where a card may go (the queries layer of the engine).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from toolkit.villainous.carddef import CardDef, symbol_text
from toolkit.villainous.derived import (
    ABSENT,
    ALLY,
    DUTCHMAN,
    HERO,
    Slot,
    StrengthMod,
    cost_mod,
    strength_mod,
    strength_table,
)
from toolkit.villainous.specials import DUTCHMAN_CREW, FAMILY_COUNTS
from toolkit.villainous.state import PlayerState
from toolkit.villainous.views import _NONE, RealmViews

_NO_PLACE: Final = frozenset({"effect", "ingredient", "maui", "condition"})  # played to no location
_NO_LOCATION: Final[list[tuple[int, int]]] = [(-1, -1)]
"""The one place of a card played to no location (see :meth:`Queries._placements`)."""
_OPEN_PLACES: Final[tuple[list[tuple[int, int]], ...]] = tuple(
    [[(li, -1) for li in range(4) if not mask >> li & 1] for mask in range(16)]
)
"""The places of an unattached card at every location not locked, by the bits of the
locked ones (bit ``li`` for location ``li``): the 16 answers are made once and shared,
instead of a new list of new pairs at every question (callers only read them)."""


class Queries(RealmViews):
    """Questions about the table that change nothing."""

    __slots__ = ()

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
            return loc >= 0 and all(h == src for h in self._view(seat).heroes_at[loc])
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
        family = FAMILY_COUNTS.get(what)
        if family is not None:
            return sum(1 for i in self.realm_cards(seat) if self.defs[i].family == family)
        if what == "condition_in_hand":
            return sum(1 for i in p.hand if self.defs[i].type == "condition")
        raise KeyError(what)

    def strength(self, iid: int, statics: list[Any] | None = None) -> int:
        """Current (modified) Strength (V-V2): printed + tokens + every modifier in force."""
        d = self.defs[iid]
        seat = self.owner[iid]
        s = d.strength or 0
        tokens = self.tokens
        if tokens:  # most of a game has no Strength tokens at all
            s += tokens.get(iid, 0)
        for tgt, amt in self.players[seat].temp_mods:
            if tgt == iid:
                s += amt
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        if statics is not None and statics is not v.statics:
            return s + self._modifiers(iid, seat, statics)
        table = v.strength_mods
        if table is None:
            mods = v.by_verb.get("strength_modifier")
            table = v.strength_mods = strength_table(
                [strength_mod(src, prm, host) for src, prm, host in mods] if mods else _NONE
            )
        by_src, by_host, heroes, allies = table
        # a Strength is a sum: each group that may hold modifiers of this card is added
        kind = self._kind[iid]
        if by_src:
            group = by_src.get(iid)
            if group:
                s += self._mods_sum(iid, seat, group)
        if by_host:
            group = by_host.get(iid)
            if group:
                s += self._mods_sum(iid, seat, group)
        if heroes and kind & HERO:
            s += self._mods_sum(iid, seat, heroes)
        if allies and kind & ALLY:
            s += self._mods_sum(iid, seat, allies)
        return s

    def _mods_sum(self, iid: int, seat: int, group: list[StrengthMod]) -> int:
        """What the modifiers of one group of a :data:`StrengthTable` add to a card."""
        s = 0
        loc = -2  # the card's location, looked up when a modifier asks for it
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
        out: list[Any] = []  # untyped: the prebuilt pairs are handed on as they are
        if not cov:
            for key, pair, _name, _sym in top:
                if key not in used:
                    out.append(pair)
        for key, pair, _name, _sym in bottom:
            if key not in used:
                out.append(pair)
        by_verb = view.by_verb
        adds = by_verb.get("add_action")
        if adds:
            for src, prm, host in adds:
                if self._src_loc(src, host) == loc:
                    key = f"A{src}"
                    if key not in used:
                        sym = symbol_text(prm["symbol"])
                        out.append(((key, key, sym, False), sym.split(":")[0]))
        grants = p.grants
        for gi in range(len(grants)):
            g = grants[gi]
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
                if not any(self.defs[a].id == DUTCHMAN_CREW for a in view.allies_at[li]):
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
        if by_verb.get("block_action"):
            blocked = self._blocked_symbols(s)
            if blocked:
                return [o for o in out if o[1] not in blocked]
        return out

    def _symbol_of(self, p: PlayerState, key: str) -> str:
        li, row, i = int(key[1]), key[2], int(key[3:])
        lv = p.villain.locations[li]
        return (lv.top if row == "T" else lv.bottom)[i]

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

    def _placements(self, seat: int, d: CardDef, ignore_lock: bool) -> list[tuple[int, int]]:
        """Where a card may be played: (location, host); (-1, -1) for effects.

        The list may be shared (:data:`_OPEN_PLACES`, :data:`_NO_LOCATION`): read it,
        never change it.
        """
        if d.type in _NO_PLACE:
            return _NO_LOCATION
        p = self.players[seat]
        locked = p.locked
        at = d.attaches_to
        if at is not None:
            what = at if isinstance(at, str) else at["what"]
            not_at = p.villain.loc_index(at["not_at"]) if isinstance(at, dict) else -1
            v = self._view(seat)
            hosts = v.heroes if what == "hero" else v.allies
            where = self.at
            out: list[tuple[int, int]] = []
            for h in hosts:
                loc = where[h]
                if (ignore_lock or loc not in locked) and loc != not_at:
                    out.append((loc, h))
            return out
        if not self._with_verb(seat, "block_play"):
            mask = 0
            if locked and not ignore_lock:
                for li in locked:
                    mask |= 1 << li
            return _OPEN_PLACES[mask]
        return [
            (li, -1)
            for li in range(4)
            if (ignore_lock or li not in locked) and not self._blocked_play(seat, d, li)
        ]

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
        >>> from toolkit.villainous.engine import VillainousGame
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

    def _cond_holds(self, kind: str, prm: Mapping[str, Any]) -> bool:
        """Whether the active player's turn has met a Condition's trigger (see
        :meth:`_offer_conditions`): ``kind`` and ``prm`` are the trigger's event."""
        a = self.players[self.active]
        if kind == "opponent_has_ally":
            least = prm.get("min_strength", 0)
            allies = self._view(self.active).allies  # read in place, not copied
            return any(self.strength(i) >= least for i in allies)
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
