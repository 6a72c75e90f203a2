"""The words of Villainous that the engine keeps in its events and labels, read back in
a language: discard reasons, objectives, decks, piles, places, action symbols, the
effect phrases of the verb registry and the option labels of a choice inside a card
(:func:`label_text`), plus the small pieces every text module uses (:func:`listed`, and
:class:`~toolkit.i18n.phrases.Localized`, shared with Hero Realms).
:mod:`toolkit.villainous.text` re-exports the public names.

Examples
--------
>>> label_text("gain 2 Power, then move a Hero", "es")
'gana 2 de Poder, después mueve un Héroe'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from toolkit.i18n.messages import N_, Translator, translator
from toolkit.i18n.phrases import Localized
from toolkit.villainous import verbs

if TYPE_CHECKING:
    from toolkit.villainous.engine import VillainousGame

__all__ = [
    "Localized",
    "effects_words",
    "label_text",
    "listed",
    "objective_text",
    "place_label",
    "printed_names",
    "symbol_phrase",
]


def symbol_phrase(symbol: str) -> Localized:
    """An action symbol in words (``gain power``) in the three languages, for a refusal."""
    from toolkit.i18n.languages import LANGUAGES

    return Localized({lang: _word(translator(lang), _SYMBOLS, symbol) for lang in LANGUAGES})


def listed(t: Translator, names: Iterable[str], empty: str) -> str:
    """``"A, B, C"``, or ``empty`` (a catalogue entry) in ``t``'s language when there are none."""
    return ", ".join(names) or t.gettext(empty)


# -- words kept in the engine's events and labels, read back in a language ------------------

_REASONS = (
    N_("from hand"),
    N_("not played"),
    N_("from the top of the deck"),
    N_("revealed with it"),
    N_("not chosen"),
    N_("Maui card not played"),
    N_("used to vanquish"),
    N_("with its host"),
    N_("paid instead of the cost"),
    N_("found Hero loses its Items"),
)
"""Why a card is discarded (the last field of a ``discard`` event); any other reason is
the name of the card that discarded it, kept as printed."""

_OBJECTIVES = (
    N_("Defeat Peter Pan at the Jolly Roger."),
    N_("Claim all five Treasure tokens."),
    N_("Defeat Snow White."),
    N_("Have Maui's Hook and the Heart of Te Fiti at Tamatoa's Lair, not held by a Hero."),
    N_(
        "Start your turn with the Trident and the Crown at Ursula's Lair "
        "(on your side, not held by a Hero)."
    ),
)
"""The villains' objectives as their data writes them (the ``win`` event names one); an
objective the catalogue does not hold reads as written."""


def objective_text(text: str, lang: str = "en") -> str:
    """A villain's objective (as its data writes it) in ``lang``.

    Examples
    --------
    >>> objective_text("Defeat Snow White.", "it")
    'Sconfiggi Snow White.'
    """
    return translator(lang).gettext(text) if text in _OBJECTIVES else text


def _pool_word(t: Translator, code: str) -> str:
    """The pool as the unit of an amount ("gain 2 power": Spanish "gana 2 de Poder").

    A context of its own keeps it apart from the same English word used as a label.
    """
    if code == "poison":
        return t.pgettext("unit of an amount", "poison")
    if code == "power":
        return t.pgettext("unit of an amount", "power")
    return code


_DECKS = {"villain": N_("villain deck"), "fate": N_("fate deck"), "maui": N_("maui deck")}
"""A deck by its code, as the events name it (``their villain deck``)."""
_DISCARDS = {
    "villain": N_("villain discard pile"),
    "fate": N_("fate discard pile"),
    "maui": N_("maui discard pile"),
}
_PLACES = {
    "realm": N_("realm"),
    "discard": N_("discard"),
    "deck": N_("deck"),
    "hand": N_("hand"),
    "held": N_("held"),
    "fate_deck_top": N_("top of the Fate deck"),
}
"""Where a card is found or taken to (``find`` and ``take`` events)."""
_SYMBOLS = {
    "gain power": N_("gain power"),
    "play card": N_("play card"),
    "activate": N_("activate"),
    "move item or ally": N_("move item or ally"),
    "move hero": N_("move hero"),
    "fate": N_("fate"),
    "vanquish": N_("vanquish"),
    "discard cards": N_("discard cards"),
    "brew poison": N_("brew poison"),
    "covered here": N_("covered here"),
    "here again": N_("here again"),
    "adjacent location": N_("adjacent location"),
}
"""Action symbols in words (a ``grant`` event, a refused symbol)."""
_PILES = {
    "discard pile": N_("discard pile"),
    "Villain deck": N_("Villain deck"),
    "Fate discard pile": N_("Fate discard pile"),
}
_NOUN_WORDS = {
    "a Hero": N_("a Hero"),
    "an Ally": N_("an Ally"),
    "an Item": N_("an Item"),
    "each Hero": N_("each Hero"),
    "each Ally": N_("each Ally"),
    "each Item": N_("each Item"),
    "a card": N_("a card"),
    "this card": N_("this card"),
    "that card": N_("that card"),
    "its host": N_("its host"),
}
_PER = {
    "binding contract in realm": N_("Binding Contract in your Realm"),
    "condition in hand": N_("Condition in your hand"),
    "hero in fate discard": N_("Hero in your Fate discard pile"),
    "hero in realm": N_("Hero in your Realm"),
    "location with hero": N_("location with a Hero"),
    "other hero in realm": N_("other Hero in your Realm"),
    "other location with ally": N_("other location with an Ally"),
}
_VERBS = (*verbs.phrases(), *verbs.STEP_WORDS.values(), N_("go on"))
"""The effect phrases of ``effects_text``: each verb's words in the registry
(:mod:`toolkit.villainous.verbs`), the specials' steps, and what an empty list reads."""

_LABELS = (
    N_("do nothing"),
    N_("take no more cards"),
    N_("play no card"),
    N_("play both (Sleepy)"),
    N_("discard none"),
)
"""Whole option labels with no field."""

_LABEL_FORMS = (
    N_("skip: {what}"),
    N_("discard all: {cards}"),
    N_("keep in order {cards}"),
    N_("order {cards}"),
    N_("discard {cards} instead"),
    N_("lock {location}"),
    N_("leave {card}"),
    N_("copy {card}"),
    N_("keep {card}"),
    N_("move from {card} to {other}"),
    N_("swap {card} and {other}"),
    N_("{card} (from the {pile})"),
    N_("{card} on {other}"),
    N_("{card} at {location}"),
    N_("{card} to {location}"),
    N_("play {card}"),
    N_("discard {cards}"),
    N_("on {card}"),
    N_("at {location}"),
)
"""Option labels with fields, tried in this order (the first that reads the label wins)."""


def _pattern(template: str) -> re.Pattern[str]:
    out = []
    for part in re.split(r"(\{\w+\})", template):
        if part.startswith("{") and part.endswith("}"):
            out.append(f"(?P<{part[1:-1]}>.+?)")
        else:
            out.append(re.escape(part))
    return re.compile("".join(out) + r"\Z")


_FORM_PATTERNS = [(form, _pattern(form)) for form in _LABEL_FORMS]
_VERB_PATTERNS = [(verb, _pattern(verb)) for verb in _VERBS]
_AMOUNT = re.compile(
    r"(?P<verb>gain|lose) (?P<n>\d+)(?: per (?P<per>[a-z ]+))? (?P<pool>Power|Poison)\Z"
)
_DRAW = re.compile(r"draw (?P<n>\d+) cards?(?: per (?P<per>[a-z ]+))?\Z")
_TOKENS = re.compile(r"(?P<n>\d+) tokens?\Z")


def _what(t: Translator, what: str) -> str | None:
    """A target phrase (``a Hero or an Ally``) in ``t``'s language, or None if it is not one."""
    parts = what.split(" or ")
    words = []
    for part in parts:
        word = _NOUN_WORDS.get(part)
        if word is None:
            return None
        words.append(t.gettext(word))
    out = words[0]
    for word in words[1:]:
        out = t.tr("{a} or {b}", a=out, b=word)
    return out


def _per(t: Translator, words: str, per: str | None) -> str:
    """``words`` for each ``per`` (``gain 1 Power per Hero in your Realm``)."""
    if per is None:
        return words
    word = _PER.get(per)
    return t.tr("{effect} per {per}", effect=words, per=t.gettext(word) if word else per)


def _effect(t: Translator, part: str) -> str | None:
    """One effect phrase of the engine's ``effects_text`` in ``t``'s language (None if not one)."""
    m = _AMOUNT.match(part)
    if m:
        n = int(m["n"])
        pool = _pool_word(t, m["pool"].lower())
        if m["verb"] == "gain":
            words = t.ngettext("gain {n} {pool}", "gain {n} {pool}", n).format(n=n, pool=pool)
        else:
            words = t.ngettext("lose {n} {pool}", "lose {n} {pool}", n).format(n=n, pool=pool)
        return _per(t, words, m["per"])
    m = _DRAW.match(part)
    if m:
        n = int(m["n"])
        words = t.ngettext("draw {n} card", "draw {n} cards", n).format(n=n)
        return _per(t, words, m["per"])
    for verb, pattern in _VERB_PATTERNS:
        m = pattern.match(part)
        if m is None:
            continue
        if "what" in m.groupdict():
            what = _what(t, m["what"])
            if what is None:
                continue
            return t.tr(verb, what=what)
        return t.gettext(verb)
    return None


def effects_words(text: str, lang: str = "en") -> str | None:
    """The engine's ``effects_text`` phrase in ``lang``, or None if ``text`` is not one.

    Examples
    --------
    >>> effects_words("draw 1 card, then discard from hand", "it")
    'pesca 1 carta, poi scarta dalla mano'
    """
    t = translator(lang)
    parts = []
    for part in text.split(", then "):
        words = _effect(t, part)
        if words is None:
            return None
        parts.append(words)
    out = parts[0]
    for words in parts[1:]:
        out = t.tr("{first}, then {next}", first=out, next=words)
    return out


def _names(t: Translator, text: str) -> str:
    """A field of a label that is a card name, a location name or an effect phrase."""
    if text in ("none",):
        return t.gettext(N_("none"))
    words = effects_words(text, t.lang)
    return words if words is not None else text


def printed_names(game: VillainousGame) -> frozenset[str]:
    """Every card, location and Treasure name of ``game``'s table, as printed."""
    names = {d.name for d in game.defs}
    for p in game.players:
        names.update(loc.name for loc in p.villain.locations)
        names.update(t.name for t in p.villain.treasures)
    return frozenset(names)


_NAME_FIELDS = ("card", "other", "location")


def _names_for(game: VillainousGame, lang: str) -> frozenset[str] | None:
    return printed_names(game) if lang != "en" else None


def label_text(label: str, lang: str = "en", names: frozenset[str] | None = None) -> str:
    """An option label the engine wrote in English, in ``lang``.

    Card and location names stay as printed; a label that is only a name is returned
    as it is. With ``names`` (:func:`printed_names`), a label that is one of them is
    kept whole (``Return to Form`` is a card, not a card moved to a location), and a
    form is read only where its name fields hold names.

    Examples
    --------
    >>> label_text("skip: draw 2 cards", "es")
    'omitir: roba 2 cartas'
    >>> label_text("Skull Rock", "it")
    'Skull Rock'
    """
    if lang == "en":
        return label
    if names is not None and label in names:
        return label
    t = translator(lang)
    if label in _LABELS:
        return t.gettext(label)
    words = effects_words(label, lang)
    if words is not None:
        return words
    m = _TOKENS.match(label)
    if m:
        n = int(m["n"])
        return t.plural("{n} token", "{n} tokens", n)
    for form, pattern in _FORM_PATTERNS:
        m = pattern.match(label)
        if m is None:
            continue
        fields = m.groupdict()
        if names is not None and any(f in fields and fields[f] not in names for f in _NAME_FIELDS):
            continue
        if "what" in fields:
            what = effects_words(fields["what"], lang)
            if what is None:
                continue
            fields["what"] = what
        if "pile" in fields:
            pile = _PILES.get(fields["pile"])
            if pile is None:
                continue
            fields["pile"] = t.gettext(pile)
        if "cards" in fields:
            fields["cards"] = _names(t, fields["cards"])
        return t.tr(form, **fields)
    return label


def _word(t: Translator, words: dict[str, str], key: Any) -> str:
    """A code's catalogue word in ``t``'s language (the code itself if it has none)."""
    word = words.get(str(key))
    return t.gettext(word) if word is not None else str(key)


def place_label(game: VillainousGame, t: Translator, seat: int, li: int, h: int) -> str:
    """``on <card>``, ``at <location>`` or nothing, as the engine's ``_place_label``."""
    if h >= 0:
        return t.tr("on {card}", card=game.card_name(h))
    if li >= 0:
        return t.tr("at {location}", location=game.players[seat].villain.locations[li].name)
    return ""
