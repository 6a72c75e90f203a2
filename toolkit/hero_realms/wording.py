"""Words shared by every Hero Realms text: lists, amounts, zones and phrases kept in every language.

The lowest layer of the engine's text: the effect vocabulary
(:mod:`toolkit.hero_realms.verbs`) and the sentences of
:mod:`toolkit.hero_realms.text` are written with these pieces. Every phrase is
a message of the toolkit's gettext catalogue (``toolkit/locale``).

Examples
--------
>>> joined(translator("es"), ["Ada", "Ben"], "or")
'Ada o Ben'
>>> amount(translator("it"), "combat", 3)
'3 punti combattimento'
"""

from __future__ import annotations

from collections.abc import Iterable

from toolkit.i18n.messages import N_, Translator, translator


class Localized:
    """A phrase kept in every language, for a refusal's field that is itself text.

    :meth:`toolkit.core.errors.IllegalActionError.text` reads a field with a
    ``text(lang)`` method in the refusal's language; formatted as a plain
    string it reads in English.

    Examples
    --------
    >>> f"{Localized({'en': 'hand', 'es': 'mano', 'it': 'mano'})}"
    'hand'
    """

    __slots__ = ("texts",)

    def __init__(self, texts: dict[str, str]) -> None:
        self.texts = texts

    def text(self, lang: str = "en") -> str:
        """The phrase in ``lang`` (English if the language is missing)."""
        return self.texts.get(lang, self.texts["en"])

    def __str__(self) -> str:
        return self.texts["en"]

    def __format__(self, spec: str) -> str:
        return format(self.texts["en"], spec)

    def __repr__(self) -> str:
        return repr(self.texts["en"])


def localized(message: str, **fields: object) -> Localized:
    """``message`` (marked with ``N_``) in the three languages, fields filled in."""
    from toolkit.i18n.languages import LANGUAGES

    return Localized({lang: translator(lang).tr(message, **fields) for lang in LANGUAGES})


def localized_join(items: Iterable[str], word: str = "and") -> Localized:
    """``"A and B"`` in the three languages, for a refusal's field."""
    from toolkit.i18n.languages import LANGUAGES

    listed = list(items)
    return Localized({lang: joined(translator(lang), listed, word) for lang in LANGUAGES})


def joined(t: Translator, items: Iterable[str], word: str = "and") -> str:
    """``"A and B and C"`` (or ``"A or B"``) in ``t``'s language.

    The words before the last two are joined with the ``"list"`` form (a comma
    in Spanish and Italian: ``"A, B y C"``).

    Examples
    --------
    >>> joined(translator("it"), ["Ada", "Ben", "Cleo"])
    'Ada, Ben e Cleo'
    """
    listed = list(items)
    if word == "and":
        last, middle = t.gettext("{a} and {b}"), t.pgettext("list", "{a} and {b}")
    else:
        last, middle = t.gettext("{a} or {b}"), t.pgettext("list", "{a} or {b}")
    out = listed[0] if listed else ""
    for i, item in enumerate(listed[1:], start=2):
        out = (last if i == len(listed) else middle).format(a=out, b=item)
    return out


#: The zones a card may be sacrificed from.
ZONES = {"hand": N_("hand"), "discard": N_("discard")}


def plural(n: int, word: str) -> str:
    """``"1 card"``, ``"2 cards"`` (English; views use :meth:`Translator.plural`)."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def amount(t: Translator, resource: str, n: int) -> str:
    """``"3 combat"``, ``"1 health"``, ``"2 gold"`` in ``t``'s language."""
    if resource == "combat":
        return t.plural("{n} combat", "{n} combat", n)
    if resource == "gold":
        return t.plural("{n} gold", "{n} gold", n)
    if resource == "health":
        return t.plural("{n} health", "{n} health", n)
    return f"{n} {resource}"
