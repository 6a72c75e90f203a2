"""The kinds of action only teams have: hand_over and buy_pooled (Hydra, HR-V6, HR-V7)
and send (Emperor, HR-V12).

For each kind, side by side: its check (refused first in a variant without it, then
for its shape, then by its rule), its candidates, its effect, and its
:class:`~toolkit.core.kinds.ActionKind`. A pooled buy is listed with the teammate
paying what the buyer lacks; any other split the check passes is legal too.

Examples
--------
>>> from toolkit.core.actions import Action
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1)
>>> str(HAND_OVER_KIND.check(game, Action("hand_over")))
'HR-V6: hand_over is only for teams playing their turn together (Hydra), not free-for-all'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.core.kinds import ActionKind
from toolkit.hero_realms.effects import run
from toolkit.hero_realms.interned import HAND_OVER
from toolkit.hero_realms.kinds_cards import REFUSED, market_cards, names, take_bought, who
from toolkit.hero_realms.state import PlayerState
from toolkit.hero_realms.variants import N_

if TYPE_CHECKING:
    from toolkit.hero_realms.state import TableState


def not_together(game: TableState, action: Action) -> IllegalActionError:
    """A Hydra action refused in a variant whose teams do not play their turn together."""
    from toolkit.hero_realms.text import variant_phrase

    return IllegalActionError.of(
        N_("{kind} is only for teams playing their turn together (Hydra), not {variant}"),
        "HR-V6" if action.kind == "hand_over" else "HR-V7",
        kind=action.kind,
        variant=variant_phrase(game.game),
    )


# -- hand_over (HR-V6) ------------------------------------------------------------------------


def refuse_hand_over(
    game: TableState, p: PlayerState, explain: bool = True
) -> IllegalActionError | None:
    """HR-V6: in Hydra, a living teammate may act next in this turn."""
    for s in game.teammates(p.seat):
        if not game.players[s].out:
            return None
    if not explain:
        return REFUSED
    return IllegalActionError.of(N_("the teammate is out and cannot take over"), "HR-V6")


def check_hand_over(game: TableState, action: Action) -> IllegalActionError | None:
    """The check of a ``hand_over`` action: the variant, no arguments, :func:`refuse_hand_over`."""
    if not game._team_turns:
        return not_together(game, action)
    if action.args:
        return IllegalActionError.of(
            N_("{kind} takes no arguments, got {args!r}"), kind=action.kind, args=action.args
        )
    return refuse_hand_over(game, game.players[game.active])


def living_mates(game: TableState, p: PlayerState) -> list[PlayerState]:
    """The teammates of ``p`` still in the game, in seat order."""
    return [game.players[s] for s in game.teammates(p.seat) if not game.players[s].out]


def hand_over_candidates(game: TableState) -> list[Action]:
    """One hand-over per living teammate, in a team playing its turn together."""
    if not game._team_turns:
        return []
    return [HAND_OVER for _ in living_mates(game, game.players[game.active])]


def hand_over(game: TableState, action: Action) -> None:
    """HR-V6: the teammate takes over the team's main phase."""
    mate = next(s for s in game.teammates(game.active) if not game.players[s].out)
    game.events.append(("hand_over", game.active, mate))
    game.active = mate
    game.handovers += 1
    run(game)


HAND_OVER_KIND: Final = ActionKind(
    "hand_over", (), check_hand_over, hand_over_candidates, hand_over, rule="HR-V6"
)


# -- buy_pooled (HR-V7) -----------------------------------------------------------------------


def refuse_buy_pooled(
    game: TableState, p: PlayerState, card: int, share: int, explain: bool = True
) -> IllegalActionError | None:
    """HR-V7: any split of a card's cost between the buyer's and the teammate's gold."""
    gems = game.fire_gems
    if not 0 <= card < len(game.defs) or (
        card not in game.market_row and (not gems or card != gems[-1])
    ):
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("the card must be one of the five market cards or the top Fire Gem"), "HR-B1"
        )
    mate = game.players[game.teammates(p.seat)[0]]
    if not mate.gold:
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("{who} has no teammate gold to pool"), "HR-V7", who=names(game)[p.seat]
        )
    cost = game.facts.cost[card]
    if 1 <= share <= mate.gold and cost - share <= p.gold and share <= cost:
        return None
    if not explain:
        return REFUSED
    who_is = names(game)
    return IllegalActionError.of(
        N_(
            "{card} costs {cost}: {mate} can add 1 to {most} gold and {who} must pay "
            "the rest from {gold} gold, so a share of {share} does not work"
        ),
        "HR-V7",
        card=game.defs[card].name,
        cost=cost,
        mate=who_is[mate.seat],
        most=min(mate.gold, cost),
        who=who_is[p.seat],
        gold=p.gold,
        share=share,
    )


def check_buy_pooled(game: TableState, action: Action) -> IllegalActionError | None:
    """The check of a ``buy_pooled`` action: the variant, a card and a share, then
    :func:`refuse_buy_pooled`."""
    if not game._team_turns:
        return not_together(game, action)
    args = action.args
    if len(args) != 2 or not all(type(a) is int for a in args):
        return IllegalActionError.of(
            N_("buy_pooled takes a card and the teammate's share, got {args!r}"),
            "HR-V7",
            args=args,
        )
    return refuse_buy_pooled(game, game.players[game.active], args[0], args[1])


def buy_pooled_candidates(game: TableState) -> list[Action]:
    """Per living teammate with gold, each card on sale the buyer cannot afford alone,
    with the teammate paying what the buyer lacks."""
    if not game._team_turns:
        return []
    p = game.players[game.active]
    cost = game.facts.cost
    out: list[Action] = []
    for mate in living_mates(game, p):
        if mate.gold:
            out.extend(
                Action("buy_pooled", (c, cost[c] - p.gold))
                for c in market_cards(game)
                if cost[c] - p.gold > 0
            )
    return out


def buy_pooled(game: TableState, action: Action) -> None:
    """HR-V7: the teammate adds ``share`` gold; the buyer pays the rest and gets the card."""
    iid, share = action.args
    p = game.players[game.active]
    mate = game.players[game.teammates(p.seat)[0]]
    mate.gold -= share
    p.gold += share
    game.events.append(("pool_gold", mate.seat, p.seat, share))
    take_bought(game, iid)
    run(game)


BUY_POOLED_KIND: Final = ActionKind(
    "buy_pooled",
    ("card", "share"),
    check_buy_pooled,
    buy_pooled_candidates,
    buy_pooled,
    rule="HR-V7",
)


# -- send (HR-V12) ----------------------------------------------------------------------------


def refuse_send(
    game: TableState, p: PlayerState, card: int, mate: int, explain: bool = True
) -> IllegalActionError | None:
    """HR-V12: pay 1 gold to move a card of the discard pile to a living teammate's."""
    if p.gold < 1:
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("moving a card to a teammate costs 1 gold and {who} has none"),
            "HR-V12",
            who=who(game),
        )
    if not 0 <= card < len(game.defs) or card not in p.discard:
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("card {card} is not in {who}'s discard pile"),
            "HR-V12",
            card=card,
            who=who(game),
        )
    if mate not in game.teammates(p.seat):
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("seat {seat} is not {who}'s teammate"), "HR-V12", seat=mate, who=who(game)
        )
    if game.players[mate].out:
        if not explain:
            return REFUSED
        return IllegalActionError.of(N_("{name} is out"), "HR-V12", name=names(game)[mate])
    return None


def check_send(game: TableState, action: Action) -> IllegalActionError | None:
    """The check of a ``send`` action: the variant, a card and a seat, then :func:`refuse_send`."""
    if not game.variant.discard_transfer:
        from toolkit.hero_realms.text import variant_phrase

        return IllegalActionError.of(
            N_("moving a card to a teammate's discard pile is an Emperor rule, not {variant}"),
            "HR-V12",
            variant=variant_phrase(game.game),
        )
    args = action.args
    if len(args) != 2 or not all(type(a) is int for a in args):
        return IllegalActionError.of(
            N_("send takes a card and a teammate's seat, got {args!r}"), args=args
        )
    return refuse_send(game, game.players[game.active], args[0], args[1])


def send_candidates(game: TableState) -> list[Action]:
    """Each card of the discard pile to each teammate, in an Emperor game."""
    if not game.variant.discard_transfer:
        return []
    p = game.players[game.active]
    return [Action("send", (c, t)) for t in game.teammates(p.seat) for c in p.discard]


def send(game: TableState, action: Action) -> None:
    """HR-V12: pay 1 gold to move a card from the discard pile to a teammate's."""
    iid, mate = action.args
    p = game.players[game.active]
    p.gold -= 1
    p.discard.remove(iid)
    game.players[mate].discard.append(iid)
    game.owner[iid] = mate
    game.events.append(("send", p.seat, iid, mate))
    run(game)


SEND_KIND: Final = ActionKind(
    "send", ("card", "seat"), check_send, send_candidates, send, rule="HR-V12"
)
