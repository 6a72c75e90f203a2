"""Every kind of action of Hero Realms, in two registries: the main phase and the answers.

:data:`MAIN_KINDS` holds the kinds a player may take in the main phase (HR-T2), each an
:class:`~toolkit.core.kinds.ActionKind` with its arguments, its one check, its
candidates and its effect side by side, in three modules by the group they belong to:

===========================  ===================================================  ============
kinds                        module                                               rules
===========================  ===================================================  ============
play, expend, ally,          :mod:`~toolkit.hero_realms.kinds_cards`              HR-T3 to
sacrifice, buy                                                                     HR-B3
attack_player,               :mod:`~toolkit.hero_realms.kinds_combat`             HR-C1 to
attack_champion, end_turn                                                          HR-C3, HR-T1
hand_over, buy_pooled, send  :mod:`~toolkit.hero_realms.kinds_team`               HR-V6, HR-V7,
                                                                                   HR-V12
===========================  ===================================================  ============

:data:`ANSWER_KINDS` holds the kinds that answer a pending decision (``choose``,
``discard``, ``pass``, ...), built from the table of pending decisions
(:data:`toolkit.hero_realms.decisions.DECISIONS`, whose entry for each decision holds
its candidates, its check and how an answer is applied).

The legal actions of a kind are the candidates its check passes. The main phase is the
hot path of every game, so :func:`main_listing` builds all its kinds at once from the
very sets and tests the checks use, with no call per candidate, in the order the game
has always offered them; ``tests/hero_realms/test_one_legality.py`` proves, in many
positions of every variant, that for each kind it lists exactly the candidates the
check passes (:meth:`~toolkit.core.kinds.KindRegistry.drift`).

Examples
--------
>>> from toolkit.core.actions import Action
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1)
>>> MAIN_KINDS.names[:5]
('play', 'expend', 'ally', 'sacrifice', 'buy')
>>> str(MAIN_KINDS.check(game, Action("stun", (3,))))
"HR-T2: 'stun' is not an action of the main phase (nothing is pending)"
>>> MAIN_KINDS.drift(game, main_listing(game))
{}
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.core.kinds import ActionKind, KindRegistry
from toolkit.hero_realms.decisions import DECISIONS, why_not_answer
from toolkit.hero_realms.effects import answer, run
from toolkit.hero_realms.interned import (
    ALLY,
    BUY,
    END_TURN,
    EXPEND,
    HAND_OVER,
    PASS,
    PLAY,
    SACRIFICE,
    attack_champion_action,
    attack_player_action,
)
from toolkit.hero_realms.kinds_cards import (
    ALLY_KIND,
    BUY_KIND,
    EXPEND_KIND,
    PLAY_KIND,
    SACRIFICE_KIND,
)
from toolkit.hero_realms.kinds_combat import (
    ATTACK_CHAMPION_KIND,
    ATTACK_PLAYER_KIND,
    END_TURN_KIND,
    refuse_attack_champion,
)
from toolkit.hero_realms.kinds_team import (
    BUY_POOLED_KIND,
    HAND_OVER_KIND,
    SEND_KIND,
    refuse_buy_pooled,
    refuse_hand_over,
    refuse_send,
)
from toolkit.hero_realms.queries import attack_targets, attackable_champions, has_ally
from toolkit.hero_realms.state import ALLY_ABILITY, SACRIFICE_ABILITY, PlayerState
from toolkit.hero_realms.variants import N_

if TYPE_CHECKING:
    from toolkit.hero_realms.state import TableState

LEFT_OUT: Final = frozenset(("attack_player", "attack_champion", "buy_pooled"))
"""The kinds with legal actions the listing does not name (other amounts, other splits)."""


def _not_main(game: TableState, action: Action) -> IllegalActionError:
    return IllegalActionError.of(
        N_("{kind!r} is not an action of the main phase (nothing is pending)"),
        "HR-T2",
        kind=action.kind,
    )


MAIN_KINDS: Final[KindRegistry[TableState]] = KindRegistry(
    "hero-realms",
    (
        PLAY_KIND,
        EXPEND_KIND,
        ALLY_KIND,
        SACRIFICE_KIND,
        BUY_KIND,
        ATTACK_PLAYER_KIND,
        ATTACK_CHAMPION_KIND,
        HAND_OVER_KIND,
        BUY_POOLED_KIND,
        SEND_KIND,
        END_TURN_KIND,
    ),
    _not_main,
)
"""The kinds of action of the main phase (HR-T2), in the order the listing offers them."""


# -- the answers to a pending decision -------------------------------------------------------


def _check_answer(game: TableState, action: Action) -> IllegalActionError | None:
    pend = game.pending
    if pend is None:
        return _not_main(game, action)  # pragma: no cover - the game asks only when pending
    return why_not_answer(game, pend, action)


def _does_not_answer(game: TableState, action: Action) -> IllegalActionError:
    err = _check_answer(game, action)
    assert err is not None  # an unknown kind answers nothing
    return err


def _answer(game: TableState, action: Action) -> None:
    """Apply the answer as its decision's entry says, then what it queued resolves."""
    answer(game, action)
    run(game)


def _answer_candidates(kind: str) -> ActionKind[TableState]:
    def candidates(game: TableState) -> list[Action]:
        pend = game.pending
        if pend is None:
            return []
        d = DECISIONS[pend[0]]
        if kind == "pass":
            return [PASS] if d.optional(pend) else []
        if d.answer != kind:
            return []
        return [Action(kind, (a,)) for a in d.candidates(game, pend)]

    rules = {d.rule for d in DECISIONS.values() if d.answer == kind and d.rule}
    return ActionKind(
        kind,
        () if kind == "pass" else ("choice",),
        _check_answer,
        candidates,
        _answer,
        rule=min(rules) if len(rules) == 1 else None,
    )


ANSWER_KINDS: Final[KindRegistry[TableState]] = KindRegistry(
    "hero-realms",
    tuple(
        _answer_candidates(kind)
        for kind in dict.fromkeys([*(d.answer for d in DECISIONS.values()), "pass"])
    ),
    _does_not_answer,
)
"""The kinds that answer a pending decision, one per decision's answer, then ``pass``."""


# -- the listing of the main phase (the hot path) --------------------------------------------


def main_listing(game: TableState) -> list[Action]:
    """Every legal action of the main phase, kind by kind as :data:`MAIN_KINDS` checks them.

    Built from the very sets and tests the checks use, with no call per candidate: the
    hand (play), the unexpended champions with an expend ability, the unused ally
    abilities with another card of the faction and the sacrifice abilities (card by
    card), the market row and top Fire Gem within the gold, the reach of the attacks
    with the amounts the attack checks take, the team actions (the candidates their
    checks pass), and the end of the turn.
    """
    p = game.players[game.active]
    out = [PLAY[c] for c in p.hand]
    champions = p.champions
    in_play = p.in_play
    if champions or in_play:
        expended = p.expended
        defs = game.defs
        for c in champions:
            if c not in expended and defs[c].expend:
                out.append(EXPEND[c])
        _card_abilities(game, p, in_play, champions, out)
    gold = p.gold
    if gold:
        cost = game.facts.cost
        for card in game.market_row:
            if card is not None and cost[card] <= gold:
                out.append(BUY[card])
        gems = game.fire_gems
        if gems and cost[gems[-1]] <= gold:
            out.append(BUY[gems[-1]])
    if p.combat:
        _attack_actions(game, p, out)
    if game._extras:
        _team_actions(game, p, out)
    out.append(END_TURN)
    return out


def _card_abilities(
    game: TableState, p: PlayerState, in_play: list[int], champions: list[int], out: list[Action]
) -> None:
    """Ally abilities (HR-A6) and sacrifice abilities (HR-A7) of the cards that have one."""
    kinds = game.facts.abilities
    used = p.ally_used
    for zone in (in_play, champions):
        for c in zone:
            k = kinds[c]
            if k:  # most cards (every starting card) have neither
                if k & ALLY_ABILITY and c not in used and has_ally(game, c, in_play, champions):
                    out.append(ALLY[c])
                if k & SACRIFICE_ABILITY:
                    out.append(SACRIFICE[c])


def _attack_actions(game: TableState, p: PlayerState, out: list[Action]) -> None:
    """Attacks on players with the whole pool, then on champions with what stuns them."""
    seats, champions = attack_targets(game, p.seat)
    combat = p.combat
    for t in seats:  # in reach, with the whole pool (at least 1)
        out.append(attack_player_action(t, combat))
    defense = game.facts.defense
    damage = game.champion_damage
    for c in champions:
        need = defense[c] - damage.get(c, 0)
        if need <= combat:  # in reach, with what stuns it
            out.append(attack_champion_action(c, need))


def _team_actions(game: TableState, p: PlayerState, out: list[Action]) -> None:
    """Hydra's hand-over, pooled buys and combined attacks; Emperor's discard transfers."""
    if game._team_turns:
        mates = [game.players[s] for s in game.teammates(p.seat) if not game.players[s].out]
        cost = game.facts.cost
        for mate in mates:
            if refuse_hand_over(game, p, False) is None:
                out.append(HAND_OVER)  # HR-V6: the teammate acts next in this turn
            # HR-V7: pool gold to buy a card the buyer cannot afford alone.
            if mate.gold:
                cands = [c for c in game.market_row if c is not None]
                if game.fire_gems:
                    cands.append(game.fire_gems[-1])
                for c in cands:
                    share = cost[c] - p.gold
                    if share > 0 and refuse_buy_pooled(game, p, c, share, False) is None:
                        out.append(Action("buy_pooled", (c, share)))
            # HR-V7: combine combat to stun a champion: attack with all you have.
            if p.combat and mate.combat:
                damage = game.champion_damage
                reach = attackable_champions(game, p.seat)
                for c in reach:
                    need = game.facts.defense[c] - damage.get(c, 0)
                    if p.combat < need <= p.combat + mate.combat and (
                        refuse_attack_champion(game, p, c, p.combat, reach, False) is None
                    ):
                        out.append(Action("attack_champion", (c, p.combat)))
    if game.variant.discard_transfer and p.gold >= 1 and p.discard:
        # HR-V12: pay 1 gold to move a card of the discard pile to a teammate's.
        for t in game.teammates(p.seat):
            out.extend(
                Action("send", (c, t))
                for c in p.discard
                if refuse_send(game, p, c, t, False) is None
            )
