"""An exercise's answer played out step by step, and a move sequence's board as it grows.

*Show me* plays the engine's answer on the board one move at a time: the position of the
question, then the board after each move with one sentence in the learner's language (who
does what, and what the engine says happened where it says it in that language). The steps
are :class:`toolkit.html.stepper.Step`, the same the stepped demonstrations are drawn from,
so the notebook and the static page step through them with the demonstrations' stepper.

A "win this turn" exercise redraws its board as the learner picks each move:
:func:`sequence_board` is the board after the moves picked so far (up to the first one the
engine refuses), and :func:`sequence_boards` precomputes them for a page with no kernel.

Examples
--------
>>> from toolkit.exercises import exercise
>>> steps = answer_steps(exercise("hr-guards-3").in_lang("es"))
>>> len(steps), steps[0].label, steps[1].label
(6, 'El comienzo', 'Paso 1 de 5')
>>> answer_steps(exercise("hr-guards-1"))  # the answer is a choice of targets, not moves
[]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import ToolkitError
from toolkit.exercises.feedback import decision_text, engine_text
from toolkit.exercises.games import MoveError
from toolkit.exercises.words import move_label
from toolkit.html.stepper import Step, rules_badges, step_label
from toolkit.i18n import translator
from toolkit.i18n.messages import N_

if TYPE_CHECKING:
    from toolkit.exercises.model import Exercise

__all__ = ["answer_steps", "sequence_board", "sequence_boards"]

START = N_("The position of the question.")


def _answer_moves(ex: Exercise) -> list[tuple[str | None, Callable[[Any], None]]]:
    """The answer as moves: (the move's words or None, a function making it on a game)."""
    kind = ex.kind
    if kind == "win-this-turn":
        moves = [str(m) for m in ex.solution]
    elif kind == "better-move":
        moves = [str(ex.solution)]
    elif kind == "legal-move":
        moves = [str(ex.data["move"])] if ex.solution == "yes" else []
    elif kind == "what-happens" and ex.data.get("move") is not None:
        moves = [str(ex.data["move"])]
    elif kind == "replay-step":

        def decide(game: Any) -> None:
            game.apply(ex.replay_action(game))

        return [(None, decide)]
    else:
        moves = []

    def mover(move: str) -> Callable[[Any], None]:
        def make(game: Any) -> None:
            ex.adapter.play(game, move)

        return make

    return [(m, mover(m)) for m in moves]


def _sentence(ex: Exercise, game: Any, move: str | None) -> str:
    """Who does what, in the exercise's language (before the move is made on ``game``)."""
    lang = ex.lang
    if move is None or "move_text" in ex.data:
        said = ex.move or ""
    else:
        try:
            said = decision_text(game, ex.adapter.resolve(game, move), lang)
        except (MoveError, ToolkitError):
            said = move_label(ex.game, move, lang)
    said = said.strip()
    return said if said.endswith((".", "!", "?")) else said + "."


_RULE_ID = re.compile(r"\b[A-Z]{1,2}-[A-Z]{0,2}[0-9]+[a-z]?\b")


def _events(game: Any, before: int, lang: str) -> tuple[list[str], list[str]]:
    """What the engine says happened since event ``before``, in ``lang``, with the rule IDs
    taken out of the sentences (they are shown as badges): (sentences, rule IDs)."""
    out: list[str] = []
    rules: list[str] = []
    for e in game.events[before:]:
        said = engine_text(game.describe_event, e, lang)
        if said is None:  # the engine cannot say it in this language yet
            return [], []
        for rid in _RULE_ID.findall(said):
            if rid not in rules:
                rules.append(rid)
        said = re.sub(r"\s*\((?:" + _RULE_ID.pattern + r")\)", "", said)
        said = re.sub(r",\s*" + _RULE_ID.pattern + r"\)", ")", said).strip()
        out.append(said if said.endswith((".", "!", "?")) else said + ".")
    return out, rules


def answer_steps(ex: Exercise) -> list[Step]:
    """*Show me*'s steps: the position, then the board after each move of the answer.

    Empty where the answer is not a move (a choice of targets, a number, a reading of the
    table as it stands): *Show me* then draws the board once, as it is.
    """
    cache = ex._shared.setdefault("answer_steps", {})
    if ex.lang in cache:
        return list(cache[ex.lang])
    plan = _answer_moves(ex)
    if not plan:
        cache[ex.lang] = []
        return []
    t = translator(ex.lang)
    game = ex.new_game()
    n = len(plan)
    steps = [Step(step_label(ex.lang, 0, n), t.gettext(START), "", _board(ex, game))]
    for k, (move, make) in enumerate(plan, 1):
        said = _sentence(ex, game, move)
        before = len(game.events)
        make(game)
        happened, rules = _events(game, before, ex.lang)
        # the engine's own account where it gives one (it names the move), else the move
        words = " ".join(happened) if happened else said
        known = [r for r in rules if _is_rule(r)] or (list(ex.rules) if k == n else [])
        badges = rules_badges(known, ex.lang)
        steps.append(Step(step_label(ex.lang, k, n), words, badges, _board(ex, game)))
    cache[ex.lang] = steps
    return list(steps)


def _is_rule(rule_id: str) -> bool:
    from toolkit.i18n import rule

    try:
        rule(rule_id, "en")
    except ToolkitError:
        return False
    return True


def _board(ex: Exercise, game: Any) -> str:
    return ex.adapter.board_html(game, ex.lang)


def _played(ex: Exercise, moves: Sequence[str]) -> tuple[Any, int]:
    """The game after the longest prefix of ``moves`` the engine accepts, and its length."""
    game = ex.new_game()
    for k, move in enumerate(moves):
        trial = game.clone()
        try:
            ex.adapter.play(trial, move)
        except (MoveError, ToolkitError):
            return game, k
        game = trial
    return game, len(moves)


def sequence_board(ex: Exercise, moves: Sequence[str]) -> str:
    """The board after the moves picked so far, up to the first one the engine refuses
    (a refused move leaves the board as it was, as at a real table)."""
    game, _ = _played(ex, moves)
    return _board(ex, game)


def sequence_boards(ex: Exercise, key: Callable[[list[str]], str]) -> dict[str, Any]:
    """Every board a "win this turn" sequence can show, for a page with no kernel.

    Returns ``{"style": css, "boards": [html, ...], "at": {key(prefix): index}}`` over
    every prefix of distinct choices the engine accepts move by move (a refused move ends
    its branch: the page draws the longest accepted prefix). Equal boards are kept once,
    and the boards' common ``<style>`` element once for all of them.
    """
    boards: list[str] = []
    seen: dict[str, int] = {}
    at: dict[str, int] = {}
    style = ""

    def keep(game: Any) -> int:
        nonlocal style
        html = _board(ex, game)
        found = _STYLE.match(html)
        if found is not None:
            style = found.group(0)
            html = html[found.end() :]
        if html not in seen:
            seen[html] = len(boards)
            boards.append(html)
        return seen[html]

    def walk(game: Any, prefix: list[str]) -> None:
        at[key(prefix)] = keep(game)
        if game.is_over:
            return
        for move in ex.options:
            if move in prefix:
                continue
            trial = game.clone()
            try:
                ex.adapter.play(trial, move)
            except (MoveError, ToolkitError):
                continue
            walk(trial, [*prefix, move])

    walk(ex.new_game(), [])
    return {"style": style, "boards": boards, "at": at}


_STYLE = re.compile(r"\s*<style>.*?</style>", re.S)
