"""Readings of a small seeded tournament, for exercises about error bars and who is favoured.

A ``tournament-reading`` exercise (``data/exercises/FORMAT.md``) names a tournament the
way the analysis lessons run it, and asks one reading of its result:

- ``{interval: BOT}``: the 95% interval of a bot's (or villain's, or seat's) win rate,
  as ``"10% to 49%"``;
- ``{real difference: [A, B]}``: ``"yes"`` when the two error bars do not overlap (the
  difference is probably real), ``"no"`` when they do;
- ``{favoured: any}``: who is favoured: the one with the higher win rate when the error
  bars do not overlap, else ``"cannot tell yet"``.

``tournament`` is ``{bots: [greedy, tuned], games: 16, seed: 2}`` (Hero Realms, round
robin), ``{seats: greedy, games: 20, seed: 3}`` (two equal bots, by seat: ``seat 1``,
``seat 2``) or ``{villains: [captain_hook, tamatoa], games: 8, seed: 1}`` (the heuristic
bot with each villain, named as printed). These are the runs of
:func:`toolkit.lessons.tournament` and :func:`toolkit.lessons.favoured` with the same
arguments, so an exercise asks about the chart the lesson has just drawn.

Examples
--------
>>> spec = {"bots": ["greedy", "random"], "games": 10, "seed": 1}
>>> tournament_reading(spec, {"interval": "greedy"})
'72% to 100%'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from toolkit.i18n.messages import N_

CANNOT_TELL = N_("cannot tell yet")
"""The answer of "who is favoured?" while the error bars overlap."""

SEAT_WORDS = (N_("seat 1"), N_("seat 2"))

_CACHE: dict[str, Any] = {}


def win_rates(spec: Mapping[str, Any]) -> Any:
    """The win-rate table (``wins``, ``games``, ``win_rate``, ``ci_low``, ``ci_high``) of the
    tournament ``spec``, indexed by what the options name (bot, ``seat N`` or villain)."""
    import json

    key = json.dumps(dict(spec), sort_keys=True)
    if key in _CACHE:
        return _CACHE[key]
    from toolkit.tournament import bot_win_rates, round_robin, run_tournament, seat_win_rates

    games, seed = int(spec["games"]), int(spec.get("seed", 1))
    if "bots" in spec:
        res = run_tournament(
            round_robin(list(spec["bots"])),
            games=games,
            seed=seed,
            game="hero-realms",
            max_turns=300,
            progress=False,
        )
        rates = bot_win_rates(res.games)
    elif "seats" in spec:
        bot = str(spec["seats"])
        res = run_tournament(
            [(bot, bot)], games=games, seed=seed, game="hero-realms", max_turns=300, progress=False
        )
        rates = seat_win_rates(res.games)
        rates.index = [f"seat {int(k) + 1}" for k in rates.index]
    else:
        from toolkit.villainous.cards import load_villain

        lineup = [f"heuristic:{v}" for v in spec["villains"]]
        res = run_tournament(
            [lineup], games=games, seed=seed, game="villainous", max_turns=80, progress=False
        )
        rates = bot_win_rates(res.games)
        rates.index = [load_villain(str(k).split(":")[1]).name for k in rates.index]
    rates.index = [str(k) for k in rates.index]
    _CACHE[key] = rates
    return rates


def _overlap(rates: Any, a: str, b: str) -> bool:
    ra, rb = rates.loc[a], rates.loc[b]
    return float(ra["ci_low"]) <= float(rb["ci_high"]) and float(rb["ci_low"]) <= float(
        ra["ci_high"]
    )


def tournament_reading(spec: Mapping[str, Any], ask: Mapping[str, Any]) -> str:
    """One reading of the tournament ``spec`` (see the module docstring)."""
    rates = win_rates(spec)
    ((what, about),) = ask.items()
    if what == "interval":
        row = rates.loc[str(about)]
        return f"{round(100 * float(row['ci_low']))}% to {round(100 * float(row['ci_high']))}%"
    if what == "real difference":
        a, b = (str(x) for x in about)
        return "no" if _overlap(rates, a, b) else "yes"
    if what == "favoured":
        ranked = rates.sort_values("win_rate", ascending=False)
        a, b = str(ranked.index[0]), str(ranked.index[1])
        return CANNOT_TELL if _overlap(rates, a, b) else a
    raise KeyError(f"unknown tournament reading {what!r}")


__all__ = ["CANNOT_TELL", "SEAT_WORDS", "tournament_reading", "win_rates"]
