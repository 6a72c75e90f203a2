"""The cost of the decision protocol alone, and the games/s it allows at most.

Run:

    python benchmarks/protocol_floor.py [--decisions N] [--games G]

Every decision of a game goes through the same steps whatever the rules:
``play_game`` asks the engine for its legal actions, the bot picks one, and
``Game.apply`` checks it against the list, records the decision, who took it
and the turn, and carries it out, recording an event. This script plays games
of a stand-in engine that does nothing else (a fixed six-action list, one
event per decision, no rules), so the figure is the interpreter's floor for
one decision of this protocol on this machine. Dividing it into a real
engine's decisions per game gives the most games per second that engine
could reach if all of its rules cost nothing:

* Hero Realms, greedy against greedy: about 231 decisions per game
  (``benchmarks/hero_realms_speed.py``);
* Disney Villainous, heuristic bots: about 270 decisions per game
  (``benchmarks/villainous_speed.py``).

Times are CPU time of this process (per core, even on a busy machine); the
best of three rounds is printed.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from toolkit.core.actions import Action
from toolkit.core.bots import Bot, play_game
from toolkit.core.game import Event, Game

ACTIONS = [Action("play", (i,)) for i in range(5)] + [Action("end_turn")]
DECISIONS_PER_GAME = {"Hero Realms (greedy)": 231, "Villainous (heuristic)": 270}


class ProtocolOnlyGame(Game):
    """A game with no rules: the same six actions are legal until ``length`` decisions."""

    game_name = "protocol-floor"

    def __init__(self, length: int) -> None:
        super().__init__({}, 0)
        self.left = length

    @property
    def current_player(self) -> int:
        return len(self.decisions) % 2

    def legal_actions(self) -> list[Action]:
        return ACTIONS

    def _check(self, action: Action) -> None:
        if action not in self.legal_actions():
            raise AssertionError(action)

    def _do(self, action: Action) -> None:
        self.events.append(("decided", self.current_player, action.args))
        self.left -= 1
        if self.left == 0:
            self.over = True

    def describe_action(self, action: Action) -> str:
        return str(action)

    def describe_event(self, event: Event) -> str:
        return str(event)

    def clone(self) -> ProtocolOnlyGame:
        raise NotImplementedError("not needed to measure the protocol")

    def result_summary(self) -> dict[str, Any]:
        return {"over": self.over}


class FirstActionBot(Bot):
    """Takes the first legal action: the cheapest possible choice."""

    name = "first"

    def choose(self, game: Game, actions: Any) -> Action:
        return actions[0]


def microseconds_per_decision(decisions: int, games: int) -> float:
    """CPU microseconds per decision over ``games`` games of ``decisions`` decisions."""
    bots = [FirstActionBot(0), FirstActionBot(1)]
    start = time.process_time()
    for _ in range(games):
        play_game(ProtocolOnlyGame(decisions), bots)
    return 1e6 * (time.process_time() - start) / (decisions * games)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=231)
    parser.add_argument("--games", type=int, default=2000)
    args = parser.parse_args()
    floor = min(microseconds_per_decision(args.decisions, args.games) for _ in range(3))
    print(f"protocol floor: {floor:.2f} us/decision (no rules, trivial bot)")
    for game, per_game in DECISIONS_PER_GAME.items():
        print(
            f"  {game}: {per_game} decisions/game -> at most "
            f"{1e6 / (floor * per_game):,.0f} games/s per core if the rules cost nothing"
        )


if __name__ == "__main__":
    main()
