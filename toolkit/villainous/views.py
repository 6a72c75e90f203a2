"""The cache of each Realm's derived view (the views layer of the engine, over the state).

What a Realm holds, location by location, with its statics by verb and its triggered
abilities by event, is read at every decision; it is built once into a
:class:`~toolkit.villainous.derived.SeatView` and kept until the Realm changes. Every
change to a Realm (a card placed, removed or attached, a Treasure put or turned, the
cards' hosts) calls :meth:`RealmViews._realm_changed` for that seat, the one way to
invalidate its view; a test compares the cached views with fresh ones after many random moves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from toolkit.villainous.derived import ALLY, COVERS, HERO, NO_EVENTS, NO_VERBS, SeatView
from toolkit.villainous.state import VillainousState

_NONE: Final[tuple[Any, ...]] = ()
_NO_IDS: Final[list[int]] = []
"""The Heroes or Allies of a location that has none, shared by every view: a view is
never written after it is built, so one empty list serves them all."""
_NO_AT: Final[tuple[list[int], ...]] = (_NO_IDS, _NO_IDS, _NO_IDS, _NO_IDS)
"""The Heroes (or Allies) by location of a Realm that has none, shared by every view."""
_COVERED: Final[tuple[tuple[bool, ...], ...]] = tuple(
    [tuple([bool(mask >> li & 1) for li in range(4)]) for mask in range(16)]
)
"""The covered locations of a view, by the bits of the covered ones: 16 tuples made once,
shared by every view, instead of a new list per view."""


def _with_bit(ids: list[int], kind: tuple[int, ...], bit: int, was: list[int]) -> list[int]:
    """The cards of one row whose :func:`~toolkit.villainous.derived.card_kind` has
    ``bit``, in order: ``was`` (the same location's list in the previous view) when it
    holds the same, else a new list, or the shared empty one when there is none."""
    n = 0
    m = len(was)
    same = True
    for i in ids:
        if kind[i] & bit:
            if n == m or was[n] != i:
                same = False
                break
            n += 1
    if same and n == m:
        return was
    out = _NO_IDS
    for i in ids:
        if kind[i] & bit:
            if out is _NO_IDS:
                out = [i]
            else:
                out.append(i)
    return out


def _covering(top: list[list[int]], kind: tuple[int, ...]) -> int:
    """The bits of the covered locations (V-T4): those with a covering card at the top
    (a Hero's kind has the covering bit too)."""
    bits = 0
    for li in range(4):
        for i in top[li]:
            if kind[i] & COVERS:
                bits |= 1 << li
                break
    return bits


def _joined(l0: list[int], l1: list[int], l2: list[int], l3: list[int]) -> list[int]:
    """The cards of four locations in order: the one list that holds any is shared as
    it is (views are never written), and only two or more are joined into a new list."""
    out = l0
    if l1:
        out = out + l1 if out else l1
    if l2:
        out = out + l2 if out else l2
    if l3:
        out = out + l3 if out else l3
    return out


def _add_by_key(table: dict[str, Any], pairs: Sequence[tuple[str, Any]]) -> None:
    """Append each ``(key, entry)`` of ``pairs`` to the list under its key in ``table``,
    in order (one call per card, so the per-entry loop stays native)."""
    for key, entry in pairs:
        entries = table.get(key)
        if entries is None:
            table[key] = [entry]
        else:
            entries.append(entry)


class RealmViews(VillainousState):
    """The derived view of each Realm, cached per seat until that Realm changes."""

    __slots__ = ()

    def _realm_changed(self, seat: int) -> None:
        """Invalidate the view of ``seat``'s Realm: call it on every change to the Realm."""
        self._srev[seat] += 1

    def realm_cards(self, seat: int) -> list[int]:
        """Every card in a Realm, location by location, attached cards last (do not mutate)."""
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        return v.cards

    def _view(self, seat: int) -> SeatView:
        """The derived contents of ``seat``'s Realm, rebuilt when the Realm revision moved."""
        v = self._views[seat]
        if v is not None and v.rev == self._srev[seat]:
            return v
        return self._build_view(seat)

    def _build_view(self, seat: int) -> SeatView:
        kind = self._kind
        host = self.host
        p = self.players[seat]
        top = p.top
        bottom = p.bottom
        t0 = top[0]
        t1 = top[1]
        t2 = top[2]
        t3 = top[3]
        b0 = bottom[0]
        b1 = bottom[1]
        b2 = bottom[2]
        b3 = bottom[3]
        cards: list[int] = []
        if t0:
            cards += t0
        if b0:
            cards += b0
        if t1:
            cards += t1
        if b1:
            cards += b1
        if t2:
            cards += t2
        if b2:
            cards += b2
        if t3:
            cards += t3
        if b3:
            cards += b3
        if host:
            owner = self.owner
            for i in host:
                if owner[i] == seat:
                    cards.append(i)
        old = self._views[seat]
        # each location's Heroes and Allies: the previous view's lists when they are the same
        ohs = _NO_AT if old is None else old.heroes_at
        oas = _NO_AT if old is None else old.allies_at
        h0 = _with_bit(t0, kind, HERO, ohs[0]) if t0 else _NO_IDS
        h1 = _with_bit(t1, kind, HERO, ohs[1]) if t1 else _NO_IDS
        h2 = _with_bit(t2, kind, HERO, ohs[2]) if t2 else _NO_IDS
        h3 = _with_bit(t3, kind, HERO, ohs[3]) if t3 else _NO_IDS
        a0 = _with_bit(b0, kind, ALLY, oas[0]) if b0 else _NO_IDS
        a1 = _with_bit(b1, kind, ALLY, oas[1]) if b1 else _NO_IDS
        a2 = _with_bit(b2, kind, ALLY, oas[2]) if b2 else _NO_IDS
        a3 = _with_bit(b3, kind, ALLY, oas[3]) if b3 else _NO_IDS
        if self._coverers:  # a card but a Hero may cover a location (rare)
            covered = _COVERED[_covering(top, kind)]
        else:  # a location is covered by a Hero there (V-T4)
            covered = _COVERED[
                (1 if h0 else 0) | (2 if h1 else 0) | (4 if h2 else 0) | (8 if h3 else 0)
            ]
        if h0 is ohs[0] and h1 is ohs[1] and h2 is ohs[2] and h3 is ohs[3]:
            heroes_at = ohs
            heroes = _NO_IDS if old is None else old.heroes
        else:
            heroes_at = _NO_AT if not (h0 or h1 or h2 or h3) else (h0, h1, h2, h3)
            heroes = _joined(h0, h1, h2, h3)
        if a0 is oas[0] and a1 is oas[1] and a2 is oas[2] and a3 is oas[3]:
            allies_at = oas
            allies = _NO_IDS if old is None else old.allies
        else:
            allies_at = _NO_AT if not (a0 or a1 or a2 or a3) else (a0, a1, a2, a3)
            allies = _joined(a0, a1, a2, a3)
        # the cards that add statics, and those that add `whenever` entries, each followed
        # by its host when it has one (see SeatView.statics_key)
        abilities = self._abilities
        skey = _NO_IDS
        wkey = _NO_IDS
        for iid in cards:
            ab_info = abilities[iid]
            if ab_info is not None:
                h = host.get(iid) if host else None
                if ab_info.statics:
                    if skey is _NO_IDS:
                        skey = []
                    skey.append(iid)
                    if h is not None:
                        skey.append(-1 - h)
                if ab_info.whenever:
                    if wkey is _NO_IDS:
                        wkey = []
                    wkey.append(iid)
                    if h is not None:
                        wkey.append(-1 - h)
        treasures = False
        if p.treasure_on:
            for _hero, tok in p.treasure_on.items():
                if tok[1]:  # a face-up Treasure adds entries: such views are built afresh
                    treasures = True
                    break
        when_key: list[int] | None = None
        if old is not None and not treasures and old.when_key == wkey:
            # the same cards add the same entries: the old view's are shared, never written
            when_key = old.when_key
            whenever = old.whenever
        else:
            if not treasures:
                when_key = wkey
            whenever = self._whenever_of(seat, wkey, treasures)
        if old is not None and not treasures and old.statics_key == skey:
            # the same cards add the same statics: the old view's are shared, never written
            v = SeatView(
                self._srev[seat],
                cards,
                heroes_at,
                heroes,
                allies_at,
                allies,
                covered,
                old.statics_key,
                old.statics,
                old.by_verb,
                when_key,
                whenever,
            )
            v.strength_mods = old.strength_mods
            v.cost_mods = old.cost_mods
        else:
            statics, by_verb = self._statics_of(seat, skey, treasures)
            v = SeatView(
                self._srev[seat],
                cards,
                heroes_at,
                heroes,
                allies_at,
                allies,
                covered,
                None if treasures else skey,
                statics,
                by_verb,
                when_key,
                whenever,
            )
        self._views[seat] = v
        return v

    def _statics_of(
        self, seat: int, key: list[int], treasures: bool
    ) -> tuple[
        list[tuple[Any, str, Any, int | None]], dict[str, list[tuple[Any, Any, int | None]]]
    ]:
        """The statics and statics by verb of a new view, in Realm order: those of the cards
        in ``key`` (each card that adds statics, followed by ``-1 - host`` when it is
        attached), then those of the face-up Treasures when ``treasures``."""
        statics: list[tuple[Any, str, Any, int | None]] = []
        by_verb: dict[str, list[tuple[Any, Any, int | None]]] = {}
        abilities = self._abilities
        n = len(key)
        k = 0
        while k < n:
            iid = key[k]
            k += 1
            ab_info = abilities[iid]
            assert ab_info is not None
            if k == n or key[k] >= 0:  # the entries made once for this card (CardAbilities)
                statics += ab_info.static_entries
                _add_by_key(by_verb, ab_info.by_verb)
                continue
            ab_info.made_for(-1 - key[k])  # the entries of the card on its host
            k += 1
            statics += ab_info.host_statics
            _add_by_key(by_verb, ab_info.host_by_verb)
        if treasures:
            for hero, (tok, up) in self.players[seat].treasure_on.items():
                if up:
                    for verb, prm in self._token_def(seat, tok).statics:
                        statics.append((tok, verb, prm, hero))
                        by_verb.setdefault(verb, []).append((tok, prm, hero))
        return statics, by_verb if by_verb else NO_VERBS

    def _whenever_of(
        self, seat: int, key: list[int], treasures: bool
    ) -> dict[str, list[tuple[Any, Any, int | None, Any]]]:
        """The ``whenever`` entries of a new view by event, in Realm order: those of the
        cards in ``key`` (each card that adds some, followed by ``-1 - host`` when it is
        attached), then those of the face-up Treasures when ``treasures``."""
        whenever: dict[str, list[tuple[Any, Any, int | None, Any]]] = {}
        abilities = self._abilities
        n = len(key)
        k = 0
        while k < n:
            iid = key[k]
            k += 1
            ab_info = abilities[iid]
            assert ab_info is not None
            if k == n or key[k] >= 0:  # the entries made once for this card (CardAbilities)
                _add_by_key(whenever, ab_info.when_entries)
                continue
            ab_info.made_for(-1 - key[k])  # the entries of the card on its host
            k += 1
            _add_by_key(whenever, ab_info.host_when)
        if treasures:
            for hero, (tok, up) in self.players[seat].treasure_on.items():
                if up:
                    for ab in self._token_def(seat, tok).triggered("whenever"):
                        if ab.event_kind is not None:
                            whenever.setdefault(ab.event_kind, []).append(
                                (tok, ab, hero, ab.event_params)
                            )
        return whenever if whenever else NO_EVENTS

    def heroes(self, seat: int, loc: int | None = None) -> list[int]:
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        return list(v.heroes if loc is None else v.heroes_at[loc])

    def allies(self, seat: int, loc: int | None = None) -> list[int]:
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        return list(v.allies if loc is None else v.allies_at[loc])

    def covered(self, seat: int, loc: int) -> bool:
        """V-T4: a Hero (or a covering card) at the top of the location."""
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        return v.covered[loc]

    # -- strength and statics -----------------------------------------------------------
    def _statics(self, seat: int) -> list[tuple[Any, str, Any, int | None]]:
        """(source, verb, params, host) of every static in force in a Realm (do not mutate)."""
        return self._view(seat).statics

    def _with_verb(self, seat: int, verb: str) -> Sequence[tuple[Any, Any, int | None]]:
        """(source, params, host) of the statics of one verb in force in a Realm, in order."""
        v = self._views[seat]
        if v is None or v.rev != self._srev[seat]:
            v = self._build_view(seat)
        return v.by_verb.get(verb, _NONE)
