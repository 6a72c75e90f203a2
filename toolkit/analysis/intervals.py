"""The Student-t factor behind every confidence band and interval of a mean.

Figures of a handful of games and tournament curves of thousands use the
same factor: the two-sided ``confidence`` quantile of Student's t with
``n - 1`` degrees of freedom. With few games the normal factor 1.96 is too
narrow (5 games need 2.776); the t factor tends to it as ``n`` grows.
(Win rates are proportions and use Wilson intervals instead, see
:func:`toolkit.tournament.stats.wilson_interval`.)

Examples
--------
>>> round(t_quantile(5), 3)
2.776
>>> t_factor([1, 5]).round(3).tolist()
[0.0, 2.776]
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

__all__ = ["t_factor", "t_quantile"]


def t_quantile(n: int, confidence: float = 0.95) -> float:
    """The Student-t factor of a two-sided ``confidence`` interval of a mean of ``n`` values.

    The t quantile with ``n - 1`` degrees of freedom is exact for normal data
    and tends to 1.96 (at 95%) as ``n`` grows. Fewer than two values have no
    interval: ``nan``.

    Examples
    --------
    >>> round(t_quantile(5), 3), round(t_quantile(30), 3), round(t_quantile(10**6), 2)
    (2.776, 2.045, 1.96)
    >>> t_quantile(1)
    nan
    """
    if n < 2:
        return math.nan
    from scipy.special import stdtrit  # scipy loads on first use, not with every worker

    return float(stdtrit(n - 1, 0.5 + confidence / 2))


def t_factor(n: Any, confidence: float = 0.95) -> np.ndarray:
    """:func:`t_quantile` of every count in ``n`` at once, ``0`` where a count is below 2.

    ``0`` rather than ``nan`` so that ``mean ± t_factor(n) * sd / sqrt(n)``
    is the mean itself where one value exists (a curve's last turns).

    Examples
    --------
    >>> t_factor([2, 5, 1]).round(3).tolist()
    [12.706, 2.776, 0.0]
    """
    from scipy.special import stdtrit

    counts = np.asarray(n, dtype=float)
    return np.where(counts > 1, stdtrit(np.maximum(counts - 1, 1), 0.5 + confidence / 2), 0.0)
