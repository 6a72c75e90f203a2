"""What the table says, asked without changing it: opponents, guards, targets, counts.

Functions of the table record (:class:`~toolkit.hero_realms.state.TableState`), not
a class: the effects, legality, kinds of action, prompts and bots call them
directly (in the compiled build a direct, native call), and
:class:`~toolkit.hero_realms.engine.HeroRealmsGame` exposes the public ones as its methods
(``game.has_guard(seat)`` is ``has_guard(game, seat)``). Who is on which side
(``opponents``, ``team``, ``teammates``) is the record's own, since the variants ask it. The variant
decides who is in reach (:meth:`~toolkit.hero_realms.variants.Variant.player_targets`);
these queries add the guards (HR-C3, HR-C4; in Hydra a teammate's, HR-V7).

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.from_position(
...     {"players": [{"combat": 3}, {"champions": ["orc-grunt"]}]}, seed=1)
>>> game.has_guard(1), game.attackable_players(0), game.attackable_champions(0)
(True, [], [90])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the types only: the verbs, below the records, import these functions
    from toolkit.hero_realms.state import PlayerState, TableState

__all__ = [
    "attack_targets",
    "attackable_champions",
    "attackable_players",
    "count",
    "discard_targets",
    "guard_names",
    "has_ally",
    "has_guard",
    "stun_targets",
]


def has_guard(table: TableState, seat: int) -> bool:
    """Whether ``seat`` is protected by a prepared (upright) guard in play (HR-C3).

    An expended guard does not protect (the publisher's FAQ, "Why Champions Prepare
    at End of Turn"). In Hydra a teammate's prepared guard counts too (HR-V7).
    """
    guard = table.facts.guard
    players = table.players
    if table._guard_team is not None:
        for s in table._guard_team[seat]:
            q = players[s]
            for c in q.champions:
                if guard[c] and c not in q.expended:
                    return True
        return False
    p = players[seat]
    return any(guard[c] and c not in p.expended for c in p.champions)


def guard_names(table: TableState, seat: int) -> list[str]:
    """The prepared guards that protect ``seat`` (their own, and a Hydra teammate's)."""
    seats = table._guard_team[seat] if table._guard_team is not None else [seat]
    return [
        table.defs[c].name
        for s in seats
        for c in table.players[s].champions
        if table.defs[c].guard and c not in table.players[s].expended
    ]


def attackable_players(table: TableState, seat: int) -> list[int]:
    """Seats that ``seat`` may attack with combat now (variant limits and guards)."""
    return attack_targets(table, seat)[0]


def attackable_champions(table: TableState, seat: int) -> list[int]:
    """Champions ``seat`` may attack with combat now: guards first (HR-C3)."""
    return attack_targets(table, seat)[1]


def attack_targets(table: TableState, seat: int) -> tuple[list[int], list[int]]:
    """The seats and the champions ``seat`` may attack, each seat's guards looked at once.

    A seat with a prepared guard in play cannot be attacked, and only its guards
    (prepared or not) can (HR-C3); in Hydra a teammate's guard counts too (HR-V7).
    """
    variant = table.variant
    player_targets = variant.player_targets(table, seat)
    champion_targets = variant.champion_targets(table, seat)
    guarded = [has_guard(table, t) for t in player_targets]
    seats = [t for i, t in enumerate(player_targets) if not guarded[i]]
    champions: list[int] = []
    guard = table.facts.guard
    players = table.players
    same = champion_targets is player_targets  # most variants: the same opponents
    for i, t in enumerate(champion_targets):
        champs = players[t].champions
        if not champs:
            continue
        g = guarded[i] if same else has_guard(table, t)
        for c in champs:
            if guard[c] or not g:
                champions.append(c)
    return seats, champions


def stun_targets(table: TableState, seat: int) -> list[int]:
    """Champions an ability of ``seat`` may stun ("stun target champion", HR-C4).

    A targeted stun is blocked like an attack: while the owner has a prepared guard
    (in Hydra, the owner's team, HR-V7), only a guard can be targeted; otherwise any
    of their champions. The variant says whose champions are in reach (HR-V2).
    """
    result: list[int] = []
    guard = table.facts.guard
    for t in table.variant.champion_targets(table, seat):
        champs = table.players[t].champions
        if not champs:
            continue
        if has_guard(table, t):
            result.extend([c for c in champs if guard[c]])
        else:
            result.extend(champs)
    return result


def discard_targets(table: TableState, seat: int) -> list[int]:
    """Seats that ``seat`` may make discard with "target opponent discards"."""
    return table.variant.discard_targets(table, seat)


def has_ally(table: TableState, card: int, in_play: list[int], champions: list[int]) -> bool:
    """HR-A6: whether another card of ``card``'s faction is in play."""
    faction = table.facts.faction
    f = faction[card]
    for c in in_play:
        if c != card and faction[c] == f:
            return True
    return any(c != card and faction[c] == f for c in champions)


def count(table: TableState, p: PlayerState, source: int, what: str) -> int:
    """How many of ``p``'s cards in play ``what`` names (a "for each" amount), ``source`` left out."""
    defs = table.defs
    if what == "champion":
        return len(p.champions)
    if what == "other_champion":
        return sum(1 for c in p.champions if c != source)
    if what == "other_guard":
        return sum(1 for c in p.champions if c != source and defs[c].guard)
    faction = what[6:]
    return sum(1 for c in p.in_play + p.champions if c != source and defs[c].faction == faction)
