"""The Hero Realms engine is a small facade over the table record and parts it calls.

:class:`~toolkit.hero_realms.engine.HeroRealmsGame` subclasses the table record
(:class:`~toolkit.hero_realms.state.TableState`, itself the core ``Game``) and nothing
else. The parts (queries, moves, effects, turn and legality) are modules of
functions that take the record; a part never imports a part after it in
:data:`PARTS` at run time (an
import under ``TYPE_CHECKING`` names a type and runs nothing), the queries and moves
import nothing of the package at all when they run (the verbs and variants, which the
records import, call them), and no module of the package is longer than
:data:`MAX_LINES`. ``tests/test_layers.py`` checks that the package has no import
circle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from toolkit.core.game import Game
from toolkit.hero_realms.engine import HeroRealmsGame
from toolkit.hero_realms.state import TableState
from toolkit.native import COMPILED_MODULES

PACKAGE = Path(__file__).resolve().parents[2] / "toolkit" / "hero_realms"
MAX_LINES = 800
PARTS = ["queries", "moves", "state", "effects", "turn", "legality", "engine"]
"""The parts, the record and the facade, in the order they import one another."""
FUNCTION_PARTS = ["queries", "moves", "effects", "legality", "turn"]
"""The parts written as functions of the record."""


def test_no_module_is_longer_than_the_limit() -> None:
    long = {
        p.name: n
        for p in sorted(PACKAGE.glob("*.py"))
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, f"modules over {MAX_LINES} lines: {long}"


def test_the_game_is_the_record_and_a_facade_and_nothing_else() -> None:
    assert HeroRealmsGame.__bases__ == (TableState,)
    assert TableState.__bases__ == (Game,)
    assert HeroRealmsGame.__slots__ == ()  # every field is the record's


@pytest.mark.parametrize("part", FUNCTION_PARTS)
def test_a_part_is_functions_of_the_record_not_a_class(part: str) -> None:
    tree = ast.parse((PACKAGE / f"{part}.py").read_text(encoding="utf-8"))
    assert not [node.name for node in tree.body if isinstance(node, ast.ClassDef)]


def _runtime_imports(path: Path) -> set[str]:
    """The modules ``path`` imports when it runs (at module level or in a function).

    ``from toolkit.hero_realms import moves`` counts as ``toolkit.hero_realms.moves``.
    """
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and getattr(child.test, "id", "") == "TYPE_CHECKING":
                continue
            if isinstance(child, ast.ImportFrom) and child.module:
                found.add(child.module)
                found.update(f"{child.module}.{alias.name}" for alias in child.names)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


@pytest.mark.parametrize("index", range(len(PARTS)))
def test_a_part_imports_no_part_above_it(index: int) -> None:
    above = {f"toolkit.hero_realms.{other}" for other in PARTS[index + 1 :]}
    assert not _runtime_imports(PACKAGE / f"{PARTS[index]}.py") & above


@pytest.mark.parametrize("part", ["queries", "moves"])
def test_the_queries_and_moves_import_nothing_of_the_package_when_they_run(part: str) -> None:
    imported = _runtime_imports(PACKAGE / f"{part}.py")
    assert not {m for m in imported if m.startswith("toolkit.hero_realms")}


def test_the_parts_are_compiled_in_dependency_order() -> None:
    order = [m for m in COMPILED_MODULES if m.startswith("toolkit.hero_realms.")]
    parts = [f"toolkit.hero_realms.{part}" for part in PARTS]
    assert [m for m in order if m in parts] == [p for p in parts if p in order]
    assert order.index("toolkit.hero_realms.moves") < order.index("toolkit.hero_realms.verbs")
    assert order.index("toolkit.hero_realms.verbs") < order.index("toolkit.hero_realms.effects")


def _private_members() -> set[str]:
    """The private names (one leading underscore) of the game and its record.

    Jupyter's display protocol (``_repr_html_``, a leading and a trailing underscore) is
    public by design."""
    names: set[str] = set()
    for cls in HeroRealmsGame.__mro__[:-1]:
        names.update(vars(cls))
        names.update(getattr(cls, "__slots__", ()))
    return {
        n for n in names if n.startswith("_") and not n.startswith("__") and not n.endswith("_")
    }


def test_nothing_outside_the_engines_reads_the_games_private_members() -> None:
    """Outside the engines and the core ``Game`` they share, a game is read by its public names."""
    private = _private_members()
    root = PACKAGE.parent
    found = []
    for path in sorted(root.rglob("*.py")):
        if path.parent.name in ("hero_realms", "villainous", "core"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and node.attr in private
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
            ):
                found.append(f"{path.relative_to(root)}:{node.lineno} .{node.attr}")
    assert not found, found
