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

VILLAINS = ("davy_jones", "tamatoa", "ursula", "captain_hook", "evil_queen")
"""The villains a Villainous table can seat, one per seat, in the order of the defaults."""

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


def villain_seats(
    villains: object, seats: int, available: Sequence[str], t: Translator | None = None
) -> list[str]:
    """The villains of a Villainous table: ``villains`` if each seat has a different one,
    else the first ``seats`` villains; a SetupError (in ``t``'s language) if there are not
    enough villains or one is named twice.

    Examples
    --------
    >>> from toolkit.i18n import translator
    >>> villain_seats(None, 2, ["ursula", "tamatoa"])
    ['ursula', 'tamatoa']
    >>> villain_seats(["ursula", "ursula"], 2, ["ursula", "tamatoa"], translator("it"))
    Traceback (most recent call last):
    ...
    toolkit.core.errors.SetupError: Ursula compare due volte: ogni giocatore ha un Cattivo diverso.
    """
    from toolkit.i18n import translator

    t = t or translator("en")
    if villains is None:
        if seats > len(available):
            raise SetupError(
                t.plural(
                    "Each player needs a different Villain and there is {n} ({names}), "
                    "so {seats} players cannot be seated.",
                    "Each player needs a different Villain and there are {n} ({names}), "
                    "so {seats} players cannot be seated.",
                    len(available),
                    names=", ".join(_villain_name(v) for v in available),
                    seats=seats,
                )
            )
        return list(available[:seats])
    if isinstance(villains, (list, tuple)):
        twice = next((v for v in villains if list(villains).count(v) > 1), None)
        if twice is not None:
            raise SetupError(
                t.tr(
                    N_("{villain} is chosen twice: each player has a different Villain."),
                    villain=_villain_name(twice),
                )
            )
    return villains  # type: ignore[return-value]  # the engine checks the rest


def _villain_name(villain: object) -> str:
    """A villain's printed name for a refusal (its id shortened if it is no villain)."""
    from toolkit.core.errors import ToolkitError

    if isinstance(villain, str):
        try:
            from toolkit.villainous.cards import load_villain

            return load_villain(villain).name
        except (ToolkitError, OSError):
            pass
    return short_repr(villain)


def setup_options(game: str, options: dict[str, object], seats: int, t: Translator) -> None:
    """Check a table's setup options before a game is made: a Hero Realms ``variant``
    and the Villainous ``villains`` (a list of known villains, one per seat, none twice).

    The refusal is a SetupError in ``t``'s language; the values to type (variant and
    villain ids) are listed as they are typed.

    Examples
    --------
    >>> from toolkit.i18n import translator
    >>> setup_options("hero-realms", {"variant": "hydra"}, 4, translator("en"))
    >>> setup_options("villainous", {"villains": "ursula"}, 2, translator("en"))
    Traceback (most recent call last):
    ...
    toolkit.core.errors.SetupError: villains is a list with one villain per player (of davy_jones, tamatoa, ursula, captain_hook, evil_queen), not 'ursula'.
    """
    if game == "hero-realms":
        from toolkit.hero_realms.variants import VARIANTS

        variant = options.get("variant", "free-for-all")
        if not isinstance(variant, str) or variant not in VARIANTS:
            raise SetupError(
                t.tr(
                    N_("The variant is one of {variants}, not {variant}."),
                    variants=", ".join(VARIANTS),
                    variant=short_repr(variant),
                )
            )
        rules = VARIANTS[variant]
        if not rules.min_players <= seats <= rules.max_players:
            raise SetupError(
                t.tr(
                    N_("{variant} is played by {low} to {high} players, not {seats}.")
                    if rules.min_players != rules.max_players
                    else N_("{variant} is played by {low} players, not {seats}."),
                    variant=t.gettext(rules.title),
                    low=rules.min_players,
                    high=rules.max_players,
                    seats=seats,
                )
            )
    if game == "villainous":
        known = VILLAINS
        villains = options.get("villains")
        if villains is None:
            villain_seats(None, seats, known, t)
        elif (
            not isinstance(villains, (list, tuple))
            or len(villains) != seats
            or not all(isinstance(v, str) and v in known for v in villains)
        ):
            raise SetupError(
                t.tr(
                    N_(
                        "villains is a list with one villain per player (of {known}), "
                        "not {villains}."
                    ),
                    known=", ".join(known),
                    villains=short_repr(villains),
                )
            )
        else:
            villain_seats(villains, seats, known, t)
