"""The shared answers of the placement query and the design-by-design walk of Take Card
give what a plain computation gives: the places of an unattached card are those of the
table of open places, and a Take Card effect offers the first copy of each matching
design of each pile, whatever the piles hold."""

from __future__ import annotations

import random
from typing import Any

from toolkit.villainous import effects_cards
from toolkit.villainous.bots import HeuristicBot
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.queries import _NO_LOCATION, _OPEN_PLACES
from toolkit.villainous.state import PlayerState

_TAKES: list[dict[str, Any]] = [
    {"from": ["villain_discard"], "count": 2, "to": "hand"},
    {"from": ["villain_deck", "villain_discard"], "match": {"type": ["item", "ingredient"]}},
    {"from": ["fate_discard"], "match": {"type": "hero"}, "to": "fate_deck_top"},
    {"from": ["villain_discard"], "match": {"type": ["item", "effect"]}},
    {"from": ["villain_deck"], "match": {"type": "ally", "max_strength": 2}},
]
"""Take Card effects as the data writes them, with every kind of match."""


def _open_places(locked: set[int]) -> list[tuple[int, int]]:
    return [(li, -1) for li in range(4) if li not in locked]


def _fresh_placements(
    game: VillainousGame, seat: int, iid: int, ignore_lock: bool
) -> list[tuple[int, int]]:
    """Where a card may be played, worked out from the rules with nothing shared."""
    d = game.defs[iid]
    p = game.players[seat]
    locked = set() if ignore_lock else p.locked
    if d.type in ("effect", "ingredient", "maui", "condition"):
        return [(-1, -1)]
    at = d.attaches_to
    if at is not None:
        what = at if isinstance(at, str) else at["what"]
        not_at = p.villain.loc_index(at["not_at"]) if isinstance(at, dict) else -1
        hosts = game.heroes(seat) if what == "hero" else game.allies(seat)
        return [(game.at[h], h) for h in hosts if game.at[h] not in locked and game.at[h] != not_at]
    return [(li, -1) for li in range(4) if li not in locked and not game._blocked_play(seat, d, li)]


def _fresh_take_options(game: VillainousGame, p: PlayerState, a: dict[str, Any]) -> list[Any]:
    """The Take Card options worked out card by card: a card is offered when it matches
    and no earlier card of the same pile with the same id was offered."""
    piles = {"villain_discard": p.discard, "villain_deck": p.deck, "fate_discard": p.fate_discard}
    match = a.get("match", {})
    out: list[Any] = []
    offered: set[tuple[str, str]] = set()
    for name in a["from"]:
        for iid in piles[name]:
            d = game.defs[iid]
            t = match.get("type")
            types = t if isinstance(t, list) else [t]
            ok = (
                (t is None or d.type in types)
                and ("family" not in match or d.family == match["family"])
                and ("max_strength" not in match or (d.strength or 0) <= match["max_strength"])
            )
            if ok and (name, d.id) not in offered:
                offered.add((name, d.id))
                out.append((name, iid))
    return out


def test_the_table_of_open_places_holds_every_unlocked_location() -> None:
    for mask in range(16):
        locked = {li for li in range(4) if mask >> li & 1}
        assert _OPEN_PLACES[mask] == _open_places(locked)
    assert _NO_LOCATION == [(-1, -1)]


def test_placements_over_random_games_are_those_worked_out_afresh() -> None:
    rng = random.Random(11)
    names = sorted(VILLAINS)
    checked = 0
    for k in range(len(names)):
        pair = [names[k], names[(k + 3) % len(names)]]
        game = VillainousGame.new(300 + k, villains=pair)
        bots = [HeuristicBot(k), HeuristicBot(k + 1)]
        for _ in range(250):
            if game.over:
                break
            for seat in range(game.n):
                for iid in game.players[seat].hand:
                    for ignore in (False, True):
                        got = game._placements(seat, game.defs[iid], ignore)
                        assert got == _fresh_placements(game, seat, iid, ignore)
                        checked += 1
            legal = game.legal_actions()
            pick = rng.random() < 0.5
            game.apply(rng.choice(legal) if pick else bots[game.current_player].choose(game, legal))
    assert checked > 1000
    # the shared answers were only read, never changed
    assert [list(x) for x in _OPEN_PLACES] == [
        _open_places({li for li in range(4) if m >> li & 1}) for m in range(16)
    ]
    assert _NO_LOCATION == [(-1, -1)]


def test_take_card_offers_the_first_copy_of_each_matching_design_of_each_pile() -> None:
    rng = random.Random(4)
    names = sorted(VILLAINS)
    offered = 0
    for k in range(len(names)):
        game = VillainousGame.new(700 + k, villains=[names[k], names[(k + 1) % len(names)]])
        p = game.players[0]
        everything = p.deck + p.discard + p.fate_deck + p.fate_discard + p.hand
        for _ in range(20):  # random piles, with repeated designs in each
            rng.shuffle(everything)
            cut1, cut2 = sorted(rng.sample(range(len(everything)), 2))
            p.deck[:] = everything[:cut1]
            p.discard[:] = everything[cut1:cut2]
            p.fate_discard[:] = everything[cut2:]
            for a in _TAKES:
                got = effects_cards.take_card_options(game, p, a)
                assert [value for _label, value in got] == _fresh_take_options(game, p, a)
                assert all(label.startswith(game.card_name(v[1])) for label, v in got)
                offered += len(got)
    assert offered > 500
