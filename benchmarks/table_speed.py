"""Table speed: time from a click to a redrawn board, along a game of at least 40 turns.

The target (issue 15) is under 50 ms median. Run:

    python benchmarks/table_speed.py [--seed S] [--game hero-realms|villainous]

A random-vs-random Hero Realms game of at least 40 turns (or a Villainous game
between random bots) is found first. Then a :class:`~toolkit.widgets.Table` with a
human seat against a bot replays it click by click: every decision of the human
seat is taken by clicking what it touches (a card, a player, a location, a prompt's
answer or a button) and the time from the click to the redrawn widget (the model
acts, the board is rebuilt, every button is redrawn) is recorded; the bot's decisions
are stepped without timing. The median, the 90th percentile and the worst click are
printed, with the model alone (click and board, no widgets) beside them. Wall-clock
times on this machine; nothing is asserted.
"""

from __future__ import annotations

import argparse
import statistics
import time

from toolkit.core.actions import Action
from toolkit.core.bots import RandomBot, play_game
from toolkit.core.game import Game
from toolkit.play import TableModel
from toolkit.widgets import Table


def long_game(name: str, seed: int, min_turns: int) -> Game:
    """A random-bot game played to turn ``min_turns`` (or further, if it ended there)."""
    from toolkit.core.registry import engine_class

    cls = engine_class(name)
    for s in range(seed, seed + 500):
        game = cls.new(s)  # type: ignore[attr-defined]
        bots = [RandomBot(s), RandomBot(s + 1)]
        if name == "villainous":
            from toolkit.villainous.bots import make_bot

            bots = [make_bot("random", s), make_bot("random", s + 1)]
        play_game(game, bots, max_turns=min_turns)
        if game.turn >= min_turns:
            return game
    raise SystemExit(f"no game of {min_turns} turns found")


def _option(model: TableModel, action: Action) -> int | None:
    """The prompt's answer for ``action``: itself, or the answer with the same outcome
    (the table shows identical answers as one)."""
    prompt = model.prompt_actions()
    if prompt is None:
        return None
    actions = prompt[1]
    if action in actions:
        return actions.index(action)
    if model.game.why_illegal(action) is not None:
        return None
    same = model._outcome(action)
    return next(
        (i for i, a in enumerate(actions) if a.kind == action.kind and model._outcome(a) == same),
        None,
    )


def click(table: Table, action: Action) -> None:
    """Take ``action`` by the buttons a person would press (then the prompt's answer)."""
    model = table.model
    before = len(model.game.decisions)
    k = _option(model, action)
    if k is not None:
        table.option_buttons[k].click()
        return
    info = model.game.action_info(action)
    card = info.card if info.card is not None else info.target_card
    if card is not None and card in table.card_buttons:
        table.card_buttons[card].click()
    elif info.target_player is not None and info.target_player in table.player_buttons:
        table.player_buttons[info.target_player].click()
    elif info.location is not None and info.location in table.location_buttons:
        table.location_buttons[info.location].click()
    else:
        name = next(n for n in table.control_buttons if model._control_actions.get(n) == action)
        table.control_buttons[name].click()
    if len(model.game.decisions) == before:
        k = _option(model, action)
        assert k is not None, (action, model.message)
        table.option_buttons[k].click()


def model_click(model: TableModel, action: Action) -> None:
    """The same click on the model alone, then the board it draws."""
    before = len(model.game.decisions)
    info = model.game.action_info(action)
    prompt = model.prompt_actions()
    card = info.card if info.card is not None else info.target_card
    k = _option(model, action)
    if prompt is not None and k is not None:
        model.choose(k)
    elif card is not None:
        model.click_card(card)
    elif info.target_player is not None:
        model.click_player(info.target_player)
    elif info.location is not None:
        model.click_location(info.location)
    else:
        model.try_action(action)
    if len(model.game.decisions) == before:
        k = _option(model, action)
        assert k is not None, (action, model.message)
        model.choose(k)
    model.board()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default="hero-realms", choices=["hero-realms", "villainous"])
    parser.add_argument("--turns", type=int, default=40)
    args = parser.parse_args()
    recorded = long_game(args.game, args.seed, args.turns)
    bot = "random"
    table = Table(
        type(recorded).from_setup(recorded.setup, recorded.seed),
        seats=["human", bot],
        pace="instant",
        confirm_end=False,
    )
    model = table.model
    widget_ms: list[float] = []
    model_ms: list[float] = []
    for i, action in enumerate(recorded.decisions):
        game = model.game
        if game.current_player != 0:
            model.try_action(action)  # the bot's seat: the recorded decision, untimed
            table.redraw()
            continue
        t0 = time.perf_counter()
        click(table, action)
        widget_ms.append((time.perf_counter() - t0) * 1000)
        done = model.game.decisions[-1]
        if done != action:  # an identical answer shown as one: follow the recorded game
            model.undo()
            model.try_action(action)
        assert model.game.decisions[-1] == action and len(model.game.decisions) == i + 1, (
            i,
            action,
            model.message,
        )
        # the model alone on the same click: take it back and click again
        model.undo()
        t0 = time.perf_counter()
        model_click(model, action)
        model_ms.append((time.perf_counter() - t0) * 1000)
        if model.game.decisions[-1] != action:
            model.undo()
            model.try_action(action)
        table.redraw()
    print(
        f"{args.game}: {recorded.turn} turns, {len(recorded.decisions)} decisions, "
        f"{len(widget_ms)} clicks timed"
    )
    for label, xs in (
        ("click to redrawn widget", widget_ms),
        ("model alone (click + board)", model_ms),
    ):
        xs = sorted(xs)
        p90 = xs[int(0.9 * (len(xs) - 1))]
        print(
            f"  {label}: median {statistics.median(xs):.1f} ms, 90% {p90:.1f} ms, "
            f"worst {xs[-1]:.1f} ms"
        )


if __name__ == "__main__":
    main()
