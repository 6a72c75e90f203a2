"""Export a replay to ONE self-contained HTML file that works without Python.

The file holds the board at every step (precomputed, escaped HTML), the
explanations, the whole log and the figures, with plain-JavaScript controls
(first / back / play-pause / forward / last, a slider, speed, jump to a turn,
and a viewpoint menu when several views are exported). plotly.js is embedded
inline (``include_plotlyjs=True``): the file needs no network and no server.

From the command line::

    python -m toolkit export game.json --html game.html

Examples
--------
>>> from toolkit.hero_realms import HeroRealmsGame
>>> from toolkit.replay import Replay
>>> page = export_html(Replay.from_game(HeroRealmsGame.new(seed=1)), figures=False)
>>> page.startswith("<!DOCTYPE html>") and 'id="tk-board"' in page
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkit.html.core import CSS, esc, style_block
from toolkit.html.replay import explanation_html, log_html

if TYPE_CHECKING:
    import plotly.graph_objects as go

    from toolkit.replay.core import Replay, Viewer

__all__ = ["default_figures", "export_html", "json_for_script", "write_html"]

SPEEDS = (("slow", 1500), ("normal", 700), ("fast", 250), ("very fast", 80))

_PAGE_CSS = """
body{margin:16px;background:#f3f1ec;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;}
h1{font-size:20px;margin:0 0 8px 0;}
h2{font-size:16px;margin:18px 0 6px 0;}
#tk-controls{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:6px 0;}
#tk-controls button{font-size:15px;min-width:40px;padding:3px 8px;cursor:pointer;}
#tk-slider{width:340px;}
.tk-fig{background:#fff;border:1px solid #d8d3c8;border-radius:6px;margin:8px 0;padding:4px;}
"""

_SCRIPT = r"""
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("tk-data").textContent);
  var n = data.n, k = 0, v = 0, timer = null;
  function $(id) { return document.getElementById(id); }
  var board = $("tk-board"), explain = $("tk-explain"), status = $("tk-status");
  var slider = $("tk-slider"), play = $("tk-play"), speed = $("tk-speed");
  var turn = $("tk-turn"), view = $("tk-view");
  function logOf(i) { return $("tk-log-" + i); }
  function show(next) {
    k = Math.max(0, Math.min(n, next));
    board.innerHTML = data.boards[v][k];
    explain.innerHTML = data.explain[k];
    status.textContent = "state " + k + "/" + n + " \u00b7 turn " + data.turns[k];
    slider.value = String(k);
    var log = logOf(v);
    var old = log.querySelector(".tk-current");
    if (old) { old.classList.remove("tk-current"); }
    var cur = log.querySelector('[data-step="' + (k - 1) + '"]');
    if (cur) {
      cur.classList.add("tk-current");
      log.scrollTop = cur.offsetTop - log.offsetTop - log.clientHeight / 3;
    }
    document.body.setAttribute("data-state", String(k));
  }
  function stop() {
    if (timer !== null) { clearInterval(timer); timer = null; }
    play.textContent = "Play";
  }
  function start() {
    if (k >= n) { show(0); }
    play.textContent = "Pause";
    timer = setInterval(function () {
      if (k >= n) { stop(); } else { show(k + 1); }
    }, Number(speed.value));
  }
  $("tk-first").addEventListener("click", function () { stop(); show(0); });
  $("tk-prev").addEventListener("click", function () { stop(); show(k - 1); });
  $("tk-next").addEventListener("click", function () { stop(); show(k + 1); });
  $("tk-last").addEventListener("click", function () { stop(); show(n); });
  play.addEventListener("click", function () { if (timer === null) { start(); } else { stop(); } });
  speed.addEventListener("change", function () { if (timer !== null) { stop(); start(); } });
  slider.addEventListener("input", function () { stop(); show(Number(slider.value)); });
  turn.addEventListener("change", function () {
    if (turn.value !== "") { stop(); show(Number(turn.value)); }
  });
  if (view) {
    view.addEventListener("change", function () {
      logOf(v).hidden = true;
      v = Number(view.value);
      logOf(v).hidden = false;
      show(k);
    });
  }
  document.addEventListener("keydown", function (e) {
    if (e.target && e.target.tagName === "SELECT") { return; }
    if (e.key === "ArrowRight") { stop(); show(k + 1); }
    if (e.key === "ArrowLeft") { stop(); show(k - 1); }
  });
  show(Number(data.start));
})();
"""


def json_for_script(value: Any) -> str:
    """JSON that is safe inside a ``<script>`` element (``<``, ``>`` and ``&`` escaped).

    Examples
    --------
    >>> json_for_script({"a": "</script>"})
    '{"a": "\\\\u003c/script\\\\u003e"}'
    """
    text = json.dumps(value, ensure_ascii=False)
    for raw, safe in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026")):
        text = text.replace(raw, safe)
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def default_figures(replay: Replay) -> list[go.Figure]:
    """The figures exported with a game.

    Hero Realms: health, composition by faction and by type, derived curves.
    Villainous: power, the movers' paths, location visits, each realm turn by turn
    (a plotly step slider) and the lock-state graph of each villain with a lock.
    """
    if replay.game_name == "hero-realms":
        from toolkit.figures import hero_realms as hr

        return [
            hr.health_figure(replay),
            hr.composition_figure(replay, by="faction"),
            hr.composition_figure(replay, by="type"),
            hr.derived_figure(replay),
        ]
    if replay.game_name == "villainous":
        from toolkit.figures import villainous as vl
        from toolkit.figures import villainous_locks as locks

        figs = [vl.power_figure(replay), vl.mover_figure(replay), vl.visits_figure([replay])]
        start = replay._state(0)
        for seat in range(len(replay.names)):
            figs.append(locks.realm_frames_figure(replay, seat))
            villain = start.players[seat].villain  # type: ignore[attr-defined]
            if villain.lock is not None:
                figs.append(locks.lock_state_figure(villain))
        return figs
    return []


def _title(replay: Replay) -> str:
    bots = replay.log.bots
    seats = (
        [f"{n} ({b})" for n, b in zip(replay.names, bots, strict=True)] if bots else replay.names
    )
    names = " vs ".join(seats)
    return f"{replay.game_name} · seed {replay.log.seed} · {names}"


def export_html(
    replay: Replay,
    *,
    viewers: Sequence[Viewer] = (None,),
    figures: bool | Sequence[go.Figure] = True,
    start: int = 0,
    title: str | None = None,
) -> str:
    """The whole replay as one self-contained HTML page.

    Parameters
    ----------
    replay:
        The game.
    viewers:
        The viewpoints to precompute (``None`` is the teacher); the page gets a
        menu when there are several.
    figures:
        ``True`` for :func:`default_figures`, ``False`` for none, or the figures to embed.
    start:
        The state shown when the page opens.
    title:
        The page title (default: game, seed and players).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> page = export_html(Replay.from_game(HeroRealmsGame.new(seed=1)), viewers=[None, 0],
    ...                    figures=False)
    >>> 'id="tk-view"' in page
    True
    """
    viewers = list(viewers) or [None]
    n = replay.n_steps
    prefix = style_block()
    boards = [
        [replay.board_html(k, viewer).removeprefix(prefix) for k in range(n + 1)]
        for viewer in viewers
    ]
    data = {
        "n": n,
        "start": max(0, min(n, start)),
        "boards": boards,
        "explain": [explanation_html(replay, k) for k in range(n + 1)],
        "turns": [replay.turn_of_state(k) for k in range(n + 1)],
    }
    labels = dict((v, label) for label, v in replay.viewers())
    logs = []
    for i, viewer in enumerate(viewers):
        log = log_html(replay, -1, viewer).removeprefix('<div class="tk-log">')
        hidden = "" if i == 0 else " hidden"
        logs.append(f'<div class="tk-log" id="tk-log-{i}"{hidden}>{log}')
    turn_options = "".join(
        f'<option value="{replay.turn_start(t)}">turn {t}</option>' for t in replay.turns
    )
    speed_options = "".join(
        f'<option value="{ms}"{" selected" if name == "normal" else ""}>{name}</option>'
        for name, ms in SPEEDS
    )
    view_menu = ""
    if len(viewers) > 1:
        view_menu = (
            '<label>View <select id="tk-view">'
            + "".join(
                f'<option value="{i}">{esc(labels.get(v, str(v)))}</option>'
                for i, v in enumerate(viewers)
            )
            + "</select></label>"
        )
    figure_html = ""
    if figures is True:
        figs = default_figures(replay)
    elif figures is False:
        figs = []
    else:
        figs = list(figures)
    if figs:
        parts = []
        for i, fig in enumerate(figs):
            parts.append(
                '<div class="tk-fig">'
                + fig.to_html(
                    full_html=False,
                    include_plotlyjs=(i == 0),
                    include_mathjax=False,
                    auto_play=False,
                    div_id=f"tk-fig-{i}",
                    config={"displaylogo": False, "responsive": True},
                )
                + "</div>"
            )
        figure_html = "<h2>Figures</h2>" + "".join(parts)
    page_title = esc(title if title is not None else _title(replay))
    summary = replay.summary()
    if summary.get("over"):
        result = "winner(s): " + ", ".join(replay.names[w] for w in summary.get("winners", []))
    else:
        result = "unfinished"
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{page_title}</title><style>{CSS}{_PAGE_CSS}</style></head>"
        '<body data-state="0"><div class="tk">'
        f"<h1>{page_title}</h1>"
        f'<div class="tk-muted">{n} steps · {esc(result)}</div>'
        '<div id="tk-controls">'
        '<button id="tk-first" title="setup">|&#x25C0;</button>'
        '<button id="tk-prev" title="step back (left arrow)">&#x25C0;</button>'
        '<button id="tk-play">Play</button>'
        '<button id="tk-next" title="step forward (right arrow)">&#x25B6;</button>'
        '<button id="tk-last" title="end">&#x25B6;|</button>'
        f'<input type="range" id="tk-slider" min="0" max="{n}" value="0" step="1">'
        '<span id="tk-status"></span>'
        f'<label>Speed <select id="tk-speed">{speed_options}</select></label>'
        '<label>Jump to <select id="tk-turn"><option value="">—</option>'
        f"{turn_options}</select></label>{view_menu}</div>"
        '<div id="tk-explain"></div><div id="tk-board"></div>'
        f"<h2>Log</h2>{''.join(logs)}{figure_html}</div>"
        f'<script type="application/json" id="tk-data">{json_for_script(data)}</script>'
        f"<script>{_SCRIPT}</script></body></html>\n"
    )


def write_html(replay: Replay, path: str | Path, **options: Any) -> Path:
    """Write :func:`export_html` to ``path`` (UTF-8) and return the path.

    Examples
    --------
    >>> import tempfile, os
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> out = write_html(Replay.from_game(HeroRealmsGame.new(seed=1)),
    ...                  os.path.join(tempfile.mkdtemp(), "g.html"), figures=False)
    >>> out.stat().st_size > 1000
    True
    """
    out = Path(path)
    out.write_text(export_html(replay, **options), encoding="utf-8")
    return out
