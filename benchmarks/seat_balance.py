"""Seat win rates of Hero Realms multiplayer games with greedy bots, and why seat 1 loses.

Run: ``python benchmarks/seat_balance.py [--games N] [--seed R]``.

For each variant and player count it plays ``N`` games with four (or 3, 5, 6) greedy bots
and prints each seat's win rate with a 95% Wilson interval, twice: with the greedy bot as
it is, and with one change to how it picks whom to attack when several opponents are
equally weak (a random one of them instead of the first in seat order). It also prints,
for the four-player free-for-all, the combat each seat dealt to each other seat, and how
often each seat was the first to be knocked out. The findings are in
``docs/seat-balance.md``.
"""

from __future__ import annotations

import argparse
from collections import Counter
from typing import Any

from toolkit.core.simulate import game_seeds
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import GreedyBot, SpendOptions
from toolkit.tournament.stats import wilson_interval


class FairTargetBot(GreedyBot):
    """The greedy bot, but among equally weak opponents it attacks a random one."""

    name = "greedy-fair"

    def _attack(self, game: Any, options: SpendOptions) -> Any:
        choice = super()._attack(game, options)
        if choice is None or choice.kind != "attack_player":
            return choice
        priority = game.variant.target_priority
        key = (priority(game, choice.args[0]), game.health_of(choice.args[0]))
        ties = [
            a
            for a in options.attack_player
            if (priority(game, a.args[0]), game.health_of(a.args[0])) == key
            and a.args[1] == choice.args[1]
        ]
        return ties[self.rng.randrange(len(ties))] if len(ties) > 1 else choice


def play(variant: str, players: int, games: int, seed: int, fair: bool) -> dict[str, Any]:
    """Seat wins, damage dealt per pair of seats and first knock-outs of one setting."""
    wins: Counter[int] = Counter()
    damage: Counter[tuple[int, int]] = Counter()
    first_out: Counter[int] = Counter()
    for s in game_seeds(seed, games):
        game = HeroRealmsGame.new(seed=s, players=players, variant=variant)
        kind = FairTargetBot if fair else GreedyBot
        bots = [kind(s + i) for i in range(players)]
        out_seen = False
        while not game.is_over and game.turn <= 300:
            seat = game.current_player
            a = bots[seat].choose(game, game.legal_actions())
            if a.kind == "attack_player":
                damage[(seat, a.args[0])] += a.args[1]
            game.apply(a)
            if not out_seen:
                gone = [p.seat for p in game.players if p.out]
                if gone:
                    first_out[gone[0]] += 1
                    out_seen = True
        for w in game.winners:
            wins[w] += 1
    return {"wins": wins, "damage": damage, "first_out": first_out}


SETTINGS = [
    ("free-for-all", 3),
    ("free-for-all", 4),
    ("free-for-all", 5),
    ("free-for-all", 6),
    ("last-standing", 4),
    ("first-blood", 4),
    ("hydra", 4),
    ("emperor", 6),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    n = args.games
    for variant, players in SETTINGS:
        for fair in (False, True):
            r = play(variant, players, n, args.seed, fair)
            cells = []
            for s in range(players):
                low, high = wilson_interval(r["wins"][s], n)
                cells.append(
                    f"seat {s + 1} {100 * r['wins'][s] / n:.0f}% "
                    f"({100 * float(low):.0f}-{100 * float(high):.0f})"
                )
            who = "random among equally weak" if fair else "greedy as is"
            print(f"{variant} {players}p, {who}: " + "; ".join(cells), flush=True)
            if variant == "free-for-all" and players == 4:
                for a in range(players):
                    row = " ".join(f"{r['damage'][(a, b)]:6d}" for b in range(players))
                    print(f"    combat dealt by seat {a + 1} to seats 1..{players}: {row}")
                firsts = ", ".join(
                    f"seat {s + 1} {100 * r['first_out'][s] / n:.0f}%" for s in range(players)
                )
                print(f"    first knocked out: {firsts}")


if __name__ == "__main__":
    main()
