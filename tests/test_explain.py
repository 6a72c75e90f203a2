"""``python -m toolkit explain``: every card's data, verbs and their one implementation."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.explain import UnknownCardError, card_map, format_card_map
from toolkit.hero_realms import load_cards
from toolkit.paths import data_dir
from toolkit.villainous.cards import load_all

ROOT = Path(__file__).resolve().parents[1]


def _all_cards() -> list[tuple[str, str]]:
    hero_realms = [("hero-realms", c.id) for c in load_cards().values()]
    villainous = [
        ("villainous", f"{v.id}/{c.id}") for v in load_all().values() for c in v.cards.values()
    ]
    return hero_realms + villainous


def _source_line(place_file: str, line: int) -> str:
    return (ROOT / place_file).read_text(encoding="utf-8").splitlines()[line - 1]


def test_every_card_of_both_games_is_mapped_to_its_data_and_its_verbs_code() -> None:
    cards = _all_cards()
    assert len(cards) > 150
    verbs_seen: set[tuple[str, str]] = set()
    for game, card in cards:
        m = card_map(game, card)
        data_line = (data_dir() / m.file).read_text(encoding="utf-8").splitlines()[m.line - 1]
        assert m.id in data_line, (card, data_line)
        for v in m.verbs:
            verbs_seen.add((game, v.name))
            assert f'"{v.name}"' in _source_line(v.declared.file, v.declared.line)
            if game == "villainous" and not v.static:  # beside the function resolving it
                assert v.declared.file == v.implemented[0].file, (card, v.name)
            else:
                assert v.declared.file.endswith("/verbs.py")
            assert v.implemented, (card, v.name)
            for place in v.implemented:
                assert f"def {place.name.rsplit('.', 1)[-1]}(" in _source_line(
                    place.file, place.line
                )
        if m.special is not None:
            assert "code: " in m.special and "code: )" not in m.special
        assert m.name in format_card_map(m)
    from toolkit.hero_realms.verbs import VERBS as HR
    from toolkit.villainous.verbs import VERB as V

    used_hr = {name for game, name in verbs_seen if game == "hero-realms"}
    used_v = {name for game, name in verbs_seen if game == "villainous"}
    # every verb a card uses is found, and a verb no card uses is one the rules create
    assert used_hr <= set(HR) and set(HR) - used_hr <= {"forced_discard"}
    assert used_v <= set(V) and len(used_v) >= len(V) - 3


def test_a_static_effect_lists_the_engine_functions_that_read_it() -> None:
    cannon = card_map("villainous", "cannon")
    (verb,) = cannon.verbs
    assert verb.static and verb.name == "add_action"
    assert any(p.file == "toolkit/villainous/queries.py" for p in verb.implemented)


def test_names_and_ids_in_any_case_and_a_clear_refusal_otherwise() -> None:
    assert card_map("hero-realms", "FIRE BOMB").id == card_map("hero-realms", "fire-bomb").id
    with pytest.raises(UnknownCardError, match="did you mean Rake, Master Assassin"):
        card_map("hero-realms", "rake")
    with pytest.raises(UnknownCardError, match="the game is one of"):
        card_map("chess", "pawn")
    with pytest.raises(UnknownCardError, match="id or its printed name"):
        card_map("villainous", "  ")
    with pytest.raises(UnknownCardError, match="id or its printed name"):
        card_map("villainous", 5)  # type: ignore[arg-type]
    with pytest.raises(UnknownCardError, match="no villain 'nosuch'; the villains are"):
        card_map("villainous", "nosuch/trident")


def test_a_special_without_a_step_names_every_function_that_carries_it_out() -> None:
    from toolkit.villainous.specials import SPECIALS

    for card_id, special in SPECIALS.items():
        if special.step is not None:
            continue
        m = card_map("villainous", f"{special.villain}/{card_id}")
        assert m.special is not None
        assert special.code, card_id
        for name in special.code:
            qual = name.split(".", 1)[1]
            assert qual.rsplit(".", 1)[-1] in m.special, (card_id, name)
    dutchman = card_map("villainous", "the_flying_dutchman_item").special
    assert dutchman is not None and "queries.py" in dutchman and "turn.py" in dutchman


def test_the_command_prints_the_map_and_refuses_an_unknown_card_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from toolkit.cli import main

    assert main(["explain", "villainous", "thunderbolt"]) == 0
    ok = capsys.readouterr()
    assert "special:" in ok.out and "toolkit/villainous/specials.py" in ok.out
    assert main(["explain", "hero-realms", "no such card"]) == 2
    bad = capsys.readouterr()
    assert bad.err.count("\n") == 1 and bad.err.startswith("error: no Hero Realms card")


@pytest.mark.parametrize(
    ("game", "card", "triggers", "conditions", "decided"),
    [
        (
            "hero-realms",
            "Rasmus, the Smuggler",
            ["expend: when its owner expends", "ally: when another guild card"],
            ["another guild card in play this turn"],
            ["refuse_play"],
        ),
        (
            "hero-realms",
            "death-threat",
            ["primary: when it is played", "ally: when another guild card"],
            ["another guild card in play this turn"],
            ["refuse_play"],
        ),
        (
            "hero-realms",
            "fire-gem",
            ["primary: when it is played", "sacrifice: when its owner sacrifices it"],
            [],
            ["refuse_play"],
        ),
        (
            "villainous",
            "Wake the Kraken!",
            ["on play"],
            [],
            ["place_refusal", "payment_refusal"],
        ),
        (
            "villainous",
            "mauis_hook",
            ["whenever (targeted by fate)", "on defeat"],
            ["if "],
            ["place_refusal", "payment_refusal"],
        ),
        (
            "villainous",
            "captain_hook/cunning",
            ["condition (opponent has ally: min strength 4)"],
            ["played only on an opponent's turn"],
            ["condition_playable"],
        ),
    ],
)
def test_a_card_shows_its_triggers_conditions_and_where_playing_it_is_decided(
    game: str, card: str, triggers: list[str], conditions: list[str], decided: list[str]
) -> None:
    m = card_map(game, card)
    assert len(m.triggers) == len(triggers)
    for got, words in zip(m.triggers, triggers, strict=True):
        assert got.startswith(words), (got, words)
    assert len(m.conditions) == len(conditions)
    for got, words in zip(m.conditions, conditions, strict=True):
        assert got.startswith(words), (got, words)
    assert [p.name for p in m.decided_by] == decided
    for place in m.decided_by:  # each is the line where that check is defined
        assert f"def {place.name.rsplit('.', 1)[-1]}(" in _source_line(place.file, place.line)
    text = format_card_map(m)
    assert all(f"trigger: {t}" in text for t in m.triggers)
    assert f"whether it can be played: decided by {m.decided_by[0]}" in text


def test_every_card_names_the_check_that_decides_whether_it_can_be_played() -> None:
    for game, card in _all_cards():
        m = card_map(game, card)
        assert m.decided_by, (game, card)
        assert m.triggers or not m.verbs, (game, card)  # an ability happens at some moment
