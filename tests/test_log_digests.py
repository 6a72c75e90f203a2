"""Every game of a fixed corpus replays byte for byte (``tests/log_corpus.py``).

The engines' insides may be rearranged at will; the logs they write may not change
unless a rule is corrected on purpose, and then ``UPDATE_GOLDEN=1`` rewrites the
stored digests and the commit says which games changed and why.
"""

from __future__ import annotations

import json
import os

from tests.golden_files import GOLDEN
from tests.log_corpus import all_digests

STORED = GOLDEN / "log_digests.json"


def test_every_corpus_game_writes_the_stored_log() -> None:
    now = all_digests()
    if os.environ.get("UPDATE_GOLDEN") == "1":
        STORED.write_text(json.dumps(now, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    stored = json.loads(STORED.read_text(encoding="utf-8"))
    assert sorted(now) == sorted(stored)
    changed = sorted(key for key in now if now[key] != stored[key])
    assert not changed, f"these games no longer write the stored log: {changed}"
