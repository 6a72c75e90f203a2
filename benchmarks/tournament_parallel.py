"""Tournament parallel efficiency: the same games serially and on 2 workers.

Run:

    python benchmarks/tournament_parallel.py [--games N] [--workers W] [--dask]

Plays ``--games`` Hero Realms greedy-vs-greedy games (composition sums on)
serially, then with the ``processes`` backend (and with ``--dask``, a local
Dask cluster of ``W`` single-threaded worker processes), checks that every
backend gives the same table, and prints games/s and the parallel efficiency
``serial time / (W × parallel time)``. Wall-clock times: on a machine that
other jobs keep busy, that efficiency comes out low (the load average is
printed next to it), so the CPU-time efficiency (serial CPU time over the
workers' summed CPU time playing; it leaves out start-up and transfer) is
printed too.
"""

from __future__ import annotations

import argparse
import os

import pandas as pd

from toolkit.tournament import run_tournament


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--batch-size", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dask", action="store_true", help="also time a local Dask cluster")
    args = parser.parse_args()
    kw = {
        "games": args.games,
        "seed": args.seed,
        "composition": True,
        "progress": False,
        "batch_size": args.batch_size,
    }
    lineup = ["greedy", "greedy"]
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    serial = run_tournament(lineup, **kw)
    print(
        f"serial:      {serial.seconds:6.2f} s  {serial.games_per_second:6.0f} games/s  "
        f"(CPU {serial.info['cpu_seconds']:.2f} s)"
    )
    runs = {"processes": run_tournament(lineup, backend="processes", workers=args.workers, **kw)}
    if args.dask:
        from distributed import Client, LocalCluster

        with (
            LocalCluster(
                n_workers=args.workers, threads_per_worker=1, dashboard_address=None
            ) as cluster,
            Client(cluster) as client,
        ):
            client.run(lambda: __import__("toolkit.tournament"))  # warm the workers
            runs["dask"] = run_tournament(lineup, backend="dask", client=client, **kw)
    for name, res in runs.items():
        pd.testing.assert_frame_equal(res.games, serial.games)
        eff = serial.seconds / (args.workers * res.seconds)
        work = serial.info["cpu_seconds"] / res.info["cpu_seconds"]
        print(
            f"{name + ':':12s} {res.seconds:6.2f} s  {res.games_per_second:6.0f} games/s  "
            f"(CPU {res.info['cpu_seconds']:.2f} s)  efficiency at {args.workers} workers: "
            f"{eff:.0%} wall clock, {work:.0%} CPU time"
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}; identical results on every backend")


if __name__ == "__main__":
    main()
