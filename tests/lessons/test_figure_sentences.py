"""Every sentence under a lesson's tournament chart is true of the chart drawn (seeded).

The lessons' own calls (lessons 12 and 13) are run; each bar's error bar is read back from
the figure, and the sentences are checked against it: the win counts, the interval, and
whether the two error bars overlap.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolkit.lessons.analysis import favoured, tournament

CALLS = {
    "12: greedy against random": lambda: tournament(["greedy", "random"], games=10, seed=1),
    "12: greedy against tuned": lambda: tournament(["greedy", "tuned"], games=16, seed=2),
    "13: the first seat": lambda: favoured("first-seat", games=20, seed=3),
    "13: two villains": lambda: favoured("villains", villains=["captain_hook", "tamatoa"], games=8),
}


def _bars(fig: Any) -> dict[str, tuple[float, float, float]]:
    bar = fig.data[0]
    out = {}
    for x, y, up, down in zip(bar.x, bar.y, bar.error_y.array, bar.error_y.arrayminus, strict=True):
        out[str(x)] = (float(y), float(y) - float(down), float(y) + float(up))
    return out


@pytest.mark.parametrize("call", list(CALLS), ids=list(CALLS))
def test_the_sentences_say_what_the_chart_shows(call: str) -> None:
    twin = CALLS[call]()
    bars = _bars(twin.figure)
    assert len(bars) == 2
    (a, (_ra, la, ha)), (b, (_rb, lb, hb)) = sorted(bars.items(), key=lambda kv: -kv[1][0])
    overlap = la <= hb and lb <= ha
    sentences = twin.text.splitlines()
    last = sentences[-1]
    assert ("do not overlap" in last) == (not overlap), (bars, last)
    assert "overlap:" in last and b != a
    for line, (rate, low, high) in zip(sentences, [bars[k] for k in bars], strict=False):
        assert f"({round(100 * rate)}%)" in line
        assert f"between {round(100 * low)} and {round(100 * high)} percent" in line


def test_lesson_12_no_longer_says_the_bars_overlap_when_they_do_not() -> None:
    twin = CALLS["12: greedy against tuned"]()
    assert "do not overlap" in twin.text.splitlines()[-1]  # tuned 12 of 16 against greedy 4
