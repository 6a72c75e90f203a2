"""Hero Realms bots: greedy heuristics and a lookahead player.

:class:`GreedyBot` plays every useful card, buys the best value it can
afford, stuns the champions that matter and attacks through guards
correctly. :class:`LookaheadBot` uses the greedy player as its policy but,
whenever it can buy, tries each purchase in a few sampled futures (hidden
cards reshuffled, so it never peeks) and keeps the one that does best.

Examples
--------
>>> from toolkit.core.bots import play_game
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = play_game(HeroRealmsGame.new(seed=4), [GreedyBot(), GreedyBot()])
>>> game.is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from toolkit.core.actions import Action
from toolkit.core.bots import Bot, RandomBot
from toolkit.hero_realms.cards import CardDef, Effect
from toolkit.hero_realms.engine import END_TURN, PASS, HeroRealmsGame

# How much one unit of each thing is worth to the greedy player.
GOLD, COMBAT, HEALTH, DRAW = 1.0, 0.9, 0.4, 1.3


def effect_value(effects: Sequence[Effect]) -> float:
    """A rough worth of an ability, in "gold-equivalents"."""
    total = 0.0
    for e in effects:
        verb = e[0]
        if verb == "gain":
            total += e[2] * {"gold": GOLD, "combat": COMBAT, "health": HEALTH}[e[1]]
        elif verb == "gain_per":
            total += 1.2 * e[2] * {"gold": GOLD, "combat": COMBAT, "health": HEALTH}[e[1]]
        elif verb == "draw":
            total += DRAW * e[1]
        elif verb == "choose_one":
            total += max(effect_value(o) for o in e[1])
        elif verb == "sacrifice":
            total += 0.6 * e[1] + effect_value(e[3])
        elif verb == "stun":
            total += 2.5
        elif verb in ("prepare", "opponent_discards"):
            total += 1.5
        elif verb == "draw_then_discard":
            total += 0.5 * e[1]
        else:
            total += 0.5
    return total


@cache
def card_value(card: CardDef) -> float:
    """How much the greedy player wants a card in its deck."""
    value = effect_value(card.primary) + 0.5 * effect_value(card.ally)
    value += 0.4 * effect_value(card.sacrifice)
    if card.is_champion:
        # A champion works every turn it survives; guards also protect.
        value += 1.7 * effect_value(card.expend) + 0.15 * (card.defense or 0)
        if card.guard:
            value += 1.0
    return value


class GreedyBot(Bot):
    """Plays sensibly without looking ahead.

    Order of a turn: play every card, expend every champion, use every ally
    ability, then buy by value, then spend combat (stun the guards that stand
    in the way or a valuable champion, then hit the opponent).
    """

    name = "greedy"

    def choose(self, game: HeroRealmsGame, actions: Sequence[Action]) -> Action:  # type: ignore[override]
        if game.pending is not None:
            return self._answer(game, actions)
        by_kind: dict[str, list[Action]] = {}
        for a in actions:
            by_kind.setdefault(a.kind, []).append(a)
        for kind in ("play", "expend", "ally"):
            if kind in by_kind:
                return by_kind[kind][0]
        hand_over = by_kind.get("hand_over")  # Hydra (HR-V6): the team acts in turn
        if hand_over and game.handovers == 0:
            return hand_over[0]  # the teammate plays first, so that gold and combat can pool
        seat = game.active
        p = game.players[seat]
        if "sacrifice" in by_kind:
            a = self._sacrifice_for_lethal(game, by_kind["sacrifice"])
            if a is not None:
                return a
        buys = by_kind.get("buy", []) + by_kind.get("buy_pooled", [])
        if buys:
            best = max(buys, key=lambda a: self.buy_score(game, a.args[0]))
            if self.buy_score(game, best.args[0]) > 0:
                return best
        if p.combat:
            a = self._attack(game, by_kind)
            if a is not None:
                return a
        if hand_over and game.handovers == 1:
            mate = game.players[game.teammates(seat)[0]]
            if mate.gold or mate.combat:
                return hand_over[0]  # back to the teammate, to spend what they have left
        return END_TURN

    # -- main-phase helpers ---------------------------------------------------------------
    def buy_score(self, game: HeroRealmsGame, iid: int) -> float:
        """Value of buying card ``iid`` now (below zero: better not)."""
        card = game.defs[iid]
        value = card_value(card) + 0.15 * (card.cost or 0)
        if card.role == "fire_gem":
            value -= 0.3
        return value

    def _sacrifice_for_lethal(self, game: HeroRealmsGame, options: list[Action]) -> Action | None:
        p = game.players[game.active]
        gain = {
            a: sum(
                e[2] for e in game.defs[a.args[0]].sacrifice if e[0] == "gain" and e[1] == "combat"
            )
            for a in options
        }
        total = p.combat + sum(gain.values())
        targets = game.attackable_players(game.active)
        if targets and any(game.health_of(t) <= total for t in targets):
            for a, g in gain.items():
                if g:
                    return a
        return None

    def _attack(self, game: HeroRealmsGame, by_kind: dict[str, list[Action]]) -> Action | None:
        p = game.players[game.active]
        players = by_kind.get("attack_player", [])
        champs = by_kind.get("attack_champion", [])
        if players:
            target = min(players, key=lambda a: game.health_of(a.args[0]))
            if game.health_of(target.args[0]) <= p.combat:
                return target  # lethal
        if champs:
            # Guards in the way (no player is attackable) or a champion worth stunning.
            def worth(a: Action) -> float:
                return card_value(game.defs[a.args[0]]) - 0.35 * a.args[1]

            best = max(champs, key=worth)
            if not players or worth(best) > 2.0:
                return best
        if players:
            # The variant's key target first (the emperor), then the weakest.
            priority = game.variant.target_priority
            return min(
                players, key=lambda a: (priority(game, a.args[0]), game.health_of(a.args[0]))
            )
        return None

    # -- pending decisions ------------------------------------------------------------------
    def _answer(self, game: HeroRealmsGame, actions: Sequence[Action]) -> Action:
        pend = game.pending
        assert pend is not None
        kind = pend[0]
        defs = game.defs
        seat = pend[1]
        if kind == "choose":
            p = game.players[seat]
            options = pend[3]

            def option_value(i: int) -> float:
                v = effect_value(options[i])
                if any(e[1] == "health" for e in options[i] if e[0] in ("gain", "gain_per")):
                    v *= 1.8 if game.health_of(seat) < 20 else 0.8
                if any(e[1] == "gold" for e in options[i] if e[0] in ("gain", "gain_per")):
                    v *= 1.2 if p.gold % 2 == 1 or p.gold >= 2 else 1.0
                return v

            return max(actions, key=lambda a: option_value(a.args[0]))
        if kind == "sacrifice":
            cards = [a for a in actions if a.kind == "sacrifice_card"]
            worst = min(cards, key=lambda a: self._keep_value(game, seat, a.args[0]), default=None)
            if worst is not None and (pend[5] or self._keep_value(game, seat, worst.args[0]) < 0.9):
                return worst
            return PASS
        if kind == "stun":
            stuns = [a for a in actions if a.kind == "stun"]
            if stuns:
                return max(stuns, key=lambda a: card_value(defs[a.args[0]]))
            return PASS
        if kind == "prepare":
            return max(actions, key=lambda a: effect_value(defs[a.args[0]].expend))
        if kind == "target":
            return min(actions, key=lambda a: game.health_of(a.args[0]))
        if kind == "discard":
            return min(actions, key=lambda a: card_value(defs[a.args[0]]))
        if kind == "draw_count":
            return max(actions, key=lambda a: a.args[0])
        if kind == "to_top":
            tops = [a for a in actions if a.kind == "to_top"]
            return max(tops, key=lambda a: card_value(defs[a.args[0]])) if tops else PASS
        if kind == "bequeath":  # HR-V11: the best card goes to the emperor
            cards = [a for a in actions if a.kind == "bequeath"]
            return max(cards, key=lambda a: card_value(defs[a.args[0]])) if cards else PASS
        return actions[0]

    def _keep_value(self, game: HeroRealmsGame, seat: int, iid: int) -> float:
        """How much keeping a card is worth (weak starting cards are worth thinning)."""
        card = game.defs[iid]
        if card.id == "dagger":
            return 0.5
        if card.id == "gold":
            owned = sum(1 for c in game.players[seat].owned() if game.defs[c].role != "starting")
            return 0.8 if owned >= 6 else 1.5
        return card_value(card) + 1.0


class LookaheadBot(GreedyBot):
    """Greedy play, but every purchase is chosen by sampled lookahead.

    At each buying decision the bot tries every affordable card and not
    buying, each in ``samples`` futures in which the cards it cannot see
    (every deck, the opponents' hands, the market deck) are reshuffled. Each
    future is played on by greedy players for ``horizon`` turns and scored by
    health and deck strength.
    """

    name = "lookahead"

    def __init__(self, seed: int = 0, *, samples: int = 3, horizon: int = 6) -> None:
        super().__init__(seed)
        self.samples = samples
        self.horizon = horizon
        self._policy = GreedyBot(seed)
        self._no_buy: tuple[int, int] | None = None

    def choose(self, game: HeroRealmsGame, actions: Sequence[Action]) -> Action:  # type: ignore[override]
        if game.pending is None and self._no_buy == (game.turn, game.active):
            return super().choose(game, _without_buys(actions))
        greedy = super().choose(game, actions)
        if game.pending is not None or greedy.kind != "buy":
            return greedy
        buys = [a for a in actions if a.kind == "buy"]
        candidates: list[Action | None] = [*buys, None]  # None: buy nothing more this turn
        seat = game.current_player
        seeds = [self.rng.randrange(2**31) for _ in range(self.samples)]
        best: Action | None = greedy
        best_score = float("-inf")
        for cand in candidates:
            score = sum(self._rollout(game, cand, seat, s) for s in seeds)
            if score > best_score + 1e-9:
                best, best_score = cand, score
        if best is None:
            self._no_buy = (game.turn, game.active)
            return super().choose(game, _without_buys(actions))
        return best

    def _rollout(self, game: HeroRealmsGame, first: Action | None, seat: int, seed: int) -> float:
        sim = game.clone()
        rng = random.Random(seed)
        sim.rng.seed(seed)
        for p in sim.players:
            if p.seat != seat:
                hidden = p.hand + p.deck
                rng.shuffle(hidden)
                p.hand, p.deck = hidden[: len(p.hand)], hidden[len(p.hand) :]
            else:
                rng.shuffle(p.deck)
        rng.shuffle(sim.market_deck)
        policy = self._policy
        if first is not None:
            sim.apply(first)
        else:
            turn = sim.turn
            while not sim.is_over and sim.turn == turn:
                sim.apply(policy.choose(sim, _without_buys(sim.legal_actions())))
        stop = sim.turn + self.horizon
        while not sim.is_over and sim.turn < stop:
            sim.apply(policy.choose(sim, sim.legal_actions()))
        return self.evaluate(sim, seat)

    @staticmethod
    def evaluate(game: HeroRealmsGame, seat: int) -> float:
        """Score a position for ``seat``: health lead plus the strength of owned cards."""
        if game.is_over:
            return 1000.0 if seat in game.winners else -1000.0
        mine = game.health_of(seat)
        theirs = min(game.health_of(t) for t in game.opponents(seat))
        strength = 0.0
        for p in game.players:
            sign = 1.0 if p.seat == seat else -1.0 / max(1, len(game.opponents(seat)))
            cards = p.owned()
            total = sum(card_value(game.defs[c]) for c in cards)
            strength += sign * total / max(1, len(cards)) * 5.0
        return (mine - theirs) + 2.0 * strength


def _without_buys(actions: Sequence[Action]) -> list[Action]:
    return [a for a in actions if a.kind != "buy"]


BOTS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "lookahead": LookaheadBot,
}


def make_bot(name: str, seed: int = 0) -> Bot:
    """A Hero Realms bot by name (``random``, ``greedy`` or ``lookahead``).

    Raises
    ------
    ValueError
        For an unknown name.
    """
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOTS)}") from None
