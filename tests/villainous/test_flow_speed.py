"""The shortcuts of the turn flow answer exactly as the general rules they stand for.

What happens after an action is found legal is written for the compiled build: the
dispatcher calls each starter directly instead of through the table of triggers, and
the turn skips work whose answer it already knows. Each test here holds one such
shortcut to the general rule it replaces.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from toolkit.native import compiled_modules
from toolkit.villainous import verbs
from toolkit.villainous.carddef import Effect
from toolkit.villainous.derived import (
    card_abilities,
    card_kind,
    condition_trigger,
    state_condition,
)
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.phases import MOVE, PHASES
from toolkit.villainous.state import NOT_AT, Frame
from toolkit.villainous.triggers import _BY_EVENT, Triggers
from toolkit.villainous.turn import _FACTS, _FINISH, TurnFlow, _instance_facts
from toolkit.villainous.verbs import TREASURE_FILTERS

VILLAINS = (
    ["captain_hook", "ursula", "tamatoa"],
    ["davy_jones", "evil_queen"],
    ["tamatoa", "davy_jones", "evil_queen", "ursula", "captain_hook"],
)
_EVENT_KINDS = [*sorted(_BY_EVENT), "gain", "draw", "no_such_event"]
"""Every kind the table starts something for, and some it starts nothing for."""


@pytest.mark.skipif(
    "toolkit.villainous.triggers" in compiled_modules(),
    reason="replaces the starters of the class, which the compiled build cannot",
)
@pytest.mark.parametrize("kind", _EVENT_KINDS)
def test_dispatch_starts_the_rows_of_the_trigger_table_in_order(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    called: list[str] = []

    def recorder(name: str) -> Any:
        def start(self: Triggers, ev: Any, chooser: int, card: int, flag: bool) -> None:
            called.append(name)

        return start

    game = VillainousGame.new(1, villains=["ursula", "davy_jones"])
    names = {s.__name__ for starters in _BY_EVENT.values() for s in starters}
    for name in names:
        monkeypatch.setattr(Triggers, name, recorder(name))
    game._dispatch((kind, 0, 0, 0, 0))
    assert called == [s.__name__ for s in _BY_EVENT.get(kind, ())]
    called.clear()
    game._emit((kind, 0, 0, 0, 0))
    assert called == [s.__name__ for s in _BY_EVENT.get(kind, ())]


@pytest.mark.skipif(
    "toolkit.villainous.turn" in compiled_modules(),
    reason="replaces the steps of the class, which the compiled build cannot",
)
@pytest.mark.parametrize("name", [ph.name for ph in PHASES if not ph.decides])
def test_settle_finishes_a_phase_nobody_decides_in_by_its_step_of_the_table(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    called: list[str] = []

    def recorder(step: str) -> Any:
        def finish(self: TurnFlow) -> None:
            called.append(step)
            self.phase = MOVE  # a phase the active player decides in: the turn waits

        return finish

    game = VillainousGame.new(1, villains=["ursula", "davy_jones"])
    for step in ("_begin_move", "_finish_end"):
        monkeypatch.setattr(TurnFlow, step, recorder(step))
    assert game.pending is None and not game.stack
    game.phase = name
    game._settle()
    assert called == [_FINISH[name].__name__]


# -- target selection -------------------------------------------------------------------
def _select_filter_by_filter(game: VillainousGame, fr: Frame, sel: Any) -> list[int]:
    """The cards a SEL selects, one filter after the other over the whole Realm (the
    plain reading of the reference that :meth:`Interpreter._select` does in one walk)."""
    seat = fr.owner
    if sel == "self":
        return [fr.source] if isinstance(fr.source, int) else []
    if sel == "it":
        return [fr.it] if fr.it is not None else []
    if sel == "host":
        h = game.host.get(fr.source) if isinstance(fr.source, int) else None
        return [h] if h is not None else []
    p = game.players[seat]
    whats = sel.get("what", ["hero", "ally", "item"])
    whats = whats if isinstance(whats, list) else [whats]
    cards = [i for i in game.realm_cards(seat) if game.defs[i].type in whats]
    if "card" in sel:
        cards = [i for i in game.realm_cards(seat) if game.defs[i].id == sel["card"]]
    if "family" in sel:
        cards = [i for i in cards if game.defs[i].family == sel["family"]]
    where = sel.get("where", "any")
    if where == "here":
        src = fr.source
        here = game._src_loc(src, game.host.get(src) if isinstance(src, int) else None)
        cards = [i for i in cards if game.loc_of(i) == here]
    elif where == "villain_location":
        cards = [i for i in cards if game.loc_of(i) == p.loc]
    elif where == "unlocked":
        cards = [i for i in cards if game.loc_of(i) not in p.locked]
    elif where == "chosen_location":
        li = fr.scratch.get("chosen_location")
        if li is not None:
            cards = [i for i in cards if game.loc_of(i) == li]
    if "min_strength" in sel:
        cards = [i for i in cards if game.strength(i) >= sel["min_strength"]]
    if "max_strength" in sel:
        cards = [i for i in cards if game.strength(i) <= sel["max_strength"]]
    t = sel.get("treasure")
    if t is not None:
        tokens = {i: p.treasure_on.get(i) for i in cards}
        if t == "none":
            cards = [i for i in cards if tokens[i] is None]
        elif t == "any":
            cards = [i for i in cards if tokens[i] is not None]
        elif t == "face_down":
            cards = [i for i in cards if tokens[i] is not None and not tokens[i][1]]
        else:
            cards = [i for i in cards if tokens[i] is not None and bool(tokens[i][1])]
    if sel.get("unattached"):
        cards = [i for i in cards if i not in game.host]
    if sel.get("attached"):
        cards = [i for i in cards if i in game.host]
    return cards


def _data_sels(value: Any, out: list[Any]) -> None:
    """Every SEL written in the cards' effects (targets, attached items and their hosts)."""
    if isinstance(value, dict):
        for key, v in value.items():
            if key in ("target", "item", "to") and (
                (isinstance(v, dict) and set(v) <= set(verbs.SEL_KEYS)) or v in _WORDS
            ):
                out.append(v)
            _data_sels(v, out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _data_sels(v, out)
    elif isinstance(value, Effect):
        _data_sels(value.params, out)


_WORDS = ("self", "it", "host")


def _sels(game: VillainousGame) -> list[Any]:
    found: list[Any] = []
    for d in game.defs:
        for ab in d.abilities:
            _data_sels(list(ab.effects), found)
    found += list(_WORDS)
    ids = sorted({d.id for d in game.defs if d.type in ("hero", "ally", "item")})
    for what in ("hero", "ally", "item", ["ally", "item"], ["hero"]):
        for where in sorted(verbs.SEL_WHERE):
            found.append({"what": what, "where": where})
    for t in TREASURE_FILTERS:
        found.append({"what": "hero", "treasure": t, "unattached": True})
    found += [{"card": cid, "attached": True} for cid in ids[:6]]
    found += [{"card": cid, "what": "ally", "min_strength": 2} for cid in ids[6:12]]
    found += [{"family": "pirate", "max_strength": 3}, {"min_strength": 1, "max_strength": 4}]
    return found


@pytest.mark.parametrize("villains", VILLAINS, ids=lambda v: "-".join(v))
def test_select_walks_the_realm_once_with_the_same_answer(villains: list[str]) -> None:
    rng = random.Random(5)
    game = VillainousGame.new(5, villains=villains)
    sels = _sels(game)
    checked = 0
    for step in range(400):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
        if step % 7:
            continue
        for seat in range(game.n):
            sources: list[Any] = [None, "a_token", *game.realm_cards(seat)[:4]]
            for src in sources:
                fr = Frame(seat, seat, src, ())
                fr.it = rng.choice([None, *game.realm_cards(seat)[:3]])
                if rng.random() < 0.5:
                    fr.scratch["chosen_location"] = rng.randrange(4)
                for sel in sels:
                    assert game._select(fr, sel) == _select_filter_by_filter(game, fr, sel)
                    checked += 1
    assert checked > 10_000


# -- destinations -------------------------------------------------------------------------
def _dests_from_open_list(
    game: VillainousGame, fr: Frame, dest: Any, card: int | None, ignore_lock: bool
) -> list[int]:
    """The destinations of a DEST from the list of open locations (the plain reading of
    :meth:`Interpreter._dests`)."""
    p = game.players[fr.owner]
    ok = [li for li in range(4) if ignore_lock or li not in p.locked]
    if isinstance(dest, dict):
        li = p.villain.loc_index(dest["location"])
        return [li] if li in ok else []
    cur = game.loc_of(card) if card is not None and game.in_realm(card) else -1
    if dest == "adjacent":
        return [li for li in (cur - 1, cur + 1) if li in ok]
    if dest == "any_unlocked":
        return [li for li in ok if li != cur]
    if dest == "location_with_ally":
        return [li for li in ok if game.allies(fr.owner, li) and li != cur]
    if dest == "villain_location":
        return [p.loc] if p.loc in ok else []
    if dest == "this_location":
        src = fr.source
        li = game._src_loc(src, game.host.get(src) if isinstance(src, int) else None)
        if li < 0 and isinstance(src, int):
            li = p.loc
        return [li] if li in ok else []
    if dest == "location_of_it":
        li = game.loc_of(fr.it) if fr.it is not None else -1
        return [li] if li in ok and li != cur else []
    return []


@pytest.mark.parametrize("villains", VILLAINS, ids=lambda v: "-".join(v))
def test_destinations_are_the_open_locations_the_dest_names(villains: list[str]) -> None:
    rng = random.Random(8)
    game = VillainousGame.new(8, villains=villains)
    words: list[Any] = [*sorted(verbs.DESTINATIONS), "no_such_place", None]
    checked = 0
    for step in range(400):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
        if step % 5:
            continue
        for seat in range(game.n):
            p = game.players[seat]
            dests = [*words, *({"location": lv.id} for lv in p.villain.locations)]
            realm = game.realm_cards(seat)
            for src in [None, "a_token", *realm[:3]]:
                fr = Frame(seat, seat, src, ())
                fr.it = rng.choice([None, *realm[:3]])
                for card in [None, *realm[:4], len(game.defs) - 1]:
                    for dest in dests:
                        for ignore in (False, True):
                            assert game._dests(fr, dest, card, ignore) == _dests_from_open_list(
                                game, fr, dest, card, ignore
                            )
                            checked += 1
        if step % 50 == 0:  # now and then a location closes, to see locks at work
            game.players[rng.randrange(game.n)].locked.add(rng.randrange(4))
    assert checked > 10_000


# -- the facts derived from a line-up's designs ------------------------------------------
def test_the_facts_of_a_line_up_are_those_derived_afresh() -> None:
    for villains in [*VILLAINS, VILLAINS[0]]:  # the last line-up is found in the cache
        for seed in (1, 2):
            game = VillainousGame.new(seed, villains=villains)
            defs = game.defs
            assert (
                game._kind,
                game._abilities,
                game._state_condition,
                game._condition_trigger,
                game._coverers,
            ) == (
                tuple(card_kind(d) for d in defs),
                tuple(card_abilities(i, d) for i, d in enumerate(defs)),
                tuple(state_condition(d) for d in defs),
                tuple(condition_trigger(d) for d in defs),
                any(d.covers_actions for d in defs),
            )
            assert _FACTS[tuple(id(d) for d in defs)][0] == defs


def test_the_facts_of_other_designs_under_the_same_identities_are_not_served() -> None:
    game = VillainousGame.new(1, villains=VILLAINS[1])
    defs = list(game.defs)
    key = tuple(id(d) for d in defs)
    stale = (list(reversed(defs)), *_FACTS[key][1:])  # as if the ids had been reused
    _FACTS[key] = stale
    try:
        fresh = _instance_facts(defs)
        assert fresh is not stale and fresh[0] == defs
        assert fresh[1] == tuple(card_kind(d) for d in defs)
    finally:
        _FACTS.pop(key, None)


# -- the locations by instance id --------------------------------------------------------
@pytest.mark.parametrize("villains", VILLAINS, ids=lambda v: "-".join(v))
def test_the_locations_by_instance_id_equal_the_realm_mapping(villains: list[str]) -> None:
    rng = random.Random(3)
    game = VillainousGame.new(3, villains=villains)
    for step in range(500):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
        expected = [game.at.get(i, NOT_AT) for i in range(len(game.defs))]
        assert game._at_loc == expected
        if step % 60 == 0:
            copy = game.clone()
            assert isinstance(copy, VillainousGame)
            assert copy._at_loc == expected and copy._at_loc is not game._at_loc
    assert game.loc_of(-1) == game.loc_of(len(game.defs)) == -1
