"""Message catalogues: complete in every language, real plurals, clear errors."""

from __future__ import annotations

import fnmatch
import shutil
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from toolkit.i18n import LANGUAGES, UnknownLanguageError, translator
from toolkit.i18n.__main__ import main as i18n_main
from toolkit.i18n.catalogue import ALL_MESSAGES, PLURALS
from toolkit.i18n.extract import check_catalogues, extract, placeholders, project_root, update
from toolkit.i18n.messages import MessageCatalogueError, locale_dir, read_translations

ROOT = project_root()
LOCALE = locale_dir()


def _read(path: Path, lang: str | None = None):
    with path.open("rb") as fh:
        return read_po(fh, locale=lang)


@pytest.mark.parametrize("lang", ["es", "it"])
def test_every_message_of_the_template_is_translated(lang: str) -> None:
    template = _read(LOCALE / "messages.pot")
    catalog = _read(LOCALE / lang / "LC_MESSAGES" / "messages.po", lang)
    assert catalog.num_plurals == 2
    ids = [(m.id, m.context) for m in template if m.id]
    assert len(ids) > 100
    for msgid, context in ids:
        message = catalog.get(msgid, context)
        assert message is not None, f"{lang} lacks {msgid!r}" + (f" ({context})" if context else "")
        assert not message.fuzzy, f"{lang}: {msgid!r} is fuzzy"
        if isinstance(msgid, tuple):
            assert isinstance(message.string, tuple) and len(message.string) == 2
            pairs = list(zip(msgid, message.string, strict=True))
        else:
            pairs = [(msgid, message.string)]
        for english, text in pairs:
            assert text.strip(), f"{lang}: {msgid!r} is empty"
            assert placeholders(english) == placeholders(text), (lang, english, text)


def test_the_template_matches_what_the_source_marks() -> None:
    assert check_catalogues(languages=LANGUAGES) == []
    marked = {m for m in ALL_MESSAGES} | {s for s, _ in PLURALS}
    in_pot = {m.id if isinstance(m.id, str) else m.id[0] for m in _read(LOCALE / "messages.pot")}
    assert marked <= in_pot


def test_the_controls_every_widget_needs() -> None:
    es, it = translator("es"), translator("it")
    for english, spanish, italian in [
        ("Play", "Jugar", "Gioca"),
        ("End turn", "Terminar turno", "Fine turno"),
        ("Hint", "Pista", "Suggerimento"),
        ("Undo", "Deshacer", "Annulla"),
        ("New game", "Nueva partida", "Nuova partita"),
        ("Save", "Guardar", "Salva"),
        ("Why can't I?", "¿Por qué no puedo?", "Perché non posso?"),
        ("Check", "Comprobar", "Verifica"),
        ("Retry", "Reintentar", "Riprova"),
        ("Show me", "Ver la solución", "Mostramelo"),
        ("Correct!", "¡Correcto!", "Esatto!"),
        ("Not quite", "No del todo", "Non proprio"),
        ("Next", "Siguiente", "Avanti"),
        ("Previous", "Anterior", "Indietro"),
    ]:
        assert translator("en").gettext(english) == english
        assert (es.gettext(english), it.gettext(english)) == (spanish, italian)


def test_real_plurals_in_every_language() -> None:
    en, es, it = translator("en"), translator("es"), translator("it")
    assert [en.plural("{n} card", "{n} cards", n) for n in (0, 1, 3)] == [
        "0 cards",
        "1 card",
        "3 cards",
    ]
    assert [es.plural("{n} card", "{n} cards", n) for n in (0, 1, 3)] == [
        "0 cartas",
        "1 carta",
        "3 cartas",
    ]
    assert [it.plural("{n} card", "{n} cards", n) for n in (0, 1, 3)] == [
        "0 carte",
        "1 carta",
        "3 carte",
    ]
    assert es.plural("{n} health", "{n} health", 1) == "1 punto de salud"
    assert es.plural("{n} health", "{n} health", 50) == "50 puntos de salud"
    assert it.plural("{n} health", "{n} health", 50) == "50 punti salute"
    assert it.plural("{n} combat", "{n} combat", 1) == "1 punto combattimento"
    assert en.plural("{n} gold", "{n} gold", 2) == "2 gold"
    assert it.plural("{n} power", "{n} power", 3) == "3 Potere"
    assert es.ngettext("{n} card", "{n} cards", 3) == "{n} cartas"


def test_placeholders_are_filled() -> None:
    assert translator("es").tr("{name}'s turn", name="Ada") == "Turno de Ada"
    assert translator("it").tr("Step {step} of {total}", step=3, total=40) == "Passo 3 di 40"
    assert translator("en").tr("Rule {rule}", rule="HR-C3") == "Rule HR-C3"


def test_unknown_language() -> None:
    with pytest.raises(
        UnknownLanguageError, match="unknown language 'de'; choose one of en, es, it"
    ):
        translator("de")
    assert translator("es_AR").lang == "es"


def test_read_at_run_time_from_the_compiled_file() -> None:
    # The .mo beside each .po is what the run time reads (tests/i18n/test_compiled_catalogues.py
    # checks that it is the .po compiled again).
    assert {p.parent.parent.name for p in LOCALE.rglob("*.mo")} == set(LANGUAGES)
    assert translator("it") is translator("it")


def test_the_wheel_carries_every_catalogue() -> None:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["toolkit"]
    files = [p.relative_to(ROOT / "toolkit").as_posix() for p in LOCALE.rglob("*.[mp]o*")]
    assert {f"locale/{lang}/LC_MESSAGES/messages.po" for lang in LANGUAGES} <= set(files)
    assert {f"locale/{lang}/LC_MESSAGES/messages.mo" for lang in LANGUAGES} <= set(files)
    for name in files:
        assert any(fnmatch.fnmatch(name, p) for p in patterns), name
    # Babel is a maintainer's tool: the run time reads the .mo files with gettext.
    assert not any(d.startswith("babel") for d in config["project"]["dependencies"])
    assert any(d.startswith("babel") for d in config["project"]["optional-dependencies"]["test"])


# --- the check finds what a translator still has to do ----------------------------------


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    shutil.copytree(LOCALE, tmp_path / "toolkit" / "locale")
    return tmp_path


def _replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_check_passes_on_a_copy(tree: Path) -> None:
    assert check_catalogues(tree, source=False) == []


def test_check_finds_an_empty_translation(tree: Path) -> None:
    _replace(tree / "toolkit/locale/es/LC_MESSAGES/messages.po", 'msgstr "Pista"', 'msgstr ""')
    assert check_catalogues(tree, source=False) == ["es: 'Hint' has no translation"]


def test_check_finds_a_missing_message(tree: Path) -> None:
    _replace(tree / "toolkit/locale/it/LC_MESSAGES/messages.po", 'msgid "Hint"', 'msgid "Hints"')
    assert check_catalogues(tree, source=False) == [
        "it: 'Hint' is missing (run `python -m toolkit.i18n update`)"
    ]


def test_check_finds_a_fuzzy_entry(tree: Path) -> None:
    _replace(
        tree / "toolkit/locale/it/LC_MESSAGES/messages.po", 'msgid "Undo"', '#, fuzzy\nmsgid "Undo"'
    )
    problems = check_catalogues(tree, source=False)
    assert problems == ["it: 'Undo' is marked fuzzy (check the translation, then remove the flag)"]
    # and the run-time catalogue leaves a fuzzy entry out, as msgfmt does
    path = tree / "toolkit/locale/it/LC_MESSAGES/messages.po"
    assert read_translations(path, "it").gettext("Undo") == "Undo"


def test_check_finds_a_renamed_placeholder(tree: Path) -> None:
    _replace(
        tree / "toolkit/locale/es/LC_MESSAGES/messages.po",
        'msgstr "Turno de {name}"',
        'msgstr "Turno de {nombre}"',
    )
    [problem] = check_catalogues(tree, source=False)
    assert problem.startswith('es: "{name}\'s turn": placeholders differ')


def test_check_finds_a_missing_plural_form(tree: Path) -> None:
    _replace(
        tree / "toolkit/locale/it/LC_MESSAGES/messages.po",
        'msgstr[1] "{n} carte"\n',
        'msgstr[1] ""\n',
    )
    assert check_catalogues(tree, source=False) == [
        "it: ('{n} card', '{n} cards') has no translation"
    ]


def test_check_finds_a_template_behind_the_source(tree: Path) -> None:
    (tree / "babel.cfg").write_text("[python: toolkit/**.py]\n", encoding="utf-8")
    code = tree / "toolkit" / "widget.py"
    code.write_text('def label(t):\n    return t.tr("Shuffle")\n', encoding="utf-8")
    problems = check_catalogues(tree, languages=())
    assert (
        "template: 'Shuffle' is marked in the source but missing from messages.pot" in problems[0]
    )
    assert any("'Play' is in messages.pot but no longer in the source" in p for p in problems)


def test_a_broken_catalogue_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "messages.po"
    path.write_text('msgid "x"\nthis is not a catalogue\n', encoding="utf-8")
    with pytest.raises(MessageCatalogueError, match="cannot read the 'es' catalogue"):
        read_translations(path, "es")
    with pytest.raises(MessageCatalogueError, match="no message catalogue for 'es'"):
        read_translations(tmp_path / "none.po", "es")


def test_extract_then_update_brings_a_new_message_to_every_language(tree: Path) -> None:
    (tree / "babel.cfg").write_text("[python: toolkit/**.py]\n", encoding="utf-8")
    (tree / "toolkit" / "i18n").mkdir()
    shutil.copy(ROOT / "toolkit" / "i18n" / "catalogue.py", tree / "toolkit" / "i18n")
    (tree / "toolkit" / "widget.py").write_text(
        'def labels(t):\n    return t.tr("Full screen"), t.plural("{n} round", "{n} rounds", 2)\n',
        encoding="utf-8",
    )
    extract(tree)
    update(tree)
    # "{n} round" resembles "{n} turn": Babel offers that translation as a fuzzy guess,
    # which does not count until a translator confirms it.
    fuzzy = "is marked fuzzy (check the translation, then remove the flag)"
    assert check_catalogues(tree, languages=LANGUAGES) == [
        "es: 'Full screen' has no translation",
        f"es: ('{{n}} round', '{{n}} rounds') {fuzzy}",
        "it: 'Full screen' has no translation",
        f"it: ('{{n}} round', '{{n}} rounds') {fuzzy}",
    ]
    english = tree / "toolkit/locale/en/LC_MESSAGES/messages.po"
    assert read_translations(english, "en").ngettext("{n} round", "{n} rounds", 1) == "{n} round"
    assert (
        read_translations(tree / "toolkit/locale/es/LC_MESSAGES/messages.po", "es").gettext("Hint")
        == "Pista"
    )  # existing translations survive the update


def test_a_message_removed_from_the_source_leaves_the_template(tree: Path) -> None:
    (tree / "babel.cfg").write_text("[python: toolkit/**.py]\n", encoding="utf-8")
    (tree / "toolkit" / "widget.py").write_text('N_("Shuffle")\n', encoding="utf-8")
    extract(tree)
    update(tree)
    assert 'msgid "Play"' not in (tree / "toolkit/locale/messages.pot").read_text(encoding="utf-8")
    # A close old message is offered to the translator as a fuzzy guess, which does not count.
    problems = check_catalogues(tree)
    assert problems and all(p.startswith(("es: 'Shuffle'", "it: 'Shuffle'")) for p in problems)
    english = tree / "toolkit/locale/en/LC_MESSAGES/messages.po"
    assert read_translations(english, "en").gettext("Shuffle") == "Shuffle"


def test_the_check_command(capsys) -> None:
    assert i18n_main(["check"]) == 0
    assert "catalogues complete" in capsys.readouterr().out
    assert i18n_main(["translate"]) == 2
