"""The languages a learner can read the toolkit in, and the one check every entry point uses."""

from __future__ import annotations

from toolkit.core.error_base import ToolkitError

#: Language codes, in the order reports list them. English is the source language.
LANGUAGES: tuple[str, ...] = ("en", "es", "it")

#: Each language's name, written in that language (for menus a learner reads).
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "es": "Español", "it": "Italiano"}


class UnknownLanguageError(ToolkitError, ValueError):
    """A language code the toolkit has no texts for."""


def check_lang(lang: object) -> str:
    """Return the toolkit's code for ``lang``, or raise :class:`UnknownLanguageError`.

    Region variants and capitals are accepted because that is how operating
    systems and browsers spell languages (``"es_ES"``, ``"it-IT"``, ``"EN"``);
    anything else is refused rather than silently shown in English.

    Examples
    --------
    >>> check_lang("es_ES")
    'es'
    >>> check_lang("fr")
    Traceback (most recent call last):
    ...
    toolkit.i18n.languages.UnknownLanguageError: unknown language 'fr'; choose one of en, es, it
    """
    if isinstance(lang, str):
        code = lang.strip().replace("-", "_").split("_", 1)[0].lower()
        if code in LANGUAGES:
            return code
    raise UnknownLanguageError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
