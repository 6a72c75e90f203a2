"""A Realm view that takes parts of the previous one stays exact: the entries, the
Strength table and the cost modifiers it shares with the view before it equal those of
a view built from nothing, and the shared empty parts are never written."""

from __future__ import annotations

import random
from typing import Any

import pytest

from toolkit.villainous import views
from toolkit.villainous.derived import (
    NO_EVENTS,
    NO_STRENGTH_MODS,
    NO_VERBS,
    SeatView,
    cost_mod,
    strength_mod,
    strength_table,
)
from toolkit.villainous.engine import VillainousGame

VILLAINS = (
    ["captain_hook", "ursula", "tamatoa"],
    ["davy_jones", "evil_queen"],
    ["tamatoa", "davy_jones", "evil_queen", "ursula", "captain_hook"],
)


def _facts(v: SeatView) -> tuple[Any, ...]:
    """Everything a view is built with, as plain values."""
    return (
        list(v.cards),
        list(v.heroes),
        list(v.allies),
        [list(ids) for ids in v.heroes_at],
        [list(ids) for ids in v.allies_at],
        list(v.covered),
        list(v.statics),
        {verb: list(entries) for verb, entries in v.by_verb.items()},
        {ev: list(entries) for ev, entries in v.whenever.items()},
        v.statics_key,
        v.when_key,
    )


def _from_nothing(game: VillainousGame, seat: int) -> SeatView:
    """A view of ``seat``'s Realm built with no earlier view to take parts from (the
    cached view is put back afterwards, so the game goes on as it was)."""
    cached = game._views[seat]
    game._views[seat] = None
    try:
        return game._build_view(seat)
    finally:
        game._views[seat] = cached


def _strengths(game: VillainousGame, seat: int, v: SeatView) -> list[int]:
    """The Strength of every card of a Realm, read through the view ``v``."""
    cached = game._views[seat]
    game._views[seat] = v
    try:
        return [game.strength(i) for i in v.cards]
    finally:
        game._views[seat] = cached


@pytest.mark.parametrize("villains", VILLAINS, ids=lambda v: "-".join(v))
def test_a_view_that_shares_the_previous_ones_parts_equals_one_built_afresh(
    villains: list[str],
) -> None:
    rng = random.Random(17)
    checked = shared = tables = costs = 0
    last: dict[int, SeatView] = {}
    for seed in range(3):
        game = VillainousGame.new(seed, villains=villains)
        last.clear()
        for _ in range(300):
            if game.over:
                break
            for seat in range(game.n):
                cached = game._view(seat)
                before = last.get(seat)
                if before is not None and before is not cached:
                    shared += cached.statics is before.statics or cached.whenever is before.whenever
                last[seat] = cached
                fresh = _from_nothing(game, seat)
                assert fresh is not cached
                assert _facts(cached) == _facts(fresh), (seed, seat, game._turn)
                # the lazily built parts, shared or not, equal those made afresh
                assert _strengths(game, seat, cached) == _strengths(game, seat, fresh)
                if cached.strength_mods is not None:
                    made = strength_table(
                        [strength_mod(*e) for e in fresh.by_verb.get("strength_modifier", ())]
                    )
                    assert cached.strength_mods == made
                    tables += 1
                if cached.cost_mods is not None:
                    assert cached.cost_mods == [
                        cost_mod(*e)
                        for e in fresh.by_verb.get("cost_modifier", ())
                        if "amount" in e[1]
                    ]
                    costs += 1
                checked += 1
            game.apply(rng.choice(game.legal_actions()))
    assert checked > 500 and shared > 20 and tables > 20
    # the parts every view may share are never written
    assert views._NO_IDS == [] and NO_VERBS == {} and NO_EVENTS == {}
    assert NO_STRENGTH_MODS == ({}, {}, [], [])
    assert views._NO_AT == ([], [], [], [])
    assert [list(c) for c in views._COVERED] == [
        [bool(m >> li & 1) for li in range(4)] for m in range(16)
    ]


def test_a_realm_with_a_face_up_treasure_is_always_built_afresh() -> None:
    """The entries of Treasures are not in the key, so such a view takes nothing."""
    rng = random.Random(3)
    seen = 0
    for seed in range(6):
        game = VillainousGame.new(seed, villains=["davy_jones", "evil_queen"])
        for _ in range(400):
            if game.over:
                break
            for seat in range(game.n):
                p = game.players[seat]
                v = game._view(seat)
                if any(up for _tok, up in p.treasure_on.values()):
                    assert v.statics_key is None and v.when_key is None
                    seen += 1
            game.apply(rng.choice(game.legal_actions()))
    assert seen > 0


def _loc_by_host(game: VillainousGame, iid: int) -> int:
    """:meth:`loc_of` as the rules say it: follow the hosts, then read the location."""
    seen = 0
    while iid in game.host and seen < 10:
        iid = game.host[iid]
        seen += 1
    return game.at.get(iid, -1)


@pytest.mark.parametrize("villains", VILLAINS, ids=lambda v: "-".join(v))
def test_hosted_entries_and_locations_equal_those_made_afresh(villains: list[str]) -> None:
    """A card's entries on its host are kept until it has another host, and a card of a
    Realm is either at a location or attached, never both (so its location is read first)."""
    rng = random.Random(23)
    hosted = 0
    for seed in range(3):
        game = VillainousGame.new(seed, villains=villains)
        for _ in range(300):
            if game.over:
                break
            assert not set(game.at) & set(game.host)
            for iid in range(len(game.defs)):
                assert game.loc_of(iid) == _loc_by_host(game, iid)
            for iid, h in game.host.items():
                ab = game._abilities[iid]
                if ab is None or ab.host_of != h:
                    continue
                assert ab.host_statics == tuple((iid, verb, prm, h) for verb, prm in ab.statics)
                assert ab.host_by_verb == tuple((verb, (iid, prm, h)) for verb, prm in ab.statics)
                assert ab.host_when == tuple((ev, (iid, a, h, prm)) for a, ev, prm in ab.whenever)
                hosted += 1
            game.apply(rng.choice(game.legal_actions()))
    assert hosted > 0


def test_the_entries_of_a_card_follow_it_to_another_host() -> None:
    game = VillainousGame.new(1, villains=["captain_hook", "ursula"])
    iid, ab = next((i, a) for i, a in enumerate(game._abilities) if a is not None and a.statics)
    for host in (3, 7, 3):
        ab.made_for(host)
        assert ab.host_of == host
        assert [e[3] for e in ab.host_statics] == [host] * len(ab.statics)
        assert [e[1][2] for e in ab.host_by_verb] == [host] * len(ab.statics)
        assert all(e[1][0] == iid for e in ab.host_by_verb)
