"""Hero Realms deck-composition curves over many games, in bounded memory.

At the start of every turn ``t`` (just before its first decision) each
living player's *cards owned* (deck + hand + discard + in play + champions)
are summarised as one vector of :data:`METRICS`; the same definitions as
:mod:`toolkit.figures.hero_realms` (so the curves of one game and of ten
thousand agree):

``owned``
    cards owned.
``faction:NAME``
    cards of each faction (``none``: starting cards and Fire Gems).
``type:NAME``
    ``starting card`` (the ten personal cards), ``champion``, ``action``, ``item``.
``source:gold source`` / ``source:combat source``
    cards with any ability that gains gold / combat (a card may be both).
``gold_per_hand`` / ``combat_per_hand``
    ``5 × mean`` over owned cards of what a card's primary or expend ability
    gains (the larger option of a choice; per-card bonuses counted once).
``sacrificed``
    cards the player has sacrificed so far (Fire Gems included).
``health``
    the player's health.

:class:`CompositionStats` folds each game's vectors into running sums
(count, sum and sum of squares per group and turn) and never keeps a game,
so its size depends on the longest game, not on the number of games.

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
from functools import cache
from statistics import NormalDist
from typing import TYPE_CHECKING, Any

import numpy as np

from toolkit.hero_realms.classify import FACTIONS, TYPES, card_type, card_yield, is_source

if TYPE_CHECKING:
    import pandas as pd

    from toolkit.core.game import Game
    from toolkit.core.log import GameLog
    from toolkit.hero_realms.cards import CardDef

__all__ = [
    "METRICS",
    "CompositionStats",
    "CompositionTracker",
    "card_category",
    "card_features",
    "composition_from_log",
    "composition_vector",
    "feature_matrix",
]

METRICS: tuple[str, ...] = (
    "owned",
    *(f"faction:{f}" for f in FACTIONS),
    *(f"type:{t}" for t in TYPES),
    "source:gold source",
    "source:combat source",
    "gold_per_hand",
    "combat_per_hand",
    "sacrificed",
    "health",
)
"""The composition metrics, in the order of a composition vector."""

_N_FEATURES = len(FACTIONS) + len(TYPES) + 4  # + gold src, combat src, gold, combat yield

Sample = tuple[int, int, list[float]]
"""One observation: ``(turn, seat, vector of METRICS)``."""


# -- classifying cards ----------------------------------------------------------------
card_category = card_type
"""The card's type category (see :func:`toolkit.hero_realms.classify.card_type`)."""


@cache
def card_features(card: CardDef) -> tuple[int, ...]:
    """What one card adds to a composition: faction and type one-hot, sources, yields.

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> card_features(load_cards()["ruby"])[-2:]  # gold, combat per draw
    (2, 0)
    """
    faction = card.faction if card.faction in FACTIONS else "none"
    return (
        *(int(faction == f) for f in FACTIONS),
        *(int(card_type(card) == t) for t in TYPES),
        int(is_source(card, "gold")),
        int(is_source(card, "combat")),
        card_yield(card, "gold"),
        card_yield(card, "combat"),
    )


def feature_matrix(game: Game) -> np.ndarray:
    """:func:`card_features` of every card instance of a Hero Realms game, one row each.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=1)
    >>> feature_matrix(game).shape == (len(game.defs), 13)
    True
    """
    defs = game.defs  # type: ignore[attr-defined]
    return np.array([card_features(d) for d in defs], dtype=np.int64).reshape(
        len(defs), _N_FEATURES
    )


def composition_vector(
    game: Game, seat: int, *, sacrificed: int, features: np.ndarray | None = None
) -> list[float]:
    """The :data:`METRICS` of one Hero Realms player now.

    Parameters
    ----------
    game:
        A :class:`~toolkit.hero_realms.engine.HeroRealmsGame`.
    seat:
        The player.
    sacrificed:
        How many cards that player has sacrificed so far (the caller counts
        ``sacrifice`` events).
    features:
        :func:`feature_matrix` of the game, to sum with numpy (same result, faster).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> vec = composition_vector(HeroRealmsGame.new(seed=1), 1, sacrificed=0)
    >>> vec[METRICS.index("gold_per_hand")]
    4.5
    """
    defs = game.defs  # type: ignore[attr-defined]
    owned = game.players[seat].owned()  # type: ignore[attr-defined]
    n = len(owned)
    if n and features is not None:
        sums = features[owned].sum(axis=0).tolist()
    elif n:
        sums = [sum(col) for col in zip(*(card_features(defs[c]) for c in owned), strict=True)]
    else:
        sums = [0] * _N_FEATURES
    gold, combat = sums[-2], sums[-1]
    return [
        float(n),
        *(float(v) for v in sums[:-2]),
        5.0 * gold / n if n else 0.0,
        5.0 * combat / n if n else 0.0,
        float(sacrificed),
        float(game.health_of(seat)),  # type: ignore[attr-defined]
    ]


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
                sacrificed[e[1]] += 1
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
        (normal-approximation confidence interval of the mean,
        ``mean ± z·std/√n``; equal to the mean where ``n < 2``).
        """
        import pandas as pd

        z = NormalDist().inv_cdf(0.5 + confidence / 2)
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
            half = z * std / np.sqrt(n)
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
