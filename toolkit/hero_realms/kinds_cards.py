"""The kinds of action on one card: play, expend, ally, sacrifice, buy.

For each kind, side by side: its check (``refuse_<kind>``: None when the action is
legal, else the refusal with its reason and rule; :data:`REFUSED` when the listing
asks without needing words), its candidates (the actions the listing asks the check
about), its effect, and the :class:`~toolkit.core.kinds.ActionKind` that holds them
for the registry (:data:`toolkit.hero_realms.kinds.MAIN_KINDS`). Each action names one
card instance: :func:`card_arg` refuses any other shape first.

Examples
--------
>>> from toolkit.core.actions import Action
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.new(seed=1)
>>> p = game.players[0]
>>> refuse_play(game, p, p.hand[0]) is None
True
>>> str(EXPEND_KIND.check(game, Action("expend", (p.hand[0],))))
'HR-A5: Gold is not a champion Player 1 has in play'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError
from toolkit.core.kinds import ActionKind
from toolkit.hero_realms.effects import run
from toolkit.hero_realms.interned import ALLY, BUY, EXPEND, PLAY, SACRIFICE
from toolkit.hero_realms.moves import push, remove_from_play, to_sacrifice_pile
from toolkit.hero_realms.queries import has_ally
from toolkit.hero_realms.state import ALLY_ABILITY, SACRIFICE_ABILITY, PlayerState
from toolkit.hero_realms.variants import N_
from toolkit.i18n.grammar import C_, gendered

if TYPE_CHECKING:
    from toolkit.hero_realms.state import TableState

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


def names(game: TableState) -> Sequence[object]:
    """The players' names as refusals print them."""
    from toolkit.hero_realms.text import refusal_names

    return refusal_names(game.game)


def who(game: TableState) -> object:
    """The name of the player to act, as refusals print it."""
    return names(game)[game.current_player]


def card_arg(game: TableState, action: Action) -> int | IllegalActionError:
    """The card an action of a one-card kind names, or the refusal of its shape."""
    args = action.args
    if len(args) != 1 or type(args[0]) is not int:
        return IllegalActionError.of(
            N_("{kind} takes one whole-number argument, got {args!r}"),
            kind=action.kind,
            args=args,
        )
    card: int = args[0]
    if not 0 <= card < len(game.defs):
        return IllegalActionError.of(N_("there is no card number {card}"), card=card)
    return card


# -- play (HR-T3, HR-T4, HR-T5, HR-A1) -------------------------------------------------------


def refuse_play(
    game: TableState, p: PlayerState, card: int, explain: bool = True
) -> IllegalActionError | None:
    """HR-T3: any card of the hand may be played."""
    if card in p.hand:
        return None
    if not explain:
        return REFUSED
    return IllegalActionError.of(
        N_("{card} is not in {who}'s hand"),
        "HR-T3",
        card=game.defs[card].name,
        who=who(game),
    )


def check_play(game: TableState, action: Action) -> IllegalActionError | None:
    """The check of a ``play`` action: its shape, then :func:`refuse_play`."""
    card = card_arg(game, action)
    if isinstance(card, IllegalActionError):
        return card
    return refuse_play(game, game.players[game.active], card)


def play_candidates(game: TableState) -> list[Action]:
    """The cards of the hand, in order."""
    return [PLAY[c] for c in game.players[game.active].hand]


def play(game: TableState, action: Action) -> None:
    """Play a card of the hand: a champion enters ready (HR-T5), any other card goes into
    play (HR-T4), and its primary ability resolves (HR-A1)."""
    iid = action.args[0]
    p = game.players[game.active]
    p.hand.remove(iid)
    card = game.defs[iid]
    if card.is_champion:
        p.champions.append(iid)  # HR-T5: enters ready
    else:
        p.in_play.append(iid)  # HR-T4
    game.events.append(("play", p.seat, iid))
    if card.primary:
        push(game, p.seat, iid, card.primary)  # HR-A1
    run(game)


PLAY_KIND: Final = ActionKind("play", ("card",), check_play, play_candidates, play, rule="HR-T3")


# -- expend (HR-A5) ---------------------------------------------------------------------------


def refuse_expend(
    game: TableState, p: PlayerState, card: int, explain: bool = True
) -> IllegalActionError | None:
    """HR-A5: a champion in play, not yet expended, with an expend ability."""
    if card not in p.champions:
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("{card} is not a champion {who} has in play"),
            "HR-A5",
            card=game.defs[card].name,
            who=who(game),
        )
    if card in p.expended:
        if not explain:
            return REFUSED
        return IllegalActionError.agreeing(
            _EXPENDED.message, "HR-A5", "hero_realms", "card", card=game.defs[card].name
        )
    if not game.defs[card].expend:
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("{card} has no expend ability"), "HR-A5", card=game.defs[card].name
        )
    return None


def check_expend(game: TableState, action: Action) -> IllegalActionError | None:
    """The check of an ``expend`` action: its shape, then :func:`refuse_expend`."""
    card = card_arg(game, action)
    if isinstance(card, IllegalActionError):
        return card
    return refuse_expend(game, game.players[game.active], card)


def expend_candidates(game: TableState) -> list[Action]:
    """The champions in play, in the order they came into play."""
    return [EXPEND[c] for c in game.players[game.active].champions]


def expend(game: TableState, action: Action) -> None:
    """Expend a champion: its expend ability resolves (HR-A5)."""
    card = action.args[0]
    p = game.players[game.active]
    p.expended.add(card)
    game.events.append(("expend", p.seat, card))
    push(game, p.seat, card, game.defs[card].expend)
    run(game)


EXPEND_KIND: Final = ActionKind(
    "expend", ("card",), check_expend, expend_candidates, expend, rule="HR-A5"
)


# -- ally (HR-A6, HR-V5) ----------------------------------------------------------------------


def refuse_ally(
    game: TableState, p: PlayerState, card: int, explain: bool = True
) -> IllegalActionError | None:
    """HR-A6: a card in play whose ally ability is unused, with another of its faction."""
    in_play, champions = p.in_play, p.champions
    if card not in in_play and card not in champions:
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("{card} is not in play"), "HR-A6", card=game.defs[card].name
        )
    if card in p.ally_used:
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("{card}'s ally ability was already used this turn"),
            "HR-A6",
            card=game.defs[card].name,
        )
    if not game.facts.abilities[card] & ALLY_ABILITY:
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("{card} has no ally ability"), "HR-A6", card=game.defs[card].name
        )
    if has_ally(game, card, in_play, champions):
        return None
    if not explain:
        return REFUSED
    return no_ally(game, p, card)


def no_ally(game: TableState, p: PlayerState, card: int) -> IllegalActionError:
    """Why no other card enables ``card``'s ally ability (a teammate's do not, HR-V5)."""
    from toolkit.hero_realms.text import faction_phrase

    who_is = names(game)
    name = game.defs[card].name
    faction = game.defs[card].faction
    for mate in game.teammates(p.seat):
        q = game.players[mate]
        if any(game.defs[c].faction == faction for c in q.in_play + q.champions):
            return IllegalActionError.of(
                N_(
                    "only {who}'s own cards enable ally abilities; {mate}'s {faction} "
                    "cards are a teammate's, so {card}'s ally ability cannot be used"
                ),
                "HR-V5",
                who=who_is[game.current_player],
                mate=who_is[mate],
                faction=faction_phrase(faction),
                card=name,
            )
    return IllegalActionError.of(
        N_("no other {faction} card is in play, so {card}'s ally ability cannot be used"),
        "HR-A6",
        faction=faction_phrase(faction),
        card=name,
    )


def check_ally(game: TableState, action: Action) -> IllegalActionError | None:
    """The check of an ``ally`` action: its shape, then :func:`refuse_ally`."""
    card = card_arg(game, action)
    if isinstance(card, IllegalActionError):
        return card
    return refuse_ally(game, game.players[game.active], card)


def in_play_candidates(game: TableState, actions: list[Action]) -> list[Action]:
    """``actions[c]`` for each card in play: the other cards, then the champions."""
    p = game.players[game.active]
    return [actions[c] for zone in (p.in_play, p.champions) for c in zone]


def ally(game: TableState, action: Action) -> None:
    """Use a card's ally ability: it resolves (HR-A6)."""
    card = action.args[0]
    p = game.players[game.active]
    p.ally_used.add(card)
    game.events.append(("ally", p.seat, card))
    push(game, p.seat, card, game.defs[card].ally)
    run(game)


ALLY_KIND: Final = ActionKind(
    "ally", ("card",), check_ally, lambda g: in_play_candidates(g, ALLY), ally, rule="HR-A6"
)


# -- sacrifice (HR-A7) ------------------------------------------------------------------------


def refuse_sacrifice(
    game: TableState, p: PlayerState, card: int, explain: bool = True
) -> IllegalActionError | None:
    """HR-A7: a card in play with a sacrifice ability."""
    if card not in p.in_play and card not in p.champions:
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("{card} is not in play"), "HR-A7", card=game.defs[card].name
        )
    if not game.facts.abilities[card] & SACRIFICE_ABILITY:
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("{card} has no sacrifice ability"), "HR-A7", card=game.defs[card].name
        )
    return None


def check_sacrifice(game: TableState, action: Action) -> IllegalActionError | None:
    """The check of a ``sacrifice`` action: its shape, then :func:`refuse_sacrifice`."""
    card = card_arg(game, action)
    if isinstance(card, IllegalActionError):
        return card
    return refuse_sacrifice(game, game.players[game.active], card)


def sacrifice(game: TableState, action: Action) -> None:
    """Sacrifice a card in play for its sacrifice ability, which resolves (HR-A7)."""
    iid = action.args[0]
    p = game.players[game.active]
    remove_from_play(game, p, iid)
    to_sacrifice_pile(game, p.seat, iid, -1)
    push(game, p.seat, iid, game.defs[iid].sacrifice)
    run(game)


SACRIFICE_KIND: Final = ActionKind(
    "sacrifice",
    ("card",),
    check_sacrifice,
    lambda g: in_play_candidates(g, SACRIFICE),
    sacrifice,
    rule="HR-A7",
)


# -- buy (HR-B1, HR-B2, HR-B3) ----------------------------------------------------------------


def refuse_buy(
    game: TableState, p: PlayerState, card: int, explain: bool = True
) -> IllegalActionError | None:
    """HR-B1: one of the five market cards or the top Fire Gem, for its cost in gold."""
    gems = game.fire_gems
    if card not in game.market_row and (not gems or card != gems[-1]):
        if not explain:
            return REFUSED
        return IllegalActionError.of(
            N_("{card} is not one of the five market cards or the top Fire Gem"),
            "HR-B1",
            card=game.defs[card].name,
        )
    cost = game.facts.cost[card]
    if cost <= p.gold:
        return None
    if not explain:
        return REFUSED
    return IllegalActionError.of(
        N_("{card} costs {cost} gold and {who} has {gold}"),
        "HR-B1",
        card=game.defs[card].name,
        cost=cost,
        who=who(game),
        gold=p.gold,
    )


def check_buy(game: TableState, action: Action) -> IllegalActionError | None:
    """The check of a ``buy`` action: its shape, then :func:`refuse_buy`."""
    card = card_arg(game, action)
    if isinstance(card, IllegalActionError):
        return card
    return refuse_buy(game, game.players[game.active], card)


def market_cards(game: TableState) -> list[int]:
    """The cards on sale: the market row's, then the top Fire Gem."""
    cards = [c for c in game.market_row if c is not None]
    if game.fire_gems:
        cards.append(game.fire_gems[-1])
    return cards


def buy_candidates(game: TableState) -> list[Action]:
    """The market row, slot by slot, then the top Fire Gem."""
    return [BUY[c] for c in market_cards(game)]


def take_bought(game: TableState, iid: int) -> None:
    """The active player pays for ``iid`` and gets it (HR-B1), where a redirect says or
    into the discard pile (HR-B2); a market slot is refilled at once (HR-B3)."""
    p = game.players[game.active]
    card = game.defs[iid]
    p.gold -= card.cost  # type: ignore[operator]
    if card.role == "fire_gem":
        game.fire_gems.pop()
    else:
        slot = game.market_row.index(iid)
        # HR-B3: replaced at once from the market deck.
        if game.market_deck:
            new = game.market_deck.pop()
            game.market_row[slot] = new
            game.events.append(("buy", p.seat, iid, card.cost))
            game.events.append(("market_reveal", slot, new))
        else:
            game.market_row[slot] = None
            game.events.append(("buy", p.seat, iid, card.cost))
            game.events.append(("market_empty", slot))
    if card.role == "fire_gem":
        game.events.append(("buy", p.seat, iid, card.cost))
    game.owner[iid] = p.seat
    dest = "discard"  # HR-B2
    for i, (to, only) in enumerate(p.redirects):
        if only == "any" or card.type == "action":
            dest = to
            del p.redirects[i]
            break
    if dest == "top_of_deck":
        p.deck.append(iid)
    elif dest == "hand":
        p.hand.append(iid)
    else:
        p.discard.append(iid)
    game.events.append(("acquire_to", p.seat, iid, dest))


def buy(game: TableState, action: Action) -> None:
    """Buy a market card or the top Fire Gem (:func:`take_bought`)."""
    take_bought(game, action.args[0])
    run(game)


BUY_KIND: Final = ActionKind("buy", ("card",), check_buy, buy_candidates, buy, rule="HR-B1")
