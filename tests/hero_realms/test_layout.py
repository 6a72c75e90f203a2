"""The Hero Realms engine is small modules in layers, each calling only the ones below.

The engine class is a chain of single inheritance, one layer per module:
records, queries, moves, effects, legality, turn, and the engine on top (the kinds
of action, :mod:`toolkit.hero_realms.kinds`, are functions the legality and turn
layers call). A layer
never imports a layer above it at run time (an import under ``TYPE_CHECKING``
names a type and runs nothing), and no module of the package is longer than
:data:`MAX_LINES`. ``tests/test_layers.py`` checks that the package has no import
circle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from toolkit.core.game import Game
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.hero_realms.legality import Legality
from toolkit.hero_realms.state import TableState
from toolkit.hero_realms.turn import TurnFlow
from toolkit.native import COMPILED_MODULES

PACKAGE = Path(__file__).resolve().parents[2] / "toolkit" / "hero_realms"
MAX_LINES = 800
LAYERS = [TableState, Legality, TurnFlow, HeroRealmsGame]
"""The engine's layers, bottom up."""


def test_no_module_is_longer_than_the_limit() -> None:
    long = {
        p.name: n
        for p in sorted(PACKAGE.glob("*.py"))
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, f"modules over {MAX_LINES} lines: {long}"


def test_each_layer_is_the_one_below_and_nothing_else() -> None:
    below: type = Game
    for layer in LAYERS:
        assert layer.__bases__ == (below,), layer
        below = layer
    modules = [layer.__module__ for layer in LAYERS]
    assert len(set(modules)) == len(modules)  # one module per layer


def _runtime_imports(path: Path) -> set[str]:
    """The modules ``path`` imports when it runs (at module level or in a function)."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and getattr(child.test, "id", "") == "TYPE_CHECKING":
                continue
            if isinstance(child, ast.ImportFrom) and child.module:
                found.add(child.module)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


@pytest.mark.parametrize("index", range(len(LAYERS)))
def test_a_layer_imports_no_layer_above_it(index: int) -> None:
    layer = LAYERS[index]
    above = {other.__module__ for other in LAYERS[index + 1 :]}
    path = PACKAGE / (layer.__module__.rsplit(".", 1)[1] + ".py")
    assert not _runtime_imports(path) & above


def test_the_layers_are_compiled_in_dependency_order() -> None:
    order = [m for m in COMPILED_MODULES if m.startswith("toolkit.hero_realms.")]
    layers = [layer.__module__ for layer in LAYERS]
    assert [m for m in order if m in layers] == layers
    assert order.index("toolkit.hero_realms.verbs") < order.index("toolkit.hero_realms.effects")
