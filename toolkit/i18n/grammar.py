"""Agreement with names: the gender and number of every printed name, and the messages
whose words depend on them.

``data/grammar.yaml`` gives, for each name a sentence of either game can hold (cards,
villains, locations, Treasures), its gender and number in Spanish and Italian, and the
article the prose puts before it where it takes one (*el Jolly Roger*, *la Jolly Roger*).
A message whose translation agrees with a name is declared once per form with :func:`C_`
(its context says the form: ``masculine``, ``feminine``, ``masculine plural``,
``feminine plural``) and gathered with :func:`gendered`; :func:`agree` picks the form of
the name. :func:`fill` fills a template in and puts the article, joined to its
preposition (*al*, *alla*, *nel*), before each name that takes one.

English has one form of each, so English reads the same whatever the name.

Examples
--------
>>> from toolkit.i18n.messages import translator
>>> form("villainous", "Snow White", "es")
Form(gender='f', plural=False, article=None)
>>> fill(translator("it"), "{card} a {location}", "villainous", card="Smee", location="Jolly Roger")
'Smee alla Jolly Roger'
"""

from __future__ import annotations

import re
from functools import cache
from typing import NamedTuple

from toolkit.core.safe_yaml import DataFileError, load_checked
from toolkit.i18n.messages import C_, Translator, _euphonic
from toolkit.paths import data_dir

__all__ = [
    "CONTEXTS",
    "C_",
    "GRAMMAR_FILE",
    "Form",
    "Gendered",
    "agree",
    "fill",
    "form",
    "forms",
    "gendered",
]

GRAMMAR_FILE = "grammar.yaml"
"""The file, in ``data/``, that gives the gender and number of each name."""
GAMES = ("villainous", "hero_realms")
LANGS = ("es", "it")

CONTEXTS = ("masculine", "feminine", "masculine plural", "feminine plural")
"""The message contexts of a gendered message, one per form of a name."""


class Form(NamedTuple):
    """The grammar of a name in one language: ``gender`` (``m``/``f``), whether it is
    ``plural``, and the ``article`` the prose puts before it (None for none)."""

    gender: str
    plural: bool
    article: str | None

    @property
    def context(self) -> str:
        """The message context of this form (one of :data:`CONTEXTS`)."""
        word = "masculine" if self.gender == "m" else "feminine"
        return f"{word} plural" if self.plural else word


_DEFAULT = Form("m", False, None)


@cache
def forms() -> dict[str, dict[str, dict[str, Form]]]:
    """Every name's forms: ``{game: {name: {lang: Form}}}``, read and checked once.

    Raises
    ------
    DataFileError
        The file is unreadable or breaks ``toolkit/schemas/grammar.json``.
    """
    path = data_dir() / GRAMMAR_FILE
    data = load_checked(path, "grammar.json")
    out: dict[str, dict[str, dict[str, Form]]] = {}
    for game in GAMES:
        names: dict[str, dict[str, Form]] = {}
        for name, entry in data[game].items():
            if name != name.strip():
                raise DataFileError(f"{game}: name {name!r} has spaces around it", path.name)
            article = entry.get("article", {})
            names[name] = {
                lang: Form(entry[lang][0], entry[lang].endswith("p"), article.get(lang))
                for lang in LANGS
            }
        out[game] = names
    return out


def form(game: str, name: str, lang: str) -> Form:
    """The grammar of ``name`` (as printed) in ``lang``; masculine singular where the
    language has no gender to agree with (English) or the name is not a known one."""
    if lang not in LANGS:
        return _DEFAULT
    return forms()[game].get(name, {}).get(lang, _DEFAULT)


class Gendered(NamedTuple):
    """A message with one translation per form of a name (see :func:`gendered`)."""

    message: str


def gendered(*marked: tuple[str, str]) -> Gendered:
    """The message of the four :func:`C_` pairs ``marked``, one per context of
    :data:`CONTEXTS`, in that order.

    Raises
    ------
    ValueError
        The pairs are not the same message in the four contexts.
    """
    contexts = tuple(c for c, _ in marked)
    messages = {m for _, m in marked}
    if contexts != CONTEXTS or len(messages) != 1:
        raise ValueError(f"a gendered message needs the contexts {CONTEXTS}: {marked}")
    return Gendered(marked[0][1])


def agree(t: Translator, message: Gendered, game: str, name: str) -> str:
    """The translation of ``message`` that agrees with ``name`` (not filled in)."""
    return t.pgettext(form(game, name, t.lang).context, message.message)


_ES = {
    "el": {"a": "al", "de": "del", "": "el"},
    "la": {"": "la"},
    "los": {"": "los"},
    "las": {"": "las"},
}
_IT_PREP = {
    "a": {"il": "al", "lo": "allo", "la": "alla", "l'": "all'", "i": "ai", "gli": "agli", "le": "alle"},
    "in": {"il": "nel", "lo": "nello", "la": "nella", "l'": "nell'", "i": "nei", "gli": "negli", "le": "nelle"},
    "su": {"il": "sul", "lo": "sullo", "la": "sulla", "l'": "sull'", "i": "sui", "gli": "sugli", "le": "sulle"},
    "da": {"il": "dal", "lo": "dallo", "la": "dalla", "l'": "dall'", "i": "dai", "gli": "dagli", "le": "dalle"},
    "di": {"il": "del", "lo": "dello", "la": "della", "l'": "dell'", "i": "dei", "gli": "degli", "le": "delle"},
}  # fmt: skip


def _joined(lang: str, prep: str, article: str) -> str:
    """``prep`` and ``article`` as the language writes them together (``a`` + ``el``: ``al``)."""
    if lang == "it":
        if prep in _IT_PREP:
            return _IT_PREP[prep][article]
        return f"{prep} {article}".strip()
    if prep in _ES.get(article, {}):
        return _ES[article][prep]
    return f"{prep} {article}".strip()


def _space(word: str) -> str:
    return word if word.endswith("'") else word + " "


def articled(template: str, lang: str, game: str, fields: dict[str, object]) -> str:
    """``template`` with the article of each name field that takes one put before it,
    joined to the preposition in front (``a {location}`` → ``alla {location}``).

    Examples
    --------
    >>> articled("{who} se mueve a {location}", "es", "villainous", {"location": "Jolly Roger"})
    '{who} se mueve al {location}'
    """
    preps = ("a", "in", "su", "da", "di") if lang == "it" else ("a", "de", "en")
    for key, value in fields.items():
        if not isinstance(value, str):
            continue
        article = form(game, value, lang).article
        if article is None or "{" + key + "}" not in template:
            continue
        pattern = re.compile(rf"(^|(?<=\s))(?:({'|'.join(preps)}) )?\{{{key}\}}")

        def put(m: re.Match[str], article: str = article, key: str = key) -> str:
            joined = _joined(lang, m[2] or "", article)
            if m.start() == 0 and not m[2]:
                joined = joined[:1].upper() + joined[1:]
            return m[1] + _space(joined) + "{" + key + "}"

        template = pattern.sub(put, template)
    return template


def fill(t: Translator, template: str, game: str, **fields: object) -> str:
    """``template`` (already translated) filled in with ``fields``, with the articles of
    the names that take one (:func:`articled`) and Italian *ad* before a vowel.

    Examples
    --------
    >>> from toolkit.i18n.messages import translator
    >>> fill(translator("es"), "{card} en {location}", "villainous", card="Smee", location="Jolly Roger")
    'Smee en el Jolly Roger'
    """
    if t.lang in LANGS:
        template = articled(template, t.lang, game, fields)
    return _euphonic(template, t.lang, fields).format(**fields)
