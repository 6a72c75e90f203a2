"""A hint from the search bot: the move it recommends and why, from what it saw.

:func:`search_hint` searches the decision of the seat to act (only through that seat's
determinizations: the search never reads a hidden card) and returns a :class:`Hint`,
the move with its structured reason: the share of sampled futures it wins, and the next
best move with its share. :func:`hint_reason` says it in the learner's language.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> from toolkit.i18n import translator
>>> game = HeroRealmsGame.new(seed=2)
>>> hint = search_hint(game, seed=1, playouts=8)
>>> hint.action in game.legal_actions()
True
>>> hint_reason(hint, str, translator("en")).startswith("No other move")
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from toolkit.i18n import Translator
from toolkit.search.hint_reasons import WIN_RULES, compare_reason, move_reasons, say

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.game import Game

__all__ = [
    "HINT_PLAYOUTS",
    "HINT_SECONDS",
    "LEADS",
    "RESTATED",
    "WIN_RULES",
    "Hint",
    "HintWords",
    "game_words",
    "hint_reason",
    "hint_words",
    "search_hint",
    "share_words",
]

HINT_PLAYOUTS = {"hero-realms": 1500, "villainous": 400}
"""The playouts a hint may use per game: under one second of one core with the engines
run from their Python source (``benchmarks/hint_speed.py`` measured about 0.05 s per 100
Hero Realms playouts and 0.2 s per 100 Villainous ones); :data:`HINT_SECONDS` stops a
slower machine sooner."""

HINT_SECONDS = 1.0

"""The time limit of a hint, so that the table answers within about a second."""


@dataclass(frozen=True)
class Hint:
    """The recommended move and what the search saw.

    Attributes
    ----------
    action:
        The move recommended (a legal action now).
    seat:
        The seat it is for.
    win_chance:
        The share of sampled futures the move wins (0 to 1), or None when it was the only
        move worth trying (nothing was compared).
    playouts:
        How many futures the recommended move was played in.
    runner_up, runner_up_chance:
        The next best move and its share, or None.
    """

    action: Action
    seat: int
    win_chance: float | None
    playouts: int
    runner_up: Action | None = None
    runner_up_chance: float | None = None


def search_hint(
    game: Game,
    *,
    seed: int = 0,
    playouts: int | None = None,
    seconds: float | None = HINT_SECONDS,
) -> Hint:
    """The search bot's recommendation for the seat to act in ``game`` (which is not changed).

    Parameters
    ----------
    game:
        A game under way.
    seed:
        The search's seed (the same seed, position and budget give the same hint when no
        time limit cuts the search short).
    playouts:
        The playout budget (default :data:`HINT_PLAYOUTS` of the game).
    seconds:
        A time limit (default :data:`HINT_SECONDS`; None for none).
    """
    from toolkit.search import make_bot

    budget = playouts if playouts is not None else HINT_PLAYOUTS.get(game.game_name, 100)
    options: dict[str, object] = {"playouts": budget, "seconds": seconds, "margin": 0.0}
    bot = make_bot(game.game_name, "search", seed, **options)
    result = bot.analyse(game)  # type: ignore[attr-defined]
    best = result.moves[0]
    if result.playouts == 0:
        return Hint(result.best, result.seat, None, 0)
    other = result.runner_up
    return Hint(
        result.best,
        result.seat,
        best.win_chance,
        best.playouts,
        other.action if other is not None else None,
        other.win_chance if other is not None else None,
    )


MOST_REASONS = 2
"""At most this many reasons in the game's words come before the win shares."""


def game_words(
    hint: Hint, game: Game | None, t: Translator, describe: Callable[[Action], str]
) -> str:
    """What the recommended move does in the game's own words, or "" when nothing is said.

    The reasons (each with the rule that applies beside it) are those of
    :func:`toolkit.search.hint_reasons.move_reasons`, computed for the move and the next
    best move in a few copies of ``game`` as the seat may know it (hidden cards dealt
    afresh; a reason is said when every copy gives it): a move that wins now (HR-E1, V-W2),
    a champion stunned (HR-C2, HR-C4), the guard removed (HR-C3), a card bought
    (HR-B1) and its faction's Ally abilities (HR-A6), a card played for its gold or
    combat first (HR-A2), likely out of reach of a lethal attack (HR-E1), objective
    progress (V-W1), a covering Hero removed (V-T4, V-V3), a hand kept from Tick Tock;
    then one sentence where the next best move differs (:func:`compare_reason`).
    """
    return hint_words(hint, game, t, describe).words


RESTATED = {"buy": "buys"}
"""By the kind of move, the reason whose sentence only says the move again ("It buys
Spark (HR-B1)" for "buy Spark"): where the move is already said to the player, it is left
out and its rule goes beside the move (see :func:`hint_words`)."""

LEADS = {"play": "pool_first"}
"""By the kind of move, the reason whose sentence says the move itself as advice and why
("Play Gold first: its 1 gold stays in your pool ..."): where the move is said to the
player, that sentence says it, in place of the move alone (see :func:`hint_words`)."""


class HintWords(NamedTuple):
    """The words of a hint, as :func:`hint_words` gives them."""

    words: str
    """What the move does in the game's words (:func:`game_words`), or ""."""
    shares: str
    """The win shares (:func:`share_words`)."""
    move_rules: tuple[str, ...] = ()
    """The rules of the reasons left out as said by the move itself (:data:`RESTATED`)."""
    lead: str = ""
    """The sentence that says the move as advice, and why (:data:`LEADS`), or ""."""


def hint_words(
    hint: Hint,
    game: Game | None,
    t: Translator,
    describe: Callable[[Action], str],
    *,
    advised: bool = False,
) -> HintWords:
    """The hint's parts: what the move does (:func:`game_words`) and the win shares
    (:func:`share_words`), the next best move named in only one of them.

    When the first part compares the move with the next best move, it names that move
    already, and the shares sentence says its share without naming it again. With
    ``advised`` (the move is said to the player already, "buy Spark"), a reason that
    would only say the move again (:data:`RESTATED`) is left out and its rule is given
    in ``move_rules``, to be said beside the move; a first reason that says the move as
    advice (:data:`LEADS`) is given apart as ``lead``, to be said in place of the move.
    """
    words, named, rules, lead = _game_words(hint, game, t, describe, advised)
    return HintWords(words, share_words(hint, describe, t, named=named), rules, lead)


def _game_words(
    hint: Hint,
    game: Game | None,
    t: Translator,
    describe: Callable[[Action], str],
    advised: bool = False,
) -> tuple[str, bool, tuple[str, ...], str]:
    """:func:`game_words`, whether they name the next best move, the rules of the
    reasons left out as said by the move itself, and the lead sentence."""
    if game is None or hint.action not in game.legal_actions():
        return "", False, (), ""
    reasons = move_reasons(game, hint.action, hint.seat)
    restated = RESTATED.get(hint.action.kind) if advised else None
    rules = tuple(r.rule for r in reasons if r.kind == restated)
    shown = [r for r in reasons if r.kind != restated]
    lead = ""
    if advised and shown and shown[0].kind == LEADS.get(hint.action.kind):
        lead = say(shown.pop(0), t)
    words = [say(r, t) for r in shown[:MOST_REASONS]]
    if shown and shown[0].kind == "wins_now":
        return words[0], False, rules, lead
    named = False
    if hint.runner_up is not None:
        other = compare_reason(game, hint.action, reasons, hint.runner_up, hint.seat)
        if other is not None:
            if other.kind == "next_in_reach":  # it says the same as "safe", and more
                words = [say(r, t) for r in shown if r.kind != "safe"][:MOST_REASONS]
            words.append(say(other, t, describe(hint.runner_up)))
            named = True
    return " ".join(w for w in words if w), named, rules, lead


def hint_reason(
    hint: Hint, describe: Callable[[Action], str], t: Translator, game: Game | None = None
) -> str:
    """What the search saw, in ``t``'s language: one sentence for the learner.

    Parameters
    ----------
    hint:
        The hint from :func:`search_hint`.
    describe:
        Says a move in words (the runner-up is named with it).
    t:
        The learner's language.
    game:
        The game the hint is for (not changed); when given, what the move does in the
        game's words comes first (see :func:`game_words`), with the rule ID.
    """
    words, shares, *_ = hint_words(hint, game, t, describe)
    return f"{words} {shares}" if words else shares


def share_words(
    hint: Hint, describe: Callable[[Action], str], t: Translator, *, named: bool = False
) -> str:
    """The win shares the search measured, in ``t``'s language: one sentence.

    The share of sampled futures the recommended move wins, and the next best move's
    (named with ``describe``, unless ``named`` says a sentence before it named it
    already); a single sentence when no other move was worth trying.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.i18n import translator
    >>> hint = search_hint(HeroRealmsGame.new(seed=2), seed=1, playouts=8)
    >>> share_words(hint, str, translator("en"))
    'No other move was worth trying here.'
    """
    if hint.win_chance is None:
        return t.tr("No other move was worth trying here.")
    best = round(100 * hint.win_chance)
    if hint.runner_up is None or hint.runner_up_chance is None:
        return t.plural(
            "Out of {n} sampled future of the game, it wins {best}%.",
            "Out of {n} sampled futures of the game, it wins {best}%.",
            hint.playouts,
            best=best,
        )
    second = round(100 * hint.runner_up_chance)
    if named:
        # Translators: {best} and {second} are whole percentages; the next best move was
        # named in the sentence before.
        return t.plural(
            "Out of {n} sampled future of the game, it wins {best}%; the next best move "
            "wins {second}%.",
            "Out of {n} sampled futures of the game, it wins {best}%; the next best move "
            "wins {second}%.",
            hint.playouts,
            best=best,
            second=second,
        )
    # Translators: {best} and {second} are whole percentages; {other} names a move.
    return t.plural(
        "Out of {n} sampled future of the game, it wins {best}%; the next best move "
        "({other}) wins {second}%.",
        "Out of {n} sampled futures of the game, it wins {best}%; the next best move "
        "({other}) wins {second}%.",
        hint.playouts,
        best=best,
        other=describe(hint.runner_up),
        second=second,
    )
