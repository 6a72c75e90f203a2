"""The action record shared by both engines.

An action is a kind and a tuple of plain arguments (ints and strings), so
that it is hashable, cheap to create and maps one-to-one onto JSON:
``Action("play", (12,))`` is stored in a log as ``["play", 12]``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from toolkit.core.errors import LogFormatError


class Action(NamedTuple):
    """One decision of the player to act.

    Examples
    --------
    >>> Action("play", (12,)).to_json()
    ['play', 12]
    >>> Action.from_json(["attack_player", 1, 5])
    Action(kind='attack_player', args=(1, 5))
    """

    kind: str
    args: tuple[Any, ...] = ()

    def to_json(self) -> list[Any]:
        """The action as a JSON list: the kind followed by its arguments."""
        return [self.kind, *(list(a) if isinstance(a, tuple) else a for a in self.args)]

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Read an action written by :meth:`to_json`.

        Raises
        ------
        LogFormatError
            If ``data`` is not a list whose first item is a string, followed by ints,
            strings or lists of them (a :class:`~toolkit.core.errors.ToolkitError`).

        Examples
        --------
        >>> Action.from_json(["play", True])
        Traceback (most recent call last):
        ...
        toolkit.core.errors.LogFormatError: action arguments are ints, strings or lists of them, got True
        """
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise LogFormatError(f"an action is a list [kind, args...], got {data!r}")
        for a in data[1:]:
            items = a if isinstance(a, list) else [a]
            if not all(isinstance(x, (int, str)) and not isinstance(x, bool) for x in items):
                raise LogFormatError(
                    f"action arguments are ints, strings or lists of them, got {a!r}"
                )
        args = tuple(tuple(a) if isinstance(a, list) else a for a in data[1:])
        return cls(data[0], args)

    def __str__(self) -> str:
        return " ".join([self.kind, *map(str, self.args)])
