"""Disney Villainous drawn in HTML: each realm's four locations, cards, locks and the mover.

Each location shows its top and bottom action symbols (top symbols covered
by a Hero are struck through, V-T4), the cards at the top (Heroes) and the
bottom (Allies, Items), items attached to their hosts, the lock (V-S6) and
the villain's mover (V-S2, V-T1). Each player's power, hand, decks and
discard piles and the objective (V-W1) are listed. The teacher's view shows
every hand; a player's view hides the opponents' hands. Decks are never
shown in order. Everything from data or a log is escaped.

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

from toolkit.html.core import esc, style_block

if TYPE_CHECKING:
    from toolkit.villainous.cards import CardDef
    from toolkit.villainous.engine import VillainousGame

__all__ = ["card_chip", "state_html", "symbol_label"]

_SYMBOLS = {
    "play_card": "Play a Card",
    "activate": "Activate",
    "move_item_or_ally": "Move an Item or Ally",
    "move_hero": "Move a Hero",
    "fate": "Fate",
    "vanquish": "Vanquish",
    "discard_cards": "Discard Cards",
}


def symbol_label(symbol: str) -> str:
    """A board symbol in words.

    Examples
    --------
    >>> symbol_label("gain_power:2"), symbol_label("move_hero")
    ('Gain 2 Power', 'Move a Hero')
    """
    name, _, amount = symbol.partition(":")
    if name == "gain_power":
        return f"Gain {amount or 1} Power"
    return _SYMBOLS.get(
        name, name.replace("_", " ").capitalize() + (f" {amount}" if amount else "")
    )


def card_chip(card: CardDef, *, strength: int | None = None) -> str:
    """One card as a chip coloured by its deck (villain, fate or Maui), with its strength.

    Examples
    --------
    >>> from toolkit.villainous.cards import load_villain
    >>> hero = next(c for c in load_villain("ursula").fate_deck if c.type == "hero")
    >>> "tk-d-fate" in card_chip(hero, strength=4)
    True
    """
    deck = card.deck if card.deck in ("villain", "fate", "maui") else "villain"
    marks = []
    if strength is not None:
        marks.append(f'<span class="tk-badge" title="strength (V-V2)">str {strength}</span>')
    marks.append(f'<span class="tk-badge">{esc(card.type)}</span>')
    title = f"{card.name} ({card.type}, {card.deck} deck): {card.text}"
    return (
        f'<span class="tk-card tk-d-{deck}" title="{esc(title)}">'
        f'<span class="tk-card-name">{esc(card.name)}</span>'
        f"{''.join(marks)}</span>"
    )


def _chip(game: VillainousGame, iid: int) -> str:
    card = game.defs[iid]
    strength = game.strength(iid) if card.strength is not None else None
    chip = card_chip(card, strength=strength)
    attached = game.attached_to(iid)
    if attached:
        chip += (
            '<div class="tk-attached">attached: '
            + "".join(_chip(game, a) for a in attached)
            + "</div>"
        )
    treasure = game.players[game.owner[iid]].treasure_on.get(iid)
    if treasure:
        face = "face up" if treasure[1] else "face down"
        chip += f'<div class="tk-attached">Treasure ({esc(face)})</div>'
    return chip


def _location(game: VillainousGame, seat: int, li: int) -> str:
    p = game.players[seat]
    loc = p.villain.locations[li]
    covered = game.covered(seat, li)
    locked = li in p.locked
    classes = ["tk-loc"]
    if p.loc == li:
        classes.append("tk-here")
    if locked:
        classes.append("tk-locked")
    head = esc(loc.name)
    if locked:
        head += ' <span class="tk-badge" title="locked (V-S6)">LOCKED</span>'
    if p.loc == li:
        head += f' <span class="tk-badge" title="the mover (V-T1)">{esc(game.names[seat])}</span>'
    top_syms = "".join(
        f'<span class="tk-sym tk-covered" title="covered by a Hero (V-T4)">{esc(symbol_label(s))}</span>'
        if covered
        else f'<span class="tk-sym">{esc(symbol_label(s))}</span>'
        for s in loc.top
    )
    bottom_syms = "".join(f'<span class="tk-sym">{esc(symbol_label(s))}</span>' for s in loc.bottom)
    top_cards = "".join(_chip(game, i) for i in p.top[li])
    bottom_cards = "".join(_chip(game, i) for i in p.bottom[li])
    return (
        f'<div class="{" ".join(classes)}" data-loc="{li}">'
        f'<div class="tk-loc-name">{head}</div>'
        f'<div class="tk-row-label">top</div><div class="tk-syms">{top_syms}</div>'
        f"<div>{top_cards}</div>"
        f'<div class="tk-row-label">bottom</div><div class="tk-syms">{bottom_syms}</div>'
        f"<div>{bottom_cards}</div></div>"
    )


def _player(game: VillainousGame, seat: int, viewer: int | None) -> str:
    p = game.players[seat]
    v = p.villain
    classes = ["tk-player"]
    if seat == game.active and not game.over:
        classes.append("tk-active")
    stats = [
        f'<span class="tk-stat tk-gold" title="power (V-S7)">power {p.power}</span>',
        f'<span class="tk-stat" title="villain deck">deck {len(p.deck)}</span>',
        f'<span class="tk-stat" title="villain discard pile">discard {len(p.discard)}</span>',
        f'<span class="tk-stat" title="fate deck">fate {len(p.fate_deck)}</span>',
        f'<span class="tk-stat" title="fate discard pile">fate discard {len(p.fate_discard)}</span>',
    ]
    if p.poison:
        stats.append(f'<span class="tk-stat tk-combat">poison {p.poison}</span>')
    if v.treasures:
        stats.append(f'<span class="tk-stat tk-combat">treasures {len(p.claimed)}</span>')
    if p.ingredients:
        stats.append(f'<span class="tk-stat">ingredients {len(p.ingredients)}</span>')
    if game.fate_holder == seat:
        stats.append('<span class="tk-stat tk-health" title="V-F3">fate token</span>')
    if viewer is None or viewer == seat:
        hand = (
            "".join(card_chip(game.defs[c]) for c in p.hand) or '<span class="tk-muted">none</span>'
        )
    else:
        hand = (
            f'<span class="tk-card tk-f-hidden">{len(p.hand)} hidden '
            f"{'card' if len(p.hand) == 1 else 'cards'}</span>"
            if p.hand
            else '<span class="tk-muted">none</span>'
        )
    status = " — to play" if seat == game.active and not game.over else ""
    objective = v.objective.get("text", "")
    locations = "".join(_location(game, seat, li) for li in range(len(v.locations)))
    discard = ""
    if p.discard:
        discard = (
            f"<details><summary>Villain discard: {len(p.discard)}</summary>"
            + "".join(card_chip(game.defs[c]) for c in reversed(p.discard))
            + "</details>"
        )
    return (
        f'<div class="{" ".join(classes)}" data-seat="{seat}">'
        f'<div class="tk-name">{esc(game.names[seat])} '
        f'<span class="tk-muted">({esc(v.name)}){esc(status)}</span></div>'
        f'<div class="tk-muted">Objective (V-W1): {esc(objective)}</div>'
        f'<div class="tk-stats">{"".join(stats)}</div>'
        f'<div class="tk-zone"><span class="tk-zone-label">Hand ({len(p.hand)})</span>{hand}</div>'
        f'<div class="tk-realm">{locations}</div>{discard}</div>'
    )


def state_html(game: VillainousGame, viewer: int | None = None) -> str:
    """The whole table as HTML: every realm, its locations and cards, power, hands and decks.

    Parameters
    ----------
    game:
        The game to draw (not changed).
    viewer:
        ``None`` for the teacher's view, or a seat to hide the opponents' hands.

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> game = VillainousGame.new(seed=2, villains=["ursula", "captain_hook"])
    >>> "hidden card" in state_html(game, viewer=0), "hidden card" in state_html(game)
    (True, False)
    """
    names = game.names
    if game.over:
        head = (
            f"Game over in turn {game.turn}: "
            + " and ".join(names[w] for w in game.winners)
            + " won"
        )
    else:
        head = f"Turn {game.turn}: {names[game.active]} to play ({game.phase} phase)"
    who = "Teacher's view (every card)" if viewer is None else f"{names[viewer]}'s view"
    parts = [
        style_block(),
        '<div class="tk tk-vl">',
        f'<div class="tk-head">{esc(head)} <span class="tk-muted">· {esc(who)}</span></div>',
    ]
    if game.pending is not None and not game.over:
        parts.append(f'<div class="tk-pending">{esc(game.describe_pending())}</div>')
    parts += [_player(game, s, viewer) for s in range(len(game.players))]
    parts.append("</div>")
    return "".join(parts)
