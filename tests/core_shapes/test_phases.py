"""The phase table of toolkit.core.phases: order, next phase, steps after a deciding one."""

from __future__ import annotations

import pytest

from toolkit.core.phases import Phase, PhaseTable


def step_a() -> None: ...


def step_b() -> None: ...


def step_c() -> None: ...


TABLE = PhaseTable(
    (
        Phase("start", "EX-0", False, "the start", (step_a,)),
        Phase("main", "EX-1", True, "the decisions"),
        Phase("discard", "EX-2", False, "discard", (step_b,)),
        Phase("draw", "EX-3", False, "draw", (step_c,)),
    )
)


def test_order_names_and_lookup() -> None:
    assert TABLE.names == ("start", "main", "discard", "draw") and len(TABLE) == 4
    assert [p.rule for p in TABLE] == ["EX-0", "EX-1", "EX-2", "EX-3"]
    assert TABLE["main"] is TABLE[1] and "draw" in TABLE and "dance" not in TABLE
    with pytest.raises(KeyError):
        TABLE["dance"]


def test_next_goes_round_to_the_next_turn() -> None:
    assert [TABLE.next(n) for n in TABLE.names] == ["main", "discard", "draw", "start"]


def test_steps_after_a_deciding_phase_run_up_to_the_next_deciding_one() -> None:
    assert TABLE.steps_after("main") == (step_b, step_c, step_a)
    only = PhaseTable((Phase("main", None, True, "all"),))
    assert only.steps_after("main") == () and only.next("main") == "main"


def test_bad_tables_and_changes_are_refused() -> None:
    with pytest.raises(ValueError, match="share a name"):
        PhaseTable((Phase("a", None, True, ""), Phase("a", None, False, "")))
    with pytest.raises(ValueError, match="at least one"):
        PhaseTable(())
    with pytest.raises(AttributeError):
        TABLE["main"].decides = False  # type: ignore[misc]


def test_both_games_read_one_shape_of_phase() -> None:  # rule: V-T3
    from toolkit.hero_realms.phases import PHASES as HR
    from toolkit.villainous.phases import PHASES as V

    assert all(type(p) is Phase for table in (HR, V) for p in table)
    assert not any(p.answers for p in HR)  # nobody answers inside a Hero Realms phase
    assert [p.name for p in V if p.answers] == ["act"]
    assert V.by_name["act"] is V["act"] and V.next("ending") == "starting"
    with pytest.raises(TypeError):
        V.by_name["act"] = V["move"]  # type: ignore[index]
