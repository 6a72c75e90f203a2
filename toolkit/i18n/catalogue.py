"""The words every learner-facing view shares, marked for the message catalogue.

Boards, the play table, the replay widget, exercises and exports all need the
same controls and labels; they are declared once here so that translators see
them in ``messages.pot`` from the start, and views look them up with
:func:`toolkit.i18n.translator`. Nothing is translated at import time: ``N_``
and ``ngettext`` below only mark the English text for extraction.

Card names are not here: they stay as printed (see ``docs/translations.md``).

Examples
--------
>>> from toolkit.i18n import translator
>>> [translator("es").gettext(m) for m in CONTROLS[:3]]
['Jugar', 'Pausa', 'Paso adelante']
"""

from __future__ import annotations

from toolkit.i18n.messages import N_


def ngettext(singular: str, plural: str) -> tuple[str, str]:
    """Mark a singular/plural pair for extraction (the name Babel's extractor looks for)."""
    return (singular, plural)


#: Buttons and controls of the widgets (play table, replay, exercises).
CONTROLS: tuple[str, ...] = (
    N_("Play"),
    N_("Pause"),
    N_("Step forward"),
    N_("Step back"),
    N_("Stop"),
    N_("End turn"),
    N_("Hint"),
    N_("Undo"),
    N_("New game"),
    N_("Save"),
    N_("Load"),
    N_("Why can't I?"),
    N_("Check"),
    N_("Retry"),
    N_("Show me"),
    N_("Next"),
    N_("Previous"),
    N_("Jump to turn"),
    N_("View as"),
    N_("Everyone (teacher)"),
    N_("Speed"),
    N_("Choose"),
    N_("Confirm"),
    N_("Cancel"),
    N_("Language"),
)

#: Tooltips of the controls above.
TOOLTIPS: tuple[str, ...] = (
    N_("Play the game step by step"),
    N_("Go one step forward"),
    N_("Go one step back"),
    N_("Finish your turn: discard and draw"),
    N_("Take back your last decision"),
    N_("Suggest a good move"),
    N_("Explain why this move is not allowed"),
)

#: Feedback of exercises and of the play table.
FEEDBACK: tuple[str, ...] = (
    N_("Correct!"),
    N_("Not quite"),
    N_("Not quite: {reason}"),
    N_("Well done!"),
    N_("Try again."),
    N_("The answer: {answer}"),
    N_("Your answer"),
    N_("Rule {rule}"),
    N_("You cannot do that: {reason}"),
    N_("Nothing to undo."),
    N_("No hint: there is nothing useful left to do."),
    N_("Exercise {number} of {total}"),
    N_("Question"),
    N_("Explanation"),
)

#: Seats, turns and the end of a game.
SEATS_AND_TURNS: tuple[str, ...] = (
    N_("Seat {n}"),
    N_("Turn {n}"),
    N_("Step {step} of {total}"),
    N_("Your turn"),
    N_("{name}'s turn"),
    N_("{name} to play"),
    N_("Waiting for {name}"),
    N_("{name} wins!"),
    N_("{name} is out"),
    N_("You win!"),
    N_("You lose."),
    N_("Game over"),
    N_("Draw"),
    N_("Team {n}"),
    N_("Setup"),
    N_("Main phase"),
    N_("Discard phase"),
    N_("Draw phase"),
    N_("Bot"),
    N_("You"),
)

#: Labels of the Hero Realms board.
HERO_REALMS_BOARD: tuple[str, ...] = (
    N_("Hand"),
    N_("Deck"),
    N_("Discard pile"),
    N_("In play"),
    N_("Champions"),
    N_("Market"),
    N_("Market deck"),
    N_("Fire Gems"),
    N_("Sacrificed"),
    N_("Health"),
    N_("Gold"),
    N_("Combat"),
    N_("Cost"),
    N_("Defense"),
    N_("Guard"),
    N_("Ready"),
    N_("Expended"),
    N_("Faction"),
    N_("Action"),
    N_("Item"),
    N_("Champion"),
    N_("Emperor"),
    N_("Commander"),
)

#: Labels of the Villainous board.
VILLAINOUS_BOARD: tuple[str, ...] = (
    N_("Realm"),
    N_("Location"),
    N_("Locked"),
    N_("Villain deck"),
    N_("Fate deck"),
    N_("Power"),
    N_("Strength"),
    N_("Hero"),
    N_("Ally"),
    N_("Condition"),
    N_("Effect"),
    N_("Mover"),
    N_("Covered"),
    N_("Objective"),
    N_("Fate token"),
)

#: Counts, with real plural forms in every language (``Translator.plural``).
PLURALS: tuple[tuple[str, str], ...] = (
    ngettext("{n} card", "{n} cards"),
    ngettext("{n} health", "{n} health"),
    ngettext("{n} power", "{n} power"),
    ngettext("{n} combat", "{n} combat"),
    ngettext("{n} gold", "{n} gold"),
    ngettext("{n} turn", "{n} turns"),
    ngettext("{n} step", "{n} steps"),
    ngettext("{n} game", "{n} games"),
    ngettext("{n} player", "{n} players"),
    ngettext("{n} champion", "{n} champions"),
    ngettext("{n} hero", "{n} heroes"),
    ngettext("{n} ally", "{n} allies"),
    ngettext("{n} card in hand", "{n} cards in hand"),
    ngettext("{n} card left in the deck", "{n} cards left in the deck"),
    ngettext("Choose {n} card", "Choose {n} cards"),
)

#: Every single message above, for checks and menus.
ALL_MESSAGES: tuple[str, ...] = (
    CONTROLS + TOOLTIPS + FEEDBACK + SEATS_AND_TURNS + HERO_REALMS_BOARD + VILLAINOUS_BOARD
)
