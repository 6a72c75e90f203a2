"""The turn of Hero Realms: dealing, and the end and start of turns.

Functions of the table record, not a class. :func:`setup_game` deals the cards and
starts the first turn; :func:`end_turn` runs the phases after the main one for each
player of the turn, as the table of phases says
(:data:`toolkit.hero_realms.phases.PHASES`: discard, HR-D2 and HR-D3; draw, HR-R1),
and passes the turn clockwise (HR-T1). One verified decision is applied by
:meth:`toolkit.hero_realms.engine.HeroRealmsGame._do` (the state version, which keeps
the legal-action listing fresh, changes there and nowhere else): an answer to the
pending decision as its kind's entry in :data:`toolkit.hero_realms.decisions.DECISIONS`
says, or a main-phase action as the effect of its kind (ending the turn is the kind
``end_turn``, whose effect calls :func:`end_turn`).

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1)
>>> game.apply(game.legal_actions()[-1])  # end the turn
>>> game.current_player, game.turn
(1, 2)
"""

from __future__ import annotations

from toolkit.core.game import shuffle
from toolkit.core.saved_position import check_playable
from toolkit.hero_realms.effects import run
from toolkit.hero_realms.moves import ask_discard, draw
from toolkit.hero_realms.phases import END_STEPS
from toolkit.hero_realms.state import MARKET_ROW, PlayerState, TableState

__all__ = ["cleanup", "end_turn", "setup_game", "start_turn_effects"]


def setup_game(table: TableState) -> None:
    """Deal a new table (HR-S1 to HR-S6) or set up its position, and start the first turn."""
    cards = table.cards
    starting = cards.by_role("starting")
    n = len(table.players)
    # HR-S1: each personal deck is 7 Gold, Ruby, Dagger, Shortsword, shuffled.
    # The box holds four personal decks; more seats use a second box (see the docs).
    for p in table.players:
        for card in starting:
            for _ in range(card.per_player or 0):
                p.deck.append(table._new_instance(card, p.seat))
        shuffle(table.rng, p.deck)
        table.events.append(("shuffle_deck", p.seat, len(p.deck)))
    # HR-S2: the market deck is every faction card, shuffled; five face up.
    for card in cards.by_role("market"):
        for _ in range(card.copies):
            table.market_deck.append(table._new_instance(card, -1))
    shuffle(table.rng, table.market_deck)
    table.events.append(("shuffle_market", len(table.market_deck)))
    for slot in range(MARKET_ROW):
        iid = table.market_deck.pop()
        table.market_row.append(iid)
        table.events.append(("market_reveal", slot, iid))
    # HR-S3: the Fire Gem pile, face up.
    for card in cards.by_role("fire_gem"):
        for _ in range(card.copies):
            table.fire_gems.append(table._new_instance(card, -1))
    if table.markets_count == 2:
        # Emperor with two boxes: the second box's market and Fire Gems are team 2's.
        row2: list[int | None] = []
        deck2 = [
            table._new_instance(card, -1)
            for card in cards.by_role("market")
            for _ in range(card.copies)
        ]
        shuffle(table.rng, deck2)
        table.events.append(("shuffle_market", len(deck2)))
        for slot in range(MARKET_ROW):
            row2.append(deck2.pop())
            table.events.append(("market_reveal", slot, row2[-1]))
        gems2 = [
            table._new_instance(card, -1)
            for card in cards.by_role("fire_gem")
            for _ in range(card.copies)
        ]
        table._markets = [[], [row2, deck2, gems2]]
    table._index_instances()
    # HR-S6: starting health (per life group; the variant decides).
    for p in table.players:
        table.health[table.life_of[p.seat]] = table.variant.starting_health(p.seat, n)
    # HR-S4 / HR-S5: opening hands by seat.
    if "position" in table.setup:
        from toolkit.hero_realms.position import apply_position
        from toolkit.hero_realms.records import state_dict
        from toolkit.hero_realms.saved_position import is_saved_position, restore

        saved = is_saved_position(table.setup["position"])
        if saved:
            restore(table.game, table.setup["position"], state_dict)  # a whole saved table
        else:
            apply_position(table.game, table.setup["position"])
        table.events.append(("position", n))
    else:
        saved = False
        for p in table.players:
            draw(table, p, table.variant.opening_hand(p.seat, n))
    if table._markets is not None:
        table._markets[0] = [table.market_row, table.market_deck, table.fire_gems]
        table._bind_market()
    if saved:  # a saved table goes on in the middle of its turn
        check_playable(table)
        return
    table.events.append(("turn_start", table.active, table._turn))
    start_turn_effects(table)


def end_turn(table: TableState) -> None:
    """End the active player's turn: the phases after the main one, then the next seat (HR-T1)."""
    p = table.players[table.active]
    table.events.append(("end_turn", p.seat))
    if table._team_turns:
        # HR-V6: the whole team has its discard and draw phases together.
        for s in table._team[p.seat]:  # type: ignore[index]
            if not table.players[s].out:
                cleanup(table, table.players[s])
    else:
        cleanup(table, p)
    table.champion_damage.clear()  # HR-T6: damage lasts one turn
    # HR-T1: next living seat clockwise (the next team's first member, in Hydra).
    n = len(table.players)
    nxt = table.active
    team = table.team_of[nxt] if table._team_turns else -1
    for _ in range(n):
        nxt = (nxt + 1) % n
        if not table.players[nxt].out and table.team_of[nxt] != team:
            break
    table.active = nxt
    table._turn += 1
    if table._markets is not None:
        table._bind_market()
    table.handovers = 0
    table.events.append(("turn_start", nxt, table._turn))
    start_turn_effects(table)


def cleanup(table: TableState, p: PlayerState) -> None:
    """The phases after the main one, for one player: discard (HR-D2, HR-D3), draw (HR-R1)."""
    for step in END_STEPS:
        step(table, p)


def start_turn_effects(table: TableState) -> None:
    """Opponent-discard effects resolve at the start of the target's turn."""
    if table._team_turns:
        # Both members of a team start their turn: each discards in seat order.
        team = table._team[table.active]  # type: ignore[index]
        for s in reversed(team):
            q = table.players[s]
            if q.pending_discards and not q.out:
                table.stack.append((s, -1, ("forced_discard", q.pending_discards)))
                q.pending_discards = 0
        run(table)
        return
    p = table.players[table.active]
    if p.pending_discards:
        n = p.pending_discards
        p.pending_discards = 0
        ask_discard(table, p.seat, -1, n, "opponent")
