"""Exercises as data, answered in a player's words and checked by the engine.

Every kind builds its game afresh from the exercise's position for each check, asks the
engine (``legal_actions``, ``why_illegal``, ``apply``) and says in plain words, with the
rule ID, why an answer is right or wrong. Nothing here knows a rule: the engine does.

Examples
--------
>>> from toolkit.exercises import exercise
>>> ex = exercise("hr-first-turn-1")
>>> ex.check(ex.solution).correct
True
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import yaml

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError, ToolkitError
from toolkit.core.game import Game
from toolkit.exercises.games import Adapter, MoveError, adapter_for

KINDS = (
    "attack-targets",
    "legal-move",
    "win-this-turn",
    "what-happens",
    "move-location",
    "vanquish-strength",
    "replay-step",
)
"""The kinds of exercise (see ``data/exercises/FORMAT.md``)."""

NUMBER_RANGE = (0, 20)
"""The numbers a "how much" answer may give (the widget and the export offer these)."""


class AnswerError(ToolkitError):
    """An answer that is not one of the exercise's choices (nothing is checked or scored)."""


def rule_titles() -> dict[str, str]:
    """Rule ID -> short title, for every rule an exercise may teach."""
    return _RULES


_RULES: dict[str, str] = yaml.safe_load(
    (Path(__file__).with_name("rules.yaml")).read_text(encoding="utf-8")
)


@dataclass(frozen=True)
class Feedback:
    """What the engine says about one answer.

    ``explanation`` is plain words; ``rule`` is the ID of the rule the answer turns on.
    """

    correct: bool
    rule: str | None
    explanation: str
    answer: Any = None

    @property
    def verdict(self) -> str:
        """ "Right." or "Not quite.", the first words a learner reads."""
        return "Right." if self.correct else "Not quite."

    @property
    def rule_title(self) -> str:
        """The rule's short title, or an empty text."""
        return _RULES.get(self.rule or "", "")

    def text(self) -> str:
        """The whole feedback as one plain text: verdict, explanation, rule."""
        rule = f" (rule {self.rule}: {self.rule_title})" if self.rule else ""
        return f"{self.verdict} {self.explanation}{rule}"

    def to_json(self) -> dict[str, Any]:
        return {
            "correct": self.correct,
            "rule": self.rule,
            "rule_title": self.rule_title,
            "verdict": self.verdict,
            "explanation": self.explanation,
            "text": self.text(),
        }


def _plain(err: IllegalActionError) -> str:
    """A refusal's words without the rule prefix (the rule is shown beside them)."""
    text = str(err)
    if err.rule and text.startswith(f"{err.rule}: "):
        text = text[len(err.rule) + 2 :]
    return _sentence(text.replace(f" ({err.rule})", ""))


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _summary(sentences: Sequence[str]) -> str:
    """Events in a few words: repeated sentences are counted, not repeated."""
    out: list[str] = []
    for text, group in itertools.groupby(sentences):
        n = len(list(group))
        out.append(text if n == 1 else f"{text[:-1]} ({n} times).")
    return " ".join(out)


def _join(names: Sequence[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(repr=False)
class Exercise:
    """One exercise: a position, a question, the rules it teaches, and how to check it.

    Build them with :func:`toolkit.exercises.load_exercises`; ``data`` is the exercise's
    record from its YAML file.
    """

    data: Mapping[str, Any]
    game: str
    source: str = ""
    topic: str = ""
    order: int = 0
    _base: Game | None = field(default=None, repr=False)
    _replay_next: Action | None = field(default=None, repr=False)

    def __repr__(self) -> str:
        return f"<Exercise {self.id}: {self.title} ({self.kind}, {', '.join(self.rules)})>"

    def _ipython_display_(self) -> None:
        """In a notebook, an exercise shows itself ready to answer (an ExerciseWidget)."""
        from IPython.display import display

        from toolkit.widgets.exercise import ExerciseWidget

        display(ExerciseWidget(self))

    # -- what the data says ------------------------------------------------------------------
    @property
    def id(self) -> str:
        return str(self.data["id"])

    @property
    def kind(self) -> str:
        return str(self.data["kind"])

    @property
    def title(self) -> str:
        return str(self.data["title"])

    @property
    def question(self) -> str:
        return str(self.data["question"])

    @property
    def rules(self) -> list[str]:
        return list(self.data["rules"])

    @property
    def level(self) -> int:
        return int(self.data.get("level", 1))

    @property
    def awaits(self) -> str | None:
        """A rule correction this exercise follows before every engine has it, if any."""
        value = self.data.get("awaits")
        return str(value) if value else None

    @property
    def adapter(self) -> Adapter:
        return adapter_for(self.game)

    @property
    def options(self) -> list[str]:
        """The choices, in learner words (empty for yes/no and number answers)."""
        if self.kind == "legal-move":
            return ["yes", "no"]
        if self.kind == "win-this-turn":
            return list(self.data["choices"])
        return [str(o) for o in self.data.get("options", [])]

    def option_label(self, option: str) -> str:
        """How a choice reads on screen (moves read as "Play Spark")."""
        if self.kind == "win-this-turn":
            return self.adapter.describe_move(option)
        return option

    @property
    def answer_mode(self) -> str:
        """``"many"`` (tick all), ``"one"`` (pick one), ``"number"`` or ``"sequence"``."""
        return {
            "attack-targets": "many",
            "move-location": "many",
            "legal-move": "one",
            "what-happens": "one",
            "replay-step": "one",
            "vanquish-strength": "number",
            "win-this-turn": "sequence",
        }[self.kind]

    # -- the game ---------------------------------------------------------------------------
    def new_game(self) -> Game:
        """The exercise's position as a fresh game (setup moves applied)."""
        if self._base is None:
            game = self.adapter.build(self.data)
            for move in self.data.get("setup_moves", []):
                self.adapter.play(game, move)
            self._base = game
        return self._base.clone()

    def _make(self, game: Game) -> None:
        """Make the exercise's move (or the replay's decision) on ``game``."""
        if self.kind == "replay-step":
            game.apply(self.replay_action(game))
        elif self.data.get("move") is not None:
            self.adapter.play(game, str(self.data["move"]))

    @property
    def player(self) -> str:
        """The name of the player who answers (the one to act in the position)."""
        game = self.new_game()
        return str(game.names[game.current_player])  # type: ignore[attr-defined]

    @property
    def move(self) -> str | None:
        """The move a "what happens" or "is it legal" question is about, in words."""
        if self.kind == "replay-step":
            game = self.new_game()
            return game.describe_action(self.replay_action(game))
        move = self.data.get("move")
        if move is None:
            return None
        return self.adapter.describe_move(str(move))

    def replay_action(self, game: Game) -> Action:
        """The decision the bots of the replay took at the exercise's step.

        The game is played one decision further from its seed, so the bots decide with
        the same state they had in the game itself.
        """
        del game
        if self._replay_next is None:
            spec = dict(self.data["replay"])
            step = int(spec["step"])
            spec["step"] = step + 1
            self._replay_next = self.adapter.play_replay(spec).decisions[step]
        return self._replay_next

    def board_html(self) -> str:
        """The position drawn as HTML (the game's own board)."""
        return self.adapter.board_html(self.new_game())

    # -- the engine's answer -------------------------------------------------------------------
    @cached_property
    def solution(self) -> Any:
        """The right answer, found by the engine (``check`` accepts it)."""
        kind = self.kind
        if kind in ("attack-targets", "move-location"):
            return [o for o in self.options if self._target_refusal(o) is None]
        if kind == "legal-move":
            return "yes" if self._move_refusal() is None else "no"
        if kind in ("what-happens", "replay-step"):
            value = self.reading()
            right = [o for o in self.options if o == str(value)]
            return right[0] if right else str(value)
        if kind == "vanquish-strength":
            return self.reading()
        if kind == "win-this-turn":
            return list(self.data["answer"])
        raise AssertionError(kind)  # pragma: no cover - the schema lists the kinds

    def reading(self) -> Any:
        """What the question asks about, read from the table after the move."""
        game = self.new_game()
        if self.kind == "vanquish-strength":
            return self.adapter.measure(game, {"strength": self.data["hero"]})
        self._make(game)
        return self.adapter.measure(game, self.data["ask"])

    def events(self) -> list[str]:
        """What the engine says happened when the move was made, one sentence each."""
        game = self.new_game()
        if self.kind != "replay-step" and self.data.get("move") is None:
            return []
        before = len(game.events)
        self._make(game)
        return [_sentence(game.describe_event(e)) for e in game.events[before:]]

    def _target_action(self, game: Game, option: str) -> Action:
        adapter = self.adapter
        if self.kind == "move-location":
            return adapter.resolve(game, f"move to {option}")
        verb = self.data.get("by", "attack")
        if verb == "attack":
            g: Any = game
            if adapter.is_player(g, option):  # type: ignore[attr-defined]
                return Action("attack_player", (adapter.seat(g, option), 1))
            return adapter.resolve(game, f"attack {option} with 1")
        return adapter.resolve(game, f"{verb} {option}")

    def _target_refusal(self, option: str) -> IllegalActionError | None:
        game = self.new_game()
        return game.why_illegal(self._target_action(game, option))

    def _move_refusal(self) -> IllegalActionError | None:
        game = self.new_game()
        return game.why_illegal(self.adapter.resolve(game, str(self.data["move"])))

    # -- checking -------------------------------------------------------------------------------
    def normalize(self, answer: Any) -> Any:
        """The answer in the form :meth:`check` compares (raises AnswerError if it is no choice)."""
        mode = self.answer_mode
        if mode == "many":
            picked = [answer] if isinstance(answer, str) else list(answer or [])
            unknown = [a for a in picked if a not in self.options]
            if unknown:
                raise AnswerError(f"{_join([str(u) for u in unknown])} is not among the choices")
            return [o for o in self.options if o in picked]
        if mode == "one":
            if self.kind == "legal-move" and isinstance(answer, bool):
                answer = "yes" if answer else "no"
            elif isinstance(answer, int) and not isinstance(answer, bool):
                answer = str(answer)
            if answer not in self.options:
                raise AnswerError(
                    f"{answer!r} is not among the choices ({', '.join(self.options)})"
                )
            return answer
        if mode == "number":
            if isinstance(answer, bool) or not isinstance(answer, int):
                raise AnswerError(f"the answer is a whole number, not {answer!r}")
            return answer
        seq = [answer] if isinstance(answer, str) else list(answer or [])
        unknown = [a for a in seq if a not in self.options]
        if unknown:
            raise AnswerError(f"{_join([str(u) for u in unknown])} is not among the moves offered")
        return seq

    def check(self, answer: Any) -> Feedback:
        """Whether ``answer`` is right, by the engine, with the rule and a plain explanation.

        Raises
        ------
        AnswerError
            If the answer is not one of the exercise's choices.
        """
        answer = self.normalize(answer)
        kind = self.kind
        if kind in ("attack-targets", "move-location"):
            return self._check_targets(answer)
        if kind == "legal-move":
            return self._check_legal(answer)
        if kind in ("what-happens", "replay-step"):
            return self._check_reading(answer)
        if kind == "vanquish-strength":
            return self._check_number(answer)
        return self._check_sequence(answer)

    def _explain(self) -> str:
        return _sentence(str(self.data.get("explain", "")))

    def _check_targets(self, picked: list[str]) -> Feedback:
        right = set(self.solution)
        wrong = [o for o in picked if o not in right]
        missed = [o for o in self.options if o in right and o not in picked]
        if not wrong and not missed:
            return Feedback(True, self.rules[0], self._explain(), picked)
        lines: list[str] = []
        rule: str | None = None
        for option in wrong:
            err = self._target_refusal(option)
            assert err is not None
            if err.rule:
                rule = rule or err.rule
                lines.append(_plain(err))
            else:
                lines.append(f"{option} cannot be chosen here.")
        if missed:
            lines.append(
                "One more choice is right as well."
                if len(missed) == 1
                else f"{len(missed)} more choices are right as well."
            )
        return Feedback(False, rule or self.rules[0], " ".join(lines), picked)

    def _check_legal(self, answer: str) -> Feedback:
        err = self._move_refusal()
        correct = (answer == "yes") == (err is None)
        if err is None:
            game = self.new_game()
            did = _sentence(
                game.describe_action(self.adapter.resolve(game, str(self.data["move"])))
            )
            text = f"It is allowed: {did} {self._explain()}".strip()
            return Feedback(correct, self.rules[0], text, answer)
        text = f"It is not allowed: {_plain(err)}"
        if not err.rule:
            text += " " + self._explain()
        return Feedback(correct, err.rule or self.rules[0], text.strip(), answer)

    def _check_reading(self, answer: str) -> Feedback:
        value = str(self.reading())
        if answer == value:
            happened = _summary(self.events())
            text = self._explain() + (f" What happened: {happened}" if happened else "")
            return Feedback(True, self.rules[0], text, answer)
        return Feedback(False, self.rules[0], f"Not {answer}. {self._explain()}", answer)

    def _check_number(self, answer: int) -> Feedback:
        need = int(self.reading())
        hero = str(self.data["hero"])
        if answer == need:
            text = f"{hero} has Strength {need} here, so the Allies at its location need {need} or more. {self._explain()}"
            return Feedback(True, self.rules[0], text.strip(), answer)
        side = "more" if answer < need else "less"
        text = f"Not {answer}: the Allies need {side} than that against {hero}. {self._explain()}"
        return Feedback(False, self.rules[0], text.strip(), answer)

    def _check_sequence(self, moves: list[str]) -> Feedback:
        game = self.new_game()
        seat = game.current_player
        adapter = self.adapter
        for i, move in enumerate(moves, 1):
            try:
                action = adapter.resolve(game, move)
            except MoveError as exc:
                text = f"Move {i}, {adapter.describe_move(move)}, cannot be made: {exc}."
                return Feedback(False, self.rules[0], text, moves)
            err = game.why_illegal(action)
            if err is None:
                try:
                    adapter.play(game, move)
                except IllegalActionError as exc:
                    err = exc
                except MoveError as exc:
                    text = f"Move {i}, {adapter.describe_move(move)}, cannot be made: {exc}."
                    return Feedback(False, self.rules[0], text, moves)
            if err is not None:
                text = f"Move {i}, {adapter.describe_move(move)}, is not allowed: {_plain(err)}"
                return Feedback(False, err.rule or self.rules[0], text, moves)
        if game.is_over and seat in game.winners:
            return Feedback(True, self.rules[0], self._explain(), moves)
        text = "After these moves the game goes on. " + self.standing(game)
        return Feedback(False, self.data.get("miss_rule", self.rules[0]), text.strip(), moves)

    def standing(self, game: Game) -> str:
        """Where the opponents stand, for a "win this turn" that fell short."""
        g: Any = game
        if self.game == "hero-realms":
            seat = self.new_game().current_player
            return " ".join(
                f"{g.names[s]} still has {g.health_of(s)} health."
                for s in range(len(g.players))
                if s != seat and not g.players[s].out and s not in g.teammates(seat)
            )
        return str(self.data.get("explain_miss", ""))

    # -- every answer, for the export -----------------------------------------------------------
    def all_answers(self) -> list[Any]:
        """Every answer a learner can give (the export precomputes the feedback of each)."""
        mode = self.answer_mode
        opts = self.options
        if mode == "many":
            return [
                [o for o, keep in zip(opts, mask, strict=True) if keep]
                for mask in itertools.product([False, True], repeat=len(opts))
            ]
        if mode == "one":
            return list(opts)
        if mode == "number":
            return list(range(NUMBER_RANGE[0], NUMBER_RANGE[1] + 1))
        seqs: list[list[str]] = []
        for n in range(1, len(opts) + 1):
            seqs.extend(list(p) for p in itertools.permutations(opts, n))
        return seqs


def check_wrong_examples(ex: Exercise) -> list[tuple[Any, str | None, Feedback]]:
    """Each ``wrong`` example of the data with the rule it should cite and the engine's feedback."""
    out = []
    for w in ex.data.get("wrong", []):
        out.append((w["answer"], w.get("rule"), ex.check(w["answer"])))
    return out


__all__ = ["KINDS", "AnswerError", "Exercise", "Feedback", "MoveError", "rule_titles"]
