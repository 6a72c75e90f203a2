"""The termbase: one term per concept, and no catalogue uses a variant the termbase avoids."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.i18n.termbase import (
    TermbaseError,
    check_text,
    load_termbase,
    term,
    violations,
)


def test_no_catalogue_uses_an_avoided_variant() -> None:
    assert [str(v) for v in violations()] == []


def test_every_concept_names_its_terms_and_their_sources() -> None:
    data = load_termbase()
    assert len(data["terms"]) >= 15
    for entry in data["terms"]:
        for lang in ("en", "es", "it"):
            assert entry[lang]["source"] in data["sources"], (entry["id"], lang)
    assert term("mover", "es") == "peón" and term("player-board", "it") == "plancia"
    assert term("lock-token", "it") == "segnalino Lucchetto" and term("cauldron", "es") == "caldero"


@pytest.mark.parametrize(
    "text,lang,concept",
    [
        ("Mueve tu meeple a otra ubicación", "es", "mover"),
        ("Quien tiene el token de destino", "es", "fate-token"),
        ("Coloca las monedas en el calderón", "es", "cauldron"),
        ("paga el costo de la carta", "es", "cost"),
        ("Vista del docente", "es", "teacher"),
        ("Ada tiene 5 de combate", "es", "combat-amount"),
        ("Il tuo tabellone", "it", "player-board"),
        ("Cy derrota a Snow White", "es", "vanquish"),
        ("ese Héroe queda derrotado", "es", "vanquish"),
        ("il blocco viene spostato", "it", "lock-token"),
        ("Rivedi la replica", "it", "replay"),
        ("Ada ha 5 di combattimento", "it", "combat-amount"),
    ],
)
def test_a_variant_is_found(text: str, lang: str, concept: str) -> None:
    assert [v.term for v in check_text(text, lang)] == [concept]


def test_the_preferred_terms_and_look_alikes_pass() -> None:
    assert check_text("Mueve tu peón; la ficha de Destino; el caldero; el coste; costó", "es") == []
    assert check_text("en lugar de pagar", "es") == []  # "instead of", not a location
    assert check_text("Ada vence a Snow White; la derrota de Ben", "es") == []  # "defeat" the noun
    assert check_text("la tua plancia, il lucchetto, il costo, il replay", "it") == []


def test_a_malformed_termbase_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "termbase.yaml"
    bad.write_text(
        "sources: {s: x}\nterms:\n  - id: a\n    en: {term: a, source: s}\n"
        "    es: {term: b, source: s}\n",
        encoding="utf-8",
    )
    with pytest.raises(TermbaseError, match="a: no it term"):
        load_termbase(bad)
