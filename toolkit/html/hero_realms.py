"""Hero Realms drawn in HTML: cards, the whole table, and each player's view.

Everything taken from card data, the setup or a log is escaped. The
teacher's view (``viewer=None``) shows every card, decks in order included;
a player's view (``viewer=seat``) shows that player's hand and hides the
opponents' hands and every deck's order.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame, load_cards
>>> game = HeroRealmsGame.new(seed=1, names=["Ada", "<Ben>"])
>>> page = state_html(game, viewer=0)
>>> "&lt;Ben&gt;" in page and "<Ben>" not in page
True
>>> "Orc Grunt" in card_view(load_cards()["orc-grunt"]).markup
True
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import TYPE_CHECKING

from toolkit.hero_realms.text import card_text, joined, seat_names
from toolkit.html.core import Html, esc, style_block
from toolkit.i18n.card_names import card_name
from toolkit.i18n.messages import N_, translator

if TYPE_CHECKING:
    from toolkit.hero_realms.cards import CardDef
    from toolkit.hero_realms.engine import HeroRealmsGame, PlayerState

__all__ = ["card_chip", "card_tile", "card_view", "cards_view", "state_html", "type_label"]

_TYPE_LABEL = {
    "champion": N_("Champion"),
    "action": N_("Action"),
    "item": N_("Item"),
    "health_card": N_("Health"),
}
_STARTING = {
    "champion": N_("Starting champion"),
    "action": N_("Starting action"),
    "item": N_("Starting item"),
    "health_card": N_("Starting health"),
}


def type_label(card: CardDef, lang: str = "en") -> str:
    """A short label for a card's kind, such as ``"Champion"`` or ``"Starting item"``: the
    kind first, capitalised, in every language.

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> type_label(load_cards()["gold"]), type_label(load_cards()["gold"], "es")
    ('Starting item', 'Objeto inicial')
    """
    t = translator(lang)
    if card.role == "starting" and card.type in _STARTING:
        return t.gettext(_STARTING[card.type])
    if card.role == "fire_gem":
        return t.gettext("Item from the Fire Gem pile")
    return t.gettext(_TYPE_LABEL[card.type]) if card.type in _TYPE_LABEL else card.type


def _faction_class(card: CardDef) -> str:
    return f"tk-f-{card.faction}" if card.faction in _FACTIONS else "tk-f-none"


_FACTIONS = ("imperial", "guild", "necros", "wild", "none")


def card_chip(
    card: CardDef,
    *,
    expended: bool = False,
    damage: int = 0,
    show_cost: bool = False,
    lang: str = "en",
) -> str:
    """One card as a small coloured chip: name, defense, guard and expended marks.

    Parameters
    ----------
    card:
        The card design.
    expended:
        Draw the champion as expended (turned sideways, HR-A5).
    damage:
        Damage the champion has taken this turn (HR-T6).
    show_cost:
        Add the card's cost.
    lang:
        The language of the marks and tooltips (``"en"``, ``"es"``, ``"it"``).

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> "GUARD" in card_chip(load_cards()["orc-grunt"])
    True
    """
    t = translator(lang)
    classes = ["tk-card", _faction_class(card)]
    marks = []
    if card.is_champion:
        marks.append(_badge(t.gettext("defense (HR-T6)"), t.tr("def {n}", n=card.defense)))
        if card.guard:
            marks.append(_badge(t.gettext("guard (HR-C3)"), t.gettext("GUARD"), " tk-guard"))
        if expended:
            classes.append("tk-expended")
            marks.append(_badge(t.gettext("expended (HR-A5)"), t.gettext("expended")))
        if damage:
            marks.append(_badge(t.gettext("damage this turn"), f"-{damage}"))
    if show_cost and card.cost is not None:
        marks.append(_badge(t.gettext("cost"), t.tr("{n}g", n=card.cost)))
    kind = type_label(card, lang)
    about = f"{kind}, {card.faction.capitalize()}" if card.faction != "none" else kind
    name = card_name(card.name, lang)
    title = f"{name} ({about}): {card_text(card, lang)}"
    return (
        f'<span class="{" ".join(classes)}" title="{esc(title)}">{esc(name)}{"".join(marks)}</span>'
    )


def _text(words: str) -> str:
    """``words`` escaped for an element's text (quotes need no escaping there)."""
    return html.escape(words, quote=False)


def _badge(title: str, text: str, extra_class: str = "") -> str:
    return f'<span class="tk-badge{extra_class}" title="{esc(title)}">{esc(text)}</span>'


def card_tile(card: CardDef, *, note: str = "", lang: str = "en") -> str:
    """One card as a tile with its cost, kind, defense and printed text.

    The labels are in ``lang``; the card's name and printed text stay as printed.

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> "2 gold" in card_tile(load_cards()["fire-gem"])
    True
    """
    t = translator(lang)
    bits = [type_label(card, lang)]
    if card.faction != "none":
        bits.append(card.faction.capitalize())
    if card.is_champion:
        if card.guard:
            bits.append(t.tr("defense {n}, GUARD", n=card.defense))
        else:
            bits.append(t.tr("defense {n}", n=card.defense))
    cost = ""
    if card.cost is not None:
        price = t.tr("{n}g", n=card.cost)
        cost = f'<span class="tk-badge">{esc(price)}</span>'

    extra = f'<div class="tk-text"><em>{esc(note)}</em></div>' if note else ""
    return (
        f'<div class="tk-tile {_faction_class(card)}">'
        f'<div class="tk-title">{esc(card_name(card.name, lang))} {cost}</div>'
        f"<div>{esc(' · '.join(bits))}</div>"
        f'<div class="tk-text">{esc(card_text(card, lang))}</div>{extra}</div>'
    )


def card_view(card: CardDef, lang: str = "en") -> Html:
    """A card tile that displays itself in Jupyter.

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> card_view(load_cards()["spark"])._repr_html_().startswith("<style>")
    True
    """
    return Html(f'{style_block()}<div class="tk">{card_tile(card, lang=lang)}</div>')


def cards_view(cards: Iterable[CardDef], lang: str = "en") -> Html:
    """Several card tiles side by side, displayed in Jupyter.

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> c = load_cards()
    >>> cards_view([c["gold"], c["ruby"]]).markup.count('class="tk-tile ')
    2
    """
    tiles = "".join(card_tile(c, lang=lang) for c in cards)
    return Html(f'{style_block()}<div class="tk">{tiles}</div>')


def _none(lang: str) -> str:
    none = translator(lang).gettext("none")
    return f'<span class="tk-muted">{esc(none)}</span>'


def _chips(game: HeroRealmsGame, cards: Iterable[int], lang: str = "en", **kw: bool) -> str:
    defs = game.defs
    out = [card_chip(defs[c], lang=lang, **kw) for c in cards]  # type: ignore[arg-type]
    return "".join(out) or _none(lang)


def _hidden(n: int, what: str, lang: str) -> str:
    if not n:
        return _none(lang)
    words = translator(lang).plural("{n} hidden card", "{n} hidden cards", n)
    return f'<span class="tk-card tk-f-hidden" title="{esc(what)}">{esc(words)}</span>'


def _zone(label: str, body: str) -> str:
    return f'<div class="tk-zone"><span class="tk-zone-label">{esc(label)}</span>{body}</div>'


def _stat(extra_class: str, title: str, markup: str) -> str:
    return f'<span class="tk-stat{extra_class}" title="{esc(title)}">{markup}</span>'


def _player_html(game: HeroRealmsGame, p: PlayerState, viewer: int | None, lang: str) -> str:
    t = translator(lang)
    defs = game.defs
    seat = p.seat
    sees_hand = viewer is None or viewer == seat
    classes = ["tk-player"]
    if seat == game.active and not game.over:
        classes.append("tk-active")
    if p.out:
        classes.append("tk-out")
    champs = []
    for c in p.champions:
        champs.append(
            card_chip(
                defs[c],
                expended=c in p.expended,
                damage=game.champion_damage.get(c, 0),
                lang=lang,
            )
        )
    if p.out:
        status = t.gettext(" (out)")
    elif seat == game.active and not game.over:
        status = t.gettext(" — to play")
    else:
        status = ""
    if game.variant.name != "free-for-all" or len(game.players) > 2:
        # Multiplayer: the seat's place (left/right, team, emperor or commander).
        words = game.variant.seat_label(game, seat, lang)
        player = t.tr("Player {n}", n=seat + 1)
        # A default name is the English "Player N": then the seat is already named.
        where = [player] if game.names[seat] != f"Player {seat + 1}" else []
        where += [words] if words else []
        status = (f" [{', '.join(where)}]" if where else "") + status
    stats = [
        _stat(" tk-health", t.gettext("health"), f"&#x2665; {max(0, game.health_of(seat))}"),
        _stat(" tk-gold", t.gettext("gold pool (HR-A2)"), esc(t.tr("gold {n}", n=p.gold))),
        _stat(" tk-combat", t.gettext("combat pool (HR-A2)"), esc(t.tr("combat {n}", n=p.combat))),
        _stat("", t.gettext("cards in the deck"), esc(t.tr("deck {n}", n=len(p.deck)))),
        _stat(
            "", t.gettext("cards in the discard pile"), esc(t.tr("discard {n}", n=len(p.discard)))
        ),
    ]
    hand = (
        _chips(game, p.hand, lang)
        if sees_hand
        else _hidden(len(p.hand), t.gettext("an opponent's hand"), lang)
    )
    parts = [
        f'<div class="{" ".join(classes)}" data-seat="{seat}">',
        f'<div class="tk-name">{esc(seat_names(game, t)[seat])}{esc(status)}</div>',
        f'<div class="tk-stats">{"".join(stats)}</div>',
        _zone(t.gettext("Champions"), "".join(champs) or _none(lang)),
        _zone(t.gettext("In play"), _chips(game, p.in_play, lang)),
        _zone(t.tr("Hand ({n})", n=len(p.hand)), hand),
    ]
    if p.discard:
        top = card_name(defs[p.discard[-1]].name, lang)
        summary = t.tr("Discard pile: {n} (top: {card})", n=len(p.discard), card=top)
        parts.append(
            f"<details><summary>{esc(summary)}</summary>"
            f"{_chips(game, reversed(p.discard), lang)}</details>"
        )
    if viewer is None and p.deck:
        summary = t.tr("Deck, top first (teacher's view): {n}", n=len(p.deck))
        parts.append(
            f"<details><summary>{_text(summary)}</summary>"
            f"{_chips(game, reversed(p.deck), lang)}</details>"
        )
    parts.append("</div>")
    return "".join(parts)


def _tile(words: str) -> str:
    return f'<div class="tk-tile">{esc(words)}</div>'


def _market_html(
    game: HeroRealmsGame,
    row: list[int | None],
    deck_size: int,
    gems: list[int],
    owners: list[str],
    lang: str,
) -> str:
    """One market: its five face-up cards, the top Fire Gem and what is left (HR-S2, HR-S3)."""
    t = translator(lang)
    defs = game.defs
    empty = _tile(t.gettext("(empty)"))
    tiles = [card_tile(defs[c], lang=lang) if c is not None else empty for c in row]
    gem = (
        card_tile(
            defs[gems[-1]],
            note=t.plural(
                "{n} left in the pile (HR-S3)", "{n} left in the pile (HR-S3)", len(gems)
            ),
            lang=lang,
        )
        if gems
        else _tile(t.gettext("No Fire Gems left"))
    )
    if owners:
        head = t.tr("Market row of {players}", players=joined(t, owners))
    else:
        head = t.gettext("Market row")
    counts = t.tr(
        "· market deck {deck} · sacrificed {sacrificed}",
        deck=deck_size,
        sacrificed=len(game.sacrificed),
    )
    return (
        f'<div class="tk-market"><div class="tk-head">{esc(head)} '
        f'<span class="tk-muted">{esc(counts)}</span></div>{"".join(tiles)}{gem}</div>'
    )


def state_html(game: HeroRealmsGame, viewer: int | None = None, lang: str = "en") -> str:
    """The whole table as HTML: players, pools, zones, the market row and the Fire Gems.

    Parameters
    ----------
    game:
        The game to draw (not changed).
    viewer:
        ``None`` for the teacher's view (everything), or a seat to see only what
        that player sees.
    lang:
        The language of the labels and sentences (``"en"``, ``"es"``, ``"it"``);
        card names stay as printed.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=4, names=["Ada", "Ben"])
    >>> "hidden card" in state_html(game, viewer=0), "hidden card" in state_html(game)
    (True, False)
    """
    t = translator(lang)
    names = seat_names(game, t)
    if game.over:
        head = t.tr(
            "Game over after turn {n}: {winners} won",
            n=game.turn,
            winners=joined(t, (names[w] for w in game.winners)),
        )
    else:
        head = t.tr("Turn {n}: {who} to play", n=game.turn, who=names[game.active])
    if viewer is None:
        who = t.gettext("Teacher's view (every card)")
    else:
        who = t.tr("{name}'s view", name=names[viewer])
    parts = [
        style_block(),
        '<div class="tk tk-hr">',
        f'<div class="tk-head">{esc(head)} <span class="tk-muted">· {esc(who)}</span></div>',
    ]
    if game.pending is not None and not game.over:
        pending = t.tr(
            "{who} must {what}",
            who=names[game.current_player],
            what=game.describe_pending(lang),
        )
        parts.append(f'<div class="tk-pending">{esc(pending)}</div>')
    parts.append('<div class="tk-players">')
    parts += [_player_html(game, p, viewer, lang) for p in game.players]
    parts.append("</div>")
    markets = game.markets()
    for team, (market_row, market_deck, gems) in enumerate(markets):
        owners: list[str] = []
        if len(markets) > 1:  # Emperor with two markets: each team buys from its own
            owners = [names[s] for s in range(len(names)) if game.team_of[s] == team]
        parts.append(_market_html(game, market_row, len(market_deck), gems, owners, lang))
    parts.append("</div>")
    return "".join(parts)
