"""Deck-composition curves over 10,000 Hero Realms games, end to end, with peak memory.

Run:

    python benchmarks/tournament_composition.py [--games N] [--workers W] [--backend B]
        [--batch-size S] [--tracemalloc] [--breakdown G]

Plays ``--games`` greedy-vs-greedy games with composition sums streamed
(processes backend by default), builds the results table, the curves table
and one figure, and prints:

* the wall-clock time of each phase: worker start and play (the run), the
  results table, the curves and the figure;
* CPU time: spent playing (summed over batches), of the worker processes in
  all (their start-up included) and of this process, so that a figure for
  idle cores can be estimated on a busy machine (``CPU / workers``);
* when each worker finished its last batch (a gap means a straggler);
* peak memory: resident size of this process and of the largest worker
  (getrusage), and with ``--tracemalloc`` this process's Python allocations
  (tracing slows this process and makes the workers start from a fork server,
  see :func:`toolkit.tournament.run.start_method`, so it is off by default);
* the load average (1, 5 and 15 minutes) before and after: with a load above
  the core count, wall-clock times include waiting for other jobs.

``--breakdown G`` first plays ``G`` games in this process and times, per game,
the engine alone and each piece the tournament adds around it: composition
recording at each turn start (timed call by call during play, as the calls
are too short for CPU clocks), the end-of-game scan, the batch's composition
sums and the outcome columns (each the lowest CPU time of three repeats).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import time


def _load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f} (1/5/15 min) on {os.cpu_count()} CPUs"


def breakdown(games: int, seed: int) -> None:
    """Per-game CPU time of the engine and of each tournament piece around it."""
    from toolkit.core.bots import play_game
    from toolkit.tournament.composition import CompositionRecorder
    from toolkit.tournament.games import GameSpec
    from toolkit.tournament.run import plan

    spec = GameSpec("hero-realms", 2)
    tasks = plan([("greedy", "greedy")], games, seed)
    starts: list[list[tuple[int, object]]] = []  # each game's state at each turn start
    finals = []
    for task in tasks:
        game = spec.new_game(task.seed, task.seats)
        bots = [spec.bot(c, task.seed + s) for s, c in enumerate(task.seats)]
        seen: list[tuple[int, object]] = []
        while not game.is_over and game.turn <= spec.max_turns:
            if not seen or seen[-1][0] != game.turn:
                seen.append((game.turn, game.clone()))
            game.apply(bots[game.current_player].choose(game, game.legal_actions()))
        starts.append(seen)
        finals.append(game)

    def engine() -> None:
        for task in tasks:
            game = spec.new_game(task.seed, task.seats)
            bots = [spec.bot(c, task.seed + s) for s, c in enumerate(task.seats)]
            play_game(game, bots, max_turns=spec.max_turns)

    def record_in_play() -> float:
        """Turn-start records timed call by call while games are played (warm caches).

        Calls interrupted by the scheduler (over 50 us) are left out; the cost of
        reading the clock is subtracted.
        """
        from toolkit.tournament.run import _play

        calls: list[int] = []
        clock = time.perf_counter_ns
        plain = CompositionRecorder.record

        class Timed(CompositionRecorder):
            def record(self, game: object, turn: int) -> None:
                start = clock()
                plain(self, game, turn)  # type: ignore[arg-type]
                calls.append(clock() - start)

        recorder = Timed()
        for task in tasks:
            _play(spec, task, recorder)
        empty = []
        for _ in range(len(calls)):
            start = clock()
            empty.append(clock() - start)
        kept = [c for c in calls if c < 50_000]
        floor = sorted(empty)[len(empty) // 2]
        return (sum(kept) / len(kept) - floor) * len(calls) / games / 1000

    full = CompositionRecorder()
    for seen, game, task in zip(starts, finals, tasks, strict=True):
        full.begin()
        for turn, state in seen:
            full.record(state, turn)  # type: ignore[arg-type]
        full.end(game, task.seats)

    def end() -> None:
        recorder = CompositionRecorder()
        for game, task in zip(finals, tasks, strict=True):
            recorder.begin()
            recorder.end(game, task.seats)

    def outcome() -> None:
        for game in finals:
            mask = 0
            for w in game.winners:
                mask |= 1 << w
            json.dumps(game.setup, sort_keys=True)
            spec.final_columns(game)

    def best(fn: object) -> float:
        times = []
        for _ in range(3):
            start = time.process_time()
            fn()  # type: ignore[operator]
            times.append(time.process_time() - start)
        return 1e6 * min(times) / games

    parts = {
        "engine (new game, bots, play)": best(engine),
        "composition: turn-start records": record_in_play(),
        "composition: end-of-game scan": best(end),
        "composition: batch sums (numpy)": best(full.stats),
        "outcome columns": best(outcome),
    }
    added = sum(parts.values()) - parts["engine (new game, bots, play)"]
    print(f"per-game CPU time over {games} games (lowest of 3), load {_load()}:")
    for name, us in parts.items():
        print(f"  {name:34s} {us:8.1f} us")
    engine_us = parts["engine (new game, bots, play)"]
    print(
        f"  {'added around the engine':34s} {added:8.1f} us ({added / engine_us:.1%} of the engine)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--backend", default="processes")
    parser.add_argument("--batch-size", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tracemalloc", action="store_true", help="also trace Python allocations")
    parser.add_argument("--breakdown", type=int, default=0, metavar="G", help="time the pieces")
    args = parser.parse_args()
    if args.breakdown:
        breakdown(args.breakdown, args.seed)
    import tracemalloc

    from toolkit.tournament import run_tournament

    print(f"load average before: {_load()}")
    if args.tracemalloc:
        tracemalloc.start()
    cpu_start = time.process_time()
    start = time.perf_counter()
    res = run_tournament(
        ["greedy", "greedy"],
        games=args.games,
        seed=args.seed,
        composition=True,
        backend=args.backend,
        workers=args.workers,
        batch_size=args.batch_size,
        progress=False,
    )
    played = time.perf_counter()
    from toolkit.tournament.figures import composition_figure

    assert res.composition is not None
    curves = res.composition.to_frame()
    composition_figure(res.composition, "gold_per_hand", by="seat")
    total = time.perf_counter() - start
    main_cpu = time.process_time() - cpu_start
    peak = tracemalloc.get_traced_memory()[1] if tracemalloc.is_tracing() else 0
    tracemalloc.stop()
    me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    info = res.info
    cpu = info["cpu_seconds"]
    turns = res.games["turns"]
    finish = info["worker_finish_seconds"]
    print(
        f"{args.games} games, backend {args.backend}, {args.workers} workers "
        f"(start method {info['start_method']}), batches of {args.batch_size}: "
        f"{total:.2f} s end to end ({args.games / total:.0f} games/s)"
    )
    print(
        f"  run (workers, play, stream) {res.seconds:.2f} s, planning and results table "
        f"{(played - start) - res.seconds:.2f} s, curves and figure {total - (played - start):.2f} s"
    )
    print(
        f"  CPU: playing {cpu:.2f} s = {args.games / cpu:.0f} games/s per core "
        f"({1e6 * cpu / args.games:.0f} us/game); worker processes in all "
        f"{info['worker_cpu_seconds']:.2f} s; this process {main_cpu:.2f} s; "
        f"on {args.workers} idle cores about {info['worker_cpu_seconds'] / args.workers:.2f} s"
    )
    print(
        f"  workers finished their last batch at {', '.join(f'{t:.2f}' for t in finish)} s "
        f"(gap {finish[-1] - finish[0]:.2f} s)"
    )
    print(
        f"turns: mean {turns.mean():.1f}, max {turns.max()}; curves table {len(curves)} rows; "
        f"running sums {res.composition.nbytes() / 1024:.0f} KiB"
    )
    traced = f"Python allocations {peak / 2**20:.1f} MiB (tracemalloc), " if peak else ""
    print(
        f"peak memory: {traced}max RSS {me:.0f} MiB (this process), "
        f"{info['worker_max_rss_mib']:.0f} MiB (largest worker)"
    )
    print(f"load average after: {_load()}")


if __name__ == "__main__":
    main()
