"""The ``better-move`` kind: find the move the search proved better than the one played.

A ``better-move`` exercise is a position of a saved game (a whole table, as
``state_dict()`` gives it, or placements), the player to act (``seat``, by name), a
few ``choices`` (moves of that position in a player's words), the ``answer`` (the
better move), the move ``played`` in the game and the ``proof``: the search's win
shares of every choice (out of 100 sampled futures), the ``next`` best move, and the
``budget`` (playouts) and ``seed`` of the proof search. See ``data/exercises/FORMAT.md``.

Loading checks what can be checked without searching again: the position sets up, it is
the named player's decision, the answer and every choice are legal moves of the position
(otherwise a typed error naming the exercise and the illegal move), and the proof agrees
with itself (the answer has the highest share, the played and next moves are choices).
The search itself is run again by the slow tests of the shipped exercises.

Examples
--------
>>> from toolkit.exercises import exercise
>>> ex = exercise("hr-better-1")
>>> ex.kind, ex.answer_mode
('better-move', 'one')
>>> ex.check(ex.solution).correct
True
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import IllegalActionError, ToolkitError
from toolkit.exercises.feedback import Feedback
from toolkit.exercises.games import MoveError
from toolkit.exercises.words import move_label
from toolkit.i18n.messages import N_

if TYPE_CHECKING:
    from toolkit.core.game import Game
    from toolkit.exercises.model import Exercise

__all__ = ["KIND", "check_better", "compact_position", "rule_for", "verify_better"]

KIND = "better-move"

LEFT_OUT = {
    "hero-realms": ("decisions", "events", "rng_state", "current_player", "rng"),
    "villainous": (
        "decisions",
        "events",
        "rng_state",
        "pending",
        "resolving",
        "conditions",
        "shuffler",
    ),
}
"""Keys of a saved position that a better-move exercise leaves out: counts, the
shuffler's state (a fresh one is seeded) and what the engine works out from the rest."""

VERB_RULES = {
    "hero-realms": {
        "play": "HR-T3",
        "expend": "HR-A5",
        "ally": "HR-A6",
        "sacrifice": "HR-A7",
        "buy": "HR-B1",
        "attack": "HR-C1",
        "stun": "HR-C2",
        "choose": "HR-A4",
        "target": "HR-A4",
        "discard": "HR-D2",
        "end turn": "HR-T1",
    },
    "villainous": {
        "move to": "V-T1",
        "play": "V-T5",
        "activate": "V-C1",
        "vanquish": "V-V1",
        "fate": "V-F1",
        "end turn": "V-T1",
    },
}
"""The rule a better move turns on, by its verb (the win rule comes first when it wins)."""

WIN_RULE = {"hero-realms": "HR-E1", "villainous": "V-W2"}


def compact_position(game: Game) -> dict[str, Any]:
    """``game``'s table as a saved position, without the keys of :data:`LEFT_OUT`."""
    g: Any = game
    state = json.loads(json.dumps(g.state_dict()))  # plain strings, lists and numbers
    return {k: v for k, v in state.items() if k not in LEFT_OUT[g.game_name]}


def rule_for(game_name: str, game: Game, move: str) -> list[str]:
    """The rules a better ``move`` of ``game`` turns on: the win rule first when it wins
    the game at once, then the rule of its verb (``buy`` -> HR-B1)."""
    from toolkit.exercises.games import adapter_for

    adapter = adapter_for(game_name)
    verb = adapter.parse(move)[0]
    rules = []
    after = game.clone()
    seat = after.current_player
    adapter.play(after, move)
    if after.is_over and seat in after.winners:
        rules.append(WIN_RULE[game_name])
    default = "HR-T2" if game_name == "hero-realms" else "V-T3"
    rules.append(VERB_RULES[game_name].get(verb, default))
    return list(dict.fromkeys(rules))


def verify_better(ex: Exercise, fail: Callable[[str, str], ToolkitError]) -> None:
    """Check a better-move exercise against its position (raises what ``fail`` makes).

    The named player must be the one to decide; the answer, the move played, the next
    best move and every choice must be legal moves of the position; the proof must give
    a share to every choice, the highest to the answer.
    """
    data = ex.data
    game: Any = ex.new_game()
    if game.is_over:
        raise fail("the game is over in this position: there is no decision", "position")
    seat = str(data["seat"])
    try:
        wanted = ex.adapter.seat(game, seat)
    except MoveError as exc:
        raise fail(str(exc), "seat") from None
    if wanted != game.current_player:
        raise fail(
            f"it is {game.names[game.current_player]}'s decision in this position, not {seat}'s",
            "seat",
        )
    choices = [str(c) for c in data["choices"]]
    proof = data["proof"]
    for field, move in (("answer", data["answer"]), ("played", data["played"])):
        if move not in choices:
            raise fail(f"{move!r} is not among the choices", field)
    if proof["next"] not in choices:
        raise fail(f"{proof['next']!r} is not among the choices", "proof.next")
    for move in choices:
        err = _refusal(ex, game, move)
        if err is not None:
            field = "answer" if move == data["answer"] else "choices"
            raise fail(f"the move {move!r} is not legal in this position: {err}", field)
    wins = {str(k): v for k, v in proof["wins"].items()}
    if set(wins) != set(choices):
        raise fail("the proof gives a win share to every choice, and only to them", "proof.wins")
    best = max(wins.values())
    if wins[str(data["answer"])] != best or sorted(wins.values()).count(best) > 1:
        raise fail("the answer must have the highest win share of the proof, alone", "answer")
    if data["played"] == data["answer"]:
        raise fail("the better move is not the move played", "played")


def _refusal(ex: Exercise, game: Game, move: str) -> str | None:
    """Why ``move`` cannot be made in ``game`` (None when it is legal there)."""
    try:
        action = ex.adapter.resolve(game, move)
    except (MoveError, ToolkitError) as exc:
        return str(exc)
    err: IllegalActionError | None = game.why_illegal(action)
    if err is not None:
        return str(err)
    if action not in game.legal_actions():
        return "it is no legal action of this position"
    return None


def _said(ex: Exercise, move: str) -> str:
    """A move inside a sentence, in the exercise's language (its verb in lower case)."""
    text = move_label(ex.game, move, ex.lang)
    return text[:1].lower() + text[1:]


def share(ex: Exercise, move: str) -> int:
    """The proof's win share of ``move`` (out of 100 sampled futures)."""
    wins: Mapping[str, Any] = ex.data["proof"]["wins"]
    return round(float(wins[move]))


def proof_text(ex: Exercise) -> str:
    """The proof in words: the budget, the seed and the next best move."""
    proof = ex.data["proof"]
    if proof["next"] == ex.data["played"]:  # only the two moves were searched
        return str(
            ex.t.tr(
                "The proof search sampled {budget} futures (seed {seed}).",
                budget=int(proof["budget"]),
                seed=int(proof["seed"]),
            )
        )
    return str(
        ex.t.tr(
            "The proof search sampled {budget} futures (seed {seed}); the next best move, "
            "{next}, wins about {share}.",
            budget=int(proof["budget"]),
            seed=int(proof["seed"]),
            next=_said(ex, str(proof["next"])),
            share=share(ex, str(proof["next"])),
        )
    )


def check_better(ex: Exercise, picked: str) -> Feedback:
    """The feedback on picking ``picked`` in a better-move exercise.

    Right: the win shares of the answer and of the move played, and the proof. Wrong:
    which choice was picked and what the search found for it, never the answer.
    """
    t = ex.t
    answer, played = str(ex.data["answer"]), str(ex.data["played"])
    rule = ex.rules[0]
    if picked == answer:
        text = t.tr(
            "Yes: {move} wins about {share} of 100 sampled futures; the move played in the "
            "game, {played}, about {played_share}.",
            move=_said(ex, answer),
            share=share(ex, answer),
            played=_said(ex, played),
            played_share=share(ex, played),
        )
        text = f"{text} {proof_text(ex)} {ex._explain()}"
        return Feedback(True, rule, " ".join(text.split()), picked, ex.lang)
    message = (
        N_(
            "{move} is the move played in the game: it wins about {share} of 100 sampled "
            "futures. Another choice does better."
        )
        if picked == played
        else N_("{move} wins about {share} of 100 sampled futures. Another choice does better.")
    )
    text = t.tr(message, move=move_label(ex.game, picked, ex.lang), share=share(ex, picked))
    return Feedback(False, rule, " ".join(text.split()), picked, ex.lang)
