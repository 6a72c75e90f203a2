"""The Villainous card texts in Spanish and Italian (``data/villainous/card_text.yaml``).

The card data writes each card's text once, in English (``text``). This module gives it
in the learner's language: Spanish and Italian texts written for the toolkit from the
English, with the terms of the termbase; card, villain and location names inside a text
stay as printed. A card without a recorded text reads in English.

Examples
--------
>>> card_text("smee", "Ally. +2 Strength while at the Jolly Roger.", "es")
'Aliado. +2 de Fuerza mientras esté en el Jolly Roger.'
>>> card_text("smee", "Ally. +2 Strength while at the Jolly Roger.", "en")
'Ally. +2 Strength while at the Jolly Roger.'
"""

from __future__ import annotations

from functools import cache

from toolkit.core.errors import CardDataError
from toolkit.core.safe_yaml import load_file
from toolkit.i18n.languages import check_lang
from toolkit.paths import data_dir

__all__ = ["CARD_TEXT_FILE", "card_text", "card_texts"]

CARD_TEXT_FILE = "card_text.yaml"
"""The file, in ``data/villainous/``, that holds the translated card texts."""

_LANGS = ("es", "it")


@cache
def card_texts() -> dict[str, dict[str, str]]:
    """Every recorded card text: ``{card_id: {"es": ..., "it": ...}}``, checked.

    Raises
    ------
    CardDataError
        When an entry lacks a language or has an empty text.
    """
    path = data_dir() / "villainous" / CARD_TEXT_FILE
    data = load_file(path)
    cards = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(cards, dict):
        raise CardDataError("no 'cards' mapping", file=path.name)
    out: dict[str, dict[str, str]] = {}
    for card_id, texts in cards.items():
        if not isinstance(texts, dict):
            raise CardDataError("expected es and it texts", file=path.name, card=str(card_id))
        for lang in _LANGS:
            text = texts.get(lang)
            if not isinstance(text, str) or not text.strip():
                raise CardDataError(
                    f"no {lang} text", file=path.name, card=str(card_id), field=lang
                )
        out[str(card_id)] = {lang: str(texts[lang]) for lang in _LANGS}
    return out


def card_text(card_id: str, english: str, lang: str = "en") -> str:
    """The text of card ``card_id`` in ``lang`` (``english`` where none is recorded)."""
    lang = check_lang(lang)
    if lang == "en":
        return english
    return card_texts().get(card_id, {}).get(lang, english)
