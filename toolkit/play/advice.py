"""A move said to the player who would make it: "play Gold", "move to the Jolly Roger".

The engines say a move in the third person ("Player 1 plays Gold"), which is right for a
log or a review. A hint at the table is advice to the person at it, so the move it
recommends, and the next best move it is compared with, are said in the imperative
(Spanish *tú*, Italian *tu*) by :func:`advice`, from what the engine says the move touches
(:meth:`toolkit.core.game.Game.action_info`). A move of a kind not listed in
:data:`ADVICE` (an option of a card's choice, a step of a Vanquish) has no such words,
and the table says it as the engine does.

Examples
--------
>>> from toolkit.core.actions import Action
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=4)
>>> gold = next(a for a in game.legal_actions() if a.kind == "play")
>>> advice(game, gold, "es")
'juega Moneda de oro'
>>> advice(game, Action("end_turn"), "it")
'termina il turno'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolkit.core.errors import ToolkitError
from toolkit.i18n import translator
from toolkit.i18n.card_names import card_name
from toolkit.i18n.grammar import fill
from toolkit.i18n.messages import C_

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.game import Game

__all__ = ["ADVICE", "ADVICE_CONTEXT", "advice"]

ADVICE_CONTEXT = "advice"
"""The catalogue context of these words: a move in the imperative, inside a sentence."""

#: A move in the imperative, by the game and the engine's kind of move. ``{card}`` is the
#: card it plays, buys or targets, ``{target}`` the player it targets, ``{n}`` its cost.
ADVICE: dict[str, dict[str, tuple[str, str]]] = {
    "hero-realms": {
        "play": C_("advice", "play {card}"),
        "expend": C_("advice", "expend {card}"),
        "ally": C_("advice", "use the ally ability of {card}"),
        "sacrifice": C_("advice", "sacrifice {card} for its sacrifice ability"),
        "sacrifice_card": C_("advice", "sacrifice {card}"),
        "buy": C_("advice", "buy {card}"),
        "attack_player": C_("advice", "attack {target}"),
        "attack_champion": C_("advice", "attack {card}"),
        "stun": C_("advice", "stun {card}"),
        "discard": C_("advice", "discard {card}"),
        "end_turn": C_("advice", "end the turn"),
    },
    "villainous": {
        "move": C_("advice", "move to {location}"),
        "power": C_("advice", "take a Gain Power action"),
        "play": C_("advice", "play {card}"),
        "activate": C_("advice", "activate {card}"),
        "discard": C_("advice", "discard {card}"),
        "fate": C_("advice", "take a Fate action against {target}"),
        "vanquish": C_("advice", "vanquish {card}"),
        "move_hero": C_("advice", "move the Hero {card} to {location}"),
        "move_ally": C_("advice", "move {card} to {location}"),
        "end": C_("advice", "end the turn"),
    },
}

_GRAMMAR = {"hero-realms": "hero_realms", "villainous": "villainous"}
"""The key of each game in ``data/grammar.yaml`` (the articles of locations)."""


def advice(game: Game, action: Action, lang: str) -> str | None:
    """``action`` (legal in ``game``) in the imperative of ``lang``, starting in lower case,
    or None where the move has no such words (see :data:`ADVICE`).

    Parameters
    ----------
    game:
        The game the move is legal in (not changed).
    action:
        The move.
    lang:
        ``"en"``, ``"es"`` or ``"it"``.
    """
    said = ADVICE.get(game.game_name, {}).get(action.kind)
    if said is None:
        return None
    try:
        info = game.action_info(action)
    except (NotImplementedError, ToolkitError):
        return None
    g: Any = game
    card = info.target_name if action.kind in ("attack_champion", "stun", "vanquish") else None
    card = card or info.card_name or ""
    if game.game_name == "hero-realms" and card:
        card = card_name(card, lang)
    fields: dict[str, Any] = {
        "card": card,
        "target": g.names[info.target_player] if info.target_player is not None else "",
        "location": info.location or "",
        "n": info.cost if info.cost is not None else "",
    }
    needed = [k for k in fields if "{" + k + "}" in said[1]]
    if any(fields[k] == "" for k in needed):
        return None  # the engine did not say what the move touches: no words for it
    t = translator(lang)
    template = t.pgettext(*said)
    if action.kind.startswith("attack_") and isinstance(info.cost, int):
        # Translators: {what} is "attack Ben" or "attack Orc Grunt" in the imperative.
        template = t.npgettext(
            "advice", "{what} with {n} combat", "{what} with {n} combat", info.cost
        ).replace("{what}", template)
    return fill(t, template, _GRAMMAR[game.game_name], **fields)
