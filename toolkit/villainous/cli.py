"""``python -m toolkit simulate villainous ...``: many seeded bot games between villains.

Wins are keyed by villain id. ``--villains`` gives one villain per seat (seats
rotate from game to game); ``--bots`` gives one bot kind per villain
(``random`` or ``heuristic``; the command line's default ``greedy,greedy``
means heuristic).
"""

from __future__ import annotations

import argparse
import json

from toolkit.core.bots import Bot
from toolkit.core.errors import SetupError
from toolkit.core.simulate import simulate
from toolkit.villainous.bots import BOTS, make_bot
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame

DEFAULT_VILLAINS = "davy_jones,tamatoa"


def _split(text: str | None) -> list[str]:
    return [x.strip() for x in (text or "").split(",") if x.strip()]


def simulate_villainous(args: argparse.Namespace) -> int:
    """Run the simulation the parsed arguments describe; print text or JSON; return 0."""
    villains = _split(getattr(args, "villains", None) or DEFAULT_VILLAINS)
    unknown = [v for v in villains if v not in VILLAINS]
    if unknown:
        raise SystemExit(
            f"unknown villain(s) {', '.join(unknown)}; choose from {', '.join(VILLAINS)}"
        )
    players = getattr(args, "players", None) or len(villains)
    if len(villains) != players:
        raise SystemExit(f"give one villain per player ({players})")
    if len(set(villains)) != len(villains):
        raise SystemExit("each seat needs a different villain")
    raw = getattr(args, "bots", None) or "heuristic"
    kinds = ["heuristic" if b == "greedy" else b for b in _split(raw)]
    bad = [b for b in kinds if b not in BOTS]
    if bad:
        raise SystemExit(f"unknown bot(s) {', '.join(bad)}; choose from {', '.join(BOTS)}")
    if len(kinds) == 1 or (raw == "greedy,greedy" and len(villains) != 2):
        kinds = [kinds[0]] * len(villains)
    if len(kinds) != len(villains):
        raise SystemExit(f"give one bot per villain ({len(villains)}), or a single bot for all")
    kind_of = dict(zip(villains, kinds, strict=True))
    try:
        VillainousGame.new(0, villains=villains)  # fail early on a bad setup
    except SetupError as exc:
        raise SystemExit(str(exc)) from None

    # simulate() rotates the "bot names" round the seats; the names are the villain ids,
    # so each game seats the villains in that rotated order and wins are keyed by villain.
    def new_game(seed: int, index: int) -> VillainousGame:
        order = [villains[(s + index) % len(villains)] for s in range(len(villains))]
        return VillainousGame.new(seed, villains=order)

    def bot_for(villain: str, seed: int) -> Bot:
        return make_bot(kind_of[villain], seed)

    result = simulate(
        new_game,
        bot_for,
        villains,
        games=args.games,
        seed=args.seed,
        save_logs=getattr(args, "save_logs", None),
        max_turns=getattr(args, "max_turns", 300),
    )
    print(json.dumps(result.to_json()) if getattr(args, "json", False) else result.to_text())
    return 0
