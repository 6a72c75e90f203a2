"""What the saved-position tests of both games check, written once.

Each game's ``test_saved_position.py`` plays its own seeded games and breaks its own
snapshots; these helpers hold the checks they share: a rebuilt game is the same game
and plays on identically (:func:`assert_plays_on_identically`), it replays from its log
(:func:`assert_replays_from_its_log`), and a broken snapshot is refused without being
changed (:func:`assert_refused`).
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from toolkit.core.errors import SetupError
from toolkit.core.log import GameLog


def assert_plays_on_identically(game: Any, later: int, steps: int = 40) -> Any:
    """Save ``game`` as JSON, rebuild it, and play both on with the same random decisions.

    Returns the rebuilt game, for checks of the game's own.
    """
    saved = json.loads(json.dumps(game.state_dict()))  # as a teacher would store it
    again = type(game).from_position(saved)
    assert again.state_dict() == game.state_dict()
    assert again.current_player == game.current_player
    assert again.pending_decision == game.pending_decision
    rng = random.Random(later)
    for _ in range(steps):
        assert again.legal_actions() == game.legal_actions()
        if game.over:
            break
        action = rng.choice(game.legal_actions())
        game.apply(action)
        again.apply(action)
        assert again.state_dict() == game.state_dict()
    return again


def assert_replays_from_its_log(game: Any, seed: int = 3, steps: int = 30) -> None:
    """Rebuild ``game`` from its snapshot, play on, and replay the new game from its log."""
    again = type(game).from_position(game.state_dict())
    rng = random.Random(seed)
    for _ in range(steps):
        if again.over:
            break
        again.apply(rng.choice(again.legal_actions()))
    replayed = GameLog.loads(again.to_log().dumps()).replay()  # events checked on the way
    assert replayed.state_dict() == again.state_dict()


def assert_refused(cls: Any, saved: dict[str, Any], words: str) -> None:
    """``cls.from_position(saved)`` is refused with a SetupError saying ``words``, and
    ``saved`` is left as it was."""
    before = copy.deepcopy(saved)
    with pytest.raises(SetupError) as err:
        cls.from_position(saved)
    assert words in str(err.value)
    assert saved == before
