"""What both engines' saved positions share (see ``docs/positions.md``).

Both engines draw every random choice from one :class:`random.Random` (a Mersenne
Twister); :func:`pack_rng` writes its 624 words and index as base64 text (the
``rng_state`` of a ``state_dict``) and :func:`unpack_rng` reads it back, refusing
anything else with a :class:`~toolkit.core.errors.SetupError`, so that a game set up
from a saved position shuffles on as the saved game would. :func:`check_playable`
refuses a rebuilt table whose pending question the rules cannot read.
"""

from __future__ import annotations

import base64
import random
import struct
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import SetupError

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
