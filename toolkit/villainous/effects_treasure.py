"""The effect verbs of Treasure tokens: place, reveal, swap and shuffle them back.

Each verb is declared here by its :class:`~toolkit.villainous.vocabulary.Verb` record (a
constant named after it: parameters, words, meaning), written just above the plain
function ``verb(game, frame, params)`` that resolves it; a verb that asks a question
names the step that applies the answer, a function of :data:`APPLY`. The module exports
its verbs' records (:data:`VERBS`, assembled by :mod:`toolkit.villainous.verbs`) and its
part of the resolver table (:data:`RESOLVE`, joined by :mod:`toolkit.villainous.effects`).
The game parameter is typed with :class:`~toolkit.villainous.interpreter.Interpreter`, the
lowest layer that has everything the functions call.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any, Final

from toolkit.i18n.messages import N_
from toolkit.villainous.frame import Frame
from toolkit.villainous.labels import label
from toolkit.villainous.vocabulary import TARGET, Apply, Param, Resolver, Verb, one_shot

if TYPE_CHECKING:
    from toolkit.villainous.interpreter import Interpreter

__all__ = ["APPLY", "RESOLVE"]


TREASURE_PLACE: Final = one_shot(
    "treasure_place",
    N_("put a face-down Treasure on {what}"),
    "put a random face-down token on a Hero without one",
    TARGET,
)


def treasure_place(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``treasure_place``: put a random face-down token on a Hero without one."""
    p = game.players[fr.owner]
    if not p.treasure_supply:
        return True
    sel = a["target"]
    cands = [
        c for c in game._select(fr, sel) if game.defs[c].type == "hero" and c not in p.treasure_on
    ]
    opts = [(game.card_name(c), c) for c in cands]
    return game._offer(fr, "target", opts, "treasure_place", None, a)


def _treasure_place_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    p = game.players[fr.owner]
    if v is None or not game.in_realm(v) or not p.treasure_supply:
        return True
    tok = p.treasure_supply.pop()
    p.treasure_on[v] = [tok, False]
    game._realm_changed(p.seat)
    game.events.append(("treasure_placed", p.seat, v))
    return True


TREASURE_REVEAL: Final = one_shot(
    "treasure_reveal",
    N_("turn a Treasure face up"),
    "turn a face-down token on a Hero face up",
    TARGET,
)


def treasure_reveal(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``treasure_reveal``: turn a face-down token on a Hero face up."""
    p = game.players[fr.owner]
    cands = [
        c for c in game._select(fr, a["target"]) if c in p.treasure_on and not p.treasure_on[c][1]
    ]
    opts = [(game.card_name(c), c) for c in cands]
    return game._offer(fr, "target", opts, "treasure_reveal", None, a)


def _treasure_reveal_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    if v is None:
        return True
    p = game.players[fr.owner]
    p.treasure_on[v][1] = True
    game._realm_changed(p.seat)
    tok = p.treasure_on[v][0]
    game._emit(("treasure_revealed", p.seat, v, tok))
    return True


TREASURE_SWAP: Final = one_shot(
    "treasure_swap",
    N_("swap or move Treasures"),
    "swap the tokens of two Heroes (or move one)",
    Param("allow_move", "bool"),
)


def treasure_swap(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``treasure_swap``: swap the tokens of two Heroes (or move one)."""
    p = game.players[fr.owner]
    with_tok = [h for h in game.heroes(fr.owner) if h in p.treasure_on]
    without = [h for h in game.heroes(fr.owner) if h not in p.treasure_on]
    opts: list[tuple[str, Any]] = []
    for x, y in itertools.combinations(with_tok, 2):
        swap = label("swap {card} and {other}", card=game.card_name(x), other=game.card_name(y))
        opts.append((swap, (x, y)))
    if a.get("allow_move"):
        for x in with_tok:
            for y in without:
                move = label(
                    "move from {card} to {other}",
                    card=game.card_name(x),
                    other=game.card_name(y),
                )
                opts.append((move, (x, y)))
    return game._offer(fr, "swap", opts, "treasure_swap", None, a)


def _treasure_swap_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    if v is None:
        return True
    p = game.players[fr.owner]
    x, y = v
    tx, ty = p.treasure_on.pop(x, None), p.treasure_on.pop(y, None)
    game._realm_changed(p.seat)
    if tx is not None:
        p.treasure_on[y] = tx
        game._realm_changed(p.seat)
    if ty is not None:
        p.treasure_on[x] = ty
        game._realm_changed(p.seat)
    game.events.append(("treasure_swapped", p.seat, x, y))
    return True


TREASURE_SHUFFLE_BACK: Final = one_shot(
    "treasure_shuffle_back",
    N_("return a Treasure to the supply"),
    "take the token off a Hero and shuffle it into the supply",
    TARGET,
)


def treasure_shuffle_back(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Resolve ``treasure_shuffle_back``: take the token off a Hero and shuffle it into the supply."""
    p = game.players[fr.owner]
    cands = [c for c in game._select(fr, a["target"]) if c in p.treasure_on]
    opts = [(game.card_name(c), c) for c in cands]
    return game._offer(fr, "target", opts, "treasure_shuffle_back", None, a)


def _treasure_shuffle_back_apply(game: Interpreter, fr: Frame, a: Any, state: None, v: Any) -> Any:
    if v is None:
        return True
    p = game.players[fr.owner]
    tok = p.treasure_on.pop(v)
    game._realm_changed(p.seat)
    game._treasure_back(p.seat, tok[0])
    return True


RESOLVE: Final[dict[str, Resolver]] = {
    "treasure_place": treasure_place,
    "treasure_reveal": treasure_reveal,
    "treasure_swap": treasure_swap,
    "treasure_shuffle_back": treasure_shuffle_back,
}
"""The verbs (and steps) of this family and the function that resolves each."""

APPLY: Final[dict[str, Apply]] = {
    "treasure_place": _treasure_place_apply,
    "treasure_reveal": _treasure_reveal_apply,
    "treasure_swap": _treasure_swap_apply,
    "treasure_shuffle_back": _treasure_shuffle_back_apply,
}
"""The second half of each question this family offers, by the step name it gives."""

VERBS: Final[tuple[Verb, ...]] = (
    TREASURE_PLACE,
    TREASURE_REVEAL,
    TREASURE_SWAP,
    TREASURE_SHUFFLE_BACK,
)
"""The declarations of this family's verbs, in the order of the module."""
