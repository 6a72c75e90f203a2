"""Bots for Disney Villainous: the random bot and a heuristic bot per villain.

The heuristic bot scores every legal action with general values (Power, cheap
useful cards, Vanquish of strong Heroes, Fate against the leader) plus what its
villain's objective needs, in terms of card roles that the playbook
(``data/villainous/bot_playbook.yaml``, read by :mod:`toolkit.villainous.playbook`)
assigns to each villain's cards:

- Davy Jones (``treasure_hunt``): put Treasures on Heroes (where the revealer, Bootstrap
  Bill, can reach them), turn them face up, bring the carriers to strong Allies and defeat
  only face-up carriers, keeping the revealer (:mod:`toolkit.villainous.bots_treasure`);
- Tamatoa and Ursula (``carry_items``): the objective's Items played at their place,
  freed from Heroes and moved home; Ursula's contracts on the Hero holding the Trident,
  the lock kept off her Lair;
- Captain Hook (``walk_quarry``): the lock opened, Peter Pan walked to the Jolly Roger and
  vanquished there;
- Evil Queen (``poison_quarry``): Ingredients, Poison brewed, Snow White bitten or vanquished.

The bot is built in layers, one module each: what it reads of the table
(:mod:`toolkit.villainous.bots_view`), the Treasure hunt, the scores of a turn's actions
(:mod:`toolkit.villainous.bots_score`) and, here, the choices: the best action, the
Mover's location and the options of a card's question. No module names a card: the
playbook does.

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
from toolkit.villainous.bots_score import ActionScores, apart
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.pending import CardChoice, ConditionOffer, MoreDiscards, VanquishChoice
from toolkit.villainous.state import Frame

BOTS: Final = ("random", "heuristic")

# the highest score :meth:`HeuristicBot._score` can give an action of these kinds, for any
# villain (a villain's own bounds of the moves, :meth:`HeuristicBot._bounds`, may be lower)
SCORE_BOUND: Final[dict[str, float]] = {
    "discard": 0.5,
    "activate": 7.0,
    "move_hero": 14.0,
    "move_ally": 12.0,
}


class VillainousRandomBot(RandomBot):
    """The random legal-action bot (the core one, named for this game)."""

    name = "random"


class HeuristicBot(ActionScores):
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
        self._hero_bound: list[float] = []  # per seat, see _bounds
        self._ally_bound: list[float] = []
        # per seat, the bounds of the kinds numbered 0 discard, 1 move_ally, 2 move_hero,
        # 3 activate (see choose)
        self._kind_bound: list[list[float]] = []
        # room for the bounded actions of a decision (see choose): written over at each
        # decision up to its own count (grown to the most actions a decision offered), so
        # that a decision allocates no list for them; nothing in it is read at a later
        # decision
        self._later: list[int] = []

    def ranked(self, game: Any, actions: Sequence[Action]) -> list[Action]:
        """The actions from the best-scored to the worst (the first one first on ties).

        The search bot takes its candidate moves from the head of this order. It lives
        here, not in a subclass, because an interpreted class cannot inherit from this
        one when the bots are compiled.

        Examples
        --------
        >>> from toolkit.villainous.engine import VillainousGame
        >>> g = VillainousGame.new(3, villains=["ursula", "captain_hook"])
        >>> acts = g.legal_actions()
        >>> order = HeuristicBot(0).ranked(g, acts)
        >>> sorted(order, key=acts.index) == list(acts)
        True
        """
        g: VillainousGame = game
        self._memo.clear()
        if self._refresh(g):
            self._bounds(g)
        seat = g.current_player
        if g.phase == "move":
            scores = [self._loc_value(g, seat, a.args[0]) for a in actions]
        else:
            scores = [
                self._play_score(g, seat, a) if a.kind == "play" else self._score(g, seat, a)
                for a in actions
            ]
        order = sorted(range(len(actions)), key=lambda i: (-scores[i], i))
        return [actions[i] for i in order]

    def choose(self, game: Any, actions: Sequence[Action]) -> Action:
        """The best-scored action (the first one on ties)."""
        g: VillainousGame = game
        if len(actions) == 1:
            return actions[0]
        # a tuple is walked by index in the compiled build (engines hand over tuples)
        acts: tuple[Action, ...] = actions if isinstance(actions, tuple) else tuple(actions)
        self._memo.clear()
        if self._refresh(g):
            self._bounds(g)
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
        # best so far (its bound: SCORE_BOUND, with the villain's own bounds of the moves,
        # see _bounds) is skipped, which leaves the choice unchanged.
        kind_bound = self._kind_bound[seat]
        best_i = -1
        best_s = -math.inf
        # the bounded actions, each as its index times 4 plus its kind's number (0 discard,
        # 1 move_ally, 2 move_hero, 3 activate: see _bounds), written over the bot's kept
        # list up to m
        later = self._later
        if len(later) < n:
            later.extend([0] * (n - len(later)))
        m = 0
        for i in range(n):
            a = acts[i]
            k = a.kind
            if k == "play":  # the most frequent kind, scored without _score's dispatch
                s = self._play_score(g, seat, a)
                if s > best_s:
                    best_i, best_s = i, s
                continue
            if k == "discard":
                e = i << 2
            elif k == "move_ally":
                e = i << 2 | 1
            elif k == "move_hero":
                e = i << 2 | 2
            elif k == "activate":
                e = i << 2 | 3
            else:
                s = self._score(g, seat, a)
                if s > best_s:
                    best_i, best_s = i, s
                continue
            later[m] = e
            m += 1
        for j in range(m):
            e = later[j]
            i = e >> 2
            bound = kind_bound[e & 3]
            if bound < best_s or (bound == best_s and i > best_i):
                continue
            a = acts[i]
            s = self._score(g, seat, a)
            if s > best_s or (s == best_s and i < best_i):
                best_i, best_s = i, s
        return acts[best_i]

    def _bounds(self, g: VillainousGame) -> None:
        """Each seat's bounds of :meth:`_move_hero_score` and :meth:`_move_ally_score`,
        found from its plan once per game: a move scores more than 3 only for a quarry
        walked to its place (9), a Hero taken to where its contract defeats it (14: only
        when some card of the game is of the plan's contract family and attaches with a
        ``not_at``), the revealer moved to a face-down Treasure (8) or an objective Item
        carried home (12)."""
        families = {d.family for d in g.defs if isinstance(d.attaches_to, dict)}
        self._hero_bound = []
        self._ally_bound = []
        self._kind_bound = []
        for plan in self._plans:
            hero_b = 3.0
            if plan.walks:
                hero_b = 9.0
            if plan.contract_family in families:
                hero_b = 14.0
            ally_b = 1.0
            if plan.walks:
                ally_b = 3.0
            if plan.treasures:
                ally_b = max(ally_b, 8.0)
            if plan.carries:
                ally_b = 12.0
            self._hero_bound.append(hero_b)
            self._ally_bound.append(ally_b)
            self._kind_bound.append(
                [SCORE_BOUND["discard"], ally_b, hero_b, SCORE_BOUND["activate"]]
            )

    # -- pending decisions --------------------------------------------------------------
    def _pending(self, g: VillainousGame, seat: int, actions: Sequence[Action]) -> Action:
        """A choice inside a card's effect, a Condition or a discard."""
        pd = g.pending
        if isinstance(pd, CardChoice):  # the most frequent, asked first
            fr = pd.frame
            key = pd.key
            # the best-scored option; on ties the first one
            best = 0
            best_s = -math.inf
            for i, v in enumerate(pd.values):
                s = self._option_score(g, seat, fr, key, v)
                if s > best_s:
                    best, best_s = i, s
            return actions[best]
        if isinstance(pd, VanquishChoice):
            return self._vanquish_step(g, seat, pd, actions)
        if isinstance(pd, MoreDiscards):
            for a in actions:
                if a.kind == "discard_more" and self._dead(g, seat, a.args[0]):
                    return a
            return actions[-1]
        assert isinstance(pd, ConditionOffer)
        return actions[0]

    def _vanquish_step(
        self, g: VillainousGame, seat: int, pd: VanquishChoice, actions: Sequence[Action]
    ) -> Action:
        """The next Ally of the best set for the Hero being vanquished, or the end of it."""
        chosen: tuple[int, ...] = pd.chosen
        if pd.total < pd.need or len(chosen) < pd.fewest:
            want = self._best_allies(g, seat, pd.hero, chosen)
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
        plan = self._plans[owner]
        kname: str = key[0] if isinstance(key, tuple) else key
        if kname in ("may", "opt"):
            return 1.0 if (v is True) == friendly else 0.0
        if kname == "fate":
            return self._fate_option(g, owner, v) * (1 if not friendly else -1)
        if kname == "lock":
            return 1.0 if v == plan.lock_on else 0.0
        if kname == "swap" and plan.treasures and friendly and v is not None:
            return self._swap_gain(g, owner, v)
        if kname == "mv" and v is not None:
            mv: tuple[int, int] = v
            x = mv[0]
            li = mv[1]
            d = g.defs[x]
            frm = g.loc_of(x)
            # an objective piece: 3 a step closer to its place
            if plan.walks and d.id == plan.quarry:
                at = plan.quarry_at
                s = 3.0 * (apart(frm, at) - apart(li, at))
            elif plan.carries and d.id in plan.items:
                at = plan.home
                s = 3.0 * (apart(frm, at) - apart(li, at))
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
                if plan.treasures and friendly:
                    s += self._hunt_hero_move(g, owner, x, li, tok)
            else:
                s = 0.5 if g.heroes(owner, li) else 0.0
            return s if friendly else -s
        if kname == "mv":
            return 0.0
        if kname == "dest" and isinstance(v, int):
            # a Hero played into a Realm: friendly puts it where it blocks least and, for
            # the Treasure hunt, away from the Vanquish location and next to its Allies
            val = self._top_value(g, owner, v)
            if friendly:
                loc = p.villain.locations[v]
                if "vanquish" in loc.bottom or "vanquish" in loc.top:
                    val += 4
                if plan.treasures:
                    val -= 0.4 * self._ally_str(g, owner, v) + self._hunt_dest(g, owner, v)
            return -val if friendly else val
        if kname == "target" and isinstance(v, int):
            if plan.treasures and friendly:
                verb = fr.effects[fr.i].verb if fr.i < len(fr.effects) else ""
                hunt = self._hunt_target(g, owner, verb, v)
                if hunt is not None:
                    return hunt
            d = g.defs[v]
            if d.type == "hero":
                s = float(self._str(g, v))
                bonus = plan.target_bonus.get(d.id)
                if bonus is not None:
                    s += bonus
                if plan.treasures:
                    tok = p.treasure_on.get(v)
                    s += 3 if tok is None else 0
                return s if friendly else -s
            s = float(d.strength or 0) + (1 if d.type == "item" else 0)
            return -s if friendly else s
        return 0.0

    def _fate_option(self, g: VillainousGame, owner: int, v: Any) -> float:
        """How much a Fate option hurts ``owner`` (the target)."""
        if v is None:  # Sleepy's second card left unplayed
            return 0.0
        opt: tuple[Any, ...] = v
        if len(opt) == 1 and opt[0] == "both":  # Sleepy: both cards played
            return 5.0
        iid: int = opt[0]
        li: int = opt[1]
        h: int = opt[2]
        d = g.defs[iid]
        if d.id in self._plans[owner].spare:  # an objective Item, or the quarry
            return -5.0
        if d.type == "hero":
            return 0.6 * (d.strength or 0) + (self._top_value(g, owner, li) if li >= 0 else 0)
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
