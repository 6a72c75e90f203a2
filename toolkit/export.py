"""Export a replay to ONE self-contained HTML file that works without Python.

The file holds the board at every step (precomputed, escaped HTML), the
explanations, the whole log and the figures, with plain-JavaScript controls
(setup / back / play-pause / next / end, a slider, speed, a turn menu that
follows the slider with a button back to the start of the turn, and a
viewpoint menu when several views are exported). The arrow keys move one
step, the space bar plays and pauses. Figures over steps or turns carry a
line at the step shown, and each realm figure shows its frame.

The file stays small: plotly.js is embedded inline once, before the first
figure (no network, no server), and each board is stored as the numbers of
its pieces (players, locations, cards), each distinct piece once, since most
of the table does not change from one step to the next
(``benchmarks/export_size.py`` measures it).

From the command line::

    python -m toolkit export game.json --html game.html
    python -m toolkit export game.json --html partida.html --lang es

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
import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkit.core.errors import ArgumentError, SetupError, short_repr
from toolkit.html.core import CSS, esc, name_with_villain, seat_name, style_block
from toolkit.html.replay import explanation_html, log_html
from toolkit.i18n import translator
from toolkit.i18n.messages import N_
from toolkit.play.seats import HUMAN, bot_words

if TYPE_CHECKING:
    import plotly.graph_objects as go

    from toolkit.analysis.game_review import GameReview
    from toolkit.i18n import Translator
    from toolkit.replay.core import Replay, Viewer

__all__ = [
    "GAME_TITLES",
    "default_figures",
    "export_html",
    "json_for_script",
    "page_title",
    "renamed",
    "seat_labels",
    "write_html",
]

SPEEDS = ((N_("slow"), 1500), (N_("normal"), 700), (N_("fast"), 250), (N_("very fast"), 80))

_PAGE_CSS = """
body{margin:16px;background:#f3f1ec;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;}
h1{font-size:20px;margin:0 0 4px 0;}
h2{font-size:16px;margin:18px 0 6px 0;}
#tk-controls{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:8px 0;}
#tk-controls button{font-size:14px;min-width:40px;padding:4px 8px;cursor:pointer;
 border:1px solid #8d8577;border-radius:5px;background:#ffffff;color:#1b1b1b;}
#tk-controls button#tk-play{background:#1f5fa8;color:#ffffff;border-color:#1f5fa8;font-weight:700;
 min-width:86px;}
#tk-slider{flex:1 1 220px;min-width:160px;max-width:420px;}
#tk-status{font-weight:600;min-width:130px;}
#tk-controls label{white-space:nowrap;}
.tk-fig{background:#fff;border:1px solid #d8d3c8;border-radius:6px;margin:8px 0;padding:4px;}
.tk-fig-wide{overflow-x:auto;}
.tk-fig-wide > div{min-width:var(--tk-min);}
.tk-foot{margin-top:12px;font-size:11px;}
"""

_SCRIPT = r"""
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("tk-data").textContent);
  var n = data.n, k = 0, v = 0, timer = null, figTimer = null;
  function $(id) { return document.getElementById(id); }
  var board = $("tk-board"), explain = $("tk-explain"), status = $("tk-status");
  var slider = $("tk-slider"), play = $("tk-play"), speed = $("tk-speed");
  var turn = $("tk-turn"), view = $("tk-view");
  function logOf(i) { return $("tk-log-" + i); }
  function boardOf(i, j) {
    return data.boards[i][j].map(function (p) { return data.pieces[p]; }).join("");
  }
  function drawFigures() {
    figTimer = null;
    if (!window.Plotly) { return; }
    data.figs.forEach(function (f) {
      var div = $(f.id);
      if (!div || !div.layout) { return; }
      if (f.axis === "frames") {
        var frame = null;
        f.states.forEach(function (s) { if (s <= k) { frame = "state " + s; } });
        if (frame !== null && frame !== f.shown) {
          f.shown = frame;
          window.Plotly.animate(div, [frame], {mode: "immediate", transition: {duration: 0},
                                               frame: {duration: 0, redraw: true}});
        }
        return;
      }
      var x = f.axis === "step" ? k : data.turns[k];
      if (x === f.shown) { return; }
      f.shown = x;
      var update = {};
      f.shapes.forEach(function (i) {
        update["shapes[" + i + "].x0"] = x;
        update["shapes[" + i + "].x1"] = x;
      });
      window.Plotly.relayout(div, update);
    });
  }
  function show(next) {
    k = Math.max(0, Math.min(n, next));
    board.innerHTML = boardOf(v, k);
    explain.innerHTML = data.explain[k];
    status.textContent = data.words.step.replace("{step}", k).replace("{total}", n) +
      " \u00b7 " + data.words.turn.replace("{n}", data.turns[k]);
    slider.value = String(k);
    var t = String(data.turns[k]);
    turn.value = data.starts.hasOwnProperty(t) ? t : "";
    var log = logOf(v);
    var old = log.querySelector(".tk-current");
    if (old) { old.classList.remove("tk-current"); }
    var cur = log.querySelector('[data-step="' + (k - 1) + '"]');
    if (cur) {
      cur.classList.add("tk-current");
      log.scrollTop = cur.offsetTop - log.offsetTop - log.clientHeight / 3;
    }
    Array.prototype.forEach.call(document.querySelectorAll(".tk-rv-list li"), function (li) {
      var b = li.querySelector("[data-goto]");
      li.classList.toggle("tk-current", !!b && Number(b.getAttribute("data-goto")) === k);
    });
    document.body.setAttribute("data-state", String(k));
    if (figTimer === null) { figTimer = setTimeout(drawFigures, 30); }
  }
  function stop() {
    if (timer !== null) { clearInterval(timer); timer = null; }
    play.textContent = "\u25B6 " + data.words.play;
    play.title = data.words.playTip;
  }
  function start() {
    if (k >= n) { show(0); }
    play.textContent = "\u275A\u275A " + data.words.pause;
    play.title = data.words.pauseTip;
    timer = setInterval(function () {
      if (k >= n) { stop(); } else { show(k + 1); }
    }, Number(speed.value));
  }
  function toggle() { if (timer === null) { start(); } else { stop(); } }
  function jump() { if (turn.value !== "") { stop(); show(data.starts[turn.value]); } }
  $("tk-first").addEventListener("click", function () { stop(); show(0); });
  $("tk-prev").addEventListener("click", function () { stop(); show(k - 1); });
  $("tk-next").addEventListener("click", function () { stop(); show(k + 1); });
  $("tk-last").addEventListener("click", function () { stop(); show(n); });
  play.addEventListener("click", toggle);
  speed.addEventListener("change", function () { if (timer !== null) { stop(); start(); } });
  slider.addEventListener("input", function () { stop(); show(Number(slider.value)); });
  turn.addEventListener("change", jump);
  $("tk-turn-go").addEventListener("click", jump);
  if (view) {
    view.addEventListener("change", function () {
      logOf(v).hidden = true;
      v = Number(view.value);
      logOf(v).hidden = false;
      show(k);
    });
  }
  Array.prototype.forEach.call(document.querySelectorAll("[data-goto]"), function (el) {
    function go() {
      stop();
      show(Number(el.getAttribute("data-goto")));
      $("tk-controls").scrollIntoView({block: "start"});
    }
    el.addEventListener("click", go);
    el.addEventListener("keydown", function (e) {
      if (e.key === "Enter") { e.preventDefault(); go(); }
    });
  });
  var keys = {ArrowRight: 1, ArrowLeft: -1};
  document.addEventListener("keydown", function (e) {
    var target = e.target || {};
    if (target.tagName === "SELECT" || e.altKey || e.ctrlKey || e.metaKey) { return; }
    if (keys.hasOwnProperty(e.key)) {
      // The slider would move by itself too: one key press is one step.
      e.preventDefault();
      stop();
      show(k + keys[e.key]);
    } else if (e.key === " " && target.tagName !== "BUTTON") {
      e.preventDefault();
      toggle();
    }
  });
  show(Number(data.start));
})();
"""

GAME_TITLES = {"hero-realms": "Hero Realms", "villainous": "Disney Villainous"}
"""How each game is called on a page."""

_PIECE = re.compile(r'(?=<div class="tk-|<span class="tk-card )')


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


def default_figures(replay: Replay, lang: str = "en") -> list[go.Figure]:
    """The figures exported with a game, their titles, axes and legends in ``lang``.

    Hero Realms: health, composition by faction and by type, derived curves.
    Villainous: power, the movers' paths, location visits, each realm turn by turn
    (a plotly step slider) and the lock-state graph of each villain with a lock.
    """
    if replay.game_name == "hero-realms":
        from toolkit.figures import hero_realms as hr

        return [
            hr.health_figure(replay, lang=lang),
            hr.composition_figure(replay, by="faction", lang=lang),
            hr.composition_figure(replay, by="type", lang=lang),
            hr.derived_figure(replay, lang=lang),
        ]
    if replay.game_name == "villainous":
        from toolkit.figures import villainous as vl
        from toolkit.figures import villainous_locks as locks

        figs = [
            vl.power_figure(replay, lang=lang),
            vl.mover_figure(replay, lang=lang),
            vl.visits_figure([replay], lang=lang),
        ]
        start = replay.read_state(0)
        for seat in range(len(replay.names)):
            figs.append(locks.realm_frames_figure(replay, seat, lang=lang))
            villain = start.players[seat].villain  # type: ignore[attr-defined]
            if villain.lock is not None:
                figs.append(locks.lock_state_figure(villain, lang=lang))
        return figs
    return []


def seat_labels(replay: Replay, lang: str = "en") -> list[str]:
    """What a page calls each seat: the player's name, with the villain when it differs.

    Examples
    --------
    >>> from toolkit.villainous import VillainousGame
    >>> from toolkit.replay import Replay
    >>> game = VillainousGame.new(seed=1, villains=["ursula", "tamatoa"], names=["Ada", "Tamatoa"])
    >>> seat_labels(Replay.from_game(game))
    ['Ada (Ursula)', 'Tamatoa']
    """
    labels = [seat_name(name, lang) for name in replay.names]
    if replay.game_name == "villainous":
        start = replay.read_state(0)
        for seat, name in enumerate(labels):
            villain = start.players[seat].villain.name  # type: ignore[attr-defined]
            labels[seat] = name_with_villain(name, villain)
    return labels


def _bot_shown(bot: str, t: Translator) -> str | None:
    """What a page says of a seat a log records as played by ``bot``: what that bot does
    in plain words, just "bot" for a bot the games do not know, nothing for a person."""
    if bot == HUMAN:
        return None
    does = bot_words(bot, t)
    if does is None:
        return t.gettext("bot")
    # Translators: beside a player's name in a page's title, e.g. "Ada (bot that plays at
    # random)".
    return t.tr("bot that {does}", does=does)


def page_title(replay: Replay, lang: str = "en") -> str:
    """The page's title: the game and who played, by name (with the bots a log records).

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> page_title(Replay.from_game(HeroRealmsGame.new(seed=1, names=["Ada", "Ben"])))
    'Hero Realms: Ada vs Ben'
    >>> page_title(Replay.from_game(HeroRealmsGame.new(seed=1)), "es")
    'Hero Realms: Jugador 1 contra Jugador 2'
    """
    t = translator(lang)
    labels = seat_labels(replay, lang)
    bots = replay.log.bots
    if bots:
        shown = [_bot_shown(bot, t) for bot in bots]
        labels = [
            label
            if bot is None
            else f"{label[:-1]}, {bot})"
            if label.endswith(")")
            else f"{label} ({bot})"
            for label, bot in zip(labels, shown, strict=True)
        ]
    game = GAME_TITLES.get(replay.game_name, replay.game_name)
    players = t.gettext(" vs ").join(labels)
    return f"{game}: {players}"


def renamed(replay: Replay, names: Sequence[str]) -> Replay:
    """The same game with the players called ``names`` (one per seat, in seat order).

    Names are only shown, never shuffled with, so every state is the same game.

    Raises
    ------
    SetupError
        If ``names`` does not give one non-empty name per seat.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> renamed(Replay.from_game(HeroRealmsGame.new(seed=1)), ["Ada", "Ben"]).names
    ['Ada', 'Ben']
    """
    from toolkit.core.log import GameLog
    from toolkit.replay.core import Replay

    names = [str(n).strip() for n in names]
    if len(names) != len(replay.names) or not all(names):
        raise SetupError(
            f"give one non-empty name per seat ({len(replay.names)}), got {', '.join(names)!r}"
        )
    log = replay.log
    new = GameLog(
        game=log.game,
        seed=log.seed,
        setup={**log.setup, "names": names},
        decisions=list(log.decisions),
        players=list(log.players),
        bots=list(log.bots),
    )
    return Replay(new, snapshot_every=replay.snapshot_every, check=False)


def _turn_starts(replay: Replay) -> dict[int, int]:
    """The state at the start of each turn, the last turn too when the game stops in it."""
    starts = {t: replay.turn_start(t) for t in replay.turns}
    last = replay.turn_of_state(replay.n_steps)
    starts.setdefault(last, replay.n_steps)
    return starts


def _pieces(boards: list[list[str]]) -> tuple[list[str], list[list[list[int]]]]:
    """Each board cut into its players, locations and market, every distinct piece kept once.

    From one step to the next most of the table does not change, so a board is
    stored as the numbers of its pieces.
    """
    index: dict[str, int] = {}
    pieces: list[str] = []
    out: list[list[list[int]]] = []
    for per_view in boards:
        rows = []
        for html in per_view:
            row = []
            for piece in _PIECE.split(html):
                found = index.get(piece)
                if found is None:
                    found = index[piece] = len(pieces)
                    pieces.append(piece)
                row.append(found)
            rows.append(row)
        out.append(rows)
    return pieces, out


def _figure_parts(replay: Replay, figs: Sequence[go.Figure]) -> tuple[str, list[dict[str, Any]]]:
    """The figures' HTML (plotly.js inlined once, before the first) and how each follows the slider."""
    from toolkit.figures.core import mark_now, now_markers

    parts = []
    follow: list[dict[str, Any]] = []
    for i, fig in enumerate(figs):
        div_id = f"tk-fig-{i}"
        meta = fig.layout.meta if isinstance(fig.layout.meta, dict) else {}
        axis = meta.get("x")
        if axis in ("step", "turn"):
            fig = _copy_figure(fig)
            if not now_markers(fig):
                mark_now(fig, 0 if axis == "step" else replay.turn_of_state(0), axis=axis)
            follow.append({"id": div_id, "axis": axis, "shapes": now_markers(fig)})
        elif axis == "frames":
            follow.append({"id": div_id, "axis": "frames", "states": list(meta["states"])})
        wide = meta.get("min_width")
        style = f' style="--tk-min:{int(wide)}px"' if wide else ""
        parts.append(
            f'<div class="tk-fig{" tk-fig-wide" if wide else ""}"{style}>'
            + fig.to_html(
                full_html=False,
                include_plotlyjs=(i == 0),
                include_mathjax=False,
                auto_play=False,
                div_id=div_id,
                config={"displaylogo": False, "responsive": True},
            )
            + "</div>"
        )
    return "".join(parts), follow


def _copy_figure(fig: go.Figure) -> go.Figure:
    """A copy of ``fig``, so marking the step shown leaves the caller's figure alone."""
    import plotly.graph_objects as go

    return go.Figure(fig)


def _check_export(
    replay: object, viewers: object, figures: object, start: object, title: object, t: Any
) -> None:
    """Every argument of :func:`export_html`, checked before any page is built, each
    refusal in the page's language ``t``."""
    from toolkit.replay.core import Replay, ReplayRangeError

    if not isinstance(replay, Replay):
        raise ArgumentError(
            t.tr(N_("export_html needs a Replay, not {value}."), value=short_repr(replay))
        )
    if isinstance(viewers, (str, bytes)) or not isinstance(viewers, (list, tuple)):
        raise ArgumentError(
            t.tr(
                N_("viewers is a list of seats (or None), not {value}."),
                value=short_repr(viewers),
            )
        )
    if len(viewers) > len(replay.final.players) + 1:
        raise ArgumentError(
            t.tr(
                N_("viewers lists more viewpoints than the game has: {value}."),
                value=short_repr(viewers),
            )
        )
    for viewer in viewers:
        replay.check_viewer(viewer, t.lang)
    if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start <= replay.n_steps:
        raise ReplayRangeError(
            t.tr(
                N_("start is a state from 0 to {last}, not {value}."),
                last=replay.n_steps,
                value=short_repr(start),
            )
        )
    if not isinstance(figures, bool) and not isinstance(figures, (list, tuple)):
        raise ArgumentError(
            t.tr(
                N_("figures is True, False or a list of figures, not {value}."),
                value=short_repr(figures),
            )
        )
    if title is not None and (not isinstance(title, str) or len(title) > 200):
        raise ArgumentError(
            t.tr(
                N_("title is text of at most 200 characters, not {value}."),
                value=short_repr(title),
            )
        )


def export_html(
    replay: Replay,
    *,
    viewers: Sequence[Viewer] = (None,),
    figures: bool | Sequence[go.Figure] = True,
    start: int = 0,
    title: str | None = None,
    names: Sequence[str] | None = None,
    lang: str = "en",
    review: GameReview | None = None,
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
        Figures over steps or turns get a line that follows the slider.
    start:
        The state shown when the page opens.
    title:
        The page title (default: the game and the players' names, see :func:`page_title`).
    names:
        The players' names to show, one per seat (default: the log's); see :func:`renamed`.
    lang:
        The page's language (``"en"``, ``"es"`` or ``"it"``): controls, captions,
        explanations, boards, figure titles and axes, and the ``lang`` attribute.
    review:
        A review of this game (:func:`toolkit.analysis.review`): its win-chance curve and
        marked decisions are shown under the board, and a click on a marked decision (or
        its dot on the curve) goes to that step.

    Raises
    ------
    SetupError
        If ``names`` does not give one name per seat.
    ArgumentError
        If ``replay`` is no Replay, a viewer is not a seat (nor ``None``), ``start`` is
        not a state of the replay, or ``figures`` or ``title`` is of another kind.
    UnknownLanguageError
        If ``lang`` is not one of the toolkit's languages.

    Examples
    --------
    >>> from toolkit.hero_realms import HeroRealmsGame
    >>> from toolkit.replay import Replay
    >>> page = export_html(Replay.from_game(HeroRealmsGame.new(seed=1)), viewers=[None, 0],
    ...                    figures=False, names=["Ada", "Ben"])
    >>> 'id="tk-view"' in page and "<title>Hero Realms: Ada vs Ben</title>" in page
    True
    """
    t = translator(lang)
    lang = t.lang
    _ = t.gettext
    _check_export(replay, viewers, figures, start, title, t)
    if names is not None:
        replay = renamed(replay, names)
    viewers = list(viewers) or [None]
    n = replay.n_steps
    prefix = style_block()
    pieces, boards = _pieces(
        [
            [replay.board_html(k, viewer, lang).removeprefix(prefix) for k in range(n + 1)]
            for viewer in viewers
        ]
    )
    turns = [replay.turn_of_state(k) for k in range(n + 1)]
    if figures is True:
        figs = default_figures(replay, lang)
    elif figures is False:
        figs = []
    else:
        figs = list(figures)
    figure_html, follow = _figure_parts(replay, figs)
    data = {
        "n": n,
        "start": max(0, min(n, start)),
        "pieces": pieces,
        "boards": boards,
        "explain": [explanation_html(replay, k, lang) for k in range(n + 1)],
        "turns": turns,
        "starts": {str(turn): k for turn, k in _turn_starts(replay).items()},
        "figs": follow,
        "words": {
            "step": _("step {step} of {total}"),
            "turn": _("turn {n}"),
            "play": _("Play"),
            "pause": _("Pause"),
            "playTip": _("Play the game step by step (space bar)"),
            "pauseTip": _("Pause here (space bar)"),
        },
    }
    labels = dict((v, label) for label, v in replay.viewers(lang))
    logs = []
    for i, viewer in enumerate(viewers):
        log = log_html(replay, -1, viewer, lang=lang).removeprefix('<div class="tk-log">')
        hidden = "" if i == 0 else " hidden"
        logs.append(f'<div class="tk-log" id="tk-log-{i}"{hidden}>{log}')
    starts = _turn_starts(replay)
    turn_names = {turn: esc(t.tr("turn {n}", n=turn)) for turn in starts}
    turn_options = "".join(f'<option value="{turn}">{turn_names[turn]}</option>' for turn in starts)
    speed_options = "".join(
        f'<option value="{ms}"{" selected" if name == "normal" else ""}>{esc(_(name))}</option>'
        for name, ms in SPEEDS
    )
    w = {
        key: esc(text)
        for key, text in {
            "view": _("View"),
            "figures": _("Figures"),
            "first_tip": _("Back to the setup"),
            "first": _("setup"),
            "prev_tip": _("One step back (left arrow key)"),
            "prev": _("back"),
            "play_tip": _("Play the game step by step (space bar)"),
            "play": _("Play"),
            "next_tip": _("One step forward (right arrow key)"),
            "next": _("next"),
            "last_tip": _("Go to the end"),
            "last": _("end"),
            "step": _("step"),
            "slider_tip": _("Drag to any step; the arrow keys move one step"),
            "speed": _("Speed"),
            "turn": _("Turn"),
            "turn_tip": _("The turn shown; choose one to go to its start"),
            "turn_go_tip": _("Go to the start of the chosen turn"),
            "turn_go": _("start of turn"),
            "log": _("Log"),
        }.items()
    }
    view_menu = ""
    if len(viewers) > 1:
        options = []
        for i, v in enumerate(viewers):
            label = labels.get(v) or (
                _("Teacher (everything)")
                if v is None
                else t.tr("{name}'s view", name=t.tr("Player {n}", n=v + 1))
            )
            options.append(f'<option value="{i}">{esc(label)}</option>')
        view_menu = f'<label>{w["view"]} <select id="tk-view">{"".join(options)}</select></label>'
    if figure_html:
        figure_html = f"<h2>{w['figures']}</h2>" + figure_html
    review_part = ""
    if review is not None:
        from toolkit.html.review import REVIEW_CSS, review_panel_html

        if len(review.names) != len(replay.names):
            raise ArgumentError("the review is of another game: its seats differ")
        review_part = (
            f"<style>{REVIEW_CSS}</style><h2>{esc(_('Game review'))}</h2>"
            + review_panel_html(review, lang, goto=True, heading=False)
        )
    page_name = esc(title if title is not None else page_title(replay, lang))
    summary = replay.summary()
    winners = [seat_name(replay.names[w], lang) for w in summary.get("winners", [])]
    if summary.get("over") and winners:
        result = t.plural(
            "winner: {names}", "winners: {names}", len(winners), names=_(" and ").join(winners)
        )
    elif summary.get("over"):
        result = _("no winner")
    else:
        result = _("not finished")
    steps = t.plural("{n} step", "{n} steps", n)
    turn_count = t.plural("{n} turn", "{n} turns", len(replay.turns))

    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{page_name}</title><style>{CSS}{_PAGE_CSS}</style></head>"
        '<body data-state="0"><div class="tk">'
        f"<h1>{page_name}</h1>"
        f'<div class="tk-muted">{esc(turn_count)}, {esc(steps)} · {esc(result)}</div>'
        '<div id="tk-controls">'
        f'<button id="tk-first" title="{w["first_tip"]}">&#xAB; {w["first"]}</button>'
        f'<button id="tk-prev" title="{w["prev_tip"]}">&#x2039; {w["prev"]}</button>'
        f'<button id="tk-play" title="{w["play_tip"]}">&#x25B6; {w["play"]}</button>'
        f'<button id="tk-next" title="{w["next_tip"]}">{w["next"]} &#x203A;</button>'
        f'<button id="tk-last" title="{w["last_tip"]}">{w["last"]} &#xBB;</button>'
        f'<input type="range" id="tk-slider" min="0" max="{n}" value="0" step="1"'
        f' aria-label="{w["step"]}" title="{w["slider_tip"]}">'
        '<span id="tk-status"></span>'
        f'<label>{w["speed"]} <select id="tk-speed">{speed_options}</select></label>'
        f'<label>{w["turn"]} <select id="tk-turn" title="{w["turn_tip"]}">'
        f'<option value="">—</option>{turn_options}</select></label>'
        f'<button id="tk-turn-go" title="{w["turn_go_tip"]}">&#x21BA; {w["turn_go"]}</button>'
        f"{view_menu}</div>"
        '<div id="tk-explain"></div><div id="tk-board"></div>'
        f"{review_part}<h2>{w['log']}</h2>{''.join(logs)}{figure_html}"
        '<div class="tk-muted tk-foot">'
        + esc(
            t.tr(
                "Recorded game {game}, seed {seed} (the seed and the decisions replay it exactly).",
                game=GAME_TITLES.get(replay.game_name, replay.game_name),
                seed=replay.log.seed,
            )
        )
        + "</div></div>"
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
