"""The base class of the toolkit's errors and the helpers that keep messages short.

:mod:`toolkit.core.errors` re-exports all of it with the typed errors; the message
catalogues (:mod:`toolkit.i18n`) and the safe YAML loader import it from here, below
:mod:`toolkit.core.errors`, which reads the catalogues to put a refusal in words.
"""

from __future__ import annotations

import reprlib

MAX_MESSAGE = 500
"""The longest error message, in characters: longer ones are cut with "...", so that a huge
value in the input cannot make its error message huge."""

_short = reprlib.Repr()
_short.maxstring = 60
_short.maxother = 60
_short.maxlist = _short.maxtuple = _short.maxdict = _short.maxset = 6
_short.maxlevel = 3


def short_repr(value: object) -> str:
    """A ``repr`` of ``value`` cut to a few dozen characters, for error messages.

    >>> short_repr("x" * 1000)[:10], len(short_repr("x" * 1000)) < 80
    ("'xxxxxxxxx", True)
    >>> short_repr(list(range(100)))
    '[0, 1, 2, 3, 4, 5, ...]'
    """
    try:
        return _short.repr(value)
    except Exception:  # a hostile __repr__ must not hide the real error
        return f"<{type(value).__name__}>"


def bounded(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` cut to ``limit`` characters, lone surrogates escaped so that it always prints.

    >>> bounded("a" * 600).endswith("...")
    True
    >>> print(bounded("bad " + chr(0xDC80) + " name"))
    bad \\udc80 name
    """
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[: limit - 3] + "..."


class ToolkitError(Exception):
    """Base class of every error the toolkit raises on purpose.

    The message is bounded (:data:`MAX_MESSAGE` characters) and printable as UTF-8.
    """

    def __init__(self, *args: object) -> None:
        if args and isinstance(args[0], str):
            args = (bounded(args[0]), *args[1:])
        super().__init__(*args)
