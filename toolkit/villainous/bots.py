"""Bots for Disney Villainous: the random bot and a heuristic bot per villain.

The heuristic bot scores every legal action with general values (Power, cheap
useful cards, Vanquish of strong Heroes, Fate against the leader) plus what its
villain's objective needs:

- Davy Jones: put Treasures on Heroes (where Bootstrap Bill can reach them), turn them face up
  (Bill, The Black Spot, Hadras discarded), bring the carriers to strong Allies (The Chase,
  Friends Becoming Enemies only when that helps) and defeat only face-up carriers, keeping Bill;
- Tamatoa: Maui's Hook played at his Lair, the Heart of Te Fiti freed from Moana and moved there;
- Captain Hook: the Never Land Map to unlock Hangman's Tree, Peter Pan walked to the Jolly Roger
  and vanquished there;
- Ursula: the Crown and the Trident at her Lair (King Triton vanquished there), the Lock on the Palace;
- Evil Queen: four Ingredients, Poison brewed, Snow White bitten or vanquished.

Cards in hand that cannot help now count as dead, so the bot moves to a discard symbol and
clears them rather than holding them for ever (a hand of Conditions included).

Examples
--------
>>> from toolkit.core.bots import play_game
>>> from toolkit.villainous.engine import VillainousGame
>>> game = VillainousGame.new(3, villains=["ursula", "captain_hook"])
>>> game = play_game(game, [HeuristicBot(1), HeuristicBot(2)], max_turns=5)
>>> game.turn >= 5 or game.is_over
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Final

from toolkit.core.actions import Action
from toolkit.core.bots import Bot, RandomBot
from toolkit.villainous.carddef import CardDef
from toolkit.villainous.engine import Frame, VillainousGame

BOTS: Final = ("random", "heuristic")

# how much a villain wants each of its cards in play (before cost)
CARD_VALUE: Final[dict[str, dict[str, float]]] = {
    "davy_jones": {
        "do_you_fear_death": 6,
        "the_black_spot": 5,
        "bootstrap_bill": 4,
        "friends_becoming_enemies": 2,
        "the_chase": 2.5,
        "wake_the_kraken": 3,
        "the_flying_dutchman_item": 1,
        "the_kraken": 5,
    },
    "tamatoa": {
        "mauis_hook": 9,
        "crustacean_with_the_power_of_creation": 6,
        "not_exactly_maui_time": 1.5,
        "nice_and_shiny": 3,
        "bait": 2,
        "you_look_like_seafood": 3,
        "ill_tell_you_in_song": 1,
        "trapped": 1,
        "powerless": 2,
    },
    "captain_hook": {
        "never_land_map": 10,
        "ingenious_device": 5,
        "worthy_opponent": 3,
        "cannon": 2,
        "hooks_case": 3,
        "aye_aye_sir": 1.5,
        "give_them_a_scare": 1,
    },
    "ursula": {
        "crown": 9,
        "trident": 9,
        "cauldron": 3,
        "change_form": 1,
        "opportunist": 2,
        "divination": 1,
        "whirlpool": 1.5,
        "grow_giant": 1,
        "poor_unfortunate_souls": 1,
    },
    "evil_queen": {
        "old_hags_cackle": 4,
        "scream_of_fright": 4,
        "black_of_night": 4,
        "mummy_dust": 4,
        "magic_mirror": 6,
        "throne": 4,
        "the_box": 2,
        "magic_tomes": 2,
        "black_magic": 2.5,
        "take_a_bite": 0,
        "ill_fix_ya": 1,
        "thunderbolt": 1,
    },
}

# the highest score :meth:`HeuristicBot._score` can give an action of these kinds
SCORE_BOUND: Final[dict[str, float]] = {
    "discard": 0.5,
    "activate": 7.0,
    "move_hero": 14.0,
    "move_ally": 12.0,
}

# card types played without a location (they never lack a place)
PLACED_ANYWHERE: Final = frozenset({"effect", "ingredient", "maui", "condition"})

# where each villain wants its allies and items (location index), when it matters
HOME: Final[dict[str, int]] = {"tamatoa": 2, "captain_hook": 0, "ursula": 0}


class VillainousRandomBot(RandomBot):
    """The random legal-action bot (the core one, named for this game)."""

    name = "random"


class _DecisionMemo:
    """The scoring inputs of one decision (see :class:`HeuristicBot`): a typed table per
    kind of input, keyed by what the input depends on, emptied before each decision."""

    __slots__ = (
        "ally_str",
        "bc_any",
        "chase",
        "davy_heroes",
        "dead",
        "fd_locs",
        "find",
        "place",
        "play",
        "ready",
        "strength",
        "swap",
        "sym",
        "threat",
        "vq_value",
    )

    def __init__(self) -> None:
        self.find: dict[tuple[int, str], list[int]] = {}
        self.strength: dict[int, int] = {}
        self.ally_str: dict[tuple[int, int], int] = {}
        self.fd_locs: dict[int, set[int]] = {}
        self.sym: dict[tuple[int, str], float] = {}
        self.vq_value: dict[int, float] = {}
        self.dead: dict[str, bool] = {}
        self.threat: dict[int, float] = {}
        self.play: dict[tuple[str, int, int, int], float] = {}
        self.bc_any: dict[int, bool] = {}
        self.place: dict[int, float] = {}
        self.ready: dict[int, bool] = {}
        self.davy_heroes: dict[int, tuple[list[int], list[int]]] = {}
        self.chase: dict[int, bool] = {}
        self.swap: dict[int, float] = {}

    def clear(self) -> None:
        # only the tables that were filled (most decisions fill a few); written out so
        # that each call is a native one in the compiled build
        if self.find:
            self.find.clear()
        if self.strength:
            self.strength.clear()
        if self.ally_str:
            self.ally_str.clear()
        if self.fd_locs:
            self.fd_locs.clear()
        if self.sym:
            self.sym.clear()
        if self.vq_value:
            self.vq_value.clear()
        if self.dead:
            self.dead.clear()
        if self.threat:
            self.threat.clear()
        if self.play:
            self.play.clear()
        if self.bc_any:
            self.bc_any.clear()
        if self.place:
            self.place.clear()
        if self.ready:
            self.ready.clear()
        if self.davy_heroes:
            self.davy_heroes.clear()
        if self.chase:
            self.chase.clear()
        if self.swap:
            self.swap.clear()


class HeuristicBot(Bot):
    """Scores each legal action for its villain's objective and takes the best one.

    What the bot sees: every Realm's public state (cards in play, Strength, Power,
    locks, which Heroes carry a Treasure, the face-up Treasures' identities, how many
    Treasures are left in the supply), its own hand and the discard piles. It never
    reads deck order, another player's hand or the identity of a face-down Treasure.

    Cost: one decision scores every legal action, and most of the scoring inputs
    (which cards in hand are dead, Strength, symbol values) are shared between
    actions. They are memoised for the current decision in ``self._memo``, which
    :meth:`choose` clears, so each is computed at most once per decision; the engine
    keeps the Vanquish options of a decision itself, and card costs are read from its
    cached Realm view (a memo of them cost more than it saved). Kinds
    of action with a known best score (``SCORE_BOUND``) are scored last and skipped
    once something better is found. Per-card base values and board symbols never
    change and are kept for the bot's lifetime.
    """

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._memo = _DecisionMemo()
        self._base: dict[str, dict[CardDef, float]] = {}  # villain id -> design -> value
        self._boards: dict[str, list[tuple[tuple[tuple[str, bool], ...], ...]]] = {}
        self._adds_vq: dict[str, bool] = {}

    def choose(self, game: Any, actions: Sequence[Action]) -> Action:
        """The best-scored action (the first one on ties)."""
        g: VillainousGame = game
        if len(actions) == 1:
            return actions[0]
        # a list is walked by index in the compiled build (engines hand over lists)
        acts: list[Action] = actions if isinstance(actions, list) else list(actions)
        self._memo.clear()
        seat = g.current_player
        if g.pending is not None:
            return self._pending(g, seat, acts)
        n = len(acts)
        if g.phase == "move":
            # the most valuable location; on ties the left-most one
            best = acts[0]
            best_li: int = best.args[0]
            best_v = self._loc_value(g, seat, best_li)
            for j in range(1, n):
                a = acts[j]
                li: int = a.args[0]
                v = self._loc_value(g, seat, li)
                if v > best_v or (v == best_v and li < best_li):
                    best, best_li, best_v = a, li, v
            return best
        # Score the unbounded actions first; then an action whose kind cannot beat the
        # best so far (SCORE_BOUND) is skipped, which leaves the choice unchanged.
        best_i = -1
        best_s = -math.inf
        later: list[int] = []
        for i in range(n):
            a = acts[i]
            if a.kind in SCORE_BOUND:
                later.append(i)
                continue
            s = self._score(g, seat, a)
            if s > best_s:
                best_i, best_s = i, s
        for i in later:
            a = acts[i]
            bound = SCORE_BOUND[a.kind]
            if bound < best_s or (bound == best_s and i > best_i):
                continue
            s = self._score(g, seat, a)
            if s > best_s or (s == best_s and i < best_i):
                best_i, best_s = i, s
        return acts[best_i]

    # -- memoised look-ups (valid for one decision) -------------------------------------
    def _find(self, g: VillainousGame, seat: int, cid: str) -> list[int]:
        """The instances of card ``cid`` in ``seat``'s Realm."""
        key = (seat, cid)
        hit = self._memo.find.get(key)
        if hit is None:
            hit = self._memo.find[key] = [i for i in g.realm_cards(seat) if g.defs[i].id == cid]
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
        hit = self._memo.strength.get(iid)
        if hit is None:
            hit = self._memo.strength[iid] = g.strength(iid)
        return hit

    def _ally_str(self, g: VillainousGame, seat: int, li: int) -> int:
        """The total Strength of ``seat``'s Allies at location ``li``."""
        key = (seat, li)
        hit = self._memo.ally_str.get(key)
        if hit is None:
            hit = self._memo.ally_str[key] = sum(self._str(g, a) for a in g.allies(seat, li))
        return hit

    def _face_down(self, g: VillainousGame, seat: int) -> bool:
        """Whether a Hero in ``seat``'s Realm carries a face-down Treasure."""
        return any(not t[1] for t in g.players[seat].treasure_on.values())

    def _face_down_locs(self, g: VillainousGame, seat: int) -> set[int]:
        """The locations of the Heroes that carry a face-down Treasure."""
        hit = self._memo.fd_locs.get(seat)
        if hit is None:
            tr = g.players[seat].treasure_on
            hit = self._memo.fd_locs[seat] = {g.loc_of(h) for h, t in tr.items() if not t[1]}
        return hit

    def _card_base(self, vid: str, d: CardDef) -> float:
        """How much ``vid`` wants card ``d`` in play, before its cost (fixed per design)."""
        by_card = self._base.get(vid)
        if by_card is None:
            by_card = self._base[vid] = {}
        hit = by_card.get(d)
        if hit is None:
            hit = CARD_VALUE.get(vid, {}).get(d.id)
            if hit is None:
                if d.type == "ally":
                    hit = 2.0 + 0.6 * (d.strength or 0)
                elif d.type == "item":
                    hit = 2.0
                else:
                    hit = 1.5
            by_card[d] = hit
        return hit

    def _target_loc(self, g: VillainousGame, seat: int) -> int | None:
        """The location the objective wants the Mover at, if any."""
        p = g.players[seat]
        v = p.villain.id
        if v == "evil_queen":
            sw = self._find(g, seat, "snow_white")
            if sw and g.loc_of(sw[0]) not in p.locked:
                return g.loc_of(sw[0])
        if v == "captain_hook" and not p.locked:
            pan = self._find(g, seat, "peter_pan")
            if pan:
                return g.loc_of(pan[0])
        return None

    # -- moving -------------------------------------------------------------------------
    def _loc_value(self, g: VillainousGame, seat: int, li: int) -> float:
        """What moving the Mover to location ``li`` is worth: its usable symbols."""
        p = g.players[seat]
        v = p.villain
        bottom, top = self._loc_symbols(v)[li]
        val = 0.0
        for s, vq in bottom if g.covered(seat, li) else bottom + top:
            val += self._vanquish_value(g, seat, li) if vq else self._symbol_value(g, seat, s)
        if any(self._adds_vanquish(g, i) for i in p.bottom[li]):
            val += self._vanquish_value(g, seat, li)  # e.g. Clanker: his location can Vanquish
        if v.id == "evil_queen":
            tgt = self._target_loc(g, seat)
            if tgt is not None and tgt == li:
                sw = self._find(g, seat, "snow_white")
                if self._in_hand(g, seat, "take_a_bite") and sw and p.poison >= g.strength(sw[0]):
                    val += 25
        return val

    def _loc_symbols(self, v: Any) -> list[tuple[tuple[tuple[str, bool], ...], ...]]:
        """Per location of villain ``v``: its bottom and top symbols, each with whether it
        is a Vanquish (fixed per board, so kept for the bot's lifetime)."""
        hit = self._boards.get(v.id)
        if hit is None:
            hit = [
                tuple(
                    tuple((s, s.partition(":")[0] == "vanquish") for s in row)
                    for row in (loc.bottom, loc.top)
                )
                for loc in v.locations
            ]
            self._boards[v.id] = hit
        return hit

    def _adds_vanquish(self, g: VillainousGame, iid: int) -> bool:
        """Whether a card in play gives its location a Vanquish action (Clanker)."""
        d = g.defs[iid]
        hit = self._adds_vq.get(d.id)
        if hit is None:
            hit = self._adds_vq[d.id] = any(
                verb == "add_action" and str(prm.get("symbol")) == "vanquish"
                for verb, prm in d.statics
            )
        return hit

    def _symbol_value(self, g: VillainousGame, seat: int, sym: str) -> float:
        """What an uncovered action symbol (other than Vanquish) is worth this turn."""
        key = (seat, sym)
        hit = self._memo.sym.get(key)
        if hit is not None:
            return hit
        p = g.players[seat]
        name, _, amount = sym.partition(":")
        val = 0.0
        if name == "gain_power":
            val = 1.2 * int(amount)
        elif name == "play_card":
            hand_ok = any(
                g.defs[i].type != "condition" and self._cost(g, seat, i) <= p.power + 2
                for i in p.hand
            )
            val = 1.6 if hand_ok else 0.3
        elif name == "fate":
            val = 1.0
        elif name == "activate":
            val = 1.5 if g._activatable(p) else 0.0
        elif name == "move_hero":
            val = self._move_hero_need(g, seat)
        elif name == "move_item_or_ally":
            val = self._move_item_need(g, seat)
            if p.villain.id == "davy_jones" and any(
                g.defs[a].id == "bootstrap_bill"
                and any(
                    abs(g.loc_of(h) - g.loc_of(a)) == 1 and not t[1]
                    for h, t in p.treasure_on.items()
                )
                for a in g.allies(seat)
            ):
                val += 4
        elif name == "discard_cards":
            val = 0.3 + 0.8 * sum(1 for i in p.hand if self._dead(g, seat, i))
        elif name == "brew_poison":
            val = 2.0 if p.power > 0 else 0.5
        self._memo.sym[key] = val
        return val

    def _vanquish_value(self, g: VillainousGame, seat: int, li: int) -> float:
        """What a Vanquish symbol at location ``li`` is worth (0 if a Hero there blocks it)."""
        for h in g.heroes(seat, li):
            for verb, prm in g.defs[h].statics:
                if verb == "block_action" and prm.get("symbol") == "vanquish":
                    return 0.0
        hit = self._memo.vq_value.get(seat)
        if hit is None:
            opts = g._vanquish_options(g.players[seat]) if self._may_vanquish(g, seat) else []
            if not opts:
                hit = 0.2
            else:
                best = max(self._vanquish_score(g, seat, h, al) for h, al in opts)
                hit = 3.0 + max(0.0, best - 5.0) / 2
            self._memo.vq_value[seat] = hit
        return hit

    def _may_vanquish(self, g: VillainousGame, seat: int) -> bool:
        """False when no Hero can be vanquished, found without listing ally combinations.

        A Hero needs Strength 0 or an Ally at (or, with reach, next to) its location, so
        a Realm where no unlocked Hero has an Ally within one location has no option.
        """
        p = g.players[seat]
        near: set[int] = set()
        for a in g.allies(seat):
            li = g.loc_of(a)
            near.update((li - 1, li, li + 1))
        return any(
            g.loc_of(h) not in p.locked and (g.loc_of(h) in near or self._str(g, h) <= 0)
            for h in g.heroes(seat)
        )

    def _bc_target(self, g: VillainousGame, seat: int, hero: int) -> int | None:
        """The location a Binding Contract on ``hero`` defeats it at, if it carries one."""
        p = g.players[seat]
        for x in g.attached_to(hero):
            d = g.defs[x]
            if d.family == "binding_contract" and isinstance(d.attaches_to, dict):
                return p.villain.loc_index(d.attaches_to["not_at"])
        return None

    def _move_hero_need(self, g: VillainousGame, seat: int) -> float:
        """What a Move a Hero symbol is worth this turn."""
        p = g.players[seat]
        if p.villain.id == "captain_hook" and not p.locked:
            pan = self._find(g, seat, "peter_pan")
            if pan and g.loc_of(pan[0]) > 0:
                return 5.0
        return 0.4 if g.heroes(seat) else 0.0

    def _move_item_need(self, g: VillainousGame, seat: int) -> float:
        """What a Move an Item or Ally symbol is worth this turn."""
        p = g.players[seat]
        vid = p.villain.id
        if vid in ("tamatoa", "ursula"):
            home = HOME[vid]
            for cid in p.villain.objective["items"]:
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
            best = self._best_allies(g, seat, a.args[1], ())
            return self._vanquish_score(g, seat, a.args[1], best)
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
            if d.id == "magic_mirror" and self._find(g, seat, "snow_white"):
                return -1.0
            return 7.0
        return 0.1

    def _dead(self, g: VillainousGame, seat: int, iid: int) -> bool:
        """A card in hand not worth keeping: it cannot be played anywhere, or is weak."""
        d = g.defs[iid]
        hit = self._memo.dead.get(d.id)
        if hit is None:
            hit = self._memo.dead[d.id] = self._is_dead(g, seat, d)
        return hit

    def _is_dead(self, g: VillainousGame, seat: int, d: CardDef) -> bool:
        """:meth:`_dead` for one card design, uncached."""
        if d.type == "condition":
            # Conditions wait for an opponent's move, but a hand full of them plays nothing:
            # past a few (two for Davy Jones, whose hand is his Treasure engine) they go
            p = g.players[seat]
            n = sum(1 for i in p.hand if g.defs[i].type == "condition")
            return n >= (2 if p.villain.id == "davy_jones" else 3)  # memoised per design
        if d.id == "take_a_bite":
            return False
        val = CARD_VALUE.get(g.players[seat].villain.id, {}).get(d.id)
        if val is None:
            val = 2.0 if d.type in ("ally", "item") else 1.0
        if val < 1.5:
            return True
        if (
            g.players[seat].villain.id == "davy_jones"
            and d.type == "effect"
            and self._davy_play(g, seat, d, -1) is None
        ):
            return True
        # effects can always be played; Allies and Items need a free (or hosting) place
        return d.type not in PLACED_ANYWHERE and not g._placements(seat, d, ignore_lock=False)

    def _threat(self, g: VillainousGame, t: int) -> float:
        """How close opponent ``t`` looks to winning (public state only)."""
        hit = self._memo.threat.get(t)
        if hit is not None:
            return hit
        q = g.players[t]
        score = len(q.claimed) * 0.8 + len(g.allies(t)) * 0.2 + q.power * 0.1
        if q.villain.id == "evil_queen":
            score += len(q.ingredients) * 0.4 + q.poison * 0.2
        if q.villain.id == "captain_hook" and not q.locked:
            score += 1.0
        for cid in q.villain.objective.get("items", []):
            if self._find(g, t, cid):
                score += 1.0
        self._memo.threat[t] = score
        return score

    def _play_score(self, g: VillainousGame, seat: int, a: Action) -> float:
        """A card played from hand: its value to the villain, less its cost, where it goes.

        The same card is often offered at several locations (and from several play
        symbols); the score is kept per (design, location, host, payment).
        """
        _slot, iid, li, host, pay = a.args
        d = g.defs[iid]
        key = (d.id, li, host, pay)
        hit = self._memo.play.get(key)
        if hit is None:
            hit = self._memo.play[key] = self._play_value(g, seat, d, iid, li, host, pay)
        return hit

    def _play_value(
        self, g: VillainousGame, seat: int, d: CardDef, iid: int, li: int, host: int, pay: int
    ) -> float:
        """:meth:`_play_score` uncached."""
        p = g.players[seat]
        vid = p.villain.id
        cost = self._cost(g, seat, iid, host)
        base = self._card_base(vid, d)
        if pay == 1:
            base -= 2.5  # discarding the Map
            if vid == "captain_hook" and not p.lock_removed:
                return -5.0
        score = 6.0 + base - 0.4 * cost
        if vid == "davy_jones":
            adj = self._davy_play(g, seat, d, li)
            if adj is None:
                return 0.5 - 0.1 * cost  # no use now: played last, only to draw a new card
            score += adj
        elif vid == "tamatoa":
            if d.id == "mauis_hook":
                score += 6 if li == 2 else -10
        elif vid == "ursula":
            score += self._ursula_play(g, seat, d, li, host)
        elif vid == "evil_queen":
            if d.type == "ingredient" and any(g.defs[x].name == d.name for x in p.ingredients):
                score -= 3
            if d.id == "take_a_bite":
                score = self._bite_score(g, seat)
        if d.type == "ally" and li >= 0:
            score += self._ally_place_bonus(g, seat, li)
        if d.type == "effect" and d.id in ("you_look_like_seafood",):
            heroes = [h for h in g.heroes(seat) if max(0, self._str(g, h)) <= p.power - cost]
            score += 2 if heroes else -8
        return score

    def _ursula_play(self, g: VillainousGame, seat: int, d: CardDef, li: int, host: int) -> float:
        """Ursula's objective terms for playing card ``d``."""
        p = g.players[seat]
        score = 0.0
        if d.id == "crown":
            score += 6 if li == 0 else -10
        if d.id == "trident":
            # King Triton comes with it: next to the Lair, so that a Binding Contract
            # (Ursula's Lair) and a move into the Lair defeat him there
            score += 6 if li == 1 else -10
        if d.family == "binding_contract" and host >= 0:
            hd = g.defs[host]
            tgt = p.villain.loc_index(d.attaches_to["not_at"])
            if hd.id == "king_triton" and any(
                g.defs[x].id == "trident" for x in g.attached_to(host)
            ):
                score += 12 if tgt == 0 else -4
            elif abs(g.loc_of(host) - tgt) == 1:
                score += 2
        if d.id in ("whirlpool", "poor_unfortunate_souls"):
            hit = self._memo.bc_any.get(seat)
            if hit is None:
                hit = self._memo.bc_any[seat] = any(
                    self._bc_target(g, seat, h) is not None for h in g.heroes(seat)
                )
            if hit:
                score += 6
        if d.id == "change_form":
            score += 3 if 3 not in p.locked else -8
        return score

    def _bite_score(self, g: VillainousGame, seat: int) -> float:
        """Take a Bite's value: Snow White within reach of the Poison, or Doc first."""
        p = g.players[seat]
        ok = [
            g.defs[h].id
            for h in g.heroes(seat, p.loc)
            if g._hero_defeatable(seat, h) and max(0, self._str(g, h)) <= p.poison
        ]
        if "snow_white" in ok:
            return 30.0
        if ok and self._find(g, seat, "snow_white"):
            return 10.0  # clear the way (Doc must be defeated first)
        return -5.0

    def _ally_place_bonus(self, g: VillainousGame, seat: int, li: int) -> float:
        """What an Ally played at ``li`` adds: a Hero to fight, its villain's home."""
        hit = self._memo.place.get(li)
        if hit is not None:
            return hit
        p = g.players[seat]
        vid = p.villain.id
        bonus = 0.0
        if vid in HOME and li == HOME[vid]:
            bonus += 1.5
        heroes = g.heroes(seat, li)
        if heroes:
            bonus += 1.0
            if vid == "davy_jones":
                bonus += self._davy_ally_place(g, seat, li, heroes)
            if vid == "tamatoa" and any(g.defs[h].id == "moana" for h in heroes):
                bonus += 2
            if vid == "evil_queen" and any(g.defs[h].id == "snow_white" for h in heroes):
                bonus += 3
        self._memo.place[li] = bonus
        return bonus

    def _vanquish_score(
        self, g: VillainousGame, seat: int, hero: int, allies: tuple[int, ...]
    ) -> float:
        """Defeating ``hero`` with ``allies``: its Strength, the Allies spent, the objective."""
        p = g.players[seat]
        vid = p.villain.id
        d = g.defs[hero]
        score = (
            5.0
            + 0.5 * max(0, self._str(g, hero))
            - 0.4 * sum(g.defs[x].strength or 0 for x in allies)
        )
        if vid == "davy_jones":
            score += self._davy_vanquish(g, seat, hero, allies)
        elif vid == "captain_hook":
            if d.id == "peter_pan":
                score += 40 if g.loc_of(hero) == 0 else -20
        elif vid == "evil_queen":
            if d.id == "snow_white":
                score += 40
        elif vid in ("tamatoa", "ursula"):
            items = p.villain.objective["items"]
            if any(g.defs[x].id in items for x in g.attached_to(hero)):
                score += 12 if vid == "tamatoa" or g.loc_of(hero) == 0 else 2
        return score

    def _move_hero_score(self, g: VillainousGame, seat: int, hero: int, to: int) -> float:
        """A Move a Hero action: towards an objective spot, off the Mover, to strong Allies."""
        p = g.players[seat]
        d = g.defs[hero]
        frm = g.loc_of(hero)
        if p.villain.id == "captain_hook" and d.id == "peter_pan":
            return 9.0 if to < frm else -5.0
        bc = self._bc_target(g, seat, hero)
        if bc is not None and bc == to:
            return 10.0 + (4.0 if g.attached_to(hero) and to == 0 else 0.0)
        # uncover the Mover's location, or bring a Hero to strong Allies
        s = 0.5
        if frm == p.loc:
            s += 1.0
        if self._ally_str(g, seat, to) >= self._str(g, hero):
            s += 1.5
        return s

    def _move_ally_score(self, g: VillainousGame, seat: int, iid: int, to: int) -> float:
        """A Move an Item or Ally action: objective Items home, Allies to the Heroes."""
        p = g.players[seat]
        vid = p.villain.id
        d = g.defs[iid]
        frm = g.loc_of(iid)
        if vid in ("tamatoa", "ursula") and d.id in p.villain.objective["items"]:
            home = HOME[vid]
            return 12.0 if abs(to - home) < abs(frm - home) else -6.0
        if vid == "davy_jones" and d.id == "bootstrap_bill" and to in self._face_down_locs(g, seat):
            return 8.0  # Bill turns a face-down Treasure face up when moved next to it
        if d.type == "ally":
            need = g.heroes(seat, to)
            if need and vid == "captain_hook" and any(g.defs[h].id == "peter_pan" for h in need):
                return 3.0 if to == 0 else 0.5
            return 1.0 if need and not g.heroes(seat, frm) else -0.5
        return -1.0

    # -- Davy Jones ---------------------------------------------------------------------
    # Davy claims a Treasure by defeating the Hero that carries it face up; a face-down
    # Treasure on a defeated Hero goes back to the supply. Treasures reach Heroes face down
    # (Do You Fear Death?, They're Here), and only Bootstrap Bill (played or moved to the
    # Hero's location), The Black Spot and Hadras (when discarded) turn them face up, so
    # reveals are the scarce step. Vanquish needs Davy at The Flying Dutchman or at
    # Clanker's location, with enough Allies at the Hero's location. The bot sees which
    # Heroes carry a Treasure and the face-up Treasures, never a face-down one's identity.

    def _davy_ready(self, g: VillainousGame, seat: int, hero: int) -> bool:
        """Whether Davy's Allies at ``hero``'s location could defeat it now."""
        hit = self._memo.ready.get(hero)
        if hit is None:
            li = g.loc_of(hero)
            total = self._ally_str(g, seat, li)
            tok = g.players[seat].treasure_on.get(hero)
            if tok is not None and tok[1] and tok[0] == "music_box":
                # face up, the Music Box keeps The Kraken from defeating its Hero
                total -= sum(
                    self._str(g, a) for a in g.allies(seat, li) if g.defs[a].id == "the_kraken"
                )
            hit = self._memo.ready[hero] = total >= self._str(g, hero)
        return hit

    def _davy_heroes(self, g: VillainousGame, seat: int) -> tuple[list[int], list[int]]:
        """The Heroes carrying a face-down Treasure, and those carrying a face-up one."""
        hit = self._memo.davy_heroes.get(seat)
        if hit is None:
            down: list[int] = []
            up: list[int] = []
            for h, t in g.players[seat].treasure_on.items():
                (up if t[1] else down).append(h)
            hit = self._memo.davy_heroes[seat] = (down, up)
        return hit

    def _bill_locs(self, g: VillainousGame, seat: int) -> set[int]:
        """Where Bootstrap Bill can be moved to (next to him, unlocked)."""
        p = g.players[seat]
        out: set[int] = set()
        for b in self._find(g, seat, "bootstrap_bill"):
            li = g.loc_of(b)
            if li >= 0 and li not in p.locked:
                out |= {x for x in (li - 1, li + 1) if 0 <= x < 4 and x not in p.locked}
        return out

    def _davy_play(self, g: VillainousGame, seat: int, d: CardDef, li: int) -> float | None:
        """Davy's objective terms for playing card ``d`` (at ``li`` for Allies).

        None for a card that does nothing useful now: it is worth playing only to
        cycle the hand, and it counts as dead (worth discarding).
        """
        p = g.players[seat]
        down, _up = self._davy_heroes(g, seat)
        cid = d.id
        if cid == "the_black_spot":
            if not down:
                return -14.0
            return 2.0 + (3.0 if any(self._davy_ready(g, seat, h) for h in down) else 0.0)
        if cid == "bootstrap_bill":
            return 6.0 if li >= 0 and li in self._face_down_locs(g, seat) else 0.0
        if cid == "do_you_fear_death":
            # with the supply empty it would only bring a Hero without a Treasure
            return 1.0 if p.treasure_supply else None
        if cid == "the_chase":
            return 3.0 if self._chase_gain(g, seat) else None
        if cid == "wake_the_kraken":
            if self._in_hand(g, seat, "the_kraken") or self._find(g, seat, "the_kraken"):
                return None
            return 1.0 if down and self._find(g, seat, "hadras") else 0.0
        if cid == "friends_becoming_enemies":
            return 2.0 if self._best_swap(g, seat) > 0 else None
        if cid == "hadras" and down:
            return 1.0
        return 0.0

    def _chase_gain(self, g: VillainousGame, seat: int) -> bool:
        """Whether The Chase can bring a face-up carrier to Allies strong enough for it."""
        hit = self._memo.chase.get(seat)
        if hit is None:
            hit = False
            p = g.players[seat]
            _down, up = self._davy_heroes(g, seat)
            for h in up:
                if g.loc_of(h) in p.locked or self._davy_ready(g, seat, h):
                    continue
                need = self._str(g, h)
                if any(
                    li != g.loc_of(h) and li not in p.locked and self._ally_str(g, seat, li) >= need
                    for li in range(4)
                ):
                    hit = True
                    break
            self._memo.chase[seat] = hit
        return hit

    def _best_swap(self, g: VillainousGame, seat: int) -> float:
        """The best gain of Friends Becoming Enemies (moving a face-up Treasure to a Hero
        Davy can defeat now)."""
        hit = self._memo.swap.get(seat)
        if hit is None:
            p = g.players[seat]
            heroes = g.heroes(seat)
            best = 0.0
            for x in heroes:
                if x not in p.treasure_on:
                    continue
                for y in heroes:
                    if y != x:
                        best = max(best, self._swap_gain(g, seat, (x, y)))
            hit = self._memo.swap[seat] = best
        return hit

    def _swap_gain(self, g: VillainousGame, seat: int, v: tuple[int, int]) -> float:
        """How many face-up Treasures a swap puts on a Hero Davy can defeat now, net."""
        x, y = v
        tr = g.players[seat].treasure_on
        tx, ty = tr.get(x), tr.get(y)
        rx, ry = self._davy_ready(g, seat, x), self._davy_ready(g, seat, y)
        before = (tx is not None and tx[1] and rx) + (ty is not None and ty[1] and ry)
        after = (tx is not None and tx[1] and ry) + (ty is not None and ty[1] and rx)
        return float(after - before)

    def _davy_ally_place(self, g: VillainousGame, seat: int, li: int, heroes: list[int]) -> float:
        """What an Ally at ``li`` adds for Davy: strength next to Treasure carriers."""
        tr = g.players[seat].treasure_on
        bonus = 0.0
        for h in heroes:
            tok = tr.get(h)
            if tok is None:
                continue
            if tok[1]:
                bonus += 1.0 if self._davy_ready(g, seat, h) else 3.0
            else:
                bonus += 1.0
        return min(bonus, 4.0)

    def _davy_vanquish(
        self, g: VillainousGame, seat: int, hero: int, allies: tuple[int, ...]
    ) -> float:
        """Davy's terms for a Vanquish: claim face-up Treasures, keep the reveal engine."""
        p = g.players[seat]
        tok = p.treasure_on.get(hero)
        down, _up = self._davy_heroes(g, seat)
        score = 0.0
        if tok is None:
            score -= 2.0
        elif tok[1]:
            score += 15.0
            # The Kraken stays in play after defeating a face-up carrier
            score += 0.4 * sum(8 for x in allies if g.defs[x].id == "the_kraken")
            if tok[0] == "the_heart":
                score -= min(p.power, 6)  # spend the Power before it is lost
        else:
            score -= 12.0
        ids = [g.defs[x].id for x in allies]
        if down or (tok is not None and not tok[1]):
            score += 3.0 * ids.count("hadras")
        if "bootstrap_bill" in ids and (down or p.treasure_supply):
            score -= 4.0
        return score

    def _davy_hero_move(
        self, g: VillainousGame, seat: int, hero: int, li: int, tok: list[Any] | None
    ) -> float:
        """Davy moving a Hero to ``li``: carriers to strong Allies or next to Bill."""
        if tok is None:
            return 0.0
        if tok[1]:
            if self._davy_ready(g, seat, hero):
                return -3.0  # already where it can be defeated
            return 6.0 if self._ally_str(g, seat, li) >= self._str(g, hero) else 0.0
        return 2.0 if li in self._bill_locs(g, seat) else 0.0

    def _davy_dest(self, g: VillainousGame, seat: int, li: int) -> float:
        """How much better ``li`` is for a new face-down carrier (Bill can reach it)."""
        return 2.5 if li in self._bill_locs(g, seat) else 0.0

    def _davy_target(self, g: VillainousGame, seat: int, verb: str, v: int) -> float | None:
        """Davy's own choice of a card for a Treasure effect or a discard, if it matters."""
        d = g.defs[v]
        if verb == "treasure_reveal" and d.type == "hero":
            # turn up the Treasure Davy can claim soonest
            ready = self._davy_ready(g, seat, v)
            return (10.0 if ready else 0.0) - 0.3 * self._str(g, v)
        if verb == "treasure_place" and d.type == "hero":
            ready = self._davy_ready(g, seat, v)
            bill = g.loc_of(v) in self._bill_locs(g, seat)
            return (5.0 if ready else 0.0) + (2.0 if bill else 0.0) - 0.3 * self._str(g, v)
        if verb == "discard_card" and d.type == "ally":
            down, _up = self._davy_heroes(g, seat)
            if d.id == "hadras" and down:
                return 10.0  # discarded, he turns a Treasure face up
            if d.id == "bootstrap_bill":
                return -6.0
            return -float(self._str(g, v)) - (2.0 if d.id in ("clanker", "the_kraken") else 0.0)
        return None

    # -- pending decisions --------------------------------------------------------------
    def _pending(self, g: VillainousGame, seat: int, actions: Sequence[Action]) -> Action:
        """A choice inside a card's effect, a Condition or a discard."""
        pd = g.pending
        assert pd is not None
        if pd["kind"] == "condition":
            return actions[0]
        if pd["kind"] == "vanquish":
            return self._vanquish_step(g, seat, pd, actions)
        if pd["kind"] == "discard_more":
            for a in actions:
                if a.kind == "discard_more" and self._dead(g, seat, a.args[0]):
                    return a
            return actions[-1]
        fr = pd["frame"]
        key = pd["key"]
        values = pd["values"]
        # the best-scored option; on ties the first one
        best = 0
        best_s = -math.inf
        for i, v in enumerate(values):
            s = self._option_score(g, seat, fr, key, v)
            if s > best_s:
                best, best_s = i, s
        return actions[best]

    def _best_allies(
        self, g: VillainousGame, seat: int, hero: int, chosen: tuple[int, ...]
    ) -> tuple[int, ...]:
        """The best-scored small set of Allies that vanquishes ``hero`` and includes
        ``chosen`` (the engine's short list of smallest sets; all candidates if none fits)."""
        best: tuple[int, ...] | None = None
        best_s = -math.inf
        for h, allies in g._vanquish_options(g.players[seat]):
            if h != hero or any(c not in allies for c in chosen):
                continue
            s = self._vanquish_score(g, seat, h, allies)
            if s > best_s:
                best, best_s = allies, s
        if best is not None:
            return best
        for h, cands, _vals, _need, _fewest in g._vanquish_targets(g.players[seat], only=hero):
            if h == hero:
                return tuple(cands)
        return chosen

    def _vanquish_step(
        self, g: VillainousGame, seat: int, pd: Any, actions: Sequence[Action]
    ) -> Action:
        """The next Ally of the best set for the Hero being vanquished, or the end of it."""
        chosen: tuple[int, ...] = pd["chosen"]
        if pd["total"] < pd["need"] or len(chosen) < pd["min"]:
            want = self._best_allies(g, seat, pd["hero"], chosen)
            for a in actions:
                if a.kind == "vanquish_ally" and a.args[0] in want:
                    return a
            for a in actions:  # no set of the short list fits: the next Ally listed
                if a.kind == "vanquish_ally":
                    return a
        return actions[-1]

    def _option_score(self, g: VillainousGame, seat: int, fr: Frame, key: Any, v: Any) -> float:
        """The value of one option of a card's choice (negated when an opponent's card)."""
        owner = fr.owner
        friendly = owner == seat
        p = g.players[owner]
        vid = p.villain.id
        kname = key[0] if isinstance(key, tuple) else key
        if kname in ("may", "opt"):
            return 1.0 if (v is True) == friendly else 0.0
        if kname == "fate":
            return self._fate_option(g, owner, v) * (1 if not friendly else -1)
        if kname == "lock":
            return 1.0 if v == 3 else 0.0
        if kname == "swap" and vid == "davy_jones" and friendly and v is not None:
            return self._swap_gain(g, owner, v)
        if kname == "mv" and v is not None:
            x, li = v
            d = g.defs[x]
            frm = g.loc_of(x)
            if vid == "captain_hook" and d.id == "peter_pan":
                s = (frm - li) * 3.0
            elif vid in ("tamatoa", "ursula") and d.id in p.villain.objective["items"]:
                s = (abs(frm - HOME[vid]) - abs(li - HOME[vid])) * 3.0
            elif d.type == "hero":
                ally_str = self._ally_str(g, owner, li)
                strong = ally_str >= self._str(g, x)
                s = 1.0 if strong else 0.0
                s += 0.5 if frm == p.loc else 0.0
                if self._bc_target(g, owner, x) == li:
                    s += 10
                tok = p.treasure_on.get(x)
                if tok is not None and tok[1] and strong:
                    s += 3
                if vid == "davy_jones" and friendly:
                    s += self._davy_hero_move(g, owner, x, li, tok)
            else:
                s = 0.5 if g.heroes(owner, li) else 0.0
            return s if friendly else -s
        if kname == "mv":
            return 0.0
        if kname == "dest" and isinstance(v, int):
            # a Hero played into a Realm: friendly puts it where it blocks least and, for
            # Davy Jones, away from the Vanquish location and next to his Allies
            val = self._top_value(g, owner, v)
            if friendly:
                loc = p.villain.locations[v]
                if "vanquish" in loc.bottom or "vanquish" in loc.top:
                    val += 4
                if vid == "davy_jones":
                    val -= 0.4 * self._ally_str(g, owner, v) + self._davy_dest(g, owner, v)
            return -val if friendly else val
        if kname == "target" and isinstance(v, int):
            if vid == "davy_jones" and friendly:
                verb = next(iter(fr.effects[fr.i])) if fr.i < len(fr.effects) else ""
                davy = self._davy_target(g, owner, verb, v)
                if davy is not None:
                    return davy
            d = g.defs[v]
            if d.type == "hero":
                s = float(self._str(g, v))
                if d.id == "snow_white" and vid == "evil_queen":
                    s += 50
                if vid == "davy_jones":
                    tok = p.treasure_on.get(v)
                    s += 3 if tok is None else 0
                return s if friendly else -s
            s = float(d.strength or 0) + (1 if d.type == "item" else 0)
            return -s if friendly else s
        return 0.0

    def _top_value(self, g: VillainousGame, seat: int, li: int) -> float:
        """What the top (coverable) symbols of a location are worth to its owner."""
        loc = g.players[seat].villain.locations[li]
        val = 0.0
        for s in loc.top:
            name, _, amount = s.partition(":")
            val += int(amount) if name == "gain_power" else 1.5
        if g.covered(seat, li):
            val *= 0.3
        return val

    def _fate_option(self, g: VillainousGame, owner: int, v: Any) -> float:
        """How much a Fate option hurts ``owner`` (the target)."""
        if v == ("both",):
            return 5.0
        if v is None:  # Sleepy's second card left unplayed
            return 0.0
        iid, li, h = v
        d = g.defs[iid]
        q = g.players[owner]
        if d.id in q.villain.objective.get("items", []) or d.id in ("peter_pan", "snow_white"):
            return -5.0
        if d.type == "hero":
            return (d.strength or 0) * 0.6 + (self._top_value(g, owner, li) if li >= 0 else 0)
        if d.type == "item" and h >= 0:
            return 2.0 + 0.3 * self._str(g, h)
        return 2.0


def make_bot(name: str, seed: int) -> Bot:
    """A bot by name: ``random`` or ``heuristic``."""
    if name == "random":
        return VillainousRandomBot(seed)
    if name == "heuristic":
        return HeuristicBot(seed)
    raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOTS)}")
