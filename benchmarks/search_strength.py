"""How often the search bot beats the strongest other bot, with a 95% Wilson interval.

Run: ``python benchmarks/search_strength.py [--game hero-realms|villainous|both]
[--games N] [--playouts P | --cpu-seconds C] [--seconds S] [--horizon H] [--opponent BOT]
[--seed R] [--first-pair K] [--duplicate] [--bot NAME] [--margin Z]``.

``--margin Z`` makes the search keep its policy's move unless another beats it by more
than Z standard errors of the paired gain (rollout policy improvement).

Two-player games, the search bot's seat alternating from game to game (seat 1 in even
games, seat 2 in odd ones). In Villainous every ordered pairing of two different villains
is played in turn (the search bot's villain first), so that over 20 games each villain
meets each other one with either side. The budget is ``--playouts`` per decision (and
``--seconds`` as a time limit, if given); the search bot's mean CPU seconds per searched
decision (a decision with at least two candidate moves) is printed beside the win rate,
so that a budget can be read as time on this machine. A game still going at the turn
limit counts as not won (its count is printed). The opponent defaults to the game's
strongest existing bot (Hero Realms ``lookahead``, Villainous ``heuristic``).

``--cpu-seconds C`` calibrates the budget instead of taking ``--playouts``: the search
bot analyses the searched decisions of a few seeded games of the fast bots at a probe
budget, the CPU time per playout is measured (``time.process_time``, so one core's time
even on a busy machine), and the playouts per decision are set to ``C`` divided by it.
The calibration is printed; the tournament then runs with that fixed playout count, so
that its games do not depend on the machine's load, and prints the CPU seconds each
searched decision really took. ``--first-pair K`` starts the Villainous pairings at the
K-th (0-based), so that several runs can share the pairings out.

``--duplicate`` plays every deal twice, as duplicate bridge does: the same game seed
with the search bot in seat 1, then in seat 2 (in Villainous with the same two villains
swapped between the bots, so each pairing is played from both sides). Which seat a deal
favours then cancels out: with the bots' moves mostly fixed by the deal, a deal played
once is a large share of the noise (over one set of 40 single deals, ``lookahead``
against itself won 15 in the seat the search bot takes). ``--bot NAME`` seats another
bot where the search bot sits (``--bot lookahead`` gives the baseline of the same deals).
"""

from __future__ import annotations

import argparse
import itertools
import time
from typing import Any

from toolkit.core.bots import Bot
from toolkit.core.game import Game
from toolkit.core.simulate import game_seeds
from toolkit.native import compiled_modules
from toolkit.search.core import PLAY_MARGIN
from toolkit.tournament.stats import wilson_interval

STRONGEST = {"hero-realms": "lookahead", "villainous": "heuristic"}


class _Timed:
    """Wraps the search bot to count its searched decisions and their CPU time."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name
        self.searched = 0
        self.cpu = 0.0

    def choose(self, game: Game, actions: Any) -> Any:
        if len(actions) == 1:
            return actions[0]
        start = time.process_time()
        if not hasattr(self.bot, "analyse"):  # a baseline bot in the search bot's seat
            self.searched += 1
            chosen = self.bot.choose(game, actions)
            self.cpu += time.process_time() - start
            return chosen
        result = self.bot.analyse(game, actions)
        if result.playouts:
            self.searched += 1
            self.cpu += time.process_time() - start
        return result.best


def _new_game(game: str, seed: int, villains: list[str] | None) -> Game:
    if game == "hero-realms":
        from toolkit.hero_realms import HeroRealmsGame

        return HeroRealmsGame.new(seed=seed)
    from toolkit.villainous.engine import VillainousGame

    assert villains is not None
    return VillainousGame.new(seed, villains=villains)


def _bot(game: str, name: str, seed: int, **options: Any) -> Bot:
    if game == "hero-realms":
        from toolkit.search.hero_realms import make_bot
    else:
        from toolkit.search.villainous import make_bot
    return make_bot(name, seed, **options)


def calibrate(game: str, cpu_seconds: float, horizon: int | None, probe: int = 200) -> int:
    """The playouts per decision that cost about ``cpu_seconds`` of CPU time here.

    The search bot analyses, at ``probe`` playouts, every searched decision of the first
    seat in two seeded games of the game's fast bots (capped at 24 decisions) and the CPU
    time per playout is averaged over them.
    """
    fast = "tuned" if game == "hero-realms" else "heuristic"
    options: dict[str, Any] = {"playouts": probe}
    if horizon is not None:
        options["horizon"] = horizon
    cpu = 0.0
    played = decisions = 0
    for seed in range(2):
        villains = ["ursula", "captain_hook"] if game == "villainous" else None
        g = _new_game(game, 1000 + seed, villains)
        bots = [_bot(game, fast, seed + s) for s in range(2)]
        search = _bot(game, "search", seed, **options)
        n = 0
        while not g.is_over and n < 12:
            legal = g.legal_actions()
            if g.current_player == 0 and len(legal) > 1:
                start = time.process_time()
                result = search.analyse(g, legal)  # type: ignore[attr-defined]
                if result.playouts:
                    cpu += time.process_time() - start
                    played += result.playouts
                    n += 1
            g.apply(bots[g.current_player].choose(g, legal))
        decisions += n
    per = cpu / max(played, 1)
    playouts = max(1, round(cpu_seconds / per))
    print(
        f"calibration: {1000 * per:.3f} CPU ms per playout over {decisions} searched "
        f"decisions at {probe} playouts: {cpu_seconds:g} CPU s = {playouts} playouts",
        flush=True,
    )
    return playouts


def run(game: str, args: argparse.Namespace) -> dict[str, Any]:
    """Play the games of one game type and return the counts and figures."""
    opponent = args.opponent or STRONGEST[game]
    pairs: list[tuple[str, str]] = [("", "")]
    if game == "villainous":
        from toolkit.villainous.cards import VILLAINS

        pairs = list(itertools.permutations(VILLAINS, 2))
        pairs = pairs[args.first_pair :] + pairs[: args.first_pair]
    playouts = args.playouts
    if args.cpu_seconds is not None:
        playouts = calibrate(game, args.cpu_seconds, args.horizon)
    options: dict[str, Any] = {"playouts": playouts}
    if args.seconds is not None:
        options["seconds"] = args.seconds
    if args.horizon is not None:
        options["horizon"] = args.horizon
    options["margin"] = args.margin
    wins = draws = 0
    by_pair: dict[tuple[str, str], list[int]] = {}
    searched = 0
    cpu = 0.0
    start = time.perf_counter()
    seeds = game_seeds(args.seed, args.games)
    if args.duplicate:  # every deal twice, the search bot in each seat
        seeds = [s for s in game_seeds(args.seed, (args.games + 1) // 2) for _ in range(2)]
    for j, seed in enumerate(seeds[: args.games]):
        me = j % 2
        mine, theirs = pairs[(j // 2 if args.duplicate else j) % len(pairs)]
        villains = None
        if game == "villainous":
            villains = [mine, theirs] if me == 0 else [theirs, mine]
            if args.duplicate:  # the same seating, the bots swapped
                villains = [mine, theirs]
                mine, theirs = villains[me], villains[1 - me]
        mine_bot = _bot(game, "search", seed + me, **options)
        if args.bot != "search":
            mine_bot = _bot(game, args.bot, seed + me)
        search = _Timed(mine_bot)
        other = _bot(game, opponent, seed + 1 - me)
        seats: list[Any] = [search, other] if me == 0 else [other, search]
        g = _new_game(game, seed, villains)
        while not g.is_over and g.turn <= args.max_turns:
            g.apply(seats[g.current_player].choose(g, g.legal_actions()))
        won = me in g.winners
        wins += won
        draws += not g.is_over
        tally = by_pair.setdefault((mine, theirs), [0, 0])
        tally[0] += won
        tally[1] += 1
        searched += search.searched
        cpu += search.cpu
        label = f" {mine} v {theirs}" if mine else ""
        print(
            f"  game {j + 1:3d}: search in seat {me + 1}{label}: "
            f"{'won' if won else 'lost' if g.is_over else 'unfinished'} on turn {g.turn}",
            flush=True,
        )
    low, high = wilson_interval(wins, args.games)
    return {
        "game": game,
        "opponent": opponent,
        "playouts": playouts,
        "games": args.games,
        "wins": wins,
        "unfinished": draws,
        "win_rate": wins / args.games,
        "low": float(low),
        "high": float(high),
        "cpu_per_decision": cpu / max(searched, 1),
        "decisions_per_game": searched / args.games,
        "seconds": time.perf_counter() - start,
        "by_pair": by_pair,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=["hero-realms", "villainous", "both"], default="both")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--playouts", type=int, default=100, help="playouts per decision")
    parser.add_argument(
        "--cpu-seconds",
        type=float,
        default=None,
        help="calibrate the playouts per decision to this many CPU seconds (replaces --playouts)",
    )
    parser.add_argument("--first-pair", type=int, default=0, help="Villainous: first pairing")
    parser.add_argument(
        "--bot",
        default="search",
        help="another bot in the search bot's seat, for the baseline of the same deals",
    )
    parser.add_argument(
        "--duplicate",
        action="store_true",
        help="play every deal twice, the search bot in seat 1 then in seat 2",
    )
    parser.add_argument("--seconds", type=float, default=None, help="time limit per decision")
    parser.add_argument("--horizon", type=int, default=None, help="turn ends per playout")
    parser.add_argument(
        "--margin",
        type=float,
        default=PLAY_MARGIN,
        help=f"standard errors a move must beat the default by (default {PLAY_MARGIN:g}, as the "
        "search bot plays; 0 for the best mean)",
    )
    parser.add_argument("--opponent", default=None, help="default: the game's strongest bot")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-turns", type=int, default=300)
    args = parser.parse_args()
    print(f"engine: {'compiled' if compiled_modules() else 'Python source'}")
    games = ["hero-realms", "villainous"] if args.game == "both" else [args.game]
    for game in games:
        r = run(game, args)
        who = f"search ({r['playouts']} playouts per decision)"
        if args.bot != "search":
            who = f"{args.bot} in the search bot's seat"
        print(
            f"{game}: {who} won {r['wins']} of "
            f"{r['games']} against {r['opponent']} "
            f"({100 * r['win_rate']:.0f}%, 95% Wilson interval {100 * r['low']:.0f}%"
            f"-{100 * r['high']:.0f}%; {r['unfinished']} unfinished); "
            f"{r['cpu_per_decision']:.3f} CPU s per searched decision, "
            f"{r['decisions_per_game']:.0f} searched decisions per game; "
            f"{r['seconds']:.0f} s in all",
            flush=True,
        )
        if game == "villainous":
            for (mine, theirs), (won, played) in sorted(r["by_pair"].items()):
                print(f"  search as {mine} against {theirs}: won {won} of {played}")


if __name__ == "__main__":
    main()
