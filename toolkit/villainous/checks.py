"""The checks every action must pass, each naming the rule it enforces (the checks layer
of the engine, under :mod:`toolkit.villainous.legality`).

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
from typing import Final

from toolkit.core.errors import IllegalActionError
from toolkit.i18n.grammar import C_, gendered
from toolkit.i18n.messages import N_
from toolkit.villainous.cards import CardDef
from toolkit.villainous.derived import SeatView
from toolkit.villainous.interpreter import Interpreter
from toolkit.villainous.queries import _NO_PLACE
from toolkit.villainous.state import PlayerState

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
    """The (Hero, Allies) options of :meth:`Checks._vanquish_options` from the
    :meth:`Checks._vanquish_targets` of the same position: per Hero, at most six minimal
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
"""No card with reach: the set :meth:`Checks._vanquish_candidates` reads when a Realm has
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
    at all (V-T3, V-C2): the one check of :meth:`Checks._movable_cards` and
    :meth:`Checks._movable`."""
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


class Checks(Interpreter):
    """The checks of each kind of action, shared by the legal listing and the refusals."""

    __slots__ = ()

    # -- the move of the villain --------------------------------------------------------
    def _move_refusals(self, p: PlayerState) -> list[Refusal | None]:
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

    def _move_refusal(self, p: PlayerState, li: int) -> Refusal | None:
        """Whether the villain may move to location ``li``."""
        if not 0 <= li < 4:
            return NO_LOCATION
        return self._move_refusals(p)[li]

    def _move_targets(self, p: PlayerState) -> list[int]:
        """The locations the villain may move to (none: the move is skipped): those
        :meth:`_move_refusals` finds no refusal for, without building its list."""
        locked = p.locked
        here = p.loc
        stay = p.stay_next
        out: list[int] = []
        for li in range(4):
            if (li != here or stay) and li not in locked:
                out.append(li)
        return out

    # -- moving cards -------------------------------------------------------------------
    def _movable_cards(self, p: PlayerState, kind: str) -> dict[int, Refusal | None]:
        """For each card of ``p``'s Realm, whether ``kind`` (``move_hero`` or
        ``move_ally``) may move it at all (where to is :func:`_moves_from`'s answer)."""
        defs = self.defs
        host = self.host
        return {
            iid: _card_move_check(kind, defs[iid], iid in host) for iid in self.realm_cards(p.seat)
        }

    def _movable(self, p: PlayerState, kind: str) -> list[int]:
        """The cards of ``p``'s Realm that ``kind`` may move at all, in Realm order: those
        :meth:`_movable_cards` finds no refusal for, without building its table."""
        defs = self.defs
        host = self.host
        return [
            iid
            for iid in self.realm_cards(p.seat)
            if _card_move_check(kind, defs[iid], iid in host) is None
        ]

    def _card_move_refusal(self, p: PlayerState, kind: str, iid: int, to: int) -> Refusal | None:
        """Whether ``kind`` may move card ``iid`` to location ``to``."""
        why = self._movable_cards(p, kind).get(iid, NOT_OWN_MOVE)
        if why is not None:
            return why
        if to in p.locked:
            return INTO_LOCKED
        if self.loc_of(iid) in p.locked:
            return OUT_OF_LOCKED
        if to not in _moves_from(self.at[iid], p.locked):
            return NOT_ADJACENT
        return None

    # -- activating ---------------------------------------------------------------------
    def _activation_refusals(self, p: PlayerState) -> dict[int, Refusal | None]:
        """For each card of ``p``'s Realm, whether it may be activated now (V-C1; the
        symbol is checked apart)."""
        return {iid: self._activation_check(p, iid) for iid in self.realm_cards(p.seat)}

    def _activation_check(self, p: PlayerState, iid: int) -> Refusal | None:
        """Whether card ``iid`` of ``p``'s Realm may be activated now (V-C1)."""
        abs_ = self.defs[iid].triggered("activate")
        if not abs_:
            return NO_ABILITY
        if self.loc_of(iid) in p.locked:
            return LOCKED_ACTIVATE
        cost = abs_[0].cost
        if cost > p.power:
            return ACTIVATION_COST
        if self.per_payment and cost == 0 and p.activated.get(iid):
            return ACTIVATED  # the per-payment reading: a free ability once per turn
        return None

    def _activation_refusal(self, p: PlayerState, iid: int) -> Refusal | None:
        """Whether ``p`` may activate card ``iid`` now."""
        return self._activation_refusals(p).get(iid, NOT_OWN_ACTIVATE)

    def _activatable(self, p: PlayerState) -> list[int]:
        """The cards of ``p``'s Realm that may be activated now."""
        return [i for i in self.realm_cards(p.seat) if self._activation_check(p, i) is None]

    # -- Fate ---------------------------------------------------------------------------
    def _fate_refusals(self, seat: int) -> list[Refusal | None]:
        """For each player, whether ``seat`` may aim Fate at them (V-F1, V-F3)."""
        out: list[Refusal | None] = []
        for t in range(self.n):
            q = self.players[t]
            if t == seat:
                out.append(FATE_SELF)
            elif self.fate_token_on and self.fate_holder == t:
                out.append(FATE_HOLDER)
            elif not q.fate_deck and not q.fate_discard:
                out.append(NO_FATE_CARDS)
            else:
                out.append(None)
        return out

    def _fate_refusal(self, seat: int, t: int) -> Refusal | None:
        """Whether ``seat`` may aim Fate at player ``t``."""
        if not 0 <= t < self.n:
            return NO_PLAYER
        return self._fate_refusals(seat)[t]

    def fate_targets(self, seat: int) -> list[int]:
        """Opponents that may be targeted by Fate (V-F1, V-F3)."""
        return [t for t, why in enumerate(self._fate_refusals(seat)) if why is None]

    # -- Brew Poison --------------------------------------------------------------------
    def _brew_most(self, p: PlayerState) -> int:
        """The most Power ``p`` may turn into Poison now (the symbol's cost paid first)."""
        return p.power - self._action_cost(p.seat, "brew_poison")

    # -- playing a card -----------------------------------------------------------------
    def _play_places(self, seat: int, d: CardDef) -> Sequence[tuple[int, int]]:
        """(location, host) for every place card design ``d`` may be played to now."""
        if d.type in _NO_PLACE:
            return _NOWHERE
        return self._placements(seat, d, ignore_lock=False)

    def _may_place(self, seat: int, d: CardDef) -> bool:
        """Whether :meth:`_play_places` has any place for ``d`` now. Its answer for an
        unattached card is a shared list (see ``queries._OPEN_PLACES``), so asking costs
        no new list in the common case."""
        return bool(self._play_places(seat, d))

    # -- vanquishing --------------------------------------------------------------------
    def _vanquish_candidates(
        self, p: PlayerState, only: int = -1
    ) -> tuple[SeatView, list[tuple[int, int, list[int], int]]]:
        """(Hero, its Strength, the Allies that may take part, the fewest Allies it takes)
        for every Hero of ``p``'s Realm that a Vanquish may aim at: not at a locked
        location (V-S6), not protected (V-V1), with the Allies at its location or next to
        it with reach (V-V1, V-V2). ``only`` limits the answer to one Hero. Whether the
        Allies are strong enough is for the caller."""
        s = p.seat
        view = self._view(s)
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
        where = self.at
        locked = p.locked
        out: list[tuple[int, int, list[int], int]] = []
        for h in view.heroes:
            if only >= 0 and h != only:
                continue
            loc = where[h]
            if loc in locked or (restricted and not self._hero_defeatable(s, h)):
                continue
            need = self.strength(h, view.statics)
            fewest = 0
            if min_by:
                for src, prm, _h in min_by:
                    if src == h and prm > fewest:
                        fewest = prm
            cands: list[int] = []
            for a in view.allies:
                al = where[a]
                if al == loc or (
                    (al == loc - 1 or al == loc + 1) and al not in locked and a in reach
                ):
                    cands.append(a)
            if guarded:
                cands = [a for a in cands if self._hero_defeatable_by(s, h, a, view.statics)]
            out.append((h, need, cands, fewest))
        return view, out

    def _vanquish_targets(
        self, p: PlayerState, only: int = -1
    ) -> list[tuple[int, list[int], list[int], int, int]]:
        """(Hero, candidate Allies, their Strengths, the Hero's Strength, the fewest Allies)
        for every Hero ``p`` may vanquish now (V-V1, V-V2): the Allies at its location (or
        next to it, with reach) together reach its Strength. Any subset of the candidates
        that reaches it may be used, of any size (the Allies are then chosen one by one).
        ``only`` limits the answer to one Hero.

        Asked for every Hero (as the legal listing does), it also keeps the
        :meth:`_vanquish_options` of the decision, which are the minimal sets of these
        targets, so that they are not searched for again.
        """
        out = self._targets(p, only)
        if only < 0:
            s = p.seat
            cached = self._vq_cache
            if cached is None or cached[0] != self._version or cached[1] != s:
                self._vq_cache = (self._version, s, _minimal_sets(out))
        return out

    def _targets(
        self, p: PlayerState, only: int = -1
    ) -> list[tuple[int, list[int], list[int], int, int]]:
        """:meth:`_vanquish_targets` without keeping the options."""
        out: list[tuple[int, list[int], list[int], int, int]] = []
        view, aims = self._vanquish_candidates(p, only)
        for h, need, cands, fewest in aims:
            vals = [self.strength(a, view.statics) for a in cands]
            if len(cands) < fewest:
                continue
            if need > 0 and sum(v for v in vals if v > 0) < need:
                continue
            out.append((h, cands, vals, need, fewest))
        return out

    def _vanquish_options(self, p: PlayerState) -> list[tuple[int, tuple[int, ...]]]:
        """(Hero, Allies) for every Hero ``p`` may vanquish now with a minimal set of Allies
        (V-V1..V3), at most six sets of at most four Allies per Hero: a short list for a
        bot to score (the rules allow any set that reaches the Hero's Strength, see
        :meth:`_vanquish_targets`). Shared: do not mutate.

        The result is kept for the current decision: the legal listing and a bot scoring
        the same position ask for it more than once, and the state only changes in
        :meth:`apply`, which moves ``_version`` on.
        """
        s = p.seat
        cached = self._vq_cache
        if cached is not None and cached[0] == self._version and cached[1] == s:
            return cached[2]
        out = self._list_vanquish_options(p)
        self._vq_cache = (self._version, s, out)
        return out

    def _hero_options(self, p: PlayerState, hero: int) -> list[tuple[int, tuple[int, ...]]]:
        """The entries of :meth:`_vanquish_options` for one Hero (the same, in the same
        order), read from the decision's kept options when they are current, else searched
        for that Hero alone: its candidates and their minimal sets do not depend on the
        other Heroes."""
        cached = self._vq_cache
        if cached is not None and cached[0] == self._version and cached[1] == p.seat:
            return [o for o in cached[2] if o[0] == hero]
        return _minimal_sets(self._targets(p, hero))

    def _list_vanquish_options(self, p: PlayerState) -> list[tuple[int, tuple[int, ...]]]:
        """:meth:`_vanquish_options` worked out afresh: the minimal sets of the targets."""
        return _minimal_sets(self._targets(p))
