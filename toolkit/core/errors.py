"""Typed errors. Every refusal says what was wrong and, for rules, which rule forbids it."""

from __future__ import annotations

from collections.abc import Mapping

# The base class and the message helpers live in error_base, below the message
# catalogues (toolkit.i18n), which this module reads to put a refusal in words.
from toolkit.core.error_base import MAX_MESSAGE as MAX_MESSAGE
from toolkit.core.error_base import ToolkitError as ToolkitError
from toolkit.core.error_base import bounded as bounded
from toolkit.core.error_base import short_repr as short_repr


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
        self.forms: tuple[str, str] | None = None
        """The singular and plural templates, where the wording follows the count ``n``."""
        self.game = game
        """The game whose names the fields hold (None: no article or agreement)."""
        self.agree = agree
        """The field whose name the translation agrees with (None: none)."""
        super().__init__(f"{rule}: {message}" if rule else message)

    @classmethod
    def of(
        cls, template: str | tuple[str, str], rule: str | None = None, **params: object
    ) -> IllegalActionError:
        """A refusal written from a catalogue entry, so that it can be read in any language.

        Mark ``template`` with ``N_`` (:mod:`toolkit.i18n`) where it is written, or give a
        singular and plural pair marked with ``Nn_`` where the wording follows the count
        in the field ``n``.
        See :meth:`agreeing` for one whose words agree with a name, or that names a place.

        Examples
        --------
        >>> err = IllegalActionError.of("{card} is not in your hand", "HR-T2", card="Spark")
        >>> str(err)
        'HR-T2: Spark is not in your hand'
        """
        if isinstance(template, str):
            return cls(template.format(**params), rule, template=template, params=params)
        one, many = template
        chosen = one if params.get("n") == 1 else many
        err = cls(chosen.format(**params), rule, template=chosen, params=params)
        err.forms = template
        return err

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
        ``text(lang)`` method) is read in ``lang`` too, and a ``card`` field by the name
        the rules of ``lang`` give the card, where they give one.
        """
        reason = self.reason
        if self.template is not None and lang != "en":
            from toolkit.i18n.card_names import card_name
            from toolkit.i18n.messages import translator  # the engines need it only here

            fields: dict[str, object] = {}
            for key, value in self.params.items():
                in_lang = getattr(value, "text", None)
                fields[key] = in_lang(lang) if callable(in_lang) else value
                if key == "card" and isinstance(value, str):  # as the reader's rules name it
                    fields[key] = card_name(value, lang)
            t = translator(lang)
            if self.game is None:
                reason = t.say(self.forms or self.template, **fields)
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
