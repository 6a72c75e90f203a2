"""The turn of Hero Realms: dealing, applying a decision, and the end and start of turns.

:meth:`TurnFlow._do` applies one verified decision (the state version, which
keeps the legal-action listing fresh, changes here and nowhere else): an answer
to the pending decision as its kind's entry in
:data:`toolkit.hero_realms.decisions.DECISIONS` says, or a main-phase action as
the move of its kind; :meth:`TurnFlow._end_turn` runs the
phases after the main one for each player of the turn, as the table of phases
says (:data:`toolkit.hero_realms.phases.PHASES`: discard, HR-D2 and HR-D3; draw,
HR-R1), and passes the turn clockwise (HR-T1).

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1)
>>> game.apply(game.legal_actions()[-1])  # end the turn
>>> game.current_player, game.turn
(1, 2)
"""

from __future__ import annotations

from typing import Final

from toolkit.core.actions import Action
from toolkit.core.game import shuffle
from toolkit.core.saved_position import check_playable
from toolkit.hero_realms import effects, moves
from toolkit.hero_realms.kinds import MAIN_KINDS
from toolkit.hero_realms.legality import Legality
from toolkit.hero_realms.phases import END_STEPS
from toolkit.hero_realms.state import MARKET_ROW, PlayerState

_EFFECTS: Final = MAIN_KINDS.effects
"""The effect of each kind of main-phase action, by kind."""


class TurnFlow(Legality):
    """Dealing, the decisions of the main phase, and the turn passing on."""

    __slots__ = ()

    def _setup_game(self) -> None:
        cards = self.cards
        starting = cards.by_role("starting")
        n = len(self.players)
        # HR-S1: each personal deck is 7 Gold, Ruby, Dagger, Shortsword, shuffled.
        # The box holds four personal decks; more seats use a second box (see the docs).
        for p in self.players:
            for card in starting:
                for _ in range(card.per_player or 0):
                    p.deck.append(self._new_instance(card, p.seat))
            shuffle(self.rng, p.deck)
            self.events.append(("shuffle_deck", p.seat, len(p.deck)))
        # HR-S2: the market deck is every faction card, shuffled; five face up.
        for card in cards.by_role("market"):
            for _ in range(card.copies):
                self.market_deck.append(self._new_instance(card, -1))
        shuffle(self.rng, self.market_deck)
        self.events.append(("shuffle_market", len(self.market_deck)))
        for slot in range(MARKET_ROW):
            iid = self.market_deck.pop()
            self.market_row.append(iid)
            self.events.append(("market_reveal", slot, iid))
        # HR-S3: the Fire Gem pile, face up.
        for card in cards.by_role("fire_gem"):
            for _ in range(card.copies):
                self.fire_gems.append(self._new_instance(card, -1))
        if self.markets_count == 2:
            # Emperor with two boxes: the second box's market and Fire Gems are team 2's.
            row2: list[int | None] = []
            deck2 = [
                self._new_instance(card, -1)
                for card in cards.by_role("market")
                for _ in range(card.copies)
            ]
            shuffle(self.rng, deck2)
            self.events.append(("shuffle_market", len(deck2)))
            for slot in range(MARKET_ROW):
                row2.append(deck2.pop())
                self.events.append(("market_reveal", slot, row2[-1]))
            gems2 = [
                self._new_instance(card, -1)
                for card in cards.by_role("fire_gem")
                for _ in range(card.copies)
            ]
            self._markets = [[], [row2, deck2, gems2]]
        self._index_instances()
        # HR-S6: starting health (per life group; the variant decides).
        for p in self.players:
            self.health[self.life_of[p.seat]] = self.variant.starting_health(p.seat, n)
        # HR-S4 / HR-S5: opening hands by seat.
        if "position" in self.setup:
            from toolkit.hero_realms.position import apply_position
            from toolkit.hero_realms.records import state_dict
            from toolkit.hero_realms.saved_position import is_saved_position, restore

            saved = is_saved_position(self.setup["position"])
            if saved:
                restore(self.game, self.setup["position"], state_dict)  # a whole saved table
            else:
                apply_position(self.game, self.setup["position"])
            self.events.append(("position", n))
        else:
            saved = False
            for p in self.players:
                moves.draw(self, p, self.variant.opening_hand(p.seat, n))
        if self._markets is not None:
            self._markets[0] = [self.market_row, self.market_deck, self.fire_gems]
            self._bind_market()
        if saved:  # a saved table goes on in the middle of its turn
            check_playable(self)
            return
        self.events.append(("turn_start", self.active, self._turn))
        self._start_turn_effects()

    def _do(self, action: Action) -> None:
        """Apply one verified decision: an answer, a main-phase action, or the end of the turn.

        An answer is applied as its kind's entry in the table of pending decisions says
        (:func:`~toolkit.hero_realms.effects.answer`); a main-phase action (HR-T2) by the effect of its kind in
        :data:`~toolkit.hero_realms.kinds.MAIN_KINDS` (looked up in its table of effects:
        the action is verified already).
        """
        self._version += 1
        if self.pending is not None:
            effects.answer(self, action)
            effects.run(self)
        else:
            _EFFECTS[action.kind](self, action)

    def _end_turn(self) -> None:
        p = self.players[self.active]
        self.events.append(("end_turn", p.seat))
        if self._team_turns:
            # HR-V6: the whole team has its discard and draw phases together.
            for s in self._team[p.seat]:  # type: ignore[index]
                if not self.players[s].out:
                    self._cleanup(self.players[s])
        else:
            self._cleanup(p)
        self.champion_damage.clear()  # HR-T6: damage lasts one turn
        # HR-T1: next living seat clockwise (the next team's first member, in Hydra).
        n = len(self.players)
        nxt = self.active
        team = self.team_of[nxt] if self._team_turns else -1
        for _ in range(n):
            nxt = (nxt + 1) % n
            if not self.players[nxt].out and self.team_of[nxt] != team:
                break
        self.active = nxt
        self._turn += 1
        if self._markets is not None:
            self._bind_market()
        self.handovers = 0
        self.events.append(("turn_start", nxt, self._turn))
        self._start_turn_effects()

    def _cleanup(self, p: PlayerState) -> None:
        """The phases after the main one, for one player: discard (HR-D2, HR-D3), draw (HR-R1)."""
        for step in END_STEPS:
            step(self, p)

    def _start_turn_effects(self) -> None:
        """Opponent-discard effects resolve at the start of the target's turn."""
        if self._team_turns:
            # Both members of a team start their turn: each discards in seat order.
            team = self._team[self.active]  # type: ignore[index]
            for s in reversed(team):
                q = self.players[s]
                if q.pending_discards and not q.out:
                    self.stack.append((s, -1, ("forced_discard", q.pending_discards)))
                    q.pending_discards = 0
            effects.run(self)
            return
        p = self.players[self.active]
        if p.pending_discards:
            n = p.pending_discards
            p.pending_discards = 0
            moves.ask_discard(self, p.seat, -1, n, "opponent")
