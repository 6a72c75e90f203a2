"""The effect interpreter: the stack of ability frames and how it runs, the questions
an effect asks (offer the options, then apply the answer), target and destination
selection, and whether the mandatory part of an Effect card can be done now.

The lowest layer the effect verbs need. The verbs are not layers above it but plain
functions the game holds, in family modules (:mod:`~toolkit.villainous.effects_cards`,
:mod:`~toolkit.villainous.effects_realm`, :mod:`~toolkit.villainous.effects_treasure`,
:mod:`~toolkit.villainous.effects_compose`, and :mod:`~toolkit.villainous.effects_fate`
for the Fate action's choice), each taking the game (typed with :class:`Interpreter`)
as first argument. :mod:`~toolkit.villainous.effects` joins them into one table: the
interpreter resolves each effect by its verb's function in
:data:`~toolkit.villainous.effects.RESOLVERS`, and applies the answer to a question by
its step in :data:`~toolkit.villainous.effects.APPLY` (:meth:`Interpreter._answer`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from toolkit.villainous import specials
from toolkit.villainous.carddef import CardDef
from toolkit.villainous.derived import ALLY, HERO
from toolkit.villainous.effects import APPLY, RESOLVERS
from toolkit.villainous.labels import label
from toolkit.villainous.moves import Moves
from toolkit.villainous.pending import CardChoice
from toolkit.villainous.state import Frame, PlayerState, UnsettledTurnError
from toolkit.villainous.verbs import WAIT, effects_label

__all__ = ["WAIT", "Interpreter"]


_NOTHING: Final = (label("do nothing"), False)
_NO_FILTER: Final = object()
"""Marks a SEL key that is not given (its value may be anything the data allows)."""
_CHECKED_VERBS: Final = frozenset(
    {"discard_card", "move_hero", "move_ally", "defeat_hero", "treasure_reveal", "strength_token"}
)
"""The effects with a target whose absence makes an Effect card unplayable (see
``Interpreter._can_play_now``); the others can always be carried out, if only in part."""
_MAX_STEPS: Final = 200_000
"""Effects :meth:`Interpreter._run` may resolve for one decision (see ``_MAX_ROUNDS``)."""


_PLAIN_WHERE: Final[dict[str, int]] = {"any": 0, "villain_location": 1, "unlocked": 2}
_PLAIN_KEYS: Final = frozenset({"what", "where", "treasure"})
_KIND_BITS: Final[dict[frozenset[str], int]] = {
    frozenset({"hero"}): HERO,
    frozenset({"ally"}): ALLY,
    frozenset({"hero", "ally"}): HERO | ALLY,
}
"""The card kind bits that pick the same cards as a selector's card types, where some do."""


class _Aim:
    """The cards a checked effect of an Effect card may aim at, read from its selector once
    (see ``Interpreter._aimed``): the card types, where they lie (0 anywhere, 1 at the
    villain's location, 2 at an unlocked location) and the Treasure they must hold (None:
    any or none). A selector that says anything else is kept whole in ``sel`` and read by
    :meth:`Interpreter._select`, as the effect itself reads it."""

    __slots__ = ("bits", "sel", "treasure", "types", "where")

    def __init__(self, sel: dict[str, Any]) -> None:
        whats = sel.get("what", ["hero", "ally", "item"])
        whats = whats if isinstance(whats, list) else [whats]
        where = sel.get("where", "any")
        t = sel.get("treasure")
        self.types: frozenset[str] = frozenset(w for w in whats if isinstance(w, str))
        # Heroes and Allies are told apart by the kind bits of the cards (derived.card_kind)
        self.bits: int = _KIND_BITS.get(self.types, 0)
        self.where: int = _PLAIN_WHERE.get(where, -1) if isinstance(where, str) else -1
        self.treasure: str | None = t if isinstance(t, str) else None
        plain = (
            self.where >= 0
            and all(k in _PLAIN_KEYS for k in sel)
            and all(isinstance(w, str) for w in whats)
            and (t is None or isinstance(t, str))
        )
        self.sel: dict[str, Any] | None = None if plain else sel


_Check = tuple[Any, str, dict[str, Any], _Aim]
"""A targeted effect of an Effect card's mandatory part that must have a target: (the
condition of its ability or None, verb, params, what it aims at)."""

_CHECKS: Final[dict[CardDef, tuple[_Check, ...]]] = {}
"""Per Effect design (held by identity; designs never change): its :data:`_Check` list,
read from the data once (see ``Interpreter._can_play_now``)."""


def _effect_checks(d: CardDef) -> tuple[_Check, ...]:
    """The targeted effects that an Effect card's mandatory part must be able to carry out:
    those of ``_CHECKED_VERBS`` in its abilities that are not optional, whose target is
    known before the card is played and is not "each" or "up to" (doing those to nothing
    is doing them)."""
    out: list[_Check] = []
    for ab in d.triggered("on_play"):
        if ab.optional:
            continue
        for eff in ab.effects:
            verb, prm = eff.verb, eff.params
            if verb not in _CHECKED_VERBS or not isinstance(prm, dict) or prm.get("optional"):
                continue
            sel = prm.get("target")
            if not isinstance(sel, dict) or sel.get("where") == "chosen_location":
                continue  # aims at what an earlier effect found: known only then
            if sel.get("all") or prm.get("up_to"):
                continue
            out.append((ab.condition, verb, prm, _Aim(sel)))
    return tuple(out)


def _treasure_ok(token: list[Any] | None, want: str) -> bool:
    """Whether a card holding ``token`` (its Treasure and whether it is face up, or None)
    meets a selector's Treasure filter ``want``: "none" (holds none), "any" (holds one),
    "face_down", or anything else (holds one face up). One function, so that the prepared
    selector (``Interpreter._aimed``) and the whole one (``Interpreter._select``) read the
    filter the same way.

    Examples
    --------
    >>> _treasure_ok(None, "none"), _treasure_ok(["t", False], "face_down")
    (True, True)
    >>> _treasure_ok(["t", False], "face_up"), _treasure_ok(None, "any")
    (False, False)
    """
    if want == "none":
        return token is None
    if token is None:
        return False
    if want == "face_down":
        return not token[1]
    return want == "any" or bool(token[1])


def _extra_for(mods: Sequence[tuple[Any, Any, int | None]], target: int) -> int:
    """The extra Power that aiming at ``target`` costs by the cost modifiers ``mods`` (see
    ``Interpreter._aim_mods``): those of ``target`` itself that raise the cost of Effects
    aimed at it."""
    extra = 0
    for msrc, prm, _h in mods:
        if (
            msrc == target
            and prm.get("targeting") == "self"
            and "effect" in prm.get("card_types", ())
        ):
            extra += int(prm.get("amount", 0))
    return extra


def _kept_scratch(scratch: dict[Any, Any]) -> dict[Any, Any]:
    """The scratch state an effect hands on to the next one: only the revealed cards."""
    if not scratch:
        return scratch
    if "revealed" in scratch:
        return {"revealed": scratch["revealed"]}
    return {}


class Interpreter(Moves):
    """Running abilities: the effect stack, questions and target selection; each verb is
    resolved by its function in :data:`toolkit.villainous.effects.RESOLVERS`."""

    __slots__ = ()

    def _can_play_now(self, p: PlayerState, iid: int, budget: int) -> bool:
        """Whether the mandatory part of an Effect can be carried out now, with ``budget``
        Power left once it is paid for (reference §1.5: an Effect that cannot do what it
        says cannot be played; text after "may" is optional)."""
        d = self.defs[iid]
        if d.type != "effect":
            return True
        if d.special == specials.COPY_INGREDIENT:
            return any(self.defs[i].play_cost <= p.power for i in p.ingredients)
        checks = _CHECKS.get(d)
        if checks is None:
            checks = _CHECKS[d] = _effect_checks(d)
        seat = p.seat
        for condition, verb, prm, aim in checks:  # most Effects have none
            if condition is not None and not self.cond(condition, seat, iid):
                continue
            if not self._can_do(seat, iid, verb, prm, budget, aim):
                return False
        return True

    def _can_do(
        self, seat: int, src: int, verb: str, prm: dict[str, Any], budget: int, aim: _Aim
    ) -> bool:
        """Whether one targeted effect of the Effect card ``src`` that ``seat`` would play has
        a target now (``aim``: its selector, read once).

        Read from the seat and the card rather than from a frame: the card is not being
        resolved, so a frame would only be a fresh one (no "it", empty scratch), built
        and thrown away at every check of the legal listing. A selector that is not plain
        (``aim.sel``) is read whole by :meth:`_select`, which takes such a fresh frame.
        """
        p = self.players[seat]
        if aim.sel is not None:
            cands = self._select(Frame(seat, seat, src, ()), prm["target"])
        else:
            cands = self._aimed_at(seat, aim)
        if verb == "discard_card":
            return any(self.defs[c].type in ("ally", "item") for c in cands)
        if verb in ("move_hero", "move_ally"):
            kinds = ("hero",) if verb == "move_hero" else ("ally", "item")
            mods: Sequence[tuple[Any, Any, int | None]] | None = None
            for c in cands:
                d = self.defs[c]
                if d.type not in kinds or c in self.host or self.loc_of(c) in p.locked:
                    continue
                if verb == "move_ally" and d.placement == "top":
                    continue
                if mods is None:
                    mods = self._aim_mods(seat, src)
                if _extra_for(mods, c) <= budget and self._dests_at(
                    seat, src, None, prm["to"], c, False
                ):
                    return True
            return False
        if verb == "defeat_hero":
            pay = prm.get("pay")
            costs: Sequence[tuple[Any, Any, int | None]] | None = None
            for c in cands:
                if self.defs[c].type != "hero" or self.loc_of(c) in p.locked:
                    continue
                if not self._hero_defeatable(seat, c):
                    continue
                if costs is None:
                    costs = self._aim_mods(seat, src)
                extra = _extra_for(costs, c)
                if pay is None:
                    if extra <= budget:
                        return True
                elif pay["pool"] == "power":
                    if max(0, self.strength(c)) + extra <= budget:
                        return True
                elif max(0, self.strength(c)) <= p.poison and extra <= budget:
                    return True
            return False
        if verb == "treasure_reveal":
            return any(c in p.treasure_on and not p.treasure_on[c][1] for c in cands)
        return bool(cands)

    def _aimed(self, fr: Frame, aim: _Aim) -> list[int]:
        """The cards of the frame's Realm that a plain selector (``aim.sel`` is None) picks:
        what :meth:`_select` answers for it, with the selector read once instead of at
        each call."""
        return self._aimed_at(fr.owner, aim)

    def _aimed_at(self, seat: int, aim: _Aim) -> list[int]:
        """:meth:`_aimed` for the Realm of ``seat``, without a frame (a plain selector reads
        nothing else of it)."""
        p = self.players[seat]
        defs = self.defs
        types = aim.types
        bits = aim.bits
        kind = self._kind
        where = aim.where
        t = aim.treasure
        out: list[int] = []
        for i in self.realm_cards(seat):
            if bits:
                if not kind[i] & bits:
                    continue
            elif defs[i].type not in types:
                continue
            if where == 1:
                if self.loc_of(i) != p.loc:
                    continue
            elif where == 2 and self.loc_of(i) in p.locked:
                continue
            if t is not None and not _treasure_ok(p.treasure_on.get(i), t):
                continue
            out.append(i)
        return out

    def fate_placements(self, seat: int, iid: int) -> list[tuple[int, int]]:
        """Where a Fate card may be played in ``seat``'s Realm (V-C3: items need a Hero;
        an Effect whose mandatory part cannot be done has no place, and is discarded
        unplayed, V-F2)."""
        d = self.defs[iid]
        if d.type == "effect" and not self._can_play_now(self.players[seat], iid, 1 << 30):
            return []
        return self._placements(seat, d, ignore_lock=False)

    # -- the verb table ---------------------------------------------------------------
    def _answer(self, then: str, fr: Frame, a: Any, state: Any, answer: Any) -> Any:
        """Apply ``answer`` to the question an effect offered, by its step ``then``: True
        when the effect is done, or WAIT when it offers its next question."""
        return APPLY[then](self, fr, a, state, answer)

    def _effects_label(self, effects: Any) -> str:
        """The option label of an effect list (for ``choose_one``, whose family cannot
        import the words of every verb: the registry is assembled from the families)."""
        return effects_label(effects)

    # -- the effect interpreter ---------------------------------------------------------
    def _pose(self, fr: Frame, key: Any, options: list[tuple[str, Any]]) -> None:
        """Make the question ``key`` of ``fr`` the pending decision: its chooser picks one
        of ``options`` (``(label, value)`` pairs, labels in English as the log keeps them)."""
        self.pending = CardChoice(
            fr.chooser, fr, key, [o[0] for o in options], [o[1] for o in options]
        )

    def _offer(
        self, fr: Frame, key: Any, options: list[tuple[str, Any]], then: str, state: Any, a: Any
    ) -> Any:
        """Offer a question and apply its answer with the step ``then`` (see :meth:`_answer`).

        The explicit form of a question: what came before it has been done once and is
        not done again; the answer goes straight to ``then(game, frame, a, state, answer)``,
        at once when it is forced (no option: None; one option: its value), otherwise when
        the chooser answers (:meth:`_run` resumes the frame with it). Returns what ``then``
        returns, or WAIT.
        """
        if len(options) <= 1:
            return self._answer(then, fr, a, state, options[0][1] if options else None)
        self._pose(fr, key, options)
        fr.resume = (then, key, state)
        return WAIT

    def _ask(self, fr: Frame, key: Any, options: list[tuple[str, Any]]) -> Any:
        """The chooser's answer for ``key``: WAIT (decision pending) or the value chosen.

        Used only by the interpreter's own "may" questions (:meth:`_run`), which do
        nothing before asking: they are asked again once the answer is in, and find it in
        the frame's record. Effects ask by :meth:`_offer`, whose answer is applied by the
        effect's second half without running anything again.
        """
        if key in fr.scratch:
            return fr.scratch[key]
        if not options:
            return None
        if len(options) == 1:
            fr.scratch[key] = options[0][1]
            return options[0][1]
        self._pose(fr, key, options)
        return WAIT

    def _run(self) -> None:
        steps = 0
        while self.stack and self.pending is None and not self.over:
            steps += 1
            if steps > _MAX_STEPS:
                src = self.stack[-1].source
                raise UnsettledTurnError(
                    f"resolving {self.card_name(src) if src is not None else 'an ability'} took "
                    f"more than {_MAX_STEPS} steps without a decision in turn {self._turn}: "
                    "its effects keep adding more, so the rules cannot settle"
                )
            fr = self.stack[-1]
            if fr.i >= len(fr.effects):
                self.stack.pop()
                self._close_frame(fr)
                continue
            eff = fr.effects[fr.i]
            verb, prm = eff.verb, eff.params
            if fr.resume is not None:  # the answer to an offered question is in
                then, key, state = fr.resume
                fr.resume = None
                done = self._answer(then, fr, prm, state, fr.scratch[key])
                if done is WAIT:
                    return
                fr.i += 1
                fr.scratch = _kept_scratch(fr.scratch)
                continue
            # a "may" question asked before has its answer in the frame's record: read
            # first, so that the question's words are not made again for nothing
            if verb == "_may":
                key = ("may", fr.i)
                if key in fr.scratch:
                    v = fr.scratch[key]
                else:
                    part = fr.effects[fr.i + 1 :]
                    v = self._ask(fr, key, [(effects_label(part), True), _NOTHING])
                    if v is WAIT:
                        return
                fr.i = fr.i + 1 if v else len(fr.effects)
                continue
            if verb == "_may_block":
                key = ("may", fr.i)
                if key in fr.scratch:
                    v = fr.scratch[key]
                else:
                    part = fr.effects[fr.i + 1 : fr.i + 1 + prm]
                    v = self._ask(fr, key, [(effects_label(part), True), _NOTHING])
                    if v is WAIT:
                        return
                fr.i = fr.i + 1 if v else fr.i + 1 + prm
                continue
            if isinstance(prm, dict) and prm.get("optional") and verb != "maui_play_top":
                key = ("opt", fr.i)
                if key in fr.scratch:
                    v = fr.scratch[key]
                else:
                    what = effects_label([eff])
                    v = self._ask(
                        fr, key, [(what, True), (label("skip: {what}", what=what), False)]
                    )
                    if v is WAIT:
                        return
                if not v:
                    fr.i += 1
                    fr.scratch = _kept_scratch(fr.scratch)
                    continue
            done = RESOLVERS[verb](self, fr, prm)  # the verb's function, in its family
            if done is WAIT:
                return
            fr.i += 1
            fr.scratch = _kept_scratch(fr.scratch)

    def _close_frame(self, fr: Frame) -> None:
        for h in fr.held:
            if h in self.limbo:
                self.limbo.discard(h)
                self._discard_pile(h).append(h)
                self._emit(("discard", self.owner[h], h, "not played"))
        src = fr.source
        if fr.cleanup == "discard_source" and isinstance(src, int) and src in self.limbo:
            self.limbo.discard(src)
            self._discard_pile(src).append(src)
        elif fr.cleanup == "ingredient" and isinstance(src, int) and src in self.limbo:
            self.limbo.discard(src)
            p = self.players[self.owner[src]]
            name = self.defs[src].name
            if "ingredients_area" in p.villain.mechanics and not any(
                self.defs[i].name == name for i in p.ingredients
            ):
                p.ingredients.append(src)
                self.events.append(("ingredient", p.seat, src, len(p.ingredients)))
                lock = p.villain.lock
                if (
                    lock
                    and not p.lock_removed
                    and "distinct_played" in lock["unlock"]
                    and len(p.ingredients) >= lock["unlock"]["distinct_played"]["count"]
                ):
                    self._unlock(p)
            else:
                p.discard.append(src)
        elif (
            fr.cleanup == "defeat_item" and isinstance(src, int) and src in self.at and not fr.kept
        ):
            self._to_discard(src, "with its host")

    # target selection --------------------------------------------------------------
    def _select(self, fr: Frame, sel: Any) -> list[int]:
        """Cards of the frame's Realm matching a SEL (before the chooser picks).

        One walk of the Realm with every filter of the SEL in turn (the order they are
        written in the reference: kind or card, family, where, Strength, Treasure,
        attachment), keeping the Realm's order.
        """
        if isinstance(sel, str):
            if sel == "self":
                return [fr.source] if isinstance(fr.source, int) else []
            if sel == "it":
                return [fr.it] if fr.it is not None else []
            if sel == "host":
                h = self.host.get(fr.source) if isinstance(fr.source, int) else None
                return [h] if h is not None else []
        sd: dict[str, Any] = sel
        seat = fr.owner
        p = self.players[seat]
        defs = self.defs
        host = self.host
        by_card = False
        card_id: Any = None
        any_kind = True  # no "what": Heroes, Allies and Items
        what: Any = None
        family: Any = _NO_FILTER
        where: str = "any"
        low: Any = None
        high: Any = None
        t: str | None = None
        unattached = False
        attached = False
        for key, val in sd.items():  # one walk of its few keys, not a look-up of each
            if key == "what":
                any_kind = False
                what = val
            elif key == "where":
                where = val
            elif key == "card":
                by_card = True
                card_id = val
            elif key == "family":
                family = val
            elif key == "min_strength":
                low = val
            elif key == "max_strength":
                high = val
            elif key == "treasure":
                t = val
            elif key == "unattached":
                unattached = bool(val)
            elif key == "attached":
                attached = bool(val)
        one_kind: str = what if isinstance(what, str) else ""
        whats: list[Any] = what if isinstance(what, list) else [what]
        at_loc = -1  # the one location a card must be at, when ``where`` names one
        if where == "here":
            at_loc = self._src_loc(
                fr.source, self.host.get(fr.source) if isinstance(fr.source, int) else None
            )
        elif where == "villain_location":
            at_loc = p.loc
        elif where == "chosen_location":
            chosen = fr.scratch.get("chosen_location")
            if chosen is not None:
                at_loc = chosen
            else:
                where = "any"
        by_loc = where == "here" or where == "villain_location" or where == "chosen_location"
        unlocked = where == "unlocked"
        out: list[int] = []
        for i in self.realm_cards(seat):
            d = defs[i]
            if by_card:
                if d.id != card_id:
                    continue
            elif any_kind:
                ty = d.type
                if ty != "hero" and ty != "ally" and ty != "item":
                    continue
            elif one_kind:
                if d.type != one_kind:
                    continue
            elif d.type not in whats:
                continue
            if family is not _NO_FILTER and d.family != family:
                continue
            if by_loc:
                if self.loc_of(i) != at_loc:
                    continue
            elif unlocked and self.loc_of(i) in p.locked:
                continue
            if low is not None and self.strength(i) < low:
                continue
            if high is not None and self.strength(i) > high:
                continue
            if t is not None and not _treasure_ok(p.treasure_on.get(i), t):
                continue
            if unattached and i in host:
                continue
            if attached and i not in host:
                continue
            out.append(i)
        return out

    def _aim_extra(self, fr: Frame, target: int) -> int:
        """The extra Power a villain Effect being resolved costs for aiming at ``target``
        (King Triton: "Effects aimed at him cost 1 more"); 0 for anything else."""
        return _extra_for(self._aim_mods(fr.owner, fr.source), target)

    def _aim_mods(self, owner: int, src: Any) -> Sequence[tuple[Any, Any, int | None]]:
        """The cost modifiers that may make aiming the villain Effect ``src`` of ``owner``
        cost more (see :func:`_extra_for`); none when ``src`` is anything else. Apart
        from the target, so that a check of many targets reads them once."""
        if not isinstance(src, int):
            return ()
        d = self.defs[src]
        if d.type != "effect" or d.deck != "villain" or self.owner[src] != owner:
            return ()
        return self._with_verb(owner, "cost_modifier")

    def _pay_aim(self, fr: Frame, target: int) -> None:
        """Pay what aiming the resolving Effect at ``target`` costs (see :meth:`_aim_extra`)."""
        extra = self._aim_extra(fr, target)
        if extra:
            p = self.players[fr.owner]
            p.power -= extra
            self.events.append(("pay", p.seat, extra, "power"))

    def _dests(
        self, fr: Frame, dest: Any, card: int | None, ignore_lock: bool = False
    ) -> list[int]:
        """The locations ``card`` may go to by the DEST ``dest`` (open ones only, unless
        ``ignore_lock``), in location order."""
        return self._dests_at(fr.owner, fr.source, fr.it, dest, card, ignore_lock)

    def _dests_at(
        self,
        owner: int,
        source: Any,
        it: int | None,
        dest: Any,
        card: int | None,
        ignore_lock: bool,
    ) -> list[int]:
        """:meth:`_dests` for an ability of ``owner`` from ``source`` whose "it" is ``it``:
        all a DEST reads of a frame, so that a check needs no frame."""
        p = self.players[owner]
        locked = p.locked
        free = ignore_lock or not locked  # no location is closed
        if isinstance(dest, dict):
            li = p.villain.loc_index(dest["location"])
            return [li] if 0 <= li < 4 and (free or li not in locked) else []
        if not isinstance(dest, str):
            return []
        word: str = dest
        # a card out of the Realm has no location: loc_of says -1 for it
        cur = self.loc_of(card) if card is not None else -1
        if word == "any_unlocked":
            return [li for li in range(4) if li != cur and (free or li not in locked)]
        if word == "adjacent":
            return [li for li in (cur - 1, cur + 1) if 0 <= li < 4 and (free or li not in locked)]
        if word == "location_with_ally":
            return [
                li
                for li in range(4)
                if (free or li not in locked) and self._view(owner).allies_at[li] and li != cur
            ]
        if word == "villain_location":
            li = p.loc
        elif word == "this_location":
            li = self._src_loc(source, self.host.get(source) if isinstance(source, int) else None)
            if li < 0 and isinstance(source, int):
                li = p.loc  # an Effect resolving: its "location" is the villain's
        elif word == "location_of_it":
            li = self.loc_of(it) if it is not None else -1
            if li == cur:
                return []
        else:
            return []
        return [li] if 0 <= li < 4 and (free or li not in locked) else []

    def _amount(self, fr: Frame, a: Any) -> int:
        if isinstance(a, int):
            return a
        if "equal_to" in a:
            return self._last_it_strength
        n = a.get("amount", 1)
        if "per" in a:
            n *= self.count(a["per"], fr.owner, fr.source)
        if "max" in a:
            n = min(n, a["max"])
        return n
