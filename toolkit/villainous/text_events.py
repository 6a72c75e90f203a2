"""Villainous events in words of a language (en, es, it): :func:`describe_event`, with
the card events apart (:func:`_card_event`). :mod:`toolkit.villainous.text` re-exports
:func:`describe_event`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolkit.core.game import Event
from toolkit.i18n.grammar import C_, agree, fill, gendered
from toolkit.i18n.messages import N_, Translator, translator
from toolkit.villainous.events import EVENTS
from toolkit.villainous.text_labels import label_text
from toolkit.villainous.text_words import (
    _DECKS,
    _DISCARDS,
    _PLACES,
    _REASONS,
    _SYMBOLS,
    _pool_word,
    _word,
    listed,
    listed_allies,
    objective_text,
    place_label,
)

if TYPE_CHECKING:
    from toolkit.villainous.engine import VillainousGame

__all__ = ["describe_event"]

_GAME = "villainous"

# The sentences whose words agree with the card they name (Italian "viene scartata",
# "viene scartato"), one translation per gender and number of the card.
_DISCARDED = gendered(
    C_("masculine", "{who}: {card} is discarded"),
    C_("feminine", "{who}: {card} is discarded"),
    C_("masculine plural", "{who}: {card} is discarded"),
    C_("feminine plural", "{who}: {card} is discarded"),
)
_DISCARDED_WHY = gendered(
    C_("masculine", "{who}: {card} is discarded ({why})"),
    C_("feminine", "{who}: {card} is discarded ({why})"),
    C_("masculine plural", "{who}: {card} is discarded ({why})"),
    C_("feminine plural", "{who}: {card} is discarded ({why})"),
)
_ATTACHED = gendered(
    C_("masculine", "{who}: {card} is attached to {host}"),
    C_("feminine", "{who}: {card} is attached to {host}"),
    C_("masculine plural", "{who}: {card} is attached to {host}"),
    C_("feminine plural", "{who}: {card} is attached to {host}"),
)
_UNPLAYABLE = gendered(
    C_("masculine", "{card} cannot be played and is discarded with no effect (V-F2)"),
    C_("feminine", "{card} cannot be played and is discarded with no effect (V-F2)"),
    C_("masculine plural", "{card} cannot be played and is discarded with no effect (V-F2)"),
    C_("feminine plural", "{card} cannot be played and is discarded with no effect (V-F2)"),
)
_PLAYED = gendered(
    C_("masculine", "{who}: {card} is played {where}"),
    C_("feminine", "{who}: {card} is played {where}"),
    C_("masculine plural", "{who}: {card} is played {where}"),
    C_("feminine plural", "{who}: {card} is played {where}"),
)


def describe_event(game: VillainousGame, event: Event, lang: str = "en") -> str:
    """A sentence for an event of ``game``, in ``lang`` (en, es, it).

    The event is read through its record (:data:`toolkit.villainous.events.EVENTS`); an
    event of a kind the table does not have is told as its items.
    """
    t = translator(lang)
    k = event[0]
    # the event's fields by name (toolkit.villainous.events)
    rec: Any = EVENTS.record(event) if k in EVENTS else event
    if k == "setup":
        villain = game.players[rec.seat].villain.name
        if game.names[rec.seat] == villain:
            return t.tr("{villain} starts with {n} Power", villain=villain, n=rec.power)
        return t.tr(
            "{who} takes the villain {villain} and {n} Power",
            who=game.names[rec.seat],
            villain=villain,
            n=rec.power,
        )
    if k == "turn":
        return t.tr("turn {n}: {who}", n=rec.turn, who=game.names[rec.seat])
    nm = (
        game.names[event[1]]
        if len(event) > 1 and isinstance(event[1], int) and event[1] < game.n
        else ""
    )
    text = _event(game, t, k, nm, rec)
    if text is not None:
        return text
    return f"{k}: " + ", ".join(
        game.card_name(x)
        if k in ("find", "take", "tokens_removed", "modifier", "copy", "ingredient")
        and isinstance(x, int)
        and i == 2
        else str(x)
        for i, x in enumerate(event[1:], start=1)
    )


def _treasure_name(game: VillainousGame, seat: int, token: str) -> str:
    """A Treasure token by its printed name (the event keeps its id)."""
    for p in (game.players[seat], *game.players):
        for tr in p.villain.treasures:
            if tr.id == token:
                return tr.name
    return token


def _event(game: VillainousGame, t: Translator, k: str, nm: str, event: Any) -> str | None:
    card, loc = game.card_name, game.loc_name
    if k == "move":
        moved = t.gettext("{who} moves to {location}")
        return fill(t, moved, _GAME, who=nm, location=loc(event.seat, event.location))
    if k == "draw":
        return t.ngettext("{who} draws {n} card", "{who} draws {n} cards", event.n).format(
            who=nm, n=event.n
        )
    if k == "reshuffle":
        pile = (
            _word(t, _DISCARDS, event.deck)
            if event.deck in _DISCARDS
            else f"{event.deck} discard pile"
        )
        return t.tr("{who} shuffles the {pile} into a new deck", who=nm, pile=pile)
    if k == "discard":
        reason = event.reason
        name = card(event.card)
        if not reason:
            return fill(t, agree(t, _DISCARDED, _GAME, name), _GAME, who=nm, card=name)
        why = t.gettext(reason) if reason in _REASONS else reason
        said = agree(t, _DISCARDED_WHY, _GAME, name)
        return fill(t, said, _GAME, who=nm, card=name, why=why)
    if k in ("gain", "lose"):
        pool = _pool_word(t, str(event.pool))
        if k == "gain":
            return t.tr("{who} gains {n} {pool}", who=nm, n=event.n, pool=pool)
        return t.tr("{who} loses {n} {pool}", who=nm, n=event.n, pool=pool)
    if k == "play":
        where = place_label(game, t, event.seat, event.location, event.host)
        name = card(event.card)
        return fill(
            t, agree(t, _PLAYED, _GAME, name), _GAME, who=nm, card=name, where=where
        ).rstrip()
    if k == "fate":
        return t.tr(
            "{who} takes a Fate action against {target}", who=nm, target=game.names[event.target]
        )
    if k == "reveal":
        shown = listed(t, (card(i) for i in event.cards), N_("nothing"))
        return t.tr("{who} reveals {cards}", who=nm, cards=shown)
    if k == "revealed":
        return t.tr("{who} reveals {cards}", who=nm, cards=card(event.card))
    if k == "defeat":
        return fill(
            t,
            t.gettext("{who}: {card} is defeated at {location}"),
            _GAME,
            who=nm,
            card=card(event.card),
            location=loc(event.seat, event.location),
        )
    if k == "vanquish":
        allies = listed_allies(t, (card(i) for i in event.allies), N_("no Allies"))
        return t.tr(
            "{who} vanquishes {hero} (Strength {strength}) with {allies}",
            who=nm,
            hero=card(event.hero),
            strength=event.strength,
            allies=allies,
        )
    if k == "claim":
        token = _treasure_name(game, event.seat, str(event.token))
        return t.tr("{who} claims a Treasure: {token}", who=nm, token=token)
    if k == "win":
        objective = objective_text(str(event.objective), t.lang)
        return t.tr("{who} wins: {objective}", who=nm, objective=objective)
    if k == "choice":
        option = label_text(event.option, t.lang, narration=True)
        return t.tr("{who} chooses {option}", who=nm, option=option)
    if k == "moved":
        return fill(
            t,
            t.gettext("{who}: {card} moves to {location}"),
            _GAME,
            who=nm,
            card=card(event.card),
            location=loc(event.seat, event.location),
        )
    if k == "unlock":
        return t.tr("{who}'s locked location is unlocked", who=nm)
    if k == "lock_moved":
        lock = t.gettext("{who}'s Lock Token moves to {location}")
        return fill(t, lock, _GAME, who=nm, location=loc(event.seat, event.location))
    if k == "condition":
        return t.tr("{who} plays the Condition {card}", who=nm, card=card(event.card))
    if k == "attach":
        name = card(event.card)
        said = agree(t, _ATTACHED, _GAME, name)
        return fill(t, said, _GAME, who=nm, card=name, host=card(event.host))
    if k == "activate":
        return t.tr(
            "{who} activates {card} (cost {cost})", who=nm, card=card(event.card), cost=event.cost
        )
    if k == "end":
        return t.tr("{who} ends the turn", who=nm)
    return _card_event(game, t, k, nm, event)


def _card_event(game: VillainousGame, t: Translator, k: str, nm: str, event: Any) -> str | None:
    """Sentences for the card-specific events (treasures, tokens, finds, ...)."""
    card = game.card_name
    if k == "brew":
        return t.tr(
            "{who} turns {n} Power into Poison (the action cost {cost} Power more)",
            who=nm,
            n=event.n,
            cost=event.cost,
        )
    if k == "pass":
        return t.tr("{who} plays no Condition now", who=nm)
    if k == "unplayable":
        name = card(event.card)
        return fill(t, agree(t, _UNPLAYABLE, _GAME, name), _GAME, card=name)
    if k == "find":
        return t.tr(
            "{who} finds {card} (in the {where})",
            who=nm,
            card=card(event.card),
            where=_word(t, _PLACES, event.place),
        )
    if k == "take":
        return t.tr(
            "{who} takes {card} into their {where}",
            who=nm,
            card=card(event.card),
            where=_word(t, _PLACES, event.place),
        )
    if k == "copy":
        return t.tr("{who} copies the ability of {card}", who=nm, card=card(event.card))
    if k == "grant":
        symbol = str(event.source).replace("_", " ")
        return t.tr(
            "{who} may take another action ({symbol})", who=nm, symbol=_word(t, _SYMBOLS, symbol)
        )
    if k == "ingredient":
        return t.ngettext(
            "{who} plays the Ingredient {card}: {n} different so far",
            "{who} plays the Ingredient {card}: {n} different so far",
            event.total,
        ).format(who=nm, card=card(event.card), n=event.total)
    if k == "look":
        deck = _word(t, _DECKS, event.deck) if event.deck in _DECKS else f"{event.deck} deck"
        return t.ngettext(
            "{who} looks at the top {n} card of their {deck}",
            "{who} looks at the top {n} cards of their {deck}",
            event.n,
        ).format(who=nm, n=event.n, deck=deck)
    if k == "modifier":
        return t.tr(
            "{card} has {n:+d} Strength this turn (V-V2)", card=card(event.card), n=event.amount
        )
    if k == "pay":
        return t.tr("{who} pays {n} {pool}", who=nm, n=event.n, pool=_pool_word(t, str(event.pool)))
    if k == "pay_alternative":
        return t.tr(
            "{who} discards {card} instead of paying the cost", who=nm, card=card(event.card)
        )
    if k == "redistribute":
        return t.ngettext(
            "{who}'s {n} Allies are dealt out across the unlocked locations",
            "{who}'s {n} Allies are dealt out across the unlocked locations",
            event.n,
        ).format(who=nm, n=event.n)
    if k == "reveal_hand":
        shown = listed(t, (card(c) for c in event.cards), N_("no cards"))
        return t.tr("{who} reveals their hand: {cards}", who=nm, cards=shown)
    if k == "shuffle":
        deck = _word(t, _DECKS, event.deck) if event.deck in _DECKS else f"{event.deck} deck"
        return t.tr("{who} shuffles their {deck}", who=nm, deck=deck)
    if k == "tokens":
        targets = ", ".join(card(c) for c in event.cards)
        return t.tr(
            "{cards} gets Strength tokens worth {n:+d} (V-V2)", cards=targets, n=event.amount
        )
    if k == "tokens_removed":
        return t.tr("The Strength tokens on {card} are removed", card=card(event.card))
    if k == "treasure_back":
        return t.tr("A face-down Treasure goes back to {who}'s Treasure supply", who=nm)
    if k == "treasure_placed":
        return t.tr("A face-down Treasure is put on {card}", card=card(event.card))
    if k == "treasure_revealed":
        token = game.token_name(event.seat, event.token)
        return t.tr(
            "The Treasure on {card} is turned face up: {token}", card=card(event.card), token=token
        )
    if k == "treasure_swapped":
        return t.tr(
            "Treasures move between {card} and {other}",
            card=card(event.card),
            other=card(event.other),
        )
    return None
