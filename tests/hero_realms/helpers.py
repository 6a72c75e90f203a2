"""A fluent table for Hero Realms scenario tests.

A :class:`Table` builds a game from an exact position and drives it by card
id, so that a scenario reads like a rules example::

    t = Table(p0={"hand": ["spark"]}, p1={"champions": ["orc-grunt"]})
    t.play("spark")
    assert t.combat == 3
    t.refused("attack_player", 1, 3, rule="HR-C3")   # the Orc Grunt guards
    t.attack_champion("orc-grunt", 3)
    assert t.names(1, "discard") == ["orc-grunt"]

Card ids are looked up where the action needs them: ``play`` and
``discard`` in the hand of the player to act, ``expend``/``ally``/
``sacrifice`` among that player's cards in play, ``buy`` in the market row
(``"fire-gem"`` is the top of the Fire Gem pile), ``attack_champion`` and
``stun`` among the opponents' champions, ``sacrifice_card`` in the hand
then the discard pile, ``prepare`` among expended champions and ``to_top``
in the discard pile. An int argument is passed through unchanged, so an
instance number can always be given directly.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.hero_realms.position import find_instance

ANY_RULE: Any = object()
"""Sentinel for :meth:`Table.refused`: do not check which rule the refusal names."""

DECK = ["rampage", "hit-job", "smash-and-grab"]
"""A deck of easily recognised cards (top card last) for draw checks."""
DRAWS = list(reversed(DECK))
"""The order in which :data:`DECK` is drawn."""

# Kinds whose first argument is a card instance.
_CARD_KINDS = {
    "play",
    "expend",
    "ally",
    "sacrifice",
    "buy",
    "attack_champion",
    "stun",
    "sacrifice_card",
    "prepare",
    "discard",
    "to_top",
    "buy_pooled",
    "send",
    "bequeath",
}
_GLOBAL_ZONES = {"market", "market_deck", "gems", "sacrificed"}
_ZONE_NAMES = {"market": "market_row", "gems": "fire_gems"}  # the short names used here


class Table:
    """A two-player (or more) game started from an exact position.

    Parameters
    ----------
    p0, p1, *more:
        Player specs as in :mod:`toolkit.hero_realms.position` (``hand``,
        ``deck`` with the top card last, ``discard``, ``in_play``,
        ``champions``, ``expended``, ``gold``, ``combat``). A seat that
        places no card (``None``, or only pools) gets an empty hand: its
        personal cards all stay in its deck.
    market:
        Up to five card ids for the market row (the rest is dealt from the
        shuffled market deck).
    health, active, turn, seed:
        As in the position format; ``seed`` seeds every shuffle.
    """

    def __init__(
        self,
        p0: Mapping[str, Any] | None = None,
        p1: Mapping[str, Any] | None = None,
        *more: Mapping[str, Any] | None,
        market: list[str] | None = None,
        health: list[int] | None = None,
        active: int = 0,
        turn: int | None = None,
        seed: int = 1,
    ) -> None:
        players = [dict(p) if p is not None else {} for p in (p0, p1, *more)]
        for spec in players:
            if not set(spec) & {"hand", "deck", "discard", "in_play", "champions"}:
                spec["hand"] = []  # exact: no opening hand is dealt
        position: dict[str, Any] = {"players": players, "active": active}
        if market is not None:
            position["market_row"] = list(market)
        if health is not None:
            position["health"] = list(health)
        if turn is not None:
            position["turn"] = turn
        self.game = HeroRealmsGame.from_position(position, seed=seed)

    @classmethod
    def wrap(cls, game: HeroRealmsGame) -> Table:
        """A table around an existing game (for example ``HeroRealmsGame.new(seed=1)``)."""
        table = cls.__new__(cls)
        table.game = game
        return table

    # -- reading the table ----------------------------------------------------------------
    @property
    def active(self) -> int:
        """The seat whose turn it is."""
        return self.game.active

    @property
    def current(self) -> int:
        """The seat that must decide next (a pending decision included)."""
        return self.game.current_player

    @property
    def gold(self) -> int:
        """The gold pool of the player whose turn it is."""
        return self.game.players[self.game.active].gold

    @property
    def combat(self) -> int:
        """The combat pool of the player whose turn it is."""
        return self.game.players[self.game.active].combat

    @property
    def pending(self) -> str | None:
        """The kind of the pending decision (``"choose"``, ``"stun"``, ...) or None."""
        return self.game.pending[0] if self.game.pending is not None else None

    def pool(self, seat: int) -> tuple[int, int]:
        """A seat's (gold, combat) pool."""
        p = self.game.players[seat]
        return (p.gold, p.combat)

    def health(self, seat: int) -> int:
        """A seat's health."""
        return self.game.health_of(seat)

    def zone(self, seat: int | None, zone: str) -> list[int]:
        """The card instances of a zone.

        ``zone`` is a player zone (``hand``, ``deck`` (top card last),
        ``discard``, ``in_play``, ``champions``, ``expended``) or, with any
        seat, a table zone (``market``, ``market_deck``, ``gems``, ``sacrificed``).
        """
        g = self.game
        if zone in _GLOBAL_ZONES:
            return {
                "market": [c for c in g.market_row if c is not None],
                "market_deck": list(g.market_deck),
                "gems": list(g.fire_gems),
                "sacrificed": list(g.sacrificed),
            }[zone]
        assert seat is not None, f"{zone} needs a seat"
        p = g.players[seat]
        if zone == "expended":
            return [c for c in p.champions if c in p.expended]
        if zone not in ("hand", "deck", "discard", "in_play", "champions"):
            raise ValueError(f"unknown zone {zone!r}")
        return list(getattr(p, zone))

    def names(self, seat: int | None, zone: str) -> list[str]:
        """The card ids of a zone, in zone order (see :meth:`zone`)."""
        return [self.game.defs[c].id for c in self.zone(seat, zone)]

    def iid(self, seat: int | None, zone: str, card_id: str, nth: int = 0) -> int:
        """The instance number of the ``nth`` copy of ``card_id`` in a zone (see :meth:`zone`)."""
        return find_instance(self.game, card_id, _ZONE_NAMES.get(zone, zone), seat, nth)

    def legal(self) -> list[Action]:
        """The legal actions now."""
        return list(self.game.legal_actions())

    def describe(self, action: Action) -> str:
        """An action as ``"kind card-id more-args"`` (card instances shown by id)."""
        args = list(action.args)
        if action.kind in _CARD_KINDS and args:
            args[0] = self.game.defs[args[0]].id
        return " ".join([action.kind, *map(str, args)])

    def options(self) -> list[str]:
        """The legal actions now, each described by :meth:`describe`, sorted."""
        return sorted(self.describe(a) for a in self.legal())

    def kinds(self) -> set[str]:
        """The kinds of the legal actions now."""
        return {a.kind for a in self.legal()}

    # -- building actions -----------------------------------------------------------------
    def _first(self, card_id: str, candidates: list[int], where: str) -> int:
        for c in candidates:
            if self.game.defs[c].id == card_id:
                return c
        raise LookupError(f"{card_id!r} not found in {where}")

    def _resolve(self, kind: str, card_id: str) -> int:
        g = self.game
        seat = g.current_player
        p = g.players[seat]
        others = [g.players[(seat + k) % len(g.players)] for k in range(1, len(g.players))]
        if kind in ("play", "discard"):
            return self._first(card_id, p.hand, f"seat {seat}'s hand")
        if kind == "expend":
            ready = [c for c in p.champions if c not in p.expended]
            return self._first(card_id, ready + list(p.champions), f"seat {seat}'s champions")
        if kind == "prepare":
            spent = [c for c in p.champions if c in p.expended]
            return self._first(card_id, spent + list(p.champions), f"seat {seat}'s champions")
        if kind == "ally":
            mine = p.in_play + p.champions
            fresh = [c for c in mine if c not in p.ally_used]
            return self._first(card_id, fresh + mine, f"seat {seat}'s cards in play")
        if kind == "sacrifice":
            return self._first(card_id, p.in_play + p.champions, f"seat {seat}'s cards in play")
        if kind in ("buy", "buy_pooled"):
            if card_id == "fire-gem" and g.fire_gems:
                return g.fire_gems[-1]
            return self._first(card_id, [c for c in g.market_row if c is not None], "the market")
        if kind in ("attack_champion", "stun"):
            champs = [c for o in others for c in o.champions] + list(p.champions)
            return self._first(card_id, champs, "the champions in play")
        if kind == "sacrifice_card":
            return self._first(card_id, p.hand + p.discard, f"seat {seat}'s hand or discard pile")
        if kind in ("to_top", "send"):
            return self._first(card_id, p.discard, f"seat {seat}'s discard pile")
        if kind == "bequeath":
            mine = p.hand + p.deck + p.discard + p.champions
            return self._first(card_id, mine, f"seat {seat}'s cards")
        raise ValueError(f"{kind} takes no card argument")

    def act(self, kind: str, *args: Any) -> Action:
        """Build an action, looking card ids up (see the module docstring)."""
        values = list(args)
        if kind in _CARD_KINDS and values and isinstance(values[0], str):
            values[0] = self._resolve(kind, values[0])
        if kind == "attack_champion" and len(values) == 1:
            # By default, exactly what is still needed to stun it.
            g = self.game
            values.append(g.defs[values[0]].defense - g.champion_damage.get(values[0], 0))
        if kind == "attack_player" and len(values) == 1:
            values.append(self.combat)
        return Action(kind, tuple(values))

    # -- acting -----------------------------------------------------------------------------
    def do(self, kind: str | Action, *args: Any) -> Table:
        """Apply an action (an :class:`Action`, or a kind and arguments for :meth:`act`)."""
        action = kind if isinstance(kind, Action) else self.act(kind, *args)
        self.game.apply(action)
        return self

    def play(self, *card_ids: str) -> Table:
        """Play cards from the hand of the player to act, in order."""
        for card_id in card_ids:
            self.do("play", card_id)
        return self

    def expend(self, card_id: str) -> Table:
        return self.do("expend", card_id)

    def ally(self, card_id: str) -> Table:
        return self.do("ally", card_id)

    def sacrifice(self, card_id: str) -> Table:
        return self.do("sacrifice", card_id)

    def buy(self, card_id: str) -> Table:
        return self.do("buy", card_id)

    def attack_player(self, seat: int, amount: int | None = None) -> Table:
        """Attack a seat with ``amount`` combat (default: the whole pool)."""
        return (
            self.do("attack_player", seat)
            if amount is None
            else self.do("attack_player", seat, amount)
        )

    def attack_champion(self, card_id: str | int, amount: int | None = None) -> Table:
        """Attack a champion (default amount: exactly what is still needed to stun it)."""
        if amount is None:
            return self.do("attack_champion", card_id)
        return self.do("attack_champion", card_id, amount)

    def end_turn(self) -> Table:
        return self.do("end_turn")

    def answer(self, kind: str, arg: Any = None) -> Table:
        """Answer the pending decision (``t.answer("stun", "orc-grunt")``, ``t.answer("pass")``)."""
        return self.do(kind) if arg is None else self.do(kind, arg)

    # -- refusals ---------------------------------------------------------------------------
    def snapshot(self) -> tuple[Any, ...]:
        """Everything an action could change, to check that a refusal changed nothing."""
        g = self.game
        seats = tuple(
            (
                tuple(p.deck),
                tuple(p.hand),
                tuple(p.discard),
                tuple(p.in_play),
                tuple(p.champions),
                frozenset(p.expended),
                frozenset(p.ally_used),
                p.gold,
                p.combat,
                getattr(p, "pending_discards", None),
                tuple(getattr(p, "redirects", ())),
                p.out,
            )
            for p in g.players
        )
        return (
            seats,
            tuple(g.health),
            tuple(g.market_row),
            tuple(g.market_deck),
            tuple(g.fire_gems),
            tuple(g.sacrificed),
            tuple(sorted(g.champion_damage.items())),
            g.pending,
            g.active,
            g.turn,
            g.is_over,
            tuple(g.winners),
            len(g.decisions),
            len(g.events),
            g.rng.getstate(),
        )

    def refused(self, action: str | Action, *args: Any, rule: Any = ANY_RULE) -> IllegalActionError:
        """Assert that an action is refused, naming ``rule``, and changes nothing.

        ``action`` is an :class:`Action` or a kind whose arguments are built by
        :meth:`act`. ``rule=None`` asserts that the refusal names no rule; the
        default does not check the rule.
        """
        built = action if isinstance(action, Action) else self.act(action, *args)
        g = self.game
        text, legal, snap, state = str(g), self.legal(), self.snapshot(), g.state_dict()
        assert built not in legal, f"{built} is listed as legal"
        assert not g.is_legal(built), f"{built} is reported legal"
        with pytest.raises(IllegalActionError) as err:
            g.apply(built)
        if rule is not ANY_RULE:
            assert err.value.rule == rule, f"{built} refused with {err.value.rule}: {err.value}"
        assert str(g) == text, "a refused action changed the state text"
        assert self.legal() == legal, "a refused action changed the legal actions"
        assert self.snapshot() == snap, "a refused action changed the state"
        assert g.state_dict() == state, "a refused action changed state_dict()"
        return err.value


# -- positions shared by the card scenarios and the pending-decision tests ----------------
def tyrannor_table(p1: Mapping[str, Any] | None = None) -> Table:
    """Tyrannor, the Devourer in play, Gold and Cult Priest in hand, a Dagger in the
    discard pile and :data:`DECK` to draw; ``p1`` is the opponent's spec.

    Tyrannor's expend lets its player sacrifice up to two cards from hand or discard
    pile (HR-A7), so both places offer a card; Cult Priest, played, makes the Necros
    ally ability of Tyrannor (a draw) available.
    """
    return Table(
        p0={
            "champions": ["tyrannor-the-devourer"],
            "hand": ["gold", "cult-priest"],
            "discard": ["dagger"],
            "deck": DECK,
        },
        p1=p1,
    )


def death_threat_table() -> Table:
    """Death Threat and Street Thug in hand (:data:`DECK` to draw) against an opponent
    with Street Thug and Rake, Master Assassin in play and no guard.

    Death Threat draws a card; with Street Thug played its Guild ally ability stuns a
    champion, which the player may not decline (HR-C4).
    """
    return Table(
        p0={"hand": ["death-threat", "street-thug"], "deck": DECK},
        p1={"champions": ["street-thug", "rake-master-assassin"]},
    )


def elven_gift_table(*others: str) -> Table:
    """Elven Gift in hand with the cards ``others`` after it, and :data:`DECK` to draw.

    Played, Elven Gift asks how many cards to draw (none or one), then to discard as
    many (HR-A4, HR-D1).
    """
    return Table(p0={"hand": ["elven-gift", *others], "deck": DECK})
