"""The toolkit is layered: no import circle anywhere in the package, no views below models.

Each module of the package is parsed with :mod:`ast` (nothing is imported). Every ``import`` and
``from ... import`` of a ``toolkit`` module counts, at module level and inside
functions alike, since a function-level import only postpones a circle;
imports under ``if TYPE_CHECKING:`` do not count, since they never run.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ("toolkit.core", "toolkit.hero_realms", "toolkit.villainous")

VIEWS = (
    "ipywidgets",
    "IPython",
    "plotly",
    "matplotlib",
    "toolkit.widgets",
    "toolkit.figures",
    "toolkit.html",
)
"""What an engine must not import at module level: Jupyter, plotting and the HTML views."""

KNOWN_CYCLES: dict[str, list[frozenset[str]]] = {pkg: [] for pkg in ENGINES}
"""Circles that exist today and wait for the engine restructuring (each with why)."""


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules(package: str) -> dict[str, Path]:
    folder = ROOT.joinpath(*package.split("."))
    return {_module_name(p): p for p in sorted(folder.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


Import = tuple[str, str, int, bool]
"""``(name, its module, line, at module level)``: ``from a.b import c`` gives
``("a.b.c", "a.b", ...)``, where ``a.b.c`` is either a submodule or a name in ``a.b``."""


def _imports(tree: ast.AST, module: str, is_package: bool) -> Iterator[Import]:
    """Every import of the module ``module`` that runs (not those under TYPE_CHECKING)."""

    def walk(node: ast.AST, top: bool) -> Iterator[Import]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                for other in child.orelse:
                    yield from walk_one(other, top)
                continue
            yield from walk_one(child, top)

    def walk_one(node: ast.AST, top: bool) -> Iterator[Import]:
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, alias.name, node.lineno, top
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = module.split(".") if is_package else module.split(".")[:-1]
                up = here[: len(here) - (node.level - 1)]
                base = ".".join([*up, base] if base else up)
            for alias in node.names:
                yield f"{base}.{alias.name}", base, node.lineno, top
        else:
            inner = top and not isinstance(
                node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
            )
            yield from walk(node, inner)

    yield from walk(tree, True)


def _graph(package: str) -> nx.DiGraph:
    modules = _modules(package)
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for target, parent, _line, _top in _imports(tree, name, path.name == "__init__.py"):
            # ``from pkg import sub`` runs the submodule ``sub`` (and ``pkg``'s
            # ``__init__``, as every import of a submodule does, so that alone is no
            # edge); ``from pkg import thing`` runs ``pkg`` itself.
            imported = target if target in modules else parent
            if imported in modules and imported != name:
                graph.add_edge(name, imported)
    return graph


@pytest.mark.parametrize("package", ENGINES)
def test_no_import_circle_inside_an_engine_package(package: str) -> None:
    graph = _graph(package)
    assert graph.number_of_nodes() > 1 and graph.number_of_edges() > 0
    circles = list(nx.simple_cycles(graph))
    known = KNOWN_CYCLES[package]
    new = [c for c in circles if frozenset(c) not in known]
    assert not new, "import circles: " + "; ".join(" -> ".join([*c, c[0]]) for c in new)
    seen = {frozenset(c) for c in circles}
    gone = [sorted(c) for c in known if c not in seen]
    assert not gone, f"listed as known but no longer a circle (remove them): {gone}"


KNOWN_PACKAGE_EDGES: dict[tuple[str, str], str] = {
    ("toolkit.exercises.model", "toolkit.widgets.exercise"): (
        "Exercise._ipython_display_ shows the ExerciseWidget, which reads the model's "
        "errors and ranges at load: the display should be registered by the widgets package"
    ),
    ("toolkit.lessons.progress", "toolkit.lessons.build"): (
        "a learner's progress reads the lesson sources from the builder; the sources "
        "should be read by a module below both"
    ),
    ("toolkit.lessons.display", "toolkit.lessons.progress"): (
        "the lesson display records progress, which wraps text with the display's helper"
    ),
}
"""Imports that still close a circle across packages, each with what should change.
The test takes them out of the graph and finds no circle in what is left; an edge
that no longer exists must be taken off the list."""


def test_no_import_circle_anywhere_in_the_package() -> None:
    graph = _graph("toolkit")
    assert graph.number_of_nodes() > 100  # every module of the package is in the graph
    gone = sorted(e for e in KNOWN_PACKAGE_EDGES if not graph.has_edge(*e))
    assert not gone, f"listed as known but no longer imported (remove them): {gone}"
    graph.remove_edges_from(KNOWN_PACKAGE_EDGES)
    groups = [c for c in nx.strongly_connected_components(graph) if len(c) > 1]
    circles = [[u for u, _ in nx.find_cycle(graph.subgraph(g))] for g in groups]
    assert not circles, "import circles: " + "; ".join(" -> ".join([*c, c[0]]) for c in circles)


MODELS = (
    "toolkit.core",
    "toolkit.hero_realms",
    "toolkit.villainous",
    "toolkit.analysis",
    "toolkit.replay",
    "toolkit.search",
    "toolkit.tournament.run",
    "toolkit.tournament.stats",
    "toolkit.tournament.games",
    "toolkit.tournament.composition",
    "toolkit.play",
    "toolkit.i18n",
    "toolkit.exercises.games",
    "toolkit.exercises.session",
)
"""Models and the engines under them: the views (:data:`VIEWS`) are built on them, so
none of them imports a view when it is loaded (a method that draws itself, such as
``_repr_html_``, imports its view when it is called)."""

KNOWN_MODEL_VIEWS: dict[str, str] = {
    "toolkit.play.side_villainous": (
        "a seat's title comes from toolkit.html.core.name_with_villain, plain text that "
        "should live below the views"
    ),
}
"""Models that still import a view when loaded, each with what should change."""


def test_models_import_no_views_when_loaded() -> None:
    found = []
    modules = _modules("toolkit")
    for name, path in modules.items():
        if not any(name == m or name.startswith(m + ".") for m in MODELS):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for target, _parent, line, top in _imports(tree, name, path.name == "__init__.py"):
            is_view = any(target == v or target.startswith(v + ".") for v in VIEWS)
            if top and is_view and name not in KNOWN_MODEL_VIEWS:
                found.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    assert not found, "\n".join(sorted(set(found)))
    assert set(KNOWN_MODEL_VIEWS) <= set(modules)


@pytest.mark.parametrize("package", ENGINES)
def test_engines_import_no_views_at_module_level(package: str) -> None:
    found = []
    for name, path in _modules(package).items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for target, _parent, line, top in _imports(tree, name, path.name == "__init__.py"):
            if top and any(target == v or target.startswith(v + ".") for v in VIEWS):
                found.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    assert not found, "\n".join(sorted(set(found)))


def test_the_checker_sees_imports_and_skips_type_checking() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "from . import b\n"
        "from toolkit.core.x import y\n"
        "import plotly.graph_objects as go\n"
        "if TYPE_CHECKING:\n"
        "    from toolkit.figures import core\n"
        "def f():\n"
        "    import ipywidgets\n"
        "    from .c import d\n"
    )
    found = set(_imports(ast.parse(source), "toolkit.core.a", False))
    names = {t for t, _, _, _ in found}
    assert {"toolkit.core.b", "toolkit.core.x.y", "toolkit.core.c.d"} <= names
    assert ("toolkit.core.c.d", "toolkit.core.c", 9, False) in found
    assert ("plotly.graph_objects", "plotly.graph_objects", 4, True) in found
    assert ("ipywidgets", "ipywidgets", 8, False) in found  # function level: circles only
    assert not any(t.startswith("toolkit.figures") for t in names)


def test_the_checker_finds_a_circle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "toolkit" / "demo"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("from toolkit.demo.a import A\n")
    (package / "a.py").write_text("A = 1\ndef f():\n    from toolkit.demo import b\n")
    (package / "b.py").write_text("from .a import A\n")
    monkeypatch.setattr(f"{__name__}.ROOT", tmp_path)
    cycles = [sorted(c) for c in nx.simple_cycles(_graph("toolkit.demo"))]
    assert cycles == [["toolkit.demo.a", "toolkit.demo.b"]]


MAX_LINES = 800
"""The most lines a module of the toolkit may have: past it, a module holds more than one
responsibility and should be split along them."""


def _line_count(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_module_is_over_the_size_limit() -> None:
    over = {
        str(p.relative_to(ROOT)): n
        for p in sorted((ROOT / "toolkit").rglob("*.py"))
        if (n := _line_count(p)) > MAX_LINES
    }
    assert not over, f"modules over {MAX_LINES} lines (split them by responsibility): {over}"


def test_the_size_check_counts_lines(tmp_path: Path) -> None:
    long = tmp_path / "long.py"
    long.write_text("x = 1\n" * (MAX_LINES + 1), encoding="utf-8")
    assert _line_count(long) == MAX_LINES + 1 > MAX_LINES


def test_the_villainous_engine_is_one_chain_of_layers() -> None:
    """Each layer of the Villainous engine is a module whose class extends the one below;
    a layer imports no module of a layer above it, so its code can only call downwards."""
    from toolkit.villainous.engine import VillainousGame

    chain = [c for c in VillainousGame.__mro__ if c.__module__.startswith("toolkit.villainous")]
    modules = [c.__module__ for c in chain]
    assert len(set(modules)) == len(modules) >= 6, modules
    graph = _graph("toolkit.villainous")
    for k, module in enumerate(modules):
        above = set(modules[:k])
        reach = nx.descendants(graph, module)
        assert not reach & above, f"{module} imports a layer above it: {sorted(reach & above)}"
        assert set(modules[k + 1 :]) <= reach, f"{module} does not build on the layers below"


def test_nothing_outside_the_replay_reads_its_private_state() -> None:
    """Views and exports read a replay through its public methods (``read_state`` for a
    state they only read), never through a private attribute."""
    found = []
    for name, path in _modules("toolkit").items():
        if name.startswith("toolkit.replay"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and isinstance(node.value, ast.Name)
                and node.value.id == "replay"
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} reads replay.{node.attr}")
    assert not found, "\n".join(found)
