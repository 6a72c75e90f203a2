"""The protocol both engines follow, and the bookkeeping they share.

A game is a seed, a setup and a list of decisions. Subclasses implement the
rules in three methods: ``_check(action)`` raises
:class:`~toolkit.core.errors.IllegalActionError` for a forbidden action
without touching the state, ``_do(action)`` changes the state and records
events, and ``legal_actions()`` lists what the player to act may do.
``apply`` is the only public mutator: it checks, records the decision and
does it, so that the decision list alone rebuilds any state.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError

if TYPE_CHECKING:
    from toolkit.core.log import GameLog

Event = tuple[Any, ...]
"""An event is a tuple whose first item is its kind; the engine turns it into text."""


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """Shuffle ``items`` in place exactly as :meth:`random.Random.shuffle` does.

    The same Fisher-Yates walk over ``getrandbits`` (a uniform index below ``i + 1``
    by rejection), written here so that the engines' shuffles run compiled with them,
    and so that a seed deals the same cards on every Python version.

    Examples
    --------
    >>> import random
    >>> a, b = list(range(10)), list(range(10))
    >>> shuffle(random.Random(7), a)
    >>> random.Random(7).shuffle(b)
    >>> a == b
    True
    """
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


@mypyc_attr(allow_interpreted_subclasses=True)  # engines and tests subclass it, compiled or not
class Game(ABC):
    """Base class of a rules engine: decisions in, events out.

    Subclasses set :attr:`game_name` and implement the abstract methods.
    """

    game_name: ClassVar[str]
    players: list[Any]
    """One state per seat, in seat order (engines fill it)."""

    def __init__(self, setup: Mapping[str, Any], seed: int) -> None:
        self.setup: dict[str, Any] = dict(setup)
        self.seed = seed
        self.decisions: list[Action] = []
        self.deciders: list[int] = []
        self.events: list[Event] = []
        self.step_starts: list[int] = []
        self.turn_of_step: list[int] = []
        self.over = False
        self._winners: list[int] = []
        self._turn = 1

    # -- what subclasses provide -------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat of the player who must decide next (pending choices included)."""

    @property
    def is_over(self) -> bool:
        """True once the game has ended (engines set ``self.over``)."""
        return self.over

    @property
    def winners(self) -> list[int]:
        """The seats that won (empty while the game goes on; engines fill ``self._winners``)."""
        return list(self._winners)

    @property
    def turn(self) -> int:
        """The number of the turn being played, from 1 (engines keep ``self._turn``)."""
        return self._turn

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take now."""

    @abstractmethod
    def _check(self, action: Action) -> None:
        """Raise IllegalActionError if ``action`` is forbidden now; change nothing."""

    @abstractmethod
    def _do(self, action: Action) -> None:
        """Carry out a checked action, recording events."""

    @abstractmethod
    def describe_action(self, action: Action) -> str:
        """A short sentence saying what ``action`` does, for people."""

    @abstractmethod
    def describe_event(self, event: Event) -> str:
        """A short sentence saying what happened, for people."""

    def short_action(self, action: Action) -> str:
        """A compact label for ``action`` (card names instead of numbers where it helps)."""
        return str(action)

    @abstractmethod
    def clone(self) -> Game:
        """An independent copy (bots use it to look ahead)."""

    @abstractmethod
    def result_summary(self) -> dict[str, Any]:
        """Winners, turns and the final scores, as stored in a log's ``result``."""

    # -- shared ----------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Carry out ``action`` for the player to act.

        Raises
        ------
        IllegalActionError
            If the rules forbid it; the state is then unchanged.
        """
        if not isinstance(action, Action):
            raise IllegalActionError(f"expected an Action, got {action!r}")
        if self.over:
            raise IllegalActionError("the game is over; no more actions can be taken")
        self._check(action)
        self.step_starts.append(len(self.events))
        self.decisions.append(action)
        self.deciders.append(self.current_player)
        self.turn_of_step.append(self._turn)
        self._do(action)

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` may be applied now."""
        if self.is_over:
            return False
        try:
            self._check(action)
        except IllegalActionError:
            return False
        return True

    def setup_events(self) -> list[Event]:
        """The events of the setup (shuffles, opening hands), before any decision."""
        end = self.step_starts[0] if self.step_starts else len(self.events)
        return self.events[:end]

    def step_events(self, step: int) -> list[Event]:
        """The events produced by decision number ``step`` (from 0)."""
        start = self.step_starts[step]
        end = self.step_starts[step + 1] if step + 1 < len(self.step_starts) else len(self.events)
        return self.events[start:end]

    def iter_steps(self) -> Iterator[tuple[int, Action, list[Event]]]:
        """Each decision with the seat that took it and the events it produced."""
        for i, action in enumerate(self.decisions):
            yield self.deciders[i], action, self.step_events(i)

    def to_log(self, *, bots: Sequence[str] | None = None) -> GameLog:
        """The game as a :class:`~toolkit.core.log.GameLog`, ready to save.

        ``bots`` optionally names who played each seat; the log keeps it.
        """
        from toolkit.core.log import GameLog

        return GameLog.from_game(self, bots=bots)
