"""Words shared by every Hero Realms text: amounts, resources and zones.

The lowest layer of the engine's text: the effect vocabulary
(:mod:`toolkit.hero_realms.verbs`) and the sentences of
:mod:`toolkit.hero_realms.text` are written with these pieces, and with the
phrases and lists both games share (:mod:`toolkit.i18n.phrases`). Every phrase is
a message of the toolkit's gettext catalogue (``toolkit/locale``).

Examples
--------
>>> from toolkit.i18n.messages import translator
>>> amount(translator("it"), "combat", 3)
'3 punti combattimento'
"""

from __future__ import annotations

from toolkit.i18n.messages import N_, Translator

#: The zones a card may be sacrificed from.
ZONES = {"hand": N_("hand"), "discard": N_("discard")}


def plural(n: int, word: str) -> str:
    """``"1 card"``, ``"2 cards"`` (English; views use :meth:`Translator.plural`)."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def amount(t: Translator, resource: str, n: int) -> str:
    """``"3 combat"``, ``"1 health"``, ``"2 gold"`` in ``t``'s language."""
    if resource == "combat":
        return t.plural("{n} combat", "{n} combat", n)
    if resource == "gold":
        return t.plural("{n} gold", "{n} gold", n)
    if resource == "health":
        return t.plural("{n} health", "{n} health", n)
    return f"{n} {resource}"
