"""Which engine class plays which game name, imported only when asked for."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from toolkit.core.errors import SetupError

if TYPE_CHECKING:
    from toolkit.core.game import Game

_ENGINES = {
    "hero-realms": "toolkit.hero_realms.engine:HeroRealmsGame",
    "villainous": "toolkit.villainous.engine:VillainousGame",
}


def game_names() -> list[str]:
    """The names of the games the toolkit can play."""
    return sorted(_ENGINES)


def engine_class(name: str) -> type[Game]:
    """The engine class for a game name such as ``"hero-realms"``.

    Raises
    ------
    SetupError
        If no engine plays that game.
    """
    try:
        target = _ENGINES[name]
    except KeyError:
        raise SetupError(f"unknown game {name!r}; known games: {', '.join(game_names())}") from None
    module, _, attr = target.partition(":")
    try:
        return getattr(importlib.import_module(module), attr)  # type: ignore[no-any-return]
    except ImportError as exc:
        raise SetupError(f"the engine for {name!r} is not available: {exc}") from None
