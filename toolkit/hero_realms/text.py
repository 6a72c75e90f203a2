"""Words for Hero Realms actions, events, pending decisions and states, in three languages.

Text is produced on demand (logs, replays, golden files, boards), never while
bots play, so the engine stays fast. Every sentence is a message of the
toolkit's gettext catalogue (``toolkit/locale``): English is the catalogue's
source text, and Spanish and Italian use the terms of the published rule
documents (*combate*, *oro*, *campeón*, *guardia*, *aturdir*, *sacrificar*,
*aliado*; *combattimento*, *oro*, *campione*, *guardia*, *stordire*,
*sacrificare*, *alleato*). Card names stay as printed, and so do the faction
names (Guild, Imperial, Necros, Wild).

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
>>> turn = next(e for e in game.events if e[0] == "turn_start")
>>> describe_event(game, turn)
'Turn 1: Ada to play (HR-T1)'
>>> describe_event(game, turn, "es")
'Turno 1: juega Ada (HR-T1)'
>>> effect_words((("gain", "combat", 3), ("draw", 1)), "it")
'guadagna 3 punti combattimento e pesca 1 carta'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from toolkit.core.actions import Action
from toolkit.core.game import Event
from toolkit.hero_realms.events import EVENTS
from toolkit.hero_realms.verbs import ability_words, effect_words
from toolkit.hero_realms.wording import (
    ZONES,
    amount,
    plural,
)
from toolkit.i18n.card_names import card_name, namer
from toolkit.i18n.grammar import C_, agree, fill, gendered
from toolkit.i18n.messages import N_, Translator, translator
from toolkit.i18n.phrases import Localized, joined, localized, localized_join

__all__ = [
    "ZONES",
    "Localized",
    "amount",
    "card_text",
    "describe_action",
    "describe_event",
    "effect_words",
    "joined",
    "localized",
    "localized_join",
    "plural",
    "refusal_names",
    "seat_names",
    "state_text",
]

if TYPE_CHECKING:
    from toolkit.hero_realms.carddef import CardDef
    from toolkit.hero_realms.engine import HeroRealmsGame


def seat_names(game: HeroRealmsGame, t: Translator) -> list[str]:
    """The players' names, a default "Player N" written in ``t``'s language.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> seat_names(HeroRealmsGame.new(seed=1), translator("es"))
    ['Jugador 1', 'Jugador 2']
    """
    names = list(game.names)
    if t.lang == "en":
        return names
    return [
        t.tr("Player {n}", n=i + 1) if name == f"Player {i + 1}" else name
        for i, name in enumerate(names)
    ]


#: Where an acquired card goes (event ``acquire_to``), as a place name.
_DEST = {
    "discard": N_("{card} goes to {who}'s discard pile ({rule})"),
    "top_of_deck": N_("{card} goes to {who}'s top of their deck ({rule})"),
    "hand": N_("{card} goes to {who}'s hand ({rule})"),
}
#: Why a player discards.
_REASON = {
    "opponent": N_("an opponent's effect"),
    "draw_then_discard": N_("draw then discard"),
}
#: A declined pending decision, as an event (``decline``) or an action (``pass``).
_DECLINE = {
    "sacrifice": N_("{who} chooses to sacrifice no (more) cards"),
    "stun": N_("{who} chooses to stun no champion"),
    "to_top": N_("{who} chooses to put no card on top of their deck"),
    "bequeath": N_("{who} chooses to give no card to their emperor"),
}
#: The next card acquired goes somewhere else (event ``redirect``): (what, to).
_REDIRECT = {
    ("action", "top_of_deck"): N_(
        "The next action {who} acquires this turn goes to their top of their deck"
    ),
    ("action", "hand"): N_("The next action {who} acquires this turn goes to their hand"),
    ("action", "discard"): N_(
        "The next action {who} acquires this turn goes to their discard pile"
    ),
    ("card", "top_of_deck"): N_(
        "The next card {who} acquires this turn goes to their top of their deck"
    ),
    ("card", "hand"): N_("The next card {who} acquires this turn goes to their hand"),
    ("card", "discard"): N_("The next card {who} acquires this turn goes to their discard pile"),
}
#: Why an ability did nothing (event ``no_effect``).
_NO_EFFECT = {
    "no champion to stun": N_("{card} has no effect: no champion to stun"),
    "no opponent to target": N_("{card} has no effect: no opponent to target"),
    "no card to put on the deck": N_("{card} has no effect: no card to put on the deck"),
    "no expended champion to prepare": N_("{card} has no effect: no expended champion to prepare"),
}


def _from(t: Translator, game: HeroRealmsGame, source: int) -> str:
    if source < 0:
        return ""
    return t.tr(" (from {card})", card=card_name(game.card_name(source), t.lang))


def describe_action(game: HeroRealmsGame, action: Action, lang: str = "en") -> str:
    """A sentence for an action, naming the player to act.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> describe_action(HeroRealmsGame.new(seed=1, names=["Ada", "Ben"]), Action("end_turn"), "es")
    'Ada termina el turno'
    """
    t = translator(lang)
    names = seat_names(game, t)
    who = names[game.current_player]
    kind, args = action.kind, action.args
    name = namer(game.card_name, lang)
    if kind == "play":
        return t.tr("{who} plays {card}", who=who, card=name(args[0]))
    if kind == "expend":
        return t.tr("{who} expends {card}", who=who, card=name(args[0]))
    if kind == "ally":
        return t.tr("{who} uses the ally ability of {card}", who=who, card=name(args[0]))
    if kind == "sacrifice":
        return t.tr(
            "{who} sacrifices {card} for its sacrifice ability", who=who, card=name(args[0])
        )
    if kind == "buy":
        if game.defs[args[0]].cost is None:  # a card that is not for sale (a refused buy)
            return t.tr("{who} buys {card}", who=who, card=name(args[0]))
        return t.tr(
            "{who} buys {card} for {cost} gold",
            who=who,
            card=name(args[0]),
            cost=game.defs[args[0]].cost,
        )
    if kind == "attack_player":
        return t.plural(
            "{who} attacks {target} with {n} combat",
            "{who} attacks {target} with {n} combat",
            args[1],
            who=who,
            target=names[args[0]],
        )
    if kind == "attack_champion":
        return t.plural(
            "{who} attacks {target} with {n} combat",
            "{who} attacks {target} with {n} combat",
            args[1],
            who=who,
            target=name(args[0]),
        )
    if kind == "end_turn":
        return t.tr("{who} ends the turn", who=who)
    if kind == "pass":
        pend = game.pending
        declined = _DECLINE.get(pend[0]) if pend else None
        return t.tr(declined or N_("{who} chooses to pass"), who=who)
    if kind == "choose":
        pend = game.pending
        if pend and pend[0] == "choose" and 0 <= args[0] < len(pend[3]):
            # the option is quoted as its button reads (an order), not put after "elige:"
            said = t.pgettext("the option quoted as its button reads", "{who} chooses: {option}")
            return fill(t, said, _GAME, who=who, option=effect_words(pend[3][args[0]], lang))
        return t.tr("{who} chooses option {n}", who=who, n=args[0] + 1)
    if kind == "sacrifice_card":
        return t.tr("{who} sacrifices {card}", who=who, card=name(args[0]))
    if kind == "stun":
        return t.tr("{who} stuns {card}", who=who, card=name(args[0]))
    if kind == "prepare":
        return t.tr("{who} prepares {card}", who=who, card=name(args[0]))
    if kind == "target":
        return t.tr("{who} targets {target}", who=who, target=names[args[0]])
    if kind == "discard":
        return t.tr("{who} discards {card}", who=who, card=name(args[0]))
    if kind == "draw_count":
        return t.plural(
            "{who} draws {n} card to discard as many",
            "{who} draws {n} cards to discard as many",
            args[0],
            who=who,
        )
    if kind == "to_top":
        return t.tr("{who} puts {card} on top of their deck", who=who, card=name(args[0]))
    if kind == "hand_over":
        mates = [s for s in game.teammates(game.active) if not game.players[s].out]
        if not mates:
            return kind
        return t.tr("{who} hands the team's turn over to {mate}", who=who, mate=names[mates[0]])
    if kind == "buy_pooled":
        return t.plural(
            "{who} buys {card} for {cost} gold, {n} of it from their teammate",
            "{who} buys {card} for {cost} gold, {n} of it from their teammate",
            args[1],
            who=who,
            card=name(args[0]),
            cost=game.defs[args[0]].cost or 0,
        )
    if kind == "send":
        return t.tr(
            "{who} pays 1 gold to move {card} to {mate}'s discard pile",
            who=who,
            card=name(args[0]),
            mate=names[args[1]],
        )
    if kind == "bequeath":
        pend = game.pending
        if pend and pend[0] == "bequeath":
            return t.tr(
                "{who} puts {card} into {emperor}'s discard pile",
                who=who,
                card=name(args[0]),
                emperor=names[pend[3]],
            )
        return t.tr(
            "{who} puts {card} into their emperor's discard pile", who=who, card=name(args[0])
        )
    return f"{who}: {action}"


_GAME = "hero_realms"

# The sentences whose words agree with the card they name (Spanish "aturdido/aturdida",
# Italian "girato/girata"), one translation per gender and number of the card's name.
_REVEALED = gendered(
    C_("masculine", "{card} is turned face up in market slot {slot} (HR-B3)"),
    C_("feminine", "{card} is turned face up in market slot {slot} (HR-B3)"),
    C_("masculine plural", "{card} is turned face up in market slot {slot} (HR-B3)"),
    C_("feminine plural", "{card} is turned face up in market slot {slot} (HR-B3)"),
)
_STUNNED_BY_ABILITY = gendered(
    C_("masculine", "{card} is stunned by an ability and goes to {owner}'s discard pile ({rule})"),
    C_("feminine", "{card} is stunned by an ability and goes to {owner}'s discard pile ({rule})"),
    C_(
        "masculine plural",
        "{card} is stunned by an ability and goes to {owner}'s discard pile ({rule})",
    ),
    C_(
        "feminine plural",
        "{card} is stunned by an ability and goes to {owner}'s discard pile ({rule})",
    ),
)
_STUNNED_WITH_COMBAT = gendered(
    C_("masculine", "{card} is stunned with combat and goes to {owner}'s discard pile ({rule})"),
    C_("feminine", "{card} is stunned with combat and goes to {owner}'s discard pile ({rule})"),
    C_(
        "masculine plural",
        "{card} is stunned with combat and goes to {owner}'s discard pile ({rule})",
    ),
    C_(
        "feminine plural",
        "{card} is stunned with combat and goes to {owner}'s discard pile ({rule})",
    ),
)
_EXPENDED = gendered(
    C_("masculine", " (expended)"),
    C_("feminine", " (expended)"),
    C_("masculine plural", " (expended)"),
    C_("feminine plural", " (expended)"),
)

_GAME_OVER_RULE = {"first-blood": "HR-V2", "hydra": "HR-V4", "emperor": "HR-V13"}
#: Events told by their player (``seat``) and one card (``card``) alone.
_WHO_CARD = {
    "draw": N_("{who} draws {card}"),
    "expend": N_("{who} expends {card} (HR-A5)"),
    "ally": N_("{who} uses {card}'s ally ability (HR-A6)"),
    "prepare": N_("{who} prepares {card}"),
    "to_top": N_("{who} puts {card} on top of their deck"),
}
#: Events told by their player (``seat``) alone.
_WHO = {
    "end_turn": N_("{who} ends the main phase"),
    "out": N_("{who} is out (HR-E1)"),
}


def describe_event(game: HeroRealmsGame, event: Event, lang: str = "en") -> str:
    """A sentence for an engine event.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])
    >>> describe_event(game, ("gain", 0, "health", 3, -1), "es")
    'Ada gana 3 puntos de salud (HR-A3)'
    """
    t = translator(lang)
    kind = event[0]
    if kind not in EVENTS:
        return f"{kind} {event[1:]}"
    e: Any = EVENTS.record(event)  # the event's fields by name (toolkit.hero_realms.events)
    names = seat_names(game, t)
    name = namer(game.card_name, lang)
    told = _WHO_CARD.get(kind)
    if told is not None:
        return t.tr(told, who=names[e.seat], card=name(e.card))
    told = _WHO.get(kind)
    if told is not None:
        return t.tr(told, who=names[e.seat])
    if kind == "shuffle_deck":
        return t.tr("{who} shuffles their {n}-card personal deck (HR-S1)", who=names[e.seat], n=e.n)
    if kind == "shuffle_market":
        return t.tr("The {n}-card market deck is shuffled (HR-S2)", n=e.n)
    if kind == "market_reveal":
        shown = name(e.card)
        return fill(t, agree(t, _REVEALED, _GAME, shown), _GAME, card=shown, slot=e.slot + 1)
    if kind == "market_empty":
        return t.tr("Market slot {slot} stays empty: the market deck is used up", slot=e.slot + 1)
    if kind == "position":
        return t.gettext("The cards are arranged into the lesson's position")
    if kind == "turn_start":
        if game.variant.team_turns:
            team = joined(t, (names[s] for s in game.team(e.seat)))
            return t.tr(
                "Turn {n}: {team} play their team's turn together, {who} first (HR-V6)",
                n=e.turn,
                team=team,
                who=names[e.seat],
            )
        return t.tr("Turn {n}: {who} to play (HR-T1)", n=e.turn, who=names[e.seat])
    if kind == "reshuffle":
        return t.tr(
            "{who} shuffles their discard pile into a new {n}-card deck (HR-R2)",
            who=names[e.seat],
            n=e.n,
        )
    if kind == "play":
        card = game.defs[e.card]
        rule = "HR-T5" if card.is_champion else "HR-T3"
        return t.tr(
            "{who} plays {card} ({rule})",
            who=names[e.seat],
            card=card_name(card.name, lang),
            rule=rule,
        )
    if kind == "gain":
        rule = "HR-A3" if e.resource == "health" else "HR-A2"
        gained = amount(t, e.resource, e.amount)
        if e.source >= 0:
            return t.tr(
                "{who} gains {amount} from {card} ({rule})",
                who=names[e.seat],
                amount=gained,
                card=name(e.source),
                rule=rule,
            )
        return t.tr("{who} gains {amount} ({rule})", who=names[e.seat], amount=gained, rule=rule)
    if kind == "sacrifice":
        if e.to == "gems":
            message = N_("{who} sacrifices {card}, which returns to the Fire Gem pile (HR-A8)")
        else:
            message = N_("{who} sacrifices {card}, which leaves the game (HR-A7)")
        return t.tr(message, who=names[e.seat], card=name(e.card))
    if kind == "buy":
        return t.tr(
            "{who} buys {card} for {cost} gold (HR-B1)",
            who=names[e.seat],
            card=name(e.card),
            cost=e.cost,
        )
    if kind == "acquire_to":
        rule = "HR-B2" if e.dest == "discard" else t.gettext("next-acquired effect")
        return t.tr(_DEST[e.dest], card=name(e.card), who=names[e.seat], rule=rule)
    if kind == "attack_player":
        return t.plural(
            "{who} deals {n} combat damage to {target}, who has {health} health left (HR-C1)",
            "{who} deals {n} combat damage to {target}, who has {health} health left (HR-C1)",
            e.amount,
            who=names[e.seat],
            target=names[e.target],
            health=e.health,
        )
    if kind == "attack_champion":
        return t.plural(
            "{who} deals {n} damage to {card} ({total} this turn, HR-T6)",
            "{who} deals {n} damage to {card} ({total} this turn, HR-T6)",
            e.amount,
            who=names[e.seat],
            card=name(e.card),
            total=e.total,
        )
    if kind == "stun":
        champion = name(e.card)
        stunned = _STUNNED_BY_ABILITY if e.rule == "HR-C4" else _STUNNED_WITH_COMBAT
        said = agree(t, stunned, _GAME, champion)
        return fill(t, said, _GAME, card=champion, owner=names[e.owner], rule=e.rule)
    if kind == "choose":
        return t.tr(
            "{who} picks option {n} of {card} (HR-A4)",
            who=names[e.seat],
            n=e.option + 1,
            card=name(e.source),
        )
    if kind == "choose_draw":
        return t.plural(
            "{who} chooses to draw {n}", "{who} chooses to draw {n}", e.n, who=names[e.seat]
        )
    if kind == "decline":
        return t.tr(_DECLINE[e.what], who=names[e.seat])
    if kind == "discard":
        return t.tr(
            "{who} discards {card} ({reason}, HR-D1)",
            who=names[e.seat],
            card=name(e.card),
            reason=t.gettext(_REASON[e.reason]),
        )
    if kind == "redirect":
        what = "action" if e.only == "action" else "card"
        return t.tr(_REDIRECT[what, e.dest], who=names[e.seat])
    if kind == "opponent_discards":
        return t.plural(
            "{who} will discard {n} card at the start of their next turn",
            "{who} will discard {n} cards at the start of their next turn",
            e.n,
            who=names[e.target],
        )
    if kind == "no_effect":
        why = _NO_EFFECT.get(e.why)
        if why is None:
            return f"{name(e.source)} has no effect: {e.why}"
        return t.tr(why, card=name(e.source))
    if kind == "lose_pool":
        # Only the amounts that are not zero are named.
        if not e.combat:
            return t.tr("{who} loses {gold} unspent gold (HR-D2)", who=names[e.seat], gold=e.gold)
        if not e.gold:
            return t.plural(
                "{who} loses {n} unspent combat (HR-D2)",
                "{who} loses {n} unspent combat (HR-D2)",
                e.combat,
                who=names[e.seat],
            )
        return t.plural(
            "{who} loses {gold} unspent gold and {n} unspent combat (HR-D2)",
            "{who} loses {gold} unspent gold and {n} unspent combat (HR-D2)",
            e.combat,
            who=names[e.seat],
            gold=e.gold,
        )
    if kind == "discard_phase":
        return t.plural(
            "{who} discards {n} card from play and {hand} from hand (HR-D2)",
            "{who} discards {n} cards from play and {hand} from hand (HR-D2)",
            e.in_play,
            who=names[e.seat],
            hand=e.hand,
        )
    if kind == "ready":
        return t.plural(
            "{who} readies {n} champion (HR-D3)",
            "{who} readies {n} champions (HR-D3)",
            e.n,
            who=names[e.seat],
        )
    if kind == "game_over":
        return t.tr(
            "Game over: {winners} won ({rule})",
            winners=joined(t, (names[w] for w in e.winners)),
            rule=_GAME_OVER_RULE.get(game.variant.name, "HR-E1"),
        )
    if kind == "hand_over":
        return t.tr(
            "{who} hands the team's turn over to {mate} (HR-V6)",
            who=names[e.seat],
            mate=names[e.mate],
        )
    if kind == "pool_gold":
        return t.plural(
            "{who} adds {n} gold to {buyer}'s purchase (HR-V7)",
            "{who} adds {n} gold to {buyer}'s purchase (HR-V7)",
            e.share,
            who=names[e.seat],
            buyer=names[e.buyer],
        )
    if kind == "send":
        return t.tr(
            "{who} pays 1 gold to move {card} to {mate}'s discard pile (HR-V12)",
            who=names[e.seat],
            card=name(e.card),
            mate=names[e.mate],
        )
    if kind == "bequeath":
        return t.tr(
            "{who}, knocked out, puts {card} into {emperor}'s discard pile (HR-V11)",
            who=names[e.seat],
            card=name(e.card),
            emperor=names[e.emperor],
        )
    if kind == "reward":
        return t.tr(
            "{who}, on the right of {out}, gains 10 health and draws a card (HR-V3)",
            who=names[e.seat],
            out=names[e.out],
        )
    return f"{kind} {event[1:]}"


def card_list(game: HeroRealmsGame, cards: list[int], lang: str = "en") -> str:
    """Comma-separated card names (as a reader of ``lang`` finds them), or a dash for none."""
    return ", ".join(card_name(game.card_name(c), lang) for c in cards) or "-"


def state_text(game: HeroRealmsGame, lang: str = "en") -> str:
    """A compact, complete text picture of the table (teacher's view)."""
    t = translator(lang)
    names = seat_names(game, t)
    lines = [t.tr("Turn {n}, {who} to play", n=game.turn, who=names[game.active])]
    if game.over:
        lines[0] = t.plural(
            "Game over after turn {turn}: the winner is {winners}",
            "Game over after turn {turn}: the winners are {winners}",
            len(game.winners),
            turn=game.turn,
            winners=", ".join(names[w] for w in game.winners),
        )
    variant = game.variant
    multi = variant.name != "free-for-all" or len(game.players) > 2
    if multi:
        lines.append(variant.describe(game, lang))
    empty = t.gettext("(empty)")
    for p in game.players:
        champs = (
            ", ".join(
                card_name(game.card_name(c), lang)
                + _expended(t, game.card_name(c), c in p.expended)
                for c in p.champions
            )
            or "-"
        )
        label = ""
        if multi:
            words = variant.seat_label(game, p.seat, lang)
            seat = p.seat + 1
            if words:
                label = t.tr(" [seat {n}, {label}]", n=seat, label=words)
            else:
                label = t.tr(" [seat {n}]", n=seat)
            if p.seat == game.current_player and not game.over:
                label += t.gettext(" <- to act")
        health = t.gettext("shared health") if variant.team_turns else t.gettext("health")
        out = t.gettext(" (out)") if p.out else ""
        lines.append(
            t.tr(
                "{who}{out}{label}: {health} {hp}, gold {gold}, combat {combat}, "
                "deck {deck}, discard {discard}",
                who=names[p.seat],
                out=out,
                label=label,
                health=health,
                hp=game.health_of(p.seat),
                gold=p.gold,
                combat=p.combat,
                deck=len(p.deck),
                discard=len(p.discard),
            )
        )
        lines.append(t.tr("  hand: {cards}", cards=card_list(game, p.hand, lang)))
        lines.append(
            t.tr(
                "  in play: {cards}; champions: {champions}",
                cards=card_list(game, p.in_play, lang),
                champions=champs,
            )
        )
    markets = game.markets()
    if len(markets) == 1:
        row = ", ".join(
            card_name(game.card_name(c), lang) if c is not None else empty for c in game.market_row
        )
        lines.append(
            t.tr(
                "Market: {row}; market deck {deck}; fire gems {gems}",
                row=row,
                deck=len(game.market_deck),
                gems=len(game.fire_gems),
            )
        )
    else:
        for team, (mrow, deck, gems) in enumerate(markets):
            words = ", ".join(
                card_name(game.card_name(c), lang) if c is not None else empty for c in mrow
            )
            lines.append(
                t.tr(
                    "Team {n}'s market: {row}; market deck {deck}; fire gems {gems}",
                    n=team + 1,
                    row=words,
                    deck=len(deck),
                    gems=len(gems),
                )
            )
    if game.pending is not None:
        lines.append(
            t.tr(
                "Pending: {who} must {what}",
                who=names[game.current_player],
                what=game.describe_pending(lang),
            )
        )
    return "\n".join(lines)


def pending_phrase(game: HeroRealmsGame) -> Localized:
    """The pending decision in the three languages, for a refusal that names it."""
    from toolkit.i18n.languages import LANGUAGES

    return Localized({lang: game.describe_pending(lang) for lang in LANGUAGES})


def faction_phrase(faction: str) -> Localized:
    """A faction for a refusal: its id in English (as before), its printed name elsewhere."""
    return Localized({"en": faction, "es": faction.capitalize(), "it": faction.capitalize()})


def variant_phrase(game: HeroRealmsGame) -> Localized:
    """The variant for a refusal: its id in English (as before), its title elsewhere."""
    from toolkit.i18n.languages import LANGUAGES

    variant = game.variant
    texts = {lang: translator(lang).gettext(variant.title) for lang in LANGUAGES}
    texts["en"] = variant.name
    return Localized(texts)


def zones_phrase(zones: Iterable[str]) -> Localized:
    """``"hand or discard"`` in the three languages, for a refusal."""
    from toolkit.i18n.languages import LANGUAGES

    listed = list(zones)
    return Localized(
        {
            lang: joined(
                translator(lang), (translator(lang).gettext(ZONES.get(z, z)) for z in listed), "or"
            )
            for lang in LANGUAGES
        }
    )


def card_text(card: CardDef, lang: str = "en") -> str:
    """A card's abilities in words: as printed in English, written from its effects otherwise.

    The card data holds the English text printed on the card; in Spanish and
    Italian the same abilities are written from the compiled effects, in the
    rule documents' terms (the card's name stays as printed).

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> card_text(load_cards()["orc-grunt"], "es")
    'Activar: gana 2 puntos de combate. Aliado Wild: roba 1 carta.'
    """
    if lang == "en":
        return card.text
    t = translator(lang)
    parts = []
    if card.primary:
        words = ability_words(card.primary, t)
        parts.append(words[:1].upper() + words[1:])
    if card.expend:
        parts.append(t.tr("Expend: {effects}", effects=ability_words(card.expend, t)))
    if card.ally:
        parts.append(
            t.tr(
                "{faction} ally: {effects}",
                faction=card.faction.capitalize(),
                effects=ability_words(card.ally, t),
            )
        )
    if card.sacrifice:
        parts.append(t.tr("Sacrifice: {effects}", effects=ability_words(card.sacrifice, t)))
    # A card with no ability (the health cards) keeps its printed words.
    return " ".join(f"{p}." for p in parts) if parts else card.text


class SeatName:
    """A default seat name ("Player 2") in a refusal, written in the refusal's language.

    Examples
    --------
    >>> name = SeatName(2)
    >>> f"{name} is out", name.text("it")
    ('Player 2 is out', 'Giocatore 2')
    """

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def text(self, lang: str = "en") -> str:
        """The name in ``lang``."""
        return translator(lang).tr("Player {n}", n=self.n)

    def __str__(self) -> str:
        return f"Player {self.n}"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return repr(str(self))


def refusal_names(game: HeroRealmsGame) -> list[str | SeatName]:
    """The players' names for a refusal's fields: a default "Player N" follows the language."""
    return [
        SeatName(i + 1) if name == f"Player {i + 1}" else name for i, name in enumerate(game.names)
    ]


def localized_seats(game: HeroRealmsGame, seats: Iterable[int]) -> Localized:
    """``"Ada and Ben"`` for some seats, in the three languages, for a refusal's field."""
    from toolkit.i18n.languages import LANGUAGES

    listed = list(seats)
    texts = {}
    for lang in LANGUAGES:
        t = translator(lang)
        names = seat_names(game, t)
        texts[lang] = joined(t, (names[s] for s in listed))
    return Localized(texts)


def _expended(t: Translator, card: str, expended: bool) -> str:
    """The mark of an expended champion, agreeing with its name (" (girada)")."""
    return agree(t, _EXPENDED, _GAME, card) if expended else ""
