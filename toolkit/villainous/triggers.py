"""Triggered abilities, found from events by one dispatcher (the triggers layer).

A move changes the table and logs what happened as an event tuple (``("discard", seat,
card, reason)``, ``("moved", seat, card, location)``, ...). It never picks abilities
itself: it hands the event to :meth:`Triggers._emit` (log it and dispatch it at once) or,
when the abilities must start later than the event is logged, logs it and hands it to
:meth:`Triggers._dispatch` at that moment (a Vanquish is logged before its Hero is
defeated, but ``this_vanquishes`` starts after). :data:`TRIGGER_TABLE` is the one table:
one row per trigger word of the data vocabulary (the ``trigger`` words and the
``whenever`` events of :mod:`toolkit.villainous.verbs`), saying which event kinds start
it and which method starts it. Within one event the rows start in the order of the table,
which is the order their frames are pushed on the stack.

Facts an ability needs that the logged event does not carry go beside it, unlogged, so
the log stays as it is: ``chooser`` (who makes the choices: the player who took a Fate
action, or played the card), ``card`` (which card's ``on_defeat`` starts: the Hero, or an
Item leaving it) and ``flag`` (for a discard: the card left from a Realm; for a reveal:
the cards were revealed together by a Fate action, and each ability knows the others).

Two words of the vocabulary are not started by events (:data:`NOT_STARTED`): the
``while_in_realm`` statics are in force while their card is in a Realm (the views layer
reads them), and ``whenever`` wraps an event word, which has its own row. Condition cards
answer the ``opponent_*`` occurrences recorded by ``_cond_event``; the turn offers them,
and playing one is the ``condition`` event of the table.

Examples
--------
>>> sorted(r.word for r in TRIGGER_TABLE if "play" in r.events)
['ally_played', 'on_play', 'other_hero_played']
>>> [r.events for r in TRIGGER_TABLE if r.word == "on_discard"]
[('discard',)]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final, NamedTuple

from toolkit.villainous.carddef import Ability, Effect
from toolkit.villainous.queries import Queries
from toolkit.villainous.specials import STEP_OF
from toolkit.villainous.state import Frame

Event = tuple[Any, ...]
"""One logged event: its kind, then its values (``("move", seat, location)``)."""

_MAY: Final = Effect("_may", {})
"""The step that asks whether to resolve an optional ability ("you may ...")."""

_OWN_FRAME: Final = ("effect", "ingredient", "maui")
"""Card types whose ``on_play`` abilities resolve in one frame of the card's own, which
puts the card away once they are done (the card is never in a Realm)."""


class Triggers(Queries):
    """Starting triggered abilities: the one dispatcher and the frames it pushes."""

    __slots__ = ()

    # -- the dispatcher -------------------------------------------------------------------
    def _emit(self, ev: Event, chooser: int = -1, card: int = -1, flag: bool = False) -> None:
        """Log ``ev`` and start the triggered abilities it starts (see :data:`TRIGGER_TABLE`)."""
        self.events.append(ev)
        self._dispatch(ev, chooser, card, flag)

    def _dispatch(self, ev: Event, chooser: int = -1, card: int = -1, flag: bool = False) -> None:
        """Start the triggered abilities of ``ev`` without logging it: for an event logged
        earlier whose abilities start now, or an occurrence the log does not record.

        The rows of :data:`TRIGGER_TABLE` for the event's kind, in the table's order
        (:data:`_BY_EVENT`), written out as direct calls: the compiled build then calls
        each starter natively instead of through a table of functions. A test holds
        this chain to the table, kind by kind.
        """
        kind: str = ev[0]
        if kind == "play":
            self._start_on_play(ev, chooser, card, flag)
            self._start_ally_played(ev, chooser, card, flag)
            self._start_other_hero_played(ev, chooser, card, flag)
        elif kind == "move":
            self._start_villain_moves_here(ev, chooser, card, flag)
        elif kind == "ends_turn":
            self._start_villain_ends_turn_here(ev, chooser, card, flag)
        elif kind == "turn":
            self._start_start_of_turn(ev, chooser, card, flag)
        elif kind == "discard":
            self._start_on_discard(ev, chooser, card, flag)
        elif kind == "reveal" or kind == "revealed" or kind == "treasure_revealed":
            self._start_on_reveal(ev, chooser, card, flag)
        elif kind == "fate":
            self._start_targeted_by_fate(ev, chooser, card, flag)
        elif kind == "moved":
            self._start_on_move(ev, chooser, card, flag)
            self._start_host_moved_to(ev, chooser, card, flag)
        elif kind == "condition":
            self._start_condition(ev, chooser, card, flag)
        elif kind == "defeat":
            self._start_on_defeat(ev, chooser, card, flag)
        elif kind == "activate":
            self._start_activate(ev, chooser, card, flag)
        elif kind == "vanquish":
            self._start_this_vanquishes(ev, chooser, card, flag)
        elif kind == "claim":
            self._start_on_claim(ev, chooser, card, flag)
            self._start_treasure_claimed(ev, chooser, card, flag)

    def _has_trigger(self, iid: int, word: str) -> bool:
        """Whether a card has abilities started by ``word`` (an Item with ``on_defeat``
        stays in the Realm when its Hero is defeated, until its ability resolves)."""
        return bool(self.defs[iid].triggered(word))

    def _activation_cost(self, iid: int) -> int:
        """The Power an Activate action on ``iid`` costs (its first ``activate`` ability)."""
        return self.defs[iid].triggered("activate")[0].cost

    # -- frames ---------------------------------------------------------------------------
    def _push_ability(
        self,
        owner: int,
        chooser: int,
        src: Any,
        ab: Ability,
        it: int | None = None,
        target: int | None = None,
    ) -> Frame | None:
        """Push one ability's frame, unless its ``if`` fails now (it is checked when the
        ability triggers, not when it resolves)."""
        if ab.condition is not None:
            host = self.host.get(src) if isinstance(src, int) else None
            if not self.cond(ab.condition, owner, src, host, target):
                return None
        if ab.optional:
            fr = Frame(owner, chooser, src, (_MAY, *ab.effects), it=it, target=target)
        else:
            fr = Frame(owner, chooser, src, ab.effects, it=it, target=target)
        self.stack.append(fr)
        return fr

    def _fire(
        self,
        seat: int,
        event: str,
        it: int | None = None,
        hero: int = -1,
        loc: int = -1,
        ally: int = -1,
    ) -> None:
        """Push the ``whenever`` abilities of a Realm's cards that answer ``event`` (``it``:
        the Ally played; ``hero``: the Hero played or moved; ``loc``: where; ``ally``: the
        Ally that vanquished), then the owner's ``until_next_turn`` watchers of it."""
        p = self.players[seat]
        entries = self._view(seat).whenever.get(event)
        if entries is not None:  # most events start nothing in a Realm
            for src, ab, host, prm in entries:
                if event == "ally_played" and it == src:
                    continue
                if event == "other_hero_played" and hero == src:
                    continue
                if (
                    event in ("villain_moves_here", "villain_ends_turn_here")
                    and self._src_loc(src, host) != loc
                ):
                    continue
                if event == "this_vanquishes" and ally != src:
                    continue
                if event == "host_moved_to" and (
                    host != hero or p.villain.loc_index(prm["location"]) != loc
                ):
                    continue
                self._push_ability(seat, seat, src, ab, it=it)
        if p.watchers:
            for ev, effects, src in list(p.watchers):
                if ev == event:
                    self.stack.append(Frame(seat, seat, src, effects))

    # -- the starters, one per row of TRIGGER_TABLE ---------------------------------------
    def _start_on_play(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        seat: int = ev[1]
        iid: int = ev[2]  # typed: the designs are then indexed natively
        d = self.defs[iid]
        if d.type in _OWN_FRAME:
            fr = Frame(seat, chooser, iid, [])
            fr.cleanup = "ingredient" if d.type == "ingredient" else "discard_source"
            self.stack.append(fr)
            step = STEP_OF.get(d.special) if d.special is not None else None
            if step is not None:  # a special card resolves by its own step
                fr.effects = [Effect(step, {})]
            else:
                for ab in d.triggered("on_play"):
                    if ab.condition is not None and not self.cond(ab.condition, seat, iid):
                        continue
                    if ab.optional:
                        fr.effects.append(Effect("_may_block", len(ab.effects)))
                    fr.effects += ab.effects
            return
        on_play = d.triggered("on_play")
        for k in range(len(on_play) - 1, -1, -1):  # pushed last to first: the first resolves first
            self._push_ability(seat, chooser, iid, on_play[k])

    def _start_ally_played(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        iid: int = ev[2]  # typed: the designs are then indexed natively
        if self.defs[iid].type == "ally":
            self._fire(ev[1], "ally_played", it=iid)

    def _start_other_hero_played(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        iid: int = ev[2]  # typed: the designs are then indexed natively
        if self.defs[iid].type == "hero":
            self._fire(ev[1], "other_hero_played", hero=iid)

    def _start_on_discard(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        if flag:  # only a card discarded from a Realm
            seat, iid = ev[1], ev[2]
            for ab in self.defs[iid].triggered("on_discard"):
                self._push_ability(seat, seat, iid, ab)

    def _start_on_move(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        seat, iid = ev[1], ev[2]
        for ab in self.defs[iid].triggered("on_move"):
            self._push_ability(seat, seat, iid, ab)

    def _start_host_moved_to(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        iid: int = ev[2]  # typed: the designs are then indexed natively
        if self.defs[iid].type == "hero":
            self._fire(ev[1], "host_moved_to", hero=iid, loc=ev[3])

    def _start_villain_moves_here(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        self._fire(ev[1], "villain_moves_here", loc=ev[2])

    def _start_villain_ends_turn_here(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        self._fire(ev[1], "villain_ends_turn_here", loc=ev[2])

    def _start_start_of_turn(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        self._fire(ev[2], "start_of_turn")

    def _start_on_defeat(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        seat = ev[1]
        for ab in self.defs[card].triggered("on_defeat"):
            fr = self._push_ability(seat, seat, card, ab)
            if fr is not None and card != ev[2]:
                fr.cleanup = "defeat_item"  # the Item that stayed for it is discarded after

    def _start_this_vanquishes(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        for a in ev[3]:
            self._fire(ev[1], "this_vanquishes", ally=a)

    def _start_on_claim(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        seat, tok = ev[1], ev[2]
        for ab in self._token_def(seat, tok).triggered("on_claim"):
            self._push_ability(seat, seat, tok, ab)

    def _start_treasure_claimed(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        self._fire(ev[1], "treasure_claimed")

    def _start_on_reveal(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        seat = ev[1]
        if chooser < 0:
            chooser = seat
        if (
            ev[0] == "treasure_revealed"
        ):  # a token turned face up: ("treasure_revealed", seat, hero, token)
            tok = ev[3]
            for ab in self._token_def(seat, tok).triggered("on_reveal"):
                self._push_ability(seat, chooser, tok, ab)
            return
        cards: tuple[Any, ...] = ev[2] if ev[0] == "reveal" else (ev[2],)
        for iid in cards:
            for ab in self.defs[iid].triggered("on_reveal"):
                fr = self._push_ability(seat, chooser, iid, ab)
                if flag and fr is not None:  # revealed together: it knows the others
                    fr.scratch["revealed"] = list(cards)

    def _start_targeted_by_fate(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        self._fire(ev[2], "targeted_by_fate")

    def _start_activate(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        seat, iid = ev[1], ev[2]
        self._push_ability(seat, seat, iid, self.defs[iid].triggered("activate")[0])

    def _start_condition(self, ev: Event, chooser: int, card: int, flag: bool) -> None:
        seat, iid = ev[1], ev[2]
        fr = Frame(seat, seat, iid, self.defs[iid].triggered("condition")[0].effects)
        fr.cleanup = "discard_source"  # a Condition is discarded once it has resolved
        self.stack.append(fr)


Starter = Callable[[Triggers, Event, int, int, bool], None]
"""How one row starts its abilities: (game, event, chooser, card, flag)."""


class TriggerRow(NamedTuple):
    """One trigger word of the data: the event kinds that start it, and how."""

    word: str
    events: tuple[str, ...]
    start: Starter
    when: str


TRIGGER_TABLE: Final[tuple[TriggerRow, ...]] = (
    # -- playing a card: ("play", seat, card, location, host), logged once it is placed
    TriggerRow(
        "on_play",
        ("play",),
        Triggers._start_on_play,
        "the card is played; an Effect resolves its abilities in a frame of its own",
    ),
    TriggerRow(
        "ally_played",
        ("play",),
        Triggers._start_ally_played,
        "an Ally is played into the Realm (not by the Ally itself); it = that Ally",
    ),
    TriggerRow(
        "other_hero_played",
        ("play",),
        Triggers._start_other_hero_played,
        "another Hero is played into the Realm",
    ),
    # -- ("discard", seat, card, reason); the card left from a Realm is beside it
    TriggerRow(
        "on_discard",
        ("discard",),
        Triggers._start_on_discard,
        "the card goes from a Realm to a discard pile",
    ),
    # -- ("moved", seat, card, location): a Hero, Ally or Item moved
    TriggerRow("on_move", ("moved",), Triggers._start_on_move, "the card is moved"),
    TriggerRow(
        "host_moved_to",
        ("moved",),
        Triggers._start_host_moved_to,
        "this card's host Hero is moved into the named location",
    ),
    # -- ("move", seat, location): the Mover moves
    TriggerRow(
        "villain_moves_here",
        ("move",),
        Triggers._start_villain_moves_here,
        "the owner's Mover moves to this card's location",
    ),
    # -- ("ends_turn", seat, location): not logged; the turn's end is logged later
    TriggerRow(
        "villain_ends_turn_here",
        ("ends_turn",),
        Triggers._start_villain_ends_turn_here,
        "the owner ends a turn with the Mover at this card's location",
    ),
    # -- ("turn", number, seat): dispatched after the objective check
    TriggerRow(
        "start_of_turn",
        ("turn",),
        Triggers._start_start_of_turn,
        "the owner's turn starts, after the objective check",
    ),
    # -- ("defeat", seat, hero, location): dispatched per card, an Item as it leaves
    # its Hero, then the Hero before it leaves the Realm
    TriggerRow(
        "on_defeat",
        ("defeat",),
        Triggers._start_on_defeat,
        "this Hero is defeated, or the Hero this Item is attached to",
    ),
    # -- ("vanquish", seat, hero, allies, strength): dispatched once the Hero is defeated
    TriggerRow(
        "this_vanquishes",
        ("vanquish",),
        Triggers._start_this_vanquishes,
        "this Ally has just been used to defeat a Hero",
    ),
    # -- ("claim", seat, token)
    TriggerRow("on_claim", ("claim",), Triggers._start_on_claim, "this token is claimed"),
    TriggerRow(
        "treasure_claimed",
        ("claim",),
        Triggers._start_treasure_claimed,
        "a Treasure token is claimed",
    ),
    # -- ("reveal", seat, cards), ("revealed", seat, card), ("treasure_revealed", seat,
    # hero, token); a Fate action's cards are revealed together
    TriggerRow(
        "on_reveal",
        ("reveal", "revealed", "treasure_revealed"),
        Triggers._start_on_reveal,
        "the card is revealed from a deck, or the token turned face up",
    ),
    # -- ("fate", seat, target): dispatched once the revealed cards' abilities are pushed
    TriggerRow(
        "targeted_by_fate",
        ("fate",),
        Triggers._start_targeted_by_fate,
        "an opponent takes a Fate action against the owner",
    ),
    # -- ("activate", seat, card, cost)
    TriggerRow("activate", ("activate",), Triggers._start_activate, "an Activate action"),
    # -- ("condition", seat, card): a Condition card played from hand
    TriggerRow(
        "condition",
        ("condition",),
        Triggers._start_condition,
        "a Condition card is played in answer to its event",
    ),
)
"""The one table: every trigger word of the data, the events that start it, and how."""

NOT_STARTED: Final[Mapping[str, str]] = {
    "while_in_realm": "static: in force while the card is in a Realm (the views read it)",
    "whenever": "wraps an event word (`event:`), which has its own row",
}
"""The two trigger words no event starts, and why."""


def _by_event(table: tuple[TriggerRow, ...]) -> dict[str, tuple[Starter, ...]]:
    """The starters of each event kind, in the order of the table."""
    index: dict[str, list[Starter]] = {}
    for row in table:
        for kind in row.events:
            index.setdefault(kind, []).append(row.start)
    return {kind: tuple(starts) for kind, starts in index.items()}


_BY_EVENT: Final[dict[str, tuple[Starter, ...]]] = _by_event(TRIGGER_TABLE)
""":data:`TRIGGER_TABLE` looked up by event kind: the starters :meth:`Triggers._dispatch`
calls for each kind, in this order."""
