"""The versioned JSON game log, shared by both games.

A log holds the game name, the seed, the setup and every decision with the
seat that took it. Version 2 also stores what each decision produced as
structured events (the engine's kind and arguments, and the rule ID that
applied), so a saved game is checked against facts, never against wording:
the English text beside each event is rendered from it and may change, or be
rendered in another language, without breaking any saved game.

Which fields are recorded and which are derived:

- recorded (the game itself): ``game``, ``seed``, ``setup``, ``bots``, and for
  each step ``player`` and ``action``;
- derived and checked (a mismatch is refused with a :class:`LogFormatError`
  naming the step and field): each step's ``turn`` and events' ``kind`` and
  ``args``, the ``setup_events``, and ``result`` (``over``, ``winners``,
  ``turns``) once every step is replayed;
- derived and re-rendered, never checked: every ``text`` and ``rule``.

Loading validates the document against the published JSON Schema
(``toolkit/schemas/game-log.schema.json``, shown in ``docs/log-format.md``;
no pickle, no eval). Version-1 logs (event kinds and English text only)
still load: their decisions, players, turns and event kinds are checked, and
:meth:`GameLog.to_dict` writes them out as version 2 (:func:`migrate`).
One checker, :class:`LogChecker`, serves :meth:`GameLog.replay` and
:class:`toolkit.replay.Replay`.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=3)
>>> game.apply(game.legal_actions()[0])
>>> log = GameLog.loads(game.to_log().dumps())
>>> log.replay().decisions == game.decisions
True
>>> log.to_dict()["steps"][0]["events"][0]["kind"]
'play'
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkit.core import schema_check
from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError, LogFormatError, SetupError
from toolkit.core.registry import engine_class

if TYPE_CHECKING:
    from toolkit.core.game import Event, Game

__all__ = [
    "LOG_FORMAT",
    "LOG_VERSION",
    "SCHEMAS",
    "GameLog",
    "LogChecker",
    "event_from_record",
    "event_record",
    "migrate",
    "schema",
]

LOG_FORMAT = "toolkit-game-log"
LOG_VERSION = 2
"""The version :meth:`GameLog.dumps` writes."""

SCHEMAS: dict[int, str] = {1: "game-log-v1.schema.json", 2: "game-log.schema.json"}
"""The JSON Schema of each version the loader reads, in ``toolkit/schemas``."""

RESULT_FIELDS = ("over", "winners", "turns")
"""The fields of ``result`` checked against the rules (the rest are scores, re-derived)."""


def schema(version: int = LOG_VERSION) -> dict[str, Any]:
    """The JSON Schema of a log format version, as published in ``docs/log-format.md``.

    Examples
    --------
    >>> schema()["properties"]["version"]
    {'const': 2}
    """
    text = (
        resources.files("toolkit").joinpath("schemas").joinpath(SCHEMAS[version]).read_text("utf-8")
    )
    return json.loads(text)  # type: ignore[no-any-return]


@cache
def _validator(version: int) -> Any:
    return schema_check.validator(schema(version))  # jsonschema only for a failing log


def _plain(value: Any) -> Any:
    """An event argument as JSON: tuples become lists."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def event_record(game: Game, event: Event) -> dict[str, Any]:
    """The stored form of one engine event: kind, arguments, rule (when known) and text.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=3, names=["Ada", "Ben"])
    >>> record = event_record(game, game.setup_events()[0])
    >>> record["kind"], record["args"], record["rule"]
    ('shuffle_deck', [0, 10], 'HR-S1')
    >>> record["text"]
    'Ada shuffles their 10-card personal deck (HR-S1)'
    """
    out: dict[str, Any] = {"kind": event[0], "args": _plain(event[1:])}
    rule = game.event_rule(event)
    if rule is not None:
        out["rule"] = rule
    out["text"] = game.describe_event(event)
    return out


def _tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuple(v) for v in value)
    return value


def event_from_record(record: dict[str, Any]) -> Event:
    """The engine's event tuple back from its stored form (lists become tuples again).

    Any renderer of events (the engine's ``describe_event``, a translation) can so
    render a saved log's text from its events alone.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=3, names=["Ada", "Ben"])
    >>> record = event_record(game, game.setup_events()[0])
    >>> event_from_record(record)
    ('shuffle_deck', 0, 10)
    >>> game.describe_event(event_from_record(record)) == record["text"]
    True
    """
    return (record["kind"], *(_tuple(a) for a in record["args"]))


def _check_bots(bots: Sequence[str], seats: int) -> list[str]:
    """``bots`` as a list, if it is empty or names one player per seat."""
    names = list(bots)
    if names and (len(names) != seats or not all(isinstance(n, str) and n for n in names)):
        raise ValueError(f"expected {seats} bot names (one per seat), got {names!r}")
    return names


@dataclass
class GameLog:
    """A game as data: what to set up, and every decision taken.

    ``document`` keeps the full JSON (with the structured events) when the log
    was loaded or built from a game; :meth:`replay` checks the game against it.
    ``version`` is the format version it was read in (version-1 documents are
    written back as version 2).
    """

    game: str
    seed: int
    setup: dict[str, Any]
    decisions: list[Action]
    players: list[int] = field(default_factory=list)
    document: dict[str, Any] | None = None
    bots: list[str] = field(default_factory=list)
    version: int = LOG_VERSION

    @classmethod
    def from_game(cls, game: Game, *, bots: Sequence[str] | None = None) -> GameLog:
        """Record ``game``: its decisions, their structured events, and their texts.

        An action is described in the position where it was taken (who took
        it, which choice was pending), so the decisions are replayed on a
        fresh copy of the game to write their texts; events carry everything
        they need and are described from the game itself.

        Parameters
        ----------
        game:
            The game to record.
        bots:
            Optionally, who played each seat (bot names), kept in the log's ``bots``.

        Raises
        ------
        ValueError
            If ``bots`` does not name exactly one player per seat.
        """
        bot_names = _check_bots(bots or [], len(game.players))
        replica = type(game).from_setup(game.setup, game.seed)
        steps = []
        for i, (player, action, events) in enumerate(game.iter_steps()):
            step: dict[str, Any] = {"player": player, "turn": game.turn_of_step[i]}
            step["action"] = action.to_json()
            step["text"] = replica.describe_action(action)
            replica.apply(action)
            step["events"] = [event_record(game, e) for e in events]
            steps.append(step)
        document = {
            "format": LOG_FORMAT,
            "version": LOG_VERSION,
            "game": game.game_name,
            "seed": game.seed,
            "setup": game.setup,
            **({"bots": bot_names} if bot_names else {}),
            "setup_events": [event_record(game, e) for e in game.setup_events()],
            "steps": steps,
            "result": game.result_summary(),
        }
        return cls(
            game=game.game_name,
            seed=game.seed,
            setup=dict(game.setup),
            decisions=list(game.decisions),
            players=list(game.deciders),
            document=document,
            bots=bot_names,
        )

    # -- reading and writing -----------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The JSON document, always in the current version.

        A log read in version 1 is replayed (and checked) to write it as version 2;
        a log built from decisions alone holds only its decisions.
        """
        if self.document is not None and self.version == LOG_VERSION:
            return self.document
        if self.document is not None:
            return GameLog.from_game(self.replay(), bots=self.bots).to_dict()
        return {
            "format": LOG_FORMAT,
            "version": LOG_VERSION,
            "game": self.game,
            "seed": self.seed,
            "setup": self.setup,
            **({"bots": self.bots} if self.bots else {}),
            "steps": [
                {"player": p, "action": a.to_json()}
                for p, a in zip(self.players, self.decisions, strict=True)
            ],
        }

    def dumps(self) -> str:
        """The log as JSON text; the same game always gives the same bytes."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1) + "\n"

    def save(self, path: str | Path) -> None:
        """Write the log to ``path`` as UTF-8 JSON."""
        Path(path).write_text(self.dumps(), encoding="utf-8")

    @classmethod
    def loads(cls, text: str) -> GameLog:
        """Read a log from JSON text, validating its format.

        Raises
        ------
        LogFormatError
            If the text is not JSON, does not follow the schema, or names an unknown game.
        """
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise LogFormatError(f"the log is not valid JSON: {exc}") from None
        return cls.from_dict(data)

    @classmethod
    def load(cls, path: str | Path) -> GameLog:
        """Read a log from a file (see :meth:`loads`)."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise LogFormatError(f"cannot read the log {str(path)!r}: {exc}") from None
        return cls.loads(text)

    @classmethod
    def from_dict(cls, data: Any) -> GameLog:
        """Build a log from a parsed JSON document, validating it (see :meth:`loads`)."""
        version = data.get("version") if isinstance(data, dict) else None
        if isinstance(version, bool) or version not in SCHEMAS:
            version = LOG_VERSION  # the current schema says what is wrong
        errors = sorted(_validator(version).iter_errors(data), key=lambda e: list(e.absolute_path))
        if errors:
            err = errors[0]
            where = "/".join(str(p) for p in err.absolute_path) or "(top level)"
            raise LogFormatError(
                f"the log does not follow format version {version} at {where}: {err.message}"
            )
        try:
            engine_class(data["game"])
        except SetupError as exc:
            raise LogFormatError(str(exc)) from None
        decisions = []
        for i, step in enumerate(data["steps"]):
            try:
                decisions.append(Action.from_json(step["action"]))
            except LogFormatError as exc:
                raise LogFormatError(f"step {i}: {exc}") from None
        return cls(
            game=data["game"],
            seed=data["seed"],
            setup=data["setup"],
            decisions=decisions,
            players=[step["player"] for step in data["steps"]],
            document=data,
            bots=list(data.get("bots", [])),
            version=version,
        )

    # -- replaying ---------------------------------------------------------------------
    def new_game(self) -> Game:
        """The game as set up, before any decision.

        Raises
        ------
        LogFormatError
            If the setup cannot be played.
        """
        cls = engine_class(self.game)
        try:
            game: Game = cls.from_setup(self.setup, self.seed)
        except SetupError as exc:
            raise LogFormatError(f"the log's setup cannot be played: {exc}") from None
        try:
            _check_bots(self.bots, len(game.players))
        except ValueError as exc:
            raise LogFormatError(f"the log's bots do not fit its setup: {exc}") from None
        return game

    def checker(self, *, check_events: bool = True) -> LogChecker:
        """The checker that replays this log step by step (see :class:`LogChecker`)."""
        return LogChecker(self, check_events=check_events)

    def replay(self, upto: int | None = None, *, check_events: bool = True) -> Game:
        """Re-apply the decisions and return the game after step ``upto`` (all by default).

        Raises
        ------
        LogFormatError
            If a decision is illegal, was taken by another player than recorded, or
            (with ``check_events``) the turns, events or result differ from the log's.
        """
        checker = self.checker(check_events=check_events)
        game = checker.start()
        stop = len(self.decisions) if upto is None else upto
        for i in range(min(stop, len(self.decisions))):
            checker.step(game, i)
        if stop >= len(self.decisions):
            checker.finish(game)
        return game


def _kinds(records: Sequence[dict[str, Any]]) -> list[Any]:
    return [r["kind"] for r in records]


class LogChecker:
    """Replays a log one step at a time, refusing anything that disagrees with the rules.

    The one validator behind :meth:`GameLog.replay` and :class:`toolkit.replay.Replay`.
    Always checked: the setup can be played, every decision is legal and was taken by
    the recorded seat. With ``check_events`` (when the log holds them): the setup
    events, each step's turn and events, and the result. Version 2 compares events
    by kind and arguments; version 1 by kind only (its texts are English sentences
    whose wording may since have changed).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=3)
    >>> game.apply(game.legal_actions()[0])
    >>> checker = LogChecker(game.to_log())
    >>> replayed = checker.start()
    >>> checker.step(replayed, 0)
    >>> checker.finish(replayed)
    """

    def __init__(self, log: GameLog, *, check_events: bool = True) -> None:
        self.log = log
        doc = log.document if check_events else None
        self._doc: dict[str, Any] = doc or {}
        self._steps: list[dict[str, Any]] | None = self._doc.get("steps") if doc else None

    def _events(self, where: str, recorded: list[dict[str, Any]], got: list[Event]) -> None:
        if self.log.version == 1:
            mine, theirs = _kinds(recorded), [e[0] for e in got]
            what = "event kinds"
        else:
            mine = [[r["kind"], *r["args"]] for r in recorded]
            theirs = [[e[0], *_plain(e[1:])] for e in got]
            what = "events"
        if mine == theirs:
            return
        if len(mine) != len(theirs):
            detail = f"the log records {len(mine)} {what}, the rules produce {len(theirs)}"
        else:
            j = next(j for j, (a, b) in enumerate(zip(mine, theirs, strict=True)) if a != b)
            detail = f"events/{j}: the log records {mine[j]!r}, the rules produce {theirs[j]!r}"
        raise LogFormatError(
            f"{where}: the recorded events differ from what the rules produce ({detail})"
        )

    def start(self) -> Game:
        """The game as set up, checked against the log's setup events."""
        game = self.log.new_game()
        if "setup_events" in self._doc:
            try:
                self._events("setup", self._doc["setup_events"], game.setup_events())
            except LogFormatError as exc:
                raise LogFormatError(
                    f"the setup events differ from what the seed and setup give: {exc}"
                ) from None
        return game

    def step(
        self, game: Game, i: int, before: Callable[[Game, Action], None] | None = None
    ) -> None:
        """Apply decision ``i`` to ``game`` (the state after ``i`` decisions), checking it.

        ``before(game, action)``, if given, is called just before the decision is
        applied (a replay describes the position there); its malformed-input errors are
        reported like the decision's own.
        """
        log = self.log
        action = log.decisions[i]
        if log.players and log.players[i] != game.current_player:
            raise LogFormatError(
                f"step {i}: the log says player {log.players[i]} acted, "
                f"but it was player {game.current_player}'s decision"
            )
        try:
            if before is not None:
                before(game, action)
            game.apply(action)
        except IllegalActionError as exc:
            raise LogFormatError(f"step {i}: illegal decision {action}: {exc}") from None
        except (TypeError, ValueError, IndexError, KeyError) as exc:
            raise LogFormatError(f"step {i}: malformed decision {action}: {exc}") from None
        if self._steps is None:
            return
        recorded = self._steps[i]
        turn = game.turn_of_step[i]
        if "turn" in recorded and recorded["turn"] != turn:
            raise LogFormatError(
                f"step {i}: the log says turn {recorded['turn']}, the rules give turn {turn} "
                f"(steps/{i}/turn)"
            )
        if "events" in recorded:
            self._events(f"step {i}", recorded["events"], game.step_events(i))

    def finish(self, game: Game) -> None:
        """Check the log's result against ``game`` after its last decision."""
        recorded = self._doc.get("result")
        if recorded is None:
            return
        got = json.loads(json.dumps(game.result_summary()))
        for name in RESULT_FIELDS:
            if name in recorded and recorded[name] != got.get(name):
                raise LogFormatError(
                    f"result/{name}: the log says {recorded[name]!r}, "
                    f"the rules give {got.get(name)!r}"
                )


def migrate(data: Any) -> dict[str, Any]:
    """A version-1 (or version-2) log document as a version-2 document.

    The decisions are replayed and checked (players, turns, event kinds); the
    structured events and texts are then written from the replayed game.

    Raises
    ------
    LogFormatError
        If the document is not a valid log or disagrees with the rules.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> old = {"format": "toolkit-game-log", "version": 1, "game": "hero-realms",
    ...        "seed": 3, "setup": {}, "steps": []}
    >>> migrate(old)["version"]
    2
    """
    return GameLog.from_dict(data).to_dict()
