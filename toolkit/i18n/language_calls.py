"""Asking a function for words in a language, and default seat names in each language.

Used by the views (:mod:`toolkit.html`) and by the models they show (the replay), so
it lives here, below both; :mod:`toolkit.html.core` re-exports it.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["call_with_lang", "seat_name"]

_T = TypeVar("_T")
_TAKES_LANG: dict[Any, bool] = {}


def _takes_lang(fn: Callable[..., Any]) -> bool | None:
    """Whether ``fn`` has a ``lang`` parameter (None when its signature cannot be read)."""
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):  # compiled functions may hide their signature
        return None
    return any(p.name == "lang" or p.kind is inspect.Parameter.VAR_KEYWORD for p in params)


def call_with_lang(lang: str, fn: Callable[..., _T], *args: Any, **kwargs: Any) -> _T:
    """Call ``fn(*args, **kwargs)``, passing ``lang=lang`` when ``fn`` takes a language.

    The engines learn to describe their events in Spanish and Italian one at a
    time; views call them through this function, so that a view switches
    language as soon as the engine it shows does, and stays English until then.
    Whether ``fn`` takes ``lang`` is found once (from its signature, or from
    one call) and remembered. English calls never pass ``lang``.

    Examples
    --------
    >>> def hello(name, lang="en"):
    ...     return {"en": "Hello", "es": "Hola"}[lang] + " " + name
    >>> call_with_lang("es", hello, "Ada"), call_with_lang("es", len, "Ada")
    ('Hola Ada', 3)
    """
    if lang == "en":
        return fn(*args, **kwargs)
    key = getattr(fn, "__func__", fn)
    takes = _TAKES_LANG.get(key)
    if takes is None:
        takes = _takes_lang(fn)
        if takes is None:
            try:
                result = fn(*args, lang=lang, **kwargs)
            except TypeError as exc:
                if "lang" not in str(exc):
                    raise
                _TAKES_LANG[key] = False
                return fn(*args, **kwargs)
            _TAKES_LANG[key] = True
            return result
        _TAKES_LANG[key] = takes
    return fn(*args, lang=lang, **kwargs) if takes else fn(*args, **kwargs)


_DEFAULT_SEAT = re.compile(r"Player (\d+)")


def seat_name(name: str, lang: str = "en") -> str:
    """A player's name as shown in ``lang``: a default seat name ("Player 2") is translated.

    Seats are numbered from 1 in every language; names a player chose stay as they are.

    Examples
    --------
    >>> seat_name("Player 2", "es"), seat_name("Ada", "it")
    ('Jugador 2', 'Ada')
    """
    m = _DEFAULT_SEAT.fullmatch(name)
    if m is None or lang == "en":
        return name
    from toolkit.i18n import translator

    return translator(lang).tr("Player {n}", n=int(m.group(1)))
