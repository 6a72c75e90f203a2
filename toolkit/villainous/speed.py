"""Two of the engine's speed devices, each a named piece with its own test: the action
interner and the copy of a game from its declared fields (the third, the cache of each
Realm's derived view, is the layer :mod:`toolkit.villainous.views`).

- :class:`_ActionTable` hands out one :class:`~toolkit.core.actions.Action` object per
  kind and arguments, so that the legal listing of decision after decision reuses the
  same objects instead of making and freeing new tuples.
- :func:`copy_declared` copies an object field by field from a declared table that says,
  for each field, how a copy gets it (:data:`DEEP`, :data:`SHARE`, :data:`LIST`,
  :data:`DROP`, :data:`EMPTY`). The engine's classes are native in the compiled build:
  they have no instance ``__dict__`` and no complete list of their attributes to walk,
  so the table is the one place where every field is named; a test checks that it names
  every attribute a game has.

Examples
--------
>>> table = _ActionTable("fate")
>>> table.get(("L1T:fate", 1)) is table.get(("L1T:fate", 1))
True
>>> class Box:
...     pass
>>> src, dst = Box(), Box()
>>> src.cards, src.name, src.cache = [1, 2], "deck", (3,)
>>> copy_declared(src, dst, {}, {"cards": DEEP, "name": SHARE, "cache": DROP})
>>> (dst.cards, dst.cards is src.cards, dst.name, dst.cache)
([1, 2], False, 'deck', None)
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Iterable, Mapping
from typing import Any, Final

from toolkit.core.actions import Action

# Action(kind, args) without the Python __new__
_action: Final = functools.partial(tuple.__new__, Action)

DEEP: Final = "deep"
"""The copy gets a deep copy of its own (sharing only what the copy's memo shares)."""
SHARE: Final = "share"
"""The copy shares the very object: it is never changed (card designs, derived tables)."""
LIST: Final = "list"
"""The copy gets a new list of the same items: an append-only record of the game."""
DROP: Final = "drop"
"""The copy starts with None: a cache of the current decision, rebuilt on demand."""
EMPTY: Final = "empty"
"""The copy starts with a list of as many None: one cached entry per seat, rebuilt."""


class _ActionTable:
    """The actions of one kind made so far, one object per argument tuple.

    Legal listings offer the same actions decision after decision (the same card to the
    same location from the same symbol); handing out the one object made the first time
    is cheaper than making and freeing a new tuple each time, and actions never change.
    The table is emptied when it reaches ``limit`` entries, so it cannot grow without end.

    :meth:`get` finds an action by its argument tuple. A legal listing finds the same
    object without building or hashing that tuple: :meth:`known` looks it up by its
    slot and a whole number that the caller makes from the other arguments (its code,
    one per combination of them, from 0 up), in a list kept per slot, and :meth:`keep`
    records it there the first time. An entry there is only ever the action :meth:`get`
    hands out for the same arguments, and emptying the table empties those lists too.
    """

    __slots__ = ("by_code", "kind", "limit", "made")

    def __init__(self, kind: str, limit: int = 50_000) -> None:
        self.kind = kind
        self.limit = limit
        self.made: dict[tuple[Any, ...], Action] = {}
        self.by_code: dict[str, list[Action | None]] = {}

    def get(self, args: tuple[Any, ...]) -> Action:
        """The action of this kind with ``args``."""
        action = self.made.get(args)
        if action is None:
            if len(self.made) >= self.limit:
                self.made.clear()
                self.by_code.clear()
            action = self.made[args] = _action((self.kind, args))
        return action

    def row(self, slot: str) -> list[Action | None]:
        """The actions kept for ``slot``, by code (None where none is kept yet); look it
        up again after :meth:`keep`, which may have emptied the table."""
        row = self.by_code.get(slot)
        if row is None:
            row = self.by_code[slot] = []
        return row

    def known(self, slot: str, code: int) -> Action | None:
        """The action recorded by :meth:`keep` for ``slot`` and ``code``, or None."""
        row = self.by_code.get(slot)
        if row is not None and 0 <= code < len(row):
            return row[code]
        return None

    def keep(self, slot: str, code: int, args: tuple[Any, ...]) -> Action:
        """The action :meth:`get` gives for ``args`` (``slot`` followed by the arguments
        that ``code`` stands for), recorded for :meth:`known` unless ``code`` is below 0."""
        action = self.get(args)
        if code < 0:
            return action
        row = self.row(slot)  # looked up after get, which may empty the table
        if code >= len(row):
            row.extend([None] * (code + 1 - len(row)))
        row[code] = action
        return action


def copy_fields(src: Any, dst: Any, memo: dict[int, Any], fields: Iterable[str]) -> None:
    """Deep-copy the attributes named in ``fields`` from ``src`` onto ``dst``, sharing what
    ``memo`` shares (as :func:`copy.deepcopy` does); a field never set is left unset."""
    for name in fields:
        try:
            value = getattr(src, name)
        except AttributeError:  # never set
            continue
        setattr(dst, name, copy.deepcopy(value, memo))


def copy_declared(src: Any, dst: Any, memo: dict[int, Any], fields: Mapping[str, str]) -> None:
    """Copy every field of ``src`` onto ``dst`` as ``fields`` declares (field -> how).

    The shared fields and the records are entered in ``memo`` before anything is deep
    copied, so that whatever else refers to them is copied consistently.
    """
    values: dict[str, Any] = {}
    for name, how in fields.items():
        try:
            value = getattr(src, name)
        except AttributeError:  # never set
            continue
        if how == SHARE:
            memo[id(value)] = value
        elif how == LIST:
            memo[id(value)] = list(value)
        values[name] = value
    for name, value in values.items():
        how = fields[name]
        if how == DROP:
            setattr(dst, name, None)
        elif how == EMPTY:
            setattr(dst, name, [None] * len(value))
        elif how == SHARE:
            setattr(dst, name, value)
        else:  # DEEP, and LIST through the memo
            setattr(dst, name, copy.deepcopy(value, memo))
