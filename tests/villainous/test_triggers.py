"""Triggered abilities are found from events by one dispatcher (``triggers.py``).

The structure tests check that no move, effect or turn step picks abilities itself and
that every trigger word of the data and of the verb registry has exactly one row in
:data:`~toolkit.villainous.triggers.TRIGGER_TABLE`. The scenarios build a position, act
through ``game.apply`` and check that the event started the ability, in the order the
table gives. Other triggers are covered by the card scenarios: ``ally_played`` by
``test_eight_eyed_bats_may_follow_another_ally_that_is_played``
(``test_card_scenarios_tamatoa.py``), ``on_discard`` from a Realm by
``test_hadras_reveals_a_treasure_when_discarded`` and ``other_hero_played`` by
``test_elizabeth_swann_gains_a_token_for_each_other_hero_played``
(``test_card_scenarios_davy_jones.py``).
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

from tests.villainous.helpers import card, find, in_hand, position, vanquish
from toolkit.core.actions import Action
from toolkit.villainous import verbs
from toolkit.villainous.triggers import _BY_EVENT, NOT_STARTED, TRIGGER_TABLE

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "toolkit" / "villainous"
DATA = ROOT / "data" / "villainous"

PICKING = ("triggered", "_fire", "_push_ability")
"""The calls that pick or start abilities: only the triggers layer makes them."""

NO_PICKING = (
    "moves.py",
    "turn.py",
    "effects.py",
    "effects_cards.py",
    "effects_realm.py",
    "effects_treasure.py",
    "effects_compose.py",
    "effects_fate.py",
)
"""The modules that change the table: they log events and pick no ability."""


def _calls(path: Path, names: tuple[str, ...]) -> list[str]:
    """``module:line name`` of every call of a method called one of ``names``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.name}:{node.lineno} {node.func.attr}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in names
    ]


def test_no_move_effect_or_turn_step_picks_abilities() -> None:
    found = [c for name in NO_PICKING for c in _calls(PACKAGE / name, PICKING)]
    assert not found, f"only triggers.py picks abilities: {found}"


def test_only_the_triggers_layer_starts_abilities() -> None:
    # the effect interpreter and the checks may read a card's abilities (whether an Effect
    # can be played, what an Activate costs); pushing them is the dispatcher's alone
    found = [
        c
        for path in sorted(PACKAGE.glob("*.py"))
        if path.name != "triggers.py"
        for c in _calls(path, ("_fire", "_push_ability", "_start_on_play"))
    ]
    assert not found, found


def test_the_structure_check_finds_a_call_that_picks_abilities(tmp_path: Path) -> None:
    bad = tmp_path / "moves.py"
    bad.write_text("def f(self):\n    self._fire(0, 'start_of_turn')\n", encoding="utf-8")
    assert _calls(bad, PICKING) == ["moves.py:2 _fire"]


def _data_words(node: Any, words: set[str]) -> None:
    """The trigger words an ability tree uses: ``trigger`` values, and the events of
    ``whenever`` abilities and ``until_next_turn`` effects (not the Condition events)."""
    if isinstance(node, dict):
        trigger = node.get("trigger")
        if trigger is not None:
            said = [trigger] if isinstance(trigger, str) else list(trigger)
            words.update(said)
            if "whenever" in said:
                words.update(node["event"])
        if "until_next_turn" in node:
            words.update(node["until_next_turn"]["event"])
        for value in node.values():
            _data_words(value, words)
    elif isinstance(node, list):
        for value in node:
            _data_words(value, words)


def test_every_trigger_word_has_exactly_one_row() -> None:
    registry = set(verbs.TRIGGERS | verbs.EVENTS)
    data: set[str] = set()
    for path in sorted(DATA.glob("*.yaml")):
        _data_words(yaml.safe_load(path.read_text(encoding="utf-8")), data)
    assert {"on_discard", "ally_played", "host_moved_to", "on_defeat"} <= data
    assert data <= registry, f"words of the data outside the registry: {data - registry}"
    rows = Counter(row.word for row in TRIGGER_TABLE)
    twice = sorted(w for w, n in rows.items() if n > 1)
    assert not twice, f"words with more than one row: {twice}"
    assert not set(rows) & set(NOT_STARTED)
    missing = sorted(registry - set(rows) - set(NOT_STARTED))
    assert not missing, f"trigger words no row starts: {missing}"
    assert set(rows) | set(NOT_STARTED) == registry
    assert all(row.events and row.when for row in TRIGGER_TABLE)


def test_the_dispatcher_reads_the_table_in_its_order() -> None:
    for kind, starters in _BY_EVENT.items():
        assert starters == tuple(r.start for r in TRIGGER_TABLE if kind in r.events)
    assert set(_BY_EVENT) == {k for r in TRIGGER_TABLE for k in r.events}


# -- scenarios ----------------------------------------------------------------------------------
DAVY = ["davy_jones", "tamatoa"]
URSULA = ["ursula", "davy_jones"]
QUIET = {"hand": []}  # the opponent holds no Conditions that could answer


# rule: V-T3
def test_a_card_discarded_from_hand_does_not_start_its_on_discard() -> None:
    """Hadras's "when discarded" is for leaving the Realm (he reveals a Treasure when used
    to Vanquish, see the Davy Jones scenarios); discarded from hand, nothing starts."""
    game = position(
        DAVY,
        {
            "location": "below_deck",
            "hand": ["hadras", "clanker"],
            "top": {"the_flying_dutchman": ["will_turner"]},
            "treasures": [["will_turner", "jacks_compass", False]],
        },
        QUIET,
    )
    p = game.players[0]
    will, hadras = card(game, 0, "will_turner"), in_hand(game, 0, "hadras")
    game.apply(find(game, "discard", hadras))
    game.apply(Action("stop"))
    assert hadras in p.discard
    assert p.treasure_on[will] == ["jacks_compass", False]
    assert game.pending_decision is None and not game.stack


# rule: V-C2
def test_an_item_starts_its_whenever_when_its_host_is_moved_to_the_named_location() -> None:
    """The Binding Contract (Ursula's Lair) moves with its Hero; moved into Ursula's Lair,
    the Hero is defeated. Moved anywhere else, nothing happens."""

    def game_with_contract() -> Any:
        return position(
            URSULA,
            {
                "location": "the_palace",
                "unlocked": True,
                "hand": [],
                "top": {"erics_ship": ["eric"]},
                "attached": [["binding_contract_ursulas_lair", "eric"]],
            },
            QUIET,
        )

    game = game_with_contract()
    eric = card(game, 0, "eric")
    contract = card(game, 0, "binding_contract_ursulas_lair")
    game.apply(find(game, "move_hero", eric, 0))
    assert not game.in_realm(eric) and eric in game.players[0].fate_discard
    assert not game.in_realm(contract)
    assert ("defeat", 0, eric, 0) in game.events

    other = game_with_contract()
    eric = card(other, 0, "eric")
    other.apply(find(other, "move_hero", eric, 2))
    assert other.in_realm(eric) and other.loc_of(eric) == 2
    assert other.host.get(card(other, 0, "binding_contract_ursulas_lair")) == eric
    assert not any(e[0] == "defeat" for e in other.events)


# rule: V-V1
def test_a_defeat_starts_the_items_then_the_hero_then_the_claimed_token() -> None:
    """James Norrington carries The Black Pearl and the face-up Heart. Vanquishing him
    pushes the Pearl's on_defeat, then his own, then the claim's: they resolve the other
    way round, so the Heart sets Davy's Power to 0 before James pays 2, and the Pearl
    passes to the other Hero at the location last."""
    game = position(
        DAVY,
        {
            "location": "the_flying_dutchman",
            "hand": [],
            "power": 5,
            "top": {"the_flying_dutchman": ["james_norrington", "elizabeth_swann"]},
            "bottom": {"the_flying_dutchman": ["the_kraken", "hadras"]},
            "attached": [["the_black_pearl", "james_norrington"]],
            "treasures": [["james_norrington", "the_heart", True]],
        },
        QUIET,
    )
    p = game.players[0]
    james, liz = card(game, 0, "james_norrington"), card(game, 0, "elizabeth_swann")
    pearl = card(game, 0, "the_black_pearl")
    vanquish(game, james, (card(game, 0, "the_kraken"), card(game, 0, "hadras")))
    assert game.pending_decision is None and not game.stack
    assert "the_heart" in p.claimed
    assert p.power == 2  # 5, set to 0 by the Heart, then +2 for James
    assert game.host.get(pearl) == liz
    kinds = [e[0] for e in game.events[-12:]]
    assert kinds.index("defeat") < kinds.index("claim")
    assert ("claim", 0, "the_heart") in game.events
