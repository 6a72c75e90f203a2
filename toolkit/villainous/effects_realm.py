"""The effect verbs of the Realm: play cards to locations, move Heroes, Allies, the
villain and the lock, defeat Heroes, discard, attach and detach Items, strength tokens
and modifiers, extra actions and staying put.
"""

from __future__ import annotations

from typing import Any

from toolkit.villainous.effects_cards import CardEffects
from toolkit.villainous.labels import TOKENS, label
from toolkit.villainous.state import Frame

__all__ = ["RealmEffects"]


class RealmEffects(CardEffects):
    """Effects on the cards and the mover of a Realm."""

    __slots__ = ()

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
        opts = [(self.players[fr.owner].villain.locations[li].name, li) for li in dests]
        return self._offer(fr, "dest", opts, "play_to", iid, a)

    def _play_to_apply(self, fr: Frame, a: Any, iid: int, v: Any) -> Any:
        if v is None:
            return True
        if a.get("discard_other_revealed"):
            for o in fr.scratch.get("revealed", []):
                if o != iid and o in self.limbo:
                    self.limbo.discard(o)
                    self._discard_pile(o).append(o)
                    self._emit(("discard", fr.owner, o, "revealed with it"))
        self._remove(iid)
        if iid in fr.held:
            fr.held.remove(iid)
        self._put_into_play(fr.owner, fr.chooser, iid, v, -1)
        return True

    def _e_play_from_hand(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        opts: list[tuple[str, Any]] = []
        for iid in p.hand:
            if self.defs[iid].type != a.get("type"):
                continue
            for li, h in self._placements(fr.owner, self.defs[iid], False):
                opts.append((self._placed(fr.owner, iid, li, h), (iid, li, h)))
        opts.append((label("play no card"), None))
        return self._offer(fr, "pfh", opts, "play_from_hand", None, a)

    def _play_from_hand_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        p = self.players[fr.owner]
        iid, li, h = v
        if not a.get("free"):
            cost = self.card_cost(p, iid, h)
            if cost > p.power:
                return True
            p.power -= cost
        p.hand.remove(iid)
        self._put_into_play(fr.owner, fr.owner, iid, li, h)
        return True

    def _move_effect(self, fr: Frame, a: Any, kinds: tuple[str, ...]) -> Any:
        sel = a["target"]
        if isinstance(sel, dict) and sel.get("where") == "chosen_location":
            p = self.players[fr.owner]
            opts = [(p.villain.locations[li].name, li) for li in range(4) if li not in p.locked]
            return self._offer(fr, "chosen_location", opts, "move_where", kinds, a)
        return self._move_start(fr, a, kinds)

    def _move_where_apply(self, fr: Frame, a: Any, kinds: tuple[str, ...], v: Any) -> Any:
        if v is not None:
            fr.scratch["chosen_location"] = v  # what the target's ``where`` reads
        return self._move_start(fr, a, kinds)

    def _move_start(self, fr: Frame, a: Any, kinds: tuple[str, ...]) -> Any:
        """The cards to move: one chosen among the targets, or each of them in turn."""
        sel = a["target"]
        lk = self.players[fr.owner].locked
        cands = [
            c
            for c in self._select(fr, sel)
            if self.defs[c].type in kinds and c not in self.host and self.loc_of(c) not in lk
        ]
        if "ally" in kinds:
            cands = [c for c in cands if self.defs[c].placement != "top"]
        power = self.players[fr.owner].power
        cands = [c for c in cands if self._aim_extra(fr, c) <= power]  # King Triton
        if isinstance(sel, dict) and sel.get("all"):
            # "move each Hero there": the Heroes are those there when the effect starts; the
            # list is kept, so a Hero moved away does not shift the later answers onto others
            return self._move_offer(fr, a, (tuple(cands), True, 0))
        return self._move_offer(fr, a, (tuple(cands), False, 0))

    def _move_offer(self, fr: Frame, a: Any, state: tuple[tuple[int, ...], bool, int]) -> Any:
        """Offer the ``k``-th move: where to (or whether) to move each card in turn, or which
        card to move where."""
        cands, every, k = state
        name = self.players[fr.owner].villain.locations
        while k < (len(cands) if every else 1):
            if not every:
                opts: list[tuple[str, Any]] = [
                    (
                        label(
                            "{card} to {location}", card=self.card_name(x), location=name[li].name
                        ),
                        (x, li),
                    )
                    for x in cands
                    for li in self._dests(fr, a["to"], x)
                ]
            else:
                c = cands[k]
                if not self.in_realm(c):
                    k += 1
                    continue
                opts = [
                    (
                        label(
                            "{card} to {location}", card=self.card_name(c), location=name[li].name
                        ),
                        (c, li),
                    )
                    for li in self._dests(fr, a["to"], c)
                ]
                opts.append((label("leave {card}", card=self.card_name(c)), None))
            return self._offer(fr, ("mv", k), opts, "move", (cands, every, k), a)
        return True

    def _move_apply(
        self, fr: Frame, a: Any, state: tuple[tuple[int, ...], bool, int], v: Any
    ) -> Any:
        if v is not None:
            x, li = v
            if self.in_realm(x) and x not in self.host and self.loc_of(x) != li:
                self._pay_aim(fr, x)
                self._move_card(fr.owner, x, li)
                fr.it = x
        cands, every, k = state
        return self._move_offer(fr, a, (cands, every, k + 1))

    def _e_move_hero(self, fr: Frame, a: Any) -> Any:
        return self._move_effect(fr, a, ("hero",))

    def _e_move_ally(self, fr: Frame, a: Any) -> Any:
        return self._move_effect(fr, a, ("ally", "item"))

    def _e_move_villain(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        dests = [li for li in range(4) if li not in p.locked and li != p.loc]
        opts = [(p.villain.locations[li].name, li) for li in dests]
        return self._offer(fr, "mvv", opts, "move_villain", None, a)

    def _move_villain_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
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
        opts = [
            (label("lock {location}", location=p.villain.locations[li].name), li) for li in ends
        ]
        return self._offer(fr, "lock", opts, "move_lock", None, a)

    def _move_lock_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        p = self.players[fr.owner]
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
        return self._offer(fr, "target", opts, "defeat_hero", None, a)

    def _defeat_hero_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None or not self.in_realm(v):
            return True
        p = self.players[fr.owner]
        pay = a.get("pay")
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
        opts = [(self.card_name(c), c) for c in cands]
        return self._offer(fr, "target", opts, "discard_card", None, a)

    def _discard_card_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
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
            and self._has_trigger(fr.source, "on_defeat")
        ):
            hosts = [h for h in hosts if h != self.host.get(fr.source)]
        items = [i for i in items if self.in_realm(i) or i in self.limbo]
        opts = [
            (label("{card} on {other}", card=self.card_name(i), other=self.card_name(h)), (i, h))
            for i in items
            for h in hosts
        ]
        return self._offer(fr, "attach", opts, "attach", None, a)

    def _attach_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        i, h = v
        self._remove(i)
        if i in fr.held:
            fr.held.remove(i)
        self.host[i] = h
        self._realm_changed(self.owner[i])
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
        opts = [(self.card_name(c), c) for c in cands]
        return self._offer(fr, "target", opts, "strength_token", None, a)

    def _strength_token_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        if a.get("remove_all"):
            self.tokens.pop(v, None)
            self.events.append(("tokens_removed", fr.owner, v))
            return True
        n = a.get("count", 1)
        if a.get("up_to") and n > 1:
            opts = [(label(TOKENS[j == 1], n=j), j) for j in range(n, -1, -1)]
            return self._offer(fr, "n", opts, "strength_token_n", v, a)
        return self._strength_token_n_apply(fr, a, v, n)

    def _strength_token_n_apply(self, fr: Frame, a: Any, v: int, n: Any) -> Any:
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

    def _e_instead_discard(self, fr: Frame, a: Any) -> Any:
        """The step of ``survives_vanquish: {instead_discard: other_ally}`` (V-V1): after the
        Vanquish, the owner discards another of their Allies instead of this one, or this
        one (the turn flow pushes it, with the other Allies, once the Hero is defeated)."""
        others = [o for o in a["others"] if self.in_realm(o)]
        opts = [(label("discard {card} instead", card=self.card_name(o)), o) for o in others]
        opts.append((label("discard {card}", card=self.card_name(fr.source)), fr.source))
        return self._offer(fr, "instead_discard", opts, "_instead_discard", None, a)

    def _instead_discard_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        """The Ally the owner chose goes to the discard pile."""
        if self.in_realm(v):
            self._to_discard(v, "used to vanquish")
        return True

    def _e_may_stay_next_turn(self, fr: Frame, a: Any) -> Any:
        self.players[fr.owner].may_stay = True
        return True
