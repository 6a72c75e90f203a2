"""Typed event records of toolkit.core.events: named fields on tuples that stay tuples."""

from __future__ import annotations

import json
from typing import NamedTuple

import pytest

from toolkit.core.errors import LogFormatError
from toolkit.core.events import EventTable, event_kind, fields_of


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
