"""Hero Realms figures: deck-composition curves, derived curves and health over time.

The data come first (:func:`composition`, plain rows you can check or put in
a table), the figures are drawn from them; both come from the per-state
table :func:`toolkit.analysis.state_table`, whose composition columns are
defined once in :mod:`toolkit.analysis.hero_realms` (the tournament's curves
use the same definitions). A player's *cards owned* are deck + hand +
discard + in play + champions, sampled at the start of every turn (``x = t``
is the table just before the first decision of turn ``t``).

Card categories
---------------
faction
    ``imperial``, ``guild``, ``necros``, ``wild`` or ``none`` (starting cards
    and Fire Gems).
type (each card in exactly one, so the stack adds up to the cards owned)
    ``starting card`` (the ten personal cards, HR-S1), ``champion``,
    ``action``, ``item`` (Fire Gems and market items).
source (a card may be both, or neither)
    ``gold source`` / ``combat source``: a card with any ability that gains
    gold / combat.
expected gold (combat) per 5-card hand
    ``5 × mean`` over owned cards of what the card's primary or expend ability
    gains (the larger option of a choice; "per card" bonuses counted once;
    ally and sacrifice abilities left out).
cards sacrificed
    How many cards the player has sacrificed so far (HR-A7; Fire Gems count
    even though they return to the pile, HR-A8).

Examples
--------
>>> from toolkit.core.bots import play_game
>>> from toolkit.hero_realms import HeroRealmsGame
>>> from toolkit.hero_realms.bots import GreedyBot
>>> from toolkit.replay import Replay
>>> replay = Replay.from_game(play_game(HeroRealmsGame.new(seed=7), [GreedyBot(), GreedyBot()]))
>>> rows = composition(replay)
>>> rows[0].turn, rows[0].owned
(1, 10)
>>> fig = composition_figure(replay, by="faction")
>>> type(fig).__name__
'Figure'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from toolkit.analysis.hero_realms import FACTIONS, SOURCES, TYPES
from toolkit.analysis.table import columns
from toolkit.figures.core import (
    SEAT_COLOURS,
    band_traces,
    base_layout,
    mean_and_band,
    seat_series,
    seat_steps_figure,
)
from toolkit.hero_realms.classify import card_type, card_yield, is_source
from toolkit.html.core import FACTION_COLOURS, seat_name
from toolkit.i18n import translator
from toolkit.i18n.messages import N_

if TYPE_CHECKING:
    from toolkit.replay.core import Replay

__all__ = [
    "DERIVED",
    "FACTIONS",
    "TYPES",
    "CompositionRow",
    "aggregate_figure",
    "card_type",
    "card_yield",
    "composition",
    "composition_figure",
    "derived_figure",
    "health_figure",
    "health_series",
    "is_source",
]

DERIVED = {
    "owned": N_("cards owned"),
    "gold_per_hand": N_("expected gold per 5-card hand"),
    "combat_per_hand": N_("expected combat per 5-card hand"),
    "sacrificed": N_("cards sacrificed"),
}
CATEGORY_LABELS = {
    # Faction names stay as printed on the cards, in every language.
    "imperial": "Imperial",
    "guild": "Guild",
    "necros": "Necros",
    "wild": "Wild",
    "none": N_("no faction"),
    "starting card": N_("starting card"),
    "champion": N_("champion"),
    "action": N_("action"),
    "item": N_("item"),
    "gold source": N_("gold source"),
    "combat source": N_("combat source"),
}
"""How a legend names each category (English: the category itself)."""
TYPE_COLOURS = {
    "starting card": "#8d8577",
    "champion": "#1f5fa8",
    "action": "#c2410c",
    "item": "#c99a00",
    "gold source": "#b08900",
    "combat source": "#3b3b3b",
}


def category_label(category: str, lang: str = "en") -> str:
    """A card category as a legend shows it in ``lang`` (faction names as printed).

    Examples
    --------
    >>> category_label("champion", "es"), category_label("guild", "it"), category_label("none")
    ('campeón', 'Guild', 'none')
    """
    if lang == "en":
        return category
    label = CATEGORY_LABELS.get(category, category)
    if category in FACTIONS and category != "none":
        return label
    return translator(lang).gettext(label)


def metric_label(metric: str, lang: str = "en") -> str:
    """A metric's name as an axis or title shows it in ``lang``.

    Examples
    --------
    >>> metric_label("owned", "it"), metric_label("type:champion")
    ('carte possedute', 'type: champion')
    """
    t = translator(lang)
    if metric in DERIVED:
        return t.gettext(DERIVED[metric])
    if metric == "health":
        return t.gettext("health")
    kind, _, key = metric.partition(":")
    if lang == "en" or kind not in ("faction", "type", "source"):
        return metric.replace(":", ": ")
    kinds = {"faction": N_("faction"), "type": N_("type"), "source": N_("source")}
    return f"{t.gettext(kinds[kind])}: {category_label(key, lang)}"


# -- the data -----------------------------------------------------------------------
@dataclass
class CompositionRow:
    """One player's cards at the start of one turn.

    ``factions``, ``types`` and ``sources`` count cards by category (see the
    module docstring); ``health`` is the player's health then.
    """

    turn: int
    state: int
    seat: int
    name: str
    owned: int
    factions: dict[str, int] = field(default_factory=dict)
    types: dict[str, int] = field(default_factory=dict)
    sources: dict[str, int] = field(default_factory=dict)
    gold_per_hand: float = 0.0
    combat_per_hand: float = 0.0
    sacrificed: int = 0
    health: int = 0

    def value(self, metric: str) -> float:
        """A number by name: a :data:`DERIVED` key, ``faction:NAME``, ``type:NAME`` or ``source:NAME``.

        Examples
        --------
        >>> CompositionRow(1, 0, 0, "Ada", 10, factions={"none": 10}).value("faction:none")
        10
        """
        kind, _, key = metric.partition(":")
        if kind == "faction":
            return self.factions.get(key, 0)
        if kind == "type":
            return self.types.get(key, 0)
        if kind == "source":
            return self.sources.get(key, 0)
        if metric in DERIVED or metric == "health":
            return getattr(self, metric)  # type: ignore[no-any-return]
        raise KeyError(
            f"unknown metric {metric!r}: use {', '.join(DERIVED)}, health, faction:NAME, "
            "type:NAME or source:NAME"
        )


def _check_game(replay: Replay) -> None:
    if replay.game_name != "hero-realms":
        raise ValueError(f"this figure is for Hero Realms, not {replay.game_name!r}")


def _rows(cols: Mapping[str, Sequence[Any]]) -> list[CompositionRow]:
    """The turn-start rows of one replay's columns (:func:`~toolkit.analysis.table.columns`)."""
    rows = []
    for i, start in enumerate(cols["turn_start"]):
        if not start:
            continue
        rows.append(
            CompositionRow(
                turn=cols["turn"][i],
                state=cols["state"][i],
                seat=cols["player"][i],
                name=cols["name"][i],
                owned=cols["owned"][i],
                factions={f: cols[f"faction:{f}"][i] for f in FACTIONS},
                types={t: cols[f"type:{t}"][i] for t in TYPES},
                sources={s: cols[f"source:{s}"][i] for s in SOURCES},
                gold_per_hand=cols["gold_per_hand"][i],
                combat_per_hand=cols["combat_per_hand"][i],
                sacrificed=cols["sacrificed"][i],
                health=cols["health"][i],
            )
        )
    return rows


def composition(replay: Replay) -> list[CompositionRow]:
    """Every player's cards at the start of every turn, in turn then seat order.

    The turn-start rows of :func:`toolkit.analysis.state_table` (the same
    numbers as the tournament's curves, :mod:`toolkit.analysis.hero_realms`).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> [r.owned for r in composition(Replay.from_game(HeroRealmsGame.new(seed=1)))]
    [10, 10]
    """
    _check_game(replay)
    return _rows(columns(replay))


def health_series(replay: Replay) -> list[list[int]]:
    """Each seat's health in every state (``series[seat][k]``, ``k`` from 0 to the end).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> health_series(Replay.from_game(HeroRealmsGame.new(seed=1)))
    [[50], [50]]
    """
    _check_game(replay)
    return seat_series(columns(replay), "health", len(replay.names))  # 0 is out (HR-E1)


# -- figures for one game -----------------------------------------------------------
def composition_figure(replay: Replay, *, by: str = "faction", lang: str = "en") -> go.Figure:
    """Stacked curves of each player's cards owned, turn by turn, by faction or by type.

    Parameters
    ----------
    replay:
        A Hero Realms replay.
    by:
        ``"faction"`` (five stacked areas) or ``"type"`` (four stacked areas, plus
        dashed lines for the gold and combat sources, which overlap).
    lang:
        The language of titles, axes and legends.

    Returns
    -------
    go.Figure
        One row of subplots per player; each trace's ``meta`` holds its ``seat``
        and ``category``.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> fig = composition_figure(Replay.from_game(HeroRealmsGame.new(seed=1)), by="type")
    >>> sorted({t.meta["category"] for t in fig.data})[:2]
    ['action', 'champion']
    """
    if by not in ("faction", "type"):
        raise ValueError(f"by must be 'faction' or 'type', got {by!r}")
    t = translator(lang)
    rows = composition(replay)
    seats = len(replay.names)
    if by == "faction":
        subtitle, title = N_("{name}: cards owned by faction"), N_("Deck composition by faction")
    else:
        subtitle, title = N_("{name}: cards owned by type"), N_("Deck composition by type")
    fig = make_subplots(
        rows=seats,
        cols=1,
        shared_xaxes=True,
        vertical_spacing=0.08,
        subplot_titles=[
            t.gettext(subtitle).format(name=seat_name(name, lang)) for name in replay.names
        ],
    )
    for s in range(seats):
        mine = [r for r in rows if r.seat == s]
        x = [r.turn for r in mine]
        cats = FACTIONS if by == "faction" else TYPES
        for cat in cats:
            y = [(r.factions if by == "faction" else r.types)[cat] for r in mine]
            colour = FACTION_COLOURS[cat][0] if by == "faction" else TYPE_COLOURS[cat]
            fig.add_trace(
                go.Scatter(
                    x=x,
                    y=y,
                    name=category_label(cat, lang),
                    mode="lines",
                    stackgroup=f"seat{s}",
                    line={"width": 0.5, "color": colour},
                    fillcolor=colour,
                    legendgroup=cat,
                    showlegend=s == 0,
                    meta={"seat": s, "category": cat},
                ),
                row=s + 1,
                col=1,
            )
        if by == "type":
            for src in SOURCES:
                fig.add_trace(
                    go.Scatter(
                        x=x,
                        y=[r.sources[src] for r in mine],
                        name=category_label(src, lang),
                        mode="lines",
                        line={"dash": "dash", "color": TYPE_COLOURS[src], "width": 2},
                        legendgroup=src,
                        showlegend=s == 0,
                        meta={"seat": s, "category": src},
                    ),
                    row=s + 1,
                    col=1,
                )
        fig.update_yaxes(title_text=t.gettext("cards"), row=s + 1, col=1)
    fig.update_xaxes(title_text=t.gettext("turn"), row=seats, col=1)
    fig.update_layout(meta={"x": "turn"})  # an export marks the turn shown
    return base_layout(fig, t.gettext(title), height=260 * seats + 120)


def derived_figure(replay: Replay, *, lang: str = "en") -> go.Figure:
    """Cards owned, expected gold and combat per 5-card hand and cards sacrificed, per player.

    Each trace's ``meta`` holds its ``seat`` and ``metric`` (a :data:`DERIVED` key).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> fig = derived_figure(Replay.from_game(HeroRealmsGame.new(seed=1)))
    >>> len(fig.data)
    8
    """
    t = translator(lang)
    rows = composition(replay)
    fig = make_subplots(
        rows=2, cols=2, subplot_titles=[t.gettext(label) for label in DERIVED.values()]
    )
    for idx, metric in enumerate(DERIVED):
        r, c = divmod(idx, 2)
        for s, name in enumerate(replay.names):
            mine = [row for row in rows if row.seat == s]
            fig.add_trace(
                go.Scatter(
                    x=[row.turn for row in mine],
                    y=[row.value(metric) for row in mine],
                    name=seat_name(name, lang),
                    mode="lines+markers",
                    line={"color": SEAT_COLOURS[s % len(SEAT_COLOURS)]},
                    legendgroup=f"seat{s}",
                    showlegend=idx == 0,
                    meta={"seat": s, "metric": metric},
                ),
                row=r + 1,
                col=c + 1,
            )
        fig.update_xaxes(title_text=t.gettext("turn"), row=r + 1, col=c + 1)
    fig.update_layout(meta={"x": "turn"})  # an export marks the turn shown
    return base_layout(fig, t.gettext("How each deck grows"), height=620)


def health_figure(replay: Replay, *, lang: str = "en") -> go.Figure:
    """Each player's health after every step (x: the step; hover shows the turn).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> list(health_figure(Replay.from_game(HeroRealmsGame.new(seed=1))).data[0].y)
    [50]
    """
    t = translator(lang)
    fig = seat_steps_figure(
        replay, health_series(replay), "health", label=t.gettext("health"), lang=lang
    )
    fig.add_hline(y=0, line={"color": "#a8231b", "dash": "dot"})
    return base_layout(fig, t.gettext("Health over the game"))


# -- figures over many games --------------------------------------------------------
def aggregate_figure(
    replays: Sequence[Replay],
    *,
    metric: str = "owned",
    by: str = "seat",
    labels: Sequence[Sequence[str]] | None = None,
    max_turn: int | None = None,
    lang: str = "en",
) -> go.Figure:
    """Mean curve of ``metric`` over many games with a 95% confidence band, one per group.

    Parameters
    ----------
    replays:
        Hero Realms replays.
    metric:
        ``owned``, ``gold_per_hand``, ``combat_per_hand``, ``sacrificed``, ``health``,
        ``faction:NAME``, ``type:NAME`` or ``source:NAME``.
    by:
        ``"seat"`` (Player 1, Player 2, ...: who played first, second, ...) or ``"name"`` (the players'
        names, for example bot names).
    labels:
        A group label for each seat of each game, overriding ``by`` (for example
        the bot that played it).
    max_turn:
        Cut the curves at this turn.
    lang:
        The language of the title, axes, legend and hover texts.

    Notes
    -----
    At turn ``t`` only games still going at ``t`` count (hover shows n); the
    band is ``t × sd / sqrt(n)``, ``t`` the 97.5% Student-t quantile with
    ``n - 1`` degrees of freedom (2.776 for 5 games; see :func:`~toolkit.figures.core.t_quantile`).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> reps = [Replay.from_game(HeroRealmsGame.new(seed=s)) for s in (1, 2)]
    >>> [t.meta["group"] for t in aggregate_figure(reps).data if t.meta["role"] == "mean"]
    ['Player 1', 'Player 2']
    """
    t = translator(lang)
    if by not in ("seat", "name"):
        raise ValueError(f"by must be 'seat' or 'name', got {by!r}")
    if labels is not None and len(labels) != len(replays):
        raise ValueError("give one list of labels per replay")
    groups: dict[str, dict[int, list[float]]] = {}
    for replay in replays:
        _check_game(replay)
    for g, replay in enumerate(replays):
        for row in _rows(columns(replay)):
            if max_turn is not None and row.turn > max_turn:
                continue
            if labels is not None:
                label = str(labels[g][row.seat])
            elif by == "seat":
                label = t.tr("Player {n}", n=row.seat + 1)
            else:
                label = seat_name(row.name, lang)
            groups.setdefault(label, {}).setdefault(row.turn, []).append(row.value(metric))
    fig = go.Figure()
    for i, (label, by_turn) in enumerate(groups.items()):
        x = sorted(by_turn)
        means, halves, counts = mean_and_band([by_turn[t] for t in x])
        for trace in band_traces(
            x,
            means,
            halves,
            name=label,
            colour=SEAT_COLOURS[i % len(SEAT_COLOURS)],
            counts=counts,
            lang=lang,
            floor=0.0,  # every metric here counts cards, gold, combat or health: never below 0
        ):
            fig.add_trace(trace)
    title = metric_label(metric, lang)
    fig.update_xaxes(title_text=t.gettext("turn"))
    fig.update_yaxes(title_text=title)
    heading = t.plural(
        "{title}: mean over {n} game, 95% band",
        "{title}: mean over {n} games, 95% band",
        len(replays),
        title=title,
    )
    return base_layout(fig, heading)


def figure_data(fig: go.Figure) -> list[dict[str, Any]]:
    """The traces of ``fig`` as plain dicts (name, meta, x, y), for tests and tables.

    Examples
    --------
    >>> figure_data(go.Figure(go.Scatter(x=[1], y=[2], name="a")))[0]["y"]
    [2]
    """
    return [
        {"name": t.name, "meta": t.meta, "x": list(t.x or []), "y": list(t.y or [])}
        for t in fig.data
    ]
