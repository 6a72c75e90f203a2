"""The rule catalogue: every rule in three languages, checked when it loads."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import yaml

from toolkit.core.errors import ToolkitError
from toolkit.i18n import (
    LANGUAGES,
    RuleCatalogueError,
    UnknownLanguageError,
    UnknownRuleError,
    load_rule_catalogue,
    rule,
    rule_ids,
)
from toolkit.i18n.rules import rules_dir

HERO_REALMS = (
    [f"HR-S{i}" for i in range(1, 8)]
    + [f"HR-T{i}" for i in range(1, 7)]
    + [f"HR-A{i}" for i in range(1, 9)]
    + [f"HR-B{i}" for i in range(1, 4)]
    + [f"HR-C{i}" for i in range(1, 6)]
    + [f"HR-D{i}" for i in range(1, 4)]
    + ["HR-R1", "HR-R2", "HR-E1"]
    + [f"HR-V{i}" for i in range(1, 14)]
)
VILLAINOUS = (
    [f"V-S{i}" for i in range(1, 8)]
    + [f"V-T{i}" for i in range(1, 7)]
    + [f"V-C{i}" for i in range(1, 4)]
    + [f"V-F{i}" for i in range(1, 4)]
    + [f"V-V{i}" for i in range(1, 4)]
    + ["V-D1", "V-W1", "V-W2"]
)
#: The rules whose published wording differs from a rule document's (RULES.md's *Note*).
NOTED = {"HR-A6", "HR-C3", "HR-C4", "HR-C5", "HR-V2", "V-C1", "V-F3"}


def test_every_rule_id_in_catalogue_order() -> None:
    assert rule_ids("hero_realms") == tuple(HERO_REALMS)
    assert rule_ids("villainous") == tuple(VILLAINOUS)
    assert len(rule_ids()) == 73


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_has_a_title_and_text_in_each_language(lang: str) -> None:
    for rid in rule_ids():
        r = rule(rid, lang)
        assert (r.id, r.lang) == (rid, lang)
        assert r.title.strip() and r.text.strip() and r.section.strip()
        assert r.source in {"original", "seed", "translated"}
        assert r.source_title.strip()
        assert (r.note is not None) == (rid in NOTED), rid


def test_translations_differ_from_the_english() -> None:
    for rid in rule_ids():
        en = rule(rid, "en")
        for lang in ("es", "it"):
            assert rule(rid, lang).text != en.text, (rid, lang)
            assert rule(rid, lang).note != en.note or en.note is None, (rid, lang)


def test_sources_follow_the_rule_documents() -> None:
    # English is the catalogue's own; Hero Realms has a Spanish and an Italian document,
    # Villainous only a Spanish one (its Italian is translated).
    assert {rule(r, "en").source for r in rule_ids()} == {"original"}
    assert rule("HR-S1", "es").source == "seed"
    assert rule("HR-S1", "it").source == "seed"
    assert {rule(r, "it").source for r in VILLAINOUS} == {"translated"}
    assert rule("V-F1", "es").source == "seed"
    assert rule("HR-S1", "es").source_title == "Reglamento de Hero Realms (edición en español)"
    # Sources are cited by title, never by a file.
    for rid in rule_ids():
        for lang in LANGUAGES:
            assert not re.search(r"\.(txt|md)\b|/", rule(rid, lang).source_title)


def test_published_rule_where_the_documents_differ() -> None:
    # rule: HR-A6 - both documents say "in hand"; the catalogue states the published "in play".
    assert "in play" in rule("HR-A6").text
    assert "en juego" in rule("HR-A6", "es").text
    assert "in gioco" in rule("HR-A6", "it").text
    assert "en la mano" in rule("HR-A6", "es").seed_wording
    assert "in mano" in rule("HR-A6", "it").seed_wording
    assert "«en la mano»" in rule("HR-A6", "es").note


def test_seed_wording_is_kept() -> None:
    # The learner's rulebook sentence, word for word where it states the rule.
    assert rule("HR-S6", "es").text == "Cada jugador comienza la partida con 50 puntos de salud."
    assert rule("HR-S6", "it").text == "Ogni giocatore inizia la partita con 50 punti salute."
    assert rule("V-T2", "es").text == "Todas las acciones son opcionales."


def test_language_codes() -> None:
    assert rule("HR-C3", "es_ES").lang == "es"
    assert rule("HR-C3", "IT").title == "Guardie"
    with pytest.raises(
        UnknownLanguageError, match="unknown language 'fr'; choose one of en, es, it"
    ):
        rule("HR-C3", "fr")
    with pytest.raises(ToolkitError):
        rule("HR-C3", None)  # type: ignore[arg-type]


def test_unknown_rule() -> None:
    with pytest.raises(UnknownRuleError, match="unknown rule ID 'HR-Z9'"):
        rule("HR-Z9")
    with pytest.raises(RuleCatalogueError, match="unknown game"):
        rule_ids("chess")


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    shutil.copytree(rules_dir(), folder)
    return folder


def _edit(folder: Path, name: str, change) -> None:
    path = folder / name
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")


def test_a_copy_loads(tmp_path: Path) -> None:
    assert load_rule_catalogue(_copy(tmp_path)).ids() == rule_ids()


def test_a_missing_language_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder, "villainous.yaml", lambda d: d["rules"][4].pop("it"))
    with pytest.raises(RuleCatalogueError, match=r"villainous.yaml, rule V-S5.*'it' is a required"):
        load_rule_catalogue(folder)


def test_an_empty_text_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder, "hero_realms.yaml", lambda d: d["rules"][0]["es"].update(text="  "))
    with pytest.raises(RuleCatalogueError, match="rule HR-S1"):
        load_rule_catalogue(folder)


def test_an_unknown_source_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder, "hero_realms.yaml", lambda d: d["rules"][2]["it"].update(source="guessed"))
    with pytest.raises(RuleCatalogueError, match=r"rule HR-S3.*guessed"):
        load_rule_catalogue(folder)


def test_a_duplicate_or_misfiled_id_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder, "hero_realms.yaml", lambda d: d["rules"][1].update(id="HR-S1"))
    with pytest.raises(RuleCatalogueError, match="HR-S1: the ID appears twice"):
        load_rule_catalogue(folder)
    folder = _copy(tmp_path / "b")
    _edit(folder, "hero_realms.yaml", lambda d: d["rules"][1].update(id="V-S9"))
    with pytest.raises(RuleCatalogueError, match="hero_realms IDs start with HR-"):
        load_rule_catalogue(folder)


def test_an_unknown_section_or_bad_yaml_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder, "villainous.yaml", lambda d: d["rules"][0].update(section="nowhere"))
    with pytest.raises(RuleCatalogueError, match="unknown section 'nowhere'"):
        load_rule_catalogue(folder)
    (folder / "villainous.yaml").write_text("rules: [unclosed", encoding="utf-8")
    with pytest.raises(RuleCatalogueError, match=r"villainous\.yaml: cannot read"):
        load_rule_catalogue(folder)
    with pytest.raises(RuleCatalogueError, match="no rule catalogue files"):
        load_rule_catalogue(tmp_path / "empty")
