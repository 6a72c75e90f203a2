"""Who sits at a table, in words a learner reads.

A seat is played by a person (:data:`HUMAN`) or by a bot named for programmers
("greedy", "lookahead", ...): the name chooses the bot, and logs and tournament tables
record it. A learner never reads that name: :func:`bot_words` says what the bot does.

Examples
--------
>>> from toolkit.i18n import translator
>>> bot_words("lookahead", translator("it"))
'prova le scelte più incerte qualche turno più avanti'
"""

from __future__ import annotations

from toolkit.i18n import Translator, translator
from toolkit.i18n.messages import N_

__all__ = ["BOT_WORDS", "HUMAN", "bot_words"]

HUMAN = "human"
"""The seat name of a person at the table (every other seat name is a bot of the game)."""

BOT_WORDS: dict[str, str] = {
    # Translators: what a bot does, as the end of "the bot that ...", in the present tense.
    "random": N_("plays at random"),
    # Translators: what a bot does, as the end of "the bot that ...", in the present tense.
    "greedy": N_("takes what looks best right now"),
    # Translators: what a bot does, as the end of "the bot that ...", in the present tense.
    "tuned": N_("takes what looks best right now, by tested rules of thumb"),
    # Translators: what a bot does, as the end of "the bot that ...", in the present tense.
    "lookahead": N_("tries its close choices a few turns ahead"),
    # Translators: what a bot does, as the end of "the bot that ...", in the present tense.
    "heuristic": N_("plays towards its villain's objective"),
    # Translators: what a bot does, as the end of "the bot that ...", in the present tense.
    "search": N_("plays each choice out in many possible futures and keeps the one that wins most"),
}
"""What each bot of the games does, in plain words (English msgids), by the bot's name.

The names ("greedy", "lookahead", ...) are for programmers: they choose a seat's bot,
and logs and tournament tables record them. A learner reads these words instead."""


def bot_words(bot: str, t: Translator | None = None) -> str | None:
    """What the bot called ``bot`` does, in ``t``'s language (``None`` for a name that is
    not one of the games' bots, such as ``"human"``).

    The words end a phrase "the bot that ...", which each language's sentence holds,
    so that no bot's name reaches a learner's screen.

    Examples
    --------
    >>> bot_words("random"), bot_words("random", translator("es"))
    ('plays at random', 'juega al azar')
    >>> bot_words("human") is None
    True
    """
    words = BOT_WORDS.get(bot)
    if words is None:
        return None
    return (t or translator("en")).gettext(words)
