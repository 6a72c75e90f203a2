"""Typed errors. Every refusal says what was wrong and, for rules, which rule forbids it."""

from __future__ import annotations


class ToolkitError(Exception):
    """Base class of every error the toolkit raises on purpose."""


class IllegalActionError(ToolkitError):
    """An action the rules forbid; the game state is left untouched.

    Parameters
    ----------
    message:
        What was wrong, in plain words.
    rule:
        The rule ID (for example ``"HR-C3"``) that forbids the action, when one does.
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.rule = rule
        super().__init__(f"{rule}: {message}" if rule else message)


class CardDataError(ToolkitError):
    """Malformed card or villain data; names the file, the card and the field."""

    def __init__(
        self, message: str, *, file: str, card: str | None = None, field: str | None = None
    ) -> None:
        self.file = file
        self.card = card
        self.field = field
        where = file
        if card is not None:
            where += f", card {card!r}"
        if field is not None:
            where += f", field {field!r}"
        super().__init__(f"{where}: {message}")


class LogFormatError(ToolkitError):
    """A game log that is malformed or inconsistent with the rules."""


class SetupError(ToolkitError):
    """A game setup that cannot be played (unknown variant, wrong player count, ...)."""
