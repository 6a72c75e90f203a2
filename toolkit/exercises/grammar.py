"""The grammar of a move in an exercise: the verbs of each game and how a move splits.

Both the game adapters (:mod:`toolkit.exercises.games`) and the words of a move
(:mod:`toolkit.exercises.words`) read it, so it lives below both.

Examples
--------
>>> split_move(MOVE_VERBS["villainous"], "move to  Mermaid Lagoon")
('move to', 'Mermaid Lagoon')
"""

from __future__ import annotations

from toolkit.core.errors import ToolkitError


class MoveError(ToolkitError):
    """A move, a name or a reading that the table cannot make sense of."""


MOVE_VERBS: dict[str, tuple[str, ...]] = {
    "hero-realms": (
        "play",
        "expend",
        "ally",
        "sacrifice",
        "buy",
        "attack",
        "stun",
        "choose",
        "discard",
        "target",
        "prepare",
        "pass",
        "send",
        "bequeath",
        "buy together",
        "hand over",
        "end turn",
    ),
    "villainous": (
        "move to",
        "gain power",
        "play",
        "activate",
        "vanquish",
        "fate",
        "move hero",
        "move ally",
        "move item",
        "discard",
        "choose",
        "end turn",
    ),
}
"""The verbs a move of each game starts with."""


def verbs_of(game: str) -> tuple[str, ...]:
    """The move verbs of ``game``.

    Raises
    ------
    MoveError
        If ``game`` is not ``"hero-realms"`` or ``"villainous"``.
    """
    try:
        return MOVE_VERBS[game]
    except KeyError:
        raise MoveError(f"unknown game {game!r}; choose from {', '.join(MOVE_VERBS)}") from None


def split_move(verbs: tuple[str, ...], move: str) -> tuple[str, str]:
    """Split ``move`` into the longest of ``verbs`` it starts with and the rest.

    Raises
    ------
    MoveError
        If ``move`` is no text or starts with none of the verbs.
    """
    if not isinstance(move, str) or not move.strip():
        raise MoveError(f"a move is a short sentence such as 'play Spark', not {move!r}")
    text = " ".join(move.split())
    low = text.casefold()
    for verb in sorted(verbs, key=len, reverse=True):
        if low == verb or low.startswith(verb + " "):
            return verb, text[len(verb) :].strip()
    raise MoveError(f"unknown move {move!r}; a move starts with one of: {', '.join(verbs)}")
