"""Typed errors. Every refusal says what was wrong and, for rules, which rule forbids it."""

from __future__ import annotations

import reprlib
from collections.abc import Mapping

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


class IllegalActionError(ToolkitError):
    """An action the rules forbid; the game state is left untouched.

    Parameters
    ----------
    message:
        What was wrong, in plain words.
    rule:
        The rule ID (for example ``"HR-C3"``) that forbids the action, when one does.
    template, params:
        The message-catalogue entry the message was written from, and its fields.
    game:
        The game (``"villainous"``, ``"hero_realms"``) whose names the fields hold, so
        that a translation puts the article of a name that takes one (*alla Jolly Roger*).
    agree:
        The field whose name the translation agrees with (*derrotada*, *stordito*): the
        template is then a gendered message (:func:`toolkit.i18n.grammar.gendered`).
    """

    def __init__(
        self,
        message: str,
        rule: str | None = None,
        *,
        template: str | None = None,
        params: Mapping[str, object] | None = None,
        game: str | None = None,
        agree: str | None = None,
    ) -> None:
        self.rule = rule
        self.reason = bounded(message)
        """The refusal in English, without the rule ID."""
        self.template = template
        """The message-catalogue entry the reason was written from (``{name}`` fields)."""
        self.params = dict(params or {})
        """The values of the template's fields: card and player names, numbers."""
        self.game = game
        """The game whose names the fields hold (None: no article or agreement)."""
        self.agree = agree
        """The field whose name the translation agrees with (None: none)."""
        super().__init__(f"{rule}: {message}" if rule else message)

    @classmethod
    def of(cls, template: str, rule: str | None = None, **params: object) -> IllegalActionError:
        """A refusal written from a catalogue entry, so that it can be read in any language.

        Mark ``template`` with ``N_`` (:mod:`toolkit.i18n`) where it is written.
        See :meth:`agreeing` for one whose words agree with a name, or that names a place.

        Examples
        --------
        >>> err = IllegalActionError.of("{card} is not in your hand", "HR-T2", card="Spark")
        >>> str(err)
        'HR-T2: Spark is not in your hand'
        """
        return cls(template.format(**params), rule, template=template, params=params)

    @classmethod
    def agreeing(
        cls,
        template: str,
        rule: str | None,
        game: str,
        agree: str | None,
        **params: object,
    ) -> IllegalActionError:
        """A refusal like :meth:`of` whose translation agrees with the name in the field
        ``agree`` (``template`` is then the message of a ``gendered`` declaration) and
        puts the article of each name of ``game`` that takes one.

        Examples
        --------
        >>> err = IllegalActionError.agreeing(
        ...     "{card} cannot be stunned now", "HR-C4", "hero_realms", "card", card="Spark"
        ... )
        >>> str(err)
        'HR-C4: Spark cannot be stunned now'
        """
        return cls(
            template.format(**params),
            rule,
            template=template,
            params=params,
            game=game,
            agree=agree,
        )

    def text(self, lang: str = "en") -> str:
        """The refusal in ``lang`` (``"en"``, ``"es"`` or ``"it"``), with the rule ID.

        A refusal not written from a catalogue entry is given as it was raised. A
        field that is itself text in several languages (an object with a
        ``text(lang)`` method) is read in ``lang`` too.
        """
        reason = self.reason
        if self.template is not None and lang != "en":
            from toolkit.i18n import translator  # the engines do not need it otherwise

            fields: dict[str, object] = {}
            for key, value in self.params.items():
                in_lang = getattr(value, "text", None)
                fields[key] = in_lang(lang) if callable(in_lang) else value
            t = translator(lang)
            if self.game is None:
                reason = t.tr(self.template, **fields)
            else:
                from toolkit.i18n.grammar import fill, form

                said = t.gettext(self.template)
                if self.agree is not None:
                    name = str(self.params.get(self.agree, ""))
                    said = t.pgettext(form(self.game, name, lang).context, self.template)
                reason = fill(t, said, self.game, **fields)
        return bounded(f"{self.rule}: {reason}" if self.rule else reason)


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


class ArgumentError(ToolkitError, ValueError):
    """A value of the wrong kind or out of range, given to a public function or method
    (a card id that is not a whole number, a turn past the end of a game, a file that
    would be overwritten); refused before anything is changed or written.

    Where a learner sees it, the message is in the learner's language.
    """


class UsageError(ToolkitError):
    """A command-line mistake (a bad option value, an option that does not apply, an
    output path that cannot be written); found before any work starts."""


class SaveError(ToolkitError):
    """A game that could not be saved: the file is there already (and was not to be
    replaced), or it cannot be written. Nothing was written."""
