"""Deck composition has one definition: tracker, recorder and figures agree with a hand count.

The tournament's per-turn tracker, its compact recorder and the per-state table
behind the figures all read :mod:`toolkit.analysis.hero_realms`; these tests play
the same games through the three and compare each with a count made directly
from the game states, card by card, with the engine's classification.
"""

from __future__ import annotations

import pandas as pd
import pytest

from toolkit.analysis import state_table
from toolkit.analysis.hero_realms import METRICS
from toolkit.core.log import GameLog
from toolkit.hero_realms.classify import card_type, card_yield, is_source
from toolkit.replay import Replay
from toolkit.tournament import GameSpec, composition_from_log, plan
from toolkit.tournament.composition import CompositionRecorder

figures = pytest.importorskip("toolkit.figures.hero_realms")


def _games(
    lineup: tuple[str, str], games: int, seed: int
) -> tuple[list[GameLog], CompositionRecorder]:
    """Finished games of ``lineup``, recorded by the tournament's recorder while played."""
    spec = GameSpec("hero-realms", 2)
    recorder = CompositionRecorder()
    logs = []
    for task in plan([lineup], games, seed):
        game = spec.new_game(task.seed, task.seats)
        bots = [spec.bot(c, task.seed + s) for s, c in enumerate(task.seats)]
        recorder.begin()
        while not game.is_over:
            recorder.observe(game)
            game.apply(bots[game.current_player].choose(game, game.legal_actions()))
        recorder.end(game, task.seats)
        logs.append(game.to_log())
    return logs, recorder


def _by_hand(replay: Replay) -> list[tuple[int, int, dict[str, float]]]:
    """Each living player's composition at each turn start, counted from the states."""
    out = []
    for turn in replay.turns:
        k = replay.turn_start(turn)
        game = replay.state(k)
        sacrificed = [0] * len(replay.names)
        for e in game.events:
            if e[0] == "sacrifice":
                sacrificed[e[1]] += 1
        for p in game.players:
            if p.out:
                continue
            cards = [game.defs[c] for c in p.owned()]
            count = dict.fromkeys(METRICS, 0.0)
            count["owned"] = len(cards)
            for d in cards:
                faction = (
                    d.faction if d.faction in ("imperial", "guild", "necros", "wild") else "none"
                )
                count[f"faction:{faction}"] += 1
                count[f"type:{card_type(d)}"] += 1
                count["source:gold source"] += is_source(d, "gold")
                count["source:combat source"] += is_source(d, "combat")
                count["gold_per_hand"] += card_yield(d, "gold")
                count["combat_per_hand"] += card_yield(d, "combat")
            for key in ("gold_per_hand", "combat_per_hand"):
                count[key] = 5 * count[key] / len(cards)
            count["sacrificed"] = sacrificed[p.seat]
            count["health"] = game.health_of(p.seat)
            out.append((turn, p.seat, count))
    return out


@pytest.mark.parametrize("lineup", [("greedy", "random"), ("random", "random")])
def test_tracker_recorder_and_figures_agree_with_a_count_from_the_states(
    lineup: tuple[str, str],
) -> None:
    logs, recorder = _games(lineup, 4, 31)
    turns, seats, values = recorder.samples()
    recorded = list(zip(turns.tolist(), seats.tolist(), values.tolist(), strict=True))
    start = 0
    sacrifices = 0.0
    for log in logs:
        replay = Replay.from_log(log)
        hand = _by_hand(replay)
        tracked = composition_from_log(log)
        mine, start = recorded[start : start + len(hand)], start + len(hand)
        table = state_table(replay)
        table = table[table["turn_start"] & ~table["out"]]
        rows = {(r.turn, r.seat): r for r in figures.composition(replay)}
        assert [(t, s) for t, s, _ in tracked] == [(t, s) for t, s, _ in hand]
        assert [(t, s) for t, s, _ in mine] == [(t, s) for t, s, _ in hand]
        assert list(zip(table["turn"], table["player"], strict=True)) == [
            (t, s) for t, s, _ in hand
        ]
        for (turn, seat, count), (_, _, vec), (_, _, rec), (_, row) in zip(
            hand, tracked, mine, table.iterrows(), strict=True
        ):
            expected = [count[m] for m in METRICS]
            assert vec == pytest.approx(expected)
            assert rec == vec  # the recorder's floats are the tracker's, exactly
            assert [float(row[m]) for m in METRICS] == vec
            assert [float(rows[(turn, seat)].value(m)) for m in METRICS] == vec
            sacrifices += count["sacrificed"]
    assert start == len(recorded)  # every recorded sample was compared
    if lineup == ("random", "random"):
        assert sacrifices > 0  # sacrifices are exercised


def test_the_state_table_follows_every_state() -> None:
    logs, _ = _games(("greedy", "greedy"), 1, 5)
    replay = Replay.from_log(logs[0])
    table = state_table(replay)
    assert len(table) == len(replay) * len(replay.names)
    for k, game in enumerate(replay):
        rows = table[table["state"] == k]
        assert rows["player"].tolist() == list(range(len(replay.names)))
        assert rows["turn"].tolist() == [replay.turn_of_state(k)] * len(replay.names)
        assert rows["health"].tolist() == [max(0, game.health_of(s)) for s in (0, 1)]
        assert rows["owned"].tolist() == [len(p.owned()) for p in game.players]
    starts = sorted(set(table.loc[table["turn_start"], "state"]))
    assert starts == [replay.turn_start(t) for t in replay.turns]
    assert figures.health_series(replay) == [
        table.loc[table["player"] == s, "health"].tolist() for s in (0, 1)
    ]


def test_the_state_table_is_built_once_and_is_the_callers_copy() -> None:
    logs, _ = _games(("greedy", "greedy"), 2, 8)
    a, b = (Replay.from_log(log) for log in logs)
    first = state_table(a)
    first.loc[:, "owned"] = -1  # the caller's copy: the replay's table is unchanged
    assert (state_table(a)["owned"] > 0).all()
    both = state_table([a, b])
    assert both["game"].tolist() == [0] * len(first) + [1] * (len(both) - len(first))
    pd.testing.assert_frame_equal(
        both[both["game"] == 1].drop(columns="game").reset_index(drop=True),
        state_table(b).drop(columns="game"),
    )


def test_the_state_table_refuses_mixed_or_unknown_games() -> None:
    from toolkit.villainous import VillainousGame

    hr = Replay.from_game(GameSpec("hero-realms", 2).new_game(1, ["greedy", "greedy"]))
    vl = Replay.from_game(VillainousGame.new(seed=1))
    with pytest.raises(ValueError, match="one game"):
        state_table([hr, vl])
    assert state_table(vl)["power"].tolist() == [vl.state(0).players[s].power for s in (0, 1)]


def test_the_analysis_layer_imports_no_views() -> None:
    """Figures and tournaments both import it: it must not pull in Jupyter or plotting."""
    import ast

    from tests.test_layers import ROOT, VIEWS, _imports, _modules

    modules = {
        **_modules("toolkit.analysis"),
        "toolkit.tournament.composition": ROOT / "toolkit" / "tournament" / "composition.py",
        "toolkit.tournament.stats": ROOT / "toolkit" / "tournament" / "stats.py",
    }
    assert len(modules) >= 7
    found = []
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for target, _parent, line, _top in _imports(tree, name, path.name == "__init__.py"):
            if any(target == v or target.startswith(v + ".") for v in VIEWS):
                found.append(f"{name}:{line} imports {target}")
    assert not found, "\n".join(found)


def test_the_figures_of_one_game_walk_its_states_once() -> None:
    logs, _ = _games(("greedy", "random"), 1, 2)
    replay = Replay.from_log(logs[0])
    walks = []
    walk = replay.walk

    def counted():  # type: ignore[no-untyped-def]
        walks.append(1)
        return walk()

    replay.walk = counted  # type: ignore[method-assign]
    figures.health_figure(replay)
    figures.composition_figure(replay, by="faction")
    figures.composition_figure(replay, by="type")
    figures.derived_figure(replay)
    figures.aggregate_figure([replay])
    assert len(walks) == 1
    table = state_table(replay)
    assert (
        list(figures.health_figure(replay).data[0].y)
        == table.loc[table["player"] == 0, "health"].tolist()
    )


def test_the_state_table_takes_any_iterable_of_replays() -> None:
    a, b = (
        Replay.from_game(GameSpec("hero-realms", 2).new_game(s, ["greedy"] * 2)) for s in (1, 2)
    )
    assert state_table(r for r in (a, b))["game"].tolist() == [0, 0, 1, 1]
    assert state_table([]).empty
