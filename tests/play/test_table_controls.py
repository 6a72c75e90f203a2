"""Controls a player can use, one per action, and narration that says each thing once."""

from __future__ import annotations

import random
import re

import pytest

from toolkit.play import TableModel
from toolkit.play.narration import _without_echo
from toolkit.replay.adapters import adapter_for

from .helpers import click_for

LANGS = ("en", "es", "it")


def _play_until(table: TableModel, wanted: str, seed: int = 1, limit: int = 400) -> bool:
    """Play random legal moves by clicks until a human seat may take a ``wanted`` move."""
    rng = random.Random(seed)
    for _ in range(limit):
        if table.game.over:
            return False
        if table.handover is not None:
            table.take_screen()
            continue
        if table.bot_to_act:
            table.step_bots()
            continue
        legal = list(table.legal())
        if table.pending() is None and any(a.kind == wanted for a in legal):
            return True
        actions = [a for a in legal if a.kind not in ("end_turn", "end")] or legal
        if len(actions) < len(legal) and rng.random() < 0.3:
            actions = legal
        click_for(table, rng.choice(actions))
    return False


def _location_heads(table: TableModel) -> dict[str, str]:
    seat = table.game.current_player
    panel = table.board().panels[seat]
    return {z.head.name: z.head.title for z in panel.zones if z.head is not None}


@pytest.mark.parametrize("lang", LANGS)
def test_villainous_offers_no_move_to_where_the_mover_is_nor_after_the_move(lang: str) -> None:
    # rule: V-T1
    table = TableModel("villainous", seats=["human", "heuristic"], seed=3, lang=lang)
    game = table.game
    p = game.players[0]
    here = p.villain.locations[p.loc].name
    heads = _location_heads(table)
    assert here not in heads
    assert len(heads) == len(p.villain.locations) - 1 - len(p.locked)
    assert all(title != name and name in title for name, title in heads.items())
    assert len(set(heads.values())) == len(heads)  # no two read the same
    assert table.click_location(next(iter(heads))).kind == "done"
    assert table.game.players[0].villain.locations[table.game.players[0].loc].name != here
    assert _location_heads(table) == {}  # moved: nothing left that reads as a move


@pytest.mark.parametrize(
    ("name", "wanted", "bot"),
    [("villainous", "fate", "heuristic"), ("hero-realms", "attack_player", "greedy")],
)
def test_an_action_against_a_player_has_one_control_on_that_player(
    name: str, wanted: str, bot: str
) -> None:
    table = TableModel(name, seats=["human", bot], seed=5)
    assert _play_until(table, wanted)
    actions = [a for a in table.legal() if a.kind == wanted]
    board = table.board()
    targets = {table.game.action_info(a).target_player for a in actions}
    for c in board.controls:  # no second button in the bar for the same action
        assert table._control_actions.get(c.name) not in actions
        assert not any(table.names[s] in c.label for s in targets)
    for seat in targets:
        assert seat is not None and board.panels[seat].head is not None
        assert board.panels[seat].head.playable
    assert table.click_player(next(s for s in targets if s is not None)).kind in ("done", "info")
    assert table.game.decisions[-1].kind == wanted or table.prompt_actions() is not None


def _narrated(name: str, bot: str, lang: str, decisions: int) -> TableModel:
    table = TableModel(name, seats=["human", bot], seed=7, lang=lang)
    rng = random.Random(2)
    while len(table.game.decisions) < decisions and not table.game.over:
        if table.handover is not None:
            table.take_screen()
        elif table.bot_to_act:
            table.step_bots()
        else:
            legal = list(table.legal())
            actions = [a for a in legal if a.kind not in ("end_turn", "end")] or legal
            if len(actions) < len(legal) and rng.random() < 0.2:
                actions = legal
            click_for(table, rng.choice(actions))
    return table


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "bot"), [("villainous", "heuristic"), ("hero-realms", "greedy")])
def test_narration_says_each_decision_once(name: str, bot: str, lang: str) -> None:
    table = _narrated(name, bot, lang, 60)
    adapter = adapter_for(name)
    echoed = 0
    for line in table._lines:
        if line.action is None:
            continue
        told = table._narrate(line)
        sentences = re.split(r" — |; ", told)
        assert len(sentences) == len(set(sentences)), told
        _rest, said = _without_echo(line)
        if said is None:
            continue
        again = adapter.describe_event(table.game, said, table.viewer, lang)
        numbers = set(re.findall(r"\d+", re.sub(r" \(\w+-\w+\)$", "", again)))
        if again and not numbers - set(re.findall(r"\d+", line.text)):
            echoed += 1  # says nothing the decision does not: not said again after it
            assert again not in told.partition(" — ")[2], told
    assert echoed >= 5
    if lang == "en" and name == "villainous":
        for told in table.narration:
            m = re.match(r".+? plays (.+?)(?: at .+)? — ", told)
            assert m is None or f"{m.group(1)} is played" not in told, told
