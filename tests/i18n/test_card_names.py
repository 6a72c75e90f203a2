"""Card names in Spanish and Italian where the rule documents give one, the same everywhere.

The boards, the table's cards and options, and the narration show *Moneda de oro, Rubí,
Daga, Espada corta, Gema de Fuego* (es) and *Moneta d'oro, Rubino, Pugnale, Spada corta,
Gemma del Fuoco* (it); the engine and its English text keep the printed names.
"""

from __future__ import annotations

import html
from pathlib import Path

import pytest

from toolkit.hero_realms import HeroRealmsGame
from toolkit.i18n.card_names import CardNameError, card_count_list, card_name, card_names
from toolkit.play.model import TableModel

NAMES = {
    "es": {
        "Gold": "Moneda de oro",
        "Ruby": "Rubí",
        "Dagger": "Daga",
        "Shortsword": "Espada corta",
        "Fire Gem": "Gema de Fuego",
    },
    "it": {
        "Gold": "Moneta d'oro",
        "Ruby": "Rubino",
        "Dagger": "Pugnale",
        "Shortsword": "Spada corta",
        "Fire Gem": "Gemma del Fuoco",
    },
}


def _card(game: HeroRealmsGame, name: str) -> int:
    return next(i for i, d in enumerate(game.defs) if d.name == name)


def test_each_recorded_name_has_a_source_the_file_lists() -> None:
    data = card_names()
    assert set(data["cards"]) == set(NAMES["es"])
    for langs in data["cards"].values():
        for lang in ("es", "it"):
            assert langs[lang]["source"] in data["sources"]
    assert data["sources"]["hr-es"] == "Reglamento de Hero Realms (edición en español)"


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_recorded_names_and_the_printed_ones(lang: str) -> None:
    for english, name in NAMES[lang].items():
        assert card_name(english, lang) == name
        assert card_name(english, "en") == english
    assert card_name("Spark", lang) == "Spark"  # no published name: as printed
    assert card_name("Gold", lang, n=7) == {"es": "Monedas de oro", "it": "Monete d'oro"}[lang]


def test_a_count_list_reads_in_the_language() -> None:
    assert card_count_list("1 Dagger, 7 Gold, 1 Ruby, 1 Shortsword", "es") == (
        "1 Daga, 7 Monedas de oro, 1 Rubí, 1 Espada corta"
    )
    assert card_count_list("1 Dagger, 7 Gold", "it") == "1 Pugnale, 7 Monete d'oro"
    assert card_count_list("1 Dagger, 7 Gold", "en") == "1 Dagger, 7 Gold"
    assert card_count_list("Ada and Ben", "es") == "Ada and Ben"


def test_a_malformed_file_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "card_names.yaml"
    bad.write_text(
        "sources: {a: A}\ncards:\n  Gold:\n    es: {one: Oro, many: Oros, source: b}\n"
        "    it: {one: Oro, many: Ori, source: a}\n",
        encoding="utf-8",
    )
    with pytest.raises(CardNameError, match="Gold: es source 'b'"):
        card_names(bad)
    bad.write_text("sources: {a: A}\ncards:\n  Gold:\n    es: {one: Oro}\n", encoding="utf-8")
    with pytest.raises(CardNameError):
        card_names(bad)


@pytest.mark.parametrize("lang", ["es", "it"])
def test_a_board_shows_the_translated_starting_cards(lang: str) -> None:
    page = html.unescape(HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])._repr_html_(lang=lang))
    assert NAMES[lang]["Gold"] in page and NAMES[lang]["Fire Gem"] in page
    assert ">Gold<" not in page and "Fire Gem" not in page
    english = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])._repr_html_(lang="en")
    assert "Gold" in english and NAMES[lang]["Gold"] not in english


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_table_cards_and_options_show_the_translated_names(lang: str) -> None:
    table = TableModel("hero-realms", seats=["human", "greedy"], seed=1, lang=lang)
    hand = next(z for z in table.board().panels[0].zones if z.spots)
    assert {s.name for s in hand.spots} <= set(NAMES[lang].values())
    table.press(table.board().controls[0].name)  # "Play a card…"
    found = table.prompt_actions()
    assert found is not None
    options = found[0]
    assert any(NAMES[lang]["Gold"] in o for o in options)
    assert not any("Gold" in o for o in options)


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("en", "Ada plays Gold (HR-T3)"),
        ("es", "Ada juega Moneda de oro (HR-T3)"),
        ("it", "Ada gioca Moneta d'oro (HR-T3)"),
    ],
)
def test_a_narration_line_names_the_card_in_the_language(lang: str, expected: str) -> None:
    game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
    assert game.describe_event(("play", 0, _card(game, "Gold")), lang) == expected


def test_the_engine_keeps_the_printed_names() -> None:
    game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
    assert game.card_name(_card(game, "Gold")) == "Gold"
    assert {game.defs[c].name for c in game.players[0].hand} <= {
        "Gold",
        "Ruby",
        "Dagger",
        "Shortsword",
    }
