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
from toolkit.widgets.table import PACES, Table

__all__ = ["PACES", "SPEEDS", "TEACHER", "ReplayWidget", "Table"]
