"""The examples in the presentation layer's docstrings run and say what they show."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "toolkit.analysis",
    "toolkit.analysis.intervals",
    "toolkit.analysis.hero_realms",
    "toolkit.analysis.table",
    "toolkit.replay",
    "toolkit.replay.core",
    "toolkit.replay.adapters",
    "toolkit.replay.hero_realms",
    "toolkit.html",
    "toolkit.html.core",
    "toolkit.html.hero_realms",
    "toolkit.html.replay",
    "toolkit.widgets",
    "toolkit.widgets.replay",
    "toolkit.figures",
    "toolkit.figures.core",
    "toolkit.figures.hero_realms",
    "toolkit.export",
]
try:  # the Villainous layer is tested only where its engine is there
    importlib.import_module("toolkit.villainous.engine")
except ImportError:
    pass
else:
    MODULES += [
        "toolkit.analysis.villainous",
        "toolkit.replay.villainous",
        "toolkit.html.villainous",
        "toolkit.figures.villainous",
        "toolkit.figures.villainous_locks",
    ]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} example(s) failed in {name}"
