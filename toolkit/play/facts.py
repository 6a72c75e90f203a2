"""What an action touches and what the rules are asking, read from the engine contract.

The table never parses an action's text: it asks the engine for
:meth:`~toolkit.core.game.Game.action_info` (which card an action plays, which
player or location it targets) and :attr:`~toolkit.core.game.Game.pending_decision`
(who must answer which question, with named options). An engine that does not yet
describe its actions gets the same records built from its published action shapes
(the arguments documented in each engine's ``legal_actions``), so that the table
works on every engine of the toolkit; as soon as the engine answers, its own
records are used.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
>>> play = next(a for a in game.legal_actions() if a.kind == "play")
>>> info = action_facts(game, play)
>>> info.card == play.args[0], info.label.startswith("Ada plays")
(True, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolkit.core.contract import ActionInfo, Option, PendingDecision

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.game import Game

__all__ = ["action_facts", "pending_decision", "state_snapshot"]

_HR_CARD = frozenset(
    {"play", "expend", "ally", "sacrifice", "buy", "buy_pooled", "sacrifice_card", "discard"}
    | {"prepare", "to_top", "bequeath", "send"}
)
_HR_TARGET_CARD = frozenset({"attack_champion", "stun"})
_HR_TARGET_PLAYER = frozenset({"attack_player", "target"})


def action_facts(game: Game, action: Action) -> ActionInfo:
    """The :class:`~toolkit.core.contract.ActionInfo` of a legal ``action``.

    Asks the engine first; an engine without ``action_info`` gets the record built
    from its action shapes.
    """
    try:
        return game.action_info(action)
    except NotImplementedError:
        return _shape_facts(game, action)


def pending_decision(game: Game) -> PendingDecision | None:
    """The question the rules put to the player to act, or None.

    Asks the engine first; an engine without ``pending_decision`` gets one option per
    legal action, each labelled by the engine's own description of it.
    """
    try:
        return game.pending_decision
    except NotImplementedError:
        pass
    if game.over or getattr(game, "pending", None) is None:
        return None
    options = []
    for a in game.legal_actions():
        info = _shape_facts(game, a)
        label = game.short_action(a) if a.kind == "choose" else info.label
        label = label.removeprefix("choose ")
        options.append(
            Option(a, label, card=info.card or info.target_card, player=info.target_player)
        )
    describe = getattr(game, "describe_pending", None)
    prompt = describe() if describe is not None else "choose"
    kind = (
        game.pending[0] if isinstance(game.pending, tuple) else game.pending.get("kind", "choose")
    )  # type: ignore[attr-defined]
    return PendingDecision(
        player=game.current_player, kind=str(kind), prompt=prompt, options=tuple(options)
    )


def state_snapshot(game: Game) -> Any:
    """The engine's :meth:`~toolkit.core.game.Game.state_dict` (or its text when it has none).

    Used to show that a refused action changed nothing.
    """
    try:
        return game.state_dict()
    except NotImplementedError:
        return (str(game), len(game.decisions), len(game.events))


def _shape_facts(game: Game, action: Action) -> ActionInfo:
    kind, args = action.kind, action.args
    player = game.current_player
    label = game.describe_action(action)
    fields: dict[str, Any] = {}
    if game.game_name == "hero-realms":
        if kind in _HR_CARD and args:
            fields["card"] = args[0]
            if kind == "send":
                fields["target_player"] = args[1]
        elif kind in _HR_TARGET_CARD and args:
            fields["target_card"] = args[0]
        elif kind in _HR_TARGET_PLAYER and args:
            fields["target_player"] = args[0]
    elif game.game_name == "villainous":
        names = [loc.name for loc in game.players[player].villain.locations]  # type: ignore[attr-defined]
        if kind == "move":
            fields["location"] = names[args[0]]
        elif kind == "play":
            fields["card"] = args[1]
            fields["location"] = names[args[2]] if 0 <= args[2] < 4 else None
            if args[3] >= 0:
                fields["target_card"] = args[3]
        elif kind in ("activate", "discard"):
            fields["card"] = args[1]
        elif kind in ("condition", "discard_more"):
            fields["card"] = args[0]
        elif kind == "move_ally":
            fields["card"] = args[1]
            fields["location"] = names[args[2]]
        elif kind == "move_hero":
            fields["target_card"] = args[1]
            fields["location"] = names[args[2]]
        elif kind == "vanquish":
            fields["target_card"] = args[1]
            fields["extra"] = (("allies", tuple(args[2])),)
        elif kind == "fate":
            fields["target_player"] = args[1]
    return ActionInfo(action, kind, player, label, **fields)
