"""The Hero Realms rules engine.

Every physical card in a game has an instance number (``iid``); zones are
lists of instance numbers (a deck's top card is the last item). Card designs
come from ``data/hero_realms`` and their abilities are compiled effect tuples
that :meth:`HeroRealmsGame._resolve` interprets. Effects that need a decision
in the middle of resolving (choose one, which card to sacrifice, which
champion to stun, what to discard) become the game's ``pending`` decision:
:attr:`current_player` and :meth:`legal_actions` reflect it and the next
:meth:`apply` answers it. A mandatory choice with a single candidate is taken
at once, and one with no candidate has no effect.

Rulings where the seeds are silent or differ from the published rules are
listed in ``docs/hero-realms-rules.md``.

Examples
--------
>>> game = HeroRealmsGame.new(seed=1)
>>> [len(p.hand) for p in game.players]
[3, 5]
>>> game.apply(Action("end_turn"))
>>> game.current_player, game.turn
(1, 2)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Final

from toolkit.core.actions import Action
from toolkit.core.contract import ActionInfo, PendingDecision
from toolkit.core.errors import IllegalActionError, SetupError
from toolkit.core.game import Event, Game, shuffle
from toolkit.core.setup_check import names_arg
from toolkit.hero_realms.cards import CardDef, CardSet, Effect, load_cards
from toolkit.hero_realms.setup_check import check_setup, position_players
from toolkit.hero_realms.variants import N_, Variant, get_variant
from toolkit.hero_realms.verbs import RESOLVE

END_TURN: Final = Action("end_turn")
PASS: Final = Action("pass")
HAND_OVER: Final = Action("hand_over")

# Actions on one card are made once and shared: listing legal actions is the
# engine's hottest path, and a shared object also makes `action in legal`
# an identity test.
_MAX_INSTANCES = 512
_CARD_KINDS = (
    "play",
    "expend",
    "ally",
    "sacrifice",
    "buy",
    "sacrifice_card",
    "stun",
    "prepare",
    "discard",
    "to_top",
    "bequeath",
)
_CARD_ACTIONS: dict[str, list[Action]] = {
    kind: [Action(kind, (i,)) for i in range(_MAX_INSTANCES)] for kind in _CARD_KINDS
}
PLAY: Final = _CARD_ACTIONS["play"]
EXPEND: Final = _CARD_ACTIONS["expend"]
ALLY: Final = _CARD_ACTIONS["ally"]
SACRIFICE: Final = _CARD_ACTIONS["sacrifice"]
BUY: Final = _CARD_ACTIONS["buy"]

# Attacks name an amount as well, so their actions are made on first use and kept,
# by target (a seat, or a card instance) and then by amount.
_ATTACK_PLAYER: Final[list[list[Action | None]]] = [[] for _ in range(_MAX_INSTANCES)]
_ATTACK_CHAMPION: Final[list[list[Action | None]]] = [[] for _ in range(_MAX_INSTANCES)]


def _attack_action(table: list[list[Action | None]], kind: str, target: int, amount: int) -> Action:
    row = table[target]
    if amount < len(row):
        action = row[amount]
        if action is not None:
            return action
    else:
        row.extend([None] * (amount + 1 - len(row)))
    action = row[amount] = Action(kind, (target, amount))
    return action


def _attack_player_action(target: int, amount: int) -> Action:
    return _attack_action(_ATTACK_PLAYER, "attack_player", target, amount)


def _attack_champion_action(card: int, amount: int) -> Action:
    return _attack_action(_ATTACK_CHAMPION, "attack_champion", card, amount)


_ANSWERS: Final[dict[str, tuple[str, ...]]] = {  # the answers each pending kind takes
    "choose": ("choose",),
    "sacrifice": ("sacrifice_card", "pass"),
    "stun": ("stun", "pass"),
    "prepare": ("prepare",),
    "target": ("target",),
    "discard": ("discard",),
    "draw_count": ("draw_count",),
    "to_top": ("to_top", "pass"),
    "bequeath": ("bequeath", "pass"),
}

# The setup a clone is made with: construction stops at once and clone() copies the
# state in (copying beats replaying the decisions, and works the same compiled or not).
_UNSET: Mapping[str, Any] = {}

ALLY_ABILITY: Final = 1  # bits of InstanceFacts.abilities
SACRIFICE_ABILITY: Final = 2

STARTING_HEALTH = 50  # HR-S6
HAND_SIZE = 5  # HR-R1
MARKET_ROW = 5  # HR-S2


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


class HeroRealmsGame(Game):
    """A game of Hero Realms (base set).

    Build one with :meth:`new` (or :meth:`from_setup` for a stored setup), then
    alternate :meth:`legal_actions` and :meth:`apply`.

    Examples
    --------
    >>> game = HeroRealmsGame.new(seed=5, names=["Ada", "Ben"])
    >>> play = next(a for a in game.legal_actions() if a.kind == "play")
    >>> game.describe_action(play).startswith("Ada plays")
    True
    """

    game_name = "hero-realms"
    players: list[PlayerState]

    # -- construction -----------------------------------------------------------------
    @classmethod
    def new(
        cls,
        seed: int = 0,
        *,
        players: int = 2,
        variant: str = "free-for-all",
        names: Sequence[str] | None = None,
        cards: CardSet | None = None,
        markets: int | None = None,
    ) -> HeroRealmsGame:
        """A new game, set up and shuffled from ``seed``.

        Parameters
        ----------
        seed:
            Seeds every shuffle; the same seed and decisions give the same game.
        players:
            Number of seats.
        variant:
            The way to play (``"free-for-all"`` for the ordinary game).
        names:
            Display names of the seats, in turn order (default ``Player 1`` ...).
        markets:
            Emperor only: 1 (one shared market, the default) or 2 (one per team).
        """
        setup: dict[str, Any] = {"variant": variant, "players": players}
        if names is not None:
            setup["names"] = names_arg(names)  # a string is refused, not split
        if markets is not None:
            setup["markets"] = markets
        return cls(setup, seed, cards=cards)

    @classmethod
    def from_position(
        cls,
        position: Mapping[str, Any],
        seed: int = 0,
        *,
        players: int | None = None,
        variant: str = "free-for-all",
        names: Sequence[str] | None = None,
    ) -> HeroRealmsGame:
        """A game that starts from an exact position (see :mod:`toolkit.hero_realms.position`).

        Examples
        --------
        >>> game = HeroRealmsGame.from_position(
        ...     {"players": [{"hand": ["spark"]}, {"champions": ["orc-grunt"]}]}, seed=2)
        >>> game.has_guard(1)
        True
        """
        n = position_players(position, players)  # refuses a position that is no mapping
        setup: dict[str, Any] = {"variant": variant, "players": n, "position": dict(position)}
        if names is not None:
            setup["names"] = names_arg(names)  # a string is refused, not split
        return cls(setup, seed)

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any], seed: int) -> HeroRealmsGame:
        """A new game from a setup mapping as stored in a log."""
        return cls(setup, seed)

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
        self._setup_game()

    def _index_instances(self) -> None:
        """Look up (or work out once) the per-instance facts of this deal of the cards."""
        key = (len(self.players), self.markets_count)
        facts = _FACTS.get(key)
        if facts is None or facts.defs != self.defs:  # the same card objects, in order
            facts = _FACTS[key] = InstanceFacts(self.defs)
        self._facts = facts

    def _new_instance(self, card: CardDef, owner: int) -> int:
        self.defs.append(card)
        self.owner.append(owner)
        return len(self.defs) - 1

    def _setup_game(self) -> None:
        cards = self.cards
        starting = cards.by_role("starting")
        n = len(self.players)
        # HR-S1: each personal deck is 7 Gold, Ruby, Dagger, Shortsword, shuffled.
        # The box holds four personal decks; more seats use a second box (see the docs).
        for p in self.players:
            for card in starting:
                for _ in range(card.per_player or 0):
                    p.deck.append(self._new_instance(card, p.seat))
            shuffle(self.rng, p.deck)
            self.events.append(("shuffle_deck", p.seat, len(p.deck)))
        # HR-S2: the market deck is every faction card, shuffled; five face up.
        for card in cards.by_role("market"):
            for _ in range(card.copies):
                self.market_deck.append(self._new_instance(card, -1))
        shuffle(self.rng, self.market_deck)
        self.events.append(("shuffle_market", len(self.market_deck)))
        for slot in range(MARKET_ROW):
            iid = self.market_deck.pop()
            self.market_row.append(iid)
            self.events.append(("market_reveal", slot, iid))
        # HR-S3: the Fire Gem pile, face up.
        for card in cards.by_role("fire_gem"):
            for _ in range(card.copies):
                self.fire_gems.append(self._new_instance(card, -1))
        if self.markets_count == 2:
            # Emperor with two boxes: the second box's market and Fire Gems are team 2's.
            row2: list[int | None] = []
            deck2 = [
                self._new_instance(card, -1)
                for card in cards.by_role("market")
                for _ in range(card.copies)
            ]
            shuffle(self.rng, deck2)
            self.events.append(("shuffle_market", len(deck2)))
            for slot in range(MARKET_ROW):
                row2.append(deck2.pop())
                self.events.append(("market_reveal", slot, row2[-1]))
            gems2 = [
                self._new_instance(card, -1)
                for card in cards.by_role("fire_gem")
                for _ in range(card.copies)
            ]
            self._markets = [[], [row2, deck2, gems2]]
        self._index_instances()
        # HR-S6: starting health (per life group; the variant decides).
        for p in self.players:
            self.health[self.life_of[p.seat]] = self.variant.starting_health(p.seat, n)
        # HR-S4 / HR-S5: opening hands by seat.
        if "position" in self.setup:
            from toolkit.hero_realms.position import apply_position

            apply_position(self, self.setup["position"])
            self.events.append(("position", n))
        else:
            for p in self.players:
                self._draw(p, self.variant.opening_hand(p.seat, n))
        if self._markets is not None:
            self._markets[0] = [self.market_row, self.market_deck, self.fire_gems]
            self._bind_market()
        self.events.append(("turn_start", self.active, self._turn))
        self._start_turn_effects()

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

    # -- protocol -----------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.pending[1] if self.pending is not None else self.active

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

    def clone(self) -> HeroRealmsGame:
        other = HeroRealmsGame(_UNSET, 0)  # every attribute is set below
        other.setup = dict(self.setup)
        other.seed = self.seed
        other.decisions = self.decisions[:]
        other.deciders = self.deciders[:]
        other.events = self.events[:]
        other.step_starts = self.step_starts[:]
        other.turn_of_step = self.turn_of_step[:]
        other.variant = self.variant
        other.cards = self.cards
        other.names = self.names
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.defs = self.defs
        other._facts = self._facts
        other.owner = self.owner[:]  # written when cards change hands
        other.players = [p.copy() for p in self.players]
        other.life_of = self.life_of
        other.team_of = self.team_of
        other._team = self._team
        other._guard_team = self._guard_team
        other._team_turns = self._team_turns
        other._extras = self._extras
        other.handovers = self.handovers
        other.markets_count = self.markets_count
        other._markets = None
        other.health = self.health[:]
        other.market_deck = self.market_deck[:]
        other.market_row = self.market_row[:]
        other.fire_gems = self.fire_gems[:]
        other.sacrificed = self.sacrificed[:]
        other.champion_damage = dict(self.champion_damage)
        other.active = self.active
        other._turn = self._turn
        other.pending = self.pending
        other.stack = self.stack[:]
        other.over = self.over
        other._winners = self._winners[:]
        other._version = self._version
        other._legal = ()
        other._legal_version = -1
        other._opponents = None
        if self._markets is not None:
            other._markets = [[m[0][:], m[1][:], m[2][:]] for m in self._markets]
            other._bind_market()
        return other

    # -- targeting (the variant decides who may be attacked) --------------------------
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

    def teammates(self, seat: int) -> list[int]:
        """The other seats on ``seat``'s team, living or out (empty without teams)."""
        if self._team is None:
            return []
        return [s for s in self._team[seat] if s != seat]

    def has_guard(self, seat: int) -> bool:
        """Whether ``seat`` is protected by a prepared (upright) guard in play (HR-C3).

        An expended guard does not protect (the publisher's FAQ, "Why Champions Prepare
        at End of Turn"). In Hydra a teammate's prepared guard counts too (HR-V7).
        """
        guard = self._facts.guard
        players = self.players
        if self._guard_team is not None:
            for s in self._guard_team[seat]:
                q = players[s]
                for c in q.champions:
                    if guard[c] and c not in q.expended:
                        return True
            return False
        p = players[seat]
        return any(guard[c] and c not in p.expended for c in p.champions)

    def guard_names(self, seat: int) -> list[str]:
        """The prepared guards that protect ``seat`` (their own, and a Hydra teammate's)."""
        seats = self._guard_team[seat] if self._guard_team is not None else [seat]
        return [
            self.defs[c].name
            for s in seats
            for c in self.players[s].champions
            if self.defs[c].guard and c not in self.players[s].expended
        ]

    def attackable_players(self, seat: int) -> list[int]:
        """Seats that ``seat`` may attack with combat now (variant limits and guards)."""
        return self._attack_targets(seat)[0]

    def attackable_champions(self, seat: int) -> list[int]:
        """Champions ``seat`` may attack with combat now: guards first (HR-C3)."""
        return self._attack_targets(seat)[1]

    def _attack_targets(self, seat: int) -> tuple[list[int], list[int]]:
        """The seats and the champions ``seat`` may attack, each seat's guards looked at once.

        A seat with a prepared guard in play cannot be attacked, and only its guards
        (prepared or not) can (HR-C3); in Hydra a teammate's guard counts too (HR-V7).
        """
        variant = self.variant
        player_targets = variant.player_targets(self, seat)
        champion_targets = variant.champion_targets(self, seat)
        guarded = [self.has_guard(t) for t in player_targets]
        seats = [t for i, t in enumerate(player_targets) if not guarded[i]]
        champions: list[int] = []
        guard = self._facts.guard
        players = self.players
        same = champion_targets is player_targets  # most variants: the same opponents
        for i, t in enumerate(champion_targets):
            champs = players[t].champions
            if not champs:
                continue
            g = guarded[i] if same else self.has_guard(t)
            for c in champs:
                if guard[c] or not g:
                    champions.append(c)
        return seats, champions

    def stun_targets(self, seat: int) -> list[int]:
        """Champions an ability of ``seat`` may stun ("stun target champion", HR-C4).

        A targeted stun is blocked like an attack: while the owner has a prepared guard
        (in Hydra, the owner's team, HR-V7), only a guard can be targeted; otherwise any
        of their champions. The variant says whose champions are in reach (HR-V2).
        """
        result: list[int] = []
        guard = self._facts.guard
        for t in self.variant.champion_targets(self, seat):
            champs = self.players[t].champions
            if not champs:
                continue
            if self.has_guard(t):
                result.extend([c for c in champs if guard[c]])
            else:
                result.extend(champs)
        return result

    def discard_targets(self, seat: int) -> list[int]:
        """Seats that ``seat`` may make discard with "target opponent discards"."""
        return self.variant.discard_targets(self, seat)

    # -- legal actions --------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to act may take now, as a tuple.

        Attacks are listed with the whole combat pool for a player, and with
        what is needed to stun for a champion; :meth:`apply` also accepts any
        smaller positive amount (to split combat between targets). The tuple is
        kept for the decision (bots ask for it many times) and cannot be changed
        by a caller, so nothing done with it changes the game.
        """
        if self.over:
            return ()
        if self._legal_version == self._version:
            return self._legal
        actions = tuple(
            self._pending_actions() if self.pending is not None else self._main_actions()
        )
        self._legal = actions
        self._legal_version = self._version
        return actions

    def _main_actions(self) -> list[Action]:
        p = self.players[self.active]
        defs = self.defs
        out = [PLAY[c] for c in p.hand]
        champions = p.champions
        in_play = p.in_play
        if champions or in_play:
            expended = p.expended
            for c in champions:
                if c not in expended and defs[c].expend:
                    out.append(EXPEND[c])
            self._card_abilities(p, in_play, champions, out)
        gold = p.gold
        if gold:
            cost = self._facts.cost
            for card in self.market_row:
                if card is not None and cost[card] <= gold:
                    out.append(BUY[card])
            gems = self.fire_gems
            if gems and cost[gems[-1]] <= gold:
                out.append(BUY[gems[-1]])
        if p.combat:
            self._attack_actions(p, out)
        if self._extras:
            self._team_actions(p, out)
        out.append(END_TURN)
        return out

    def _card_abilities(
        self, p: PlayerState, in_play: list[int], champions: list[int], out: list[Action]
    ) -> None:
        """Ally abilities (HR-A6: another card of the faction in play) and sacrifice abilities."""
        kinds = self._facts.abilities
        used = p.ally_used
        for zone in (in_play, champions):
            for c in zone:
                k = kinds[c]
                if k:  # most cards (every starting card) have neither
                    if k & ALLY_ABILITY and c not in used and self._has_ally(c, in_play, champions):
                        out.append(ALLY[c])
                    if k & SACRIFICE_ABILITY:
                        out.append(SACRIFICE[c])

    def _has_ally(self, card: int, in_play: list[int], champions: list[int]) -> bool:
        """HR-A6: whether another card of ``card``'s faction is in play."""
        faction = self._facts.faction
        f = faction[card]
        for c in in_play:
            if c != card and faction[c] == f:
                return True
        return any(c != card and faction[c] == f for c in champions)

    def _attack_actions(self, p: PlayerState, out: list[Action]) -> None:
        """Attacks on players with the whole pool, then on champions with what stuns them."""
        seats, champions = self._attack_targets(p.seat)
        combat = p.combat
        for t in seats:
            out.append(_attack_player_action(t, combat))
        defense = self._facts.defense
        damage = self.champion_damage
        for c in champions:
            need = defense[c] - damage.get(c, 0)
            if combat >= need:
                out.append(_attack_champion_action(c, need))

    def _team_actions(self, p: PlayerState, out: list[Action]) -> None:
        """Hydra's hand-over, pooled buys and combined attacks; Emperor's discard transfers."""
        defs = self.defs
        if self._team_turns:
            mates = [self.players[s] for s in self.teammates(p.seat) if not self.players[s].out]
            for mate in mates:
                out.append(HAND_OVER)  # HR-V6: the teammate acts next in this turn
                # HR-V7: pool gold to buy a card the buyer cannot afford alone.
                total = p.gold + mate.gold
                if mate.gold:
                    cands = [c for c in self.market_row if c is not None]
                    if self.fire_gems:
                        cands.append(self.fire_gems[-1])
                    for c in cands:
                        cost = defs[c].cost
                        if p.gold < cost <= total:  # type: ignore[operator]
                            out.append(Action("buy_pooled", (c, cost - p.gold)))  # type: ignore[operator]
                # HR-V7: combine combat to stun a champion: attack with all you have.
                if p.combat and mate.combat:
                    damage = self.champion_damage
                    for c in self.attackable_champions(p.seat):
                        need = defs[c].defense - damage.get(c, 0)  # type: ignore[operator]
                        if p.combat < need <= p.combat + mate.combat:
                            out.append(Action("attack_champion", (c, p.combat)))
        if self.variant.discard_transfer and p.gold >= 1 and p.discard:
            # HR-V12: pay 1 gold to move a card of the discard pile to a teammate's.
            for t in self.teammates(p.seat):
                if not self.players[t].out:
                    out.extend(Action("send", (c, t)) for c in p.discard)

    def _pending_actions(self) -> list[Action]:
        pend = self.pending
        assert pend is not None
        kind = pend[0]
        p = self.players[pend[1]]
        if kind == "choose":
            return [Action("choose", (i,)) for i in range(len(pend[3]))]
        if kind == "sacrifice":
            zones = pend[4]
            cards = (p.hand if "hand" in zones else []) + (p.discard if "discard" in zones else [])
            sac = _CARD_ACTIONS["sacrifice_card"]
            return [sac[c] for c in cards] + [PASS]
        if kind == "stun":
            stun = _CARD_ACTIONS["stun"]
            acts = [stun[c] for c in self.stun_targets(p.seat)]
            return [*acts, PASS] if pend[3] else acts
        if kind == "prepare":
            return [Action("prepare", (c,)) for c in p.champions if c in p.expended]
        if kind == "target":
            return [Action("target", (t,)) for t in self.discard_targets(p.seat)]
        if kind == "discard":
            discard = _CARD_ACTIONS["discard"]
            return [discard[c] for c in p.hand]
        if kind == "draw_count":
            return [Action("draw_count", (n,)) for n in range(pend[3] + 1)]
        if kind == "to_top":
            only = pend[3]
            acts = [
                Action("to_top", (c,))
                for c in p.discard
                if only == "any" or self.defs[c].is_champion
            ]
            return [*acts, PASS] if pend[4] else acts
        if kind == "bequeath":
            beq = _CARD_ACTIONS["bequeath"]
            return [beq[c] for c in sorted(p.hand + p.deck + p.discard + p.champions)] + [PASS]
        raise AssertionError(f"unknown pending decision {kind}")

    # -- checking -----------------------------------------------------------------------
    def _check(self, action: Action) -> None:
        legal = self.legal_actions()
        for a in legal:  # bots hand back one of the listed objects: an identity test finds it
            if a is action:
                return
        if action in legal:
            return
        if self.pending is None and action.kind in ("attack_player", "attack_champion"):
            self._check_partial_attack(action)
            return
        if self.pending is None and action.kind == "buy_pooled" and self._team_turns:
            self._check_pooled_buy(action)
            return
        raise self._why_illegal(action)

    def _check_pooled_buy(self, action: Action) -> None:
        """HR-V7: any split of a card's cost between the buyer's and the teammate's gold."""
        from toolkit.hero_realms.text import refusal_names

        names = refusal_names(self)
        p = self.players[self.active]
        args = action.args
        if len(args) != 2 or not all(type(a) is int for a in args):
            raise IllegalActionError.of(
                N_("buy_pooled takes a card and the teammate's share, got {args!r}"),
                "HR-V7",
                args=args,
            )
        card, share = args
        if not 0 <= card < len(self.defs) or (
            card not in self.market_row and (not self.fire_gems or card != self.fire_gems[-1])
        ):
            raise IllegalActionError.of(
                N_("the card must be one of the five market cards or the top Fire Gem"), "HR-B1"
            )
        mate = self.players[self.teammates(p.seat)[0]]
        cost = self.defs[card].cost
        assert cost is not None
        if not 1 <= share <= mate.gold or cost - share > p.gold or share > cost:
            raise IllegalActionError.of(
                N_(
                    "{card} costs {cost}: {mate} can add 1 to {most} gold and {who} must pay "
                    "the rest from {gold} gold, so a share of {share} does not work"
                ),
                "HR-V7",
                card=self.defs[card].name,
                cost=cost,
                mate=names[mate.seat],
                most=min(mate.gold, cost),
                who=names[p.seat],
                gold=p.gold,
                share=share,
            )

    def _check_partial_attack(self, action: Action) -> None:
        p = self.players[self.active]
        if len(action.args) != 2 or not all(type(a) is int for a in action.args):
            raise IllegalActionError.of(
                N_("{kind} takes a target and an amount, got {args}"),
                kind=action.kind,
                args=action.args,
            )
        target, amount = action.args
        if action.kind == "attack_player":
            reachable = target in self.attackable_players(p.seat)
        else:
            reachable = target in self.attackable_champions(p.seat)
        if not reachable:
            raise self._why_illegal(action)
        if amount < 1 or amount > p.combat:
            raise IllegalActionError.of(
                N_("the attack must use between 1 and {combat} combat (the pool), not {amount}"),
                "HR-C1",
                combat=p.combat,
                amount=amount,
            )

    def _why_illegal(self, action: Action) -> IllegalActionError:
        """The refusal of an action: the reason, from a catalogue entry, and the rule."""
        if self.pending is not None:
            return self._why_not_answer(action)
        from toolkit.hero_realms.text import refusal_names

        names = refusal_names(self)
        kind, args = action.kind, action.args
        who = names[self.current_player]
        refuse = IllegalActionError.of
        p = self.players[self.active]
        valid_kinds = {
            "play",
            "expend",
            "ally",
            "sacrifice",
            "buy",
            "attack_player",
            "attack_champion",
            "end_turn",
        }
        if self._team_turns:
            valid_kinds |= {"hand_over", "buy_pooled"}
        elif kind in ("hand_over", "buy_pooled"):
            from toolkit.hero_realms.text import variant_phrase

            return refuse(
                N_("{kind} is only for teams playing their turn together (Hydra), not {variant}"),
                "HR-V6" if kind == "hand_over" else "HR-V7",
                kind=kind,
                variant=variant_phrase(self),
            )
        if self.variant.discard_transfer:
            valid_kinds.add("send")
        elif kind == "send":
            from toolkit.hero_realms.text import variant_phrase

            return refuse(
                N_("moving a card to a teammate's discard pile is an Emperor rule, not {variant}"),
                "HR-V12",
                variant=variant_phrase(self),
            )
        if kind in ("hand_over", "end_turn") and args:
            return refuse(N_("{kind} takes no arguments, got {args!r}"), kind=kind, args=args)
        if kind == "hand_over":
            return refuse(N_("the teammate is out and cannot take over"), "HR-V6")
        if kind == "buy_pooled":
            return refuse(N_("{who} has no teammate gold to pool"), "HR-V7", who=who)
        if kind == "send":
            if len(args) != 2 or not all(type(a) is int for a in args):
                return refuse(
                    N_("send takes a card and a teammate's seat, got {args!r}"), args=args
                )
            card, mate = args
            if p.gold < 1:
                return refuse(
                    N_("moving a card to a teammate costs 1 gold and {who} has none"),
                    "HR-V12",
                    who=who,
                )
            if not 0 <= card < len(self.defs) or card not in p.discard:
                return refuse(
                    N_("card {card} is not in {who}'s discard pile"), "HR-V12", card=card, who=who
                )
            if mate not in self.teammates(p.seat):
                return refuse(
                    N_("seat {seat} is not {who}'s teammate"), "HR-V12", seat=mate, who=who
                )
            return refuse(N_("{name} is out"), "HR-V12", name=names[mate])
        if kind not in valid_kinds:
            return refuse(
                N_("{kind!r} is not an action of the main phase (nothing is pending)"),
                "HR-T2",
                kind=kind,
            )
        arity = 0 if kind == "end_turn" else (2 if kind.startswith("attack") else 1)
        if len(args) != arity or not all(type(a) is int for a in args):
            return refuse(
                N_("{kind} takes {arity} whole-number argument(s), got {args!r}"),
                kind=kind,
                arity=arity,
                args=args,
            )
        card = args[0] if args else -1
        if kind != "attack_player" and not 0 <= card < len(self.defs):
            return refuse(N_("there is no card number {card}"), card=card)
        name = self.defs[card].name if kind != "attack_player" and card >= 0 else ""
        if kind == "play":
            return refuse(N_("{card} is not in {who}'s hand"), "HR-T3", card=name, who=who)
        if kind == "expend":
            if card not in p.champions:
                return refuse(
                    N_("{card} is not a champion {who} has in play"), "HR-A5", card=name, who=who
                )
            if card in p.expended:
                return refuse(N_("{card} is already expended this turn"), "HR-A5", card=name)
            return refuse(N_("{card} has no expend ability"), "HR-A5", card=name)
        if kind == "ally":
            if card not in p.in_play and card not in p.champions:
                return refuse(N_("{card} is not in play"), "HR-A6", card=name)
            if card in p.ally_used:
                return refuse(
                    N_("{card}'s ally ability was already used this turn"), "HR-A6", card=name
                )
            if not self.defs[card].ally:
                return refuse(N_("{card} has no ally ability"), "HR-A6", card=name)
            from toolkit.hero_realms.text import faction_phrase

            faction = self.defs[card].faction
            for mate in self.teammates(p.seat):
                q = self.players[mate]
                if any(self.defs[c].faction == faction for c in q.in_play + q.champions):
                    return refuse(
                        N_(
                            "only {who}'s own cards enable ally abilities; {mate}'s {faction} "
                            "cards are a teammate's, so {card}'s ally ability cannot be used"
                        ),
                        "HR-V5",
                        who=who,
                        mate=names[mate],
                        faction=faction_phrase(faction),
                        card=name,
                    )
            return refuse(
                N_("no other {faction} card is in play, so {card}'s ally ability cannot be used"),
                "HR-A6",
                faction=faction_phrase(faction),
                card=name,
            )
        if kind == "sacrifice":
            if card not in p.in_play and card not in p.champions:
                return refuse(N_("{card} is not in play"), "HR-A7", card=name)
            return refuse(N_("{card} has no sacrifice ability"), "HR-A7", card=name)
        if kind == "buy":
            if card not in self.market_row and (not self.fire_gems or card != self.fire_gems[-1]):
                return refuse(
                    N_("{card} is not one of the five market cards or the top Fire Gem"),
                    "HR-B1",
                    card=name,
                )
            return refuse(
                N_("{card} costs {cost} gold and {who} has {gold}"),
                "HR-B1",
                card=name,
                cost=self.defs[card].cost,
                who=who,
                gold=p.gold,
            )
        if kind == "attack_player":
            target = card
            if not 0 <= target < len(self.players) or target == p.seat:
                return refuse(N_("there is no opponent in seat {seat}"), "HR-C1", seat=target)
            if self.players[target].out:
                return refuse(N_("{name} is already out"), "HR-E1", name=names[target])
            if target not in self.variant.player_targets(self, p.seat):
                return self.variant.why_not_player(self, p.seat, target)
            if self.has_guard(target):
                guard = self.guard_names(target)[0]
                if self._guard_team is not None:
                    return refuse(
                        N_(
                            "{guard} is a guard of {target}'s team, so neither member "
                            "can be attacked until the team's guards are stunned"
                        ),
                        "HR-V7",
                        guard=guard,
                        target=names[target],
                    )
                return refuse(
                    N_(
                        "{guard} is a guard, so {target} cannot be attacked "
                        "until their guards are stunned"
                    ),
                    "HR-C3",
                    guard=guard,
                    target=names[target],
                )
            return refuse(N_("{who} has {combat} combat"), "HR-C1", who=who, combat=p.combat)
        if kind == "attack_champion":
            owner = self.owner_of_champion(card)
            if owner is None or owner == p.seat:
                return refuse(
                    N_("{card} is not a champion an opponent has in play"), "HR-C1", card=name
                )
            if owner not in self.variant.champion_targets(self, p.seat):
                return self.variant.why_not_champion(self, p.seat, owner)
            if self.has_guard(owner) and not self.defs[card].guard:
                if self._guard_team is not None:
                    return refuse(
                        N_(
                            "{owner}'s team has a prepared guard in play, so {card} cannot be "
                            "attacked until the team's guards are stunned"
                        ),
                        "HR-V7",
                        owner=names[owner],
                        card=name,
                    )
                return refuse(
                    N_(
                        "{owner} has a prepared guard in play, so {card} cannot be "
                        "attacked until the guards are stunned"
                    ),
                    "HR-C3",
                    owner=names[owner],
                    card=name,
                )
            return refuse(N_("{who} has {combat} combat"), "HR-C1", who=who, combat=p.combat)
        return refuse(N_("{action} is not allowed now"), action=action)

    def _why_not_answer(self, action: Action) -> IllegalActionError:
        """Why ``action`` does not answer the pending decision (the same checks as the listing)."""
        from toolkit.hero_realms.text import pending_phrase, refusal_names, zones_phrase

        names = refusal_names(self)

        pend = self.pending
        assert pend is not None
        refuse = IllegalActionError.of
        kind, seat = pend[0], pend[1]
        who = names[seat]
        answers = _ANSWERS.get(kind, ())
        args = action.args
        if action.kind == "pass":
            if args:
                return refuse(N_("pass takes no arguments, got {args!r}"), args=args)
            return refuse(
                N_("{who} must first {ask}; this choice is not optional"),
                who=who,
                ask=pending_phrase(self),
            )
        if action.kind not in answers:
            return refuse(
                N_("{who} must first {ask}; {kind} does not answer it"),
                who=who,
                ask=pending_phrase(self),
                kind=action.kind,
            )
        if len(args) != 1 or type(args[0]) is not int:
            return refuse(
                N_("{kind} takes one whole number, got {args!r}"), kind=action.kind, args=args
            )
        arg = args[0]
        if kind == "choose":
            n = len(pend[3])
            return refuse(
                N_("there are {n} options to choose from (0 to {last}), not {arg}"),
                "HR-A4",
                n=n,
                last=n - 1,
                arg=arg,
            )
        if kind == "draw_count":
            return refuse(
                N_("{who} may draw from 0 to {n} cards, not {arg}"), who=who, n=pend[3], arg=arg
            )
        if kind == "target":
            if not 0 <= arg < len(self.players) or self.team_of[arg] == self.team_of[seat]:
                return refuse(N_("there is no opponent in seat {seat}"), seat=arg)
            if self.players[arg].out:
                return refuse(N_("{name} is already out"), "HR-E1", name=names[arg])
            return self.variant.why_not_target(self, seat, arg)
        if not 0 <= arg < len(self.defs):
            return refuse(N_("there is no card number {card}"), card=arg)
        name = self.defs[arg].name
        p = self.players[seat]
        if kind == "stun":
            owner = self.owner_of_champion(arg)
            if owner is None:
                return refuse(N_("{card} is not a champion in play"), "HR-C4", card=name)
            if self.team_of[owner] == self.team_of[seat]:
                return refuse(N_("{card} is not an opponent's champion"), "HR-C4", card=name)
            if owner not in self.variant.champion_targets(self, seat):
                return self.variant.why_not_champion(self, seat, owner)
            if self.has_guard(owner) and not self.defs[arg].guard:
                if self._guard_team is not None:
                    message = N_(
                        "{owner}'s team has a prepared guard ({guard}), so only a guard "
                        "can be targeted: {card} cannot be stunned until the guards are"
                    )
                else:
                    message = N_(
                        "{owner} has a prepared guard ({guard}), so only a guard "
                        "can be targeted: {card} cannot be stunned until the guards are"
                    )
                return refuse(
                    message,
                    "HR-C4",
                    owner=names[owner],
                    guard=self.guard_names(owner)[0],
                    card=name,
                )
            return refuse(N_("{card} cannot be stunned now"), "HR-C4", card=name)
        if kind == "sacrifice":
            return refuse(
                N_("{card} is not in {who}'s {zones}"),
                "HR-A7",
                card=name,
                who=who,
                zones=zones_phrase(pend[4]),
            )
        if kind == "discard":
            return refuse(N_("{card} is not in {who}'s hand"), "HR-D1", card=name, who=who)
        if kind == "prepare":
            return refuse(N_("{card} is not an expended champion of {who}'s"), card=name, who=who)
        if kind == "to_top":
            if arg not in p.discard:
                return refuse(N_("{card} is not in {who}'s discard pile"), card=name, who=who)
            return refuse(N_("{card} is not a champion"), card=name)
        if kind == "bequeath":
            return refuse(N_("{card} is not a card {who} owns"), "HR-V11", card=name, who=who)
        return refuse(
            N_("{who} must first {ask}; {action} does not answer it"),
            who=who,
            ask=pending_phrase(self),
            action=action,
        )

    def owner_of_champion(self, iid: int) -> int | None:
        """The seat that has champion ``iid`` in play, if any."""
        for p in self.players:
            if iid in p.champions:
                return p.seat
        return None

    # -- doing ----------------------------------------------------------------------------
    def _do(self, action: Action) -> None:
        self._version += 1
        kind = action.kind
        args = action.args
        if self.pending is not None:
            self._answer(action)
        elif kind == "play":
            self._play(args[0])
        elif kind == "expend":
            p = self.players[self.active]
            p.expended.add(args[0])
            self.events.append(("expend", p.seat, args[0]))
            self._push(p.seat, args[0], self.defs[args[0]].expend)
        elif kind == "ally":
            p = self.players[self.active]
            p.ally_used.add(args[0])
            self.events.append(("ally", p.seat, args[0]))
            self._push(p.seat, args[0], self.defs[args[0]].ally)
        elif kind == "sacrifice":
            self._sacrifice_ability(args[0])
        elif kind == "buy":
            self._buy(args[0])
        elif kind == "attack_player":
            self._attack_player(args[0], args[1])
        elif kind == "attack_champion":
            self._attack_champion(args[0], args[1])
        elif kind == "end_turn":
            self._end_turn()
            return
        elif kind == "hand_over":
            self._hand_over()
        elif kind == "buy_pooled":
            self._buy_pooled(args[0], args[1])
        elif kind == "send":
            self._send(args[0], args[1])
        self._run()

    def _hand_over(self) -> None:
        """HR-V6: the teammate takes over the team's main phase."""
        mate = next(s for s in self.teammates(self.active) if not self.players[s].out)
        self.events.append(("hand_over", self.active, mate))
        self.active = mate
        self.handovers += 1

    def _buy_pooled(self, iid: int, share: int) -> None:
        """HR-V7: the teammate adds ``share`` gold; the buyer pays the rest and gets the card."""
        p = self.players[self.active]
        mate = self.players[self.teammates(p.seat)[0]]
        mate.gold -= share
        p.gold += share
        self.events.append(("pool_gold", mate.seat, p.seat, share))
        self._buy(iid)

    def _send(self, iid: int, mate: int) -> None:
        """HR-V12: pay 1 gold to move a card from the discard pile to a teammate's."""
        p = self.players[self.active]
        p.gold -= 1
        p.discard.remove(iid)
        self.players[mate].discard.append(iid)
        self.owner[iid] = mate
        self.events.append(("send", p.seat, iid, mate))

    def _ask_bequeath(self, seat: int, emperor: int) -> None:
        """HR-V11: a knocked-out commander may put one card into their emperor's discard."""
        p = self.players[seat]
        if p.hand or p.deck or p.discard or p.champions:
            self._set_pending(("bequeath", seat, -1, emperor))

    def _play(self, iid: int) -> None:
        p = self.players[self.active]
        p.hand.remove(iid)
        card = self.defs[iid]
        if card.is_champion:
            p.champions.append(iid)  # HR-T5: enters ready
        else:
            p.in_play.append(iid)  # HR-T4
        self.events.append(("play", p.seat, iid))
        if card.primary:
            self._push(p.seat, iid, card.primary)  # HR-A1

    def _remove_from_play(self, p: PlayerState, iid: int) -> None:
        if iid in p.champions:
            p.champions.remove(iid)
            p.expended.discard(iid)
            self.champion_damage.pop(iid, None)
        else:
            p.in_play.remove(iid)

    def _to_sacrifice_pile(self, seat: int, iid: int, source: int) -> None:
        """HR-A7 / HR-A8: out of the game, or back to the Fire Gem pile."""
        if self.defs[iid].role == "fire_gem":
            self.fire_gems.append(iid)
            self.events.append(("sacrifice", seat, iid, source, "gems"))
        else:
            self.sacrificed.append(iid)
            self.events.append(("sacrifice", seat, iid, source, "out"))

    def _sacrifice_ability(self, iid: int) -> None:
        p = self.players[self.active]
        self._remove_from_play(p, iid)
        self._to_sacrifice_pile(p.seat, iid, -1)
        self._push(p.seat, iid, self.defs[iid].sacrifice)

    def _buy(self, iid: int) -> None:
        p = self.players[self.active]
        card = self.defs[iid]
        p.gold -= card.cost  # type: ignore[operator]
        if card.role == "fire_gem":
            self.fire_gems.pop()
        else:
            slot = self.market_row.index(iid)
            # HR-B3: replaced at once from the market deck.
            if self.market_deck:
                new = self.market_deck.pop()
                self.market_row[slot] = new
                self.events.append(("buy", p.seat, iid, card.cost))
                self.events.append(("market_reveal", slot, new))
            else:
                self.market_row[slot] = None
                self.events.append(("buy", p.seat, iid, card.cost))
                self.events.append(("market_empty", slot))
        if card.role == "fire_gem":
            self.events.append(("buy", p.seat, iid, card.cost))
        self.owner[iid] = p.seat
        dest = "discard"  # HR-B2
        for i, (to, only) in enumerate(p.redirects):
            if only == "any" or card.type == "action":
                dest = to
                del p.redirects[i]
                break
        if dest == "top_of_deck":
            p.deck.append(iid)
        elif dest == "hand":
            p.hand.append(iid)
        else:
            p.discard.append(iid)
        self.events.append(("acquire_to", p.seat, iid, dest))

    def _attack_player(self, target: int, amount: int) -> None:
        p = self.players[self.active]
        p.combat -= amount
        life = self.life_of[target]
        self.health[life] -= amount
        self.events.append(("attack_player", p.seat, target, amount, self.health[life]))
        if self.health[life] <= 0:
            self._knock_out(life, p.seat)

    def _attack_champion(self, iid: int, amount: int) -> None:
        p = self.players[self.active]
        p.combat -= amount
        total = self.champion_damage.get(iid, 0) + amount
        self.champion_damage[iid] = total
        self.events.append(("attack_champion", p.seat, iid, amount, total))
        if total >= self.defs[iid].defense:  # type: ignore[operator]
            self._stun(p.seat, iid, "HR-C2")

    def _stun(self, seat: int, iid: int, rule: str) -> None:
        owner = self.owner_of_champion(iid)
        assert owner is not None
        o = self.players[owner]
        self._remove_from_play(o, iid)
        o.discard.append(iid)
        self.events.append(("stun", seat, iid, owner, rule))

    def _knock_out(self, life: int, by: int) -> None:
        """HR-E1: every seat of that life group is out; the variant decides what follows."""
        for q in self.players:
            if self.life_of[q.seat] == life and not q.out:
                q.out = True
                self._opponents = None
                self.events.append(("out", q.seat))
                self.variant.on_out(self, q.seat, by)
        winners = self.variant.winners(self)
        if winners is not None:
            self.over = True
            self._winners = winners
            self.pending = None
            self.stack.clear()
            self.events.append(("game_over", tuple(winners)))

    def _end_turn(self) -> None:
        p = self.players[self.active]
        self.events.append(("end_turn", p.seat))
        if self._team_turns:
            # HR-V6: the whole team has its discard and draw phases together.
            for s in self._team[p.seat]:  # type: ignore[index]
                if not self.players[s].out:
                    self._cleanup(self.players[s])
        else:
            self._cleanup(p)
        self.champion_damage.clear()  # HR-T6: damage lasts one turn
        # HR-T1: next living seat clockwise (the next team's first member, in Hydra).
        n = len(self.players)
        nxt = self.active
        team = self.team_of[nxt] if self._team_turns else -1
        for _ in range(n):
            nxt = (nxt + 1) % n
            if not self.players[nxt].out and self.team_of[nxt] != team:
                break
        self.active = nxt
        self._turn += 1
        if self._markets is not None:
            self._bind_market()
        self.handovers = 0
        self.events.append(("turn_start", nxt, self._turn))
        self._start_turn_effects()

    def _cleanup(self, p: PlayerState) -> None:
        """The discard phase (HR-D2, HR-D3) and draw phase (HR-R1) of one player."""
        # HR-D2: unspent gold and combat are lost; actions, items and hand are discarded.
        if p.gold or p.combat:
            self.events.append(("lose_pool", p.seat, p.gold, p.combat))
        p.gold = p.combat = 0
        p.discard.extend(p.in_play)
        p.discard.extend(p.hand)
        if p.in_play or p.hand:
            self.events.append(("discard_phase", p.seat, len(p.in_play), len(p.hand)))
        p.in_play.clear()
        p.hand.clear()
        # HR-D3: champions stay and are readied.
        if p.expended:
            self.events.append(("ready", p.seat, len(p.expended)))
        p.expended.clear()
        p.ally_used.clear()
        p.redirects.clear()
        # HR-R1: draw 5.
        self._draw(p, HAND_SIZE)

    def _start_turn_effects(self) -> None:
        """Opponent-discard effects resolve at the start of the target's turn."""
        if self._team_turns:
            # Both members of a team start their turn: each discards in seat order.
            team = self._team[self.active]  # type: ignore[index]
            for s in reversed(team):
                q = self.players[s]
                if q.pending_discards and not q.out:
                    self.stack.append((s, -1, ("forced_discard", q.pending_discards)))
                    q.pending_discards = 0
            self._run()
            return
        p = self.players[self.active]
        if p.pending_discards:
            n = p.pending_discards
            p.pending_discards = 0
            self._ask_discard(p.seat, -1, n, "opponent")

    # -- drawing ----------------------------------------------------------------------
    def _draw(self, p: PlayerState, n: int) -> int:
        drawn = 0
        for _ in range(n):
            if not p.deck:
                if not p.discard:
                    break
                # HR-R2: shuffle the discard pile to form a new deck.
                p.deck = p.discard
                p.discard = []
                shuffle(self.rng, p.deck)
                self.events.append(("reshuffle", p.seat, len(p.deck)))
            c = p.deck.pop()
            p.hand.append(c)
            self.events.append(("draw", p.seat, c))
            drawn += 1
        return drawn

    # -- resolving effects ------------------------------------------------------------
    def _push(self, seat: int, source: int, effects: tuple[Effect, ...]) -> None:
        """Queue ``effects`` (the first resolves first) for :meth:`_run`.

        An ability made only of gains, queued when nothing else waits, is resolved at
        once: :meth:`_run` would do exactly that next, and most cards are such abilities.
        """
        stack = self.stack
        if not stack and self.pending is None and not self.over:
            for e in effects:
                if e[0] != "gain":
                    break
            else:
                for e in effects:
                    self._gain(seat, source, e[1], e[2])
                return
        for i in range(len(effects) - 1, -1, -1):  # the first effect resolves first
            stack.append((seat, source, effects[i]))

    def _run(self) -> None:
        """Resolve queued effects until one needs a decision or none is left."""
        stack = self.stack
        while self.pending is None and stack and not self.over:
            seat, source, effect = stack.pop()
            self._resolve(seat, source, effect)

    def _count(self, p: PlayerState, source: int, what: str) -> int:
        defs = self.defs
        if what == "champion":
            return len(p.champions)
        if what == "other_champion":
            return sum(1 for c in p.champions if c != source)
        if what == "other_guard":
            return sum(1 for c in p.champions if c != source and defs[c].guard)
        faction = what[6:]
        return sum(1 for c in p.in_play + p.champions if c != source and defs[c].faction == faction)

    def _gain(self, seat: int, source: int, resource: str, amount: int) -> None:
        p = self.players[seat]
        if resource == "gold":
            p.gold += amount
        elif resource == "combat":
            p.combat += amount
        else:
            self.health[self.life_of[seat]] += amount  # HR-A3: no maximum
        self.events.append(("gain", seat, resource, amount, source))

    def _resolve(self, seat: int, source: int, effect: Effect) -> None:
        """Resolve one effect: its verb's entry in the registry says how (:data:`RESOLVE`)."""
        RESOLVE[effect[0]](self, seat, source, effect)

    def _set_pending(self, pend: tuple[Any, ...]) -> None:
        self.pending = pend

    def _ask_sacrifice(
        self, seat: int, source: int, up_to: int, zones: tuple[str, ...], then: tuple[Effect, ...]
    ) -> None:
        p = self.players[seat]
        has = ("hand" in zones and p.hand) or ("discard" in zones and p.discard)
        if up_to <= 0 or not has:
            return
        self._set_pending(("sacrifice", seat, source, up_to, zones, then))

    def _ask_prepare(self, seat: int, source: int, n: int) -> None:
        p = self.players[seat]
        cands = [c for c in p.champions if c in p.expended]
        if n <= 0:
            return
        if not cands:
            self.events.append(("no_effect", seat, source, "no expended champion to prepare"))
        elif len(cands) == 1:
            self._prepare(p, cands[0])
            self._ask_prepare(seat, source, n - 1)
        else:
            self._set_pending(("prepare", seat, source, n))

    def _prepare(self, p: PlayerState, iid: int) -> None:
        p.expended.discard(iid)
        self.events.append(("prepare", p.seat, iid))

    def _mark_discard(self, seat: int, target: int, n: int) -> None:
        self.players[target].pending_discards += n
        self.events.append(("opponent_discards", seat, target, n))

    def _ask_discard(self, seat: int, source: int, n: int, reason: str) -> None:
        p = self.players[seat]
        if n <= 0:
            return
        if len(p.hand) <= n:
            for c in p.hand[:]:
                self._discard(p, c, reason)
            return
        self._set_pending(("discard", seat, source, n, reason))

    def _discard(self, p: PlayerState, iid: int, reason: str) -> None:
        p.hand.remove(iid)
        p.discard.append(iid)
        self.events.append(("discard", p.seat, iid, reason))

    def _draw_then_discard(self, seat: int, source: int, n: int) -> None:
        drawn = self._draw(self.players[seat], n)
        self._ask_discard(seat, source, drawn, "draw_then_discard")

    def _to_top(self, p: PlayerState, iid: int) -> None:
        p.discard.remove(iid)
        p.deck.append(iid)
        self.events.append(("to_top", p.seat, iid))

    def _answer(self, action: Action) -> None:
        pend = self.pending
        assert pend is not None
        self.pending = None
        kind, seat, source = pend[0], pend[1], pend[2]
        p = self.players[seat]
        arg = action.args[0] if action.args else -1  # -1: a pass, which names nothing
        if kind == "choose":
            self.events.append(("choose", seat, source, arg))
            self._push(seat, source, pend[3][arg])
        elif kind == "sacrifice":
            if action.kind == "pass":
                self.events.append(("decline", seat, source, "sacrifice"))
            else:
                zone = p.hand if arg in p.hand else p.discard
                zone.remove(arg)
                self._to_sacrifice_pile(seat, arg, source)
                # "if you do": the bonus applies once per card, then ask again.
                self._push(seat, source, (("sacrifice", pend[3] - 1, pend[4], pend[5]),))
                self._push(seat, source, pend[5])
        elif kind == "stun":
            if action.kind == "pass":
                self.events.append(("decline", seat, source, "stun"))
            else:
                self._stun(seat, arg, "HR-C4")
        elif kind == "prepare":
            self._prepare(p, arg)
            self._ask_prepare(seat, source, pend[3] - 1)
        elif kind == "target":
            self._mark_discard(seat, arg, pend[3])
        elif kind == "discard":
            self._discard(p, arg, pend[4])
            self._ask_discard(seat, source, pend[3] - 1, pend[4])
        elif kind == "draw_count":
            self.events.append(("choose_draw", seat, source, arg))
            if arg:
                self._draw_then_discard(seat, source, arg)
        elif kind == "to_top":
            if action.kind == "pass":
                self.events.append(("decline", seat, source, "to_top"))
            else:
                self._to_top(p, arg)
        elif kind == "bequeath":
            if action.kind == "pass":
                self.events.append(("decline", seat, source, "bequeath"))
            else:
                if arg in p.champions:
                    self._remove_from_play(p, arg)
                else:
                    for zone in (p.hand, p.deck, p.discard):
                        if arg in zone:
                            zone.remove(arg)
                            break
                emperor = pend[3]
                self.players[emperor].discard.append(arg)
                self.owner[arg] = emperor
                self.events.append(("bequeath", seat, arg, emperor))

    # -- public records -----------------------------------------------------------------
    @property
    def pending_decision(self) -> PendingDecision | None:
        """The question the rules put to :attr:`current_player` now, or None.

        Every option is a legal answer with a label in plain words ("discard Spark",
        "gain 3 combat"); see :func:`toolkit.hero_realms.records.pending_decision`.
        """
        from toolkit.hero_realms.records import pending_decision

        return pending_decision(self)

    def pending_decision_in(self, lang: str = "en") -> PendingDecision | None:
        """:attr:`pending_decision` with its prompt and labels in ``lang`` (en, es, it).

        Examples
        --------
        >>> game = HeroRealmsGame.from_position(
        ...     {"players": [{"hand": ["darian-war-mage"]}, {}]}, seed=1)
        >>> darian = game.players[0].hand[0]
        >>> game.apply(Action("play", (darian,)))
        >>> game.apply(Action("expend", (darian,)))
        >>> [o.label for o in game.pending_decision_in("es").options]
        ['gana 3 puntos de combate', 'gana 4 puntos de salud']
        """
        from toolkit.hero_realms.records import pending_decision

        return pending_decision(self, lang)

    def action_info(self, action: Action) -> ActionInfo:
        """What a legal ``action`` plays, uses, targets and costs.

        ``card`` is the card instance played, used, bought or named by an answer;
        ``target_card`` the champion attacked or stunned; ``target_player`` the seat
        attacked, made to discard, handed over to or sent a card; ``cost`` and
        ``resource`` what it spends (gold for a purchase, combat for an attack). For a
        pending answer ``extra`` names the ``source`` card and, for "choose one", the
        ``option`` in words.

        Raises
        ------
        IllegalActionError
            If ``action`` is not legal now.

        Examples
        --------
        >>> game = HeroRealmsGame.from_position(
        ...     {"players": [{"combat": 5}, {"champions": ["orc-grunt"]}]}, seed=1)
        >>> grunt = game.players[1].champions[0]
        >>> info = game.action_info(Action("attack_champion", (grunt, 3)))
        >>> info.target_name, info.target_player, info.cost, info.resource
        ('Orc Grunt', 1, 3, 'combat')
        """
        self.verify(action)
        from toolkit.hero_realms.records import action_info

        return action_info(self, action)

    def state_dict(self) -> dict[str, Any]:
        """A deterministic, JSON-serialisable snapshot of everything on the table.

        Keys: ``game``, ``variant``, ``seed``, ``turn``, ``active`` (whose turn),
        ``current_player`` (who decides now), ``over``, ``winners``, ``handovers``
        (Hydra); ``players``, one mapping per seat with ``seat``, ``name``, ``out``,
        ``health``, ``gold``, ``combat``, the zones ``hand``, ``deck`` (top card last),
        ``discard``, ``in_play`` (each a list of ``{"instance": n, "card": id}``) and
        ``champions`` (each also with ``expended`` and this turn's ``damage``),
        ``ally_used`` (instances), ``pending_discards`` and ``redirects`` (next-acquired
        effects as ``[to, only]``); ``health_totals`` (one per life group: teams share
        one in Hydra); ``markets`` (one, or one per team in Emperor with two markets,
        each with ``row`` (None for an empty slot), ``deck`` and ``fire_gems`` (top
        last)); ``sacrificed``; ``pending`` (None, or ``kind``, ``player``, ``source``
        and the engine's ``details``); ``queued`` (effects still to resolve, as
        ``[seat, source, effect]``); ``decisions`` and ``events`` (how many so far); and
        ``rng``, a fingerprint of the random generator's state.

        Two games with equal snapshots are in the same position (hidden card order
        included); tests use it to prove that a refused action changed nothing.

        Examples
        --------
        >>> import json
        >>> game = HeroRealmsGame.new(seed=3)
        >>> state = game.state_dict()
        >>> json.loads(json.dumps(state)) == state, len(state["players"][1]["hand"])
        (True, 5)
        """
        from toolkit.hero_realms.records import state_dict

        return state_dict(self)

    # -- describing -------------------------------------------------------------------
    def card_name(self, iid: int) -> str:
        """The printed name of card instance ``iid``."""
        return self.defs[iid].name

    def describe_pending(self, lang: str = "en") -> str:
        """What the pending decision asks, in words of ``lang`` (en, es, it)."""
        from toolkit.hero_realms.text import describe_pending

        return describe_pending(self, lang)

    def short_action(self, action: Action) -> str:
        """``play Gold#5``-style label: the kind, then card names with instance numbers."""
        kind, args = action.kind, action.args
        if not args:
            return kind
        if kind in ("attack_player", "target"):
            return f"{kind} {self.names[args[0]]}" + (f" {args[1]}" if len(args) > 1 else "")
        if kind in ("choose", "draw_count"):
            return f"{kind} {args[0]}"
        label = f"{kind} {self.defs[args[0]].name}#{args[0]}"
        return label + (f" {args[1]}" if len(args) > 1 else "")

    def describe_action(self, action: Action, lang: str = "en") -> str:
        """A sentence for ``action`` by the player to act, in ``lang`` (en, es, it).

        Examples
        --------
        >>> game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
        >>> game.describe_action(Action("end_turn"), "it")
        'Ada termina il turno'
        """
        from toolkit.hero_realms.text import describe_action

        return describe_action(self, action, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str:
        """A sentence for an event of this game, in ``lang`` (en, es, it)."""
        from toolkit.hero_realms.text import describe_event

        return describe_event(self, event, lang)

    def _repr_html_(self, lang: str = "en") -> str:
        """The table drawn in Jupyter (teacher's view); see :mod:`toolkit.html.hero_realms`."""
        from toolkit.html.hero_realms import state_html

        return state_html(self, lang=lang)

    def text(self, lang: str = "en") -> str:
        """The table as text (what ``str(game)`` prints), in ``lang`` (en, es, it)."""
        from toolkit.hero_realms.text import state_text

        return state_text(self, lang)

    def __str__(self) -> str:
        from toolkit.hero_realms.text import state_text

        return state_text(self)
