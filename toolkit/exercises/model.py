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
from typing import Any

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError, ToolkitError, short_repr
from toolkit.core.game import Game
from toolkit.exercises.better import check_better
from toolkit.exercises.feedback import (
    Feedback,
    _plain,
    _sentence,
    _summary,
    decision_text,
    decision_words,
    engine_text,
    rule_title,
    rule_titles,
)
from toolkit.exercises.games import Adapter, MoveError, adapter_for
from toolkit.exercises.words import (
    YES_NO,
    join_names,
    move_label,
    norm,
    reading_label,
    typed_forms,
    yes_no_label,
)
from toolkit.html.core import esc as _esc
from toolkit.i18n import check_lang, translator
from toolkit.i18n.messages import N_

KINDS = (
    "attack-targets",
    "legal-move",
    "win-this-turn",
    "what-happens",
    "move-location",
    "vanquish-strength",
    "replay-step",
    "tournament-reading",
    "better-move",
)
"""The kinds of exercise (see ``data/exercises/FORMAT.md``)."""

NUMBER_RANGE = (0, 20)
"""The numbers a "how much" answer may give (the widget and the export offer these)."""

MAX_PICKS = 50
"""The most choices or moves one answer may list (an exercise offers far fewer)."""

MAX_ANSWER_TEXT = 200
"""The longest choice or move accepted, in characters."""


def short_text(text: str) -> str:
    """``text`` cut to 120 characters, for quoting an answer back."""
    return text if len(text) <= 120 else text[:117] + "..."


class AnswerError(ToolkitError):
    """An answer that is not one of the exercise's choices (nothing is checked or scored)."""


def _join(names: Sequence[str], lang: str = "en") -> str:
    return join_names([str(n) for n in names], lang)


LOCALIZED = ("title", "question", "explain", "explain_miss", "move_text", "nudge")
"""The fields of an exercise written in every language (``{en: ..., es: ..., it: ...}``)."""


def localized(value: Any, lang: str) -> str:
    """One language of a field written in every language (plain text is the same in all)."""
    if isinstance(value, Mapping):
        return str(value.get(lang) or value.get("en") or "")
    return "" if value is None else str(value)


@dataclass(repr=False)
class Exercise:
    """One exercise: a position, a question, the rules it teaches, and how to check it.

    Build them with :func:`toolkit.exercises.load_exercises`; ``data`` is the exercise's
    record from its YAML file and ``lang`` the language a learner reads it in. The same
    exercise in another language (:meth:`in_lang`) shares the position, the engine's
    solution and the replay, so each language costs only its words.
    """

    data: Mapping[str, Any]
    game: str
    source: str = ""
    topics: Any = ""
    order: int = 0
    lang: str = "en"
    _shared: dict[str, Any] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.lang = check_lang(self.lang)

    def __repr__(self) -> str:
        return f"<Exercise {self.id}: {self.title} ({self.kind}, {', '.join(self.rules)})>"

    def _ipython_display_(self) -> None:
        """In a notebook, an exercise shows itself ready to answer (an ExerciseWidget)."""
        from IPython.display import display

        from toolkit.widgets.exercise import ExerciseWidget

        display(ExerciseWidget(self, lang=self.lang))

    def in_lang(self, lang: str) -> Exercise:
        """This exercise read in ``lang`` (``"en"``, ``"es"`` or ``"it"``).

        Examples
        --------
        >>> from toolkit.exercises import exercise
        >>> exercise("hr-guards-1").in_lang("it").check(["Ben"]).rule_title
        'Guardie'
        """
        lang = check_lang(lang)
        if lang == self.lang:
            return self
        return Exercise(
            self.data,
            self.game,
            source=self.source,
            topics=self.topics,
            order=self.order,
            lang=lang,
            _shared=self._shared,
        )

    @property
    def t(self) -> Any:
        """The message catalogue of the exercise's language."""
        return translator(self.lang)

    # -- what the data says ------------------------------------------------------------------
    @property
    def id(self) -> str:
        return str(self.data["id"])

    @property
    def kind(self) -> str:
        return str(self.data["kind"])

    @property
    def title(self) -> str:
        return localized(self.data["title"], self.lang)

    @property
    def question(self) -> str:
        return localized(self.data["question"], self.lang)

    @property
    def topic(self) -> str:
        return localized(self.topics, self.lang)

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
        """The choices as the data and the engine write them (compare answers with these)."""
        if self.kind == "legal-move":
            return list(YES_NO)
        if self.kind in ("win-this-turn", "better-move"):
            return list(self.data["choices"])
        return [str(o) for o in self.data.get("options", [])]

    def option_label(self, option: str) -> str:
        """How a choice reads on screen in the exercise's language ("Jugar Spark", "sì")."""
        if self.kind == "legal-move":
            return yes_no_label(str(option), self.lang)
        if self.kind in ("win-this-turn", "better-move"):
            return move_label(self.game, str(option), self.lang)
        if self.kind == "tournament-reading":
            return _tournament_label(str(option), self.lang)
        return reading_label(str(option), self.lang, self.players)

    @property
    def players(self) -> list[str]:
        """The names of the players at the exercise's table, in seat order."""
        if self.kind == "tournament-reading":
            return []
        if "players" not in self._shared:
            game: Any = self.new_game()
            self._shared["players"] = [str(n) for n in game.names]
        return list(self._shared["players"])

    @property
    def labels(self) -> list[str]:
        """The choices as the learner reads them, in order."""
        return [self.option_label(o) for o in self.options]

    def _aliases(self) -> dict[str, str]:
        """Every way of giving each choice (English, the learner's language) -> the choice."""
        cached = self._shared.setdefault("aliases", {})
        if self.lang in cached:
            return cached[self.lang]  # type: ignore[no-any-return]
        out: dict[str, str] = {}
        for option in self.options:
            forms = {norm(option), norm(self.option_label(option))}
            if self.kind in ("win-this-turn", "better-move"):
                forms |= typed_forms(self.game, option, self.lang)
            elif self.kind == "legal-move" and option == "yes":
                forms |= {"si", "sí", "sì"} if self.lang != "en" else set()
            for form in forms:
                out.setdefault(form, option)
        cached[self.lang] = out
        return out

    def _choice(self, answer: Any) -> str | None:
        return self._aliases().get(norm(str(answer)))

    @property
    def answer_mode(self) -> str:
        """``"many"`` (tick all), ``"one"`` (pick one), ``"number"`` or ``"sequence"``."""
        return {
            "attack-targets": "many",
            "move-location": "many",
            "legal-move": "one",
            "what-happens": "one",
            "replay-step": "one",
            "tournament-reading": "one",
            "vanquish-strength": "number",
            "win-this-turn": "sequence",
            "better-move": "one",
        }[self.kind]

    # -- the game ---------------------------------------------------------------------------
    def new_game(self) -> Game:
        """The exercise's position as a fresh game (setup moves applied)."""
        base = self._shared.get("base")
        if base is None:
            game = self.adapter.build(self.data)
            for move in self.data.get("setup_moves", []):
                self.adapter.play(game, move)
            base = self._shared["base"] = game
        return base.clone()  # type: ignore[no-any-return]

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
            return decision_text(game, self.replay_action(game), self.lang)
        move = self.data.get("move")
        if move is None:
            return None
        if "move_text" in self.data:
            return localized(self.data["move_text"], self.lang)
        return move_label(self.game, str(move), self.lang)

    def replay_action(self, game: Game) -> Action:
        """The decision the bots of the replay took at the exercise's step.

        The game is played one decision further from its seed, so the bots decide with
        the same state they had in the game itself.
        """
        del game
        if "replay_next" not in self._shared:
            spec = dict(self.data["replay"])
            step = int(spec["step"])
            spec["step"] = step + 1
            self._shared["replay_next"] = self.adapter.play_replay(spec).decisions[step]
        return self._shared["replay_next"]  # type: ignore[no-any-return]

    @property
    def hides_board(self) -> bool:
        """Whether the board waits until the learner has answered.

        A question read from the table as it stands (a "what happens" with no move: how
        many cards, how much health) would be answered by the board itself, so the board
        is drawn only once the answer is given or shown. ``board: shown`` or ``board:
        after-answer`` in the data decides it explicitly.
        """
        if self.kind == "tournament-reading":
            return True
        chosen = self.data.get("board")
        if chosen is not None:
            return str(chosen) == "after-answer"
        return self.kind == "what-happens" and self.data.get("move") is None

    def board_html(self, revealed: bool = False) -> str:
        """The position drawn as HTML (the game's own board, in the exercise's language
        where the board speaks it).

        While :attr:`hides_board` and not ``revealed``, a short note stands in for the
        board, so that it does not print the answer to the question asked.
        """
        if self.kind == "tournament-reading":
            note = self.t.gettext(
                "This question is about the lesson's chart and the sentences under it."
            )
            return f'<div class="ex-hidden-board">{_esc(note)}</div>'
        if self.hides_board and not revealed:
            note = self.t.gettext(
                "The table appears once you have answered: this question is about the rules."
            )
            return f'<div class="ex-hidden-board">{_esc(note)}</div>'
        return self.adapter.board_html(self.new_game(), self.lang)

    def board_after_html(self) -> str:
        """The board once the answer is played out: after the move asked about, or after
        the winning sequence; the position itself where the answer is no move."""
        if self.kind == "tournament-reading":
            return self.board_html()
        game = self.new_game()
        try:
            if self.kind == "win-this-turn":
                for move in self.solution:
                    self.adapter.play(game, move)
            elif self.kind == "legal-move":
                if self._move_refusal() is None:
                    self._make(game)
            elif self.kind in ("what-happens", "replay-step"):
                self._make(game)
            elif self.kind == "better-move":
                self.adapter.play(game, self.solution)
        except (ToolkitError, MoveError):  # pragma: no cover - verified at load
            game = self.new_game()
        return self.adapter.board_html(game, self.lang)

    # -- the engine's answer -------------------------------------------------------------------
    @property
    def solution(self) -> Any:
        """The right answer, found by the engine (``check`` accepts it)."""
        if "solution" not in self._shared:
            self._shared["solution"] = self._solve()
        return self._shared["solution"]

    def _solve(self) -> Any:
        kind = self.kind
        if kind in ("attack-targets", "move-location"):
            return [o for o in self.options if self._target_refusal(o) is None]
        if kind == "legal-move":
            return "yes" if self._move_refusal() is None else "no"
        if kind in ("what-happens", "replay-step", "tournament-reading"):
            value = self.reading()
            right = [o for o in self.options if o == str(value)]
            return right[0] if right else str(value)
        if kind == "vanquish-strength":
            return self.reading()
        if kind == "win-this-turn":
            return list(self.data["answer"])
        if kind == "better-move":
            return str(self.data["answer"])
        raise AssertionError(kind)  # pragma: no cover - the schema lists the kinds

    def reading(self) -> Any:
        """What the question asks about, read from the table after the move."""
        if self.kind == "tournament-reading":
            from toolkit.exercises.tournaments import tournament_reading

            return tournament_reading(self.data["tournament"], self.data["ask"])
        game = self.new_game()
        if self.kind == "vanquish-strength":
            return self.adapter.measure(game, {"strength": self.data["hero"]})
        self._make(game)
        return self.adapter.measure(game, self.data["ask"])

    def events(self) -> list[str]:
        """What the engine says happened when the move was made, one sentence each.

        Empty where the engine cannot yet say it in the exercise's language.
        """
        if self.kind == "tournament-reading":
            return []
        game = self.new_game()
        if self.kind != "replay-step" and self.data.get("move") is None:
            return []
        before = len(game.events)
        self._make(game)
        out = []
        for e in game.events[before:]:
            said = engine_text(game.describe_event, e, self.lang)
            if said is None:
                return []
            out.append(_sentence(said))
        return out

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
        found: dict[str, IllegalActionError | None] = self._shared.setdefault("refusals", {})
        if option not in found:
            game = self.new_game()
            found[option] = game.why_illegal(self._target_action(game, option))
        return found[option]

    def _move_refusal(self) -> IllegalActionError | None:
        if "move_refusal" not in self._shared:
            game = self.new_game()
            action = self.adapter.resolve(game, str(self.data["move"]))
            self._shared["move_refusal"] = game.why_illegal(action)
        return self._shared["move_refusal"]  # type: ignore[no-any-return]

    # -- checking -------------------------------------------------------------------------------
    def normalize(self, answer: Any) -> Any:
        """The answer in the form :meth:`check` compares (raises AnswerError if it is no choice).

        Choices may be given as the data writes them or as the learner reads them, in
        English or in the exercise's language ("sí", "jugar Spark").
        """
        t = self.t
        mode = self.answer_mode
        if mode in ("many", "sequence"):
            if answer is None or isinstance(answer, str):
                given = [] if answer is None else [answer]
            elif isinstance(answer, (list, tuple, set, frozenset)) and len(answer) <= MAX_PICKS:
                given = list(answer)
            else:
                raise AnswerError(
                    t.plural(
                        "the answer is a list of at most {n} choice, not {answer}",
                        "the answer is a list of at most {n} choices, not {answer}",
                        MAX_PICKS,
                        answer=short_repr(answer),
                    )
                )
            bad = [a for a in given if not isinstance(a, str) or len(a) > MAX_ANSWER_TEXT]
            if bad:
                raise AnswerError(
                    t.tr(
                        "each choice is given by its name, not {answer}", answer=short_repr(bad[0])
                    )
                )
            picked = [self._choice(a) for a in given]
            unknown = [a for a, p in zip(given, picked, strict=True) if p is None]
            if unknown:
                message = (
                    N_("{answer} is not among the choices")
                    if mode == "many"
                    else N_("{answer} is not among the moves offered")
                )
                raise AnswerError(t.tr(message, answer=short_text(_join(unknown, self.lang))))
            chosen = [p for p in picked if p is not None]
            if mode == "many":
                return [o for o in self.options if o in chosen]
            return chosen
        if mode == "one":
            if self.kind == "legal-move" and isinstance(answer, bool):
                answer = "yes" if answer else "no"
            elif isinstance(answer, int) and not isinstance(answer, bool):
                answer = str(answer) if abs(answer) < 10**9 else None
            fits = isinstance(answer, str) and len(answer) <= MAX_ANSWER_TEXT
            choice = self._choice(answer) if fits else None
            if choice is None:
                raise AnswerError(
                    t.tr(
                        "{answer} is not among the choices ({choices})",
                        answer=short_repr(answer),
                        choices=", ".join(self.labels),
                    )
                )
            return choice
        low, high = NUMBER_RANGE
        if isinstance(answer, bool) or not isinstance(answer, int) or not low <= answer <= high:
            raise AnswerError(
                t.tr(
                    "the answer is a whole number from {low} to {high}, not {answer}",
                    low=low,
                    high=high,
                    answer=short_repr(answer),
                )
            )
        return answer

    def check(self, answer: Any) -> Feedback:
        """Whether ``answer`` is right, by the engine, with the rule and a plain explanation.

        The feedback is in the exercise's language.

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
        if kind in ("what-happens", "replay-step", "tournament-reading"):
            return self._check_reading(answer)
        if kind == "vanquish-strength":
            return self._check_number(answer)
        if kind == "better-move":
            return check_better(self, answer)
        return self._check_sequence(answer)

    # -- coaching: a nudge first, then the explanation; Show me -------------------------------
    @property
    def nudge(self) -> str:
        """The hint a first wrong answer gets: the rule and what to look at, not the answer."""
        return _sentence(localized(self.data.get("nudge", ""), self.lang))

    def coach(self, answer: Any, wrong_before: int = 0) -> Feedback:
        """The feedback ladder: right, or a nudge for the first wrong answer
        (``wrong_before == 0``), or the engine's explanation from the second on.

        Raises
        ------
        AnswerError
            If the answer is not one of the exercise's choices.
        """
        full = self.check(answer)
        if full.correct:
            return Feedback(True, full.rule, full.explanation, full.answer, self.lang, "right")
        if wrong_before == 0 and self.nudge:
            said = f"{full.explanation} {self.nudge}" if self.kind == "better-move" else self.nudge
            return Feedback(False, full.rule, said, full.answer, self.lang, "nudge")
        return Feedback(False, full.rule, full.explanation, full.answer, self.lang, "explain")

    def answer_words(self, answer: Any) -> str:
        """An answer as the learner reads it ("Orc Grunt", "sí", "Play Spark → Attack Ben")."""
        mode = self.answer_mode
        if mode == "number":
            return str(answer)
        if mode == "one":
            return self.option_label(str(answer))
        labels = [self.option_label(str(a)) for a in answer]
        if mode == "sequence":
            return " → ".join(labels)
        return _join(labels, self.lang) if labels else self.t.gettext("none of them")

    def show(self) -> Feedback:
        """What *Show me* says: the engine's answer and its explanation, marked as shown
        (``stage == "shown"``), never as a right answer of the learner's."""
        solution = self.solution
        full = self.check(solution)
        text = (
            self.t.tr("The answer: {answer}.", answer=self.answer_words(solution))
            + " "
            + full.explanation
        )
        return Feedback(True, full.rule, " ".join(text.split()), full.answer, self.lang, "shown")

    def _feedback(self, correct: bool, rule: str | None, text: str, answer: Any) -> Feedback:
        return Feedback(correct, rule, " ".join(text.split()), answer, self.lang)

    def _explain(self) -> str:
        return _sentence(localized(self.data.get("explain", ""), self.lang))

    def _check_targets(self, picked: list[str]) -> Feedback:
        t = self.t
        right = set(self.solution)
        wrong = [o for o in picked if o not in right]
        missed = [o for o in self.options if o in right and o not in picked]
        if not wrong and not missed:
            return self._feedback(True, self.rules[0], self._explain(), picked)
        lines: list[str] = []
        rule: str | None = None
        unexplained = False
        for option in wrong:
            err = self._target_refusal(option)
            assert err is not None
            said = _plain(err, self.lang) if err.rule else None
            rule = rule or err.rule
            if said is None:
                unexplained = unexplained or self.lang != "en"
                said = t.tr("{option} cannot be chosen here.", option=self.option_label(option))
            lines.append(said)
        if missed:
            lines.append(
                t.plural(
                    "One more choice is right as well.",
                    "{n} more choices are right as well.",
                    len(missed),
                )
            )
        if unexplained:  # the engine's reason is not in this language yet: the rule in words
            lines.append(self._explain())
        return self._feedback(False, rule or self.rules[0], " ".join(lines), picked)

    def _check_legal(self, answer: str) -> Feedback:
        t = self.t
        err = self._move_refusal()
        correct = (answer == "yes") == (err is None)
        if err is None:
            game = self.new_game()
            action = self.adapter.resolve(game, str(self.data["move"]))
            said = decision_words(game, action, self.lang)
            did = _sentence(said if said is not None else (self.move or ""))
            text = t.tr("It is allowed: {move}", move=did) + " " + self._explain()
            return self._feedback(correct, self.rules[0], text, answer)
        said = _plain(err, self.lang)
        if said is None:
            text = t.gettext("It is not allowed.") + " " + self._explain()
        else:
            text = t.tr("It is not allowed: {reason}", reason=said)
            if not err.rule:
                text += " " + self._explain()
        return self._feedback(correct, err.rule or self.rules[0], text, answer)

    def _check_reading(self, answer: str) -> Feedback:
        t = self.t
        value = str(self.reading())
        if answer == value:
            happened = _summary(self.events(), self.lang)
            text = self._explain()
            if happened:
                text += " " + t.tr("What happened: {events}", events=happened)
            return self._feedback(True, self.rules[0], text, answer)
        text = t.tr("Not {answer}.", answer=self.option_label(answer)) + " " + self._explain()
        return self._feedback(False, self.rules[0], text, answer)

    def _check_number(self, answer: int) -> Feedback:
        t = self.t
        need = int(self.reading())
        hero = str(self.data["hero"])
        if answer == need:
            text = t.tr(
                "{hero} has Strength {n} here, so the Allies at its location need {n} or more.",
                hero=hero,
                n=need,
            )
            return self._feedback(True, self.rules[0], text + " " + self._explain(), answer)
        message = (
            N_("Not {answer}: the Allies need more than that against {hero}.")
            if answer < need
            else N_("Not {answer}: the Allies need less than that against {hero}.")
        )
        text = t.tr(message, answer=answer, hero=hero) + " " + self._explain()
        return self._feedback(False, self.rules[0], text, answer)

    def _check_sequence(self, moves: list[str]) -> Feedback:
        t = self.t
        game = self.new_game()
        seat = game.current_player
        adapter = self.adapter
        for i, move in enumerate(moves, 1):
            label = move_label(self.game, move, self.lang)
            try:
                action = adapter.resolve(game, move)
            except MoveError:
                text = t.tr("Move {i}, {move}, cannot be made here.", i=i, move=label)
                return self._feedback(False, self.rules[0], text, moves)
            err = game.why_illegal(action)
            if err is None:
                try:
                    adapter.play(game, move)
                except IllegalActionError as exc:
                    err = exc
                except MoveError:
                    text = t.tr("Move {i}, {move}, cannot be made here.", i=i, move=label)
                    return self._feedback(False, self.rules[0], text, moves)
            if err is not None:
                said = _plain(err, self.lang)
                text = (
                    t.tr("Move {i}, {move}, is not allowed: {reason}", i=i, move=label, reason=said)
                    if said is not None
                    else t.tr("Move {i}, {move}, is not allowed here.", i=i, move=label)
                    + " "
                    + self._explain()
                )
                return self._feedback(False, err.rule or self.rules[0], text, moves)
        if game.is_over and seat in game.winners:
            return self._feedback(True, self.rules[0], self._explain(), moves)
        text = t.gettext("After these moves the game goes on.") + " " + self.standing(game)
        return self._feedback(False, self.data.get("miss_rule", self.rules[0]), text, moves)

    def standing(self, game: Game) -> str:
        """Where the opponents stand, for a "win this turn" that fell short."""
        g: Any = game
        if self.game == "hero-realms":
            seat = self.new_game().current_player
            return " ".join(
                self.t.plural(
                    "{name} still has {n} health.",
                    "{name} still has {n} health.",
                    g.health_of(s),
                    name=g.names[s],
                )
                for s in range(len(g.players))
                if s != seat and not g.players[s].out and s not in g.teammates(seat)
            )
        return _sentence(localized(self.data.get("explain_miss", ""), self.lang))

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


def _tournament_label(option: str, lang: str) -> str:
    """A tournament reading in ``lang``: yes/no, "cannot tell yet", seats, "10% – 49%"."""
    import re

    from toolkit.exercises.tournaments import CANNOT_TELL, SEAT_WORDS

    t = translator(lang)
    if option in YES_NO:
        return yes_no_label(option, lang)
    if option == CANNOT_TELL or option in SEAT_WORDS:
        return t.gettext(option)
    m = re.fullmatch(r"(\d+)% to (\d+)%", option)
    if m:
        return f"{m.group(1)}% – {m.group(2)}%"  # the same in every language
    return option


def check_wrong_examples(ex: Exercise) -> list[tuple[Any, str | None, Feedback]]:
    """Each ``wrong`` example of the data with the rule it should cite and the engine's feedback."""
    out = []
    for w in ex.data.get("wrong", []):
        out.append((w["answer"], w.get("rule"), ex.check(w["answer"])))
    return out


__all__ = [
    "KINDS",
    "LOCALIZED",
    "AnswerError",
    "Exercise",
    "Feedback",
    "MoveError",
    "decision_text",
    "localized",
    "rule_title",
    "rule_titles",
]
