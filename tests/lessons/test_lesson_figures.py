"""Lesson 04's figures cannot mislead: the thinning figure compares bots that differ and
draws no band below zero gold; the factions figure shows factions; what the lesson says of
them is true of the figures drawn (seeded)."""

from __future__ import annotations

from toolkit.figures.core import band_traces
from toolkit.lessons.display import _figure, _greedy_against_tuned, faction_counts


def test_a_band_never_goes_past_its_quantitys_bounds() -> None:
    upper, lower, _ = band_traces(
        [1, 2], [0.5, 9.5], [2.0, 2.0], name="x", colour="#000000", floor=0.0, ceiling=10.0
    )
    assert list(lower.y) == [0.0, 7.5] and list(upper.y) == [2.5, 10.0]


def test_thinning_compares_greedy_with_tuned_and_never_shows_negative_gold() -> None:
    fig = _figure("thinning", 7, "captain_hook")
    groups = {t.meta["group"] for t in fig.data}
    assert groups == {"greedy", "tuned"}  # two bots that really differ, not two seats
    for trace in fig.data:
        assert min(trace.y) >= 0, trace.name
    # "both start with the same gold per hand, and the curves part": what lesson 04 says
    means = [t for t in fig.data if t.meta["role"] == "mean"]
    assert means[0].y[0] == means[1].y[0]
    assert abs(means[0].y[-1] - means[1].y[-1]) > 0.5


def test_the_factions_figure_shows_each_bots_factions() -> None:
    fig = _figure("factions", 7, "captain_hook", "es")
    assert {t.meta["bot"] for t in fig.data} == {"greedy", "tuned"}
    for trace in fig.data:
        assert list(trace.x) == ["Imperial", "Guild", "Necros", "Wild"]
        assert all(v >= 0 for v in trace.y)
    replays, labels = _greedy_against_tuned(7)
    counts = faction_counts(replays, labels)
    for trace in fig.data:
        assert list(trace.y) == [round(v, 2) for v in counts[trace.meta["bot"]].values()]
    assert fig.layout.xaxis.title.text == "facción"
    # the seats are swapped every other game: each bot played each seat as often
    assert [lab[0] for lab in labels].count("greedy") == len(labels) // 2
