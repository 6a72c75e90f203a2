"""A fixed corpus of seeded games of both engines, each reduced to the SHA-256 of its log.

Every Hero Realms bot and variant and every Villainous pairing (plus two larger
tables, each also cloned mid-game and played on from the copy) is played from a
seed. A change to the engines' insides must leave every digest as it is; a
deliberate rules change rewrites ``tests/golden/log_digests.json`` with
``UPDATE_GOLDEN=1`` and says in its commit why the games differ.

Run as a script, it prints the digests as JSON (``python tests/log_corpus.py``),
which is how the compiled build is compared with the Python source.
"""

from __future__ import annotations

import hashlib
import itertools
import json

HERO_REALMS_CASES: list[tuple[str, int, int | None, tuple[str, ...], int, int]] = [
    *[("free-for-all", 2, None, ("greedy", "greedy"), s, 300) for s in range(8)],
    *[("free-for-all", 2, None, ("random", "random"), s, 300) for s in range(4)],
    ("free-for-all", 2, None, ("tuned", "lookahead"), 3, 6),
    ("free-for-all", 4, None, ("greedy",) * 4, 5, 300),
    ("first-blood", 3, None, ("greedy",) * 3, 6, 300),
    ("last-standing", 4, None, ("random",) * 4, 7, 300),
    ("hydra", 4, None, ("greedy",) * 4, 8, 300),
    ("emperor", 6, 2, ("greedy",) * 6, 9, 300),
]
"""(variant, players, markets, bots, seed, max turns)."""


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def hero_realms_digests() -> dict[str, str]:
    """The digest of each Hero Realms game of the corpus, by a readable key."""
    from toolkit.core.bots import play_game
    from toolkit.hero_realms import HeroRealmsGame
    from toolkit.hero_realms.bots import make_bot

    digests = {}
    for variant, players, markets, bots, seed, max_turns in HERO_REALMS_CASES:
        game = HeroRealmsGame.new(seed, players=players, variant=variant, markets=markets)
        play_game(game, [make_bot(b, seed + i) for i, b in enumerate(bots)], max_turns=max_turns)
        key = f"{variant}/{players}/{'-'.join(bots)}/{seed}"
        digests[key] = _sha(game.to_log(bots=list(bots)).dumps())
    return digests


def villainous_cases() -> list[tuple[list[str], int]]:
    """(villains, seed): every pairing, then two larger tables."""
    from toolkit.villainous.cards import VILLAINS

    cases = [(list(pair), s) for s, pair in enumerate(itertools.combinations(VILLAINS, 2))]
    cases += [(["ursula", "evil_queen", "davy_jones"], 11), (["tamatoa", "captain_hook"] * 2, 12)]
    return cases


def villainous_digests() -> dict[str, str]:
    """The digest of each Villainous game of the corpus and of its mid-game clone."""
    from toolkit.core.bots import play_game
    from toolkit.villainous.bots import HeuristicBot, VillainousRandomBot
    from toolkit.villainous.engine import VillainousGame

    digests = {}
    for villains, seed in villainous_cases():
        game = VillainousGame.new(seed, villains=villains)
        bots = [HeuristicBot(seed + i) for i in range(len(villains))]
        play_game(game, bots, max_turns=8)
        twin = game.clone()  # the copy plays on exactly as the original does
        play_game(game, bots, max_turns=150)
        play_game(twin, [HeuristicBot(seed + i) for i in range(len(villains))], max_turns=150)
        key = f"villainous/{'-'.join(villains)}/{seed}"
        digests[key] = _sha(game.to_log().dumps())
        digests[key + "/clone"] = _sha(twin.to_log().dumps())
    for villains, seed in villainous_cases()[:4]:
        game = VillainousGame.new(seed, villains=villains)
        play_game(game, [VillainousRandomBot(seed + i) for i in range(len(villains))], max_turns=60)
        digests[f"villainous-random/{'-'.join(villains)}/{seed}"] = _sha(game.to_log().dumps())
    return digests


def all_digests() -> dict[str, str]:
    """Both engines' digests in one mapping."""
    return {**hero_realms_digests(), **villainous_digests()}


if __name__ == "__main__":
    print(json.dumps(all_digests(), indent=1, sort_keys=True))
