"""The heuristic bot's Treasure hunt: the terms of the ``treasure_hunt`` strategy.

The villain (Davy Jones) claims a Treasure by defeating the Hero that carries it face
up; a face-down Treasure on a defeated Hero goes back to the supply. Treasures reach
Heroes face down (the treasure giver, They're Here), and only the revealer Ally (played
or moved to the Hero's location), the reveal effect and the discard revealer (when
discarded) turn them face up, so reveals are the scarce step. Vanquish needs the Mover
at a Vanquish location or at one an Ally opens (Clanker), with enough Allies at the
Hero's location. The bot sees which Heroes carry a Treasure and the face-up Treasures,
never a face-down one's identity. Which card plays which role is the playbook's
(:mod:`toolkit.villainous.playbook`).

Examples
--------
>>> from toolkit.core.bots import play_game
>>> from toolkit.villainous.bots import HeuristicBot
>>> from toolkit.villainous.engine import VillainousGame
>>> game = VillainousGame.new(5, villains=["davy_jones", "ursula"])
>>> game = play_game(game, [HeuristicBot(1), HeuristicBot(2)], max_turns=8)
>>> isinstance(HeuristicBot(1), TreasureHunt)
True
"""

from __future__ import annotations

from typing import Any

from toolkit.villainous.bots_view import BotView
from toolkit.villainous.carddef import CardDef
from toolkit.villainous.engine import VillainousGame


class TreasureHunt(BotView):
    """The second layer of the heuristic bot: the Treasure hunt's terms."""

    def _ready(self, g: VillainousGame, seat: int, hero: int) -> bool:
        """Whether the villain's Allies at ``hero``'s location could defeat it now."""
        hit = self._memo.ready.get(hero)
        if hit is None:
            li = g.loc_of(hero)
            total = self._ally_str(g, seat, li)
            tok = g.players[seat].treasure_on.get(hero)
            plan = self._plans[seat]
            if tok is not None and tok[1] and tok[0] == plan.ward:
                # face up, the ward keeps the summoned Ally from defeating its Hero
                total -= sum(
                    self._str(g, a) for a in g.allies(seat, li) if g.defs[a].id == plan.summoned
                )
            hit = self._memo.ready[hero] = total >= self._str(g, hero)
        return hit

    def _carriers(self, g: VillainousGame, seat: int) -> tuple[list[int], list[int]]:
        """The Heroes carrying a face-down Treasure, and those carrying a face-up one."""
        sm = self._seat_memo(seat)
        hit = sm.carriers
        if hit is None:
            down: list[int] = []
            up: list[int] = []
            for h, t in g.players[seat].treasure_on.items():
                (up if t[1] else down).append(h)
            hit = sm.carriers = (down, up)
        return hit

    def _revealer_reach(self, g: VillainousGame, seat: int) -> set[int]:
        """Where the revealer Ally can be moved to (next to him, unlocked)."""
        p = g.players[seat]
        out: set[int] = set()
        for b in self._find(g, seat, self._plans[seat].revealer):
            li = g.loc_of(b)
            if li >= 0 and li not in p.locked:
                out |= {x for x in (li - 1, li + 1) if 0 <= x < 4 and x not in p.locked}
        return out

    def _hunt_play(self, g: VillainousGame, seat: int, d: CardDef, li: int) -> float | None:
        """The hunt's terms for playing card ``d`` (at ``li`` for Allies).

        None for a card that does nothing useful now: it is worth playing only to
        cycle the hand, and it counts as dead (worth discarding).
        """
        p = g.players[seat]
        plan = self._plans[seat]
        down, _up = self._carriers(g, seat)
        cid = d.id
        if cid == plan.reveal_effect:
            if not down:
                return -14.0
            return 2.0 + (3.0 if any(self._ready(g, seat, h) for h in down) else 0.0)
        if cid == plan.revealer:
            return 6.0 if li >= 0 and li in self._face_down_locs(g, seat) else 0.0
        if cid == plan.treasure_giver:
            # with the supply empty it would only bring a Hero without a Treasure
            return 1.0 if p.treasure_supply else None
        if cid == plan.chase:
            return 3.0 if self._chase_gain(g, seat) else None
        if cid == plan.summon:
            if self._in_hand(g, seat, plan.summoned) or self._find(g, seat, plan.summoned):
                return None
            return 1.0 if down and self._find(g, seat, plan.discard_reveal) else 0.0
        if cid == plan.swap:
            return 2.0 if self._best_swap(g, seat) > 0 else None
        if cid == plan.discard_reveal and down:
            return 1.0
        return 0.0

    def _chase_gain(self, g: VillainousGame, seat: int) -> bool:
        """Whether the chase can bring a face-up carrier to Allies strong enough for it."""
        sm = self._seat_memo(seat)
        if sm.chase < 0:
            hit = False
            p = g.players[seat]
            _down, up = self._carriers(g, seat)
            for h in up:
                if g.loc_of(h) in p.locked or self._ready(g, seat, h):
                    continue
                need = self._str(g, h)
                if any(
                    li != g.loc_of(h) and li not in p.locked and self._ally_str(g, seat, li) >= need
                    for li in range(4)
                ):
                    hit = True
                    break
            sm.chase = int(hit)
        return sm.chase > 0

    def _best_swap(self, g: VillainousGame, seat: int) -> float:
        """The best gain of the swap (moving a face-up Treasure to a Hero the villain can
        defeat now)."""
        sm = self._seat_memo(seat)
        if not sm.has_swap:
            p = g.players[seat]
            heroes = g.heroes(seat)
            best = 0.0
            for x in heroes:
                if x not in p.treasure_on:
                    continue
                for y in heroes:
                    if y != x:
                        best = max(best, self._swap_gain(g, seat, (x, y)))
            sm.swap = best
            sm.has_swap = True
        return sm.swap

    def _swap_gain(self, g: VillainousGame, seat: int, v: tuple[int, int]) -> float:
        """How many face-up Treasures a swap puts on a Hero the villain can defeat now, net."""
        x, y = v
        tr = g.players[seat].treasure_on
        tx, ty = tr.get(x), tr.get(y)
        rx, ry = self._ready(g, seat, x), self._ready(g, seat, y)
        before = (tx is not None and tx[1] and rx) + (ty is not None and ty[1] and ry)
        after = (tx is not None and tx[1] and ry) + (ty is not None and ty[1] and rx)
        return float(after - before)

    def _hunt_ally_place(self, g: VillainousGame, seat: int, li: int, heroes: list[int]) -> float:
        """What an Ally at ``li`` adds to the hunt: strength next to Treasure carriers."""
        tr = g.players[seat].treasure_on
        bonus = 0.0
        for h in heroes:
            tok = tr.get(h)
            if tok is None:
                continue
            if tok[1]:
                bonus += 1.0 if self._ready(g, seat, h) else 3.0
            else:
                bonus += 1.0
        return min(bonus, 4.0)

    def _hunt_vanquish(
        self, g: VillainousGame, seat: int, hero: int, allies: tuple[int, ...]
    ) -> float:
        """The hunt's terms for a Vanquish: claim face-up Treasures, keep the reveal engine."""
        p = g.players[seat]
        plan = self._plans[seat]
        tok = p.treasure_on.get(hero)
        down, _up = self._carriers(g, seat)
        score = 0.0
        if tok is None:
            score -= 2.0
        elif tok[1]:
            score += 15.0
            # the summoned Ally stays in play after defeating a face-up carrier
            score += 0.4 * sum(8 for x in allies if g.defs[x].id == plan.summoned)
            if tok[0] == plan.spend_before:
                score -= min(p.power, 6)  # spend the Power before it is lost
        else:
            score -= 12.0
        ids = [g.defs[x].id for x in allies]
        if down or (tok is not None and not tok[1]):
            score += 3.0 * ids.count(plan.discard_reveal)
        if plan.revealer in ids and (down or p.treasure_supply):
            score -= 4.0
        return score

    def _hunt_hero_move(
        self, g: VillainousGame, seat: int, hero: int, li: int, tok: list[Any] | None
    ) -> float:
        """Moving a Hero to ``li`` for the hunt: carriers to strong Allies or next to the
        revealer."""
        if tok is None:
            return 0.0
        if tok[1]:
            if self._ready(g, seat, hero):
                return -3.0  # already where it can be defeated
            return 6.0 if self._ally_str(g, seat, li) >= self._str(g, hero) else 0.0
        return 2.0 if li in self._revealer_reach(g, seat) else 0.0

    def _hunt_dest(self, g: VillainousGame, seat: int, li: int) -> float:
        """How much better ``li`` is for a new face-down carrier (the revealer reaches it)."""
        return 2.5 if li in self._revealer_reach(g, seat) else 0.0

    def _hunt_target(self, g: VillainousGame, seat: int, verb: str, v: int) -> float | None:
        """The hunt's own choice of a card for a Treasure effect or a discard, if it matters."""
        d = g.defs[v]
        if verb == "treasure_reveal" and d.type == "hero":
            # turn up the Treasure the villain can claim soonest
            ready = self._ready(g, seat, v)
            return (10.0 if ready else 0.0) - 0.3 * self._str(g, v)
        if verb == "treasure_place" and d.type == "hero":
            ready = self._ready(g, seat, v)
            near = g.loc_of(v) in self._revealer_reach(g, seat)
            return (5.0 if ready else 0.0) + (2.0 if near else 0.0) - 0.3 * self._str(g, v)
        if verb == "discard_card" and d.type == "ally":
            plan = self._plans[seat]
            down, _up = self._carriers(g, seat)
            if d.id == plan.discard_reveal and down:
                return 10.0  # discarded, it turns a Treasure face up
            if d.id == plan.revealer:
                return -6.0
            return -float(self._str(g, v)) - (2.0 if d.id in plan.keep_allies else 0.0)
        return None
