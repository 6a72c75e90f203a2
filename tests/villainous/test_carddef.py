"""Abilities and effects are typed records built once by the loader from the data.

Every shipped ability must come through the loader whole: each key of its mapping is a
field of its :class:`~toolkit.villainous.carddef.Ability` record, with the same value,
and no key is dropped. The records are never changed, so copies of a game share them.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest
import yaml

from toolkit.core.errors import CardDataError
from toolkit.paths import data_dir
from toolkit.villainous.carddef import (
    ABILITY_KEYS,
    Ability,
    Effect,
    ability_record,
    effect_record,
)
from toolkit.villainous.cards import VILLAINS, load_villain, parse_villain
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.state import Frame


def _raw(villain: str) -> dict[str, Any]:
    return yaml.safe_load((data_dir() / "villainous" / f"{villain}.yaml").read_text("utf-8"))


def _shipped() -> Iterator[tuple[str, dict[str, Any], Ability]]:
    """(where, the data mapping, the loaded record) for every ability of every file."""
    for villain in VILLAINS:
        data, loaded = _raw(villain), load_villain(villain)
        for deck in ("villain_deck", "fate_deck", "maui_deck"):
            for rec in data.get(deck) or []:
                card = loaded.cards[rec["id"]]
                assert len(card.abilities) == len(rec["abilities"])
                for i, (m, ab) in enumerate(zip(rec["abilities"], card.abilities, strict=True)):
                    yield f"{villain}/{rec['id']}[{i}]", m, ab
        tokens = {t.id: t for t in loaded.treasures}
        for rec in data.get("treasures") or []:
            token = tokens[rec["id"]]
            assert len(token.abilities) == len(rec.get("abilities", []))
            for i, (m, ab) in enumerate(
                zip(rec.get("abilities", []), token.abilities, strict=True)
            ):
                yield f"{villain}/{rec['id']}[{i}]", m, ab


def _fields_of(m: dict[str, Any]) -> dict[str, Any]:
    """What each key of an ability mapping becomes in its record (the keys it lacks, their
    defaults)."""
    t = m["trigger"]
    event = m.get("event")
    kind, params = next(iter(event.items())) if event is not None else (None, None)
    return {
        "triggers": tuple(t) if isinstance(t, list) else (t,),
        "effects": [next(iter(e.items())) for e in m.get("effects", [])],
        "optional": m.get("optional", False),
        "condition": m.get("if"),
        "event_kind": kind,
        "event_params": params,
        "cost": m.get("cost", 0),
    }


def test_every_shipped_ability_comes_through_whole() -> None:
    seen = 0
    keys_seen: set[str] = set()
    for where, m, ab in _shipped():
        assert set(m) <= ABILITY_KEYS, where  # no key the record has no field for
        keys_seen |= set(m)
        assert all(isinstance(e, dict) and len(e) == 1 for e in m.get("effects", [])), where
        got = {
            "triggers": ab.triggers,
            "effects": [(e.verb, e.params) for e in ab.effects],
            "optional": ab.optional,
            "condition": ab.condition,
            "event_kind": ab.event_kind,
            "event_params": ab.event_params,
            "cost": ab.cost,
        }
        assert got == _fields_of(m), where
        assert set(got) == set(Ability.__dataclass_fields__)
        assert all(type(e) is Effect for e in ab.effects)
        seen += 1
    assert seen > 100
    assert keys_seen == ABILITY_KEYS  # every key the records know is used by the data


def test_a_card_indexes_its_records_by_each_trigger_word() -> None:
    tracker = next(
        c
        for v in VILLAINS
        for c in load_villain(v).cards.values()
        if any(len(ab.triggers) > 1 for ab in c.abilities)
    )
    ab = next(ab for ab in tracker.abilities if len(ab.triggers) > 1)
    for word in ab.triggers:
        assert ab in tracker.triggered(word)
    assert tracker.triggered("no_such_trigger") == []


def test_an_ability_with_a_key_outside_the_records_is_refused() -> None:
    data = _raw("ursula")
    card = data["villain_deck"][0]
    card["abilities"][0]["when"] = "later"
    with pytest.raises(CardDataError, match="unknown ability keys") as err:
        parse_villain(data, "ursula.yaml")
    assert err.value.card == card["id"]


def test_the_records_are_shared_by_copies_and_rebuilt_from_their_fields() -> None:
    ab = ability_record(
        {"trigger": "activate", "cost": 2, "if": "unattached", "effects": [{"draw": 1}]}
    )
    assert copy.deepcopy(ab) is ab and copy.copy(ab) is ab
    assert copy.deepcopy(ab.effects[0]) is ab.effects[0]
    cls, fields = ab.__reduce__()
    again = cls(*fields)
    assert (again.triggers, again.cost, again.condition) == (("activate",), 2, "unattached")
    e_cls, e_fields = ab.effects[0].__reduce__()
    assert e_cls(*e_fields).mapping() == {"draw": 1}


def test_a_frame_of_records_reads_as_the_data_in_the_state() -> None:
    game = VillainousGame.new(3, villains=["ursula", "captain_hook"])
    before = game.state_dict()["resolving"]
    fr = Frame(0, 0, None, [effect_record({"draw": 1}), Effect("_may", {})])
    game.stack.append(fr)
    assert game.clone().stack[-1].effects[0] is fr.effects[0]  # the records are shared
    assert copy.deepcopy(fr).effects == fr.effects
    assert game.state_dict()["resolving"][len(before) :] == [
        {
            "owner": 0,
            "chooser": 0,
            "source": None,
            "step": 0,
            "effects": [{"draw": 1}, {"_may": {}}],
            "held": [],
            "choices": [],
        }
    ]
