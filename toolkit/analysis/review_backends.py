"""Where a game review runs: this process, worker processes, or a Dask cluster.

A long review (hundreds of decisions, a large budget) is split into stretches of
consecutive decisions (:data:`STRETCH` each); every stretch replays the game to its first
decision and reviews its decisions with :class:`~toolkit.analysis.game_review.Reviewer`.
The search draws each decision's futures from the seed and the number of decisions taken,
so a decision's review does not depend on where it ran nor on what ran before it: the same
log, budget and seed give the same review on every backend and worker count (a test
compares ``serial`` and ``processes``).

Backends, named as the tournaments name theirs (:mod:`toolkit.tournament`):

``serial``
    this process, one decision after another;
``processes``
    :class:`concurrent.futures.ProcessPoolExecutor` (forked workers on Linux);
``dask``
    a ``distributed`` client (given, made from a scheduler's address, or a local
    cluster of single-threaded workers). It needs the ``scale`` extra, and says so
    before anything starts (:class:`toolkit.extras.MissingExtraError`).

Progress is shown as decisions done out of all (a tqdm bar, and ``on_progress(done,
total)`` for the table).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkit.analysis.game_review import GameReview, ReviewedDecision, Reviewer
from toolkit.core.errors import SetupError

if TYPE_CHECKING:
    from toolkit.core.game import Game
    from toolkit.core.log import GameLog

__all__ = ["BACKENDS", "STRETCH", "review", "run_review", "stretches"]

BACKENDS = ("serial", "processes", "dask")
"""The places a review can run."""

STRETCH = 8
"""Decisions per unit of work on the ``processes`` and ``dask`` backends."""

SCHEDULER_TIMEOUT = 10
"""Seconds to wait for a Dask scheduler named by its address."""


def stretches(n: int, size: int = STRETCH) -> list[tuple[int, int]]:
    """The stretches ``(start, stop)`` of ``n`` decisions, ``size`` at most each.

    >>> stretches(10, 4)
    [(0, 4), (4, 8), (8, 10)]
    >>> stretches(0)
    []
    """
    return [(a, min(n, a + size)) for a in range(0, n, size)]


def _review_stretch(
    log: GameLog, budget: int, seed: int, horizon: int | None, lang: str, start: int, stop: int
) -> list[ReviewedDecision]:
    """Review decisions ``start`` to ``stop`` of ``log`` (the unit of work of a worker)."""
    reviewer = Reviewer(log, budget, seed=seed, horizon=horizon, lang=lang, start=start, stop=stop)
    return reviewer.run()


class _Bar:
    """Progress: a tqdm bar when asked, and the caller's callback."""

    def __init__(self, total: int, shown: bool, on_progress: Callable[[int, int], None] | None):
        self.total = total
        self.done = 0
        self.on_progress = on_progress
        self.bar: Any = None
        if shown:
            from tqdm.auto import tqdm

            self.bar = tqdm(total=total, desc="review", unit="decision")

    def update(self, n: int) -> None:
        self.done += n
        if self.bar is not None:
            self.bar.update(n)
        if self.on_progress is not None:
            self.on_progress(self.done, self.total)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _context() -> Any:
    """Forked workers on Linux when no other thread runs (they start at once), else a fork
    server or the platform's default."""
    import multiprocessing
    import threading

    methods = multiprocessing.get_all_start_methods()
    if sys.platform == "linux" and "fork" in methods and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else None)


def _as_finished(
    futures: list[Any], completed: Iterable[Any], key: Callable[[Any], Any]
) -> Iterator[tuple[int, list[ReviewedDecision]]]:
    """Each stretch's decisions as soon as its future is done, with the stretch's index.

    ``futures`` are the stretches' futures in order, ``completed`` yields them as they
    finish (the backend's ``as_completed``), and ``key`` names a future (a dask future by
    its key, a local one by itself). Both parallel backends collect their work here.
    """
    index = {key(f): i for i, f in enumerate(futures)}
    for future in completed:
        yield index[key(future)], future.result()


def _on_processes(
    log: GameLog, args: tuple[Any, ...], parts: list[tuple[int, int]], workers: int | None
) -> Iterator[tuple[int, list[ReviewedDecision]]]:
    from concurrent.futures import ProcessPoolExecutor, as_completed

    budget, seed, horizon, lang = args

    with ProcessPoolExecutor(
        max_workers=workers or os.cpu_count() or 1, mp_context=_context()
    ) as pool:
        futures = [
            pool.submit(_review_stretch, log, budget, seed, horizon, lang, a, b) for a, b in parts
        ]
        try:
            yield from _as_finished(futures, as_completed(futures), lambda f: f)
        finally:
            for future in futures:
                future.cancel()


def _dask_module() -> Any:
    from toolkit.extras import require

    return require("distributed", extra="scale", purpose="a review on the dask backend")


def _on_dask(
    log: GameLog,
    args: tuple[Any, ...],
    parts: list[tuple[int, int]],
    workers: int | None,
    client: Any,
    scheduler: str | None,
) -> Iterator[tuple[int, list[ReviewedDecision]]]:
    distributed = _dask_module()
    own = client is None
    cluster = None
    if own and scheduler:
        try:
            client = distributed.Client(scheduler, timeout=SCHEDULER_TIMEOUT)
        except (OSError, TimeoutError, ValueError) as exc:
            raise SetupError(f"cannot reach the Dask scheduler at {scheduler!r}: {exc}") from None
    elif own:
        cluster = distributed.LocalCluster(
            n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, dashboard_address=None
        )
        client = distributed.Client(cluster)
    futures: list[Any] = []
    try:
        futures = [client.submit(_review_stretch, log, *args, a, b, pure=False) for a, b in parts]
        yield from _as_finished(futures, distributed.as_completed(futures), lambda f: f.key)
    finally:
        if own:
            client.close()
            if cluster is not None:
                cluster.close()
        else:
            client.cancel([f for f in futures if not f.done()])


def run_review(
    source: GameLog | Game | str | Path,
    budget: int = 100,
    *,
    seed: int = 0,
    horizon: int | None = None,
    lang: str = "en",
    progress: bool = True,
    backend: str = "serial",
    workers: int | None = None,
    client: Any = None,
    scheduler: str | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> GameReview:
    """Review a game on ``backend`` (the parameters are those of
    :func:`review`, which calls this)."""
    if backend not in BACKENDS:
        raise SetupError(f"unknown backend {backend!r}; choose from {', '.join(BACKENDS)}")
    if workers is not None and (
        isinstance(workers, bool) or not isinstance(workers, int) or workers < 1
    ):
        raise SetupError(f"workers is a whole number >= 1, not {workers!r}")
    if backend == "dask":
        _dask_module()  # the scale extra, checked before anything starts
    reviewer = Reviewer(source, budget, seed=seed, horizon=horizon, lang=lang, stop=0)
    log = reviewer.log
    n = len(log.decisions)
    bar = _Bar(n, progress, on_progress)
    try:
        if backend == "serial":
            whole = Reviewer(log, budget, seed=seed, horizon=horizon, lang=lang)
            while not whole.finished:
                whole.step()
                bar.update(1)
            return whole.result()
        parts = stretches(n)
        args = (budget, seed, horizon, lang)
        found: dict[int, list[ReviewedDecision]] = {}
        stream = (
            _on_processes(log, args, parts, workers)
            if backend == "processes"
            else _on_dask(log, args, parts, workers, client, scheduler)
        )
        for i, decisions in stream:
            found[i] = decisions
            a, b = parts[i]
            bar.update(b - a)
        return reviewer.result([d for i in range(len(parts)) for d in found[i]])
    finally:
        bar.close()


def review(
    source: GameLog | Game | str | Path,
    budget: int = 100,
    *,
    seed: int = 0,
    horizon: int | None = None,
    lang: str = "en",
    progress: bool = True,
    backend: str = "serial",
    workers: int | None = None,
    client: Any = None,
    scheduler: str | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> GameReview:
    """Review every decision with a choice in a game (see the module docstring).

    Parameters
    ----------
    source:
        A game, a :class:`~toolkit.core.log.GameLog`, or the path of a saved log.
    budget:
        Playouts per decision searched (a decision whose only candidate is the move
        played gets a quarter of it, at least 4, to measure its win chance).
    seed:
        The search's seed: the same seed and budget give the same review, on every backend.
    horizon:
        Turn ends per playout (default: the game's search bot's).
    lang:
        The language of the moves in words.
    progress:
        Show a progress bar (tqdm) over the decisions.
    backend:
        ``"serial"`` (this process), ``"processes"`` (worker processes) or ``"dask"``
        (a Dask cluster: ``client``, or one made from ``scheduler``, or a local one; needs
        the ``scale`` extra, checked before anything starts). See
        :mod:`toolkit.analysis.review_backends`.
    workers:
        Worker processes of the ``processes`` and local ``dask`` backends (default: the
        machine's cores).
    client, scheduler:
        A Dask client, or a scheduler's address, for the ``dask`` backend.
    on_progress:
        Called with (decisions done, decisions in all) as the review goes on.

    Raises
    ------
    SetupError
        For a bad budget, an unknown backend, or an unreachable Dask scheduler.
    MissingExtraError
        For the ``dask`` backend without the ``scale`` extra.
    """
    return run_review(
        source,
        budget,
        seed=seed,
        horizon=horizon,
        lang=lang,
        progress=progress,
        backend=backend,
        workers=workers,
        client=client,
        scheduler=scheduler,
        on_progress=on_progress,
    )
