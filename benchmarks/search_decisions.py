"""Where the Hero Realms search bot's choices differ, and how sure its estimates are.

Run: ``python benchmarks/search_decisions.py [--positions N] [--playouts P]
[--horizons H1,H2,...] [--seed R]``.

Seeded two-player games of the ``tuned`` bot are played, and every searched decision
of theirs (one where the search compares two moves or more) is a position, taken
evenly until ``--positions`` are kept. At each position the search bot analyses the
decision at every horizon of ``--horizons`` (turn ends per playout; a large number
plays the games to their end) with ``--playouts`` playouts, and ``lookahead`` chooses
too. Printed, per kind of decision (the ``tuned`` bot's move: buy, attack, sacrifice,
an answer to a card's question):

- how often each horizon's choice is the ``tuned`` move, the ``lookahead`` move, and
  the other horizons' choice;
- the mean gap between the best and the runner-up estimate, and the mean standard
  error of that gap over the futures both moves shared (common random numbers): a gap
  below about two standard errors is a choice the futures do not support;
- the share of positions whose every estimate is 0 or 1 (the futures all end the same
  way: the search sees no difference between moves at all).
"""

from __future__ import annotations

import argparse
import math
import statistics
from collections import defaultdict
from typing import Any

from toolkit.core.simulate import game_seeds
from toolkit.hero_realms import HeroRealmsGame
from toolkit.hero_realms.bots import LookaheadBot, TunedBot
from toolkit.native import compiled_modules
from toolkit.search.core import SearchResult
from toolkit.search.hero_realms import HeroRealmsSearchBot


def positions(count: int, seed: int) -> list[HeroRealmsGame]:
    """Searched decisions of seeded ``tuned`` games, taken evenly (every third)."""
    probe = HeroRealmsSearchBot(0, playouts=2)
    found: list[HeroRealmsGame] = []
    for s in game_seeds(seed, 50):
        game = HeroRealmsGame.new(seed=s)
        bots = [TunedBot(s), TunedBot(s + 1)]
        k = 0
        while not game.is_over and len(found) < count:
            legal = game.legal_actions()
            if len(legal) > 1 and len(probe.candidates(game, legal, legal[0])) > 1:
                k += 1
                if k % 3 == 0 and probe.analyse(game, legal).playouts:
                    found.append(game.clone())
            game.apply(bots[game.current_player].choose(game, legal))
        if len(found) >= count:
            break
    return found


def gap(result: SearchResult) -> tuple[float, float]:
    """The best estimate minus the runner-up's, and that gap's standard error over the
    futures the two shared (0, 0 with one candidate)."""
    if len(result.moves) < 2:
        return 0.0, 0.0
    best, second = result.moves[0], result.moves[1]
    diff = best.win_chance - second.win_chance
    n = min(best.playouts, second.playouts)
    # The paired standard error is not in the result; bound it by the unpaired one of
    # Bernoulli-like values, an upper bound when the futures are shared.
    var = best.win_chance * (1 - best.win_chance) + second.win_chance * (1 - second.win_chance)
    return diff, math.sqrt(var / max(n, 1))


def kind(game: HeroRealmsGame, result: SearchResult) -> str:
    """The kind of decision: the ``tuned`` move's kind, or the question asked."""
    if game.pending is not None:
        return f"answer ({game.pending[0]})"
    return result.default.kind


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--playouts", type=int, default=400)
    parser.add_argument("--horizons", default="3,6,100")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    horizons = [int(h) for h in args.horizons.split(",")]
    print(f"engine: {'compiled' if compiled_modules() else 'Python source'}")
    games = positions(args.positions, args.seed)
    rows: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for i, game in enumerate(games):
        row: dict[str, Any] = {}
        label = ""
        for h in horizons:
            result = HeroRealmsSearchBot(i, playouts=args.playouts, horizon=h).analyse(game)
            label = kind(game, result)
            row[h] = result
        row["lookahead"] = LookaheadBot(i).choose(game, game.legal_actions())
        rows[label].append(row)
    print(f"{len(games)} positions, {args.playouts} playouts per decision")
    for label, group in sorted(rows.items()):
        n = len(group)
        print(f"{label}: {n} positions")
        for h in horizons:
            tuned = sum(r[h].best == r[h].default for r in group)
            look = sum(r[h].best == r["lookahead"] for r in group)
            others = [
                f"h{o} {sum(r[h].best == r[o].best for r in group)}" for o in horizons if o != h
            ]
            gaps = [gap(r[h]) for r in group]
            flat = sum(all(m.win_chance in (0.0, 1.0) for m in r[h].moves) for r in group)
            print(
                f"  horizon {h}: same as tuned {tuned}/{n}, as lookahead {look}/{n}, "
                f"as {', '.join(others)}; best minus runner-up "
                f"{statistics.mean(g for g, _ in gaps):.3f} (standard error up to "
                f"{statistics.mean(e for _, e in gaps):.3f}); all futures alike {flat}/{n}",
                flush=True,
            )


if __name__ == "__main__":
    main()
