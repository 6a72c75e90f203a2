"""The one table that names each effect verb's implementation.

Each one-shot verb of :data:`~toolkit.villainous.verbs.ONE_SHOT` is resolved by one plain
function of the game, ``fn(game, frame, parameters)``, written in the family module of
its kind, beside the verb's declaration: :mod:`~toolkit.villainous.effects_cards` (Power,
and cards between hands, decks, discard piles and the Realm),
:mod:`~toolkit.villainous.effects_realm` (the cards and the Mover of a Realm),
:mod:`~toolkit.villainous.effects_treasure` (Treasure tokens) and
:mod:`~toolkit.villainous.effects_compose` (effects made of effects);
:mod:`~toolkit.villainous.effects_fate` holds the step of the Fate action's choice.
Each family exports its part of the table (``RESOLVE``) and of the answer steps (``APPLY``); this module joins
them with the specials' steps (:mod:`~toolkit.villainous.specials`) into
:data:`RESOLVERS` and :data:`APPLY`, which the interpreter
(:class:`~toolkit.villainous.interpreter.Interpreter`) reads: each effect of a frame is
resolved by ``RESOLVERS[verb](game, frame, params)``. An effect that asks
offers its options and names the step that applies the answer, an entry of :data:`APPLY`.
"""

from __future__ import annotations

from typing import Final

from toolkit.villainous import (
    effects_cards,
    effects_compose,
    effects_fate,
    effects_realm,
    effects_treasure,
    specials,
)
from toolkit.villainous.verbs import ONE_SHOT, WAIT, effects_text
from toolkit.villainous.vocabulary import Apply, Resolver

__all__ = ["APPLY", "RESOLVERS", "WAIT", "Apply", "Resolver", "effects_text", "resolver"]

_FAMILIES: Final = (effects_cards, effects_realm, effects_treasure, effects_compose, effects_fate)

RESOLVERS: Final[dict[str, Resolver]] = {
    **effects_cards.RESOLVE,
    **effects_realm.RESOLVE,
    **effects_treasure.RESOLVE,
    **effects_compose.RESOLVE,
    **effects_fate.RESOLVE,
    # the specials' steps
    "_thunderbolt": specials.thunderbolt,
    "_beetle": specials.beetle,
}
"""The one implementation of each one-shot verb of :data:`~toolkit.villainous.verbs.ONE_SHOT`
(same names) and of each resolution step (names starting ``_``: the Fate action's choice,
the Ally discarded instead of ``survives_vanquish``, and the specials')."""
assert set(ONE_SHOT) <= set(RESOLVERS), sorted(set(ONE_SHOT) - set(RESOLVERS))
assert sum(len(f.RESOLVE) for f in _FAMILIES) + 2 == len(RESOLVERS), "a verb in two families"


def resolver(name: str) -> Resolver:
    """The function that resolves the one-shot verb or step ``name``.

    Parameters
    ----------
    name : str
        A one-shot verb of the data (``move_hero``) or a resolution step (``_fate``).

    Returns
    -------
    Resolver
        The function ``fn(game, frame, parameters)`` of its family module.

    Examples
    --------
    >>> resolver("move_hero").__module__
    'toolkit.villainous.effects_realm'
    """
    return RESOLVERS[name]


APPLY: Final[dict[str, Apply]] = {
    **effects_cards.APPLY,
    **effects_realm.APPLY,
    **effects_treasure.APPLY,
    **effects_compose.APPLY,
    **effects_fate.APPLY,
    "_thunderbolt": specials.thunderbolt_apply,
}
"""The second half of each effect that asks by
:meth:`~toolkit.villainous.interpreter.Interpreter._offer`, by the step name it gives."""
