"""Golden playthroughs: every step's legal actions, the action taken and the state, as text.

A playthrough file pins the rules down: any change in what the engine
allows or does shows up as a diff. The tests regenerate the stored files
and compare them; ``UPDATE_GOLDEN=1 pytest`` rewrites them after a
deliberate rules change.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolkit.core.bots import Bot
from toolkit.core.game import Game


def playthrough(game: Game, bots: Sequence[Bot], *, max_steps: int = 5000) -> str:
    """Play ``game`` with ``bots`` and write down every step.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.hero_realms.bots import GreedyBot
    >>> text = playthrough(HeroRealmsGame.new(seed=1), [GreedyBot(), GreedyBot()], max_steps=2)
    >>> text.splitlines()[0]
    'game: hero-realms'
    """
    lines = [
        f"game: {game.game_name}",
        f"seed: {game.seed}",
        f"setup: {game.setup}",
        f"bots: {', '.join(b.name for b in bots)}",
        "",
        "initial state:",
        str(game),
    ]
    lines += [f"  * {game.describe_event(e)}" for e in game.setup_events()]
    step = 0
    while not game.is_over and step < max_steps:
        actions = game.legal_actions()
        action = bots[game.current_player].choose(game, actions)
        lines.append("")
        lines.append(f"step {step}, turn {game.turn}, player {game.current_player}")
        lines.append("legal: " + " | ".join(game.short_action(a) for a in actions))
        lines.append(f"action: {game.short_action(action)} = {game.describe_action(action)}")
        game.apply(action)
        lines += [f"  * {game.describe_event(e)}" for e in game.step_events(step)]
        lines.append(str(game))
        step += 1
    lines.append("")
    lines.append(f"result: {game.result_summary()}")
    return "\n".join(lines) + "\n"
