"""The phases of a Villainous turn (V-T1), as data on the shape both games share
(:mod:`toolkit.core.phases`): their order (what follows each one), whether the active
player decides in each, and whether opponents may answer with a Condition in it.

A game's ``phase`` is one of these names. The turn flow
(:mod:`toolkit.villainous.turn`) reads this table to know when to wait for a decision
and where the turn goes next (:meth:`~toolkit.core.phases.PhaseTable.next`); the phases
nobody decides in are finished by the step the turn flow names for them once their
abilities have resolved (a method of the flow, which a table below the flow cannot name,
so their ``steps`` are empty).

Examples
--------
>>> PHASES.next("move")
'act'
>>> [phase.name for phase in PHASES if phase.decides]
['move', 'act']
>>> [phase.name for phase in PHASES if phase.answers]
['act']
"""

from __future__ import annotations

from typing import Final

from toolkit.core.phases import Phase, PhaseTable

STARTING: Final = "starting"
MOVE: Final = "move"
ACT: Final = "act"
ENDING: Final = "ending"

PHASES: Final = PhaseTable(
    (
        Phase(
            STARTING,
            "V-T1",
            False,
            "the start of the turn: the objective is checked, start-of-turn abilities resolve",
        ),
        Phase(
            MOVE,
            "V-T1",
            True,
            "the mandatory move to another location, skipped when none is open",
        ),
        Phase(
            ACT,
            "V-T3",
            True,
            "the actions of the symbols in sight, until the player ends the turn",
            answers=True,
        ),
        Phase(
            ENDING,
            "V-T1",
            False,
            "the end of the turn: end-of-turn abilities resolve, then the hand is drawn "
            "up to four and the next player starts",
        ),
    )
)
"""Every phase of a turn (V-T1), in the order a turn goes through them; after the
last, the next player's first."""
