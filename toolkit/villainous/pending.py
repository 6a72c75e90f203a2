"""The records of a pending decision: the question a player must answer before play goes on.

A Villainous game waits for an answer in four situations, each a record class here with
the fields its question needs (``game.pending`` holds one of them, or None):

=====================  ============================================  ==========================
record (``kind``)      what it asks                                  answered by
=====================  ============================================  ==========================
ConditionOffer         an opponent may play a Condition (V-T3)        ``condition i``, ``pass``
(``condition``)
MoreDiscards           the active player may discard more cards with  ``discard_more i``,
(``discard_more``)     the same Discard Cards action (V-T3)           ``stop``
VanquishChoice         the Allies that defeat a Hero, one by one      ``vanquish_ally i``,
(``vanquish``)         (V-V1)                                         ``vanquish_done``
CardChoice             a question inside a card's ability             ``choose i``
(``choose``)
=====================  ============================================  ==========================

What the game does with each kind (the listing of its answers, their one check, how an
answer is applied, its rule) is the table of :mod:`toolkit.villainous.decisions`. The
records are small classes with fixed fields, so that a copy of the game copies them
field by field and a misspelt field is an error, never a silent miss.

Examples
--------
>>> offer = ConditionOffer(1, [7, 9])
>>> offer.kind, offer.seat, offer.cards
('condition', 1, [7, 9])
>>> VanquishChoice(0, 12, [3, 4], [2, 3], 4, 1).with_ally(4).chosen
(4,)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolkit.villainous.state import Frame


class Pending:
    """What every pending decision has: its kind and the seat that answers it.

    Each record class sets both in its own ``__init__``, without a call up to this one:
    a record is made at every question, so it costs no more than the mapping it replaced.
    """

    __slots__ = ("kind", "seat")

    def __init__(self, kind: str, seat: int) -> None:
        self.kind = kind
        """The kind of decision, the key of its row in the table of decisions."""
        self.seat = seat
        """The seat that answers (not always the player whose turn it is)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(kind={self.kind!r}, seat={self.seat})"

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Rebuilt from its constructor's arguments (:meth:`_args`): a copy or a pickle of
        the game copies the record so, compiled or not (a native class cannot be made
        empty and filled in afterwards)."""
        return type(self), self._args()

    def _args(self) -> tuple[Any, ...]:
        return (self.seat,)


class ConditionOffer(Pending):
    """An opponent may play one of ``cards``, Conditions whose trigger holds (V-T3)."""

    __slots__ = ("cards",)

    def __init__(self, seat: int, cards: list[int]) -> None:
        self.kind = "condition"
        self.seat = seat
        self.cards = cards

    def _args(self) -> tuple[Any, ...]:
        return self.seat, self.cards


class MoreDiscards(Pending):
    """The active player has discarded ``n`` cards with one Discard Cards action and may
    discard more (V-T3)."""

    __slots__ = ("n",)

    def __init__(self, seat: int, n: int) -> None:
        self.kind = "discard_more"
        self.seat = seat
        self.n = n

    def _args(self) -> tuple[Any, ...]:
        return self.seat, self.n


class VanquishChoice(Pending):
    """The Allies that vanquish ``hero`` (V-V1), chosen one by one among ``cands``.

    ``vals`` are the candidates' Strengths, ``need`` the Hero's Strength, ``fewest`` the
    fewest Allies the Hero can be defeated with, ``chosen`` the Allies chosen so far and
    ``total`` their combined Strength.
    """

    __slots__ = ("cands", "chosen", "fewest", "hero", "need", "total", "vals")

    def __init__(
        self,
        seat: int,
        hero: int,
        cands: list[int],
        vals: list[int],
        need: int,
        fewest: int,
        chosen: tuple[int, ...] = (),
        total: int = 0,
    ) -> None:
        self.kind = "vanquish"
        self.seat = seat
        self.hero = hero
        self.cands = cands
        self.vals = vals
        self.need = need
        self.fewest = fewest
        self.chosen = chosen
        self.total = total

    def _args(self) -> tuple[Any, ...]:
        return (
            self.seat,
            self.hero,
            self.cands,
            self.vals,
            self.need,
            self.fewest,
            self.chosen,
            self.total,
        )

    def with_ally(self, ally: int) -> VanquishChoice:
        """The same choice with ``ally`` (one of the candidates) added."""
        strength = self.vals[self.cands.index(ally)]
        return VanquishChoice(
            self.seat,
            self.hero,
            self.cands,
            self.vals,
            self.need,
            self.fewest,
            (*self.chosen, ally),
            self.total + strength,
        )


class CardChoice(Pending):
    """A question ``key`` inside the ability ``frame`` resolves: its chooser picks one of
    the options, ``labels`` (in English, as the log keeps them) with their ``values``."""

    __slots__ = ("frame", "key", "labels", "values")

    def __init__(
        self, seat: int, frame: Frame, key: Any, labels: list[str], values: list[Any]
    ) -> None:
        self.kind = "choose"
        self.seat = seat
        self.frame = frame
        self.key = key
        self.labels = labels
        self.values = values

    def _args(self) -> tuple[Any, ...]:
        return self.seat, self.frame, self.key, self.labels, self.values
