"""Bots for Disney Villainous: the random bot and a heuristic bot per villain.

The heuristic bot scores every legal action with general values (Power, cheap
useful cards, Vanquish of strong Heroes, Fate against the leader) plus what its
villain's objective needs:

- Davy Jones: put Treasures on Heroes, turn them face up, defeat the Heroes that carry face-up ones;
- Tamatoa: Maui's Hook played at his Lair, the Heart of Te Fiti freed from Moana and moved there;
- Captain Hook: the Never Land Map to unlock Hangman's Tree, Peter Pan walked to the Jolly Roger
  and vanquished there;
- Ursula: the Crown and the Trident at her Lair (King Triton vanquished there), the Lock on the Palace;
- Evil Queen: four Ingredients, Poison brewed, Snow White bitten or vanquished.

Examples
--------
>>> from toolkit.core.bots import play_game
>>> from toolkit.villainous.engine import VillainousGame
>>> game = VillainousGame.new(3, villains=["ursula", "captain_hook"])
>>> game = play_game(game, [HeuristicBot(1), HeuristicBot(2)], max_turns=5)
>>> game.turn >= 5 or game.is_over
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from toolkit.core.actions import Action
from toolkit.core.bots import Bot, RandomBot
from toolkit.villainous.engine import VillainousGame

BOTS = ("random", "heuristic")

# how much a villain wants each of its cards in play (before cost)
CARD_VALUE: dict[str, dict[str, float]] = {
    "davy_jones": {
        "do_you_fear_death": 6,
        "the_black_spot": 5,
        "bootstrap_bill": 4,
        "friends_becoming_enemies": 2,
        "the_chase": 2.5,
        "wake_the_kraken": 3,
        "the_flying_dutchman_item": 1,
        "the_kraken": 5,
    },
    "tamatoa": {
        "mauis_hook": 9,
        "crustacean_with_the_power_of_creation": 6,
        "not_exactly_maui_time": 1.5,
        "nice_and_shiny": 3,
        "bait": 2,
        "you_look_like_seafood": 3,
        "ill_tell_you_in_song": 1,
        "trapped": 1,
        "powerless": 2,
    },
    "captain_hook": {
        "never_land_map": 10,
        "ingenious_device": 5,
        "worthy_opponent": 3,
        "cannon": 2,
        "hooks_case": 3,
        "aye_aye_sir": 1.5,
        "give_them_a_scare": 1,
    },
    "ursula": {
        "crown": 9,
        "trident": 9,
        "cauldron": 3,
        "change_form": 1,
        "opportunist": 2,
        "divination": 1,
        "whirlpool": 1.5,
        "grow_giant": 1,
        "poor_unfortunate_souls": 1,
    },
    "evil_queen": {
        "old_hags_cackle": 4,
        "scream_of_fright": 4,
        "black_of_night": 4,
        "mummy_dust": 4,
        "magic_mirror": 6,
        "throne": 4,
        "the_box": 2,
        "magic_tomes": 2,
        "black_magic": 2.5,
        "take_a_bite": 0,
        "ill_fix_ya": 1,
        "thunderbolt": 1,
    },
}

# where each villain wants its allies and items (location index), when it matters
HOME: dict[str, int] = {"tamatoa": 2, "captain_hook": 0, "ursula": 0}


class VillainousRandomBot(RandomBot):
    """The random legal-action bot (the core one, named for this game)."""

    name = "random"


class HeuristicBot(Bot):
    """Scores each legal action for its villain's objective and takes the best one."""

    name = "heuristic"

    def choose(self, game: Any, actions: Sequence[Action]) -> Action:
        g: VillainousGame = game
        if len(actions) == 1:
            return actions[0]
        seat = g.current_player
        if g.pending is not None:
            return self._pending(g, seat, actions)
        if g.phase == "move":
            return max(actions, key=lambda a: (self._loc_value(g, seat, a.args[0]), -a.args[0]))
        best = max(actions, key=lambda a: self._score(g, seat, a))
        return best

    # -- helpers ------------------------------------------------------------------------
    def _vid(self, g: VillainousGame, seat: int) -> str:
        return g.players[seat].villain.id

    def _loc(self, g: VillainousGame, seat: int, cid: str) -> int:
        return g.players[seat].villain.loc_index(cid)

    def _find(self, g: VillainousGame, seat: int, cid: str) -> list[int]:
        return [i for i in g.realm_cards(seat) if g.defs[i].id == cid]

    def _in_hand(self, g: VillainousGame, seat: int, cid: str) -> bool:
        return any(g.defs[i].id == cid for i in g.players[seat].hand)

    def _target_loc(self, g: VillainousGame, seat: int) -> int | None:
        """The location the objective wants the Mover at, if any."""
        v = self._vid(g, seat)
        p = g.players[seat]
        if v == "evil_queen":
            sw = self._find(g, seat, "snow_white")
            if sw and g.loc_of(sw[0]) not in p.locked:
                return g.loc_of(sw[0])
        if v == "captain_hook" and not p.locked:
            pan = self._find(g, seat, "peter_pan")
            if pan:
                return g.loc_of(pan[0])
        return None

    # -- moving -------------------------------------------------------------------------
    def _loc_value(self, g: VillainousGame, seat: int, li: int) -> float:
        p = g.players[seat]
        v = p.villain
        loc = v.locations[li]
        cov = g.covered(seat, li)
        syms = list(loc.bottom) + ([] if cov else list(loc.top))
        hand_ok = any(
            g.defs[i].type != "condition" and g.card_cost(p, i) <= p.power + 2 for i in p.hand
        )
        val = 0.0
        for s in syms:
            name = s.split(":")[0]
            if name == "gain_power":
                val += 1.2 * int(s.split(":")[1])
            elif name == "play_card":
                val += 1.6 if hand_ok else 0.3
            elif name == "vanquish":
                val += self._vanquish_value(g, seat, li)
            elif name == "fate":
                val += 1.0
            elif name == "activate":
                val += 1.5 if g._activatable(p) else 0.0
            elif name == "move_hero":
                val += self._move_hero_need(g, seat)
            elif name == "move_item_or_ally":
                val += self._move_item_need(g, seat)
                if v.id == "davy_jones" and any(
                    g.defs[a].id == "bootstrap_bill"
                    and any(
                        abs(g.loc_of(h) - g.loc_of(a)) == 1 and not t[1]
                        for h, t in p.treasure_on.items()
                    )
                    for a in g.allies(seat)
                ):
                    val += 4
            elif name == "discard_cards":
                val += 0.3 + 0.8 * sum(1 for i in p.hand if self._dead(g, seat, i))
            elif name == "brew_poison":
                val += 2.0 if p.power > 0 else 0.5
        tgt = self._target_loc(g, seat)
        if tgt is not None and tgt == li and v.id == "evil_queen":
            sw = self._find(g, seat, "snow_white")
            if self._in_hand(g, seat, "take_a_bite") and sw and p.poison >= g.strength(sw[0]):
                val += 25
        return val

    def _vanquish_value(self, g: VillainousGame, seat: int, li: int) -> float:
        """What a Vanquish symbol at location ``li`` is worth (0 if a Hero there blocks it)."""
        for h in g.heroes(seat, li):
            for verb, prm in g.defs[h].statics:
                if verb == "block_action" and prm.get("symbol") == "vanquish":
                    return 0.0
        opts = g._vanquish_options(g.players[seat])
        if not opts:
            return 0.2
        best = max(self._vanquish_score(g, seat, h, al) for h, al in opts)
        return 3.0 + max(0.0, best - 5.0) / 2

    def _bc_target(self, g: VillainousGame, seat: int, hero: int) -> int | None:
        """The location a Binding Contract on ``hero`` defeats it at, if it carries one."""
        p = g.players[seat]
        for x in g.attached_to(hero):
            d = g.defs[x]
            if d.family == "binding_contract" and isinstance(d.attaches_to, dict):
                return p.villain.loc_index(d.attaches_to["not_at"])
        return None

    def _move_hero_need(self, g: VillainousGame, seat: int) -> float:
        p = g.players[seat]
        if p.villain.id == "captain_hook" and not p.locked:
            pan = self._find(g, seat, "peter_pan")
            if pan and g.loc_of(pan[0]) > 0:
                return 5.0
        return 0.4 if g.heroes(seat) else 0.0

    def _move_item_need(self, g: VillainousGame, seat: int) -> float:
        p = g.players[seat]
        vid = p.villain.id
        if vid in ("tamatoa", "ursula"):
            home = HOME[vid]
            for cid in p.villain.objective["items"]:
                for i in self._find(g, seat, cid):
                    if i not in g.host and g.loc_of(i) != home:
                        return 5.0
        return 0.5 if g.allies(seat) else 0.0

    # -- acting -------------------------------------------------------------------------
    def _score(self, g: VillainousGame, seat: int, a: Action) -> float:
        p = g.players[seat]
        k = a.kind
        if k == "end":
            return 0.0
        if k == "power":
            return 20.0
        if k == "brew":
            keep = 0 if not p.hand else min(p.power, 2)
            return 8.0 + (a.args[1] if a.args[1] <= p.power - keep else -a.args[1])
        if k == "play":
            return self._play_score(g, seat, a)
        if k == "activate":
            d = g.defs[a.args[1]]
            if d.id == "magic_mirror" and self._find(g, seat, "snow_white"):
                return -1.0
            return 7.0
        if k == "vanquish":
            return self._vanquish_score(g, seat, a.args[1], a.args[2])
        if k == "fate":
            return 4.0 + self._threat(g, a.args[1])
        if k == "move_hero":
            return self._move_hero_score(g, seat, a.args[1], a.args[2])
        if k == "move_ally":
            return self._move_ally_score(g, seat, a.args[1], a.args[2])
        if k == "discard":
            return 0.5 if self._dead(g, seat, a.args[1]) else -1.0
        return 0.1

    def _dead(self, g: VillainousGame, seat: int, iid: int) -> bool:
        """A card in hand not worth keeping: it cannot be played anywhere, or is weak."""
        p = g.players[seat]
        d = g.defs[iid]
        if d.type == "condition":
            return False
        vid = p.villain.id
        if d.id == "take_a_bite":
            return False
        if not g._placements(seat, d, ignore_lock=False):
            return True
        val = CARD_VALUE.get(vid, {}).get(d.id)
        if val is None:
            val = 2.0 if d.type in ("ally", "item") else 1.0
        return val < 1.5

    def _threat(self, g: VillainousGame, t: int) -> float:
        q = g.players[t]
        score = len(q.claimed) * 0.8 + len(g.allies(t)) * 0.2 + q.power * 0.1
        if q.villain.id == "evil_queen":
            score += len(q.ingredients) * 0.4 + q.poison * 0.2
        if q.villain.id == "captain_hook" and not q.locked:
            score += 1.0
        for cid in q.villain.objective.get("items", []):
            if self._find(g, t, cid):
                score += 1.0
        return score

    def _play_score(self, g: VillainousGame, seat: int, a: Action) -> float:
        p = g.players[seat]
        vid = p.villain.id
        _slot, iid, li, host, pay = a.args
        d = g.defs[iid]
        cost = g.card_cost(p, iid, host)
        base = CARD_VALUE.get(vid, {}).get(d.id)
        if base is None:
            if d.type == "ally":
                base = 2.0 + 0.6 * (d.strength or 0)
            elif d.type == "item":
                base = 2.0
            else:
                base = 1.5
        if pay == 1:
            base -= 2.5  # discarding the Map
            if vid == "captain_hook" and not p.lock_removed:
                return -5.0
        score = 6.0 + base - 0.4 * cost
        if vid == "davy_jones":
            if d.id == "the_black_spot" and not self._face_down(g, seat):
                score -= 8
            if (
                d.id == "bootstrap_bill"
                and li >= 0
                and any(g.loc_of(h) == li and not t[1] for h, t in p.treasure_on.items())
            ):
                score += 3
        if vid == "tamatoa" and d.id == "mauis_hook":
            score += 6 if li == 2 else -10
        if vid == "ursula" and d.id == "crown":
            score += 6 if li == 0 else -10
        if vid == "ursula" and d.id == "trident":
            # King Triton comes with it: next to the Lair, so that a Binding Contract
            # (Ursula's Lair) and a move into the Lair defeat him there
            score += 6 if li == 1 else -10
        if vid == "ursula" and d.family == "binding_contract" and host >= 0:
            hd = g.defs[host]
            tgt = p.villain.loc_index(d.attaches_to["not_at"])
            if hd.id == "king_triton" and any(
                g.defs[x].id == "trident" for x in g.attached_to(host)
            ):
                score += 12 if tgt == 0 else -4
            elif abs(g.loc_of(host) - tgt) == 1:
                score += 2
        if (
            vid == "ursula"
            and d.id in ("whirlpool", "poor_unfortunate_souls")
            and any(self._bc_target(g, seat, h) is not None for h in g.heroes(seat))
        ):
            score += 6
        if vid == "ursula" and d.id == "change_form":
            score += 3 if 3 not in p.locked else -8
        if (
            vid == "evil_queen"
            and d.type == "ingredient"
            and any(g.defs[x].name == d.name for x in p.ingredients)
        ):
            score -= 3
        if vid == "evil_queen" and d.id == "take_a_bite":
            ok = [
                g.defs[h].id
                for h in g.heroes(seat, p.loc)
                if g._hero_defeatable(seat, h) and max(0, g.strength(h)) <= p.poison
            ]
            if "snow_white" in ok:
                score = 30.0
            elif ok and self._find(g, seat, "snow_white"):
                score = 10.0  # clear the way (Doc must be defeated first)
            else:
                score = -5.0
        if d.type == "ally" and li >= 0:
            score += self._ally_place_bonus(g, seat, li)
        if d.type == "effect" and d.id in ("you_look_like_seafood",):
            heroes = [h for h in g.heroes(seat) if max(0, g.strength(h)) <= p.power - cost]
            score += 2 if heroes else -8
        return score

    def _face_down(self, g: VillainousGame, seat: int) -> bool:
        return any(not t[1] for t in g.players[seat].treasure_on.values())

    def _ally_place_bonus(self, g: VillainousGame, seat: int, li: int) -> float:
        p = g.players[seat]
        vid = p.villain.id
        bonus = 0.0
        if vid in HOME and li == HOME[vid]:
            bonus += 1.5
        heroes = g.heroes(seat, li)
        if heroes:
            bonus += 1.0
            if vid == "davy_jones" and any(p.treasure_on.get(h, [None, False])[1] for h in heroes):
                bonus += 2
            if vid == "tamatoa" and any(g.defs[h].id == "moana" for h in heroes):
                bonus += 2
            if vid == "evil_queen" and any(g.defs[h].id == "snow_white" for h in heroes):
                bonus += 3
        return bonus

    def _vanquish_score(
        self, g: VillainousGame, seat: int, hero: int, allies: tuple[int, ...]
    ) -> float:
        p = g.players[seat]
        vid = p.villain.id
        d = g.defs[hero]
        score = (
            5.0
            + 0.5 * max(0, g.strength(hero))
            - 0.4 * sum(g.defs[x].strength or 0 for x in allies)
        )
        tok = p.treasure_on.get(hero)
        if vid == "davy_jones" and tok is not None:
            score += 15 if tok[1] else -6
        if vid == "davy_jones" and self._face_down(g, seat):
            score += sum(1.5 for x in allies if g.defs[x].id == "hadras")
        if vid == "captain_hook" and d.id == "peter_pan":
            score += 40 if g.loc_of(hero) == 0 else -20
        if vid == "evil_queen" and d.id == "snow_white":
            score += 40
        if vid in ("tamatoa", "ursula"):
            items = p.villain.objective["items"]
            if any(g.defs[x].id in items for x in g.attached_to(hero)):
                score += 12 if vid == "tamatoa" or g.loc_of(hero) == 0 else 2
        return score

    def _move_hero_score(self, g: VillainousGame, seat: int, hero: int, to: int) -> float:
        p = g.players[seat]
        d = g.defs[hero]
        frm = g.loc_of(hero)
        if p.villain.id == "captain_hook" and d.id == "peter_pan":
            return 9.0 if to < frm else -5.0
        bc = self._bc_target(g, seat, hero)
        if bc is not None and bc == to:
            return 10.0 + (4.0 if g.attached_to(hero) and to == 0 else 0.0)
        # uncover the Mover's location, or bring a Hero to strong Allies
        s = 0.5
        if frm == p.loc:
            s += 1.0
        ally_str = sum(g.strength(x) for x in g.allies(seat, to))
        if ally_str >= g.strength(hero):
            s += 1.5
        return s

    def _move_ally_score(self, g: VillainousGame, seat: int, iid: int, to: int) -> float:
        p = g.players[seat]
        vid = p.villain.id
        d = g.defs[iid]
        frm = g.loc_of(iid)
        if vid in ("tamatoa", "ursula") and d.id in p.villain.objective["items"]:
            home = HOME[vid]
            return 12.0 if abs(to - home) < abs(frm - home) else -6.0
        if (
            vid == "davy_jones"
            and d.id == "bootstrap_bill"
            and any(g.loc_of(h) == to and not t[1] for h, t in p.treasure_on.items())
        ):
            return 8.0  # Bill turns a face-down Treasure face up when moved next to it
        if d.type == "ally":
            need = [h for h in g.heroes(seat, to)]
            if need and vid == "captain_hook" and any(g.defs[h].id == "peter_pan" for h in need):
                return 3.0 if to == 0 else 0.5
            return 1.0 if need and not g.heroes(seat, frm) else -0.5
        return -1.0

    # -- pending decisions --------------------------------------------------------------
    def _pending(self, g: VillainousGame, seat: int, actions: Sequence[Action]) -> Action:
        pd = g.pending
        assert pd is not None
        if pd["kind"] == "condition":
            return actions[0]
        if pd["kind"] == "discard_more":
            p = g.players[seat]
            vid = p.villain.id
            del vid
            for a in actions:
                if a.kind == "discard_more" and self._dead(g, seat, a.args[0]):
                    return a
            return actions[-1]
        fr = pd["frame"]
        key = pd["key"]
        values = pd["values"]
        scores = [self._option_score(g, seat, fr, key, v) for v in values]
        best = max(range(len(values)), key=lambda i: (scores[i], -i))
        return actions[best]

    def _option_score(self, g: VillainousGame, seat: int, fr: Any, key: Any, v: Any) -> float:
        owner = fr.owner
        friendly = owner == seat
        p = g.players[owner]
        vid = p.villain.id
        kname = key[0] if isinstance(key, tuple) else key
        if kname in ("may", "opt"):
            return 1.0 if (v is True) == friendly else 0.0
        if kname == "fate":
            return self._fate_option(g, owner, v) * (1 if not friendly else -1)
        if kname == "lock":
            return 1.0 if v == 3 else 0.0
        if kname == "mv" and v is not None:
            x, li = v
            d = g.defs[x]
            frm = g.loc_of(x)
            if vid == "captain_hook" and d.id == "peter_pan":
                s = (frm - li) * 3.0
            elif vid in ("tamatoa", "ursula") and d.id in p.villain.objective["items"]:
                s = (abs(frm - HOME[vid]) - abs(li - HOME[vid])) * 3.0
            elif d.type == "hero":
                ally_str = sum(g.strength(a) for a in g.allies(owner, li))
                s = 1.0 if ally_str >= g.strength(x) else 0.0
                s += 0.5 if frm == p.loc else 0.0
                if self._bc_target(g, owner, x) == li:
                    s += 10
                tok = p.treasure_on.get(x)
                if tok is not None and tok[1] and ally_str >= g.strength(x):
                    s += 3
            else:
                s = 0.5 if g.heroes(owner, li) else 0.0
            return s if friendly else -s
        if kname == "mv":
            return 0.0
        if kname == "dest" and isinstance(v, int):
            # a Hero played into a Realm: friendly puts it where it blocks least and, for
            # Davy Jones, away from the Vanquish location and next to his Allies
            val = self._top_value(g, owner, v)
            if friendly:
                loc = p.villain.locations[v]
                if "vanquish" in loc.bottom or "vanquish" in loc.top:
                    val += 4
                if vid == "davy_jones":
                    val -= 0.4 * sum(g.strength(a) for a in g.allies(owner, v))
            return -val if friendly else val
        if kname == "target" and isinstance(v, int):
            d = g.defs[v]
            if d.type == "hero":
                s = float(g.strength(v))
                if d.id == "snow_white" and vid == "evil_queen":
                    s += 50
                if vid == "davy_jones":
                    tok = p.treasure_on.get(v)
                    s += 3 if tok is None else 0
                return s if friendly else -s
            s = float(d.strength or 0) + (1 if d.type == "item" else 0)
            return -s if friendly else s
        return 0.0

    def _top_value(self, g: VillainousGame, seat: int, li: int) -> float:
        loc = g.players[seat].villain.locations[li]
        val = 0.0
        for s in loc.top:
            name = s.split(":")[0]
            val += int(s.split(":")[1]) if name == "gain_power" else 1.5
        if g.covered(seat, li):
            val *= 0.3
        return val

    def _fate_option(self, g: VillainousGame, owner: int, v: Any) -> float:
        """How much a Fate option hurts ``owner`` (the target)."""
        if v == ("both",):
            return 5.0
        iid, li, h = v
        d = g.defs[iid]
        q = g.players[owner]
        if d.id in q.villain.objective.get("items", []) or d.id in ("peter_pan", "snow_white"):
            return -5.0
        if d.type == "hero":
            return (d.strength or 0) * 0.6 + (self._top_value(g, owner, li) if li >= 0 else 0)
        if d.type == "item" and h >= 0:
            return 2.0 + 0.3 * g.strength(h)
        return 2.0


def make_bot(name: str, seed: int) -> Bot:
    """A bot by name: ``random`` or ``heuristic``."""
    if name == "random":
        return VillainousRandomBot(seed)
    if name == "heuristic":
        return HeuristicBot(seed)
    raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOTS)}")
