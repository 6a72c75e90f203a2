"""Planning and playing tournaments: lineups, seeds, batches and backends.

A tournament is a list of *lineups* (one competitor per seat), each played
``games`` times with the seats rotated: game ``j`` of a lineup seats
``lineup[(s + j) % players]`` in seat ``s``, so with ``games`` a multiple of
the player count every competitor plays every seat equally often.

Seeds
    The games of lineup ``m`` are seeded from the root seed with numpy's
    :class:`~numpy.random.SeedSequence`: lineup ``m`` gets the child
    ``SeedSequence(root).spawn(m + 1)[m]`` (that is,
    ``SeedSequence(root, spawn_key=(m,))``) and game ``j`` of it the ``j``-th
    32-bit word of that child's ``generate_state``. A game's seed therefore
    depends only on the root seed, ``m`` and ``j``: not on the number of games,
    the batch size or the backend. The bot in seat ``s`` is seeded ``seed + s``
    (as :func:`toolkit.core.simulate.simulate` does).
Batches and backends
    Games are sent in batches of ``batch_size`` consecutive games to the
    ``serial`` backend (this process), ``processes``
    (:class:`concurrent.futures.ProcessPoolExecutor`, workers started from a fork
    server where the platform has one) or ``dask``
    (a ``distributed`` :class:`~distributed.Client`, given or made from a
    scheduler address). Results are sorted by game index and composition sums
    are merged in batch order, so a root seed and batch size give identical
    results on every backend and worker count.

Examples
--------
>>> result = run_tournament(["greedy", "random"], games=4, seed=1, progress=False)
>>> result.games[["index", "bot_0", "bot_1"]].values.tolist()
[[0, 'greedy', 'random'], [1, 'random', 'greedy'], [2, 'greedy', 'random'], [3, 'random', 'greedy']]
>>> result.games["finished"].all()
np.True_
"""

from __future__ import annotations

import itertools
import json
import os
import sys
import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from toolkit.core.bots import play_game
from toolkit.core.errors import SetupError
from toolkit.tournament.composition import CompositionStats, CompositionTracker
from toolkit.tournament.games import GameSpec

if TYPE_CHECKING:
    import pandas as pd

    from toolkit.core.game import Game

__all__ = [
    "BACKENDS",
    "GameTask",
    "TournamentResult",
    "game_seed",
    "lineup_seeds",
    "plan",
    "play_batch",
    "round_robin",
    "run_tournament",
]

BACKENDS = ("serial", "processes", "dask")


# -- planning ---------------------------------------------------------------------------
def round_robin(
    competitors: Sequence[str], players: int = 2, *, self_play: bool = False
) -> list[tuple[str, ...]]:
    """Every lineup of ``players`` seats drawn from ``competitors`` (repeats allowed).

    Lineups where one competitor fills every seat are left out unless
    ``self_play``. With as many competitors as seats and no repeats wanted,
    pass the lineup itself to :func:`run_tournament` instead.

    Examples
    --------
    >>> round_robin(["greedy", "random", "lookahead"])
    [('greedy', 'random'), ('greedy', 'lookahead'), ('random', 'lookahead')]
    >>> len(round_robin(["a", "b"], 3, self_play=True))
    4
    """
    if players < 1:
        raise SetupError(f"players must be at least 1, got {players}")
    lineups = itertools.combinations_with_replacement(list(dict.fromkeys(competitors)), players)
    return [lu for lu in lineups if self_play or len(set(lu)) > 1]


def lineup_seeds(root: int, lineup: int, games: int) -> list[int]:
    """The seeds of the first ``games`` games of lineup number ``lineup``.

    Examples
    --------
    >>> from numpy.random import SeedSequence
    >>> child = SeedSequence(5).spawn(3)[2]
    >>> lineup_seeds(5, 2, 4) == [int(w) for w in child.generate_state(4)]
    True
    >>> lineup_seeds(5, 2, 2) == lineup_seeds(5, 2, 4)[:2]
    True
    """
    if root < 0:
        raise SetupError(f"the root seed must be >= 0, got {root}")
    words = np.random.SeedSequence(root, spawn_key=(lineup,)).generate_state(games)
    return [int(w) for w in words]


def game_seed(root: int, lineup: int, game: int) -> int:
    """The seed of game ``game`` of lineup number ``lineup`` (see the module docstring).

    Examples
    --------
    >>> game_seed(5, 2, 3) == lineup_seeds(5, 2, 10)[3]
    True
    """
    return lineup_seeds(root, lineup, game + 1)[game]


@dataclass(frozen=True)
class GameTask:
    """One game to play: its index, lineup, place in the rotation and seed."""

    index: int
    lineup_index: int
    game_in_lineup: int
    seed: int
    seats: tuple[str, ...]
    lineup: tuple[str, ...]


def plan(
    lineups: Sequence[Sequence[str]], games: int, seed: int, *, rotate: bool = True
) -> list[GameTask]:
    """The games of a tournament, in index order (lineup by lineup).

    Examples
    --------
    >>> [t.seats for t in plan([("a", "b", "c")], 3, seed=0)]
    [('a', 'b', 'c'), ('b', 'c', 'a'), ('c', 'a', 'b')]
    """
    if games < 1:
        raise SetupError(f"games must be at least 1, got {games}")
    tasks: list[GameTask] = []
    for m, lineup in enumerate(lineups):
        lineup = tuple(lineup)
        k = len(lineup)
        for j, game_seed_ in enumerate(lineup_seeds(seed, m, games)):
            r = j % k if rotate else 0
            seats = tuple(lineup[(s + r) % k] for s in range(k))
            tasks.append(GameTask(len(tasks), m, j, game_seed_, seats, lineup))
    return tasks


def _batches(tasks: Sequence[GameTask], size: int) -> list[list[GameTask]]:
    return [list(tasks[i : i + size]) for i in range(0, len(tasks), size)]


# -- playing ----------------------------------------------------------------------------
def play_task(
    spec: GameSpec, task: GameTask, tracker: CompositionTracker | None = None
) -> tuple[Game, dict[str, Any]]:
    """Play one game; returns the finished game and its results row.

    With a ``tracker`` (Hero Realms) the composition is sampled at every turn start.
    """
    game = spec.new_game(task.seed, task.seats)
    bots = [spec.bot(c, task.seed + s) for s, c in enumerate(task.seats)]
    if tracker is None:
        play_game(game, bots, max_turns=spec.max_turns)
    else:
        apply, legal, observe = game.apply, game.legal_actions, tracker.observe
        last = 0
        while not game.is_over and game.turn <= spec.max_turns:
            if game.turn != last:
                last = game.turn
                observe(game)
            apply(bots[game.current_player].choose(game, legal()))
    winners = sorted(game.winners)
    row: dict[str, Any] = {
        "index": task.index,
        "game": spec.game,
        "variant": spec.variant_name,
        "players": len(task.seats),
        "lineup_index": task.lineup_index,
        "lineup": ",".join(task.lineup),
        "game_in_lineup": task.game_in_lineup,
        "seed": task.seed,
        "setup": json.dumps(game.setup, sort_keys=True),
        "bots": ",".join(task.seats),
        "finished": bool(game.is_over),
        "winners": ",".join(str(w) for w in winners),
        "winner_bots": ",".join(task.seats[w] for w in winners),
        "n_winners": len(winners),
        "first_seat_won": 0 in winners,
        "turns": int(game.turn),
        "decisions": len(game.decisions),
        "max_turns": spec.max_turns,
    }
    for s, c in enumerate(task.seats):
        row[f"bot_{s}"] = c
        row[f"won_{s}"] = s in winners
    row.update(spec.final_columns(game))
    return game, row


@dataclass
class BatchResult:
    """What one batch sends back: its rows and (optionally) its composition sums."""

    rows: list[dict[str, Any]]
    composition: CompositionStats | None = None
    cpu_seconds: float = 0.0
    max_rss_mib: float = 0.0


def play_batch(spec: GameSpec, tasks: Sequence[GameTask], composition: bool) -> BatchResult:
    """Play a batch of games in order (the unit of work of every backend)."""
    start = time.process_time()
    stats = CompositionStats() if composition else None
    rows = []
    for task in tasks:
        tracker = CompositionTracker() if stats is not None else None
        try:
            _, row = play_task(spec, task, tracker)
        except Exception as exc:
            # Name the game so that it can be replayed alone, whatever the backend.
            raise RuntimeError(
                f"game {task.index} (seed {task.seed}, seats {','.join(task.seats)}) failed: "
                f"{type(exc).__name__}: {exc}"
            ) from exc
        rows.append(row)
        if stats is not None and tracker is not None:
            stats.add_game(tracker.samples, task.seats)
    return BatchResult(rows, stats, time.process_time() - start, _max_rss_mib())


def _max_rss_mib() -> float:
    """Peak resident memory of this process in MiB (0 where the platform cannot say)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows
        return 0.0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / 2**20 if sys.platform == "darwin" else rss / 1024


def _progress(total: int, enabled: bool, desc: str) -> Any:
    from tqdm.auto import tqdm

    return tqdm(total=total, disable=not enabled, unit="game", desc=desc, leave=True)


def _run_serial(
    spec: GameSpec, batches: list[list[GameTask]], composition: bool, bar: Any
) -> Iterator[tuple[int, BatchResult]]:
    for i, batch in enumerate(batches):
        result = play_batch(spec, batch, composition)
        bar.update(len(batch))
        yield i, result


def _run_processes(
    spec: GameSpec, batches: list[list[GameTask]], composition: bool, bar: Any, workers: int
) -> Iterator[tuple[int, BatchResult]]:
    import multiprocessing

    # A fork server: workers start clean (no copied threads, locks or tracing).
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("forkserver" if "forkserver" in methods else None)
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        futures = {pool.submit(play_batch, spec, b, composition): i for i, b in enumerate(batches)}
        for future in as_completed(futures):
            i = futures[future]
            bar.update(len(batches[i]))
            yield i, future.result()


def _run_dask(
    spec: GameSpec,
    batches: list[list[GameTask]],
    composition: bool,
    bar: Any,
    client: Any,
    scheduler: str | None,
    workers: int | None,
) -> Iterator[tuple[int, BatchResult]]:
    try:
        from distributed import Client
        from distributed import as_completed as dask_completed
    except ImportError as exc:  # pragma: no cover - distributed is a dependency
        raise SetupError(f"the dask backend needs dask[distributed]: {exc}") from None
    own = client is None
    cluster = None
    if own and scheduler:
        client = Client(scheduler)
    elif own:
        from distributed import LocalCluster

        # Single-threaded worker processes: the engines are pure Python (the GIL).
        cluster = LocalCluster(
            n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, dashboard_address=None
        )
        client = Client(cluster)
    run_id = uuid.uuid4().hex[:12]
    futures: list[Any] = []
    try:
        futures = [
            client.submit(
                play_batch, spec, b, composition, pure=False, key=f"tournament-{run_id}-{i}"
            )
            for i, b in enumerate(batches)
        ]
        index = {f.key: i for i, f in enumerate(futures)}
        for future in dask_completed(futures):
            i = index[future.key]
            result = future.result()
            bar.update(len(batches[i]))
            future.release()
            yield i, result
    finally:
        if own:
            client.close()
            if cluster is not None:
                cluster.close()
        else:
            client.cancel([f for f in futures if not f.done()])


# -- results ----------------------------------------------------------------------------
@dataclass
class TournamentResult:
    """A finished tournament: one row per game, composition sums, and how it ran.

    Attributes
    ----------
    games:
        The results table (see :data:`toolkit.tournament.COLUMNS`), sorted by ``index``.
    composition:
        Hero Realms composition sums (:class:`CompositionStats`), or None.
    seconds:
        Wall-clock time of the run.
    info:
        Backend, workers, batch size, root seed, ``cpu_seconds`` (CPU time spent
        playing, summed over the workers) and ``worker_max_rss_mib`` (the largest
        peak resident memory of a process that played).
    """

    games: pd.DataFrame
    composition: CompositionStats | None = None
    seconds: float = 0.0
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def games_per_second(self) -> float:
        """Throughput of the run."""
        return len(self.games) / self.seconds if self.seconds else 0.0

    def summary(self) -> dict[str, pd.DataFrame]:
        """Win rates per bot, per seat, pairwise, and game lengths (see :mod:`.stats`)."""
        from toolkit.tournament.stats import summarise

        return summarise(self.games)

    def __repr__(self) -> str:
        return (
            f"<TournamentResult {len(self.games)} games in {self.seconds:.1f} s "
            f"({self.info.get('backend')})>"
        )


def run_tournament(
    lineups: Sequence[str] | Sequence[Sequence[str]],
    *,
    games: int = 100,
    seed: int = 0,
    game: str = "hero-realms",
    players: int | None = None,
    variant: str | None = None,
    options: Mapping[str, Any] | None = None,
    max_turns: int = 300,
    rotate: bool = True,
    composition: bool = False,
    backend: str = "serial",
    workers: int | None = None,
    batch_size: int = 50,
    client: Any = None,
    scheduler: str | None = None,
    progress: bool = True,
) -> TournamentResult:
    """Play ``games`` games of every lineup and return one row per game.

    Parameters
    ----------
    lineups:
        One lineup (a list of competitors, one per seat, e.g. ``["greedy", "random"]``)
        or a list of lineups (e.g. from :func:`round_robin`).
    games:
        Games per lineup (seats rotate from game to game).
    seed:
        Root seed; every game's seed is spawned from it (see the module docstring).
    game, players, variant, options, max_turns:
        What is played (see :class:`~toolkit.tournament.games.GameSpec`); ``players``
        defaults to the lineup length.
    rotate:
        Rotate the seats from game to game (default).
    composition:
        Stream Hero Realms deck-composition sums (:class:`CompositionStats`).
    backend:
        ``"serial"``, ``"processes"`` or ``"dask"`` (``client`` or ``scheduler``
        address; without either, a local cluster of single-threaded worker
        processes, closed at the end).
    workers:
        Process count for ``"processes"`` and for the local Dask cluster
        (default: the CPU count).
    batch_size:
        Games per unit of work. Keep it fixed to compare runs bit for bit.
    progress:
        Show a progress bar (tqdm; a widget in notebooks).

    Examples
    --------
    >>> res = run_tournament(["greedy", "greedy"], games=2, seed=3, progress=False)
    >>> len(res.games), res.info["backend"]
    (2, 'serial')
    """
    if isinstance(lineups, str):
        raise SetupError("give a lineup as a list of competitors, e.g. ['greedy', 'random']")
    if lineups and all(isinstance(c, str) for c in lineups):
        lineups = [tuple(lineups)]  # type: ignore[arg-type]
    lineups = [tuple(lu) for lu in lineups]
    if not lineups:
        raise SetupError("no lineups to play")
    sizes = {len(lu) for lu in lineups}
    if len(sizes) != 1:
        raise SetupError(f"every lineup needs the same number of seats, got {sorted(sizes)}")
    n_players = players if players is not None else sizes.pop()
    spec = GameSpec(game, n_players, variant, dict(options or {}), max_turns)
    for lu in lineups:
        spec.check(lu)
    if composition and game != "hero-realms":
        raise SetupError("composition curves are for Hero Realms only")
    if backend not in BACKENDS:
        raise SetupError(f"unknown backend {backend!r}; choose from {', '.join(BACKENDS)}")
    if batch_size < 1:
        raise SetupError(f"batch_size must be at least 1, got {batch_size}")
    tasks = plan(lineups, games, seed, rotate=rotate)
    batches = _batches(tasks, batch_size)
    start = time.perf_counter()
    rows_of: dict[int, list[dict[str, Any]]] = {}
    stats = CompositionStats() if composition else None
    waiting: dict[int, CompositionStats] = {}  # sums that arrived before an earlier batch's
    next_merge = 0
    cpu = 0.0
    rss = 0.0
    with _progress(len(tasks), progress, f"{game} tournament") as bar:
        if backend == "serial":
            stream = _run_serial(spec, batches, composition, bar)
        elif backend == "processes":
            stream = _run_processes(spec, batches, composition, bar, workers or os.cpu_count() or 1)
        else:
            stream = _run_dask(spec, batches, composition, bar, client, scheduler, workers)
        for i, batch_result in stream:
            rows_of[i] = batch_result.rows
            cpu += batch_result.cpu_seconds
            rss = max(rss, batch_result.max_rss_mib)
            if stats is not None and batch_result.composition is not None:
                # Merge in batch order, so the floating-point sums never depend on timing.
                waiting[i] = batch_result.composition
                while next_merge in waiting:
                    stats.merge(waiting.pop(next_merge))
                    next_merge += 1
    seconds = time.perf_counter() - start
    import pandas as pd

    rows = [row for i in sorted(rows_of) for row in rows_of[i]]
    frame = pd.DataFrame(rows).sort_values("index", kind="stable").reset_index(drop=True)
    info = {
        "backend": backend,
        "workers": 1 if backend == "serial" else workers,
        "batch_size": batch_size,
        "cpu_seconds": cpu,
        "worker_max_rss_mib": rss,
        "seed": seed,
        "seed_scheme": "numpy SeedSequence(root, spawn_key=(lineup,)).generate_state(games)",
        "lineups": [list(lu) for lu in lineups],
    }
    return TournamentResult(frame, stats, seconds, info)
