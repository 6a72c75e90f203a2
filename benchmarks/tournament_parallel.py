"""Tournament parallel efficiency: the same games on 1 and on W worker processes.

Run:

    python benchmarks/tournament_parallel.py [--games N] [--workers W] [--repeats R]
        [--batch-size S] [--dask]

Plays ``--games`` Hero Realms greedy-vs-greedy games (composition sums on)
serially in this process, then with the ``processes`` backend on 1 worker
and on ``W`` workers (``--repeats`` times each, alternating, keeping the
fastest), optionally on a local Dask cluster, checks that every run gives the
same table and sums, and prints:

``speed-up``
    wall-clock time of 1 worker over that of ``W`` workers (same start-up,
    transfer and merging on both sides), and the serial run over ``W``
    workers (what parallel play gains over not using it at all).
``efficiency``
    speed-up / ``W``: 100 % is perfect scaling; the product target is 80 % at
    2 workers.
``CPU-time efficiency``
    CPU time of the serial run (this process: playing, recording, merging)
    over the CPU time of the ``W``-worker run (all workers, their start-up
    included, plus this process). It counts the extra *work* parallel play
    costs, and not waiting: a straggling batch or other jobs on the machine
    do not lower it.
``finish gap``
    how far apart the workers finished their last batches (a straggler).

The CPU time of the ``W``-worker run is also split into playing, the
workers' start-up and transfer, and this process (merging sums, building the
table), with the playing CPU time per game serially and on ``W`` workers.

Reading the figures on a busy machine: the load averages (1/5/15 minutes) are
printed before and after. On a quiet machine (load well under 1 before) the
wall-clock efficiency is the honest figure. When other jobs keep the cores
busy (load near or above the core count), ``W`` workers share the cores
with them, so the wall-clock speed-up drops towards ``cores / (load + 1)``
whatever the code does; then read the CPU-time figures instead, and the
serial CPU time divided by ``W`` as the time idle cores would take. Even CPU
time is not immune: processes that share caches (or virtual cores that share
a physical one) run slower per instruction, which shows as a higher playing
CPU time per game on ``W`` workers than serially. Start-up, transfer and this
process's share are what the tournament code itself adds. The fastest of
``--repeats`` runs is kept because load comes and goes.
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any


def _load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f} (1/5/15 min) on {os.cpu_count()} CPUs"


def _run(lineup: list[str], kw: dict[str, Any], **backend: Any) -> tuple[Any, float]:
    """One tournament and the CPU time this process spent on it."""
    from toolkit.tournament import run_tournament

    start = time.process_time()
    res = run_tournament(lineup, **kw, **backend)
    return res, time.process_time() - start


def _line(name: str, res: Any, total_cpu: float) -> str:
    finish = res.info["worker_finish_seconds"]
    return (
        f"{name + ':':14s} {res.seconds:6.2f} s  {res.games_per_second:5.0f} games/s  "
        f"CPU {total_cpu:6.2f} s (playing {res.info['cpu_seconds']:.2f} s)  "
        f"finish gap {finish[-1] - finish[0]:.2f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--batch-size", type=int, default=25)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dask", action="store_true", help="also time a local Dask cluster")
    args = parser.parse_args()
    import pandas as pd

    kw = {
        "games": args.games,
        "seed": args.seed,
        "composition": True,
        "progress": False,
        "batch_size": args.batch_size,
    }
    lineup = ["greedy", "greedy"]
    w = args.workers
    print(f"load average before: {_load()}")
    serial, serial_cpu = _run(lineup, kw)
    print(_line("serial", serial, serial_cpu))
    best: dict[str, tuple[Any, float]] = {}
    for _ in range(args.repeats):
        for n in (1, w):
            res, mine = _run(lineup, kw, backend="processes", workers=n)
            cpu = mine + res.info["worker_cpu_seconds"]
            name = f"{n} worker" + ("s" if n > 1 else "")
            if name not in best or res.seconds < best[name][0].seconds:
                best[name] = (res, cpu)
    if args.dask:
        from distributed import Client, LocalCluster

        with (
            LocalCluster(n_workers=w, threads_per_worker=1, dashboard_address=None) as cluster,
            Client(cluster) as client,
        ):
            client.run(lambda: __import__("toolkit.tournament.run"))  # warm the workers
            res, mine = _run(lineup, kw, backend="dask", client=client)
            best["dask"] = (res, mine + res.info["worker_cpu_seconds"])
    for name, (res, cpu) in best.items():
        print(_line(name, res, cpu) + f"  start method {res.info['start_method']}")
        pd.testing.assert_frame_equal(res.games, serial.games)
        pd.testing.assert_frame_equal(
            res.composition.to_frame(), serial.composition.to_frame(), check_exact=True
        )
    one, many = best["1 worker"][0], best[f"{w} workers"][0]
    speedup = one.seconds / many.seconds
    over_serial = serial.seconds / many.seconds
    cpu_eff = serial_cpu / best[f"{w} workers"][1]
    print(
        f"speed-up of {w} workers: {speedup:.2f}x over 1 worker, {over_serial:.2f}x over serial; "
        f"efficiency {speedup / w:.0%} (over serial {over_serial / w:.0%}); "
        f"CPU-time efficiency {cpu_eff:.0%}"
    )
    par, par_cpu = best[f"{w} workers"]
    per_game = 1e6 / args.games
    play_serial, play_par = serial.info["cpu_seconds"], par.info["cpu_seconds"]
    print(
        f"CPU of {w} workers: playing {play_par:.2f} s, worker start-up and transfer "
        f"{par.info['worker_cpu_seconds'] - play_par:.2f} s, this process "
        f"{par_cpu - par.info['worker_cpu_seconds']:.2f} s; playing per game "
        f"{play_serial * per_game:.0f} us serial, {play_par * per_game:.0f} us on {w} workers "
        f"({play_par / play_serial - 1:+.0%}: processes sharing caches and cores)"
    )
    print(
        f"idle-core estimate: serial CPU {serial_cpu:.2f} s / {w} = {serial_cpu / w:.2f} s "
        f"for {args.games} games"
    )
    print(f"load average after: {_load()}; identical results on every backend")


if __name__ == "__main__":
    main()
