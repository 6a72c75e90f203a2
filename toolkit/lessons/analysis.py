"""Small seeded tournaments for the analysis lessons, read aloud in plain words.

:func:`tournament` plays a few games between bots (seconds, not minutes), draws the win
rates with their error bars and says, in the lesson's language, what the bars mean.
:func:`favoured` asks who is favoured: the first seat of Hero Realms, or one villain
against another.

Examples
--------
>>> out = tournament(["greedy", "random"], games=6, seed=1)
>>> "greedy" in out.text
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from toolkit.core.errors import short_repr
from toolkit.html.core import esc
from toolkit.i18n import check_lang, translator
from toolkit.i18n.messages import N_
from toolkit.lessons.display import LessonError, _wrap, check_villains
from toolkit.static_display import StaticTwin

__all__ = ["favoured", "tournament"]

#: Small runs only: a lesson waits for them.
MAX_GAMES = 40


def _run(lineups: Any, games: int, seed: int, game: str, max_turns: int, t: Any) -> Any:
    from toolkit.tournament import run_tournament

    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise LessonError(
            t.tr(
                N_("A lesson's tournament plays 1 to {most} games, not {games}."),
                most=MAX_GAMES,
                games=short_repr(games),
            )
        )
    return run_tournament(
        lineups, games=games, seed=seed, game=game, max_turns=max_turns, progress=False
    )


def _sentences(rates: Any, lang: str, *, label: Any = None) -> list[str]:
    t = translator(lang)
    out = []
    for key, row in rates.iterrows():
        name = label(key) if label else str(key)
        out.append(
            t.tr(
                N_(
                    "{name} won {wins} of {games} games ({rate}%): with so few games the "
                    "true rate is probably between {low} and {high} percent."
                ),
                name=name,
                wins=int(row["wins"]),
                games=int(row["games"]),
                rate=round(100 * float(row["win_rate"])),
                low=round(100 * float(row["ci_low"])),
                high=round(100 * float(row["ci_high"])),
            )
        )
    return out


def bars_overlap(rates: Any) -> tuple[str, str, bool]:
    """The two rows with the highest win rates (higher first), and whether their 95% error
    bars overlap (the intervals ``ci_low``..``ci_high`` share a point)."""
    ranked = rates.sort_values("win_rate", ascending=False)
    (a, ra), (b, rb) = list(ranked.iterrows())[:2]
    overlap = float(ra["ci_low"]) <= float(rb["ci_high"]) and float(rb["ci_low"]) <= float(
        ra["ci_high"]
    )
    return str(a), str(b), overlap


def _overlap_sentence(rates: Any, lang: str, *, label: Any = None) -> str:
    """One sentence saying whether the error bars drawn overlap, true of these rates."""
    t = translator(lang)
    a, b, overlap = bars_overlap(rates)
    name_a = label(a) if label else a
    name_b = label(b) if label else b
    if overlap:
        return t.tr(
            N_(
                "The error bars of {a} and {b} overlap: these games do not show which is "
                "better. Play more games before you decide."
            ),
            a=name_a,
            b=name_b,
        )
    return t.tr(
        N_(
            "The error bars of {a} and {b} do not overlap: {a} is probably really better "
            "here, not only lucky."
        ),
        a=name_a,
        b=name_b,
    )


def _relabel(fig: Any, lang: str, xtitle: str, labels: dict[str, str]) -> None:
    """Axis words in ``lang``, and each bar named as the sentences name it."""
    t = translator(lang)
    fig.update_layout(xaxis_title=xtitle, yaxis_title=t.gettext(N_("win rate")))
    for trace in fig.data:
        trace.x = [labels.get(str(x), str(x)) for x in trace.x]
    if fig.layout.annotations:
        fig.layout.annotations[0].text = t.gettext(N_("no seat advantage"))


def _page(fig: Any, sentences: Sequence[str], lang: str, title: str) -> StaticTwin:
    import ipywidgets as widgets

    from toolkit.lessons.figure_layout import fit_title

    t = translator(lang)
    fit_title(fig, title)  # wrapped for a phone, the legend under the plot
    hint = t.gettext(
        N_(
            "Each bar is a win rate; the black line across its top is the error bar: where "
            "the true rate probably lies. Read the bars and answer for yourself first, then "
            "open the reading below to check."
        )
    )
    words = "".join(f"<li>{esc(s)}</li>" for s in sentences)
    # the reading (each interval, whether the bars overlap) is what a lesson's exercise
    # asks: it stays folded until the learner opens it, so the chart does not answer first
    summary = esc(t.gettext(N_("Check your reading")))
    text_html = _wrap(
        f'<div class="tk-note">{esc(hint)}</div>'
        f'<details class="tk-reading"><summary>{summary}</summary><ul>{words}</ul></details>'
    )

    from toolkit.lessons.figure_layout import PLOT_CONFIG, LessonFigure

    def static() -> str:
        plot = fig.to_html(full_html=False, include_plotlyjs=True, config=PLOT_CONFIG)
        return _wrap(plot) + text_html

    # The figure goes into the widget only (as plotly's JSON, drawn by JupyterLab's plotly
    # extension without its toolbar), never a second time into the cell's outputs.
    drawn = widgets.Output()
    drawn.outputs = (
        {
            "output_type": "display_data",
            "data": LessonFigure(fig, title)._repr_mimebundle_(),
            "metadata": {},
        },
    )
    live = widgets.VBox([drawn, widgets.HTML(text_html)])
    twin = StaticTwin(live, static, text="\n".join(sentences))
    twin.figure = fig  # type: ignore[attr-defined]  # the figure the sentences describe
    return twin


def tournament(
    bots: Sequence[str] = ("greedy", "random"),
    lang: str = "en",
    *,
    games: int = 20,
    seed: int = 1,
    game: str = "hero-realms",
) -> StaticTwin:
    """Bots play each other ``games`` times; their win rates with 95% error bars.

    Examples
    --------
    >>> "random" in tournament(["greedy", "random"], games=4).text
    True
    """
    from toolkit.tournament import bot_win_rates, round_robin
    from toolkit.tournament.figures import win_rate_figure

    lang = check_lang(lang)
    t = translator(lang)
    res = _run(round_robin(list(bots)), games, seed, game, 300, t)
    rates = bot_win_rates(res.games)
    title = t.plural("Win rates in {n} game", "Win rates in {n} games", len(res.games))
    fig = win_rate_figure(res.games, lang=lang)
    _relabel(fig, lang, t.gettext(N_("bot")), {})
    words = [*_sentences(rates, lang), _overlap_sentence(rates, lang)]
    return _page(fig, words, lang, title)


def favoured(
    what: str = "first-seat",
    lang: str = "en",
    *,
    games: int = 20,
    seed: int = 1,
    villains: Sequence[str] = ("captain_hook", "tamatoa"),
) -> StaticTwin:
    """Who is favoured: ``"first-seat"`` (Hero Realms, equal bots) or ``"villains"``.

    For the first seat two equal bots play, so only the seat differs; for villains the
    same bot plays each villain and the villains change seats from game to game, so
    only the villain differs.

    Examples
    --------
    >>> "Tamatoa" in favoured("villains", games=2).text
    True
    """
    from toolkit.tournament import bot_win_rates, seat_win_rates
    from toolkit.tournament.figures import seat_figure, win_rate_figure

    lang = check_lang(lang)
    t = translator(lang)
    if what == "first-seat":
        res = _run([("greedy", "greedy")], games, seed, "hero-realms", 300, t)
        rates = seat_win_rates(res.games)
        seat_label = lambda k: t.tr(N_("The player in seat {n}"), n=int(k) + 1)  # noqa: E731
        words = [
            *_sentences(rates, lang, label=seat_label),
            _overlap_sentence(rates, lang, label=lambda k: t.tr(N_("seat {n}"), n=int(k) + 1)),
        ]
        title = t.gettext(N_("Two equal bots: does going first help?"))
        fig = seat_figure(res.games, lang=lang)
        seats = {
            t.tr(N_("Player {n}"), n=int(k) + 1): t.tr(N_("seat {n}"), n=int(k) + 1)
            for k in rates.index
        }
        _relabel(fig, lang, t.gettext(N_("seat (seat 1 moves first)")), seats)
        return _page(fig, words, lang, title)
    if what == "villains":
        check_villains(villains, t)
        from toolkit.villainous.cards import load_villain

        lineup = [f"heuristic:{v}" for v in villains]
        res = _run([lineup], games, seed, "villainous", 80, t)
        rates = bot_win_rates(res.games)
        names = {str(k): load_villain(str(k).split(":")[1]).name for k in rates.index}
        words = [
            *_sentences(rates, lang, label=lambda k: names[str(k)]),
            _overlap_sentence(rates, lang, label=lambda k: names[str(k)]),
        ]
        title = t.gettext(N_("The same bot with each villain: who wins more?"))
        fig = win_rate_figure(res.games, lang=lang)
        _relabel(fig, lang, t.gettext(N_("villain")), names)
        return _page(fig, words, lang, title)
    raise LessonError(
        t.tr(
            N_("favoured() asks about 'first-seat' or 'villains', not {what}."),
            what=short_repr(what),
        )
    )
