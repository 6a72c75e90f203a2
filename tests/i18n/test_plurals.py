"""Counts in words: every message whose count is a placeholder has a singular and a plural.

Each message below is checked with 0, 1 and 2 in English, Spanish and Italian: 1 takes the
singular, 0 and 2 the plural (``nplurals=2; plural=(n != 1)`` in all three languages), and
Spanish and Italian count combat and health in points (*1 punto de combate*, *2 punti
combattimento*), never "(s)" or "1 puntos".
"""

from __future__ import annotations

import pytest
from babel.messages.pofile import read_po

from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.i18n import translator
from toolkit.i18n.messages import Nn_, po_path

#: (singular msgid, plural msgid, other fields, {lang: (form for 1, form for 0 and 2)}).
MESSAGES: list[tuple[str, str, dict[str, object], dict[str, tuple[str, str]]]] = [
    (
        "gains {n} combat",
        "gains {n} combat",
        {},
        {
            "en": ("gains 1 combat", "gains {n} combat"),
            "es": ("gana 1 punto de combate", "gana {n} puntos de combate"),
            "it": ("guadagna 1 punto combattimento", "guadagna {n} punti combattimento"),
        },
    ),
    (
        "gains {n} health",
        "gains {n} health",
        {},
        {
            "en": ("gains 1 health", "gains {n} health"),
            "es": ("gana 1 punto de salud", "gana {n} puntos de salud"),
            "it": ("guadagna 1 punto salute", "guadagna {n} punti salute"),
        },
    ),
    (
        "deals {n} damage to {name}",
        "deals {n} damage to {name}",
        {"name": "Ben"},
        {
            "en": ("deals 1 damage to Ben", "deals {n} damage to Ben"),
            "es": ("inflige 1 punto de daño a Ben", "inflige {n} puntos de daño a Ben"),
            "it": ("infligge 1 danno a Ben", "infligge {n} danni a Ben"),
        },
    ),
    (
        "{n} combat unspent",
        "{n} combat unspent",
        {},
        {
            "en": ("1 combat unspent", "{n} combat unspent"),
            "es": ("1 punto de combate sin gastar", "{n} puntos de combate sin gastar"),
            "it": ("1 punto combattimento non speso", "{n} punti combattimento non spesi"),
        },
    ),
    (
        "Fire Gems ({n} left)",
        "Fire Gems ({n} left)",
        {},
        {
            "en": ("Fire Gems (1 left)", "Fire Gems ({n} left)"),
            "es": ("Gemas de Fuego (queda 1)", "Gemas de Fuego (quedan {n})"),
            "it": ("Gemme del Fuoco (ne resta 1)", "Gemme del Fuoco (ne restano {n})"),
        },
    ),
    (
        "{n} left in the pile (HR-S3)",
        "{n} left in the pile (HR-S3)",
        {},
        {
            "en": ("1 left in the pile (HR-S3)", "{n} left in the pile (HR-S3)"),
            "es": ("queda 1 en el mazo (HR-S3)", "quedan {n} en el mazo (HR-S3)"),
            "it": ("ne resta 1 nel mazzo (HR-S3)", "ne restano {n} nel mazzo (HR-S3)"),
        },
    ),
    (
        "Win rates in {n} game",
        "Win rates in {n} games",
        {},
        {
            "en": ("Win rates in 1 game", "Win rates in {n} games"),
            "es": (
                "Porcentaje de victorias en 1 partida",
                "Porcentaje de victorias en {n} partidas",
            ),
            "it": (
                "Percentuale di vittorie in 1 partita",
                "Percentuale di vittorie in {n} partite",
            ),
        },
    ),
    (
        "{who} attacks {card} with {n} combat",
        "{who} attacks {card} with {n} combat",
        {"who": "Ada", "card": "Orc Grunt"},
        {
            "en": ("Ada attacks Orc Grunt with 1 combat", "Ada attacks Orc Grunt with {n} combat"),
            "es": (
                "Ada ataca a Orc Grunt con 1 punto de combate",
                "Ada ataca a Orc Grunt con {n} puntos de combate",
            ),
            "it": (
                "Ada attacca Orc Grunt con 1 punto combattimento",
                "Ada attacca Orc Grunt con {n} punti combattimento",
            ),
        },
    ),
    (
        "Attack {target} with {n} combat",
        "Attack {target} with {n} combat",
        {"target": "Ben"},
        {
            "en": ("Attack Ben with 1 combat", "Attack Ben with {n} combat"),
            "es": ("Atacar a Ben con 1 punto de combate", "Atacar a Ben con {n} puntos de combate"),
            "it": (
                "Attacca Ben con 1 punto combattimento",
                "Attacca Ben con {n} punti combattimento",
            ),
        },
    ),
    (
        "{who} has {n} combat",
        "{who} has {n} combat",
        {"who": "Ada"},
        {
            "en": ("Ada has 1 combat", "Ada has {n} combat"),
            "es": ("Ada tiene 1 punto de combate", "Ada tiene {n} puntos de combate"),
            "it": ("Ada ha 1 punto combattimento", "Ada ha {n} punti combattimento"),
        },
    ),
    (
        "{card} can only be vanquished with at least {n} Ally",
        "{card} can only be vanquished with at least {n} Allies",
        {"card": "Wendy"},
        {
            "en": (
                "Wendy can only be vanquished with at least 1 Ally",
                "Wendy can only be vanquished with at least {n} Allies",
            ),
            "es": (
                "solo se puede vencer a Wendy con al menos 1 Aliado",
                "solo se puede vencer a Wendy con al menos {n} Aliados",
            ),
            "it": (
                "per sconfiggere Wendy serve almeno 1 Alleato",
                "per sconfiggere Wendy servono almeno {n} Alleati",
            ),
        },
    ),
    (
        "There is {n} exercise, numbered from 0; {index} is not one.",
        "There are {n} exercises, numbered from 0; {index} is not one.",
        {"index": "7"},
        {
            "en": (
                "There is 1 exercise, numbered from 0; 7 is not one.",
                "There are {n} exercises, numbered from 0; 7 is not one.",
            ),
            "es": (
                "Hay 1 ejercicio, numerado desde 0; 7 no es ninguno.",
                "Hay {n} ejercicios, numerados desde 0; 7 no es ninguno.",
            ),
            "it": (
                "C'è 1 esercizio, numerato da 0; 7 non è tra questi.",
                "Ci sono {n} esercizi, numerati da 0; 7 non è tra questi.",
            ),
        },
    ),
    (
        "{kind} takes {n} argument ({what}), not {got}",
        "{kind} takes {n} arguments ({what}), not {got}",
        {"kind": "move", "what": "location", "got": 3},
        {
            "en": (
                "move takes 1 argument (location), not 3",
                "move takes {n} arguments (location), not 3",
            ),
            "es": (
                "move lleva 1 argumento (location), no 3",
                "move lleva {n} argumentos (location), no 3",
            ),
            "it": (
                "move richiede 1 argomento (location), non 3",
                "move richiede {n} argomenti (location), non 3",
            ),
        },
    ),
]


@pytest.mark.parametrize("n", [0, 1, 2])
@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("singular,plural,fields,forms", MESSAGES, ids=lambda v: str(v)[:30])
def test_a_count_takes_the_form_of_its_number(
    singular: str,
    plural: str,
    fields: dict[str, object],
    forms: dict[str, tuple[str, str]],
    lang: str,
    n: int,
) -> None:
    one, many = forms[lang]
    expected = one if n == 1 else many.format(n=n)
    assert translator(lang).plural(singular, plural, n, **fields) == expected
    assert translator(lang).say(Nn_(singular, plural), n=n, **fields) == expected


@pytest.mark.parametrize("lang", ["es", "it"])
def test_every_message_above_is_a_plural_entry_of_the_catalogue(lang: str) -> None:
    with po_path(lang).open("rb") as f:
        catalogue = read_po(f, locale=lang)
    for singular, plural, _, _ in MESSAGES:
        message = catalogue.get((singular, plural)) or catalogue.get(singular)
        assert message is not None and message.pluralizable, singular


@pytest.mark.parametrize(
    "lang,n,expected",
    [
        ("es", 0, "Ada elige robar 0 cartas"),
        ("es", 1, "Ada elige robar 1 carta"),
        ("es", 2, "Ada elige robar 2 cartas"),
        ("it", 0, "Ada sceglie di pescare 0 carte"),
        ("it", 1, "Ada sceglie di pescare 1 carta"),
        ("it", 2, "Ada sceglie di pescare 2 carte"),
        ("en", 1, "Ada chooses to draw 1"),
    ],
)
def test_the_narration_of_a_draw_choice_counts_cards(lang: str, n: int, expected: str) -> None:
    game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
    assert game.describe_event(("choose_draw", 0, None, n), lang) == expected


@pytest.mark.parametrize(
    "lang,n,expected",
    [
        ("es", 0, "Ada pierde 2 de oro sin gastar (HR-D2)"),  # a zero amount is not named
        ("es", 1, "Ada pierde 2 de oro y 1 punto de combate sin gastar (HR-D2)"),
        ("it", 1, "Ada perde 2 oro e 1 punto combattimento non spesi (HR-D2)"),
        ("it", 2, "Ada perde 2 oro e 2 punti combattimento non spesi (HR-D2)"),
        ("en", 2, "Ada loses 2 unspent gold and 2 unspent combat (HR-D2)"),
    ],
)
def test_unspent_combat_at_the_end_of_a_turn_is_counted_in_points(
    lang: str, n: int, expected: str
) -> None:
    game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
    assert game.describe_event(("lose_pool", 0, 2, n), lang) == expected


@pytest.mark.parametrize("n", [0, 1, 2])
def test_a_refusal_with_a_count_reads_in_the_form_of_its_number(n: int) -> None:
    template = Nn_(
        "{card} can only be vanquished with at least {n} Ally",
        "{card} can only be vanquished with at least {n} Allies",
    )
    err = IllegalActionError.of(template, "V-V1", card="Wendy", n=n)
    noun = {"en": "Ally" if n == 1 else "Allies", "es": "Aliado" if n == 1 else "Aliados"}
    assert err.text("en") == f"V-V1: Wendy can only be vanquished with at least {n} {noun['en']}"
    assert err.text("es") == f"V-V1: solo se puede vencer a Wendy con al menos {n} {noun['es']}"
    assert err.text("it").endswith(f"almeno {n} {'Alleato' if n == 1 else 'Alleati'}")
