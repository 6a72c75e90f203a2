"""Typed event records that stay tuples.

An engine tells what happened as events: each is a tuple whose item 0 is its kind
(``("expend", 0, 12)``). A typed record names the other items: it is a
:class:`~typing.NamedTuple` whose first field is ``kind``, declared with
:func:`event_kind`, so that ``event.seat`` and ``event.card`` read what ``event[1]``
and ``event[2]`` read, while the record is still the same tuple for everything that
reads events by position, compares them, hashes them or writes them to a log (a
record equals the plain tuple of its items, and prints as one).

A game gathers its records in an :class:`EventTable` (kind → record class), which
turns a plain tuple (an old log, old code, a test) into its record with
:meth:`EventTable.record`. A record's docstring starts with the rules that make its
events (``HR-B1: a card is bought``); given the pattern of the game's rule IDs,
the table reads them back with :meth:`EventTable.rules_of`, for the replay and the
tests that check every named rule is published.

Cost: building a record (``Expend("expend", 0, 12)``) costs about eight times a
plain tuple (some 250 ns against 30 on CPython 3.11), and a game of Hero Realms holds
some 1,700 events. An engine on a hot path may therefore keep appending plain tuples,
in the field order of the record its table declares, and let its readers (text, replay,
figures) name the fields with :meth:`EventTable.record`, which costs the same once per
read event; :meth:`EventTable.check` proves in the game's tests that every event the
engine wrote fits its record.

Examples
--------
>>> from typing import NamedTuple
>>> @event_kind("expend")
... class Expend(NamedTuple):
...     kind: str
...     seat: int
...     card: int
>>> e = Expend("expend", 0, 12)
>>> e.seat, e[2], e == ("expend", 0, 12), e
(0, 12, True, ('expend', 0, 12))
>>> TABLE = EventTable("example", (Expend,), rules="EX-[0-9]+")
>>> TABLE.record(("expend", 1, 3)).card
3
>>> TABLE.rules_of("expend")
()
>>> TABLE.record(("shuffle", 1))
Traceback (most recent call last):
...
toolkit.core.errors.LogFormatError: example: no event of kind 'shuffle'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import Any, TypeVar

from toolkit.core.errors import LogFormatError

R = TypeVar("R", bound=tuple[Any, ...])

_tuple_new = tuple.__new__


def event_kind(kind: str) -> Callable[[type[R]], type[R]]:
    """Declare a :class:`~typing.NamedTuple` class as the record of events of ``kind``.

    The class's first field must be ``kind``. The decorator sets ``KIND`` on the class
    and keeps the plain tuple's printing, so that a record prints as the tuple it is.

    Raises
    ------
    TypeError
        If the class is not a named tuple whose first field is ``kind``.
    """

    def declare(cls: type[R]) -> type[R]:
        fields = getattr(cls, "_fields", None)
        if not fields or fields[0] != "kind":
            raise TypeError(
                f"{cls.__name__}: an event record is a named tuple whose first field is kind"
            )
        cls.KIND = kind  # type: ignore[attr-defined]
        cls.__repr__ = tuple.__repr__  # type: ignore[method-assign]
        return cls

    return declare


def fields_of(record: type[tuple[Any, ...]]) -> tuple[str, ...]:
    """The names of a record's items after ``kind``, in order."""
    return tuple(getattr(record, "_fields", ("kind",))[1:])


class EventTable:
    """A game's event records by kind: closed and read-only.

    Parameters
    ----------
    game:
        The game's name, for messages.
    records:
        Its record classes, each declared with :func:`event_kind`.
    rules:
        The pattern of the game's rule IDs (a regular expression), which
        :meth:`rules_of` finds at the head of each record's docstring; None if the
        records name no rules.

    Raises
    ------
    ValueError
        If two records share a kind (a programming error, found at import).
    """

    __slots__ = ("_by_kind", "_rules", "game")

    def __init__(
        self, game: str, records: Iterable[type[tuple[Any, ...]]], rules: str | None = None
    ) -> None:
        by_kind: dict[str, type[tuple[Any, ...]]] = {}
        for cls in records:
            kind = getattr(cls, "KIND", None)
            if not isinstance(kind, str):
                raise ValueError(f"{game}: {cls.__name__} is not declared with event_kind")
            if kind in by_kind:
                raise ValueError(f"{game}: two records of the event kind {kind!r}")
            by_kind[kind] = cls
        self.game = game
        self._by_kind: Mapping[str, type[tuple[Any, ...]]] = MappingProxyType(by_kind)
        self._rules: re.Pattern[str] | None = None if rules is None else re.compile(rules)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The event kinds, in the order their records were given."""
        return tuple(self._by_kind)

    def __contains__(self, kind: object) -> bool:
        return kind in self._by_kind

    def __getitem__(self, kind: str) -> type[tuple[Any, ...]]:
        return self._by_kind[kind]

    def rules_of(self, kind: str) -> tuple[str, ...]:
        """The rule IDs that make events of ``kind``: those its record's docstring names
        before its first colon (``"V-V1, V-V2: a Hero is vanquished"``), in order.

        Raises
        ------
        KeyError
            If the game has no event of that kind.

        Examples
        --------
        >>> from typing import NamedTuple
        >>> @event_kind("buy")
        ... class Buy(NamedTuple):
        ...     "EX-1, EX-2: a card is bought."
        ...     kind: str
        >>> EventTable("example", (Buy,), rules="EX-[0-9]+").rules_of("buy")
        ('EX-1', 'EX-2')
        """
        doc = self._by_kind[kind].__doc__ or ""
        if self._rules is None:
            return ()
        return tuple(self._rules.findall(doc.split(":", 1)[0]))

    def record(self, event: tuple[Any, ...]) -> tuple[Any, ...]:
        """The record of ``event`` (a plain tuple or a record already): same items, named.

        Raises
        ------
        LogFormatError
            If the kind is not one of the game's, or the number of items is not its record's.
        """
        if not isinstance(event, tuple) or not event:
            raise LogFormatError(f"{self.game}: an event is a tuple (kind, ...), got {event!r}")
        cls = self._by_kind.get(event[0])
        if cls is None:
            raise LogFormatError(f"{self.game}: no event of kind {event[0]!r}")
        if type(event) is cls:
            return event
        n = len(getattr(cls, "_fields", ()))
        if len(event) != n:
            raise LogFormatError(
                f"{self.game}: an event {event[0]!r} has {n} items "
                f"(kind, {', '.join(fields_of(cls))}), got {len(event)}"
            )
        return _tuple_new(cls, event)

    def check(self, events: Iterable[tuple[Any, ...]]) -> None:
        """Refuse any event whose kind or number of items its record does not have.

        Raises
        ------
        LogFormatError
            For the first event that does not fit (see :meth:`record`).
        """
        for e in events:
            self.record(e)

    def named(self, event: tuple[Any, ...]) -> dict[str, Any]:
        """The fields of ``event`` by name (``kind`` first), for text and figures."""
        rec = self.record(event)
        return dict(zip(getattr(type(rec), "_fields", ()), rec, strict=True))
