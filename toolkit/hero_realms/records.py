"""The public records of a Hero Realms game: pending decisions, action facts, the state as data.

The engine keeps its pending decision as a compact internal tuple and its zones as lists
of card instances; a board, a table widget or an exercise needs them as documented,
immutable records instead. This module builds those records from a game, so that nothing
outside the engine reads its private state:

* :func:`pending_decision`: the question the rules put to a player now, each answer with
  a label in plain words (``"discard Spark"``, ``"gain 3 combat"``);
* :func:`action_info`: for one legal action, the card it plays or uses, its target and
  its cost, as fields;
* :func:`state_dict`: everything on the table as JSON-ready data.

The engine's :meth:`~toolkit.hero_realms.engine.HeroRealmsGame.pending_decision`,
:meth:`~toolkit.hero_realms.engine.HeroRealmsGame.action_info` and
:meth:`~toolkit.hero_realms.engine.HeroRealmsGame.state_dict` call these.

Examples
--------
>>> from toolkit.core.actions import Action
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.from_position(
...     {"players": [{"hand": ["darian-war-mage"]}, {}]}, seed=1, names=["Ada", "Ben"])
>>> darian = game.players[0].hand[0]
>>> game.apply(Action("play", (darian,)))
>>> game.apply(Action("expend", (darian,)))
>>> [o.label for o in game.pending_decision.options]
['gain 3 combat', 'gain 4 health']
>>> game.describe_action(Action("choose", (0,)))
'Ada chooses: gain 3 combat'
>>> info = game.action_info(Action("choose", (1,)))
>>> info.kind, dict(info.extra)["option"], info.extra[0] == ("source", darian)
('choose', 'gain 4 health', True)
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

from toolkit.core.actions import Action
from toolkit.core.contract import ActionInfo, Option, PendingDecision
from toolkit.core.saved_position import pack_rng
from toolkit.hero_realms.decisions import DECISIONS
from toolkit.hero_realms.prompts import describe_pending
from toolkit.hero_realms.saved_position import offsets
from toolkit.hero_realms.text import effect_words, seat_names
from toolkit.i18n.card_names import namer
from toolkit.i18n.messages import translator

if TYPE_CHECKING:
    from toolkit.hero_realms.engine import HeroRealmsGame

__all__ = ["action_info", "option_label", "pending_decision", "state_dict"]


def _where(game: HeroRealmsGame, seat: int, iid: int) -> str | None:
    """The zone of one of ``seat``'s cards, by its short name (``"hand"``, ``"discard"``...)."""
    p = game.players[seat]
    for zone in ("hand", "discard", "deck", "in_play", "champions"):
        if iid in getattr(p, zone):
            return zone
    return None


def option_label(game: HeroRealmsGame, action: Action, lang: str = "en") -> str:
    """What answering the pending decision with ``action`` means, in plain words.

    The words are addressed to the player who answers (``"discard Spark"``,
    ``"stun Ben's Orc Grunt"``, ``"gain 3 combat"``), in ``lang`` (en, es, it).
    """
    t = translator(lang)
    names = seat_names(game, t)
    pend = game.pending
    kind, args = action.kind, action.args
    if pend is None:
        return str(action)
    if kind == "pass":
        declined = DECISIONS[pend[0]].pass_words
        return t.gettext(declined) if declined else t.gettext("pass")
    arg = args[0]
    name = namer(game.card_name, t.lang)
    if kind == "choose":
        return effect_words(pend[3][arg], lang)
    if kind == "sacrifice_card":
        if arg in game.players[pend[1]].hand:
            return t.tr("sacrifice {card} from your hand", card=name(arg))
        return t.tr("sacrifice {card} from your discard pile", card=name(arg))
    if kind == "stun":
        owner = game.owner_of_champion(arg)
        if owner is not None:
            return t.tr("stun {owner}'s {card}", owner=names[owner], card=name(arg))
        return t.tr("stun {card}", card=name(arg))
    if kind == "prepare":
        return t.tr("prepare {card}", card=name(arg))
    if kind == "target":
        return t.plural(
            "make {target} discard {n} card",
            "make {target} discard {n} cards",
            pend[3],
            target=names[arg],
        )
    if kind == "discard":
        return t.tr("discard {card}", card=name(arg))
    if kind == "draw_count":
        if arg == 0:
            return t.gettext("draw no card")
        return t.plural(
            "draw {n} card, then discard {n} card", "draw {n} cards, then discard {n} cards", arg
        )
    if kind == "to_top":
        return t.tr("put {card} on top of your deck", card=name(arg))
    if kind == "bequeath":
        return t.tr(
            "put {card} into {emperor}'s discard pile", card=name(arg), emperor=names[pend[3]]
        )
    return str(action)


def pending_decision(game: HeroRealmsGame, lang: str = "en") -> PendingDecision | None:
    """The game's pending decision as a :class:`~toolkit.core.contract.PendingDecision`.

    The prompt and the option labels are in ``lang`` (en, es, it).

    ``min_choices`` and ``max_choices`` count the answers the whole decision takes:
    "sacrifice up to 2 cards" is 0 and 2 (a pass among the options), "discard 2 cards"
    is 2 and 2, "choose one" 1 and 1.
    """
    pend = game.pending
    if pend is None or game.over:
        return None
    kind, seat, source = pend[0], pend[1], pend[2]
    options = []
    for action in game.legal_actions():
        card: int | None = None
        player: int | None = None
        location: str | None = None
        if action.kind in ("sacrifice_card", "prepare", "discard", "to_top", "bequeath"):
            card = action.args[0]
            location = _where(game, seat, card)
        elif action.kind == "stun":
            card = action.args[0]
            player = game.owner_of_champion(card)
            location = "champions"
        elif action.kind == "target":
            player = action.args[0]
        options.append(Option(action, option_label(game, action, lang), card, player, location))
    decision = DECISIONS[kind]
    low, high = decision.choices(pend)
    rule = decision.rule if kind != "target" else game.variant.rule
    return PendingDecision(
        player=seat,
        kind=kind,
        prompt=describe_pending(game, lang),
        options=tuple(options),
        min_choices=low,
        max_choices=high,
        source_card=source if source >= 0 else None,
        source_name=game.card_name(source) if source >= 0 else None,
        rule=rule,
    )


def action_info(game: HeroRealmsGame, action: Action) -> ActionInfo:
    """What a legal ``action`` plays, uses, targets and costs (check it is legal first)."""
    kind, args = action.kind, action.args
    seat = game.current_player
    fields: dict[str, Any] = {}
    extra: list[tuple[str, Any]] = []
    name = game.card_name
    if game.pending is not None:
        source = game.pending[2]
        extra.append(("source", source if source >= 0 else None))
        if kind == "choose":
            extra.append(("option", option_label(game, action)))
        elif kind == "draw_count":
            extra.append(("count", args[0]))
        elif kind == "stun":
            fields.update(target_card=args[0], target_player=game.owner_of_champion(args[0]))
            fields["location"] = "champions"
        elif kind == "target":
            fields["target_player"] = args[0]
        elif kind == "bequeath":
            fields.update(card=args[0], target_player=game.pending[3])
            fields["location"] = _where(game, seat, args[0])
        elif kind != "pass":
            fields.update(card=args[0], location=_where(game, seat, args[0]))
    elif kind in ("play", "expend", "ally", "sacrifice"):
        fields.update(card=args[0], location=_where(game, seat, args[0]))
    elif kind in ("buy", "buy_pooled"):
        card = args[0]
        cost = game.defs[card].cost
        where = "fire_gems" if game.defs[card].role == "fire_gem" else "market_row"
        fields.update(card=card, location=where, cost=cost, resource="gold")
        if kind == "buy_pooled":
            mate = next(s for s in game.teammates(seat) if not game.players[s].out)
            extra += [("teammate", mate), ("teammate_share", args[1])]
    elif kind == "attack_player":
        fields.update(target_player=args[0], cost=args[1], resource="combat")
    elif kind == "attack_champion":
        fields.update(target_card=args[0], target_player=game.owner_of_champion(args[0]))
        fields.update(location="champions", cost=args[1], resource="combat")
    elif kind == "send":
        fields.update(card=args[0], location="discard", target_player=args[1])
        fields.update(cost=1, resource="gold")
    elif kind == "hand_over":
        mates = [s for s in game.teammates(seat) if not game.players[s].out]
        fields["target_player"] = mates[0]
    if fields.get("card") is not None:
        fields["card_name"] = name(fields["card"])
    if fields.get("target_card") is not None:
        fields["target_name"] = name(fields["target_card"])
    return ActionInfo(
        action=action,
        kind=kind,
        player=seat,
        label=game.describe_action(action),
        extra=tuple(extra),
        **fields,
    )


def _cards(game: HeroRealmsGame, zone: list[int]) -> list[dict[str, Any]]:
    return [{"instance": c, "card": game.defs[c].id} for c in zone]


def _plain(value: Any) -> Any:
    """Tuples (the engine's effects and pending details) as JSON lists."""
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def state_dict(game: HeroRealmsGame) -> dict[str, Any]:
    """Everything on the table as JSON-ready data; see the engine's ``state_dict``."""
    players = []
    for p in game.players:
        players.append(
            {
                "seat": p.seat,
                "name": game.names[p.seat],
                "out": p.out,
                "health": game.health_of(p.seat),
                "gold": p.gold,
                "combat": p.combat,
                "hand": _cards(game, p.hand),
                "deck": _cards(game, p.deck),
                "discard": _cards(game, p.discard),
                "in_play": _cards(game, p.in_play),
                "champions": [
                    {
                        "instance": c,
                        "card": game.defs[c].id,
                        "expended": c in p.expended,
                        "damage": game.champion_damage.get(c, 0),
                    }
                    for c in p.champions
                ],
                "ally_used": sorted(p.ally_used),
                "pending_discards": p.pending_discards,
                "redirects": [list(r) for r in p.redirects],
            }
        )
    markets = [
        {
            "row": [None if c is None else {"instance": c, "card": game.defs[c].id} for c in row],
            "deck": _cards(game, deck),
            "fire_gems": _cards(game, gems),
        }
        for row, deck, gems in game.markets()
    ]
    pend = game.pending
    pending = None
    if pend is not None:
        pending = {
            "kind": pend[0],
            "player": pend[1],
            "source": pend[2] if pend[2] >= 0 else None,
            "details": _plain(pend[3:]),
        }
    rng = hashlib.sha256(repr(game.rng.getstate()).encode()).hexdigest()[:16]
    decisions_before, events_before = offsets(game)
    return {
        "game": game.game_name,
        "variant": game.variant.name,
        "seed": game.seed,
        "turn": game.turn,
        "active": game.active,
        "current_player": game.current_player,
        "over": game.over,
        "winners": list(game.winners),
        "handovers": game.handovers,
        "players": players,
        "health_totals": list(game.health),
        "markets": markets,
        "sacrificed": _cards(game, game.sacrificed),
        "pending": pending,
        "queued": [[seat, source, _plain(effect)] for seat, source, effect in game.stack],
        "decisions": decisions_before + len(game.decisions),
        "events": events_before + len(game.events),
        "rng": rng,
        "rng_state": pack_rng(game.rng),
    }
