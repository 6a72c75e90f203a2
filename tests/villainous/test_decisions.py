"""The table of pending decisions (toolkit/villainous/decisions.py) is the one place each
pending decision is decided: in a real position of every kind, the listing is exactly what
the kind's check accepts, every answer it refuses is refused by ``apply`` naming the
decision's rule with the state unchanged, and every kind the engine creates has its row.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.villainous import decisions
from toolkit.villainous.decisions import ANSWERS, DECISIONS, answers, check, rule_of
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.legality import _ARGS
from toolkit.villainous.pending import (
    CardChoice,
    ConditionOffer,
    MoreDiscards,
    Pending,
    VanquishChoice,
)

from .helpers import card, find, hook_facing_wendy, in_hand, position, refused

ENGINE = Path(decisions.__file__).parent


def _condition() -> VillainousGame:
    """Davy Jones gains Power: Tamatoa may answer with Fish Are Dumb (V-T3)."""
    game = position(
        ["davy_jones", "tamatoa"],
        {"location": "below_deck"},
        {"hand": ["fish_are_dumb", "fish_are_dumb", "fish_monster"], "power": 1},
        fate_token=False,
    )
    game.apply(find(game, "power"))
    return game


def _discard_more() -> VillainousGame:
    """Tamatoa has discarded one card with a Discard Cards action (V-T3)."""
    game = position(
        ["tamatoa", "davy_jones"],
        {"location": "lalotai", "hand": ["bait", "bait", "trapped"]},
    )
    game.apply(find(game, "discard", in_hand(game, 0, "bait")))
    return game


def _vanquish() -> VillainousGame:
    """Captain Hook starts a Vanquish of Wendy (Strength 3) at Jolly Roger (V-V1)."""
    game = hook_facing_wendy()
    game.apply(find(game, "vanquish", card(game, 0, "wendy")))
    return game


def _choose() -> VillainousGame:
    """Davy Jones takes a Fate action: he chooses the Fate card to play (V-F1)."""
    game = position(["davy_jones", "captain_hook"], {"location": "the_flying_dutchman"})
    game.apply(find(game, "fate", 1))
    return game


POSITIONS: dict[str, tuple[Callable[[], VillainousGame], type[Pending], str | None]] = {
    "condition": (_condition, ConditionOffer, "V-T3"),
    "discard_more": (_discard_more, MoreDiscards, "V-T3"),
    "vanquish": (_vanquish, VanquishChoice, "V-V1"),
    "choose": (_choose, CardChoice, "V-F1"),
}
"""A real position of every kind, its record class, and the rule it is decided by."""


def _answers_to_try(game: VillainousGame, kind: str) -> list[Action]:
    """Every answer of the kind's action kinds around the position: each number from
    below the first card (or option) to past the last one, and the closing action."""
    d = DECISIONS[kind]
    pd = game.pending
    assert pd is not None
    top = len(pd.labels) if isinstance(pd, CardChoice) else len(game.defs)
    tried = [Action(d.answer, (n,)) for n in range(-2, top + 3)]
    return tried + ([Action(d.close)] if d.close is not None else [])


@pytest.mark.parametrize("kind", sorted(POSITIONS))
def test_the_listing_is_exactly_what_the_check_accepts(kind: str) -> None:
    # rule: V-T3, V-V1, V-F1 (one decision of each kind)
    build, record, rule = POSITIONS[kind]
    game = build()
    _listing_is_the_check(game, kind, record, rule)
    game.apply(game.legal_actions()[0])  # one answer in: asked again for more, where it is
    if isinstance(game.pending, record):  # (a choice's next question has its own rule)
        _listing_is_the_check(game, kind, record, rule_of(game.pending))


def _listing_is_the_check(
    game: VillainousGame, kind: str, record: type[Pending], rule: str | None
) -> None:
    pd = game.pending
    assert isinstance(pd, record) and pd.kind == kind
    assert rule_of(pd) == rule
    assert game.pending_decision is not None and game.pending_decision.rule == rule
    legal = game.legal_actions()
    assert list(legal) == answers(game, pd)
    assert len(set(legal)) == len(legal) and legal
    accepted = []
    for action in _answers_to_try(game, kind):
        arg = action.args[0] if action.args else None
        why_check = check(game, pd, arg)
        passes = why_check is None
        assert passes == (action in legal), action
        assert passes == game.is_legal(action), action
        if passes:
            accepted.append(action)
        else:
            why = game.why_illegal(action)
            assert isinstance(why, IllegalActionError) and why.rule == rule, (action, why)
            assert why_check is not None and why.rule == why_check.rule
    assert sorted(accepted, key=repr) == sorted(legal, key=repr)


# rule: V-T3
def test_a_condition_is_played_from_the_offer_or_passed() -> None:
    game = _condition()
    pd = game.pending
    assert isinstance(pd, ConditionOffer) and pd.seat == 1
    first, second = card(game, 1, "fish_are_dumb", 0), card(game, 1, "fish_are_dumb", 1)
    assert pd.cards == [first, second]
    assert game.legal_actions() == (
        Action("condition", (first,)),
        Action("condition", (second,)),
        Action("pass"),
    )
    monster = card(game, 1, "fish_monster")  # in hand, but no Condition
    refused(game, Action("condition", (monster,)), "V-T3", "is not a Condition Tamatoa may")
    refused(game, Action("condition", (10_000,)), "V-T3", "card 10000 is not a Condition")
    refused(game, Action("stop"), "V-T3", "must first answer")
    refused(game, Action("end"), "V-T3", "must first answer")
    game.apply(Action("pass"))
    assert game.pending is None and game.events[-1] == ("pass", 1)


# rule: V-T3
def test_more_cards_are_discarded_until_the_player_stops() -> None:
    game = _discard_more()
    pd = game.pending
    assert isinstance(pd, MoreDiscards) and pd.seat == 0 and pd.n == 1
    hand = list(game.players[0].hand)
    assert game.legal_actions() == (*(Action("discard_more", (i,)) for i in hand), Action("stop"))
    not_in_hand = next(i for i in range(len(game.defs)) if i not in hand)
    refused(game, Action("discard_more", (not_in_hand,)), "V-T3", "not in Tamatoa's hand")
    refused(game, Action("pass"), "V-T3", "must first answer")
    game.apply(Action("discard_more", (hand[0],)))
    more = game.pending
    assert isinstance(more, MoreDiscards) and more.n == 2 and more is not pd
    game.apply(Action("stop"))  # two cards discarded: the trigger an opponent may answer
    assert not isinstance(game.pending, MoreDiscards)
    assert ("opponent_discards", 2) in game.cond_events


# rule: V-V1
def test_the_allies_of_a_vanquish_are_added_one_by_one_then_it_is_done() -> None:
    game = _vanquish()
    pd = game.pending
    assert isinstance(pd, VanquishChoice) and pd.hero == card(game, 0, "wendy")
    swash, brute = card(game, 0, "swashbuckler"), card(game, 0, "pirate_brute")
    far = card(game, 0, "pirate_brute", 1)
    assert far not in pd.cands and swash in pd.cands
    assert Action("vanquish_done") not in game.legal_actions()
    refused(game, Action("vanquish_done"), "V-V1", "not strong enough")
    refused(game, Action("vanquish_ally", (far,)), "V-V1", "not at Jolly Roger")
    refused(game, Action("vanquish_ally", (-1,)), "V-V1", "there is no card -1")
    refused(game, Action("condition", (swash,)), "V-V1", "must first answer")
    game.apply(Action("vanquish_ally", (swash,)))
    step = game.pending
    assert isinstance(step, VanquishChoice) and step.chosen == (swash,) and step.total == 2
    assert pd.chosen == () and pd.total == 0  # the record before the answer is unchanged
    refused(game, Action("vanquish_ally", (swash,)), "V-V1", "already taking part")
    game.apply(Action("vanquish_ally", (brute,)))
    assert Action("vanquish_done") in game.legal_actions()
    game.apply(Action("vanquish_done"))
    assert game.pending is None and pd.hero not in game.at


# rule: V-F1
def test_a_choice_inside_a_card_is_answered_by_its_option_number() -> None:
    game = _choose()
    pd = game.pending
    assert isinstance(pd, CardChoice) and pd.key == "fate" and pd.frame in game.stack
    n = len(pd.labels)
    assert game.legal_actions() == tuple(Action("choose", (i,)) for i in range(n))
    refused(game, Action("choose", (n,)), "V-F1", f"the options are numbered 0 to {n - 1}")
    refused(game, Action("pass"), "V-F1", "must first answer")
    game.apply(Action("choose", (0,)))
    assert game.events[game.step_starts[-1] :][0] == ("choice", 0, pd.labels[0])


@pytest.mark.parametrize("kind", sorted(POSITIONS))
def test_a_clone_copies_the_pending_record(kind: str) -> None:
    game = POSITIONS[kind][0]()
    other = game.clone()
    mine, theirs = game.pending, other.pending
    assert type(theirs) is type(mine) and theirs is not mine
    assert isinstance(mine, Pending) and isinstance(theirs, Pending)
    assert other.legal_actions() == game.legal_actions()
    if isinstance(mine, CardChoice):
        assert isinstance(theirs, CardChoice)
        assert theirs.frame is other.stack[game.stack.index(mine.frame)]
    before = game.state_dict()
    other.apply(other.legal_actions()[0])
    assert game.state_dict() == before and game.pending is mine


def _created_records() -> set[str]:
    """The pending record classes the engine modules construct, read from their source."""
    names = {cls.__name__ for cls in Pending.__subclasses__()}
    made = set()
    for path in ENGINE.glob("*.py"):
        if path.name == "pending.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            func = node.func if isinstance(node, ast.Call) else None
            if isinstance(func, ast.Name) and func.id in names:
                made.add(func.id)
    return made


def test_every_kind_the_engine_creates_has_a_row_in_the_table() -> None:
    kinds = {cls.__name__: cls for cls in Pending.__subclasses__()}
    assert _created_records() == set(kinds)  # every record class is made by the engine
    seen = {POSITIONS[k][1]: k for k in POSITIONS}
    assert set(seen) == set(kinds.values())  # and each is built in a position above
    assert set(DECISIONS) == set(POSITIONS) == set(ANSWERS)
    for kind, d in DECISIONS.items():
        assert d.kind == kind
        for answer in ANSWERS[kind]:
            assert answer in _ARGS  # a known action kind, its arguments declared
        assert _ARGS[d.answer] != () and (d.close is None or _ARGS[d.close] == ())


def test_no_chain_on_the_pending_kind_is_left_in_legality_or_the_turn_flow() -> None:
    for name in ("legality.py", "turn.py"):
        source = (ENGINE / name).read_text(encoding="utf-8")
        for chain in ('pd["kind"]', "pending[", "pd.kind ==", "isinstance(pd,"):
            assert chain not in source, (name, chain)
