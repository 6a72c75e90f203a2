"""Abilities and their effects, and the answers to the questions they ask.

Functions of the table record, not a class. An ability's effects are queued
(:func:`toolkit.hero_realms.moves.push`) and resolved one at a time (:func:`run`); each verb resolves as its entry in the registry
says (:data:`toolkit.hero_realms.verbs.RESOLVE`). An effect that needs a
decision is one explicit step: it offers the question (the game's ``pending``
decision) and stops; the answer (:func:`answer`, as the kind's entry in
:data:`toolkit.hero_realms.decisions.DECISIONS` says) applies the choice and
queues what follows (the bonus of a sacrifice, the next card to discard), so
nothing before the question runs again. A mandatory choice with a single
candidate is taken at once, and one with no candidate has no effect.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame, moves
>>> game = HeroRealmsGame.from_position({"players": [{"hand": ["spark"]}, {}]}, seed=1)
>>> moves.push(game, 0, game.players[0].hand[0], game.defs[game.players[0].hand[0]].primary)
>>> run(game)
>>> game.players[0].combat
3
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkit.core.actions import Action
from toolkit.hero_realms.carddef import Effect
from toolkit.hero_realms.decisions import DECISIONS
from toolkit.hero_realms.verbs import RESOLVE

if TYPE_CHECKING:
    from toolkit.hero_realms.state import TableState

__all__ = ["answer", "knock_out", "resolve", "run"]


def run(table: TableState) -> None:
    """Resolve queued effects until one needs a decision or none is left."""
    stack = table.stack
    resolve = RESOLVE
    while table.pending is None and stack and not table.over:
        seat, source, effect = stack.pop()
        resolve[effect[0]](table, seat, source, effect)  # as resolve does


def resolve(table: TableState, seat: int, source: int, effect: Effect) -> None:
    """Resolve one effect: its verb's entry in the registry says how (:data:`RESOLVE`)."""
    RESOLVE[effect[0]](table, seat, source, effect)


def knock_out(table: TableState, life: int, by: int) -> None:
    """HR-E1: every seat of that life group is out; the variant decides what follows."""
    for q in table.players:
        if table.life_of[q.seat] == life and not q.out:
            q.out = True
            table._opponents = None
            table.events.append(("out", q.seat))
            table.variant.on_out(table.game, q.seat, by)
    winners = table.variant.winners(table.game)
    if winners is not None:
        table.over = True
        table._winners = winners
        table.pending = None
        table.stack.clear()
        table.events.append(("game_over", tuple(winners)))


def answer(table: TableState, action: Action) -> None:
    """Apply the answer to the pending decision as its kind's entry says (:data:`DECISIONS`)."""
    pend = table.pending
    assert pend is not None
    table.pending = None
    args = action.args
    DECISIONS[pend[0]].apply(table, pend, args[0] if args else -1)  # -1: a pass
