"""The checks every action must pass, each naming the rule it enforces: plain functions
taking the game first (typed as :class:`~toolkit.villainous.queries.Queries`, the lowest
layer holding what they read), called by :mod:`toolkit.villainous.legality`, the kinds of
action (:mod:`toolkit.villainous.kinds`), the turn flow and the bots.

Each check answers ``None`` when its part of an action is allowed, or the reason it is
refused: a catalogue message and its rule ID (a :data:`Refusal`). The legal listing keeps
exactly the candidates every check passes, and a refused action is explained by the first
check it fails, so the list of legal actions and the reasons for refusal cannot drift
apart. Vanquishing shares the search for the Allies that may take part the same way.
"""

from __future__ import annotations

import itertools
import string
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from toolkit.core.errors import IllegalActionError
from toolkit.i18n.grammar import C_, gendered
from toolkit.i18n.messages import N_, Nn_
from toolkit.villainous.cards import CardDef
from toolkit.villainous.derived import SeatView
from toolkit.villainous.queries import _NO_PLACE
from toolkit.villainous.state import PlayerState

if TYPE_CHECKING:
    from toolkit.villainous.queries import Queries

Refusal = tuple[str, str]
"""Why one part of an action is refused: a catalogue message (see ``N_``) and its rule ID."""

_NOWHERE: Final = ((-1, -1),)  # the one placement of cards played to no location

# the move of the villain (V-T1, V-S6)
NO_LOCATION: Final = (N_("there is no location {n}: a Realm has locations 0 to 3"), "V-T1")
MUST_MOVE: Final = (
    N_("the villain must move to a different location; staying is not allowed"),
    "V-T1",
)
LOCKED_MOVE: Final = (N_("a locked location cannot be moved to"), "V-S6")
# moving a Hero, an Ally or an Item (V-T3, V-C2, V-S6)
NOT_OWN_MOVE: Final = (N_("only a card in your own Realm can be moved"), "V-T3")
NOT_A_HERO: Final = (N_("Move a Hero moves a Hero"), "V-T3")
NOT_AN_ALLY: Final = (N_("Move an Item or Ally moves one of your Allies or Items"), "V-T3")
ATTACHED: Final = (N_("an attached card moves only with its host"), "V-C2")
INTO_LOCKED: Final = (N_("nothing can be moved into a locked location"), "V-S6")
OUT_OF_LOCKED: Final = (N_("nothing can be moved out of a locked location"), "V-S6")
NOT_ADJACENT: Final = (N_("cards move to an adjacent unlocked location"), "V-T3")
# activating a card (V-C1)
NOT_OWN_ACTIVATE: Final = (N_("only a card in your own Realm can be activated"), "V-C1")
_NO_ABILITY = gendered(
    C_("masculine", "{card} has no ability to activate"),
    C_("feminine", "{card} has no ability to activate"),
    C_("masculine plural", "{card} has no ability to activate"),
    C_("feminine plural", "{card} has no ability to activate"),
)
"""An activation refused: the card has no ability to activate; the verb agrees with the card."""
NO_ABILITY: Final = (_NO_ABILITY.message, "V-C1")
_AGREEING: Final = frozenset((_NO_ABILITY.message,))
LOCKED_ACTIVATE: Final = (N_("a card at a locked location cannot be activated"), "V-C1")
ACTIVATION_COST: Final = (N_("not enough Power to pay the activation cost"), "V-C1")
ACTIVATED: Final = (
    N_("that card has no ability to activate or its cost cannot be paid"),
    "V-C1",
)
# aiming Fate (V-F1, V-F3)
NO_PLAYER: Final = (N_("there is no player {n}"), "V-F1")
FATE_SELF: Final = (N_("Fate targets an opponent"), "V-F1")
FATE_HOLDER: Final = (N_("the holder of the Fate token cannot be targeted by Fate"), "V-F3")
NO_FATE_CARDS: Final = (N_("{who} has no Fate cards left to reveal"), "V-F1")
# playing a card (V-T5, V-C3, V-S6, V-T3)
LOCKED_PLAY: Final = (N_("no card can be played to a locked location"), "V-S6")
NEEDS_HOST: Final = (N_("that Item must be attached to a host"), "V-C3")
NOT_THERE: Final = (N_("that card cannot be played there"), "V-T3")
PLAY_COST: Final = (N_("not enough Power to pay the card's cost"), "V-T5")
NO_ALTERNATIVE: Final = (
    N_("nothing in the Realm lets that card be paid for by a discard"),
    "V-T5",
)
CANNOT_BE_DONE: Final = (
    N_(
        "what {card} says cannot be done now, so it cannot be played "
        "(an Effect is played only if its mandatory part can be carried out)"
    ),
    "V-T3",
)

_PROTECTED = gendered(
    C_("masculine", "{card} cannot be defeated now (a card in the Realm protects it)"),
    C_("feminine", "{card} cannot be defeated now (a card in the Realm protects it)"),
    C_("masculine plural", "{card} cannot be defeated now (a card in the Realm protects it)"),
    C_("feminine plural", "{card} cannot be defeated now (a card in the Realm protects it)"),
)
"""The refusal to vanquish a protected Hero, whose participle agrees with the Hero."""
_NO_ALLY_NEAR = gendered(
    C_("masculine", "none of your Allies is at {location}, where {card} is"),
    C_("feminine", "none of your Allies is at {location}, where {card} is"),
    C_("masculine plural", "none of your Allies is at {location}, where {card} is"),
    C_("feminine plural", "none of your Allies is at {location}, where {card} is"),
)
"""The refusal to vanquish a Hero with no Ally beside it; the verb agrees with the Hero."""


def _any_spare(vals: list[int], combo: tuple[int, ...], spare: int) -> bool:
    """Whether some ally of ``combo`` (indices into ``vals``) could be left out: its
    Strength is no more than ``spare``, what the set has beyond the Hero's."""
    return any(vals[k] <= spare for k in combo)


def _combination_table(most: int, size: int) -> list[list[list[tuple[int, ...]]]]:
    """``table[n][r]``: the ``r``-element index sets of ``range(n)`` in the order of
    :func:`itertools.combinations`, for ``n <= most`` and ``r <= size``."""
    return [
        [list(itertools.combinations(range(n), r)) for r in range(size + 1)]
        for n in range(most + 1)
    ]


_ALLY_SETS: Final = _combination_table(10, 4)
"""The sets of Allies a Vanquish may use, by number of candidates (up to four Allies,
V-V1); listed once so that a listing walks a prebuilt list instead of a generator."""


def _minimal_sets(
    targets: list[tuple[int, list[int], list[int], int, int]],
) -> list[tuple[int, tuple[int, ...]]]:
    """The (Hero, Allies) options of :func:`vanquish_options` from the
    :func:`vanquish_targets` of the same position: per Hero, at most six minimal
    sets of at most four of its candidate Allies that reach its Strength (none needed at
    Strength 0 or less). A Hero that is not a target has no such set, so the targets
    hold every Hero an option can name, in the same order."""
    out: list[tuple[int, tuple[int, ...]]] = []
    for h, cands, vals, need, min_allies in targets:
        if need <= 0 and min_allies == 0:
            out.append((h, ()))
            continue
        if not cands:
            continue
        n = len(cands)
        found = 0
        floor = max(1, min_allies)
        for r in range(floor, min(n, 4) + 1):
            combos: Sequence[tuple[int, ...]]
            combos = (
                _ALLY_SETS[n][r]
                if n < len(_ALLY_SETS)
                else list(itertools.combinations(range(n), r))
            )
            for combo in combos:
                tot = 0
                for k in combo:
                    tot += vals[k]
                if tot < need:
                    continue
                # only minimal sets: dropping any ally would fall short (or min allies)
                if r > floor and _any_spare(vals, combo, tot - need):
                    continue
                # built at its size from the index set (no list first)
                out.append((h, tuple(cands[k] for k in combo)))
                found += 1
                if found >= 6:
                    break
            if found >= 6:
                break
    return out


_NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = ((1,), (0, 2), (1, 3), (2,))
"""The locations next to each of a Realm's four locations."""


_NO_REACH: Final[set[int]] = set()
"""No card with reach: the set :func:`vanquish_candidates` reads when a Realm has
no ``vanquish_reach`` static (most have none), shared instead of a new empty set per
listing. Never written to."""


def _moves_from(location: int, locked: set[int]) -> tuple[int, ...]:
    """The adjacent locations a card may move to: neither end may be locked (V-S6)."""
    if not locked:
        return _NEIGHBOURS[location]
    if location in locked:
        return ()
    return tuple([to for to in _NEIGHBOURS[location] if to not in locked])


def _card_move_check(kind: str, d: CardDef, attached: bool) -> Refusal | None:
    """Whether ``kind`` (``move_hero`` or ``move_ally``) may move a card of design ``d``
    at all (V-T3, V-C2): the one check of :func:`movable_cards` and
    :func:`movable`."""
    if kind == "move_hero":
        if d.type != "hero":
            return NOT_A_HERO
    elif d.type not in ("ally", "item") or d.placement == "top":
        return NOT_AN_ALLY
    return ATTACHED if attached else None


def refusal_error(why: Refusal, **params: object) -> IllegalActionError:
    """The refusal for ``why``, its message filled in from those of ``params`` it names.

    Examples
    --------
    >>> err = refusal_error(("{villain} cannot move to {location}", "V-T1"),
    ...                     villain="Tamatoa", location="Lalotai", unused=1)
    >>> str(err), err.rule
    ('V-T1: Tamatoa cannot move to Lalotai', 'V-T1')
    """
    fields = {name for _text, name, _spec, _conv in string.Formatter().parse(why[0]) if name}
    kept = {k: v for k, v in params.items() if k in fields}
    agree = "card" if why[0] in _AGREEING else None  # a gendered message agrees with the card
    return IllegalActionError.agreeing(why[0], why[1], "villainous", agree, **kept)


# -- the move of the villain --------------------------------------------------------
def move_refusals(g: Queries, p: PlayerState) -> list[Refusal | None]:
    """For each location, whether the villain may move there (V-T1: to another
    location, unless a card lets it stay; V-S6: not to a locked one)."""
    locked = p.locked
    out: list[Refusal | None] = []
    for li in range(4):
        if li == p.loc and not p.stay_next:
            out.append(MUST_MOVE)
        elif li in locked:
            out.append(LOCKED_MOVE)
        else:
            out.append(None)
    return out


def move_refusal(g: Queries, p: PlayerState, li: int) -> Refusal | None:
    """Whether the villain may move to location ``li``."""
    if not 0 <= li < 4:
        return NO_LOCATION
    return move_refusals(g, p)[li]


def move_targets(g: Queries, p: PlayerState) -> list[int]:
    """The locations the villain may move to (none: the move is skipped): those
    :func:`move_refusals` finds no refusal for, without building its list."""
    locked = p.locked
    here = p.loc
    stay = p.stay_next
    out: list[int] = []
    for li in range(4):
        if (li != here or stay) and li not in locked:
            out.append(li)
    return out


# -- moving cards -------------------------------------------------------------------
def movable_cards(g: Queries, p: PlayerState, kind: str) -> dict[int, Refusal | None]:
    """For each card of ``p``'s Realm, whether ``kind`` (``move_hero`` or
    ``move_ally``) may move it at all (where to is :func:`_moves_from`'s answer)."""
    defs = g.defs
    host = g.host
    return {iid: _card_move_check(kind, defs[iid], iid in host) for iid in g.realm_cards(p.seat)}


def movable(g: Queries, p: PlayerState, kind: str) -> list[int]:
    """The cards of ``p``'s Realm that ``kind`` may move at all, in Realm order: those
    :func:`movable_cards` finds no refusal for, without building its table."""
    defs = g.defs
    host = g.host
    return [
        iid
        for iid in g.realm_cards(p.seat)
        if _card_move_check(kind, defs[iid], iid in host) is None
    ]


def card_move_refusal(g: Queries, p: PlayerState, kind: str, iid: int, to: int) -> Refusal | None:
    """Whether ``kind`` may move card ``iid`` to location ``to``."""
    why = movable_cards(g, p, kind).get(iid, NOT_OWN_MOVE)
    if why is not None:
        return why
    if to in p.locked:
        return INTO_LOCKED
    if g.loc_of(iid) in p.locked:
        return OUT_OF_LOCKED
    if to not in _moves_from(g.at[iid], p.locked):
        return NOT_ADJACENT
    return None


# -- activating ---------------------------------------------------------------------
def activation_refusals(g: Queries, p: PlayerState) -> dict[int, Refusal | None]:
    """For each card of ``p``'s Realm, whether it may be activated now (V-C1; the
    symbol is checked apart)."""
    return {iid: activation_check(g, p, iid) for iid in g.realm_cards(p.seat)}


def activation_check(g: Queries, p: PlayerState, iid: int) -> Refusal | None:
    """Whether card ``iid`` of ``p``'s Realm may be activated now (V-C1)."""
    abs_ = g.defs[iid].triggered("activate")
    if not abs_:
        return NO_ABILITY
    if g.loc_of(iid) in p.locked:
        return LOCKED_ACTIVATE
    cost = abs_[0].cost
    if cost > p.power:
        return ACTIVATION_COST
    if g.per_payment and cost == 0 and p.activated.get(iid):
        return ACTIVATED  # the per-payment reading: a free ability once per turn
    return None


def activation_refusal(g: Queries, p: PlayerState, iid: int) -> Refusal | None:
    """Whether ``p`` may activate card ``iid`` now."""
    return activation_refusals(g, p).get(iid, NOT_OWN_ACTIVATE)


def activatable(g: Queries, p: PlayerState) -> list[int]:
    """The cards of ``p``'s Realm that may be activated now."""
    return [i for i in g.realm_cards(p.seat) if activation_check(g, p, i) is None]


# -- Fate ---------------------------------------------------------------------------
def fate_refusals(g: Queries, seat: int) -> list[Refusal | None]:
    """For each player, whether ``seat`` may aim Fate at them (V-F1, V-F3)."""
    out: list[Refusal | None] = []
    for t in range(g.n):
        q = g.players[t]
        if t == seat:
            out.append(FATE_SELF)
        elif g.fate_token_on and g.fate_holder == t:
            out.append(FATE_HOLDER)
        elif not q.fate_deck and not q.fate_discard:
            out.append(NO_FATE_CARDS)
        else:
            out.append(None)
    return out


def fate_refusal(g: Queries, seat: int, t: int) -> Refusal | None:
    """Whether ``seat`` may aim Fate at player ``t``."""
    if not 0 <= t < g.n:
        return NO_PLAYER
    return fate_refusals(g, seat)[t]


def fate_targets(g: Queries, seat: int) -> list[int]:
    """Opponents that may be targeted by Fate (V-F1, V-F3)."""
    return [t for t, why in enumerate(fate_refusals(g, seat)) if why is None]


# -- Brew Poison --------------------------------------------------------------------
def brew_most(g: Queries, p: PlayerState) -> int:
    """The most Power ``p`` may turn into Poison now (the symbol's cost paid first)."""
    return p.power - g._action_cost(p.seat, "brew_poison")


# -- playing a card -----------------------------------------------------------------
def play_places(g: Queries, seat: int, d: CardDef) -> Sequence[tuple[int, int]]:
    """(location, host) for every place card design ``d`` may be played to now."""
    if d.type in _NO_PLACE:
        return _NOWHERE
    return g._placements(seat, d, ignore_lock=False)


def may_place(g: Queries, seat: int, d: CardDef) -> bool:
    """Whether :func:`play_places` has any place for ``d`` now. Its answer for an
    unattached card is a shared list (see ``queries._OPEN_PLACES``), so asking costs
    no new list in the common case."""
    return bool(play_places(g, seat, d))


# -- vanquishing --------------------------------------------------------------------
def vanquish_candidates(
    g: Queries, p: PlayerState, only: int = -1
) -> tuple[SeatView, list[tuple[int, int, list[int], int]]]:
    """(Hero, its Strength, the Allies that may take part, the fewest Allies it takes)
    for every Hero of ``p``'s Realm that a Vanquish may aim at: not at a locked
    location (V-S6), not protected (V-V1), with the Allies at its location or next to
    it with reach (V-V1, V-V2). ``only`` limits the answer to one Hero. Whether the
    Allies are strong enough is for the caller."""
    s = p.seat
    view = g._view(s)
    by_verb = view.by_verb
    # each list of statics is read only when the Realm has some (most have none)
    reaching = by_verb.get("vanquish_reach")
    reach = {src for src, _p, _h in reaching} if reaching else _NO_REACH
    min_by = by_verb.get("vanquish_min_allies")
    guarded = False
    guards = by_verb.get("cannot_be_defeated")
    if guards:
        for _s, prm, _h in guards:
            if "by" in prm:
                guarded = True
                break
    # without these statics every Hero may be defeated
    restricted = "cannot_be_defeated" in by_verb or "must_defeat_first" in by_verb
    where = g.at
    locked = p.locked
    out: list[tuple[int, int, list[int], int]] = []
    for h in view.heroes:
        if only >= 0 and h != only:
            continue
        loc = where[h]
        if loc in locked or (restricted and not g._hero_defeatable(s, h)):
            continue
        need = g.strength(h, view.statics)
        fewest = 0
        if min_by:
            for src, prm, _h in min_by:
                if src == h and prm > fewest:
                    fewest = prm
        cands: list[int] = []
        for a in view.allies:
            al = where[a]
            if al == loc or ((al == loc - 1 or al == loc + 1) and al not in locked and a in reach):
                cands.append(a)
        if guarded:
            cands = [a for a in cands if g._hero_defeatable_by(s, h, a, view.statics)]
        out.append((h, need, cands, fewest))
    return view, out


def vanquish_targets(
    g: Queries, p: PlayerState, only: int = -1
) -> list[tuple[int, list[int], list[int], int, int]]:
    """(Hero, candidate Allies, their Strengths, the Hero's Strength, the fewest Allies)
    for every Hero ``p`` may vanquish now (V-V1, V-V2): the Allies at its location (or
    next to it, with reach) together reach its Strength. Any subset of the candidates
    that reaches it may be used, of any size (the Allies are then chosen one by one).
    ``only`` limits the answer to one Hero.

    Asked for every Hero (as the legal listing does), it also keeps the
    :func:`vanquish_options` of the decision, which are the minimal sets of these
    targets, so that they are not searched for again.
    """
    out = _targets(g, p, only)
    if only < 0:
        s = p.seat
        cached = g._vq_cache
        if cached is None or cached[0] != g._version or cached[1] != s:
            g._vq_cache = (g._version, s, _minimal_sets(out))
    return out


def _targets(
    g: Queries, p: PlayerState, only: int = -1
) -> list[tuple[int, list[int], list[int], int, int]]:
    """:func:`vanquish_targets` without keeping the options."""
    out: list[tuple[int, list[int], list[int], int, int]] = []
    view, aims = vanquish_candidates(g, p, only)
    for h, need, cands, fewest in aims:
        vals = [g.strength(a, view.statics) for a in cands]
        if len(cands) < fewest:
            continue
        if need > 0 and sum(v for v in vals if v > 0) < need:
            continue
        out.append((h, cands, vals, need, fewest))
    return out


def vanquish_options(g: Queries, p: PlayerState) -> list[tuple[int, tuple[int, ...]]]:
    """(Hero, Allies) for every Hero ``p`` may vanquish now with a minimal set of Allies
    (V-V1..V3), at most six sets of at most four Allies per Hero: a short list for a
    bot to score (the rules allow any set that reaches the Hero's Strength, see
    :func:`vanquish_targets`). Shared: do not mutate.

    The result is kept for the current decision: the legal listing and a bot scoring
    the same position ask for it more than once, and the state only changes in
    :meth:`~toolkit.core.game.Game.apply`, which moves ``_version`` on.
    """
    s = p.seat
    cached = g._vq_cache
    if cached is not None and cached[0] == g._version and cached[1] == s:
        return cached[2]
    out = list_vanquish_options(g, p)
    g._vq_cache = (g._version, s, out)
    return out


def hero_options(g: Queries, p: PlayerState, hero: int) -> list[tuple[int, tuple[int, ...]]]:
    """The entries of :func:`vanquish_options` for one Hero (the same, in the same
    order), read from the decision's kept options when they are current, else searched
    for that Hero alone: its candidates and their minimal sets do not depend on the
    other Heroes."""
    cached = g._vq_cache
    if cached is not None and cached[0] == g._version and cached[1] == p.seat:
        return [o for o in cached[2] if o[0] == hero]
    return _minimal_sets(_targets(g, p, hero))


def list_vanquish_options(g: Queries, p: PlayerState) -> list[tuple[int, tuple[int, ...]]]:
    """:func:`vanquish_options` worked out afresh: the minimal sets of the targets."""
    return _minimal_sets(_targets(g, p))


def why_not_vanquish(g: Queries, p: PlayerState, hero: int) -> IllegalActionError:
    """Why ``p`` may not vanquish ``hero`` now, in plain words with the rule (V-V1, V-S6):
    not a Hero of the Realm, at a locked location, protected, no Ally near it, too few
    Allies, or not strong enough (the first that applies)."""

    def refuse(template: str | tuple[str, str], rule: str, **params: object) -> IllegalActionError:
        if isinstance(template, tuple):  # a count decides the words (no place named)
            return IllegalActionError.of(template, rule, **params)
        return IllegalActionError.agreeing(template, rule, "villainous", None, **params)

    if not (hero in g.at and g.owner[hero] == p.seat and g.defs[hero].type == "hero"):
        return refuse(N_("only a Hero in your own Realm can be vanquished"), "V-V1")
    loc = g.at[hero]
    name = g.card_name(hero)
    if loc in p.locked:
        return refuse(N_("nothing can be done at a locked location"), "V-S6")
    if not g._hero_defeatable(p.seat, hero):
        return IllegalActionError.agreeing(
            _PROTECTED.message, "V-V1", "villainous", "card", card=name
        )
    _view, found = vanquish_candidates(g, p, only=hero)
    need, near, fewest = (found[0][1], found[0][2], found[0][3]) if found else (0, [], 0)
    if not near and need > 0:
        return IllegalActionError.agreeing(
            _NO_ALLY_NEAR.message,
            "V-V1",
            "villainous",
            "card",
            location=g.loc_name(p.seat, loc),
            card=name,
        )
    if len(near) < fewest:
        return refuse(
            Nn_(
                "{card} can only be vanquished with at least {n} Ally",
                "{card} can only be vanquished with at least {n} Allies",
            ),
            "V-V1",
            card=name,
            n=fewest,
        )
    total = sum(max(0, g.strength(a)) for a in near)
    return refuse(
        N_(
            "your Allies at {location} have combined Strength {total}, less "
            "than the Strength {need} of {card}: not strong enough"
        ),
        "V-V1",
        location=g.loc_name(p.seat, loc),
        total=total,
        need=need,
        card=name,
    )
