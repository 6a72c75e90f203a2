"""Legality has one source: the legal listing keeps what every check passes, and a refused
action is explained by the check it fails (toolkit/villainous/checks.py).

Random games are played; at each decision every candidate move of the villain, card
move, activation and Fate target is built (legal or not) and the listing, the check and
the refusal are compared.
"""

from __future__ import annotations

import random

import pytest

from toolkit.core.actions import Action
from toolkit.villainous import checks, kinds, kinds_vanquish
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.kinds import SYMBOL_KIND as _SYMBOL_KIND
from toolkit.villainous.phases import MOVE

VILLAINS = (
    ["captain_hook", "ursula", "tamatoa"],
    ["davy_jones", "evil_queen"],
    ["tamatoa", "captain_hook", "davy_jones", "ursula"],
)


def _candidates(game: VillainousGame) -> list[tuple[Action, tuple[str, str] | None]]:
    """(action, what the check says of it) for every candidate of the checked kinds."""
    p = game.players[game.active]
    if game.phase == MOVE:
        return [(Action("move", (li,)), kinds.move_refusal(game, p, li)) for li in range(4)]
    out: list[tuple[Action, tuple[str, str] | None]] = []
    realm = [i for i in range(len(game.defs)) if game.in_realm(i)]
    for slot, _base, sym, _covered in game.slots():
        kind = _SYMBOL_KIND.get(sym.split(":")[0])
        if kind in ("move_ally", "move_hero"):
            for iid in realm:
                for to in range(4):
                    why = checks.card_move_refusal(game, p, kind, iid, to)
                    out.append((Action(kind, (slot, iid, to)), why))
        elif kind == "activate":
            for iid in realm:
                out.append((Action(kind, (slot, iid)), kinds.activation_refusal(game, p, iid)))
        elif kind == "fate":
            for t in range(game.n + 1):
                out.append((Action(kind, (slot, t)), kinds.fate_refusal(game, p.seat, t)))
    return out


# rule: V-T1  # rule: V-T3  # rule: V-C1  # rule: V-F1  # rule: V-S6
@pytest.mark.parametrize("villains", VILLAINS, ids=lambda v: "-".join(v))
def test_the_listing_and_the_refusals_come_from_the_same_checks(villains: list[str]) -> None:
    rng = random.Random(len(villains))
    compared = refused = 0
    for seed in range(3):
        game = VillainousGame.new(seed, villains=villains)
        for _ in range(250):
            if game.over:
                break
            legal = game.legal_actions()
            if game.pending is None:
                for action, why in _candidates(game):
                    compared += 1
                    assert (action in legal) == (why is None), (action, why)
                    if why is not None:
                        before = game.state_dict()
                        err = game.why_illegal(action)
                        assert err is not None and (err.template, err.rule) == why, action
                        assert game.state_dict() == before
                        refused += 1
            game.apply(rng.choice(legal))
    assert compared > 100 and refused > 50  # both sides of every check were seen


# rule: V-V1
def test_a_vanquish_refusal_names_the_same_allies_the_listing_counts() -> None:
    """A Vanquish is listed exactly for the Heroes the shared ally search can reach, and
    the refusal of any other Hero in the Realm reports one of the Vanquish reasons."""
    rng = random.Random(3)
    seen = 0
    for seed in range(4):
        game = VillainousGame.new(seed, villains=["captain_hook", "ursula"])
        for _ in range(300):
            if game.over:
                break
            legal = game.legal_actions()
            slots = [s for s, _b, sym, _c in game.slots() if sym.startswith("vanquish")]
            if game.pending is None and game.phase != MOVE and slots:
                p = game.players[game.active]
                listed = {h for h, *_rest in kinds_vanquish.vanquish_targets(game, p)}
                for h in game.heroes(p.seat):
                    action = Action("vanquish", (slots[0], h))
                    assert (action in legal) == (h in listed)
                    if h not in listed:
                        err = game.why_illegal(action)
                        assert err is not None and err.rule in ("V-V1", "V-S6")
                        seen += 1
            game.apply(rng.choice(legal))
    assert seen > 0
