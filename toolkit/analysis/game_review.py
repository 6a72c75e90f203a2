"""A game review as chess players know it: the win chance at each decision, and each slip.

:func:`review` replays a finished (or unfinished) game and searches every decision that
offered a choice, with the search bot of the game (:mod:`toolkit.search`), seen from
the seat that decided (its determinizations never read a hidden card). For each such
decision it gives:

- the seat's estimated win chance **before** the move (the chance of the best move the
  search found) and **after** it (the chance of the move played, measured in the same
  sampled futures as the best one);
- the **best move** found and its win chance;
- a **label** by the win chance lost (before minus after), with the thresholds that
  chess tools use in win-chance terms (:data:`THRESHOLDS`): 10 percentage points or
  more is an *inaccuracy*, 20 a *mistake*, 30 a *blunder*.

Decisions with one legal move are left out (nothing could be lost there). The estimates
are Monte Carlo figures: with ``budget`` playouts per decision, a win chance near 50%
has a standard error of about ``50 / sqrt(budget)`` points before common random numbers
narrow the comparison, so small losses at small budgets are noise; the labels start at 10
points for that reason.

Examples
--------
>>> from toolkit.core.bots import play_game
>>> from toolkit.hero_realms import HeroRealmsGame
>>> from toolkit.hero_realms.bots import GreedyBot
>>> from toolkit.analysis.review_backends import review
>>> game = play_game(HeroRealmsGame.new(seed=3), [GreedyBot(), GreedyBot()], max_turns=2)
>>> r = review(game, budget=4, progress=False)
>>> r.game_name, all(0.0 <= d.before <= 1.0 for d in r.decisions)
('hero-realms', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import SetupError

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.game import Game
    from toolkit.core.log import GameLog

__all__ = [
    "THRESHOLDS",
    "GameReview",
    "ReviewedDecision",
    "Reviewer",
    "label_for",
    "move_words",
]

THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("blunder", 0.30),
    ("mistake", 0.20),
    ("inaccuracy", 0.10),
)
"""Each label with the least win chance lost (0 to 1) that earns it, the worst first."""


def label_for(loss: float) -> str | None:
    """The label of a move that lost ``loss`` of win chance (0 to 1), or None.

    >>> label_for(0.35), label_for(0.2), label_for(0.12), label_for(0.05)
    ('blunder', 'mistake', 'inaccuracy', None)
    """
    for name, least in THRESHOLDS:
        if loss >= least - 1e-9:
            return name
    return None


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of a reviewed game.

    Attributes
    ----------
    step:
        Its index among the game's decisions (0 the first).
    turn, seat:
        The turn it was taken on and the seat that took it.
    played, played_text:
        The move played, and in words.
    best, best_text:
        The best move the search found, and in words.
    before, after:
        The seat's estimated win chance before the move (that of the best move) and after
        it (that of the move played), 0 to 1.
    playouts:
        The playouts behind each of the two estimates.
    """

    step: int
    turn: int
    seat: int
    played: Action
    played_text: str
    best: Action
    best_text: str
    before: float
    after: float
    playouts: int

    @property
    def loss(self) -> float:
        """The win chance the move played gave away (0 when it was the best found)."""
        return max(0.0, self.before - self.after)

    @property
    def label(self) -> str | None:
        """``"inaccuracy"``, ``"mistake"``, ``"blunder"`` or None (see :data:`THRESHOLDS`)."""
        return label_for(self.loss)

    def to_json(self) -> dict[str, Any]:
        """The decision as JSON-ready data."""
        return {
            "step": self.step,
            "turn": self.turn,
            "seat": self.seat,
            "played": self.played.to_json(),
            "played_text": self.played_text,
            "best": self.best.to_json(),
            "best_text": self.best_text,
            "before": round(self.before, 4),
            "after": round(self.after, 4),
            "loss": round(self.loss, 4),
            "label": self.label,
            "playouts": self.playouts,
        }


@dataclass(frozen=True)
class GameReview:
    """Every reviewed decision of one game, with what is needed to show it."""

    game_name: str
    names: tuple[str, ...]
    winners: tuple[int, ...]
    budget: int
    decisions: tuple[ReviewedDecision, ...]

    def of_seat(self, seat: int) -> list[ReviewedDecision]:
        """The reviewed decisions of ``seat``, in game order."""
        return [d for d in self.decisions if d.seat == seat]

    def worst(self, seat: int, n: int = 3) -> list[ReviewedDecision]:
        """The ``n`` decisions of ``seat`` that lost the most win chance (labelled ones only)."""
        marked = [d for d in self.of_seat(seat) if d.label is not None]
        return sorted(marked, key=lambda d: (-d.loss, d.step))[:n]

    def counts(self, seat: int) -> dict[str, int]:
        """How many inaccuracies, mistakes and blunders ``seat`` made."""
        out = {name: 0 for name, _ in THRESHOLDS}
        for d in self.of_seat(seat):
            if d.label is not None:
                out[d.label] += 1
        return out

    def to_json(self) -> dict[str, Any]:
        """The review as JSON-ready data (thresholds included)."""
        return {
            "game": self.game_name,
            "names": list(self.names),
            "winners": list(self.winners),
            "budget": self.budget,
            "thresholds": {name: least for name, least in THRESHOLDS},
            "decisions": [d.to_json() for d in self.decisions],
        }

    def to_text(self, lang: str = "en") -> str:
        """A readable summary in ``lang``: per seat, the counts and the worst three decisions."""
        from toolkit.i18n import translator

        t = translator(lang)
        lines = []
        for seat, name in enumerate(self.names):
            c = self.counts(seat)
            lines.append(
                t.tr(
                    "{name}: blunders {blunders}, mistakes {mistakes}, "
                    "inaccuracies {inaccuracies} (decisions reviewed: {n})",
                    name=name,
                    blunders=c["blunder"],
                    mistakes=c["mistake"],
                    inaccuracies=c["inaccuracy"],
                    n=len(self.of_seat(seat)),
                )
            )
            for d in self.worst(seat):
                lines.append("  " + decision_words(d, t))
        return "\n".join(lines)


def label_words(label: str | None, t: Any) -> str:
    """A label in ``t``'s language (the empty string for None)."""
    if label == "blunder":
        return str(t.tr("blunder"))
    if label == "mistake":
        return str(t.tr("mistake"))
    if label == "inaccuracy":
        return str(t.tr("inaccuracy"))
    return ""


def decision_words(d: ReviewedDecision, t: Any) -> str:
    """One reviewed decision in words, in ``t``'s language."""
    return str(
        t.tr(
            "turn {turn}, {label}: played {played} ({after}% to win); better: {best} ({before}%)",
            turn=d.turn,
            label=label_words(d.label, t),
            played=d.played_text,
            after=round(100 * d.after),
            best=d.best_text,
            before=round(100 * d.before),
        )
    )


def move_words(d: ReviewedDecision, t: Any) -> str:
    """A reviewed decision's moves in words, without its label (shown beside it)."""
    return str(
        t.tr(
            "turn {turn}: played {played} ({after}% to win); better: {best} ({before}%)",
            turn=d.turn,
            played=d.played_text,
            after=round(100 * d.after),
            best=d.best_text,
            before=round(100 * d.before),
        )
    )


def _as_log(source: GameLog | Game | str | Path) -> GameLog:
    from toolkit.core.game import Game
    from toolkit.core.log import GameLog

    if isinstance(source, GameLog):
        return source
    if isinstance(source, Game):
        return source.to_log()
    if isinstance(source, str | Path):
        return GameLog.load(source)
    raise SetupError(f"review a game, a game log or a log file's path, not {type(source).__name__}")


class Reviewer:
    """Reviews the decisions of one game one at a time, so that progress can be shown.

    :func:`review` runs it to the end; the table runs it a decision at a time between
    redraws; each worker of the ``processes`` and ``dask`` backends runs it over one
    stretch of the game (``start`` to ``stop``). A decision's review depends only on the
    position, the seed and the budget (the search draws its futures from the seed and the
    number of decisions taken), so any split of the game gives the same review.

    Parameters
    ----------
    source, budget, seed, horizon, lang:
        As for :func:`review`.
    start, stop:
        The stretch of decisions to review (default: all of them).

    Raises
    ------
    SetupError
        For a budget that is not a whole number of at least 1, or a stretch outside the game.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=3)
    >>> game.apply(game.legal_actions()[0])
    >>> r = Reviewer(game, budget=4)
    >>> r.total, r.done, r.step().step, r.finished
    (1, 0, 0, True)
    """

    def __init__(
        self,
        source: GameLog | Game | str | Path,
        budget: int = 100,
        *,
        seed: int = 0,
        horizon: int | None = None,
        lang: str = "en",
        start: int = 0,
        stop: int | None = None,
    ) -> None:
        from toolkit.search import make_bot

        if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
            raise SetupError(
                f"the budget is playouts per decision, a whole number >= 1: {budget!r}"
            )
        self.log = _as_log(source)
        n = len(self.log.decisions)
        stop = n if stop is None else stop
        if not (isinstance(start, int) and isinstance(stop, int) and 0 <= start <= stop <= n):
            raise SetupError(f"review decisions from 0 to {n}, not {start!r} to {stop!r}")
        self.budget = budget
        self.lang = lang
        self.start, self.stop = start, stop
        self.game = self.log.new_game()
        for action in self.log.decisions[:start]:
            self.game.apply(action)
        # no margin: a review names the best mean, every candidate measured alike
        options: dict[str, Any] = {"playouts": budget, "margin": 0.0}
        if horizon is not None:
            options["horizon"] = horizon
        self._bot: Any = make_bot(self.log.game, "search", seed, **options)
        self.position = start
        """The next decision to review."""
        self.found: list[ReviewedDecision] = []
        """The decisions reviewed so far (those with a choice), in game order."""

    @property
    def total(self) -> int:
        """How many decisions this reviewer goes through."""
        return self.stop - self.start

    @property
    def done(self) -> int:
        """How many of them are behind it."""
        return self.position - self.start

    @property
    def finished(self) -> bool:
        """True once every decision of the stretch is reviewed."""
        return self.position >= self.stop

    def step(self) -> ReviewedDecision | None:
        """Review the next decision and move past it; None when it offered no choice."""
        if self.finished:
            return None
        game, k = self.game, self.position
        played = self.log.decisions[k]
        legal = game.legal_actions()
        found = None
        if len(legal) > 1 and not game.is_over:
            found = _review_one(self._bot, game, k, legal, played, self.budget, self.lang)
            self.found.append(found)
        game.apply(played)
        self.position += 1
        return found

    def run(self) -> list[ReviewedDecision]:
        """Review every decision left; return all those reviewed."""
        while not self.finished:
            self.step()
        return self.found

    def result(self, decisions: Sequence[ReviewedDecision] | None = None) -> GameReview:
        """The review: ``decisions`` (default: those found here) with the game's names and
        winners (the rest of the game is replayed, not searched, to find them)."""
        final = self.log.new_game()
        for action in self.log.decisions:
            final.apply(action)
        return GameReview(
            game_name=self.log.game,
            names=tuple(final.names),
            winners=tuple(final.winners),
            budget=self.budget,
            decisions=tuple(self.found if decisions is None else decisions),
        )


def _review_one(
    bot: Any, game: Any, k: int, legal: Any, played: Action, budget: int, lang: str
) -> ReviewedDecision:
    """The review of decision ``k`` of ``game`` (the move ``played`` among ``legal``)."""
    result = bot.analyse(game, legal, extra=[played], forced=max(4, budget // 4), keep=True)
    mine = result.estimate(played)
    best = result.moves[0]
    assert mine is not None
    # both engines describe an action in a language (the shared protocol does not say so)
    played_text = game.describe_action(played, lang=lang)
    best_text = game.describe_action(best.action, lang=lang)
    if best_text == played_text and best.action != played:
        # two moves that read the same (a symbol of the top or the bottom row):
        # the engine's compact form tells them apart
        played_text += f" [{game.short_action(played)}]"
        best_text += f" [{game.short_action(best.action)}]"
    return ReviewedDecision(
        step=k,
        turn=game.turn,
        seat=game.current_player,
        played=played,
        played_text=played_text,
        best=best.action,
        best_text=best_text,
        before=max(best.win_chance, mine.win_chance),
        after=mine.win_chance,
        playouts=min(best.playouts, mine.playouts),
    )
