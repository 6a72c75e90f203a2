"""The one-line calls of a lesson: each returns a display with a static HTML twin.

A lesson's code cells are single calls such as ``show("hr-first-turn", lang="es")``,
``exercise("hr-guards-2", lang="es")`` or ``table("hero-realms", lang="es")``: the
helper code lives here, not in the notebook, so a teacher who does not program reads
only the lesson. Every call returns a :class:`~toolkit.static_display.StaticTwin`: the
live view (a board, a widget, a figure) for JupyterLab and Voilà, and a self-contained
HTML fragment for the static edition of the lessons, which is read without a kernel.

Every word these helpers add to the screen goes through the message catalogue
(:func:`toolkit.i18n.translator`), so the Spanish and Italian lessons read in their own
language. Everything is seeded: a lesson shows the same thing every time.

Examples
--------
>>> board = show("hr-first-turn", lang="it")
>>> "Ada" in board.static_html
True
>>> rule("HR-C3", lang="es").text.startswith("HR-C3 Guardias")
True
"""

from __future__ import annotations

import html as _html
from collections.abc import Sequence
from typing import Any

from toolkit.core.errors import ToolkitError, short_repr
from toolkit.core.game import Game
from toolkit.html.core import esc
from toolkit.i18n import check_lang, translator
from toolkit.i18n import rule as rule_text
from toolkit.i18n.messages import N_
from toolkit.lessons import positions
from toolkit.static_display import StaticTwin

__all__ = [
    "LessonError",
    "demo",
    "exercise",
    "figure",
    "replay",
    "rule",
    "show",
    "table",
]

#: The lessons' own style: boxes for rules, notes and captions, scoped under ``tk-lesson``.
LESSON_CSS = """
.tk-lesson { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; max-width: 62em; }
.tk-lesson .tk-caption { font-weight: 600; margin: .2em 0 .4em; color: #1f2a44; }
.tk-lesson .tk-rule { border-left: 4px solid #3d6bb3; background: #f3f6fb; padding: .5em .8em;
  margin: .4em 0; border-radius: 4px; }
.tk-lesson .tk-rule b.tk-id { color: #3d6bb3; margin-right: .4em; }
.tk-lesson .tk-note { border-left: 4px solid #c58b00; background: #fff8e6; padding: .4em .8em;
  margin: .4em 0; border-radius: 4px; }
.tk-lesson dl.tk-terms { display: grid; grid-template-columns: minmax(6em, max-content) 1fr;
  gap: .3em 1em; margin: 0; }
.tk-lesson dl.tk-terms dt, .tk-lesson dl.tk-terms dd { float: none; width: auto; margin: 0;
  padding: 0; }
@media (max-width: 600px) {
  .tk-lesson dl.tk-terms { grid-template-columns: 1fr; gap: 0; }
  .tk-lesson dl.tk-terms dd { margin-bottom: .5em; }
}
.tk-lesson .tk-frame { width: 100%; border: 1px solid #d5d9e0; border-radius: 6px; }
"""


class LessonError(ToolkitError):
    """A lesson asked for something the helpers do not know (a position, a figure...)."""


def _wrap(inner: str, caption: str = "") -> str:
    head = f'<div class="tk-caption">{esc(caption)}</div>' if caption else ""
    return f'<div class="tk-lesson"><style>{LESSON_CSS}</style>{head}{inner}</div>'


def _frame(page: str, height: int) -> str:
    """A whole HTML page as a self-contained fragment: an iframe holding it in ``srcdoc``."""
    return (
        f'<iframe class="tk-frame" style="height:{height}px" sandbox="allow-scripts" '
        f'srcdoc="{_html.escape(page, quote=True)}"></iframe>'
    )


# --- boards ---------------------------------------------------------------------------


def show(what: Any, lang: str = "en", *, viewer: int | None = None) -> StaticTwin:
    """Draw a board: a named lesson position or any game.

    Parameters
    ----------
    what:
        A position name of :mod:`toolkit.lessons.positions` (``"hr-first-turn"``) or a
        game object.
    lang:
        The language of the board and its caption.
    viewer:
        Draw the board as that seat sees it (hidden hands) instead of the teacher's view.

    Examples
    --------
    >>> "Ada" in show("hr-opening").static_html
    True
    """
    t = translator(check_lang(lang))
    if isinstance(what, str):
        game, caption = positions.position(what)
        caption = t.gettext(caption)
    elif isinstance(what, Game):
        game, caption = what, ""
    else:
        raise LessonError(
            t.tr(
                "show() draws a lesson position (its name) or a game, not {what}",
                what=short_repr(what),
            )
        )
    _check_viewer(game, viewer, t)
    board = _board_html(game, viewer, t.lang)
    page = _wrap(board, caption)
    return StaticTwin(page, page, text=caption or repr(game))


def _check_viewer(game: Any, viewer: object, t: Any) -> None:
    """Refuse a viewer that is neither None (the teacher) nor a seat of ``game``."""
    if viewer is None:
        return
    seats = len(game.players)
    if isinstance(viewer, bool) or not isinstance(viewer, int) or not 0 <= viewer < seats:
        raise LessonError(
            t.tr(
                "viewer is None (every card) or a seat from 0 to {last}, not {viewer}",
                last=seats - 1,
                viewer=short_repr(viewer),
            )
        )


def _check_bots(game: str, bots: Sequence[str], t: Any) -> None:
    """Refuse a bot name the game does not have (before any game is made)."""
    from toolkit.play.sides import side_for

    names = side_for(game).bot_names
    unknown = [b for b in bots if not isinstance(b, str) or b not in names]
    if unknown:
        raise LessonError(
            t.tr(
                "unknown bot {bot}; the bots of {game} are {bots}",
                bot=short_repr(unknown[0]),
                game=game,
                bots=", ".join(names),
            )
        )


def _board_html(game: Any, viewer: int | None, lang: str = "en") -> str:
    """The board of ``game`` as ``viewer`` sees it (the teacher's view for ``None``), in ``lang``."""
    if game.game_name == "hero-realms":
        from toolkit.html.hero_realms import state_html

        return state_html(game, viewer, lang=lang)
    from toolkit.html.villainous import state_html as v_state_html

    return str(v_state_html(game, viewer, lang=lang))


def rule(rule_id: str, lang: str = "en") -> StaticTwin:
    """One rule from the rule catalogue, in ``lang``: its ID, title, text and any note.

    Examples
    --------
    >>> "HR-A6" in rule("HR-A6", lang="it").static_html
    True
    """
    r = rule_text(rule_id, check_lang(lang))
    body = (
        f'<div class="tk-rule"><b class="tk-id">{esc(r.id)}</b><b>{esc(r.title)}</b><br>'
        f"{esc(r.text)}</div>"
    )
    if r.note:
        body += f'<div class="tk-note">{esc(r.note)}</div>'
    page = _wrap(body)
    return StaticTwin(page, page, text=f"{r.id} {r.title}: {r.text}")


# --- exercises ------------------------------------------------------------------------


def exercise(exercise_id: str, lang: str = "en") -> StaticTwin:
    """One exercise to answer: the exercise widget, and its precomputed static page.

    The static twin is the exercise export of :mod:`toolkit.exercises.export` for this one
    exercise: the engine's feedback for every answer is in the page, so it answers in
    the browser with no kernel.

    Examples
    --------
    >>> ex = exercise("hr-guards-1")
    >>> "hr-guards-1" in ex.text
    True
    """
    from toolkit.exercises.export import exercises_html
    from toolkit.widgets.exercise import ExerciseWidget

    t = translator(check_lang(lang))
    ex, problem = _load_exercise(exercise_id, t)
    if problem is not None:
        note = t.gettext(N_("This exercise is being updated to the published rule; skip it."))
        page = _wrap(f'<div class="tk-note">{esc(note)}</div>')
        return StaticTwin(page, page, text=f"{exercise_id}: {problem}")
    from toolkit.exercises.session import ExerciseSession
    from toolkit.lessons.progress import learner, lesson_of

    found = lesson_of(exercise_id)
    lesson, ids = found if found is not None else (None, [exercise_id])
    numbering = (ids.index(exercise_id) + 1, len(ids))
    title = t.gettext(N_("Exercise")) + ": " + ex.in_lang(t.lang).title
    session = ExerciseSession(
        ex.in_lang(t.lang), progress=learner(), lesson=lesson, lesson_exercises=ids
    )
    widget = ExerciseWidget(session, lang=t.lang)

    def static() -> str:
        page = exercises_html([ex], title=title, lang=t.lang, numbering=numbering)
        return _frame(page, 640)

    return StaticTwin(widget, static, text=f"{exercise_id}: {ex.title}")


def _load_exercise(exercise_id: str, t: Any) -> tuple[Any, str | None]:
    """The exercise and, when the engine does not (yet) prove it, why not.

    Only this exercise is checked against the engine, so one exercise waiting for a rule
    correction does not stop the rest of a lesson.
    """
    from toolkit.exercises import ExerciseDataError, load_exercises
    from toolkit.exercises.loader import verify

    found = [e for e in load_exercises(check=False) if e.id == exercise_id]
    if not found:
        raise LessonError(
            t.tr(N_("There is no exercise called {name}."), name=short_repr(exercise_id))
        )
    ex = found[0]
    if ex.id not in _PROVEN:
        try:
            verify(ex)
        except ExerciseDataError as exc:
            return ex, str(exc)
        _PROVEN.add(ex.id)
    return ex, None


_PROVEN: set[str] = set()


# --- stepped demonstrations -----------------------------------------------------------


def demo(demo_id: str, lang: str = "en") -> StaticTwin:
    """A stepped demonstration: a position, then moves with a sentence each, stepped with
    *Back* and *Next*; the static twin holds every step precomputed.

    Examples
    --------
    >>> d = demo("v-a-first-turn", lang="es")
    >>> "Skull Rock" in d.static_html
    True
    """
    from toolkit.lessons.demos import demonstration, static_page
    from toolkit.widgets.demo import DemoWidget

    lang = check_lang(lang)
    d = demonstration(demo_id)
    widget = DemoWidget(demo_id, lang=lang)
    return StaticTwin(widget, lambda: _wrap(_frame(static_page(d, lang), 760)), text=d.title[lang])


# --- the table ------------------------------------------------------------------------

_TABLE_LANGS: tuple[str, ...] = ("en",)

#: The names of the Hero Realms seats at a lesson's table, as the lessons' text calls them.
HR_NAMES: tuple[str, ...] = positions.ALL_NAMES


def _table_langs() -> tuple[str, ...]:
    from toolkit.widgets import table as table_module

    return tuple(getattr(table_module, "_LANGS", _TABLE_LANGS))


def table(
    game: str = "hero-realms",
    seats: Sequence[str] | int = ("human", "bot"),
    lang: str = "en",
    *,
    seed: int = 1,
    **options: Any,
) -> StaticTwin:
    """A game at the table against bots; the static twin replays a short seeded bot game.

    Parameters
    ----------
    game:
        ``"hero-realms"`` or ``"villainous"``.
    seats:
        ``"human"`` or a bot name per seat; ``"bot"`` is the game's usual bot. A number
        seats one human (first) and bots in the other seats.
    lang:
        The language of the table where the table speaks it, and of the notes.
    seed:
        The game's seed: the same seed deals the same game.
    options:
        ``variant=`` (Hero Realms), ``villains=`` (Villainous), ``names=``.

    Examples
    --------
    >>> t = table("hero-realms", seed=3)
    >>> "Jupyter" in t.static_html
    True
    """
    from toolkit.widgets.table import Table

    lang = check_lang(lang)
    t = translator(lang)
    bot = "greedy" if game == "hero-realms" else "heuristic"
    if isinstance(seats, bool) or (isinstance(seats, int) and not 2 <= seats <= 6):
        # checked before a list of that many seats is made
        raise LessonError(t.tr("seats is 2 to 6, or a list of seats, not {n}", n=short_repr(seats)))
    if isinstance(seats, int):
        seats = ["human"] + ["bot"] * (seats - 1)
    if isinstance(seats, str) or not isinstance(seats, (list, tuple)) or len(seats) > 6:
        raise LessonError(t.tr("seats is 2 to 6, or a list of seats, not {n}", n=short_repr(seats)))
    seats = [bot if s == "bot" else s for s in seats]
    check_villains(options.get("villains"), t)
    if game == "hero-realms" and "names" not in options:
        options["names"] = list(HR_NAMES[: len(seats)])
    speaks = lang in _table_langs()
    widget = Table(game, seats, seed=seed, lang=lang, pace="fast", **options)
    note = t.gettext(
        N_(
            "Playing at the table needs Jupyter. Here is a short game between bots "
            "with the same setup: step through it."
        )
    )

    def static() -> str:
        demo = _bot_game(game, [bot] * len(seats), seed, options)
        return _wrap(f'<div class="tk-note">{esc(note)}</div>' + _replay_frame(demo, t.lang))

    if speaks:
        return StaticTwin(widget, static, text="table")
    import ipywidgets as widgets

    notice = t.gettext(N_("The table's buttons and messages are in English for now."))
    box = widgets.VBox([widgets.HTML(_wrap(f'<div class="tk-note">{esc(notice)}</div>')), widget])
    return StaticTwin(box, static, text="table")


def check_villains(villains: Any, t: Any) -> None:
    """Refuse a villain named twice, or villains that are no list of villain names, in
    the lesson's language (before any game is made)."""
    if villains is None:
        return
    from toolkit.play.arguments import VILLAINS, villain_seats

    known = VILLAINS
    if (
        not isinstance(villains, (list, tuple))
        or not 2 <= len(villains) <= len(known)
        or not all(isinstance(v, str) and v in known for v in villains)
    ):
        raise LessonError(
            t.tr(
                N_("villains is a list of 2 to {most} villains (of {known}), not {villains}."),
                most=len(known),
                known=", ".join(known),
                villains=short_repr(villains),
            )
        )
    try:
        villain_seats(villains, len(villains), known, t)
    except ToolkitError as exc:
        raise LessonError(str(exc)) from None


def _bot_game(
    game: str,
    bots: Sequence[str],
    seed: int,
    options: dict[str, Any],
    turns: int | None = None,
) -> Any:
    """A short seeded game between bots, with the setup a lesson's table uses."""
    from toolkit.core.bots import play_game
    from toolkit.play.sides import side_for

    side = side_for(game)
    new = side.new_game(
        len(bots), seed, options.get("names"), **{k: v for k, v in options.items() if k != "names"}
    )
    players = [side.make_bot(b, seed + i) for i, b in enumerate(bots)]
    if turns is None:
        turns = 6 if game == "hero-realms" else 4 * len(bots)
    return play_game(new, players, max_turns=turns)


def _replay_frame(game: Any, lang: str, height: int = 560) -> str:
    from toolkit.export import export_html
    from toolkit.replay import Replay

    page = export_html(Replay.from_game(game), figures=False, lang=lang)
    return _frame(page, height)


# --- replays --------------------------------------------------------------------------


def replay(
    what: Any = "hero-realms",
    lang: str = "en",
    *,
    seed: int = 7,
    bots: Sequence[str] | None = None,
    turn: int | None = None,
    **options: Any,
) -> StaticTwin:
    """Step through a whole game: a saved log, a game, or a seeded game between bots.

    Parameters
    ----------
    what:
        A game's name (a bot game is played from ``seed``), a game object, or the path
        of a saved game log (``.json``).
    bots:
        The bots of a game played here (default: the game's usual bot in each seat).
    turn:
        Open the replay at the start of this turn.

    Examples
    --------
    >>> r = replay("hero-realms", seed=3)
    >>> "iframe" in r.static_html
    True
    """
    from toolkit.export import export_html
    from toolkit.replay import Replay
    from toolkit.widgets import ReplayWidget

    lang = check_lang(lang)
    t = translator(lang)
    check_villains(options.get("villains"), t)
    if isinstance(what, str) and what in ("hero-realms", "villainous"):
        default = "greedy" if what == "hero-realms" else "heuristic"
        n = len(options.get("villains") or ()) or options.pop("players", 2)
        # The count is checked before a list of that many seats is made.
        if isinstance(n, bool) or not isinstance(n, int) or not 2 <= n <= 6:
            raise LessonError(
                t.tr("players is a whole number from 2 to 6, not {n}", n=short_repr(n))
            )
        if bots is not None:
            if isinstance(bots, str) or not isinstance(bots, (list, tuple)) or len(bots) > 6:
                raise LessonError(
                    t.tr(
                        "bots is a list of bot names, one per seat, not {bots}",
                        bots=short_repr(bots),
                    )
                )
            _check_bots(what, bots, t)
        game = _bot_game(what, list(bots or [default] * n), seed, options)
        rep = Replay.from_game(game)
    elif isinstance(what, str):
        rep = Replay.load(what)
    elif isinstance(what, Game):
        rep = Replay.from_game(what)
    else:
        raise LessonError(
            t.tr(
                "replay() shows a game's name, a game or a saved log's path, not {what}",
                what=short_repr(what),
            )
        )
    if turn is not None and (
        isinstance(turn, bool) or not isinstance(turn, int) or turn not in rep.turns
    ):
        raise LessonError(
            t.tr(
                "this game has turns {first} to {last}; turn {turn} is not one of them",
                first=rep.turns[0],
                last=rep.turns[-1],
                turn=short_repr(turn),
            )
        )
    widget = ReplayWidget(rep, lang=lang)
    start = 0
    if turn is not None:
        widget.jump_to_turn(turn)
        start = rep.turn_start(turn)

    def static() -> str:
        return _wrap(_frame(export_html(rep, figures=False, start=start, lang=lang), 620))

    return StaticTwin(widget, static, text=repr(rep))


# --- figures --------------------------------------------------------------------------

FIGURES: dict[str, str] = {
    "composition": N_("What the decks are made of, turn by turn"),
    "composition-type": N_("Card types in the decks, turn by turn"),
    "derived": N_("Gold per hand and deck size, turn by turn"),
    "health": N_("Health, turn by turn"),
    "thinning": N_("Many games: gold per hand, greedy bot against tuned bot"),
    "factions": N_("Many games: cards of each faction in the deck at the end, by bot"),
    "realm": N_("The realm: where the mover may go"),
    "locks": N_("The lock graph: what locks and unlocks a location"),
    "power": N_("Power, turn by turn"),
    "objective": N_("Progress towards each objective"),
}
"""The figures a lesson can ask for, with their captions."""


def figure(name: str, lang: str = "en", *, seed: int = 7, villain: str = "captain_hook") -> Any:
    """A figure of a seeded game (or of a villain's realm), with a caption in ``lang``.

    Examples
    --------
    >>> fig = figure("locks", villain="ursula")
    >>> "plotly" in fig.static_html, fig.figure.layout.title.text is not None
    (True, True)
    """
    t = translator(check_lang(lang))
    if not isinstance(name, str) or name not in FIGURES:
        raise LessonError(
            t.tr(
                N_("There is no figure called {name}: choose one of {names}."),
                name=short_repr(name),
                names=", ".join(FIGURES),
            )
        )
    fig = _figure(name, seed, villain, t.lang)
    caption = t.gettext(FIGURES[name])
    from toolkit.lessons.figure_layout import PLOT_CONFIG, LessonFigure, fit_title

    fit_title(fig, caption)  # wrapped for a phone, the legend under the plot

    def static() -> str:
        return _wrap(fig.to_html(full_html=False, include_plotlyjs=True, config=PLOT_CONFIG))

    twin = StaticTwin(LessonFigure(fig, caption), static, text=caption)
    twin.figure = fig  # type: ignore[attr-defined]  # the plotly figure itself
    return twin


def _greedy_against_tuned(seed: int, games: int = 8) -> tuple[list[Any], list[list[str]]]:
    """Seeded games of the greedy bot against the tuned bot, seats swapped every other
    game (so only the bot differs), and the bot of each seat of each game."""
    from toolkit.core.bots import play_game
    from toolkit.hero_realms import HeroRealmsGame
    from toolkit.hero_realms.bots import make_bot
    from toolkit.replay import Replay

    replays, labels = [], []
    for i in range(games):
        order = ["greedy", "tuned"] if i % 2 == 0 else ["tuned", "greedy"]
        bots = [make_bot(b, seed + 10 * i + k) for k, b in enumerate(order)]
        replays.append(Replay.from_game(play_game(HeroRealmsGame.new(seed=seed + i), bots)))
        labels.append(order)
    return replays, labels


def faction_counts(replays: Sequence[Any], labels: Sequence[Sequence[str]]) -> dict[str, Any]:
    """Bot -> faction -> the mean number of that faction's cards it owned at the end."""
    from toolkit.analysis.hero_realms import FACTIONS
    from toolkit.analysis.table import columns
    from toolkit.figures.hero_realms import _rows

    totals: dict[str, dict[str, list[float]]] = {}
    for g, replay in enumerate(replays):
        last: dict[int, Any] = {}
        for row in _rows(columns(replay)):
            if row.seat not in last or row.turn >= last[row.seat].turn:
                last[row.seat] = row
        for seat, row in last.items():
            per = totals.setdefault(str(labels[g][seat]), {})
            for f in FACTIONS:
                if f != "none":
                    per.setdefault(f, []).append(float(row.value(f"faction:{f}")))
    return {bot: {f: sum(v) / len(v) for f, v in per.items()} for bot, per in totals.items()}


def _factions_figure(
    replays: Sequence[Any], labels: Sequence[Sequence[str]], lang: str = "en"
) -> Any:
    """Grouped bars: for each bot, the mean cards of each faction in its deck at the end
    (faction names as printed)."""
    import plotly.graph_objects as go

    t = translator(lang)
    counts = faction_counts(replays, labels)
    fig = go.Figure()
    for bot, per in counts.items():
        fig.add_trace(
            go.Bar(
                name=bot,
                x=[f.capitalize() for f in per],
                y=[round(v, 2) for v in per.values()],
                meta={"bot": bot},
            )
        )
    from toolkit.figures.core import base_layout

    fig.update_layout(
        barmode="group",
        yaxis_title=t.gettext(N_("cards in the deck at the end (mean)")),
        xaxis_title=t.gettext(N_("faction")),
    )
    return base_layout(fig, "", hovermode="closest")


def _figure(name: str, seed: int, villain: str, lang: str = "en") -> Any:
    # Each kind of figure imports only what it draws with: the realm and lock graphs need
    # neither numpy nor pandas (a browser's Python may have neither).
    if name in ("realm", "locks"):
        from toolkit.figures import villainous_locks as locks

        if name == "realm":
            return locks.realm_figure(villain, lang=lang)
        return locks.lock_state_figure(villain, lang=lang)
    from toolkit.figures import hero_realms as hr
    from toolkit.figures import villainous as vl
    from toolkit.replay import Replay

    if name in ("power", "objective"):
        others = [v for v in ("davy_jones", "tamatoa") if v != villain][:1]
        game = _bot_game(
            "villainous", ["heuristic"] * 2, seed, {"villains": [villain, *others]}, turns=40
        )
        rep = Replay.from_game(game)
        return (
            vl.power_figure(rep, lang=lang)
            if name == "power"
            else vl.objective_figure(rep, lang=lang)
        )
    if name in ("thinning", "factions"):
        many, labels = _greedy_against_tuned(seed)
        if name == "thinning":
            return hr.aggregate_figure(
                many, metric="gold_per_hand", labels=labels, max_turn=24, lang=lang
            )
        return _factions_figure(many, labels, lang)
    rep = Replay.from_game(_bot_game("hero-realms", ["greedy", "greedy"], seed, {}, turns=300))
    if name == "composition":
        return hr.composition_figure(rep, by="faction", lang=lang)
    if name == "composition-type":
        return hr.composition_figure(rep, by="type", lang=lang)
    if name == "derived":
        return hr.derived_figure(rep, lang=lang)
    return hr.health_figure(rep, lang=lang)
