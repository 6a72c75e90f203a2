"""The closed vocabulary of the Villainous card data, in one place.

Every effect verb a villain file may use is one :class:`Verb` record of :data:`VERBS`:
its parameters (name, kind, allowed values, required or not), whether it is a static
(in force while its card is in the Realm) or a one-shot effect, how it reads in words
(the phrase of :func:`effects_text`, a message of the catalogue) and its number in the
registry. The one implementation of each one-shot verb is the method ``_e_<name>``,
found by :func:`toolkit.villainous.effects.resolver` and written in the effect family
module of its kind (:mod:`~toolkit.villainous.effects_cards`,
:mod:`~toolkit.villainous.effects_realm`, :mod:`~toolkit.villainous.effects_treasure`,
or :mod:`~toolkit.villainous.interpreter` for ``choose_one``, ``branch`` and
``until_next_turn``). The small closed
tables of the data format (triggers, events, counts, destinations, conditions, action
symbols, card types, objective kinds, mechanics) are the frozensets below.

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
from toolkit.villainous import specials
from toolkit.villainous.carddef import Effect
from toolkit.villainous.labels import EFFECTS
from toolkit.villainous.labels import _rebuild as _labelled

WAIT: Final = object()
"""What a resolution step answers while its question waits for the chooser."""


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

# -- the verbs -------------------------------------------------------------------------------
_OPT = Param("optional", "bool")
_TARGET = Param("target", "sel", required=True)
_DEST = Param("to", "dest", required=True)
_DECK = Param("deck", "choice", DECKS, required=True)
_SYMBOL = Param("symbol", "symbol", required=True)
_APPLIES = ("self", "host", "it", "heroes", "other_heroes", "allies", "heroes_here")
_AMOUNT_PARAMS = (
    Param("amount", "int"),
    Param("per", "count"),
    Param("max", "int"),
    Param("equal_to", "choice", ("it_strength",)),
    Param("pool", "choice", POOLS),
    _OPT,
)


def _one_shot(name: str, words: str, meaning: str, *params: Param, **kw: Any) -> Verb:
    return Verb(name, False, (*params, _OPT), words, meaning, **kw)


def _static(name: str, words: str, meaning: str, *params: Param, **kw: Any) -> Verb:
    return Verb(name, True, params, words, meaning, **kw)


_ONE_SHOT: Final = (
    Verb(
        "gain_power",
        False,
        _AMOUNT_PARAMS,
        "gain {n}{per} {pool}",
        "take Power from the supply (or put it on the Poison pile)",
        shape="amount",
    ),
    Verb(
        "lose_power",
        False,
        _AMOUNT_PARAMS,
        "lose {n}{per} {pool}",
        "return that much Power (or Poison) to the supply, down to 0",
        shape="amount",
    ),
    _one_shot(
        "set_power",
        N_("set power"),
        "Power becomes value (only if higher, with only_down)",
        Param("value", "int", required=True),
        Param("only_down", "bool"),
    ),
    _one_shot(
        "lose_half_power",
        N_("lose half power"),
        "lose half of your Power, rounded as given",
        Param("round", "choice", ("up", "down")),
    ),
    Verb(
        "draw",
        False,
        _AMOUNT_PARAMS,
        "draw {n} card{s}{per}",
        "draw cards from the villain deck",
        shape="amount",
    ),
    _one_shot(
        "discard_from_hand",
        N_("discard from hand"),
        "discard cards from hand",
        Param("count", "int_or", ("all",)),
        Param("type", "choice", tuple(sorted(CARD_TYPES))),
        Param("chooser", "choice", ("owner", "fate_player")),
        Param("reveal_hand", "bool"),
    ),
    _one_shot("discard_hand", N_("discard your hand"), "discard the whole hand"),
    _one_shot(
        "discard_top",
        N_("discard top"),
        "discard the top n cards of a deck",
        _DECK,
        Param("n", "int"),
    ),
    _one_shot(
        "shuffle",
        N_("shuffle a deck"),
        "shuffle a deck (its discard pile in first, with with_discard)",
        _DECK,
        Param("with_discard", "bool"),
    ),
    _one_shot(
        "look_at_top",
        N_("look at the top of a deck"),
        "look at (or reveal) the top n cards of a deck, then do as then says",
        _DECK,
        Param("n", "int"),
        Param("reveal", "bool"),
        Param(
            "then",
            "choice",
            (
                "discard_all_or_reorder",
                "discard_any_reorder_rest",
                "reorder",
                "keep_one_discard_rest",
            ),
        ),
    ),
    _one_shot(
        "reveal_until",
        N_("reveal cards until one matches"),
        "reveal cards from a deck until one matches; discard the others",
        Param("deck", "choice", ("villain", "fate"), required=True),
        Param("match", "match", required=True),
        Param("then", "choice", ("to_hand", "held")),
    ),
    _one_shot(
        "reveal_top",
        N_("reveal the top of a deck"),
        "reveal the top n, play those of play_types, discard the rest",
        _DECK,
        Param("n", "int"),
        Param("play_types", "choices", tuple(sorted(CARD_TYPES))),
        Param("to", "dest"),
    ),
    _one_shot(
        "play_top_fate",
        N_("play the top Fate card"),
        "reveal and play the top Fate card of a player's Fate deck",
        Param("whose", "choice", ("self", "opponent")),
    ),
    _one_shot(
        "take_card",
        N_("take a card"),
        "choose cards from piles and put them somewhere",
        Param("from", "choices", ("villain_discard", "villain_deck", "fate_discard"), True),
        Param("match", "match"),
        Param("count", "int"),
        Param("up_to", "bool"),
        Param("to", "choice", ("hand", "villain_deck", "fate_deck_top", "held"), True),
    ),
    _one_shot(
        "find_card",
        N_("find a card"),
        "find a card and hold it as it",
        Param("card", "card", required=True),
    ),
    _one_shot(
        "play_to",
        N_("play that card"),
        "play the target to a destination",
        _TARGET,
        _DEST,
        Param("free", "bool"),
        Param("ignore_lock", "bool"),
        Param("discard_other_revealed", "bool"),
    ),
    _one_shot(
        "play_from_hand",
        N_("play a card from hand"),
        "play a card of that type from your hand",
        Param("type", "choice", tuple(sorted(CARD_TYPES))),
        Param("free", "bool"),
    ),
    _one_shot("move_hero", N_("move {what}"), "move Hero(es) along the top", _TARGET, _DEST),
    _one_shot("move_ally", N_("move {what}"), "move Allies or unattached Items", _TARGET, _DEST),
    _one_shot("move_villain", N_("move your villain"), "move the owner's Mover", _DEST),
    _one_shot("move_lock", N_("move the Lock Token"), "put the Lock Token on either end"),
    _one_shot(
        "defeat_hero",
        N_("defeat {what}"),
        "defeat the Hero, paying first if pay says so",
        _TARGET,
        Param("pay", "pay"),
    ),
    _one_shot(
        "discard_card",
        N_("discard {what} from your Realm"),
        "discard an Ally or Item from the Realm",
        _TARGET,
    ),
    _one_shot(
        "attach",
        N_("attach a card"),
        "attach the item to the host",
        Param("item", "sel", required=True),
        Param("to", "sel", required=True),
    ),
    _one_shot("detach", N_("detach"), "the Item stays in the Realm when its host is defeated"),
    _one_shot(
        "strength_token",
        N_("put Strength tokens on {what}"),
        "put Strength tokens on the target (or remove them all)",
        _TARGET,
        Param("amount", "choice", (1, -1)),
        Param("count", "int"),
        Param("up_to", "bool"),
        Param("remove_all", "bool"),
    ),
    _one_shot(
        "strength_modifier",
        N_("strength modifier"),
        "a temporary Strength modifier",
        Param("amount", "int", required=True),
        Param("applies_to", "choice", _APPLIES, True),
        Param("until", "choice", ("end_of_turn",)),
    ),
    _one_shot(
        "take_action",
        N_("take another action"),
        "take action symbols not otherwise available now",
        Param("from", "choice", ("adjacent_location", "covered_here", "here_again"), True),
        Param("count", "int_or", ("all",)),
        Param("except", "symbols"),
        Param("ignore_lock", "bool"),
    ),
    _one_shot(
        "may_stay_next_turn", N_("may stay next turn"), "on your next turn the Mover may stay"
    ),
    _one_shot(
        "treasure_place",
        N_("put a face-down Treasure on {what}"),
        "put a random face-down token on a Hero without one",
        _TARGET,
    ),
    _one_shot(
        "treasure_reveal",
        N_("turn a Treasure face up"),
        "turn a face-down token on a Hero face up",
        _TARGET,
    ),
    _one_shot(
        "treasure_swap",
        N_("swap or move Treasures"),
        "swap the tokens of two Heroes (or move one)",
        Param("allow_move", "bool"),
    ),
    _one_shot(
        "treasure_shuffle_back",
        N_("return a Treasure to the supply"),
        "take the token off a Hero and shuffle it into the supply",
        _TARGET,
    ),
    _one_shot(
        "maui_play_top",
        N_("play the top Maui card"),
        "reveal the top Maui card and play it, count times",
        Param("count", "int"),
    ),
    Verb(
        "choose_one",
        False,
        (),
        N_("choose one"),
        "the chooser picks one list and resolves it",
        shape="options",
    ),
    _one_shot(
        "branch",
        N_("branch"),
        "resolve then if the condition holds, otherwise else",
        Param("if", "cond", required=True),
        Param("then", "effects", required=True),
        Param("else", "effects"),
    ),
    _one_shot(
        "until_next_turn",
        N_("until next turn"),
        "until your next turn, each time event happens, resolve effects",
        Param("event", "event", required=True),
        Param("effects", "effects", required=True),
    ),
)

_STATICS: Final = (
    _static(
        "strength_modifier",
        N_("strength modifier"),
        "change Strength",
        Param("amount", "int", required=True),
        Param("applies_to", "choice", _APPLIES, True),
        Param("where", "choice", ("here", "realm")),
        Param("per", "count"),
        Param("if", "cond"),
    ),
    _static("add_action", "add action", "this card's location gains that action symbol", _SYMBOL),
    _static(
        "block_action",
        "block action",
        "the owner cannot take that action",
        _SYMBOL,
        Param("if", "cond"),
    ),
    _static(
        "action_cost",
        "action cost",
        "taking that action costs Power",
        _SYMBOL,
        Param("power", "int", required=True),
    ),
    _static(
        "block_play",
        "block play",
        "cards of that type cannot be played to that location",
        Param("type", "choice", tuple(sorted(CARD_TYPES)), True),
        Param("where", "choice", ("here", "realm", "host_location")),
    ),
    _static(
        "cost_modifier",
        "cost modifier",
        "cards of those types or families cost more",
        Param("amount", "int"),
        Param("card_types", "choices", tuple(sorted(CARD_TYPES))),
        Param("families", "names"),
        Param("targeting", "choice", ("host", "self")),
        Param("alternative", "choice", ("discard_this",)),
    ),
    _static(
        "vanquish_reach",
        "vanquish reach",
        "this Ally may also Vanquish at an adjacent location",
        shape="literal",
        values=("adjacent",),
    ),
    _static(
        "vanquish_min_allies",
        "vanquish min allies",
        "a Vanquish against this Hero needs that many Allies",
        shape="int",
    ),
    _static(
        "survives_vanquish",
        "survives vanquish",
        "this Ally is not discarded after a Vanquish",
        Param("if", "cond"),
        Param("instead_discard", "choice", ("other_ally",)),
        Param("optional", "bool"),
    ),
    _static(
        "must_defeat_first",
        "must defeat first",
        "no other Hero may be defeated first",
        Param("applies_to", "choice", ("self", "host"), True),
    ),
    _static(
        "cannot_be_defeated",
        "cannot be defeated",
        "those Heroes cannot be defeated",
        Param("applies_to", "choice", ("host", "heroes_here"), True),
        Param("by", "card"),
    ),
)

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
