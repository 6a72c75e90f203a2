"""What a replay needs to know about one game, behind one small interface.

An adapter explains steps, hides what a viewer may not see and draws the
board. :func:`adapter_for` finds the adapter for a game name, importing it
only when asked, so the engines never import the presentation layer.

Examples
--------
>>> adapter_for("hero-realms").game_name
'hero-realms'
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from toolkit.core.actions import Action
    from toolkit.core.game import Event, Game
    from toolkit.replay.core import Viewer

__all__ = ["GameAdapter", "adapter_for", "register_adapter"]


class GameAdapter:
    """The per-game side of a replay. Subclasses override what their game needs.

    The defaults work for any engine: events are described by the engine,
    nothing is hidden, and the board is the engine's text in a ``<pre>``.
    """

    game_name = ""
    rule_titles: dict[str, str] = {}  # noqa: RUF012 - subclasses replace it whole

    def seats(self, game: Game) -> int:
        """The number of seats at the table."""
        return len(getattr(game, "players", [])) or 2

    def copy(self, game: Game) -> Game:
        """An independent copy of ``game`` (snapshots and jumps use it); ``game.clone()``."""
        return game.clone()

    def event_rules(self, event: Event) -> tuple[str, ...]:
        """Rule IDs an event shows, beyond those its text names (default: none)."""
        return ()

    def notes(self, before: Game, action: Action, lang: str = "en") -> list[str]:
        """Sentences about the position the decision was taken in (for example a refusal).

        Called once per step while the replay is built, with the state before the step
        (and again, with ``lang``, when a step is described in another language).
        """
        return []

    def describe_event(self, game: Game, event: Event, viewer: Viewer, lang: str = "en") -> str:
        """The sentence for ``event`` as ``viewer`` may see it (in ``lang`` once the engine can)."""
        from toolkit.i18n.language_calls import call_with_lang

        return call_with_lang(lang, game.describe_event, event)

    def explain(
        self,
        text: str,
        notes: Sequence[str],
        events: Sequence[str],
        rules: Sequence[str],
        lang: str = "en",
    ) -> str:
        """A step in plain words: the decision, the notes, then each rule that applied.

        Outside English each rule is given by its title and its first sentence in the
        rule catalogue (the published rule document's own words where there is one).
        """
        parts = [text.rstrip(".") + "."]
        parts += [n.rstrip(".") + "." for n in notes]
        noted = "".join(notes)
        for rule in rules:
            if rule in noted:
                continue
            if lang == "en":
                title = self.rule_titles.get(rule)
                if title:
                    parts.append(f"{rule}: {title}.")
                continue
            sentence = _rule_sentence(rule, lang)
            if sentence:
                parts.append(f"{rule} {sentence}")
        if len(parts) == 1 and events:
            parts.append(events[0].rstrip(".") + ".")
        return " ".join(parts)

    def board_html(self, game: Game, viewer: Viewer, lang: str = "en") -> str:
        """The table as HTML (escaped), seen by ``viewer``."""
        from toolkit.html.core import esc, style_block

        return f'{style_block()}<div class="tk"><pre>{esc(str(game))}</pre></div>'


def _rule_sentence(rule: str, lang: str) -> str | None:
    """``(Title): first sentence of the rule.`` from the rule catalogue, in ``lang``.

    Examples
    --------
    >>> _rule_sentence("HR-B2", "es")
    '(La carta comprada va a la pila de descartes): Cualquier carta comprada va a tu pila de descartes; no se juega inmediatamente, salvo que un efecto diga lo contrario.'
    """
    import re

    from toolkit.i18n import UnknownRuleError
    from toolkit.i18n import rule as catalogue_rule

    try:
        r = catalogue_rule(rule, lang)
    except UnknownRuleError:
        return None
    first = re.split(r"(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÈÀ¿¡«])", r.text.strip(), maxsplit=1)[0]
    first = first if first.endswith((".", "!", "?")) else first + "."
    return f"({r.title}): {first}"


_ADAPTERS: dict[str, str] = {
    "hero-realms": "toolkit.replay.hero_realms:HeroRealmsAdapter",
    "villainous": "toolkit.replay.villainous:VillainousAdapter",
}
_LOADED: dict[str, GameAdapter] = {}


def register_adapter(game_name: str, target: str) -> None:
    """Register an adapter class by ``"module:Class"`` for a game name."""
    _ADAPTERS[game_name] = target
    _LOADED.pop(game_name, None)


def adapter_for(game_name: str) -> GameAdapter:
    """The adapter for ``game_name``; the generic one for a game without its own."""
    found = _LOADED.get(game_name)
    if found is not None:
        return found
    target = _ADAPTERS.get(game_name)
    if target is None:
        adapter = GameAdapter()
        adapter.game_name = game_name
    else:
        module, _, attr = target.partition(":")
        adapter = getattr(importlib.import_module(module), attr)()
    _LOADED[game_name] = adapter
    return adapter
