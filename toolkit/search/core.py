"""The search player of both games: determinized flat Monte Carlo.

A card game hides cards: the other players' hands and the order of every deck. A
search that looked at the real game would cheat. :class:`SearchBot` therefore never
plays on the real game: each *playout* starts from a *determinization*, a copy of the
game in which everything the seat to decide cannot see is dealt afresh (the hidden
cards shuffled among the hidden places, keeping how many cards each place holds), and
the random generator reseeded, so that later shuffles are unknown too. Each game says
how in :meth:`SearchBot.determinize`.

How a decision is made:

1. the game's playout policy (its strongest fast bot) says what it would do on one
   determinization: the *default* move;
2. :meth:`SearchBot.candidates` lists the moves worth comparing with it (the game
   prunes moves that cannot differ, such as buying one of two copies of a card);
3. every candidate is played in the same sampled futures (common random numbers: the
   comparison is not blurred by different draws): the candidate, then the policy for
   every seat over ``horizon`` turn ends, then :meth:`SearchBot.evaluate` scores the
   position for the seat as a win chance (1 or 0 once the game is over);
4. the playout budget is spent by *sequential halving* (Karnin, Koren and Somekh,
   2013): each round gives every remaining candidate the same number of new futures,
   then the worse half is dropped, so the close candidates get most playouts;
5. the candidate with the best mean over the futures all finalists share is played;
   the default keeps ties. With ``margin`` above 0 the search is a *rollout policy
   improvement* (Tesauro and Galperin, 1996; Bertsekas): the default is never dropped,
   and another move replaces it only if, over the futures both were played in, its
   mean paired gain over the default is more than ``margin`` standard errors of that
   gain. A move is then left to the policy unless the playouts say clearly that it is
   worse, so noise alone cannot make the search play below its policy by much.
   With a margin the search also stops early: every :data:`SETTLE_EVERY` futures it
   drops the moves that are settled (the default clearly beats them, or they scored
   exactly as the default in every future so far: two cards played in either order),
   and when only the default is left it plays it without spending the rest of the
   budget. Most decisions of a turn are of that kind, so a game costs a fraction of
   its budget per decision.

This is flat Monte Carlo over determinizations rather than information-set MCTS
(Cowling, Powley and Whitehouse, 2012): with a strong policy in the playouts and one
decision searched at a time, it avoids the cost of a tree while suffering less from
*strategy fusion* (a tree over determinizations plans later moves as if it knew the
hidden cards; here later moves are the policy's, which never looks).

The bot is deterministic: a decision's futures are drawn from the bot's seed and the
number of decisions taken so far, so the same seed in the same position gives the same
choice, whatever was asked before. A time limit (``seconds``) may stop a search early,
which makes the choice depend on the machine's speed; the playout budget alone never does.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from toolkit.core.bots import Bot
from toolkit.core.errors import SetupError

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.game import Game


@dataclass(frozen=True)
class MoveEstimate:
    """What the search found out about one candidate move.

    Attributes
    ----------
    action:
        The move.
    playouts:
        How many sampled futures it was played in.
    win_chance:
        The mean evaluation of those futures for the seat that moves (0 to 1).
    """

    action: Action
    playouts: int
    win_chance: float


@dataclass(frozen=True)
class SearchResult:
    """The outcome of one search: the move chosen and how every candidate did.

    Attributes
    ----------
    seat:
        The seat that decides.
    best:
        The move the search plays (one of the legal actions).
    default:
        The move the playout policy alone would play.
    moves:
        Every candidate, the best first: by how many playouts it got, then by its win
        chance (sequential halving gives the finalists the most playouts).
    playouts:
        The number of playouts run in all.
    """

    seat: int
    best: Action
    default: Action
    moves: tuple[MoveEstimate, ...]
    playouts: int

    @property
    def win_chance(self) -> float:
        """The estimated win chance of the best move (of the only move, if it was forced)."""
        return self.moves[0].win_chance

    def estimate(self, action: Action) -> MoveEstimate | None:
        """The estimate of ``action``, or None if it was not a candidate."""
        for m in self.moves:
            if m.action == action:
                return m
        return None

    @property
    def runner_up(self) -> MoveEstimate | None:
        """The second-best candidate, or None when only one move was considered."""
        return self.moves[1] if len(self.moves) > 1 else None


class SearchBot(Bot):
    """Determinized flat Monte Carlo with a bot of the game as playout policy.

    Subclasses (one per game) provide :meth:`determinize`, :meth:`policy`,
    :meth:`evaluate` and :meth:`candidates`; see the module docstring.

    Parameters
    ----------
    seed:
        The seed of every random choice of the search.
    playouts:
        The number of playouts a decision may use in all (split over its candidates).
    seconds:
        An optional time limit per decision, checked between playouts. With it the
        choice depends on the machine's speed; without it, only on the seed.
    horizon:
        How many turn ends a playout runs for before it is scored (the game's end stops
        it sooner).
    max_candidates:
        At most this many moves are compared at one decision (the default included).
    margin:
        How many standard errors of the paired gain over the default another move must
        win by to be played instead (0: the best mean is played, the default keeps ties).
    """

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        *,
        playouts: int = 200,
        seconds: float | None = None,
        horizon: int = 3,
        max_candidates: int = 6,
        margin: float = 0.0,
    ) -> None:
        super().__init__(seed)
        if playouts < 1:
            raise SetupError(f"a search needs at least one playout per decision, got {playouts}")
        if seconds is not None and seconds <= 0:
            raise SetupError(f"the time limit must be above 0 seconds, got {seconds}")
        if horizon < 1:
            raise SetupError(f"a playout runs for at least one turn end, got horizon {horizon}")
        if max_candidates < 1:
            raise SetupError(f"compare at least one move, got max_candidates {max_candidates}")
        if not margin >= 0 or math.isinf(margin):
            raise SetupError(f"the margin is a number of standard errors, 0 or more, got {margin}")
        self.playouts = playouts
        self.margin = float(margin)
        self.seconds = seconds
        self.horizon = horizon
        self.max_candidates = max_candidates

    # -- what each game provides ------------------------------------------------------
    def determinize(self, game: Game, seat: int, rng: random.Random) -> Game:
        """A copy of ``game`` with everything ``seat`` cannot see dealt afresh from ``rng``.

        Two games that differ only in what ``seat`` cannot see must give the same copy
        for the same ``rng``.
        """
        raise NotImplementedError

    def policy(self, seed: int) -> Bot:
        """The bot that plays every seat in the playouts."""
        raise NotImplementedError

    def evaluate(self, game: Game, seat: int) -> float:
        """The chance that ``seat`` wins from ``game`` (1 or 0 once the game is over)."""
        raise NotImplementedError

    def candidates(self, view: Game, actions: Sequence[Action], default: Action) -> list[Action]:
        """The moves worth comparing at this decision, ``default`` first.

        ``view`` is a determinization (never the real game); ``actions`` its legal actions.
        """
        return [default, *(a for a in actions if a != default)]

    # -- the search -------------------------------------------------------------------
    def choose(self, game: Game, actions: Sequence[Action]) -> Action:
        """The move :meth:`analyse` finds best (the only move, at once, if it is forced)."""
        if len(actions) == 1:
            return actions[0]
        return self.analyse(game, actions).best

    def decision_rng(self, game: Game) -> random.Random:
        """The random generator of the decision now: from the seed and the decisions made."""
        return random.Random(self.seed * 1_000_003 + len(game.decisions))

    def analyse(
        self,
        game: Game,
        actions: Sequence[Action] | None = None,
        *,
        extra: Sequence[Action] = (),
        forced: int = 0,
        keep: bool = False,
    ) -> SearchResult:
        """Search the decision of the seat to act in ``game``; the game is not changed.

        Parameters
        ----------
        game:
            The real game (only determinizations of it are played).
        actions:
            Its legal actions (listed when not given).
        extra:
            Moves to compare in any case (a review adds the move that was played).
        forced:
            When only one move is a candidate, play it in this many futures to estimate
            its win chance (0, as when playing: its estimate is then 0.5, unmeasured).
        keep:
            Keep the ``extra`` moves to the last round of sequential halving, so that they
            are measured in the very futures of the best move (a review compares them).
        """
        if game.is_over:
            raise SetupError("the game is over: there is no decision to search")
        legal = tuple(game.legal_actions()) if actions is None else tuple(actions)
        seat = game.current_player
        rng = self.decision_rng(game)
        view = self.determinize(game, seat, random.Random(rng.getrandbits(64)))
        default = self.policy(rng.getrandbits(32)).choose(view, view.legal_actions())
        default = _listed(default, legal)
        cands = self.candidates(view, legal, default)[: self.max_candidates]
        kept: set[int] = set()
        for a in extra:
            a = _listed(a, legal)
            if a not in cands:
                cands.append(a)
            if keep:
                kept.add(cands.index(a))
        if default not in cands:
            cands.insert(0, default)
        if self.margin > 0:
            kept.add(cands.index(default))
        values: list[list[float]] = [[] for _ in cands]
        if len(cands) == 1:
            if not forced:
                return SearchResult(seat, default, default, (MoveEstimate(default, 0, 0.5),), 0)
            for _ in range(forced):
                values[0].append(self._playout(game, seat, cands[0], rng.getrandbits(64)))
            return self._result(seat, cands, values, default, forced)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        alive = list(range(len(cands)))
        rounds = max(1, math.ceil(math.log2(len(cands))))
        base = cands.index(default) if self.margin > 0 else -1
        seeds: list[int] = []
        total = 0
        for r in range(rounds):
            per = max(1, self.playouts // (len(alive) * rounds))
            start = len(seeds)
            seeds.extend(rng.getrandbits(64) for _ in range(per))
            stopped = settled = False
            for n, s in enumerate(seeds[start:], 1):
                for i in alive:
                    values[i].append(self._playout(game, seat, cands[i], s))
                    total += 1
                if deadline is not None and time.perf_counter() > deadline:
                    stopped = True
                    break
                if base >= 0 and n % SETTLE_EVERY == 0:
                    alive = [
                        i for i in alive if i in kept or not _settled(values, i, base, self.margin)
                    ]
                    if alive == [base]:
                        settled = True
                        break
            alive = _ranked(alive, values)
            if stopped or settled:
                break
            if r < rounds - 1:
                half = alive[: max(1, math.ceil(len(alive) / 2))]
                alive = half + [i for i in alive if i in kept and i not in half]
        return self._result(seat, cands, values, default, total)

    def _playout(self, game: Game, seat: int, first: Action, seed: int) -> float:
        rng = random.Random(seed)
        sim = self.determinize(game, seat, rng)
        sim.apply(_listed(first, sim.legal_actions()))
        policy = self.policy(rng.getrandbits(32))
        turn, left = sim.turn, self.horizon
        while not sim.is_over:
            if sim.turn != turn:
                turn, left = sim.turn, left - 1
                if left <= 0:
                    break
            sim.apply(policy.choose(sim, sim.legal_actions()))
        return self.evaluate(sim, seat)

    def _result(
        self,
        seat: int,
        cands: list[Action],
        values: list[list[float]],
        default: Action,
        total: int,
    ) -> SearchResult:
        order = _ranked(list(range(len(cands))), values)
        if self.margin > 0:
            d = cands.index(default)
            if order[0] != d and not clearly_better(values[order[0]], values[d], self.margin):
                order = [d, *(i for i in order if i != d)]
        moves = tuple(
            MoveEstimate(cands[i], len(values[i]), sum(values[i]) / len(values[i])) for i in order
        )
        return SearchResult(seat, cands[order[0]], default, moves, total)


PLAY_MARGIN = 2.0
"""The margin of the search bot as a player (``make_bot("search")`` of either game).

Playing, the search keeps its bot's move unless another is clearly better: with a
margin of 2 it beat ``lookahead`` in Hero Realms where the best mean alone did not
(``docs/search-and-review.md``). Hints, reviews and exercises from reviews search
with no margin (``margin=0``), so that every candidate is measured alike and the best
mean is named."""

SETTLE_EVERY = 16
"""With a margin, every this many futures a move that can no longer be played is dropped."""

SETTLE_SAME = 32
"""With a margin, a move that scored exactly as the default in this many shared futures
(playing two cards in either order, say) is taken for the same move and dropped."""


def _settled(values: list[list[float]], i: int, base: int, margin: float) -> bool:
    """Whether candidate ``i`` is settled against the default ``base`` (with a margin).

    A candidate is settled when the default is clearly better than it (it could only be
    played by beating the default by ``margin`` standard errors, and the futures say the
    opposite), or when it scored the same as the default in each of at least
    :data:`SETTLE_SAME` shared futures (no gain at all, so nothing to find). A settled
    candidate is searched no further: its futures go to the moves still in doubt, and
    when none is left the search stops early, spending less than its budget.
    """
    if i == base:
        return False
    move, default = values[i], values[base]
    n = min(len(move), len(default))
    if n >= SETTLE_SAME and all(move[k] == default[k] for k in range(n)):
        return True
    return clearly_better(default, move, margin)


def clearly_better(move: Sequence[float], base: Sequence[float], margin: float) -> bool:
    """Whether ``move`` beats ``base`` by more than ``margin`` standard errors.

    The two lists hold the evaluations of two moves in the same futures, in the same
    order (common random numbers); only the futures both were played in are compared.
    The gain is the mean of the paired differences, its standard error the sample
    standard deviation of the differences over the square root of their number.

    Parameters
    ----------
    move, base:
        Evaluations of the challenger and of the default move, future by future.
    margin:
        The number of standard errors the mean gain must exceed.

    Returns
    -------
    bool
        True only with at least two shared futures and a mean gain above 0 and above
        ``margin`` standard errors.

    Examples
    --------
    >>> clearly_better([1.0, 1.0, 1.0], [0.0, 0.0, 0.0], 2.0)
    True
    >>> clearly_better([1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], 0.5)
    False
    """
    n = min(len(move), len(base))
    if n < 2:
        return False
    diffs = [move[k] - base[k] for k in range(n)]
    mean = sum(diffs) / n
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1)
    return mean > 0 and mean > margin * math.sqrt(var / n)


def _listed(action: Action, legal: Sequence[Action]) -> Action:
    """The object of ``legal`` equal to ``action`` (engines find listed actions fastest)."""
    for a in legal:
        if a == action:
            return a
    return action


def _ranked(indices: list[int], values: list[list[float]]) -> list[int]:
    """``indices`` best first: by playouts made, then by the mean over the futures they
    share (common random numbers), the earlier candidate first on ties."""
    most = max(len(values[i]) for i in indices)
    top = [i for i in indices if len(values[i]) == most]
    rest = [i for i in indices if len(values[i]) < most]

    def key(i: int) -> tuple[float, int]:
        return (-sum(values[i]) / len(values[i]), i)

    return sorted(top, key=key) + sorted(rest, key=lambda i: (-len(values[i]), *key(i)))
