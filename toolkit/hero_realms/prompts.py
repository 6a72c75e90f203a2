"""The words of each question a pending decision puts to a player, one function per kind.

:data:`PROMPTS` is keyed by the ``prompt`` of each row of the table of decisions
(:data:`toolkit.hero_realms.decisions.DECISIONS`), so a kind of decision has its check,
its answer and its question in two tables with the same keys (a test keeps them so).
:func:`describe_pending` words the decision waiting now; the public record
(:func:`toolkit.hero_realms.records.pending_decision`) takes its prompt from it, and a
refusal that names the decision still waiting takes it in every language
(:func:`toolkit.hero_realms.text.pending_phrase`).

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> sorted(PROMPTS)[:3]
['bequeath', 'choose', 'discard']
>>> game = HeroRealmsGame.from_position({"players": [{"hand": ["spark"]}, {}]}, seed=1)
>>> PROMPTS["prepare"](translator("es"), game, ("prepare", 0, -1, 1), "")
'elegir un campeón girado que preparar'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from toolkit.hero_realms.decisions import DECISIONS, Pending
from toolkit.hero_realms.queries import has_guard
from toolkit.hero_realms.text import _REASON, ZONES, _from, seat_names
from toolkit.hero_realms.verbs import effect_words
from toolkit.i18n.messages import Translator, translator
from toolkit.i18n.phrases import joined

if TYPE_CHECKING:
    from toolkit.hero_realms.engine import HeroRealmsGame

__all__ = ["PROMPTS", "describe_pending"]


def _choose_prompt(t: Translator, game: HeroRealmsGame, pend: Pending, src: str) -> str:
    options = " / ".join(effect_words(o, t.lang) for o in pend[3])
    return t.tr("choose one: {options}{src}", options=options, src=src)


def _sacrifice_prompt(t: Translator, game: HeroRealmsGame, pend: Pending, src: str) -> str:
    zones = joined(t, (t.gettext(ZONES.get(z, z)) for z in pend[4]), "or")
    return t.plural(
        "sacrifice up to {n} card from {zones}, or pass{src}",
        "sacrifice up to {n} cards from {zones}, or pass{src}",
        pend[3],
        zones=zones,
        src=src,
    )


def _stun_prompt(t: Translator, game: HeroRealmsGame, pend: Pending, src: str) -> str:
    names = seat_names(game, t)
    guarded = [
        names[t_]
        for t_ in game.variant.champion_targets(game, pend[1])
        if has_guard(game, t_) and any(not game.defs[c].guard for c in game.players[t_].champions)
    ]
    note = "".join(
        t.tr(
            "; {name} has a prepared guard, so only {name}'s guards can be targeted (HR-C4)",
            name=name,
        )
        for name in guarded
    )
    if pend[3]:
        return t.tr("choose a champion to stun{src} or pass", src=src) + note
    return t.tr("choose a champion to stun{src}", src=src) + note


def _prepare_prompt(t: Translator, game: HeroRealmsGame, pend: Pending, src: str) -> str:
    return t.tr("choose an expended champion to prepare{src}", src=src)


def _target_prompt(t: Translator, game: HeroRealmsGame, pend: Pending, src: str) -> str:
    return t.plural(
        "choose the opponent who will discard {n} card{src}",
        "choose the opponent who will discard {n} cards{src}",
        pend[3],
        src=src,
    )


def _discard_prompt(t: Translator, game: HeroRealmsGame, pend: Pending, src: str) -> str:
    return t.plural(
        "discard {n} card ({reason})",
        "discard {n} cards ({reason})",
        pend[3],
        reason=t.gettext(_REASON[pend[4]]),
    )


def _draw_count_prompt(t: Translator, game: HeroRealmsGame, pend: Pending, src: str) -> str:
    return t.tr(
        "choose how many cards to draw (0 to {n}), then discard as many{src}",
        n=pend[3],
        src=src,
    )


def _to_top_prompt(t: Translator, game: HeroRealmsGame, pend: Pending, src: str) -> str:
    if pend[3] == "champion":
        return t.tr(
            "choose a champion from the discard pile to put on top of the deck{src}", src=src
        )
    return t.tr("choose a card from the discard pile to put on top of the deck{src}", src=src)


def _bequeath_prompt(t: Translator, game: HeroRealmsGame, pend: Pending, src: str) -> str:
    return t.tr(
        "choose one card to put into {emperor}'s discard pile, "
        "or pass (a knocked-out commander, HR-V11)",
        emperor=seat_names(game, t)[pend[3]],
    )


PROMPTS: dict[str, Callable[[Translator, HeroRealmsGame, Pending, str], str]] = {
    "choose": _choose_prompt,
    "sacrifice": _sacrifice_prompt,
    "stun": _stun_prompt,
    "prepare": _prepare_prompt,
    "target": _target_prompt,
    "discard": _discard_prompt,
    "draw_count": _draw_count_prompt,
    "to_top": _to_top_prompt,
    "bequeath": _bequeath_prompt,
}
"""The words of each pending decision's question, by the ``prompt`` key its row of
:data:`toolkit.hero_realms.decisions.DECISIONS` names: ``(translator, game, pending,
"from <card>")`` to the question (a test keeps the two tables' keys the same)."""


def describe_pending(game: HeroRealmsGame, lang: str = "en") -> str:
    """What the pending decision asks of the player to act.

    The words come from :data:`PROMPTS`, under the key of the decision's kind in the
    table of decisions.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> describe_pending(HeroRealmsGame.new(seed=1), "it")
    "fare un'azione della fase principale"
    """
    t = translator(lang)
    pend = game.pending
    if pend is None:
        return t.gettext("take a main-phase action")
    words = PROMPTS[DECISIONS[pend[0]].prompt]
    return words(t, game, pend, _from(t, game, pend[2]))
