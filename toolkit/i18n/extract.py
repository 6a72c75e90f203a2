"""Keeping the message catalogues in step with the code, with Babel.

- :func:`extract` writes ``messages.pot`` from the strings the package marks
  (``N_``, ``gettext``, ``ngettext``, ``pgettext`` and the :class:`Translator`
  helpers ``tr`` and ``plural``), following ``babel.cfg``;
- :func:`update` merges the template into each language's ``.po``;
- :func:`check_catalogues` lists everything a translator still has to do.

These need a checkout (the template is built from the source files).
"""

from __future__ import annotations

import io
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

from toolkit import __version__
from toolkit.i18n.languages import LANGUAGES
from toolkit.i18n.messages import DOMAIN, locale_dir

#: The extraction keywords: Babel's own, plus ``Translator.tr``, ``Translator.plural``, ``Nn_``
#: and ``C_`` (a message with its context, :func:`toolkit.i18n.grammar.C_`).
KEYWORDS: dict[str, Any] = {
    **DEFAULT_KEYWORDS,
    "tr": None,
    "plural": (1, 2),
    "Nn_": (1, 2),
    "C_": ((1, "c"), 2),
}

HEADER = """\
# The toolkit's learner-facing messages.
# Written by `python -m toolkit.i18n extract`; translate in <lang>/LC_MESSAGES/messages.po.
#"""

#: Languages whose catalogue must be complete. English is the source language:
#: an empty English entry shows the message itself.
TRANSLATED: tuple[str, ...] = tuple(lang for lang in LANGUAGES if lang != "en")

_BRACE = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)(?:![rsa])?(?::[^{}]*)?\}(?!\})")
_PERCENT = re.compile(
    r"%(?:\(([A-Za-z_][A-Za-z0-9_]*)\))?[#0\- +]*\d*(?:\.\d+)?([diouxXeEfFgGcrsa])"
)


def project_root() -> Path:
    """The checkout the toolkit is imported from (the folder holding ``babel.cfg``)."""
    return locale_dir().parent.parent


def placeholders(text: str) -> Counter[str]:
    """The ``{name}`` and ``%(name)d`` / ``%d`` placeholders of ``text``, counted.

    Examples
    --------
    >>> sorted(placeholders("{name} has %(n)d cards, {n}").elements())
    ['%(n)d', '{name}', '{n}']
    """
    found: Counter[str] = Counter()
    for m in _BRACE.finditer(text):
        found["{" + m.group(1) + "}"] += 1
    for m in _PERCENT.finditer(text.replace("%%", "")):
        found[f"%({m.group(1)}){m.group(2)}" if m.group(1) else f"%{m.group(2)}"] += 1
    return found


def extracted_catalog(root: Path | None = None) -> Catalog:
    """The template as the source files mark it today (what :func:`extract` writes)."""
    root = root or project_root()
    with (root / "babel.cfg").open(encoding="utf-8") as fh:
        method_map, options_map = parse_mapping_cfg(fh)  # type: ignore[no-untyped-call]
    catalog = Catalog(
        project="toolkit",
        version=__version__,
        domain=DOMAIN,
        header_comment=HEADER,
        copyright_holder="the toolkit's authors",
        msgid_bugs_address="",
        charset="utf-8",
        fuzzy=False,
    )
    for filename, lineno, message, comments, context in extract_from_dir(
        root,
        method_map,
        options_map,
        keywords=KEYWORDS,
        comment_tags=("Translators:",),
        strip_comment_tags=True,
    ):
        catalog.add(
            message,
            None,
            [(Path(filename).as_posix(), lineno)],
            auto_comments=comments,
            context=context,
        )
    return catalog


def _write(path: Path, catalog: Catalog) -> None:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, include_lineno=False, ignore_obsolete=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as fh:
        return read_po(fh, locale=lang, domain=DOMAIN)


def extract(root: Path | None = None) -> Path:
    """Rewrite ``toolkit/locale/messages.pot`` from the source; returns its path."""
    root = root or project_root()
    path = root / "toolkit" / "locale" / f"{DOMAIN}.pot"
    catalog = extracted_catalog(root)
    if path.exists():  # an unchanged template keeps its date, so it does not show as changed
        old = _read(path)
        if _entries(old) == _entries(catalog):
            catalog.creation_date = old.creation_date
    _write(path, catalog)
    return path


def _entries(catalog: Catalog) -> list[tuple[Any, ...]]:
    return [
        (m.id, m.context, sorted(f for f, _ in m.locations), sorted(m.flags))
        for m in catalog
        if m.id
    ]


def update(root: Path | None = None) -> list[Path]:
    """Merge the template into every language's ``.po``; returns the files written.

    New messages arrive untranslated and changed ones are marked fuzzy, for a
    translator to finish (``check`` lists them). English entries are filled with
    the message itself, since English is the source language.
    """
    root = root or project_root()
    folder = root / "toolkit" / "locale"
    written = []
    for lang in LANGUAGES:
        path = folder / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        catalog = _read(path, lang) if path.exists() else Catalog(locale=lang, domain=DOMAIN)
        # A fresh template each time: Babel adds the template's own message objects.
        catalog.update(_read(folder / f"{DOMAIN}.pot"), update_creation_date=False)
        if lang == "en":
            for message in catalog:
                if message.id and (message.fuzzy or not _translated(message)):
                    message.string = message.id
                    message.flags.discard("fuzzy")
        _write(path, catalog)
        written.append(path)
    return written


def _translated(message: Message) -> bool:
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return all(isinstance(s, str) and s.strip() for s in strings)


def _message_problems(lang: str, message: Message, nplurals: int) -> Iterable[str]:
    label = f"{lang}: {message.id!r}"
    if message.fuzzy:
        yield f"{label} is marked fuzzy (check the translation, then remove the flag)"
    if not _translated(message):
        yield f"{label} has no translation"
        return
    if isinstance(message.id, tuple):
        singular, plural = message.id
        if not isinstance(message.string, tuple) or len(message.string) != nplurals:
            yield f"{label} needs {nplurals} plural forms"
            return
        wanted: list[str] = [str(singular)] + [str(plural)] * (nplurals - 1)
        forms: list[str] = [str(s) for s in message.string]
    else:
        wanted, forms = [str(message.id)], [str(message.string)]
    for want, got in zip(wanted, forms, strict=True):
        if placeholders(want) != placeholders(got):
            yield (
                f"{label}: placeholders differ: {sorted(placeholders(want).elements())} "
                f"in English, {sorted(placeholders(got).elements())} in {got!r}"
            )


def check_catalogues(
    root: Path | None = None, languages: Iterable[str] = TRANSLATED, *, source: bool = True
) -> list[str]:
    """Everything a translator still has to do, one line each (empty when complete).

    Checked: the template matches what the source marks (when ``source``), and in
    each language every message of the template is present, translated, not
    fuzzy, with the language's number of plural forms and the same placeholders
    as the English.
    """
    root = root or project_root()
    folder = root / "toolkit" / "locale"
    template = _read(folder / f"{DOMAIN}.pot")
    problems: list[str] = []
    ids = {m.id if isinstance(m.id, str) else m.id[0]: m for m in template if m.id}
    if source and (root / "babel.cfg").exists():
        marked = {
            m.id if isinstance(m.id, str) else m.id[0] for m in extracted_catalog(root) if m.id
        }
        problems += [
            f"template: {m!r} is marked in the source but missing from messages.pot "
            "(run `python -m toolkit.i18n extract` then `update`)"
            for m in sorted(marked - set(ids))
        ]
        problems += [
            f"template: {m!r} is in messages.pot but no longer in the source "
            "(run `python -m toolkit.i18n extract` then `update`)"
            for m in sorted(set(ids) - marked)
        ]
    for lang in languages:
        path = folder / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        if not path.exists():
            problems.append(f"{lang}: no catalogue at {path.relative_to(root).as_posix()}")
            continue
        catalog = _read(path, lang)
        for key, want in ids.items():
            message = catalog.get(want.id, context=want.context)
            if message is None:
                problems.append(f"{lang}: {key!r} is missing (run `python -m toolkit.i18n update`)")
                continue
            if isinstance(want.id, tuple) != isinstance(message.id, tuple):
                problems.append(f"{lang}: {key!r} must have plural forms as in the template")
                continue
            problems += _message_problems(lang, message, catalog.num_plurals)
    return problems


def translations(path: Path) -> Mapping[str, Any]:
    """``{msgid: msgstr}`` of one ``.po`` file (plural entries keyed by the singular)."""
    return {(m.id if isinstance(m.id, str) else m.id[0]): m.string for m in _read(path) if m.id}
