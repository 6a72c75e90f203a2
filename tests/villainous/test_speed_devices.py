"""The engine's speed devices keep the rules exact: the cached Realm views, the copy of a
game from its declared fields, and the interned actions."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest

from toolkit.villainous.carddef import Effect
from toolkit.villainous.derived import SeatView
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.speed import DEEP, DROP, EMPTY, LIST, SHARE, _ActionTable
from toolkit.villainous.state import FRAME_FIELDS, GAME_FIELDS, PLAYER_FIELDS, Frame

VILLAINS = (
    ["captain_hook", "ursula", "tamatoa"],
    ["davy_jones", "evil_queen"],
    ["tamatoa", "davy_jones", "evil_queen", "ursula", "captain_hook"],
)
VIEW_FIELDS = ("cards", "heroes", "allies", "heroes_at", "allies_at", "covered")
"""What a Realm view is built with (the rest of it is filled in lazily when first read)."""


def _positions(villains: list[str], seed: int, steps: int, every: int) -> Iterator[VillainousGame]:
    """One random game, handed out every ``every`` decisions (not to be changed)."""
    rng = random.Random(seed)
    game = VillainousGame.new(seed, villains=villains)
    for step in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
        if step % every == every - 1:
            yield game


def _view_facts(v: SeatView) -> tuple[Any, ...]:
    return (
        *(getattr(v, name) for name in VIEW_FIELDS),
        v.statics,
        {verb: list(entries) for verb, entries in v.by_verb.items()},
        {ev: list(entries) for ev, entries in v.whenever.items()},
    )


def _attributes(obj: object) -> set[str]:
    """Every attribute an object holds: its dict, and the slots its classes declare
    (the base game's, and compiled classes list theirs class by class)."""
    names: set[str] = set(vars(obj)) if hasattr(obj, "__dict__") else set()
    for cls in type(obj).__mro__:
        names |= set(getattr(cls, "__mypyc_attrs__", ()) or getattr(cls, "__slots__", ()))
    return {n for n in names if n != "__dict__" and hasattr(obj, n)}


@pytest.mark.parametrize("villains", VILLAINS, ids=lambda v: "-".join(v))
def test_a_cached_view_equals_a_fresh_one_after_many_random_moves(villains: list[str]) -> None:
    rng = random.Random(11)
    checked = 0
    for seed in range(3):
        game = VillainousGame.new(seed, villains=villains)
        for _ in range(300):
            if game.over:
                break
            for seat in range(game.n):
                cached = game._view(seat)
                fresh = game._build_view(seat)  # built from the table, not from the cache
                assert cached is not fresh
                assert _view_facts(cached) == _view_facts(fresh), (seed, seat, game._turn)
                checked += 1
            game.apply(rng.choice(game.legal_actions()))
    assert checked > 500


def test_the_declared_fields_name_every_attribute_of_a_game() -> None:
    for villains in VILLAINS:
        for game in _positions(villains, 2, 200, 20):
            assert _attributes(game) == set(GAME_FIELDS)
            for p in game.players:
                assert _attributes(p) == set(PLAYER_FIELDS)
            for fr in game.stack:
                assert _attributes(fr) <= set(FRAME_FIELDS)
    frame = Frame(0, 0, None, [Effect("draw", 1)])
    assert _attributes(frame) == set(FRAME_FIELDS) == set(getattr(Frame, "__slots__", FRAME_FIELDS))
    assert set(GAME_FIELDS.values()) <= {DEEP, SHARE, LIST, DROP, EMPTY}


def test_the_field_check_sees_a_new_attribute() -> None:
    game = VillainousGame.new(1, villains=["ursula", "davy_jones"])
    # the game's classes declare slots (compiled, native attributes): a field no class
    # declares cannot be set at all, so none can escape the declared tables
    assert not hasattr(game, "__dict__")
    with pytest.raises(AttributeError):
        game.forgotten = 1  # type: ignore[attr-defined]

    class Loose:  # an object with a dict: what the check reads there it sees
        pass

    loose = Loose()
    loose.forgotten = 1  # type: ignore[attr-defined]
    assert _attributes(loose) == {"forgotten"}


@pytest.mark.parametrize("villains", VILLAINS[:2], ids=lambda v: "-".join(v))
def test_a_clone_copies_every_declared_field_as_declared(villains: list[str]) -> None:
    for game in _positions(villains, 5, 240, 30):
        game.legal_actions()  # fill the caches of this decision
        other = game.clone()
        for name, how in GAME_FIELDS.items():
            mine, theirs = getattr(game, name), getattr(other, name)
            if how == SHARE:
                assert theirs is mine, name
            elif how == DROP:
                assert theirs is None, name
            elif how == EMPTY:
                assert theirs == [None] * len(mine), name
            else:
                assert theirs == mine or name in ("rng", "players", "stack", "pending"), name
                if isinstance(mine, list | dict | set) and mine:
                    assert theirs is not mine, name
        assert other.state_dict() == game.state_dict()
        assert other.rng.getstate() == game.rng.getstate()
        # the copy and the original go on alike, and apart
        rng = random.Random(1)
        before = game.state_dict()
        for _ in range(25):
            if other.over:
                break
            other.apply(rng.choice(other.legal_actions()))
        assert game.state_dict() == before
        replay = copy.deepcopy(game)
        rng = random.Random(1)
        for _ in range(25):
            if replay.over:
                break
            replay.apply(rng.choice(replay.legal_actions()))
        assert replay.events == other.events
        assert replay.state_dict() == other.state_dict()


def test_interned_actions_are_the_same_objects() -> None:
    game = VillainousGame.new(4, villains=["captain_hook", "ursula"])
    twin = VillainousGame.new(4, villains=["captain_hook", "ursula"])
    rng = random.Random(4)
    shared = 0
    for _ in range(120):
        if game.over:
            break
        mine, theirs = game.legal_actions(), twin.legal_actions()
        assert mine == theirs
        for a, b in zip(mine, theirs, strict=True):
            if a.kind != "choose" or a.args[0] < 32:
                assert a is b, a  # one object per kind and arguments, across games
                shared += 1
        action = rng.choice(mine)
        game.apply(action)
        twin.apply(action)
    assert shared > 50
    table = _ActionTable("fate", limit=2)
    first = table.get(("s", 1))
    assert table.get(("s", 1)) is first and first.kind == "fate" and first.args == ("s", 1)
    table.get(("s", 2))
    table.get(("s", 3))  # the table was full: it starts again
    assert len(table.made) == 1 and table.get(("s", 1)) is not first
