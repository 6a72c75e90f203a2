"""The versioned JSON game log, shared by both games.

A log holds the game name, the seed, the setup and every decision, with
the seat that took it and the events it produced as readable text. Loading
validates the document against ``toolkit/schemas/game-log.schema.json``
(no pickle, no eval) and :meth:`GameLog.replay` re-applies the decisions,
refusing a log whose recorded players or events differ from what the rules
produce. The format is described in ``docs/log-format.md``.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=3)
>>> game.apply(game.legal_actions()[0])
>>> log = GameLog.loads(game.to_log().dumps())
>>> log.replay().decisions == game.decisions
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jsonschema

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError, LogFormatError, SetupError
from toolkit.core.registry import engine_class

if TYPE_CHECKING:
    from toolkit.core.game import Game

LOG_FORMAT = "toolkit-game-log"
LOG_VERSION = 1


@cache
def _validator() -> jsonschema.protocols.Validator:
    text = resources.files("toolkit").joinpath("schemas/game-log.schema.json").read_text("utf-8")
    schema = json.loads(text)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)  # type: ignore[no-any-return]


def _check_bots(bots: Sequence[str], seats: int) -> list[str]:
    """``bots`` as a list, if it is empty or names one player per seat."""
    names = list(bots)
    if names and (len(names) != seats or not all(isinstance(n, str) and n for n in names)):
        raise ValueError(f"expected {seats} bot names (one per seat), got {names!r}")
    return names


@dataclass
class GameLog:
    """A game as data: what to set up, and every decision taken.

    ``document`` keeps the full JSON (with event texts) when the log was
    loaded or built from a game; :meth:`replay` checks it.
    """

    game: str
    seed: int
    setup: dict[str, Any]
    decisions: list[Action]
    players: list[int] = field(default_factory=list)
    document: dict[str, Any] | None = None
    bots: list[str] = field(default_factory=list)

    @classmethod
    def from_game(cls, game: Game, *, bots: Sequence[str] | None = None) -> GameLog:
        """Record ``game`` (with the text of every action and event).

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
        replica = type(game).from_setup(game.setup, game.seed)  # type: ignore[attr-defined]
        steps = []
        turn_of_step = getattr(game, "turn_of_step", None)
        for i, (player, action, events) in enumerate(game.iter_steps()):
            step: dict[str, Any] = {"player": player}
            if turn_of_step is not None:
                step["turn"] = turn_of_step[i]
            step["action"] = action.to_json()
            step["text"] = replica.describe_action(action)
            replica.apply(action)
            step["events"] = [{"kind": e[0], "text": game.describe_event(e)} for e in events]
            steps.append(step)
        document = {
            "format": LOG_FORMAT,
            "version": LOG_VERSION,
            "game": game.game_name,
            "seed": game.seed,
            "setup": game.setup,
            **({"bots": bot_names} if bot_names else {}),
            "setup_events": [
                {"kind": e[0], "text": game.describe_event(e)} for e in game.setup_events()
            ],
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
        """The JSON document (decisions only when the log was not built from a game)."""
        if self.document is not None:
            return self.document
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
        errors = sorted(_validator().iter_errors(data), key=lambda e: list(e.absolute_path))
        if errors:
            err = errors[0]
            where = "/".join(str(p) for p in err.absolute_path) or "(top level)"
            raise LogFormatError(
                f"the log does not follow format version 1 at {where}: {err.message}"
            )
        try:
            engine_class(data["game"])
        except SetupError as exc:
            raise LogFormatError(str(exc)) from None
        decisions = []
        for i, step in enumerate(data["steps"]):
            try:
                decisions.append(Action.from_json(step["action"]))
            except TypeError as exc:
                raise LogFormatError(f"step {i}: {exc}") from None
        return cls(
            game=data["game"],
            seed=data["seed"],
            setup=data["setup"],
            decisions=decisions,
            players=[step["player"] for step in data["steps"]],
            document=data,
            bots=list(data.get("bots", [])),
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
            game: Game = cls.from_setup(self.setup, self.seed)  # type: ignore[attr-defined]
        except SetupError as exc:
            raise LogFormatError(f"the log's setup cannot be played: {exc}") from None
        try:
            _check_bots(self.bots, len(game.players))
        except ValueError as exc:
            raise LogFormatError(f"the log's bots do not fit its setup: {exc}") from None
        return game

    def replay(self, upto: int | None = None, *, check_events: bool = True) -> Game:
        """Re-apply the decisions and return the game after step ``upto`` (all by default).

        Raises
        ------
        LogFormatError
            If a decision is illegal, was taken by another player than recorded, or
            (with ``check_events``) produced other events than the log records.
        """
        game = self.new_game()
        steps = (self.document or {}).get("steps")
        if check_events and self.document is not None and "setup_events" in self.document:
            got = [game.describe_event(e) for e in game.setup_events()]
            want = [e["text"] for e in self.document["setup_events"]]
            if got != want:
                raise LogFormatError("the setup events differ from what the seed and setup give")
        stop = len(self.decisions) if upto is None else upto
        for i, action in enumerate(self.decisions[:stop]):
            if self.players and self.players[i] != game.current_player:
                raise LogFormatError(
                    f"step {i}: the log says player {self.players[i]} acted, "
                    f"but it was player {game.current_player}'s decision"
                )
            try:
                game.apply(action)
            except IllegalActionError as exc:
                raise LogFormatError(f"step {i}: illegal decision {action}: {exc}") from None
            except (TypeError, ValueError, IndexError, KeyError) as exc:
                raise LogFormatError(f"step {i}: malformed decision {action}: {exc}") from None
            if check_events and steps is not None and "events" in steps[i]:
                got = [game.describe_event(e) for e in game.step_events(i)]
                want = [e["text"] for e in steps[i]["events"]]
                if got != want:
                    raise LogFormatError(
                        f"step {i}: the recorded events differ from what the rules produce"
                    )
        return game
