"""The turn flow reads the table of phases: main, then discard, then draw (HR-T1)."""

from __future__ import annotations

from tests.hero_realms.helpers import DECK, Table
from toolkit.hero_realms.phases import END_STEPS, PHASES


def test_HR_T1_the_table_lists_the_three_phases_with_their_rules() -> None:
    # rule: HR-T1
    assert [(p.name, p.rule, p.decides) for p in PHASES] == [
        ("main", "HR-T2", True),
        ("discard", "HR-D2", False),
        ("draw", "HR-R1", False),
    ]
    assert tuple(s for p in PHASES if not p.decides for s in p.steps) == END_STEPS
    assert all(p.what for p in PHASES) and not PHASES[0].steps


def test_HR_T1_the_end_of_a_turn_runs_the_phases_in_the_tables_order() -> None:
    # rule: HR-T1, HR-D2, HR-D3, HR-R1
    t = Table(
        p0={
            "hand": ["gold", "spark"],
            "in_play": ["ruby"],
            "champions": ["orc-grunt"],
            "expended": ["orc-grunt"],
            "gold": 2,
            "combat": 1,
            "deck": ["dagger", "shortsword", *DECK, "gold", "gold"],
        }
    )
    g = t.game
    start = len(g.events)
    t.end_turn()
    kinds = [e[0] for e in g.events[start:] if e[1:2] == (0,)]
    assert kinds == ["end_turn", "lose_pool", "discard_phase", "ready"] + ["draw"] * 5
    assert t.names(0, "champions") == ["orc-grunt"] and t.names(0, "expended") == []
    assert sorted(t.names(0, "discard")) == ["gold", "ruby", "spark"]
    assert t.active == 1
