"""The field checks of the card loader, shared by the record checks and the verb registry.

Each check returns the value when it is right and raises
:class:`~toolkit.core.errors.CardDataError` naming the file, the card and the
field when it is not, so a bad card fails at load time, never mid-game.

Examples
--------
>>> whole(3, minimum=1, file="x.yaml", card="spark", fld="draw")
3
>>> whole(0, minimum=1, file="x.yaml", card="spark", fld="draw")
Traceback (most recent call last):
...
toolkit.core.errors.CardDataError: x.yaml, card 'spark', field 'draw': expected a whole number from 1 to 20, got 0
"""

from __future__ import annotations

from typing import Any

from toolkit.core.errors import CardDataError, short_repr

MAX_AMOUNT = 20
"""The largest number an effect may carry (gain, draw, up_to ...); the base set's largest is 8."""


def fail(msg: str, file: str, card: str | None = None, fld: str | None = None) -> CardDataError:
    """The loader's error for ``msg`` about one field of one card of one file."""
    return CardDataError(msg, file=file, card=card, field=fld)


def whole(
    value: Any, *, minimum: int, file: str, card: str, fld: str, maximum: int = MAX_AMOUNT
) -> int:
    """``value`` if it is a whole number (not a bool) from ``minimum`` to ``maximum``."""
    if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
        raise fail(
            f"expected a whole number from {minimum} to {maximum}, got {short_repr(value)}",
            file,
            card,
            fld,
        )
    return value


def flag(value: Any, *, file: str, card: str, fld: str) -> bool:
    """``value`` if it is ``true`` or ``false``."""
    if not isinstance(value, bool):
        raise fail(f"expected true or false, got {short_repr(value)}", file, card, fld)
    return value


def mapping(value: Any, keys: set[str], *, file: str, card: str, fld: str) -> dict[str, Any]:
    """``value`` if it is a mapping with exactly the keys ``keys``."""
    if not isinstance(value, dict):
        raise fail(
            f"expected a mapping with keys {sorted(keys)}, got {short_repr(value)}", file, card, fld
        )
    missing = keys - value.keys()
    extra = value.keys() - keys
    if missing:
        raise fail(f"missing key(s) {sorted(missing)}", file, card, fld)
    if extra:
        raise fail(f"unknown key(s) {sorted(extra)}", file, card, fld)
    return value


def one_of(
    value: Any, allowed: tuple[str, ...], what: str, *, file: str, card: str, fld: str
) -> str:
    """``value`` if it is one of ``allowed`` (``what`` names it in the message)."""
    if value not in allowed:
        raise fail(f"{what} must be {_choices(allowed)}, got {short_repr(value)}", file, card, fld)
    return str(value)


def _choices(allowed: tuple[str, ...]) -> str:
    if len(allowed) == 2:
        return f"{allowed[0]} or {allowed[1]}"
    return f"one of {list(allowed)}"
