"""``python -m toolkit simulate villainous ...``: many seeded bot games between villains.

Wins are keyed by villain id. ``--villains`` gives one villain per seat (seats
rotate from game to game, so each seat needs a different villain); without
it, the first ``--players`` villains of the box play. ``--bots`` gives one
bot kind per villain, or one for all (``random`` or ``heuristic``;
``greedy``, the command line's default, means heuristic). The JSON summary lists the
villains under ``"villains"`` and the bot of each under ``"bots"``.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from toolkit.core.bots import Bot
from toolkit.core.errors import UsageError
from toolkit.core.simulate import SimulationResult, simulate
from toolkit.search.villainous import BOTS, make_bot
from toolkit.villainous.cards import VILLAINS
from toolkit.villainous.engine import VillainousGame


def _split(text: str | None) -> list[str]:
    return [x.strip() for x in (text or "").split(",") if x.strip()]


def villain_seats(args: argparse.Namespace) -> list[str]:
    """The villains of a Villainous command, one per seat, checked (all different)."""
    players = args.players
    if players is not None and not 2 <= players <= len(VILLAINS):
        raise UsageError(
            f"--players must be from 2 to {len(VILLAINS)} (one different villain per seat), "
            f"got {players}"
        )
    if args.villains is None:
        return list(VILLAINS[: players or 2])
    villains = _split(args.villains)
    unknown = [v for v in villains if v not in VILLAINS]
    if unknown:
        raise UsageError(
            f"unknown villain(s) {', '.join(unknown)}; choose from {', '.join(VILLAINS)}"
        )
    if players is not None and len(villains) != players:
        raise UsageError(f"--villains gives {len(villains)}; give one villain per seat ({players})")
    if not 2 <= len(villains) <= len(VILLAINS):
        raise UsageError(f"--villains: give 2 to {len(VILLAINS)} villains, got {len(villains)}")
    dup = [v for v in dict.fromkeys(villains) if villains.count(v) > 1]
    if dup:
        raise UsageError(f"--villains names {dup[0]} twice; each seat needs a different villain")
    return villains


def simulate_villainous(args: argparse.Namespace) -> int:
    """Run the simulation the parsed arguments describe; print text or JSON; return 0."""
    from toolkit.cli_checks import check_names, check_output_folder

    villains = villain_seats(args)
    kinds = ["heuristic" if b == "greedy" else b for b in _split(args.bots or "heuristic")]
    if not kinds:
        raise UsageError("--bots needs at least one bot")
    bad = [b for b in kinds if b not in BOTS]
    if bad:
        raise UsageError(
            f"unknown bot(s) {', '.join(bad)}; choose from {', '.join(BOTS)} (greedy = heuristic)"
        )
    if len(kinds) == 1:
        kinds = kinds * len(villains)
    if len(kinds) != len(villains):
        raise UsageError(
            f"--bots gives {len(kinds)} bots for {len(villains)} villains; "
            "give one bot per villain, or a single bot for all"
        )
    names = check_names(args, len(villains))
    logs = (
        check_output_folder(args.save_logs, "--save-logs", results="game-*.json")
        if args.save_logs is not None
        else None
    )
    kind_of = dict(zip(villains, kinds, strict=True))
    VillainousGame.new(0, villains=villains, names=names)  # a bad setup fails before any game

    # simulate() rotates the "bot names" round the seats; the names are the villain ids,
    # so each game seats the villains in that rotated order and wins are keyed by villain.
    def new_game(seed: int, index: int) -> VillainousGame:
        order = [villains[(s + index) % len(villains)] for s in range(len(villains))]
        return VillainousGame.new(seed, villains=order, names=names)

    def bot_for(villain: str, seed: int) -> Bot:
        return make_bot(kind_of[villain], seed)

    from toolkit.progress import progress_bar, wanted

    with progress_bar(
        args.games, "Villainous games", enabled=wanted(args.no_progress), unit="game"
    ) as advance:
        result = simulate(
            new_game,
            bot_for,
            villains,
            games=args.games,
            seed=args.seed,
            save_logs=logs,
            max_turns=args.max_turns,
            on_game=advance,
        )
    print(json.dumps(report_json(result, kind_of)) if args.json else report_text(result, kind_of))
    return 0


def report_json(result: SimulationResult, kind_of: dict[str, str]) -> dict[str, Any]:
    """The JSON summary: wins keyed by villain, the villains under ``"villains"`` and the
    bot that played each of them under ``"bots"``."""
    data = result.to_json()
    villains = data.pop("bots")
    return {"games": data.pop("games"), "villains": villains,
            "bots": [kind_of[v] for v in villains], **data}  # fmt: skip


def report_text(result: SimulationResult, kind_of: dict[str, str]) -> str:
    """The readable report, its first line naming each villain and its bot."""
    _first, rest = result.to_text().split("\n", 1)
    seats = ", ".join(f"{v} ({kind_of[v]})" for v in result.bots)
    return f"{result.games} games, villains {seats}\n{rest}"
