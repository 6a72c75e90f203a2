"""The Hero Realms side of replays: rule titles, explanations and hidden cards.

Examples
--------
>>> HeroRealmsAdapter.rule_titles["HR-C3"][:30]
'a prepared guard protects its '
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.events import Draw
from toolkit.hero_realms.text import seat_names
from toolkit.i18n.messages import translator
from toolkit.replay.adapters import GameAdapter

if TYPE_CHECKING:
    from toolkit.core.game import Event, Game
    from toolkit.replay.core import Viewer

__all__ = ["RULE_TITLES", "HeroRealmsAdapter"]

RULE_TITLES: dict[str, str] = {
    "HR-S1": "each personal deck is 7 Gold, a Ruby, a Dagger and a Shortsword, shuffled",
    "HR-S2": "the market deck is every faction card, shuffled, with five cards face up",
    "HR-S3": "the 16 Fire Gems can always be bought while they last",
    "HR-S4": "with two players the first draws 3 cards and the second 5",
    "HR-S5": "with three or more players the hands are 3, 4, then 5 cards",
    "HR-S6": "every player starts with 50 health",
    "HR-S7": "the box holds 144 cards",
    "HR-T1": "players take turns clockwise; a turn is main, discard and draw phases",
    "HR-T2": "in the main phase actions may be taken in any order, as often as allowed",
    "HR-T3": "playing a card from hand is free",
    "HR-T4": "actions and items stay in play until the discard phase",
    "HR-T5": "a champion enters play ready and stays until stunned or sacrificed",
    "HR-T6": "a champion's defense is the damage it takes in one turn before it is stunned",
    "HR-A1": "a card's primary ability takes effect when it is played",
    "HR-A2": "gold and combat go to the pool and can be spent any time in the main phase",
    "HR-A3": "health gained is added at once, with no maximum",
    "HR-A4": "where an ability offers a choice, the player picks one effect",
    "HR-A5": "a ready champion is expended (turned sideways) to use its ability, once a turn",
    "HR-A6": "an ally ability needs another card of the same faction in play this turn",
    "HR-A7": "a sacrificed card leaves the game and its sacrifice effect applies",
    "HR-A8": "a sacrificed Fire Gem returns to the Fire Gem pile",
    "HR-B1": "a card is paid for with gold, from the market row or the Fire Gems",
    "HR-B2": "a bought card goes to the buyer's discard pile",
    "HR-B3": "a bought market card is replaced at once from the market deck",
    "HR-C1": "combat is spent to attack an opponent or an opponent's champion",
    "HR-C2": "combat equal to a champion's defense stuns it to its owner's discard pile",
    "HR-C3": (
        "a prepared guard protects its owner and their other champions from combat; "
        "the guards must be stunned first"
    ),
    "HR-C4": (
        "a targeted stun is blocked like an attack: while a prepared guard stands only a "
        "guard can be targeted; effects on the player, such as discards, are not blocked"
    ),
    "HR-C5": "combat from an expend ability goes to the pool like any other",
    "HR-D1": "discarded and acquired cards go face up to the owner's discard pile",
    "HR-D2": "unspent gold and combat are lost; cards in play and in hand are discarded",
    "HR-D3": "champions stay in play and are readied",
    "HR-R1": "in the draw phase the player draws 5 cards",
    "HR-R2": "drawing from an empty deck shuffles the discard pile into a new deck",
    "HR-E1": "a player at 0 health is out; the last player left wins",
    "HR-V1": "free-for-all: any other player may be attacked",
    "HR-V2": "Predator, First Blood: attack only the player on your left",
    "HR-V3": "Predator, Last One Standing: the player to the right of a knocked-out player "
    "gains 10 health and draws",
    "HR-V4": "Hydra: a team of two shares 75 health",
    "HR-V5": "Hydra: a teammate's cards do not enable ally abilities",
    "HR-V6": "Hydra: a team plays its turn together",
    "HR-V7": "Hydra: one member's guard protects both",
}


def _refusal(game: Game, action: Action) -> IllegalActionError | None:
    return game.why_illegal(action)


class HeroRealmsAdapter(GameAdapter):
    """Replays of Hero Realms: explanations that name rules, and each player's view.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
    >>> draw = next(e for e in game.setup_events() if e[0] == "draw" and e[1] == 1)
    >>> HeroRealmsAdapter().describe_event(game, draw, 0)
    'Ben draws a card'
    """

    game_name = "hero-realms"
    rule_titles = RULE_TITLES

    def notes(self, before: Game, action: Action, lang: str = "en") -> list[str]:
        """Say why a guard was attacked first (HR-C3) when the player could not hit past it.

        In ``lang`` (en, es, it), the refusal included.
        """
        if action.kind != "attack_champion" or before.pending is not None:  # type: ignore[attr-defined]
            return []
        owner = before.owner_of_champion(action.args[0])  # type: ignore[attr-defined]
        if owner is None:
            return []
        refusal = _refusal(before, Action("attack_player", (owner, 1)))
        if refusal is None or refusal.rule != "HR-C3":
            return []
        t = translator(lang)
        names = seat_names(before, t)  # type: ignore[arg-type]
        why = refusal.text(lang).removeprefix("HR-C3: ")
        return [
            t.tr(
                "{who} could not attack {target} directly: {why} (HR-C3)",
                who=names[before.current_player],
                target=names[owner],
                why=why,
            )
        ]

    def describe_event(self, game: Game, event: Event, viewer: Viewer, lang: str = "en") -> str:
        """Hide the names of cards an opponent draws (their hand is secret); in ``lang``."""
        if viewer is not None and event[0] == "draw":
            draw = Draw._make(event)  # the event's fields by name
            if draw.seat != viewer:
                t = translator(lang)
                return t.tr("{who} draws a card", who=seat_names(game, t)[draw.seat])  # type: ignore[arg-type]
        return game.describe_event(event, lang)  # type: ignore[call-arg]

    def board_html(self, game: Game, viewer: Viewer, lang: str = "en") -> str:
        """The table, drawn by :func:`toolkit.html.hero_realms.state_html`, in ``lang``."""
        from toolkit.html.hero_realms import state_html

        return state_html(game, viewer, lang)  # type: ignore[arg-type]
