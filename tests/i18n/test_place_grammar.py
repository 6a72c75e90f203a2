"""Refusals that agree with the card they name, and locations after a preposition.

A refusal with a participle next to a card name (*vencida*, *girado*, *stordita*) is
tried with a feminine and a masculine card in Spanish and Italian, raised by the engine
where a short scenario reaches it. For every Villainous villain and location, the table's
move button, the villain's objective and the narration of a move are rendered in Spanish
and Italian and their preposition and article are checked against ``data/grammar.yaml``:
a name with an article takes it joined to the preposition (*al Jolly Roger*, *alla Jolly
Roger*), a name without one takes the bare preposition, and a printed name that keeps
its English "The" never gets a second article.
"""

from __future__ import annotations

import pytest

from tests.hero_realms.helpers import Table
from toolkit.core.errors import IllegalActionError
from toolkit.exercises.words import move_label, norm, typed_forms
from toolkit.hero_realms import decisions as hr_decisions
from toolkit.hero_realms import kinds_combat
from toolkit.i18n import grammar
from toolkit.villainous import kinds_vanquish
from toolkit.villainous.cards import load_all
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.text_words import go_to_text, objective_text

VILLAINS = sorted(load_all())

# "a" and "en" before a location, by the article the data gives it (None: no article).
ES_TO = {None: "a ", "el": "al ", "la": "a la ", "los": "a los ", "las": "a las "}
ES_AT = {None: "en ", "el": "en el ", "la": "en la ", "los": "en los ", "las": "en las "}
IT_TO = {None: "a ", "il": "al ", "lo": "allo ", "la": "alla ", "l'": "all'", "i": "ai "}
IT_TO |= {"gli": "agli ", "le": "alle "}


def _to(lang: str, name: str) -> str:
    """``name`` after "a" (to, at) as the grammar data says it is written."""
    article = grammar.form("villainous", name, lang).article
    if lang == "es":
        return ES_TO[article] + name
    prep = IT_TO[article]
    if article is None and name[:1] in "aA":
        prep = "ad "
    return prep + name


def _locations() -> list[tuple[str, str, int]]:
    return [
        (vid, loc.name, li)
        for vid, v in sorted(load_all().items())
        for li, loc in enumerate(v.locations)
    ]


# -- refusals that agree with the card -------------------------------------------------


@pytest.mark.parametrize(
    ("card", "es", "it"),
    [
        ("Snow White", "no puede ser vencida ahora", "non può essere sconfitta ora"),
        ("Peter Pan", "no puede ser vencido ahora", "non può essere sconfitto ora"),
        ("Lost Boys", "no pueden ser vencidos ahora", "non possono essere sconfitti ora"),
    ],
)
def test_a_protected_hero_agrees_with_its_gender(card: str, es: str, it: str) -> None:
    # rule: V-V1
    err = IllegalActionError.agreeing(
        kinds_vanquish._PROTECTED.message, "V-V1", "villainous", "card", card=card
    )
    assert err.text("es").startswith(f"V-V1: {card} {es} (una carta del Reino ")
    assert err.text("it").startswith(f"V-V1: {card} {it} (una carta del Regno ")
    assert (
        err.text("en") == f"V-V1: {card} cannot be defeated now (a card in the Realm protects it)"
    )


@pytest.mark.parametrize(
    ("card_id", "name", "es", "it"),
    [
        ("rayla-endweaver", "Rayla, Endweaver", "ya está girada", "è già girata"),
        ("orc-grunt", "Orc Grunt", "ya está girado", "è già girato"),
    ],
)
def test_an_expended_champion_refused_again_agrees_with_its_gender(
    card_id: str, name: str, es: str, it: str
) -> None:
    # rule: HR-A5
    t = Table(p0={"champions": [card_id]}, health=[40, 50])
    t.expend(card_id)
    err = t.refused("expend", card_id, rule="HR-A5")
    assert err.text("es") == f"HR-A5: {name} {es} este turno"
    assert err.text("it") == f"HR-A5: {name} {it} in questo turno"
    assert err.text("en") == f"HR-A5: {name} is already expended this turn"


@pytest.mark.parametrize(
    ("name", "es", "it"),
    [
        ("Wolf Shaman", "aturdida", "stordita"),
        ("Orc Grunt", "aturdido", "stordito"),
    ],
)
def test_the_stun_refusals_agree_with_the_champion(name: str, es: str, it: str) -> None:
    # rule: HR-C4
    now = IllegalActionError.agreeing(
        hr_decisions._STUN_NOW.message, "HR-C4", "hero_realms", "card", card=name
    )
    assert now.text("es") == f"HR-C4: {name} no puede ser {es} ahora"
    assert now.text("it") == f"HR-C4: {name} non può essere {it} ora"
    guarded = IllegalActionError.agreeing(
        hr_decisions._STUN_GUARDED.message,
        "HR-C4",
        "hero_realms",
        "card",
        owner="Ben",
        guard="Man-at-Arms",
        card=name,
    )
    assert f"{name} no puede ser {es} hasta que" in guarded.text("es")
    assert f"{name} non può essere {it} finché" in guarded.text("it")


@pytest.mark.parametrize(("name", "it"), [("Wolf Shaman", "attaccata"), ("Orc Grunt", "attaccato")])
def test_an_attack_past_the_guards_agrees_with_the_champion(name: str, it: str) -> None:
    # rule: HR-C3
    err = IllegalActionError.agreeing(
        kinds_combat._GUARDED.message, "HR-C3", "hero_realms", "card", owner="Ben", card=name
    )
    assert f"{name} non può essere {it} finché" in err.text("it")
    assert f"no se puede atacar a {name} hasta" in err.text("es")


def test_a_villainous_refusal_puts_the_article_of_its_location() -> None:
    # rule: V-V1
    err = IllegalActionError.agreeing(
        kinds_vanquish._NO_ALLY_NEAR.message,
        "V-V1",
        "villainous",
        "card",
        location="Jolly Roger",
        card="Peter Pan",
    )
    assert "está en el Jolly Roger, donde" in err.text("es")
    assert "è alla Jolly Roger, dove" in err.text("it")
    assert err.text("en") == "V-V1: none of your Allies is at Jolly Roger, where Peter Pan is"


# -- every location after a preposition ------------------------------------------------


def test_a_printed_name_that_keeps_the_never_takes_a_second_article() -> None:
    for name, by_lang in grammar.forms()["villainous"].items():
        if name.startswith("The "):
            assert all(f.article is None for f in by_lang.values()), name
    assert grammar.form("villainous", "Jolly Roger", "es").article == "el"
    assert grammar.form("villainous", "Jolly Roger", "it").article == "la"


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize(("villain", "name", "li"), _locations())
def test_every_location_reads_with_its_preposition(
    villain: str, name: str, li: int, lang: str
) -> None:
    button = go_to_text(name, lang)
    assert button == ("Ir " if lang == "es" else "Vai ") + _to(lang, name)

    others = [v for v in VILLAINS if v != villain]
    game = VillainousGame.new(villains=[villain, others[0]], seed=1, names=["Cy", "Bo"])
    assert game.loc_name(0, li) == name
    said = game.describe_event(("move", 0, li), lang)
    verb = "Cy se mueve " if lang == "es" else "Cy si sposta "
    assert said == verb + _to(lang, name)
    for doubled in ("al The ", "alla The ", "el The ", "la The ", "il The ", " the "):
        assert doubled not in said and doubled not in button


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize("villain", VILLAINS)
def test_every_objective_puts_the_location_it_names_after_its_preposition(
    villain: str, lang: str
) -> None:
    v = load_all()[villain]
    english = str(v.objective.get("text", ""))
    said = objective_text(english, lang)
    assert said and said != english
    for loc in v.locations:
        if loc.name not in english:
            continue
        article = grammar.form("villainous", loc.name, lang).article
        wanted = ES_AT[article] + loc.name if lang == "es" else _to(lang, loc.name)
        assert wanted in said, (said, wanted)
        assert f" the {loc.name}" not in said


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize(("villain", "name", "li"), _locations())
def test_every_exercise_move_button_puts_the_article(
    villain: str, name: str, li: int, lang: str
) -> None:
    label = move_label("villainous", f"move to {name}", lang)
    assert label == ("Ir " if lang == "es" else "Vai ") + _to(lang, name)
    typed = typed_forms("villainous", f"move to {name}", lang)
    assert norm(("mover " if lang == "es" else "spostati ") + _to(lang, name)) in typed
