"""The composition verbs: effects made of other effects (``choose_one``, ``branch``,
``until_next_turn``).

Written as every verb family (see :mod:`toolkit.villainous.effects_cards`): each verb's
record beside the plain function that resolves it. Each puts effect lists of its
parameters on the frame being resolved, now or later. The words of an option of
``choose_one`` come through the game (:meth:`Interpreter._effects_label
<toolkit.villainous.interpreter.Interpreter._effects_label>`): the registry of every
verb's words is assembled from the families, this one included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from toolkit.i18n.messages import N_
from toolkit.villainous.carddef import effect_records
from toolkit.villainous.frame import Frame
from toolkit.villainous.vocabulary import Apply, Param, Resolver, Verb, one_shot

if TYPE_CHECKING:
    from toolkit.villainous.interpreter import Interpreter

__all__ = ["APPLY", "RESOLVE", "branch", "choose_one", "until_next_turn"]


CHOOSE_ONE: Final = Verb(
    "choose_one",
    False,
    (),
    N_("choose one"),
    "the chooser picks one list and resolves it",
    shape="options",
)


def choose_one(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``choose_one``: the chooser picks one of the effect lists ``a``."""
    opts = [(game._effects_label(opt), j) for j, opt in enumerate(a)]
    return game._offer(fr, "one", opts, "choose_one", None, a)


def _choose_one_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    fr.effects[fr.i + 1 : fr.i + 1] = effect_records(a[v])
    return True


BRANCH: Final = one_shot(
    "branch",
    N_("branch"),
    "resolve then if the condition holds, otherwise else",
    Param("if", "cond", required=True),
    Param("then", "effects", required=True),
    Param("else", "effects"),
)


def branch(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``branch``: the effects of ``then`` if the condition holds, else of ``else``."""
    host = game.host.get(fr.source) if isinstance(fr.source, int) else None
    ok = game.cond(a["if"], fr.owner, fr.source, host, fr.target)
    fr.effects[fr.i + 1 : fr.i + 1] = effect_records(a["then"] if ok else a.get("else", ()))
    return True


UNTIL_NEXT_TURN: Final = one_shot(
    "until_next_turn",
    N_("until next turn"),
    "until your next turn, each time event happens, resolve effects",
    Param("event", "event", required=True),
    Param("effects", "effects", required=True),
)


def until_next_turn(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``until_next_turn``: until the owner's next turn, each time the event
    happens, its effects resolve."""
    ((ev, _),) = a["event"].items()
    game.players[fr.owner].watchers.append((ev, list(effect_records(a["effects"])), fr.source))
    return True


RESOLVE: Final[dict[str, Resolver]] = {
    "choose_one": choose_one,
    "branch": branch,
    "until_next_turn": until_next_turn,
}
"""The verbs of this family and the function that resolves each."""

APPLY: Final[dict[str, Apply]] = {"choose_one": _choose_one_apply}
"""The second half of each question this family offers, by the step name it gives."""

VERBS: Final[tuple[Verb, ...]] = (
    CHOOSE_ONE,
    BRANCH,
    UNTIL_NEXT_TURN,
)
"""The declarations of this family's verbs, in the order of the module."""
