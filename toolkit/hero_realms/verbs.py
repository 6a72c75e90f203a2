"""The closed vocabulary of Hero Realms card effects: every verb, in one place.

A card's abilities are lists of effects, each a mapping with one verb
(``data/hero_realms/VOCABULARY.md``). Each :class:`Verb` of :data:`VERBS`
declares everything about one verb:

- ``keys`` and ``value``: how it is written in the card data, and ``compile``,
  which checks its parameters when the cards load (a bad one raises
  :class:`~toolkit.core.errors.CardDataError` naming the file, the card and the
  field) and turns them into the compiled effect tuple ``(name, *parameters)``;
- ``resolve``: what it does when the effect resolves in a game (a question to
  the player becomes the game's pending decision, answered by the next action);
- ``words`` and ``card_words``: how it reads in a log or an option ("gain 3
  combat"), and in full in a card's text, through the message catalogue.

The engine finds a verb's resolution with one dictionary lookup
(:data:`RESOLVE`, keyed by the compiled name), and the vocabulary document is
written from this registry (``python -m toolkit.hero_realms.vocabulary``),
never read by the program.

Examples
--------
>>> compile_effect({"gain_combat": 3}, file="x.yaml", card="c", fld="primary[0]")
('gain', 'combat', 3)
>>> effect_words((("gain", "combat", 3), ("draw", 1)), "es")
'gana 3 puntos de combate y roba 1 carta'
>>> sorted(VERBS) == sorted(v.name for v in VERBS.values())
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from toolkit.core.errors import short_repr
from toolkit.hero_realms.carddef import Effect
from toolkit.hero_realms.checks import fail, flag, mapping, one_of, whole
from toolkit.hero_realms.moves import (
    ask_discard,
    ask_prepare,
    ask_sacrifice,
    draw,
    draw_then_discard,
    gain,
    mark_discard,
    set_pending,
    stun,
    to_top,
)
from toolkit.hero_realms.queries import count as count_in_play
from toolkit.hero_realms.queries import discard_targets, stun_targets
from toolkit.hero_realms.wording import ZONES, amount
from toolkit.i18n.messages import N_, Translator, translator
from toolkit.i18n.phrases import joined

if TYPE_CHECKING:
    from toolkit.hero_realms.state import TableState

Compiler = Callable[[str, Any, str, str, str], Effect]
"""``(key, value, file, card, field)`` to a compiled effect; raises ``CardDataError``."""
Words = Callable[[Effect, Translator], str]
"""A compiled effect in words of the translator's language."""
Resolver = Callable[["TableState", int, int, Effect], None]
"""``(game, seat, source, effect)``: resolve the effect for ``seat`` from card ``source``."""


@dataclass(frozen=True)
class Verb:
    """One verb of the effect vocabulary: its data, its check, its resolution, its words."""

    name: str
    """The compiled name, first item of the effect tuple."""
    keys: tuple[str, ...]
    """How the card data writes it (several keys for one family: ``gain_gold``, ...)."""
    value: str
    """The value it takes in the data, for the vocabulary document."""
    meaning: str
    """What it does, for the vocabulary document."""
    compile: Compiler
    resolve: Resolver
    words: Words
    card_words: Words | None = None
    """The words on a card's text when they say more than ``words`` (None: the same)."""
    nested: Callable[[Effect], tuple[tuple[Effect, ...], ...]] | None = None
    """The effect lists the verb holds (``choose_one``'s options, ``sacrifice``'s bonus)."""


# -- compiling ------------------------------------------------------------------------------
COUNTS: Final[dict[str, str]] = {
    "champion": "your champions in play, this card included if it is one",
    "other_champion": "your champions in play other than this card",
    "other_guard": "your guard champions in play other than this card",
    "other_imperial": "your Imperial cards in play other than this card",
    "other_guild": "your Guild cards in play other than this card",
    "other_necros": "your Necros cards in play other than this card",
    "other_wild": "your Wild cards in play other than this card",
}
"""What a ``*_per`` effect may count among the cards its player has in play."""

RESOURCES: Final = ("gold", "combat", "health")


def compile_effect(raw: Any, *, file: str, card: str, fld: str) -> Effect:
    """Check one effect of the vocabulary and compile it to a tuple (see :data:`VERBS`).

    Raises
    ------
    CardDataError
        For an unknown verb or a bad parameter.
    """
    if not isinstance(raw, dict) or len(raw) != 1:
        raise fail(
            f"an effect is a mapping with exactly one verb, got {short_repr(raw)}", file, card, fld
        )
    ((key, value),) = raw.items()
    verb = BY_KEY.get(key) if isinstance(key, str) else None
    if verb is None:
        raise fail(
            f"unknown effect verb {short_repr(key)} (see data/hero_realms/VOCABULARY.md)",
            file,
            card,
            fld,
        )
    return verb.compile(key, value, file, card, f"{fld}.{key}")


def compile_list(raw: Any, *, file: str, card: str, fld: str) -> tuple[Effect, ...]:
    """Check and compile a list of effects (an ability, or an effect list inside a verb).

    Raises
    ------
    CardDataError
        Naming ``file``, ``card`` and the field of the first effect that is wrong.

    Examples
    --------
    >>> compile_list([{"gain_gold": 2}, {"draw": 1}], file="x.yaml", card="c", fld="primary")
    (('gain', 'gold', 2), ('draw', 1))
    """
    if not isinstance(raw, list):
        raise fail(f"expected a list of effects, got {short_repr(raw)}", file, card, fld)
    return tuple(
        compile_effect(e, file=file, card=card, fld=f"{fld}[{i}]") for i, e in enumerate(raw)
    )


def _c_gain(key: str, value: Any, file: str, card: str, where: str) -> Effect:
    return ("gain", key[5:], whole(value, minimum=0, file=file, card=card, fld=where))


def _c_gain_per(key: str, value: Any, file: str, card: str, where: str) -> Effect:
    m = mapping(value, {"amount", "per"}, file=file, card=card, fld=where)
    if not isinstance(m["per"], str) or m["per"] not in COUNTS:
        raise fail(
            f"'per' must be one of {list(COUNTS)}, got {short_repr(m['per'])}", file, card, where
        )
    n = whole(m["amount"], minimum=1, file=file, card=card, fld=f"{where}.amount")
    return ("gain_per", key[5:-4], n, m["per"])


def _c_count(name: str) -> Compiler:
    def compile_count(key: str, value: Any, file: str, card: str, where: str) -> Effect:
        return (name, whole(value, minimum=1, file=file, card=card, fld=where))

    return compile_count


def _c_choose_one(key: str, value: Any, file: str, card: str, where: str) -> Effect:
    if not isinstance(value, list) or len(value) < 2:
        raise fail("choose_one needs a list of at least two effect lists", file, card, where)
    options = tuple(
        compile_list(opt, file=file, card=card, fld=f"{where}[{i}]") for i, opt in enumerate(value)
    )
    if any(not opt for opt in options):
        raise fail("every option of choose_one needs at least one effect", file, card, where)
    return ("choose_one", options)


def _c_sacrifice(key: str, value: Any, file: str, card: str, where: str) -> Effect:
    m = mapping(value, {"up_to", "from", "then"}, file=file, card=card, fld=where)
    zones = m["from"]
    if (
        not isinstance(zones, list)
        or not zones
        or any(not isinstance(z, str) or z not in ZONES for z in zones)
    ):
        raise fail(
            f"'from' must list hand and/or discard, got {short_repr(zones)}", file, card, where
        )
    then = compile_list(m["then"], file=file, card=card, fld=f"{where}.then")
    up_to = whole(m["up_to"], minimum=1, file=file, card=card, fld=f"{where}.up_to")
    return ("sacrifice", up_to, tuple(zones), then)


def _c_stun(key: str, value: Any, file: str, card: str, where: str) -> Effect:
    m = mapping(value, {"optional"}, file=file, card=card, fld=where)
    return ("stun", flag(m["optional"], file=file, card=card, fld=f"{where}.optional"))


def _c_draw_then_discard(key: str, value: Any, file: str, card: str, where: str) -> Effect:
    m = mapping(value, {"up_to", "optional"}, file=file, card=card, fld=where)
    return (
        "draw_then_discard",
        whole(m["up_to"], minimum=1, file=file, card=card, fld=f"{where}.up_to"),
        flag(m["optional"], file=file, card=card, fld=f"{where}.optional"),
    )


def _c_next_acquired(key: str, value: Any, file: str, card: str, where: str) -> Effect:
    m = mapping(value, {"to", "only"}, file=file, card=card, fld=where)
    to = one_of(m["to"], ("top_of_deck", "hand"), "'to'", file=file, card=card, fld=where)
    only = one_of(m["only"], ("any", "action"), "'only'", file=file, card=card, fld=where)
    return ("next_acquired", to, only)


def _c_discard_to_top(key: str, value: Any, file: str, card: str, where: str) -> Effect:
    m = mapping(value, {"only", "optional"}, file=file, card=card, fld=where)
    only = one_of(m["only"], ("any", "champion"), "'only'", file=file, card=card, fld=where)
    return (
        "discard_to_top",
        only,
        flag(m["optional"], file=file, card=card, fld=f"{where}.optional"),
    )


def _c_internal(key: str, value: Any, file: str, card: str, where: str) -> Effect:
    raise AssertionError(f"{key} is made by the rules, never written in the card data")


# -- resolving ------------------------------------------------------------------------------
def _r_gain(game: TableState, seat: int, source: int, effect: Effect) -> None:
    gain(game, seat, source, effect[1], effect[2])


def _r_gain_per(game: TableState, seat: int, source: int, effect: Effect) -> None:
    count = count_in_play(game, game.players[seat], source, effect[3])
    gain(game, seat, source, effect[1], effect[2] * count)


def _r_draw(game: TableState, seat: int, source: int, effect: Effect) -> None:
    draw(game, game.players[seat], effect[1])


def _r_choose_one(game: TableState, seat: int, source: int, effect: Effect) -> None:
    set_pending(game, ("choose", seat, source, effect[1]))  # HR-A4


def _r_sacrifice(game: TableState, seat: int, source: int, effect: Effect) -> None:
    ask_sacrifice(game, seat, source, effect[1], effect[2], effect[3])


def _r_stun(game: TableState, seat: int, source: int, effect: Effect) -> None:
    targets = stun_targets(game, seat)
    if not targets:
        game.events.append(("no_effect", seat, source, "no champion to stun"))
    elif len(targets) == 1 and not effect[1]:
        stun(game, seat, targets[0], "HR-C4")
    else:
        set_pending(game, ("stun", seat, source, effect[1]))


def _r_prepare(game: TableState, seat: int, source: int, effect: Effect) -> None:
    ask_prepare(game, seat, source, effect[1])


def _r_opponent_discards(game: TableState, seat: int, source: int, effect: Effect) -> None:
    targets = discard_targets(game, seat)
    if not targets:
        game.events.append(("no_effect", seat, source, "no opponent to target"))
    elif len(targets) == 1:
        mark_discard(game, seat, targets[0], effect[1])
    else:
        set_pending(game, ("target", seat, source, effect[1]))


def _r_draw_then_discard(game: TableState, seat: int, source: int, effect: Effect) -> None:
    if effect[2]:
        set_pending(game, ("draw_count", seat, source, effect[1]))
    else:
        draw_then_discard(game, seat, source, effect[1])


def _r_next_acquired(game: TableState, seat: int, source: int, effect: Effect) -> None:
    game.players[seat].redirects.append((effect[1], effect[2]))
    game.events.append(("redirect", seat, source, effect[1], effect[2]))


def _r_discard_to_top(game: TableState, seat: int, source: int, effect: Effect) -> None:
    p = game.players[seat]
    only = effect[1]
    defs = game.defs
    cands = [c for c in p.discard if only == "any" or defs[c].is_champion]
    if not cands:
        game.events.append(("no_effect", seat, source, "no card to put on the deck"))
    elif len(cands) == 1 and not effect[2]:
        to_top(game, p, cands[0])
    else:
        set_pending(game, ("to_top", seat, source, only, effect[2]))


def _r_forced_discard(game: TableState, seat: int, source: int, effect: Effect) -> None:
    ask_discard(game, seat, -1, effect[1], "opponent")


# -- words ----------------------------------------------------------------------------------
def effect_words(effects: tuple[Effect, ...], lang: str = "en") -> str:
    """An ability's effects in plain words (``"gain 3 combat"``, ``"draw 1 card"``).

    Examples
    --------
    >>> effect_words((("gain", "gold", 2),), "es")
    'gana 2 de oro'
    """
    t = translator(lang)
    return joined(t, (VERBS[e[0]].words(e, t) for e in effects))


def ability_words(effects: tuple[Effect, ...], t: Translator) -> str:
    """An ability in full, for a card's text: every parameter of every effect said.

    Examples
    --------
    >>> from toolkit.i18n.messages import translator
    >>> ability_words((("gain", "gold", 2), ("draw", 1)), translator("es"))
    'gana 2 de oro y roba 1 carta'
    """
    return joined(t, (_card_words(e, t) for e in effects))


def _card_words(e: Effect, t: Translator) -> str:
    verb = VERBS[e[0]]
    return (verb.card_words or verb.words)(e, t)


def _per(t: Translator, count: str) -> str:
    if count == "champion":
        return t.gettext("champion you have in play")
    if count == "other_champion":
        return t.gettext("other champion you have in play")
    if count == "other_guard":
        return t.gettext("other guard you have in play")
    return t.tr("other {faction} card you have in play", faction=count[6:].capitalize())


def _w_gain(e: Effect, t: Translator) -> str:
    return t.tr("gain {amount}", amount=amount(t, e[1], e[2]))


def _w_gain_per(e: Effect, t: Translator) -> str:
    return t.tr("gain {amount} per {per}", amount=amount(t, e[1], e[2]), per=_per(t, e[3]))


def _w_draw(e: Effect, t: Translator) -> str:
    return t.plural("draw {n} card", "draw {n} cards", e[1])


def _w_stun(e: Effect, t: Translator) -> str:
    if e[1]:
        return t.gettext("you may stun target champion")
    return t.gettext("stun target champion")


def _w_prepare(e: Effect, t: Translator) -> str:
    return t.plural("prepare {n} champion", "prepare {n} champions", e[1])


def _w_opponent_discards(e: Effect, t: Translator) -> str:
    return t.plural("target opponent discards {n} card", "target opponent discards {n} cards", e[1])


def _w_sacrifice(e: Effect, t: Translator) -> str:
    return t.plural("you may sacrifice up to {n} card", "you may sacrifice up to {n} cards", e[1])


def _w_choose_one(e: Effect, t: Translator) -> str:
    return t.tr(
        "choose one: {options}", options=joined(t, (effect_words(o, t.lang) for o in e[1]), "or")
    )


def _w_draw_then_discard(e: Effect, t: Translator) -> str:
    return t.gettext("draw then discard")


def _w_next_acquired(e: Effect, t: Translator) -> str:
    return t.gettext("next acquired")


def _w_discard_to_top(e: Effect, t: Translator) -> str:
    return t.gettext("discard to top")


def _w_internal(e: Effect, t: Translator) -> str:
    return str(e[0]).replace("_", " ")


def _cw_choose_one(e: Effect, t: Translator) -> str:
    return t.tr(
        "choose one: {options}", options=joined(t, (ability_words(o, t) for o in e[1]), "or")
    )


def _cw_sacrifice(e: Effect, t: Translator) -> str:
    zones = joined(t, (t.gettext(ZONES.get(z, z)) for z in e[2]), "or")
    words = t.plural(
        "you may sacrifice up to {n} card from your {zones}",
        "you may sacrifice up to {n} cards from your {zones}",
        e[1],
        zones=zones,
    )
    if e[3]:
        words = t.tr(
            "{sacrifice}; for each one, {then}", sacrifice=words, then=ability_words(e[3], t)
        )
    return words


def _cw_draw_then_discard(e: Effect, t: Translator) -> str:
    if e[2]:
        return t.plural(
            "you may draw up to {n} card, then discard as many",
            "you may draw up to {n} cards, then discard as many",
            e[1],
        )
    return t.plural(
        "draw up to {n} card, then discard as many",
        "draw up to {n} cards, then discard as many",
        e[1],
    )


_NEXT_ACQUIRED: Final = {
    ("any", "top_of_deck"): N_("the next card you acquire this turn goes on top of your deck"),
    ("any", "hand"): N_("the next card you acquire this turn goes into your hand"),
    ("action", "top_of_deck"): N_("the next action you acquire this turn goes on top of your deck"),
    ("action", "hand"): N_("the next action you acquire this turn goes into your hand"),
}
_TO_TOP: Final = {
    ("any", True): N_("you may put a card from your discard pile on top of your deck"),
    ("any", False): N_("put a card from your discard pile on top of your deck"),
    ("champion", True): N_("you may put a champion from your discard pile on top of your deck"),
    ("champion", False): N_("put a champion from your discard pile on top of your deck"),
}


def _cw_next_acquired(e: Effect, t: Translator) -> str:
    return t.gettext(_NEXT_ACQUIRED[e[2], e[1]])


def _cw_discard_to_top(e: Effect, t: Translator) -> str:
    return t.gettext(_TO_TOP[e[1], bool(e[2])])


# -- the registry ---------------------------------------------------------------------------
_VERBS: Final = (
    Verb(
        "gain",
        ("gain_gold", "gain_combat", "gain_health"),
        "int >= 0",
        "add gold or combat to the pool, or health (no maximum, HR-A3)",
        _c_gain,
        _r_gain,
        _w_gain,
    ),
    Verb(
        "gain_per",
        ("gain_gold_per", "gain_combat_per", "gain_health_per"),
        "`{amount: int, per: COUNT}`",
        "add `amount` for each counted card",
        _c_gain_per,
        _r_gain_per,
        _w_gain_per,
    ),
    Verb(
        "draw",
        ("draw",),
        "int >= 1",
        "draw cards (reshuffling the discard pile when the deck is empty, HR-R2)",
        _c_count("draw"),
        _r_draw,
        _w_draw,
    ),
    Verb(
        "choose_one",
        ("choose_one",),
        "list of 2+ effect lists",
        "the player picks one list (HR-A4)",
        _c_choose_one,
        _r_choose_one,
        _w_choose_one,
        _cw_choose_one,
        nested=lambda e: e[1],
    ),
    Verb(
        "sacrifice",
        ("sacrifice",),
        "`{up_to: int >= 1, from: [hand, discard], then: [effects]}`",
        "the player may sacrifice up to `up_to` cards from the named zones, one at a time; "
        '`then` applies once for each card sacrificed ("if you do")',
        _c_sacrifice,
        _r_sacrifice,
        _w_sacrifice,
        _cw_sacrifice,
        nested=lambda e: (e[3],),
    ),
    Verb(
        "stun",
        ("stun_champion",),
        "`{optional: bool}`",
        "stun target champion an opponent has in play; while that opponent has a prepared "
        "guard, only a guard can be targeted (HR-C4)",
        _c_stun,
        _r_stun,
        _w_stun,
    ),
    Verb(
        "prepare",
        ("prepare_champion",),
        "int >= 1",
        "ready that many of your expended champions",
        _c_count("prepare"),
        _r_prepare,
        _w_prepare,
    ),
    Verb(
        "opponent_discards",
        ("opponent_discards",),
        "int >= 1",
        "a target opponent discards that many cards at the start of their next turn",
        _c_count("opponent_discards"),
        _r_opponent_discards,
        _w_opponent_discards,
    ),
    Verb(
        "draw_then_discard",
        ("draw_then_discard",),
        "`{up_to: int >= 1, optional: bool}`",
        "optional: choose 0..up_to cards to draw, then discard as many; not optional: draw "
        "exactly up_to, then discard as many",
        _c_draw_then_discard,
        _r_draw_then_discard,
        _w_draw_then_discard,
        _cw_draw_then_discard,
    ),
    Verb(
        "next_acquired",
        ("next_acquired",),
        "`{to: top_of_deck or hand, only: any or action}`",
        "the next card (or action) you acquire this turn goes there instead of the discard pile",
        _c_next_acquired,
        _r_next_acquired,
        _w_next_acquired,
        _cw_next_acquired,
    ),
    Verb(
        "discard_to_top",
        ("discard_to_top",),
        "`{only: any or champion, optional: bool}`",
        "put a card from your discard pile on top of your deck",
        _c_discard_to_top,
        _r_discard_to_top,
        _w_discard_to_top,
        _cw_discard_to_top,
    ),
    Verb(
        "forced_discard",
        (),
        "",
        "made by the rules, not the data: an opponent's discard effect, due at the start of "
        "a Hydra team's turn (HR-V6)",
        _c_internal,
        _r_forced_discard,
        _w_internal,
    ),
)

VERBS: Final[dict[str, Verb]] = {v.name: v for v in _VERBS}
"""Every verb by its compiled name (the first item of an effect tuple)."""
BY_KEY: Final[dict[str, Verb]] = {k: v for v in _VERBS for k in v.keys}
"""Every verb by the keys the card data writes it with."""
RESOLVE: Final[dict[str, Resolver]] = {v.name: v.resolve for v in _VERBS}
"""How each verb resolves, by compiled name: the engine's one lookup per effect."""


def data_verbs() -> list[Verb]:
    """The verbs the card data may use (those with keys), in the document's order.

    Examples
    --------
    >>> [v.name for v in data_verbs()][:3]
    ['gain', 'gain_per', 'draw']
    """
    return [v for v in _VERBS if v.keys]


def effects_in(effects: tuple[Effect, ...]) -> list[Effect]:
    """Every effect of a list, the effects nested inside verbs included.

    Examples
    --------
    >>> [e[0] for e in effects_in((("choose_one", ((("draw", 1),), (("gain", "gold", 1),))),))]
    ['choose_one', 'draw', 'gain']
    """
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        nested = VERBS[e[0]].nested
        if nested is not None:
            for inner in nested(e):
                out.extend(effects_in(inner))
    return out
