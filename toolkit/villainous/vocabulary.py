"""The record types of the effect vocabulary, shared by the verb families.

A verb family module (:mod:`~toolkit.villainous.effects_cards`,
:mod:`~toolkit.villainous.effects_realm`, :mod:`~toolkit.villainous.effects_treasure`,
:mod:`~toolkit.villainous.effects_compose`) implements its verbs as plain functions of the
game; this module names the two shapes those functions have. It imports nothing of the
engine at run time, so every family can use it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toolkit.villainous.state import Frame

if TYPE_CHECKING:
    from toolkit.villainous.interpreter import Interpreter

__all__ = ["Apply", "Resolver"]

Resolver = Callable[["Interpreter", Frame, Any], Any]
"""A resolution step: ``(game, frame, parameters)`` -> True when done, or ``WAIT``."""

Apply = Callable[["Interpreter", Frame, Any, Any, Any], Any]
"""What applies the answer to an offered question: ``(game, frame, params, state, answer)``
-> True when the effect is done, or ``WAIT`` when it offers its next question."""
