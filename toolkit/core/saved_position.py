"""What both engines' saved positions share (see ``docs/positions.md``).

Both engines draw every random choice from one :class:`random.Random` (a Mersenne
Twister); :func:`pack_rng` writes its 624 words and index as base64 text (the
``rng_state`` of a ``state_dict``) and :func:`unpack_rng` reads it back, refusing
anything else with a :class:`~toolkit.core.errors.SetupError`, so that a game set up
from a saved position shuffles on as the saved game would. :func:`check_playable`
refuses a rebuilt table whose pending question the rules cannot read.

The rest is the shape both engines' ``saved_position`` modules share when they read a
snapshot back: :func:`is_saved_position` tells a whole saved table from a few
placements, :func:`check_keys` refuses a snapshot of another game or with missing or
unknown keys, :func:`whole_number` reads a count, :class:`Placer` places each card
instance once under its own card id, :func:`disagreements` lists the saved values the
rebuilt table does not have (:func:`refuse_disagreements` refuses them), and
:func:`offsets` gives the decisions and events the saved game had made.
"""

from __future__ import annotations

import base64
import random
import struct
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeGuard

from toolkit.core.errors import SetupError, short_repr

if TYPE_CHECKING:
    from toolkit.core.game import Game

_RNG_WORDS = 625  # the Mersenne Twister's 624 words and its index


def pack_rng(rng: random.Random) -> str:
    """The shuffler's whole state as a short text (``rng_state`` of a snapshot).

    Raises
    ------
    ValueError
        If ``rng`` is not in the standard Mersenne Twister state.

    Examples
    --------
    >>> r = random.Random(3)
    >>> s = random.Random()
    >>> s.setstate(unpack_rng(pack_rng(r)))
    >>> s.random() == r.random()
    True
    """
    version, words, gauss = rng.getstate()
    if version != 3 or gauss is not None or len(words) != _RNG_WORDS:
        raise ValueError("only the standard Mersenne Twister state can be saved")
    return base64.b64encode(struct.pack(f"<{_RNG_WORDS}I", *words)).decode("ascii")


def unpack_rng(text: Any) -> tuple[Any, ...]:
    """The state :func:`pack_rng` wrote, for :meth:`random.Random.setstate`.

    Raises
    ------
    SetupError
        If ``text`` is not a state :func:`pack_rng` wrote.
    """
    try:
        raw = base64.b64decode(text.encode("ascii"), validate=True)
        words = struct.unpack(f"<{_RNG_WORDS}I", raw)
    except (AttributeError, UnicodeError, ValueError, struct.error) as err:
        raise SetupError(f"position: rng_state is not a saved shuffler state ({err})") from None
    if words[-1] > 624:
        raise SetupError("position: rng_state is not a saved shuffler state (bad index)")
    return (3, words, None)


def check_playable(game: Game) -> None:
    """Refuse a rebuilt table whose pending question or queued effects the rules cannot read.

    Raises
    ------
    SetupError
        If listing the legal actions fails on what the position holds.
    """
    if game.over:
        return
    try:
        game.legal_actions()
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as err:
        raise SetupError(
            f"position: the pending decision or the queued effects cannot be read ({err!r})"
        ) from None


def is_saved_position(position: Any) -> TypeGuard[Mapping[str, Any]]:
    """Whether ``position`` is a whole saved table (it names the game), not a few placements.

    Examples
    --------
    >>> is_saved_position({"game": "hero-realms"}), is_saved_position({"active": 0})
    (True, False)
    """
    return isinstance(position, Mapping) and "game" in position


def check_keys(
    position: Mapping[str, Any], game_id: str, required: Sequence[str], optional: Collection[str]
) -> None:
    """Refuse a snapshot of another game, or one that lacks a key or has an unknown one.

    Raises
    ------
    SetupError
        Naming the game it is of, or the missing and unknown keys.

    Examples
    --------
    >>> check_keys({"game": "g", "turn": 1, "colour": 2}, "g", ("turn", "active"), ("seed",))
    Traceback (most recent call last):
    ...
    toolkit.core.errors.SetupError: position: a saved position lacks ['active'] and has unknown key(s) ['colour']
    """
    if position.get("game") != game_id:
        raise SetupError(
            f"position: this is a saved position of {short_repr(position.get('game'))}, "
            f"not of {game_id}"
        )
    known = {"game", *required, *optional}
    missing = [k for k in required if k not in position]
    unknown = sorted(set(position) - known, key=str)
    if missing or unknown:
        raise SetupError(
            "position: a saved position"
            + (f" lacks {missing}" if missing else "")
            + (" and" if missing and unknown else "")
            + (f" has unknown key(s) {[str(k) for k in unknown]}" if unknown else "")
        )


def whole_number(value: Any, where: str, low: int = 0) -> int:
    """``value`` if it is a whole number from ``low`` to a million, else a refusal.

    Raises
    ------
    SetupError
        Naming ``where`` and the value.

    Examples
    --------
    >>> whole_number(3, "turn", 1)
    3
    >>> whole_number(True, "gold")
    Traceback (most recent call last):
    ...
    toolkit.core.errors.SetupError: position: gold must be a whole number >= 0, got True
    """
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= 10**6:
        raise SetupError(
            f"position: {where} must be a whole number >= {low}, got {short_repr(value)}"
        )
    return value


class Placer:
    """Places each card instance of a snapshot once, under its own card id.

    Parameters
    ----------
    defs:
        The game's card definitions by instance (each with an ``id``).
    key:
        The key of an entry that holds the instance number (``"instance"``, ``"id"``).
    """

    __slots__ = ("defs", "key", "seen")

    def __init__(self, defs: Sequence[Any], key: str) -> None:
        self.defs = defs
        self.key = key
        self.seen: set[int] = set()
        """The instances placed so far."""

    def one(self, entry: Any, where: str) -> int:
        """The instance an entry ``{key: instance, "card": id}`` places.

        Raises
        ------
        SetupError
            If the entry is not a card, names no instance, the wrong card, or one placed before.
        """
        if not isinstance(entry, Mapping):
            raise SetupError(f"position: {where} holds {short_repr(entry)}, not a card")
        iid, card = entry.get(self.key), entry.get("card")
        defs = self.defs
        if isinstance(iid, bool) or not isinstance(iid, int) or not 0 <= iid < len(defs):
            raise SetupError(f"position: {where}: no card instance {short_repr(iid)}")
        if defs[iid].id != card:
            raise SetupError(
                f"position: {where}: instance {iid} is {defs[iid].id!r}, not {short_repr(card)}"
            )
        if iid in self.seen:
            raise SetupError(f"position: {where}: instance {iid} is placed twice")
        self.seen.add(iid)
        return iid

    def zone(self, entries: Any, where: str) -> list[int]:
        """The instances a list of entries places, in order.

        Raises
        ------
        SetupError
            If ``entries`` is not a list, or for an entry :meth:`one` refuses.
        """
        if not isinstance(entries, list):
            raise SetupError(f"position: {where} must be a list of cards")
        return [self.one(e, where) for e in entries]


def disagreements(
    got: Mapping[str, Any], position: Mapping[str, Any], skip: Collection[str]
) -> list[str]:
    """The keys of ``position`` whose values the rebuilt table's snapshot ``got`` does not
    have (``skip`` aside), and per seat the keys that differ (a seat may leave keys out).

    Examples
    --------
    >>> got = {"turn": 2, "players": [{"gold": 1, "name": "A"}]}
    >>> disagreements(got, {"turn": 3, "players": [{"gold": 2}]}, ())
    ['turn', "players[0] ['gold']"]
    """
    wrong = [
        k
        for k in position
        if k in got and k not in skip and k != "players" and got[k] != position[k]
    ]
    for seat, (a, b) in enumerate(zip(got["players"], position["players"], strict=True)):
        bad = sorted(k for k in b if a.get(k) != b[k])
        if bad:
            wrong.append(f"players[{seat}] {bad}")
    return wrong


def refuse_disagreements(wrong: Sequence[str]) -> None:
    """Refuse a position whose values disagree with the table rebuilt from it.

    Raises
    ------
    SetupError
        Naming what disagrees, when ``wrong`` is not empty.
    """
    if wrong:
        raise SetupError(f"position: {', '.join(wrong)} disagree(s) with the rest of the position")


def offsets(game: Game) -> tuple[int, int]:
    """How many decisions and events the game a saved position came from had made.

    A game's ``state_dict`` counts on from these; (0, 0) for a game not set up from a
    saved position.
    """
    position = game.setup.get("position")
    if not is_saved_position(position):
        return 0, 0
    return position.get("decisions", 0), position.get("events", 0) - len(game.setup_events())
