"""The public records an engine hands to a teaching layer: pending decisions and action facts.

A board, a table widget or an exercise must know, for every legal action, which card it
plays or uses, what it targets and what it costs, without parsing the action's text; and,
when the rules ask a player a question in the middle of a card, who must answer, about
which card, and what each answer means. These frozen records carry exactly that. Engines
build them; nothing outside an engine needs the engine's private state.

Examples
--------
>>> from toolkit.core.actions import Action
>>> info = ActionInfo(Action("play", (3,)), "play", player=0, card=3, card_name="Spark",
...                   label="Ada plays Spark")
>>> info.touches()
(3,)
>>> option = Option(Action("choose", (0,)), "gain 2 combat")
>>> decision = PendingDecision(player=0, kind="choose", prompt="choose one",
...                            options=(option,), min_choices=1, max_choices=1)
>>> decision.optional
False
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from toolkit.core.actions import Action


@dataclass(frozen=True)
class Option:
    """One answer to a pending decision: the action that gives it and what it means in words."""

    action: Action
    label: str
    card: int | None = None
    """The card instance this answer names (a card to discard, a champion to stun), if any."""
    player: int | None = None
    """The seat this answer names (an opponent to target), if any."""
    location: str | None = None
    """The location this answer names (Villainous), if any."""


@dataclass(frozen=True)
class PendingDecision:
    """A question the rules put to one player before the game can go on.

    ``options`` lists every legal answer. Answers are given one at a time through
    :meth:`~toolkit.core.game.Game.apply`; ``min_choices`` and ``max_choices`` say how many
    answers of this kind the whole decision takes (for example "discard 2 cards": 2 and 2;
    "sacrifice up to 1 card": 0 and 1, with a pass among the options).
    """

    player: int
    """The seat who must decide."""
    kind: str
    """What sort of question: the engine's name for it (``"choose"``, ``"discard"``, ...)."""
    prompt: str
    """The question in plain words, for the player who must answer it."""
    options: tuple[Option, ...]
    min_choices: int = 1
    max_choices: int = 1
    source_card: int | None = None
    """The card instance whose ability asks the question, if a card does."""
    source_name: str | None = None
    """That card's printed name."""
    rule: str | None = None
    """The rule ID that puts the question, if one does."""

    @property
    def optional(self) -> bool:
        """True when the player may decline (no answer is required)."""
        return self.min_choices == 0

    def option_for(self, action: Action) -> Option | None:
        """The option given by ``action``, or None if it answers nothing here."""
        for option in self.options:
            if option.action == action:
                return option
        return None


@dataclass(frozen=True)
class ActionInfo:
    """What one legal action touches, as fields a view can use without parsing text.

    Every field but ``action``, ``kind``, ``player`` and ``label`` is optional: an end of
    turn touches nothing, a purchase touches one market card and costs gold, an attack
    touches a target player or champion and spends combat.
    """

    action: Action
    kind: str
    """The kind of move in the engine's terms (``"play"``, ``"buy"``, ``"attack_player"``)."""
    player: int
    """The seat who takes it."""
    label: str
    """What the action does, in plain words."""
    card: int | None = None
    """The card instance it plays, buys, uses or expends."""
    card_name: str | None = None
    target_card: int | None = None
    """The card instance it targets (a champion to attack, a hero to vanquish)."""
    target_name: str | None = None
    target_player: int | None = None
    """The seat it targets (a player to attack, an opponent to give Fate)."""
    location: str | None = None
    """The location it moves to or happens at (Villainous), by its printed name."""
    cost: int | None = None
    """What it costs, in ``resource``."""
    resource: str | None = None
    """What the cost is paid with: ``"gold"``, ``"combat"`` or ``"power"``."""
    extra: tuple[tuple[str, Any], ...] = field(default=())
    """Game-specific facts as (name, value) pairs (for example the Allies of a Vanquish)."""

    def touches(self) -> tuple[int, ...]:
        """The card instances this action plays, uses or targets, in that order."""
        return tuple(c for c in (self.card, self.target_card) if c is not None)


_MAX_ARG = 1_000_000
"""No card id, seat or amount is anywhere near this; a larger number is refused, not looked up."""


def action_shape_error(action: Any) -> str | None:
    """Why ``action`` is not even an action of the right shape, or None if it is.

    Arguments are checked by type, not by equality: ``True``, ``1.0`` or a numpy integer
    compare equal to ``1`` but are not card ids, seats or amounts, and would corrupt the
    game and its log if accepted.

    Examples
    --------
    >>> action_shape_error(Action("attack_player", (1, 5))) is None
    True
    >>> action_shape_error(Action("attack_player", (True, 5)))
    'argument 1 of attack_player must be a whole number or a text, not True (bool)'
    >>> action_shape_error(("play", 3))
    "expected an Action, got ('play', 3) (tuple)"
    """
    if not isinstance(action, Action):
        return f"expected an Action, got {_short(action)} ({type(action).__name__})"
    kind, args = action.kind, action.args
    if type(kind) is not str or not kind or len(kind) > 40:
        return f"an action's kind must be a short text, not {_short(kind)}"
    if type(args) is not tuple:
        return (
            f"the arguments of {kind} must be a tuple, not {_short(args)} ({type(args).__name__})"
        )
    if len(args) > 16:
        return f"{kind} takes at most a few arguments, not {len(args)}"
    for i, arg in enumerate(args, 1):
        problem = _arg_problem(arg, nested=False)
        if problem:
            return f"argument {i} of {kind} must be {problem}"
    return None


def _arg_problem(arg: Any, *, nested: bool) -> str | None:
    kinds = "a whole number" if nested else "a whole number or a text"
    if type(arg) is int:
        if not -_MAX_ARG <= arg <= _MAX_ARG:
            return f"{kinds} between {-_MAX_ARG} and {_MAX_ARG}, not {_short(arg)}"
        return None
    if type(arg) is str and not nested:
        return None if len(arg) <= 200 else f"{kinds} of at most 200 characters"
    if type(arg) is tuple and not nested:
        if len(arg) > 64:
            return "a tuple of at most 64 whole numbers"
        for item in arg:
            if _arg_problem(item, nested=True):
                return f"a tuple of whole numbers, not {_short(arg)}"
        return None
    return f"{kinds}, not {_short(arg)} ({type(arg).__name__})"


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
