"""The one check of each kind of main-phase action: None when it is legal, else the refusal.

Each ``_refuse_<kind>`` method is the single place that decides whether an
action of that kind may be taken: :class:`~toolkit.hero_realms.legality.Legality`
lists the candidates that pass it, and refuses anything else with the
:class:`~toolkit.core.errors.IllegalActionError` it returns (the reason in
plain words, from a catalogue entry, and the rule). A check returns None for a
legal action without building anything. The listing (the hot path) builds the
frequent kinds (plays, abilities, buys, attacks) inline from the same conditions
rather than paying one call per candidate, and
``tests/hero_realms/test_one_legality.py`` checks that the two agree. The arguments are already whole numbers in range: the
shape of an action is refused first, by :meth:`ActionChecks._refuse_main`.

Examples
--------
>>> from toolkit.core.actions import Action
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1)
>>> p = game.players[0]
>>> game._refuse_play(p, p.hand[0]) is None
True
>>> str(game._refuse_main(Action("expend", (p.hand[0],))))
'HR-A5: Gold is not a champion Player 1 has in play'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.effects import Effects
from toolkit.hero_realms.state import ALLY_ABILITY, SACRIFICE_ABILITY, PlayerState
from toolkit.hero_realms.variants import N_, Nn_
from toolkit.i18n.grammar import C_, gendered

REFUSED: Final = IllegalActionError("refused")
"""What a check returns for an illegal candidate when the listing asks (no words needed)."""

# Refusals whose participle agrees with the card they name (girado, girada).
_EXPENDED = gendered(
    C_("masculine", "{card} is already expended this turn"),
    C_("feminine", "{card} is already expended this turn"),
    C_("masculine plural", "{card} is already expended this turn"),
    C_("feminine plural", "{card} is already expended this turn"),
)
"""An expend refused: the card is expended already."""
_GUARDED_TEAM = gendered(
    C_(
        "masculine",
        "{owner}'s team has a prepared guard in play, so {card} cannot be attacked until the team's guards are stunned",
    ),
    C_(
        "feminine",
        "{owner}'s team has a prepared guard in play, so {card} cannot be attacked until the team's guards are stunned",
    ),
    C_(
        "masculine plural",
        "{owner}'s team has a prepared guard in play, so {card} cannot be attacked until the team's guards are stunned",
    ),
    C_(
        "feminine plural",
        "{owner}'s team has a prepared guard in play, so {card} cannot be attacked until the team's guards are stunned",
    ),
)
"""An attack on a champion refused: the team's guards come first."""
_GUARDED = gendered(
    C_(
        "masculine",
        "{owner} has a prepared guard in play, so {card} cannot be attacked until the guards are stunned",
    ),
    C_(
        "feminine",
        "{owner} has a prepared guard in play, so {card} cannot be attacked until the guards are stunned",
    ),
    C_(
        "masculine plural",
        "{owner} has a prepared guard in play, so {card} cannot be attacked until the guards are stunned",
    ),
    C_(
        "feminine plural",
        "{owner} has a prepared guard in play, so {card} cannot be attacked until the guards are stunned",
    ),
)
"""An attack on a champion refused: the guards come first."""

_MAIN_KINDS = frozenset(
    ("play", "expend", "ally", "sacrifice", "buy", "attack_player", "attack_champion", "end_turn")
)


class ActionChecks(Effects):
    """One check per kind of main-phase action, shared by the listing and the refusal."""

    __slots__ = ()

    def _names(self) -> Sequence[object]:
        from toolkit.hero_realms.text import refusal_names

        return refusal_names(self.game)

    def _who(self) -> object:
        return self._names()[self.current_player]

    # -- the checks, one per kind ---------------------------------------------------------

    def _refuse_play(
        self, p: PlayerState, card: int, explain: bool = True
    ) -> IllegalActionError | None:
        """HR-T3: any card of the hand may be played."""
        if card in p.hand:
            return None
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("{card} is not in {who}'s hand"),
            "HR-T3",
            card=self.defs[card].name,
            who=self._who(),
        )

    def _refuse_expend(
        self, p: PlayerState, card: int, explain: bool = True
    ) -> IllegalActionError | None:
        """HR-A5: a champion in play, not yet expended, with an expend ability."""
        if card not in p.champions:
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("{card} is not a champion {who} has in play"),
                "HR-A5",
                card=self.defs[card].name,
                who=self._who(),
            )
        if card in p.expended:
            if not explain:
                return REFUSED
            return IllegalActionError.agreeing(
                _EXPENDED.message, "HR-A5", "hero_realms", "card", card=self.defs[card].name
            )
        if not self.defs[card].expend:
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("{card} has no expend ability"), "HR-A5", card=self.defs[card].name
            )
        return None

    def _refuse_ally(
        self, p: PlayerState, card: int, explain: bool = True
    ) -> IllegalActionError | None:
        """HR-A6: a card in play whose ally ability is unused, with another of its faction."""
        in_play, champions = p.in_play, p.champions
        if card not in in_play and card not in champions:
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("{card} is not in play"), "HR-A6", card=self.defs[card].name
            )
        if card in p.ally_used:
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("{card}'s ally ability was already used this turn"),
                "HR-A6",
                card=self.defs[card].name,
            )
        if not self._facts.abilities[card] & ALLY_ABILITY:
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("{card} has no ally ability"), "HR-A6", card=self.defs[card].name
            )
        if self._has_ally(card, in_play, champions):
            return None
        if not explain:
            return REFUSED
        return self._no_ally(p, card)

    def _no_ally(self, p: PlayerState, card: int) -> IllegalActionError:
        """Why no other card enables ``card``'s ally ability (a teammate's do not, HR-V5)."""
        from toolkit.hero_realms.text import faction_phrase

        names = self._names()
        name = self.defs[card].name
        faction = self.defs[card].faction
        for mate in self.teammates(p.seat):
            q = self.players[mate]
            if any(self.defs[c].faction == faction for c in q.in_play + q.champions):
                return IllegalActionError.of(
                    N_(
                        "only {who}'s own cards enable ally abilities; {mate}'s {faction} "
                        "cards are a teammate's, so {card}'s ally ability cannot be used"
                    ),
                    "HR-V5",
                    who=names[self.current_player],
                    mate=names[mate],
                    faction=faction_phrase(faction),
                    card=name,
                )
        return IllegalActionError.of(
            N_("no other {faction} card is in play, so {card}'s ally ability cannot be used"),
            "HR-A6",
            faction=faction_phrase(faction),
            card=name,
        )

    def _refuse_sacrifice(
        self, p: PlayerState, card: int, explain: bool = True
    ) -> IllegalActionError | None:
        """HR-A7: a card in play with a sacrifice ability."""
        if card not in p.in_play and card not in p.champions:
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("{card} is not in play"), "HR-A7", card=self.defs[card].name
            )
        if not self._facts.abilities[card] & SACRIFICE_ABILITY:
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("{card} has no sacrifice ability"), "HR-A7", card=self.defs[card].name
            )
        return None

    def _refuse_buy(
        self, p: PlayerState, card: int, explain: bool = True
    ) -> IllegalActionError | None:
        """HR-B1: one of the five market cards or the top Fire Gem, for its cost in gold."""
        gems = self.fire_gems
        if card not in self.market_row and (not gems or card != gems[-1]):
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("{card} is not one of the five market cards or the top Fire Gem"),
                "HR-B1",
                card=self.defs[card].name,
            )
        cost = self._facts.cost[card]
        if cost <= p.gold:
            return None
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("{card} costs {cost} gold and {who} has {gold}"),
            "HR-B1",
            card=self.defs[card].name,
            cost=cost,
            who=self._who(),
            gold=p.gold,
        )

    def _refuse_attack_player(
        self, p: PlayerState, target: int, amount: int, reach: Sequence[int], explain: bool = True
    ) -> IllegalActionError | None:
        """HR-C1: an opponent in ``reach`` (variant and guards, HR-C3) with 1 to all the combat."""
        if target not in reach:
            if not explain:
                return REFUSED
            return self._unreachable_player(p, target)
        if 1 <= amount <= p.combat:
            return None
        if not explain:
            return REFUSED
        return self._wrong_amount(p, amount)

    def _refuse_attack_champion(
        self, p: PlayerState, card: int, amount: int, reach: Sequence[int], explain: bool = True
    ) -> IllegalActionError | None:
        """HR-C1: an opponent's champion in ``reach`` (guards first, HR-C3), 1 to all the combat."""
        if card not in reach:
            if not explain:
                return REFUSED
            return self._unreachable_champion(p, card)
        if 1 <= amount <= p.combat:
            return None
        if not explain:
            return REFUSED
        return self._wrong_amount(p, amount)

    def _wrong_amount(self, p: PlayerState, amount: int) -> IllegalActionError:
        return IllegalActionError.of(
            Nn_(
                "the attack must use between 1 and {n} combat (the pool), not {amount}",
                "the attack must use between 1 and {n} combat (the pool), not {amount}",
            ),
            "HR-C1",
            n=p.combat,
            amount=amount,
        )

    def _unreachable_player(self, p: PlayerState, target: int) -> IllegalActionError:
        """Why seat ``target`` is out of reach of ``p``'s combat."""
        names = self._names()
        refuse = IllegalActionError.of
        if not 0 <= target < len(self.players) or target == p.seat:
            return refuse(N_("there is no opponent in seat {seat}"), "HR-C1", seat=target)
        if self.players[target].out:
            return refuse(N_("{name} is already out"), "HR-E1", name=names[target])
        if target not in self.variant.player_targets(self, p.seat):
            return self.variant.why_not_player(self.game, p.seat, target)
        if self.has_guard(target):
            guard = self.guard_names(target)[0]
            if self._guard_team is not None:
                return refuse(
                    N_(
                        "{guard} is a guard of {target}'s team, so neither member "
                        "can be attacked until the team's guards are stunned"
                    ),
                    "HR-V7",
                    guard=guard,
                    target=names[target],
                )
            return refuse(
                N_(
                    "{guard} is a guard, so {target} cannot be attacked "
                    "until their guards are stunned"
                ),
                "HR-C3",
                guard=guard,
                target=names[target],
            )
        return refuse(
            Nn_("{who} has {n} combat", "{who} has {n} combat"),
            "HR-C1",
            who=names[self.current_player],
            n=p.combat,
        )

    def _unreachable_champion(self, p: PlayerState, card: int) -> IllegalActionError:
        """Why champion ``card`` is out of reach of ``p``'s combat."""
        names = self._names()
        refuse = IllegalActionError.of
        if not 0 <= card < len(self.defs):
            return refuse(N_("there is no card number {card}"), card=card)
        name = self.defs[card].name
        owner = self.owner_of_champion(card)
        if owner is None or owner == p.seat:
            return refuse(
                N_("{card} is not a champion an opponent has in play"), "HR-C1", card=name
            )
        if owner not in self.variant.champion_targets(self, p.seat):
            return self.variant.why_not_champion(self.game, p.seat, owner)
        if self.has_guard(owner) and not self.defs[card].guard:
            if self._guard_team is not None:
                return IllegalActionError.agreeing(
                    _GUARDED_TEAM.message,
                    "HR-V7",
                    "hero_realms",
                    "card",
                    owner=names[owner],
                    card=name,
                )
            return IllegalActionError.agreeing(
                _GUARDED.message, "HR-C3", "hero_realms", "card", owner=names[owner], card=name
            )
        return refuse(
            Nn_("{who} has {n} combat", "{who} has {n} combat"),
            "HR-C1",
            who=names[self.current_player],
            n=p.combat,
        )

    def _refuse_hand_over(self, p: PlayerState, explain: bool = True) -> IllegalActionError | None:
        """HR-V6: in Hydra, a living teammate may act next in this turn."""
        for s in self.teammates(p.seat):
            if not self.players[s].out:
                return None
        if not explain:
            return REFUSED
        return IllegalActionError.of(N_("the teammate is out and cannot take over"), "HR-V6")

    def _refuse_buy_pooled(
        self, p: PlayerState, card: int, share: int, explain: bool = True
    ) -> IllegalActionError | None:
        """HR-V7: any split of a card's cost between the buyer's and the teammate's gold."""
        gems = self.fire_gems
        if not 0 <= card < len(self.defs) or (
            card not in self.market_row and (not gems or card != gems[-1])
        ):
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("the card must be one of the five market cards or the top Fire Gem"), "HR-B1"
            )
        mate = self.players[self.teammates(p.seat)[0]]
        if not mate.gold:
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("{who} has no teammate gold to pool"), "HR-V7", who=self._names()[p.seat]
            )
        cost = self._facts.cost[card]
        if 1 <= share <= mate.gold and cost - share <= p.gold and share <= cost:
            return None
        names = self._names()
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_(
                "{card} costs {cost}: {mate} can add 1 to {most} gold and {who} must pay "
                "the rest from {gold} gold, so a share of {share} does not work"
            ),
            "HR-V7",
            card=self.defs[card].name,
            cost=cost,
            mate=names[mate.seat],
            most=min(mate.gold, cost),
            who=names[p.seat],
            gold=p.gold,
            share=share,
        )

    def _refuse_send(
        self, p: PlayerState, card: int, mate: int, explain: bool = True
    ) -> IllegalActionError | None:
        """HR-V12: pay 1 gold to move a card of the discard pile to a living teammate's."""
        if p.gold < 1:
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("moving a card to a teammate costs 1 gold and {who} has none"),
                "HR-V12",
                who=self._who(),
            )
        if not 0 <= card < len(self.defs) or card not in p.discard:
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("card {card} is not in {who}'s discard pile"),
                "HR-V12",
                card=card,
                who=self._who(),
            )
        if mate not in self.teammates(p.seat):
            if not explain:
                return REFUSED
            return IllegalActionError.of(
                N_("seat {seat} is not {who}'s teammate"), "HR-V12", seat=mate, who=self._who()
            )
        if self.players[mate].out:
            if not explain:
                return REFUSED
            return IllegalActionError.of(N_("{name} is out"), "HR-V12", name=self._names()[mate])
        return None

    # -- the shape of an action, then its kind's check ------------------------------------

    def _refuse_main(self, action: Action) -> IllegalActionError | None:
        """The refusal of a main-phase ``action`` (nothing pending), or None if it is legal.

        The kinds a variant does not have are refused first, then the number and type
        of the arguments, then the kind's own check decides.
        """
        refuse = IllegalActionError.of
        kind, args = action.kind, action.args
        p = self.players[self.active]
        ints = all(type(a) is int for a in args)
        if kind == "attack_player" or kind == "attack_champion":
            if len(args) != 2 or not ints:
                return refuse(
                    N_("{kind} takes a target and an amount, got {args}"), kind=kind, args=args
                )
            if kind == "attack_player":
                return self._refuse_attack_player(
                    p, args[0], args[1], self.attackable_players(p.seat)
                )
            return self._refuse_attack_champion(
                p, args[0], args[1], self.attackable_champions(p.seat)
            )
        if kind == "buy_pooled" and self._team_turns:
            if len(args) != 2 or not ints:
                return refuse(
                    N_("buy_pooled takes a card and the teammate's share, got {args!r}"),
                    "HR-V7",
                    args=args,
                )
            return self._refuse_buy_pooled(p, args[0], args[1])
        if kind in ("hand_over", "buy_pooled") and not self._team_turns:
            from toolkit.hero_realms.text import variant_phrase

            return refuse(
                N_("{kind} is only for teams playing their turn together (Hydra), not {variant}"),
                "HR-V6" if kind == "hand_over" else "HR-V7",
                kind=kind,
                variant=variant_phrase(self.game),
            )
        if kind == "send" and not self.variant.discard_transfer:
            from toolkit.hero_realms.text import variant_phrase

            return refuse(
                N_("moving a card to a teammate's discard pile is an Emperor rule, not {variant}"),
                "HR-V12",
                variant=variant_phrase(self.game),
            )
        if kind in ("hand_over", "end_turn"):
            if args:
                return refuse(N_("{kind} takes no arguments, got {args!r}"), kind=kind, args=args)
            return self._refuse_hand_over(p) if kind == "hand_over" else None
        if kind == "send":
            if len(args) != 2 or not ints:
                return refuse(
                    N_("send takes a card and a teammate's seat, got {args!r}"), args=args
                )
            return self._refuse_send(p, args[0], args[1])
        if kind not in _MAIN_KINDS:
            return refuse(
                N_("{kind!r} is not an action of the main phase (nothing is pending)"),
                "HR-T2",
                kind=kind,
            )
        if len(args) != 1 or not ints:
            return refuse(
                N_("{kind} takes one whole-number argument, got {args!r}"),
                kind=kind,
                args=args,
            )
        card = args[0]
        if not 0 <= card < len(self.defs):
            return refuse(N_("there is no card number {card}"), card=card)
        if kind == "play":
            return self._refuse_play(p, card)
        if kind == "expend":
            return self._refuse_expend(p, card)
        if kind == "ally":
            return self._refuse_ally(p, card)
        if kind == "sacrifice":
            return self._refuse_sacrifice(p, card)
        return self._refuse_buy(p, card)
