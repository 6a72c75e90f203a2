"""The Villainous card texts in Spanish and Italian: one per card, no stray ids, no English."""

from __future__ import annotations

import pytest

from toolkit.i18n import UnknownLanguageError
from toolkit.villainous.card_text import card_text, card_texts
from toolkit.villainous.engine import VillainousGame

VILLAINS = ["captain_hook", "ursula", "tamatoa", "davy_jones", "evil_queen"]


def _all_cards() -> dict[str, str]:
    game = VillainousGame.new(villains=VILLAINS, seed=1)
    texts = {d.id: d.text for d in game.defs}
    for p in game.players:
        texts.update({t.id: t.text for t in p.villain.treasures})
    return texts


def test_every_card_and_treasure_has_a_spanish_and_an_italian_text() -> None:
    cards = _all_cards()
    recorded = card_texts()
    assert sorted(set(cards) - set(recorded)) == []
    assert sorted(set(recorded) - set(cards)) == []
    for card_id, english in cards.items():
        for lang in ("es", "it"):
            text = card_text(card_id, english, lang)
            assert text != english, (card_id, lang)


def test_the_texts_use_the_game_terms_of_each_language() -> None:
    assert card_text("cannon", "", "es") == "Objeto. Su ubicación gana una acción Vencer."
    assert card_text("change_form", "", "it").startswith("Metti il segnalino Lucchetto")
    assert card_text("smee", "Ally. +2 Strength while at the Jolly Roger.", "en").startswith(
        "Ally."
    )


def test_a_card_without_a_text_reads_as_printed_and_a_bad_language_is_refused() -> None:
    assert card_text("no_such_card", "As printed.", "it") == "As printed."
    with pytest.raises(UnknownLanguageError, match="fr"):
        card_text("smee", "x", "fr")
