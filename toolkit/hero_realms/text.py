"""Words for Hero Realms actions, events, pending decisions and states.

Text is produced on demand (logs, replays, golden files), never while bots
play, so the engine stays fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkit.core.actions import Action
from toolkit.core.game import Event

if TYPE_CHECKING:
    from toolkit.hero_realms.engine import HeroRealmsGame

_DEST = {"discard": "discard pile", "top_of_deck": "top of their deck", "hand": "hand"}
_REASON = {
    "opponent": "an opponent's effect",
    "draw_then_discard": "draw then discard",
}
_DECLINE = {
    "sacrifice": "sacrifice no (more) cards",
    "stun": "stun no champion",
    "to_top": "put no card on top of their deck",
    "bequeath": "give no card to their emperor",
}


def plural(n: int, word: str) -> str:
    """``"1 card"``, ``"2 cards"``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


_PER = {
    "champion": "champion you have in play",
    "other_champion": "other champion you have in play",
    "other_guard": "other guard you have in play",
}


def _one_effect(e: tuple) -> str:
    verb = e[0]
    if verb == "gain":
        return f"gain {e[2]} {e[1]}"
    if verb == "gain_per":
        per = _PER.get(e[3]) or f"other {e[3][6:].capitalize()} card you have in play"
        return f"gain {e[2]} {e[1]} per {per}"
    if verb == "draw":
        return f"draw {plural(e[1], 'card')}"
    if verb == "stun":
        return ("you may " if e[1] else "") + "stun target champion"
    if verb == "prepare":
        return f"prepare {plural(e[1], 'champion')}"
    if verb == "opponent_discards":
        return f"target opponent discards {plural(e[1], 'card')}"
    if verb == "sacrifice":
        return f"you may sacrifice up to {plural(e[1], 'card')}"
    if verb == "choose_one":
        return "choose one: " + " or ".join(effect_words(o) for o in e[1])
    return str(verb).replace("_", " ")


def effect_words(effects: tuple) -> str:
    """An ability's effects in plain words (``"gain 3 combat"``, ``"draw 1 card"``)."""
    return " and ".join(_one_effect(e) for e in effects)


def describe_pending(game: HeroRealmsGame) -> str:
    """What the pending decision asks of the player to act."""
    pend = game.pending
    if pend is None:
        return "take a main-phase action"
    kind, source = pend[0], pend[2]
    src = f" (from {game.card_name(source)})" if source >= 0 else ""
    if kind == "choose":
        return "choose one: " + " / ".join(effect_words(o) for o in pend[3]) + src
    if kind == "sacrifice":
        return f"sacrifice up to {pend[3]} card(s) from {' or '.join(pend[4])}, or pass{src}"
    if kind == "stun":
        guarded = [
            game.names[t]
            for t in game.variant.champion_targets(game, pend[1])
            if game.has_guard(t) and any(not game.defs[c].guard for c in game.players[t].champions)
        ]
        note = "".join(
            f"; {name} has a prepared guard, so only {name}'s guards can be targeted (HR-C4)"
            for name in guarded
        )
        return f"choose a champion to stun{src}" + (" or pass" if pend[3] else "") + note
    if kind == "prepare":
        return f"choose an expended champion to prepare{src}"
    if kind == "target":
        return f"choose the opponent who will discard {pend[3]} card(s){src}"
    if kind == "discard":
        return f"discard {pend[3]} card(s) ({_REASON[pend[4]]})"
    if kind == "draw_count":
        return f"choose how many cards to draw (0 to {pend[3]}), then discard as many{src}"
    if kind == "to_top":
        what = "a champion" if pend[3] == "champion" else "a card"
        return f"choose {what} from the discard pile to put on top of the deck{src}"
    if kind == "bequeath":
        return (
            f"choose one card to put into {game.names[pend[3]]}'s discard pile, "
            "or pass (a knocked-out commander, HR-V11)"
        )
    return kind


def describe_action(game: HeroRealmsGame, action: Action) -> str:
    """A sentence for an action, naming the player to act."""
    who = game.names[game.current_player]
    kind, args = action.kind, action.args
    name = game.card_name
    if kind == "play":
        return f"{who} plays {name(args[0])}"
    if kind == "expend":
        return f"{who} expends {name(args[0])}"
    if kind == "ally":
        return f"{who} uses the ally ability of {name(args[0])}"
    if kind == "sacrifice":
        return f"{who} sacrifices {name(args[0])} for its sacrifice ability"
    if kind == "buy":
        return f"{who} buys {name(args[0])} for {game.defs[args[0]].cost} gold"
    if kind == "attack_player":
        return f"{who} attacks {game.names[args[0]]} with {args[1]} combat"
    if kind == "attack_champion":
        return f"{who} attacks {name(args[0])} with {args[1]} combat"
    if kind == "end_turn":
        return f"{who} ends the turn"
    if kind == "pass":
        pend = game.pending
        what = _DECLINE.get(pend[0], "pass") if pend else "pass"
        return f"{who} chooses to {what}"
    if kind == "choose":
        pend = game.pending
        if pend and pend[0] == "choose" and 0 <= args[0] < len(pend[3]):
            return f"{who} chooses: {effect_words(pend[3][args[0]])}"
        return f"{who} chooses option {args[0] + 1}"
    if kind == "sacrifice_card":
        return f"{who} sacrifices {name(args[0])}"
    if kind == "stun":
        return f"{who} stuns {name(args[0])}"
    if kind == "prepare":
        return f"{who} prepares {name(args[0])}"
    if kind == "target":
        return f"{who} targets {game.names[args[0]]}"
    if kind == "discard":
        return f"{who} discards {name(args[0])}"
    if kind == "draw_count":
        return f"{who} draws {args[0]} card(s) to discard as many"
    if kind == "to_top":
        return f"{who} puts {name(args[0])} on top of their deck"
    if kind == "hand_over":
        mates = [s for s in game.teammates(game.active) if not game.players[s].out]
        return f"{who} hands the team's turn over to {game.names[mates[0]]}" if mates else kind
    if kind == "buy_pooled":
        cost = game.defs[args[0]].cost or 0
        return f"{who} buys {name(args[0])} for {cost} gold, {args[1]} of it from their teammate"
    if kind == "send":
        return f"{who} pays 1 gold to move {name(args[0])} to {game.names[args[1]]}'s discard pile"
    if kind == "bequeath":
        pend = game.pending
        to = game.names[pend[3]] if pend and pend[0] == "bequeath" else "their emperor"
        return f"{who} puts {name(args[0])} into {to}'s discard pile"
    return f"{who}: {action}"


def describe_event(game: HeroRealmsGame, event: Event) -> str:
    """A sentence for an engine event."""
    kind = event[0]
    names = game.names
    name = game.card_name
    if kind == "shuffle_deck":
        return f"{names[event[1]]} shuffles their {event[2]}-card personal deck (HR-S1)"
    if kind == "shuffle_market":
        return f"The {event[1]}-card market deck is shuffled (HR-S2)"
    if kind == "market_reveal":
        return f"{name(event[2])} is turned face up in market slot {event[1] + 1} (HR-B3)"
    if kind == "market_empty":
        return f"Market slot {event[1] + 1} stays empty: the market deck is used up"
    if kind == "position":
        return "The cards are arranged into the lesson's position"
    if kind == "turn_start":
        if game.variant.team_turns:
            team = " and ".join(names[s] for s in game._team[event[1]])  # type: ignore[index]
            return f"Turn {event[2]}: {team} play their team's turn together, {names[event[1]]} first (HR-V6)"
        return f"Turn {event[2]}: {names[event[1]]} to play (HR-T1)"
    if kind == "draw":
        return f"{names[event[1]]} draws {name(event[2])}"
    if kind == "reshuffle":
        return (
            f"{names[event[1]]} shuffles their discard pile into a new {event[2]}-card deck (HR-R2)"
        )
    if kind == "play":
        card = game.defs[event[2]]
        rule = "HR-T5" if card.is_champion else "HR-T3"
        return f"{names[event[1]]} plays {card.name} ({rule})"
    if kind == "gain":
        src = f" from {name(event[4])}" if event[4] >= 0 else ""
        rule = "HR-A3" if event[2] == "health" else "HR-A2"
        return f"{names[event[1]]} gains {event[3]} {event[2]}{src} ({rule})"
    if kind == "expend":
        return f"{names[event[1]]} expends {name(event[2])} (HR-A5)"
    if kind == "ally":
        return f"{names[event[1]]} uses {name(event[2])}'s ally ability (HR-A6)"
    if kind == "sacrifice":
        where = (
            "returns to the Fire Gem pile (HR-A8)"
            if event[4] == "gems"
            else "leaves the game (HR-A7)"
        )
        return f"{names[event[1]]} sacrifices {name(event[2])}, which {where}"
    if kind == "buy":
        return f"{names[event[1]]} buys {name(event[2])} for {event[3]} gold (HR-B1)"
    if kind == "acquire_to":
        rule = "HR-B2" if event[3] == "discard" else "next-acquired effect"
        return f"{name(event[2])} goes to {names[event[1]]}'s {_DEST[event[3]]} ({rule})"
    if kind == "attack_player":
        return (
            f"{names[event[1]]} deals {event[3]} combat damage to {names[event[2]]}, "
            f"who has {event[4]} health left (HR-C1)"
        )
    if kind == "attack_champion":
        return f"{names[event[1]]} deals {event[3]} damage to {name(event[2])} ({event[4]} this turn, HR-T6)"
    if kind == "stun":
        how = "by an ability" if event[4] == "HR-C4" else "with combat"
        return f"{name(event[2])} is stunned {how} and goes to {names[event[3]]}'s discard pile ({event[4]})"
    if kind == "prepare":
        return f"{names[event[1]]} prepares {name(event[2])}"
    if kind == "choose":
        return f"{names[event[1]]} picks option {event[3] + 1} of {name(event[2])} (HR-A4)"
    if kind == "choose_draw":
        return f"{names[event[1]]} chooses to draw {event[3]}"
    if kind == "decline":
        return f"{names[event[1]]} chooses to {_DECLINE[event[3]]}"
    if kind == "discard":
        return f"{names[event[1]]} discards {name(event[2])} ({_REASON[event[3]]}, HR-D1)"
    if kind == "to_top":
        return f"{names[event[1]]} puts {name(event[2])} on top of their deck"
    if kind == "redirect":
        what = "action" if event[4] == "action" else "card"
        return (
            f"The next {what} {names[event[1]]} acquires this turn goes to their {_DEST[event[3]]}"
        )
    if kind == "opponent_discards":
        return f"{names[event[2]]} will discard {event[3]} card(s) at the start of their next turn"
    if kind == "no_effect":
        return f"{name(event[2])} has no effect: {event[3]}"
    if kind == "end_turn":
        return f"{names[event[1]]} ends the main phase"
    if kind == "lose_pool":
        return (
            f"{names[event[1]]} loses {event[2]} unspent gold and {event[3]} unspent combat (HR-D2)"
        )
    if kind == "discard_phase":
        return f"{names[event[1]]} discards {event[2]} card(s) from play and {event[3]} from hand (HR-D2)"
    if kind == "ready":
        return f"{names[event[1]]} readies {event[2]} champion(s) (HR-D3)"
    if kind == "out":
        return f"{names[event[1]]} is out (HR-E1)"
    if kind == "game_over":
        rule = {"first-blood": "HR-V2", "hydra": "HR-V4", "emperor": "HR-V13"}.get(
            game.variant.name, "HR-E1"
        )
        return "Game over: " + " and ".join(names[w] for w in event[1]) + f" won ({rule})"
    if kind == "hand_over":
        return f"{names[event[1]]} hands the team's turn over to {names[event[2]]} (HR-V6)"
    if kind == "pool_gold":
        return f"{names[event[1]]} adds {event[3]} gold to {names[event[2]]}'s purchase (HR-V7)"
    if kind == "send":
        return (
            f"{names[event[1]]} pays 1 gold to move {name(event[2])} to "
            f"{names[event[3]]}'s discard pile (HR-V12)"
        )
    if kind == "bequeath":
        return (
            f"{names[event[1]]}, knocked out, puts {name(event[2])} into "
            f"{names[event[3]]}'s discard pile (HR-V11)"
        )
    if kind == "reward":
        return (
            f"{names[event[1]]}, on the right of {names[event[2]]}, gains 10 health and "
            "draws a card (HR-V3)"
        )
    return f"{kind} {event[1:]}"


def card_list(game: HeroRealmsGame, cards: list[int]) -> str:
    """Comma-separated card names, or a dash for none."""
    return ", ".join(game.card_name(c) for c in cards) or "-"


def state_text(game: HeroRealmsGame) -> str:
    """A compact, complete text picture of the table (teacher's view)."""
    lines = [f"Turn {game.turn}, {game.names[game.active]} to play"]
    if game.over:
        lines[0] = f"Game over after turn {game.turn}: winner(s) " + ", ".join(
            game.names[w] for w in game.winners
        )
    variant = game.variant
    multi = variant.name != "free-for-all" or len(game.players) > 2
    if multi:
        lines.append(variant.describe(game))
    for p in game.players:
        champs = (
            ", ".join(
                f"{game.card_name(c)}{' (expended)' if c in p.expended else ''}"
                for c in p.champions
            )
            or "-"
        )
        label = ""
        if multi:
            label = variant.seat_label(game, p.seat)
            label = f" [seat {p.seat + 1}{', ' + label if label else ''}]"
            if p.seat == game.current_player and not game.over:
                label += " <- to act"
        health = "shared health" if variant.team_turns else "health"
        lines.append(
            f"{game.names[p.seat]}{' (out)' if p.out else ''}{label}: "
            f"{health} {game.health_of(p.seat)}, "
            f"gold {p.gold}, combat {p.combat}, deck {len(p.deck)}, discard {len(p.discard)}"
        )
        lines.append(f"  hand: {card_list(game, p.hand)}")
        lines.append(f"  in play: {card_list(game, p.in_play)}; champions: {champs}")
    row = ", ".join(game.card_name(c) if c is not None else "(empty)" for c in game.market_row)
    if game._markets is None:
        lines.append(
            f"Market: {row}; market deck {len(game.market_deck)}; fire gems {len(game.fire_gems)}"
        )
    else:
        for team, (mrow, deck, gems) in enumerate(game._markets):
            words = ", ".join(game.card_name(c) if c is not None else "(empty)" for c in mrow)
            lines.append(
                f"Team {team + 1}'s market: {words}; market deck {len(deck)}; fire gems {len(gems)}"
            )
    if game.pending is not None:
        lines.append(f"Pending: {game.names[game.current_player]} must {game.describe_pending()}")
    return "\n".join(lines)
