"""The saved-position helpers both engines share (toolkit.core.saved_position)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from toolkit.core.errors import SetupError
from toolkit.core.saved_position import (
    Placer,
    check_keys,
    disagreements,
    offsets,
    refuse_disagreements,
    whole_number,
)
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.villainous.engine import VillainousGame

DEFS = [SimpleNamespace(id="gold"), SimpleNamespace(id="gold"), SimpleNamespace(id="ruby")]


@pytest.mark.parametrize(
    ("position", "words"),
    [
        ({"game": "other", "turn": 1}, "a saved position of 'other', not of g"),
        ({"game": "g"}, "lacks ['turn']"),
        ({"game": "g", "turn": 1, 3: 4}, "has unknown key(s) ['3']"),
    ],
)
def test_check_keys_refuses_another_game_and_missing_or_unknown_keys(
    position: dict[object, object], words: str
) -> None:
    with pytest.raises(SetupError) as err:
        check_keys(position, "g", ("turn",), ("seed",))  # type: ignore[arg-type]
    assert words in str(err.value)
    check_keys({"game": "g", "turn": 1, "seed": 2}, "g", ("turn",), ("seed",))


@pytest.mark.parametrize("value", [-1, True, 1.0, "3", 10**6 + 1, None])
def test_whole_number_refuses_what_is_not_a_count(value: object) -> None:
    with pytest.raises(SetupError, match="gold must be a whole number >= 0"):
        whole_number(value, "gold")
    assert whole_number(10**6, "gold") == 10**6 and whole_number(-5, "damage", -9) == -5


def test_the_placer_places_each_instance_once_under_its_own_card() -> None:
    put = Placer(DEFS, "instance")
    assert put.zone([{"instance": 2, "card": "ruby"}, {"instance": 0, "card": "gold"}], "hand") == [
        2,
        0,
    ]
    for entry, words in [
        ({"instance": 2, "card": "ruby"}, "instance 2 is placed twice"),
        ({"instance": 1, "card": "ruby"}, "instance 1 is 'gold', not 'ruby'"),
        ({"instance": 3, "card": "ruby"}, "no card instance 3"),
        ({"id": 1, "card": "gold"}, "no card instance None"),
        (["gold"], "holds ['gold'], not a card"),
    ]:
        with pytest.raises(SetupError, match="deck"):
            put.one(entry, "deck")
        with pytest.raises(SetupError) as err:
            put.one(entry, "deck")
        assert words in str(err.value)
    with pytest.raises(SetupError, match="deck must be a list of cards"):
        put.zone("gold", "deck")
    assert put.seen == {0, 2}


def test_disagreements_name_the_keys_and_the_seats() -> None:
    got = {"turn": 2, "seed": 1, "players": [{"gold": 1}, {"gold": 0, "name": "B"}]}
    position = {"turn": 2, "seed": 5, "players": [{"gold": 2}, {"gold": 0}]}
    assert disagreements(got, position, ("seed",)) == ["players[0] ['gold']"]
    assert disagreements(got, position, ()) == ["seed", "players[0] ['gold']"]
    refuse_disagreements([])
    with pytest.raises(SetupError, match="seed, turn disagree"):
        refuse_disagreements(["seed", "turn"])


@pytest.mark.parametrize("make", [HeroRealmsGame.new, VillainousGame.new])
def test_offsets_count_on_from_the_saved_game(make: object) -> None:
    game = make(seed=3)  # type: ignore[operator]
    for _ in range(12):
        game.apply(game.legal_actions()[0])
    assert offsets(game) == (0, 0)
    again = type(game).from_position(game.state_dict())
    assert offsets(again) == (12, len(game.events) - len(again.setup_events()))
