"""The public records of a Villainous game: pending decisions, action facts and the table as data.

The engine keeps its pending state and its actions in compact internal forms (slot codes
such as ``L2T0``, option numbers); a board, a table widget or an exercise needs to know who
must answer what, which card an action plays and where, and what the whole table holds,
without reading the engine's private fields. :class:`~toolkit.villainous.engine.VillainousGame`
answers through the functions here (``pending_decision``, ``action_info``, ``find_action``,
``state_dict``); this module only reads the game.

Examples
--------
>>> from toolkit.villainous.engine import VillainousGame
>>> game = VillainousGame.new(seed=1, villains=["captain_hook", "ursula"])
>>> info = game.action_info(game.legal_actions()[0])
>>> info.kind, info.location
('move', 'Skull Rock')
>>> game.find_action("move", location="Mermaid Lagoon")
Action(kind='move', args=(2,))
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

from toolkit.core.actions import Action
from toolkit.core.contract import ActionInfo, Option, PendingDecision
from toolkit.core.errors import IllegalActionError
from toolkit.core.saved_position import pack_rng
from toolkit.villainous.carddef import Effect
from toolkit.villainous.decisions import question_name, rule_of
from toolkit.villainous.pending import CardChoice, ConditionOffer, MoreDiscards, VanquishChoice
from toolkit.villainous.saved_position import internals, offsets

if TYPE_CHECKING:
    from toolkit.villainous.engine import VillainousGame
    from toolkit.villainous.state import Frame

STATE_VERSION = 2
"""The version of :func:`state_dict`'s layout; it moves on when a field changes meaning."""


def _value_fields(game: VillainousGame, fr: Frame, key: Any, v: Any) -> tuple[Any, Any]:
    """(card, location name) an option's value names, if any."""
    k = question_name(key)
    seat = fr.owner
    card: int | None = None
    loc: int | None = None
    if isinstance(v, bool) or v is None:
        return None, None
    if k in ("dest", "mvv", "lock", "chosen_location") and isinstance(v, int):
        loc = v
    elif k in ("target", "instead_discard", "ingredient", "d") and isinstance(v, int):
        card = v
    elif k == "mv" and isinstance(v, tuple):
        card, loc = v
    elif k in ("fate", "pfh") and isinstance(v, tuple) and len(v) == 3:
        card, loc = v[0], v[1]
    elif k == "rtp" and isinstance(v, tuple):
        loc = v[0]
    elif k == "t" and isinstance(v, tuple):
        card = v[1]
    elif k in ("attach", "swap") and isinstance(v, tuple):
        card = v[0]
    name = game.loc_name(seat, loc) if loc is not None and 0 <= loc < 4 else None
    return card, name


def pending_decision(game: VillainousGame, lang: str = "en") -> PendingDecision | None:
    """The question the rules put to a player now, as a frozen record (None if none).

    The prompt and the option labels are in ``lang`` (en, es, it); card and location
    names stay as printed.
    """
    from toolkit.villainous import text

    pd = game.pending
    if pd is None or game.over:
        return None
    seat = pd.seat
    who = game.names[seat]
    legal = game.legal_actions()
    if isinstance(pd, ConditionOffer):
        return text.condition_decision(game, legal, seat, lang)
    if isinstance(pd, MoreDiscards):
        return text.discard_more_decision(game, legal, seat, lang)
    if isinstance(pd, VanquishChoice):
        return text.vanquish_decision(game, legal, seat, lang)
    assert isinstance(pd, CardChoice)
    fr = pd.frame
    key = pd.key
    labels = pd.labels
    values = pd.values
    opts = []
    for i, a in enumerate(legal):
        card, loc = _value_fields(game, fr, key, values[i])
        label = text.label_text(labels[i], lang)
        opts.append(Option(a, label, card=card, location=loc))
    src = fr.source if isinstance(fr.source, int) else None
    source_name = game.card_name(src) if src is not None else None
    if source_name is None and isinstance(fr.source, str):
        source_name = game.token_name(fr.owner, fr.source)
    return PendingDecision(
        seat,
        "choose",
        text.choice_prompt(who, question_name(key), source_name, lang),
        tuple(opts),
        source_card=src,
        source_name=source_name,
        rule=rule_of(pd),
    )


def action_info(game: VillainousGame, action: Action, lang: str = "en") -> ActionInfo:
    """What a legal action plays, uses, targets and costs (see ``VillainousGame.action_info``).

    Its ``label`` is in ``lang`` (en, es, it).
    """
    game.verify(action)
    return _info(game, action, lang)


def _info(game: VillainousGame, action: Action, lang: str = "en") -> ActionInfo:
    seat = game.current_player
    k, a = action.kind, action.args
    label = game.describe_action(action, lang)
    base: dict[str, Any] = {"action": action, "kind": k, "player": seat, "label": label}
    p = game.players[seat]
    extra: list[tuple[str, Any]] = []

    def card(iid: int) -> dict[str, Any]:
        return {"card": iid, "card_name": game.card_name(iid)}

    def target(iid: int) -> dict[str, Any]:
        return {"target_card": iid, "target_name": game.card_name(iid)}

    if a and isinstance(a[0], str):  # an action symbol: which one, and where it is printed
        symbol = game.slot_symbol(a[0])
        if symbol is not None:
            extra.append(("symbol", symbol[0]))
            if symbol[1] is not None:
                extra.append(("symbol_location", game.loc_name(seat, symbol[1])))
    if k == "move":
        base["location"] = game.loc_name(seat, a[0])
    elif k == "power":
        amount = game.slot_power(a[0])
        extra.append(("gain", amount))
    elif k == "play":
        iid, loc, host, pay = a[1], a[2], a[3], a[4]
        base.update(card(iid))
        if host >= 0:
            base.update(target(host))
        if loc >= 0:
            base["location"] = game.loc_name(seat, loc)
        if pay == 1:
            alt = game.alternative_payment(seat, iid)
            base["cost"], base["resource"] = 0, "power"
            if alt is not None:
                extra.append(("discard_instead", alt))
        else:
            base["cost"], base["resource"] = game.card_cost(p, iid, host), "power"
    elif k == "activate":
        iid = a[1]
        base.update(card(iid))
        base["location"] = game.loc_name(seat, game.loc_of(iid))
        abilities = game.defs[iid].triggered("activate")
        base["cost"] = abilities[0].cost if abilities else 0
        base["resource"] = "power"
    elif k in ("move_ally", "move_hero"):
        base.update(card(a[1]))
        base["location"] = game.loc_name(seat, a[2])
        extra.append(("from", game.loc_name(seat, game.loc_of(a[1]))))
    elif k == "fate":
        base["target_player"] = a[1]
    elif k == "vanquish":
        base.update(target(a[1]))
        base["location"] = game.loc_name(seat, game.loc_of(a[1]))
    elif k in ("discard", "discard_more"):
        base.update(card(a[-1]))
    elif k == "brew":
        cost = game.action_cost(seat, "brew_poison")
        base["cost"], base["resource"] = a[1] + cost, "power"
        extra.append(("poison", a[1]))
    elif k == "condition":
        base.update(card(a[0]))
    elif k in ("vanquish_ally", "vanquish_done") and isinstance(game.pending, VanquishChoice):
        hero = game.pending.hero
        base.update(target(hero))
        base["location"] = game.loc_name(seat, game.loc_of(hero))
        if k == "vanquish_ally":
            base.update(card(a[0]))
        else:
            extra.append(("allies", tuple(game.pending.chosen)))
    elif k == "choose":
        decision = pending_decision(game)
        option = decision.option_for(action) if decision is not None else None
        if option is not None:
            if option.card is not None:
                base.update(card(option.card))
            if option.location is not None:
                base["location"] = option.location
            if option.player is not None:
                base["target_player"] = option.player
            if decision is not None and decision.source_card is not None:
                extra.append(("source_card", decision.source_card))
    if extra:
        base["extra"] = tuple(extra)
    return ActionInfo(**base)


def find_action(
    game: VillainousGame,
    kind: str,
    *,
    card: int | None = None,
    location: str | int | None = None,
    target: int | None = None,
) -> Action:
    """The legal action of ``kind`` that uses ``card``, happens at ``location`` and aims at
    ``target`` (a card instance, or a seat for Fate); the first listed one if several match.

    ``location`` is a location's printed name (``"Skull Rock"``), its id in the data
    (``"skull_rock"``) or its position 0 to 3 in the Realm of the player to act. Raises
    :class:`IllegalActionError` saying what was looked for when no legal action matches.
    """
    seat = game.current_player
    want_loc: str | None = None
    if location is not None:
        want_loc = _location_name(game, seat, location)
    for action in game.legal_actions():
        if action.kind != kind:
            continue
        info = _info(game, action)
        if card is not None and info.card != card:
            continue
        if want_loc is not None and info.location != want_loc:
            continue
        if target is not None and target not in (info.target_card, info.target_player):
            continue
        return action
    parts = [kind]
    if card is not None:
        parts.append(f"card {game.card_name(card)}")
    if want_loc is not None:
        parts.append(f"at {want_loc}")
    if target is not None:
        parts.append(f"aimed at {target}")
    raise IllegalActionError(f"no legal action {' '.join(parts)} now")


def _location_name(game: VillainousGame, seat: int, location: str | int) -> str:
    locs = game.players[seat].villain.locations
    if isinstance(location, bool):
        raise IllegalActionError(f"a location is a name or a number 0 to 3, not {location!r}")
    if isinstance(location, int):
        if not 0 <= location < len(locs):
            raise IllegalActionError(f"there is no location {location}: locations are 0 to 3")
        return locs[location].name
    for loc in locs:
        if location in (loc.name, loc.id):
            return loc.name
    names = ", ".join(loc.name for loc in locs)
    raise IllegalActionError(f"{game.names[seat]}'s Realm has no location {location!r} ({names})")


def _cards(game: VillainousGame, ids: Any) -> list[dict[str, Any]]:
    return [{"id": i, "card": game.defs[i].id} for i in ids]


def state_dict(game: VillainousGame) -> dict[str, Any]:
    """The whole table as plain data (see ``VillainousGame.state_dict`` for the layout)."""
    players = []
    for p in game.players:
        s = p.seat
        v = p.villain
        realm = []
        for li, loc in enumerate(v.locations):
            realm.append(
                {
                    "location": loc.name,
                    "locked": li in p.locked,
                    "top": _cards(game, p.top[li]),
                    "bottom": _cards(game, p.bottom[li]),
                }
            )
        players.append(
            {
                "seat": s,
                "name": game.names[s],
                "villain": v.id,
                "power": p.power,
                "poison": p.poison,
                "location": game.loc_name(s, p.loc),
                "lock_removed": p.lock_removed,
                "hand": _cards(game, p.hand),
                "deck": _cards(game, p.deck),
                "discard": _cards(game, p.discard),
                "fate_deck": _cards(game, p.fate_deck),
                "fate_discard": _cards(game, p.fate_discard),
                "maui_deck": _cards(game, p.maui_deck),
                "maui_discard": _cards(game, p.maui_discard),
                "ingredients": _cards(game, p.ingredients),
                "realm": realm,
                "treasure_supply": list(p.treasure_supply),
                "treasures": [
                    {"hero": h, "token": tok[0], "face_up": bool(tok[1])}
                    for h, tok in sorted(p.treasure_on.items())
                ],
                "claimed": list(p.claimed),
                "objective": list(game.objective_progress(s)),
                "turn": {
                    "used": sorted(p.used),
                    "grants": [_plain(g) for g in p.grants],
                    "activated": [[i, n] for i, n in sorted(p.activated.items())],
                    "dutchman_used": p.dutchman_used,
                    "may_stay": p.may_stay,
                    "stay_next": p.stay_next,
                    "strength_this_turn": [list(m) for m in p.temp_mods],
                    "until_next_turn": [_plain([ev, eff, src]) for ev, eff, src in p.watchers],
                },
            }
        )
    decision = pending_decision(game)
    decisions_before, events_before = offsets(game)
    return {
        "version": STATE_VERSION,
        "game": "villainous",
        "seed": game.seed,
        "options": {k: game.setup[k] for k in ("activation", "fate_token", "fate_token_players")},
        "turn": game.turn,
        "active": game.active,
        "phase": game.phase,
        "over": game.over,
        "winners": game.winners,
        "fate_token": game.fate_holder if game.fate_token_on else None,
        "players": players,
        "attached": [[i, h] for i, h in sorted(game.host.items())],
        "strength_tokens": [[i, n] for i, n in sorted(game.tokens.items()) if n],
        "set_aside": _cards(game, sorted(game.limbo)),
        "pending": None
        if decision is None
        else {
            "player": decision.player,
            "kind": decision.kind,
            "prompt": decision.prompt,
            "options": [[o.label, o.action.to_json()] for o in decision.options],
        },
        "resolving": [
            {
                "owner": fr.owner,
                "chooser": fr.chooser,
                "source": fr.source,
                "step": fr.i,
                "effects": _plain(fr.effects),
                "held": list(fr.held),
                "choices": sorted(repr(x) for x in fr.scratch.items()),
            }
            for fr in game.stack
        ],
        "conditions": {
            "events": [list(e) for e in game.cond_events],
            "asked": list(game.cond_queue),
            "answered_by": sorted(game.cond_used),
            "offered": sorted([s, i] for s, i in game.cond_offered),
        },
        "decisions": decisions_before + len(game.decisions),
        "events": events_before + len(game.events),
        "shuffler": hashlib.sha256(repr(game.rng.getstate()).encode()).hexdigest()[:16],
        "rng_state": pack_rng(game.rng),
        "internals": internals(game),
    }


def _plain(value: Any) -> Any:
    """``value`` with tuples as lists and every mapping key as text, ready for JSON."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, Effect):
        return {value.verb: _plain(value.params)}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return repr(value)
