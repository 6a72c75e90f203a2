"""What a tournament plays: the game, its setup, and the competitors' bots.

A *competitor* is a string naming a bot of the game (``"greedy"``). For
Disney Villainous a competitor may also name its villain, ``"BOT:VILLAIN"``
(``"heuristic:ursula"``), so that the villain moves with the bot when seats
rotate; without villains the ``villains`` option gives one villain per seat
(fixed to the seat).

Engines and bots are found by game name through
:mod:`toolkit.core.registry`, imported only when needed, so a game whose
engine is missing fails with a :class:`~toolkit.core.errors.SetupError`
naming it.

Examples
--------
>>> spec = GameSpec("hero-realms", players=2)
>>> game = spec.new_game(7, ["greedy", "random"])
>>> game.game_name, len(game.players)
('hero-realms', 2)
>>> spec.bot("greedy", 3).name
'greedy'
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from toolkit.core.bots import Bot
from toolkit.core.errors import SetupError
from toolkit.core.game import Game
from toolkit.core.registry import engine_class

__all__ = ["GameSpec", "available_games", "bot_names"]

_BOT_MODULES = {
    "hero-realms": "toolkit.search.hero_realms",
    "villainous": "toolkit.search.villainous",
}


def _bots_module(game: str) -> Any:
    try:
        module = _BOT_MODULES[game]
    except KeyError:
        raise SetupError(
            f"no tournament support for game {game!r}; known: {', '.join(_BOT_MODULES)}"
        ) from None
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise SetupError(f"the bots for {game!r} are not available: {exc}") from None


def available_games() -> list[str]:
    """The games whose engine and bots can be imported here.

    Examples
    --------
    >>> "hero-realms" in available_games()
    True
    """
    found = []
    for name in _BOT_MODULES:
        try:
            engine_class(name)
            _bots_module(name)
        except SetupError:
            continue
        found.append(name)
    return found


def bot_names(game: str) -> list[str]:
    """The bot names a game offers.

    Examples
    --------
    >>> {"random", "greedy", "lookahead"} <= set(bot_names("hero-realms"))
    True
    """
    return list(_bots_module(game).BOTS)


def split_competitor(competitor: str) -> tuple[str, str | None]:
    """``"heuristic:ursula"`` -> ``("heuristic", "ursula")``; ``"greedy"`` -> ``("greedy", None)``.

    Examples
    --------
    >>> split_competitor("heuristic:ursula")
    ('heuristic', 'ursula')
    """
    bot, sep, villain = competitor.partition(":")
    return bot, (villain if sep else None)


@dataclass(frozen=True)
class GameSpec:
    """The game of a tournament and how each game of it is set up.

    Parameters
    ----------
    game:
        A game name of :func:`toolkit.core.registry.game_names` (``"hero-realms"``,
        ``"villainous"``).
    players:
        Number of seats.
    variant:
        Hero Realms variant (``"free-for-all"`` by default; ``"first-blood"``,
        ``"last-standing"``, ``"hydra"``, ``"emperor"`` where the engine has them).
    options:
        Extra setup keys: Hero Realms ``markets``; Villainous ``villains`` (one per
        seat), ``fate_token``, ``activation``; both ``names`` (one per seat).
    max_turns:
        A game still going after this turn stops unfinished (no winner).
    """

    game: str = "hero-realms"
    players: int = 2
    variant: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    max_turns: int = 300

    def __post_init__(self) -> None:
        if self.players < 1:
            raise SetupError(f"players must be at least 1, got {self.players}")
        if self.game == "villainous" and self.variant not in (None, "standard"):
            raise SetupError("Villainous has no variants; leave variant unset")

    @property
    def variant_name(self) -> str:
        """The variant as stored in the results (``"standard"`` for Villainous)."""
        if self.game == "hero-realms":
            return self.variant or "free-for-all"
        return self.variant or "standard"

    # -- building games and bots ------------------------------------------------------
    def setup(self, competitors: Sequence[str]) -> dict[str, Any]:
        """The setup mapping of a game whose seats hold ``competitors`` (in seat order)."""
        if len(competitors) != self.players:
            raise SetupError(f"give one competitor per seat ({self.players}), got {competitors}")
        if self.game == "hero-realms":
            setup: dict[str, Any] = {"variant": self.variant_name, "players": self.players}
            if self.options.get("markets") is not None:
                setup["markets"] = self.options["markets"]
            if self.options.get("names") is not None:
                setup["names"] = list(self.options["names"])  # one per seat, fixed to it
            return setup
        if self.game == "villainous":
            villains = [split_competitor(c)[1] for c in competitors]
            if all(v is None for v in villains):
                given = self.options.get("villains")
                if given is None:
                    from toolkit.villainous.cards import VILLAINS

                    given = VILLAINS[: self.players]
                villains = list(given)
            elif any(v is None for v in villains):
                raise SetupError("name a villain for every competitor (BOT:VILLAIN), or for none")
            out: dict[str, Any] = {
                "villains": villains,
                "fate_token": bool(self.options.get("fate_token", True)),
                "activation": self.options.get("activation", "per_symbol"),
            }
            if self.options.get("names") is not None:
                out["names"] = list(self.options["names"])  # one per seat, fixed to it
            return out
        raise SetupError(f"no tournament support for game {self.game!r}")

    def new_game(self, seed: int, competitors: Sequence[str]) -> Game:
        """Game ``seed`` with ``competitors`` in seat order (seat 0 moves first)."""
        return engine_class(self.game).from_setup(self.setup(competitors), int(seed))

    def bot(self, competitor: str, seed: int) -> Bot:
        """The bot playing ``competitor``, seeded with ``seed``."""
        make: Callable[[str, int], Bot] = _bots_module(self.game).make_bot
        try:
            return make(split_competitor(competitor)[0], seed)
        except ValueError as exc:
            raise SetupError(str(exc)) from None

    def check(self, competitors: Sequence[str]) -> None:
        """Fail early (with :class:`SetupError`) if these competitors cannot play."""
        known = bot_names(self.game)
        for c in competitors:
            name, villain = split_competitor(c)
            if name not in known:
                raise SetupError(f"unknown bot {name!r} for {self.game}; choose from {known}")
            if villain is not None and self.game != "villainous":
                raise SetupError(f"{c!r}: only Villainous competitors name a villain")
        self.new_game(0, list(competitors))

    # -- what is kept of a finished game ----------------------------------------------
    def final_columns(self, game: Game) -> dict[str, Any]:
        """Per-seat final figures: Hero Realms health; Villainous villain, power, score."""
        out: dict[str, Any] = {}
        if self.game == "hero-realms":
            for s in range(self.players):
                out[f"health_{s}"] = int(game.health_of(s))  # type: ignore[attr-defined]
        elif self.game == "villainous":
            summary = game.result_summary()
            for s, p in enumerate(game.players):
                out[f"villain_{s}"] = str(summary["villains"][s])
                out[f"power_{s}"] = int(p.power)
                out[f"score_{s}"] = int(summary["scores"][s])
        return out
