"""Replays of recorded games: any state, any step, explained and seen by anyone.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> replay = Replay.from_game(HeroRealmsGame.new(seed=2))
>>> replay.state(0).turn
1
"""

from toolkit.replay.adapters import GameAdapter, adapter_for, register_adapter
from toolkit.replay.core import RULE_ID, Replay, Step, Viewer, rules_in

__all__ = [
    "RULE_ID",
    "GameAdapter",
    "Replay",
    "Step",
    "Viewer",
    "adapter_for",
    "register_adapter",
    "rules_in",
]
