"""Drive a table by clicks, as a person would, choosing among the legal actions."""

from __future__ import annotations

import random
from collections.abc import Callable

from toolkit.core.actions import Action
from toolkit.play import TableModel


def answer(table: TableModel, action: Action) -> bool:
    """Choose ``action`` on the prompt (or the answer that does the same, when the table
    shows identical answers as one; or "end the turn all the same"); False if not asked."""
    prompt = table.prompt_actions()
    if prompt is None:
        return False
    _labels, actions = prompt
    if action in actions:
        table.choose(actions.index(action))
        return True
    if table.game.why_illegal(action) is not None:
        return False
    same = table._outcome(action)
    for i, other in enumerate(actions):
        if other.kind == action.kind and table._outcome(other) == same:
            table.choose(i)
            return True
    return False


def click_for(table: TableModel, action: Action) -> None:
    """Take ``action`` through the table's controls only: a card, a player, a location,
    a prompt's option or a button, then the prompt's option if the click asks."""
    if answer(table, action):
        if table._confirming:
            answer(table, action)  # an end of turn confirmed
        return
    info = table.game.action_info(action)
    card = info.card if info.card is not None else info.target_card
    if card is not None:
        table.click_card(card)
    elif info.target_player is not None:
        table.click_player(info.target_player)
    elif info.location is not None:
        table.click_location(info.location)
    else:
        board = table.board()
        name = next(c.name for c in board.controls if table._control_actions.get(c.name) == action)
        table.press(name)
    if answer(table, action) and table._confirming:
        answer(table, action)


def play_by_clicks(
    table: TableModel,
    seed: int,
    limit: int = 4000,
    each: Callable[[TableModel, int], None] | None = None,
) -> int:
    """Play the human seats by clicks on random legal actions until the game ends.

    ``each(table, clicks)`` is called before every click and once at the end (to look
    at what the table shows at each step)."""
    rng = random.Random(seed)
    clicks = 0
    while not table.game.over and clicks < limit:
        if each is not None:
            each(table, clicks)
        if table.handover is not None:
            table.take_screen()
            continue
        if table.bot_to_act:
            table.step_bots()
            continue
        legal = list(table.legal())
        # prefer progress: ending the turn only sometimes, so that games finish
        actions = [a for a in legal if a.kind not in ("end_turn", "end")] or legal
        if len(actions) < len(legal) and rng.random() < 0.15:
            actions = legal
        action = rng.choice(actions)
        before = len(table.game.decisions)
        click_for(table, action)
        assert len(table.game.decisions) == before + 1, (action, table.message)
        done = table.game.decisions[-1]
        assert done == action or done.kind == action.kind, (done, action)
        clicks += 1
    if each is not None:
        each(table, clicks)
    return clicks
