"""Displays for the test lessons: a live widget with its static twin, as lesson helpers give."""

from __future__ import annotations

from toolkit.exercises import exercise
from toolkit.exercises.export import exercises_html
from toolkit.export import export_html
from toolkit.figures.hero_realms import health_figure
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import make_bot
from toolkit.replay import Replay
from toolkit.static_display import StaticTwin
from toolkit.widgets.exercise import ExerciseWidget
from toolkit.widgets.replay import ReplayWidget


def short_replay(seed: int = 3, steps: int = 14) -> Replay:
    """A seeded game of two random bots, ``steps`` decisions long."""
    game = HeroRealmsGame.new(seed=seed)
    bot = make_bot("random", seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(bot.choose(game, game.legal_actions()))
    return Replay.from_game(game)


def replay(figures: bool = True) -> StaticTwin:
    """A replay: the widget live, the exported page (with a plotly figure) as its twin."""
    r = short_replay()
    figs = [health_figure(r)] if figures else False
    return StaticTwin(ReplayWidget(r), export_html(r, figures=figs), text="a replay")


def practise(exercise_id: str) -> StaticTwin:
    """An exercise: the widget live, the exported exercise page as its twin."""
    ex = exercise(exercise_id)
    return StaticTwin(ExerciseWidget(ex), exercises_html([ex]), text=ex.title)
