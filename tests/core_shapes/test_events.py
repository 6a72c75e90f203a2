"""Typed event records of toolkit.core.events: named fields on tuples that stay tuples."""

from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple

import pytest

from toolkit.core.errors import LogFormatError
from toolkit.core.events import EventTable, event_kind, fields_of
from toolkit.core.safe_yaml import load_file
from toolkit.hero_realms.events import EVENTS as HR_EVENTS
from toolkit.villainous.events import EVENTS as V_EVENTS

RULES = Path(__file__).resolve().parents[2] / "data" / "rules"


@event_kind("buy")
class Buy(NamedTuple):
    kind: str
    seat: int
    card: int
    cost: int


@event_kind("end_turn")
class EndTurn(NamedTuple):
    kind: str
    seat: int


TABLE = EventTable("example", (Buy, EndTurn))


def test_a_record_is_the_same_tuple_with_names() -> None:
    e = Buy("buy", 1, 40, 3)
    plain = ("buy", 1, 40, 3)
    assert e == plain and hash(e) == hash(plain) and e[0] == "buy" and e[1:] == (1, 40, 3)
    assert (e.seat, e.card, e.cost) == (1, 40, 3)
    assert repr(e) == repr(plain) and json.dumps(e) == json.dumps(plain)
    assert Buy.KIND == "buy" and fields_of(Buy) == ("seat", "card", "cost")  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        e.seat = 2  # type: ignore[misc]


def test_the_table_turns_a_plain_tuple_into_its_record() -> None:
    rec = TABLE.record(("end_turn", 2))
    assert type(rec) is EndTurn and rec.seat == 2  # type: ignore[attr-defined]
    same = Buy("buy", 0, 1, 2)
    assert TABLE.record(same) is same
    assert TABLE.named(("buy", 0, 5, 2)) == {"kind": "buy", "seat": 0, "card": 5, "cost": 2}
    assert TABLE.kinds == ("buy", "end_turn") and "buy" in TABLE and TABLE["buy"] is Buy
    TABLE.check([("buy", 0, 5, 2), ("end_turn", 0)])


@pytest.mark.parametrize(
    ("event", "words"),
    [
        (("shuffle", 3), "no event of kind 'shuffle'"),
        (("buy", 0, 5), r"has 4 items \(kind, seat, card, cost\), got 3"),
        ((), "an event is a tuple"),
        (["buy", 0, 5, 2], "an event is a tuple"),
    ],
)
def test_what_does_not_fit_is_refused_with_a_typed_error(event: object, words: str) -> None:
    with pytest.raises(LogFormatError, match=words):
        TABLE.record(event)  # type: ignore[arg-type]
    with pytest.raises(LogFormatError):
        TABLE.check([("end_turn", 0), event])  # type: ignore[list-item]


def test_declarations_are_checked() -> None:
    class NoKind(NamedTuple):
        seat: int

    with pytest.raises(TypeError, match="first field is kind"):
        event_kind("x")(NoKind)
    with pytest.raises(ValueError, match="two records"):
        EventTable("example", (Buy, Buy))
    with pytest.raises(ValueError, match="not declared"):
        EventTable("example", (NoKind,))


def test_rules_are_read_from_the_records() -> None:  # rule: V-V1
    from toolkit.villainous.events import rules_of

    assert TABLE.rules_of("buy") == ()  # no pattern: the records name no rules
    assert V_EVENTS.rules_of("vanquish") == rules_of("vanquish") == ("V-V1", "V-V2")
    assert HR_EVENTS.rules_of("buy") == ("HR-B1",)
    with pytest.raises(KeyError):
        HR_EVENTS.rules_of("jump")


@pytest.mark.parametrize(
    ("table", "rules_file"),
    [("hero_realms", "hero_realms.yaml"), ("villainous", "villainous.yaml")],
)
def test_every_rule_a_record_names_is_published(table: str, rules_file: str) -> None:
    events = HR_EVENTS if table == "hero_realms" else V_EVENTS
    published = {r["id"] for r in load_file(RULES / rules_file)["rules"]}
    named = {rule for kind in events.kinds for rule in events.rules_of(kind)}
    assert named and named <= published
