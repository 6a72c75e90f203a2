"""The devices that make the legal listing cheap keep it exact: actions found by their
code are the interned ones, plays read back from their codes, the targets of an Effect
card's checks read from a selector prepared once are those the effect itself would find,
and Strength summed by groups is the Strength of every modifier in force."""

from __future__ import annotations

import random
from collections.abc import Iterator

from tests.villainous.helpers import plays_by_the_rules
from toolkit.core.actions import Action
from toolkit.villainous import checks, kinds, legality
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.interpreter import _Aim, _effect_checks
from toolkit.villainous.legality import _acts, _move_acts, _play_args, _play_code
from toolkit.villainous.speed import _ActionTable
from toolkit.villainous.state import Frame


def _tables() -> list[list[str]]:
    """Every villain, in games of two and of three."""
    names = sorted(VILLAINS)
    pairs = [names[i : i + 2] for i in range(0, len(names) - 1, 2)]
    if len(names) % 2:
        pairs.append([names[-1], names[0]])
    return [*pairs, names[:3], names[-3:]]


def _positions(seed: int, steps: int) -> Iterator[VillainousGame]:
    """Positions of random games over every villain (not to be changed)."""
    rng = random.Random(seed)
    for k, villains in enumerate(_tables()):
        game = VillainousGame.new(seed + k, villains=villains)
        for _ in range(steps):
            if game.over:
                break
            yield game
            game.apply(rng.choice(game.legal_actions()))


def _act(table: _ActionTable, slot: str, a: int) -> Action:
    return _acts(table, slot, [a])[0]


def test_actions_found_by_code_are_the_interned_ones() -> None:
    table = _ActionTable("fate")
    assert table.known("L0T1", 2) is None
    first = _act(table, "L0T1", 2)
    assert first is table.get(("L0T1", 2)) and first.args == ("L0T1", 2)
    assert table.known("L0T1", 2) is first and _act(table, "L0T1", 2) is first
    assert table.known("L0T1", 1) is None and table.known("L0T1", -1) is None
    assert table.known("L1T1", 2) is None  # kept per slot
    assert _acts(table, "L0T1", [2, 0, 2]) == [first, table.get(("L0T1", 0)), first]
    moves = _ActionTable("move_ally")
    listed = _move_acts(moves, "s", [7, 8], {7: 2, 8: 0}, set())
    assert listed == [moves.get(("s", 7, 1)), moves.get(("s", 7, 3)), moves.get(("s", 8, 1))]
    assert [a.args for a in listed] == [("s", 7, 1), ("s", 7, 3), ("s", 8, 1)]
    assert _move_acts(moves, "s", [7, 8], {7: 2, 8: 0}, set())[1] is listed[1]
    assert [a.args for a in _move_acts(moves, "s", [7], {7: 2}, {3})] == [("s", 7, 1)]
    # a code below 0 is not kept: the action is still the interned one
    assert moves.keep("s", -5, ("s", 1, 2)) is moves.get(("s", 1, 2))
    assert moves.known("s", -5) is None
    # emptying a full table empties the codes too
    small = _ActionTable("discard", limit=2)
    old = _act(small, "s", 1)
    _act(small, "s", 2)
    _act(small, "s", 3)
    assert small.known("s", 1) is None and small.known("s", 2) is None
    assert _act(small, "s", 1) is not old and small.get(("s", 1)) is small.known("s", 1)
    assert _acts(small, "t", [4, 5, 6])[0].args == ("t", 4)  # emptied while listing


def test_play_codes_read_back_and_never_collide() -> None:
    for n in (30, 97, 400):
        seen: dict[int, tuple[str, int, int, int, int]] = {}
        for iid in [*range(12), n - 2, n - 1]:
            for li in range(-1, 4):
                for host in [-1, 0, 1, n // 2, n - 1]:
                    for pay in (0, 1):
                        code = _play_code(iid, li, host, pay, n)
                        args = ("L2B0", iid, li, host, pay)
                        assert _play_args("L2B0", code, n) == args
                        assert seen.setdefault(code, args) == args
                        assert (code >= 0) == (host == -1)


def test_a_prepared_selector_finds_what_the_effect_would_find() -> None:
    checked = fallback = found = 0
    for game in _positions(3, 150):
        effects = {d for d in game.defs if d.type == "effect"}
        for d in effects:
            iid = game.defs.index(d)
            for _cond, _verb, prm, aim in _effect_checks(d):
                for seat in range(game.n):
                    fr = Frame(seat, seat, iid, ())
                    expected = game._select(fr, prm["target"])
                    if aim.sel is not None:
                        fallback += 1
                        continue
                    assert game._aimed(fr, aim) == expected, (d.id, prm)
                    checked += 1
                    found += bool(expected)
    assert checked > 1000 and found > 100, (checked, found, fallback)


def test_a_selector_with_more_than_types_place_and_treasure_is_read_whole() -> None:
    plain = _Aim({"what": "hero", "where": "villain_location", "treasure": "face_down"})
    assert plain.sel is None and plain.types == {"hero"} and plain.where == 1
    assert _Aim({}).types == {"hero", "ally", "item"} and _Aim({}).where == 0
    for sel in (
        {"what": "hero", "min_strength": 3},
        {"what": "ally", "where": "here"},
        {"what": "ally", "where": "chosen_location"},
        {"card": "some_card"},
        {"what": "item", "family": "some_family"},
        {"what": "hero", "unattached": True},
    ):
        assert _Aim(sel).sel is sel


def test_strength_summed_by_groups_equals_every_modifier_read_in_turn() -> None:
    checked = 0
    for game in _positions(5, 150):
        for seat in range(game.n):
            statics = list(game._view(seat).statics)  # not the view's: read one by one
            for iid in game.realm_cards(seat):
                assert game.strength(iid) == game.strength(iid, statics), iid
                checked += 1
    assert checked > 1000


def test_the_listed_plays_are_the_plays_every_check_passes() -> None:
    checked = 0
    for game in _positions(7, 120):
        if game.pending is not None or game.phase == "move" or game.over:
            continue
        p = game.players[game.active]
        n = len(game.defs)
        listed = {_play_args("s", code, n)[1:] for code in legality.play_options(game, p)}
        assert listed == set(plays_by_the_rules(game, p.seat))
        checked += 1
    assert checked > 100


def test_the_listed_moves_and_activations_are_those_the_refusal_tables_allow() -> None:
    checked = 0
    for game in _positions(9, 150):
        for p in game.players:
            for kind in ("move_ally", "move_hero"):
                table = checks.movable_cards(game, p, kind)
                assert checks.movable(game, p, kind) == [
                    i for i, why in table.items() if why is None
                ]
            table = kinds.activation_refusals(game, p)
            assert kinds.activatable(game, p) == [i for i, why in table.items() if why is None]
            assert len(set(game.realm_cards(p.seat))) == len(game.realm_cards(p.seat))
            checked += 1
    assert checked > 1000
