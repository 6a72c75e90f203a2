"""What the player to act may do now, and why anything else is refused.

:meth:`Legality.legal_actions` lists every action (pending answers included);
:meth:`Legality._check` refuses anything not listed, and
:meth:`Legality._why_illegal` says why in plain words with the rule. The
listing is kept for the state version it was made at (the view cache: the
version changes with every applied decision, in one place,
:meth:`toolkit.hero_realms.turn.TurnFlow._do`), and
:meth:`Legality.fresh_legal_actions` builds it anew.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1)
>>> game.legal_actions() is game.legal_actions()
True
>>> game.legal_actions() == game.fresh_legal_actions()
True
"""

from __future__ import annotations

from typing import Final

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms.effects import Effects
from toolkit.hero_realms.interned import (
    ALLY,
    BUY,
    CARD_ACTIONS,
    END_TURN,
    EXPEND,
    HAND_OVER,
    PASS,
    PLAY,
    SACRIFICE,
    attack_champion_action,
    attack_player_action,
)
from toolkit.hero_realms.state import ALLY_ABILITY, SACRIFICE_ABILITY, PlayerState
from toolkit.hero_realms.variants import N_

_ANSWERS: Final[dict[str, tuple[str, ...]]] = {  # the answers each pending kind takes
    "choose": ("choose",),
    "sacrifice": ("sacrifice_card", "pass"),
    "stun": ("stun", "pass"),
    "prepare": ("prepare",),
    "target": ("target",),
    "discard": ("discard",),
    "draw_count": ("draw_count",),
    "to_top": ("to_top", "pass"),
    "bequeath": ("bequeath", "pass"),
}


class Legality(Effects):
    """The legal actions and the reasons for refusal."""

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to act may take now, as a tuple.

        Attacks are listed with the whole combat pool for a player, and with
        what is needed to stun for a champion; :meth:`apply` also accepts any
        smaller positive amount (to split combat between targets). The tuple is
        kept for the decision (bots ask for it many times) and cannot be changed
        by a caller, so nothing done with it changes the game.
        """
        if self.over:
            return ()
        if self._legal_version == self._version:
            return self._legal
        actions = tuple(  # as fresh_legal_actions(), one call less on the hottest path
            self._pending_actions() if self.pending is not None else self._main_actions()
        )
        self._legal = actions
        self._legal_version = self._version
        return actions

    def fresh_legal_actions(self) -> tuple[Action, ...]:
        """The legal actions listed anew, passing over the cache of :meth:`legal_actions`."""
        if self.over:
            return ()
        return tuple(self._pending_actions() if self.pending is not None else self._main_actions())

    def _main_actions(self) -> list[Action]:
        p = self.players[self.active]
        defs = self.defs
        out = [PLAY[c] for c in p.hand]
        champions = p.champions
        in_play = p.in_play
        if champions or in_play:
            expended = p.expended
            for c in champions:
                if c not in expended and defs[c].expend:
                    out.append(EXPEND[c])
            self._card_abilities(p, in_play, champions, out)
        gold = p.gold
        if gold:
            cost = self._facts.cost
            for card in self.market_row:
                if card is not None and cost[card] <= gold:
                    out.append(BUY[card])
            gems = self.fire_gems
            if gems and cost[gems[-1]] <= gold:
                out.append(BUY[gems[-1]])
        if p.combat:
            self._attack_actions(p, out)
        if self._extras:
            self._team_actions(p, out)
        out.append(END_TURN)
        return out

    def _card_abilities(
        self, p: PlayerState, in_play: list[int], champions: list[int], out: list[Action]
    ) -> None:
        """Ally abilities (HR-A6: another card of the faction in play) and sacrifice abilities."""
        kinds = self._facts.abilities
        used = p.ally_used
        for zone in (in_play, champions):
            for c in zone:
                k = kinds[c]
                if k:  # most cards (every starting card) have neither
                    if k & ALLY_ABILITY and c not in used and self._has_ally(c, in_play, champions):
                        out.append(ALLY[c])
                    if k & SACRIFICE_ABILITY:
                        out.append(SACRIFICE[c])

    def _attack_actions(self, p: PlayerState, out: list[Action]) -> None:
        """Attacks on players with the whole pool, then on champions with what stuns them."""
        seats, champions = self._attack_targets(p.seat)
        combat = p.combat
        for t in seats:
            out.append(attack_player_action(t, combat))
        defense = self._facts.defense
        damage = self.champion_damage
        for c in champions:
            need = defense[c] - damage.get(c, 0)
            if combat >= need:
                out.append(attack_champion_action(c, need))

    def _team_actions(self, p: PlayerState, out: list[Action]) -> None:
        """Hydra's hand-over, pooled buys and combined attacks; Emperor's discard transfers."""
        defs = self.defs
        if self._team_turns:
            mates = [self.players[s] for s in self.teammates(p.seat) if not self.players[s].out]
            for mate in mates:
                out.append(HAND_OVER)  # HR-V6: the teammate acts next in this turn
                # HR-V7: pool gold to buy a card the buyer cannot afford alone.
                total = p.gold + mate.gold
                if mate.gold:
                    cands = [c for c in self.market_row if c is not None]
                    if self.fire_gems:
                        cands.append(self.fire_gems[-1])
                    for c in cands:
                        cost = defs[c].cost
                        if p.gold < cost <= total:  # type: ignore[operator]
                            out.append(Action("buy_pooled", (c, cost - p.gold)))  # type: ignore[operator]
                # HR-V7: combine combat to stun a champion: attack with all you have.
                if p.combat and mate.combat:
                    damage = self.champion_damage
                    for c in self.attackable_champions(p.seat):
                        need = defs[c].defense - damage.get(c, 0)  # type: ignore[operator]
                        if p.combat < need <= p.combat + mate.combat:
                            out.append(Action("attack_champion", (c, p.combat)))
        if self.variant.discard_transfer and p.gold >= 1 and p.discard:
            # HR-V12: pay 1 gold to move a card of the discard pile to a teammate's.
            for t in self.teammates(p.seat):
                if not self.players[t].out:
                    out.extend(Action("send", (c, t)) for c in p.discard)

    def _pending_actions(self) -> list[Action]:
        pend = self.pending
        assert pend is not None
        kind = pend[0]
        p = self.players[pend[1]]
        if kind == "choose":
            return [Action("choose", (i,)) for i in range(len(pend[3]))]
        if kind == "sacrifice":
            zones = pend[4]
            cards = (p.hand if "hand" in zones else []) + (p.discard if "discard" in zones else [])
            sac = CARD_ACTIONS["sacrifice_card"]
            return [sac[c] for c in cards] + [PASS]
        if kind == "stun":
            stun = CARD_ACTIONS["stun"]
            acts = [stun[c] for c in self.stun_targets(p.seat)]
            return [*acts, PASS] if pend[3] else acts
        if kind == "prepare":
            return [Action("prepare", (c,)) for c in p.champions if c in p.expended]
        if kind == "target":
            return [Action("target", (t,)) for t in self.discard_targets(p.seat)]
        if kind == "discard":
            discard = CARD_ACTIONS["discard"]
            return [discard[c] for c in p.hand]
        if kind == "draw_count":
            return [Action("draw_count", (n,)) for n in range(pend[3] + 1)]
        if kind == "to_top":
            only = pend[3]
            acts = [
                Action("to_top", (c,))
                for c in p.discard
                if only == "any" or self.defs[c].is_champion
            ]
            return [*acts, PASS] if pend[4] else acts
        if kind == "bequeath":
            beq = CARD_ACTIONS["bequeath"]
            return [beq[c] for c in sorted(p.hand + p.deck + p.discard + p.champions)] + [PASS]
        raise AssertionError(f"unknown pending decision {kind}")

    def _check(self, action: Action) -> None:
        legal = self.legal_actions()
        for a in legal:  # bots hand back one of the listed objects: an identity test finds it
            if a is action:
                return
        if action in legal:
            return
        if self.pending is None and action.kind in ("attack_player", "attack_champion"):
            self._check_partial_attack(action)
            return
        if self.pending is None and action.kind == "buy_pooled" and self._team_turns:
            self._check_pooled_buy(action)
            return
        raise self._why_illegal(action)

    def _check_pooled_buy(self, action: Action) -> None:
        """HR-V7: any split of a card's cost between the buyer's and the teammate's gold."""
        from toolkit.hero_realms.text import refusal_names

        names = refusal_names(self.game)
        p = self.players[self.active]
        args = action.args
        if len(args) != 2 or not all(type(a) is int for a in args):
            raise IllegalActionError.of(
                N_("buy_pooled takes a card and the teammate's share, got {args!r}"),
                "HR-V7",
                args=args,
            )
        card, share = args
        if not 0 <= card < len(self.defs) or (
            card not in self.market_row and (not self.fire_gems or card != self.fire_gems[-1])
        ):
            raise IllegalActionError.of(
                N_("the card must be one of the five market cards or the top Fire Gem"), "HR-B1"
            )
        mate = self.players[self.teammates(p.seat)[0]]
        cost = self.defs[card].cost
        assert cost is not None
        if not 1 <= share <= mate.gold or cost - share > p.gold or share > cost:
            raise IllegalActionError.of(
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

    def _check_partial_attack(self, action: Action) -> None:
        p = self.players[self.active]
        if len(action.args) != 2 or not all(type(a) is int for a in action.args):
            raise IllegalActionError.of(
                N_("{kind} takes a target and an amount, got {args}"),
                kind=action.kind,
                args=action.args,
            )
        target, amount = action.args
        if action.kind == "attack_player":
            reachable = target in self.attackable_players(p.seat)
        else:
            reachable = target in self.attackable_champions(p.seat)
        if not reachable:
            raise self._why_illegal(action)
        if amount < 1 or amount > p.combat:
            raise IllegalActionError.of(
                N_("the attack must use between 1 and {combat} combat (the pool), not {amount}"),
                "HR-C1",
                combat=p.combat,
                amount=amount,
            )

    def _why_illegal(self, action: Action) -> IllegalActionError:
        """The refusal of an action: the reason, from a catalogue entry, and the rule."""
        if self.pending is not None:
            return self._why_not_answer(action)
        from toolkit.hero_realms.text import refusal_names

        names = refusal_names(self.game)
        kind, args = action.kind, action.args
        who = names[self.current_player]
        refuse = IllegalActionError.of
        p = self.players[self.active]
        valid_kinds = {
            "play",
            "expend",
            "ally",
            "sacrifice",
            "buy",
            "attack_player",
            "attack_champion",
            "end_turn",
        }
        if self._team_turns:
            valid_kinds |= {"hand_over", "buy_pooled"}
        elif kind in ("hand_over", "buy_pooled"):
            from toolkit.hero_realms.text import variant_phrase

            return refuse(
                N_("{kind} is only for teams playing their turn together (Hydra), not {variant}"),
                "HR-V6" if kind == "hand_over" else "HR-V7",
                kind=kind,
                variant=variant_phrase(self.game),
            )
        if self.variant.discard_transfer:
            valid_kinds.add("send")
        elif kind == "send":
            from toolkit.hero_realms.text import variant_phrase

            return refuse(
                N_("moving a card to a teammate's discard pile is an Emperor rule, not {variant}"),
                "HR-V12",
                variant=variant_phrase(self.game),
            )
        if kind in ("hand_over", "end_turn") and args:
            return refuse(N_("{kind} takes no arguments, got {args!r}"), kind=kind, args=args)
        if kind == "hand_over":
            return refuse(N_("the teammate is out and cannot take over"), "HR-V6")
        if kind == "buy_pooled":
            return refuse(N_("{who} has no teammate gold to pool"), "HR-V7", who=who)
        if kind == "send":
            if len(args) != 2 or not all(type(a) is int for a in args):
                return refuse(
                    N_("send takes a card and a teammate's seat, got {args!r}"), args=args
                )
            card, mate = args
            if p.gold < 1:
                return refuse(
                    N_("moving a card to a teammate costs 1 gold and {who} has none"),
                    "HR-V12",
                    who=who,
                )
            if not 0 <= card < len(self.defs) or card not in p.discard:
                return refuse(
                    N_("card {card} is not in {who}'s discard pile"), "HR-V12", card=card, who=who
                )
            if mate not in self.teammates(p.seat):
                return refuse(
                    N_("seat {seat} is not {who}'s teammate"), "HR-V12", seat=mate, who=who
                )
            return refuse(N_("{name} is out"), "HR-V12", name=names[mate])
        if kind not in valid_kinds:
            return refuse(
                N_("{kind!r} is not an action of the main phase (nothing is pending)"),
                "HR-T2",
                kind=kind,
            )
        arity = 0 if kind == "end_turn" else (2 if kind.startswith("attack") else 1)
        if len(args) != arity or not all(type(a) is int for a in args):
            return refuse(
                N_("{kind} takes {arity} whole-number argument(s), got {args!r}"),
                kind=kind,
                arity=arity,
                args=args,
            )
        card = args[0] if args else -1
        if kind != "attack_player" and not 0 <= card < len(self.defs):
            return refuse(N_("there is no card number {card}"), card=card)
        name = self.defs[card].name if kind != "attack_player" and card >= 0 else ""
        if kind == "play":
            return refuse(N_("{card} is not in {who}'s hand"), "HR-T3", card=name, who=who)
        if kind == "expend":
            if card not in p.champions:
                return refuse(
                    N_("{card} is not a champion {who} has in play"), "HR-A5", card=name, who=who
                )
            if card in p.expended:
                return refuse(N_("{card} is already expended this turn"), "HR-A5", card=name)
            return refuse(N_("{card} has no expend ability"), "HR-A5", card=name)
        if kind == "ally":
            if card not in p.in_play and card not in p.champions:
                return refuse(N_("{card} is not in play"), "HR-A6", card=name)
            if card in p.ally_used:
                return refuse(
                    N_("{card}'s ally ability was already used this turn"), "HR-A6", card=name
                )
            if not self.defs[card].ally:
                return refuse(N_("{card} has no ally ability"), "HR-A6", card=name)
            from toolkit.hero_realms.text import faction_phrase

            faction = self.defs[card].faction
            for mate in self.teammates(p.seat):
                q = self.players[mate]
                if any(self.defs[c].faction == faction for c in q.in_play + q.champions):
                    return refuse(
                        N_(
                            "only {who}'s own cards enable ally abilities; {mate}'s {faction} "
                            "cards are a teammate's, so {card}'s ally ability cannot be used"
                        ),
                        "HR-V5",
                        who=who,
                        mate=names[mate],
                        faction=faction_phrase(faction),
                        card=name,
                    )
            return refuse(
                N_("no other {faction} card is in play, so {card}'s ally ability cannot be used"),
                "HR-A6",
                faction=faction_phrase(faction),
                card=name,
            )
        if kind == "sacrifice":
            if card not in p.in_play and card not in p.champions:
                return refuse(N_("{card} is not in play"), "HR-A7", card=name)
            return refuse(N_("{card} has no sacrifice ability"), "HR-A7", card=name)
        if kind == "buy":
            if card not in self.market_row and (not self.fire_gems or card != self.fire_gems[-1]):
                return refuse(
                    N_("{card} is not one of the five market cards or the top Fire Gem"),
                    "HR-B1",
                    card=name,
                )
            return refuse(
                N_("{card} costs {cost} gold and {who} has {gold}"),
                "HR-B1",
                card=name,
                cost=self.defs[card].cost,
                who=who,
                gold=p.gold,
            )
        if kind == "attack_player":
            target = card
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
            return refuse(N_("{who} has {combat} combat"), "HR-C1", who=who, combat=p.combat)
        if kind == "attack_champion":
            owner = self.owner_of_champion(card)
            if owner is None or owner == p.seat:
                return refuse(
                    N_("{card} is not a champion an opponent has in play"), "HR-C1", card=name
                )
            if owner not in self.variant.champion_targets(self, p.seat):
                return self.variant.why_not_champion(self.game, p.seat, owner)
            if self.has_guard(owner) and not self.defs[card].guard:
                if self._guard_team is not None:
                    return refuse(
                        N_(
                            "{owner}'s team has a prepared guard in play, so {card} cannot be "
                            "attacked until the team's guards are stunned"
                        ),
                        "HR-V7",
                        owner=names[owner],
                        card=name,
                    )
                return refuse(
                    N_(
                        "{owner} has a prepared guard in play, so {card} cannot be "
                        "attacked until the guards are stunned"
                    ),
                    "HR-C3",
                    owner=names[owner],
                    card=name,
                )
            return refuse(N_("{who} has {combat} combat"), "HR-C1", who=who, combat=p.combat)
        return refuse(N_("{action} is not allowed now"), action=action)

    def _why_not_answer(self, action: Action) -> IllegalActionError:
        """Why ``action`` does not answer the pending decision (the same checks as the listing)."""
        from toolkit.hero_realms.text import pending_phrase, refusal_names, zones_phrase

        names = refusal_names(self.game)

        pend = self.pending
        assert pend is not None
        refuse = IllegalActionError.of
        kind, seat = pend[0], pend[1]
        who = names[seat]
        answers = _ANSWERS.get(kind, ())
        args = action.args
        if action.kind == "pass":
            if args:
                return refuse(N_("pass takes no arguments, got {args!r}"), args=args)
            return refuse(
                N_("{who} must first {ask}; this choice is not optional"),
                who=who,
                ask=pending_phrase(self.game),
            )
        if action.kind not in answers:
            return refuse(
                N_("{who} must first {ask}; {kind} does not answer it"),
                who=who,
                ask=pending_phrase(self.game),
                kind=action.kind,
            )
        if len(args) != 1 or type(args[0]) is not int:
            return refuse(
                N_("{kind} takes one whole number, got {args!r}"), kind=action.kind, args=args
            )
        arg = args[0]
        if kind == "choose":
            n = len(pend[3])
            return refuse(
                N_("there are {n} options to choose from (0 to {last}), not {arg}"),
                "HR-A4",
                n=n,
                last=n - 1,
                arg=arg,
            )
        if kind == "draw_count":
            return refuse(
                N_("{who} may draw from 0 to {n} cards, not {arg}"), who=who, n=pend[3], arg=arg
            )
        if kind == "target":
            if not 0 <= arg < len(self.players) or self.team_of[arg] == self.team_of[seat]:
                return refuse(N_("there is no opponent in seat {seat}"), seat=arg)
            if self.players[arg].out:
                return refuse(N_("{name} is already out"), "HR-E1", name=names[arg])
            return self.variant.why_not_target(self.game, seat, arg)
        if not 0 <= arg < len(self.defs):
            return refuse(N_("there is no card number {card}"), card=arg)
        name = self.defs[arg].name
        p = self.players[seat]
        if kind == "stun":
            owner = self.owner_of_champion(arg)
            if owner is None:
                return refuse(N_("{card} is not a champion in play"), "HR-C4", card=name)
            if self.team_of[owner] == self.team_of[seat]:
                return refuse(N_("{card} is not an opponent's champion"), "HR-C4", card=name)
            if owner not in self.variant.champion_targets(self, seat):
                return self.variant.why_not_champion(self.game, seat, owner)
            if self.has_guard(owner) and not self.defs[arg].guard:
                if self._guard_team is not None:
                    message = N_(
                        "{owner}'s team has a prepared guard ({guard}), so only a guard "
                        "can be targeted: {card} cannot be stunned until the guards are"
                    )
                else:
                    message = N_(
                        "{owner} has a prepared guard ({guard}), so only a guard "
                        "can be targeted: {card} cannot be stunned until the guards are"
                    )
                return refuse(
                    message,
                    "HR-C4",
                    owner=names[owner],
                    guard=self.guard_names(owner)[0],
                    card=name,
                )
            return refuse(N_("{card} cannot be stunned now"), "HR-C4", card=name)
        if kind == "sacrifice":
            return refuse(
                N_("{card} is not in {who}'s {zones}"),
                "HR-A7",
                card=name,
                who=who,
                zones=zones_phrase(pend[4]),
            )
        if kind == "discard":
            return refuse(N_("{card} is not in {who}'s hand"), "HR-D1", card=name, who=who)
        if kind == "prepare":
            return refuse(N_("{card} is not an expended champion of {who}'s"), card=name, who=who)
        if kind == "to_top":
            if arg not in p.discard:
                return refuse(N_("{card} is not in {who}'s discard pile"), card=name, who=who)
            return refuse(N_("{card} is not a champion"), card=name)
        if kind == "bequeath":
            return refuse(N_("{card} is not a card {who} owns"), "HR-V11", card=name, who=who)
        return refuse(
            N_("{who} must first {ask}; {action} does not answer it"),
            who=who,
            ask=pending_phrase(self.game),
            action=action,
        )
