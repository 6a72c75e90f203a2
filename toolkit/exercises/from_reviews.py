"""Exercises from game reviews: each proven blunder of a saved game becomes "find the better move".

``python -m toolkit exercises-from-reviews LOG... --out FILE`` reviews each saved game
(:func:`toolkit.analysis.review`), takes every decision marked a *blunder*, and keeps it
when it is **proven**: searched again from the same position with a higher budget
(``--proof``, default four times ``--budget``) and another seed, the better move must
still come first, ahead of every other move searched by at least ``--margin`` win-chance
points (default 10), and ahead of the move played by at least the blunder threshold
(30 points). Every proven blunder is written as an exercise of the project's format
(``data/exercises/FORMAT.md``) on the position of the game at that decision:

* a Hero Realms blunder whose better move wins the game this turn (a lethal attack not
  taken, the commonest blunder of a new player) becomes a ``win-this-turn`` exercise,
  its choices the better move, the move played and other moves of that position, its
  answer the winning moves;
* every other proven blunder, of either game, becomes a ``better-move`` exercise: the
  whole table saved (``state_dict()``), the player to act, the choices (the better move,
  the move played, the next best move and other moves the proof searched), the answer,
  and the proof (the win share of each choice, the budget and the seed).

Every exercise written is loaded with the exercise loader first (the JSON Schema, the
position, the legal moves, the engine's own answer): one that would not load is not
written.

A teacher picks from the file: each exercise is a whole YAML entry, ready to be copied
into a file of ``data/exercises/`` (or loaded as it is with
:func:`toolkit.exercises.loader.load_file`). The command never writes over a file
unless ``--force`` is given.

Limits: a blunder whose better move or move played cannot be said in a player's words
(for example one of two copies of a card told apart only by where they are) is listed as
left out; the files of one run hold the games of one game (Hero Realms or Villainous).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolkit.core.errors import SetupError, ToolkitError
from toolkit.exercises.better_words import _said, _tr, move_words
from toolkit.i18n.messages import N_

__all__ = [
    "MARGIN",
    "Candidate",
    "add_parser",
    "document",
    "exercises_from_reviews",
    "hr_position",
    "move_words",
    "run",
]

MARGIN = 0.10
"""The least lead (0 to 1) of the better move over every other move at the proof budget."""


@dataclass(frozen=True)
class Candidate:
    """A blunder of a saved game, and what became of it."""

    log: str
    step: int
    seat: int
    turn: int
    played: str
    best: str
    proof: str
    """``"written"``, or why it was left out, in words."""
    exercise: dict[str, Any] | None = None


def _ids(game: Any, cards: Sequence[int]) -> list[str]:
    return [game.defs[c].id for c in cards]


def hr_position(game: Any) -> dict[str, Any]:
    """The Hero Realms position of ``game`` now, in the exercise format (every zone listed)."""
    players = []
    for p in game.players:
        players.append(
            {
                "hand": _ids(game, p.hand),
                "deck": _ids(game, p.deck),
                "discard": _ids(game, p.discard),
                "in_play": _ids(game, p.in_play),
                "champions": _ids(game, p.champions),
                "expended": _ids(game, sorted(p.expended)),
                "gold": int(p.gold),
                "combat": int(p.combat),
            }
        )
    return {
        "active": int(game.current_player),
        "turn": int(game.turn),
        "health": [int(game.health[game.life_of[s]]) for s in range(len(game.players))],
        "market_row": [game.defs[c].id for c in game.market_row if c is not None],
        "players": players,
    }


def _wins_this_turn(game: Any, first: Any, seat: int) -> list[Any] | None:
    """The moves from ``first`` that win the game this turn (the fast bot plays the rest of
    the turn, six moves at most), or None."""
    from toolkit.search import make_bot

    sim = game.clone()
    sim.apply(first)
    moves = [first]
    bot = make_bot("hero-realms", "tuned", 0)
    while not sim.is_over and sim.current_player == seat and len(moves) < 6:
        action = bot.choose(sim, sim.legal_actions())
        if action.kind == "end_turn":
            return None
        sim.apply(action)
        moves.append(action)
    return moves if sim.is_over and seat in sim.winners else None


def _prove(
    game: Any, played: Any, best: Any, budget: int, seed: int, margin: float
) -> tuple[bool, str]:
    """Search again at ``budget``: is ``best`` still first, by ``margin`` over the others,
    and by the blunder threshold over ``played``?"""
    ok, why, _ = _proof(game, played, best, budget, seed, margin)
    return ok, why


def _proof(
    game: Any, played: Any, best: Any, budget: int, seed: int, margin: float
) -> tuple[bool, str, Any]:
    """:func:`_prove`, with the proof search's result."""
    from toolkit.analysis.game_review import THRESHOLDS
    from toolkit.search import make_bot

    bot: Any = make_bot(game.game_name, "search", seed, playouts=budget, margin=0.0)
    found = bot.analyse(game, extra=[played, best], forced=budget, keep=True)
    ok, why = _judge(found, played, best, margin, dict(THRESHOLDS)["blunder"])
    return ok, why, found


def _judge(found: Any, played: Any, best: Any, margin: float, blunder: float) -> tuple[bool, str]:
    top = found.moves[0]
    if top.action != best:
        return False, "at the proof budget another move came first"
    others = [m.win_chance for m in found.moves[1:]]
    lead = top.win_chance - max(others, default=0.0)
    mine = found.estimate(played)
    lost = top.win_chance - (mine.win_chance if mine is not None else 0.0)
    if lead < margin - 1e-9:
        return False, f"the better move leads the next by {round(100 * lead)} points only"
    if lost < blunder - 1e-9:
        return False, f"at the proof budget the move played lost {round(100 * lost)} points only"
    return True, f"proven: {round(100 * top.win_chance)}% against {round(100 * lost)} points lost"


def _exercise(
    log: Any, game: Any, k: int, moves: list[str], played: str, others: list[str], stem: str
) -> dict[str, Any]:
    seat = game.current_player
    names = list(game.names)
    me = names[seat]
    health = {names[s]: int(game.health[game.life_of[s]]) for s in range(len(names))}
    foes = ", ".join(f"{n} {h}" for n, h in health.items() if n != me)
    setup = log.setup
    choices = list(dict.fromkeys([*moves, played, *others]))[:6]
    return {
        "id": f"review-{stem}-{k}",
        "title": _tr(N_("From a game: {name}, turn {turn}"), name=me, turn=game.turn),
        "kind": "win-this-turn",
        "level": 5,
        "rules": ["HR-E1", "HR-C1"],
        "names": names,
        "players": len(names),
        "variant": setup.get("variant", "free-for-all"),
        "seed": int(log.seed),
        "position": hr_position(game),
        "question": _tr(
            N_(
                "A position from a real game: {name} has {combat} combat; health: {foes}. "
                "{name} chose {played} here. Find the better move: win this turn."
            ),
            name=me,
            combat=int(game.players[seat].combat),
            foes=foes,
            played=_said([played]),
        ),
        "miss_rule": "HR-E1",
        "choices": choices,
        "answer": moves,
        "nudge": _tr(
            N_(
                "Count the combat {name} has and the health of each opponent. Is a guard in the way?"
            ),
            name=me,
        ),
        "explain": _tr(
            N_("{moves} wins the game at once; {played} gave the opponent another turn."),
            moves=_said(moves),
            played=_said([played]),
        ),
    }


def document(exercises: Sequence[dict[str, Any]], game: str = "hero-realms") -> dict[str, Any]:
    """The exercise file holding ``exercises`` (of ``game``)."""
    return {
        "game": game,
        "topic": _tr(N_("Find the better move: blunders from real games")),
        "exercises": list(exercises),
    }


def _loads(spec: dict[str, Any], game: str = "hero-realms") -> None:
    """Load ``spec`` as the exercise loader loads any file (schema, position, the engine's
    answer); raises its ExerciseDataError."""
    import tempfile

    from toolkit.core import safe_yaml
    from toolkit.exercises.loader import load_file

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "from-reviews.yaml"
        path.write_text(safe_yaml.dump(document([spec], game)), encoding="utf-8")
        load_file(path)


def exercises_from_reviews(
    logs: Sequence[str | Path],
    *,
    budget: int = 48,
    proof: int | None = None,
    margin: float = MARGIN,
    seed: int = 0,
    progress: bool = False,
) -> list[Candidate]:
    """Every blunder of the saved games ``logs``, proven or not, with its exercise if one
    was made (see the module docstring).

    Parameters
    ----------
    logs:
        Saved game logs, all of one game (Hero Realms or Villainous).
    budget:
        Playouts per decision of the review.
    proof:
        Playouts of the proof search (default ``4 * budget``).
    margin:
        The least lead (0 to 1) of the better move over every other move at the proof.
    seed:
        The review's seed (the proof uses ``seed + 1``).

    Raises
    ------
    SetupError
        For logs of both games in one run, or a margin outside 0 to 1.
    """
    from toolkit.analysis.review_backends import review
    from toolkit.core.log import GameLog

    if not 0 <= margin <= 1:
        raise SetupError(f"the margin is a win chance from 0 to 1, not {margin!r}")
    proof = 4 * budget if proof is None else proof
    out: list[Candidate] = []
    games: set[str] = set()
    for source in logs:
        log = GameLog.load(source)
        games.add(log.game)
        if len(games) > 1:
            raise SetupError(f"{source}: the logs of one run are all of one game")
        stem = "".join(c if c.isalnum() else "-" for c in Path(source).stem.lower())
        found = review(log, budget=budget, seed=seed, progress=progress)
        game = log.new_game()
        done = 0
        for d in found.decisions:
            if d.label != "blunder":
                continue
            for action in log.decisions[done : d.step]:
                game.apply(action)
            done = d.step
            base: dict[str, Any] = dict(log=str(source), step=d.step, seat=d.seat, turn=d.turn)
            base.update(played=d.played_text, best=d.best_text)
            ok, why, search = _proof(game, d.played, d.best, proof, seed + 1, margin)
            if not ok:
                out.append(Candidate(**base, proof=why))
                continue
            spec, why = _make_exercise(log, game, d, search, stem, proof, seed + 1)
            if spec is None:
                out.append(Candidate(**base, proof=why))
                continue
            try:
                _loads(spec, log.game)
            except ToolkitError as exc:
                out.append(Candidate(**base, proof=f"the exercise would not load: {exc}"))
                continue
            out.append(Candidate(**base, proof="written", exercise=spec))
    return out


def _make_exercise(
    log: Any, game: Any, d: Any, search: Any, stem: str, budget: int, seed: int
) -> tuple[dict[str, Any] | None, str]:
    """The exercise of a proven blunder (win-this-turn where the better move wins this
    turn in Hero Realms, else better-move), or None and why not."""
    from toolkit.exercises.better_words import better_move_exercise

    played = move_words(game, d.played)
    if played is None or move_words(game, d.best) is None:
        return None, "not in words"
    wins = _wins_this_turn(game, d.best, d.seat) if log.game == "hero-realms" else None
    words = [move_words(game, a) for a in wins or []]
    if wins and all(w is not None for w in words):
        others = [move_words(game, a) for a in game.legal_actions()]
        spec = _exercise(
            log, game, d.step, [str(w) for w in words], played, [o for o in others if o], stem
        )
        return spec, "written"
    better = better_move_exercise(
        log, game, d, search, f"review-{stem}-{d.step}", budget=budget, seed=seed
    )
    return better, "written" if better is not None else "not in words"


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Register ``exercises-from-reviews`` on the toolkit's sub-command parser."""
    p: argparse.ArgumentParser = sub.add_parser(
        "exercises-from-reviews",
        help="turn the proven blunders of saved games into 'find the better move' exercises",
        description=(__doc__ or "").split("\n\n")[0],
    )
    p.add_argument("logs", nargs="+", metavar="LOG", help="saved game logs (one game)")
    p.add_argument("--out", required=True, metavar="FILE", help="the exercise file (.yaml)")
    p.add_argument("--force", action="store_true", help="replace FILE if it exists")
    p.add_argument("--budget", type=int, default=48, help="playouts per decision reviewed")
    p.add_argument("--proof", type=int, default=None, help="playouts of the proof (4 x budget)")
    p.add_argument(
        "--margin", type=float, default=100 * MARGIN, help="the better move's least lead, in points"
    )
    p.add_argument("--seed", type=int, default=0, help="the review's seed")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(run=run)
    return p


def run(args: argparse.Namespace) -> int:
    """Write the exercises of the proven blunders; say what was left out and why."""
    from toolkit.cli_checks import check_output_file, refuse_overwrite
    from toolkit.core import safe_yaml
    from toolkit.core.log import GameLog

    out = check_output_file(args.out, "--out", (".yaml", ".yml"))
    refuse_overwrite(out, "--out", args.force)
    found = exercises_from_reviews(
        args.logs,
        budget=args.budget,
        proof=args.proof,
        margin=args.margin / 100,
        seed=args.seed,
        progress=not args.quiet,
    )
    written = [c.exercise for c in found if c.exercise is not None]
    for c in found:
        print(f"{c.log}, decision {c.step} (turn {c.turn}): {c.played} -> {c.best}: {c.proof}")
    if not written:
        print("no proven blunder became an exercise; nothing written", file=sys.stderr)
        return 1
    game = GameLog.load(args.logs[0]).game
    out.write_text(safe_yaml.dump(document(written, game)), encoding="utf-8")
    print(f"wrote {out} ({len(written)} exercises)")
    return 0
