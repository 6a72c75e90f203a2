"""``docs/engines.md`` stays true: it names every engine module and every function it cites exists."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GUIDE = (ROOT / "docs" / "engines.md").read_text(encoding="utf-8")
PACKAGES = ("hero_realms", "villainous")


def _functions(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef))}


def test_the_guide_names_every_module_of_both_engines() -> None:
    missing = [
        f"{package}/{path.name}"
        for package in PACKAGES
        for path in sorted((ROOT / "toolkit" / package).glob("*.py"))
        if path.name != "__init__.py"
        and f"`{path.name}`" not in GUIDE
        and f"{package}/{path.name}" not in GUIDE
    ]
    assert not missing, f"docs/engines.md does not say what these modules hold: {missing}"


def test_every_function_the_guide_cites_is_where_it_says() -> None:
    cited = re.findall(r"`(?:toolkit/(\w+)/)?([a-z_]+\.py): (\w+)`", GUIDE.replace("\n", " "))
    assert len(cited) >= 10
    wrong = []
    for package, module, name in cited:
        packages = [package] if package else list(PACKAGES)
        paths = [
            ROOT / "toolkit" / p / module
            for p in packages
            if (ROOT / "toolkit" / p / module).exists()
        ]
        if not any(name in _functions(p) for p in paths):
            wrong.append(f"{module}: {name}")
    assert not wrong, f"docs/engines.md cites functions that are not there: {wrong}"
