"""The closed vocabulary of the Villainous card data, in one place.

Every effect verb a villain file may use is one :class:`Verb` record of :data:`VERBS`:
its parameters (name, kind, allowed values, required or not), whether it is a static
(in force while its card is in the Realm) or a one-shot effect, how it reads in words
(the phrase of :func:`effects_text`, a message of the catalogue) and its number in the
registry. A one-shot verb is declared in the family module that resolves it, its record
just above its function (:mod:`~toolkit.villainous.effects_cards`,
:mod:`~toolkit.villainous.effects_realm`, :mod:`~toolkit.villainous.effects_treasure`,
:mod:`~toolkit.villainous.effects_compose`); this module assembles the registry from the
families' ``VERBS`` and the static verbs it declares itself (a static is read where it
applies, in the queries, checks and legality layers). The function of each one-shot verb
is found by :func:`toolkit.villainous.effects.resolver`. The record types and the small
closed tables of the data format (triggers, events, counts, destinations, conditions,
action symbols, card types, objective kinds, mechanics) are written in
:mod:`~toolkit.villainous.vocabulary`, below the families, and named here again.

The loader (:mod:`toolkit.villainous.cards`) validates the data against these records
and nothing else; ``data/villainous/VOCABULARY.md`` documents them for authors, and a
test checks that its tables name exactly these verbs and words (nothing reads the
document at run time).

Examples
--------
>>> VERB["move_hero"].param("to").kind
'dest'
>>> sorted(p.name for p in VERB["set_power"].params)
['only_down', 'optional', 'value']
>>> effects_text([{"gain_power": 2}, {"move_hero": {"target": {"what": "hero"}, "to": "adjacent"}}])
'gain 2 Power, then move a Hero'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final, NamedTuple

from toolkit.i18n.messages import N_
from toolkit.villainous import (
    effects_cards,
    effects_compose,
    effects_realm,
    effects_treasure,
    specials,
)
from toolkit.villainous.carddef import Effect
from toolkit.villainous.labels import EFFECTS
from toolkit.villainous.labels import _rebuild as _labelled
from toolkit.villainous.vocabulary import (
    ACTION_SYMBOLS,
    APPLIES,
    CARD_TYPES,
    CONDITION_EVENTS,
    CONDITIONS,
    COUNTS,
    DECKS,
    DESTINATIONS,
    EVENTS,
    MECHANICS,
    OBJECTIVE_KINDS,
    POOLS,
    SEL_KEYS,
    SEL_WHAT,
    SEL_WHERE,
    SYMBOL,
    TREASURE_FILTERS,
    TRIGGERS,
    Param,
    Verb,
    static,
)

__all__ = [
    "ACTION_SYMBOLS",
    "CARD_TYPES",
    "CONDITIONS",
    "CONDITION_EVENTS",
    "COUNTS",
    "DECKS",
    "DESTINATIONS",
    "EVENTS",
    "MECHANICS",
    "OBJECTIVE_KINDS",
    "ONE_SHOT",
    "POOLS",
    "SEL_KEYS",
    "SEL_WHAT",
    "SEL_WHERE",
    "STATIC",
    "STEP_WORDS",
    "TREASURE_FILTERS",
    "TRIGGERS",
    "VERB",
    "VERBS",
    "WAIT",
    "EffectWords",
    "Param",
    "Verb",
    "effect_words",
    "effects_label",
    "effects_text",
    "phrases",
    "vocabulary_tables",
]

WAIT: Final = object()
"""What a resolution step answers while its question waits for the chooser."""


_STATICS: Final = (
    static(
        "strength_modifier",
        N_("strength modifier"),
        "change Strength",
        Param("amount", "int", required=True),
        Param("applies_to", "choice", APPLIES, True),
        Param("where", "choice", ("here", "realm")),
        Param("per", "count"),
        Param("if", "cond"),
    ),
    static("add_action", "add action", "this card's location gains that action symbol", SYMBOL),
    static(
        "block_action",
        "block action",
        "the owner cannot take that action",
        SYMBOL,
        Param("if", "cond"),
    ),
    static(
        "action_cost",
        "action cost",
        "taking that action costs Power",
        SYMBOL,
        Param("power", "int", required=True),
    ),
    static(
        "block_play",
        "block play",
        "cards of that type cannot be played to that location",
        Param("type", "choice", tuple(sorted(CARD_TYPES)), True),
        Param("where", "choice", ("here", "realm", "host_location")),
    ),
    static(
        "cost_modifier",
        "cost modifier",
        "cards of those types or families cost more",
        Param("amount", "int"),
        Param("card_types", "choices", tuple(sorted(CARD_TYPES))),
        Param("families", "names"),
        Param("targeting", "choice", ("host", "self")),
        Param("alternative", "choice", ("discard_this",)),
    ),
    static(
        "vanquish_reach",
        "vanquish reach",
        "this Ally may also Vanquish at an adjacent location",
        shape="literal",
        values=("adjacent",),
    ),
    static(
        "vanquish_min_allies",
        "vanquish min allies",
        "a Vanquish against this Hero needs that many Allies",
        shape="int",
    ),
    static(
        "survives_vanquish",
        "survives vanquish",
        "this Ally is not discarded after a Vanquish",
        Param("if", "cond"),
        Param("instead_discard", "choice", ("other_ally",)),
        Param("optional", "bool"),
    ),
    static(
        "must_defeat_first",
        "must defeat first",
        "no other Hero may be defeated first",
        Param("applies_to", "choice", ("self", "host"), True),
    ),
    static(
        "cannot_be_defeated",
        "cannot be defeated",
        "those Heroes cannot be defeated",
        Param("applies_to", "choice", ("host", "heroes_here"), True),
        Param("by", "card"),
    ),
)

_ONE_SHOT: Final = (
    *effects_cards.VERBS,
    *effects_realm.VERBS,
    *effects_treasure.VERBS,
    *effects_compose.VERBS,
)
"""The one-shot verbs, each declared in the family module that resolves it."""

VERBS: Final[tuple[Verb, ...]] = tuple(
    v._replace(code=i) for i, v in enumerate((*_ONE_SHOT, *_STATICS))
)
"""Every verb, one-shot effects first; ``code`` is the position in this tuple."""
ONE_SHOT: Final[dict[str, Verb]] = {v.name: v for v in VERBS if not v.static}
"""The one-shot effects by name."""
STATIC: Final[dict[str, Verb]] = {v.name: v for v in VERBS if v.static}
"""The static effects by name (``strength_modifier`` is in both tables)."""
VERB: Final[dict[str, Verb]] = {**STATIC, **ONE_SHOT}
"""Any verb by name; for ``strength_modifier``, its one-shot form."""


# -- the words -------------------------------------------------------------------------------
_NOUNS: Final = {"hero": "a Hero", "ally": "an Ally", "item": "an Item"}
_AMOUNT_VERBS: Final = frozenset(v.name for v in ONE_SHOT.values() if v.shape == "amount")
STEP_WORDS: Final[dict[str, str]] = {
    "_fate": N_("fate"),
    "_instead_discard": N_("discard an Ally instead"),
    **specials.STEP_WORDS,
}
"""Words of the resolution steps that are not data verbs, by step name: the Fate action's
choice, the Ally discarded instead (``survives_vanquish``), and the specials' steps (declared in :mod:`toolkit.villainous.specials`)."""


class EffectWords(NamedTuple):
    """One effect of an ability as words are made from it: the registry phrase and its fields.

    ``words`` is the verb's phrase (a catalogue message, ``move {what}``); ``n``, ``pool``
    and ``per`` are an amount's number, pool (``power``/``poison``) and what it counts
    (``hero_in_realm``, or None); ``nouns`` are the kinds a target may be (``hero``,
    ``ally``, ``item``), ``each`` says the effect reaches every one of them, and ``own``
    names the card itself (``self``, ``it``, ``host``) when the target is no choice.
    """

    words: str
    n: int | None = None
    pool: str | None = None
    per: str | None = None
    nouns: tuple[str, ...] = ()
    each: bool = False
    own: str | None = None


def effect_words(effects: Sequence[Effect | Mapping[str, Any]]) -> tuple[EffectWords, ...]:
    """The words of each effect of ``effects`` as a record (see :class:`EffectWords`).

    Each effect is an :class:`~toolkit.villainous.carddef.Effect` record, or the one-key
    mapping of the data for the effect lists nested in a verb's parameters (the options
    of ``choose_one`` are worded before any of them is resolved).

    Examples
    --------
    >>> effect_words([{"draw": 2}])[0][:2]
    ('draw {n} card{s}{per}', 2)
    """
    parts = []
    for eff in effects:
        if isinstance(eff, Effect):
            verb, prm = eff.verb, eff.params
        else:
            ((verb, prm),) = eff.items()
        if verb in _AMOUNT_VERBS:
            n = (
                prm
                if isinstance(prm, int)
                else prm.get("amount", 1)
                if isinstance(prm, dict)
                else 1
            )
            pool = str(prm.get("pool", "power")) if isinstance(prm, dict) else "power"
            per = str(prm["per"]) if isinstance(prm, dict) and "per" in prm else None
            parts.append(EffectWords(ONE_SHOT[verb].words, int(n), pool, per))
            continue
        nouns: tuple[str, ...] = ()
        each = False
        own = None
        target = prm.get("target") if isinstance(prm, dict) else None
        if isinstance(target, dict) and target.get("what"):
            w = target["what"]
            nouns = tuple(str(x) for x in (w if isinstance(w, list) else [w]))
            each = bool(target.get("all"))
        elif target in ("self", "it", "host"):
            own = str(target)
        known = ONE_SHOT.get(verb)
        words = (
            known.words
            if known is not None
            else STEP_WORDS.get(verb, verb.strip("_").replace("_", " "))
        )
        parts.append(EffectWords(words, nouns=nouns, each=each, own=own))
    return tuple(parts)


def effects_text(effects: Sequence[Effect | Mapping[str, Any]]) -> str:
    """Effects of an ability in plain English words (:func:`effect_words` written out).

    Examples
    --------
    >>> effects_text([{"draw": 1}, {"discard_from_hand": {"count": 1}}])
    'draw 1 card, then discard from hand'
    >>> effects_text([])
    'go on'
    """
    parts = []
    for w in effect_words(effects):
        if w.n is not None:
            per = f" per {w.per.replace('_', ' ')}" if w.per is not None else ""
            pool = (w.pool or "power").capitalize()
            parts.append(w.words.format(n=w.n, per=per, pool=pool, s="" if w.n == 1 else "s"))
            continue
        if w.nouns:
            what = " or ".join(_NOUNS.get(x, x) for x in w.nouns)
            if w.each:
                what = "each " + what.split(" ", 1)[-1]
        elif w.own is not None:
            what = {"self": "this card", "it": "that card", "host": "its host"}[w.own]
        else:
            what = "a card"
        parts.append(w.words.format(what=what) if "{what}" in w.words else w.words)
    return ", then ".join(parts) or "go on"


def effects_label(effects: Sequence[Effect | Mapping[str, Any]]) -> str:
    """The effects of an ability as an option label (a
    :class:`~toolkit.villainous.labels.Label`): the words of :func:`effects_text`, with the
    :func:`effect_words` records they were made from.

    Examples
    --------
    >>> effects_label([{"draw": 2}])
    'draw 2 cards'
    """
    return _labelled(effects_text(effects), EFFECTS, {"effects": effect_words(effects)})


def phrases() -> tuple[str, ...]:
    """Every effect phrase :func:`effects_text` can write apart from the amounts, in
    registry order (what :mod:`toolkit.villainous.text` translates).

    Examples
    --------
    >>> "move {what}" in phrases() and "gain {n}{per} {pool}" not in phrases()
    True
    """
    words = [v.words for v in ONE_SHOT.values() if v.shape != "amount"]
    return tuple(dict.fromkeys([*words, *STEP_WORDS.values()]))


def vocabulary_tables() -> dict[str, frozenset[str]]:
    """The closed tables by the headings ``data/villainous/VOCABULARY.md`` gives them.

    Examples
    --------
    >>> "move_lock" in vocabulary_tables()["One-shot effects"]
    True
    """
    return {
        "Action symbols": ACTION_SYMBOLS,
        "Objective kinds": OBJECTIVE_KINDS,
        "Mechanics": MECHANICS,
        "Card types": CARD_TYPES,
        "Triggers": TRIGGERS,
        "Events": EVENTS,
        "Condition events": CONDITION_EVENTS,
        "One-shot effects": frozenset(ONE_SHOT),
        "Static effects": frozenset(STATIC),
        "Destinations": DESTINATIONS,
        "Counts": COUNTS,
        "Conditions": CONDITIONS,
    }
