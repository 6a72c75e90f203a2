"""Hero Realms deck-composition curves over many games, in bounded memory.

At the start of every turn ``t`` (just before its first decision) each
living player's *cards owned* (deck + hand + discard + in play + champions)
are summarised as one vector of :data:`METRICS`, defined once in
:mod:`toolkit.analysis.hero_realms`, which the figures of one game read too
(so the curves of one game and of ten thousand agree): cards owned, by
faction, type and source, expected gold and combat per 5-card hand, cards
sacrificed and health (see that module for each definition).

:class:`CompositionStats` folds each game's vectors into running sums
(count, sum and sum of squares per group and turn) and never keeps a game,
so its size depends on the longest game, not on the number of games.

Tournaments record games with :class:`CompositionRecorder`: a few integers
and the owned cards' instance numbers per player and turn while playing, and
numpy for a whole batch at the end
(:func:`~toolkit.analysis.hero_realms.composition_values`).
:class:`CompositionTracker` (a vector per player and turn, built while
playing with :func:`~toolkit.analysis.hero_realms.composition_vector`) stays
as the plain reference that :func:`composition_from_log` uses; both give the
same floats.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1)
>>> vec = composition_vector(game, 0, sacrificed=0)
>>> dict(zip(METRICS, vec))["owned"], dict(zip(METRICS, vec))["type:starting card"]
(10.0, 10.0)
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import TYPE_CHECKING, Any

import numpy as np

from toolkit.analysis.hero_realms import (
    METRICS,
    N_FEATURES,
    card_features,
    composition_values,
    composition_vector,
    feature_matrix,
    instance_table,
    segment_sums,
)
from toolkit.analysis.intervals import t_factor
from toolkit.hero_realms.classify import card_type
from toolkit.hero_realms.events import Sacrifice

if TYPE_CHECKING:
    import pandas as pd

    from toolkit.core.game import Game
    from toolkit.core.log import GameLog

__all__ = [
    "METRICS",
    "CompositionRecorder",
    "CompositionStats",
    "CompositionTracker",
    "card_category",
    "card_features",
    "composition_from_log",
    "composition_vector",
    "feature_matrix",
]

Sample = tuple[int, int, list[float]]
"""One observation: ``(turn, seat, vector of METRICS)``."""

card_category = card_type
"""The card's type category (see :func:`toolkit.hero_realms.classify.card_type`)."""


class CompositionTracker:
    """Samples a Hero Realms game at each turn start while it is played.

    Call :meth:`observe` before every decision; it records once per turn.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> tracker = CompositionTracker()
    >>> game = HeroRealmsGame.new(seed=3)
    >>> tracker.observe(game)
    >>> tracker.observe(game)  # same turn: nothing new
    >>> [(turn, seat) for turn, seat, _ in tracker.samples]
    [(1, 0), (1, 1)]
    """

    def __init__(self) -> None:
        self.samples: list[Sample] = []
        self._turn = 0
        self._events = 0
        self._sacrificed: list[int] = []
        self._features: np.ndarray | None = None

    def observe(self, game: Game) -> None:
        """Record every living player's composition if a new turn has started."""
        turn = game.turn
        if turn == self._turn:
            return
        self._turn = turn
        players = game.players  # type: ignore[attr-defined]
        if not self._sacrificed:
            self._sacrificed = [0] * len(players)
        events = game.events
        sacrificed = self._sacrificed
        for i in range(self._events, len(events)):
            e = events[i]
            if e[0] == "sacrifice":
                sacrificed[Sacrifice._make(e).seat] += 1
        self._events = len(events)
        features = self._features
        if features is None or len(features) != len(game.defs):  # type: ignore[attr-defined]
            features = self._features = feature_matrix(game)
        for p in players:
            if not p.out:
                vec = composition_vector(
                    game, p.seat, sacrificed=sacrificed[p.seat], features=features
                )
                self.samples.append((turn, p.seat, vec))


def composition_from_log(log: GameLog) -> list[Sample]:
    """The composition samples of a recorded Hero Realms game, by replaying its log.

    The same samples as a tournament streams while playing (for checks, or for
    logs of games played elsewhere).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=2)
    >>> game.apply(game.legal_actions()[-1])
    >>> [(t, s) for t, s, _ in composition_from_log(game.to_log())][:2]
    [(1, 0), (1, 1)]
    """
    if log.game != "hero-realms":
        raise ValueError(f"composition is for Hero Realms logs, not {log.game!r}")
    game = log.new_game()
    tracker = CompositionTracker()
    for action in log.decisions:
        tracker.observe(game)
        game.apply(action)
    if not game.is_over:
        tracker.observe(game)
    return tracker.samples


# -- compact recording for tournaments ---------------------------------------------------
_SAMPLE_FIELDS = 6  # game, turn, seat, cards owned, health, events so far
_first = itemgetter(0)


class CompositionRecorder:
    """Compact records of many Hero Realms games, summed into :class:`CompositionStats`.

    :class:`CompositionTracker` builds a vector per player and turn while the game
    is played, which (with summing it) costs a quarter to a third as much as the
    greedy game itself. This
    recorder only copies, at each turn start, the instance numbers of each living
    player's cards into one flat list, with six integers (game, turn, seat, cards
    owned, health, events so far); sacrifices are found in the event list once per
    game. Features, per-hand yields and sacrifice counts are then computed for the
    whole batch at once with numpy in :meth:`stats`.

    The vectors equal :func:`composition_vector`'s, and :meth:`stats` adds them up
    in game order starting from zero, as a fresh :class:`CompositionStats` fed game
    by game with :meth:`CompositionStats.add_game` does, so the sums are the same
    floats.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> recorder = CompositionRecorder()
    >>> game = HeroRealmsGame.new(seed=3)
    >>> recorder.begin()
    >>> recorder.observe(game)
    >>> recorder.observe(game)  # same turn: nothing new
    >>> recorder.end(game, ["greedy", "greedy"])
    >>> turns, seats, values = recorder.samples()
    >>> turns.tolist(), seats.tolist(), values[:, METRICS.index("owned")].tolist()
    ([1, 1], [0, 1], [10.0, 10.0])
    """

    def __init__(self) -> None:
        self._owned: list[int] = []  # instance numbers of every sample's cards, in order
        self._samples: list[int] = []  # _SAMPLE_FIELDS integers per sample
        self._sacrifices: list[int] = []  # game, seat, event position per sacrifice
        self._starts: list[int] = []  # where each game's instance numbers begin
        self._tables: list[np.ndarray] = []
        self._bots: list[tuple[str, ...]] = []
        self._turn = 0

    @property
    def games(self) -> int:
        """Games ended so far."""
        return len(self._bots)

    def begin(self) -> None:
        """Start recording a new game."""
        self._turn = 0
        self._starts.append(len(self._owned))

    def record(self, game: Game, turn: int) -> None:
        """Record every living player now; call it at the first decision of ``turn``."""
        g = len(self._bots)
        mark = len(game.events)
        health_of = game.health_of  # type: ignore[attr-defined]
        owned_ids = self._owned
        samples = self._samples
        for p in game.players:  # type: ignore[attr-defined]
            if not p.out:
                owned = p.owned()
                owned_ids += owned
                samples += (g, turn, p.seat, len(owned), health_of(p.seat), mark)

    def observe(self, game: Game) -> None:
        """Call before every decision: records once per turn (like the tracker)."""
        turn = game.turn
        if turn != self._turn:
            self._turn = turn
            self.record(game, turn)

    def end(self, game: Game, bots: Sequence[str]) -> None:
        """Finish the game begun last; ``bots[seat]`` names the bot in each seat."""
        g = len(self._bots)
        events = game.events
        kinds = list(map(_first, events))  # one C-level pass; list.index scans in C too
        i = -1
        try:
            while True:
                i = kinds.index("sacrifice", i + 1)
                self._sacrifices += (g, events[i][1], i)
        except ValueError:
            pass
        self._tables.append(instance_table(game.defs))  # type: ignore[attr-defined]
        self._bots.append(tuple(bots))

    def samples(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Turn, seat and :data:`METRICS` vector of every sample, in recording order."""
        _, turns, seats, values = self._arrays()
        return turns, seats, values

    def _arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        k = len(self._samples) // _SAMPLE_FIELDS
        rec = np.array(self._samples, dtype=np.int64).reshape(k, _SAMPLE_FIELDS)
        game, turn, seat, n, health, mark = rec.T
        # One feature table for the batch: games that share a table share its rows.
        if max((len(t) for t in self._tables), default=0) <= 256:
            # Instance numbers fit in a byte: converting through bytes is 3x faster.
            owned = np.frombuffer(bytes(self._owned), dtype=np.uint8).astype(np.intp)
        else:
            owned = np.array(self._owned, dtype=np.intp)
        bases: dict[int, int] = {}
        parts: list[np.ndarray] = []
        offsets = np.zeros(len(self._tables), dtype=np.intp)
        size = 0
        for g, table in enumerate(self._tables):
            base = bases.get(id(table))
            if base is None:
                base = bases[id(table)] = size
                parts.append(table)
                size += len(table)
            offsets[g] = base
        if len(parts) > 1:
            counts = np.diff(np.append(np.array(self._starts, dtype=np.intp), len(owned)))
            owned = owned + np.repeat(offsets, counts)
        table = np.concatenate(parts) if parts else np.zeros((0, N_FEATURES), np.int64)
        sums = segment_sums(table, owned, n)
        values = composition_values(n, sums, self._sacrificed(game, seat, mark), health)
        return game, turn, seat, values

    def _sacrificed(self, game: np.ndarray, seat: np.ndarray, mark: np.ndarray) -> np.ndarray:
        """Sacrifice events of each sample's player before its event mark."""
        sac = np.array(self._sacrifices, dtype=np.int64).reshape(-1, 3)
        if not len(sac) or not len(game):
            return np.zeros(len(game), dtype=np.int64)
        seats = int(max(seat.max(), sac[:, 1].max())) + 1
        span = int(max(mark.max(), sac[:, 2].max())) + 1
        keys = np.sort((sac[:, 0] * seats + sac[:, 1]) * span + sac[:, 2])
        base = (game * seats + seat) * span
        return np.searchsorted(keys, base + mark) - np.searchsorted(keys, base)

    def stats(self) -> CompositionStats:
        """The recorded games' sums, as a new :class:`CompositionStats`."""
        stats = CompositionStats()
        stats.games = len(self._bots)
        if not self._samples:
            return stats
        game, turn, seat, values = self._arrays()
        names = sorted({b for bots in self._bots for b in bots})
        code = {b: i for i, b in enumerate(names)}
        players = max(len(b) for b in self._bots)
        bot_codes = np.array(
            [[code[b] for b in bots] + [0] * (players - len(bots)) for bots in self._bots],
            dtype=np.intp,
        )
        squares = values * values
        for by, labels, groups in (
            ("bot", bot_codes[game, seat], names),
            ("seat", seat, [str(s) for s in range(players)]),
        ):
            stats._add_cells(by, groups, labels, turn, values, squares)
        return stats


# -- running sums -----------------------------------------------------------------------
class _Sums:
    __slots__ = ("n", "s", "ss")

    def __init__(self, turns: int, metrics: int) -> None:
        self.n = np.zeros(turns, dtype=np.int64)
        self.s = np.zeros((turns, metrics))
        self.ss = np.zeros((turns, metrics))

    def grow(self, turns: int) -> None:
        extra = turns - len(self.n)
        if extra > 0:
            self.n = np.concatenate([self.n, np.zeros(extra, dtype=np.int64)])
            pad = np.zeros((extra, self.s.shape[1]))
            self.s = np.concatenate([self.s, pad])
            self.ss = np.concatenate([self.ss, pad])


class CompositionStats:
    """Running count, sum and sum of squares of every metric, per group and turn.

    Groups are ``("bot", name)`` (the bot in that seat) and ``("seat", "0")``,
    ``("seat", "1")``, ... Memory is ``groups × turns × metrics`` numbers,
    whatever the number of games. Merging is exact addition, done in batch
    order by the tournament runner so every backend gives the same floats.

    Examples
    --------
    >>> stats = CompositionStats()
    >>> stats.add_game([(1, 0, [1.0] * len(METRICS)), (1, 1, [3.0] * len(METRICS))], ["a", "b"])
    >>> other = CompositionStats()
    >>> other.add_game([(1, 0, [5.0] * len(METRICS))], ["b", "a"])
    >>> stats.merge(other)
    >>> stats.games
    2
    >>> curve = stats.curve("owned", by="bot")
    >>> curve[["group", "turn", "n", "mean"]].to_dict("records")
    [{'group': 'a', 'turn': 1, 'n': 1, 'mean': 1.0}, {'group': 'b', 'turn': 1, 'n': 2, 'mean': 4.0}]
    """

    def __init__(self, metrics: Sequence[str] = METRICS) -> None:
        self.metrics = tuple(metrics)
        self.games = 0
        self._sums: dict[tuple[str, str], _Sums] = {}

    def _group(self, key: tuple[str, str], turns: int) -> _Sums:
        sums = self._sums.get(key)
        if sums is None:
            sums = self._sums[key] = _Sums(turns, len(self.metrics))
        else:
            sums.grow(turns)
        return sums

    def add_game(self, samples: Sequence[Sample], bots: Sequence[str]) -> None:
        """Fold one game's samples in; ``bots[seat]`` names the bot in each seat."""
        self.games += 1
        if not samples:
            return
        turns = np.fromiter((t for t, _, _ in samples), dtype=np.int64, count=len(samples))
        seats = np.fromiter((s for _, s, _ in samples), dtype=np.int64, count=len(samples))
        values = np.array([v for _, _, v in samples], dtype=float)
        size = int(turns.max()) + 1
        for seat in np.unique(seats):
            mask = seats == seat
            t, v = turns[mask], values[mask]
            for key in (("bot", str(bots[seat])), ("seat", str(seat))):
                sums = self._group(key, size)
                np.add.at(sums.n, t, 1)
                np.add.at(sums.s, t, v)
                np.add.at(sums.ss, t, v * v)

    def _add_cells(
        self,
        by: str,
        groups: Sequence[str],
        labels: np.ndarray,
        turns: np.ndarray,
        values: np.ndarray,
        squares: np.ndarray,
    ) -> None:
        """Add samples to the groups ``groups[labels]``, each cell in sample order.

        ``np.bincount`` adds its weights one by one in input order, so every
        (group, turn, metric) cell receives its values in the same order as
        :meth:`add_game` called game by game would add them.
        """
        size = int(turns.max()) + 1
        m = len(self.metrics)
        cell = labels * size + turns
        count = np.bincount(cell, minlength=len(groups) * size).reshape(len(groups), size)
        flat = (cell[:, None] * m + np.arange(m)).ravel()
        total = len(groups) * size * m
        s = np.bincount(flat, weights=values.ravel(), minlength=total)
        ss = np.bincount(flat, weights=squares.ravel(), minlength=total)
        s, ss = s.reshape(len(groups), size, m), ss.reshape(len(groups), size, m)
        for g, name in enumerate(groups):
            seen = np.flatnonzero(count[g])
            if not len(seen):
                continue
            length = int(seen[-1]) + 1
            sums = self._group((by, str(name)), length)
            sums.n[:length] += count[g, :length]
            sums.s[:length] += s[g, :length]
            sums.ss[:length] += ss[g, :length]

    def merge(self, other: CompositionStats) -> None:
        """Add ``other``'s sums to these."""
        if other.metrics != self.metrics:
            raise ValueError("cannot merge composition statistics of different metrics")
        self.games += other.games
        for key, theirs in other._sums.items():
            mine = self._group(key, len(theirs.n))
            theirs.grow(len(mine.n))
            mine.n += theirs.n
            mine.s += theirs.s
            mine.ss += theirs.ss

    @property
    def groups(self) -> list[tuple[str, str]]:
        """The ``(by, group)`` keys seen, sorted."""
        return sorted(self._sums)

    def nbytes(self) -> int:
        """Memory held by the sums, in bytes (bounded by groups × turns × metrics)."""
        return sum(s.n.nbytes + s.s.nbytes + s.ss.nbytes for s in self._sums.values())

    def to_frame(self, *, confidence: float = 0.95) -> pd.DataFrame:
        """Every curve as a long table.

        Columns ``by`` (``bot``/``seat``), ``group``, ``turn``, ``metric``, ``n``,
        ``mean``, ``std`` (sample standard deviation), ``ci_low``, ``ci_high``
        (confidence interval of the mean, ``mean ± t·std/√n`` with ``t`` the
        Student-t quantile with ``n - 1`` degrees of freedom, which the few
        games behind late turns need: 2.776 for 5 games at 95%, not 1.96;
        equal to the mean where ``n < 2``).
        """
        import pandas as pd

        frames = []
        for by, group in self.groups:
            sums = self._sums[(by, group)]
            turns = np.nonzero(sums.n)[0]
            n = sums.n[turns].astype(float)[:, None]
            mean = sums.s[turns] / n
            with np.errstate(invalid="ignore", divide="ignore"):
                var = (sums.ss[turns] - n * mean * mean) / (n - 1)
            var = np.where(n > 1, np.maximum(var, 0.0), 0.0)
            std = np.sqrt(var)
            t = t_factor(n, confidence)
            half = t * std / np.sqrt(n)
            m = len(self.metrics)
            frames.append(
                pd.DataFrame(
                    {
                        "by": by,
                        "group": group,
                        "turn": np.repeat(turns, m),
                        "metric": np.tile(np.array(self.metrics, dtype=object), len(turns)),
                        "n": np.repeat(sums.n[turns], m),
                        "mean": mean.ravel(),
                        "std": std.ravel(),
                        "ci_low": (mean - half).ravel(),
                        "ci_high": (mean + half).ravel(),
                    }
                )
            )
        columns = ["by", "group", "turn", "metric", "n", "mean", "std", "ci_low", "ci_high"]
        if not frames:
            return pd.DataFrame(columns=columns)
        return pd.concat(frames, ignore_index=True)[columns]

    def curve(self, metric: str = "owned", *, by: str = "bot", **kw: Any) -> pd.DataFrame:
        """One metric's curves (rows of :meth:`to_frame` for ``metric`` and ``by``)."""
        if metric not in self.metrics:
            raise KeyError(f"unknown metric {metric!r}; choose from {', '.join(self.metrics)}")
        if by not in ("bot", "seat"):
            raise ValueError(f"by must be 'bot' or 'seat', got {by!r}")
        frame = self.to_frame(**kw)
        return frame[(frame["metric"] == metric) & (frame["by"] == by)].reset_index(drop=True)

    def __repr__(self) -> str:
        return f"<CompositionStats {self.games} games, {len(self._sums)} groups>"
