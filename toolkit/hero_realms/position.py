"""Exact positions: put named cards into named zones after the ordinary setup.

A position is part of a game's setup (``setup["position"]``), so a game
started from a position is still a seed, a setup and a list of decisions:
it logs and replays like any other. Teachers use positions to show one rule
at a time; tests use them to build a precise scenario.

Format (every key optional)::

    {"active": 0, "turn": 3, "health": [50, 12],
     "market_row": ["orc-grunt", "spark", ...],          # up to five card ids
     "players": [{"hand": ["gold", "fire-bomb"], "deck": [...],  # top card last
                  "discard": [...], "in_play": [...], "champions": [...],
                  "expended": ["orc-grunt"], "gold": 3, "combat": 0}, ...]}

A listed zone holds exactly the listed cards; a seat the position
describes (any key, even only ``gold`` or ``combat``) has an empty hand
unless its hand is listed, and a seat it leaves out (or gives as ``{}``)
keeps an ordinary opening hand. A card is taken from its
owner's personal cards first, then from the market deck, then from the
Fire Gem pile. Personal cards a position does not place stay in their
owner's deck (under any listed deck cards); no card is created or lost.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.from_position({"players": [{"hand": ["orc-grunt"]}, {}]}, seed=1)
>>> [game.card_name(c) for c in game.players[0].hand]
['Orc Grunt']
>>> find_instance(game, "orc-grunt", "hand", seat=0) == game.players[0].hand[0]
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolkit.core.errors import SetupError, ToolkitError

if TYPE_CHECKING:
    from toolkit.hero_realms.engine import HeroRealmsGame

ZONES = ("hand", "deck", "discard", "in_play", "champions")
PLAYER_KEYS = {*ZONES, "expended", "gold", "combat"}
TOP_KEYS = {"active", "turn", "health", "market_row", "players"}


PLAYER_ZONES = (*ZONES, "expended")
TABLE_ZONES = ("market_row", "market_deck", "fire_gems", "sacrificed")


class CardNotFoundError(ToolkitError, LookupError):
    """No copy of the card asked for is in the zone asked about."""


def find_instance(
    game: HeroRealmsGame, card_id: str, zone: str, seat: int | None = None, nth: int = 0
) -> int:
    """The instance number of the ``nth`` copy (from 0) of ``card_id`` in a zone.

    Actions name card instances, not card ids; this finds the instance a lesson or a
    test means ("the Orc Grunt in Ben's champions").

    Parameters
    ----------
    game:
        The game to look in.
    card_id:
        A card id of ``data/hero_realms`` (``"orc-grunt"``, ``"fire-gem"``).
    zone:
        A seat's zone (``hand``, ``deck`` (top card last), ``discard``, ``in_play``,
        ``champions``, ``expended``: that seat's expended champions), which needs
        ``seat``; or a zone of the table (``market_row``, ``market_deck``,
        ``fire_gems`` (the top Fire Gem is the last), ``sacrificed``), for which the
        market of the team to play is meant.
    seat:
        The seat whose zone it is.
    nth:
        Which copy, in zone order, when there are several.

    Raises
    ------
    CardNotFoundError
        If the zone or seat is unknown, or holds fewer than ``nth + 1`` copies.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> game = HeroRealmsGame.from_position({"players": [{}, {"champions": ["orc-grunt"]}]})
    >>> grunt = find_instance(game, "orc-grunt", "champions", seat=1)
    >>> game.card_name(grunt)
    'Orc Grunt'
    """
    if zone in TABLE_ZONES:
        cards: list[int] = {
            "market_row": [c for c in game.market_row if c is not None],
            "market_deck": game.market_deck,
            "fire_gems": game.fire_gems,
            "sacrificed": game.sacrificed,
        }[zone]
        where = f"the {zone.replace('_', ' ')}"
    elif zone in PLAYER_ZONES:
        if type(seat) is not int or not 0 <= seat < len(game.players):
            raise CardNotFoundError(
                f"{zone} is a player's zone: give a seat from 0 to {len(game.players) - 1}, "
                f"not {seat!r}"
            )
        p = game.players[seat]
        cards = (
            [c for c in p.champions if c in p.expended] if zone == "expended" else getattr(p, zone)
        )
        where = f"{game.names[seat]}'s {zone.replace('_', ' ')}"
    else:
        raise CardNotFoundError(
            f"unknown zone {zone!r}; known: {', '.join(PLAYER_ZONES + TABLE_ZONES)}"
        )
    found = [c for c in cards if game.defs[c].id == card_id]
    if type(nth) is not int or not 0 <= nth < len(found):
        raise CardNotFoundError(
            f"{where} holds {len(found)} {card_id!r} card(s), so there is no copy number {nth!r}"
        )
    return found[nth]


def _int(value: Any, what: str, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise SetupError(f"position: {what} must be a whole number >= {minimum}, got {value!r}")
    return value


def apply_position(game: HeroRealmsGame, position: Any) -> None:
    """Rearrange a freshly set-up game into ``position`` (see the module docstring).

    Raises
    ------
    SetupError
        For an unknown key, an unknown card, a card of the wrong kind for its
        zone, or more copies of a card than the game holds.
    """
    if not isinstance(position, dict):
        raise SetupError(f"position must be a mapping, got {type(position).__name__}")
    unknown = set(position) - TOP_KEYS
    if unknown:
        raise SetupError(f"position: unknown key(s) {sorted(unknown)}")
    players = position.get("players", [])
    if not isinstance(players, list) or len(players) > len(game.players):
        raise SetupError(
            f"position: players must be a list of at most {len(game.players)} mappings"
        )
    # Gather every instance back into pools it can be taken from.
    personal: list[list[int]] = []
    for p in game.players:
        pool = p.deck + p.hand
        p.deck, p.hand = [], []
        personal.append(pool)
    market = game.market_deck + [c for c in game.market_row if c is not None]
    game.market_deck, game.market_row = [], []
    gems = game.fire_gems
    game.fire_gems = []
    ids = game.cards

    def take(card_id: Any, seat: int, where: str) -> int:
        if not isinstance(card_id, str) or card_id not in ids:
            raise SetupError(f"position: unknown card id {card_id!r} in {where}")
        pools = ([personal[seat]] if seat >= 0 else []) + [market, gems]
        for pool in pools:
            for i, c in enumerate(pool):
                if game.defs[c].id == card_id:
                    del pool[i]
                    return c
        raise SetupError(f"position: no copy of {card_id!r} is left for {where}")

    placed: list[dict[str, list[int]]] = []
    for seat, spec in enumerate(players):
        if not isinstance(spec, dict):
            raise SetupError(f"position: player {seat} must be a mapping")
        bad = set(spec) - PLAYER_KEYS
        if bad:
            raise SetupError(f"position: unknown key(s) {sorted(bad)} for player {seat}")
        zones: dict[str, list[int]] = {}
        for zone in ZONES:
            cards = spec.get(zone)
            if cards is None:
                continue
            if not isinstance(cards, list):
                raise SetupError(f"position: player {seat} {zone} must be a list of card ids")
            zones[zone] = [take(cid, seat, f"player {seat} {zone}") for cid in cards]
            for c in zones[zone]:
                kind_ok = game.defs[c].is_champion == (zone == "champions") or zone not in (
                    "champions",
                    "in_play",
                )
                if not kind_ok:
                    raise SetupError(
                        f"position: {game.defs[c].name} cannot be in player {seat}'s {zone}"
                    )
        placed.append(zones)
    row_spec = position.get("market_row")
    row: list[int] = []
    if row_spec is not None:
        if not isinstance(row_spec, list) or len(row_spec) > 5:
            raise SetupError("position: market_row must list at most five card ids")
        for cid in row_spec:
            c = take(cid, -1, "the market row")
            if game.defs[c].role != "market":
                raise SetupError(f"position: {game.defs[c].name} is not a market card")
            row.append(c)
    # Market: listed cards first, then refill from the (still shuffled) market deck.
    game.market_deck = market
    while len(row) < 5 and game.market_deck:
        row.append(game.market_deck.pop())
    game.market_row = list(row)
    game.fire_gems = gems
    for seat, p in enumerate(game.players):
        zones = placed[seat] if seat < len(placed) else {}
        leftovers = personal[seat]
        if "deck" in zones:
            p.deck = leftovers + zones["deck"]
        else:
            p.deck = leftovers
        p.hand = zones.get("hand", [])
        if seat >= len(players) or not players[seat]:
            # A seat the position leaves alone keeps an ordinary opening hand.
            n = game.variant.opening_hand(seat, len(game.players))
            p.hand = [p.deck.pop() for _ in range(min(n, len(p.deck)))]
        p.discard = zones.get("discard", [])
        p.in_play = zones.get("in_play", [])
        p.champions = zones.get("champions", [])
        for c in p.hand + p.deck + p.discard + p.in_play + p.champions:
            if game.owner[c] == -1:
                game.owner[c] = seat
        spec = players[seat] if seat < len(players) else {}
        expended = spec.get("expended", [])
        if not isinstance(expended, list):
            raise SetupError(f"position: player {seat} expended must be a list of card ids")
        for cid in expended:
            match = [c for c in p.champions if game.defs[c].id == cid and c not in p.expended]
            if not match:
                raise SetupError(f"position: player {seat} has no ready {cid!r} champion to expend")
            p.expended.add(match[0])
        p.gold = _int(spec.get("gold", 0), f"player {seat} gold")
        p.combat = _int(spec.get("combat", 0), f"player {seat} combat")
    health = position.get("health")
    if health is not None:
        if not isinstance(health, list) or len(health) != len(game.players):
            raise SetupError(f"position: health must list {len(game.players)} numbers")
        for seat, h in enumerate(health):
            game.health[game.life_of[seat]] = _int(h, f"health of player {seat}", 1)
    n = len(game.players)
    game.active = _int(position.get("active", 0), "active")
    if game.active >= n:
        raise SetupError(f"position: active must be a seat below {n}")
    game._turn = _int(position.get("turn", 1), "turn", 1)
