"""Headless analysis of recorded games: deck composition, per-state tables, intervals.

The one place where the numbers behind figures and tournaments are defined,
so that a curve drawn for one game and the same curve summed over ten
thousand games agree by construction. Nothing here imports Jupyter or
plotting (figures and tournaments both build on it):

:mod:`toolkit.analysis.intervals`
    the Student-t factor of every confidence band and interval.
:mod:`toolkit.analysis.hero_realms`
    what a Hero Realms player's cards owned add up to (:data:`~toolkit.analysis.hero_realms.METRICS`),
    for one player now, for many recorded players at once, and for every
    state of a replay.
:mod:`toolkit.analysis.villainous`
    each villain's power, objective progress and mover in every state of a replay.
:mod:`toolkit.analysis.table`
    :func:`~toolkit.analysis.table.state_table`: one tidy row per
    (game, state, player) of one or many replays, built once per replay.
:mod:`toolkit.analysis.game_review`
    :func:`~toolkit.analysis.review_backends.review`: each decision's win chance before and
    after, the best move the search found, and the inaccuracies, mistakes and blunders.

Examples
--------
>>> from toolkit.analysis import state_table
>>> from toolkit.hero_realms import HeroRealmsGame
>>> from toolkit.replay import Replay
>>> state_table(Replay.from_game(HeroRealmsGame.new(seed=1)))[["state", "player", "owned"]].values.tolist()
[[0, 0, 10], [0, 1, 10]]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolkit.analysis.intervals import t_factor, t_quantile
    from toolkit.analysis.review_backends import review
    from toolkit.analysis.table import state_table

__all__ = ["review", "state_table", "t_factor", "t_quantile"]

_LAZY = {
    "review": "review_backends",
    "state_table": "table",
    "t_factor": "intervals",
    "t_quantile": "intervals",
}


def __getattr__(name: str) -> Any:
    """Import on first use, so ``import toolkit.analysis`` loads neither numpy nor pandas."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'toolkit.analysis' has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f"toolkit.analysis.{module}"), name)
