"""What the table says, asked without changing it: opponents, guards, targets, counts.

The layer above the records (:mod:`~toolkit.hero_realms.state`). The variant
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

from toolkit.hero_realms.state import PlayerState, TableState


class Queries(TableState):
    """Queries of the table, for legality, effects, bots and views."""

    __slots__ = ()

    def opponents(self, seat: int) -> list[int]:
        """The living seats that are not on ``seat``'s side (do not modify the list)."""
        cache = self._opponents
        if cache is None:
            team = self.team_of
            cache = self._opponents = [
                [p.seat for p in self.players if not p.out and team[p.seat] != team[s]]
                for s in range(len(self.players))
            ]
        return cache[seat]

    def team(self, seat: int) -> list[int]:
        """The seats of ``seat``'s team in seat order, ``seat`` among them (just ``[seat]``
        without teams)."""
        if self._team is None:
            return [seat]
        return list(self._team[seat])

    def teammates(self, seat: int) -> list[int]:
        """The other seats on ``seat``'s team, living or out (empty without teams)."""
        if self._team is None:
            return []
        return [s for s in self._team[seat] if s != seat]

    def has_guard(self, seat: int) -> bool:
        """Whether ``seat`` is protected by a prepared (upright) guard in play (HR-C3).

        An expended guard does not protect (the publisher's FAQ, "Why Champions Prepare
        at End of Turn"). In Hydra a teammate's prepared guard counts too (HR-V7).
        """
        guard = self.facts.guard
        players = self.players
        if self._guard_team is not None:
            for s in self._guard_team[seat]:
                q = players[s]
                for c in q.champions:
                    if guard[c] and c not in q.expended:
                        return True
            return False
        p = players[seat]
        return any(guard[c] and c not in p.expended for c in p.champions)

    def guard_names(self, seat: int) -> list[str]:
        """The prepared guards that protect ``seat`` (their own, and a Hydra teammate's)."""
        seats = self._guard_team[seat] if self._guard_team is not None else [seat]
        return [
            self.defs[c].name
            for s in seats
            for c in self.players[s].champions
            if self.defs[c].guard and c not in self.players[s].expended
        ]

    def attackable_players(self, seat: int) -> list[int]:
        """Seats that ``seat`` may attack with combat now (variant limits and guards)."""
        return self._attack_targets(seat)[0]

    def attackable_champions(self, seat: int) -> list[int]:
        """Champions ``seat`` may attack with combat now: guards first (HR-C3)."""
        return self._attack_targets(seat)[1]

    def _attack_targets(self, seat: int) -> tuple[list[int], list[int]]:
        """The seats and the champions ``seat`` may attack, each seat's guards looked at once.

        A seat with a prepared guard in play cannot be attacked, and only its guards
        (prepared or not) can (HR-C3); in Hydra a teammate's guard counts too (HR-V7).
        """
        variant = self.variant
        player_targets = variant.player_targets(self, seat)
        champion_targets = variant.champion_targets(self, seat)
        guarded = [self.has_guard(t) for t in player_targets]
        seats = [t for i, t in enumerate(player_targets) if not guarded[i]]
        champions: list[int] = []
        guard = self.facts.guard
        players = self.players
        same = champion_targets is player_targets  # most variants: the same opponents
        for i, t in enumerate(champion_targets):
            champs = players[t].champions
            if not champs:
                continue
            g = guarded[i] if same else self.has_guard(t)
            for c in champs:
                if guard[c] or not g:
                    champions.append(c)
        return seats, champions

    def stun_targets(self, seat: int) -> list[int]:
        """Champions an ability of ``seat`` may stun ("stun target champion", HR-C4).

        A targeted stun is blocked like an attack: while the owner has a prepared guard
        (in Hydra, the owner's team, HR-V7), only a guard can be targeted; otherwise any
        of their champions. The variant says whose champions are in reach (HR-V2).
        """
        result: list[int] = []
        guard = self.facts.guard
        for t in self.variant.champion_targets(self, seat):
            champs = self.players[t].champions
            if not champs:
                continue
            if self.has_guard(t):
                result.extend([c for c in champs if guard[c]])
            else:
                result.extend(champs)
        return result

    def discard_targets(self, seat: int) -> list[int]:
        """Seats that ``seat`` may make discard with "target opponent discards"."""
        return self.variant.discard_targets(self, seat)

    def _has_ally(self, card: int, in_play: list[int], champions: list[int]) -> bool:
        """HR-A6: whether another card of ``card``'s faction is in play."""
        faction = self.facts.faction
        f = faction[card]
        for c in in_play:
            if c != card and faction[c] == f:
                return True
        return any(c != card and faction[c] == f for c in champions)

    def _count(self, p: PlayerState, source: int, what: str) -> int:
        defs = self.defs
        if what == "champion":
            return len(p.champions)
        if what == "other_champion":
            return sum(1 for c in p.champions if c != source)
        if what == "other_guard":
            return sum(1 for c in p.champions if c != source and defs[c].guard)
        faction = what[6:]
        return sum(1 for c in p.in_play + p.champions if c != source and defs[c].faction == faction)
