"""Every kind of Hero Realms event as a typed record (:mod:`toolkit.core.events`).

An event is a tuple whose item 0 is its kind; the record of each kind names the other
items (``seat``, ``card``, ``amount``, ...), in order, with the rule that makes it.
:data:`EVENTS` is the table kind → record: ``EVENTS.record(event)`` gives the record of
any event (plain tuple or record), and the text renderer
(:func:`toolkit.hero_realms.text.describe_event`), the replay and the log read the
fields by name through it. A record is the same tuple (equal, same hash, same JSON, same
printing), so logs and their golden digests do not change.

The engine appends plain tuples in the field order of these records: building a
record costs some eight times a plain tuple, and a game writes hundreds of events
(see :mod:`toolkit.core.events`). ``tests/hero_realms/test_events.py`` plays games of
every variant and checks that every event the engine wrote fits its record.

Examples
--------
>>> e = EVENTS.record(("buy", 0, 41, 3))
>>> type(e).__name__, e.seat, e.card, e.cost
('Buy', 0, 41, 3)
>>> e == ("buy", 0, 41, 3)
True
"""

from __future__ import annotations

from typing import Final, NamedTuple

from toolkit.core.events import EventTable, event_kind


@event_kind("shuffle_deck")
class ShuffleDeck(NamedTuple):
    """HR-S1: a personal deck is shuffled."""

    kind: str
    seat: int
    n: int


@event_kind("shuffle_market")
class ShuffleMarket(NamedTuple):
    """HR-S2: a market deck is shuffled."""

    kind: str
    n: int


@event_kind("market_reveal")
class MarketReveal(NamedTuple):
    """HR-S2, HR-B3: a card is turned face up in a market slot (0-based)."""

    kind: str
    slot: int
    card: int


@event_kind("market_empty")
class MarketEmpty(NamedTuple):
    """HR-B3: a market slot stays empty, the market deck used up."""

    kind: str
    slot: int


@event_kind("position")
class Position(NamedTuple):
    """A lesson's or a saved position is set up for this many seats."""

    kind: str
    players: int


@event_kind("turn_start")
class TurnStart(NamedTuple):
    """HR-T1: a turn starts."""

    kind: str
    seat: int
    turn: int


@event_kind("draw")
class Draw(NamedTuple):
    """HR-R1: a card is drawn."""

    kind: str
    seat: int
    card: int


@event_kind("reshuffle")
class Reshuffle(NamedTuple):
    """HR-R2: the discard pile becomes a new deck of ``n`` cards."""

    kind: str
    seat: int
    n: int


@event_kind("play")
class Play(NamedTuple):
    """HR-T3: a card of the hand is played."""

    kind: str
    seat: int
    card: int


@event_kind("expend")
class Expend(NamedTuple):
    """HR-A5: a champion is expended."""

    kind: str
    seat: int
    card: int


@event_kind("ally")
class Ally(NamedTuple):
    """HR-A6: an ally ability is used."""

    kind: str
    seat: int
    card: int


@event_kind("gain")
class Gain(NamedTuple):
    """HR-A2, HR-A3: gold, combat or health gained, from card ``source`` (-1: none)."""

    kind: str
    seat: int
    resource: str
    amount: int
    source: int


@event_kind("sacrifice")
class Sacrifice(NamedTuple):
    """HR-A7, HR-A8: a card is sacrificed; ``to`` is ``gems`` (a Fire Gem back to its pile) or ``out``."""

    kind: str
    seat: int
    card: int
    source: int
    to: str


@event_kind("buy")
class Buy(NamedTuple):
    """HR-B1: a card is bought for ``cost`` gold."""

    kind: str
    seat: int
    card: int
    cost: int


@event_kind("acquire_to")
class AcquireTo(NamedTuple):
    """HR-B2: where a bought card goes (``discard``, ``top_of_deck``, ``hand``)."""

    kind: str
    seat: int
    card: int
    dest: str


@event_kind("attack_player")
class AttackPlayer(NamedTuple):
    """HR-C1: combat damage to a player, who has ``health`` left."""

    kind: str
    seat: int
    target: int
    amount: int
    health: int


@event_kind("attack_champion")
class AttackChampion(NamedTuple):
    """HR-C1: damage to a champion, ``total`` this turn (HR-T6)."""

    kind: str
    seat: int
    card: int
    amount: int
    total: int


@event_kind("stun")
class Stun(NamedTuple):
    """HR-C2, HR-C4: a champion of ``owner`` is stunned, by the rule named."""

    kind: str
    seat: int
    card: int
    owner: int
    rule: str


@event_kind("choose")
class Choose(NamedTuple):
    """HR-A4: option ``option`` (0-based) of card ``source`` is picked."""

    kind: str
    seat: int
    source: int
    option: int


@event_kind("choose_draw")
class ChooseDraw(NamedTuple):
    """A number of cards to draw is chosen."""

    kind: str
    seat: int
    source: int
    n: int


@event_kind("decline")
class Decline(NamedTuple):
    """An optional decision is declined (``what``: its kind)."""

    kind: str
    seat: int
    source: int
    what: str


@event_kind("discard")
class Discard(NamedTuple):
    """HR-D1: a card is discarded, for ``reason``."""

    kind: str
    seat: int
    card: int
    reason: str


@event_kind("prepare")
class Prepare(NamedTuple):
    """A champion is prepared (readied)."""

    kind: str
    seat: int
    card: int


@event_kind("to_top")
class ToTop(NamedTuple):
    """A card is put on top of its owner's deck."""

    kind: str
    seat: int
    card: int


@event_kind("redirect")
class Redirect(NamedTuple):
    """The next card acquired goes to ``dest`` (``only``: ``any`` or ``action``)."""

    kind: str
    seat: int
    source: int
    dest: str
    only: str


@event_kind("opponent_discards")
class OpponentDiscards(NamedTuple):
    """``target`` will discard ``n`` cards at the start of their turn."""

    kind: str
    seat: int
    target: int
    n: int


@event_kind("no_effect")
class NoEffect(NamedTuple):
    """An effect of card ``source`` has nothing to act on (``why``)."""

    kind: str
    seat: int
    source: int
    why: str


@event_kind("lose_pool")
class LosePool(NamedTuple):
    """HR-D2: unspent gold and combat are lost."""

    kind: str
    seat: int
    gold: int
    combat: int


@event_kind("discard_phase")
class DiscardPhase(NamedTuple):
    """HR-D2: the cards in play and in hand are discarded."""

    kind: str
    seat: int
    in_play: int
    hand: int


@event_kind("ready")
class Ready(NamedTuple):
    """HR-D3: the expended champions are readied."""

    kind: str
    seat: int
    n: int


@event_kind("end_turn")
class EndTurn(NamedTuple):
    """HR-T2: the main phase is ended."""

    kind: str
    seat: int


@event_kind("out")
class Out(NamedTuple):
    """HR-E1: a player is out."""

    kind: str
    seat: int


@event_kind("game_over")
class GameOver(NamedTuple):
    """The game is over; the winners' seats."""

    kind: str
    winners: tuple[int, ...]


@event_kind("hand_over")
class HandOver(NamedTuple):
    """HR-V6: the teammate ``mate`` takes over the team's turn."""

    kind: str
    seat: int
    mate: int


@event_kind("pool_gold")
class PoolGold(NamedTuple):
    """HR-V7: teammate ``seat`` adds ``share`` gold to ``buyer``'s purchase."""

    kind: str
    seat: int
    buyer: int
    share: int


@event_kind("send")
class Send(NamedTuple):
    """HR-V12: a card of the discard pile goes to teammate ``mate``'s."""

    kind: str
    seat: int
    card: int
    mate: int


@event_kind("bequeath")
class Bequeath(NamedTuple):
    """HR-V11: a knocked-out commander gives a card to ``emperor``."""

    kind: str
    seat: int
    card: int
    emperor: int


@event_kind("reward")
class Reward(NamedTuple):
    """HR-V3: ``seat``, on the right of ``out``, is rewarded."""

    kind: str
    seat: int
    out: int


EVENTS: Final = EventTable(
    "hero-realms",
    (
        ShuffleDeck,
        ShuffleMarket,
        MarketReveal,
        MarketEmpty,
        Position,
        TurnStart,
        Draw,
        Reshuffle,
        Play,
        Expend,
        Ally,
        Gain,
        Sacrifice,
        Buy,
        AcquireTo,
        AttackPlayer,
        AttackChampion,
        Stun,
        Choose,
        ChooseDraw,
        Decline,
        Discard,
        Prepare,
        ToTop,
        Redirect,
        OpponentDiscards,
        NoEffect,
        LosePool,
        DiscardPhase,
        Ready,
        EndTurn,
        Out,
        GameOver,
        HandOver,
        PoolGold,
        Send,
        Bequeath,
        Reward,
    ),
    rules=r"HR-[A-Z]+\d+",
)
"""Every kind of Hero Realms event and its record."""
