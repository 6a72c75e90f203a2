"""How an exercise speaks to each engine: positions in, learner words to actions, readings out.

An exercise names things as a player does ("attack Ben", "play Spark", "move to Skull
Rock"); this module turns those words into the engine's actions, always by looking among
the cards of the table (and, where it can, among :meth:`legal_actions`), so that no
exercise depends on the numbers an engine gives its cards or on the exact arguments of
its actions. It also reads the table back in words ("Ben's discard pile", "45") for the
"what happens" questions.

Examples
--------
>>> adapter = adapter_for("hero-realms")
>>> game = adapter.build({"position": {"players": [{"hand": ["spark"]}, {}]},
...                       "names": ["Ada", "Ben"]})
>>> adapter.describe_move("play Spark")
'Play Spark'
>>> game.is_legal(adapter.resolve(game, "play Spark"))
True
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Mapping, Sequence
from typing import Any

from toolkit.core.actions import Action
from toolkit.core.errors import ToolkitError
from toolkit.core.game import Game
from toolkit.core.saved_position import is_saved_position
from toolkit.exercises.grammar import MOVE_VERBS, MoveError, split_move


def _norm(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").split()).casefold()


def _takes_lang(fn: Any) -> bool:
    """Whether a view takes ``lang`` (the boards are being taught the three languages)."""
    try:
        return "lang" in inspect.signature(fn).parameters
    except (TypeError, ValueError):  # pragma: no cover
        return False


def _split_owner(name: str) -> tuple[str, str | None]:
    """``"Orc Grunt (Ben)"`` -> ``("Orc Grunt", "Ben")``: a card named with its owner."""
    m = re.fullmatch(r"\s*(.*?)\s*\(([^()]*)\)\s*", name)
    if m and m.group(1):
        return m.group(1), m.group(2)
    return name, None


class Adapter:
    """What both games share: seats by name, moves by verb."""

    game: str = ""
    verbs: tuple[str, ...] = ()

    def build(self, spec: Mapping[str, Any]) -> Game:  # pragma: no cover - abstract
        raise NotImplementedError

    def seat(self, game: Game, name: str) -> int:
        """The seat of the player called ``name``."""
        names = [_norm(n) for n in game.names]  # type: ignore[attr-defined]
        key = _norm(name)
        if key in names:
            return names.index(key)
        raise MoveError(f"there is no player called {name!r} at this table")

    def parse(self, move: str) -> tuple[str, str]:
        """Split a move into its verb and the rest (``"play Spark"`` -> ``("play", "Spark")``)."""
        return split_move(self.verbs, move)

    def describe_move(self, move: str, lang: str = "en") -> str:
        """The move as a learner reads it on a button, in ``lang`` (see
        :func:`toolkit.exercises.words.move_label`)."""
        from toolkit.exercises.words import move_label

        return move_label(self.game, move, lang)

    def resolve(self, game: Game, move: str) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    def play(self, game: Game, move: str) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def measure(self, game: Game, ask: Mapping[str, Any]) -> Any:  # pragma: no cover
        raise NotImplementedError

    def board_html(self, game: Game, lang: str = "en") -> str:
        """The table as HTML: the game's own board, in ``lang`` where the board speaks it."""
        if self.game == "hero-realms":
            from toolkit.html.hero_realms import state_html
        else:
            from toolkit.html.villainous import state_html  # type: ignore[assignment]
        if lang != "en" and _takes_lang(state_html):
            return str(state_html(game, lang=lang))  # type: ignore[arg-type, call-arg]
        return str(state_html(game))  # type: ignore[arg-type]

    def winner(self, game: Game) -> str:
        if not game.is_over or not game.winners:
            return "nobody"
        return " and ".join(game.names[s] for s in game.winners)  # type: ignore[attr-defined]

    def play_replay(self, spec: Mapping[str, Any]) -> Game:
        """A seeded bot game, played up to (not including) decision ``step``."""
        game = self.new_game(spec)
        bots = self.make_bots(spec)
        step = int(spec["step"])
        while len(game.decisions) < step:
            if game.is_over:
                raise MoveError(f"the game ends after {len(game.decisions)} decisions")
            game.apply(bots[game.current_player].choose(game, game.legal_actions()))
        return game

    def new_game(self, spec: Mapping[str, Any]) -> Game:  # pragma: no cover - abstract
        raise NotImplementedError

    def make_bots(self, spec: Mapping[str, Any]) -> list[Any]:  # pragma: no cover - abstract
        raise NotImplementedError


# -- Hero Realms ------------------------------------------------------------------------------


class HeroRealmsAdapter(Adapter):
    """Hero Realms: cards by printed name, players by name."""

    game = "hero-realms"
    verbs = MOVE_VERBS["hero-realms"]

    def build(self, spec: Mapping[str, Any]) -> Game:
        from toolkit.hero_realms import HeroRealmsGame

        if "replay" in spec:
            return self.play_replay(spec["replay"])
        position = dict(spec.get("position") or {})
        if is_saved_position(position):  # a whole table: its own seats and variant
            return HeroRealmsGame.from_position(
                position, seed=spec.get("seed"), names=spec.get("names")
            )
        players = [dict(p) for p in position.get("players", [])]
        for p in players:  # a seat that places no card holds no hand: the position is exact
            if not set(p) & {"hand", "deck", "discard", "in_play", "champions"}:
                p["hand"] = []
        position["players"] = players
        game = HeroRealmsGame.from_position(
            position,
            seed=int(spec.get("seed", 1)),
            players=spec.get("players"),
            variant=spec.get("variant", "free-for-all"),
            names=spec.get("names"),
        )
        return game

    def new_game(self, spec: Mapping[str, Any]) -> Game:
        from toolkit.hero_realms import HeroRealmsGame

        return HeroRealmsGame.new(
            int(spec["seed"]),
            players=int(spec.get("players", 2)),
            variant=spec.get("variant", "free-for-all"),
            names=spec.get("names"),
        )

    def make_bots(self, spec: Mapping[str, Any]) -> list[Any]:
        from toolkit.hero_realms.bots import make_bot

        return [make_bot(b, seed=i) for i, b in enumerate(spec["bots"])]

    def play(self, game: Game, move: str) -> None:
        """Make ``move`` on ``game`` (one action; raises IllegalActionError if refused)."""
        game.apply(self.resolve(game, move))

    # -- finding cards ----------------------------------------------------------------------
    def _named(self, game: Any, cards: Sequence[int], name: str) -> list[int]:
        key = _norm(name)
        return [c for c in cards if _norm(game.defs[c].name) == key or game.defs[c].id == key]

    def card(self, game: Any, name: str, places: Sequence[int] = ()) -> int:
        """An instance of the card called ``name``: first among ``places``, else anywhere."""
        bare, owner = _split_owner(name)
        if owner is not None:
            seat = self.seat(game, owner)
            p = game.players[seat]
            places = [c for c in places if c in p.champions + p.in_play + p.hand + p.discard]
            places = places or p.champions + p.in_play + p.hand + p.discard + p.deck
        found = self._named(game, places, bare)
        if found:
            return found[0]
        found = self._named(game, range(len(game.defs)), bare)
        if found:
            return found[0]
        raise MoveError(f"there is no card called {bare!r} in this game")

    def champion_of(self, game: Any, name: str) -> int | None:
        """The champion in play called ``name`` (``"Name (Owner)"`` picks the owner's)."""
        bare, owner = _split_owner(name)
        seats = [self.seat(game, owner)] if owner is not None else range(len(game.players))
        order = [s for s in seats if s != game.current_player] + [
            s for s in seats if s == game.current_player
        ]
        for s in order:
            found = self._named(game, game.players[s].champions, bare)
            if found:
                return found[0]
        return None

    def is_player(self, game: Any, name: str) -> bool:
        return _norm(name) in [_norm(n) for n in game.names]

    def resolve(self, game: Game, move: str) -> Action:
        """The engine action for a move in words; an illegal move still gets its action."""
        g: Any = game
        verb, rest = self.parse(move)
        seat = g.current_player
        p = g.players[seat]
        if verb == "end turn":
            return Action("end_turn")
        if verb == "pass":
            return Action("pass")
        if verb == "hand over":
            return Action("hand_over")
        if verb == "play":
            return Action("play", (self.card(g, rest, p.hand),))
        if verb == "discard":
            return Action("discard", (self.card(g, rest, p.hand),))
        if verb == "sacrifice" and g.pending is not None and g.pending[0] == "sacrifice":
            return Action("sacrifice_card", (self.card(g, rest, p.hand + p.discard),))
        if verb in ("expend", "ally", "sacrifice"):
            ready = [c for c in p.champions if c not in p.expended]
            places = (ready + p.in_play) if verb == "expend" else (p.in_play + p.champions)
            return Action(verb, (self.card(g, rest, places),))
        if verb == "prepare":
            return Action("prepare", (self.card(g, rest, p.champions),))
        if verb == "buy":
            row = [c for c in g.market_row if c is not None]
            if _norm(rest) == "fire gem" and g.fire_gems:
                return Action("buy", (g.fire_gems[-1],))
            return Action("buy", (self.card(g, rest, row),))
        if verb == "target":
            return Action("target", (self.seat(g, rest),))
        if verb == "buy together":
            row = [c for c in g.market_row if c is not None] + g.fire_gems[-1:]
            iid = self.card(g, rest, row)
            for a in g.legal_actions():
                if a.kind == "buy_pooled" and a.args[0] == iid:
                    return a
            return Action("buy_pooled", (iid, 1))
        if verb == "bequeath":
            return Action("bequeath", (self.card(g, rest, p.hand + p.deck + p.discard),))
        if verb == "send":
            m = re.fullmatch(r"(.*?) to (.*)", rest)
            if not m:
                raise MoveError(f"say which card goes to whom: 'send Gold to Cy', not {move!r}")
            return Action("send", (self.card(g, m.group(1), p.discard), self.seat(g, m.group(2))))
        if verb == "stun":
            champ = self.champion_of(g, rest)
            return Action("stun", (champ if champ is not None else self.card(g, rest),))
        if verb == "choose":
            for a in g.legal_actions():
                if a.kind == "choose" and _norm(rest) in _norm(g.describe_action(a)):
                    return a
            return Action("choose", (99,))
        if verb == "attack":
            amount: int | None = None
            m = re.fullmatch(r"(.*?) with (\d+)", rest)
            if m:
                rest, amount = m.group(1), int(m.group(2))
            if self.is_player(g, rest):
                return Action("attack_player", (self.seat(g, rest), amount or max(1, p.combat)))
            champ = self.champion_of(g, rest)
            if champ is None:
                champ = self.card(g, rest)
            if amount is None:
                need = (g.defs[champ].defense or 1) - g.champion_damage.get(champ, 0)
                amount = max(1, min(need, p.combat) if p.combat else need)
            return Action("attack_champion", (champ, amount))
        raise MoveError(f"unknown move {move!r}")  # pragma: no cover - parse() refuses first

    # -- reading the table --------------------------------------------------------------------
    def where(self, game: Any, name: str) -> str:
        bare, owner = _split_owner(name)
        seats = [self.seat(game, owner)] if owner is not None else range(len(game.players))
        for s in seats:
            p = game.players[s]
            who = game.names[s]
            for zone, words in (
                ("champions", f"in play ({who})"),
                ("in_play", f"in play ({who})"),
                ("hand", f"{who}'s hand"),
                ("discard", f"{who}'s discard pile"),
                ("deck", f"{who}'s deck"),
            ):
                if self._named(game, getattr(p, zone), bare):
                    return words
        if self._named(game, game.sacrificed, bare):
            return "the sacrifice pile"
        if self._named(game, [c for c in game.market_row if c is not None], bare):
            return "the market row"
        if self._named(game, game.fire_gems, bare):
            return "the Fire Gem pile"
        return "nowhere on the table"

    def measure(self, game: Game, ask: Mapping[str, Any]) -> Any:
        """Read one fact of the table (see ``data/exercises/FORMAT.md``, "Readings")."""
        g: Any = game
        (what, arg), *_ = ask.items()
        if what == "winner":
            return self.winner(g)
        if what == "to decide":
            return g.names[g.current_player]
        if what == "where":
            return self.where(g, str(arg))
        if what == "market cards":
            return len(g.market_deck) + len([c for c in g.market_row if c is not None])
        if what == "market row":
            return len([c for c in g.market_row if c is not None])
        if what == "fire gems":
            return len(g.fire_gems)
        if what == "sacrificed":
            return len(g.sacrificed)
        if what == "who discards":
            due = [g.names[q.seat] for q in g.players if q.pending_discards]
            return " and ".join(due) if due else "nobody"
        seat = self.seat(g, str(arg))
        p = g.players[seat]
        if what == "health":
            return g.health_of(seat)
        if what in ("gold", "combat"):
            return getattr(p, what)
        if what in ("hand", "deck", "discard", "champions", "in play"):
            return len(getattr(p, what.replace(" ", "_")))
        if what == "personal cards":
            names = sorted(g.defs[c].name for c in p.hand + p.deck + p.discard)
            return ", ".join(f"{names.count(n)} {n}" for n in sorted(set(names)))
        if what == "turn of":
            return g.names[g.active]
        if what == "discards due":
            return int(p.pending_discards)
        raise MoveError(f"unknown reading {what!r}")


# -- Villainous -------------------------------------------------------------------------------


class VillainousAdapter(Adapter):
    """Disney Villainous: villains by name, locations and cards by printed name."""

    game = "villainous"
    verbs = MOVE_VERBS["villainous"]

    def build(self, spec: Mapping[str, Any]) -> Game:
        from toolkit.villainous import VillainousGame

        if "replay" in spec:
            return self.play_replay(spec["replay"])
        position = dict(spec.get("position") or {})
        if is_saved_position(position):  # a whole table: its own villains
            return VillainousGame.from_position(position, seed=spec.get("seed"))
        return VillainousGame.from_position(
            position,
            seed=int(spec.get("seed", 1)),
            villains=list(spec["villains"]),
            fate_token=bool(spec.get("fate_token", True)),
            activation=spec.get("activation", "per_symbol"),
        )

    def new_game(self, spec: Mapping[str, Any]) -> Game:
        from toolkit.villainous import VillainousGame

        return VillainousGame.new(int(spec["seed"]), villains=list(spec["villains"]))

    def make_bots(self, spec: Mapping[str, Any]) -> list[Any]:
        from toolkit.villainous.bots import make_bot

        return [make_bot(b, seed=i) for i, b in enumerate(spec["bots"])]

    def location(self, game: Any, seat: int, name: str) -> int:
        """The index of a location of ``seat``'s realm, by printed name."""
        for i, loc in enumerate(game.players[seat].villain.locations):
            if _norm(loc.name) == _norm(name) or loc.id == name:
                return i
        raise MoveError(f"{game.names[seat]}'s realm has no location called {name!r}")

    def card(self, game: Any, name: str, seat: int | None = None) -> int:
        """An instance of the card called ``name``: in the realm or hand first, else anywhere."""
        key = _norm(name)
        seats = [seat] if seat is not None else range(game.n)
        for s in seats:
            p = game.players[s]
            for c in game.realm_cards(s) + p.hand + p.discard + p.fate_discard:
                if _norm(game.defs[c].name) == key or game.defs[c].id == name:
                    return c
        for c, d in enumerate(game.defs):
            if (_norm(d.name) == key or d.id == name) and (seat is None or game.owner[c] == seat):
                return c
        if seat is not None:
            return self.card(game, name)
        raise MoveError(f"there is no card called {name!r} in this game")

    def slot(self, game: Any, symbol: str) -> str:
        """The board key of a symbol at the villain's location, to ask the engine why not.

        An available slot first; else the location's own symbol, covered or used, so the
        refusal names the rule that closes it (a Hero's cover, one use per turn).
        """
        from toolkit.villainous.derived import board_slots

        for sid, _base, sym, _cov in game.slots():
            if sym.split(":")[0] == symbol:
                return str(sid)
        p = game.players[game.current_player]
        for row in board_slots(p.villain)[p.loc]:
            for key, _pair, name, _sym in row:
                if name == symbol:
                    return str(key)
        return f"L{p.loc}T9"

    def _vanquish_parts(self, game: Any, seat: int, rest: str) -> tuple[int, set[int] | None]:
        """The Hero and (if named) the Allies of ``vanquish Hero with Ally and Ally``."""
        m = re.fullmatch(r"(.*?) with (.*)", rest)
        hero_name, allies = (m.group(1), m.group(2)) if m else (rest, "")
        hero = self.card(game, hero_name, seat)
        wanted = [x.strip() for x in re.split(r",| and ", allies) if x.strip()]
        if not wanted:
            return hero, None
        ally_ids: set[int] = set()
        pool = game.realm_cards(seat)
        for name in wanted:
            cands = [
                c for c in pool if _norm(game.defs[c].name) == _norm(name) and c not in ally_ids
            ]
            if not cands:
                raise MoveError(f"{game.names[seat]} has no Ally called {name!r} in the realm")
            ally_ids.add(cands[0])
        return hero, ally_ids

    def _targets(self, game: Any, action: Action, card: int) -> bool:
        """Whether ``action`` is aimed at ``card`` (from the engine's facts when it gives them)."""
        try:
            info = game.action_info(action)
        except (NotImplementedError, ToolkitError):
            info = None
        if info is not None and info.target_card is not None:
            return bool(info.target_card == card)
        return card in action.args[1:2] or _norm(game.defs[card].name) in _norm(
            game.describe_action(action)
        )

    def play(self, game: Game, move: str) -> None:
        """Make ``move`` on ``game``: its action, then any choice the move itself names.

        A Vanquish whose Allies are chosen after it ("vanquish Peter Pan with Pirate Brute
        and Pirate Brute") adds the named Allies one by one, then confirms; with no Ally
        named, Allies are added in the engine's order until the Vanquish can be confirmed.

        Raises
        ------
        IllegalActionError
            If the engine refuses any step (nothing more is done).
        """
        g: Any = game
        seat = g.current_player
        verb, rest = self.parse(move)
        ally_ids = self._vanquish_parts(g, seat, rest)[1] if verb == "vanquish" else None
        g.apply(self.resolve(g, move))
        if verb != "vanquish":
            return
        todo = set(ally_ids or ())
        while g.pending is not None and g.pending.kind == "vanquish":
            options = g.pending_decision.options
            pick = next((o for o in options if o.card in todo), None)
            if pick is None:
                done = [o for o in options if o.action.kind != "vanquish_ally"]
                adds = [o for o in options if o.action.kind == "vanquish_ally"]
                if done and (ally_ids is not None or not adds or not todo):
                    pick = done[0]
                elif ally_ids is None and adds:
                    pick = adds[0]
                else:
                    raise MoveError(f"the Allies named in {move!r} cannot all be chosen")
            todo.discard(pick.card if pick.card is not None else -1)
            g.apply(pick.action)

    def _vanquish_allies(self, game: Any, action: Action) -> set[int]:
        """The Allies a Vanquish uses, from the engine's facts when it gives them."""
        try:
            info = game.action_info(action)
        except (NotImplementedError, ToolkitError):
            info = None
        if info is not None:
            for key, value in info.extra:
                if key == "allies":
                    return set(value)
        found: set[int] = set()
        for a in action.args:
            if isinstance(a, tuple):
                found |= set(a)
        return found

    def resolve(self, game: Game, move: str) -> Action:
        g: Any = game
        verb, rest = self.parse(move)
        seat = g.current_player
        who = g.names[seat]
        legal = g.legal_actions()

        def said(text: str) -> Action | None:
            for a in legal:
                if _norm(g.describe_action(a)) == _norm(text):
                    return a
            return None

        if verb == "end turn":
            return Action("end")
        if verb == "move to":
            li = self.location(g, seat, rest)
            return said(f"{who} moves to {rest}") or Action("move", (li,))
        if verb == "gain power":
            for a in legal:
                if a.kind == "power":
                    return a
            return Action("power", (self.slot(g, "gain_power"),))
        if verb == "choose":
            for a in legal:
                if a.kind == "choose" and g.pending is not None:
                    label = g.pending.labels[a.args[0]]
                    if _norm(rest) in _norm(label):
                        return a
            return Action("choose", (99,))
        if verb == "vanquish":
            hero, ally_ids = self._vanquish_parts(g, seat, rest)
            # One action names the Allies (a set listed in full), or the Allies are chosen
            # next, one decision each (see play()); either way found among the legal actions.
            found = [a for a in legal if a.kind == "vanquish" and self._targets(g, a, hero)]
            for a in found:
                named = self._vanquish_allies(g, a)
                if not named or ally_ids is None or named == ally_ids:
                    return a
            slot = self.slot(g, "vanquish")
            tries = [
                Action("vanquish", (slot, hero)),
                Action("vanquish", (slot, hero, tuple(sorted(ally_ids or ())))),
            ]
            for a in tries:  # the shape the engine reads: its refusal names a rule
                err = g.why_illegal(a)
                if err is not None and err.rule is not None:
                    return a
            return tries[-1]
        if verb == "fate":
            target = self.seat(g, rest)
            return said(f"{who} takes a Fate action against {g.names[target]}") or Action(
                "fate", (self.slot(g, "fate"), target)
            )
        if verb == "play":
            m = re.fullmatch(r"(.*?) at (.*)", rest)
            name, at = (m.group(1), m.group(2)) if m else (rest, None)
            iid = self.card(g, name, seat)
            for a in legal:
                if a.kind == "play" and iid in a.args[1:2]:
                    text = _norm(g.describe_action(a))
                    if at is None or _norm(at) in text:
                        return a
            li = self.location(g, seat, at) if at else g.players[seat].loc
            return Action("play", (self.slot(g, "play_card"), iid, li, -1, 0))
        if verb == "activate":
            iid = self.card(g, rest, seat)
            return said(f"{who} activates {g.defs[iid].name}") or Action(
                "activate", (self.slot(g, "activate"), iid)
            )
        if verb == "discard":
            iid = self.card(g, rest, seat)
            return said(f"{who} discards {g.defs[iid].name}") or Action(
                "discard", (self.slot(g, "discard_cards"), iid)
            )
        if verb in ("move hero", "move ally", "move item"):
            m = re.fullmatch(r"(.*?) to (.*)", rest)
            if not m:
                raise MoveError(f"say where to: 'move hero Wendy to Skull Rock', not {move!r}")
            iid = self.card(g, m.group(1), seat)
            li = self.location(g, seat, m.group(2))
            kind = "move_hero" if verb == "move hero" else "move_ally"
            symbol = "move_hero" if verb == "move hero" else "move_item_or_ally"
            return said(f"{who} moves {g.defs[iid].name} to {m.group(2)}") or Action(
                kind, (self.slot(g, symbol), iid, li)
            )
        raise MoveError(f"unknown move {move!r}")  # pragma: no cover

    def where(self, game: Any, name: str) -> str:
        key = _norm(name)
        for s in range(game.n):
            p = game.players[s]
            who = game.names[s]
            for c in game.realm_cards(s):
                if _norm(game.defs[c].name) == key:
                    return f"{game.loc_name(s, game.loc_of(c))} ({who})"
            for pile, words in (
                (p.hand, f"{who}'s hand"),
                (p.discard, f"{who}'s villain discard pile"),
                (p.fate_discard, f"{who}'s fate discard pile"),
            ):
                if any(_norm(game.defs[c].name) == key for c in pile):
                    return words
        return "in a deck"

    def measure(self, game: Game, ask: Mapping[str, Any]) -> Any:
        g: Any = game
        (what, arg), *_ = ask.items()
        if what == "winner":
            return self.winner(g)
        if what == "to decide":
            return g.names[g.current_player]
        if what == "where":
            return self.where(g, str(arg))
        if what == "fate token":
            return "nobody" if g.fate_holder is None else g.names[g.fate_holder]
        if what == "strength":
            return g.strength(self.card(g, str(arg)))
        seat = self.seat(g, str(arg))
        p = g.players[seat]
        if what == "power":
            return p.power
        if what == "location":
            return g.loc_name(seat, p.loc)
        if what in ("hand", "deck", "discard", "fate deck"):
            return len(getattr(p, what.replace(" ", "_")))
        if what == "locked":
            names = [g.loc_name(seat, li) for li in sorted(p.locked)]
            return ", ".join(names) if names else "none"
        if what == "turn of":
            return g.names[g.active]
        raise MoveError(f"unknown reading {what!r}")


ADAPTERS: dict[str, Adapter] = {
    "hero-realms": HeroRealmsAdapter(),
    "villainous": VillainousAdapter(),
}


def adapter_for(game: str) -> Adapter:
    """The adapter of ``game`` (``"hero-realms"`` or ``"villainous"``)."""
    try:
        return ADAPTERS[game]
    except KeyError:
        raise MoveError(f"unknown game {game!r}; choose from {', '.join(ADAPTERS)}") from None
