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
import re
from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, cast

from mypy_extensions import mypyc_attr

from toolkit.core.actions import Action
from toolkit.core.contract import ActionInfo, PendingDecision, action_shape_error
from toolkit.core.errors import IllegalActionError

if TYPE_CHECKING:
    from toolkit.core.log import GameLog

Event = tuple[Any, ...]
"""An event is a tuple whose first item is its kind; the engine turns it into text."""

RULE_ID = re.compile(r"\b(?:HR|V)-[A-Z]+\d+\b")
"""A rule ID of the rule catalogue, as the engines name them (``HR-C3``, ``V-F1``)."""


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

    # The fields every game has. An engine whose classes all declare ``__slots__`` gets
    # instances with no ``__dict__``: in the Python source every attribute and method of
    # the game is then found by the interpreter's fast paths (a game with a dict of 40
    # keys is looked up the slow way at each ``self.method()``), and a field no class
    # declares cannot be set by mistake. Engines that do not declare theirs keep a dict.
    __slots__ = (
        "_turn",
        "_winners",
        "deciders",
        "decisions",
        "events",
        "over",
        "seed",
        "setup",
        "step_starts",
        "turn_of_step",
    )

    game_name: ClassVar[str]
    players: list[Any]
    """One state per seat, in seat order (engines fill it)."""
    names: list[str]
    """The display name of each seat, in seat order (engines fill it)."""

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

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any], seed: int) -> Game:
        """A new game from a setup mapping as stored in a log (engines may refine it)."""
        return cls(setup, seed)

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
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to act may take now, pending choices included.

        Engines return a tuple: what a caller does with it never changes the game, and
        :meth:`verify` walks it natively in the compiled build.
        """

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

    def event_rule(self, event: Event, text: str | None = None) -> str | None:
        """The rule ID that applied in ``event``, or None; a log stores it beside the event.

        By default the first rule ID that :meth:`describe_event` names (``text``, when
        the caller has described the event already); an engine that knows the rule
        otherwise overrides this.
        """
        found = RULE_ID.search(self.describe_event(event) if text is None else text)
        return found.group(0) if found else None

    def short_action(self, action: Action) -> str:
        """A compact label for ``action`` (card names instead of numbers where it helps)."""
        return str(action)

    @property
    def pending_decision(self) -> PendingDecision | None:
        """The question the rules put to :attr:`current_player` now, or None.

        While it is not None, :meth:`legal_actions` lists exactly its options' actions.
        """
        raise NotImplementedError(f"{type(self).__name__} does not describe pending decisions")

    def action_info(self, action: Action) -> ActionInfo:
        """What a legal ``action`` plays, uses, targets and costs, as structured fields.

        Raises
        ------
        IllegalActionError
            If ``action`` is not legal now.
        """
        raise NotImplementedError(f"{type(self).__name__} does not describe its actions")

    def state_dict(self) -> dict[str, Any]:
        """A deterministic, JSON-serialisable snapshot of everything on the table.

        Two games with equal snapshots are in the same position; tests use it to prove
        that a refused action changed nothing.
        """
        raise NotImplementedError(f"{type(self).__name__} does not give its state as data")

    @abstractmethod
    def clone(self) -> Game:
        """An independent copy (bots use it to look ahead)."""

    @abstractmethod
    def result_summary(self) -> dict[str, Any]:
        """Winners, turns and the final scores, as stored in a log's ``result``."""

    # -- shared ----------------------------------------------------------------------
    def apply(self, action: object) -> None:
        """Carry out ``action`` for the player to act.

        ``action`` is typed ``object`` on purpose: anything may be handed in (a number,
        None, a list), and it must be refused as an :class:`IllegalActionError`, not by
        the compiled build's argument check as a ``TypeError``.

        Raises
        ------
        IllegalActionError
            If the rules forbid it; the state is then unchanged.
        """
        checked = self._verified(action)
        self.step_starts.append(len(self.events))
        self.decisions.append(checked)
        self.deciders.append(self.current_player)
        self.turn_of_step.append(self._turn)
        self._do(checked)

    def verify(self, action: object) -> None:
        """Raise :class:`IllegalActionError` saying why ``action`` may not be applied now.

        The one source of legality: :meth:`apply`, :meth:`is_legal` and
        :meth:`why_illegal` all ask it, and engines build it on the same checks as
        :meth:`legal_actions`, so the listing and the refusal cannot disagree. An action
        whose arguments merely compare equal to a legal one (``True`` or ``1.0`` for
        ``1``) is refused by type first.
        """
        self._verified(action)

    def _verified(self, action: object) -> Action:
        """``action`` as the :class:`Action` it was checked to be, or the refusal.

        Bots hand back a listed object, found by identity and returned as listed: the
        usual case costs one walk of the listing and no conversion.
        """
        if not self.over:
            for option in self.legal_actions():
                if option is action:
                    return option
        problem = action_shape_error(action)
        if problem is not None:
            raise IllegalActionError(problem)
        if self.over:
            raise IllegalActionError("the game is over; no more actions can be taken")
        checked = cast(Action, action)  # action_shape_error refused anything else
        self._check(checked)
        return checked

    def why_illegal(self, action: object) -> IllegalActionError | None:
        """The refusal :meth:`apply` would raise for ``action``, or None if it is legal."""
        try:
            self.verify(action)
        except IllegalActionError as err:
            return err
        return None

    def is_legal(self, action: object) -> bool:
        """Whether ``action`` may be applied now."""
        return self.why_illegal(action) is None

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
