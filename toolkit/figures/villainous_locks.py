"""Villainous location-lock figures: the realm graph, the lock-state graph, locks over a game.

Drawn from :func:`toolkit.villainous.graph.realm_graph` and
:func:`~toolkit.villainous.graph.lock_state_graph`. A realm is drawn as its
four locations left to right: each shows its top and bottom actions (top
actions covered by a Hero greyed and marked, V-T4), the cards there, the
lock and its unlock condition (V-S6) and the mover (V-T1). Arcs go from
the mover to every location it may move to: any other unlocked location,
near or far (V-T1), not only a neighbour; a locked location is crossed out
(V-S6).

Every realm figure has the same five traces in the same order (moves,
locked, locations, mover, cards), so :func:`realm_frames_figure` can
animate a game with plotly frames and a step slider that keeps working in
exported HTML.

Examples
--------
>>> fig = realm_figure("ursula")
>>> [t.name for t in fig.data]
['may move to (V-T1)', 'locked (V-S6)', 'locations', 'mover', 'cards']
>>> fig.data[2].meta["locked"]
[False, False, False, True]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import networkx as nx
import plotly.graph_objects as go

from toolkit.figures.core import base_layout
from toolkit.html.core import esc, seat_name
from toolkit.html.villainous import symbol_label, type_label
from toolkit.i18n import Translator, translator
from toolkit.i18n.catalogue import ngettext
from toolkit.i18n.messages import N_
from toolkit.villainous.graph import lock_state_graph, realm_graph

if TYPE_CHECKING:
    from toolkit.replay.core import Replay
    from toolkit.villainous.cards import VillainDef
    from toolkit.villainous.engine import VillainousGame

__all__ = [
    "event_words",
    "lock_state_figure",
    "realm_figure",
    "realm_frames_figure",
    "realm_traces",
]

_OPEN, _BLOCKED, _LOCKED, _FREE, _MOVER = "#8d8577", "#a8231b", "#bdb6a8", "#5b2a86", "#c99a00"


_ARC_BASE, _ARC_RISE = 0.2, 0.035


def _arcs(
    mover: int | None, locked: Sequence[bool]
) -> tuple[list[float | None], list[float | None]]:
    """Arcs above the locations from the mover to each other unlocked location (V-T1)."""
    x: list[float | None] = []
    y: list[float | None] = []
    if mover is None:
        return x, y
    for j, lk in enumerate(locked):
        if j == mover or lk:
            continue
        peak = _ARC_BASE + _ARC_RISE * (1 + abs(j - mover))
        for i in range(7):  # drawn as a spline: seven points make a smooth arc
            t = i / 6
            x.append(round(mover + (j - mover) * t, 3))
            y.append(round(_ARC_BASE + 4 * (peak - _ARC_BASE) * t * (1 - t), 3))
        x.append(None)
        y.append(None)
    return x, y


def _symbols(entries: Sequence[dict[str, Any]], t: Translator, sep: str = ", ") -> str:
    parts = []
    for e in entries:
        label = esc(symbol_label(str(e["symbol"]), t.lang))
        if e.get("covered"):
            covered = esc(t.tr("{action} (covered)", action=label))
            parts.append(f'<span style="color:#8d8577">{covered}</span>')
        else:
            parts.append(label)
    return sep.join(parts) or "-"


def realm_traces(g: nx.Graph, *, lang: str = "en") -> list[go.Scatter]:
    """The five traces of a realm graph (see the module docstring), in a fixed order.

    ``meta`` of the locations trace lists each location's ``locked`` and
    ``covered`` flags and the ``mover`` index, for tests and tables. ``lang``
    is the language of the labels, legend and hover texts.

    Examples
    --------
    >>> len(realm_traces(realm_graph("captain_hook")))
    5
    """
    t = translator(lang)
    tr = t.tr
    nodes = sorted(g.nodes(data=True), key=lambda n: n[1]["index"])
    locked = [bool(d["locked"]) for _, d in nodes]
    covered = [any(e["covered"] for e in d["top"]) for _, d in nodes]
    mover = next((d["index"] for _, d in nodes if d["mover"]), None)
    arc_x, arc_y = _arcs(mover, locked)
    locked_at = [i for i, lk in enumerate(locked) if lk]
    labels = []
    hovers = []
    card_text = []
    for _, d in nodes:
        name = f"<b>{esc(d['name'])}</b>"
        if d["locked"]:
            name += "<br>" + esc(t.gettext("LOCKED"))
        labels.append(name)
        top = tr("top: {actions}", actions=_symbols(d["top"], t))
        bottom = tr("bottom: {actions}", actions=_symbols(d["bottom"], t))
        hover = [f"<b>{esc(d['name'])}</b>", top, bottom]
        if d.get("unlock"):
            words = event_words(
                g.graph["villain"], {"kind": _lock_kind(g.graph["villain"])}, t.lang
            )
            hover.append(tr("lock: {condition}", condition=esc(words)))
        hovers.append("<br>".join(hover))
        cards = []
        for c in d.get("cards", []):
            strength = f" ({c['strength']})" if c.get("strength") is not None else ""
            attached = "  + " if c.get("attached_to") is not None else ""
            cards.append(f"{attached}{esc(c['name'])}{strength}")
        # Under the location, one action a line: four locations side by side stay apart
        # even where the words are long (Spanish, Italian).
        under = [
            tr("top: {actions}", actions=_symbols(d["top"], t, "<br>")),
            tr("bottom: {actions}", actions=_symbols(d["bottom"], t, "<br>")),
        ]
        card_text.append("<br>".join([*under, *cards]))
    n = len(nodes)
    return [
        go.Scatter(
            x=arc_x,
            y=arc_y,
            mode="lines",
            line={"color": _MOVER, "width": 2, "dash": "dot", "shape": "spline"},
            name=tr("may move to ({rule})", rule="V-T1"),
            hoverinfo="skip",
        ),
        go.Scatter(
            x=locked_at,
            y=[0] * len(locked_at),
            mode="markers",
            marker={"size": 30, "symbol": "x-thin", "line": {"width": 3, "color": _BLOCKED}},
            name=tr("locked ({rule})", rule="V-S6"),
            hovertext=[tr("locked: the mover cannot go here ({rule})", rule="V-S6")]
            * len(locked_at),
            hoverinfo="text",
        ),
        go.Scatter(
            x=list(range(n)),
            y=[0] * n,
            mode="markers+text",
            marker={
                "size": 46,
                # A locked location is crossed out (V-S6); a red frame: a Hero covers it (V-T4).
                "symbol": ["square-x" if lk else "square" for lk in locked],
                "color": [_LOCKED if lk else _FREE for lk in locked],
                "line": {
                    "width": [
                        4 if c else (3 if lk else 1) for c, lk in zip(covered, locked, strict=True)
                    ],
                    "color": _BLOCKED,
                },
            },
            text=labels,
            textposition="top center",
            hovertext=hovers,
            hoverinfo="text",
            name=t.gettext("locations"),
            meta={"locked": locked, "covered": covered, "mover": mover},
        ),
        go.Scatter(
            x=[mover] if mover is not None else [],
            y=[0] if mover is not None else [],
            mode="markers",
            marker={"size": 22, "symbol": "star", "color": _MOVER, "line": {"width": 1}},
            name=t.gettext("mover"),
            hoverinfo="name",
        ),
        go.Scatter(
            x=list(range(n)),
            y=[-0.12] * n,
            mode="text",
            text=card_text,
            textposition="bottom center",
            textfont={"size": 10},
            name=t.gettext("cards"),
            hoverinfo="skip",
        ),
    ]


def _realm_layout(fig: go.Figure, title: str, n: int) -> go.Figure:
    fig.update_xaxes(visible=False, range=[-0.6, n - 0.4])
    fig.update_yaxes(visible=False, range=[-1.0, _ARC_BASE + _ARC_RISE * (n + 1)])
    base_layout(fig, title, height=560)
    # Four locations with their actions and cards need room: a page keeps this
    # width and scrolls the figure sideways on a narrow screen.
    fig.update_layout(hovermode="closest", meta={**(fig.layout.meta or {}), "min_width": 760})
    return fig


def realm_figure(
    villain_or_state: str | VillainDef | VillainousGame, seat: int = 0, *, lang: str = "en"
) -> go.Figure:
    """A villain's realm (at setup, or ``seat``'s realm in a game) with locks, cover and mover.

    Examples
    --------
    >>> fig = realm_figure("captain_hook")
    >>> fig.data[2].meta["locked"], list(fig.data[1].x)
    ([False, False, False, True], [3])
    """
    g = realm_graph(villain_or_state, seat)
    fig = go.Figure(realm_traces(g, lang=lang))
    title = translator(lang).tr("{villain}: the realm", villain=g.graph["name"])
    return _realm_layout(fig, title, g.number_of_nodes())


def realm_frames_figure(
    replay: Replay, seat: int = 0, *, states: Sequence[int] | None = None, lang: str = "en"
) -> go.Figure:
    """``seat``'s realm through a game, with a step slider (plotly frames).

    Locks opening, Heroes covering actions and cards arriving show frame by
    frame; the slider and play button work in exported HTML too.

    Parameters
    ----------
    replay:
        A Villainous replay.
    seat:
        Whose realm.
    states:
        The states to show (default: the start of every turn, then the end).
    lang:
        The language of the title, labels, slider and buttons.

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> fig = realm_frames_figure(Replay.from_game(VillainousGame.new(seed=1)))
    >>> len(fig.frames), fig.frames[0].name
    (1, 'state 0')
    """
    if replay.game_name != "villainous":
        raise ValueError(f"this figure is for Villainous, not {replay.game_name!r}")
    t = translator(lang)
    if states is None:
        states = sorted({*(replay.turn_start(turn) for turn in replay.turns), replay.n_steps})
    frames = []
    for k in states:
        g = realm_graph(replay.read_state(k), seat)  # type: ignore[arg-type]
        frames.append(go.Frame(data=realm_traces(g, lang=lang), name=f"state {k}"))
    first = realm_graph(replay.read_state(states[0]), seat)  # type: ignore[arg-type]
    fig = go.Figure(data=realm_traces(first, lang=lang), frames=frames)
    steps = [
        {
            "method": "animate",
            "label": f"{replay.turn_of_state(k)}",
            "args": [
                [f"state {k}"],
                {"mode": "immediate", "frame": {"duration": 0, "redraw": True}},
            ],
        }
        for k in states
    ]
    fig.update_layout(
        sliders=[
            {
                "active": 0,
                "steps": steps,
                "currentvalue": {"prefix": t.tr("turn {n}", n="")},
                "x": 0.2,
                "len": 0.8,
                "y": 0.02,
                "yanchor": "top",
            }
        ],
        updatemenus=[
            {
                "type": "buttons",
                "direction": "left",
                "showactive": False,
                "x": 0.0,
                "y": 0.0,
                "xanchor": "left",
                "yanchor": "top",
                "buttons": [
                    {
                        "label": t.gettext("Play"),
                        "method": "animate",
                        "args": [
                            None,
                            {"frame": {"duration": 700, "redraw": True}, "fromcurrent": True},
                        ],
                    },
                    {
                        "label": t.gettext("Pause"),
                        "method": "animate",
                        "args": [[None], {"mode": "immediate", "frame": {"duration": 0}}],
                    },
                ],
            }
        ],
    )
    # An exported page shows the frame of the step its slider is on.
    fig.update_layout(meta={"x": "frames", "states": list(states)})
    name = seat_name(replay.names[seat], lang)
    title = t.tr("{name}'s realm, turn by turn", name=name)
    return _realm_layout(fig, title, first.number_of_nodes())


def _lock_positions(g: nx.DiGraph) -> dict[Any, tuple[float, float]]:
    """The lock states top to bottom (the one at setup first): a column fits a phone, and
    every label gets the whole width to the right of it."""
    start = next((n for n, d in g.nodes(data=True) if d.get("start")), None)
    order = list(nx.bfs_tree(g, start)) if start is not None else []
    order += [n for n in g.nodes if n not in order]
    return {n: (0.0, -float(i)) for i, n in enumerate(order)}


_LABEL_CHARS = 30
"""The longest line of a label in the lock graph: at 420 px it fits beside the states."""


def _wrapped(text: str, width: int = _LABEL_CHARS) -> str:
    """``text`` (already escaped, lines split by ``<br>``) wrapped into short lines."""
    import textwrap

    lines: list[str] = []
    for line in text.split("<br>"):
        lines += textwrap.wrap(line, width, break_long_words=False, break_on_hyphens=False) or [""]
    return "<br>".join(lines)


def _ordinal(n: int, lang: str = "en") -> str:
    if lang == "es":
        return f"{n}.º"
    if lang == "it":
        return f"{n}º"
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


# How many different cards of a kind a lock needs, in words (the data's card types).
_COUNTS: dict[str, tuple[str, str]] = {
    "ingredient": ngettext("{n} different Ingredient", "{n} different Ingredients"),
    "item": ngettext("{n} different Item", "{n} different Items"),
    "ally": ngettext("{n} different Ally", "{n} different Allies"),
    "hero": ngettext("{n} different Hero", "{n} different Heroes"),
    "effect": ngettext("{n} different Effect", "{n} different Effects"),
    "condition": ngettext("{n} different Condition", "{n} different Conditions"),
}


def _kind(counted: dict[str, Any], t: Translator) -> str:
    """The kind of card a lock counts, in words ("Ingredient")."""
    key = str(counted.get("type", "card"))
    word = type_label(key, t.lang)
    return word if word != key else key.replace("_", " ").title()


def _different(counted: dict[str, Any], n: int, t: Translator) -> str:
    """``n`` different cards of the counted kind ("4 different Ingredients")."""
    key = str(counted.get("type", "card"))
    pair = _COUNTS.get(key)
    if pair is None:
        word = key.replace("_", " ").title()
        return f"{n} different {word}" + ("" if n == 1 else "s")
    return t.plural(pair[0], pair[1], n)


def _card_name(v: VillainDef, card_id: str) -> str:
    card = v.cards.get(card_id)
    return card.name if card is not None else card_id.replace("_", " ")


def _lock_kind(villain: str) -> str:
    """``toggle`` or ``one_way``: how ``villain``'s lock behaves."""
    from toolkit.villainous.cards import load_villain

    lock = load_villain(villain).lock or {}
    return "toggle" if lock.get("kind") == "toggle" else "one_way"


def event_words(villain: str | VillainDef, data: dict[str, Any], lang: str = "en") -> str:
    """An edge of the lock-state graph in plain words, with card names (V-S6).

    Examples
    --------
    >>> from toolkit.villainous.graph import lock_state_graph
    >>> [event_words("captain_hook", d) for _, _, d in lock_state_graph("captain_hook").edges(data=True)]
    ['Never Land Map is played']
    >>> sorted({event_words("evil_queen", d) for *_, d in lock_state_graph("evil_queen").edges(data=True)})
    ['a new different Ingredient is played', 'the 4th different Ingredient is played']
    >>> event_words("captain_hook", {"kind": "one_way"}, "es")
    'se juega Never Land Map'
    """
    from toolkit.villainous.cards import load_villain

    t = translator(lang)
    v = villain if not isinstance(villain, str) else load_villain(villain)
    lock = v.lock or {}
    if data.get("kind") == "toggle":
        by = [_card_name(v, c) for c in lock.get("moved_by", [])]
        if not by:
            return t.gettext("the lock is moved")
        return t.tr("the lock is moved by {cards}", cards=t.gettext(" or ").join(by))
    unlock = lock.get("unlock", {})
    if "card_played" in unlock:
        return t.tr("{card} is played", card=_card_name(v, unlock["card_played"]))
    counted = unlock.get("distinct_played", {})
    kind = _kind(counted, t)
    if data.get("kind") == "counter":
        return t.tr("a new different {kind} is played", kind=kind)
    nth = _ordinal(int(counted.get("count", 1)), t.lang)
    return t.tr("the {nth} different {kind} is played", nth=nth, kind=kind)


def _lock_label(v: VillainDef, data: dict[str, Any], names: dict[str, str], t: Translator) -> str:
    locked = data.get("locked", ())
    if locked:
        places = ", ".join(esc(names.get(x, x)) for x in locked)
        text = t.tr("locked: {locations}", locations=places)
    else:
        text = esc(t.gettext("every location open"))
    if "count" in data:
        counted = (v.lock or {}).get("unlock", {}).get("distinct_played", {})
        need = _different(counted, int(counted.get("count", 0)), t)
        text += "<br>" + esc(t.tr("{count} of {total} played", count=data["count"], total=need))
    return text + ("<br>" + esc(t.gettext("(at setup)")) if data.get("start") else "")


_LOCK_KINDS = {
    "toggle": N_("the lock moves between two locations"),
    "one_way": N_("once opened, open for good"),
}


def lock_state_figure(villain: str | VillainDef, *, lang: str = "en") -> go.Figure:
    """The lock states a villain's board can be in, and the events between them (arrows).

    The location trace's ``meta`` lists the nodes in drawing order.

    Examples
    --------
    >>> fig = lock_state_figure("ursula")
    >>> len(fig.data[0].x), len(fig.layout.annotations)  # an arrow and a label per edge
    (2, 4)
    """
    from toolkit.villainous.cards import load_villain

    t = translator(lang)
    v = villain if not isinstance(villain, str) else load_villain(villain)
    g = lock_state_graph(v)
    names = {loc.id: loc.name for loc in v.locations}
    pos = _lock_positions(g)
    nodes = list(pos)
    fig = go.Figure(
        go.Scatter(
            x=[pos[n][0] for n in nodes],
            y=[pos[n][1] for n in nodes],
            mode="markers+text",
            marker={
                "size": 40,
                "symbol": "circle",
                "color": [_LOCKED if g.nodes[n].get("locked") else _FREE for n in nodes],
                "line": {
                    "width": [4 if g.nodes[n].get("start") else 1 for n in nodes],
                    "color": _MOVER,
                },
            },
            text=[_wrapped(_lock_label(v, g.nodes[n], names, t)) for n in nodes],
            textposition="middle right",
            textfont={"size": 12},
            cliponaxis=False,
            hoverinfo="text",
            name=t.gettext("lock states"),
            meta={"nodes": [repr(n) for n in nodes]},
        )
    )
    for a, b, data in g.edges(data=True):
        back = g.has_edge(b, a)
        forward = pos[a][1] >= pos[b][1]  # downwards, in the column's order
        # a pair of arrows between the same two states side by side, their words apart
        offset = (-0.12 if forward else 0.12) if back else 0.0
        (x0, y0), (x1, y1) = pos[a], pos[b]
        fig.add_annotation(
            x=x1 + offset,
            y=y1,
            ax=x0 + offset,
            ay=y0,
            xref="x",
            yref="y",
            axref="x",
            ayref="y",
            showarrow=True,
            arrowhead=3,
            arrowsize=1.3,
            arrowcolor=_BLOCKED if data.get("kind") == "one_way" else _OPEN,
            standoff=22,
            startstandoff=22,
            text="",
        )
        shift = (0.17 if forward else -0.17) if back else 0.0
        way = "\u2193 " if forward else "\u2191 "
        fig.add_annotation(
            x=0.0,
            y=(y0 + y1) / 2 + shift,
            xanchor="left",
            xshift=26,  # beside the arrows at any width, in pixels
            showarrow=False,
            # where two arrows join the same states, a small arrow says which way each goes
            text=_wrapped((way if back else "") + esc(event_words(v, data, t.lang))),
            align="left",
            font={"size": 11, "color": "#4a4339"},
            bgcolor="rgba(255,255,255,0.85)",
        )
    n = max(1, len(nodes))
    fig.update_xaxes(visible=False, range=[-0.5, 3.0])
    fig.update_yaxes(visible=False, range=[-(n - 1) - 0.5, 0.5])
    kind = t.gettext(_LOCK_KINDS.get(g.graph.get("kind") or "", N_("no lock")))
    title = t.tr("{villain}: lock states ({kind})", villain=v.name, kind=kind)
    base_layout(fig, title, height=150 * n + 80)
    fig.update_layout(hovermode="closest", showlegend=False, meta={"min_width": LOCKS_MIN_WIDTH})
    return fig


LOCKS_MIN_WIDTH = 360
"""The lock graph is drawn as a column: it needs no more than a phone's width."""
