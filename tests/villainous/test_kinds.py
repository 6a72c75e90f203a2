"""The registry of Villainous turn actions (toolkit.villainous.kinds).

On seeded positions of every villain pairing, the legal listing of each kind is exactly
the candidates its check passes, in the same order for each kind (the listing derives from the check);
every refused candidate gets a typed refusal that names a rule; and the refusals of
actions that are not listed keep their words.
"""

from __future__ import annotations

import itertools

import pytest

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.villainous.bots import HeuristicBot, VillainousRandomBot
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.decisions import ANSWER_REGISTRY, DECISIONS
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.kinds import KINDS, SYMBOL_KIND, TURN_KINDS, candidates

PAIRS = [list(p) for p in itertools.permutations(VILLAINS, 2)]


def _positions(seed: int, villains: list[str], bot: type, most: int = 60, pending: bool = False):
    """The positions of a seeded game where the player to act takes a turn action (or,
    with ``pending``, answers a pending decision)."""
    game = VillainousGame.new(seed, villains=villains)
    bots = [bot(seed * 7 + i) for i in range(game.n)]
    for _ in range(most):
        if game.is_over:
            return
        if (game.pending is not None) == pending:
            yield game
        game.apply(bots[game.current_player].choose(game, game.legal_actions()))


@pytest.mark.parametrize("villains", PAIRS, ids=["-".join(v) for v in PAIRS])
def test_the_listing_is_the_candidates_the_check_passes(villains: list[str]) -> None:  # rule: V-T3
    seen: set[str] = set()
    for seed, bot in ((3, HeuristicBot), (4, VillainousRandomBot)):
        for game in _positions(seed, villains, bot):
            listed = list(game.legal_actions())
            assert KINDS.drift(game, listed) == {}
            checked = [a for k in KINDS for a in k.checked_listing(game)]
            assert sorted(map(repr, checked)) == sorted(map(repr, listed))  # listed slot by slot
            seen.update(a.kind for a in listed)
            for name in KINDS.names:
                for action in candidates(game, name):
                    why = KINDS.check(game, action)
                    if why is not None:
                        assert isinstance(why, IllegalActionError) and why.rule
    assert {"move", "power", "play", "end"} <= seen


@pytest.mark.parametrize("villains", PAIRS, ids=["-".join(v) for v in PAIRS])
def test_the_answers_are_the_candidates_the_check_passes(villains: list[str]) -> None:  # rule: V-T3
    seen: set[str] = set()
    for seed, bot in ((3, HeuristicBot), (4, VillainousRandomBot)):
        for game in _positions(seed, villains, bot, most=200, pending=True):
            listed = list(game.legal_actions())
            assert ANSWER_REGISTRY.drift(game, listed) == {}
            assert [a for k in ANSWER_REGISTRY for a in k.listing(game)] == sorted(
                listed, key=lambda a: ANSWER_REGISTRY.names.index(a.kind)
            )
            seen.add(game.pending.kind)  # type: ignore[union-attr]
            for kind in ANSWER_REGISTRY:
                for action in kind.candidates(game):
                    why = ANSWER_REGISTRY.check(game, action)
                    assert (why is None) == (action in listed)
                    if why is not None:
                        assert isinstance(why, IllegalActionError) and why.rule
    assert seen, "no pending decision in these games"


def test_an_answer_is_refused_when_nothing_is_pending() -> None:  # rule: V-T3
    game = VillainousGame.new(1, villains=list(VILLAINS[:2]))
    assert ANSWER_REGISTRY.legal(game) == []
    for name in ANSWER_REGISTRY.names:
        args = () if not ANSWER_REGISTRY[name].args else (0,)
        why = ANSWER_REGISTRY.check(game, Action(name, args))
        assert isinstance(why, IllegalActionError)
    assert str(ANSWER_REGISTRY.check(game, Action("stop"))) == (
        "there is no pending decision to answer with stop"
    )
    assert {ANSWER_REGISTRY[d.answer].rule for d in DECISIONS.values()} == {None, "V-T3", "V-V1"}
    with pytest.raises(IllegalActionError):
        ANSWER_REGISTRY.do(game, Action("pass"))


def test_every_symbol_has_its_kind() -> None:  # rule: V-T3
    assert set(SYMBOL_KIND) == {k.symbol for k in TURN_KINDS.values() if k.symbol}
    assert KINDS.names == tuple(TURN_KINDS)
    assert all(KINDS[k].rule for k in KINDS.names)


def test_refusals_keep_their_words() -> None:  # rule: V-F1
    game = VillainousGame.new(1, villains=list(VILLAINS[:2]))
    game.apply(next(a for a in game.legal_actions() if a.kind == "move"))
    fate_slot = next((s for s, _b, sym, _c in game.slots() if sym.startswith("fate")), None)
    if fate_slot is not None:
        why = KINDS.check(game, Action("fate", (fate_slot, game.active)))
        assert why is not None and why.rule == "V-F1"
    why = KINDS.check(game, Action("move", (0,)))
    assert why is not None and str(why) == "V-T1: the villain has already moved this turn"
    with pytest.raises(IllegalActionError, match="there is no action 'jump'"):
        game.apply(Action("jump"))
