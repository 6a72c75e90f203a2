"""Abilities and their effects, and the answers to the questions they ask.

An ability's effects are queued (:meth:`Effects._push`) and resolved one at a
time (:meth:`Effects._run`); each verb resolves as its entry in the registry
says (:data:`toolkit.hero_realms.verbs.RESOLVE`). An effect that needs a
decision is one explicit step: it offers the question (the game's ``pending``
decision) and stops; the answer (:meth:`Effects._answer`, as the kind's entry in
:data:`toolkit.hero_realms.decisions.DECISIONS` says) applies the choice and
queues what follows (the bonus of a sacrifice, the next card to discard), so
nothing before the question runs again. A mandatory choice with a single
candidate is taken at once, and one with no candidate has no effect.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.from_position({"players": [{"hand": ["spark"]}, {}]}, seed=1)
>>> game._push(0, game.players[0].hand[0], game.defs[game.players[0].hand[0]].primary)
>>> game._run()
>>> game.players[0].combat
3
"""

from __future__ import annotations

from toolkit.core.actions import Action
from toolkit.hero_realms.carddef import Effect
from toolkit.hero_realms.decisions import DECISIONS
from toolkit.hero_realms.moves import Moves
from toolkit.hero_realms.verbs import RESOLVE


class Effects(Moves):
    """Abilities resolved through the verb registry, and pending answers applied."""

    __slots__ = ()

    def _push(self, seat: int, source: int, effects: tuple[Effect, ...]) -> None:
        """Queue ``effects`` (the first resolves first) for :meth:`_run`.

        An ability made only of gains, queued when nothing else waits, is resolved at
        once: :meth:`_run` would do exactly that next, and most cards are such abilities.
        """
        stack = self.stack
        if not stack and self.pending is None and not self.over:
            for e in effects:
                if e[0] != "gain":
                    break
            else:
                for e in effects:
                    self._gain(seat, source, e[1], e[2])
                return
        for i in range(len(effects) - 1, -1, -1):  # the first effect resolves first
            stack.append((seat, source, effects[i]))

    def _run(self) -> None:
        """Resolve queued effects until one needs a decision or none is left."""
        stack = self.stack
        resolve = RESOLVE
        while self.pending is None and stack and not self.over:
            seat, source, effect = stack.pop()
            resolve[effect[0]](self, seat, source, effect)  # as _resolve does

    def _resolve(self, seat: int, source: int, effect: Effect) -> None:
        """Resolve one effect: its verb's entry in the registry says how (:data:`RESOLVE`)."""
        RESOLVE[effect[0]](self, seat, source, effect)

    def _knock_out(self, life: int, by: int) -> None:
        """HR-E1: every seat of that life group is out; the variant decides what follows."""
        for q in self.players:
            if self.life_of[q.seat] == life and not q.out:
                q.out = True
                self._opponents = None
                self.events.append(("out", q.seat))
                self.variant.on_out(self.game, q.seat, by)
        winners = self.variant.winners(self.game)
        if winners is not None:
            self.over = True
            self._winners = winners
            self.pending = None
            self.stack.clear()
            self.events.append(("game_over", tuple(winners)))

    def _ask_sacrifice(
        self, seat: int, source: int, up_to: int, zones: tuple[str, ...], then: tuple[Effect, ...]
    ) -> None:
        p = self.players[seat]
        has = ("hand" in zones and p.hand) or ("discard" in zones and p.discard)
        if up_to <= 0 or not has:
            return
        self._set_pending(("sacrifice", seat, source, up_to, zones, then))

    def _ask_prepare(self, seat: int, source: int, n: int) -> None:
        p = self.players[seat]
        cands = [c for c in p.champions if c in p.expended]
        if n <= 0:
            return
        if not cands:
            self.events.append(("no_effect", seat, source, "no expended champion to prepare"))
        elif len(cands) == 1:
            self._prepare(p, cands[0])
            self._ask_prepare(seat, source, n - 1)
        else:
            self._set_pending(("prepare", seat, source, n))

    def _ask_discard(self, seat: int, source: int, n: int, reason: str) -> None:
        p = self.players[seat]
        if n <= 0:
            return
        if len(p.hand) <= n:
            for c in p.hand[:]:
                self._discard(p, c, reason)
            return
        self._set_pending(("discard", seat, source, n, reason))

    def _draw_then_discard(self, seat: int, source: int, n: int) -> None:
        drawn = self._draw(self.players[seat], n)
        self._ask_discard(seat, source, drawn, "draw_then_discard")

    def _ask_bequeath(self, seat: int, emperor: int) -> None:
        """HR-V11: a knocked-out commander may put one card into their emperor's discard."""
        p = self.players[seat]
        if p.hand or p.deck or p.discard or p.champions:
            self._set_pending(("bequeath", seat, -1, emperor))

    def _answer(self, action: Action) -> None:
        """Apply the answer to the pending decision as its kind's entry says (:data:`DECISIONS`)."""
        pend = self.pending
        assert pend is not None
        self.pending = None
        args = action.args
        DECISIONS[pend[0]].apply(self, pend, args[0] if args else -1)  # -1: a pass
