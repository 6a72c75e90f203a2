"""The Fate action's choice: which revealed card is played and where; the others are
discarded (V-F1, V-F2), with Sleepy's "play both" (the special ``sleepy_play_both``).

No data verb: the step ``_fate`` that the Fate action (and ``play_top_fate``) puts on
the stack once the cards are revealed, written as the verb families are (plain
functions of the game, see :mod:`toolkit.villainous.effects`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from toolkit.villainous import specials
from toolkit.villainous.carddef import Effect
from toolkit.villainous.effects_cards import placed_label
from toolkit.villainous.frame import Frame
from toolkit.villainous.labels import label
from toolkit.villainous.vocabulary import Apply, Resolver

if TYPE_CHECKING:
    from toolkit.villainous.interpreter import Interpreter

__all__ = ["APPLY", "RESOLVE", "fate"]


def fate(game: Interpreter, fr: Frame, a: Any) -> Any:
    """Choose which revealed card to play and where; discard the rest (V-F1, V-F2)."""
    seat = fr.owner
    revealed = [i for i in fr.held if i in game.limbo]
    # V-F1 plays one of the revealed cards: one that played itself on reveal (Snow White)
    # is that card, so the rest are discarded, unless Sleepy lets both be played
    played = [i for i in fr.held if i not in game.limbo and game.in_realm(i)]
    both_ok = False
    if played and revealed:
        both_ok = any(game.defs[i].special == specials.PLAY_BOTH for i in (*played, *revealed))
        if not both_ok:
            _discard_revealed(game, seat, revealed, "revealed with it")
            fr.held = []
            return True
    opts: list[tuple[str, Any]] = []
    for iid in revealed:
        for li, h in game.fate_placements(seat, iid):
            opts.append((placed_label(game, seat, iid, li, h), (iid, li, h)))
    sleepy = [i for i in revealed if game.defs[i].special == specials.PLAY_BOTH]
    if sleepy and len(revealed) == 2:
        other = next(i for i in revealed if i != sleepy[0])
        if game.fate_placements(seat, other):
            opts.append((label("play both (Sleepy)"), ("both",)))
    if both_ok and opts:  # Sleepy: the second card "may" be played
        opts.append((label("discard {card}", card=game.card_name(revealed[0])), None))
    if not opts:
        for iid in revealed:  # V-F2: discarded, no further reveal
            game.limbo.discard(iid)
            game._discard_pile(iid).append(iid)
            game.events.append(("unplayable", seat, iid))
        fr.held = []
        return True
    return game._offer(fr, "fate", opts, "fate", (tuple(revealed), tuple(opts)), a)


def _fate_apply(
    game: Interpreter, fr: Frame, a: Any, state: tuple[tuple[int, ...], tuple[Any, ...]], v: Any
) -> Any:
    seat = fr.owner
    revealed = list(state[0])
    if v == ("both",):
        # Sleepy: both cards are played and each resolves normally, so the Fate player
        # picks the card played first and its place; the other is placed once the first
        # has resolved (it may then go on a Hero just played, or have no place: V-F2)
        rest = [o for o in state[1] if o[1] != ("both",)]
        return game._offer(fr, ("fate", 1), rest, "fate_first", state[0], a)
    if v is None:
        _discard_revealed(game, seat, revealed, "not chosen")
        fr.held = []
        return True
    iid, li, h = v
    _discard_revealed(game, seat, [o for o in revealed if o != iid], "not chosen")
    fr.held = []
    _play_fate_card(game, fr, seat, iid, li, h)
    return True


def _fate_first_apply(
    game: Interpreter, fr: Frame, a: Any, revealed: tuple[int, ...], w: Any
) -> Any:
    """Sleepy's "play both": the card played first; the other waits for its place."""
    seat = fr.owner
    iid, li, h = w
    other = next(i for i in revealed if i != iid)
    fr.held = []
    sub = Frame(seat, fr.chooser, None, [Effect("_fate", {})])
    sub.held = [other]
    sub.scratch["revealed"] = [other]
    game.stack.append(sub)
    _play_fate_card(game, fr, seat, iid, li, h)
    return True


def _discard_revealed(game: Interpreter, seat: int, cards: list[int], why: str) -> None:
    """Put revealed Fate cards that are not played on their discard pile (V-F1)."""
    for o in cards:
        game.limbo.discard(o)
        game._discard_pile(o).append(o)
        game._emit(("discard", seat, o, why))


def _play_fate_card(game: Interpreter, fr: Frame, seat: int, iid: int, li: int, h: int) -> None:
    game.limbo.discard(iid)
    game._put_into_play(seat, fr.chooser, iid, li, h)


RESOLVE: Final[dict[str, Resolver]] = {"_fate": fate}
"""The step of this module and the function that resolves it."""

APPLY: Final[dict[str, Apply]] = {"fate": _fate_apply, "fate_first": _fate_first_apply}
"""The second half of each question this module offers, by the step name it gives."""
