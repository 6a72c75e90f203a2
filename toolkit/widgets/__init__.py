"""Jupyter widgets (ipywidgets) over the replay model.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> from toolkit.replay import Replay
>>> ReplayWidget(Replay.from_game(HeroRealmsGame.new(seed=1))).position
0
"""

from toolkit.widgets.exercise import ExerciseWidget as ExerciseWidget
from toolkit.widgets.replay import SPEEDS, TEACHER, ReplayWidget

__all__ = ["SPEEDS", "TEACHER", "ReplayWidget"]
