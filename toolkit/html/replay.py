"""A replay drawn in HTML: the board at one state, the step's explanation, and the log.

State ``k`` is shown with step ``k - 1`` (the decision that led to it)
highlighted in the log; state 0 highlights the setup.

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> from toolkit.replay import Replay
>>> game = HeroRealmsGame.new(seed=3, names=["Ada", "Ben"])
>>> game.apply(game.legal_actions()[0])
>>> page = replay_html(Replay.from_game(game), 1)
>>> 'data-step="0"' in page and "tk-current" in page
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkit.html.core import esc, style_block
from toolkit.i18n import translator

if TYPE_CHECKING:
    from toolkit.replay.core import Replay, Viewer

__all__ = ["explanation_html", "log_entry_html", "log_html", "replay_html", "rule_spans"]


def rule_spans(text: str) -> str:
    """Escape ``text`` and mark each rule ID in it.

    Examples
    --------
    >>> rule_spans("stunned (HR-C2) <x>")
    'stunned (<span class="tk-rule">HR-C2</span>) &lt;x&gt;'
    """
    from toolkit.core.game import RULE_ID

    out = []
    last = 0
    for m in RULE_ID.finditer(text):
        out.append(esc(text[last : m.start()]))
        out.append(f'<span class="tk-rule">{esc(m.group(0))}</span>')
        last = m.end()
    out.append(esc(text[last:]))
    return "".join(out)


def log_entry_html(
    replay: Replay, i: int, viewer: Viewer = None, *, current: bool = False, lang: str = "en"
) -> str:
    """One log entry: step ``i`` (or the setup for ``-1``) and its events, in ``lang``."""
    t = translator(lang)
    cls = "tk-step tk-current" if current else "tk-step"
    events = "".join(f"<li>{rule_spans(e)}</li>" for e in replay.event_texts(i, viewer, lang))
    if i == -1:
        head = "<b>" + esc(t.gettext("Setup")) + "</b>"
    else:
        step = replay.step(i, lang)
        turn = esc(t.tr("turn {n}", n=step.turn))
        head = f'<b>{i + 1}.</b> <span class="tk-muted">{turn}</span> {esc(step.text)}'
    return f'<div class="{cls}" data-step="{i}">{head}<ul class="tk-events">{events}</ul></div>'


def log_html(
    replay: Replay,
    k: int,
    viewer: Viewer = None,
    *,
    start: int = -1,
    stop: int | None = None,
    lang: str = "en",
) -> str:
    """The log from step ``start`` (``-1``: the setup) to ``stop``, with state ``k``'s step marked."""
    stop = replay.n_steps if stop is None else stop
    entries = [
        log_entry_html(replay, i, viewer, current=(i == k - 1), lang=lang)
        for i in range(start, stop)
    ]
    return f'<div class="tk-log">{"".join(entries)}</div>'


def explanation_html(replay: Replay, k: int, lang: str = "en") -> str:
    """The explanation of the step that led to state ``k`` (the setup for ``k == 0``), in ``lang``.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> explanation_html(Replay.from_game(HeroRealmsGame.new(seed=1)), 0, "it")
    '<div class="tk-explain">Il tavolo così come è stato preparato, prima della prima decisione.</div>'
    """
    t = translator(lang)
    if k == 0:
        text = t.gettext("The table as set up, before the first decision.")
    else:
        text = t.tr(
            "Step {step} of {total}: {explanation}",
            step=k,
            total=replay.n_steps,
            explanation=replay.explanation_in(k - 1, lang),
        )
    return f'<div class="tk-explain">{rule_spans(text)}</div>'


def replay_html(replay: Replay, k: int, viewer: Viewer = None, *, lang: str = "en") -> str:
    """The board in state ``k``, the explanation of the step that led there, and the whole log.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> "Setup" in replay_html(Replay.from_game(HeroRealmsGame.new(seed=1)), 0)
    True
    """
    return (
        f'{style_block()}<div class="tk" lang="{esc(lang)}">{explanation_html(replay, k, lang)}'
        f"{replay.board_html(k, viewer, lang)}{log_html(replay, k, viewer, lang=lang)}</div>"
    )
