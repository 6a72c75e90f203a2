"""What the player to act may do now, and why anything else is refused.

Functions of the table record, not a class. :func:`legal_actions` lists every action
(pending answers included) and :func:`check` refuses anything not listed, both from the registries of
action kinds (:mod:`toolkit.hero_realms.kinds`): in the main phase, the kinds of
:data:`~toolkit.hero_realms.kinds.MAIN_KINDS`, each with its one check (besides the
listing, the check accepts only an attack with part of the combat pool and a pooled
buy with another split of the cost); with a decision pending, its answers, from the
decision's entry in the table of pending decisions
(:data:`toolkit.hero_realms.decisions.DECISIONS`). The listing is kept for the state
version it was made at (the view cache: the version changes with every applied
decision, in one place, :meth:`toolkit.hero_realms.engine.HeroRealmsGame._do`), and
:func:`fresh_legal_actions` builds it anew. The game's methods of the same names
(:meth:`~toolkit.hero_realms.engine.HeroRealmsGame.legal_actions`, ``_check``) hand it
the game.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1)
>>> game.legal_actions() is game.legal_actions()
True
>>> game.legal_actions() == game.fresh_legal_actions()
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.decisions import answers, why_not_answer
from toolkit.hero_realms.kinds import LEFT_OUT, MAIN_KINDS, main_listing
from toolkit.hero_realms.variants import N_

if TYPE_CHECKING:
    from toolkit.hero_realms.state import TableState

__all__ = [
    "check",
    "fresh_legal_actions",
    "legal_actions",
    "pending_actions",
    "why_not_pending_answer",
]


def legal_actions(table: TableState) -> tuple[Action, ...]:
    """Every action the player to act may take now, as a tuple.

    Attacks are listed with the whole combat pool for a player, and with
    what is needed to stun for a champion; :meth:`apply` also accepts any
    smaller positive amount (to split combat between targets). The tuple is
    kept for the decision (bots ask for it many times) and cannot be changed
    by a caller, so nothing done with it changes the game.
    """
    if table.over:
        return ()
    if table._legal_version == table._version:
        return table._legal
    actions = tuple(  # as fresh_legal_actions(), one call less on the hottest path
        pending_actions(table) if table.pending is not None else main_listing(table)
    )
    table._legal = actions
    table._legal_version = table._version
    return actions


def fresh_legal_actions(table: TableState) -> tuple[Action, ...]:
    """The legal actions listed anew, passing over the cache of :meth:`legal_actions`."""
    if table.over:
        return ()
    return tuple(pending_actions(table) if table.pending is not None else main_listing(table))


def pending_actions(table: TableState) -> list[Action]:
    """The answers to the pending decision, from its kind's entry in :data:`DECISIONS`."""
    pend = table.pending
    assert pend is not None
    return answers(table, pend)


def check(table: TableState, action: Action) -> None:
    """Raise the refusal of ``action`` if it is not legal now; change nothing."""
    legal = legal_actions(table)
    for a in legal:  # bots hand back one of the listed objects: an identity test finds it
        if a is action:
            return
    if action in legal:
        return
    if table.pending is not None:
        raise why_not_pending_answer(table, action)
    # Not listed, yet legal if its kind's check passes: an attack with part of the
    # pool, or a pooled buy with another split of the cost. Every other legal action
    # is listed, so one its check lets through is still refused.
    err = MAIN_KINDS.check(table, action)
    if err is not None:
        raise err
    if action.kind not in LEFT_OUT:
        raise IllegalActionError.of(N_("{action} is not allowed now"), action=action)


def why_not_pending_answer(table: TableState, action: Action) -> IllegalActionError:
    """Why ``action`` does not answer the pending decision (the check of the listing)."""
    pend = table.pending
    assert pend is not None
    err = why_not_answer(table, pend, action)
    if err is not None:
        return err
    from toolkit.hero_realms.text import pending_phrase, refusal_names

    return IllegalActionError.of(  # a check passes only what the listing offers
        N_("{who} must first {ask}; {action} does not answer it"),
        who=refusal_names(table.game)[pend[1]],
        ask=pending_phrase(table.game),
        action=action,
    )
