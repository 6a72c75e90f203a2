"""The effect vocabulary is one closed registry: the data, the document and the engine agree.

Each verb of :data:`toolkit.hero_realms.verbs.VERBS` declares its keys in the
card data, its parameter check, its resolution and its words. These tests pin
the registry to the verbs the base set uses and to ``VOCABULARY.md`` (whose
tables are written from the registry), and check that a verb's entry is what
the loader, the engine and the text actually use.
"""

from __future__ import annotations

import re

import pytest

from tests.hero_realms.helpers import Table
from toolkit.core.errors import CardDataError
from toolkit.hero_realms.cards import load_cards
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.hero_realms.verbs import (
    BY_KEY,
    COUNTS,
    RESOLVE,
    VERBS,
    compile_effect,
    data_verbs,
    effect_words,
    effects_in,
)
from toolkit.hero_realms.vocabulary import BEGIN, END, VOCABULARY, vocabulary_document
from toolkit.i18n.languages import LANGUAGES


def _used_by_data() -> set[str]:
    found: set[str] = set()
    for card in load_cards().values():
        for ability in (card.primary, card.expend, card.ally, card.sacrifice):
            found |= {e[0] for e in effects_in(ability)}
    return found


def _documented() -> tuple[list[str], list[str]]:
    """The verb keys and the COUNT names of the document's tables."""
    text = VOCABULARY.read_text(encoding="utf-8")
    tables = text[text.index(BEGIN) : text.index(END)]
    verbs_part, _, counts_part = tables.partition("| COUNT | counts |")
    keys = [
        key
        for row in verbs_part.splitlines()
        if row.startswith("| `")
        for key in re.findall(r"`([a-z_]+)`", row.split("|")[1])
    ]
    counts = re.findall(r"^\| `([a-z_]+)` \|", counts_part, flags=re.M)
    return keys, counts


def test_registry_document_and_data_name_the_same_verbs() -> None:
    registry = {v.name for v in data_verbs()}
    keys, counts = _documented()
    documented = {BY_KEY[k].name for k in keys}
    assert sorted(keys) == sorted(BY_KEY)  # every key of the data is documented, once
    assert registry == documented == _used_by_data()
    assert counts == list(COUNTS)


def test_the_document_is_written_from_the_registry() -> None:
    current = VOCABULARY.read_text(encoding="utf-8")
    assert vocabulary_document(current) == current, "run python -m toolkit.hero_realms.vocabulary"


def test_every_verb_has_one_entry_used_by_the_engine() -> None:
    assert set(RESOLVE) == set(VERBS)
    assert all(RESOLVE[name] is verb.resolve for name, verb in VERBS.items())
    assert all(BY_KEY[k] is v for v in VERBS.values() for k in v.keys)


def test_a_verb_made_by_the_rules_is_not_card_data() -> None:
    internal = [v.name for v in VERBS.values() if not v.keys]
    assert internal == ["forced_discard"]
    with pytest.raises(CardDataError, match="unknown effect verb 'forced_discard'"):
        compile_effect({"forced_discard": 1}, file="x.yaml", card="c", fld="primary[0]")


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ({"gain_gold_per": {"amount": 1, "per": "other_mage"}}, "'per' must be one of"),
        ({"next_acquired": {"to": "discard", "only": "any"}}, "'to' must be top_of_deck or hand"),
        (
            {"discard_to_top": {"only": "action", "optional": True}},
            "'only' must be any or champion",
        ),
        ({"draw": 0}, "expected a whole number from 1 to 20, got 0"),
        ({"stun_champion": {"optional": "yes"}}, "expected true or false"),
        ({"sacrifice": {"up_to": 1, "from": ["deck"], "then": []}}, "'from' must list hand"),
        ({"choose_one": [[{"draw": 1}]]}, "choose_one needs a list of at least two"),
    ],
)
def test_each_verb_checks_its_parameters_at_load(raw: dict, message: str) -> None:
    with pytest.raises(CardDataError, match=re.escape(message)) as caught:
        compile_effect(raw, file="x.yaml", card="c", fld="primary[0]")
    assert caught.value.file == "x.yaml" and caught.value.card == "c"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_verb_of_the_data_reads_in_words(lang: str) -> None:
    for card in load_cards().values():
        for ability in (card.primary, card.expend, card.ally, card.sacrifice):
            for effect in effects_in(ability):
                words = effect_words((effect,), lang)
                assert words and "_" not in words, (card.id, effect, words)


def test_a_question_does_not_run_what_came_before_it_again() -> None:
    # rule: HR-A7
    # Tyrannor: expend for 4 combat, then sacrifice up to two cards. Each answer applies
    # the answer and offers the next question; the gain before the first question
    # resolved once and is never resolved again.
    t = Table(
        p0={"champions": ["tyrannor-the-devourer"], "hand": ["gold", "dagger"], "deck": ["ruby"]}
    )
    t.expend("tyrannor-the-devourer")
    game: HeroRealmsGame = t.game
    start = len(game.events)
    assert (t.combat, t.pending) == (4, "sacrifice")
    t.answer("sacrifice_card", "gold")
    assert (t.combat, t.pending) == (4, "sacrifice")
    t.answer("sacrifice_card", "dagger")
    assert (t.combat, t.pending) == (4, None)
    assert [e[0] for e in game.events[start:]] == ["sacrifice", "sacrifice"]
    t.refused("sacrifice_card", t.iid(0, "deck", "ruby"))  # no question is left to answer
