"""The compiled ``.mo`` catalogues: up to date with the ``.po``, read without Babel."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from toolkit.i18n import LANGUAGES, translator
from toolkit.i18n import messages as msgs
from toolkit.i18n.catalogue import PLURALS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_committed_mo_is_the_po_compiled_again(lang: str) -> None:
    po, mo = msgs.po_path(lang), msgs.mo_path(lang)
    assert mo.is_file(), f"{mo} is missing: run `python -m toolkit.i18n compile`"
    assert mo.read_bytes() == msgs.compile_catalogue(po, lang), (
        f"{mo} is behind {po.name}: run `python -m toolkit.i18n compile` and commit the .mo"
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_run_time_catalogue_says_what_the_po_says(lang: str) -> None:
    """Every message, singular and plural (n from 0 to 25) and with context, is the
    ``.po``'s translation (fuzzy and empty entries fall back to the English)."""
    with msgs.po_path(lang).open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    t = translator(lang)
    assert t == translator(lang)  # one catalogue per language, cached
    checked = 0
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            singular, plural = message.id
            for n in range(26):
                wanted = message.string[0 if n == 1 else 1] if not message.fuzzy else ""
                wanted = wanted or (singular if n == 1 else plural)
                if message.context:
                    got = t.npgettext(message.context, singular, plural, n)
                else:
                    got = t.ngettext(singular, plural, n)
                assert got == wanted, (lang, message.context, message.id, n)
        else:
            wanted = (message.string if not message.fuzzy else "") or message.id
            if message.context:
                assert t.pgettext(message.context, message.id) == wanted
            else:
                assert t.gettext(message.id) == wanted
        checked += 1
    assert checked > 500


def test_spanish_and_italian_plurals_from_the_compiled_catalogue() -> None:
    es, it = translator("es"), translator("it")
    assert [es.plural("{n} card", "{n} cards", n) for n in (0, 1, 2, 1000000)] == [
        "0 cartas", "1 carta", "2 cartas", "1000000 cartas",
    ]  # fmt: skip
    assert [it.plural("{n} card", "{n} cards", n) for n in (0, 1, 2)] == [
        "0 carte", "1 carta", "2 carte",
    ]  # fmt: skip
    for singular, plural in PLURALS:
        assert es.ngettext(singular, plural, 1) != es.ngettext(singular, plural, 2) or (
            singular == plural
        )


def test_a_catalogue_not_yet_compiled_is_read_from_its_po(tmp_path: Path) -> None:
    folder = tmp_path / "locale"
    shutil.copytree(msgs.locale_dir(), folder, ignore=shutil.ignore_patterns("*.mo"))
    msgs._translator.cache_clear()
    try:
        assert msgs._translator("es", folder).gettext("Hint") == "Pista"  # compiled in memory
        (folder / "it" / "LC_MESSAGES" / "messages.po").unlink()
        with pytest.raises(msgs.MessageCatalogueError, match=r"python -m toolkit\.i18n compile"):
            msgs._translator("it", folder)
        (folder / "en" / "LC_MESSAGES" / "messages.mo").write_bytes(b"not a catalogue")
        with pytest.raises(msgs.MessageCatalogueError, match="cannot read the 'en' catalogue"):
            msgs._translator("en", folder)
    finally:
        msgs._translator.cache_clear()


def test_compile_writes_only_what_changed(tmp_path: Path) -> None:
    folder = tmp_path / "locale"
    shutil.copytree(msgs.locale_dir(), folder)
    es = msgs.mo_path("es", folder)
    es.write_bytes(b"old")
    written = msgs.compile_catalogues(folder)
    assert written == [msgs.mo_path(lang, folder) for lang in LANGUAGES]
    assert es.read_bytes() == msgs.mo_path("es").read_bytes()
