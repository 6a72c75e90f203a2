"""The record of one ability being resolved (a frame of the effect stack).

Below the table (:mod:`toolkit.villainous.state`, which holds the stack) and below the
verb families, which make frames of their own (a Fate card's choice waits in one), so
that the families need nothing of the table at run time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from toolkit.villainous.carddef import Effect
from toolkit.villainous.speed import copy_fields

__all__ = ["FRAME_FIELDS", "Frame"]

FRAME_FIELDS: Final = (
    "chooser",
    "cleanup",
    "effects",
    "found",
    "held",
    "i",
    "it",
    "kept",
    "owner",
    "resume",
    "scratch",
    "source",
    "target",
)
"""Every field of a :class:`Frame`: its slots, and what a copy copies (a test checks the list)."""


class Frame:
    """One ability being resolved: its effects, the position in them and its scratch state."""

    __slots__ = FRAME_FIELDS

    def __init__(
        self,
        owner: int,
        chooser: int,
        source: Any,
        effects: Sequence[Effect],
        it: int | None = None,
        target: int | None = None,
    ) -> None:
        self.owner = owner
        self.chooser = chooser
        self.source = source  # an instance id, a treasure id (str) or None
        self.effects = list(effects)
        self.i = 0
        self.it = it
        self.target = target
        self.scratch: dict[Any, Any] = {}
        self.held: list[int] = []
        self.cleanup: str | None = None  # "discard_source" when done, "defeat_item" ...
        self.kept = False
        self.found: int | None = None  # a card find_card took from the Realm
        self.resume: tuple[str, Any, Any] | None = None  # (apply step, question key, state)

    def __deepcopy__(self, memo: dict[int, Any]) -> Frame:
        other = Frame(self.owner, self.chooser, None, ())
        memo[id(self)] = other
        copy_fields(self, other, memo, FRAME_FIELDS)
        return other
