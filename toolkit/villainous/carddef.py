"""The records of Villainous designs (cards, locations, Treasure tokens, villains).

Kept apart from the loader (:mod:`toolkit.villainous.cards`) so that the optional
compiled build can make them native classes: the engine and the bots read these
fields at nearly every decision, and a native attribute read costs a fraction of a
Python one. Build cards with :func:`make_card`, which derives the per-trigger index
once so that nothing is recomputed during play.

Examples
--------
>>> card = make_card(id="hook", name="Hook", type="item", deck="villain", cost=2,
...                  strength=None, copies=1, abilities=(), text="", villain="v")
>>> card.play_cost, card.triggered("on_play")
(2, [])
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any, Final

Static = tuple[str, Any]
"""A static effect in force while its card is in the Realm: ``(verb, params)``."""


@dataclass(frozen=True, slots=True, eq=False)
class Effect:
    """One effect of an ability: its verb and its parameters as the data gives them.

    The data writes an effect as a one-key mapping (``{draw: 1}``); the record holds the
    two halves apart, so that the interpreter reads them as fields instead of unpacking
    the mapping at every step. ``params`` is the validated value of the data (a mapping,
    an int, or a list of effect lists for ``choose_one``); nested effect lists inside it
    stay mappings, made records by :func:`effect_records` when they are resolved.
    Records are never changed, so copies share them.

    Examples
    --------
    >>> e = effect_record({"draw": 2})
    >>> e.verb, e.params, e.mapping()
    ('draw', 2, {'draw': 2})
    """

    verb: str
    params: Any

    def mapping(self) -> dict[str, Any]:
        """The one-key mapping of the data this effect was made from."""
        return {self.verb: self.params}

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return _by_fields(self)

    def __copy__(self) -> Effect:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Effect:
        return self


def effect_record(mapping: Any) -> Effect:
    """The :class:`Effect` of one validated one-key effect mapping of the data."""
    ((verb, params),) = mapping.items()
    return Effect(verb, params)


def effect_records(effects: Any) -> tuple[Effect, ...]:
    """The records of a list of effect mappings (an ability's, or one nested in a verb's
    parameters: the options of ``choose_one``, ``branch``'s ``then``)."""
    return tuple(effect_record(e) for e in effects)


@dataclass(frozen=True, slots=True, eq=False)
class Ability:
    """One validated ability of a card or token, its data keys as fields.

    ``triggers`` are the trigger words (the data gives one word or a list); ``condition``
    is the ``if`` clause (None when the data has none), checked when the ability
    triggers; ``event`` is the ``whenever`` or ``condition`` event split into its kind
    and parameters (``event_kind`` None when the ability has no event); ``cost`` is the
    Power an ``activate`` ability costs (0 when the data gives none).

    Examples
    --------
    >>> ab = ability_record({"trigger": "on_play", "optional": True, "effects": [{"draw": 1}]})
    >>> ab.triggers, ab.optional, ab.condition, [e.verb for e in ab.effects]
    (('on_play',), True, None, ['draw'])
    >>> ability_record({"trigger": "whenever", "event": {"ally_played": None},
    ...                 "effects": []}).event_kind
    'ally_played'
    """

    triggers: tuple[str, ...]
    effects: tuple[Effect, ...]
    optional: bool
    condition: Any
    event_kind: str | None
    event_params: Any
    cost: int

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return _by_fields(self)

    def __copy__(self) -> Ability:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Ability:
        return self


ABILITY_KEYS: Final = frozenset({"trigger", "effects", "optional", "if", "cost", "event"})
"""Every key an ability of the data may have (the loader refuses any other)."""


def interned(value: Any) -> Any:
    """A copy of a data value with every string in it interned (containers rebuilt in order).

    The YAML loader builds fresh strings, so a verb-table or parameter lookup with a
    literal key of the code would match them only after comparing characters; interned,
    the same word is the same object and the lookup matches by identity. Equality, order
    and types are unchanged, so nothing reads the copy differently from the data.

    Examples
    --------
    >>> v = interned({"".join(["dr", "aw"]): ["".join(["al", "ly"]), 1]})
    >>> v == {"draw": ["ally", 1]}, next(iter(v)) is sys.intern("draw")
    (True, True)
    """
    t = type(value)
    if t is str:
        return sys.intern(value)
    if t is dict:
        return {interned(k): interned(v) for k, v in value.items()}
    if t is list:
        return [interned(v) for v in value]
    return value


def ability_record(data: Any) -> Ability:
    """The :class:`Ability` of one validated ability mapping of the data (built once, by
    the loader, for cards and Treasure tokens alike), its words interned."""
    mapping = interned(data)
    t = mapping["trigger"]
    event = mapping.get("event")
    kind: str | None = None
    params: Any = None
    if isinstance(event, dict):
        ((kind, params),) = event.items()
    elif event is not None:
        kind = str(event)
    return Ability(
        triggers=tuple(t) if isinstance(t, list) else (t,),
        effects=effect_records(mapping.get("effects", ())),
        optional=bool(mapping.get("optional")),
        condition=mapping.get("if"),
        event_kind=kind,
        event_params=params,
        cost=int(mapping.get("cost", 0)),
    )


_NO_ABILITIES: Final[list[Ability]] = []  # what triggered() answers for a trigger a card lacks


def _by_fields(record: Any) -> tuple[Any, tuple[Any, ...]]:
    """What ``__reduce__`` answers for a design record: its class and its fields in order.

    The records are pickled by value, field by field, compiled or not (a frozen native
    class cannot be rebuilt by setting its attributes one at a time).
    """
    return (type(record), tuple(getattr(record, name) for name in record.__dataclass_fields__))


def _by_trigger(abilities: tuple[Ability, ...]) -> dict[str, list[Ability]]:
    by: dict[str, list[Ability]] = {}
    for ab in abilities:
        for x in ab.triggers:
            by.setdefault(x, []).append(ab)
    return by


def _statics(by: dict[str, list[Ability]]) -> tuple[Static, ...]:
    return tuple((e.verb, e.params) for ab in by.get("while_in_realm", []) for e in ab.effects)


@dataclass(frozen=True, slots=True, eq=False)
class CardDef:
    """One card design (its copies share it). ``abilities`` are its :class:`Ability` records.

    Designs compare by identity: each villain file is loaded once, so there is one
    object per design. ``by_trigger``, ``statics`` and ``play_cost`` are derived from
    the printed fields by :func:`make_card`.
    """

    id: str
    name: str
    type: str
    deck: str
    cost: int | str | None
    strength: int | None
    copies: int
    abilities: tuple[Ability, ...]
    text: str
    villain: str
    family: str | None
    attaches_to: Any
    placement: str | None
    covers_actions: bool
    special: str | None
    by_trigger: dict[str, list[Ability]] = field(repr=False)
    statics: tuple[Static, ...] = field(repr=False)
    play_cost: int
    """The printed cost as paid from hand (``X`` and null cost 0)."""

    def triggered(self, trigger: str) -> list[Ability]:
        """The abilities that fire on ``trigger`` (the static effects are in ``statics``)."""
        return self.by_trigger.get(trigger, _NO_ABILITIES)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return _by_fields(self)


def make_card(
    *,
    id: str,
    name: str,
    type: str,
    deck: str,
    cost: int | str | None,
    strength: int | None,
    copies: int,
    abilities: tuple[Ability, ...],
    text: str,
    villain: str,
    family: str | None = None,
    attaches_to: Any = None,
    placement: str | None = None,
    covers_actions: bool = False,
    special: str | None = None,
) -> CardDef:
    """A :class:`CardDef` with its trigger index, statics and play cost derived."""
    by = _by_trigger(abilities)
    return CardDef(
        id=id,
        name=name,
        type=type,
        deck=deck,
        cost=cost,
        strength=strength,
        copies=copies,
        abilities=abilities,
        text=text,
        villain=villain,
        family=family,
        attaches_to=attaches_to,
        placement=placement,
        covers_actions=covers_actions,
        special=special,
        by_trigger=by,
        statics=_statics(by),
        play_cost=cost if isinstance(cost, int) else 0,
    )


@dataclass(frozen=True, slots=True, eq=False)
class LocationDef:
    """One location of a board; symbols are strings such as ``"play_card"`` or ``"gain_power:2"``."""

    id: str
    name: str
    top: tuple[str, ...]
    bottom: tuple[str, ...]
    lock_mark: bool

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return _by_fields(self)


@dataclass(frozen=True, slots=True, eq=False)
class TreasureDef:
    """A Davy Jones Treasure token."""

    id: str
    name: str
    abilities: tuple[Ability, ...]
    text: str

    def triggered(self, trigger: str) -> list[Ability]:
        """The abilities that fire on ``trigger``."""
        return [a for a in self.abilities if trigger in a.triggers]

    @property
    def statics(self) -> list[Static]:
        """The static effects in force while the token lies face up in the Realm."""
        return [(e.verb, e.params) for ab in self.triggered("while_in_realm") for e in ab.effects]

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return _by_fields(self)


@dataclass(frozen=True, slots=True, eq=False)
class VillainDef:
    """A villain: board, lock, objective, mechanics and decks (one object per villain)."""

    id: str
    name: str
    objective: dict[str, Any]
    mechanics: dict[str, Any]
    locations: tuple[LocationDef, ...]
    lock: dict[str, Any] | None
    villain_deck: tuple[CardDef, ...]
    fate_deck: tuple[CardDef, ...]
    maui_deck: tuple[CardDef, ...]
    treasures: tuple[TreasureDef, ...]
    file: str
    cards: dict[str, CardDef]

    def loc_index(self, loc_id: str) -> int:
        """The position (0..3) of a location id on the board."""
        for i, loc in enumerate(self.locations):
            if loc.id == loc_id:
                return i
        raise KeyError(loc_id)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return _by_fields(self)


def symbol_text(sym: Any) -> str:
    """A board symbol as a string (``{gain_power: 2}`` -> ``"gain_power:2"``)."""
    if isinstance(sym, dict):
        ((k, v),) = sym.items()
        return f"{k}:{v}"
    return str(sym)
