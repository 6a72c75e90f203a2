"""The phases of a turn as data: one shape for both games.

A game lists its phases in the order a turn goes through them, as :class:`Phase`
records in a :class:`PhaseTable`. Each phase names its rule, says whether the player
decides in it (the turn then waits for their actions) and, for a phase nobody decides
in, lists the steps it is made of. The phase after the last is the first (the next
player's turn), so a turn flow moves on with :meth:`PhaseTable.next` and runs the steps
after a deciding phase with :meth:`PhaseTable.steps_after`.

What one game's phases carry beyond this is a field with a default here, not a subclass
in the game: whether opponents may answer what happens in a phase (Villainous's
Conditions, V-T3) is :attr:`Phase.answers`, False for every phase of Hero Realms. Both
games' turn flows are compiled and read their phases on every decision; one record class
keeps that read the same for both, and a table holds phases of one shape.

Examples
--------
>>> TABLE = PhaseTable(
...     (
...         Phase("main", "EX-1", True, "decide"),
...         Phase("discard", "EX-2", False, "discard", steps=(print,)),
...         Phase("draw", "EX-3", False, "draw", steps=(len,)),
...     )
... )
>>> TABLE.names, TABLE.next("draw"), TABLE["discard"].rule, TABLE[0].name
(('main', 'discard', 'draw'), 'main', 'EX-2', 'main')
>>> TABLE.steps_after("main") == (print, len)
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True, slots=True)
class Phase:
    """One phase of a turn."""

    name: str
    """The phase's name, its key in the table."""
    rule: str | None
    """The rule that says what happens in it."""
    decides: bool
    """Whether the player decides in it: the turn waits for their actions."""
    what: str
    """The phase in plain words."""
    steps: tuple[Callable[..., Any], ...] = ()
    """What happens in it, in order, for a phase nobody decides in (empty when the game's
    turn flow names the step itself)."""
    answers: bool = False
    """Whether opponents may answer what happens in it (Villainous: with a Condition, V-T3)."""


class PhaseTable:
    """A game's phases in turn order, read-only, by name or in order.

    Raises
    ------
    ValueError
        If two phases share a name or the table is empty (a programming error).
    """

    __slots__ = ("_next", "by_name", "phases")

    def __init__(self, phases: Sequence[Phase]) -> None:
        if not phases:
            raise ValueError("a turn has at least one phase")
        names = [p.name for p in phases]
        if len(set(names)) != len(names):
            raise ValueError(f"two phases share a name: {names}")
        self.phases: tuple[Phase, ...] = tuple(phases)
        """The phases, in the order a turn goes through them."""
        self.by_name: Mapping[str, Phase] = MappingProxyType({p.name: p for p in phases})
        """The phases by name, read-only: a hot path reads ``by_name[name]``, one lookup."""
        self._next = MappingProxyType({a: names[(i + 1) % len(names)] for i, a in enumerate(names)})

    @property
    def names(self) -> tuple[str, ...]:
        """The phases' names, in turn order."""
        return tuple(self.by_name)

    def __getitem__(self, key: str | int) -> Phase:
        """The phase called ``key``, or the one at position ``key`` in turn order."""
        return self.phases[key] if isinstance(key, int) else self.by_name[key]

    def __contains__(self, name: object) -> bool:
        return name in self.by_name

    def __iter__(self) -> Iterator[Phase]:
        return iter(self.phases)

    def __len__(self) -> int:
        return len(self.phases)

    def next(self, name: str) -> str:
        """The phase after ``name`` (after the last: the first, of the next turn)."""
        return self._next[name]

    def steps_after(self, name: str) -> tuple[Callable[..., Any], ...]:
        """The steps of the phases after ``name`` up to the next deciding one, in order."""
        out: list[Callable[..., Any]] = []
        at = self.next(name)
        while at != name and not self.by_name[at].decides:
            out.extend(self.by_name[at].steps)
            at = self.next(at)
        return tuple(out)
