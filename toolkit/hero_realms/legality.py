"""What the player to act may do now, and why anything else is refused.

:meth:`Legality.legal_actions` lists every action (pending answers included);
:meth:`Legality._check` refuses anything not listed (besides the listing, it
accepts only an attack with part of the combat pool and a pooled buy with another
split of the cost, which their kind's check lets through), with the reason in plain
words and the rule given by the check of the action's kind
(:mod:`~toolkit.hero_realms.action_checks`) or, for an answer to a pending
decision, by the check of the decision's kind in the table of pending decisions
(:data:`toolkit.hero_realms.decisions.DECISIONS`), which also lists its answers. The
listing is kept for the state version it was made at (the view cache: the
version changes with every applied decision, in one place,
:meth:`toolkit.hero_realms.turn.TurnFlow._do`), and
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

from typing import Final

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.action_checks import ActionChecks
from toolkit.hero_realms.decisions import answers, why_not_answer
from toolkit.hero_realms.interned import (
    ALLY,
    BUY,
    END_TURN,
    EXPEND,
    HAND_OVER,
    PLAY,
    SACRIFICE,
    attack_champion_action,
    attack_player_action,
)
from toolkit.hero_realms.state import ALLY_ABILITY, SACRIFICE_ABILITY, PlayerState
from toolkit.hero_realms.variants import N_

_LEFT_OUT: Final = frozenset(("attack_player", "attack_champion", "buy_pooled"))
"""The kinds with legal actions the listing does not name (other amounts, other splits)."""


class Legality(ActionChecks):
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
            self._pending_actions() if self.pending is not None else self._main_actions()
        )
        self._legal = actions
        self._legal_version = self._version
        return actions

    def fresh_legal_actions(self) -> tuple[Action, ...]:
        """The legal actions listed anew, passing over the cache of :meth:`legal_actions`."""
        if self.over:
            return ()
        return tuple(self._pending_actions() if self.pending is not None else self._main_actions())

    def _main_actions(self) -> list[Action]:
        """The actions of each kind that pass the kind's check (:mod:`.action_checks`).

        This is the hot path, so the main kinds are generated from the very sets and
        tests their checks use, with no call per candidate: the hand
        (:meth:`_refuse_play`), the unexpended champions with an expend ability
        (:meth:`_refuse_expend`), the unused ally abilities with another card of the
        faction (:meth:`_refuse_ally`, :meth:`_has_ally`), the sacrifice abilities
        (:meth:`_refuse_sacrifice`), the market row and top Fire Gem within the gold
        (:meth:`_refuse_buy`), and the reach of :meth:`_attack_targets` with the amounts
        the attack checks take. The team actions are the candidates their checks pass.
        ``tests/hero_realms/test_one_legality.py`` asks the checks about every listed
        action and every unlisted candidate, so the two cannot drift apart.
        """
        p = self.players[self.active]
        out = [PLAY[c] for c in p.hand]
        champions = p.champions
        in_play = p.in_play
        if champions or in_play:
            expended = p.expended
            defs = self.defs
            for c in champions:
                if c not in expended and defs[c].expend:
                    out.append(EXPEND[c])
            self._card_abilities(p, in_play, champions, out)
        gold = p.gold
        if gold:
            cost = self._facts.cost
            for card in self.market_row:
                if card is not None and cost[card] <= gold:
                    out.append(BUY[card])
            gems = self.fire_gems
            if gems and cost[gems[-1]] <= gold:
                out.append(BUY[gems[-1]])
        if p.combat:
            self._attack_actions(p, out)
        if self._extras:
            self._team_actions(p, out)
        out.append(END_TURN)
        return out

    def _card_abilities(
        self, p: PlayerState, in_play: list[int], champions: list[int], out: list[Action]
    ) -> None:
        """Ally abilities (HR-A6) and sacrifice abilities (HR-A7) of the cards that have one."""
        kinds = self._facts.abilities
        used = p.ally_used
        for zone in (in_play, champions):
            for c in zone:
                k = kinds[c]
                if k:  # most cards (every starting card) have neither
                    if k & ALLY_ABILITY and c not in used and self._has_ally(c, in_play, champions):
                        out.append(ALLY[c])
                    if k & SACRIFICE_ABILITY:
                        out.append(SACRIFICE[c])

    def _attack_actions(self, p: PlayerState, out: list[Action]) -> None:
        """Attacks on players with the whole pool, then on champions with what stuns them."""
        seats, champions = self._attack_targets(p.seat)
        combat = p.combat
        for t in seats:  # in reach, with the whole pool (at least 1)
            out.append(attack_player_action(t, combat))
        defense = self._facts.defense
        damage = self.champion_damage
        for c in champions:
            need = defense[c] - damage.get(c, 0)
            if need <= combat:  # in reach, with what stuns it
                out.append(attack_champion_action(c, need))

    def _team_actions(self, p: PlayerState, out: list[Action]) -> None:
        """Hydra's hand-over, pooled buys and combined attacks; Emperor's discard transfers."""
        if self._team_turns:
            mates = [self.players[s] for s in self.teammates(p.seat) if not self.players[s].out]
            cost = self._facts.cost
            for mate in mates:
                if self._refuse_hand_over(p, False) is None:
                    out.append(HAND_OVER)  # HR-V6: the teammate acts next in this turn
                # HR-V7: pool gold to buy a card the buyer cannot afford alone.
                if mate.gold:
                    cands = [c for c in self.market_row if c is not None]
                    if self.fire_gems:
                        cands.append(self.fire_gems[-1])
                    for c in cands:
                        share = cost[c] - p.gold
                        if share > 0 and self._refuse_buy_pooled(p, c, share, False) is None:
                            out.append(Action("buy_pooled", (c, share)))
                # HR-V7: combine combat to stun a champion: attack with all you have.
                if p.combat and mate.combat:
                    damage = self.champion_damage
                    reach = self.attackable_champions(p.seat)
                    for c in reach:
                        need = self._facts.defense[c] - damage.get(c, 0)
                        if p.combat < need <= p.combat + mate.combat and (
                            self._refuse_attack_champion(p, c, p.combat, reach, False) is None
                        ):
                            out.append(Action("attack_champion", (c, p.combat)))
        if self.variant.discard_transfer and p.gold >= 1 and p.discard:
            # HR-V12: pay 1 gold to move a card of the discard pile to a teammate's.
            for t in self.teammates(p.seat):
                out.extend(
                    Action("send", (c, t))
                    for c in p.discard
                    if self._refuse_send(p, c, t, False) is None
                )

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
        err = self._refuse_main(action)
        if err is not None:
            raise err
        if action.kind not in _LEFT_OUT:
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
