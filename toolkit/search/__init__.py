"""Search players: they choose a move by playing sampled futures of the game.

:mod:`toolkit.search.core`
    the search shared by both games (:class:`~toolkit.search.core.SearchBot`, its
    :class:`~toolkit.search.core.SearchResult`), determinized flat Monte Carlo.
:mod:`toolkit.search.hero_realms`, :mod:`toolkit.search.villainous`
    each game's search bot, and the game's bots by name with ``search`` among them
    (``BOTS`` and ``make_bot``), for simulations, tournaments and the table.

The search modules sit above the engines and their bots: an engine never imports them.

Examples
--------
>>> from toolkit.search import make_bot
>>> make_bot("hero-realms", "search", 3).name
'search'
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolkit.core.bots import Bot

_MODULES = {"hero-realms": "toolkit.search.hero_realms", "villainous": "toolkit.search.villainous"}


def bot_names(game: str) -> list[str]:
    """The names of the bots of ``game`` (``"hero-realms"`` or ``"villainous"``), search included."""
    return list(import_module(_MODULES[game]).BOTS)


def make_bot(game: str, name: str, seed: int = 0, **options: Any) -> Bot:
    """The bot of ``game`` called ``name``, seeded with ``seed``; ``options`` tune the
    search bot (``playouts``, ``seconds``, ``horizon``, ``max_candidates``, ``margin``).

    Raises
    ------
    ValueError
        For an unknown bot name.
    """
    made: Bot = import_module(_MODULES[game]).make_bot(name, seed, **options)
    return made
