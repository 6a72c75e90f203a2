"""Rules engines, bots, replays and lessons for Hero Realms and Disney Villainous.

The engines are headless: a game is a seed, a setup and a list of decisions.
``legal_actions()`` lists what the player to act may do (pending choices
included) and ``apply(action)`` is the only way to change a game.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=7)
>>> game.current_player
0
>>> len(game.legal_actions()) > 0
True
"""

from toolkit.native import check_build as _check_build

_check_build()  # an optional compiled build is used only if it matches the source

from toolkit.core.actions import Action  # noqa: E402
from toolkit.core.errors import (  # noqa: E402
    ArgumentError,
    CardDataError,
    IllegalActionError,
    LogFormatError,
    SetupError,
    ToolkitError,
)

__all__ = [
    "Action",
    "ArgumentError",
    "CardDataError",
    "IllegalActionError",
    "LogFormatError",
    "SetupError",
    "ToolkitError",
]
__version__ = "0.1.0"
