"""What a hinted move does, in the words of the game, each reason with its rule.

:func:`move_reasons` plays a move in copies of the game as the seat to act may know it
(:func:`seat_views`: every hidden card dealt afresh; a reason is kept when every copy
gives it) and compares the position before and after it, reading only what that seat
may see: public zones (champions and cards in play, discard piles, the market, health,
Power, the Realm's locations), the seat's own cards, and the *set* of cards another player holds in hand and deck together
(which every player can count from what has been bought and discarded), never which of
them is in the hand. :func:`compare_reason` says, in one sentence, where the next best
move differs, and :func:`say` writes a reason in the learner's language.

The reasons and the rules they cite (``docs/search-and-review.md`` lists them too):

Hero Realms

- ``wins_now``: the opponent's health reaches 0 (HR-E1).
- ``stuns``: an opposing champion is stunned, named (HR-C2 by combat, HR-C4 by an ability).
- ``opens_attack``: the opponent's guard is gone, so the attack can reach them (HR-C3).
- ``buys``: a card is bought, named (HR-B1); ``ally`` in its place when it shares its
  faction with cards the seat already owns, and it or they have an Ally ability (HR-B1
  and HR-A6, one sentence).
- ``pool_first``: a card played adds gold or combat to the pool for the rest of the turn,
  so it comes before buying or attacking (HR-A2).
- ``safe``: the seat was in reach of a lethal attack next turn and, after the move, is
  likely not (HR-E1), by the estimate of :func:`lethal_threat`.

Villainous

- ``wins_now``: the objective is fulfilled (V-W2).
- ``objective``: the villain's objective progress goes up (V-W1), said by the objective's
  kind (a Treasure claimed, an objective card brought to its location, the objective Hero
  a stage further).
- ``uncovers``: a Hero that covered the actions at the top of a location leaves it, for
  good or for a location that was covered already (V-T4); at the villain's own location,
  those actions can be taken this turn (V-V3).
- ``keeps_hand``: a move to a location where a card (Captain Hook's Tick Tock) makes the
  villain discard the whole hand was possible, and the move goes elsewhere (the card's
  own ability; no rule of the catalogue).
- ``next_covered`` (a comparison): the next best move goes to a location whose top
  actions a Hero covers (V-T4) and this move does not.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from toolkit.i18n import Translator
from toolkit.i18n.card_names import card_name
from toolkit.i18n.grammar import fill
from toolkit.i18n.messages import Nn_

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.game import Game

__all__ = [
    "NEXT_HAND",
    "OBJECTIVE_STAGE",
    "OBJECTIVE_WORDS",
    "VIEW_SEEDS",
    "WIN_RULES",
    "Reason",
    "compare_reason",
    "lethal_threat",
    "move_reasons",
    "say",
    "seat_views",
]

WIN_RULES = {"hero-realms": "HR-E1", "villainous": "V-W2"}
"""The rule that says how each game is won, named beside a reason that the move wins."""

NEXT_HAND = 5
"""The cards a Hero Realms player plays on their next turn (HR-R1)."""


@dataclass(frozen=True)
class Reason:
    """One thing a move does, with the rule that says why it matters.

    Attributes
    ----------
    kind:
        What it is (see the module's list).
    rule:
        The rule ID cited, or "" where a card's own ability, not a rule, applies.
    fields:
        The names and numbers the sentence says, as ``(name, value)`` pairs.
    """

    kind: str
    rule: str
    fields: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str) -> Any:
        """The value of field ``name``."""
        return dict(self.fields)[name]


VIEW_SEEDS = (1, 2, 3)
"""The seeds of the seat's views a reason is computed in (see :func:`seat_views`)."""


def seat_views(game: Game, seat: int) -> list[Game]:
    """Copies of ``game`` as ``seat`` may know it: everything it cannot see dealt afresh.

    One copy per seed of :data:`VIEW_SEEDS`, by the search's own determinization
    (:func:`toolkit.search.hero_realms.determinize`,
    :func:`toolkit.search.villainous.determinize`), which puts the hidden cards in a
    fixed order first: two games that differ only in what ``seat`` cannot see give the
    same copies.
    """
    import random

    if game.game_name == "hero-realms":
        from toolkit.search.hero_realms import determinize as hr_determinize

        return [hr_determinize(game, seat, random.Random(s)) for s in VIEW_SEEDS]  # type: ignore[arg-type]
    from toolkit.search.villainous import determinize as v_determinize

    return [v_determinize(game, seat, random.Random(s)) for s in VIEW_SEEDS]  # type: ignore[arg-type]


def _afters(views: list[Game], action: Action) -> list[Game] | None:
    """Each view with ``action`` played on a copy, or None where it is not legal."""
    out = []
    for view in views:
        if action not in view.legal_actions():
            return None
        after = view.clone()
        after.apply(action)
        out.append(after)
    return out


def move_reasons(game: Game, action: Action, seat: int) -> list[Reason]:
    """What ``action`` (legal now, for ``seat``) does, from copies of ``game``.

    The move is played in each of the seat's views (:func:`seat_views`), never in the game
    itself, and a reason is kept only when every view gives it: what a move does with
    cards nobody has seen yet (a card drawn, a Fate card revealed) is said only where it
    comes out the same in every deal of them, and what the seat cannot see is never read.

    Parameters
    ----------
    game:
        The game (not changed).
    action:
        A legal action of the seat to act.
    seat:
        The seat it is for.

    Returns
    -------
    list of Reason
        The reasons in the order they are said; only ``wins_now`` when the move wins.
    """
    if game.game_name not in ("hero-realms", "villainous"):
        return []
    views = seat_views(game, seat)
    afters = _afters(views, action)
    if afters is None:
        return []
    found = [_reasons(view, after, action, seat) for view, after in zip(views, afters, strict=True)]
    return [r for r in found[0] if all(r in other for other in found[1:])]


def _reasons(before: Game, after: Game, action: Action, seat: int) -> list[Reason]:
    if after.is_over and seat in after.winners:
        return [Reason("wins_now", WIN_RULES[before.game_name])]
    if before.game_name == "hero-realms":
        return _hr_reasons(before, after, action, seat)
    return _v_reasons(before, after, action, seat)


def compare_reason(
    game: Game, best: Action, mine: list[Reason], other: Action, seat: int
) -> Reason | None:
    """Where the next best move ``other`` differs from ``best`` in a reason, or None.

    Only a difference that the position shows is said, the first of: the next best move
    would likely leave the seat in reach of a lethal attack (Hero Realms, when ``best``
    does not, in every view of :func:`seat_views`), would discard the hand (when ``best``
    keeps it), goes to a location whose top actions a Hero covers (Villainous, when
    ``best`` goes to one that is not covered), or does not do the first thing ``best``
    does (stun the champion, open the attack, advance the objective, uncover the actions,
    keep the hand).
    """
    if other not in game.legal_actions():
        return None
    theirs = move_reasons(game, other, seat)
    kinds = {r.kind for r in theirs}
    if game.game_name == "hero-realms":
        views = seat_views(game, seat)
        mine_after, theirs_after = _afters(views, best), _afters(views, other)
        if (
            mine_after is not None
            and theirs_after is not None
            and all(
                not a.is_over and not b.is_over and not _in_reach(a, seat) and _in_reach(b, seat)
                for a, b in zip(mine_after, theirs_after, strict=True)
            )
        ):
            return Reason("next_in_reach", "HR-E1")
    if any(r.kind == "keeps_hand" for r in mine) and "keeps_hand" not in kinds:
        return Reason("next_not_keeps_hand", "")
    if game.game_name == "villainous" and best.kind == "move" and other.kind == "move":
        g: Any = game
        to, alt = best.args[0], other.args[0]
        if not g.covered(seat, to) and g.covered(seat, alt):
            loc = g.players[seat].villain.locations[alt].name
            return Reason("next_covered", "V-T4", (("location", loc),))
    for r in mine:
        if r.kind in kinds:
            continue
        if r.kind.startswith("objective_") or r.kind in (
            "stuns",
            "opens_attack",
            "uncovers",
            "keeps_hand",
        ):
            return Reason("next_not_" + r.kind, r.rule, r.fields)
    return None


# -- Hero Realms ------------------------------------------------------------------------


def _gains(effects: Any, what: str) -> int:
    """The amount of ``what`` (gold, combat, health) ``effects`` certainly or at best
    give: plain gains, and the largest option of a choice."""
    total = 0
    for e in effects:
        if e[0] == "gain" and e[1] == what:
            total += int(e[2])
        elif e[0] == "choose_one":
            total += max((_gains(option, what) for option in e[1]), default=0)
    return total


def lethal_threat(game: Game, opponent: int) -> int:
    """An estimate of the most combat ``opponent`` can have on their next turn.

    From visible facts only: the cards the opponent holds in hand and deck together (the
    next hand is five of them; with fewer, the discard pile is shuffled in, HR-R2), each
    counted by the combat its play and expend abilities give; the five largest are added
    to the expend combat of the champions the opponent has in play. Ally abilities,
    draws and "per champion" gains are left out, so the estimate can be short of what a
    lucky hand does: a reason built on it says "likely".
    """
    g: Any = game
    p = g.players[opponent]
    pool = p.hand + p.deck
    if len(pool) < NEXT_HAND:
        pool = pool + p.discard
    defs = g.defs
    per_card = sorted(
        (_gains(defs[c].primary, "combat") + _gains(defs[c].expend, "combat") for c in pool),
        reverse=True,
    )
    in_play = sum(_gains(defs[c].expend, "combat") for c in p.champions)
    return sum(per_card[:NEXT_HAND]) + in_play


def _cover(game: Game, seat: int) -> int:
    """The seat's health and the defense of its guards (stunned first, HR-C3)."""
    g: Any = game
    guards = sum(g.defs[c].defense or 0 for c in g.players[seat].champions if g.defs[c].guard)
    return int(g.health_of(seat)) + guards


def _in_reach(game: Game, seat: int) -> bool:
    """True when some opponent's :func:`lethal_threat` is at least the seat's cover."""
    g: Any = game
    cover = _cover(game, seat)
    return any(lethal_threat(game, o) >= cover for o in g.opponents(seat) if not g.players[o].out)


def _hr_reasons(before: Game, after: Game, action: Action, seat: int) -> list[Reason]:
    b: Any = before
    a: Any = after
    out: list[Reason] = []
    opened = [o for o in b.opponents(seat) if b.has_guard(o) and not a.has_guard(o)]
    for o in b.opponents(seat):
        for c in b.players[o].champions:
            if c in a.players[o].champions or (opened and b.defs[c].guard):
                continue
            rule = "HR-C2" if action.kind == "attack_champion" else "HR-C4"
            out.append(Reason("stuns", rule, (("card", b.defs[c].name),)))
    if opened:
        gone = [
            b.defs[c].name
            for o in opened
            for c in b.players[o].champions
            if b.defs[c].guard and c not in a.players[o].champions
        ]
        named = (("card", gone[0]),) if len(gone) == 1 else ()
        out.append(Reason("opens_attack", "HR-C3", named))
    p, q = b.players[seat], a.players[seat]
    owned = set(p.owned())
    for c in q.owned():
        if c in owned:
            continue
        d = a.defs[c]
        same = [x for x in owned if d.faction != "none" and b.defs[x].faction == d.faction]
        if same and (d.ally or any(b.defs[x].ally for x in same)):
            fields = (("card", d.name), ("faction", d.faction), ("n", len(same)))
            out.append(Reason("ally", "HR-A6", fields))  # said with the buy (HR-B1)
        else:
            out.append(Reason("buys", "HR-B1", (("card", d.name),)))
    if action.kind == "play" and b.pending is None:
        gold, combat = q.gold - p.gold, q.combat - p.combat
        card = b.defs[action.args[0]].name if action.args else ""
        if gold > 0 or combat > 0:
            out.append(
                Reason("pool_first", "HR-A2", (("card", card), ("gold", gold), ("n", combat)))
            )
    if not a.is_over and _in_reach(before, seat) and not _in_reach(after, seat):
        out.append(Reason("safe", "HR-E1"))
    return out


# -- Villainous -------------------------------------------------------------------------


def _discards_hand(card: Any) -> bool:
    """True for a card whose ability discards the villain's hand when they move to it."""
    return any(
        ab.event_kind == "villain_moves_here" and any(e.verb == "discard_hand" for e in ab.effects)
        for ab in getattr(card, "abilities", ())
    )


def _v_reasons(before: Game, after: Game, action: Action, seat: int) -> list[Reason]:
    b: Any = before
    a: Any = after
    out: list[Reason] = []
    p, q = b.players[seat], a.players[seat]
    d0, need = b.objective_progress(seat)
    d1, _ = a.objective_progress(seat)
    if d1 > d0:
        kind = p.villain.objective["kind"]
        fields: tuple[tuple[str, Any], ...] = (("a", d0), ("b", d1), ("n", need))
        if kind == "items_at_location":
            li = p.villain.loc_index(p.villain.objective["location"])
            fields += (("location", p.villain.locations[li].name),)
        out.append(Reason("objective_" + kind, "V-W1", fields))
    for li in range(4):
        if not b.covered(seat, li) or a.covered(seat, li):
            continue
        for h in p.top[li]:
            # gone from the Realm's tops, or moved to a location that was covered already
            to = next((lj for lj in range(4) if h in q.top[lj]), None)
            if to != li and (to is None or b.covered(seat, to)):
                rule = "V-V3" if li == q.loc else "V-T4"
                loc = p.villain.locations[li].name
                out.append(Reason("uncovers", rule, (("card", b.defs[h].name), ("location", loc))))
    if action.kind == "move" and p.hand and len(q.hand) >= len(p.hand):
        for li in range(4):
            if li in (p.loc, q.loc):
                continue
            cards = [h for h in p.top[li] if _discards_hand(b.defs[h])]
            if cards and any(x.kind == "move" and x.args[:1] == (li,) for x in b.legal_actions()):
                loc = p.villain.locations[li].name
                name = b.defs[cards[0]].name
                out.append(Reason("keeps_hand", "", (("card", name), ("location", loc))))
    return out


# -- Words ------------------------------------------------------------------------------

#: The sentence of objective progress (V-W1), by the kind of the villain's objective;
#: ``{b}`` is the progress after the move, ``{n}`` what the objective needs.
OBJECTIVE_WORDS: dict[str, tuple[str, str]] = {
    "objective_collect_treasures": Nn_(
        "It claims a Treasure: {b} of the {n} your objective needs ({rule}).",
        "It claims a Treasure: {b} of the {n} your objective needs ({rule}).",
    ),
    "objective_items_at_location": Nn_(
        "It brings an objective card to {location}: {b} of the {n} your objective needs ({rule}).",
        "It brings an objective card to {location}: {b} of the {n} your objective needs ({rule}).",
    ),
}
OBJECTIVE_STAGE = Nn_(
    "It takes your objective a stage further: {b} of {n} ({rule}).",
    "It takes your objective a stage further: {b} of {n} ({rule}).",
)
"""The sentence of objective progress of any other kind (the objective Hero a stage further)."""


def say(reason: Reason, t: Translator, other: str = "") -> str:
    """``reason`` as one sentence in ``t``'s language, with its rule ID.

    Parameters
    ----------
    reason:
        From :func:`move_reasons` or :func:`compare_reason`.
    t:
        The learner's language.
    other:
        The next best move in words, for a comparison (:func:`compare_reason`).
    """
    f = dict(reason.fields)
    rule = reason.rule
    lang = t.lang
    k = reason.kind
    if k == "wins_now":
        # Translators: {rule} is a rule ID such as HR-E1, kept as it is.
        return t.tr("It wins the game now ({rule}).", rule=rule)
    if k == "stuns":
        return t.tr(
            "It stuns {card}, a champion of your opponent ({rule}).",
            card=card_name(f["card"], lang),
            rule=rule,
        )
    if k == "opens_attack":
        if "card" in f:  # one guard stunned: named, as the table names it
            return t.tr(
                "It stuns {card}, the guard that blocks your attack (HR-C3).",
                card=card_name(f["card"], lang),
            )
        return t.tr("It removes the guard that blocks your attack (HR-C3).")
    if k == "buys":
        return t.tr("It buys {card} ({rule}).", card=card_name(f["card"], lang), rule=rule)
    if k == "ally":
        # Translators: {faction} is a faction's printed name (Guild, Imperial, Necros, Wild).
        return t.plural(
            "It buys {card} (HR-B1), a {faction} card like {n} card you already own: "
            "together they use Ally abilities ({rule}).",
            "It buys {card} (HR-B1), a {faction} card like {n} cards you already own: "
            "together they use Ally abilities ({rule}).",
            f["n"],
            card=card_name(f["card"], lang),
            faction=str(f["faction"]).capitalize(),
            rule=rule,
        )
    if k == "pool_first":
        card = card_name(f["card"], lang)
        if f["n"] > 0 and f["gold"] > 0:
            return t.plural(
                "Play {card} first: its {gold} gold and {n} combat stay in your pool for "
                "buying and attacking this turn ({rule}).",
                "Play {card} first: its {gold} gold and {n} combat stay in your pool for "
                "buying and attacking this turn ({rule}).",
                f["n"],
                card=card,
                gold=f["gold"],
                rule=rule,
            )
        if f["n"] > 0:
            return t.plural(
                "Play {card} first: its {n} combat stays in your pool for attacking this "
                "turn ({rule}).",
                "Play {card} first: its {n} combat stays in your pool for attacking this "
                "turn ({rule}).",
                f["n"],
                card=card,
                rule=rule,
            )
        return t.tr(
            "Play {card} first: its {gold} gold stays in your pool for buying this turn ({rule}).",
            card=card,
            gold=f["gold"],
            rule=rule,
        )
    if k == "safe":
        return t.tr(
            "It likely keeps you out of reach of a lethal attack on your opponent's next "
            "turn ({rule}).",
            rule=rule,
        )
    if k.startswith("objective_"):
        forms = OBJECTIVE_WORDS.get(k, OBJECTIVE_STAGE)
        names = {"location": f["location"]} if "location" in f else {}
        return fill(
            t,
            t.ngettext(*forms, f["n"]),
            "villainous",
            b=f["b"],
            n=f["n"],
            rule=rule,
            **names,
        )
    if k == "uncovers":
        if rule == "V-V3":
            template = t.gettext(
                "It uncovers the top actions at {location} by taking {card} out of the way: "
                "you can take them this turn ({rule})."
            )
        else:
            template = t.gettext(
                "It uncovers the top actions at {location} by taking {card} out of the way "
                "({rule})."
            )
        return fill(t, template, "villainous", card=f["card"], location=f["location"], rule=rule)
    if k == "keeps_hand":
        # Translators: {card} is the Hero whose ability discards the hand (Tick Tock).
        template = t.gettext(
            "It keeps your hand: at {location}, {card} would make you discard all of it."
        )
        return fill(t, template, "villainous", card=f["card"], location=f["location"])
    return _say_next(reason, t, other)


def _say_next(reason: Reason, t: Translator, other: str) -> str:
    """A comparison with the next best move, named by ``other`` (its words)."""
    f = dict(reason.fields)
    k = reason.kind
    rule = reason.rule
    lang = t.lang
    if k == "next_in_reach":
        return t.tr(
            "Unlike the next best move ({other}), it likely keeps you out of reach of a "
            "lethal attack on your opponent's next turn ({rule}).",
            other=other,
            rule=rule,
        )
    if k == "next_not_stuns":
        return t.tr(
            "The next best move ({other}) leaves {card} in play ({rule}).",
            other=other,
            card=card_name(f["card"], lang),
            rule=rule,
        )
    if k == "next_not_opens_attack":
        return t.tr(
            "The next best move ({other}) leaves the guard in the way ({rule}).",
            other=other,
            rule=rule,
        )
    if k == "next_not_uncovers":
        template = t.gettext("The next best move ({other}) leaves {card} at {location} ({rule}).")
        return fill(
            t,
            template,
            "villainous",
            other=other,
            card=f["card"],
            location=f["location"],
            rule=rule,
        )
    if k == "next_not_keeps_hand":
        return t.tr("The next best move ({other}) would make you discard your hand.", other=other)
    if k == "next_covered":
        template = t.gettext(
            "The next best move ({other}) goes to {location}, where a Hero covers the top "
            "actions ({rule})."
        )
        return fill(t, template, "villainous", other=other, location=f["location"], rule=rule)
    if k.startswith("next_not_objective"):
        return t.plural(
            "The next best move ({other}) leaves your objective at {a} of {n} ({rule}).",
            "The next best move ({other}) leaves your objective at {a} of {n} ({rule}).",
            f["n"],
            other=other,
            a=f["a"],
            rule=rule,
        )
    return ""
