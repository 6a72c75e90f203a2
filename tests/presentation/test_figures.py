"""Figures: the traces' numbers equal the composition computed independently from the log."""

from __future__ import annotations

import math
import statistics
from collections import Counter

import plotly.graph_objects as go
import pytest

from toolkit.core.log import GameLog
from toolkit.figures.core import mean_and_band, t_quantile
from toolkit.figures.hero_realms import (
    aggregate_figure,
    composition,
    composition_figure,
    derived_figure,
    health_figure,
)
from toolkit.hero_realms import HeroRealmsGame
from toolkit.replay import Replay

from .conftest import greedy_game


def _turn_starts(log: GameLog) -> dict[int, int]:
    """Turn -> index of its first step, read straight from the log's JSON."""
    starts: dict[int, int] = {}
    for i, step in enumerate(log.to_dict()["steps"]):
        starts.setdefault(step["turn"], i)
    return starts


def _yield(effects, resource: str) -> int:
    total = 0
    for e in effects:
        if e[0] in ("gain", "gain_per") and e[1] == resource:
            total += e[2]
        elif e[0] == "choose_one":
            total += max(_yield(o, resource) for o in e[1])
    return total


def _independent(log: GameLog) -> dict[tuple[int, int], dict[str, float]]:
    """(turn, seat) -> counts, computed by replaying the log with the engine alone."""
    out: dict[tuple[int, int], dict[str, float]] = {}
    steps = log.to_dict()["steps"]
    for turn, k in _turn_starts(log).items():
        game = log.replay(k)
        for p in game.players:
            defs = [game.defs[c] for c in p.deck + p.hand + p.discard + p.in_play + p.champions]
            row: dict[str, float] = dict(Counter(f"faction:{d.faction}" for d in defs))
            for d in defs:
                kind = (
                    "starting card"
                    if d.role == "starting"
                    else "champion"
                    if d.type == "champion"
                    else "action"
                    if d.type == "action"
                    else "item"
                )
                row[f"type:{kind}"] = row.get(f"type:{kind}", 0) + 1
            row["owned"] = len(defs)
            n = len(defs)
            row["gold_per_hand"] = 5 * sum(_yield(d.primary + d.expend, "gold") for d in defs) / n
            row["combat_per_hand"] = (
                5 * sum(_yield(d.primary + d.expend, "combat") for d in defs) / n
            )
            name = game.names[p.seat]
            row["sacrificed"] = sum(
                1
                for s in steps[:k]
                for e in s["events"]
                if e["kind"] == "sacrifice" and e["text"].startswith(f"{name} sacrifices ")
            )
            out[(turn, p.seat)] = row
    return out


def _trace(fig: go.Figure, **meta: object) -> go.Scatter:
    found = [t for t in fig.data if all((t.meta or {}).get(k) == v for k, v in meta.items())]
    assert len(found) == 1, meta
    return found[0]


@pytest.fixture(scope="module")
def expected(log7: GameLog) -> dict[tuple[int, int], dict[str, float]]:
    return _independent(log7)


@pytest.mark.parametrize("by", ["faction", "type"])
def test_composition_traces_equal_the_log(
    replay7: Replay, expected: dict[tuple[int, int], dict[str, float]], by: str
) -> None:
    fig = composition_figure(replay7, by=by)
    cats = (
        ["imperial", "guild", "necros", "wild", "none"]
        if by == "faction"
        else ["starting card", "champion", "action", "item"]
    )
    for seat in (0, 1):
        total = None
        for cat in cats:
            trace = _trace(fig, seat=seat, category=cat)
            assert list(trace.x) == sorted(t for t, s in expected if s == seat)
            want = [expected[(t, seat)].get(f"{by}:{cat}", 0) for t in trace.x]
            assert list(trace.y) == want, (seat, cat)
            total = (
                list(trace.y)
                if total is None
                else [a + b for a, b in zip(total, trace.y, strict=True)]
            )
        assert total == [expected[(t, seat)]["owned"] for t in trace.x]
    # Cards are bought as the game goes: the decks grow.
    last = _trace(fig, seat=0, category=cats[-1]).x[-1]
    assert expected[(last, 0)]["owned"] > 10


def test_derived_traces_equal_the_log(
    replay7: Replay, expected: dict[tuple[int, int], dict[str, float]]
) -> None:
    fig = derived_figure(replay7)
    for metric in ("owned", "gold_per_hand", "combat_per_hand", "sacrificed"):
        for seat in (0, 1):
            trace = _trace(fig, seat=seat, metric=metric)
            want = [expected[(t, seat)][metric] for t in trace.x]
            assert list(trace.y) == pytest.approx(want), (metric, seat)
    first = composition(replay7)[0]
    assert first.gold_per_hand == pytest.approx(5 * (7 + 2) / 10)  # 7 Gold and a Ruby
    assert first.combat_per_hand == pytest.approx(5 * (1 + 2) / 10)  # Dagger and Shortsword


def test_sacrifices_are_counted(random_replay: Replay) -> None:
    log = random_replay.log
    expected = _independent(log)
    rows = composition(random_replay)
    assert [r.sacrificed for r in rows] == [expected[(r.turn, r.seat)]["sacrificed"] for r in rows]


def test_health_traces_equal_the_log(replay7: Replay, log7: GameLog) -> None:
    fig = health_figure(replay7)
    for seat in (0, 1):
        trace = _trace(fig, seat=seat, metric="health")
        assert len(trace.y) == replay7.n_steps + 1
        for k in (0, 50, replay7.n_steps):
            assert trace.y[k] == max(0, log7.replay(k).health_of(seat))
    # The loser's health went below 0 (HR-E1), but is never drawn below 0.
    assert log7.replay(replay7.n_steps).health_of(0) < 0
    assert min(_trace(fig, seat=0).y[-1], _trace(fig, seat=1).y[-1]) == 0
    assert min(min(_trace(fig, seat=s).y) for s in (0, 1)) == 0


def test_health_never_shows_below_zero(replay7: Replay, log7: GameLog) -> None:
    from toolkit.figures.hero_realms import composition
    from toolkit.html.hero_realms import state_html

    end = log7.replay(replay7.n_steps)
    assert end.health_of(0) < 0
    board = state_html(end)
    assert "&#x2665; 0<" in board and "&#x2665; -" not in board
    assert all(row.health >= 0 for row in composition(replay7))


def test_figures_carry_their_x_for_the_step_marker(replay7: Replay) -> None:
    from toolkit.figures.core import mark_now, now_markers
    from toolkit.figures.hero_realms import composition_figure, derived_figure

    assert health_figure(replay7).layout.meta["x"] == "step"
    assert composition_figure(replay7).layout.meta["x"] == "turn"
    fig = mark_now(derived_figure(replay7), 3, axis="turn")
    shapes = [fig.layout.shapes[i] for i in now_markers(fig)]
    xaxes = [k for k in fig.layout if k.startswith("xaxis")]
    assert len(shapes) == len(xaxes) >= 2 and {s.x0 for s in shapes} == {3}
    assert {s.xref for s in shapes} == {"x" + k.removeprefix("xaxis") for k in xaxes}
    with pytest.raises(ValueError):
        mark_now(fig, 1, axis="minutes")


def test_aggregate_mean_and_band_by_seat_and_by_bot() -> None:
    replays = [Replay.from_game(greedy_game(seed)) for seed in (1, 2, 3)]
    fig = aggregate_figure(replays, metric="owned", max_turn=10)
    mean = _trace(fig, role="mean", group="Player 1")
    lower = _trace(fig, role="lower", group="Player 1")
    upper = _trace(fig, role="upper", group="Player 1")
    per_game = [{r.turn: r.owned for r in composition(rep) if r.seat == 0} for rep in replays]
    for i, turn in enumerate(mean.x):
        values = [g[turn] for g in per_game if turn in g]
        assert mean.y[i] == pytest.approx(statistics.mean(values))
        n = len(values)
        half = t_quantile(n) * statistics.stdev(values) / math.sqrt(n) if n > 1 else 0
        assert upper.y[i] - mean.y[i] == pytest.approx(half)
        assert mean.y[i] - lower.y[i] == pytest.approx(half)
    assert max(mean.x) <= 10
    labels = [["greedy-a", "greedy-b"]] * 3
    by_bot = aggregate_figure(replays, metric="faction:imperial", labels=labels)
    groups = {t.meta["group"] for t in by_bot.data}
    assert groups == {"greedy-a", "greedy-b"}
    by_name = aggregate_figure(replays, metric="health", by="name")
    assert {t.meta["group"] for t in by_name.data} == {"Ada", "Ben"}


def test_t_quantile_matches_the_tables() -> None:
    assert t_quantile(2) == pytest.approx(12.706, abs=5e-4)
    assert t_quantile(5) == pytest.approx(2.776, abs=5e-4)
    assert t_quantile(30) == pytest.approx(2.045, abs=5e-4)
    assert t_quantile(10**7) == pytest.approx(1.960, abs=5e-4)
    assert t_quantile(5, confidence=0.99) == pytest.approx(4.604, abs=5e-4)
    assert math.isnan(t_quantile(1)) and math.isnan(t_quantile(0))
    assert mean_and_band([[3.0]]) == ([3.0], [0.0], [1])


def test_band_of_five_games_uses_the_t_quantile() -> None:
    replays = [Replay.from_game(greedy_game(seed)) for seed in (1, 2, 3, 4, 5)]
    fig = aggregate_figure(replays, metric="owned", max_turn=12)
    mean = _trace(fig, role="mean", group="Player 1")
    upper = _trace(fig, role="upper", group="Player 1")
    per_game = [{r.turn: r.owned for r in composition(rep) if r.seat == 0} for rep in replays]
    checked = 0
    for i, turn in enumerate(mean.x):
        values = [g[turn] for g in per_game if turn in g]
        if len(values) != 5 or statistics.stdev(values) == 0:
            continue
        se = statistics.stdev(values) / math.sqrt(5)
        assert upper.y[i] - mean.y[i] == pytest.approx(2.776 * se, rel=2e-4)
        assert upper.y[i] - mean.y[i] > 1.96 * se * 1.4
        checked += 1
    assert checked > 0


def test_bad_options_are_refused(replay7: Replay) -> None:
    with pytest.raises(ValueError):
        composition_figure(replay7, by="colour")
    with pytest.raises(KeyError):
        aggregate_figure([replay7], metric="nonsense")
    with pytest.raises(ValueError):
        aggregate_figure([replay7], by="hat")


def test_figures_of_a_game_without_decisions() -> None:
    replay = Replay.from_game(HeroRealmsGame.new(seed=1))
    fig = composition_figure(replay)
    assert list(_trace(fig, seat=0, category="none").y) == [10]


def test_lock_graphs_label_events_in_words() -> None:
    # rule: V-S6 (what locks and unlocks a location)
    pytest.importorskip("toolkit.villainous.engine")
    from toolkit.figures.villainous_locks import lock_state_figure
    from toolkit.villainous.cards import load_villain

    for villain in ("captain_hook", "ursula", "evil_queen"):
        v = load_villain(villain)
        fig = lock_state_figure(v)
        words = [a.text for a in fig.layout.annotations if a.text]
        words += [fig.layout.title.text, *fig.data[0].text]
        assert words
        ids = {c for c in v.cards} | {loc.id for loc in v.locations} | {"one_way", "move_lock"}
        for text in words:
            assert "_" not in text and not any(i in text for i in ids), text
    hook = lock_state_figure("captain_hook")
    assert [a.text for a in hook.layout.annotations if a.text] == ["Never Land Map is played"]


def test_mover_figure_does_not_draw_paths_between_neighbours() -> None:
    # rule: V-T1 (the mover may go to any unlocked location)
    pytest.importorskip("toolkit.villainous.engine")
    from toolkit.core.bots import play_game
    from toolkit.figures.villainous import mover_figure, visits_figure
    from toolkit.villainous import VillainousGame
    from toolkit.villainous.bots import HeuristicBot

    game = VillainousGame.new(seed=2, villains=["ursula", "tamatoa"], names=["Ada", "Ben"])
    replay = Replay.from_game(play_game(game, [HeuristicBot(2), HeuristicBot(3)], max_turns=6))
    fig = mover_figure(replay)
    assert all(t.mode == "markers" for t in fig.data)
    assert "any unlocked location" in fig.layout.title.subtitle.text
    assert fig.layout.meta["x"] == "turn"
    assert visits_figure([replay]).layout.title.text == "Location visits over 1 game"
    assert visits_figure([replay, replay]).layout.title.text == "Location visits over 2 games"


def test_band_hover_says_1_game_and_3_games() -> None:
    from toolkit.figures.core import band_traces

    mean = band_traces([1, 2], [1.0, 2.0], [0.0, 0.5], name="x", colour="#000000", counts=[1, 3])[2]
    assert list(mean.text) == ["n = 1 game", "n = 3 games"]
