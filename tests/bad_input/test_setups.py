"""Bad setups and positions of both games: a SetupError naming seat, field and value.

A refused setup builds no game, and it leaves nothing behind: a game built
afterwards from a good setup and the same seed is the game built before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bad_input.helpers import assert_clean
from toolkit.core.errors import SetupError
from toolkit.core.game import Game
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.villainous.engine import VillainousGame


def snapshot(game: Game) -> Any:
    """The whole table: ``state_dict()`` where the engine has it, else text, events, actions."""
    try:
        return game.state_dict()
    except NotImplementedError:
        return str(game), list(game.events), list(game.legal_actions())


def _good_villainous() -> VillainousGame:
    return VillainousGame.from_position(
        {"players": [{"power": 3, "hand": ["cauldron"]}, {}], "phase": "act"},
        seed=4,
        villains=["ursula", "tamatoa"],
    )


def _good_hero_realms() -> HeroRealmsGame:
    return HeroRealmsGame.from_position({"players": [{"combat": 5}, {}]}, seed=4)


LONE = "Ada" + chr(0xDC80)

# (case id, position, words the message must hold)
V_POSITIONS: list[tuple[str, Any, tuple[str, ...]]] = [
    ("position a list", [{"power": 1}], ("position must be a mapping",)),
    ("position a string", "act", ("position must be a mapping",)),
    ("players a mapping", {"players": {"0": {}}}, ("players must be a list",)),
    ("too many seats", {"players": [{}, {}, {}]}, ("at most 2",)),
    ("seat a list", {"players": [["power", 3]]}, ("seat 0 must be a mapping",)),
    ("seat a number", {"players": [{}, 5]}, ("seat 1 must be a mapping",)),
    ("power a string", {"players": [{"power": "3"}]}, ("seat 0 power", "'3'")),
    ("negative power", {"players": [{"power": -1}]}, ("seat 0 power", "-1")),
    ("fractional power", {"players": [{"power": 2.5}]}, ("seat 0 power", "2.5")),
    ("power true", {"players": [{"power": True}]}, ("seat 0 power", "True")),
    ("huge power", {"players": [{"power": 10**100}]}, ("seat 0 power", "999")),
    ("negative poison", {"players": [{}, {"poison": -4}]}, ("seat 1 poison", "-4")),
    ("unknown seat key", {"players": [{"gold": 3}]}, ("seat 0", "unknown key", "gold")),
    ("unknown top key", {"weather": "rain"}, ("unknown key", "weather")),
    ("unknown phase", {"phase": "dance"}, ("phase", "'dance'")),
    ("phase a number", {"phase": 1}, ("phase",)),
    ("fate token holder out of range", {"fate_token": 2}, ("fate_token", "0 to 1", "2")),
    ("fate token holder negative", {"fate_token": -1}, ("fate_token", "-1")),
    ("fate token holder a string", {"fate_token": "0"}, ("fate_token", "'0'")),
    ("hand a string", {"players": [{"hand": "cauldron"}]}, ("seat 0 hand", "list of card ids")),
    ("hand of numbers", {"players": [{"hand": [1, 2]}]}, ("seat 0 hand[0]",)),
    ("enormous hand", {"players": [{"hand": ["cauldron"] * 10**5}]}, ("seat 0 hand", "at most")),
    ("unknown card", {"players": [{"hand": ["excalibur"]}]}, ("excalibur",)),
    ("unknown location", {"players": [{"location": "narnia"}]}, ("seat 0 location", "narnia")),
    ("lock at a number", {"players": [{"lock_at": 2}]}, ("seat 0 lock_at",)),
    (
        "top of an unknown location",
        {"players": [{"top": {"narnia": ["cauldron"]}}]},
        ("seat 0 top", "narnia"),
    ),
    ("top a list", {"players": [{"top": ["cauldron"]}]}, ("seat 0 top", "map location ids")),
    (
        "attached to nothing placed",
        {"players": [{"attached": [["cauldron", "flotsam"]]}]},
        ("seat 0 attached[0]", "host"),
    ),
    ("attached not a pair", {"players": [{"attached": [["cauldron"]]}]}, ("attached[0]", "pair")),
    ("unlocked a string", {"players": [{"unlocked": "yes"}]}, ("seat 0 unlocked", "true or false")),
    (
        "treasure of another villain",
        {"players": [{"claimed": ["golden_crab"]}]},
        ("seat 0", "not a Treasure token"),
    ),
]


@pytest.mark.parametrize(
    ("position", "words"), [pytest.param(p, w, id=i) for i, p, w in V_POSITIONS]
)
def test_bad_villainous_position(position: Any, words: tuple[str, ...]) -> None:
    before = snapshot(_good_villainous())
    with pytest.raises(SetupError) as info:
        VillainousGame.from_position(position, seed=4, villains=["ursula", "tamatoa"])
    message = assert_clean(info.value, SetupError)
    for word in words:
        assert word in message, message
    assert snapshot(_good_villainous()) == before


V_SETUPS: list[tuple[str, Callable[[], Any], tuple[str, ...]]] = [
    ("setup a list", lambda: VillainousGame.from_setup([("villains", [])], 0), ("mapping",)),  # type: ignore[arg-type]
    (
        "villains a string",
        lambda: VillainousGame.from_setup({"villains": "ursula"}, 0),
        ("2 to 6",),
    ),
    ("one villain", lambda: VillainousGame.new(villains=["ursula"]), ("2 to 6",)),
    ("seven villains", lambda: VillainousGame.new(villains=["ursula"] * 7), ("2 to 6",)),
    (
        "unknown villain",
        lambda: VillainousGame.new(villains=["ursula", "jafar"]),
        ("seat 1", "jafar"),
    ),
    ("villain a number", lambda: VillainousGame.new(villains=["ursula", 3]), ("seat 1", "3")),  # type: ignore[list-item]
    ("fate token a string", lambda: VillainousGame.new(fate_token="yes"), ("fate_token",)),  # type: ignore[arg-type]
    ("unknown activation", lambda: VillainousGame.new(activation="twice"), ("activation",)),
    ("unknown key", lambda: VillainousGame.from_setup({"cheats": True}, 0), ("cheats",)),
    ("negative seed", lambda: VillainousGame.new(-1), ("seed", "-1")),
    ("seed a float", lambda: VillainousGame.new(2.0), ("seed",)),  # type: ignore[arg-type]
    ("huge seed", lambda: VillainousGame.new(2**70), ("seed",)),
    ("names too few", lambda: VillainousGame.new(names=["Ada"]), ("names",)),
    ("name a number", lambda: VillainousGame.new(names=["Ada", 7]), ("names[1]", "seat 1")),  # type: ignore[list-item]
    ("empty name", lambda: VillainousGame.new(names=["Ada", " "]), ("names[1]", "empty")),
    ("lone surrogate", lambda: VillainousGame.new(names=[LONE, "Ben"]), ("names[0]", "surrogate")),
    ("control character", lambda: VillainousGame.new(names=["A\x00da", "Ben"]), ("control",)),
    (
        "100,000-character name",
        lambda: VillainousGame.new(names=["x" * 10**5, "Ben"]),
        ("at most 100",),
    ),
]


@pytest.mark.parametrize(("build", "words"), [pytest.param(b, w, id=i) for i, b, w in V_SETUPS])
def test_bad_villainous_setup(build: Callable[[], Any], words: tuple[str, ...]) -> None:
    before = snapshot(_good_villainous())
    with pytest.raises(SetupError) as info:
        build()
    message = assert_clean(info.value, SetupError)
    for word in words:
        assert word in message, message
    assert snapshot(_good_villainous()) == before


HR_CASES: list[tuple[str, Callable[[], Any], tuple[str, ...]]] = [
    ("position a list", lambda: HeroRealmsGame.from_position([{}]), ("mapping",)),  # type: ignore[arg-type]
    ("players a number", lambda: HeroRealmsGame.from_position({"players": 3}), ("players",)),
    (
        "huge combat",
        lambda: HeroRealmsGame.from_position({"players": [{"combat": 10**100}]}),
        ("seat 0 combat", "999"),
    ),
    (
        "huge gold",
        lambda: HeroRealmsGame.from_position({"players": [{}, {"gold": 10**6}]}),
        ("seat 1 gold",),
    ),
    (
        "negative gold",
        lambda: HeroRealmsGame.from_position({"players": [{"gold": -1}]}),
        ("seat 0 gold", "-1"),
    ),
    (
        "fractional combat",
        lambda: HeroRealmsGame.from_position({"players": [{"combat": 1.5}]}),
        ("1.5",),
    ),
    (
        "huge health",
        lambda: HeroRealmsGame.from_position({"health": [10**9, 50]}),
        ("seat 0 health",),
    ),
    ("zero health", lambda: HeroRealmsGame.from_position({"health": [0, 50]}), ("seat 0 health",)),
    ("huge turn", lambda: HeroRealmsGame.from_position({"turn": 10**12}), ("turn",)),
    (
        "active out of range",
        lambda: HeroRealmsGame.from_position({"active": 5}),
        ("active", "0 to 1"),
    ),
    (
        "unknown seat key",
        lambda: HeroRealmsGame.from_position({"players": [{"power": 1}]}),
        ("seat 0", "power"),
    ),
    (
        "enormous hand",
        lambda: HeroRealmsGame.from_position({"players": [{"hand": ["gold"] * 10**5}]}),
        ("at most",),
    ),
    (
        "hand of numbers",
        lambda: HeroRealmsGame.from_position({"players": [{"hand": [1]}]}),
        ("hand[0]",),
    ),
    (
        "unknown variant",
        lambda: HeroRealmsGame.new(variant="battle-royale"),
        ("battle-royale", "known"),
    ),
    ("variant a number", lambda: HeroRealmsGame.new(variant=3), ("variant",)),  # type: ignore[arg-type]
    ("no players", lambda: HeroRealmsGame.new(players=0), ("2 to 6", "0")),
    ("a million players", lambda: HeroRealmsGame.new(players=10**6), ("2 to 6",)),
    ("players a string", lambda: HeroRealmsGame.from_setup({"players": "2"}, 0), ("players",)),
    ("hydra of three", lambda: HeroRealmsGame.new(players=3, variant="hydra"), ("hydra", "3")),
    (
        "markets three",
        lambda: HeroRealmsGame.new(players=6, variant="emperor", markets=3),
        ("markets",),
    ),
    ("unknown setup key", lambda: HeroRealmsGame.from_setup({"wizards": 1}, 0), ("wizards",)),
    ("setup a string", lambda: HeroRealmsGame.from_setup("2 players", 0), ("mapping",)),  # type: ignore[arg-type]
    ("negative seed", lambda: HeroRealmsGame.new(-5), ("seed",)),
    (
        "name lone surrogate",
        lambda: HeroRealmsGame.new(names=["Ada", LONE]),
        ("names[1]", "surrogate"),
    ),
    (
        "name too long",
        lambda: HeroRealmsGame.new(names=["Ada", "B" * 10**5]),
        ("names[1]", "at most 100"),
    ),
    ("names a string", lambda: HeroRealmsGame.from_setup({"names": "Ada,Ben"}, 0), ("names",)),
]


@pytest.mark.parametrize(("build", "words"), [pytest.param(b, w, id=i) for i, b, w in HR_CASES])
def test_bad_hero_realms_setup_or_position(
    build: Callable[[], Any], words: tuple[str, ...]
) -> None:
    before = snapshot(_good_hero_realms())
    with pytest.raises(SetupError) as info:
        build()
    message = assert_clean(info.value, SetupError)
    for word in words:
        assert word in message, message
    assert snapshot(_good_hero_realms()) == before


# -- Hypothesis: any value in any place of a position -------------------------------------------
JUNK = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True)
    | st.text(max_size=20)
    | st.sampled_from(["cauldron", "flotsam", "ursulas_lair", "the_palace", "trident", "act"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=3)
    ),
    max_leaves=10,
)
V_SEAT_KEYS = sorted(
    [
        "hand",
        "deck_top",
        "fate_top",
        "discard",
        "fate_discard",
        "ingredients",
        "empty_deck",
        "top",
        "bottom",
        "attached",
        "power",
        "poison",
        "location",
        "treasures",
        "claimed",
        "unlocked",
        "lock_at",
        "bogus",
    ]
)


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seat=st.dictionaries(st.sampled_from(V_SEAT_KEYS), JUNK, max_size=3),
    top=st.dictionaries(st.sampled_from(["phase", "fate_token", "players", "x"]), JUNK, max_size=2),
)
def test_any_villainous_position_is_played_or_refused(
    seat: dict[str, Any], top: dict[str, Any]
) -> None:
    position = {"players": [seat, {}], **{k: v for k, v in top.items() if k != "players"}}
    try:
        game = VillainousGame.from_position(position, seed=1, villains=["ursula", "tamatoa"])
    except SetupError as exc:
        assert_clean(exc, SetupError)
        return
    game.legal_actions()  # an accepted position is a playable game


HR_SEAT_KEYS = [
    "hand",
    "deck",
    "discard",
    "in_play",
    "champions",
    "expended",
    "gold",
    "combat",
    "x",
]


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seat=st.dictionaries(st.sampled_from(HR_SEAT_KEYS), JUNK, max_size=3),
    top=st.dictionaries(
        st.sampled_from(["active", "turn", "health", "market_row", "y"]), JUNK, max_size=2
    ),
)
def test_any_hero_realms_position_is_played_or_refused(
    seat: dict[str, Any], top: dict[str, Any]
) -> None:
    try:
        game = HeroRealmsGame.from_position({"players": [seat, {}], **top}, seed=1)
    except SetupError as exc:
        assert_clean(exc, SetupError)
        return
    game.legal_actions()


@settings(deadline=None)
@given(names=JUNK, villainous=st.booleans())
def test_any_names_are_used_or_refused(names: Any, villainous: bool) -> None:
    try:
        game: Game = (
            VillainousGame.new(1, names=names) if villainous else HeroRealmsGame.new(1, names=names)
        )
    except SetupError as exc:
        assert_clean(exc, SetupError)
        return
    for name in game.names:  # type: ignore[attr-defined]
        name.encode("utf-8")  # every accepted name can be saved and exported
