"""What a Hero Realms player's cards owned add up to: the one definition of deck composition.

A player's *cards owned* are deck + hand + discard + in play + champions. Each
card adds to a composition its faction and type (one-hot), whether it is a gold
or combat source, and what its primary or expend ability gains
(:func:`card_features`, from :mod:`toolkit.hero_realms.classify`); a player's
composition is the sum over their cards, turned into :data:`METRICS` by
:func:`composition_values`:

``owned``
    cards owned.
``faction:NAME``
    cards of each faction (``none``: starting cards and Fire Gems).
``type:NAME``
    ``starting card`` (the ten personal cards, HR-S1), ``champion``, ``action``,
    ``item`` (Fire Gems and market items); each card in exactly one.
``source:gold source`` / ``source:combat source``
    cards with any ability that gains gold / combat (a card may be both, or neither).
``gold_per_hand`` / ``combat_per_hand``
    ``5 × mean`` over owned cards of what a card's primary or expend ability
    gains (the larger option of a choice; per-card bonuses counted once; ally
    and sacrifice abilities left out).
``sacrificed``
    cards the player has sacrificed so far (HR-A7; Fire Gems count even though
    they return to their pile, HR-A8).
``health``
    the player's health.

Three readers use it and so agree: :func:`composition_vector` (one player
now: the tournament's per-turn tracker), :func:`composition_values` on the
sums of many recorded players (the tournament's compact recorder sums a batch
with :func:`segment_sums`), and :func:`state_frame` (every player in every
state of a replay: the figures' table).

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> vec = composition_vector(HeroRealmsGame.new(seed=1), 0, sacrificed=0)
>>> dict(zip(METRICS, vec))["owned"], dict(zip(METRICS, vec))["type:starting card"]
(10.0, 10.0)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from toolkit.hero_realms.classify import FACTIONS, TYPES, card_type, card_yield, is_source
from toolkit.hero_realms.events import Sacrifice

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd

    from toolkit.core.game import Game
    from toolkit.hero_realms.cards import CardDef
    from toolkit.replay.core import Replay

__all__ = [
    "COUNTS",
    "FACTIONS",
    "METRICS",
    "SOURCES",
    "TYPES",
    "card_features",
    "composition_values",
    "composition_vector",
    "feature_matrix",
    "instance_table",
    "segment_sums",
    "state_columns",
    "state_frame",
]

SOURCES = ("gold source", "combat source")

METRICS: tuple[str, ...] = (
    "owned",
    *(f"faction:{f}" for f in FACTIONS),
    *(f"type:{t}" for t in TYPES),
    *(f"source:{s}" for s in SOURCES),
    "gold_per_hand",
    "combat_per_hand",
    "sacrificed",
    "health",
)
"""The composition metrics, in the order of a composition vector."""

COUNTS: tuple[str, ...] = tuple(m for m in METRICS if not m.endswith("_per_hand"))
"""The metrics that count something (whole numbers); the two per-hand ones are means."""

N_FEATURES = len(FACTIONS) + len(TYPES) + 4  # + gold src, combat src, gold, combat yield
"""Columns of :func:`card_features`."""


# -- one card ----------------------------------------------------------------------------
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


def features_of(defs: Sequence[CardDef]) -> np.ndarray:
    """:func:`card_features` of each design in ``defs``, one row each (int64).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> features_of(HeroRealmsGame.new(seed=1).defs[:3]).shape
    (3, 13)
    """
    import numpy as np

    return np.array([card_features(d) for d in defs], dtype=np.int64).reshape(len(defs), N_FEATURES)


def feature_matrix(game: Game) -> np.ndarray:
    """:func:`card_features` of every card instance of a Hero Realms game, one row each.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=1)
    >>> feature_matrix(game).shape == (len(game.defs), 13)
    True
    """
    return features_of(game.defs)  # type: ignore[attr-defined]


_TABLES: dict[tuple[CardDef, ...], np.ndarray] = {}


def instance_table(defs: Sequence[CardDef]) -> np.ndarray:
    """:func:`feature_matrix` rows of these card instances, cached by the designs' order.

    Every game of one setup creates its instances in the same order of designs (the
    shuffles move instance numbers around, not designs), so a tournament builds this
    table once per process instead of once per game. Designs hash by identity, so the
    lookup costs one pass over the tuple.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> defs = HeroRealmsGame.new(seed=1).defs
    >>> instance_table(defs) is instance_table(defs)
    True
    """
    key = tuple(defs)
    table = _TABLES.get(key)
    if table is None:
        if len(_TABLES) >= 64:  # a bound for processes that see many card sets
            _TABLES.clear()
        table = _TABLES[key] = features_of(key)
    return table


# -- summing many players at once -----------------------------------------------------
_FIELD_BITS = 16
_FIELDS_PER_WORD = 64 // _FIELD_BITS
_FIELD_MASK = (1 << _FIELD_BITS) - 1


def segment_sums(table: np.ndarray, rows: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Column sums of ``table[rows]`` over consecutive segments of ``lengths`` rows.

    Summing a (cards × features) block costs a pass per feature; packing four
    16-bit features into each unsigned 64-bit word makes it four passes over
    contiguous words. Running sums wrap modulo 2**64, but the difference at a
    segment's two ends is that segment's packed sum exactly as long as no field
    of it reaches 2**16, which is checked (a segment can only get there with
    thousands of cards); otherwise the plain integer sums are used.

    Examples
    --------
    >>> import numpy as np
    >>> table = np.array([[1, 0], [0, 2], [1, 1]])
    >>> segment_sums(table, np.array([0, 1, 2, 2]), np.array([3, 1])).tolist()
    [[2, 3], [1, 1]]
    """
    import numpy as np

    ends = np.cumsum(lengths)
    starts = ends - lengths
    features = table.shape[1]
    biggest = int(table.max(initial=0)) * int(lengths.max(initial=0))
    if table.min(initial=0) < 0 or biggest > _FIELD_MASK:
        plain = np.zeros((len(rows) + 1, features), dtype=np.int64)
        np.cumsum(table[rows], axis=0, out=plain[1:])
        return plain[ends] - plain[starts]  # type: ignore[no-any-return]
    sums = np.empty((len(lengths), features), dtype=np.int64)
    running = np.zeros(len(rows) + 1, dtype=np.uint64)
    for first in range(0, features, _FIELDS_PER_WORD):
        block = table[:, first : first + _FIELDS_PER_WORD].astype(np.uint64)
        shifts = np.arange(block.shape[1], dtype=np.uint64) * np.uint64(_FIELD_BITS)
        words = (block << shifts).sum(axis=1, dtype=np.uint64)
        np.cumsum(words[rows], out=running[1:])
        packed = running[ends] - running[starts]
        for j in range(block.shape[1]):
            sums[:, first + j] = (packed >> shifts[j]) & np.uint64(_FIELD_MASK)
    return sums


def composition_values(
    owned: np.ndarray, sums: np.ndarray, sacrificed: np.ndarray, health: np.ndarray
) -> np.ndarray:
    """The :data:`METRICS` of many players at once, one row each (floats).

    Parameters
    ----------
    owned:
        Cards owned by each player.
    sums:
        The :func:`card_features` summed over each player's cards (one row each).
    sacrificed, health:
        Each player's cards sacrificed so far, and health.

    Examples
    --------
    >>> import numpy as np
    >>> from toolkit.hero_realms import load_cards
    >>> gold = card_features(load_cards()["gold"])
    >>> row = composition_values(np.array([2]), np.array([gold]) * 2, np.array([0]), np.array([50]))
    >>> dict(zip(METRICS, row[0].tolist()))["gold_per_hand"]
    5.0
    """
    import numpy as np

    n = np.asarray(owned)
    values = np.empty((len(n), len(METRICS)))
    values[:, 0] = n
    values[:, 1 : N_FEATURES - 1] = sums[:, :-2]
    per_hand = 5.0 * sums[:, -2:]
    np.divide(per_hand, n[:, None], out=per_hand, where=n[:, None] > 0)
    per_hand[n == 0] = 0.0
    values[:, N_FEATURES - 1 : N_FEATURES + 1] = per_hand
    values[:, -2] = sacrificed
    values[:, -1] = health
    return values


# -- one player now ---------------------------------------------------------------------
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
        :func:`feature_matrix` of the game (built here when not given).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> vec = composition_vector(HeroRealmsGame.new(seed=1), 1, sacrificed=0)
    >>> vec[METRICS.index("gold_per_hand")]
    4.5
    """
    import numpy as np

    if features is None:
        features = feature_matrix(game)
    owned = game.players[seat].owned()  # type: ignore[attr-defined]
    sums = features[owned].sum(axis=0).reshape(1, N_FEATURES)
    health = game.health_of(seat)  # type: ignore[attr-defined]
    row = composition_values(
        np.array([len(owned)]), sums, np.array([sacrificed]), np.array([health])
    )
    return row[0].tolist()  # type: ignore[no-any-return]


# -- every state of a replay -----------------------------------------------------------
def state_frame(replay: Replay) -> pd.DataFrame:
    """One row per (state, player) of a Hero Realms replay: turn, health and composition.

    Columns: ``state`` (the table after that many decisions, 0 the setup),
    ``turn``, ``turn_start`` (the state just before the turn's first decision:
    where composition curves sample), ``player`` (the seat), ``name``, ``out``
    (HR-E1), ``health`` (0 once out), then every other :data:`METRICS` column
    (whole numbers, except the two per-hand means). Rows are in state order,
    then seat order. Use :func:`toolkit.analysis.table.state_table`, which builds
    it once per replay.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> frame = state_frame(Replay.from_game(HeroRealmsGame.new(seed=1)))
    >>> frame[["player", "owned", "health"]].to_dict("list")
    {'player': [0, 1], 'owned': [10, 10], 'health': [50, 50]}
    """
    import numpy as np
    import pandas as pd

    if replay.game_name != "hero-realms":
        raise ValueError(f"this table is for Hero Realms, not {replay.game_name!r}")
    seats = len(replay.names)
    starts = {replay.turn_start(turn) for turn in replay.turns}
    owned_ids: list[int] = []
    lengths: list[int] = []
    health: list[int] = []
    out: list[bool] = []
    sacrificed: list[int] = []
    turns: list[int] = []
    so_far = [0] * seats
    for k, game in enumerate(replay.walk()):
        if k:
            for e in replay.raw_events(k - 1):
                if e[0] == "sacrifice":
                    so_far[Sacrifice._make(e).seat] += 1
        players = game.players  # type: ignore[attr-defined]
        health_of = game.health_of  # type: ignore[attr-defined]
        for s in range(seats):
            p = players[s]
            owned = p.owned()
            owned_ids += owned
            lengths.append(len(owned))
            health.append(max(0, health_of(s)))
            out.append(bool(p.out))
            sacrificed.append(so_far[s])
        turns.append(replay.turn_of_state(k))
    table = instance_table(replay.final.defs)  # type: ignore[attr-defined]
    n = np.array(lengths, dtype=np.int64)
    sums = segment_sums(table, np.array(owned_ids, dtype=np.intp), n)
    values = composition_values(n, sums, np.array(sacrificed), np.array(health))
    states = np.repeat(np.arange(replay.n_steps + 1), seats)
    columns: dict[str, object] = {
        "state": states,
        "turn": np.repeat(np.array(turns, dtype=np.int64), seats),
        "turn_start": np.isin(states, sorted(starts)),
        "player": np.tile(np.arange(seats), replay.n_steps + 1),
        "name": np.tile(np.array(replay.names, dtype=object), replay.n_steps + 1),
        "out": np.array(out, dtype=bool),
        "health": np.array(health, dtype=np.int64),
    }
    for j, metric in enumerate(METRICS):
        if metric != "health":
            column = values[:, j]
            columns[metric] = column.astype(np.int64) if metric in COUNTS else column
    return pd.DataFrame(columns)


def state_columns(replay: Replay) -> dict[str, list[object]]:
    """:func:`state_frame` as plain Python lists, one per column, without numpy or pandas.

    The same columns, rows and numbers (Python ints, bools, floats and strings), walked
    with the standard library only: the figures of one game read these, so they draw
    where numpy and pandas are not installed (a browser's Python).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> cols = state_columns(Replay.from_game(HeroRealmsGame.new(seed=1)))
    >>> cols["player"], cols["owned"], cols["health"], cols["gold_per_hand"]
    ([0, 1], [10, 10], [50, 50], [4.5, 4.5])
    """
    if replay.game_name != "hero-realms":
        raise ValueError(f"this table is for Hero Realms, not {replay.game_name!r}")
    seats = len(replay.names)
    starts = {replay.turn_start(turn) for turn in replay.turns}
    features = [card_features(d) for d in replay.final.defs]  # type: ignore[attr-defined]
    # the summed features: factions, types and the two sources (yields are per hand)
    counted = METRICS[1 : N_FEATURES - 1]
    keys = ["state", "turn", "turn_start", "player", "name", "out", "health"]
    keys += [m for m in METRICS if m != "health"]
    cols: dict[str, list[object]] = {key: [] for key in keys}
    so_far = [0] * seats
    for k, game in enumerate(replay.walk()):
        if k:
            for e in replay.raw_events(k - 1):
                if e[0] == "sacrifice":
                    so_far[Sacrifice._make(e).seat] += 1
        turn = replay.turn_of_state(k)
        for s in range(seats):
            p = game.players[s]  # type: ignore[attr-defined]
            owned = p.owned()
            sums = [0] * N_FEATURES
            for card in owned:
                for j, v in enumerate(features[card]):
                    sums[j] += v
            n = len(owned)
            for key, value in (
                ("state", k),
                ("turn", turn),
                ("turn_start", k in starts),
                ("player", s),
                ("name", replay.names[s]),
                ("out", bool(p.out)),
                ("health", max(0, game.health_of(s))),  # type: ignore[attr-defined]
                ("owned", n),
                *zip(counted, sums[:-2], strict=True),
                # 5 x the mean per card, in the order of composition_values
                ("gold_per_hand", 5.0 * sums[-2] / n if n else 0.0),
                ("combat_per_hand", 5.0 * sums[-1] / n if n else 0.0),
                ("sacrificed", so_far[s]),
            ):
                cols[key].append(value)
    return cols
