"""The turn flow follows its table of phases (V-T1): start, move, actions, end."""

from __future__ import annotations

import random

import pytest

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.villainous import turn
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.phases import ACT, MOVE, PHASES, STARTING


# rule: V-T1
def test_every_phase_is_decided_or_finished_and_the_turn_goes_round() -> None:
    for phase in PHASES:
        assert phase.decides != (phase.name in turn._FINISH), phase.name  # waits, or moves on
        assert PHASES.next(phase.name) in PHASES and phase.what and phase.rule
    seen = [STARTING]
    while PHASES.next(seen[-1]) != STARTING:
        seen.append(PHASES.next(seen[-1]))
    assert seen == list(PHASES.names)  # one round visits each phase once, in the table's order
    assert [p.name for p in PHASES if p.answers] == [ACT]  # V-T3: answers to actions


# rule: V-T1
def test_random_games_pass_through_the_phases_in_order() -> None:
    rng = random.Random(7)
    for seed in range(6):
        game = VillainousGame.new(seed, villains=["captain_hook", "ursula", "tamatoa"])
        before = (game.active, game.phase)
        for _ in range(400):
            if game.over:
                break
            if game.pending is None:
                now = (game.active, game.phase)
                assert PHASES[game.phase].decides, now
                if now != before:
                    same_turn = now == (before[0], PHASES.next(before[1]))
                    next_turn = now[0] == (before[0] + 1) % game.n and now[1] in (MOVE, ACT)
                    assert same_turn or next_turn, (before, now)
                before = now
                assert game.legal_actions()
            game.apply(rng.choice(game.legal_actions()))
        assert game._turn > 1 or game.over  # several turns went by


# rule: V-T1
def test_a_refused_end_in_the_move_phase_leaves_the_phase_as_it_is() -> None:
    game = VillainousGame.new(3, villains=["ursula", "davy_jones"])
    assert game.phase == MOVE
    before = game.state_dict()
    refusal = game.why_illegal(Action("end"))
    assert refusal is not None and refusal.rule == "V-T1"
    with pytest.raises(IllegalActionError):
        game.apply(Action("end"))
    assert game.state_dict() == before
