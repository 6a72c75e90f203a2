"""Graph models of a villain's Realm and of its lock states (data for figures; no plotting).

:func:`realm_graph` gives the four locations of a board as nodes (action
symbols top and bottom with their covered flag, lock state and unlock
condition, cards present, the Mover) and their adjacency as edges - what
"move an Item or Ally" and "move a Hero" may cross - marked ``blocked`` where
a lock stops movement (V-S6). :func:`lock_state_graph` gives the lock
configurations a villain can be in and the events that change them: one-way
for Captain Hook, a counter then one-way for the Evil Queen, a toggle for Ursula.

Examples
--------
>>> g = realm_graph("captain_hook")
>>> g.nodes["hangmans_tree"]["locked"], g.edges["mermaid_lagoon", "hangmans_tree"]["blocked"]
(True, True)
>>> sorted(lock_state_graph("ursula").edges(data="event"))[0][2]
'move_lock (change_form, grimsby)'
"""

from __future__ import annotations

from typing import Any

import networkx as nx

from toolkit.villainous.cards import VillainDef, load_villain
from toolkit.villainous.engine import VillainousGame


def _unlock_text(v: VillainDef, loc_id: str) -> str | None:
    lock = v.lock
    if lock is None:
        return None
    if lock["kind"] == "toggle":
        if loc_id not in lock["toggle_between"]:
            return None
        return "never removed; move_lock moves the token between " + " and ".join(
            lock["toggle_between"]
        )
    if loc_id != lock["initial"]:
        return None
    u = lock["unlock"]
    if "card_played" in u:
        return f"one-way: play {u['card_played']}"
    d = u["distinct_played"]
    return f"one-way: {d['count']} different {d['type']} cards played"


def realm_graph(villain_or_state: str | VillainDef | VillainousGame, seat: int = 0) -> nx.Graph:
    """The Realm of a villain (at setup) or of ``seat`` in a live game, as a networkx Graph."""
    game: VillainousGame | None = None
    if isinstance(villain_or_state, VillainousGame):
        game = villain_or_state
        v = game.players[seat].villain
    elif isinstance(villain_or_state, VillainDef):
        v = villain_or_state
    else:
        v = load_villain(villain_or_state)
    if game is not None:
        p = game.players[seat]
        locked = set(p.locked)
        mover = p.loc
    else:
        locked = {v.loc_index(v.lock["initial"])} if v.lock else set()
        mover = 0
    g = nx.Graph(villain=v.id, name=v.name, seat=seat if game is not None else None)
    for li, loc in enumerate(v.locations):
        covered = game.covered(seat, li) if game is not None else False
        cards: list[dict[str, Any]] = []
        if game is not None:
            p = game.players[seat]
            for row, ids in (("top", p.top[li]), ("bottom", p.bottom[li])):
                for iid in ids:
                    for x in [iid, *game.attached_to(iid)]:
                        d = game.defs[x]
                        cards.append(
                            {
                                "instance": x,
                                "id": d.id,
                                "name": d.name,
                                "type": d.type,
                                "row": row,
                                "strength": game.strength(x) if d.strength is not None else None,
                                "attached_to": game.host.get(x),
                            }
                        )
        g.add_node(
            loc.id,
            index=li,
            name=loc.name,
            top=[{"symbol": s, "covered": covered} for s in loc.top],
            bottom=[{"symbol": s, "covered": False} for s in loc.bottom],
            locked=li in locked,
            unlock=_unlock_text(v, loc.id),
            cards=cards,
            mover=li == mover,
        )
    for li in range(len(v.locations) - 1):
        a, b = v.locations[li].id, v.locations[li + 1].id
        g.add_edge(
            a,
            b,
            moves=("move_item_or_ally", "move_hero"),
            blocked=li in locked or li + 1 in locked,
        )
    return g


def lock_state_graph(villain: str | VillainDef) -> nx.DiGraph:
    """Lock configurations (nodes) and the events that change them (edges, attribute ``event``).

    A node is a tuple of locked location ids, plus ``("count", n)`` for a counter lock;
    attributes ``locked`` (the ids) and ``start`` (True for the setup state).
    """
    v = villain if isinstance(villain, VillainDef) else load_villain(villain)
    g = nx.DiGraph(villain=v.id, kind=v.lock["kind"] if v.lock else None)
    lock = v.lock
    if lock is None:
        g.add_node((), locked=(), start=True)
        return g
    initial = lock["initial"]
    if lock["kind"] == "toggle":
        a, b = lock["toggle_between"]
        moved_by = ", ".join(lock.get("moved_by", []))
        for x in (a, b):
            g.add_node((x,), locked=(x,), start=x == initial)
        g.add_edge((a,), (b,), event=f"move_lock ({moved_by})", kind="toggle")
        g.add_edge((b,), (a,), event=f"move_lock ({moved_by})", kind="toggle")
        return g
    u = lock["unlock"]
    g.add_node((), locked=(), start=False)
    if "card_played" in u:
        g.add_node((initial,), locked=(initial,), start=True)
        g.add_edge((initial,), (), event=f"play {u['card_played']}", kind="one_way")
        return g
    d = u["distinct_played"]
    n = d["count"]
    for k in range(n):
        g.add_node((initial, ("count", k)), locked=(initial,), count=k, start=k == 0)
    for k in range(n - 1):
        g.add_edge(
            (initial, ("count", k)),
            (initial, ("count", k + 1)),
            event=f"a new different {d['type']} played",
            kind="counter",
        )
    g.add_edge(
        (initial, ("count", n - 1)),
        (),
        event=f"the {n}th different {d['type']} played",
        kind="one_way",
    )
    return g
