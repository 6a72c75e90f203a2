"""Every kind of Villainous event as a typed record (:mod:`toolkit.core.events`).

An event is a tuple whose item 0 is its kind; the record of each kind names the other
items (``seat``, ``card``, ``location``, ...), in order, and its docstring names the
rule that makes it. :data:`EVENTS` is the table kind → record: ``EVENTS.record(event)``
gives the record of any event (plain tuple or record), and the text renderer
(:func:`toolkit.villainous.text.describe_event`), the replay and the figures read the
fields by name through it. A record is the same tuple (equal, same hash, same JSON, same
printing), so logs and their golden digests do not change.

The engine appends plain tuples in the field order of these records: building a record
costs some eight times a plain tuple, and a game writes hundreds of events (see
:mod:`toolkit.core.events`). ``tests/villainous/test_events.py`` plays seeded games of
every villain pairing and checks that every event the engine wrote fits its record, and
that the kinds the engine's source writes are exactly the kinds of the table.

Examples
--------
>>> e = EVENTS.record(("vanquish", 0, 33, (1, 6), 5))
>>> type(e).__name__, e.seat, e.hero, e.allies, e.strength
('Vanquish', 0, 33, (1, 6), 5)
>>> e == ("vanquish", 0, 33, (1, 6), 5)
True
"""

from __future__ import annotations

from typing import Final, NamedTuple

from toolkit.core.events import EventTable, event_kind


@event_kind("setup")
class Setup(NamedTuple):
    """V-S1, V-S7: a player takes a villain and its starting Power."""

    kind: str
    seat: int
    villain: str
    power: int


@event_kind("turn")
class Turn(NamedTuple):
    """V-T1: a turn starts: its number and the player whose turn it is."""

    kind: str
    turn: int
    seat: int


@event_kind("move")
class Move(NamedTuple):
    """V-T1: a player's Mover goes to a location (index on the player's board)."""

    kind: str
    seat: int
    location: int


@event_kind("draw")
class Draw(NamedTuple):
    """V-T1: a player draws ``n`` cards from the villain deck."""

    kind: str
    seat: int
    n: int


@event_kind("reshuffle")
class Reshuffle(NamedTuple):
    """V-D1: a player's discard pile (``deck``: villain or fate) is shuffled into a new deck."""

    kind: str
    seat: int
    deck: str


@event_kind("shuffle")
class Shuffle(NamedTuple):
    """V-S3: a card shuffles a player's deck (``deck``: villain or fate)."""

    kind: str
    seat: int
    deck: str


@event_kind("discard")
class Discard(NamedTuple):
    """V-T3: a card of ``seat`` is discarded, with the reason in words (empty when none)."""

    kind: str
    seat: int
    card: int
    reason: str


@event_kind("gain")
class Gain(NamedTuple):
    """V-T3: a player gains ``n`` of a pool (power or poison)."""

    kind: str
    seat: int
    n: int
    pool: str


@event_kind("lose")
class Lose(NamedTuple):
    """V-T3: a player loses ``n`` of a pool (power or poison)."""

    kind: str
    seat: int
    n: int
    pool: str


@event_kind("pay")
class Pay(NamedTuple):
    """V-T5: a player pays ``n`` of a pool for a card or an ability."""

    kind: str
    seat: int
    n: int
    pool: str


@event_kind("pay_alternative")
class PayAlternative(NamedTuple):
    """V-T5: a player discards ``card`` instead of paying a card's cost."""

    kind: str
    seat: int
    card: int


@event_kind("play")
class Play(NamedTuple):
    """V-T3, V-T5: ``seat`` plays ``card`` at ``location`` (-1: none), attached to ``host`` (-1: none)."""

    kind: str
    seat: int
    card: int
    location: int
    host: int


@event_kind("unplayable")
class Unplayable(NamedTuple):
    """V-F2: a Fate card that cannot be played is discarded with no effect."""

    kind: str
    seat: int
    card: int


@event_kind("activate")
class Activate(NamedTuple):
    """V-C1: ``seat`` activates ``card``, paying ``cost`` Power."""

    kind: str
    seat: int
    card: int
    cost: int


@event_kind("brew")
class Brew(NamedTuple):
    """V-T3: ``seat`` brews ``n`` Poison, paying ``cost`` Power for the action."""

    kind: str
    seat: int
    n: int
    cost: int


@event_kind("fate")
class Fate(NamedTuple):
    """V-F1: ``seat`` takes a Fate action against ``target``."""

    kind: str
    seat: int
    target: int


@event_kind("reveal")
class Reveal(NamedTuple):
    """V-F1: cards of ``seat``'s deck are revealed (Fate, or a card's ability)."""

    kind: str
    seat: int
    cards: tuple[int, ...]


@event_kind("revealed")
class Revealed(NamedTuple):
    """V-T3: ``seat`` reveals one card."""

    kind: str
    seat: int
    card: int


@event_kind("reveal_hand")
class RevealHand(NamedTuple):
    """V-T3: ``seat`` reveals the cards of their hand."""

    kind: str
    seat: int
    cards: tuple[int, ...]


@event_kind("look")
class Look(NamedTuple):
    """V-T3: ``seat`` looks at the top ``n`` cards of a deck."""

    kind: str
    seat: int
    deck: str
    n: int


@event_kind("find")
class Find(NamedTuple):
    """V-T3: ``seat`` finds ``card`` in ``place`` (deck, discard pile, realm)."""

    kind: str
    seat: int
    card: int
    place: str


@event_kind("take")
class Take(NamedTuple):
    """V-T3: ``seat`` takes ``card`` to ``place`` (hand, deck, ...)."""

    kind: str
    seat: int
    card: int
    place: str


@event_kind("vanquish")
class Vanquish(NamedTuple):
    """V-V1, V-V2: ``seat`` vanquishes ``hero`` of that Strength with ``allies``."""

    kind: str
    seat: int
    hero: int
    allies: tuple[int, ...]
    strength: int


@event_kind("defeat")
class Defeat(NamedTuple):
    """V-V1: a Hero in ``seat``'s realm is defeated at ``location``."""

    kind: str
    seat: int
    card: int
    location: int


@event_kind("moved")
class Moved(NamedTuple):
    """V-T3: a card in ``seat``'s realm moves to ``location``."""

    kind: str
    seat: int
    card: int
    location: int


@event_kind("attach")
class Attach(NamedTuple):
    """V-C2: ``card`` of ``seat`` is attached to ``host``."""

    kind: str
    seat: int
    card: int
    host: int


@event_kind("condition")
class Condition(NamedTuple):
    """V-T3: ``seat`` plays the Condition ``card`` in another player's turn."""

    kind: str
    seat: int
    card: int


@event_kind("choice")
class Choice(NamedTuple):
    """V-T3: ``seat`` chooses an option (its label, or its words)."""

    kind: str
    seat: int
    option: object


@event_kind("pass")
class Pass(NamedTuple):
    """V-T2: ``seat`` declines to play a Condition."""

    kind: str
    seat: int


@event_kind("claim")
class Claim(NamedTuple):
    """V-W1: ``seat`` claims a Treasure token (its id)."""

    kind: str
    seat: int
    token: str


@event_kind("treasure_placed")
class TreasurePlaced(NamedTuple):
    """V-W1: a face-down Treasure is placed on ``card`` in ``seat``'s realm."""

    kind: str
    seat: int
    card: int


@event_kind("treasure_revealed")
class TreasureRevealed(NamedTuple):
    """V-W1: the Treasure on ``card`` is turned face up: ``token``."""

    kind: str
    seat: int
    card: int
    token: str


@event_kind("treasure_swapped")
class TreasureSwapped(NamedTuple):
    """V-W1: the Treasures on two cards trade places."""

    kind: str
    seat: int
    card: int
    other: int


@event_kind("treasure_back")
class TreasureBack(NamedTuple):
    """V-W1: a face-down Treasure goes back to ``seat``'s Treasure supply."""

    kind: str
    seat: int


@event_kind("unlock")
class Unlock(NamedTuple):
    """V-S6: ``seat``'s locked location is unlocked."""

    kind: str
    seat: int


@event_kind("lock_moved")
class LockMoved(NamedTuple):
    """V-S6: ``seat``'s Lock Token moves to ``location``."""

    kind: str
    seat: int
    location: int


@event_kind("grant")
class Grant(NamedTuple):
    """V-T4: an action symbol is granted to ``seat`` (``source``: where from)."""

    kind: str
    seat: int
    source: str


@event_kind("modifier")
class Modifier(NamedTuple):
    """V-V2: ``card`` has ``amount`` Strength this turn."""

    kind: str
    seat: int
    card: int
    amount: int


@event_kind("tokens")
class Tokens(NamedTuple):
    """V-V2: ``cards`` get Strength tokens worth ``amount``."""

    kind: str
    seat: int
    cards: tuple[int, ...]
    amount: int


@event_kind("tokens_removed")
class TokensRemoved(NamedTuple):
    """V-V2: the Strength tokens on ``card`` are removed."""

    kind: str
    seat: int
    card: int


@event_kind("ingredient")
class Ingredient(NamedTuple):
    """V-W1: ``card`` goes to ``seat``'s Ingredients; ``total`` Ingredients now."""

    kind: str
    seat: int
    card: int
    total: int


@event_kind("copy")
class Copy(NamedTuple):
    """V-T5: ``seat`` pays for and copies ``card``'s ability."""

    kind: str
    seat: int
    card: int


@event_kind("redistribute")
class Redistribute(NamedTuple):
    """V-T3: ``seat`` spreads ``n`` Allies over open locations."""

    kind: str
    seat: int
    n: int


@event_kind("end")
class End(NamedTuple):
    """V-T1: ``seat`` ends the turn."""

    kind: str
    seat: int


@event_kind("win")
class Win(NamedTuple):
    """V-W1, V-W2: ``seat`` wins: the objective in words."""

    kind: str
    seat: int
    objective: str


EVENTS: Final = EventTable(
    "villainous",
    (
        Setup,
        Turn,
        Move,
        Draw,
        Reshuffle,
        Shuffle,
        Discard,
        Gain,
        Lose,
        Pay,
        PayAlternative,
        Play,
        Unplayable,
        Activate,
        Brew,
        Fate,
        Reveal,
        Revealed,
        RevealHand,
        Look,
        Find,
        Take,
        Vanquish,
        Defeat,
        Moved,
        Attach,
        Condition,
        Choice,
        Pass,
        Claim,
        TreasurePlaced,
        TreasureRevealed,
        TreasureSwapped,
        TreasureBack,
        Unlock,
        LockMoved,
        Grant,
        Modifier,
        Tokens,
        TokensRemoved,
        Ingredient,
        Copy,
        Redistribute,
        End,
        Win,
    ),
    rules=r"V-[A-Z]\d+",
)
"""Every kind of Villainous event and its record."""


def rules_of(kind: str) -> tuple[str, ...]:
    """The rule IDs that make events of ``kind``, as its record's docstring names them.

    Raises
    ------
    KeyError
        If the game has no event of that kind.

    Examples
    --------
    >>> rules_of("vanquish")
    ('V-V1', 'V-V2')
    """
    return EVENTS.rules_of(kind)
