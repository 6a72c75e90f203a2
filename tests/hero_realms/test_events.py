"""Every event the Hero Realms engine writes fits its typed record (toolkit.hero_realms.events).

Seeded games of every variant are played by random choices; every event (setup events
included) must be of a kind the table declares, with the record's number of items, and
the records name the fields the text renderer reads. The kinds the engine's source
appends are exactly the kinds the table declares, so a new kind of event cannot be
written without its record.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.hero_realms.random_games import SETUPS, random_game
from toolkit.core.errors import LogFormatError
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.hero_realms.events import EVENTS, Buy, TurnStart
from toolkit.hero_realms.text import describe_event

PACKAGE = Path(__file__).resolve().parents[2] / "toolkit" / "hero_realms"


@pytest.mark.parametrize(("variant", "players", "markets"), SETUPS)
def test_every_event_of_a_game_fits_its_record(
    variant: str, players: int, markets: int | None
) -> None:
    seen: set[str] = set()
    for seed in (1, 2):
        game = random_game(variant, players, markets, seed, steps=1500)
        EVENTS.check(game.events)
        for event in game.events:
            record = EVENTS.record(event)
            assert record == event and repr(record) == repr(event)
            seen.add(record.kind)  # type: ignore[attr-defined]
            assert describe_event(game, event) == describe_event(game, record)
    assert {"turn_start", "draw", "play", "end_turn"} <= seen


def test_the_engine_writes_exactly_the_kinds_the_table_declares() -> None:
    written = {
        m
        for path in PACKAGE.glob("*.py")
        for m in re.findall(r"events\.append\(\(\"([a-z_]+)\"", path.read_text(encoding="utf-8"))
    }
    assert written == set(EVENTS.kinds)


def test_records_name_the_fields() -> None:
    game = HeroRealmsGame.new(seed=1)
    start = EVENTS.record(next(e for e in game.events if e[0] == "turn_start"))
    assert isinstance(start, TurnStart) and (start.seat, start.turn) == (0, 1)
    assert Buy("buy", 1, 40, 3).cost == 3
    with pytest.raises(LogFormatError, match="has 4 items"):
        EVENTS.record(("buy", 0, 40))
