"""The verb registry is the one vocabulary: the document, the data and the loader agree.

``data/villainous/VOCABULARY.md`` documents the closed tables for authors; the loader
checks the data against :mod:`toolkit.villainous.verbs`. These tests read the
document's tables (the only place that parses it) and the data files and check that
the three name the same verbs and words, and that the loader refuses, by name, a
parameter a verb does not declare.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from typing import Any

import pytest
import yaml

from toolkit.core.errors import CardDataError
from toolkit.paths import data_dir
from toolkit.villainous import verbs
from toolkit.villainous.cards import VILLAINS, parse_villain
from toolkit.villainous.specials import BY_SPECIAL

DOC = data_dir() / "villainous" / "VOCABULARY.md"


def _doc_tables() -> dict[str, set[str]]:
    """The document's tables: ``### heading`` -> the backticked first cells of its rows."""
    groups: dict[str, set[str]] = {}
    current = None
    for line in DOC.read_text("utf-8").splitlines():
        if line.startswith("#"):
            current = line[4:].strip() if line.startswith("### ") else None
            if current:
                groups.setdefault(current, set())
            continue
        m = re.match(r"\|\s*`([a-z_]+)`", line)
        if m and current:
            groups[current].add(m.group(1))
    return groups


def _raw(villain: str) -> dict[str, Any]:
    return yaml.safe_load((data_dir() / "villainous" / f"{villain}.yaml").read_text("utf-8"))


def _effects(effs: list[Any], static: bool) -> Iterator[tuple[str, bool, Any]]:
    for e in effs:
        ((verb, prm),) = e.items()
        yield verb, static, prm
        if verb == "choose_one":
            for opt in prm:
                yield from _effects(opt, False)
        elif isinstance(prm, dict):
            for key in ("then", "else", "effects"):
                if isinstance(prm.get(key), list):
                    yield from _effects(prm[key], False)


def _used() -> Iterator[tuple[str, bool, Any]]:
    for v in VILLAINS:
        data = _raw(v)
        for key in ("villain_deck", "fate_deck", "maui_deck", "treasures"):
            for card in data.get(key) or []:
                for ab in card.get("abilities", []):
                    trig = ab["trigger"]
                    static = (trig if isinstance(trig, list) else [trig]) == ["while_in_realm"]
                    yield from _effects(ab.get("effects", []), static)


def test_the_document_tables_are_the_registry_tables() -> None:
    doc = _doc_tables()
    for heading, names in verbs.vocabulary_tables().items():
        assert doc.get(heading) == set(names), heading
    assert doc["Specials"] == set(BY_SPECIAL)


def test_the_data_uses_every_verb_of_the_registry_and_no_other() -> None:
    used = {(verb, static) for verb, static, _ in _used()}
    assert {v for v, s in used if not s} == set(verbs.ONE_SHOT)
    assert {v for v, s in used if s} == set(verbs.STATIC)


def test_every_parameter_the_data_uses_is_declared() -> None:
    for verb, static, prm in _used():
        rec = (verbs.STATIC if static else verbs.ONE_SHOT)[verb]
        if isinstance(prm, dict):
            for key in prm:
                assert rec.param(key) is not None, (verb, key)


def test_registry_codes_are_positions_and_words_are_unique_per_verb() -> None:
    assert [v.code for v in verbs.VERBS] == list(range(len(verbs.VERBS)))
    assert len({(v.name, v.static) for v in verbs.VERBS}) == len(verbs.VERBS)
    for v in verbs.VERBS:
        assert v.meaning and v.words


def test_effects_text_reads_each_verb_by_its_words() -> None:
    assert verbs.effects_text([{"move_lock": {}}]) == "move the Lock Token"
    assert verbs.effects_text([{"draw": 2}]) == "draw 2 cards"
    assert verbs.effects_text([{"draw": {"amount": 1, "per": "hero_in_realm"}}]) == (
        "draw 1 card per hero in realm"
    )
    assert verbs.effects_text([{"lose_power": {"amount": 1, "pool": "poison"}}]) == (
        "lose 1 Poison"
    )
    sel = {"what": "hero", "all": True}
    assert verbs.effects_text([{"defeat_hero": {"target": sel}}]) == "defeat each Hero"
    assert verbs.effects_text([{"discard_card": {"target": "self"}}]) == (
        "discard this card from your Realm"
    )
    assert verbs.effects_text([{"_fate": {}}]) == "fate"


def _first(data: dict[str, Any], verb: str) -> dict[str, Any]:
    for key in ("villain_deck", "fate_deck", "maui_deck"):
        for card in data.get(key, []):
            for ab in card["abilities"]:
                for eff in ab["effects"]:
                    if verb in eff:
                        return eff
    raise LookupError(verb)


@pytest.mark.parametrize(
    ("verb", "change", "words"),
    [
        ("move_hero", {"speed": 2}, "move_hero has no parameter 'speed'"),
        ("move_hero", {"to": "moon"}, "destination 'moon'"),
        ("discard_top", {"deck": "maui_discard"}, "bad discard_top deck"),
        ("set_power", {"only_down": "yes"}, "set_power only_down must be true or false"),
        ("strength_token", {"amount": True}, "bad strength_token amount"),
    ],
)
def test_a_parameter_the_verb_does_not_declare_is_refused_by_name(
    verb: str, change: dict[str, Any], words: str
) -> None:
    data = copy.deepcopy(_raw(next(v for v in VILLAINS if f"'{verb}'" in str(_raw(v)))))
    eff = _first(data, verb)
    eff[verb] = {**eff[verb], **change}
    with pytest.raises(CardDataError, match=re.escape(words)) as err:
        parse_villain(data, f"{data['id']}.yaml")
    assert err.value.field is not None and err.value.field.endswith(next(iter(change))), err.value


def test_a_required_parameter_is_refused_when_missing() -> None:
    data = copy.deepcopy(_raw("ursula"))
    eff = _first(data, "move_hero")
    del eff["move_hero"]["to"]
    with pytest.raises(CardDataError, match="move_hero needs to"):
        parse_villain(data, "ursula.yaml")


def test_each_one_shot_verb_has_one_implementation_in_one_effect_family() -> None:
    """From a verb's registry entry to its code: ``resolver(name)`` is the function of the
    verb's name in exactly one effect family module, and the game class holds no method
    of that verb (the engine no longer inherits its effects)."""
    from toolkit.villainous import (
        effects_cards,
        effects_compose,
        effects_realm,
        effects_treasure,
    )
    from toolkit.villainous.effects import resolver
    from toolkit.villainous.engine import VillainousGame

    families = (effects_cards, effects_realm, effects_treasure, effects_compose)
    for name in verbs.ONE_SHOT:
        fn = resolver(name)
        assert fn.__name__ == name, name
        owners = [f for f in families if name in f.RESOLVE]
        assert len(owners) == 1, (name, owners)
        assert owners[0].RESOLVE[name] is fn and getattr(owners[0], name) is fn, name
        assert fn.__module__ == owners[0].__name__, name
        assert not any(f"_e_{name}" in vars(c) for c in VillainousGame.__mro__), name


def test_every_resolution_step_that_is_no_data_verb_has_its_words() -> None:
    from toolkit.villainous.effects import RESOLVERS
    from toolkit.villainous.verbs import STEP_WORDS, VERB

    steps = {name for name in RESOLVERS if name not in VERB}
    assert steps == set(STEP_WORDS)
