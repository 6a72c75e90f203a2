"""Replays: random access to every step of a recorded game.

A :class:`Replay` re-plays a game log once, keeping a snapshot
(``game.clone()``, or the adapter's faster copy) every ``snapshot_every`` steps. Asking for the state after
any step clones the nearest earlier snapshot and re-applies at most
``snapshot_every - 1`` decisions, so jumping anywhere costs about the same as
stepping. Per-game behaviour (explanations, hidden cards, drawing the board)
comes from an adapter found by the game's name, so the class itself knows no
game.

State numbering: state ``k`` is the table after ``k`` decisions (state 0 is
the table as set up) and step ``i`` is the decision that turns state ``i``
into state ``i + 1``.

A replay is an iterable of its states: ``for game in replay`` walks state 0
(the setup) to state ``n_steps`` (the end), and ``len(replay)`` is the number
of those states, ``n_steps + 1``; :attr:`Replay.n_steps` counts the decisions
(steps). Per-state numbers for analysis and figures (health, power, deck
composition, one row per state and player) are in
:func:`toolkit.analysis.state_table`.

Examples
--------
>>> from toolkit.core.bots import play_game
>>> from toolkit.hero_realms import HeroRealmsGame
>>> from toolkit.hero_realms.bots import GreedyBot
>>> game = play_game(HeroRealmsGame.new(seed=7), [GreedyBot(), GreedyBot()])
>>> replay = Replay.from_game(game)
>>> str(replay.state(replay.n_steps)) == str(game)
True
>>> replay.step(0).turn
1
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import ArgumentError, IllegalActionError, short_repr
from toolkit.core.game import RULE_ID
from toolkit.core.log import GameLog
from toolkit.i18n.language_calls import call_with_lang, seat_name
from toolkit.i18n.messages import N_

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.game import Event, Game
    from toolkit.i18n import Translator
    from toolkit.replay.adapters import GameAdapter

__all__ = ["RULE_ID", "Replay", "ReplayRangeError", "Step", "Viewer", "rules_in"]

Viewer = int | None
"""Whose eyes the table is seen through: a seat number, or ``None`` for the teacher (everything)."""


def rules_in(texts: Sequence[str]) -> tuple[str, ...]:
    """The rule IDs named in ``texts``, each once, in order of appearance.

    Examples
    --------
    >>> rules_in(["Ada plays Gold (HR-T3)", "gains 1 gold (HR-A2)", "again (HR-T3)"])
    ('HR-T3', 'HR-A2')
    """
    seen: dict[str, None] = {}
    for text in texts:
        for rule in RULE_ID.findall(text):
            seen.setdefault(rule, None)
    return tuple(seen)


def _t(lang: str) -> Translator:
    """The translator of a refusal's language (English for a language the toolkit lacks)."""
    from toolkit.i18n import LANGUAGES, translator

    return translator(lang if lang in LANGUAGES else "en")


class ReplayRangeError(ArgumentError, IndexError, KeyError):
    """A state, step or turn that the replay does not have (a typed error that is also the
    ``IndexError`` / ``KeyError`` a sequence or mapping would raise)."""

    __str__ = BaseException.__str__  # the message as written, not quoted as a KeyError's


@dataclass(frozen=True)
class Step:
    """One decision of a replay, described for people (teacher's view).

    Attributes
    ----------
    index:
        The decision number, from 0.
    player, player_name:
        The seat that decided, and its name.
    turn:
        The turn the decision was taken in.
    action:
        The decision itself.
    text:
        A sentence for the decision ("Ada plays Gold").
    events:
        A sentence for each thing that happened.
    rules:
        The rule IDs that applied, in order.
    explanation:
        The step in plain words, naming each rule that applied.
    """

    index: int
    player: int
    player_name: str
    turn: int
    action: Action
    text: str
    events: tuple[str, ...]
    rules: tuple[str, ...]
    explanation: str


class Replay:
    """Random access to the states, decisions and events of one game.

    Build one with :meth:`from_log`, :meth:`from_game` or :meth:`load`. A replay
    is an iterable of states (``list(replay)`` holds ``len(replay) == n_steps + 1``
    tables, the setup first); :meth:`state` jumps to any one of them.

    Parameters
    ----------
    log:
        The game to replay.
    snapshot_every:
        Keep a copy of the table every this many steps (the speed/memory trade-off).
    check:
        Refuse a log whose recorded events differ from what the rules produce.

    Raises
    ------
    LogFormatError
        If a decision is illegal or the log disagrees with the rules.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=3, names=["Ada", "Ben"])
    >>> game.apply(game.legal_actions()[0])
    >>> replay = Replay.from_game(game)
    >>> replay.n_steps, replay.names
    (1, ['Ada', 'Ben'])
    """

    def __init__(self, log: GameLog, *, snapshot_every: int = 8, check: bool = True) -> None:
        from toolkit.replay.adapters import adapter_for

        if snapshot_every < 1:
            raise ValueError("snapshot_every must be at least 1")
        self.log = log
        self.snapshot_every = snapshot_every
        self.adapter: GameAdapter = adapter_for(log.game)
        checker = log.checker(check_events=check)
        game = checker.start()
        copy = self.adapter.copy
        self._snapshots: list[Game] = [copy(game)]
        texts: list[str] = []
        notes: list[list[str]] = []

        def describe(before: Game, action: Action) -> None:
            texts.append(before.describe_action(action))
            notes.append(self.adapter.notes(before, action))

        for i in range(len(log.decisions)):
            checker.step(game, i, describe)
            if (i + 1) % snapshot_every == 0:
                self._snapshots.append(copy(game))
        checker.finish(game)
        self.final: Game = game
        self._texts = texts
        self._notes = notes
        self._steps: dict[tuple[int, str], Step] = {}
        self._cache: tuple[int, Game] | None = None
        self.names: list[str] = list(getattr(game, "names", None) or [])
        if not self.names:
            self.names = [f"Player {i + 1}" for i in range(self.adapter.seats(game))]
        self._turn_starts: dict[int, int] = {}
        for i, turn in enumerate(game.turn_of_step):
            self._turn_starts.setdefault(turn, i)

    # -- construction -------------------------------------------------------------------
    @classmethod
    def from_log(cls, log: GameLog, *, snapshot_every: int = 8, check: bool = True) -> Replay:
        """A replay of a loaded log (see :class:`Replay`).

        Examples
        --------
        >>> from toolkit.hero_realms import HeroRealmsGame
        >>> log = HeroRealmsGame.new(seed=1).to_log()
        >>> Replay.from_log(log).n_steps
        0
        """
        return cls(log, snapshot_every=snapshot_every, check=check)

    @classmethod
    def from_game(cls, game: Game, *, snapshot_every: int = 8) -> Replay:
        """A replay of a live game, from its seed, setup and decisions (the game is not changed).

        Examples
        --------
        >>> from toolkit.hero_realms import HeroRealmsGame
        >>> Replay.from_game(HeroRealmsGame.new(seed=1)).turns
        [1]
        """
        log = GameLog(
            game=game.game_name,
            seed=game.seed,
            setup=dict(game.setup),
            decisions=list(game.decisions),
            players=list(game.deciders),
        )
        return cls(log, snapshot_every=snapshot_every, check=False)

    @classmethod
    def load(cls, path: str | Path, *, snapshot_every: int = 8) -> Replay:
        """A replay of a log file (validated and checked against the rules).

        Raises
        ------
        LogFormatError
            If the file is not a valid log or disagrees with the rules.
        """
        return cls(GameLog.load(path), snapshot_every=snapshot_every)

    # -- size and turns -----------------------------------------------------------------
    @property
    def game_name(self) -> str:
        """The game's name, such as ``"hero-realms"``."""
        return self.log.game

    @property
    def n_steps(self) -> int:
        """The number of decisions; states are numbered ``0`` to ``n_steps``."""
        return len(self.log.decisions)

    def __len__(self) -> int:
        """The number of states, ``n_steps + 1``: as many as iterating gives.

        A replay is an iterable of states, the setup included, so ``len`` counts
        them (a replay of no decision still has one state, and is never empty);
        the number of decisions is :attr:`n_steps`.

        Examples
        --------
        >>> from toolkit.hero_realms import HeroRealmsGame
        >>> replay = Replay.from_game(HeroRealmsGame.new(seed=1))
        >>> len(replay), replay.n_steps, len(list(replay))
        (1, 0, 1)
        """
        return self.n_steps + 1

    def __iter__(self) -> Iterator[Game]:
        """Every state in order, ``state(0)`` (the table as set up) to ``state(n_steps)``.

        Lazy: each state is built when asked for, from the previous one (one
        decision re-applied, see :meth:`walk`), so walking a long game costs
        about as much as playing it plus one copy per state. Each item is the
        caller's copy, as :meth:`state` gives.

        Examples
        --------
        >>> from toolkit.hero_realms import HeroRealmsGame
        >>> game = HeroRealmsGame.new(seed=3)
        >>> game.apply(game.legal_actions()[0])
        >>> replay = Replay.from_game(game)
        >>> states = list(replay)
        >>> len(states) == len(replay) == replay.n_steps + 1, str(states[-1]) == str(game)
        (True, True)
        """
        copy = self.adapter.copy
        for game in self.walk():
            yield copy(game)

    def walk(self) -> Iterator[Game]:
        """Every state in order, as one table changed in place: read each before the next.

        The fast way to compute something in every state (the per-state table
        of :func:`toolkit.analysis.state_table` is built this way): the
        decisions are re-applied to one private copy of the setup, with no copy
        per state. The table yielded is the same object each time, changed by
        the next decision as soon as the next item is asked for; do not modify
        it, and iterate the replay itself to keep states.

        Examples
        --------
        >>> from toolkit.hero_realms import HeroRealmsGame
        >>> game = HeroRealmsGame.new(seed=3)
        >>> game.apply(game.legal_actions()[0])
        >>> replay = Replay.from_game(game)
        >>> [len(g.decisions) for g in replay.walk()]
        [0, 1]
        """
        game = self.adapter.copy(self._snapshots[0])
        yield game
        apply = game.apply
        for action in self.log.decisions:
            apply(action)
            yield game

    @property
    def turns(self) -> list[int]:
        """The turns in which at least one decision was taken (turn 1 always listed)."""
        return sorted(self._turn_starts) or [1]

    def turn_start(self, turn: int, lang: str = "en") -> int:
        """The state number at the start of ``turn`` (before its first decision).

        Raises
        ------
        ReplayRangeError
            If no decision was taken in that turn (a ``KeyError`` too).

        Examples
        --------
        >>> from toolkit.hero_realms import HeroRealmsGame
        >>> Replay.from_game(HeroRealmsGame.new(seed=1)).turn_start(1)
        0
        """
        if turn == 1 and not self._turn_starts:
            return 0
        try:
            return self._turn_starts[turn]
        except KeyError:
            raise ReplayRangeError(
                _t(lang).tr(
                    N_("No decision was taken in turn {turn}; the turns of this game: {turns}."),
                    turn=short_repr(turn),
                    turns=short_repr(self.turns),
                )
            ) from None

    def turn_of_state(self, k: int) -> int:
        """The turn being played in state ``k``."""
        self._check_state(k)
        if k < self.n_steps:
            return self.final.turn_of_step[k]
        return self.final.turn

    # -- states -------------------------------------------------------------------------
    def _check_state(self, k: int, lang: str = "en") -> None:
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= self.n_steps:
            raise ReplayRangeError(
                _t(lang).tr(
                    N_("State numbers go from 0 to {last}, not {k}."),
                    last=self.n_steps,
                    k=short_repr(k),
                )
            )

    def read_state(self, k: int) -> Game:
        """The table after ``k`` decisions, to read only: no copy is made.

        The game returned is the replay's own (its cache), so reading it costs nothing
        once the replay has reached step ``k``; views and figures that only read a state
        use it. It must not be changed, and it may change under the caller when another
        step is read; :meth:`state` gives a copy that is the caller's.

        Raises
        ------
        IndexError
            If ``k`` is not a step of the replay (0 to :attr:`n_steps`).

        Examples
        --------
        >>> from toolkit.hero_realms import HeroRealmsGame
        >>> game = HeroRealmsGame.new(seed=1)
        >>> replay = Replay(game.to_log())
        >>> replay.read_state(0).turn
        1
        """
        self._check_state(k)
        cache = self._cache
        if cache is not None and cache[0] == k:
            return cache[1]
        if cache is not None and cache[0] < k and k - cache[0] < self.snapshot_every:
            start, base = cache
        else:
            start = (k // self.snapshot_every) * self.snapshot_every
            base = self._snapshots[k // self.snapshot_every]
        game = self.adapter.copy(base)
        apply = game.apply
        for action in self.log.decisions[start:k]:
            apply(action)
        self._cache = (k, game)
        return game

    def state(self, k: int) -> Game:
        """A copy of the table after ``k`` decisions (``0`` is the table as set up).

        The copy is the caller's: changing it does not change the replay.

        Raises
        ------
        IndexError
            If ``k`` is not between 0 and :attr:`n_steps`.
        """
        return self.adapter.copy(self.read_state(k))

    def state_at_turn(self, turn: int) -> Game:
        """A copy of the table at the start of ``turn`` (see :meth:`turn_start`)."""
        return self.state(self.turn_start(turn))

    # -- steps --------------------------------------------------------------------------
    def raw_events(self, i: int) -> list[Event]:
        """The engine's event tuples of step ``i`` (``-1`` for the setup)."""
        if i == -1:
            return self.final.setup_events()
        return self.final.step_events(i)

    def step(self, i: int, lang: str = "en") -> Step:
        """Step ``i`` (the decision that makes state ``i + 1``), described in ``lang``.

        English by default. In Spanish or Italian the rule titles of the
        explanation come from the rule catalogue, and the decision and event
        sentences are the engine's in that language once the engine writes it
        (English until then).

        Raises
        ------
        IndexError
            If there is no such step.
        UnknownLanguageError
            If ``lang`` is not one of the toolkit's languages.

        Examples
        --------
        >>> from toolkit.hero_realms import HeroRealmsGame
        >>> game = HeroRealmsGame.new(seed=3, names=["Ada", "Ben"])
        >>> game.apply(game.legal_actions()[0])
        >>> replay = Replay.from_game(game)
        >>> replay.step(0).rules == replay.step(0, "es").rules
        True
        """
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < self.n_steps:
            raise ReplayRangeError(
                _t(lang).tr(
                    N_("Steps go from 0 to {last}, not {i}."),
                    last=self.n_steps - 1,
                    i=short_repr(i),
                )
            )
        if lang != "en":
            from toolkit.i18n import check_lang

            lang = check_lang(lang)
        found = self._steps.get((i, lang))
        if found is not None:
            return found
        final = self.final
        raw = final.step_events(i)
        events = tuple(call_with_lang(lang, final.describe_event, e) for e in raw)
        text = self._texts[i]
        notes = self._notes[i]
        if lang != "en":
            before, action = self.read_state(i), self.log.decisions[i]
            text = call_with_lang(lang, before.describe_action, action)
            if notes:
                notes = call_with_lang(lang, self.adapter.notes, before, action)
        extra = [r for e in raw for r in self.adapter.event_rules(e)]
        rules = rules_in([*notes, *events, " ".join(extra)])
        player = final.deciders[i]
        step = Step(
            index=i,
            player=player,
            player_name=self.names[player] if player < len(self.names) else str(player),
            turn=final.turn_of_step[i],
            action=self.log.decisions[i],
            text=text,
            events=events,
            rules=rules,
            explanation=call_with_lang(lang, self.adapter.explain, text, notes, events, rules),
        )
        self._steps[(i, lang)] = step
        return step

    def explanation_in(self, i: int, lang: str = "en") -> str:
        """The explanation of step ``i`` in ``lang`` (see :meth:`step`)."""
        return self.step(i, lang).explanation

    def steps(self) -> list[Step]:
        """Every step, in order."""
        return [self.step(i) for i in range(self.n_steps)]

    def event_texts(self, i: int, viewer: Viewer = None, lang: str = "en") -> list[str]:
        """The events of step ``i`` (``-1``: the setup) as ``viewer`` may see them, in ``lang``.

        A player does not see which cards an opponent draws, for example.
        """
        final = self.final
        describe = self.adapter.describe_event
        self.check_viewer(viewer)
        return [call_with_lang(lang, describe, final, e, viewer) for e in self.raw_events(i)]

    def explain_refusal(self, k: int, action: Action) -> str | None:
        """Why ``action`` would be refused in state ``k``, naming the rule; None if it is legal.

        Examples
        --------
        >>> from toolkit import Action
        >>> from toolkit.hero_realms import HeroRealmsGame
        >>> game = HeroRealmsGame.from_position(
        ...     {"players": [{"combat": 5}, {"champions": ["orc-grunt"]}]}, names=["Ada", "Ben"])
        >>> print(Replay.from_game(game).explain_refusal(0, Action("attack_player", (1, 5))))
        HR-C3: Orc Grunt is a guard, so Ben cannot be attacked until their guards are stunned
        """
        game = self.read_state(k)
        try:
            game.verify(action)
        except IllegalActionError as exc:
            return str(exc)
        except (TypeError, ValueError, IndexError, KeyError) as exc:
            return f"{action} is malformed: {exc}"
        return None

    # -- viewing ------------------------------------------------------------------------
    def viewers(self, lang: str = "en") -> list[tuple[str, Viewer]]:
        """The viewpoints, as ``(label, viewer)`` pairs in ``lang``: the teacher, then each seat.

        Examples
        --------
        >>> from toolkit.hero_realms import HeroRealmsGame
        >>> Replay.from_game(HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])).viewers("es")[1]
        ('Vista de Ada', 0)
        """
        from toolkit.i18n import translator

        t = translator(lang)
        return [(t.gettext("Teacher (everything)"), None)] + [
            (t.tr("{name}'s view", name=seat_name(name, lang)), seat)
            for seat, name in enumerate(self.names)
        ]

    def check_viewer(self, viewer: object, lang: str = "en") -> Viewer:
        """``viewer`` if it is ``None`` (the teacher) or a seat of the game.

        Raises
        ------
        ReplayRangeError
            Otherwise (a seat past the last, a negative one, ``True``, text).
        """
        if viewer is None:
            return None
        seats = len(self.final.players)
        if isinstance(viewer, bool) or not isinstance(viewer, int) or not 0 <= viewer < seats:
            raise ReplayRangeError(
                _t(lang).tr(
                    N_("A viewer is None (the teacher) or a seat from 0 to {last}, not {viewer}."),
                    last=seats - 1,
                    viewer=short_repr(viewer),
                )
            )
        return viewer

    def board_html(self, k: int, viewer: Viewer = None, lang: str = "en") -> str:
        """The table in state ``k`` as HTML, seen by ``viewer``, its labels in ``lang``."""
        self.check_viewer(viewer, lang)
        self._check_state(k, lang)
        return call_with_lang(lang, self.adapter.board_html, self.read_state(k), viewer)

    def to_html(self, k: int | None = None, viewer: Viewer = None, lang: str = "en") -> str:
        """The board in state ``k`` (the end by default) and the log, with that step marked."""
        from toolkit.html.replay import replay_html

        self.check_viewer(viewer, lang)
        return replay_html(self, self.n_steps if k is None else k, viewer, lang=lang)

    def _repr_html_(self) -> str:
        return self.to_html()

    def summary(self) -> dict[str, Any]:
        """The log's result, with the number of steps."""
        result = dict(self.final.result_summary())
        result["steps"] = self.n_steps
        return result

    def __repr__(self) -> str:
        return f"<Replay {self.game_name} seed={self.log.seed} steps={self.n_steps}>"
