"""Message catalogues: the words of every widget, board and feedback line in three languages.

The catalogues are standard gettext ``.po`` files in ``toolkit/locale/``,
managed with Babel (extract, update; see ``docs/translations.md``). They are
read as ``.po`` at run time and compiled in memory, so an editable checkout and
an installed wheel behave the same and no build step can be forgotten.

Placeholders use ``str.format`` names (``{name}``, ``{n}``): translators may
move them but never rename them, and the test suite checks that.

Examples
--------
>>> t = translator("es")
>>> t.gettext("End turn")
'Terminar turno'
>>> t.plural("{n} card", "{n} cards", 3)
'3 cartas'
>>> translator("it").plural("{n} card", "{n} cards", 1)
'1 carta'
"""

from __future__ import annotations

import functools
import gettext as _gettext
import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from toolkit.core.errors import ToolkitError
from toolkit.i18n.languages import check_lang

#: The gettext domain of the toolkit's messages.
DOMAIN = "messages"


class MessageCatalogueError(ToolkitError):
    """A message catalogue file is missing or cannot be read."""


_LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"


def locale_dir() -> Path:
    """The folder holding ``messages.pot`` and ``<lang>/LC_MESSAGES/messages.po``.

    Found once (every view asks for a translator many times per drawing)."""
    return _LOCALE_DIR


def po_path(lang: str, directory: Path | None = None) -> Path:
    """The ``.po`` file of one language."""
    return (directory or locale_dir()) / check_lang(lang) / "LC_MESSAGES" / f"{DOMAIN}.po"


@dataclass(frozen=True)
class Translator:
    """The gettext functions of one language.

    Attributes
    ----------
    lang:
        The language code.
    gettext:
        ``gettext(message)``: the translation of ``message`` (``message`` itself if
        the catalogue has none).
    ngettext:
        ``ngettext(singular, plural, n)``: the form for ``n`` by the language's own
        plural rule (English, Spanish and Italian: one form for 1, another for the rest).
    pgettext:
        ``pgettext(context, message)``: like ``gettext`` where one English word needs
        two translations.
    """

    lang: str
    gettext: Callable[[str], str]
    ngettext: Callable[[str, str, int], str]
    pgettext: Callable[[str, str], str]

    def plural(self, singular: str, plural: str, n: int, **fields: object) -> str:
        """The form for ``n``, with ``{n}`` and ``fields`` filled in.

        Examples
        --------
        >>> translator("en").plural("{n} card", "{n} cards", 1)
        '1 card'
        """
        return self.ngettext(singular, plural, n).format(n=n, **fields)

    def tr(self, message: str, **fields: object) -> str:
        """The translation of ``message`` with its placeholders filled in.

        Examples
        --------
        >>> translator("it").tr("Turn {n}", n=4)
        'Turno 4'
        """
        return self.gettext(message).format(**fields)


def read_translations(path: Path, lang: str) -> _gettext.GNUTranslations:
    """Compile one ``.po`` file in memory (fuzzy entries left out, as ``msgfmt`` does)."""
    try:
        with path.open("rb") as fh:
            catalog = read_po(fh, locale=lang, domain=DOMAIN, abort_invalid=True)
    except OSError as exc:
        raise MessageCatalogueError(f"no message catalogue for {lang!r} ({path}): {exc}") from exc
    except Exception as exc:  # babel raises PoFileError and ValueError subclasses
        raise MessageCatalogueError(f"cannot read the {lang!r} catalogue {path}: {exc}") from exc
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return _gettext.GNUTranslations(buffer)


@functools.lru_cache(maxsize=8)
def _translator(lang: str, directory: Path) -> Translator:
    tr = read_translations(directory / lang / "LC_MESSAGES" / f"{DOMAIN}.po", lang)
    return Translator(lang=lang, gettext=tr.gettext, ngettext=tr.ngettext, pgettext=tr.pgettext)


def translator(lang: str = "en") -> Translator:
    """The gettext functions of ``lang`` (``"en"``, ``"es"`` or ``"it"``).

    Raises
    ------
    UnknownLanguageError
        ``lang`` is not one of the toolkit's languages.
    MessageCatalogueError
        The language's catalogue is missing or malformed.

    Examples
    --------
    >>> translator("it").gettext("Why can't I?")
    'Perché non posso?'
    >>> translator("fr")
    Traceback (most recent call last):
    ...
    toolkit.i18n.languages.UnknownLanguageError: unknown language 'fr'; choose one of en, es, it
    """
    return _translator(check_lang(lang), locale_dir())


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (translated where shown)."""
    return message
