"""The heuristic bot's scores of the actions of a turn (the third layer of the bot).

General values (Power, cheap useful cards, Vanquish of strong Heroes, Fate against
the leader) plus what the villain's strategy needs (the playbook,
:mod:`toolkit.villainous.playbook`, says which cards play which role):

- ``treasure_hunt``: the terms of :mod:`toolkit.villainous.bots_treasure`;
- ``carry_items``: the objective's Items played at their place and carried home, the
  Heroes holding them defeated, contracts on the Hero that holds one;
- ``walk_quarry``: the quarry Hero walked to its place and defeated only there;
- ``poison_quarry``: Poison brewed, the quarry bitten or vanquished.

Cards in hand that cannot help now count as dead, so the bot moves to a discard symbol
and clears them rather than holding them for ever (a hand of Conditions included).

Examples
--------
>>> from toolkit.villainous.bots import HeuristicBot
>>> isinstance(HeuristicBot(1), ActionScores)
True
"""

from __future__ import annotations

import math
from typing import Final

from toolkit.core.actions import Action
from toolkit.villainous.bots_treasure import TreasureHunt
from toolkit.villainous.bots_view import SYMBOL_MEMO, Symbol
from toolkit.villainous.carddef import CardDef
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.kinds import activation_check, may_place
from toolkit.villainous.kinds_vanquish import hero_options, vanquish_options, vanquish_targets
from toolkit.villainous.playbook import VillainPlan

# card types played without a location (they never lack a place)
PLACED_ANYWHERE: Final = frozenset({"effect", "ingredient", "maui", "condition"})

# what a card in hand being dead turns on (see ActionScores._dead_kind)
ALIVE: Final = 0
"""Never dead (the finisher, an Effect or other card played without a place)."""
DEAD: Final = 1
"""Always dead (worth too little to the villain)."""
BY_CONDITIONS: Final = 2
"""A Condition: dead with too many Conditions in hand."""
BY_HUNT: Final = 3
"""An Effect of the Treasure hunt: dead when the hunt has no use for it now."""
BY_PLACE: Final = 4
"""An Ally or Item: dead with no place to play it."""

AT_PLACE: Final = 6.0
"""An objective card played where the playbook places it (``play_at``)..."""
OFF_PLACE: Final = -10.0
"""... and anywhere else."""


def apart(a: int, b: int) -> int:
    """How far apart locations (or amounts) ``a`` and ``b`` are: ``abs(a - b)`` in
    typed code."""
    return a - b if a >= b else b - a


class ActionScores(TreasureHunt):
    """The third layer of the heuristic bot: what each action of a turn is worth."""

    # -- moving -------------------------------------------------------------------------
    def _loc_value(self, g: VillainousGame, seat: int, li: int) -> float:
        """What moving the Mover to location ``li`` is worth: its usable symbols."""
        p = g.players[seat]
        bottom, both = self._boards[seat].symbols[li]
        val = 0.0
        for sym in bottom if g.covered(seat, li) else both:
            if sym.vanquish:
                val += self._vanquish_value(g, seat, li)
            else:
                val += self._symbol_value(g, seat, sym)
        for i in p.bottom[li]:
            if self._adds_vanquish(g, i):
                # e.g. Clanker: his location can Vanquish
                val += self._vanquish_value(g, seat, li)
                break
        plan = self._plans[seat]
        if plan.poisons:
            # the finisher in hand and the quarry within the Poison's reach, where it stands
            quarry = self._find(g, seat, plan.quarry)
            if (
                quarry
                and g.loc_of(quarry[0]) not in p.locked
                and g.loc_of(quarry[0]) == li
                and self._in_hand(g, seat, plan.finisher)
                and p.poison >= g.strength(quarry[0])
            ):
                val += 25
        return val

    def _symbol_value(self, g: VillainousGame, seat: int, symbol: Symbol) -> float:
        """What an uncovered action symbol (other than Vanquish) is worth this turn."""
        memo = self._memo
        sm = memo.seats[seat]
        if sm.stamp != memo.stamp:  # filled at an earlier decision (see _seat_memo)
            sm.reset(memo.stamp)
        code = symbol.code
        kept = code < SYMBOL_MEMO
        if kept and sm.sym_known >> code & 1:
            return sm.sym_vals[code]
        p = g.players[seat]
        name = symbol.name
        val = 0.0
        if name == "gain_power":
            val = 1.2 * float(symbol.power)
        elif name == "play_card":
            hand_ok = any(
                g.defs[i].type != "condition" and g.card_cost(p, i, -1) <= p.power + 2
                for i in p.hand
            )
            val = 1.6 if hand_ok else 0.3
        elif name == "fate":
            val = 1.0
        elif name == "activate":
            # whether any card may be activated, without listing them
            val = (
                1.5 if any(activation_check(g, p, i) is None for i in g.realm_cards(seat)) else 0.0
            )
        elif name == "move_hero":
            val = self._move_hero_need(g, seat)
        elif name == "move_item_or_ally":
            val = self._move_item_need(g, seat)
            plan = self._plans[seat]
            if plan.treasures and any(
                g.defs[a].id == plan.revealer
                and any(
                    apart(g.loc_of(h), g.loc_of(a)) == 1 and not t[1]
                    for h, t in p.treasure_on.items()
                )
                for a in g.allies(seat)
            ):
                val += 4
        elif name == "discard_cards":
            val = 0.3 + 0.8 * sum(1 for i in p.hand if self._dead(g, seat, i))
        elif name == "brew_poison":
            val = 2.0 if p.power > 0 else 0.5
        if kept:
            sm.sym_vals[code] = val
            sm.sym_known |= 1 << code
        return val

    def _vanquish_value(self, g: VillainousGame, seat: int, li: int) -> float:
        """What a Vanquish symbol at location ``li`` is worth (0 if a Hero there blocks it)."""
        for h in g.heroes(seat, li):
            for verb, prm in g.defs[h].statics:
                if verb == "block_action" and prm.get("symbol") == "vanquish":
                    return 0.0
        sm = self._seat_memo(seat)
        if sm.has_vq:
            return sm.vq_value
        hit = 0.2
        if self._may_vanquish(g, seat):
            # the best option's score, walked without a list or generator of the scores
            best = -math.inf
            for h, al in vanquish_options(g, g.players[seat]):
                v = self._vanquish_score(g, seat, h, al)
                if v > best:
                    best = v
            if best > -math.inf:
                hit = 3.0 + max(0.0, best - 5.0) / 2
        sm.vq_value = hit
        sm.has_vq = True
        return hit

    def _may_vanquish(self, g: VillainousGame, seat: int) -> bool:
        """False when no Hero can be vanquished, found without listing ally combinations.

        A Hero needs Strength 0 or an Ally at (or, with reach, next to) its location, so
        a Realm where no unlocked Hero has an Ally within one location has no option.
        """
        p = g.players[seat]
        near = 0  # bit li + 2 for each location li within one location of an Ally
        for a in g.allies(seat):
            near |= 7 << (g.loc_of(a) + 1)
        locked = p.locked
        for h in g.heroes(seat):
            loc = g.loc_of(h)
            if loc in locked:
                continue
            if (near >> (loc + 2)) & 1 or self._str(g, h) <= 0:
                return True
        return False

    def _move_hero_need(self, g: VillainousGame, seat: int) -> float:
        """What a Move a Hero symbol is worth this turn."""
        p = g.players[seat]
        plan = self._plans[seat]
        if plan.walks and not p.locked:  # a locked location holds the quarry
            quarry = self._find(g, seat, plan.quarry)
            if quarry and g.loc_of(quarry[0]) != plan.quarry_at:
                return 5.0
        return 0.4 if g.heroes(seat) else 0.0

    def _move_item_need(self, g: VillainousGame, seat: int) -> float:
        """What a Move an Item or Ally symbol is worth this turn."""
        plan = self._plans[seat]
        if plan.carries:
            home = plan.home
            for cid in plan.items:
                for i in self._find(g, seat, cid):
                    if i not in g.host and g.loc_of(i) != home:
                        return 5.0
        return 0.5 if g.allies(seat) else 0.0

    # -- acting -------------------------------------------------------------------------
    def _score(self, g: VillainousGame, seat: int, a: Action) -> float:
        """The value of taking action ``a`` now (the bot takes the highest)."""
        k = a.kind
        if k == "play":
            return self._play_score(g, seat, a)
        if k == "end":
            return 0.0
        if k == "power":
            return 20.0
        if k == "move_ally":
            return self._move_ally_score(g, seat, a.args[1], a.args[2])
        if k == "discard":
            return 0.5 if self._dead(g, seat, a.args[1]) else -1.0
        if k == "vanquish":
            return self._vanquish_best(g, seat, a.args[1])
        if k == "fate":
            return 4.0 + self._threat(g, a.args[1])
        if k == "move_hero":
            return self._move_hero_score(g, seat, a.args[1], a.args[2])
        if k == "brew":
            p = g.players[seat]
            keep = 0 if not p.hand else min(p.power, 2)
            return 8.0 + (a.args[1] if a.args[1] <= p.power - keep else -a.args[1])
        if k == "activate":
            d = g.defs[a.args[1]]
            plan = self._plans[seat]
            if d.id in plan.idle_with_quarry and self._find(g, seat, plan.quarry):
                return -1.0
            return 7.0
        return 0.1

    def _dead(self, g: VillainousGame, seat: int, iid: int) -> bool:
        """A card in hand not worth keeping: it cannot be played anywhere, or is weak."""
        memo = self._memo
        ix = self._design_ix[iid]  # kept per design
        if ix < 0:
            ix = self._design(g, iid)
        if memo.dead_at[ix] == memo.stamp:
            return memo.dead_val[ix]
        kinds = self._dead_kinds[seat]
        kind = kinds[ix]
        if kind < 0:
            kind = kinds[ix] = self._dead_kind(seat, g.defs[iid])
        if kind == ALIVE:
            hit = False
        elif kind == DEAD:
            hit = True
        else:
            hit = self._is_dead(g, seat, g.defs[iid], kind)
        memo.dead_val[ix] = hit
        memo.dead_at[ix] = memo.stamp
        return hit

    def _dead_kind(self, seat: int, d: CardDef) -> int:
        """What :meth:`_dead` of design ``d`` in ``seat``'s hand turns on: nothing
        (:data:`ALIVE`, :data:`DEAD`), the Conditions in hand (:data:`BY_CONDITIONS`), the
        Treasure hunt (:data:`BY_HUNT`) or a place to play it (:data:`BY_PLACE`). Read
        from the design and the seat's plan only, which never change."""
        plan = self._plans[seat]
        if d.type == "condition":
            return BY_CONDITIONS
        if d.id == plan.finisher:
            return ALIVE
        val = plan.value.get(d.id)
        if val is None:
            val = 2.0 if d.type in ("ally", "item") else 1.0
        if val < 1.5:
            return DEAD
        if plan.treasures and d.type == "effect":
            return BY_HUNT
        if d.type in PLACED_ANYWHERE:
            return ALIVE
        return BY_PLACE

    def _is_dead(self, g: VillainousGame, seat: int, d: CardDef, kind: int) -> bool:
        """:meth:`_dead` for one card design of :meth:`_dead_kind` ``kind``, uncached."""
        if kind == BY_CONDITIONS:
            # Conditions wait for an opponent's move, but a hand full of them plays nothing:
            # past a few (the playbook's condition_hand_limit) they go
            p = g.players[seat]
            n = sum(1 for i in p.hand if g.defs[i].type == "condition")
            return n >= self._plans[seat].condition_limit  # memoised per design
        if kind == BY_HUNT:
            # an Effect is played anywhere: dead only when the hunt has no use for it
            return self._hunt_play(g, seat, d, -1) is None
        # Allies and Items need a free (or hosting) place
        return not may_place(g, seat, d)

    def _threat(self, g: VillainousGame, t: int) -> float:
        """How close opponent ``t`` looks to winning (public state only)."""
        memo = self._memo
        sm = memo.seats[t]
        if sm.stamp != memo.stamp:  # filled at an earlier decision (see _seat_memo)
            sm.reset(memo.stamp)
        if sm.has_threat:
            return sm.threat
        q = g.players[t]
        plan = self._plans[t]
        score = 0.8 * len(q.claimed) + 0.2 * len(g.allies(t)) + 0.1 * q.power
        if plan.poisons:
            score += 0.4 * len(q.ingredients) + 0.2 * q.poison
        if plan.walks and not q.locked:
            score += 1.0
        if plan.items:
            # whether each objective Item is in play, walked without a list per Item
            defs = g.defs
            cards = g.realm_cards(t)
            for cid in plan.items:
                for i in cards:
                    if defs[i].id == cid:
                        score += 1.0
                        break
        sm.threat = score
        sm.has_threat = True
        return score

    def _play_score(self, g: VillainousGame, seat: int, a: Action) -> float:
        """A card played from hand: its value to the villain, less its cost, where it goes.

        The same card is often offered at several locations (and from several play
        symbols); the score is kept per (design, location, host, payment).
        """
        args = a.args
        iid: int = args[1]
        li: int = args[2]
        host: int = args[3]
        pay: int = args[4]
        d = g.defs[iid]
        # one int per (design, host, location, payment): the design as the instance that
        # stands for it, location -1..3 and payment 0 or 1
        ix = self._design_ix[iid]
        if ix < 0:
            ix = self._design(g, iid)
        code = ((host + 1) * 10 + (li + 1) * 2 + pay) * len(g.defs) + ix
        memo = self._memo
        keys = memo.play_keys
        n = memo.play_n
        for j in range(n):
            if keys[j] == code:
                return memo.play_vals[j]
        hit = self._play_value(g, seat, d, iid, li, host, pay)
        # the lists outlive the decision (see _DecisionMemo): write over an old entry
        # where there is one
        if n < len(keys):
            keys[n] = code
            memo.play_vals[n] = hit
        else:
            keys.append(code)
            memo.play_vals.append(hit)
        memo.play_n = n + 1
        return hit

    def _play_value(
        self, g: VillainousGame, seat: int, d: CardDef, iid: int, li: int, host: int, pay: int
    ) -> float:
        """:meth:`_play_score` uncached."""
        p = g.players[seat]
        plan = self._plans[seat]
        cost = g.card_cost(p, iid, host)  # as BotView._cost, without its extra call
        base = self._base_at(g, seat, iid)
        if pay == 1:
            base -= 2.5  # discarding a card (the Map) instead of paying
            if plan.discard_pay_after_unlock and not p.lock_removed:
                return -5.0
        score = 6.0 + base - 0.4 * cost
        if plan.treasures:
            adj = self._hunt_play(g, seat, d, li)
            if adj is None:
                return 0.5 - 0.1 * cost  # no use now: played last, only to draw a new card
            score += adj
        elif plan.carries:
            score += self._carry_play(g, seat, plan, d, li, host)
        elif plan.poisons:
            if d.type == "ingredient" and any(g.defs[x].name == d.name for x in p.ingredients):
                score -= 3
            if d.id == plan.finisher:
                score = self._finisher_score(g, seat)
        if d.type == "ally" and li >= 0:
            score += self._ally_place_bonus(g, seat, li)
        if d.type == "effect" and d.id in plan.buy_hero:
            afford = p.power - cost
            score += 2 if any(max(0, self._str(g, h)) <= afford for h in g.heroes(seat)) else -8
        return score

    def _carry_play(
        self, g: VillainousGame, seat: int, plan: VillainPlan, d: CardDef, li: int, host: int
    ) -> float:
        """The ``carry_items`` terms for playing card ``d``: at its place, a contract on
        the Hero that holds an objective Item, what a contract makes worth playing, the
        lock moved off home."""
        p = g.players[seat]
        score = 0.0
        at = plan.play_at.get(d.id)
        if at is not None:
            score += AT_PLACE if li == at else OFF_PLACE
        if plan.contract_family and d.family == plan.contract_family and host >= 0:
            hd = g.defs[host]
            tgt = p.villain.loc_index(d.attaches_to["not_at"])
            if hd.id == plan.contract_holder and any(
                g.defs[x].id == plan.contract_item for x in g.attached_to(host)
            ):
                score += 12 if tgt == plan.home else -4
            elif apart(g.loc_of(host), tgt) == 1:
                score += 2
        if d.id in plan.contract_followups:
            sm = self._seat_memo(seat)
            if sm.bc_any < 0:
                sm.bc_any = int(
                    any(self._bc_target(g, seat, h) is not None for h in g.heroes(seat))
                )
            if sm.bc_any:
                score += 6
        if d.id == plan.lock_mover:
            score += 3 if plan.lock_on not in p.locked else -8
        return score

    def _finisher_score(self, g: VillainousGame, seat: int) -> float:
        """The finisher's value (Take a Bite): the quarry within reach of the Poison, or a
        Hero in its way (Doc) first."""
        p = g.players[seat]
        quarry = self._plans[seat].quarry
        ok = [
            g.defs[h].id
            for h in g.heroes(seat, p.loc)
            if g._hero_defeatable(seat, h) and max(0, self._str(g, h)) <= p.poison
        ]
        if quarry in ok:
            return 30.0
        if ok and self._find(g, seat, quarry):
            return 10.0  # clear the way (Doc must be defeated first)
        return -5.0

    def _ally_place_bonus(self, g: VillainousGame, seat: int, li: int) -> float:
        """What an Ally played at ``li`` adds: a Hero to fight, its villain's home."""
        sm = self._seat_memo(seat)
        bit = 1 << li
        if sm.place_known & bit:
            return sm.place[li]
        plan = self._plans[seat]
        bonus = 0.0
        if plan.home >= 0 and li == plan.home:
            bonus += 1.5
        heroes = g.heroes(seat, li)
        if heroes:
            bonus += 1.0
            if plan.treasures:
                bonus += self._hunt_ally_place(g, seat, li, heroes)
            for hero, extra in plan.ally_near:
                if any(g.defs[h].id == hero for h in heroes):
                    bonus += extra
        sm.place[li] = bonus
        sm.place_known |= bit
        return bonus

    def _vanquish_score(
        self, g: VillainousGame, seat: int, hero: int, allies: tuple[int, ...]
    ) -> float:
        """Defeating ``hero`` with ``allies``: its Strength, the Allies spent, the objective."""
        plan = self._plans[seat]
        d = g.defs[hero]
        spent = 0  # the printed Strength of the Allies spent
        for x in allies:
            st = g.defs[x].strength
            if st is not None:
                spent += st
        score = 5.0 + 0.5 * max(0, self._str(g, hero)) - 0.4 * spent
        if plan.treasures:
            score += self._hunt_vanquish(g, seat, hero, allies)
        elif plan.carries:
            if any(g.defs[x].id in plan.items for x in g.attached_to(hero)):
                score += 12 if plan.holder_anywhere or g.loc_of(hero) == plan.home else 2
        elif d.id == plan.quarry:
            anywhere = plan.quarry_at < 0
            score += 40 if anywhere or g.loc_of(hero) == plan.quarry_at else -20
        return score

    def _move_hero_score(self, g: VillainousGame, seat: int, hero: int, to: int) -> float:
        """A Move a Hero action: towards an objective spot, off the Mover, to strong Allies."""
        p = g.players[seat]
        plan = self._plans[seat]
        d = g.defs[hero]
        frm = g.loc_of(hero)
        if plan.walks and d.id == plan.quarry:
            at = plan.quarry_at
            return 9.0 if apart(to, at) < apart(frm, at) else -5.0
        bc = self._bc_target(g, seat, hero)
        if bc is not None and bc == to:
            return 10.0 + (4.0 if g.attached_to(hero) and to == plan.home else 0.0)
        # uncover the Mover's location, or bring a Hero to strong Allies
        s = 0.5
        if frm == p.loc:
            s += 1.0
        if self._ally_str(g, seat, to) >= self._str(g, hero):
            s += 1.5
        return s

    def _move_ally_score(self, g: VillainousGame, seat: int, iid: int, to: int) -> float:
        """A Move an Item or Ally action: objective Items home, Allies to the Heroes."""
        plan = self._plans[seat]
        d = g.defs[iid]
        frm = g.loc_of(iid)
        if plan.carries and d.id in plan.items:
            home = plan.home
            return 12.0 if apart(to, home) < apart(frm, home) else -6.0
        if plan.treasures and d.id == plan.revealer and to in self._face_down_locs(g, seat):
            return 8.0  # the revealer turns a face-down Treasure face up when moved next to it
        if d.type == "ally":
            need = g.heroes(seat, to)
            if need and plan.walks and any(g.defs[h].id == plan.quarry for h in need):
                return 3.0 if to == plan.quarry_at else 0.5
            return 1.0 if need and not g.heroes(seat, frm) else -0.5
        return -1.0

    def _vanquish_best(self, g: VillainousGame, seat: int, hero: int) -> float:
        """:meth:`_vanquish_score` of ``hero`` with the Allies :meth:`_best_allies` picks
        when none are chosen yet: the best score among the engine's short list, found in
        the same walk instead of scoring the chosen set once more."""
        best_s = -math.inf
        found = False
        for h, allies in vanquish_options(g, g.players[seat]):
            if h != hero:
                continue
            s = self._vanquish_score(g, seat, h, allies)
            if s > best_s:
                best_s = s
                found = True
        if found:
            return best_s
        return self._vanquish_score(g, seat, hero, self._best_allies(g, seat, hero, ()))

    def _best_allies(
        self, g: VillainousGame, seat: int, hero: int, chosen: tuple[int, ...]
    ) -> tuple[int, ...]:
        """The best-scored small set of Allies that vanquishes ``hero`` and includes
        ``chosen`` (the engine's short list of smallest sets; all candidates if none fits)."""
        best: tuple[int, ...] | None = None
        best_s = -math.inf
        for h, allies in hero_options(g, g.players[seat], hero):
            if any(c not in allies for c in chosen):
                continue
            s = self._vanquish_score(g, seat, h, allies)
            if s > best_s:
                best, best_s = allies, s
        if best is not None:
            return best
        for h, cands, _vals, _need, _fewest in vanquish_targets(g, g.players[seat], only=hero):
            if h == hero:
                return tuple(cands)
        return chosen
