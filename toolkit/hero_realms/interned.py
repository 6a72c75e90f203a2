"""The action interner: every action of a game made once and shared.

Listing the legal actions is the engine's hottest path. The actions on one card
instance (``play 7``, ``buy 12`` ...) are made once, when this module loads, and an
attack's action (a target and an amount) is made on first use and kept. Sharing
one object per action makes listing cheap and ``action in legal`` mostly an
identity test; an :class:`~toolkit.core.actions.Action` is immutable, so sharing
is safe.

Examples
--------
>>> PLAY[3] is CARD_ACTIONS["play"][3], PLAY[3] == Action("play", (3,))
(True, True)
>>> attack_player_action(1, 5) is attack_player_action(1, 5)
True
"""

from __future__ import annotations

from typing import Final

from toolkit.core.actions import Action

END_TURN: Final = Action("end_turn")
PASS: Final = Action("pass")
HAND_OVER: Final = Action("hand_over")

MAX_INSTANCES: Final = 512
"""The most card instances a game may hold (the loader's limit of a set, dealt to six seats)."""
_CARD_KINDS = (
    "play",
    "expend",
    "ally",
    "sacrifice",
    "buy",
    "sacrifice_card",
    "stun",
    "prepare",
    "discard",
    "to_top",
    "bequeath",
)
CARD_ACTIONS: dict[str, list[Action]] = {
    kind: [Action(kind, (i,)) for i in range(MAX_INSTANCES)] for kind in _CARD_KINDS
}
PLAY: Final = CARD_ACTIONS["play"]
EXPEND: Final = CARD_ACTIONS["expend"]
ALLY: Final = CARD_ACTIONS["ally"]
SACRIFICE: Final = CARD_ACTIONS["sacrifice"]
BUY: Final = CARD_ACTIONS["buy"]

# Attacks name an amount as well, so their actions are made on first use and kept,
# by target (a seat, or a card instance) and then by amount.
_ATTACK_PLAYER: Final[list[list[Action | None]]] = [[] for _ in range(MAX_INSTANCES)]
_ATTACK_CHAMPION: Final[list[list[Action | None]]] = [[] for _ in range(MAX_INSTANCES)]


def _attack_action(table: list[list[Action | None]], kind: str, target: int, amount: int) -> Action:
    row = table[target]
    if amount < len(row):
        action = row[amount]
        if action is not None:
            return action
    else:
        row.extend([None] * (amount + 1 - len(row)))
    action = row[amount] = Action(kind, (target, amount))
    return action


def attack_player_action(target: int, amount: int) -> Action:
    """The shared action attacking seat ``target`` with ``amount`` combat.

    Examples
    --------
    >>> attack_player_action(1, 3) is attack_player_action(1, 3)
    True
    """
    return _attack_action(_ATTACK_PLAYER, "attack_player", target, amount)


def attack_champion_action(card: int, amount: int) -> Action:
    """The shared action attacking champion ``card`` with ``amount`` combat.

    Examples
    --------
    >>> attack_champion_action(12, 5).args
    (12, 5)
    """
    return _attack_action(_ATTACK_CHAMPION, "attack_champion", card, amount)
