"""Ways to play Hero Realms: who sits where, who may be attacked, who wins.

The engine asks its :class:`Variant` every seat-dependent question (opening
hands, starting health, shared health, legal targets, what happens when a
player is out, who has won), so each variant adds only its own rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkit.core.errors import SetupError

if TYPE_CHECKING:
    from toolkit.hero_realms.engine import HeroRealmsGame


class Variant:
    """Free-for-all, the ordinary game (HR-V1): anyone may attack anyone.

    With two players this is the standard duel (HR-S4: 3 and 5 cards).
    """

    name = "free-for-all"
    min_players = 2
    max_players = 6

    def check_players(self, players: int) -> None:
        """Raise SetupError if the variant cannot seat ``players``."""
        if not self.min_players <= players <= self.max_players:
            raise SetupError(
                f"{self.name} is played by {self.min_players} to {self.max_players} players, "
                f"not {players}"
            )

    def life_groups(self, players: int) -> list[int]:
        """Which health total each seat uses (teammates share one)."""
        return list(range(players))

    def starting_health(self, seat: int, players: int) -> int:
        """HR-S6: every player starts with 50 health."""
        return 50

    def opening_hand(self, seat: int, players: int) -> int:
        """HR-S4 (two players: 3 then 5) and HR-S5 (more: 3, 4, then 5)."""
        if seat == 0:
            return 3
        if players == 2:
            return 5
        return 4 if seat == 1 else 5

    def player_targets(self, game: HeroRealmsGame, seat: int) -> list[int]:
        """Seats ``seat`` may attack, guards aside (HR-V1: any opponent)."""
        return game.opponents(seat)

    def champion_targets(self, game: HeroRealmsGame, seat: int) -> list[int]:
        """Seats whose champions ``seat`` may attack or stun."""
        return game.opponents(seat)

    def discard_targets(self, game: HeroRealmsGame, seat: int) -> list[int]:
        """Seats ``seat`` may choose for "target opponent discards"."""
        return game.opponents(seat)

    def why_not_player(self, game: HeroRealmsGame, seat: int, target: int) -> tuple[str, str]:
        """The message and rule for an attack on a seat out of reach."""
        return (f"{game.names[target]} cannot be attacked by {game.names[seat]}", "HR-V1")

    def why_not_champion(self, game: HeroRealmsGame, seat: int, owner: int) -> tuple[str, str]:
        """The message and rule for an attack on a champion out of reach."""
        return (
            f"{game.names[owner]}'s champions cannot be attacked by {game.names[seat]}",
            "HR-V1",
        )

    def on_out(self, game: HeroRealmsGame, seat: int, by: int) -> None:
        """What happens when ``seat`` is knocked out (nothing, in free-for-all)."""

    def winners(self, game: HeroRealmsGame) -> list[int] | None:
        """HR-E1: the last player left wins; None while the game goes on."""
        alive = [p.seat for p in game.players if not p.out]
        return alive if len(alive) == 1 else None


VARIANTS: dict[str, type[Variant]] = {"free-for-all": Variant}


def get_variant(name: object) -> Variant:
    """The variant called ``name``.

    Raises
    ------
    SetupError
        For an unknown name.
    """
    if not isinstance(name, str) or name not in VARIANTS:
        raise SetupError(f"unknown Hero Realms variant {name!r}; known: {', '.join(VARIANTS)}")
    return VARIANTS[name]()
