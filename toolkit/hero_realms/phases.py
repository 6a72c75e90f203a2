"""The phases of a Hero Realms turn (HR-T1), as data: main, discard, draw.

Each :class:`Phase` names its rule, says whether the player decides in it, and lists
the steps it is made of, in order. The turn flow (:mod:`toolkit.hero_realms.turn`)
reads this table: the main phase is the player's decisions until they end the turn;
then every phase nobody decides in runs its steps for the player (for each member of
the team, one after the other, when a team takes its turn together, HR-V6), and the
turn passes on.

Examples
--------
>>> [(phase.name, phase.rule) for phase in PHASES]
[('main', 'HR-T2'), ('discard', 'HR-D2'), ('draw', 'HR-R1')]
>>> [phase.name for phase in PHASES if not phase.decides]
['discard', 'draw']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from toolkit.core.phases import Phase, PhaseTable
from toolkit.hero_realms.moves import draw
from toolkit.hero_realms.state import HAND_SIZE, PlayerState

if TYPE_CHECKING:
    from toolkit.hero_realms.state import TableState

Step = Callable[["TableState", PlayerState], None]
"""``(game, player)``: one step of a phase, for one player."""


def discard_phase(game: TableState, p: PlayerState) -> None:
    """HR-D2 and HR-D3: the pool is lost, the cards in play and in hand are discarded,
    and the champions, which stay in play, are readied."""
    # HR-D2: unspent gold and combat are lost; actions, items and hand are discarded.
    if p.gold or p.combat:
        game.events.append(("lose_pool", p.seat, p.gold, p.combat))
    p.gold = p.combat = 0
    p.discard.extend(p.in_play)
    p.discard.extend(p.hand)
    if p.in_play or p.hand:
        game.events.append(("discard_phase", p.seat, len(p.in_play), len(p.hand)))
    p.in_play.clear()
    p.hand.clear()
    # HR-D3: champions stay and are readied; this turn's ally uses and redirects end.
    if p.expended:
        game.events.append(("ready", p.seat, len(p.expended)))
    p.expended.clear()
    p.ally_used.clear()
    p.redirects.clear()


def draw_phase(game: TableState, p: PlayerState) -> None:
    """HR-R1: draw 5 cards (HR-R2 shuffles the discard pile when the deck runs out)."""
    draw(game, p, HAND_SIZE)


MAIN: Final = Phase(
    "main",
    "HR-T2",
    True,
    "play cards, use abilities, buy and attack, in any order, until the player ends the turn",
)
DISCARD: Final = Phase(
    "discard",
    "HR-D2",
    False,
    "unspent gold and combat are lost, cards in play and in hand are discarded, "
    "champions are readied",
    (discard_phase,),
)
DRAW: Final = Phase("draw", "HR-R1", False, "draw a new hand of five cards", (draw_phase,))

PHASES: Final = PhaseTable((MAIN, DISCARD, DRAW))
"""Every phase of a turn (HR-T1), in the order a turn goes through them."""

END_STEPS: Final[tuple[Step, ...]] = PHASES.steps_after("main")
"""The steps that follow the main phase for one player, in order (the turn flow's loop)."""
