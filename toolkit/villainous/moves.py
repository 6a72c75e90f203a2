"""The low-level moves of cards and tokens between zones, with their events and the
triggered abilities they start (the moves layer of the engine).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from toolkit.core.game import shuffle
from toolkit.villainous.queries import _NONE, Queries
from toolkit.villainous.specials import STEP_OF
from toolkit.villainous.state import Frame, PlayerState


class Moves(Queries):
    """Moving cards and tokens, with their events and the abilities they trigger."""

    def _remove(self, iid: int) -> None:
        """Take a card out of wherever it is (realm, pile, limbo), without triggers."""
        if iid in self.at:
            self._realm_changed(self.owner[iid])
            li = self.at.pop(iid)
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
        self.events.append(("discard", self.owner[iid], iid, reason))
        if from_realm:
            for ab in self.defs[iid].triggered("on_discard"):
                self._push_ability(self.owner[iid], self.owner[iid], iid, ab)

    def _place(self, iid: int, seat: int, loc: int, row: str) -> None:
        self._realm_changed(seat)
        owner = self.owner[iid]
        if owner != seat:  # a card played into another Realm changes its owner's too
            self._realm_changed(owner)
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

    def _discard_hand_card(self, seat: int, iid: int) -> None:
        p = self.players[seat]
        p.hand.remove(iid)
        p.discard.append(iid)
        self.events.append(("discard", seat, iid, "from hand"))

    # -- turn ---------------------------------------------------------------------------
    def _move_villain(self, seat: int, loc: int, turn_move: bool = False) -> None:
        p = self.players[seat]
        p.loc = loc
        p.stay_next = False
        self.events.append(("move", seat, loc))
        self._fire(seat, "villain_moves_here", loc=loc)

    # -- conditions ---------------------------------------------------------------------
    def _cond_event(self, kind: str, value: int) -> None:
        self.cond_events.append((kind, value))

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

    def _put_into_play(self, seat: int, chooser: int, iid: int, loc: int, host: int) -> None:
        """Place a played card and fire its on_play (heroes, items, allies, effects)."""
        d = self.defs[iid]
        p = self.players[seat]
        if d.type in ("effect", "ingredient", "maui"):
            self.limbo.add(iid)
            fr = Frame(seat, chooser, iid, [])
            fr.cleanup = "ingredient" if d.type == "ingredient" else "discard_source"
            self.stack.append(fr)
            step = STEP_OF.get(d.special) if d.special is not None else None
            if step is not None:  # a special card resolves by its own step
                fr.effects = [{step: {}}]
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
            self._realm_changed(self.owner[iid])
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
        self._realm_changed(seat)
        items = self.attached_to(hero)
        for it in items:
            del self.host[it]
            self._realm_changed(self.owner[it])
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
