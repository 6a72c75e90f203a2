"""The words of Villainous that the engine keeps in its events as codes, in a language:
discard reasons, objectives, decks, places and action symbols, plus the small pieces every
text module uses (:func:`listed`, :func:`place_label`, and
:class:`~toolkit.i18n.phrases.Localized`, shared with Hero Realms). The option labels of
a choice inside a card are written from their records by
:mod:`toolkit.villainous.text_labels`. :mod:`toolkit.villainous.text` re-exports the
public names.

Examples
--------
>>> objective_text("Defeat Snow White.", "es")
'Vence a Snow White.'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from toolkit.i18n.grammar import fill
from toolkit.i18n.messages import N_, Translator, translator
from toolkit.i18n.phrases import Localized, counted, joined

if TYPE_CHECKING:
    from toolkit.villainous.engine import VillainousGame

__all__ = [
    "Localized",
    "go_to_text",
    "listed",
    "listed_allies",
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


def listed_allies(t: Translator, names: Iterable[str], empty: str) -> str:
    """The Allies of a Vanquish: ``"two Pirate Brutes and Smee"`` (``"dos Pirate Brute y
    Smee"``), a repeated name said once with its number, or ``empty`` when there are none."""
    return joined(t, counted(t, names)) or t.gettext(empty)


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
    N_("Claim all five Treasure tokens."),
    N_("Defeat Snow White."),
)
"""The villains' objectives as their data writes them (the ``win`` event names one); an
objective the catalogue does not hold reads as written."""

_PLACED_OBJECTIVES: dict[str, tuple[str, dict[str, str]]] = {
    "Defeat Peter Pan at the Jolly Roger.": (
        N_("Defeat {hero} at {location}."),
        {"hero": "Peter Pan", "location": "Jolly Roger"},
    ),
    "Have Maui's Hook and the Heart of Te Fiti at Tamatoa's Lair, not held by a Hero.": (
        N_("Have {first} and {second} at {location}, not held by a Hero."),
        {"first": "Maui's Hook", "second": "Heart of Te Fiti", "location": "Tamatoa's Lair"},
    ),
    "Start your turn with the Trident and the Crown at Ursula's Lair "
    "(on your side, not held by a Hero).": (
        N_(
            "Start your turn with {first} and {second} at {location} "
            "(on your side, not held by a Hero)."
        ),
        {"first": "Trident", "second": "Crown", "location": "Ursula's Lair"},
    ),
}
"""The objectives that name a location, as their data writes them, with the template and
the printed names they are written from in Spanish and Italian, so that the preposition
before the location comes from the grammar data (*en el Jolly Roger*, *alla Jolly Roger*)."""


def objective_text(text: str, lang: str = "en") -> str:
    """A villain's objective (as its data writes it) in ``lang``.

    Examples
    --------
    >>> objective_text("Defeat Snow White.", "it")
    'Sconfiggi Snow White.'
    >>> objective_text("Defeat Peter Pan at the Jolly Roger.", "it")
    'Sconfiggi Peter Pan alla Jolly Roger.'
    """
    t = translator(lang)
    if text in _PLACED_OBJECTIVES and lang != "en":
        template, names = _PLACED_OBJECTIVES[text]
        return fill(t, t.gettext(template), "villainous", **names)
    return t.gettext(text) if text in _OBJECTIVES else text


def go_to_text(location: str, lang: str = "en") -> str:
    """The label of the table's button that moves the villain to ``location``.

    Examples
    --------
    >>> go_to_text("Jolly Roger", "it")
    'Vai alla Jolly Roger'
    >>> go_to_text("Skull Rock", "es")
    'Ir a Skull Rock'
    """
    t = translator(lang)
    return fill(t, t.gettext(N_("Go to {location}")), "villainous", location=location)


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


def printed_names(game: VillainousGame) -> frozenset[str]:
    """Every card, location and Treasure name of ``game``'s table, as printed."""
    names = {d.name for d in game.defs}
    for p in game.players:
        names.update(loc.name for loc in p.villain.locations)
        names.update(t.name for t in p.villain.treasures)
    return frozenset(names)


def _word(t: Translator, words: dict[str, str], key: Any) -> str:
    """A code's catalogue word in ``t``'s language (the code itself if it has none)."""
    word = words.get(str(key))
    return t.gettext(word) if word is not None else str(key)


def place_label(game: VillainousGame, t: Translator, seat: int, li: int, h: int) -> str:
    """``on <card>``, ``at <location>`` or nothing, as the engine's ``_place_label``."""
    if h >= 0:
        return fill(t, t.gettext(N_("on {card}")), "villainous", card=game.card_name(h))
    if li >= 0:
        where = game.players[seat].villain.locations[li].name
        return fill(t, t.gettext(N_("at {location}")), "villainous", location=where)
    return ""
