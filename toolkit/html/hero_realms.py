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

from collections.abc import Iterable
from typing import TYPE_CHECKING

from toolkit.html.core import Html, esc, style_block

if TYPE_CHECKING:
    from toolkit.hero_realms.cards import CardDef
    from toolkit.hero_realms.engine import HeroRealmsGame, PlayerState

__all__ = ["card_chip", "card_tile", "card_view", "cards_view", "state_html", "type_label"]

_TYPE_LABEL = {"champion": "Champion", "action": "Action", "item": "Item", "health_card": "Health"}


def type_label(card: CardDef) -> str:
    """A short label for a card's kind, such as ``"Champion"`` or ``"Starting item"``.

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> type_label(load_cards()["gold"])
    'Starting item'
    """
    base = _TYPE_LABEL.get(card.type, card.type)
    if card.role == "starting":
        return f"Starting {base.lower()}"
    if card.role == "fire_gem":
        return "Fire Gem (item)"
    return base


def _faction_class(card: CardDef) -> str:
    return f"tk-f-{card.faction}" if card.faction in _FACTIONS else "tk-f-none"


_FACTIONS = ("imperial", "guild", "necros", "wild", "none")


def card_chip(
    card: CardDef,
    *,
    expended: bool = False,
    damage: int = 0,
    show_cost: bool = False,
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

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> "GUARD" in card_chip(load_cards()["orc-grunt"])
    True
    """
    classes = ["tk-card", _faction_class(card)]
    marks = []
    if card.is_champion:
        marks.append(f'<span class="tk-badge" title="defense (HR-T6)">def {card.defense}</span>')
        if card.guard:
            marks.append('<span class="tk-badge tk-guard" title="guard (HR-C3)">GUARD</span>')
        if expended:
            classes.append("tk-expended")
            marks.append('<span class="tk-badge" title="expended (HR-A5)">expended</span>')
        if damage:
            marks.append(f'<span class="tk-badge" title="damage this turn">-{damage}</span>')
    if show_cost and card.cost is not None:
        marks.append(f'<span class="tk-badge" title="cost">{card.cost}g</span>')
    title = f"{card.name} ({type_label(card)}, {card.faction}): {card.text}"
    return (
        f'<span class="{" ".join(classes)}" title="{esc(title)}">{esc(card.name)}'
        f"{''.join(marks)}</span>"
    )


def card_tile(card: CardDef, *, note: str = "") -> str:
    """One card as a tile with its cost, kind, defense and printed text.

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> "2 gold" in card_tile(load_cards()["fire-gem"])
    True
    """
    bits = [type_label(card)]
    if card.faction != "none":
        bits.append(card.faction.capitalize())
    if card.is_champion:
        bits.append(f"defense {card.defense}" + (", GUARD" if card.guard else ""))
    cost = f'<span class="tk-badge">{card.cost}g</span>' if card.cost is not None else ""
    extra = f'<div class="tk-text"><em>{esc(note)}</em></div>' if note else ""
    return (
        f'<div class="tk-tile {_faction_class(card)}">'
        f'<div class="tk-title">{esc(card.name)} {cost}</div>'
        f"<div>{esc(' · '.join(bits))}</div>"
        f'<div class="tk-text">{esc(card.text)}</div>{extra}</div>'
    )


def card_view(card: CardDef) -> Html:
    """A card tile that displays itself in Jupyter.

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> card_view(load_cards()["spark"])._repr_html_().startswith("<style>")
    True
    """
    return Html(f'{style_block()}<div class="tk">{card_tile(card)}</div>')


def cards_view(cards: Iterable[CardDef]) -> Html:
    """Several card tiles side by side, displayed in Jupyter.

    Examples
    --------
    >>> from toolkit.hero_realms import load_cards
    >>> c = load_cards()
    >>> cards_view([c["gold"], c["ruby"]]).markup.count('class="tk-tile ')
    2
    """
    return Html(f'{style_block()}<div class="tk">{"".join(card_tile(c) for c in cards)}</div>')


def _chips(game: HeroRealmsGame, cards: Iterable[int], **kw: bool) -> str:
    defs = game.defs
    out = [card_chip(defs[c], **kw) for c in cards]  # type: ignore[arg-type]
    return "".join(out) or '<span class="tk-muted">none</span>'


def _hidden(n: int, what: str) -> str:
    if not n:
        return '<span class="tk-muted">none</span>'
    return f'<span class="tk-card tk-f-hidden" title="{esc(what)}">{n} hidden {"card" if n == 1 else "cards"}</span>'


def _zone(label: str, body: str) -> str:
    return f'<div class="tk-zone"><span class="tk-zone-label">{esc(label)}</span>{body}</div>'


def _player_html(game: HeroRealmsGame, p: PlayerState, viewer: int | None) -> str:
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
            card_chip(defs[c], expended=c in p.expended, damage=game.champion_damage.get(c, 0))
        )
    status = " (out)" if p.out else (" — to play" if seat == game.active and not game.over else "")
    if game.variant.name != "free-for-all" or len(game.players) > 2:
        # Multiplayer: the seat's place (left/right, team, emperor or commander).
        words = game.variant.seat_label(game, seat)
        where = [f"Player {seat + 1}"] if game.names[seat] != f"Player {seat + 1}" else []
        where += [words] if words else []
        status = (f" [{', '.join(where)}]" if where else "") + status
    stats = [
        f'<span class="tk-stat tk-health" title="health">&#x2665; {max(0, game.health_of(seat))}</span>',
        f'<span class="tk-stat tk-gold" title="gold pool (HR-A2)">gold {p.gold}</span>',
        f'<span class="tk-stat tk-combat" title="combat pool (HR-A2)">combat {p.combat}</span>',
        f'<span class="tk-stat" title="cards in the deck">deck {len(p.deck)}</span>',
        f'<span class="tk-stat" title="cards in the discard pile">discard {len(p.discard)}</span>',
    ]
    hand = _chips(game, p.hand) if sees_hand else _hidden(len(p.hand), "an opponent's hand")
    parts = [
        f'<div class="{" ".join(classes)}" data-seat="{seat}">',
        f'<div class="tk-name">{esc(game.names[seat])}{esc(status)}</div>',
        f'<div class="tk-stats">{"".join(stats)}</div>',
        _zone("Champions", "".join(champs) or '<span class="tk-muted">none</span>'),
        _zone("In play", _chips(game, p.in_play)),
        _zone(f"Hand ({len(p.hand)})", hand),
    ]
    if p.discard:
        top = defs[p.discard[-1]].name
        parts.append(
            f"<details><summary>Discard pile: {len(p.discard)} (top: {esc(top)})</summary>"
            f"{_chips(game, reversed(p.discard))}</details>"
        )
    if viewer is None and p.deck:
        parts.append(
            f"<details><summary>Deck, top first (teacher's view): {len(p.deck)}</summary>"
            f"{_chips(game, reversed(p.deck))}</details>"
        )
    parts.append("</div>")
    return "".join(parts)


def _market_html(
    game: HeroRealmsGame, row: list[int | None], deck_size: int, gems: list[int], owners: str
) -> str:
    """One market: its five face-up cards, the top Fire Gem and what is left (HR-S2, HR-S3)."""
    defs = game.defs
    tiles = [
        card_tile(defs[c]) if c is not None else '<div class="tk-tile">(empty)</div>' for c in row
    ]
    gem = (
        card_tile(defs[gems[-1]], note=f"{len(gems)} left in the pile (HR-S3)")
        if gems
        else '<div class="tk-tile">No Fire Gems left</div>'
    )
    return (
        f'<div class="tk-market"><div class="tk-head">{esc("Market row" + owners)} '
        f'<span class="tk-muted">· market deck {deck_size} · '
        f"sacrificed {len(game.sacrificed)}</span></div>{''.join(tiles)}{gem}</div>"
    )


def state_html(game: HeroRealmsGame, viewer: int | None = None) -> str:
    """The whole table as HTML: players, pools, zones, the market row and the Fire Gems.

    Parameters
    ----------
    game:
        The game to draw (not changed).
    viewer:
        ``None`` for the teacher's view (everything), or a seat to see only what
        that player sees.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.new(seed=4, names=["Ada", "Ben"])
    >>> "hidden card" in state_html(game, viewer=0), "hidden card" in state_html(game)
    (True, False)
    """
    names = game.names
    if game.over:
        head = f"Game over after turn {game.turn}: " + (
            " and ".join(names[w] for w in game.winners) + " won"
        )
    else:
        head = f"Turn {game.turn}: {names[game.active]} to play"
    who = "Teacher's view (every card)" if viewer is None else f"{names[viewer]}'s view"
    parts = [
        style_block(),
        '<div class="tk tk-hr">',
        f'<div class="tk-head">{esc(head)} <span class="tk-muted">· {esc(who)}</span></div>',
    ]
    if game.pending is not None and not game.over:
        parts.append(
            f'<div class="tk-pending">{esc(names[game.current_player])} must '
            f"{esc(game.describe_pending())}</div>"
        )
    parts.append('<div class="tk-players">')
    parts += [_player_html(game, p, viewer) for p in game.players]
    parts.append("</div>")
    markets = game.markets()
    for team, (market_row, market_deck, gems) in enumerate(markets):
        owners = ""
        if len(markets) > 1:  # Emperor with two markets: each team buys from its own
            seats = [s for s in range(len(names)) if game.team_of[s] == team]
            owners = " of " + " and ".join(names[s] for s in seats)
        parts.append(_market_html(game, market_row, len(market_deck), gems, owners))
    parts.append("</div>")
    return "".join(parts)
