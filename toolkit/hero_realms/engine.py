"""The Hero Realms rules engine: the game class, a thin face over its layers.

Every physical card in a game has an instance number (``iid``); zones are
lists of instance numbers (a deck's top card is the last item). Card designs
come from ``data/hero_realms`` and their abilities are compiled effect tuples,
each resolved as its verb's entry in :mod:`toolkit.hero_realms.verbs` says.
The game is a small facade over one record and five parts. The record,
:class:`~toolkit.hero_realms.state.TableState`, holds every field of a game in slots
(:class:`HeroRealmsGame` subclasses it, adds none, and a copy of the game is a copy of
the record). The parts are modules of functions that take the record, each with its
public names in ``__all__``: :mod:`~toolkit.hero_realms.queries` (guards, targets,
counts), :mod:`~toolkit.hero_realms.moves` (the low-level moves, queueing an ability,
the questions effects ask), :mod:`~toolkit.hero_realms.effects` (resolving what is
queued, each verb through :mod:`~toolkit.hero_realms.verbs`, and the answers),
:mod:`~toolkit.hero_realms.turn` (dealing, the end and start of turns, with the table of
phases, :mod:`~toolkit.hero_realms.phases`) and :mod:`~toolkit.hero_realms.legality`
(the listing and the refusals, from the registry of action kinds,
:mod:`~toolkit.hero_realms.kinds`, and the table of pending decisions,
:mod:`~toolkit.hero_realms.decisions`). Functions rather than objects holding the
record, because a search bot copies a game at every decision: parts as objects would be
built and linked anew at every copy and reached through one more attribute at every
call, where a function is handed the record (a native call in the compiled build).
:class:`HeroRealmsGame` adds construction, the core ``Game`` contract (``legal_actions``,
``_check``, ``_do``), the public queries by delegation (``game.has_guard(seat)`` is
``queries.has_guard(game, seat)``), the public records and the words (see
``docs/engines.md``). Effects that need a decision
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

from collections.abc import Mapping, Sequence
from typing import Any, Final

from toolkit.core.actions import Action
from toolkit.core.contract import ActionInfo, PendingDecision
from toolkit.core.errors import SetupError
from toolkit.core.game import Event
from toolkit.core.setup_check import names_arg
from toolkit.hero_realms import legality, queries, turn
from toolkit.hero_realms.cards import CardSet
from toolkit.hero_realms.effects import answer, run
from toolkit.hero_realms.interned import END_TURN, HAND_OVER, PASS
from toolkit.hero_realms.kinds import MAIN_KINDS, main_listing
from toolkit.hero_realms.saved_position import is_saved_position, setup_of
from toolkit.hero_realms.setup_check import position_players
from toolkit.hero_realms.state import (
    _UNSET,
    HAND_SIZE,
    MARKET_ROW,
    STARTING_HEALTH,
    InstanceFacts,
    PlayerState,
    TableState,
)

_EFFECTS: Final = MAIN_KINDS.effects
"""The effect of each kind of main-phase action, by kind."""

__all__ = [
    "END_TURN",
    "HAND_OVER",
    "HAND_SIZE",
    "MARKET_ROW",
    "PASS",
    "STARTING_HEALTH",
    "HeroRealmsGame",
    "InstanceFacts",
    "PlayerState",
]


class HeroRealmsGame(TableState):
    """A game of Hero Realms (base set): the table record with the public surface on it.

    Build one with :meth:`new` (or :meth:`from_setup` for a stored setup), then
    alternate :meth:`legal_actions` and :meth:`apply`.

    Examples
    --------
    >>> game = HeroRealmsGame.new(seed=5, names=["Ada", "Ben"])
    >>> play = next(a for a in game.legal_actions() if a.kind == "play")
    >>> game.describe_action(play).startswith("Ada plays")
    True
    """

    __slots__ = ()

    game_name = "hero-realms"

    def __init__(
        self, setup: Mapping[str, Any], seed: int, *, cards: CardSet | None = None
    ) -> None:
        super().__init__(setup, seed, cards=cards)
        if setup is not _UNSET:
            turn.setup_game(self)

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
        seed: int | None = None,
        *,
        players: int | None = None,
        variant: str | None = None,
        names: Sequence[str] | None = None,
    ) -> HeroRealmsGame:
        """A game that starts from an exact position.

        ``position`` is either a few placements after an ordinary deal (see
        :mod:`toolkit.hero_realms.position`; ``seed`` defaults to 0 and ``variant`` to
        ``free-for-all``) or a whole table saved by :meth:`state_dict` (see
        :mod:`toolkit.hero_realms.saved_position`), which brings its own variant, seats,
        names and seed: the game rebuilt from it has the same ``state_dict()`` and plays
        on identically.

        Raises
        ------
        SetupError
            If the position is malformed or contradicts itself; no game is built.

        Examples
        --------
        >>> game = HeroRealmsGame.from_position(
        ...     {"players": [{"hand": ["spark"]}, {"champions": ["orc-grunt"]}]}, seed=2)
        >>> game.has_guard(1)
        True
        >>> HeroRealmsGame.from_position(game.state_dict()).state_dict() == game.state_dict()
        True
        """
        if is_saved_position(position):
            if players is not None or variant is not None:
                raise SetupError("a saved position names its own seats and variant")
            saved, seed = setup_of(position, seed, None if names is None else names_arg(names))
            return cls(saved, seed)
        n = position_players(position, players)  # refuses a position that is no mapping
        setup: dict[str, Any] = {
            "variant": variant or "free-for-all",
            "players": n,
            "position": dict(position),
        }
        if names is not None:
            setup["names"] = names_arg(names)  # a string is refused, not split
        return cls(setup, 0 if seed is None else seed)

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any], seed: int) -> HeroRealmsGame:
        """A new game from a setup mapping as stored in a log."""
        return cls(setup, seed)

    def clone(self) -> HeroRealmsGame:
        """An independent copy of the game, decisions and random state included."""
        other = HeroRealmsGame(_UNSET, 0)  # an empty table: every field is copied in
        self._copy_into(other)
        return other

    def __deepcopy__(self, memo: dict[int, Any]) -> HeroRealmsGame:
        """``copy.deepcopy`` makes the same copy as :meth:`clone`, compiled or not."""
        other = self.clone()
        memo[id(self)] = other
        return other

    # -- the core Game contract: listing, checking and applying decisions ---------------
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to act may take now, as a tuple.

        Attacks are listed with the whole combat pool for a player, and with
        what is needed to stun for a champion; :meth:`apply` also accepts any
        smaller positive amount (to split combat between targets). The tuple is
        kept for the decision (bots ask for it many times) and cannot be changed
        by a caller, so nothing done with it changes the game. See
        :func:`toolkit.hero_realms.legality.legal_actions`.
        """
        if self.over:
            return ()
        if self._legal_version == self._version:
            return self._legal
        actions = tuple(  # as legality.legal_actions, one call less on the hottest path
            legality.pending_actions(self) if self.pending is not None else main_listing(self)
        )
        self._legal = actions
        self._legal_version = self._version
        return actions

    def fresh_legal_actions(self) -> tuple[Action, ...]:
        """The legal actions listed anew, passing over the cache of :meth:`legal_actions`."""
        return legality.fresh_legal_actions(self)

    def _check(self, action: Action) -> None:
        legality.check(self, action)

    def _do(self, action: Action) -> None:
        """Apply one verified decision: an answer, a main-phase action, or the end of the turn.

        An answer is applied as its kind's entry in the table of pending decisions says
        (:func:`~toolkit.hero_realms.effects.answer`); a main-phase action (HR-T2) by the
        effect of its kind in :data:`~toolkit.hero_realms.kinds.MAIN_KINDS` (looked up in
        its table of effects: the action is verified already). The state version, which
        keeps the legal-action listing fresh, changes here and nowhere else.
        """
        self._version += 1
        if self.pending is not None:
            answer(self, action)
            run(self)
        else:
            _EFFECTS[action.kind](self, action)

    # -- the queries (:mod:`toolkit.hero_realms.queries`), asked of this table ---------
    def has_guard(self, seat: int) -> bool:
        """Whether ``seat`` is protected by a prepared guard (HR-C3; a Hydra teammate's, HR-V7).

        See :func:`toolkit.hero_realms.queries.has_guard`.
        """
        return queries.has_guard(self, seat)

    def guard_names(self, seat: int) -> list[str]:
        """The prepared guards that protect ``seat``; see :func:`~toolkit.hero_realms.queries.guard_names`."""
        return queries.guard_names(self, seat)

    def attackable_players(self, seat: int) -> list[int]:
        """Seats ``seat`` may attack with combat now; see :func:`~toolkit.hero_realms.queries.attackable_players`."""
        return queries.attack_targets(self, seat)[0]

    def attackable_champions(self, seat: int) -> list[int]:
        """Champions ``seat`` may attack now (HR-C3); see :func:`~toolkit.hero_realms.queries.attackable_champions`."""
        return queries.attack_targets(self, seat)[1]

    def stun_targets(self, seat: int) -> list[int]:
        """Champions an ability of ``seat`` may stun (HR-C4); see :func:`~toolkit.hero_realms.queries.stun_targets`."""
        return queries.stun_targets(self, seat)

    def discard_targets(self, seat: int) -> list[int]:
        """Seats ``seat`` may make discard; see :func:`~toolkit.hero_realms.queries.discard_targets`."""
        return queries.discard_targets(self, seat)

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
        ``rng``, a fingerprint of the random generator's state, and ``rng_state``, that
        whole state as text.

        Two games with equal snapshots are in the same position (hidden card order
        included); tests use it to prove that a refused action changed nothing. The
        snapshot is also the toolkit's position format: :meth:`from_position` sets it
        up again (see ``docs/positions.md``).

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

    def describe_pending(self, lang: str = "en") -> str:
        """What the pending decision asks, in words of ``lang`` (en, es, it)."""
        from toolkit.hero_realms.prompts import describe_pending

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
