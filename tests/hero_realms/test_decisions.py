"""Every kind of pending decision: the listing is exactly what its one check accepts.

For each kind in :data:`toolkit.hero_realms.decisions.DECISIONS` a real position is
built where that decision is pending (a card played or used, a commander knocked out),
and the test asks the kind's check about every card number, seat and count around it:
the legal actions are exactly the answers the check lets through (``pass`` included
when, and only when, the decision may be declined), every other answer is refused
with a reason, and one refusal through :meth:`Game.apply` names its rule and leaves
the state as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.hero_realms.helpers import (
    Table,
    death_threat_table,
    elven_gift_table,
    tyrannor_table,
)
from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.decisions import ANSWERS, DECISIONS, REFUSED, answers, why_not_answer
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.hero_realms.prompts import PROMPTS, describe_pending

ENGINE = Path(__file__).resolve().parents[2] / "toolkit" / "hero_realms"


def _variant(variant: str, players: int, specs: list[dict[str, Any]], **position: Any) -> Table:
    """A table of ``variant`` from an exact position (unlisted seats: empty hands)."""
    specs = specs + [{} for _ in range(players - len(specs))]
    for spec in specs:
        if not set(spec) & {"hand", "deck", "discard", "in_play", "champions"}:
            spec["hand"] = []
    setup = {"variant": variant, "players": players, "position": {"players": specs, **position}}
    return Table.wrap(HeroRealmsGame.from_setup(setup, 1))


# -- one position per kind (and per way of declining) -------------------------------------
def _choose() -> Table:
    # rule: HR-A4 (Darian's expend: 3 combat or 4 health)
    t = Table(p0={"hand": ["darian-war-mage"]})
    return t.play("darian-war-mage").expend("darian-war-mage")


def _sacrifice() -> Table:
    # rule: HR-A7 (Tyrannor: sacrifice up to two cards from hand or discard pile)
    return tyrannor_table(p1={"hand": ["ruby"]}).expend("tyrannor-the-devourer")


def _stun() -> Table:
    # rule: HR-C4 (Death Threat's ally: stun a champion, not optional)
    return death_threat_table().play("death-threat", "street-thug").ally("death-threat")


def _stun_guarded() -> Table:
    # rule: HR-C4 (Rake's expend: you may stun a champion; a prepared guard blocks the rest)
    t = Table(
        p0={"champions": ["rake-master-assassin", "cristov-the-just"]},
        p1={"champions": ["street-thug", "orc-grunt"]},
    )
    return t.expend("rake-master-assassin")


def _prepare() -> Table:
    # rule: HR-A5 (Rally the Troops' ally: prepare an expended champion)
    t = Table(
        p0={
            "hand": ["rally-the-troops"],
            "champions": ["cristov-the-just", "darian-war-mage", "orc-grunt"],
            "expended": ["cristov-the-just", "darian-war-mage"],
        }
    )
    return t.play("rally-the-troops").ally("rally-the-troops")


def _target() -> Table:
    # rule: HR-V1, HR-E1 (Spark: target opponent discards; one opponent is already out)
    t = _variant(
        "free-for-all",
        4,
        [{"combat": 3, "hand": ["spark"]}],
        health=[50, 50, 3, 50],
        active=0,
    )
    return t.attack_player(2, 3).play("spark")


def _discard() -> Table:
    # rule: HR-D1 (Elven Gift: draw a card, then discard one)
    return elven_gift_table("gold", "wolf-shaman").play("elven-gift").answer("draw_count", 1)


def _draw_count() -> Table:
    # rule: HR-A4 (Elven Gift: you may draw up to one card, then discard as many)
    return elven_gift_table("gold").play("elven-gift")


def _to_top_any() -> Table:
    # rule: HR-D1 (Smash and Grab: you may put a card of the discard pile on the deck)
    t = Table(p0={"hand": ["smash-and-grab"], "discard": ["gold", "orc-grunt"]})
    return t.play("smash-and-grab")


def _to_top_champion() -> Table:
    # rule: HR-T3 (Varrick: put a champion of the discard pile on the deck, not optional)
    t = Table(
        p0={
            "champions": ["varrick-the-necromancer"],
            "discard": ["gold", "orc-grunt", "street-thug"],
        }
    )
    return t.expend("varrick-the-necromancer")


def _bequeath() -> Table:
    # rule: HR-V11 (a knocked-out commander may give one card to their emperor)
    t = _variant(
        "emperor",
        6,
        [
            {"combat": 5},
            {},
            {},
            {"hand": ["ruby"], "discard": ["dagger"], "champions": ["street-thug"]},
        ],
        health=[50, 60, 50, 5, 60, 50],
    )
    return t.attack_player(3, 5)


# kind, the position, an answer its check refuses, the rule that refusal names
Case = tuple[str, Callable[[], Table], Callable[[Table], Action], str | None]
CASES: dict[str, Case] = {
    "choose": ("choose", _choose, lambda t: Action("choose", (2,)), "HR-A4"),
    "sacrifice": (
        "sacrifice",
        _sacrifice,
        lambda t: t.act("sacrifice_card", t.iid(1, "hand", "ruby")),  # not the player's
        "HR-A7",
    ),
    "stun": ("stun", _stun, lambda t: Action("pass"), None),  # not optional
    "stun-guarded": (
        "stun",
        _stun_guarded,
        lambda t: t.act("stun", t.iid(1, "champions", "street-thug")),
        "HR-C4",
    ),
    "stun-own": (
        "stun",
        _stun_guarded,
        lambda t: t.act("stun", t.iid(0, "champions", "cristov-the-just")),
        "HR-C4",
    ),
    "prepare": (
        "prepare",
        _prepare,
        lambda t: t.act("prepare", t.iid(0, "champions", "orc-grunt")),  # a ready champion
        "HR-A5",
    ),
    "target": ("target", _target, lambda t: Action("target", (2,)), "HR-E1"),
    "discard": (
        "discard",
        _discard,
        lambda t: t.act("discard", t.iid(0, "in_play", "elven-gift")),
        "HR-D1",
    ),
    "draw_count": ("draw_count", _draw_count, lambda t: Action("draw_count", (2,)), "HR-A4"),
    "to_top": (
        "to_top",
        _to_top_any,
        lambda t: t.act("to_top", t.iid(0, "in_play", "smash-and-grab")),
        "HR-D1",
    ),
    "to_top-champion": (
        "to_top",
        _to_top_champion,
        lambda t: t.act("to_top", t.iid(0, "discard", "gold")),
        "HR-T3",
    ),
    "bequeath": (
        "bequeath",
        _bequeath,
        lambda t: t.act("bequeath", t.iid(0, "deck", "gold")),  # the attacker's own card
        "HR-V11",
    ),
}


def _universe(t: Table, kind: str) -> list[Action]:
    """Every answer worth asking about: each answer kind with every number around the table."""
    g = t.game
    top = max(len(g.defs), len(g.players)) + 2
    kinds = {a for answers_ in ANSWERS.values() for a in answers_ if a != "pass"}
    out = [Action(k, (n,)) for k in sorted(kinds) for n in range(-2, top)]
    out += [Action("pass"), Action("pass", (0,)), Action("end_turn"), Action("play", (0,))]
    out += [Action(DECISIONS[kind].answer, ()), Action(DECISIONS[kind].answer, (0, 1))]
    return out


@pytest.mark.parametrize("case", sorted(CASES))
def test_listing_is_exactly_what_the_check_accepts(case: str) -> None:
    kind, build, _refused, _rule = CASES[case]
    t = build()
    g = t.game
    pend = g.pending
    assert pend is not None and pend[0] == kind, f"{case}: {pend}"
    decision = DECISIONS[kind]
    listed = g.legal_actions()
    assert len(set(listed)) == len(listed), "an answer is listed twice"
    assert list(listed) == answers(g, pend) == list(g.fresh_legal_actions())
    # The check alone (as the listing asks it) accepts exactly the listed choices.
    by_check = {
        Action(decision.answer, (n,))
        for n in range(-2, max(len(g.defs), len(g.players)) + 2)
        if decision.check(g, pend, n, False) is None
    }
    assert by_check == {a for a in listed if a.kind != "pass"}
    assert (Action("pass") in listed) == decision.optional(pend)
    # Asked with reasons, the same check refuses everything else, each with its words.
    accepted = set()
    for action in _universe(t, kind):
        err = why_not_answer(g, pend, action)
        if err is None:
            accepted.add(action)
            assert g.is_legal(action)
        else:
            assert err is not REFUSED and str(err), f"{action} refused without a reason"
            assert not g.is_legal(action)
            assert str(g.why_illegal(action)) == str(err)
    assert accepted == set(listed)
    # The public record offers the same answers, with the table's bounds and rule.
    record = g.pending_decision
    assert record is not None and record.kind == kind
    assert [o.action for o in record.options] == list(listed)
    assert (record.min_choices, record.max_choices) == decision.choices(pend)
    assert record.rule == (g.variant.rule if kind == "target" else decision.rule)
    assert record.prompt and record.prompt != kind  # worded by describe_pending


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_refused_answer_names_its_rule_and_changes_nothing(case: str) -> None:
    _kind, build, refused, rule = CASES[case]
    t = build()
    g = t.game
    action = refused(t)
    assert action not in g.legal_actions()
    before = g.state_dict()
    with pytest.raises(IllegalActionError) as err:
        g.apply(action)
    assert err.value.rule == rule, f"{action}: {err.value}"
    assert g.state_dict() == before
    t.refused(action, rule=rule)  # and the legal actions, the text, the pools: the same


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_listed_answer_is_applied(case: str) -> None:
    """Each listed answer applies on a fresh copy of the position and answers the decision."""
    _kind, build, _refused, _rule = CASES[case]
    for i, action in enumerate(build().game.legal_actions()):
        g = build().game
        assert g.legal_actions()[i] == action
        before = g.state_dict()
        g.apply(action)
        after = g.state_dict()
        assert after != before and after["decisions"] == before["decisions"] + 1


def test_the_table_covers_every_kind_the_engine_makes_pending() -> None:
    made = set()
    for path in ENGINE.glob("*.py"):
        made |= set(
            re.findall(r"set_pending\(\w+, \(\s*\"(\w+)\"", path.read_text(encoding="utf-8"))
        )
    assert made == set(DECISIONS) == set(ANSWERS)
    assert {CASES[c][0] for c in CASES} == set(DECISIONS)  # a position for each kind
    for kind, decision in DECISIONS.items():
        assert decision.kind == kind
        assert ("pass" in ANSWERS[kind]) == (decision.pass_words is not None)
        assert decision.prompt == kind  # the key describe_pending words it by
    assert {d.prompt for d in DECISIONS.values()} == set(PROMPTS)  # a question for each


def test_the_prompts_speak_every_language_of_each_kind() -> None:
    # rule: HR-A4 (the player is told what the pending decision asks, in their language)
    english = {}
    for case, (kind, build, *_rest) in CASES.items():
        game = build().game
        for lang in ("en", "es", "it"):
            words = describe_pending(game, lang)
            assert words and words != kind and "{" not in words, (case, lang, words)
            if lang == "en":
                english[case] = words
            else:  # translated, not the English question again
                assert words != english[case], (case, lang, words)


def test_no_if_chain_on_the_pending_kind_outside_the_table() -> None:
    # rule: HR-T2 (one place decides each answer: legality and effects read the table)
    for name in ("legality.py", "effects.py", "prompts.py"):
        source = (ENGINE / name).read_text(encoding="utf-8")
        assert "pend[0] ==" not in source and "pending[0] ==" not in source
        for kind in DECISIONS:
            assert f'kind == "{kind}"' not in source, f"{name} tests the kind {kind}"
