"""The checks and the legality of Villainous are parts made of functions, not layers of the
class chain: no class of theirs is in ``VillainousGame``'s MRO, they define no class that
holds the game, and each names its public surface in ``__all__``, every name documented."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from types import ModuleType

import pytest

from toolkit.villainous import checks, kinds, kinds_vanquish, legality
from toolkit.villainous.engine import VillainousGame
from toolkit.villainous.interpreter import Interpreter
from toolkit.villainous.turn import TurnFlow

PARTS = (checks, kinds, kinds_vanquish, legality)


def test_the_turn_flow_extends_the_effect_table_directly() -> None:
    assert TurnFlow.__bases__ == (Interpreter,)
    modules = {klass.__module__ for klass in VillainousGame.__mro__}
    assert not modules & {part.__name__ for part in PARTS}


@pytest.mark.parametrize("part", PARTS, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_a_part_is_functions_with_a_documented_public_surface(part: ModuleType) -> None:
    tree = ast.parse(Path(inspect.getfile(part)).read_text(encoding="utf-8"))
    classes = [n.name for n in tree.body if isinstance(n, ast.ClassDef)]
    assert classes == (["TurnKind"] if part is kinds else []), classes  # kinds: its records
    names = part.__all__
    assert names == sorted(names) and len(names) == len(set(names))
    undocumented = [
        name
        for name in names
        if inspect.isfunction(getattr(part, name)) and not inspect.getdoc(getattr(part, name))
    ]
    assert not undocumented, f"{part.__name__}: no docstring for {undocumented}"


def test_the_bots_reach_the_checks_through_their_public_functions() -> None:
    folder = Path(inspect.getfile(checks)).parent
    private = {
        name
        for part in PARTS
        for name, value in vars(part).items()
        if name.startswith("_") and not name.startswith("__") and inspect.isfunction(value)
    }
    for path in sorted(folder.glob("bots*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        used = {
            node.attr
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr.startswith("_")
        }
        imported = {
            alias.name
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom)
            for alias in node.names
        }
        assert not (used | imported) & private, path.name
