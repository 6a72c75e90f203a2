"""The Student t quantile, computed without scipy, against reference values."""

from __future__ import annotations

import math

import pytest

from toolkit.analysis.intervals import student_t_ppf, student_t_sf, t_factor, t_quantile

# Quantiles t(p, df) to 16 significant digits: the values R's qt(p, df) and
# scipy.special.stdtrit(df, p) give (they agree to the last digit or two).
REFERENCE = [
    (0.6, 1, 0.3249196962329063),
    (0.75, 1, 1.0),
    (0.975, 1, 12.70620473617471),
    (0.995, 1, 63.65674116287399),
    (0.9995, 1, 636.6192487687196),
    (0.75, 2, 0.8164965809277260),
    (0.975, 2, 4.302652729749464),
    (0.9, 3, 1.637744353696210),
    (0.995, 3, 5.840909309733350),
    (0.975, 4, 2.776445105197793),
    (0.95, 5, 2.015048373333024),
    (0.975, 5, 2.570581835636314),
    (0.9995, 5, 6.868826625881124),
    (0.99, 7, 2.997951566868529),
    (0.95, 10, 1.812461122811676),
    (0.975, 10, 2.228138851986274),
    (0.999999, 10, 9.751995490909856),
    (0.6, 12, 0.2590327456768873),
    (0.99, 20, 2.527977002741573),
    (0.975, 30, 2.042272456301238),
    (0.995, 60, 2.660283028855037),
    (0.975, 120, 1.979930405082040),
    (0.95, 1000, 1.646378817285464),
    (0.975, 2.5, 3.574654842003682),
    (0.9, 0.5, 10.27032441023451),
]

# The printed table every statistics book has (three decimals): two-sided 95% and 99%.
TABLE = {
    0.975: {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 9: 2.262, 19: 2.093, 29: 2.045},
    0.995: {1: 63.657, 2: 9.925, 3: 5.841, 4: 4.604, 5: 4.032, 9: 3.250, 19: 2.861, 29: 2.756},
}


@pytest.mark.parametrize(("p", "df", "expected"), REFERENCE)
def test_the_quantile_matches_reference_values(p: float, df: float, expected: float) -> None:
    assert student_t_ppf(p, df) == pytest.approx(expected, rel=1e-9)
    assert student_t_ppf(1 - p, df) == pytest.approx(-expected, rel=1e-6)  # symmetry
    assert student_t_sf(expected, df) == pytest.approx(1 - p, rel=1e-9)


def test_the_printed_tables_three_decimals() -> None:
    for p, row in TABLE.items():
        for df, value in row.items():
            assert round(student_t_ppf(p, df), 3) == value, (p, df)


def test_many_degrees_of_freedom_tend_to_the_normal_quantile() -> None:
    # both sides of the switch to the series at 1e5 degrees of freedom
    assert student_t_ppf(0.975, 99_999) == pytest.approx(1.959987707771844, rel=1e-9)
    assert student_t_ppf(0.975, 10**6) == pytest.approx(1.959966356814107, rel=1e-9)
    assert student_t_ppf(0.975, 10**12) == pytest.approx(1.959963984540054, rel=1e-9)


def test_edges() -> None:
    assert student_t_ppf(0.5, 3) == 0.0
    assert student_t_ppf(1.0, 3) == math.inf and student_t_ppf(0.0, 3) == -math.inf
    assert math.isnan(student_t_ppf(0.9, 0)) and math.isnan(student_t_ppf(1.5, 3))
    assert math.isnan(t_quantile(1)) and t_quantile(5) == pytest.approx(2.776445105197793)


def test_t_factor_matches_the_quantile_per_count() -> None:
    got = t_factor([[1, 2], [5, 31]], 0.99)
    assert got.shape == (2, 2) and got[0, 0] == 0.0
    assert got[0, 1] == pytest.approx(63.65674116287399, rel=1e-9)
    assert got[1, 0] == pytest.approx(4.604094871349993, rel=1e-9)
    assert got[1, 1] == pytest.approx(2.749995653567225, rel=1e-9)


def test_agrees_with_scipy_where_it_is_installed() -> None:
    special = pytest.importorskip("scipy.special")
    for df in (0.7, 1.5, 3, 8, 17, 44, 250, 5000):
        for p in (0.55, 0.8, 0.95, 0.975, 0.99, 0.9999, 0.01):
            assert student_t_ppf(p, df) == pytest.approx(float(special.stdtrit(df, p)), rel=1e-8)
