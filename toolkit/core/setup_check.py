"""Checks shared by both games' setups: the seed and the players' names.

A name is shown in notebooks, written into logs and exported to HTML, so it
must be text that UTF-8 can encode (no lone surrogates), hold no control
characters and stay short. Limits are listed in ``docs/limits.md``.

Examples
--------
>>> check_names(["Ada", "Ben"], 2)
>>> check_name("", "names[0]")
Traceback (most recent call last):
...
toolkit.core.errors.SetupError: names[0] must not be empty
"""

from __future__ import annotations

import unicodedata
from typing import Any

from toolkit.core.errors import SetupError, short_repr

MAX_NAME = 100
"""The longest player name, in characters."""
MAX_SEED = 2**64 - 1
"""The largest seed of a game (any 64-bit number)."""


def check_seed(seed: Any) -> int:
    """``seed`` if it is a whole number from 0 to :data:`MAX_SEED`.

    >>> check_seed(7)
    7
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise SetupError(
            f"the seed must be a whole number from 0 to 2**64-1, got {short_repr(seed)}"
        )
    return seed


def check_name(value: Any, where: str) -> str:
    """A player name: a non-empty string of printable text, at most :data:`MAX_NAME` long.

    Lone surrogates (text that cannot be written as UTF-8) and control characters
    are refused, because a game holding them could not be saved or exported.

    >>> check_name("Ada", "names[0]")
    'Ada'
    """
    if not isinstance(value, str):
        raise SetupError(f"{where} must be a string, got {short_repr(value)}")
    if not value.strip():
        raise SetupError(f"{where} must not be empty")
    if len(value) > MAX_NAME:
        raise SetupError(f"{where} is {len(value)} characters long; at most {MAX_NAME}")
    for ch in value:
        category = unicodedata.category(ch)
        if category == "Cs":
            raise SetupError(
                f"{where} holds a lone surrogate (not valid text): {short_repr(value)}"
            )
        if category == "Cc":
            raise SetupError(f"{where} holds a control character: {short_repr(value)}")
    return value


def check_names(names: Any, seats: int) -> None:
    """``names``: a list of one valid name per seat (see :func:`check_name`)."""
    if not isinstance(names, list) or len(names) != seats:
        raise SetupError(f"names must list one name per seat ({seats}), got {short_repr(names)}")
    for i, name in enumerate(names):
        check_name(name, f"names[{i}] (seat {i})")


def names_arg(names: Any) -> Any:
    """The ``names`` argument of a constructor as a list, if it is a list or tuple.

    Anything else (a string, a number) is passed on unchanged for
    :func:`check_names` to refuse, rather than split into letters.

    >>> names_arg(("Ada", "Ben")), names_arg("AB")
    (['Ada', 'Ben'], 'AB')
    """
    return list(names) if isinstance(names, list | tuple) else names
