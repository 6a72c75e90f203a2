"""The shape of both engines: members per engine class, and files to read per card.

Run (from a checkout; ``--tree`` measures another one the same way):

    python benchmarks/engine_shape.py [--tree OTHER_CHECKOUT]

It prints, for each engine class (``HeroRealmsGame``, ``VillainousGame``):

- **members**: the names the project's own classes of its MRO define (their
  ``__dict__`` and ``__slots__``, dunder names left out), counted once each, split into
  public (no leading underscore) and private;
- **classes in the MRO**: ``len(cls.__mro__)``, the class itself and ``object``
  included.

and, for each of the six cards the engines' issue names (Rasmus, the Smuggler; Death
Threat; Fire Gem; Wake the Kraken!; Maui's Hook; Captain Hook's Cunning), the number of
**files one must read to understand the card**: the distinct project files holding

1. its data: the data file that defines the card;
2. its verbs: for each verb of its abilities, the file that declares the verb and the
   files of the functions that carry it out (as :func:`toolkit.explain.card_map` finds
   them in the registries);
3. its special, if it has one: the files of the code :func:`~toolkit.explain.card_map`
   names for it;
4. its check: the files of the functions that decide whether it can be played now
   (``decided_by`` of the card map);
5. the kind that plays it: where a game has a registry of action kinds
   (a :class:`toolkit.core.kinds.KindRegistry` in one of its ``kinds*.py`` modules) with a
   kind ``play``, the files of that kind's check and effect; otherwise the files of the
   engine-class functions that dispatch on the action kind ``"play"`` (an ``if`` that
   compares ``kind`` or ``k`` with ``"play"``) and of the engine methods that branch
   calls on ``self``.

Everything is computed from the code of the tree measured, nothing is written in by
hand, so the same script gives the figures before and after a change.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import inspect
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

ENGINES = {
    "hero-realms": ("toolkit.hero_realms.engine", "HeroRealmsGame", "hero_realms"),
    "villainous": ("toolkit.villainous.engine", "VillainousGame", "villainous"),
}
CARDS = [
    ("hero-realms", "Rasmus, the Smuggler"),
    ("hero-realms", "death-threat"),
    ("hero-realms", "fire-gem"),
    ("villainous", "Wake the Kraken!"),
    ("villainous", "mauis_hook"),
    ("villainous", "captain_hook/cunning"),
]


def members(cls: type) -> tuple[int, int, int]:
    """(public, private, classes in the MRO) of an engine class (see the module docstring)."""
    names: set[str] = set()
    for klass in cls.__mro__:
        if not klass.__module__.startswith("toolkit."):
            continue
        names.update(vars(klass))
        names.update(getattr(klass, "__slots__", ()))
    names = {n for n in names if not (n.startswith("__") and n.endswith("__"))}
    public = sum(1 for n in names if not n.startswith("_"))
    return public, len(names) - public, len(cls.__mro__)


def _file_of(obj: Any) -> str | None:
    try:
        path = inspect.getsourcefile(inspect.unwrap(obj))
    except TypeError:
        return None
    if path is None:
        return None
    rel = Path(path).resolve()
    parts = rel.parts
    if "toolkit" not in parts:
        return None
    return "/".join(parts[len(parts) - parts[::-1].index("toolkit") - 1 :])


def _registry_play(package: str) -> set[str] | None:
    """The files of the check and effect of the kind ``play``, if the game has a registry."""
    try:
        from toolkit.core.kinds import KindRegistry
    except ImportError:
        return None
    folder = ROOT_TREE / "toolkit" / package
    for path in sorted(folder.glob("kinds*.py")):
        module = importlib.import_module(f"toolkit.{package}.{path.stem}")
        for value in vars(module).values():
            if isinstance(value, KindRegistry) and "play" in value:
                kind = value["play"]
                return {f for f in (_file_of(kind.check), _file_of(kind.effect)) if f}
    return None


def _dispatch_play(package: str, cls: type) -> set[str]:
    """The files of the engine functions that branch on the kind ``"play"``, and of the
    engine methods that branch calls."""
    classes = {k.__name__ for k in cls.__mro__}
    found: set[str] = set()
    for path in sorted((ROOT_TREE / "toolkit" / package).glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for klass in (n for n in tree.body if isinstance(n, ast.ClassDef)):
            if klass.name not in classes:
                continue
            for node in ast.walk(klass):
                if not isinstance(node, ast.If):
                    continue
                test = node.test
                if not (
                    isinstance(test, ast.Compare)
                    and isinstance(test.left, ast.Name)
                    and test.left.id in ("kind", "k")
                    and isinstance(test.ops[0], ast.Eq)
                    and isinstance(test.comparators[0], ast.Constant)
                    and test.comparators[0].value == "play"
                ):
                    continue
                found.add(f"toolkit/{package}/{path.name}")
                for stmt in node.body:
                    for call in ast.walk(stmt):
                        if (
                            isinstance(call, ast.Call)
                            and isinstance(call.func, ast.Attribute)
                            and isinstance(call.func.value, ast.Name)
                            and call.func.value.id == "self"
                        ):
                            f = _file_of(getattr(cls, call.func.attr, None))
                            if f:
                                found.add(f)
    return found


def card_files(game: str, card: str) -> list[str]:
    """The files one must read to understand ``card`` (see the module docstring)."""
    from toolkit.explain import card_map

    m = card_map(game, card)
    files = {f"data/{m.file}"}
    for verb in m.verbs:
        files.add(verb.declared.file)
        files.update(p.file for p in verb.implemented)
    if m.special:
        files.update(re.findall(r"\((toolkit/[\w/]+\.py):\d+\)", m.special))
    files.update(p.file for p in m.decided_by)
    module, name, package = ENGINES[game]
    cls = getattr(importlib.import_module(module), name)
    play = _registry_play(package)
    files.update(play if play is not None else _dispatch_play(package, cls))
    return sorted(files)


def measure() -> dict[str, Any]:
    """Every figure of this tree, as plain data."""
    out: dict[str, Any] = {"engines": {}, "cards": {}}
    for module, name, _package in ENGINES.values():
        cls = getattr(importlib.import_module(module), name)
        public, private, mro = members(cls)
        out["engines"][name] = {"public": public, "private": private, "mro": mro}
    for game, card in CARDS:
        out["cards"][f"{game}:{card}"] = card_files(game, card)
    return out


def _report(label: str, figures: dict[str, Any]) -> None:
    print(f"== {label}")
    for name, f in figures["engines"].items():
        total = f["public"] + f["private"]
        print(
            f"{name}: {total} members ({f['public']} public, {f['private']} private), "
            f"{f['mro']} classes in the MRO"
        )
    for card, files in figures["cards"].items():
        print(f"{card}: {len(files)} files: {', '.join(files)}")


ROOT_TREE = ROOT


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tree", type=Path, help="measure another checkout instead")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    if args.tree is not None:
        tree = args.tree.resolve()
        env = dict(os.environ, PYTHONPATH=str(tree))
        script = Path(__file__).resolve()
        done = subprocess.run(
            [sys.executable, str(script), "--json", "--_root", str(tree)],
            env=env,
            cwd=tree,
            capture_output=True,
            text=True,
            check=True,
        )
        _report(str(tree), json.loads(done.stdout))
        return
    figures = measure()
    if args.json:
        print(json.dumps(figures))
    else:
        _report(str(ROOT_TREE), figures)


if __name__ == "__main__":
    if "--_root" in sys.argv:  # measuring another tree: its toolkit, its files
        i = sys.argv.index("--_root")
        ROOT_TREE = Path(sys.argv[i + 1])
        del sys.argv[i : i + 2]
    main()
