"""The record types of the effect vocabulary and its closed tables, shared by the verb
families.

A verb is declared by one :class:`Verb` record (its parameters, kind, words and meaning)
written beside the function that resolves it, in its family module
(:mod:`~toolkit.villainous.effects_cards`, :mod:`~toolkit.villainous.effects_realm`,
:mod:`~toolkit.villainous.effects_treasure`, :mod:`~toolkit.villainous.effects_compose`);
:mod:`toolkit.villainous.verbs` assembles the registry from the families and names these
records and tables again for the loader and the text. This module holds what the
families share: the two record types, the closed tables of the data format (triggers,
events, counts, destinations, conditions, action symbols, card types, objective kinds,
mechanics), the parameters several verbs take, and the shapes of a verb's function
(:data:`Resolver`) and of the step that applies an answer (:data:`Apply`). It imports
nothing of the engine at run time, so every family can use it.

Examples
--------
>>> TARGET.kind, TARGET.required
('sel', True)
>>> one_shot("detach", "detach", "stays").params
(Param(name='optional', kind='bool', values=(), required=False),)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from toolkit.villainous.frame import Frame

if TYPE_CHECKING:
    from toolkit.villainous.interpreter import Interpreter


class Param(NamedTuple):
    """One parameter of a verb.

    ``kind`` says how the loader checks the value: ``sel`` (a target), ``dest`` (a
    destination), ``count``, ``cond`` (a condition), ``symbol``, ``symbols``, ``effects``
    (a nested list of one-shot effects), ``event``, ``card`` (a card id of the file),
    ``match``, ``pay``, ``int``, ``bool``, ``choice`` (one of ``values``), ``choices`` (a
    list of ``values``), ``int_or`` (an int or one of ``values``), ``names`` (a list of
    strings).
    """

    name: str
    kind: str
    values: tuple[Any, ...] = ()
    required: bool = False


class Verb(NamedTuple):
    """One effect verb of the data: parameters, kind, words and registry number.

    ``shape`` is ``mapping`` (a parameter mapping, ``{}`` for none), ``amount`` (an
    AMOUNT: an int or a mapping of ``params``), ``options`` (``choose_one``: two or more
    effect lists), ``literal`` (exactly ``values[0]``) or ``int``. ``words`` is the
    phrase :func:`effects_text` writes, with ``{what}`` for the target (for the amount
    verbs: ``{n}``, ``{per}``, ``{pool}`` and ``{s}``).
    """

    name: str
    static: bool
    params: tuple[Param, ...]
    words: str
    meaning: str
    shape: str = "mapping"
    values: tuple[Any, ...] = ()
    code: int = -1

    def param(self, name: str) -> Param | None:
        """The parameter called ``name``, or None if the verb has none of that name."""
        for p in self.params:
            if p.name == name:
                return p
        return None


# -- the small closed tables ------------------------------------------------------------------
ACTION_SYMBOLS: Final = frozenset(
    {
        "gain_power",
        "play_card",
        "activate",
        "fate",
        "move_item_or_ally",
        "move_hero",
        "vanquish",
        "discard_cards",
        "brew_poison",
    }
)
OBJECTIVE_KINDS: Final = frozenset({"collect_treasures", "items_at_location", "defeat_hero"})
MECHANICS: Final = frozenset({"treasure_tokens", "maui_deck", "poison", "ingredients_area"})
CARD_TYPES: Final = frozenset({"ally", "item", "effect", "condition", "ingredient", "hero", "maui"})
DECKS: Final = ("villain", "fate", "maui")
TRIGGERS: Final = frozenset(
    {
        "on_play",
        "on_move",
        "on_reveal",
        "on_defeat",
        "on_discard",
        "on_claim",
        "while_in_realm",
        "whenever",
        "activate",
        "condition",
    }
)
EVENTS: Final = frozenset(
    {
        "start_of_turn",
        "ally_played",
        "other_hero_played",
        "treasure_claimed",
        "targeted_by_fate",
        "villain_moves_here",
        "villain_ends_turn_here",
        "this_vanquishes",
        "host_moved_to",
    }
)
CONDITION_EVENTS: Final = frozenset(
    {
        "opponent_gains_power",
        "opponent_plays_ally",
        "opponent_has_ally",
        "opponent_defeats_hero",
        "opponent_vanquishes",
        "opponent_discards",
        "opponent_has_power",
        "opponent_has_items",
    }
)
DESTINATIONS: Final = frozenset(
    {
        "adjacent",
        "any_unlocked",
        "location_with_ally",
        "villain_location",
        "this_location",
        "location_of_it",
        "location",
    }
)
COUNTS: Final = frozenset(
    {
        "other_location_with_ally",
        "other_hero_in_realm",
        "location_with_hero",
        "hero_in_realm",
        "hero_in_fate_discard",
        "binding_contract_in_realm",
        "condition_in_hand",
    }
)
CONDITIONS: Final = frozenset(
    {
        "villain_here",
        "at_location",
        "has_attached_item",
        "alone_at_location",
        "card_in_realm",
        "unattached",
        "target_has_face_up_treasure",
    }
)
SEL_WHERE: Final = frozenset({"any", "here", "villain_location", "chosen_location", "unlocked"})
SEL_KEYS: Final[dict[str, str]] = {  # each target key and the kind of value it takes
    "what": "what",  # a card kind or a list of them (SEL_WHAT)
    "card": "word",
    "family": "word",
    "where": "word",
    "all": "flag",
    "min_strength": "number",
    "max_strength": "number",
    "treasure": "word",
    "unattached": "flag",
    "attached": "flag",
}
SEL_WHAT: Final = ("hero", "ally", "item")
TREASURE_FILTERS: Final = ("none", "any", "face_down", "face_up")
POOLS: Final = ("power", "poison")

# -- the parameters several verbs share -------------------------------------------------------------------------------
OPTIONAL = Param("optional", "bool")
TARGET = Param("target", "sel", required=True)
DEST = Param("to", "dest", required=True)
DECK = Param("deck", "choice", DECKS, required=True)
SYMBOL = Param("symbol", "symbol", required=True)
APPLIES = ("self", "host", "it", "heroes", "other_heroes", "allies", "heroes_here")
AMOUNT_PARAMS = (
    Param("amount", "int"),
    Param("per", "count"),
    Param("max", "int"),
    Param("equal_to", "choice", ("it_strength",)),
    Param("pool", "choice", POOLS),
    OPTIONAL,
)


def one_shot(name: str, words: str, meaning: str, *params: Param, **kw: Any) -> Verb:
    """The record of a one-shot verb: ``params`` and the ``optional`` flag every one-shot
    effect takes.

    Parameters
    ----------
    name, words, meaning : str
        The verb's name in the data, its phrase (a catalogue message) and what it does.
    *params : Param
        Its parameters.
    **kw : Any
        The other fields of :class:`Verb` (``shape``, ``values``).

    Returns
    -------
    Verb
        The record, its ``code`` not yet set (:data:`toolkit.villainous.verbs.VERBS` does).
    """
    return Verb(name, False, (*params, OPTIONAL), words, meaning, **kw)


def static(name: str, words: str, meaning: str, *params: Param, **kw: Any) -> Verb:
    """The record of a static verb (in force while its card is in the Realm).

    Parameters
    ----------
    name, words, meaning : str
        The verb's name in the data, its phrase and what it does.
    *params : Param
        Its parameters.
    **kw : Any
        The other fields of :class:`Verb` (``shape``, ``values``).

    Returns
    -------
    Verb
        The record, its ``code`` not yet set.
    """
    return Verb(name, True, params, words, meaning, **kw)


Resolver = Callable[["Interpreter", Frame, Any], Any]
"""A verb's function: ``(game, frame, parameters)`` -> True when done, or ``WAIT``."""

Apply = Callable[["Interpreter", Frame, Any, Any, Any], Any]
"""What applies the answer to an offered question: ``(game, frame, params, state, answer)``
-> True when the effect is done, or ``WAIT`` when it offers its next question."""
