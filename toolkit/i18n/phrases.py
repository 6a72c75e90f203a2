"""Phrases kept in every language, and lists joined the way each language joins them.

Both engines put text into their refusals (a field of an
:class:`~toolkit.core.errors.IllegalActionError` that is itself a phrase) and join
names into lists; these are the one implementation of both, written with the
toolkit's gettext catalogue (``toolkit/locale``).

Examples
--------
>>> from toolkit.i18n.messages import translator
>>> joined(translator("es"), ["Ada", "Ben", "Cleo"], "or")
'Ada, Ben o Cleo'
>>> localized_join(["Ada", "Ben"]).text("it")
'Ada e Ben'
>>> counted(translator("es"), ["Pirate Brute", "Pirate Brute", "Smee"])
['dos Pirate Brute', 'Smee']
"""

from __future__ import annotations

from collections.abc import Iterable

from toolkit.i18n.languages import LANGUAGES
from toolkit.i18n.messages import N_, Translator, translator

__all__ = ["Localized", "counted", "joined", "localized", "localized_join"]


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
    return Localized({lang: translator(lang).tr(message, **fields) for lang in LANGUAGES})


def localized_join(items: Iterable[str], word: str = "and") -> Localized:
    """``"A and B"`` in the three languages, for a refusal's field."""
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


#: "two Pirate Brutes": a name that stands for several cards, by how many (more than four
#: are written with digits). A printed name keeps its form in Spanish and Italian
#: ("dos Pirate Brute", "due Pirate Brute"); in English it takes a plural "s".
_COUNTED = {2: N_("two {cards}"), 3: N_("three {cards}"), 4: N_("four {cards}")}


def counted(t: Translator, names: Iterable[str]) -> list[str]:
    """The names with each repeated name said once with its number, in first-seen order.

    Parameters
    ----------
    t:
        The translator of the reader's language.
    names:
        Names as they are shown (already in the reader's language), repeats included.

    Returns
    -------
    list[str]
        One entry per different name: the name itself, or ``"two Pirate Brutes"``
        (``"dos Pirate Brute"``, ``"due Pirate Brute"``) for a name given several times.

    Examples
    --------
    >>> counted(translator("en"), ["Pirate Brute", "Smee", "Pirate Brute"])
    ['two Pirate Brutes', 'Smee']
    >>> counted(translator("it"), ["Pirate Brute"] * 5)
    ['5 Pirate Brute']
    """
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    out = []
    for name, n in counts.items():
        if n == 1:
            out.append(name)
            continue
        cards = name if t.lang != "en" or name.endswith("s") else name + "s"
        template = _COUNTED.get(n)
        out.append(t.tr(template, cards=cards) if template else f"{n} {cards}")
    return out
