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

from toolkit.villainous.derived import ALLY, COVERS, HERO, SeatView
from toolkit.villainous.state import VillainousState

_NONE: Final[tuple[Any, ...]] = ()
_NO_IDS: Final[list[int]] = []
"""The Heroes or Allies of a location that has none, shared by every view: a view is
never written after it is built, so one empty list serves them all."""


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
        v = SeatView(self._srev[seat])
        cards = v.cards
        heroes_at = v.heroes_at
        allies_at = v.allies_at
        covered = v.covered
        heroes = v.heroes
        allies = v.allies
        for li in range(4):
            top = p.top[li]
            bottom = p.bottom[li]
            if top:
                cards += top
                hs = [i for i in top if kind[i] & HERO]
                if hs:
                    heroes_at.append(hs)
                    heroes += hs
                    covered.append(True)
                else:  # other covering cards are rare, so they are looked for last
                    heroes_at.append(_NO_IDS)
                    covered.append(self._coverers and any(kind[i] & COVERS for i in top))
            else:
                heroes_at.append(_NO_IDS)
                covered.append(False)
            if bottom:
                cards += bottom
                als = [i for i in bottom if kind[i] & ALLY]
                if als:
                    allies_at.append(als)
                    allies += als
                else:
                    allies_at.append(_NO_IDS)
            else:
                allies_at.append(_NO_IDS)
        if host:
            owner = self.owner
            for i in host:
                if owner[i] == seat:
                    cards.append(i)
        statics = v.statics
        by_verb = v.by_verb
        whenever = v.whenever
        abilities = self._abilities
        for iid in cards:
            ab_info = abilities[iid]
            if ab_info is None:
                continue
            h = host.get(iid)
            if h is None:  # the entries made once for this card (CardAbilities)
                if ab_info.static_entries:
                    statics += ab_info.static_entries
                    for verb, entry in ab_info.by_verb:
                        entries = by_verb.get(verb)
                        if entries is None:
                            by_verb[verb] = [entry]
                        else:
                            entries.append(entry)
                for ev, when in ab_info.when_entries:
                    fired = whenever.get(ev)
                    if fired is None:
                        whenever[ev] = [when]
                    else:
                        fired.append(when)
                continue
            for verb, prm in ab_info.statics:
                statics.append((iid, verb, prm, h))
                entries = by_verb.get(verb)
                if entries is None:
                    entries = by_verb[verb] = []
                entries.append((iid, prm, h))
            for ab, ev, prm in ab_info.whenever:
                fired = whenever.get(ev)
                if fired is None:
                    fired = whenever[ev] = []
                fired.append((iid, ab, h, prm))
        for hero, (tok, up) in p.treasure_on.items():
            if up:
                t = self._token_def(seat, tok)
                for verb, prm in t.statics:
                    statics.append((tok, verb, prm, hero))
                    by_verb.setdefault(verb, []).append((tok, prm, hero))
                for ab in t.triggered("whenever"):
                    if ab.event_kind is not None:
                        whenever.setdefault(ab.event_kind, []).append(
                            (tok, ab, hero, ab.event_params)
                        )
        self._views[seat] = v
        return v

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
