"""The realm and lock-state graphs."""

from __future__ import annotations

from tests.villainous.helpers import position
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.graph import lock_state_graph, realm_graph


def test_realm_graph_of_each_villain() -> None:
    for v in VILLAINS:
        g = realm_graph(v)
        assert g.number_of_nodes() == 4 and g.number_of_edges() == 3
        assert sum(1 for _n, m in g.nodes(data="mover") if m) == 1
    hook = realm_graph("captain_hook")
    assert hook.nodes["hangmans_tree"]["unlock"] == "one-way: play never_land_map"
    assert hook.edges["mermaid_lagoon", "hangmans_tree"]["blocked"]
    assert not hook.edges["jolly_roger", "skull_rock"]["blocked"]


def test_realm_graph_of_a_live_state() -> None:
    game = position(
        ["davy_jones", "tamatoa"],
        {
            "location": "below_deck",
            "top": {"below_deck": ["jack_sparrow"]},
            "bottom": {"below_deck": ["clanker"]},
        },
    )
    g = realm_graph(game, 0)
    node = g.nodes["below_deck"]
    assert node["mover"] and all(s["covered"] for s in node["top"])
    assert {c["id"] for c in node["cards"]} == {"jack_sparrow", "clanker"}


def test_lock_state_graphs() -> None:
    hook = lock_state_graph("captain_hook")
    assert list(hook.edges) == [(("hangmans_tree",), ())]  # one way
    ursula = lock_state_graph("ursula")
    assert ursula.has_edge(("ursulas_lair",), ("the_palace",))
    assert ursula.has_edge(("the_palace",), ("ursulas_lair",))  # a toggle, never unlocked
    assert () not in ursula
    queen = lock_state_graph("evil_queen")
    assert queen.number_of_nodes() == 5 and queen.in_degree(()) == 1  # a counter, then open
    assert lock_state_graph("davy_jones").number_of_edges() == 0
