"""The kinds of action of combat and of the end of the main phase: attack_player,
attack_champion, end_turn.

For each kind, side by side: its check (None when the action is legal, else the
refusal with its reason and rule), its candidates (the actions the listing asks the
check about: an attack on a player with the whole combat pool, on a champion with what
stuns it, or in a team with all the attacker has when the teammate's combat is needed
too), its effect, and its :class:`~toolkit.core.kinds.ActionKind`. An attack with part
of the pool is legal too (to split combat between targets): the check passes it, the
listing does not name every amount.

Examples
--------
>>> from toolkit.core.actions import Action
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1)
>>> str(ATTACK_PLAYER_KIND.check(game, Action("attack_player", (1, 3))))
'HR-C1: the attack must use between 1 and 0 combat (the pool), not 3'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.core.kinds import ActionKind
from toolkit.hero_realms import turn
from toolkit.hero_realms.effects import knock_out, run
from toolkit.hero_realms.interned import END_TURN, attack_champion_action, attack_player_action
from toolkit.hero_realms.kinds_cards import REFUSED, names
from toolkit.hero_realms.moves import stun
from toolkit.hero_realms.queries import (
    attackable_champions,
    attackable_players,
    guard_names,
    has_guard,
)
from toolkit.hero_realms.state import PlayerState
from toolkit.hero_realms.variants import N_, Nn_
from toolkit.i18n.grammar import C_, gendered

if TYPE_CHECKING:
    from toolkit.hero_realms.state import TableState

_GUARDED_TEAM = gendered(
    C_(
        "masculine",
        "{owner}'s team has a prepared guard in play, so {card} cannot be attacked until the team's guards are stunned",
    ),
    C_(
        "feminine",
        "{owner}'s team has a prepared guard in play, so {card} cannot be attacked until the team's guards are stunned",
    ),
    C_(
        "masculine plural",
        "{owner}'s team has a prepared guard in play, so {card} cannot be attacked until the team's guards are stunned",
    ),
    C_(
        "feminine plural",
        "{owner}'s team has a prepared guard in play, so {card} cannot be attacked until the team's guards are stunned",
    ),
)
"""An attack on a champion refused: the team's guards come first."""
_GUARDED = gendered(
    C_(
        "masculine",
        "{owner} has a prepared guard in play, so {card} cannot be attacked until the guards are stunned",
    ),
    C_(
        "feminine",
        "{owner} has a prepared guard in play, so {card} cannot be attacked until the guards are stunned",
    ),
    C_(
        "masculine plural",
        "{owner} has a prepared guard in play, so {card} cannot be attacked until the guards are stunned",
    ),
    C_(
        "feminine plural",
        "{owner} has a prepared guard in play, so {card} cannot be attacked until the guards are stunned",
    ),
)
"""An attack on a champion refused: the guards come first."""


def attack_args(action: Action) -> IllegalActionError | None:
    """The refusal of an attack that does not name a target and an amount (whole numbers)."""
    args = action.args
    if len(args) != 2 or not all(type(a) is int for a in args):
        return IllegalActionError.of(
            N_("{kind} takes a target and an amount, got {args}"), kind=action.kind, args=args
        )
    return None


def wrong_amount(p: PlayerState, amount: int) -> IllegalActionError:
    """An attack refused for its amount: from 1 to the whole pool (HR-C1)."""
    return IllegalActionError.of(
        Nn_(
            "the attack must use between 1 and {n} combat (the pool), not {amount}",
            "the attack must use between 1 and {n} combat (the pool), not {amount}",
        ),
        "HR-C1",
        n=p.combat,
        amount=amount,
    )


# -- attack_player (HR-C1, HR-C3) ------------------------------------------------------------


def refuse_attack_player(
    game: TableState,
    p: PlayerState,
    target: int,
    amount: int,
    reach: Sequence[int],
    explain: bool = True,
) -> IllegalActionError | None:
    """HR-C1: an opponent in ``reach`` (variant and guards, HR-C3) with 1 to all the combat."""
    if target not in reach:
        if not explain:
            return REFUSED
        return unreachable_player(game, p, target)
    if 1 <= amount <= p.combat:
        return None
    if not explain:
        return REFUSED
    return wrong_amount(p, amount)


def unreachable_player(game: TableState, p: PlayerState, target: int) -> IllegalActionError:
    """Why seat ``target`` is out of reach of ``p``'s combat."""
    who = names(game)
    refuse = IllegalActionError.of
    if not 0 <= target < len(game.players) or target == p.seat:
        return refuse(N_("there is no opponent in seat {seat}"), "HR-C1", seat=target)
    if game.players[target].out:
        return refuse(N_("{name} is already out"), "HR-E1", name=who[target])
    if target not in game.variant.player_targets(game, p.seat):
        return game.variant.why_not_player(game.game, p.seat, target)
    if has_guard(game, target):
        guard = guard_names(game, target)[0]
        if game._guard_team is not None:
            return refuse(
                N_(
                    "{guard} is a guard of {target}'s team, so neither member "
                    "can be attacked until the team's guards are stunned"
                ),
                "HR-V7",
                guard=guard,
                target=who[target],
            )
        return refuse(
            N_("{guard} is a guard, so {target} cannot be attacked until their guards are stunned"),
            "HR-C3",
            guard=guard,
            target=who[target],
        )
    return refuse(
        Nn_("{who} has {n} combat", "{who} has {n} combat"),
        "HR-C1",
        who=who[game.current_player],
        n=p.combat,
    )


def check_attack_player(game: TableState, action: Action) -> IllegalActionError | None:
    """The check of an ``attack_player`` action: its shape, then :func:`refuse_attack_player`."""
    err = attack_args(action)
    if err is not None:
        return err
    p = game.players[game.active]
    target, amount = action.args
    return refuse_attack_player(game, p, target, amount, attackable_players(game, p.seat))


def attack_player_candidates(game: TableState) -> list[Action]:
    """The opponents the variant lets the player attack, each with the whole pool."""
    p = game.players[game.active]
    if not p.combat:
        return []
    return [attack_player_action(t, p.combat) for t in game.variant.player_targets(game, p.seat)]


def attack_player(game: TableState, action: Action) -> None:
    """Deal combat damage to a player's health (HR-C1); at 0 they are out (HR-E1)."""
    target, amount = action.args
    p = game.players[game.active]
    p.combat -= amount
    life = game.life_of[target]
    game.health[life] -= amount
    game.events.append(("attack_player", p.seat, target, amount, game.health[life]))
    if game.health[life] <= 0:
        knock_out(game, life, p.seat)
    run(game)


ATTACK_PLAYER_KIND: Final = ActionKind(
    "attack_player",
    ("target", "amount"),
    check_attack_player,
    attack_player_candidates,
    attack_player,
    rule="HR-C1",
)


# -- attack_champion (HR-C1, HR-C2, HR-C3, HR-V7) ---------------------------------------------


def refuse_attack_champion(
    game: TableState,
    p: PlayerState,
    card: int,
    amount: int,
    reach: Sequence[int],
    explain: bool = True,
) -> IllegalActionError | None:
    """HR-C1: an opponent's champion in ``reach`` (guards first, HR-C3), 1 to all the combat."""
    if card not in reach:
        if not explain:
            return REFUSED
        return unreachable_champion(game, p, card)
    if 1 <= amount <= p.combat:
        return None
    if not explain:
        return REFUSED
    return wrong_amount(p, amount)


def unreachable_champion(game: TableState, p: PlayerState, card: int) -> IllegalActionError:
    """Why champion ``card`` is out of reach of ``p``'s combat."""
    who = names(game)
    refuse = IllegalActionError.of
    if not 0 <= card < len(game.defs):
        return refuse(N_("there is no card number {card}"), card=card)
    name = game.defs[card].name
    owner = game.owner_of_champion(card)
    if owner is None or owner == p.seat:
        return refuse(N_("{card} is not a champion an opponent has in play"), "HR-C1", card=name)
    if owner not in game.variant.champion_targets(game, p.seat):
        return game.variant.why_not_champion(game.game, p.seat, owner)
    if has_guard(game, owner) and not game.defs[card].guard:
        if game._guard_team is not None:
            return IllegalActionError.agreeing(
                _GUARDED_TEAM.message, "HR-V7", "hero_realms", "card", owner=who[owner], card=name
            )
        return IllegalActionError.agreeing(
            _GUARDED.message, "HR-C3", "hero_realms", "card", owner=who[owner], card=name
        )
    return refuse(
        Nn_("{who} has {n} combat", "{who} has {n} combat"),
        "HR-C1",
        who=who[game.current_player],
        n=p.combat,
    )


def check_attack_champion(game: TableState, action: Action) -> IllegalActionError | None:
    """The check of an ``attack_champion`` action: its shape, then
    :func:`refuse_attack_champion`."""
    err = attack_args(action)
    if err is not None:
        return err
    p = game.players[game.active]
    card, amount = action.args
    return refuse_attack_champion(game, p, card, amount, attackable_champions(game, p.seat))


def attack_champion_candidates(game: TableState) -> list[Action]:
    """The opponents' champions the variant lets the player attack: with what stuns one
    when the pool has that much, then, in a team playing together (HR-V7), with the whole
    pool when the teammate's combat is needed too."""
    p = game.players[game.active]
    if not p.combat:
        return []
    defense = game.facts.defense
    damage = game.champion_damage
    champions = [
        c for t in game.variant.champion_targets(game, p.seat) for c in game.players[t].champions
    ]
    need = {c: defense[c] - damage.get(c, 0) for c in champions}
    out = [attack_champion_action(c, need[c]) for c in champions if need[c] <= p.combat]
    if game._team_turns:
        for s in game.teammates(p.seat):
            mate = game.players[s]
            if not mate.out and mate.combat:
                out.extend(
                    Action("attack_champion", (c, p.combat))
                    for c in champions
                    if p.combat < need[c] <= p.combat + mate.combat
                )
    return out


def attack_champion(game: TableState, action: Action) -> None:
    """Deal combat damage to a champion; at its defense it is stunned (HR-C1, HR-C2)."""
    iid, amount = action.args
    p = game.players[game.active]
    p.combat -= amount
    total = game.champion_damage.get(iid, 0) + amount
    game.champion_damage[iid] = total
    game.events.append(("attack_champion", p.seat, iid, amount, total))
    if total >= game.defs[iid].defense:  # type: ignore[operator]
        stun(game, p.seat, iid, "HR-C2")
    run(game)


ATTACK_CHAMPION_KIND: Final = ActionKind(
    "attack_champion",
    ("card", "amount"),
    check_attack_champion,
    attack_champion_candidates,
    attack_champion,
    rule="HR-C1",
)


# -- end_turn (HR-T1, HR-D2, HR-R1) -----------------------------------------------------------


def check_end_turn(game: TableState, action: Action) -> IllegalActionError | None:
    """The main phase may always be ended (HR-T2); the action takes no arguments."""
    if action.args:
        return IllegalActionError.of(
            N_("{kind} takes no arguments, got {args!r}"), kind=action.kind, args=action.args
        )
    return None


def end_turn(game: Any, action: Action) -> None:
    """End the main phase: the phases after it run and the turn passes on (HR-T1).

    The end of the turn is the turn part's (:func:`toolkit.hero_realms.turn.end_turn`).
    """
    turn.end_turn(game)


END_TURN_KIND: Final = ActionKind(
    "end_turn", (), check_end_turn, lambda g: [END_TURN], end_turn, rule="HR-T1"
)
