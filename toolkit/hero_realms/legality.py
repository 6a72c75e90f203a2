"""What the player to act may do now, and why anything else is refused.

:meth:`Legality.legal_actions` lists every action (pending answers included) and
:meth:`Legality._check` refuses anything not listed, both from the registries of
action kinds (:mod:`toolkit.hero_realms.kinds`): in the main phase, the kinds of
:data:`~toolkit.hero_realms.kinds.MAIN_KINDS`, each with its one check (besides the
listing, the check accepts only an attack with part of the combat pool and a pooled
buy with another split of the cost); with a decision pending, its answers, from the
decision's entry in the table of pending decisions
(:data:`toolkit.hero_realms.decisions.DECISIONS`). The listing is kept for the state
version it was made at (the view cache: the version changes with every applied
decision, in one place, :meth:`toolkit.hero_realms.turn.TurnFlow._do`), and
:meth:`Legality.fresh_legal_actions` builds it anew.

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

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.decisions import answers, why_not_answer
from toolkit.hero_realms.kinds import LEFT_OUT, MAIN_KINDS, main_listing
from toolkit.hero_realms.state import TableState
from toolkit.hero_realms.variants import N_


class Legality(TableState):
    """The legal actions and the reasons for refusal."""

    __slots__ = ()

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to act may take now, as a tuple.

        Attacks are listed with the whole combat pool for a player, and with
        what is needed to stun for a champion; :meth:`apply` also accepts any
        smaller positive amount (to split combat between targets). The tuple is
        kept for the decision (bots ask for it many times) and cannot be changed
        by a caller, so nothing done with it changes the game.
        """
        if self.over:
            return ()
        if self._legal_version == self._version:
            return self._legal
        actions = tuple(  # as fresh_legal_actions(), one call less on the hottest path
            self._pending_actions() if self.pending is not None else main_listing(self)
        )
        self._legal = actions
        self._legal_version = self._version
        return actions

    def fresh_legal_actions(self) -> tuple[Action, ...]:
        """The legal actions listed anew, passing over the cache of :meth:`legal_actions`."""
        if self.over:
            return ()
        return tuple(self._pending_actions() if self.pending is not None else main_listing(self))

    def _pending_actions(self) -> list[Action]:
        """The answers to the pending decision, from its kind's entry in :data:`DECISIONS`."""
        pend = self.pending
        assert pend is not None
        return answers(self, pend)

    def _check(self, action: Action) -> None:
        legal = self.legal_actions()
        for a in legal:  # bots hand back one of the listed objects: an identity test finds it
            if a is action:
                return
        if action in legal:
            return
        if self.pending is not None:
            raise self._why_not_answer(action)
        # Not listed, yet legal if its kind's check passes: an attack with part of the
        # pool, or a pooled buy with another split of the cost. Every other legal action
        # is listed, so one its check lets through is still refused.
        err = MAIN_KINDS.check(self, action)
        if err is not None:
            raise err
        if action.kind not in LEFT_OUT:
            raise IllegalActionError.of(N_("{action} is not allowed now"), action=action)

    def _why_not_answer(self, action: Action) -> IllegalActionError:
        """Why ``action`` does not answer the pending decision (the check of the listing)."""
        pend = self.pending
        assert pend is not None
        err = why_not_answer(self, pend, action)
        if err is not None:
            return err
        from toolkit.hero_realms.text import pending_phrase, refusal_names

        return IllegalActionError.of(  # a check passes only what the listing offers
            N_("{who} must first {ask}; {action} does not answer it"),
            who=refusal_names(self.game)[pend[1]],
            ask=pending_phrase(self.game),
            action=action,
        )
