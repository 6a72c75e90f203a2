"""The record of one Hero Realms card design, as the engine reads it.

Kept apart from the loader (:mod:`toolkit.hero_realms.cards`) so that the optional
compiled build can make it a native class: the engine reads these fields at most
decisions, and a native attribute read costs a fraction of a Python one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Effect = tuple[Any, ...]
"""A compiled effect: ``(verb, *parameters)``; see :data:`toolkit.hero_realms.verbs.VERBS`."""


@dataclass(frozen=True, slots=True, eq=False)
class CardDef:
    """One card design (all its copies share it).

    Designs compare and hash by identity: there is one object per design, and
    hashing every field on each lookup would slow the engine's hot paths.
    """

    id: str
    name: str
    faction: str
    type: str
    subtype: str
    role: str
    collector: str
    copies: int
    per_player: int | None
    cost: int | None
    defense: int | None
    guard: bool
    primary: tuple[Effect, ...]
    expend: tuple[Effect, ...]
    ally: tuple[Effect, ...]
    sacrifice: tuple[Effect, ...]
    text: str
    file: str

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        # Pickled by value, field by field, compiled or not (a frozen native class
        # cannot be rebuilt by setting its attributes one at a time).
        return (CardDef, tuple(getattr(self, name) for name in self.__dataclass_fields__))

    @property
    def is_champion(self) -> bool:
        """True for champions (they stay in play across turns, HR-T5)."""
        return self.type == "champion"
