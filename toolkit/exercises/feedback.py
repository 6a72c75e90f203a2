"""What the engine says about an answer, in the learner's words and language.

The verdict and explanation of one answer (:class:`Feedback`), the rule titles beside
them, and a decision put in words (the engine's own where it has them in the language),
shared by every kind of exercise in :mod:`toolkit.exercises.model`.

Examples
--------
>>> Feedback(True, "HR-C3", "Only the guard can be attacked.", lang="es").verdict
'Correcto.'
"""

from __future__ import annotations

import functools
import inspect
import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from toolkit.core.actions import Action
from toolkit.core.errors import IllegalActionError, ToolkitError
from toolkit.core.game import Game
from toolkit.i18n import check_lang, rule, rule_ids, translator
from toolkit.i18n.messages import N_, Nn_, Template


def rule_titles(lang: str = "en") -> dict[str, str]:
    """Rule ID -> short title in ``lang``, for every rule of the catalogue.

    The titles are the rule catalogue's (:func:`toolkit.i18n.rule`), so a learner reads
    the same title in an exercise, a lesson and a refusal.

    Examples
    --------
    >>> rule_titles("es")["HR-C3"]
    'Guardias'
    """
    return _rule_titles(check_lang(lang))


@functools.lru_cache(maxsize=4)
def _rule_titles(lang: str) -> dict[str, str]:
    return {rid: rule(rid, lang).title for rid in rule_ids()}


def rule_title(rule_id: str | None, lang: str = "en") -> str:
    """The catalogue's title of ``rule_id`` in ``lang``, or an empty text."""
    return rule_titles(lang).get(rule_id or "", "")


@dataclass(frozen=True)
class Feedback:
    """What the engine says about one answer, in the learner's language.

    ``explanation`` is plain words; ``rule`` is the ID of the rule the answer turns on and
    ``rule_title`` its title in ``lang``.
    """

    correct: bool
    rule: str | None
    explanation: str
    answer: Any = None
    lang: str = "en"
    stage: str = ""
    """``"right"``, ``"nudge"`` (a first wrong answer: a hint, not the answer),
    ``"explain"`` (a wrong answer with the explanation) or ``"shown"`` (*Show me*).
    Empty means the engine's plain verdict: ``"right"`` or ``"explain"``."""

    @property
    def step(self) -> str:
        """The stage of the feedback ladder (see :attr:`stage`)."""
        return self.stage or ("right" if self.correct else "explain")

    @property
    def verdict(self) -> str:
        """ "Right.", "Not yet." (a nudge), "Not quite." or "The answer:" (shown)."""
        t = translator(self.lang)
        step = self.step
        if step == "shown":
            return t.gettext("Here is the answer.")
        if step == "nudge":
            return t.gettext("Not yet.")
        return t.gettext("Right.") if step == "right" else t.gettext("Not quite.")

    @property
    def rule_title(self) -> str:
        """The rule's short title in ``lang``, or an empty text."""
        return rule_title(self.rule, self.lang)

    def text(self) -> str:
        """The whole feedback as one plain text: verdict, explanation, rule."""
        t = translator(self.lang)
        rule = (
            " " + t.tr("(rule {rule}: {title})", rule=self.rule, title=self.rule_title)
            if self.rule
            else ""
        )
        return f"{self.verdict} {self.explanation}{rule}"

    def to_json(self) -> dict[str, Any]:
        return {
            "correct": self.correct,
            "stage": self.step,
            "rule": self.rule,
            "rule_title": self.rule_title,
            "verdict": self.verdict,
            "explanation": self.explanation,
            "text": self.text(),
        }


def _plain(err: IllegalActionError, lang: str = "en") -> str | None:
    """A refusal's words in ``lang`` without the rule prefix (the rule is shown beside them).

    ``None`` when the engine wrote the refusal in English only (not from a catalogue entry,
    or an entry the language's catalogue does not translate yet): the caller then says it
    in its own words. Once an engine writes a refusal with ``IllegalActionError.of`` and
    the catalogue translates it, the engine's own words appear here.
    """
    if lang != "en":
        template = err.template
        t = translator(lang)
        said = (
            template
            if template is None or err.agree is None
            else (t.pgettext("masculine", template))
        )
        if template is None or (said == template and t.gettext(template) == template):
            return None
    text = err.text(lang)
    if err.rule and text.startswith(f"{err.rule}: "):
        text = text[len(err.rule) + 2 :]
    return _sentence(text.replace(f" ({err.rule})", ""))


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _summary(sentences: Sequence[str], lang: str = "en") -> str:
    """Events in a few words: repeated sentences are counted, not repeated."""
    t = translator(lang)
    out: list[str] = []
    for text, group in itertools.groupby(sentences):
        n = len(list(group))
        out.append(text if n == 1 else f"{text[:-1]} {t.plural('({n} time)', '({n} times)', n)}.")
    return " ".join(out)


def _speaks(method: Any) -> bool:
    """Whether an engine's text method takes ``lang`` (engines are being taught it)."""
    try:
        return "lang" in inspect.signature(method).parameters
    except (TypeError, ValueError):  # pragma: no cover - builtins have no signature
        return False


def engine_text(method: Any, item: Any, lang: str) -> str | None:
    """``method(item)`` (an engine's ``describe_action`` or ``describe_event``) in ``lang``.

    ``None`` when the engine can say it only in English and ``lang`` is another language.
    """
    if _speaks(method):
        return str(method(item, lang=lang))
    if lang == "en":
        return str(method(item))
    return None


_DECISIONS: dict[str, Template] = {
    "attack_player": Nn_(
        "{who} attacks {target} with {n} combat", "{who} attacks {target} with {n} combat"
    ),
    "attack_champion": Nn_(
        "{who} attacks {card} with {n} combat", "{who} attacks {card} with {n} combat"
    ),
    "play": N_("{who} plays {card}"),
    "buy": N_("{who} buys {card}"),
    "expend": N_("{who} expends {card}"),
    "move": N_("{who} moves to {location}"),
    "power": N_("{who} takes a Gain Power action"),
    "activate": N_("{who} activates {card}"),
    "fate": N_("{who} takes a Fate action against {target}"),
    "end_turn": N_("{who} ends the turn"),
    "end": N_("{who} ends the turn"),
}


def decision_words(game: Game, action: Action, lang: str) -> str | None:
    """What a decision does, in ``lang``, or ``None`` where the toolkit cannot say it.

    The engine's words where it has them in ``lang``; otherwise the decision is put in
    words from what the engine says about it (:meth:`Game.action_info` where the engine
    gives it, else the action itself), with names as printed.
    """
    said = engine_text(game.describe_action, action, lang)
    if said is not None:
        return said
    template = _DECISIONS.get(action.kind)
    if template is None:
        return None
    g: Any = game
    seat = g.current_player
    fields: dict[str, Any] = {"who": g.names[seat]}
    try:
        info = game.action_info(action)
    except (NotImplementedError, ToolkitError):
        info = None
    try:
        if info is not None:
            target = info.target_name or info.card_name
            fields.update(
                card=(target if action.kind == "attack_champion" else info.card_name) or "",
                target=g.names[info.target_player] if info.target_player is not None else "",
                n=info.cost if info.cost is not None else "",
                location=info.location if info.location is not None else "",
            )
        if action.kind == "move" and not fields.get("location"):
            fields["location"] = g.loc_name(seat, action.args[0])
        elif action.kind == "fate" and not fields.get("target"):
            fields["target"] = g.names[action.args[1]]
        elif action.kind in ("play", "activate") and not fields.get("card"):
            fields["card"] = g.card_name(action.args[1])
        return translator(lang).say(template, **fields)
    except (AttributeError, IndexError, KeyError, TypeError):
        return None


def decision_text(game: Game, action: Action, lang: str) -> str:
    """What a decision does, in ``lang`` (see :func:`decision_words`)."""
    said = decision_words(game, action, lang)
    if said is not None:
        return said
    g: Any = game
    return translator(lang).tr("{who} makes a move", who=g.names[g.current_player])
