"""The table's argument checks: what a click, a press or an action may be given.

Every public control of :class:`~toolkit.play.TableModel` checks its argument here
first, so that a value of the wrong kind (``click_card(True)``, ``click_card(2.5)``,
``press(None)``, ``try_action(Action(None))``) is an
:class:`~toolkit.core.errors.ArgumentError` in the table's language, naming the value,
and the game is left exactly as it was.

Examples
--------
>>> from toolkit.i18n import translator
>>> whole(3, CARD, translator("en"))
3
>>> whole(True, CARD, translator("es"))
Traceback (most recent call last):
...
toolkit.core.errors.ArgumentError: Una carta se pulsa por su número, no True.
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence

from toolkit.core.actions import Action
from toolkit.core.errors import ArgumentError, SetupError, short_repr
from toolkit.i18n import Translator
from toolkit.i18n.messages import N_

MAX_TEXT = 200
"""The longest name of a location or button, or text argument of an action, accepted."""

MAX_NUMBER = 10**9
"""The largest card number, seat or option number accepted (far beyond any game)."""

MAX_ARGS = 20
"""The most arguments (and items of a list argument) an action given to the table may have."""

MAX_STEPS = 100_000
"""The most bot decisions one call of :meth:`TableModel.step_bots` may ask for."""

CARD = N_("A card is clicked by its number, not {value}.")
SEAT = N_("A player is clicked by their seat number, not {value}.")
LOCATION = N_("A location is clicked by its name, not {value}.")
BUTTON = N_("A button is pressed by its name, not {value}.")
CHOICE = N_("An answer is chosen by its number or its label, not {value}.")
STEPS = N_("The number of bot decisions is a whole number from 0 to 100000, not {value}.")
ACTION = N_("An action has a kind (text) and arguments (whole numbers or text), not {value}.")


def whole(
    value: object, template: str, t: Translator, low: int = -MAX_NUMBER, high: int = MAX_NUMBER
) -> int:
    """``value`` as an int from ``low`` to ``high``, or an ArgumentError written from
    ``template`` (a bool is no number here: ``click_card(True)`` must not play card 1)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise ArgumentError(t.tr(template, value=short_repr(value)))
    number = int(value)
    if not low <= number <= high:
        raise ArgumentError(t.tr(template, value=short_repr(value)))
    return number


def text(value: object, template: str, t: Translator) -> str:
    """``value`` if it is text of at most :data:`MAX_TEXT` characters, or an ArgumentError."""
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise ArgumentError(t.tr(template, value=short_repr(value)))
    return value


def _plain(a: object) -> bool:
    if isinstance(a, bool):
        return False
    return (isinstance(a, int) and -MAX_NUMBER <= a <= MAX_NUMBER) or (
        isinstance(a, str) and len(a) <= MAX_TEXT
    )


def action(value: object, t: Translator) -> Action:
    """``value`` if it is an action of plain values, or an ArgumentError (before any engine
    sees it)."""
    if (
        isinstance(value, Action)
        and isinstance(value.kind, str)
        and 0 < len(value.kind) <= MAX_TEXT
        and isinstance(value.args, tuple)
        and len(value.args) <= MAX_ARGS
        and all(
            _plain(a) or (isinstance(a, tuple) and len(a) <= MAX_ARGS and all(map(_plain, a)))
            for a in value.args
        )
    ):
        return value
    raise ArgumentError(t.tr(ACTION, value=short_repr(value)))


def villain_seats(villains: object, seats: int, available: Sequence[str]) -> list[str]:
    """The villains of a Villainous table: ``villains`` if each seat has a different one,
    else the first ``seats`` villains; a SetupError if there are not enough villains or
    one is named twice."""
    if villains is None:
        if seats > len(available):
            raise SetupError(
                f"each seat needs a different villain and there are {len(available)} "
                f"({', '.join(available)}), so at most {len(available)} seats, not {seats}"
            )
        return list(available[:seats])
    if isinstance(villains, (list, tuple)):
        twice = next((v for v in villains if list(villains).count(v) > 1), None)
        if twice is not None:
            raise SetupError(
                f"villains names {short_repr(twice)} twice; each seat needs a different villain"
            )
    return villains  # type: ignore[return-value]  # the engine checks the rest
