"""The answers a table offers: one per distinct move, a labelled button per kind of move.

Moves whose words and outcomes are the same are one answer; moves with the same words
and different outcomes are told apart by where they happen. Every kind of move made on a
card, a player or a location also has a button of its own that asks which one. Before a
turn ends with something unused, the table says what (:func:`unused`). These functions
are methods of :class:`~toolkit.play.model.TableModel`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from toolkit.i18n.grammar import fill
from toolkit.i18n.messages import N_
from toolkit.play.board import Control, Message

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.contract import ActionInfo
    from toolkit.core.game import Game
    from toolkit.play.model import TableModel

_KIND_BUTTONS: dict[str, str] = {
    "play": N_("Play a card…"),
    "buy": N_("Buy a card…"),
    "attack_player": N_("Attack…"),
    "attack_champion": N_("Attack…"),
    "expend": N_("Use a champion…"),
    "ally": N_("Ally ability…"),
    "sacrifice": N_("Sacrifice a card…"),
    "discard": N_("Discard cards…"),
    "fate": N_("Fate against…"),
    "move": N_("Move your mover…"),
    "move_ally": N_("Move an Item or Ally…"),
    "move_hero": N_("Move a Hero…"),
    "vanquish": N_("Vanquish a Hero…"),
    "activate": N_("Activate a card…"),
}
"""The labelled button of each kind of move that is otherwise made on a card, a player
or a location: pressed, it asks which of the moves of that kind (one answer each)."""

_ACTION_BUTTONS: dict[str, str] = {
    "power": N_("Take the Gain Power action"),
}
"""The button of each kind of move made on nothing else, in the imperative (the
narration's sentence says what someone did; a button says what to do)."""

_KIND_QUESTIONS: dict[str, str] = {
    "play": N_("Which card should {name} play?"),
    "buy": N_("Which card should {name} buy?"),
    "attack_player": N_("What should {name} attack?"),
    "attack_champion": N_("What should {name} attack?"),
    "expend": N_("Which champion should {name} use?"),
    "ally": N_("Which ally ability should {name} use?"),
    "sacrifice": N_("Which card should {name} sacrifice?"),
    "discard": N_("Which cards should {name} discard?"),
    "fate": N_("Against whom should {name} take a Fate action?"),
    "move": N_("Where should {name} move?"),
    "move_ally": N_("Which Item or Ally should {name} move, and where?"),
    "move_hero": N_("Which Hero should {name} move, and where?"),
    "vanquish": N_("Which Hero should {name} vanquish, and with which Allies?"),
    "activate": N_("Which card should {name} activate?"),
}


def _thrown(self: TableModel, game: Game, action: Action) -> int:
    """How many cards of the hand a move (to a location) discards by itself."""
    if action.kind != "move":
        return 0
    seat = game.current_player
    after = game.clone()
    after.apply(action)
    return sum(
        1 for e in after.step_events(len(after.decisions) - 1) if e[0] == "discard" and e[1] == seat
    )


def distinct(
    self: TableModel, actions: Sequence[Action], labels: Sequence[str] | None = None
) -> tuple[list[str], list[Action]]:
    """One answer per distinct move, each labelled by what differs.

    Moves whose words are the same and whose outcomes are the same (a Gold or
    another Gold of the same hand) are one answer; moves with the same words but
    different outcomes are told apart by their location, or else numbered.
    """
    game = self.game
    t = self.t
    labels = list(labels) if labels is not None else [self._label(a) for a in actions]
    key = (len(game.decisions), id(game), tuple(actions), tuple(labels))
    cached = self._distinct_cache
    if cached is not None and cached[0] == key:
        return list(cached[1]), list(cached[2])
    out_labels: list[str] = []
    out_actions: list[Action] = []
    groups: dict[str, list[int]] = {}
    for i, label in enumerate(labels):
        groups.setdefault(label, []).append(i)
    done: set[int] = set()
    for i, label in enumerate(labels):
        if i in done:
            continue
        same = groups[label]
        done.update(same)
        if len(same) == 1:
            out_labels.append(label)
            out_actions.append(actions[i])
            continue
        kept: list[int] = []
        seen: set[Any] = set()
        for k in same:
            outcome = self._outcome(actions[k])
            if outcome not in seen:
                seen.add(outcome)
                kept.append(k)
        if len(kept) == 1:
            out_labels.append(label)
            out_actions.append(actions[kept[0]])
            continue
        infos = [game.action_info(actions[k]) for k in kept]
        places = [self._place(info) for info in infos]
        for n, (k, place) in enumerate(zip(kept, places, strict=True)):
            if all(places) and len(set(places)) == len(places):
                extra = place
            else:
                extra = t.tr("way {n}", n=n + 1) + (f", {place}" if place else "")
            out_labels.append(f"{label} ({extra})")
            out_actions.append(actions[k])
    self._distinct_cache = (key, tuple(out_labels), tuple(out_actions))
    return out_labels, out_actions


def _place(self: TableModel, info: ActionInfo) -> str:
    """Where a move happens, in words ("at Jolly Roger"), or ""."""
    if info.location:
        at = self.t.gettext("at {location}")  # only Villainous moves have a location
        return fill(self.t, at, "villainous", location=info.location)
    return ""


def _outcome(self: TableModel, action: Action) -> tuple[Any, ...]:
    """What the table looks like after ``action`` (cards of a pile in any order)."""
    after = self.game.clone()
    after.apply(action)
    lines = str(after).splitlines()
    shape = tuple(tuple(sorted(re.split(r", |: |; ", line))) for line in lines)
    pending = after.pending_decision
    asked = tuple(sorted(o.label for o in pending.options)) if pending is not None else ()
    return shape, asked


def unused(self: TableModel) -> list[str]:
    """What the seat to act would leave unused by ending the turn now, in words
    (gold, combat, cards still playable, moves still open); empty when nothing."""
    game = self.game
    t = self.t
    out: list[str] = []
    kinds = [info.kind for info in self.facts()]
    if game.game_name == "hero-realms":
        p = game.players[game.current_player]  # type: ignore[attr-defined]
        if p.gold > 0 and "buy" in kinds:
            out.append(t.tr("{n} gold unspent", n=p.gold))
        if p.combat > 0 and ("attack_player" in kinds or "attack_champion" in kinds):
            out.append(t.plural("{n} combat unspent", "{n} combat unspent", p.combat))
        playable = {info.card for info in self.facts() if info.kind == "play"}
        if playable:
            out.append(
                t.plural("{n} card still playable", "{n} cards still playable", len(playable))
            )
        used = {"expend", "ally", "sacrifice"} & set(kinds)
        if used - {"sacrifice"}:
            out.append(t.gettext("a champion or ally ability still unused"))
        return out
    moves = [k for k in kinds if k not in ("end", "move", "discard")]
    if moves:
        power = game.players[game.current_player].power  # type: ignore[attr-defined]
        out.append(
            t.plural("{n} action still possible", "{n} actions still possible", len(moves))
            + (t.tr(" ({n} Power unspent)", n=power) if power and "play" in moves else "")
        )
    return out


def _ask_kind(self: TableModel, name: str, actions: list[Action]) -> Message:
    """A kind's button was pressed: ask which of its moves (one answer each)."""
    kind = name.removeprefix("kind:")
    ask = _KIND_QUESTIONS.get(kind, _KIND_QUESTIONS.get(f"{kind}_player"))
    who = self.names[self.to_act]
    question = (
        self.t.tr(ask, name=who)
        if ask is not None
        else self.t.tr("What should {name} do?", name=who)
    )
    self._choice = (question, list(actions))
    self._confirming = False
    return self._say("info", question)


def _controls(self: TableModel) -> list[Control]:
    """A button for each legal action that no card, player or location stands for."""
    game = self.game
    self._control_actions = {}
    self._standard = {}
    self._kind_actions = {}
    out: list[Control] = []
    if game.over or self.handover is not None or self.to_act in self.bots:
        return out
    if self.pending() is None:
        by_kind: dict[str, list[Action]] = {}
        for info in self.facts():
            if info.card is None and info.target_card is None and info.location is None:
                continue
            key = "attack" if info.kind.startswith("attack_") else info.kind
            by_kind.setdefault(key, []).append(info.action)
        if by_kind and game.game_name == "hero-realms":
            for info in self.facts():
                if info.kind == "attack_player" and "attack" in by_kind:
                    by_kind["attack"].append(info.action)
        for key, actions in by_kind.items():
            word = _KIND_BUTTONS.get(key, _KIND_BUTTONS.get(f"{key}_player"))
            label = (
                self.t.gettext(word)
                if word is not None
                else key.replace("_", " ").capitalize() + "…"
            )
            name = f"kind:{key}"
            self._kind_actions[name] = actions
            out.append(Control(name, label))
        for info in self.facts():
            if info.card is not None or info.target_card is not None or info.location is not None:
                continue
            if info.target_player is not None and info.target_player != self.to_act:
                continue  # the button on that player's panel ("Fate against Ben") is its control
            name = (
                info.kind if info.kind not in self._control_actions else f"{info.kind}:{len(out)}"
            )
            if info.action == _end_action(game):
                label = self.t.gettext("End turn")
            elif info.kind in _ACTION_BUTTONS:
                label = self.t.gettext(_ACTION_BUTTONS[info.kind])
            else:
                label = _button_label(self._label(info.action, info), names=self.names)
            self._control_actions[name] = info.action
            out.append(Control(name, label))
    end = _end_action(game)
    if end is not None and not any(a == end for a in self._control_actions.values()):
        # End turn is always on the board; pressed when it is not allowed, the engine says why.
        self._standard[end.kind] = end
        out.append(Control(end.kind, self.t.gettext("End turn"), playable=False))
    return out


def _end_action(game: Game) -> Action | None:
    from toolkit.core.actions import Action

    name = {"hero-realms": "end_turn", "villainous": "end"}.get(game.game_name)
    return Action(name) if name else None


def _button_label(label: str, *, names: list[str]) -> str:
    """An action's label for a button: without the acting player's name in front."""
    for n in sorted(names, key=len, reverse=True):
        if label.startswith(n + " "):
            rest = label[len(n) + 1 :]
            return rest[:1].upper() + rest[1:]
    return label
