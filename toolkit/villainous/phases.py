"""The phases of a Villainous turn (V-T1), as data: what follows each one, whether the
active player decides in it, and whether opponents may answer with a Condition.

A game's ``phase`` is one of these names. The turn flow
(:mod:`toolkit.villainous.turn`) reads this table to know when to wait for a decision
and where the turn goes next; the phases nobody decides in are finished by the step the
turn flow names for them once their abilities have resolved.

Examples
--------
>>> PHASES["move"].next
'act'
>>> [name for name, phase in PHASES.items() if phase.decides]
['move', 'act']
"""

from __future__ import annotations

from typing import Final, NamedTuple


class Phase(NamedTuple):
    """One phase of a turn."""

    next: str
    """The phase that follows this one (the last one's is the next player's first)."""
    decides: bool
    """Whether the active player decides in it: the turn waits for their action."""
    conditions: bool
    """Whether opponents may answer what happens in it with a Condition (V-T3)."""
    what: str
    """The phase in plain words."""


STARTING: Final = "starting"
MOVE: Final = "move"
ACT: Final = "act"
ENDING: Final = "ending"

PHASES: Final[dict[str, Phase]] = {
    STARTING: Phase(
        MOVE,
        decides=False,
        conditions=False,
        what="the start of the turn: the objective is checked, start-of-turn abilities resolve",
    ),
    MOVE: Phase(
        ACT,
        decides=True,
        conditions=False,
        what="the mandatory move to another location, skipped when none is open",
    ),
    ACT: Phase(
        ENDING,
        decides=True,
        conditions=True,
        what="the actions of the symbols in sight, until the player ends the turn",
    ),
    ENDING: Phase(
        STARTING,
        decides=False,
        conditions=False,
        what="the end of the turn: end-of-turn abilities resolve, then the hand is drawn "
        "up to four and the next player starts",
    ),
}
"""Every phase of a turn (V-T1), in the order a turn goes through them."""
