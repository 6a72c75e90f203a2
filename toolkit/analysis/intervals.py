"""The Student-t factor behind every confidence band and interval of a mean.

Figures of a handful of games and tournament curves of thousands use the
same factor: the two-sided ``confidence`` quantile of Student's t with
``n - 1`` degrees of freedom. With few games the normal factor 1.96 is too
narrow (5 games need 2.776); the t factor tends to it as ``n`` grows.
(Win rates are proportions and use Wilson intervals instead, see
:func:`toolkit.tournament.stats.wilson_interval`.)

The quantile is computed here in pure Python (:func:`student_t_ppf`), so a
figure needs neither scipy nor numpy: the distribution function is the
regularized incomplete beta function, evaluated by its continued fraction,
and the quantile is found from a Cornish-Fisher start by Newton steps kept
inside a bracket. It agrees with published values to about 1e-12
(``tests/test_intervals.py``).

Examples
--------
>>> round(t_quantile(5), 3)
2.776
>>> t_factor([1, 5]).round(3).tolist()
[0.0, 2.776]
"""

from __future__ import annotations

import math
from functools import lru_cache
from statistics import NormalDist
from typing import Any

__all__ = ["student_t_ppf", "student_t_sf", "t_factor", "t_quantile"]

_EPS = 1e-16
_TINY = 1e-300


def _beta_fraction(a: float, b: float, x: float) -> float:
    """The continued fraction of the incomplete beta function (modified Lentz method)."""
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > _TINY else _TINY)
    h = d
    for m in range(1, 10_000):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > _TINY else _TINY)
        c = 1.0 + aa / c
        c = c if abs(c) > _TINY else _TINY
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > _TINY else _TINY)
        c = 1.0 + aa / c
        c = c if abs(c) > _TINY else _TINY
        step = d * c
        h *= step
        if abs(step - 1.0) < _EPS:
            break
    return h


def _log_gamma_ratio(h: float) -> float:
    """log(Gamma(h + 1/2) / Gamma(h)), accurate for large ``h`` too (asymptotic series)."""
    if h < 20.0:
        return math.lgamma(h + 0.5) - math.lgamma(h)
    return (
        0.5 * math.log(h)
        - 1.0 / (8.0 * h)
        + 1.0 / (192.0 * h**3)
        - 1.0 / (640.0 * h**5)
        + 17.0 / (14336.0 * h**7)
    )


_LOG_SQRT_PI = 0.5 * math.log(math.pi)


def _incomplete_beta_half(a: float, b: float, r: float, *, swap: bool) -> float:
    """The regularized incomplete beta function I_x(a, b) with x = r / (1 + r), or
    x = 1 / (1 + r) when ``swap``; one of ``a``, ``b`` is 1/2.

    Taking ``r`` rather than ``x`` keeps ``x``, ``1 - x`` and their logarithms exact to
    the last digits even where ``x`` is within 1e-12 of 1 (many degrees of freedom).
    """
    if r <= 0.0 or math.isinf(r):
        return 0.0 if (r <= 0.0) != swap else 1.0
    log_r, log_1r = math.log(r), math.log1p(r)
    x, x1 = r / (1.0 + r), 1.0 / (1.0 + r)
    log_x, log_x1 = log_r - log_1r, -log_1r
    if swap:
        x, x1, log_x, log_x1 = x1, x, log_x1, log_x
    h = b if a == 0.5 else a
    front = math.exp(_log_gamma_ratio(h) - _LOG_SQRT_PI + a * log_x + b * log_x1)
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _beta_fraction(a, b, x) / a
    return 1.0 - front * _beta_fraction(b, a, x1) / b


def _central(t: float, df: float) -> float:
    """P(|T| < t) for t >= 0: I_y(1/2, df/2) with y = t^2 / (df + t^2)."""
    return _incomplete_beta_half(0.5, df / 2.0, t * t / df, swap=False)


def _two_tails(t: float, df: float) -> float:
    """P(|T| > t) for t >= 0: I_x(df/2, 1/2) with x = df / (df + t^2)."""
    return _incomplete_beta_half(df / 2.0, 0.5, t * t / df, swap=True)


def student_t_sf(t: float, df: float) -> float:
    """P(T > t) for Student's t with ``df`` degrees of freedom (the survival function).

    Examples
    --------
    >>> round(student_t_sf(2.7764451051977934, 4), 12)
    0.025
    >>> student_t_sf(0.0, 3)
    0.5
    """
    if t == 0.0:
        return 0.5
    tail = 0.5 * _two_tails(abs(t), df)
    return tail if t > 0 else 1.0 - tail


def _density(t: float, df: float) -> float:
    log_norm = _log_gamma_ratio(df / 2.0) - 0.5 * math.log(df) - _LOG_SQRT_PI
    return math.exp(log_norm - (df + 1.0) / 2.0 * math.log1p(t * t / df))


def _start(upper: float, df: float) -> float:
    """A first guess of the quantile whose upper tail is ``upper`` (Cornish-Fisher expansion,
    Abramowitz and Stegun 26.7.5)."""
    z = NormalDist().inv_cdf(1.0 - upper)
    z2 = z * z
    g1 = (z2 + 1.0) * z / 4.0
    g2 = ((5.0 * z2 + 16.0) * z2 + 3.0) * z / 96.0
    g3 = (((3.0 * z2 + 19.0) * z2 + 17.0) * z2 - 15.0) * z / 384.0
    g4 = ((((79.0 * z2 + 776.0) * z2 + 1482.0) * z2 - 1920.0) * z2 - 945.0) * z / 92160.0
    guess = z + g1 / df + g2 / df**2 + g3 / df**3 + g4 / df**4
    return guess if math.isfinite(guess) and guess > 0 else max(z, 1.0)


@lru_cache(maxsize=1024)
def student_t_ppf(p: float, df: float) -> float:
    """The quantile of Student's t: the ``t`` with P(T <= t) = ``p``, ``df`` degrees of freedom.

    The same value as ``scipy.special.stdtrit(df, p)`` (to about 1e-12 relative).

    Parameters
    ----------
    p:
        A probability, 0 < p < 1 (0 and 1 give minus and plus infinity).
    df:
        Degrees of freedom, any positive number.

    Examples
    --------
    >>> round(student_t_ppf(0.975, 4), 10)
    2.7764451052
    >>> round(student_t_ppf(0.025, 1), 6)
    -12.706205
    >>> student_t_ppf(0.5, 7)
    0.0
    """
    p, df = float(p), float(df)
    if not (df > 0.0) or not (0.0 <= p <= 1.0):
        return math.nan
    if p == 0.5:
        return 0.0
    if p in (0.0, 1.0):
        return math.inf if p == 1.0 else -math.inf
    if p < 0.5:
        return -student_t_ppf(1.0 - p, df) if 1.0 - p < 1.0 else -math.inf
    upper = 1.0 - p
    if df == 1.0:
        return math.tan(math.pi * (p - 0.5))
    if df == 2.0:
        return (2.0 * p - 1.0) / math.sqrt(2.0 * p * upper)
    if df >= 1e5:
        return _start(upper, df)  # the expansion's next term is below 1e-20 of the value
    # Newton steps inside a bracket [low, high] that always holds the root, on the central
    # probability P(|T| < t) = 2p - 1 near the middle and on both tails 2(1 - p) beyond.
    central = p - 0.5 <= 0.25
    target = 2.0 * p - 1.0 if central else 2.0 * upper
    low, high = 0.0, math.inf
    t = _start(upper, df)
    for _ in range(500):
        # excess > 0: t is still too small
        excess = target - _central(t, df) if central else _two_tails(t, df) - target
        if excess > 0:
            low = t
        else:
            high = t
        if excess == 0.0:
            return t
        candidate = t + excess / (2.0 * _density(t, df))
        if not (low < candidate < high):
            candidate = 2.0 * t if math.isinf(high) else (low + high) / 2.0
        if abs(candidate - t) <= 4e-16 * abs(candidate):
            return candidate
        t = candidate
    return t


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
    return student_t_ppf(0.5 + confidence / 2, n - 1)


def t_factor(n: Any, confidence: float = 0.95) -> Any:
    """:func:`t_quantile` of every count in ``n`` at once, ``0`` where a count is below 2.

    ``0`` rather than ``nan`` so that ``mean ± t_factor(n) * sd / sqrt(n)``
    is the mean itself where one value exists (a curve's last turns). Returns a
    numpy array (numpy is imported here, where statistics need it).

    Examples
    --------
    >>> t_factor([2, 5, 1]).round(3).tolist()
    [12.706, 2.776, 0.0]
    """
    import numpy as np

    counts = np.asarray(n, dtype=float)
    p = 0.5 + confidence / 2
    values, where = np.unique(np.maximum(counts - 1, 1), return_inverse=True)
    quantiles = np.array([student_t_ppf(p, float(df)) for df in values.ravel()], dtype=float)
    return np.where(counts > 1, quantiles[where].reshape(counts.shape), 0.0)
