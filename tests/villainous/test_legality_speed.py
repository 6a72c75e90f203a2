"""The devices that make the legal listing cheap keep it exact: the targets of an Effect
card's checks read from a selector prepared once are those the effect itself would find,
and Strength summed by groups is the Strength of every modifier in force."""

from __future__ import annotations

import random
from collections.abc import Iterator

from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.interpreter import _Aim, _effect_checks
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
