"""Agreement and plurals in Spanish and Italian: a feminine and a masculine card, counts 0, 1, 2.

The sentences about a card never put a gendered participle next to its printed name (the
name's gender is not the word "card"'s): a defeated Hero reads in the active voice, a
location's state agrees with the word for location (Spanish *ubicación* is feminine,
Italian *luogo* masculine). Counts take the plural form of the language, never "(s)".
"""

from __future__ import annotations

import pytest

from toolkit.core.errors import IllegalActionError
from toolkit.i18n import translator
from toolkit.i18n.grammar import Gendered
from toolkit.villainous import checks, decisions, kinds_vanquish
from toolkit.villainous.engine import VillainousGame


@pytest.fixture(scope="module")
def game() -> VillainousGame:
    return VillainousGame.new(villains=["evil_queen", "davy_jones"], seed=1, names=["Cy", "Ada"])


def _card(game: VillainousGame, card_id: str) -> int:
    return next(i for i, d in enumerate(game.defs) if d.id == card_id)


@pytest.mark.parametrize(
    "lang,card_id,seat,expected",
    [
        ("es", "snow_white", 0, "Cy vence a Snow White en The Woods"),  # she
        ("es", "will_turner", 1, "Ada vence a Will Turner en Below Deck"),  # he
        ("it", "snow_white", 0, "Cy sconfigge Snow White a The Woods"),
        ("it", "will_turner", 1, "Ada sconfigge Will Turner a Below Deck"),
    ],
)
def test_a_defeated_hero_of_either_gender_reads_right(
    game: VillainousGame, lang: str, card_id: str, seat: int, expected: str
) -> None:
    sentence = game.describe_event(("defeat", seat, _card(game, card_id), 1), lang)
    assert sentence == expected
    for wrong in ("derrotado", "derrotada", "sconfitto", "sconfitta"):
        assert wrong not in sentence


@pytest.mark.parametrize(
    "lang,n,expected",
    [
        ("es", 0, "Ada roba 0 cartas"),
        ("es", 1, "Ada roba 1 carta"),
        ("es", 2, "Ada roba 2 cartas"),
        ("it", 0, "Ada pesca 0 carte"),
        ("it", 1, "Ada pesca 1 carta"),
        ("it", 2, "Ada pesca 2 carte"),
    ],
)
def test_counts_take_the_plural_of_the_language(
    game: VillainousGame, lang: str, n: int, expected: str
) -> None:
    assert game.describe_event(("draw", 1, n), lang) == expected


@pytest.mark.parametrize(
    "lang,winners,expected",
    [
        ("es", ["Ada"], "Fin de la partida tras el turno 9: gana Ada"),
        ("es", ["Ada", "Ben"], "Fin de la partida tras el turno 9: ganan Ada, Ben"),
        ("it", ["Ada"], "Partita finita dopo il turno 9: vince Ada"),
        ("it", ["Ada", "Ben"], "Partita finita dopo il turno 9: vincono Ada, Ben"),
    ],
)
def test_winners_are_one_or_many_never_both(lang: str, winners: list[str], expected: str) -> None:
    t = translator(lang)
    text = t.plural(
        "Game over after turn {turn}: the winner is {winners}",
        "Game over after turn {turn}: the winners are {winners}",
        len(winners),
        turn=9,
        winners=", ".join(winners),
    )
    assert text == expected and "(es)" not in text and "/i" not in text


def test_a_location_state_agrees_with_the_word_for_location() -> None:
    assert translator("es").gettext(" (locked, V-S6)") == " (bloqueada, V-S6)"
    assert translator("es").gettext(" (covered by a Hero, V-T4)") == " (tapada por un Héroe, V-T4)"
    assert translator("it").gettext(" (locked, V-S6)") == " (bloccato, V-S6)"


@pytest.mark.parametrize("name,expected", [("Ada", "tocca ad Ada"), ("Ben", "tocca a Ben")])
def test_italian_a_before_a_name_comes_from_the_name(name: str, expected: str) -> None:
    assert translator("it").tr("Turn {n}, {who} to play", n=2, who=name).endswith(expected)
    assert translator("es").tr("Turn {n}, {who} to play", n=2, who=name).startswith("Turno 2")


# A refusal naming a card agrees with it in number: Lost Boys is a plural Hero.
_REFUSALS = [
    (checks._NO_ABILITY, {}, "no tiene", "no tienen", "non ha", "non hanno"),
    (decisions._NOT_A_CONDITION, {"who": "Ada"}, "no es", "no son", "non è", "non sono"),
    (decisions._TAKING_PART, {}, "ya participa ", "ya participan", "partecipa ", "partecipano"),
    (decisions._NOT_YOUR_ALLY, {}, "no es un Aliado", "no son Aliados", "non è un", "non sono"),
    (
        decisions._NOT_AT,
        {"location": "Skull Rock", "hero": "Wendy"},
        "no está en",
        "no están en",
        "non è a",
        "non sono a",
    ),
    (decisions._CANNOT_HELP, {"hero": "Wendy"}, "no puede ", "no pueden", "non può", "non possono"),
    (
        kinds_vanquish._NO_ALLY_NEAR,
        {"location": "Skull Rock"},
        "donde está Peter",
        "donde están Lost",
        "si trova Peter",
        "si trovano Lost",
    ),
]


@pytest.mark.parametrize("message,fields,es_one,es_many,it_one,it_many", _REFUSALS)
def test_a_refusal_agrees_in_number_with_the_card_it_names(
    message: Gendered,
    fields: dict[str, str],
    es_one: str,
    es_many: str,
    it_one: str,
    it_many: str,
) -> None:
    # rule: V-V1
    template = message.message
    one = IllegalActionError.agreeing(
        template, "V-V1", "villainous", "card", card="Peter Pan", **fields
    )
    many = IllegalActionError.agreeing(
        template, "V-V1", "villainous", "card", card="Lost Boys", **fields
    )
    assert es_one in one.text("es") and es_many not in one.text("es")
    assert es_many in many.text("es")
    assert it_one in one.text("it") and it_many not in one.text("it")
    assert it_many in many.text("it")


def test_a_plural_hero_with_no_ability_is_refused_in_the_plural() -> None:
    # rule: V-C1
    err = checks.refusal_error(checks.NO_ABILITY, card="Lost Boys", unused=1)
    assert err.text("es") == "V-C1: Lost Boys no tienen ninguna habilidad que activar"
    assert err.text("it") == "V-C1: Lost Boys non hanno abilità da attivare"
    assert err.text("en") == "V-C1: Lost Boys has no ability to activate"
