"""The engines' shared shuffle deals exactly as ``random.Random.shuffle``."""

from __future__ import annotations

import random

from toolkit.core.game import shuffle


def test_shuffle_deals_exactly_as_random_shuffle() -> None:
    # Both engines shuffle with it: it must leave every card and the generator where
    # random.Random.shuffle would, or seeded games (and golden files) would change.
    for seed in range(300):
        for n in (0, 1, 2, 3, 5, 10, 16, 30, 80):
            ours, theirs = list(range(n)), list(range(n))
            rng_ours, rng_theirs = random.Random(seed), random.Random(seed)
            shuffle(rng_ours, ours)
            rng_theirs.shuffle(theirs)
            assert ours == theirs
            assert rng_ours.getstate() == rng_theirs.getstate()


def test_shuffle_keeps_every_item_of_any_kind() -> None:
    items = ["a", "b", "c", "d", "e"]
    shuffle(random.Random(3), items)
    assert sorted(items) == ["a", "b", "c", "d", "e"]
