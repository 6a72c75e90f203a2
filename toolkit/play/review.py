""" "Review this game" at the table's end summary: the review of the game just played.

Methods of :class:`~toolkit.play.model.TableModel` (``review_game``, ``review_step``,
``run_review``, ``stop_review`` and ``review_seats``), kept here so that the model stays
one screenful of controls.

The review runs in worker processes (the ``processes`` backend of
:mod:`toolkit.analysis.review_backends`), a few decisions to a worker, so that the
notebook's kernel stays free while it goes on: :meth:`TableReview.poll` collects what the
workers have finished without waiting, and the widget calls it on its event loop to show
the progress. Where no worker process can start (Python in a browser), the review goes one
decision at a time in this process instead (the ``serial`` backend,
:meth:`TableReview.advance`). Tests and scripts call :func:`run_review`, which waits.

The table reviews with a modest budget (:data:`REVIEW_BUDGETS` playouts per decision,
a few seconds for a whole game); ``python -m toolkit review LOG --budget N`` reviews a
saved game at any budget.

Examples
--------
>>> from toolkit.play import TableModel
>>> table = TableModel("hero-realms", seats=["greedy", "greedy"], seed=3)
>>> _ = table.skip_to_my_turn()
>>> table.review_game().kind
'info'
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import SetupError

if TYPE_CHECKING:
    from toolkit.analysis.game_review import GameReview, ReviewedDecision
    from toolkit.core.log import GameLog
    from toolkit.play.board import Message
    from toolkit.play.model import TableModel

__all__ = ["REVIEW_BACKENDS", "REVIEW_BUDGETS", "TABLE_STRETCH", "TableReview"]

REVIEW_BUDGETS = {"hero-realms": 24, "villainous": 6}
"""Playouts per decision of a review at the table (a few seconds for a whole game on one core)."""

REVIEW_BACKENDS = ("processes", "serial")
"""Where the table's review runs: worker processes, or this process a decision at a time."""

TABLE_STRETCH = 4
"""Decisions a worker reviews at a time (the step of the progress the table shows)."""


def default_backend() -> str:
    """``processes``, except in Python in a browser (no worker process can start there)."""
    return "serial" if sys.platform == "emscripten" else "processes"


class TableReview:
    """The review of one finished game at the table, made in worker processes (or a
    decision at a time in this process, on the ``serial`` backend).

    Parameters
    ----------
    log:
        The game, as its log.
    budget:
        Playouts per decision searched.
    seed:
        The search's seed (the same review on both backends).
    lang:
        The language of the moves in words.
    names:
        The players' names as the table shows them (default: the log's).
    backend:
        ``"processes"`` or ``"serial"`` (see :data:`REVIEW_BACKENDS`).
    workers:
        Worker processes (default: the machine's cores, 4 at most).
    """

    def __init__(
        self,
        log: GameLog,
        budget: int,
        seed: int,
        lang: str,
        names: Sequence[str] = (),
        backend: str = "processes",
        workers: int | None = None,
    ) -> None:
        from toolkit.analysis.game_review import Reviewer
        from toolkit.analysis.review_backends import stretches

        if backend not in REVIEW_BACKENDS:
            raise SetupError(
                f"unknown backend {backend!r}; choose from {', '.join(REVIEW_BACKENDS)}"
            )
        self.decisions = len(log.decisions)
        """How many decisions the reviewed game had (a later game is not this one)."""
        self.seed = log.seed
        self.backend = backend
        self.reviewer = Reviewer(
            log, budget, seed=seed, lang=lang, stop=None if backend == "serial" else 0
        )
        self.names = tuple(names)
        self.result: GameReview | None = None
        """The review, once every decision is done."""
        self.error: BaseException | None = None
        """What stopped the review, if it failed (the table says so in plain words)."""
        self.stopped = False
        """True once the review was stopped before its end."""
        self._pool: Any = None
        self._futures: list[Any] = []
        self._parts = stretches(self.decisions, TABLE_STRETCH)
        self._found: dict[int, list[ReviewedDecision]] = {}
        if backend == "processes":
            self._start(log, budget, seed, lang, workers)

    def _start(self, log: GameLog, budget: int, seed: int, lang: str, workers: int | None) -> None:
        """Hand every stretch of decisions to a pool of worker processes (nothing waits)."""
        from concurrent.futures import ProcessPoolExecutor

        from toolkit.analysis.review_backends import _context, _review_stretch

        count = workers or max(1, min(4, os.cpu_count() or 1))
        self._pool = ProcessPoolExecutor(max_workers=count, mp_context=_context())
        try:
            self._futures = [
                self._pool.submit(_review_stretch, log, budget, seed, None, lang, a, b)
                for a, b in self._parts
            ]
        except Exception as exc:  # a pool that cannot start its workers
            self._fail(exc)

    @property
    def total(self) -> int:
        """The game's decisions."""
        return self.decisions

    @property
    def done(self) -> int:
        """The decisions reviewed so far."""
        if self.backend == "serial":
            return self.reviewer.done
        return sum(b - a for i, (a, b) in enumerate(self._parts) if i in self._found)

    @property
    def finished(self) -> bool:
        """True once the review is ready."""
        return self.result is not None

    @property
    def running(self) -> bool:
        """True while the review goes on (not ready, not failed, not stopped)."""
        return self.result is None and self.error is None and not self.stopped

    def _finish(self, found: GameReview) -> None:
        self.result = replace(found, names=self.names) if self.names else found

    def _fail(self, exc: BaseException) -> None:
        self.error = exc
        self._close()

    def _close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def advance(self, n: int = 1) -> bool:
        """Review up to ``n`` more decisions in this process (the ``serial`` backend; on the
        ``processes`` backend, collect what the workers finished); True while some are left."""
        if self.backend != "serial":
            return self.poll()
        for _ in range(n):
            if self.reviewer.finished or not self.running:
                break
            self.reviewer.step()
        if self.reviewer.finished and self.result is None:
            self._finish(self.reviewer.result())
        return self.running

    def poll(self) -> bool:
        """Collect the stretches the workers have finished, without waiting; True while the
        review goes on. A worker's failure stops the review (:attr:`error`)."""
        if self.backend == "serial":
            return self.advance(1)
        if not self.running:
            return False
        for i, future in enumerate(self._futures):
            if i in self._found or not future.done():
                continue
            exc = future.exception()
            if exc is not None:
                self._fail(exc)
                return False
            self._found[i] = future.result()
        if len(self._found) == len(self._parts):
            self._close()
            decisions = [d for i in range(len(self._parts)) for d in self._found[i]]
            self._finish(self.reviewer.result(decisions))
        return self.running

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the review's end (at most ``timeout`` seconds); True once it is ready."""
        if self.backend == "serial":
            while self.advance(16):
                pass
        elif self.running:
            from concurrent.futures import wait

            wait(self._futures, timeout=timeout)
            self.poll()
        return self.finished

    def stop(self) -> None:
        """Stop the review: the work not started is dropped, the workers leave."""
        if self.running:
            self.stopped = True
            self._close()


def review_game(self: TableModel, budget: int | None = None, backend: str | None = None) -> Message:
    """Start the review of the game just played (the end summary's *Review this game*).

    The worker processes start on it at once and nothing here waits: :meth:`review_step`
    (the widget's timer) collects their work, :meth:`run_review` waits for it. A game
    still going on is not reviewed; a review asked for again starts over.

    Parameters
    ----------
    budget:
        Playouts per decision (default: :data:`REVIEW_BUDGETS` for the game).
    backend:
        ``"processes"`` (default) or ``"serial"`` (this process, a decision at a time:
        the default in Python in a browser).

    Raises
    ------
    SetupError
        For a budget that is not a whole number of at least 1, or an unknown backend
        (nothing changes).
    """
    t = self.t
    if not self.game.over:
        return self._say("info", t.tr("The review is for a finished game."))
    budget = REVIEW_BUDGETS.get(self.game.game_name, 16) if budget is None else budget
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise SetupError(f"the budget is playouts per decision, a whole number >= 1: {budget!r}")
    backend = default_backend() if backend is None else backend
    if backend not in REVIEW_BACKENDS:
        raise SetupError(f"unknown backend {backend!r}; choose from {', '.join(REVIEW_BACKENDS)}")
    if self.game_review is not None:
        self.game_review.stop()
    self.game_review = TableReview(
        self.to_log(), budget, self.seed + 7, self.lang, self.names, backend=backend
    )
    return self._say("info", review_progress(self) or "")


def current_review(self: TableModel) -> TableReview | None:
    """The review of the game on the table, if one was asked for (None after a new game,
    or once it was stopped)."""
    found: TableReview | None = self.game_review
    if found is None:
        return None
    stale = not self.game.over or (
        found.decisions != len(self.game.decisions) or found.seed != self.game.seed
    )
    if stale or found.stopped:
        found.stop()  # an old game's workers leave
        return None
    return found


def review_step(self: TableModel, n: int = 1) -> bool:
    """Move the review on without waiting: collect what the workers finished (or review
    ``n`` more decisions here, on the ``serial`` backend); True while the review goes on."""
    found = current_review(self)
    if found is None:
        return False
    going = found.advance(n)
    said = review_progress(self) or ""
    if self.message is None or self.message.text != said:  # said once, not at each look
        self._say("info" if found.error is None else "refused", said)
    return going


def run_review(
    self: TableModel, budget: int | None = None, timeout: float | None = None
) -> GameReview | None:
    """Review the whole game now and wait for it (at most ``timeout`` seconds): what
    *Review this game* and its progress do, in one call. None if the game is not over,
    the review failed (said on the table) or it is not ready in time."""
    if current_review(self) is None:
        self.review_game(budget)
    found = current_review(self)
    if found is None:
        return None
    found.wait(timeout)
    self._say("info" if found.error is None else "refused", review_progress(self) or "")
    return found.result


def stop_review(self: TableModel) -> Message:
    """Stop the review under way (the *Stop the review* button); *Review this game*
    starts it again."""
    found = current_review(self)
    if found is None or not found.running:
        return self._say("info", self.t.tr("No review is under way."))
    found.stop()
    return self._say(
        "info", self.t.tr("The review is stopped; press Review this game to start it again.")
    )


def review_progress(self: TableModel) -> str | None:
    """The review's progress in words (None when no review was asked for)."""
    found = current_review(self)
    if found is None:
        return None
    if found.error is not None:
        return str(
            self.t.tr(
                "The review could not finish because of an error on this computer. Your "
                "game is unchanged; press Review this game to try again."
            )
        )
    if found.finished:
        return str(
            self.t.tr(
                "The review is ready: the win-chance curve and the marked decisions are below."
            )
        )
    return str(
        self.t.tr(
            "Reviewing the game: decision {done} of {total}…", done=found.done, total=found.total
        )
    )


def review_seats(self: TableModel) -> list[int]:
    """Whose decisions the review shows: the viewer's seat, or every seat in the teacher's
    view (and when no one person sits at the table)."""
    viewer = self.viewer
    if viewer is None or viewer < 0:
        return list(range(len(self.game.players)))
    return [viewer]
