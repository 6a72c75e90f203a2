"""The low-level moves of Hero Realms, each changing the table and appending its event,
and the questions effects ask.

Functions of the table record (:class:`~toolkit.hero_realms.state.TableState`), not a
class: drawing, gaining, stunning, discarding, the steps every rule is made of, are
called directly by the effects, the verbs, the pending decisions, the kinds of action,
the phases and the variants. A move asks nothing and starts no ability. The last
functions queue an ability's effects (:func:`push`) and put the questions effects ask
(:func:`ask_discard`, :func:`ask_prepare`, ...): each sets the table's ``pending``
decision, or takes the only answer at once; the effects
(:mod:`~toolkit.hero_realms.effects`) resolve what is queued.

Nothing of the package is imported here when it runs (the types only), so that the
verbs and the variants, which the records import, can call these functions.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> game = HeroRealmsGame.from_position({"players": [{"deck": ["gold"]}, {}]}, seed=1)
>>> draw(game, game.players[0], 1), game.events[-1][0]
(1, 'draw')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolkit.core.game import shuffle

if TYPE_CHECKING:
    from toolkit.hero_realms.carddef import Effect
    from toolkit.hero_realms.state import PlayerState, TableState

__all__ = [
    "ask_bequeath",
    "ask_discard",
    "ask_prepare",
    "ask_sacrifice",
    "discard",
    "draw",
    "draw_then_discard",
    "gain",
    "mark_discard",
    "prepare",
    "push",
    "remove_from_play",
    "set_pending",
    "stun",
    "to_sacrifice_pile",
    "to_top",
]


def draw(table: TableState, p: PlayerState, n: int) -> int:
    """``p`` draws ``n`` cards, the discard pile shuffled into a new deck when the deck runs out (HR-R2); how many were drawn."""
    drawn = 0
    for _ in range(n):
        if not p.deck:
            if not p.discard:
                break
            # HR-R2: shuffle the discard pile to form a new deck.
            p.deck = p.discard
            p.discard = []
            shuffle(table.rng, p.deck)
            table.events.append(("reshuffle", p.seat, len(p.deck)))
        c = p.deck.pop()
        p.hand.append(c)
        table.events.append(("draw", p.seat, c))
        drawn += 1
    return drawn


def gain(table: TableState, seat: int, source: int, resource: str, amount: int) -> None:
    """``seat`` gains ``amount`` of ``resource`` (gold, combat or health, HR-A3) from card ``source``."""
    p = table.players[seat]
    if resource == "gold":
        p.gold += amount
    elif resource == "combat":
        p.combat += amount
    else:
        table.health[table.life_of[seat]] += amount  # HR-A3: no maximum
    table.events.append(("gain", seat, resource, amount, source))


def set_pending(table: TableState, pend: tuple[Any, ...]) -> None:
    """Make ``pend`` the decision the table waits for."""
    table.pending = pend


def remove_from_play(table: TableState, p: PlayerState, iid: int) -> None:
    """Take ``iid`` out of ``p``'s champions (with its damage and expended mark) or cards in play."""
    if iid in p.champions:
        p.champions.remove(iid)
        p.expended.discard(iid)
        table.champion_damage.pop(iid, None)
    else:
        p.in_play.remove(iid)


def to_sacrifice_pile(table: TableState, seat: int, iid: int, source: int) -> None:
    """HR-A7 / HR-A8: out of the game, or back to the Fire Gem pile."""
    if table.defs[iid].role == "fire_gem":
        table.fire_gems.append(iid)
        table.events.append(("sacrifice", seat, iid, source, "gems"))
    else:
        table.sacrificed.append(iid)
        table.events.append(("sacrifice", seat, iid, source, "out"))


def stun(table: TableState, seat: int, iid: int, rule: str) -> None:
    """``seat`` stuns champion ``iid``: it goes to its owner's discard pile (``rule`` says why)."""
    owner = table.owner_of_champion(iid)
    assert owner is not None
    o = table.players[owner]
    remove_from_play(table, o, iid)
    o.discard.append(iid)
    table.events.append(("stun", seat, iid, owner, rule))


def prepare(table: TableState, p: PlayerState, iid: int) -> None:
    """Prepare (ready) ``p``'s champion ``iid``."""
    p.expended.discard(iid)
    table.events.append(("prepare", p.seat, iid))


def mark_discard(table: TableState, seat: int, target: int, n: int) -> None:
    """``seat`` makes ``target`` discard ``n`` cards at the start of their next turn."""
    table.players[target].pending_discards += n
    table.events.append(("opponent_discards", seat, target, n))


def discard(table: TableState, p: PlayerState, iid: int, reason: str) -> None:
    """``p`` discards ``iid`` from their hand (``reason`` names the rule or effect)."""
    p.hand.remove(iid)
    p.discard.append(iid)
    table.events.append(("discard", p.seat, iid, reason))


def to_top(table: TableState, p: PlayerState, iid: int) -> None:
    """``p`` puts ``iid`` from their discard pile on top of their deck."""
    p.discard.remove(iid)
    p.deck.append(iid)
    table.events.append(("to_top", p.seat, iid))


def push(table: TableState, seat: int, source: int, effects: tuple[Effect, ...]) -> None:
    """Queue ``effects`` (the first resolves first) for :func:`toolkit.hero_realms.effects.run`.

    An ability made only of gains, queued when nothing else waits, is resolved at
    once: ``run`` would do exactly that next, and most cards are such abilities.
    """
    stack = table.stack
    if not stack and table.pending is None and not table.over:
        for e in effects:
            if e[0] != "gain":
                break
        else:
            for e in effects:
                gain(table, seat, source, e[1], e[2])
            return
    for i in range(len(effects) - 1, -1, -1):  # the first effect resolves first
        stack.append((seat, source, effects[i]))


def ask_sacrifice(
    table: TableState,
    seat: int,
    source: int,
    up_to: int,
    zones: tuple[str, ...],
    then: tuple[Effect, ...],
) -> None:
    """Ask ``seat`` which cards (up to ``up_to``, from ``zones``) to sacrifice, then ``then`` (HR-A7)."""
    p = table.players[seat]
    has = ("hand" in zones and p.hand) or ("discard" in zones and p.discard)
    if up_to <= 0 or not has:
        return
    set_pending(table, ("sacrifice", seat, source, up_to, zones, then))


def ask_prepare(table: TableState, seat: int, source: int, n: int) -> None:
    """Ask ``seat`` to prepare ``n`` expended champions, or prepare the only one at once."""
    p = table.players[seat]
    cands = [c for c in p.champions if c in p.expended]
    if n <= 0:
        return
    if not cands:
        table.events.append(("no_effect", seat, source, "no expended champion to prepare"))
    elif len(cands) == 1:
        prepare(table, p, cands[0])
        ask_prepare(table, seat, source, n - 1)
    else:
        set_pending(table, ("prepare", seat, source, n))


def ask_discard(table: TableState, seat: int, source: int, n: int, reason: str) -> None:
    """Ask ``seat`` which ``n`` cards to discard, or discard the whole hand when it has no more."""
    p = table.players[seat]
    if n <= 0:
        return
    if len(p.hand) <= n:
        for c in p.hand[:]:
            discard(table, p, c, reason)
        return
    set_pending(table, ("discard", seat, source, n, reason))


def draw_then_discard(table: TableState, seat: int, source: int, n: int) -> None:
    """``seat`` draws ``n`` cards, then discards as many as they drew."""
    drawn = draw(table, table.players[seat], n)
    ask_discard(table, seat, source, drawn, "draw_then_discard")


def ask_bequeath(table: TableState, seat: int, emperor: int) -> None:
    """HR-V11: a knocked-out commander may put one card into their emperor's discard."""
    p = table.players[seat]
    if p.hand or p.deck or p.discard or p.champions:
        set_pending(table, ("bequeath", seat, -1, emperor))
