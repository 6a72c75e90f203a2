"""The Realm view's prebuilt parts keep it exact: the entries each card instance makes once
(:class:`~toolkit.villainous.derived.CardAbilities`) and the one empty list shared by the
locations that hold no Hero or no Ally."""

from __future__ import annotations

import random
from typing import Any

import pytest

from toolkit.villainous import views
from toolkit.villainous.derived import CardAbilities, card_abilities
from toolkit.villainous.engine import VillainousGame

VILLAINS = (
    ["captain_hook", "ursula", "tamatoa"],
    ["davy_jones", "evil_queen"],
    ["tamatoa", "davy_jones", "evil_queen", "ursula", "captain_hook"],
)


def _card_entries(game: VillainousGame, seat: int) -> tuple[Any, ...]:
    """The statics, statics by verb and ``whenever`` entries of a Realm's cards, made from
    each design afresh, with each card's host read at the time (Treasures left out)."""
    statics: list[Any] = []
    by_verb: dict[str, list[Any]] = {}
    whenever: dict[str, list[Any]] = {}
    for iid in game._view(seat).cards:
        d = game.defs[iid]
        h = game.host.get(iid)
        for verb, prm in d.statics:
            statics.append((iid, verb, prm, h))
            by_verb.setdefault(verb, []).append((iid, prm, h))
        for ab in d.triggered("whenever"):
            if ab.event_kind is not None:
                whenever.setdefault(ab.event_kind, []).append((iid, ab, h, ab.event_params))
    return statics, by_verb, whenever


def _without_treasures(game: VillainousGame, seat: int) -> tuple[Any, ...]:
    """The same three parts of the cached view, without the entries of Treasure tokens."""
    v = game._view(seat)
    cards = set(v.cards)
    return (
        [e for e in v.statics if e[0] in cards],
        {
            verb: kept
            for verb, entries in v.by_verb.items()
            if (kept := [e for e in entries if e[0] in cards])
        },
        {
            ev: kept
            for ev, entries in v.whenever.items()
            if (kept := [e for e in entries if e[0] in cards])
        },
    )


@pytest.mark.parametrize("villains", VILLAINS, ids=lambda v: "-".join(v))
def test_a_view_holds_the_entries_its_cards_make_afresh(villains: list[str]) -> None:
    rng = random.Random(5)
    checked = hosted = 0
    for seed in range(3):
        game = VillainousGame.new(seed, villains=villains)
        for _ in range(300):
            if game.over:
                break
            for seat in range(game.n):
                assert _without_treasures(game, seat) == _card_entries(game, seat)
                hosted += sum(1 for i in game._view(seat).cards if i in game.host)
                checked += 1
            game.apply(rng.choice(game.legal_actions()))
    assert views._NO_IDS == []  # shared by every view: never written
    assert checked > 500 and hosted > 0


def test_the_entries_of_a_card_name_its_instance_and_no_host() -> None:
    game = VillainousGame.new(1, villains=["captain_hook", "ursula"])
    made = [(iid, ab) for iid, ab in enumerate(game._abilities) if isinstance(ab, CardAbilities)]
    assert made  # some cards add statics or ``whenever`` abilities
    for iid, ab in made:
        assert ab == card_abilities(iid, game.defs[iid])
        assert all(
            e == (iid, verb, prm, None)
            for e, (verb, prm) in zip(ab.static_entries, ab.statics, strict=True)
        )
        assert [v for v, _ in ab.by_verb] == [v for v, _ in ab.statics]
        assert all(entry[0] == iid and entry[2] is None for _, entry in ab.by_verb)
        assert [(ev, e[1], e[3]) for ev, e in ab.when_entries] == [
            (ev, a, prm) for a, ev, prm in ab.whenever
        ]
    iid, ab = made[0]
    assert card_abilities(iid + 1, game.defs[iid]) != ab  # the entries name their instance
