"""The Disney Villainous side of replays: rule titles, rules shown by events, fast copies.

Replays copy a state with the engine's ``clone()`` (a deep copy sharing the
immutable card and villain definitions). The tests check that every state
so reached equals a fresh replay of the log.

Examples
--------
>>> VillainousAdapter.rule_titles["V-T4"]
'a Hero covers the actions at the top of its location'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkit.replay.adapters import GameAdapter

if TYPE_CHECKING:
    from toolkit.core.game import Event, Game
    from toolkit.replay.core import Viewer

__all__ = ["RULE_TITLES", "VillainousAdapter"]

RULE_TITLES: dict[str, str] = {
    "V-S1": "each player takes a villain's board, mover, villain deck and fate deck",
    "V-S2": "the mover starts on the leftmost location",
    "V-S4": "each player draws an opening hand of 4 cards",
    "V-S6": "a locked location cannot be moved to until it is unlocked",
    "V-S7": "starting power by seat: 0, 1, 2, 2, 3, 3",
    "V-T1": "move to a different unlocked location, take its visible actions, then draw up to 4",
    "V-T3": "the actions: gain power, play a card, activate, move, fate, vanquish, discard",
    "V-T4": "a Hero covers the actions at the top of its location",
    "V-T5": "a card is paid for with power, which returns to the supply",
    "V-C1": "activating an ability costs its activation cost; the card stays",
    "V-C2": "an attached item moves and is discarded with its host",
    "V-C3": "a fate item is attached to a hero in the opponent's realm",
    "V-F1": "fate: reveal two cards of an opponent's fate deck, play one, discard the other",
    "V-F2": "a revealed card that cannot be played is discarded",
    "V-F3": "the fate token protects its holder from fate until another player is targeted",
    "V-V1": "allies whose strength reaches the hero's strength vanquish it",
    "V-V2": "strength counts every modifier in effect",
    "V-D1": "drawing from an empty villain deck shuffles the discard pile into a new deck",
    "V-W1": "each villain has a unique objective",
    "V-W2": "a player who fulfils their objective wins at once",
}

_EVENT_RULES: dict[str, tuple[str, ...]] = {
    "setup": ("V-S1", "V-S7"),
    "move": ("V-T1",),
    "draw": ("V-T1",),
    "gain": ("V-T3",),
    "reshuffle": ("V-D1",),
    "play": ("V-T5",),
    "activate": ("V-C1",),
    "fate": ("V-F1",),
    "reveal": ("V-F1",),
    "unplayable": ("V-F2",),
    "vanquish": ("V-V1", "V-V2"),
    "attach": ("V-C2",),
    "unlock": ("V-S6",),
    "win": ("V-W2",),
}


class VillainousAdapter(GameAdapter):
    """Replays of Disney Villainous (see the module docstring).

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> game = VillainousGame.new(seed=1)
    >>> copy = VillainousAdapter().copy(game)
    >>> str(copy) == str(game) and copy is not game
    True
    """

    game_name = "villainous"
    rule_titles = RULE_TITLES

    def event_rules(self, event: Event) -> tuple[str, ...]:
        """The rule an event shows (the engine's event texts name none)."""
        return _EVENT_RULES.get(event[0], ())

    def describe_event(self, game: Game, event: Event, viewer: Viewer, lang: str = "en") -> str:
        """Every Villainous event is public (draws are counts), so all viewers see the same."""
        from toolkit.html.villainous import event_text

        return event_text(game, event, lang)  # type: ignore[arg-type]

    def board_html(self, game: Game, viewer: Viewer, lang: str = "en") -> str:
        """The table, drawn by :func:`toolkit.html.villainous.state_html`."""
        from toolkit.html.villainous import state_html

        return state_html(game, viewer, lang=lang)  # type: ignore[arg-type]
