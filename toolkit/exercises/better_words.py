"""Better-move exercises from a proven blunder: the moves in words and the texts.

:func:`move_words` says an action in a player's words (the exercise format's, ``attack
Ben with 6``, ``move hero Wendy to Skull Rock``; :func:`villainous_words` for
Villainous); :func:`better_move_exercise` writes the ``better-move`` exercise of a
blunder whose better move the proof search confirmed (see
:mod:`toolkit.exercises.from_reviews`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from toolkit.core.errors import ToolkitError
from toolkit.i18n.messages import N_

__all__ = ["MAX_CHOICES", "better_move_exercise", "move_words", "same_move", "villainous_words"]

LANGS = ("en", "es", "it")


def _tr(template: str, **values: Any) -> dict[str, str]:
    """``template`` in the three languages, filled in (a value given as a dict is taken in
    each language)."""
    from toolkit.i18n import translator

    def pick(value: Any, lang: str) -> Any:
        return value[lang] if isinstance(value, dict) else value

    return {
        lang: str(translator(lang).tr(template, **{k: pick(v, lang) for k, v in values.items()}))
        for lang in LANGS
    }


def _said(moves: Sequence[str], game: str = "hero-realms") -> dict[str, str]:
    """Moves in a player's words, shown in each language (``attack Ben`` reads *atacar a Ben*)."""
    from toolkit.exercises.words import move_label

    def low(text: str) -> str:  # a move inside a sentence: its verb in lower case
        return text[:1].lower() + text[1:]

    return {lang: ", ".join(low(move_label(game, m, lang)) for m in moves) for lang in LANGS}


def move_words(game: Any, action: Any) -> str | None:
    """``action`` as a move in a player's words (the exercise format's), or None when the
    words would not name exactly this move in ``game``."""
    from toolkit.exercises.games import adapter_for

    if game.game_name == "villainous":
        return villainous_words(game, action)
    kind, args = action.kind, action.args
    name = game.card_name
    words = None
    if kind == "end_turn":
        words = "end turn"
    elif kind in ("play", "discard", "expend", "ally", "prepare", "stun"):
        words = f"{kind} {name(args[0])}"
    elif kind == "sacrifice":
        words = f"sacrifice {name(args[0])}"
    elif kind == "buy":
        words = f"buy {name(args[0])}"
    elif kind == "attack_player":
        words = f"attack {game.names[args[0]]} with {args[1]}"
    elif kind == "attack_champion":
        words = f"attack {name(args[0])} with {args[1]}"
    elif kind == "target":
        words = f"target {game.names[args[0]]}"
    if words is None:
        return None
    try:
        got = adapter_for("hero-realms").resolve(game, words)
    except ToolkitError:
        return None
    return words if same_move(game, got, action, 0) else None


def same_move(game: Any, got: Any, action: Any, card_at: int) -> bool:
    """Whether ``got`` is ``action``, or the same move with another copy of the same card
    (``play Gold`` with either Gold in hand): its card at ``args[card_at]``."""
    if got == action:
        return True
    if got.kind != action.kind or len(got.args) != len(action.args) or len(got.args) <= card_at:
        return False
    a, b = got.args[card_at], action.args[card_at]
    rest = [x for i, x in enumerate(got.args) if i != card_at]
    if rest != [x for i, x in enumerate(action.args) if i != card_at]:
        return False
    try:
        alike = game.defs[a].id == game.defs[b].id
    except (IndexError, KeyError, TypeError, AttributeError):
        return False
    return bool(alike) and game.is_legal(got)


MAX_CHOICES = 4
"""The most choices of a better-move exercise: the better move, the move played and, as
far as the proof searched them, the next best moves (with only those two searched, the
move played is the next best)."""


def _candidates(game: Any, action: Any) -> list[str]:
    """Words that may name ``action`` (the first that resolves to it is kept)."""
    seat = game.current_player
    kind, args = action.kind, action.args
    name = game.defs[args[1]].name if kind in ("play", "activate", "discard") else None
    if kind == "end":
        return ["end turn"]
    if kind == "power":
        return ["gain power"]
    if kind == "move":
        return [f"move to {game.loc_name(seat, args[0])}"]
    if kind == "fate":
        return [f"fate {game.names[args[1]]}"]
    if kind == "choose" and game.pending is not None:
        return [f"choose {game.pending.labels[args[0]]}"]
    if kind in ("activate", "discard"):
        return [f"{kind} {name}"]
    if kind == "play":
        out = [f"play {name}"]
        if args[2] >= 0:
            out.append(f"play {name} at {game.loc_name(seat, args[2])}")
        return out
    if kind in ("move_hero", "move_ally"):
        what, where = game.defs[args[1]].name, game.loc_name(seat, args[2])
        verbs = ["move hero"] if kind == "move_hero" else ["move ally", "move item"]
        return [f"{v} {what} to {where}" for v in verbs]
    if kind == "vanquish" and len(args) > 1:
        return [f"vanquish {game.defs[args[1]].name}"]
    return []


def villainous_words(game: Any, action: Any) -> str | None:
    """``action`` of a Villainous ``game`` as a move in a player's words, or None when no
    words name exactly this move (an Ally added to a Vanquish, a Condition, one of two
    copies of a card)."""
    from toolkit.exercises.games import adapter_for

    adapter = adapter_for("villainous")
    card_at = 1 if action.kind in ("play", "activate", "discard") else -1
    for words in _candidates(game, action):
        try:
            got = adapter.resolve(game, words)
            if got == action or (card_at > 0 and same_move(game, got, action, card_at)):
                return words
        except (ToolkitError, IndexError, KeyError):
            continue
    return None


NUDGES = {
    "hero-realms": {
        "attack": N_("Look at the combat {name} has and at what stands before each opponent."),
        "stun": N_("Look at the combat {name} has and at what stands before each opponent."),
        "buy": N_("Look at the gold {name} has and at the cards of the market row."),
        "play": N_("Look at the cards still in {name}'s hand: what would they add to the pool?"),
        "end turn": N_("Look at what each choice costs {name}: does every one of them help?"),
    },
    "villainous": {
        "vanquish": N_("Look at the Heroes in {name}'s realm and the Strength of the Allies."),
        "move to": N_("Look at the actions each location of {name}'s realm offers."),
        "end turn": N_("Look at what each choice costs {name}: does every one of them help?"),
    },
}
OTHER_NUDGE = N_("Think of what each choice leaves {name} for the next turns, and the opponents.")


def _situation(game: Any, seat: int) -> dict[str, str] | None:
    """The table in one sentence (health and pools, or Power), in the three languages."""
    me = game.names[seat]
    if game.game_name == "hero-realms":
        p = game.players[seat]
        health = ", ".join(f"{game.names[s]} {game.health_of(s)}" for s in range(len(game.players)))
        return _tr(
            N_("{name}'s pool: gold {gold}, combat {combat}. Health: {health}."),
            name=me,
            gold=int(p.gold),
            combat=int(p.combat),
            health=health,
        )
    return _tr(N_("{name}'s Power: {power}."), name=me, power=int(game.players[seat].power))


def _shares(game: Any, search: Any) -> dict[str, int]:
    """The win share (0 to 100) of each move ``search`` measured, by its words, best first."""
    said: dict[str, int] = {}
    for m in sorted(search.moves, key=lambda m: -m.win_chance):
        words = move_words(game, m.action)
        if words is not None and words not in said:
            said[words] = round(100 * m.win_chance)
    return said


def _wider(game: Any, d: Any, budget: int, seed: int) -> Any:
    """The proof search again, every move said in its own words measured to its end."""
    from toolkit.search import make_bot

    extra, seen = [d.played, d.best], {move_words(game, d.played), move_words(game, d.best)}
    for action in game.legal_actions():
        words = move_words(game, action)
        if words is not None and words not in seen and len(extra) < 6:
            seen.add(words)
            extra.append(action)
    bot: Any = make_bot(game.game_name, "search", seed, playouts=budget, margin=0.0)
    return bot.analyse(game, extra=extra, forced=budget, keep=True)


def better_move_exercise(
    log: Any, game: Any, d: Any, search: Any, eid: str, *, budget: int, seed: int
) -> dict[str, Any] | None:
    """The ``better-move`` exercise of the proven blunder ``d`` of ``log`` on ``game`` (the
    position of that decision), from the proof search's result ``search``; None when the
    better move or the move played cannot be said in words.

    Parameters
    ----------
    log:
        The saved game (its setup and seed).
    game:
        The game at the decision (not changed).
    d:
        The reviewed decision (``played``, ``best``, ``seat``).
    search:
        The proof search's :class:`~toolkit.search.core.SearchResult`.
    eid:
        The exercise's id.
    budget, seed:
        The proof search's budget and seed, written in the proof.
    """
    from toolkit.exercises.better import compact_position, rule_for
    from toolkit.exercises.games import adapter_for

    name = log.game
    best, played = move_words(game, d.best), move_words(game, d.played)
    if best is None or played is None:
        return None
    said = _shares(game, search)
    if best not in said or played not in said:
        return None
    if len(said) < 3:  # the proof searched two moves only: measure a few more alongside
        wider = _shares(game, _wider(game, d, budget, seed))
        if wider.get(best) == max(wider.values()) and best in wider and played in wider:
            gap = [w for w, v in wider.items() if v <= wider[best] - 10 and w != played]
            if gap:
                said = {w: wider[w] for w in (best, played, *gap)}
    rest = [w for w in said if w not in (best, played)] or [played]
    choices = sorted({best, played, *rest[: MAX_CHOICES - 2]})
    seat = game.current_player
    me = str(game.names[seat])
    nudge = NUDGES[name].get(adapter_for(name).parse(best)[0], OTHER_NUDGE)
    spec: dict[str, Any] = {
        "id": eid,
        "title": _tr(N_("From a game: {name}, turn {turn}"), name=me, turn=int(game.turn)),
        "kind": "better-move",
        "level": 6,
        "rules": rule_for(name, game, best),
    }
    if name == "hero-realms":
        spec.update(names=[str(n) for n in game.names], seed=int(log.seed))
    else:
        spec.update(villains=list(log.setup.get("villains") or []), seed=int(log.seed))
    question = _tr(
        N_(
            "A position from a real game. {situation} {name} chose {played} here. "
            "Find the better move."
        ),
        situation=_situation(game, seat),
        name=me,
        played=_said([played], name),
    )
    spec.update(
        position=compact_position(game),
        seat=me,
        question=question,
        choices=choices,
        answer=best,
        played=played,
        proof={
            "budget": int(budget),
            "seed": int(seed),
            "wins": {c: said[c] for c in choices},
            "next": rest[0],
        },
        wrong=[{"answer": played, "rule": spec["rules"][0]}],
        nudge=_tr(nudge, name=me),
        explain=_tr(
            N_(
                "A review of the game marked {played} a blunder: the search at a higher "
                "budget still puts {best} first."
            ),
            played=_said([played], name),
            best=_said([best], name),
        ),
    )
    return spec
