"""Disney Villainous drawn in HTML: each realm's four locations, cards, locks and the mover.

Each location shows its top and bottom action symbols (top symbols covered
by a Hero are struck through, V-T4), the cards at the top (Heroes) and the
bottom (Allies, Items), items attached to their hosts, the lock (V-S6) and
the villain's mover (V-S2, V-T1). Each player's power, hand, decks and
discard piles and the objective (V-W1) are listed. The teacher's view shows
every hand; a player's view hides the opponents' hands. Decks are never
shown in order. Everything from data or a log is escaped. Every label is in
the language asked for (``lang``); card, villain and location names stay as
printed, and the card texts and objectives are the data's own.

Examples
--------
>>> from toolkit.villainous import VillainousGame
>>> game = VillainousGame.new(seed=1, villains=["ursula", "captain_hook"], names=["<A>", "B"])
>>> page = state_html(game)
>>> "Ursula&#x27;s Lair" in page and "&lt;A&gt;" in page and "<A>" not in page
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkit.html.core import call_with_lang, esc, seat_name, style_block, villain_beside
from toolkit.i18n import Translator, translator
from toolkit.i18n.messages import N_
from toolkit.villainous.card_text import card_text
from toolkit.villainous.text_words import objective_text

if TYPE_CHECKING:
    from toolkit.core.game import Event
    from toolkit.villainous.cards import CardDef
    from toolkit.villainous.engine import VillainousGame

__all__ = ["card_chip", "event_text", "state_html", "symbol_label", "type_label"]

_SYMBOLS = {
    "play_card": N_("Play a Card"),
    "activate": N_("Activate"),
    "move_item_or_ally": N_("Move an Item or Ally"),
    "move_hero": N_("Move a Hero"),
    "fate": N_("Fate"),
    "vanquish": N_("Vanquish"),
    "discard_cards": N_("Discard Cards"),
    "brew_poison": N_("Brew Poison"),
}

_TYPES = {
    "hero": N_("Hero"),
    "ally": N_("Ally"),
    "item": N_("Item"),
    "effect": N_("Effect"),
    "condition": N_("Condition"),
    "ingredient": N_("Ingredient"),
}

_DECKS = {"villain": N_("Villain deck"), "fate": N_("Fate deck")}

_PHASES = {"move": N_("move phase"), "act": N_("act phase")}


def symbol_label(symbol: str, lang: str = "en") -> str:
    """A board symbol in words, in ``lang``.

    Examples
    --------
    >>> symbol_label("gain_power:2"), symbol_label("move_hero")
    ('Gain 2 Power', 'Move a Hero')
    >>> symbol_label("gain_power:1", "es"), symbol_label("vanquish", "it")
    ('Ganar 1 de Poder', 'Sconfiggi')
    """
    t = translator(lang)
    name, _, amount = symbol.partition(":")
    if name == "gain_power":
        return t.plural("Gain {n} Power", "Gain {n} Power", int(amount or 1))
    known = _SYMBOLS.get(name)
    if known is not None:
        return t.gettext(known)
    return name.replace("_", " ").capitalize() + (f" {amount}" if amount else "")


def type_label(card_type: str, lang: str = "en") -> str:
    """A card type in words, in ``lang`` (``"hero"`` is "Hero", "Héroe", "Eroe").

    Examples
    --------
    >>> type_label("ally", "it"), type_label("hero")
    ('Alleato', 'Hero')
    """
    known = _TYPES.get(card_type)
    return translator(lang).gettext(known) if known is not None else card_type


def event_text(game: VillainousGame, event: Event, lang: str = "en") -> str:
    """The engine's sentence for ``event``: in ``lang`` once the engine writes it, else English.

    Every Villainous event text a view shows goes through here.
    """
    return call_with_lang(lang, game.describe_event, event)


def card_chip(card: CardDef, *, strength: int | None = None, lang: str = "en") -> str:
    """One card as a chip coloured by its deck (villain, fate or Maui), with its strength.

    Examples
    --------
    >>> from toolkit.villainous.cards import load_villain
    >>> hero = next(c for c in load_villain("ursula").fate_deck if c.type == "hero")
    >>> "tk-d-fate" in card_chip(hero, strength=4)
    True
    """
    t = translator(lang)
    deck = card.deck if card.deck in ("villain", "fate", "maui") else "villain"
    kind = type_label(card.type, lang)
    marks = []
    if strength is not None:
        tip = esc(t.tr("strength ({rule})", rule="V-V2"))
        short = esc(t.tr("str {n}", n=strength))
        marks.append(f'<span class="tk-badge" title="{tip}">{short}</span>')
    marks.append(f'<span class="tk-badge">{esc(kind.lower())}</span>')
    deck_name = t.gettext(_DECKS[card.deck]) if card.deck in _DECKS else card.deck
    if lang == "en":
        title = f"{card.name} ({card.type}, {card.deck} deck): {card.text}"
    else:
        title = f"{card.name} ({kind}, {deck_name}): {card_text(card.id, card.text, lang)}"
    return (
        f'<span class="tk-card tk-d-{deck}" title="{esc(title)}">'
        f'<span class="tk-card-name">{esc(card.name)}</span>'
        f"{''.join(marks)}</span>"
    )


def _chip(game: VillainousGame, iid: int, t: Translator) -> str:
    card = game.defs[iid]
    strength = game.strength(iid) if card.strength is not None else None
    chip = card_chip(card, strength=strength, lang=t.lang)
    attached = game.attached_to(iid)
    if attached:
        chip += (
            '<div class="tk-attached">'
            + esc(t.gettext("attached:"))
            + " "
            + "".join(_chip(game, a, t) for a in attached)
            + "</div>"
        )
    treasure = game.players[game.owner[iid]].treasure_on.get(iid)
    if treasure:
        face = t.gettext("Treasure (face up)") if treasure[1] else t.gettext("Treasure (face down)")
        chip += f'<div class="tk-attached">{esc(face)}</div>'
    return chip


def _location(game: VillainousGame, seat: int, li: int, t: Translator) -> str:
    p = game.players[seat]
    loc = p.villain.locations[li]
    covered = game.covered(seat, li)
    locked = li in p.locked
    classes = ["tk-loc"]
    if p.loc == li:
        classes.append("tk-here")
    if locked:
        classes.append("tk-locked")
    lang = t.lang
    head = esc(loc.name)
    if locked:
        tip = esc(t.tr("locked ({rule})", rule="V-S6"))
        word = esc(t.gettext("LOCKED"))
        head += f' <span class="tk-badge" title="{tip}">{word}</span>'
    if p.loc == li:
        tip = esc(t.tr("the mover ({rule})", rule="V-T1"))
        name = esc(seat_name(game.names[seat], lang))
        head += f' <span class="tk-badge" title="{tip}">{name}</span>'
    covered_tip = esc(t.tr("covered by a Hero ({rule})", rule="V-T4"))
    top_syms = "".join(
        f'<span class="tk-sym tk-covered" title="{covered_tip}">{esc(symbol_label(s, lang))}</span>'
        if covered
        else f'<span class="tk-sym">{esc(symbol_label(s, lang))}</span>'
        for s in loc.top
    )
    bottom_syms = "".join(
        f'<span class="tk-sym">{esc(symbol_label(s, lang))}</span>' for s in loc.bottom
    )
    top_cards = "".join(_chip(game, i, t) for i in p.top[li])
    bottom_cards = "".join(_chip(game, i, t) for i in p.bottom[li])
    top, bottom = esc(t.gettext("top")), esc(t.gettext("bottom"))
    return (
        f'<div class="{" ".join(classes)}" data-loc="{li}">'
        f'<div class="tk-loc-name">{head}</div>'
        f'<div class="tk-row-label">{top}</div><div class="tk-syms">{top_syms}</div>'
        f"<div>{top_cards}</div>"
        f'<div class="tk-row-label">{bottom}</div><div class="tk-syms">{bottom_syms}</div>'
        f"<div>{bottom_cards}</div></div>"
    )


def _stat(cls: str, tip: str, text: str) -> str:
    title = f' title="{esc(tip)}"' if tip else ""
    return f'<span class="tk-stat{cls}"{title}>{esc(text)}</span>'


def _player(game: VillainousGame, seat: int, viewer: int | None, t: Translator) -> str:
    p = game.players[seat]
    v = p.villain
    classes = ["tk-player"]
    if seat == game.active and not game.over:
        classes.append("tk-active")
    lang = t.lang
    tr, plural = t.tr, t.plural
    stats = [
        _stat(" tk-gold", tr("power ({rule})", rule="V-S7"), tr("power {n}", n=p.power)),
        _stat("", t.gettext("villain deck"), tr("deck {n}", n=len(p.deck))),
        _stat("", t.gettext("villain discard pile"), tr("discard {n}", n=len(p.discard))),
        _stat("", t.gettext("fate deck"), tr("fate {n}", n=len(p.fate_deck))),
        _stat("", t.gettext("fate discard pile"), tr("fate discard {n}", n=len(p.fate_discard))),
    ]
    if p.poison:
        stats.append(_stat(" tk-combat", "", tr("poison {n}", n=p.poison)))
    if v.treasures:
        stats.append(_stat(" tk-combat", "", tr("treasures {n}", n=len(p.claimed))))
    if p.ingredients:
        stats.append(_stat("", "", tr("ingredients {n}", n=len(p.ingredients))))
    if game.fate_holder == seat:
        stats.append(_stat(" tk-health", "V-F3", t.gettext("fate token")))
    none = '<span class="tk-muted">' + esc(t.gettext("none")) + "</span>"
    if viewer is None or viewer == seat:
        hand = "".join(card_chip(game.defs[c], lang=lang) for c in p.hand) or none
    else:
        hidden = plural("{n} hidden card", "{n} hidden cards", len(p.hand))
        hand = f'<span class="tk-card tk-f-hidden">{esc(hidden)}</span>' if p.hand else none
    status = " — " + t.gettext("to play") if seat == game.active and not game.over else ""
    name = seat_name(game.names[seat], lang)
    villain = villain_beside(name, v.name)
    beside = f"({villain})" if villain is not None else ""
    objective = objective_text(v.objective.get("text", ""), lang)
    locations = "".join(_location(game, seat, li, t) for li in range(len(v.locations)))
    discard = ""
    if p.discard:
        summary = esc(tr("Villain discard: {n}", n=len(p.discard)))
        discard = (
            f"<details><summary>{summary}</summary>"
            + "".join(card_chip(game.defs[c], lang=lang) for c in reversed(p.discard))
            + "</details>"
        )
    objective_label = esc(tr("Objective ({rule}):", rule="V-W1"))
    hand_label = esc(tr("Hand ({n})", n=len(p.hand)))
    return (
        f'<div class="{" ".join(classes)}" data-seat="{seat}">'
        f'<div class="tk-name">{esc(name)} '
        f'<span class="tk-muted">{esc(beside)}{esc(status)}</span></div>'
        f'<div class="tk-muted">{objective_label} {esc(objective)}</div>'
        f'<div class="tk-stats">{"".join(stats)}</div>'
        f'<div class="tk-zone"><span class="tk-zone-label">{hand_label}</span>{hand}</div>'
        f'<div class="tk-realm">{locations}</div>{discard}</div>'
    )


def state_html(game: VillainousGame, viewer: int | None = None, lang: str = "en") -> str:
    """The whole table as HTML: every realm, its locations and cards, power, hands and decks.

    Parameters
    ----------
    game:
        The game to draw (not changed).
    viewer:
        ``None`` for the teacher's view, or a seat to hide the opponents' hands.
    lang:
        The language of the labels (``"en"``, ``"es"`` or ``"it"``).

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> game = VillainousGame.new(seed=2, villains=["ursula", "captain_hook"])
    >>> "hidden card" in state_html(game, viewer=0), "hidden card" in state_html(game)
    (True, False)
    >>> "Turno 1: tocca a" in state_html(game, lang="it")
    True
    """
    t = translator(lang)
    lang = t.lang
    names = [seat_name(name, lang) for name in game.names]
    if game.over:
        head = t.plural(
            "Game over in turn {turn}: {names} won",
            "Game over in turn {turn}: {names} won",
            len(game.winners),
            turn=game.turn,
            names=t.gettext(" and ").join(names[w] for w in game.winners),
        )
    else:
        phase = t.gettext(_PHASES[game.phase]) if game.phase in _PHASES else game.phase
        head = t.tr(
            "Turn {turn}: {name} to play ({phase})",
            turn=game.turn,
            name=names[game.active],
            phase=phase,
        )
    if viewer is None:
        who = t.gettext("Teacher's view (every card)")
    else:
        who = t.tr("{name}'s view", name=names[viewer])
    parts = [
        style_block(),
        f'<div class="tk tk-vl" lang="{lang}">',
        f'<div class="tk-head">{esc(head)} <span class="tk-muted">· {esc(who)}</span></div>',
    ]
    if game.pending is not None and not game.over:
        pending = call_with_lang(lang, game.describe_pending)
        parts.append(f'<div class="tk-pending">{esc(pending)}</div>')
    parts += [_player(game, s, viewer, t) for s in range(len(game.players))]
    parts.append("</div>")
    return "".join(parts)
