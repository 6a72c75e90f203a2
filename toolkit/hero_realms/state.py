"""The records of a Hero Realms table, and the copy of a whole game.

Every physical card in a game has an instance number (``iid``); zones are lists
of instance numbers (a deck's top card is the last item). :class:`TableState`
holds the table and nothing else: every field of a game, in slots. The parts of the
engine are functions that take it (:mod:`~toolkit.hero_realms.queries`,
:mod:`~toolkit.hero_realms.moves`, :mod:`~toolkit.hero_realms.effects`,
:mod:`~toolkit.hero_realms.turn`, :mod:`~toolkit.hero_realms.legality`), and the
engine class (:class:`~toolkit.hero_realms.engine.HeroRealmsGame`) is the record with
the public surface on it, adding no field.

The state copy is one of the engine's speed devices: a bot's lookahead copies a
game instead of replaying its decisions. What a copy does with each field is
declared once (:data:`GAME_FIELDS`, :data:`PLAYER_FIELDS`), and the tests
check that the declarations name every field and that a copy copies them.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1)
>>> copy = game.clone()
>>> copy.state_dict() == game.state_dict(), copy.players[0].hand is game.players[0].hand
(True, False)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from toolkit.core.actions import Action
from toolkit.core.errors import SetupError
from toolkit.core.game import Game
from toolkit.hero_realms.cards import CardDef, CardSet, Effect, load_cards
from toolkit.hero_realms.setup_check import check_setup
from toolkit.hero_realms.variants import Variant, get_variant

if TYPE_CHECKING:
    from toolkit.hero_realms.engine import HeroRealmsGame

# The setup a clone is made with: construction stops at once and clone() copies the
# state in (copying beats replaying the decisions, and works the same compiled or not).
_UNSET: Mapping[str, Any] = {}

ALLY_ABILITY: Final = 1  # bits of InstanceFacts.abilities
SACRIFICE_ABILITY: Final = 2

STARTING_HEALTH = 50  # HR-S6
HAND_SIZE = 5  # HR-R1
MARKET_ROW = 5  # HR-S2


PLAYER_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "lists": ("deck", "hand", "discard", "in_play", "champions", "redirects"),
    "sets": ("expended", "ally_used"),
    "values": ("seat", "gold", "combat", "pending_discards", "out"),
}
"""What :meth:`PlayerState.copy` does with each field: copy the list, copy the set, or share
the (immutable) value. Every field is named once (a test checks it against the slots)."""

GAME_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "shared": (
        "seed",
        "variant",
        "cards",
        "names",
        "defs",
        "facts",
        "life_of",
        "team_of",
        "_team",
        "_guard_team",
        "_team_turns",
        "_extras",
        "markets_count",
    ),
    "copied": (
        "setup",
        "decisions",
        "deciders",
        "events",
        "step_starts",
        "turn_of_step",
        "rng",
        "owner",
        "players",
        "health",
        "market_deck",
        "market_row",
        "fire_gems",
        "sacrificed",
        "champion_damage",
        "stack",
        "_winners",
        "_markets",
    ),
    "values": ("handovers", "active", "_turn", "pending", "over", "_version"),
    "caches": ("_legal", "_legal_version", "_opponents"),
}
"""What :meth:`TableState._copy_into` does with each field of a game: share what never
changes once the cards are dealt, copy what changes, share immutable values, and start
the caches afresh. Every field is named once (a test checks it against a game's fields)."""


class PlayerState:
    """One seat's cards and pools. Health lives in the game (teams may share it)."""

    __slots__ = (
        "ally_used",
        "champions",
        "combat",
        "deck",
        "discard",
        "expended",
        "gold",
        "hand",
        "in_play",
        "out",
        "pending_discards",
        "redirects",
        "seat",
    )

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.deck: list[int] = []
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.in_play: list[int] = []  # actions and items played this turn (HR-T4)
        self.champions: list[int] = []  # champions in play (HR-T5)
        self.expended: set[int] = set()
        self.ally_used: set[int] = set()
        self.gold = 0
        self.combat = 0
        self.pending_discards = 0
        self.redirects: list[tuple[str, str]] = []  # (to, only) from next_acquired effects
        self.out = False

    def copy(self) -> PlayerState:
        """An independent copy (:data:`PLAYER_FIELDS`)."""
        other = PlayerState(self.seat)
        other.deck = self.deck[:]
        other.hand = self.hand[:]
        other.discard = self.discard[:]
        other.in_play = self.in_play[:]
        other.champions = self.champions[:]
        other.expended = set(self.expended)
        other.ally_used = set(self.ally_used)
        other.gold = self.gold
        other.combat = self.combat
        other.pending_discards = self.pending_discards
        other.redirects = self.redirects[:]
        other.out = self.out
        return other

    def owned(self) -> list[int]:
        """Every card this player owns: deck, hand, discard and in play."""
        return self.deck + self.hand + self.discard + self.in_play + self.champions


class InstanceFacts:
    """Facts about each card instance that listing legal actions reads at every decision.

    Plain lists indexed by instance number are cheaper to read than attributes of the
    card definitions. Every game dealt from the same cards to the same number of seats
    numbers its instances alike, so the lists are worked out once and shared.
    Factions are numbered from 1; 0 stands for "none" (starting cards and Fire Gems,
    which never count as allies).
    """

    __slots__ = (
        "abilities",
        "cost",
        "defense",
        "defs",
        "faction",
        "guard",
    )

    def __init__(self, defs: list[CardDef]) -> None:
        names = ["none", *sorted({d.faction for d in defs} - {"none"})]
        number = {name: i for i, name in enumerate(names)}
        self.defs: list[CardDef] = list(defs)
        self.faction: list[int] = [number[d.faction] for d in defs]
        self.guard: list[bool] = [d.guard for d in defs]
        self.defense: list[int] = [d.defense or 0 for d in defs]
        self.cost: list[int] = [d.cost or 0 for d in defs]  # only acquirable cards are asked
        # ALLY_ABILITY (one that can ever be used: the card has a faction) | SACRIFICE_ABILITY
        self.abilities: list[int] = [
            (ALLY_ABILITY if d.ally and self.faction[i] else 0)
            | (SACRIFICE_ABILITY if d.sacrifice else 0)
            for i, d in enumerate(defs)
        ]


# Keyed by (seats, markets); checked against the card objects before use.
_FACTS: dict[tuple[int, int], InstanceFacts] = {}


class TableState(Game):
    """The cards, pools and health of a game, and whose decision it is.

    Built empty by the engine class, which deals the cards
    (:func:`toolkit.hero_realms.turn.setup_game`).
    """

    # Every field of a Hero Realms game that the base game does not hold, as
    # GAME_FIELDS declares them (a test keeps the two the same); the engine class adds
    # none (``__slots__ = ()``), so a game has no instance dict.
    __slots__ = (
        "_extras",
        "_guard_team",
        "_legal",
        "_legal_version",
        "_markets",
        "_opponents",
        "_team",
        "_team_turns",
        "_version",
        "active",
        "cards",
        "champion_damage",
        "defs",
        "facts",
        "fire_gems",
        "handovers",
        "health",
        "life_of",
        "market_deck",
        "market_row",
        "markets_count",
        "names",
        "owner",
        "pending",
        "players",
        "rng",
        "sacrificed",
        "stack",
        "team_of",
        "variant",
    )

    players: list[PlayerState]

    def __init__(
        self, setup: Mapping[str, Any], seed: int, *, cards: CardSet | None = None
    ) -> None:
        if setup is _UNSET:
            return  # clone() fills in every attribute
        check_setup(setup, seed)  # shapes and sizes, before anything is built
        setup = dict(setup)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise SetupError(f"the seed must be a whole number >= 0, got {seed!r}")
        unknown = set(setup) - {"variant", "players", "names", "position", "markets"}
        if unknown:
            raise SetupError(f"unknown setup key(s): {sorted(unknown)}")
        players = setup.setdefault("players", 2)
        variant = get_variant(setup.setdefault("variant", "free-for-all"))
        if isinstance(players, bool) or not isinstance(players, int):
            raise SetupError(f"players must be a whole number, got {players!r}")
        variant.check_players(players)
        variant.check_setup(setup)
        names = setup.get("names")
        if names is not None and (
            not isinstance(names, list)
            or len(names) != players
            or not all(isinstance(n, str) and n.strip() for n in names)
        ):
            raise SetupError(f"names must be {players} non-empty strings, got {names!r}")
        super().__init__(setup, seed)
        self.variant: Variant = variant
        self.cards = cards if cards is not None else load_cards()
        self.names: list[str] = (
            list(names) if names else [f"Player {i + 1}" for i in range(players)]
        )
        self.rng = random.Random(seed)
        self.defs: list[CardDef] = []
        self.players = [PlayerState(i) for i in range(players)]
        self.life_of: list[int] = variant.life_groups(players)
        self.team_of: list[int] = variant.teams(players)
        # Seats on the same team (Hydra, Emperor); None when everyone plays alone.
        self._team: list[list[int]] | None = (
            [
                [t for t in range(players) if self.team_of[t] == self.team_of[s]]
                for s in range(players)
            ]
            if len(set(self.team_of)) < players
            else None
        )
        self._guard_team = self._team if variant.shared_guard else None
        self._team_turns = variant.team_turns
        self._extras = variant.team_turns or variant.discard_transfer
        self.handovers = 0  # hand-overs in this team turn (HR-V6)
        self.markets_count = variant.markets(setup)
        self._markets: list[list[Any]] | None = None  # [row, deck, gems] per team (Emperor)
        self.health: list[int] = [0] * (max(self.life_of) + 1)
        self.market_deck: list[int] = []
        self.market_row: list[int | None] = []
        self.fire_gems: list[int] = []
        self.sacrificed: list[int] = []
        self.champion_damage: dict[int, int] = {}
        self.owner: list[int] = []  # seat owning each instance, -1 for market and gems
        self.active = 0
        self.pending: tuple[Any, ...] | None = None
        self.stack: list[tuple[int, int, Effect]] = []
        self._version = 0
        self._legal: tuple[Action, ...] = ()  # legal actions listed at state version _legal_version
        self._legal_version = -1
        self._opponents: list[list[int]] | None = None

    def _index_instances(self) -> None:
        """Look up (or work out once) the per-instance facts of this deal of the cards."""
        key = (len(self.players), self.markets_count)
        facts = _FACTS.get(key)
        if facts is None or facts.defs != self.defs:  # the same card objects, in order
            facts = _FACTS[key] = InstanceFacts(self.defs)
        self.facts = facts
        """What each card instance of the deal is (cost, faction, defense, abilities), by
        instance number; shared by every game dealt alike, so read it, never change it."""

    def _new_instance(self, card: CardDef, owner: int) -> int:
        self.defs.append(card)
        self.owner.append(owner)
        return len(self.defs) - 1

    def markets(self) -> list[tuple[list[int | None], list[int], list[int]]]:
        """Every market on the table as (row, market deck, Fire Gem pile).

        One market, or one per team in Emperor with two markets (the first is team 1's),
        whichever team is playing.
        """
        if self._markets is None:
            return [(self.market_row, self.market_deck, self.fire_gems)]
        return [(m[0], m[1], m[2]) for m in self._markets]

    def _bind_market(self) -> None:
        """Two markets (Emperor): the active player's team buys from its own."""
        assert self._markets is not None
        self.market_row, self.market_deck, self.fire_gems = self._markets[self.team_of[self.active]]

    @property
    def current_player(self) -> int:
        return self.pending[1] if self.pending is not None else self.active

    def opponents(self, seat: int) -> list[int]:
        """The living seats that are not on ``seat``'s side (do not modify the list)."""
        cache = self._opponents
        if cache is None:
            team = self.team_of
            cache = self._opponents = [
                [p.seat for p in self.players if not p.out and team[p.seat] != team[s]]
                for s in range(len(self.players))
            ]
        return cache[seat]

    def team(self, seat: int) -> list[int]:
        """The seats of ``seat``'s team in seat order, ``seat`` among them (just ``[seat]``
        without teams)."""
        if self._team is None:
            return [seat]
        return list(self._team[seat])

    def teammates(self, seat: int) -> list[int]:
        """The other seats on ``seat``'s team, living or out (empty without teams)."""
        if self._team is None:
            return []
        return [s for s in self._team[seat] if s != seat]

    def health_of(self, seat: int) -> int:
        """A seat's health (shared with teammates in team variants)."""
        return self.health[self.life_of[seat]]

    def zones(self) -> dict[str, list[int]]:
        """Every zone of the table by name, each a list of card instances.

        Each instance of the game is in exactly one zone: ``p0.deck``,
        ``p0.hand``, ``p0.discard``, ``p0.in_play``, ``p0.champions`` (and so on
        for each seat), ``market_deck``, ``market_row``, ``fire_gems`` and
        ``sacrificed``.
        """
        result: dict[str, list[int]] = {}
        for p in self.players:
            for zone in ("deck", "hand", "discard", "in_play", "champions"):
                result[f"p{p.seat}.{zone}"] = list(getattr(p, zone))
        if self._markets is None:
            result["market_deck"] = list(self.market_deck)
            result["market_row"] = [c for c in self.market_row if c is not None]
            result["fire_gems"] = list(self.fire_gems)
        else:
            for team, (row, deck, gems) in enumerate(self._markets):
                suffix = "" if team == 0 else str(team + 1)
                result[f"market{suffix}_deck"] = list(deck)
                result[f"market{suffix}_row"] = [c for c in row if c is not None]
                result[f"fire_gems{suffix}"] = list(gems)
        result["sacrificed"] = list(self.sacrificed)
        return result

    def result_summary(self) -> dict[str, Any]:
        return {
            "over": self.over,
            "winners": list(self._winners),
            "turns": self._turn,
            "health": [self.health_of(p.seat) for p in self.players],
        }

    def owner_of_champion(self, iid: int) -> int | None:
        """The seat that has champion ``iid`` in play, if any."""
        for p in self.players:
            if iid in p.champions:
                return p.seat
        return None

    def card_name(self, iid: int) -> str:
        """The printed name of card instance ``iid``."""
        return self.defs[iid].name

    @property
    def game(self) -> HeroRealmsGame:
        """This game as a whole, for the parts that take one (variants, text, positions)."""
        return self  # type: ignore[return-value]  # every table is a HeroRealmsGame

    def _copy_into(self, other: TableState) -> None:
        """Make ``other`` (built with the empty setup) a copy of this game (:data:`GAME_FIELDS`)."""
        # shared: never changed once the game is dealt
        other.seed = self.seed
        other.variant = self.variant
        other.cards = self.cards
        other.names = self.names
        other.defs = self.defs
        other.facts = self.facts
        other.life_of = self.life_of
        other.team_of = self.team_of
        other._team = self._team
        other._guard_team = self._guard_team
        other._team_turns = self._team_turns
        other._extras = self._extras
        other.markets_count = self.markets_count
        # copied: each game changes its own
        other.setup = dict(self.setup)
        other.decisions = self.decisions[:]
        other.deciders = self.deciders[:]
        other.events = self.events[:]
        other.step_starts = self.step_starts[:]
        other.turn_of_step = self.turn_of_step[:]
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.owner = self.owner[:]  # written when cards change hands
        other.players = [p.copy() for p in self.players]
        other.health = self.health[:]
        other.market_deck = self.market_deck[:]
        other.market_row = self.market_row[:]
        other.fire_gems = self.fire_gems[:]
        other.sacrificed = self.sacrificed[:]
        other.champion_damage = dict(self.champion_damage)
        other.stack = self.stack[:]
        other._winners = self._winners[:]
        # values: immutable
        other.handovers = self.handovers
        other.active = self.active
        other._turn = self._turn
        other.pending = self.pending
        other.over = self.over
        other._version = self._version
        # caches: rebuilt on first use
        other._legal = ()
        other._legal_version = -1
        other._opponents = None
        # two markets (Emperor): copied, then the active team's bound as the market
        other._markets = None
        if self._markets is not None:
            other._markets = [[m[0][:], m[1][:], m[2][:]] for m in self._markets]
            other._bind_market()
