"""Deck-composition curves over 10,000 Hero Realms games, end to end, with peak memory.

Run:

    python benchmarks/tournament_composition.py [--games N] [--workers W] [--backend B]

Plays ``--games`` greedy-vs-greedy games with composition sums streamed
(processes backend by default), builds the results table, the curves table
and one figure, and prints the wall-clock time of each phase, the CPU time
spent playing (so a figure for idle cores can be estimated on a busy
machine), the size of the running sums, and peak memory: Python allocations
of this process (tracemalloc, unless ``--no-tracemalloc``) and the peak
resident size of this process and of the largest worker (getrusage).
"""

from __future__ import annotations

import argparse
import os
import resource
import time
import tracemalloc

from toolkit.tournament import run_tournament
from toolkit.tournament.figures import composition_figure


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--backend", default="processes")
    parser.add_argument("--batch-size", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-tracemalloc", action="store_true")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    if not args.no_tracemalloc:
        tracemalloc.start()
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
    assert res.composition is not None
    curves = res.composition.to_frame()
    composition_figure(res.composition, "gold_per_hand", by="seat")
    total = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1] if tracemalloc.is_tracing() else 0
    tracemalloc.stop()
    me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    cpu = res.info["cpu_seconds"]
    turns = res.games["turns"]
    print(
        f"{args.games} games, backend {args.backend}, {args.workers} workers: "
        f"{total:.1f} s end to end ({args.games / total:.0f} games/s)"
    )
    other = (played - start) - res.seconds
    print(
        f"  playing and streaming {res.seconds:.1f} s, planning and results table {other:.2f} s, "
        f"curves and figure {total - (played - start):.2f} s"
    )
    print(
        f"  CPU time playing {cpu:.1f} s = {args.games / cpu:.0f} games/s per core; "
        f"on {args.workers} idle cores about {cpu / args.workers:.1f} s"
    )
    print(
        f"turns: mean {turns.mean():.1f}, max {turns.max()}; curves table {len(curves)} rows; "
        f"running sums {res.composition.nbytes() / 1024:.0f} KiB"
    )
    print(
        f"peak memory: Python allocations {peak / 2**20:.1f} MiB (tracemalloc), "
        f"max RSS {me:.0f} MiB (this process), "
        f"{res.info['worker_max_rss_mib']:.0f} MiB (largest worker)"
    )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
