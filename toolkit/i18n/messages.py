"""Message catalogues: the words of every widget, board and feedback line in three languages.

The catalogues are standard gettext ``.po`` files in ``toolkit/locale/``,
managed with Babel (extract, update; see ``docs/translations.md``). Beside each
``.po`` lies its compiled ``.mo``, written by ``python -m toolkit.i18n update``
(or ``compile``) and shipped in the wheel; the run time reads the ``.mo`` with the
standard library's :mod:`gettext`, so Babel is a maintainer's tool only. A test
compiles every ``.po`` again and compares, so a ``.mo`` cannot fall behind.

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
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from toolkit.core.error_base import ToolkitError
from toolkit.i18n.languages import check_lang

#: The gettext domain of the toolkit's messages.
DOMAIN = "messages"


class MessageCatalogueError(ToolkitError):
    """A message catalogue file is missing or cannot be read."""


_LOCALE = Path(__file__).resolve().parent.parent / "locale"


def locale_dir() -> Path:
    """The folder holding ``messages.pot`` and ``<lang>/LC_MESSAGES/messages.po``."""
    return _LOCALE


def po_path(lang: str, directory: Path | None = None) -> Path:
    """The ``.po`` file of one language."""
    return (directory or locale_dir()) / check_lang(lang) / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str, directory: Path | None = None) -> Path:
    """The compiled ``.mo`` file of one language (beside its ``.po``)."""
    return po_path(lang, directory).with_suffix(".mo")


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
    npgettext:
        ``npgettext(context, singular, plural, n)``: ``ngettext`` within a context.
    """

    lang: str
    gettext: Callable[[str], str]
    ngettext: Callable[[str, str, int], str]
    pgettext: Callable[[str, str], str]
    npgettext: Callable[[str, str, str, int], str]

    def plural(self, singular: str, plural: str, n: int, **fields: object) -> str:
        """The form for ``n``, with ``{n}`` and ``fields`` filled in.

        Examples
        --------
        >>> translator("en").plural("{n} card", "{n} cards", 1)
        '1 card'
        """
        return _euphonic(self.ngettext(singular, plural, n), self.lang, fields).format(
            n=n, **fields
        )

    def say(self, template: Template, **fields: object) -> str:
        """``template`` in this language: :meth:`tr` for one message, :meth:`plural` for a
        pair marked with :func:`Nn_`, whose form follows the field ``n``.

        A count that is not a whole number (a move typed as text, say) takes the plural
        form.

        Examples
        --------
        >>> attack = Nn_("{who} has {n} combat", "{who} has {n} combat")
        >>> translator("es").say(attack, who="Ada", n=1)
        'Ada tiene 1 punto de combate'
        >>> translator("es").say(attack, who="Ada", n="2")
        'Ada tiene 2 puntos de combate'
        """
        if isinstance(template, str):
            return self.tr(template, **fields)
        n = fields.pop("n", 2)
        count = n if isinstance(n, int) else int(str(n)) if str(n).isdigit() else 2
        form = self.ngettext(template[0], template[1], count)
        return _euphonic(form, self.lang, fields).format(n=n, **fields)

    def tr(self, message: str, **fields: object) -> str:
        """The translation of ``message`` with its placeholders filled in.

        Examples
        --------
        >>> translator("it").tr("Turn {n}", n=4)
        'Turno 4'
        """
        return _euphonic(self.gettext(message), self.lang, fields).format(**fields)


def _euphonic(template: str, lang: str, fields: dict[str, object]) -> str:
    """Italian writes *ad* for *a* before a word that starts with *a*: *tocca ad Ada*.

    The template says where a name goes (``a {who}``) and the field says the name, so the
    preposition is chosen from the two, not by editing the finished sentence.

    Examples
    --------
    >>> translator("it").tr("Turn {n}, {who} to play", n=1, who="Ada")
    'Turno 1, tocca ad Ada'
    >>> translator("it").tr("Turn {n}, {who} to play", n=1, who="Ben")
    'Turno 1, tocca a Ben'
    """
    if lang != "it" or " a {" not in f" {template}":
        return template
    for name, value in fields.items():
        if isinstance(value, str) and value[:1] in ("a", "A"):
            template = re.sub(rf"(^|\s)a \{{{name}\}}", rf"\1ad {{{name}}}", template)
    return template


def compile_catalogue(path: Path, lang: str) -> bytes:
    """The ``.mo`` bytes of one ``.po`` file (fuzzy entries left out, as ``msgfmt`` does).

    Needs Babel (a maintainer's tool: ``pip install -e ".[test]"``).

    Raises
    ------
    MessageCatalogueError
        The file is missing or malformed.
    """
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    try:
        with path.open("rb") as fh:
            catalog = read_po(fh, locale=lang, domain=DOMAIN, abort_invalid=True)
    except OSError as exc:
        raise MessageCatalogueError(f"no message catalogue for {lang!r} ({path}): {exc}") from exc
    except Exception as exc:  # babel raises PoFileError and ValueError subclasses
        raise MessageCatalogueError(f"cannot read the {lang!r} catalogue {path}: {exc}") from exc
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def compile_catalogues(directory: Path | None = None) -> list[Path]:
    """Write the ``.mo`` of every language's ``.po`` (Babel needed); returns the files written."""
    from toolkit.i18n.languages import LANGUAGES

    written = []
    for lang in LANGUAGES:
        target = mo_path(lang, directory)
        data = compile_catalogue(po_path(lang, directory), lang)
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
        written.append(target)
    return written


def read_translations(path: Path, lang: str) -> _gettext.GNUTranslations:
    """The translations of one ``.po`` file, compiled in memory (Babel needed)."""
    return _gettext.GNUTranslations(io.BytesIO(compile_catalogue(path, lang)))


def read_compiled(path: Path, lang: str) -> _gettext.GNUTranslations:
    """The translations of one compiled ``.mo`` file (standard library only).

    Raises
    ------
    MessageCatalogueError
        The file is missing or is not a ``.mo`` catalogue.
    """
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise MessageCatalogueError(
            f"no compiled message catalogue for {lang!r} ({path}): {exc.strerror or exc}; "
            "in a checkout, `python -m toolkit.i18n compile` writes it"
        ) from exc
    try:
        return _gettext.GNUTranslations(io.BytesIO(data))
    except Exception as exc:  # gettext raises OSError, struct.error or UnicodeDecodeError
        raise MessageCatalogueError(f"cannot read the {lang!r} catalogue {path}: {exc}") from exc


@functools.lru_cache(maxsize=8)
def _translator(lang: str, directory: Path) -> Translator:
    mo = mo_path(lang, directory)
    po = po_path(lang, directory)
    # A catalogue not compiled yet is compiled in memory from its .po (that needs Babel).
    tr = read_translations(po, lang) if not mo.exists() and po.exists() else read_compiled(mo, lang)
    return Translator(
        lang=lang,
        gettext=tr.gettext,
        ngettext=tr.ngettext,
        pgettext=tr.pgettext,
        npgettext=tr.npgettext,
    )


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


def C_(context: str, message: str) -> tuple[str, str]:
    """Mark ``message`` with its ``context`` for the catalogue (read with ``pgettext``);
    returns the pair."""
    return context, message


#: A message as written in the source: one string, or a singular and plural pair (:func:`Nn_`).
Template = str | tuple[str, str]


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message whose form follows a count ``{n}`` (read with :meth:`Translator.say`).

    Examples
    --------
    >>> Nn_("{n} card", "{n} cards")
    ('{n} card', '{n} cards')
    """
    return (singular, plural)
