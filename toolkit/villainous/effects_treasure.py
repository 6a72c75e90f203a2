"""The effect verbs of Treasure tokens: place, reveal, swap and shuffle them back."""

from __future__ import annotations

import itertools
from typing import Any

from toolkit.villainous.effects_realm import RealmEffects
from toolkit.villainous.labels import label
from toolkit.villainous.state import Frame

__all__ = ["TreasureEffects"]


class TreasureEffects(RealmEffects):
    """Effects on the Treasure tokens of a Realm."""

    __slots__ = ()

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
        opts = [(self.card_name(c), c) for c in cands]
        return self._offer(fr, "target", opts, "treasure_place", None, a)

    def _treasure_place_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        p = self.players[fr.owner]
        if v is None or not self.in_realm(v) or not p.treasure_supply:
            return True
        tok = p.treasure_supply.pop()
        p.treasure_on[v] = [tok, False]
        self._realm_changed(p.seat)
        self.events.append(("treasure_placed", p.seat, v))
        return True

    def _e_treasure_reveal(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        cands = [
            c
            for c in self._select(fr, a["target"])
            if c in p.treasure_on and not p.treasure_on[c][1]
        ]
        opts = [(self.card_name(c), c) for c in cands]
        return self._offer(fr, "target", opts, "treasure_reveal", None, a)

    def _treasure_reveal_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        p = self.players[fr.owner]
        p.treasure_on[v][1] = True
        self._realm_changed(p.seat)
        tok = p.treasure_on[v][0]
        self._emit(("treasure_revealed", p.seat, v, tok))
        return True

    def _e_treasure_swap(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        with_tok = [h for h in self.heroes(fr.owner) if h in p.treasure_on]
        without = [h for h in self.heroes(fr.owner) if h not in p.treasure_on]
        opts: list[tuple[str, Any]] = []
        for x, y in itertools.combinations(with_tok, 2):
            swap = label("swap {card} and {other}", card=self.card_name(x), other=self.card_name(y))
            opts.append((swap, (x, y)))
        if a.get("allow_move"):
            for x in with_tok:
                for y in without:
                    move = label(
                        "move from {card} to {other}",
                        card=self.card_name(x),
                        other=self.card_name(y),
                    )
                    opts.append((move, (x, y)))
        return self._offer(fr, "swap", opts, "treasure_swap", None, a)

    def _treasure_swap_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        p = self.players[fr.owner]
        x, y = v
        tx, ty = p.treasure_on.pop(x, None), p.treasure_on.pop(y, None)
        self._realm_changed(p.seat)
        if tx is not None:
            p.treasure_on[y] = tx
            self._realm_changed(p.seat)
        if ty is not None:
            p.treasure_on[x] = ty
            self._realm_changed(p.seat)
        self.events.append(("treasure_swapped", p.seat, x, y))
        return True

    def _e_treasure_shuffle_back(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        cands = [c for c in self._select(fr, a["target"]) if c in p.treasure_on]
        opts = [(self.card_name(c), c) for c in cands]
        return self._offer(fr, "target", opts, "treasure_shuffle_back", None, a)

    def _treasure_shuffle_back_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        p = self.players[fr.owner]
        tok = p.treasure_on.pop(v)
        self._realm_changed(p.seat)
        self._treasure_back(p.seat, tok[0])
        return True
