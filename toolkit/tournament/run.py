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
    (as :func:`toolkit.core.simulate.simulate` does: both draw seeds with
    :func:`toolkit.core.simulate.game_seeds` and play with
    :func:`toolkit.core.simulate.play`, so ``simulate`` plays the games of lineup
    0 of a tournament with the same root seed).
Batches and backends
    Games are sent in batches of ``batch_size`` consecutive games (the last few
    batches smaller, see :func:`batch_sizes`) to the ``serial`` backend (this
    process), ``processes`` (:class:`concurrent.futures.ProcessPoolExecutor`,
    workers forked or started from a fork server, see :func:`start_method`) or
    ``dask`` (a ``distributed`` :class:`~distributed.Client`, given or made from
    a scheduler address). A batch sends back only what playing decided, as
    columns, and its composition sums; the table is built from the plan and
    those columns, and composition sums are merged in batch order, so a root
    seed and batch size give identical results on every backend and worker
    count.

Examples
--------
>>> result = run_tournament(["greedy", "random"], games=4, seed=1, progress=False)
>>> result.games[["index", "bot_0", "bot_1"]].values.tolist()
[[0, 'greedy', 'random'], [1, 'random', 'greedy'], [2, 'greedy', 'random'], [3, 'random', 'greedy']]
>>> result.games["finished"].all()
np.True_
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import sys
import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from toolkit.core.errors import SetupError
from toolkit.core.simulate import game_seeds, play, seat_order
from toolkit.tournament.composition import (
    CompositionRecorder,
    CompositionStats,
    CompositionTracker,
)
from toolkit.tournament.games import _BOT_MODULES, GameSpec

if TYPE_CHECKING:
    import pandas as pd

    from toolkit.core.game import Game

__all__ = [
    "BACKENDS",
    "TAIL_BATCHES",
    "GameTask",
    "TournamentResult",
    "batch_sizes",
    "game_seed",
    "lineup_seeds",
    "plan",
    "play_batch",
    "round_robin",
    "run_tournament",
    "start_method",
]

BACKENDS = ("serial", "processes", "dask")
SCHEDULER_TIMEOUT = 10
"""Seconds to wait for a Dask scheduler to answer before giving up."""


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
    return game_seeds(root, games, lineup)


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
            seats = tuple(seat_order(lineup, j % k if rotate else 0))
            tasks.append(GameTask(len(tasks), m, j, game_seed_, seats, lineup))
    return tasks


TAIL_BATCHES = 4
"""How many full batches' worth of games at the end are played in quarter batches."""


def batch_sizes(games: int, size: int) -> list[int]:
    """The sizes of the batches that ``games`` games are cut into, in order.

    Batches of ``size``, except that the last ``TAIL_BATCHES * size`` games (when
    there are more than twice as many games) go in batches of ``size // 4``:
    workers take batches as they free up, so they finish at most one batch apart,
    and small last batches keep that gap short. The cut depends only on
    ``games`` and ``size``, never on the backend or the worker count, so results
    stay identical everywhere.

    Examples
    --------
    >>> batch_sizes(10, 4)
    [4, 4, 2]
    >>> batch_sizes(50, 8)
    [8, 8, 8, 8, 8, 8, 2]
    >>> batch_sizes(70, 8)
    [8, 8, 8, 8, 6, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]
    """
    tail = TAIL_BATCHES * size if games > 2 * TAIL_BATCHES * size and size >= 4 else 0
    head = games - tail
    sizes = [size] * (head // size) + ([head % size] if head % size else [])
    if tail:
        sizes += [size // 4] * (tail // (size // 4)) + (
            [tail % (size // 4)] if tail % (size // 4) else []
        )
    return sizes


def _batches(tasks: Sequence[GameTask], size: int) -> list[list[GameTask]]:
    out: list[list[GameTask]] = []
    start = 0
    for n in batch_sizes(len(tasks), size):
        out.append(list(tasks[start : start + n]))
        start += n
    return out


# -- playing ----------------------------------------------------------------------------
def play_task(
    spec: GameSpec, task: GameTask, tracker: CompositionTracker | None = None
) -> tuple[Game, dict[str, Any]]:
    """Play one game; returns the finished game and its results row.

    With a ``tracker`` (Hero Realms) the composition is sampled at every turn start.
    One game at a time, for looking at a game closely; tournaments play through
    :func:`play_batch`, which gives the same rows and sums with less work per game.
    """
    game = spec.new_game(task.seed, task.seats)
    bots = [spec.bot(c, task.seed + s) for s, c in enumerate(task.seats)]
    observe = None if tracker is None else (lambda g, turn: tracker.observe(g))
    play(game, bots, max_turns=spec.max_turns, on_turn=observe)
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


def _play(spec: GameSpec, task: GameTask, recorder: CompositionRecorder | None) -> Game:
    """Play one game, recording its composition compactly when asked.

    The same moves as :func:`play_task` (and :func:`~toolkit.core.bots.play_game`):
    the recorder is fed at the first decision of every turn up to ``max_turns``.
    """
    game = spec.new_game(task.seed, task.seats)
    bots = [spec.bot(c, task.seed + s) for s, c in enumerate(task.seats)]
    if recorder is None:
        return play(game, bots, max_turns=spec.max_turns)
    recorder.begin()
    play(game, bots, max_turns=spec.max_turns, on_turn=recorder.record)
    recorder.end(game, task.seats)
    return game


@dataclass
class BatchResult:
    """What one batch sends back: what playing decided, composition sums, and the cost.

    Only what playing decides travels back, as a few lists (one per column) that
    pickle quickly: everything else in a results row (seeds, seats, lineup) is
    known from the plan in the process that builds the table.

    Attributes
    ----------
    outcome:
        Columns, one value per game in batch order: ``finished``, ``winners`` (a bit
        mask: bit ``s`` set when seat ``s`` won), ``turns``, ``decisions``,
        ``setup`` (JSON), then the game's final columns (``health_0`` ...).
    composition:
        The batch's composition sums, or None.
    cpu_start, cpu_end:
        CPU time of the playing process (:func:`time.process_time`) when the batch
        began and ended; ``cpu_end`` of a fresh worker includes its start-up.
    pid:
        The process that played the batch.
    finished_at:
        Wall clock (:func:`time.time`) at the end of the batch, to see whether the
        workers finished together.
    max_rss_mib:
        Peak resident memory of that process so far.
    """

    outcome: dict[str, list[Any]]
    composition: CompositionStats | None = None
    cpu_start: float = 0.0
    cpu_end: float = 0.0
    pid: int = 0
    finished_at: float = 0.0
    max_rss_mib: float = 0.0

    @property
    def cpu_seconds(self) -> float:
        """CPU time spent playing this batch."""
        return self.cpu_end - self.cpu_start

    @property
    def games(self) -> int:
        """Games in the batch."""
        return len(self.outcome["turns"])


def play_batch(spec: GameSpec, tasks: Sequence[GameTask], composition: bool) -> BatchResult:
    """Play a batch of games in order (the unit of work of every backend).

    With ``composition`` the batch's games are recorded with a
    :class:`CompositionRecorder` and summed once at the end, so a batch's sums
    depend only on its games: merged in batch order they are the same floats on
    every backend and worker count.
    """
    start = time.process_time()
    recorder = CompositionRecorder() if composition else None
    finished: list[bool] = []
    winners: list[int] = []
    turns: list[int] = []
    decisions: list[int] = []
    setups: list[str] = []
    final: dict[str, list[Any]] = {}
    seen: dict[str, str] = {}  # one string object per setup: pickled once per batch
    for task in tasks:
        try:
            game = _play(spec, task, recorder)
            mask = 0
            for w in game.winners:
                mask |= 1 << w
            setup = json.dumps(game.setup, sort_keys=True)
            for key, value in spec.final_columns(game).items():
                final.setdefault(key, []).append(value)
        except Exception as exc:
            # Name the game so that it can be replayed alone, whatever the backend.
            raise RuntimeError(
                f"game {task.index} (seed {task.seed}, seats {','.join(task.seats)}) failed: "
                f"{type(exc).__name__}: {exc}"
            ) from exc
        finished.append(bool(game.is_over))
        winners.append(mask)
        turns.append(int(game.turn))
        decisions.append(len(game.decisions))
        setups.append(seen.setdefault(setup, setup))
    outcome: dict[str, list[Any]] = {
        "finished": finished,
        "winners": winners,
        "turns": turns,
        "decisions": decisions,
        "setup": setups,
        **final,
    }
    stats = recorder.stats() if recorder is not None else None
    return BatchResult(
        outcome,
        stats,
        cpu_start=start,
        cpu_end=time.process_time(),
        pid=os.getpid(),
        finished_at=time.time(),
        max_rss_mib=_max_rss_mib(),
    )


def _max_rss_mib() -> float:
    """Peak resident memory of this process in MiB (0 where the platform cannot say)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows
        return 0.0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / 2**20 if sys.platform == "darwin" else rss / 1024


class _NoBar:
    """Stands in for a progress bar that is off (tqdm would still start a thread)."""

    def __enter__(self) -> _NoBar:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def update(self, n: int = 1) -> None:
        """Nothing to show."""


def _progress(total: int, enabled: bool, desc: str) -> Any:
    if not enabled:
        return _NoBar()
    from tqdm.auto import tqdm

    class Bar(tqdm):  # type: ignore[misc]
        # No monitor thread: it would outlive the bar and rule out forked workers
        # (see start_method) for every later run in this process.
        monitor_interval = 0

    return Bar(total=total, unit="game", desc=desc, leave=True)


def _run_serial(
    spec: GameSpec, batches: list[list[GameTask]], composition: bool, bar: Any
) -> Iterator[tuple[int, BatchResult]]:
    for i, batch in enumerate(batches):
        result = play_batch(spec, batch, composition)
        bar.update(len(batch))
        yield i, result


def start_method() -> str | None:
    """How the ``processes`` backend starts its workers here.

    ``fork`` on Linux when this process runs no other Python thread, no tracer,
    profiler or tracemalloc: a forked worker starts in milliseconds with the
    engine imported and the cards loaded, where a fresh interpreter spends about
    a second on that. Otherwise a fork server, so that workers start clean (no
    copied threads, locks or tracing), or the platform's default.

    Examples
    --------
    >>> start_method() in ("fork", "forkserver", None)
    True
    """
    import multiprocessing
    import threading
    import tracemalloc

    methods = multiprocessing.get_all_start_methods()
    quiet = (
        threading.active_count() == 1
        and sys.gettrace() is None
        and sys.getprofile() is None
        and not tracemalloc.is_tracing()
    )
    if sys.platform == "linux" and "fork" in methods and quiet:
        return "fork"
    return "forkserver" if "forkserver" in methods else None


def _process_pool(spec: GameSpec, workers: int) -> ProcessPoolExecutor:
    """Worker processes for the ``processes`` backend (see :func:`start_method`)."""
    import multiprocessing

    method = start_method()
    context = multiprocessing.get_context(method)
    if method == "forkserver":
        # Modules imported once by the fork server are inherited by every worker.
        context.set_forkserver_preload(
            ["__main__", __name__, _BOT_MODULES[spec.game], "toolkit.tournament._warm"]
        )
    return ProcessPoolExecutor(max_workers=workers, mp_context=context)


def _submit(
    pool: ProcessPoolExecutor, spec: GameSpec, batches: list[list[GameTask]], composition: bool
) -> dict[Future[BatchResult], int]:
    """Queue every batch at once: an idle worker takes the next, so workers finish together.

    The first submission starts the workers, so this runs before anything that
    starts a thread (the progress bar) when they are forked.
    """
    return {pool.submit(play_batch, spec, b, composition): i for i, b in enumerate(batches)}


def _run_processes(
    futures: dict[Future[BatchResult], int], batches: list[list[GameTask]], bar: Any
) -> Iterator[tuple[int, BatchResult]]:
    try:
        for future in as_completed(futures):
            i = futures[future]
            bar.update(len(batches[i]))
            yield i, future.result()
    finally:
        # After a failure (or an interrupt) the batches not started yet are dropped.
        for future in futures:
            future.cancel()


def _run_dask(
    spec: GameSpec,
    batches: list[list[GameTask]],
    composition: bool,
    bar: Any,
    client: Any,
    scheduler: str | None,
    workers: int | None,
) -> Iterator[tuple[int, BatchResult]]:
    from toolkit.extras import require

    distributed = require("distributed", extra="scale", purpose="the dask backend")
    Client, dask_completed = distributed.Client, distributed.as_completed
    own = client is None
    cluster = None
    if own and scheduler:
        try:
            # A bounded wait: the default would hang for 30 s on a closed address.
            client = Client(scheduler, timeout=SCHEDULER_TIMEOUT)
        except (OSError, TimeoutError, ValueError) as exc:
            raise SetupError(f"cannot reach the Dask scheduler at {scheduler!r}: {exc}") from None
    elif own:
        LocalCluster = distributed.LocalCluster
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
def _table(
    spec: GameSpec, tasks: Sequence[GameTask], results: Sequence[BatchResult]
) -> pd.DataFrame:
    """The results table (see :mod:`toolkit.tournament.io`) from the plan and the outcomes.

    Columns are built whole, text shared between rows through small caches, rather
    than from one dict per game.
    """
    import pandas as pd

    played: dict[str, list[Any]] = {}
    for result in results:
        for key, values in result.outcome.items():
            played.setdefault(key, []).extend(values)
    n = len(tasks)
    masks = played.pop("winners")
    mask_array = np.array(masks, dtype=np.int64)
    players = max(len(t.seats) for t in tasks)
    won = [(mask_array >> s) & 1 == 1 for s in range(players)]
    text: dict[tuple[str, ...], str] = {}
    joined = [text.get(t.seats) or text.setdefault(t.seats, ",".join(t.seats)) for t in tasks]
    winner_text = {
        m: ",".join(str(s) for s in range(players) if m >> s & 1) for m in dict.fromkeys(masks)
    }
    winner_bots: dict[tuple[tuple[str, ...], int], str] = {}
    for t, m in zip(tasks, masks, strict=True):
        if (t.seats, m) not in winner_bots:
            winner_bots[(t.seats, m)] = ",".join(
                t.seats[s] for s in range(len(t.seats)) if m >> s & 1
            )
    table: dict[str, Any] = {
        "index": [t.index for t in tasks],
        "game": [spec.game] * n,
        "variant": [spec.variant_name] * n,
        "players": [len(t.seats) for t in tasks],
        "lineup_index": [t.lineup_index for t in tasks],
        "lineup": [
            text.get(t.lineup) or text.setdefault(t.lineup, ",".join(t.lineup)) for t in tasks
        ],
        "game_in_lineup": [t.game_in_lineup for t in tasks],
        "seed": [t.seed for t in tasks],
        "setup": played.pop("setup"),
        "bots": joined,
        "finished": played.pop("finished"),
        "winners": [winner_text[m] for m in masks],
        "winner_bots": [winner_bots[(t.seats, m)] for t, m in zip(tasks, masks, strict=True)],
        "n_winners": np.sum(won, axis=0, dtype=np.int64) if won else np.zeros(n, np.int64),
        "first_seat_won": won[0],
        "turns": played.pop("turns"),
        "decisions": played.pop("decisions"),
        "max_turns": [spec.max_turns] * n,
    }
    for s in range(players):
        table[f"bot_{s}"] = [t.seats[s] for t in tasks]
        table[f"won_{s}"] = won[s]
    table.update(played)  # the game's final columns, in the order the game gives them
    return pd.DataFrame(table)


def _costs(results: Sequence[BatchResult], wall_start: float, *, fresh: bool) -> dict[str, Any]:
    """What playing cost, per process: CPU time, peak memory and when each finished.

    With ``fresh`` workers (started for this run) a process's CPU time at its last
    batch includes its start-up; otherwise only the span from its first batch to
    its last is counted.
    """
    first: dict[int, float] = {}
    last: dict[int, float] = {}
    done: dict[int, float] = {}
    for r in results:
        first[r.pid] = min(first.get(r.pid, r.cpu_start), r.cpu_start)
        last[r.pid] = max(last.get(r.pid, r.cpu_end), r.cpu_end)
        done[r.pid] = max(done.get(r.pid, r.finished_at), r.finished_at)
    return {
        "cpu_seconds": sum(r.cpu_seconds for r in results),
        "worker_cpu_seconds": sum(last[p] - (0.0 if fresh else first[p]) for p in last),
        "worker_finish_seconds": sorted(t - wall_start for t in done.values()),
        "worker_max_rss_mib": max((r.max_rss_mib for r in results), default=0.0),
    }


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
        Backend, workers, batch size, ``start_method`` (how ``processes`` workers
        started, see :func:`start_method`), root seed, ``cpu_seconds`` (CPU time
        spent playing, summed over the batches), ``worker_cpu_seconds`` (CPU time
        of the processes that played, summed: for ``processes`` from their start,
        start-up included, otherwise from their first batch to their last),
        ``worker_finish_seconds`` (when each of them finished its last batch,
        from the start of the run, sorted: a wide spread means a straggler) and
        ``worker_max_rss_mib`` (the largest peak resident memory of a process
        that played).
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
    wall_start = time.time()
    results: dict[int, BatchResult] = {}
    stats = CompositionStats() if composition else None
    next_merge = 0
    method = start_method() if backend == "processes" else None
    if progress:
        import tqdm.auto  # noqa: F401  # before the workers start, so the bar starts with them
    with contextlib.ExitStack() as stack:
        # Workers start before the progress bar, whose monitor thread would rule out fork.
        futures = None
        if backend == "processes":
            pool = stack.enter_context(_process_pool(spec, workers or os.cpu_count() or 1))
            futures = _submit(pool, spec, batches, composition)
        bar = stack.enter_context(_progress(len(tasks), progress, f"{game} tournament"))
        if backend == "serial":
            stream = _run_serial(spec, batches, composition, bar)
        elif futures is not None:
            stream = _run_processes(futures, batches, bar)
        else:
            stream = _run_dask(spec, batches, composition, bar, client, scheduler, workers)
        for i, batch_result in stream:
            results[i] = batch_result
            if stats is not None:
                # Merge in batch order, so the floating-point sums never depend on timing.
                while next_merge in results:
                    merged = results[next_merge].composition
                    if merged is not None:
                        stats.merge(merged)
                        results[next_merge].composition = None  # keep only the running sums
                    next_merge += 1
    seconds = time.perf_counter() - start
    ordered = [results[i] for i in range(len(batches))]
    frame = _table(spec, tasks, ordered)
    info = {
        "backend": backend,
        "workers": 1 if backend == "serial" else workers,
        "batch_size": batch_size,
        "start_method": method,
        "seed": seed,
        "seed_scheme": "numpy SeedSequence(root, spawn_key=(lineup,)).generate_state(games)",
        "lineups": [list(lu) for lu in lineups],
        **_costs(ordered, wall_start, fresh=backend == "processes"),
    }
    return TournamentResult(frame, stats, seconds, info)
