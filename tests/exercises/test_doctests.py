"""The examples in the exercise modules' docstrings run and say what they show."""

from __future__ import annotations

import doctest
import importlib
import warnings

import pytest

from toolkit.exercises import ExerciseAwaitsEngine

MODULES = [
    "toolkit.exercises",
    "toolkit.exercises.games",
    "toolkit.exercises.model",
    "toolkit.exercises.feedback",
    "toolkit.exercises.loader",
    "toolkit.exercises.session",
    "toolkit.exercises.html",
    "toolkit.exercises.export",
    "toolkit.widgets.exercise",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ExerciseAwaitsEngine)
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} example(s) failed in {name}"
    assert result.attempted > 0, f"{name} has no example"
