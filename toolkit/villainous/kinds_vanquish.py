"""The kind ``vanquish`` of the registry of turn actions (:mod:`toolkit.villainous.kinds`),
with every check it needs side by side (V-V1..V3, V-S6): which Heroes a Vanquish may aim
at and with which Allies (:func:`vanquish_candidates`, :func:`vanquish_targets`), the
short list of minimal sets a bot scores (:func:`vanquish_options`, :func:`hero_options`),
why a Vanquish is refused (:func:`why_not_vanquish`), and the kind's check, fallback
refusal and effect (:func:`vanquish_refusal`, :func:`vanquish_fallback`,
:func:`vanquish_take`), which :data:`toolkit.villainous.kinds.KINDS` lists. The legal
listing (:func:`toolkit.villainous.legality.compute_legal`) offers the Heroes of
:func:`vanquish_targets`, the very function the check asks.

The check functions take the game first, typed as
:class:`~toolkit.villainous.queries.Queries`, the lowest layer holding what they read.

Examples
--------
>>> from toolkit.villainous import VillainousGame
>>> game = VillainousGame.new(seed=1)
>>> vanquish_targets(game, game.players[0])
[]
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from toolkit.core.errors import IllegalActionError
from toolkit.i18n.grammar import C_, gendered
from toolkit.i18n.messages import N_, Nn_
from toolkit.villainous.derived import SeatView
from toolkit.villainous.pending import VanquishChoice
from toolkit.villainous.state import PlayerState

if TYPE_CHECKING:
    from toolkit.villainous.engine import VillainousGame
    from toolkit.villainous.queries import Queries

__all__ = [
    "hero_options",
    "list_vanquish_options",
    "vanquish_candidates",
    "vanquish_fallback",
    "vanquish_options",
    "vanquish_refusal",
    "vanquish_take",
    "vanquish_targets",
    "why_not_vanquish",
]

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


_NO_REACH: Final[set[int]] = set()
"""No card with reach: the set :func:`vanquish_candidates` reads when a Realm has
no ``vanquish_reach`` static (most have none), shared instead of a new empty set per
listing. Never written to."""


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


# -- the kind: its check, fallback refusal and effect ----------------------------------------
def vanquish_refusal(
    g: VillainousGame, p: PlayerState, a: tuple[Any, ...]
) -> IllegalActionError | None:
    """The check of ``vanquish`` (arguments: symbol slot, Hero): None when the Hero is one
    of :func:`vanquish_targets`, else :func:`why_not_vanquish`."""
    if any(t[0] == a[1] for t in vanquish_targets(g, p)):
        return None
    return why_not_vanquish(g, p, a[1])


def vanquish_fallback(g: VillainousGame, p: PlayerState, a: tuple[Any, ...]) -> IllegalActionError:
    """The refusal of a Vanquish that passes the check but is not listed."""
    return why_not_vanquish(g, p, a[1])


def vanquish_take(g: VillainousGame, p: PlayerState, sym: str, a: tuple[Any, ...]) -> None:
    """The effect of ``vanquish``: ask for the Allies, one by one (the pending
    :class:`~toolkit.villainous.pending.VanquishChoice`, answered in
    :mod:`toolkit.villainous.decisions`)."""
    ((h, cands, vals, need, fewest),) = vanquish_targets(g, p, only=a[1])
    g.pending = VanquishChoice(p.seat, h, cands, vals, need, fewest)
