"""The top effect layer: the one table that names each effect verb's implementation.

Each one-shot verb of :data:`~toolkit.villainous.verbs.ONE_SHOT` is resolved by the
method of the same name with ``_e_`` in front, found by :func:`resolver`; the method
lives in the family module of its kind (:mod:`~toolkit.villainous.effects_cards`,
:mod:`~toolkit.villainous.effects_realm`, :mod:`~toolkit.villainous.effects_treasure`,
or the interpreter itself, :mod:`~toolkit.villainous.interpreter`, for the composition
verbs). An effect that asks offers its options and names the step that applies the
answer, a method of :data:`_APPLY`. Legality builds on :class:`EffectsLayer`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from toolkit.villainous import specials
from toolkit.villainous.effects_treasure import TreasureEffects
from toolkit.villainous.state import Frame
from toolkit.villainous.verbs import ONE_SHOT, WAIT, effects_text

__all__ = ["WAIT", "EffectsLayer", "effects_text", "resolver"]


class EffectsLayer(TreasureEffects):
    """Resolving abilities: every effect verb, found in one table."""

    __slots__ = ()

    def _resolve(self, verb: str, fr: Frame, prm: Any) -> Any:
        return _RESOLVERS[verb](self, fr, prm)

    def _answer(self, then: str, fr: Frame, a: Any, state: Any, answer: Any) -> Any:
        return _APPLY[then](self, fr, a, state, answer)


Resolver = Callable[[EffectsLayer, Frame, Any], Any]
"""A resolution step: ``(game, frame, parameters)`` -> True when done, or :data:`WAIT`."""

_RESOLVERS: Final[dict[str, Resolver]] = {
    "gain_power": EffectsLayer._e_gain_power,
    "lose_power": EffectsLayer._e_lose_power,
    "set_power": EffectsLayer._e_set_power,
    "lose_half_power": EffectsLayer._e_lose_half_power,
    "draw": EffectsLayer._e_draw,
    "discard_from_hand": EffectsLayer._e_discard_from_hand,
    "discard_hand": EffectsLayer._e_discard_hand,
    "discard_top": EffectsLayer._e_discard_top,
    "shuffle": EffectsLayer._e_shuffle,
    "look_at_top": EffectsLayer._e_look_at_top,
    "reveal_until": EffectsLayer._e_reveal_until,
    "reveal_top": EffectsLayer._e_reveal_top,
    "play_top_fate": EffectsLayer._e_play_top_fate,
    "take_card": EffectsLayer._e_take_card,
    "find_card": EffectsLayer._e_find_card,
    "play_to": EffectsLayer._e_play_to,
    "play_from_hand": EffectsLayer._e_play_from_hand,
    "move_hero": EffectsLayer._e_move_hero,
    "move_ally": EffectsLayer._e_move_ally,
    "move_villain": EffectsLayer._e_move_villain,
    "move_lock": EffectsLayer._e_move_lock,
    "defeat_hero": EffectsLayer._e_defeat_hero,
    "discard_card": EffectsLayer._e_discard_card,
    "attach": EffectsLayer._e_attach,
    "detach": EffectsLayer._e_detach,
    "strength_token": EffectsLayer._e_strength_token,
    "strength_modifier": EffectsLayer._e_strength_modifier,
    "take_action": EffectsLayer._e_take_action,
    "may_stay_next_turn": EffectsLayer._e_may_stay_next_turn,
    "treasure_place": EffectsLayer._e_treasure_place,
    "treasure_reveal": EffectsLayer._e_treasure_reveal,
    "treasure_swap": EffectsLayer._e_treasure_swap,
    "treasure_shuffle_back": EffectsLayer._e_treasure_shuffle_back,
    "maui_play_top": EffectsLayer._e_maui_play_top,
    "choose_one": EffectsLayer._e_choose_one,
    "branch": EffectsLayer._e_branch,
    "until_next_turn": EffectsLayer._e_until_next_turn,
    # the steps that are not data verbs: the Fate action's choice, the Ally discarded
    # instead (survives_vanquish), and the specials'
    "_fate": EffectsLayer._e_fate,
    "_instead_discard": EffectsLayer._e_instead_discard,
    "_thunderbolt": specials.thunderbolt,
    "_beetle": specials.beetle,
}
"""The one implementation of each one-shot verb of :data:`~toolkit.villainous.verbs.ONE_SHOT`
(same names) and of each resolution step (names starting ``_``)."""
assert set(ONE_SHOT) <= set(_RESOLVERS), sorted(set(ONE_SHOT) - set(_RESOLVERS))


def resolver(name: str) -> Resolver:
    """The function that resolves the one-shot verb or step ``name``.

    Examples
    --------
    >>> resolver("move_hero").__name__
    '_e_move_hero'
    """
    return _RESOLVERS[name]


Apply = Callable[[EffectsLayer, Frame, Any, Any, Any], Any]
"""What applies the answer to an offered question: ``(game, frame, params, state, answer)``
-> True when the effect is done, or WAIT when it offers its next question."""

_APPLY: Final[dict[str, Apply]] = {
    "discard_from_hand": EffectsLayer._discard_from_hand_apply,
    "reveal_top": EffectsLayer._reveal_top_apply,
    "take_card": EffectsLayer._take_card_apply,
    "move_where": EffectsLayer._move_where_apply,
    "move": EffectsLayer._move_apply,
    "look_at_top": EffectsLayer._look_at_top_apply,
    "maui_play_top": EffectsLayer._maui_play_top_apply,
    "move_villain": EffectsLayer._move_villain_apply,
    "move_lock": EffectsLayer._move_lock_apply,
    "defeat_hero": EffectsLayer._defeat_hero_apply,
    "discard_card": EffectsLayer._discard_card_apply,
    "treasure_place": EffectsLayer._treasure_place_apply,
    "treasure_reveal": EffectsLayer._treasure_reveal_apply,
    "treasure_shuffle_back": EffectsLayer._treasure_shuffle_back_apply,
    "choose_one": EffectsLayer._choose_one_apply,
    "play_to": EffectsLayer._play_to_apply,
    "play_from_hand": EffectsLayer._play_from_hand_apply,
    "attach": EffectsLayer._attach_apply,
    "treasure_swap": EffectsLayer._treasure_swap_apply,
    "strength_token": EffectsLayer._strength_token_apply,
    "strength_token_n": EffectsLayer._strength_token_n_apply,
    "fate": EffectsLayer._fate_apply,
    "fate_first": EffectsLayer._fate_first_apply,
    "_instead_discard": EffectsLayer._instead_discard_apply,
    "_thunderbolt": specials.thunderbolt_apply,
}
"""The second half of each effect that asks by :meth:`EffectsLayer._offer`, by name."""
