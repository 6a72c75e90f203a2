""" "Review this game" at the table's end summary: the review of the game just played.

Methods of :class:`~toolkit.play.model.TableModel` (``review_game``, ``review_step``,
``run_review`` and ``review_seats``), kept here so that the model stays one screenful of
controls. The review goes one decision at a time (:meth:`TableReview.advance`), so that
the table shows its progress between two decisions; the widget steps it on its event
loop, tests and scripts call :func:`run_review`.

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

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from toolkit.core.errors import SetupError

if TYPE_CHECKING:
    from toolkit.analysis.game_review import GameReview
    from toolkit.core.log import GameLog
    from toolkit.play.board import Message
    from toolkit.play.model import TableModel

__all__ = ["REVIEW_BUDGETS", "TableReview"]

REVIEW_BUDGETS = {"hero-realms": 24, "villainous": 6}
"""Playouts per decision of a review at the table (a few seconds for a whole game on one core)."""


class TableReview:
    """The review of one finished game at the table, made a decision at a time.

    Parameters
    ----------
    log:
        The game, as its log.
    budget:
        Playouts per decision searched.
    seed:
        The search's seed.
    lang:
        The language of the moves in words.
    names:
        The players' names as the table shows them (default: the log's).
    """

    def __init__(
        self, log: GameLog, budget: int, seed: int, lang: str, names: Sequence[str] = ()
    ) -> None:
        from toolkit.analysis.game_review import Reviewer

        self.decisions = len(log.decisions)
        """How many decisions the reviewed game had (a later game is not this one)."""
        self.seed = log.seed
        self.reviewer = Reviewer(log, budget, seed=seed, lang=lang)
        self.names = tuple(names)
        self.result: GameReview | None = None
        """The review, once every decision is done."""

    @property
    def total(self) -> int:
        """The game's decisions."""
        return self.reviewer.total

    @property
    def done(self) -> int:
        """The decisions reviewed so far."""
        return self.reviewer.done

    @property
    def finished(self) -> bool:
        """True once the review is ready."""
        return self.result is not None

    def advance(self, n: int = 1) -> bool:
        """Review up to ``n`` more decisions; True while some are left."""
        for _ in range(n):
            if self.reviewer.finished:
                break
            self.reviewer.step()
        if self.reviewer.finished and self.result is None:
            found = self.reviewer.result()
            self.result = replace(found, names=self.names) if self.names else found
        return not self.finished


def review_game(self: TableModel, budget: int | None = None) -> Message:
    """Start the review of the game just played (the end summary's *Review this game*).

    Nothing is searched yet: :meth:`review_step` (the widget's timer) or
    :meth:`run_review` does it. A game still going on is not reviewed.

    Raises
    ------
    SetupError
        For a budget that is not a whole number of at least 1 (nothing changes).
    """
    t = self.t
    if not self.game.over:
        return self._say("info", t.tr("The review is for a finished game."))
    budget = REVIEW_BUDGETS.get(self.game.game_name, 16) if budget is None else budget
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise SetupError(f"the budget is playouts per decision, a whole number >= 1: {budget!r}")
    self.game_review = TableReview(self.to_log(), budget, self.seed + 7, self.lang, self.names)
    return self._say("info", review_progress(self) or "")


def current_review(self: TableModel) -> TableReview | None:
    """The review of the game on the table, if one was asked for (None after a new game)."""
    found: TableReview | None = self.game_review
    if found is None or not self.game.over:
        return None
    if found.decisions != len(self.game.decisions) or found.seed != self.game.seed:
        return None
    return found


def review_step(self: TableModel, n: int = 1) -> bool:
    """Review ``n`` more decisions of the game; True while the review goes on."""
    found = current_review(self)
    if found is None:
        return False
    going = found.advance(n)
    self._say("info", review_progress(self) or "")
    return going


def run_review(self: TableModel, budget: int | None = None) -> GameReview | None:
    """Review the whole game now (what *Review this game* and its progress do, at once)."""
    if current_review(self) is None:
        self.review_game(budget)
    found = current_review(self)
    if found is None:
        return None
    while found.advance(16):
        pass
    self._say("info", review_progress(self) or "")
    return found.result


def review_progress(self: TableModel) -> str | None:
    """The review's progress in words (None when no review was asked for)."""
    found = current_review(self)
    if found is None:
        return None
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
