"""Option labels kept as records: the English words of a choice inside a card, and what
they were made from.

The engine offers a choice inside a card as ``(label, value)`` pairs, and the log keeps
the label in English. A :class:`Label` is that English text (it is a ``str``, so the log,
the bots and every comparison see the same words as before) that also remembers its
``form`` (a catalogue message such as ``"{card} to {location}"``) and its ``fields``
(printed names, numbers, lists of names, or the effects of an ability). The text layer
(:func:`toolkit.villainous.text.label_text`) writes a label in another language from
those, with the gender and number of each name (:mod:`toolkit.i18n.grammar`), never by
reading the English back.

A label that is a bare ``str`` is a printed card or location name and reads as printed.

Examples
--------
>>> lb = label("{card} to {location}", card="Smee", location="Skull Rock")
>>> lb, lb.form, lb.fields["location"]
('Smee to Skull Rock', '{card} to {location}', 'Skull Rock')
"""

from __future__ import annotations

from typing import Any

__all__ = ["EFFECTS", "TOKENS", "Label", "label"]

EFFECTS = "{effects}"
"""The form of a label that is the effects of an ability (its field ``effects``, made by
:func:`toolkit.villainous.verbs.effects_label`)."""
TOKENS = ("{n} tokens", "{n} token")
"""How many Strength tokens to put, by ``n == 1`` (the forms of one plural message)."""


class Label(str):
    """An option label: its English words, with the ``form`` and ``fields`` they were made
    from (see the module's description)."""

    form: str
    fields: dict[str, Any]

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """A copy (or a pickle of a game) keeps the record, not only the words."""
        return _rebuild, (str(self), self.form, self.fields)


def _rebuild(text: str, form: str, fields: dict[str, Any]) -> Label:
    out = Label(text)
    out.form = form
    out.fields = fields
    return out


def _english(value: Any) -> str:
    if isinstance(value, tuple):
        return ", ".join(str(x) for x in value)
    return str(value)


def label(form: str, **fields: Any) -> str:
    """The label ``form`` (a catalogue message) with ``fields`` filled in, in English: a
    :class:`Label` (typed as the ``str`` it is, as every option label is one).

    A field is a printed name (``str``), a number, a tuple of printed names (written
    ``A, B, C``) or another :class:`Label`.
    """
    return _rebuild(form.format(**{k: _english(v) for k, v in fields.items()}), form, fields)
