"""The low-level moves of Hero Realms: each changes the table and appends its event.

Drawing, gaining, stunning, discarding: the steps every rule is made of.
A move asks nothing and starts no ability; the effects layer
(:mod:`~toolkit.hero_realms.effects`) does that with them.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.from_position({"players": [{"deck": ["gold"]}, {}]}, seed=1)
>>> game._draw(game.players[0], 1), game.events[-1][0]
(1, 'draw')
"""

from __future__ import annotations

from typing import Any

from toolkit.core.game import shuffle
from toolkit.hero_realms.state import PlayerState, TableState


class Moves(TableState):
    """The moves, each with its event."""

    __slots__ = ()

    def _draw(self, p: PlayerState, n: int) -> int:
        drawn = 0
        for _ in range(n):
            if not p.deck:
                if not p.discard:
                    break
                # HR-R2: shuffle the discard pile to form a new deck.
                p.deck = p.discard
                p.discard = []
                shuffle(self.rng, p.deck)
                self.events.append(("reshuffle", p.seat, len(p.deck)))
            c = p.deck.pop()
            p.hand.append(c)
            self.events.append(("draw", p.seat, c))
            drawn += 1
        return drawn

    def _gain(self, seat: int, source: int, resource: str, amount: int) -> None:
        p = self.players[seat]
        if resource == "gold":
            p.gold += amount
        elif resource == "combat":
            p.combat += amount
        else:
            self.health[self.life_of[seat]] += amount  # HR-A3: no maximum
        self.events.append(("gain", seat, resource, amount, source))

    def _set_pending(self, pend: tuple[Any, ...]) -> None:
        self.pending = pend

    def _remove_from_play(self, p: PlayerState, iid: int) -> None:
        if iid in p.champions:
            p.champions.remove(iid)
            p.expended.discard(iid)
            self.champion_damage.pop(iid, None)
        else:
            p.in_play.remove(iid)

    def _to_sacrifice_pile(self, seat: int, iid: int, source: int) -> None:
        """HR-A7 / HR-A8: out of the game, or back to the Fire Gem pile."""
        if self.defs[iid].role == "fire_gem":
            self.fire_gems.append(iid)
            self.events.append(("sacrifice", seat, iid, source, "gems"))
        else:
            self.sacrificed.append(iid)
            self.events.append(("sacrifice", seat, iid, source, "out"))

    def _stun(self, seat: int, iid: int, rule: str) -> None:
        owner = self.owner_of_champion(iid)
        assert owner is not None
        o = self.players[owner]
        self._remove_from_play(o, iid)
        o.discard.append(iid)
        self.events.append(("stun", seat, iid, owner, rule))

    def _prepare(self, p: PlayerState, iid: int) -> None:
        p.expended.discard(iid)
        self.events.append(("prepare", p.seat, iid))

    def _mark_discard(self, seat: int, target: int, n: int) -> None:
        self.players[target].pending_discards += n
        self.events.append(("opponent_discards", seat, target, n))

    def _discard(self, p: PlayerState, iid: int, reason: str) -> None:
        p.hand.remove(iid)
        p.discard.append(iid)
        self.events.append(("discard", p.seat, iid, reason))

    def _to_top(self, p: PlayerState, iid: int) -> None:
        p.discard.remove(iid)
        p.deck.append(iid)
        self.events.append(("to_top", p.seat, iid))
