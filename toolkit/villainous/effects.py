"""Effect resolution: the stack of ability frames, target selection, one handler per
effect verb, and whether the mandatory part of an Effect card can be done now (the
effects layer of the engine).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from typing import Any, Final

from toolkit.core.game import shuffle
from toolkit.villainous import specials
from toolkit.villainous.cards import CardDef
from toolkit.villainous.moves import Moves
from toolkit.villainous.state import Frame, PlayerState, UnsettledTurnError
from toolkit.villainous.verbs import ONE_SHOT, WAIT, effects_text

__all__ = ["WAIT", "EffectsLayer", "effects_text", "resolver"]


def N_(message: str) -> str:
    """Mark ``message`` for the message catalogue (a refusal's template), unchanged."""
    return message


_NOTHING: Final = ("do nothing", False)
_PILE_NAMES: Final = {
    "villain_discard": "discard pile",
    "villain_deck": "Villain deck",
    "fate_discard": "Fate discard pile",
}
_CHECKED_VERBS: Final = frozenset(
    {"discard_card", "move_hero", "move_ally", "defeat_hero", "treasure_reveal", "strength_token"}
)
"""The effects with a target whose absence makes an Effect card unplayable (see
``VillainousGame._can_play_now``); the others can always be carried out, if only in part."""
_MAX_STEPS: Final = 200_000
"""Effects :meth:`VillainousGame._run` may resolve for one decision (see ``_MAX_ROUNDS``)."""


_HAS_CHECKS: Final[dict[CardDef, bool]] = {}
"""Per Effect design: whether any of its effects is one of ``_CHECKED_VERBS``."""


def _kept_scratch(scratch: dict[Any, Any]) -> dict[Any, Any]:
    """The scratch state an effect hands on to the next one: only the revealed cards."""
    if not scratch:
        return scratch
    if "revealed" in scratch:
        return {"revealed": scratch["revealed"]}
    return {}


class EffectsLayer(Moves):
    """Resolving abilities: the effect stack, target selection and the effect verbs."""

    def _can_play_now(self, p: PlayerState, iid: int, budget: int) -> bool:
        """Whether the mandatory part of an Effect can be carried out now, with ``budget``
        Power left once it is paid for (reference §1.5: an Effect that cannot do what it
        says cannot be played; text after "may" is optional)."""
        d = self.defs[iid]
        if d.type != "effect":
            return True
        if d.special == specials.COPY_INGREDIENT:
            return any(self.defs[i].play_cost <= p.power for i in p.ingredients)
        checked = _HAS_CHECKS.get(d)
        if checked is None:
            checked = _HAS_CHECKS[d] = any(
                next(iter(eff)) in _CHECKED_VERBS
                for ab in d.triggered("on_play")
                for eff in ab["effects"]
            )
        if not checked:  # most Effects: nothing in them can lack a target
            return True
        fr: Frame | None = None
        for ab in d.triggered("on_play"):
            if ab.get("optional") or ("if" in ab and not self.cond(ab["if"], p.seat, iid)):
                continue
            for eff in ab["effects"]:
                ((verb, prm),) = eff.items()
                if verb not in _CHECKED_VERBS or not isinstance(prm, dict) or prm.get("optional"):
                    continue
                sel = prm.get("target")
                if not isinstance(sel, dict) or sel.get("where") == "chosen_location":
                    continue  # aims at what an earlier effect found: known only then
                if sel.get("all") or prm.get("up_to"):
                    continue  # "each" or "up to": doing it to nothing is doing it
                if fr is None:
                    fr = Frame(p.seat, p.seat, iid, ())
                if not self._can_do(fr, verb, prm, budget):
                    return False
        return True

    def _can_do(self, fr: Frame, verb: str, prm: Mapping[str, Any], budget: int) -> bool:
        """Whether one targeted effect of an Effect card has a target now."""
        p = self.players[fr.owner]
        cands = self._select(fr, prm["target"])
        if verb == "discard_card":
            return any(self.defs[c].type in ("ally", "item") for c in cands)
        if verb in ("move_hero", "move_ally"):
            kinds = ("hero",) if verb == "move_hero" else ("ally", "item")
            for c in cands:
                d = self.defs[c]
                if d.type not in kinds or c in self.host or self.loc_of(c) in p.locked:
                    continue
                if verb == "move_ally" and d.placement == "top":
                    continue
                if self._aim_extra(fr, c) <= budget and self._dests(fr, prm["to"], c):
                    return True
            return False
        if verb == "defeat_hero":
            pay = prm.get("pay")
            for c in cands:
                if self.defs[c].type != "hero" or self.loc_of(c) in p.locked:
                    continue
                if not self._hero_defeatable(fr.owner, c):
                    continue
                extra = self._aim_extra(fr, c)
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

    def fate_placements(self, seat: int, iid: int) -> list[tuple[int, int]]:
        """Where a Fate card may be played in ``seat``'s Realm (V-C3: items need a Hero;
        an Effect whose mandatory part cannot be done has no place, and is discarded
        unplayed, V-F2)."""
        d = self.defs[iid]
        if d.type == "effect" and not self._can_play_now(self.players[seat], iid, 1 << 30):
            return []
        return self._placements(seat, d, ignore_lock=False)

    # -- the effect interpreter ---------------------------------------------------------
    def _offer(
        self, fr: Frame, key: Any, options: list[tuple[str, Any]], then: str, state: Any, a: Any
    ) -> Any:
        """Offer a question and apply its answer with the step ``then`` of :data:`_APPLY`.

        The explicit form of a question: what came before it has been done once and is
        not done again; the answer goes straight to ``then(game, frame, a, state, answer)``,
        at once when it is forced (no option: None; one option: its value), otherwise when
        the chooser answers (:meth:`_run` resumes the frame with it). Returns what ``then``
        returns, or WAIT.
        """
        if len(options) <= 1:
            return _APPLY[then](self, fr, a, state, options[0][1] if options else None)
        self.pending = {
            "kind": "choose",
            "seat": fr.chooser,
            "frame": fr,
            "key": key,
            "labels": [o[0] for o in options],
            "values": [o[1] for o in options],
        }
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
        self.pending = {
            "kind": "choose",
            "seat": fr.chooser,
            "frame": fr,
            "key": key,
            "labels": [o[0] for o in options],
            "values": [o[1] for o in options],
        }
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
            ((verb, prm),) = eff.items()
            if fr.resume is not None:  # the answer to an offered question is in
                then, key, state = fr.resume
                fr.resume = None
                done = _APPLY[then](self, fr, prm, state, fr.scratch[key])
                if done is WAIT:
                    return
                fr.i += 1
                fr.scratch = _kept_scratch(fr.scratch)
                continue
            if verb == "_may":
                v = self._ask(
                    fr, ("may", fr.i), [(effects_text(fr.effects[fr.i + 1 :]), True), _NOTHING]
                )
                if v is WAIT:
                    return
                fr.i = fr.i + 1 if v else len(fr.effects)
                continue
            if verb == "_may_block":
                part = fr.effects[fr.i + 1 : fr.i + 1 + prm]
                v = self._ask(fr, ("may", fr.i), [(effects_text(part), True), _NOTHING])
                if v is WAIT:
                    return
                fr.i = fr.i + 1 if v else fr.i + 1 + prm
                continue
            if isinstance(prm, dict) and prm.get("optional") and verb != "maui_play_top":
                what = effects_text([eff])
                v = self._ask(fr, ("opt", fr.i), [(what, True), (f"skip: {what}", False)])
                if v is WAIT:
                    return
                if not v:
                    fr.i += 1
                    fr.scratch = _kept_scratch(fr.scratch)
                    continue
            done = _RESOLVERS[verb](self, fr, prm)
            if done is WAIT:
                return
            fr.i += 1
            fr.scratch = _kept_scratch(fr.scratch)

    def _close_frame(self, fr: Frame) -> None:
        for h in fr.held:
            if h in self.limbo:
                self.limbo.discard(h)
                self._discard_pile(h).append(h)
                self.events.append(("discard", self.owner[h], h, "not played"))
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
        """Cards of the frame's Realm matching a SEL (before the chooser picks)."""
        seat = fr.owner
        if sel == "self":
            return [fr.source] if isinstance(fr.source, int) else []
        if sel == "it":
            return [fr.it] if fr.it is not None else []
        if sel == "host":
            h = self.host.get(fr.source) if isinstance(fr.source, int) else None
            return [h] if h is not None else []
        p = self.players[seat]
        whats = sel.get("what", ["hero", "ally", "item"])
        whats = whats if isinstance(whats, list) else [whats]
        cards = [i for i in self.realm_cards(seat) if self.defs[i].type in whats]
        if "card" in sel:
            cards = [i for i in self.realm_cards(seat) if self.defs[i].id == sel["card"]]
        if "family" in sel:
            cards = [i for i in cards if self.defs[i].family == sel["family"]]
        where = sel.get("where", "any")
        if where == "here":
            here = self._src_loc(
                fr.source, self.host.get(fr.source) if isinstance(fr.source, int) else None
            )
            cards = [i for i in cards if self.loc_of(i) == here]
        elif where == "villain_location":
            cards = [i for i in cards if self.loc_of(i) == p.loc]
        elif where == "unlocked":
            cards = [i for i in cards if self.loc_of(i) not in p.locked]
        elif where == "chosen_location":
            li = fr.scratch.get("chosen_location")
            if li is not None:
                cards = [i for i in cards if self.loc_of(i) == li]
        if "min_strength" in sel:
            cards = [i for i in cards if self.strength(i) >= sel["min_strength"]]
        if "max_strength" in sel:
            cards = [i for i in cards if self.strength(i) <= sel["max_strength"]]
        t = sel.get("treasure")
        if t is not None:

            def tok_ok(i: int) -> bool:
                tk = p.treasure_on.get(i)
                if t == "none":
                    return tk is None
                if t == "any":
                    return tk is not None
                if t == "face_down":
                    return tk is not None and not tk[1]
                return tk is not None and bool(tk[1])

            cards = [i for i in cards if tok_ok(i)]
        if sel.get("unattached"):
            cards = [i for i in cards if i not in self.host]
        if sel.get("attached"):
            cards = [i for i in cards if i in self.host]
        return cards

    def _aim_extra(self, fr: Frame, target: int) -> int:
        """The extra Power a villain Effect being resolved costs for aiming at ``target``
        (King Triton: "Effects aimed at him cost 1 more"); 0 for anything else."""
        src = fr.source
        if not isinstance(src, int) or self.defs[src].type != "effect":
            return 0
        if self.defs[src].deck != "villain" or self.owner[src] != fr.owner:
            return 0
        extra = 0
        for msrc, prm, _h in self._with_verb(fr.owner, "cost_modifier"):
            if (
                msrc == target
                and prm.get("targeting") == "self"
                and "effect" in prm.get("card_types", ())
            ):
                extra += int(prm.get("amount", 0))
        return extra

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
        p = self.players[fr.owner]
        ok = [li for li in range(4) if ignore_lock or li not in p.locked]
        if isinstance(dest, dict):
            li = p.villain.loc_index(dest["location"])
            return [li] if li in ok else []
        cur = self.loc_of(card) if card is not None and self.in_realm(card) else -1
        if dest == "adjacent":
            return [li for li in (cur - 1, cur + 1) if li in ok]
        if dest == "any_unlocked":
            return [li for li in ok if li != cur]
        if dest == "location_with_ally":
            return [li for li in ok if self.allies(fr.owner, li) and li != cur]
        if dest == "villain_location":
            return [p.loc] if p.loc in ok else []
        if dest == "this_location":
            li = self._src_loc(
                fr.source, self.host.get(fr.source) if isinstance(fr.source, int) else None
            )
            if li < 0 and isinstance(fr.source, int):
                li = p.loc  # an Effect resolving: its "location" is the villain's
            return [li] if li in ok else []
        if dest == "location_of_it":
            li = self.loc_of(fr.it) if fr.it is not None else -1
            return [li] if li in ok and li != cur else []
        return []

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

    # one-shot effects --------------------------------------------------------------
    def _e_gain_power(self, fr: Frame, a: Any) -> Any:
        pool = a.get("pool", "power") if isinstance(a, dict) else "power"
        if isinstance(a, dict) and a.get("equal_to") == "it_strength":
            n = self._last_it_strength
        else:
            n = self._amount(fr, a)
        self._gain(fr.owner, n, pool)
        return True

    def _e_lose_power(self, fr: Frame, a: Any) -> Any:
        pool = a.get("pool", "power") if isinstance(a, dict) else "power"
        self._lose(fr.owner, self._amount(fr, a), pool)
        return True

    def _e_set_power(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        v = a["value"]
        if p.power > v or not a.get("only_down"):
            self._lose(fr.owner, p.power - v) if p.power > v else self._gain(fr.owner, v - p.power)
        return True

    def _e_lose_half_power(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        half = (p.power + 1) // 2 if a.get("round", "up") == "up" else p.power // 2
        self._lose(fr.owner, half)
        return True

    def _e_draw(self, fr: Frame, a: Any) -> Any:
        self._draw(self.players[fr.owner], self._amount(fr, a))
        return True

    def _e_discard_from_hand(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        typ = a.get("type")
        if a.get("reveal_hand"):
            self.events.append(("reveal_hand", p.seat, tuple(p.hand)))
        if a.get("count", 1) == "all":
            for iid in [i for i in p.hand if typ is None or self.defs[i].type == typ]:
                self._discard_hand_card(p.seat, iid)
            return True
        return self._discard_from_hand_offer(fr, a, 0)

    def _discard_from_hand_offer(self, fr: Frame, a: Any, k: int) -> Any:
        """Offer the ``k``-th card to discard (the chooser may be the Fate player)."""
        if k >= a.get("count", 1):
            return True
        p = self.players[fr.owner]
        typ = a.get("type")
        cards = [i for i in p.hand if typ is None or self.defs[i].type == typ]
        saved = fr.chooser
        fr.chooser = fr.chooser if a.get("chooser") == "fate_player" else fr.owner
        try:
            opts = [(self.card_name(i), i) for i in cards]
            return self._offer(fr, ("d", k), opts, "discard_from_hand", k, a)
        finally:
            fr.chooser = saved

    def _discard_from_hand_apply(self, fr: Frame, a: Any, k: int, v: Any) -> Any:
        if v is None:
            return True
        self._discard_hand_card(fr.owner, v)
        return self._discard_from_hand_offer(fr, a, k + 1)

    def _e_discard_hand(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        for iid in list(p.hand):
            self._discard_hand_card(p.seat, iid)
        return True

    def _pile(self, p: PlayerState, deck: str) -> tuple[list[int], list[int]]:
        if deck == "fate":
            return p.fate_deck, p.fate_discard
        if deck == "maui":
            return p.maui_deck, p.maui_discard
        return p.deck, p.discard

    def _e_discard_top(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        for _ in range(a.get("n", 1)):
            iid = self._draw_from(p, a["deck"])
            if iid is None:
                break
            self._discard_pile(iid).append(iid)
            self.events.append(("discard", p.seat, iid, "from the top of the deck"))
        return True

    def _e_shuffle(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        pile, disc = self._pile(p, a["deck"])
        if a.get("with_discard"):
            pile.extend(disc)
            disc.clear()
        shuffle(self.rng, pile)
        self.events.append(("shuffle", p.seat, a["deck"]))
        return True

    def _e_look_at_top(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        pile, disc = self._pile(p, a["deck"])
        if not pile and disc:
            pile.extend(disc)
            disc.clear()
            shuffle(self.rng, pile)
        top = list(reversed(pile[-a.get("n", 1) :]))  # top first
        if not top:
            return True
        then = a.get("then")
        names = [self.card_name(i) for i in top]
        opts: list[tuple[str, Any]] = []
        if then == "discard_all_or_reorder":
            opts.append(("discard all: " + ", ".join(names), "discard"))
            for perm in itertools.permutations(range(len(top))):
                opts.append(("keep in order " + ", ".join(names[j] for j in perm), perm))
        elif then == "reorder":
            for perm in itertools.permutations(range(len(top))):
                opts.append(("order " + ", ".join(names[j] for j in perm), perm))
        elif then == "discard_any_reorder_rest":
            for r in range(len(top) + 1):
                for combo in itertools.combinations(range(len(top)), r):
                    opts.append(
                        ("discard " + (", ".join(names[j] for j in combo) or "none"), ("d", combo))
                    )
        elif then == "keep_one_discard_rest":
            for j in range(len(top)):
                opts.append((f"keep {names[j]}", ("k", j)))
        return self._offer(fr, "look", opts, "look_at_top", tuple(top), a)

    def _look_at_top_apply(self, fr: Frame, a: Any, looked: tuple[int, ...], v: Any) -> Any:
        p = self.players[fr.owner]
        pile, disc = self._pile(p, a["deck"])
        top = list(looked)
        del pile[-len(top) :]
        if v == "discard":
            for i in top:
                disc.append(i)
        elif isinstance(v, tuple) and v and v[0] == "d":
            keep = [top[j] for j in range(len(top)) if j not in v[1]]
            for j in v[1]:
                disc.append(top[j])
            pile.extend(reversed(keep))
        elif isinstance(v, tuple) and v and v[0] == "k":
            for j, i in enumerate(top):
                if j == v[1]:
                    p.hand.append(i)
                else:
                    disc.append(i)
        else:
            order = [top[j] for j in v]
            pile.extend(reversed(order))
        self.events.append(("look", p.seat, a["deck"], len(top)))
        return True

    def _e_reveal_until(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        match = a.get("match", {})
        found = None
        tries = len(self._pile(p, a["deck"])[0]) + len(self._pile(p, a["deck"])[1]) + 1
        for _ in range(tries):
            iid = self._draw_from(p, a["deck"])
            if iid is None:
                break
            self.events.append(("revealed", p.seat, iid))
            if self._matches(iid, match):
                found = iid
                break
            self._discard_pile(iid).append(iid)
        fr.it = found
        if found is not None:
            if a.get("then") == "to_hand":
                p.hand.append(found)
            else:
                self.limbo.add(found)
                fr.held.append(found)
                for ab in self.defs[found].triggered("on_reveal"):
                    self._push_ability(fr.owner, fr.chooser, found, ab)
        return True

    def _matches(self, iid: int, match: Mapping[str, Any]) -> bool:
        d = self.defs[iid]
        t = match.get("type")
        if t is not None and d.type not in (t if isinstance(t, list) else [t]):
            return False
        if "family" in match and d.family != match["family"]:
            return False
        return not ("max_strength" in match and (d.strength or 0) > match["max_strength"])

    def _e_reveal_top(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        cards = []
        for _ in range(a.get("n", 1)):
            iid = self._draw_from(p, a["deck"])
            if iid is None:
                break
            self.limbo.add(iid)
            cards.append(iid)
        self.events.append(("reveal", p.seat, tuple(cards)))
        fr.scratch["rt"] = cards
        return self._reveal_top_offer(fr, a, 0)

    def _reveal_top_offer(self, fr: Frame, a: Any, k: int) -> Any:
        """Offer a place to the next revealed card from the ``k``-th that may be played;
        the cards before it that may not are discarded."""
        cards = fr.scratch["rt"]
        while k < len(cards):
            iid = cards[k]
            d = self.defs[iid]
            if d.type in a.get("play_types", []):
                places = self._placements(fr.owner, d, False)
                if d.attaches_to is None:
                    places = [
                        (li, h)
                        for li, h in places
                        if li in self._dests(fr, a.get("to", "any_unlocked"), None)
                    ]
                opts = [(self._place_label(fr.owner, li, h), (li, h)) for li, h in places]
                return self._offer(fr, ("rtp", k), opts, "reveal_top", k, a)
            self.limbo.discard(iid)
            self._discard_pile(iid).append(iid)
            k += 1
        return True

    def _reveal_top_apply(self, fr: Frame, a: Any, k: int, v: Any) -> Any:
        iid = fr.scratch["rt"][k]
        self.limbo.discard(iid)
        if v is None:
            self._discard_pile(iid).append(iid)
        else:
            self.events.append(("play", fr.owner, iid, v[0], v[1]))
            self._put_into_play(fr.owner, fr.chooser, iid, v[0], v[1])
        return self._reveal_top_offer(fr, a, k + 1)

    def _e_play_top_fate(self, fr: Frame, a: Any) -> Any:
        seat = fr.owner if a.get("whose", "self") == "self" else self.active
        iid = self._draw_from(self.players[seat], "fate")
        if iid is None:
            return True
        self.limbo.add(iid)
        self.events.append(("reveal", seat, (iid,)))
        sub = Frame(seat, fr.chooser, None, [{"_fate": {}}])
        sub.held = [iid]
        sub.scratch["revealed"] = [iid]
        self.stack.append(sub)
        for ab in self.defs[iid].triggered("on_reveal"):
            self._push_ability(seat, fr.chooser, iid, ab)
        return True

    def _e_fate(self, fr: Frame, a: Any) -> Any:
        """Choose which revealed card to play and where; discard the rest (V-F1, V-F2)."""
        seat = fr.owner
        revealed = [i for i in fr.held if i in self.limbo]
        # V-F1 plays one of the revealed cards: one that played itself on reveal (Snow White)
        # is that card, so the rest are discarded, unless Sleepy lets both be played
        played = [i for i in fr.held if i not in self.limbo and self.in_realm(i)]
        both_ok = False
        if played and revealed:
            both_ok = any(self.defs[i].special == specials.PLAY_BOTH for i in (*played, *revealed))
            if not both_ok:
                self._discard_revealed(seat, revealed, "revealed with it")
                fr.held = []
                return True
        opts: list[tuple[str, Any]] = []
        for iid in revealed:
            for li, h in self.fate_placements(seat, iid):
                opts.append(
                    (
                        f"{self.card_name(iid)} {self._place_label(seat, li, h)}".rstrip(),
                        (iid, li, h),
                    )
                )
        sleepy = [i for i in revealed if self.defs[i].special == specials.PLAY_BOTH]
        if sleepy and len(revealed) == 2:
            other = next(i for i in revealed if i != sleepy[0])
            if self.fate_placements(seat, other):
                opts.append(("play both (Sleepy)", ("both",)))
        if both_ok and opts:  # Sleepy: the second card "may" be played
            opts.append((f"discard {self.card_name(revealed[0])}", None))
        if not opts:
            for iid in revealed:  # V-F2: discarded, no further reveal
                self.limbo.discard(iid)
                self._discard_pile(iid).append(iid)
                self.events.append(("unplayable", seat, iid))
            fr.held = []
            return True
        return self._offer(fr, "fate", opts, "fate", (tuple(revealed), tuple(opts)), a)

    def _fate_apply(
        self, fr: Frame, a: Any, state: tuple[tuple[int, ...], tuple[Any, ...]], v: Any
    ) -> Any:
        seat = fr.owner
        revealed = list(state[0])
        if v == ("both",):
            # Sleepy: both cards are played and each resolves normally, so the Fate player
            # picks the card played first and its place; the other is placed once the first
            # has resolved (it may then go on a Hero just played, or have no place: V-F2)
            rest = [o for o in state[1] if o[1] != ("both",)]
            return self._offer(fr, ("fate", 1), rest, "fate_first", state[0], a)
        if v is None:
            self._discard_revealed(seat, revealed, "not chosen")
            fr.held = []
            return True
        iid, li, h = v
        self._discard_revealed(seat, [o for o in revealed if o != iid], "not chosen")
        fr.held = []
        self._play_fate_card(fr, seat, iid, li, h)
        return True

    def _fate_first_apply(self, fr: Frame, a: Any, revealed: tuple[int, ...], w: Any) -> Any:
        """Sleepy's "play both": the card played first; the other waits for its place."""
        seat = fr.owner
        iid, li, h = w
        other = next(i for i in revealed if i != iid)
        fr.held = []
        sub = Frame(seat, fr.chooser, None, [{"_fate": {}}])
        sub.held = [other]
        sub.scratch["revealed"] = [other]
        self.stack.append(sub)
        self._play_fate_card(fr, seat, iid, li, h)
        return True

    def _discard_revealed(self, seat: int, cards: list[int], why: str) -> None:
        """Put revealed Fate cards that are not played on their discard pile (V-F1)."""
        for o in cards:
            self.limbo.discard(o)
            self._discard_pile(o).append(o)
            self.events.append(("discard", seat, o, why))

    def _play_fate_card(self, fr: Frame, seat: int, iid: int, li: int, h: int) -> None:
        self.limbo.discard(iid)
        self.events.append(("play", seat, iid, li, h))
        self._put_into_play(seat, fr.chooser, iid, li, h)

    def _place_label(self, seat: int, li: int, h: int) -> str:
        if h >= 0:
            return f"on {self.card_name(h)}"
        if li >= 0:
            return f"at {self.players[seat].villain.locations[li].name}"
        return ""

    def _e_take_card(self, fr: Frame, a: Any) -> Any:
        return self._take_card_offer(fr, a, 0)

    def _take_card_offer(self, fr: Frame, a: Any, k: int) -> Any:
        """Offer the ``k``-th card to take (one option per name and pile)."""
        if k >= a.get("count", 1):
            return True
        p = self.players[fr.owner]
        piles = {
            "villain_discard": p.discard,
            "villain_deck": p.deck,
            "fate_discard": p.fate_discard,
        }
        match = a.get("match", {})
        cands: list[tuple[str, Any]] = []
        seen = set()
        for name in a["from"]:
            for iid in piles[name]:
                if self._matches(iid, match) and (name, self.defs[iid].id) not in seen:
                    seen.add((name, self.defs[iid].id))
                    where = _PILE_NAMES.get(name, name)
                    cands.append((f"{self.card_name(iid)} (from the {where})", (name, iid)))
        if a.get("up_to") or a.get("optional"):
            cands.append(("take no more cards", None))
        return self._offer(fr, ("t", k), cands, "take_card", k, a)

    def _take_card_apply(self, fr: Frame, a: Any, k: int, v: Any) -> Any:
        if v is None:
            if k == 0 and a.get("to") == "held":
                fr.it = None
            return True
        p = self.players[fr.owner]
        piles = {
            "villain_discard": p.discard,
            "villain_deck": p.deck,
            "fate_discard": p.fate_discard,
        }
        name, iid = v
        piles[name].remove(iid)
        to = a.get("to", "hand")
        self.events.append(("take", p.seat, iid, to))
        if to == "hand":
            p.hand.append(iid)
        elif to == "villain_deck":
            p.deck.append(iid)
            shuffle(self.rng, p.deck)
        elif to == "fate_deck_top":
            p.fate_deck.append(iid)
        else:
            self.limbo.add(iid)
            fr.held.append(iid)
            fr.it = iid
        return self._take_card_offer(fr, a, k + 1)

    def _e_find_card(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        cid = a["card"]
        fr.it = None
        for iid in self.realm_cards(fr.owner):
            if self.defs[iid].id == cid:
                for x in self.attached_to(iid):
                    if self.defs[iid].type == "hero":
                        self._to_discard(x, "found Hero loses its Items")
                fr.it = iid
                fr.found = iid
                self.events.append(("find", p.seat, iid, "realm"))
                return True
        card = p.villain.cards.get(cid)
        if card is None:
            return True
        deck, disc = self._pile(p, card.deck)
        for pile, where in ((disc, "discard"), (deck, "deck")):
            for iid in pile:
                if self.defs[iid].id == cid:
                    pile.remove(iid)
                    if where == "deck":
                        shuffle(self.rng, pile)
                    self.limbo.add(iid)
                    fr.held.append(iid)
                    fr.it = iid
                    self.events.append(("find", p.seat, iid, where))
                    return True
        return True

    def _e_play_to(self, fr: Frame, a: Any) -> Any:
        tg = self._select(fr, a["target"])
        if not tg:
            return True
        iid = tg[0]
        d = self.defs[iid]
        if iid not in self.limbo and not (self.in_realm(iid) and iid == fr.found):
            return True
        dests = self._dests(fr, a.get("to", "any_unlocked"), None, a.get("ignore_lock", False))
        if self.in_realm(iid):
            dests = self._dests(fr, a.get("to", "any_unlocked"), None, a.get("ignore_lock", False))
        dests = [li for li in dests if not self._blocked_play(fr.owner, d, li)]
        opts = [(self.players[fr.owner].villain.locations[li].name, li) for li in dests]
        return self._offer(fr, "dest", opts, "play_to", iid, a)

    def _play_to_apply(self, fr: Frame, a: Any, iid: int, v: Any) -> Any:
        if v is None:
            return True
        if a.get("discard_other_revealed"):
            for o in fr.scratch.get("revealed", []):
                if o != iid and o in self.limbo:
                    self.limbo.discard(o)
                    self._discard_pile(o).append(o)
                    self.events.append(("discard", fr.owner, o, "revealed with it"))
        self._remove(iid)
        if iid in fr.held:
            fr.held.remove(iid)
        self.events.append(("play", fr.owner, iid, v, -1))
        self._put_into_play(fr.owner, fr.chooser, iid, v, -1)
        return True

    def _e_play_from_hand(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        opts: list[tuple[str, Any]] = []
        for iid in p.hand:
            if self.defs[iid].type != a.get("type"):
                continue
            for li, h in self._placements(fr.owner, self.defs[iid], False):
                opts.append(
                    (
                        f"{self.card_name(iid)} {self._place_label(fr.owner, li, h)}".rstrip(),
                        (iid, li, h),
                    )
                )
        opts.append(("play no card", None))
        return self._offer(fr, "pfh", opts, "play_from_hand", None, a)

    def _play_from_hand_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        p = self.players[fr.owner]
        iid, li, h = v
        if not a.get("free"):
            cost = self.card_cost(p, iid, h)
            if cost > p.power:
                return True
            p.power -= cost
        p.hand.remove(iid)
        self.events.append(("play", fr.owner, iid, li, h))
        self._put_into_play(fr.owner, fr.owner, iid, li, h)
        return True

    def _move_effect(self, fr: Frame, a: Any, kinds: tuple[str, ...]) -> Any:
        sel = a["target"]
        if isinstance(sel, dict) and sel.get("where") == "chosen_location":
            p = self.players[fr.owner]
            opts = [(p.villain.locations[li].name, li) for li in range(4) if li not in p.locked]
            return self._offer(fr, "chosen_location", opts, "move_where", kinds, a)
        return self._move_start(fr, a, kinds)

    def _move_where_apply(self, fr: Frame, a: Any, kinds: tuple[str, ...], v: Any) -> Any:
        if v is not None:
            fr.scratch["chosen_location"] = v  # what the target's ``where`` reads
        return self._move_start(fr, a, kinds)

    def _move_start(self, fr: Frame, a: Any, kinds: tuple[str, ...]) -> Any:
        """The cards to move: one chosen among the targets, or each of them in turn."""
        sel = a["target"]
        lk = self.players[fr.owner].locked
        cands = [
            c
            for c in self._select(fr, sel)
            if self.defs[c].type in kinds and c not in self.host and self.loc_of(c) not in lk
        ]
        if "ally" in kinds:
            cands = [c for c in cands if self.defs[c].placement != "top"]
        power = self.players[fr.owner].power
        cands = [c for c in cands if self._aim_extra(fr, c) <= power]  # King Triton
        if isinstance(sel, dict) and sel.get("all"):
            # "move each Hero there": the Heroes are those there when the effect starts; the
            # list is kept, so a Hero moved away does not shift the later answers onto others
            return self._move_offer(fr, a, (tuple(cands), True, 0))
        return self._move_offer(fr, a, (tuple(cands), False, 0))

    def _move_offer(self, fr: Frame, a: Any, state: tuple[tuple[int, ...], bool, int]) -> Any:
        """Offer the ``k``-th move: where to (or whether) to move each card in turn, or which
        card to move where."""
        cands, every, k = state
        name = self.players[fr.owner].villain.locations
        while k < (len(cands) if every else 1):
            if not every:
                opts: list[tuple[str, Any]] = [
                    (f"{self.card_name(x)} to {name[li].name}", (x, li))
                    for x in cands
                    for li in self._dests(fr, a["to"], x)
                ]
            else:
                c = cands[k]
                if not self.in_realm(c):
                    k += 1
                    continue
                opts = [
                    (f"{self.card_name(c)} to {name[li].name}", (c, li))
                    for li in self._dests(fr, a["to"], c)
                ]
                opts.append((f"leave {self.card_name(c)}", None))
            return self._offer(fr, ("mv", k), opts, "move", (cands, every, k), a)
        return True

    def _move_apply(
        self, fr: Frame, a: Any, state: tuple[tuple[int, ...], bool, int], v: Any
    ) -> Any:
        if v is not None:
            x, li = v
            if self.in_realm(x) and x not in self.host and self.loc_of(x) != li:
                self._pay_aim(fr, x)
                self._move_card(fr.owner, x, li)
                fr.it = x
        cands, every, k = state
        return self._move_offer(fr, a, (cands, every, k + 1))

    def _e_move_hero(self, fr: Frame, a: Any) -> Any:
        return self._move_effect(fr, a, ("hero",))

    def _e_move_ally(self, fr: Frame, a: Any) -> Any:
        return self._move_effect(fr, a, ("ally", "item"))

    def _e_move_villain(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        dests = [li for li in range(4) if li not in p.locked and li != p.loc]
        opts = [(p.villain.locations[li].name, li) for li in dests]
        return self._offer(fr, "mvv", opts, "move_villain", None, a)

    def _move_villain_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is not None:
            self._move_villain(fr.owner, v)
        return True

    def _e_move_lock(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        lock = p.villain.lock
        if not lock or lock["kind"] != "toggle":
            return True
        # the card text: "move the Lock Token to either Ursula's Lair or The Palace", with no
        # exception for the Mover's location; V-S6 only forbids moving *to* a locked location,
        # so a Mover on it leaves by the normal move of her next turn
        ends = [p.villain.loc_index(x) for x in lock["toggle_between"]]
        opts = [(f"lock {p.villain.locations[li].name}", li) for li in ends]
        return self._offer(fr, "lock", opts, "move_lock", None, a)

    def _move_lock_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        p = self.players[fr.owner]
        if v not in p.locked:
            p.locked = {v}
            self.events.append(("lock_moved", p.seat, v))
        return True

    def _e_defeat_hero(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        pay = a.get("pay")
        cands = [c for c in self._select(fr, a["target"]) if self.defs[c].type == "hero"]
        forced = a["target"] in ("host", "self", "it")
        if not forced:
            cands = [
                c
                for c in cands
                if self._hero_defeatable(fr.owner, c) and self.loc_of(c) not in p.locked
            ]
        cands = [c for c in cands if self._aim_extra(fr, c) <= p.power]
        if pay:
            pool = pay["pool"]
            have = p.power if pool == "power" else p.poison
            cands = [
                c
                for c in cands
                if max(0, self.strength(c)) + (self._aim_extra(fr, c) if pool == "power" else 0)
                <= have
            ]
        # the card text is mandatory ("choose a Hero ... to defeat it"): once played with a
        # Hero it can pay for, a Hero is defeated (with none it cannot be played at all)
        opts: list[tuple[str, Any]] = [(self.card_name(c), c) for c in cands]
        return self._offer(fr, "target", opts, "defeat_hero", None, a)

    def _defeat_hero_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None or not self.in_realm(v):
            return True
        p = self.players[fr.owner]
        pay = a.get("pay")
        self._pay_aim(fr, v)
        if pay:
            amt = max(0, self.strength(v))
            if pay["pool"] == "power":
                p.power -= amt
            else:
                p.poison -= amt
            self.events.append(("pay", p.seat, amt, pay["pool"]))
        self._defeat(fr.owner, v)
        return True

    def _e_discard_card(self, fr: Frame, a: Any) -> Any:
        sel = a["target"]
        cands = [
            c
            for c in self._select(fr, sel)
            if self.defs[c].type in ("ally", "item") or sel == "self"
        ]
        opts = [(self.card_name(c), c) for c in cands]
        return self._offer(fr, "target", opts, "discard_card", None, a)

    def _discard_card_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None or not self.in_realm(v):
            return True
        fr.it = v
        self._last_it_strength = max(0, self.strength(v)) if self.defs[v].type == "ally" else 0
        self._to_discard(v, self.card_name(fr.source) if isinstance(fr.source, int) else "")
        return True

    def _e_attach(self, fr: Frame, a: Any) -> Any:
        items = self._select(fr, a["item"])
        if a["item"] == "it" and fr.it is not None:
            items = [fr.it]
        if a["item"] == "self" and isinstance(fr.source, int):
            items = [fr.source]
        hosts_sel = a["to"]
        hosts = self._select(fr, hosts_sel)
        if hosts_sel == "it" and fr.it is not None:
            hosts = [fr.it]
        lk = self.players[fr.owner].locked
        hosts = [
            h for h in hosts if self.in_realm(h) and self.loc_of(h) not in lk and h not in items
        ]
        if (
            isinstance(fr.source, int)
            and a["item"] == "self"
            and self.defs[fr.source].triggered("on_defeat")
        ):
            hosts = [h for h in hosts if h != self.host.get(fr.source)]
        items = [i for i in items if self.in_realm(i) or i in self.limbo]
        opts = [
            (f"{self.card_name(i)} on {self.card_name(h)}", (i, h)) for i in items for h in hosts
        ]
        return self._offer(fr, "attach", opts, "attach", None, a)

    def _attach_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        i, h = v
        self._remove(i)
        if i in fr.held:
            fr.held.remove(i)
        self.host[i] = h
        self._srev[self.owner[i]] += 1
        if i == fr.source:
            fr.kept = True
        self.events.append(("attach", fr.owner, i, h))
        return True

    def _e_detach(self, fr: Frame, a: Any) -> Any:
        fr.kept = True
        return True

    def _e_strength_token(self, fr: Frame, a: Any) -> Any:
        sel = a["target"]
        cands = self._select(fr, sel)
        if isinstance(sel, dict) and sel.get("all"):
            for c in cands:
                self.tokens[c] = self.tokens.get(c, 0) + a.get("amount", 1) * a.get("count", 1)
            if cands:
                self.events.append(
                    ("tokens", fr.owner, tuple(cands), a.get("amount", 1) * a.get("count", 1))
                )
            return True
        opts = [(self.card_name(c), c) for c in cands]
        return self._offer(fr, "target", opts, "strength_token", None, a)

    def _strength_token_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        if a.get("remove_all"):
            self.tokens.pop(v, None)
            self.events.append(("tokens_removed", fr.owner, v))
            return True
        n = a.get("count", 1)
        if a.get("up_to") and n > 1:
            opts = [(f"{j} token{'' if j == 1 else 's'}", j) for j in range(n, -1, -1)]
            return self._offer(fr, "n", opts, "strength_token_n", v, a)
        return self._strength_token_n_apply(fr, a, v, n)

    def _strength_token_n_apply(self, fr: Frame, a: Any, v: int, n: Any) -> Any:
        if n:
            self.tokens[v] = self.tokens.get(v, 0) + a.get("amount", 1) * n
            self.events.append(("tokens", fr.owner, (v,), a.get("amount", 1) * n))
        return True

    def _e_strength_modifier(self, fr: Frame, a: Any) -> Any:
        if fr.it is not None and self.in_realm(fr.it):
            self.players[fr.owner].temp_mods.append((fr.it, a.get("amount", 0)))
            self.events.append(("modifier", fr.owner, fr.it, a.get("amount", 0)))
        return True

    def _e_take_action(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        g = {
            "from": a["from"],
            "left": "all" if a.get("count", 1) == "all" else a.get("count", 1),
            "except": [str(x) for x in a.get("except", [])],
            "ignore_lock": bool(a.get("ignore_lock")),
        }
        p.grants.append(g)
        self.events.append(("grant", p.seat, a["from"]))
        return True

    def _e_may_stay_next_turn(self, fr: Frame, a: Any) -> Any:
        self.players[fr.owner].may_stay = True
        return True

    def _e_treasure_place(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        if not p.treasure_supply:
            return True
        sel = a["target"]
        cands = [
            c
            for c in self._select(fr, sel)
            if self.defs[c].type == "hero" and c not in p.treasure_on
        ]
        opts = [(self.card_name(c), c) for c in cands]
        return self._offer(fr, "target", opts, "treasure_place", None, a)

    def _treasure_place_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        p = self.players[fr.owner]
        if v is None or not self.in_realm(v) or not p.treasure_supply:
            return True
        tok = p.treasure_supply.pop()
        p.treasure_on[v] = [tok, False]
        self._srev[p.seat] += 1
        self.events.append(("treasure_placed", p.seat, v))
        return True

    def _e_treasure_reveal(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        cands = [
            c
            for c in self._select(fr, a["target"])
            if c in p.treasure_on and not p.treasure_on[c][1]
        ]
        opts = [(self.card_name(c), c) for c in cands]
        return self._offer(fr, "target", opts, "treasure_reveal", None, a)

    def _treasure_reveal_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        p = self.players[fr.owner]
        p.treasure_on[v][1] = True
        self._srev[p.seat] += 1
        tok = p.treasure_on[v][0]
        self.events.append(("treasure_revealed", p.seat, v, tok))
        for ab in self._token_def(p.seat, tok).triggered("on_reveal"):
            self._push_ability(p.seat, p.seat, tok, ab)
        return True

    def _e_treasure_swap(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        with_tok = [h for h in self.heroes(fr.owner) if h in p.treasure_on]
        without = [h for h in self.heroes(fr.owner) if h not in p.treasure_on]
        opts: list[tuple[str, Any]] = []
        for x, y in itertools.combinations(with_tok, 2):
            opts.append((f"swap {self.card_name(x)} and {self.card_name(y)}", (x, y)))
        if a.get("allow_move"):
            for x in with_tok:
                for y in without:
                    opts.append((f"move from {self.card_name(x)} to {self.card_name(y)}", (x, y)))
        return self._offer(fr, "swap", opts, "treasure_swap", None, a)

    def _treasure_swap_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        p = self.players[fr.owner]
        x, y = v
        tx, ty = p.treasure_on.pop(x, None), p.treasure_on.pop(y, None)
        self._srev[p.seat] += 1
        if tx is not None:
            p.treasure_on[y] = tx
            self._srev[p.seat] += 1
        if ty is not None:
            p.treasure_on[x] = ty
            self._srev[p.seat] += 1
        self.events.append(("treasure_swapped", p.seat, x, y))
        return True

    def _e_treasure_shuffle_back(self, fr: Frame, a: Any) -> Any:
        p = self.players[fr.owner]
        cands = [c for c in self._select(fr, a["target"]) if c in p.treasure_on]
        opts = [(self.card_name(c), c) for c in cands]
        return self._offer(fr, "target", opts, "treasure_shuffle_back", None, a)

    def _treasure_shuffle_back_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        if v is None:
            return True
        p = self.players[fr.owner]
        tok = p.treasure_on.pop(v)
        self._srev[p.seat] += 1
        self._treasure_back(p.seat, tok[0])
        return True

    def _e_maui_play_top(self, fr: Frame, a: Any) -> Any:
        """Reveal the top Maui card and play it (or, if optional, discard it); repeat ``count``."""
        p = self.players[fr.owner]
        iid = self._draw_from(p, "maui")
        if iid is None:
            return True
        self.limbo.add(iid)
        self.events.append(("revealed", p.seat, iid))
        if not a.get("optional"):
            return self._maui_play_top_apply(fr, a, iid, True)
        name = self.card_name(iid)
        opts: list[tuple[str, Any]] = [(f"play {name}", True), (f"discard {name}", False)]
        return self._offer(fr, "maui", opts, "maui_play_top", iid, a)

    def _maui_play_top_apply(self, fr: Frame, a: Any, iid: int, play: Any) -> Any:
        p = self.players[fr.owner]
        if iid not in self.limbo:
            return True
        self.limbo.discard(iid)
        cnt = a.get("count", 1)
        if cnt > 1:  # the next card is revealed after this one resolves
            fr.effects.insert(fr.i + 1, {"maui_play_top": {**a, "count": cnt - 1}})
        if play:
            self.events.append(("play", p.seat, iid, -1, -1))
            self._put_into_play(p.seat, p.seat, iid, -1, -1)
        else:
            p.maui_discard.append(iid)
            self.events.append(("discard", p.seat, iid, "Maui card not played"))
        return True

    def _e_choose_one(self, fr: Frame, a: Any) -> Any:
        opts = [(effects_text(opt), j) for j, opt in enumerate(a)]
        return self._offer(fr, "one", opts, "choose_one", None, a)

    def _choose_one_apply(self, fr: Frame, a: Any, state: None, v: Any) -> Any:
        fr.effects[fr.i + 1 : fr.i + 1] = list(a[v])
        return True

    def _e_branch(self, fr: Frame, a: Any) -> Any:
        host = self.host.get(fr.source) if isinstance(fr.source, int) else None
        ok = self.cond(a["if"], fr.owner, fr.source, host, fr.target)
        fr.effects[fr.i + 1 : fr.i + 1] = list(a["then"] if ok else a.get("else", []))
        return True

    def _e_until_next_turn(self, fr: Frame, a: Any) -> Any:
        ((ev, _),) = a["event"].items()
        self.players[fr.owner].watchers.append((ev, list(a["effects"]), fr.source))
        return True


Resolver = Callable[[EffectsLayer, Frame, Any], Any]
"""A resolution step: ``(game, frame, parameters)`` -> True when done, or :data:`WAIT`."""

_RESOLVERS: Final[dict[str, Resolver]] = {
    "gain_power": EffectsLayer._e_gain_power,
    "lose_power": EffectsLayer._e_lose_power,
    "set_power": EffectsLayer._e_set_power,
    "lose_half_power": EffectsLayer._e_lose_half_power,
    "draw": EffectsLayer._e_draw,
    "discard_from_hand": EffectsLayer._e_discard_from_hand,
    "discard_hand": EffectsLayer._e_discard_hand,
    "discard_top": EffectsLayer._e_discard_top,
    "shuffle": EffectsLayer._e_shuffle,
    "look_at_top": EffectsLayer._e_look_at_top,
    "reveal_until": EffectsLayer._e_reveal_until,
    "reveal_top": EffectsLayer._e_reveal_top,
    "play_top_fate": EffectsLayer._e_play_top_fate,
    "take_card": EffectsLayer._e_take_card,
    "find_card": EffectsLayer._e_find_card,
    "play_to": EffectsLayer._e_play_to,
    "play_from_hand": EffectsLayer._e_play_from_hand,
    "move_hero": EffectsLayer._e_move_hero,
    "move_ally": EffectsLayer._e_move_ally,
    "move_villain": EffectsLayer._e_move_villain,
    "move_lock": EffectsLayer._e_move_lock,
    "defeat_hero": EffectsLayer._e_defeat_hero,
    "discard_card": EffectsLayer._e_discard_card,
    "attach": EffectsLayer._e_attach,
    "detach": EffectsLayer._e_detach,
    "strength_token": EffectsLayer._e_strength_token,
    "strength_modifier": EffectsLayer._e_strength_modifier,
    "take_action": EffectsLayer._e_take_action,
    "may_stay_next_turn": EffectsLayer._e_may_stay_next_turn,
    "treasure_place": EffectsLayer._e_treasure_place,
    "treasure_reveal": EffectsLayer._e_treasure_reveal,
    "treasure_swap": EffectsLayer._e_treasure_swap,
    "treasure_shuffle_back": EffectsLayer._e_treasure_shuffle_back,
    "maui_play_top": EffectsLayer._e_maui_play_top,
    "choose_one": EffectsLayer._e_choose_one,
    "branch": EffectsLayer._e_branch,
    "until_next_turn": EffectsLayer._e_until_next_turn,
    # the steps that are not data verbs: the Fate action's choice, and the specials'
    "_fate": EffectsLayer._e_fate,
    "_maccus": specials.maccus,
    "_thunderbolt": specials.thunderbolt,
    "_beetle": specials.beetle,
}
"""The one implementation of each one-shot verb of :data:`~toolkit.villainous.verbs.ONE_SHOT`
(same names) and of each resolution step (names starting ``_``)."""
assert set(ONE_SHOT) <= set(_RESOLVERS), sorted(set(ONE_SHOT) - set(_RESOLVERS))


def resolver(name: str) -> Resolver:
    """The function that resolves the one-shot verb or step ``name``.

    Examples
    --------
    >>> resolver("move_hero").__name__
    '_e_move_hero'
    """
    return _RESOLVERS[name]


Apply = Callable[[EffectsLayer, Frame, Any, Any, Any], Any]
"""What applies the answer to an offered question: ``(game, frame, params, state, answer)``
-> True when the effect is done, or WAIT when it offers its next question."""

_APPLY: Final[dict[str, Apply]] = {
    "discard_from_hand": EffectsLayer._discard_from_hand_apply,
    "reveal_top": EffectsLayer._reveal_top_apply,
    "take_card": EffectsLayer._take_card_apply,
    "move_where": EffectsLayer._move_where_apply,
    "move": EffectsLayer._move_apply,
    "look_at_top": EffectsLayer._look_at_top_apply,
    "maui_play_top": EffectsLayer._maui_play_top_apply,
    "move_villain": EffectsLayer._move_villain_apply,
    "move_lock": EffectsLayer._move_lock_apply,
    "defeat_hero": EffectsLayer._defeat_hero_apply,
    "discard_card": EffectsLayer._discard_card_apply,
    "treasure_place": EffectsLayer._treasure_place_apply,
    "treasure_reveal": EffectsLayer._treasure_reveal_apply,
    "treasure_shuffle_back": EffectsLayer._treasure_shuffle_back_apply,
    "choose_one": EffectsLayer._choose_one_apply,
    "play_to": EffectsLayer._play_to_apply,
    "play_from_hand": EffectsLayer._play_from_hand_apply,
    "attach": EffectsLayer._attach_apply,
    "treasure_swap": EffectsLayer._treasure_swap_apply,
    "strength_token": EffectsLayer._strength_token_apply,
    "strength_token_n": EffectsLayer._strength_token_n_apply,
    "fate": EffectsLayer._fate_apply,
    "fate_first": EffectsLayer._fate_first_apply,
    "_maccus": specials.maccus_apply,
    "_thunderbolt": specials.thunderbolt_apply,
}
"""The second half of each effect that asks by :meth:`EffectsLayer._offer`, by name."""
