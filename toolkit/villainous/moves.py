"""The low-level moves of cards and tokens between zones (the moves layer of the engine).

Each move changes the table and logs its event through the triggers layer
(:meth:`~toolkit.villainous.triggers.Triggers._emit`), which starts the triggered
abilities the event starts; no move picks abilities itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolkit.core.game import shuffle
from toolkit.villainous.state import PlayerState
from toolkit.villainous.triggers import _OWN_FRAME, Triggers


class Moves(Triggers):
    """Moving cards and tokens, each move logging the event that may trigger abilities."""

    __slots__ = ()

    def _remove(self, iid: int) -> None:
        """Take a card out of wherever it is (realm, pile, limbo), without triggers."""
        if iid in self.at:
            self._realm_changed(self.owner[iid])
            li = self._unset_at(iid)
            p = self.players[self.owner[iid]]
            if iid in p.top[li]:
                p.top[li].remove(iid)
            else:
                p.bottom[li].remove(iid)
        elif iid in self.host:
            del self.host[iid]
            self._realm_changed(self.owner[iid])
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
            self._realm_changed(seat)
            if tok is not None:
                self._treasure_back(seat, tok[0])
        self._remove(iid)
        self._discard_pile(iid).append(iid)
        self._emit(("discard", self.owner[iid], iid, reason), flag=from_realm)

    def _place(self, iid: int, seat: int, loc: int, row: str) -> None:
        self._realm_changed(seat)
        owner = self.owner[iid]
        if owner != seat:  # a card played into another Realm changes its owner's too
            self._realm_changed(owner)
        p = self.players[seat]
        (p.top if row == "top" else p.bottom)[loc].append(iid)
        self._set_at(iid, loc)

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

    def _discard_hand_card(self, seat: int, iid: int) -> None:
        p = self.players[seat]
        p.hand.remove(iid)
        p.discard.append(iid)
        self._emit(("discard", seat, iid, "from hand"))

    # -- turn ---------------------------------------------------------------------------
    def _move_villain(self, seat: int, loc: int, turn_move: bool = False) -> None:
        p = self.players[seat]
        p.loc = loc
        p.stay_next = False
        self._emit(("move", seat, loc))

    # -- conditions ---------------------------------------------------------------------
    def _cond_event(self, kind: str, value: int) -> None:
        self.cond_events.append((kind, value))

    def _put_into_play(self, seat: int, chooser: int, iid: int, loc: int, host: int) -> None:
        """Place a played card and log its ``play`` event, which starts its ``on_play``
        (heroes, items, allies; an Effect is held aside while it resolves)."""
        d = self.defs[iid]
        ev = ("play", seat, iid, loc, host)
        if d.type in _OWN_FRAME:
            self.limbo.add(iid)
            self._emit(ev, chooser)
            return
        if host >= 0:
            self.host[iid] = host
            self._realm_changed(self.owner[iid])
        else:
            row = "top" if d.type == "hero" or d.placement == "top" else "bottom"
            self._place(iid, seat, loc, row)
        if d.type == "ally" and seat == self.active:
            self._cond_event("opponent_plays_ally", self.strength(iid))
        self._emit(ev, chooser)

    def _unlock(self, p: PlayerState) -> None:
        p.locked.clear()
        p.lock_removed = True
        self.events.append(("unlock", p.seat))

    def _move_card(self, seat: int, iid: int, to: int) -> None:
        """Move a Hero, Ally or unattached Item (with attached cards) to another location."""
        p = self.players[seat]
        li = self.at[iid]
        row = "top" if iid in p.top[li] else "bottom"
        getattr(p, row)[li].remove(iid)
        self._place(iid, seat, to, row)
        self._emit(("moved", seat, iid, to))

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
        ev = ("defeat", seat, hero, loc)
        self.events.append(ev)  # its on_defeat abilities start below, card by card
        if seat == self.active:
            self._cond_event("opponent_defeats_hero", strength)
        tok = p.treasure_on.pop(hero, None)
        self._realm_changed(seat)
        items = self.attached_to(hero)
        for it in items:
            del self.host[it]
            self._realm_changed(self.owner[it])
            if self._has_trigger(it, "on_defeat"):  # it stays until its ability resolves
                self._place(it, seat, loc, "bottom")
                self._dispatch(ev, card=it)
            else:
                self._to_discard(it, "with its host")
        self._dispatch(ev, card=hero)  # while the Hero is still in the Realm
        self._remove(hero)
        p.fate_discard.append(hero)
        if tok is not None:
            if tok[1]:
                p.claimed.append(tok[0])
                self._emit(("claim", seat, tok[0]))
            else:
                self._treasure_back(seat, tok[0])

    def _treasure_back(self, seat: int, tok: str) -> None:
        p = self.players[seat]
        p.treasure_supply.append(tok)
        shuffle(self.rng, p.treasure_supply)
        self.events.append(("treasure_back", seat))
