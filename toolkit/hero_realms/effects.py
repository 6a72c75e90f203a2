"""Abilities and their effects, and the answers to the questions they ask.

An ability's effects are queued (:func:`toolkit.hero_realms.moves.push`) and resolved one at a
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
>>> from toolkit.hero_realms import HeroRealmsGame, moves
>>> game = HeroRealmsGame.from_position({"players": [{"hand": ["spark"]}, {}]}, seed=1)
>>> moves.push(game, 0, game.players[0].hand[0], game.defs[game.players[0].hand[0]].primary)
>>> game._run()
>>> game.players[0].combat
3
"""

from __future__ import annotations

from toolkit.core.actions import Action
from toolkit.hero_realms.carddef import Effect
from toolkit.hero_realms.decisions import DECISIONS
from toolkit.hero_realms.state import TableState
from toolkit.hero_realms.verbs import RESOLVE


class Effects(TableState):
    """Abilities resolved through the verb registry, and pending answers applied."""

    __slots__ = ()

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

    def _answer(self, action: Action) -> None:
        """Apply the answer to the pending decision as its kind's entry says (:data:`DECISIONS`)."""
        pend = self.pending
        assert pend is not None
        self.pending = None
        args = action.args
        DECISIONS[pend[0]].apply(self, pend, args[0] if args else -1)  # -1: a pass
