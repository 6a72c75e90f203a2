"""HTML displays: what the board shows, what a player's view hides, and that all text is escaped."""

from __future__ import annotations

import dataclasses
import re

import pytest

from tests.presentation.conftest import HOSTILE
from toolkit.hero_realms import HeroRealmsGame, load_cards
from toolkit.html import DECK_COLOURS, FACTION_COLOURS, contrast_ratio, esc
from toolkit.html.hero_realms import card_chip, card_tile, card_view, state_html
from toolkit.html.replay import replay_html, rule_spans
from toolkit.replay import Replay


def test_faction_colours_are_legible() -> None:
    for name, (bg, fg) in {**FACTION_COLOURS, **DECK_COLOURS}.items():
        assert contrast_ratio(bg, fg) >= 4.5, name


def _position() -> HeroRealmsGame:
    return HeroRealmsGame.from_position(
        {
            "players": [
                {
                    "hand": ["fire-bomb", "gold"],
                    "in_play": ["ruby"],
                    "champions": ["orc-grunt", "rake-master-assassin"],
                    "expended": ["rake-master-assassin"],
                    "discard": ["dagger"],
                    "gold": 3,
                    "combat": 4,
                },
                {"hand": ["spark"], "champions": ["man-at-arms"]},
            ],
            "health": [41, 23],
        },
        names=["Ada", "Ben"],
    )


def test_state_shows_health_pools_zones_market_and_gems() -> None:
    # rule: HR-C3 (guard marked), HR-A5 (expended), HR-T6 (defense), HR-S3 (Fire Gems)
    game = _position()
    page = state_html(game)
    for text in ("&#x2665; 41", "&#x2665; 23", "gold 3", "combat 4", "Fire Bomb", "Ruby"):
        assert text in page, text
    assert "Orc Grunt" in page and "GUARD" in page and "def 3" in page
    assert re.search(r'tk-expended"[^>]*>Rake, Master Assassin', page)
    assert "expended</span>" in page
    p0 = game.players[0]
    assert f"deck {len(p0.deck)}" in page and f"discard {len(p0.discard)}" in page
    for c in game.market_row:
        assert esc(game.card_name(c)) in page
    assert f"{len(game.fire_gems)} left in the pile" in page
    assert 'class="tk-card tk-f-imperial' in page  # faction colours
    assert "Turn 1: Ada to play" in page


def test_player_view_hides_opponent_hand_and_deck_order() -> None:
    game = _position()
    ada = state_html(game, viewer=0)
    ben = state_html(game, viewer=1)
    teacher = state_html(game)
    assert "Spark" in teacher and "Spark" not in ada.split("Market row")[0]
    assert "1 hidden card<" in ada and "card(s)" not in ada
    assert "Fire Bomb" in ada and "Fire Bomb" not in ben.split("Market row")[0]
    assert "Deck, top first" in teacher
    assert "Deck, top first" not in ada and "Deck, top first" not in ben


def test_game_displays_itself() -> None:
    game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
    assert game._repr_html_() == state_html(game)


def test_pending_decision_is_shown() -> None:
    game = HeroRealmsGame.from_position(
        {"players": [{"hand": ["rampage"]}, {}]}, names=["Ada", "Ben"]
    )
    play = next(a for a in game.legal_actions() if a.kind == "play")
    game.apply(play)
    if game.pending is not None:
        assert "tk-pending" in state_html(game)


def test_cards_render(replay7: Replay) -> None:
    cards = load_cards()
    tile = card_tile(cards["orc-grunt"])
    assert "defense 3, GUARD" in tile and "Wild" in tile
    assert "Starting item" in card_view(cards["gold"])._repr_html_()


def test_replay_html_highlights_the_step(replay7: Replay) -> None:
    page = replay_html(replay7, 10)
    assert page.count('class="tk-step tk-current"') == 1
    assert re.search(r'class="tk-step tk-current" data-step="9"', page)
    assert "Step 10 of" in page
    assert replay7._repr_html_().count('class="tk-step') == replay7.n_steps + 1


def test_rule_ids_are_marked() -> None:
    assert 'class="tk-rule">HR-C3<' in rule_spans("guard (HR-C3)")


@pytest.mark.parametrize("viewer", [None, 0, 1])
def test_hostile_names_are_escaped_everywhere(hostile_replay: Replay, viewer: int | None) -> None:
    # A player called <script>... shows as text in every rendering.
    pages = [
        hostile_replay.board_html(0, viewer),
        hostile_replay.board_html(hostile_replay.n_steps, viewer),
        replay_html(hostile_replay, 5, viewer),
        hostile_replay.to_html(viewer=viewer),
    ]
    for page in pages:
        assert "<script" not in page and "<img" not in page
        assert esc(HOSTILE) in page


def test_hostile_card_data_is_escaped() -> None:
    card = dataclasses.replace(
        load_cards()["orc-grunt"], name=HOSTILE, text=HOSTILE, faction='x" onmouseover="y'
    )
    for page in (card_chip(card), card_tile(card), card_view(card).markup):
        assert "<script" not in page and "<img" not in page and '" onmouseover' not in page


def test_emperor_with_two_markets_shows_each_teams_market() -> None:
    names = ["Ada", "Ben", "Cy", "Di", "Ed", "Flo"]
    game = HeroRealmsGame.new(seed=2, players=6, variant="emperor", markets=2, names=names)
    page = state_html(game)
    heads = re.findall(r'<div class="tk-market"><div class="tk-head">([^<]*)<', page)
    teams = [[n for s, n in enumerate(names) if game.team_of[s] == t] for t in (0, 1)]
    assert heads == [f"Market row of {' and '.join(team)} " for team in teams]
    for (row, _, _), section in zip(
        game.markets(), page.split('class="tk-market"')[1:], strict=True
    ):
        for c in row:
            assert c is not None and esc(game.defs[c].name) in section
    single = state_html(HeroRealmsGame.new(seed=2, names=["Ada", "Ben"]))
    assert re.findall(r'<div class="tk-market"><div class="tk-head">([^<]*)<', single) == [
        "Market row "
    ]


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def test_necros_is_drawn_black_on_the_board_and_grey_at_the_table_as_lesson_03_says() -> None:
    # Lesson 03 names the factions by colour (Necros black, Guild blue, Imperial
    # yellow, Wild green): a red or lilac Necros card contradicted it on screen.
    from toolkit.html.table import TABLE_CSS

    red, green, blue = _rgb(FACTION_COLOURS["necros"][0])
    assert max(red, green, blue) <= 0x40 and max(red, green, blue) - min(red, green, blue) <= 8
    tint = re.search(r"\.tk-t-f-necros\{background:(#[0-9a-f]{6})", TABLE_CSS)
    assert tint is not None
    red, green, blue = _rgb(tint.group(1))
    assert max(red, green, blue) - min(red, green, blue) <= 8, "a neutral grey, not a hue"
    for name, hue in (("guild", 2), ("imperial", 0), ("wild", 1)):  # blue, yellow, green
        channels = _rgb(FACTION_COLOURS[name][0])
        assert channels[hue] == max(channels), name
