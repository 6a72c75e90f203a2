"""The views in Spanish and Italian: widget, export, boards and figures leave no English behind.

A view's own words are the messages of the catalogue whose source is one of
the view modules below. Each rendering in ``es`` and ``it`` is cut into its
texts (text nodes, tooltips, figure titles, axes, legends and hover texts) and
no text may read as one of those messages in English. Engine sentences (the
log's events, the explanation's first sentence) and card data stay as the
engine and the cards write them, so they are left out of the check; they
switch language with the engines.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import plotly.graph_objects as go
import pytest
from babel.messages.pofile import read_po

from toolkit.cli import main
from toolkit.core.bots import play_game
from toolkit.core.log import GameLog
from toolkit.export import default_figures, export_html, page_title
from toolkit.html.villainous import state_html
from toolkit.i18n import translator
from toolkit.i18n.messages import locale_dir
from toolkit.replay import Replay
from toolkit.villainous import VillainousGame
from toolkit.villainous.bots import HeuristicBot
from toolkit.widgets import ReplayWidget

VIEW_SOURCES = (
    "toolkit/widgets/replay.py",
    "toolkit/export.py",
    "toolkit/html/core.py",
    "toolkit/html/replay.py",
    "toolkit/html/villainous.py",
    "toolkit/figures/",
    "toolkit/tournament/figures.py",
    "toolkit/replay/",
)
LANGS = ("es", "it")


@cache
def view_messages() -> tuple[tuple[str, ...], ...]:
    """Every message of the views: a tuple of its English forms (one, or singular and plural)."""
    with (locale_dir() / "messages.pot").open("rb") as fh:
        template = read_po(fh)
    found = []
    for m in template:
        if m.id and any(f.startswith(VIEW_SOURCES) for f, _ in m.locations):
            found.append(m.id if isinstance(m.id, tuple) else (m.id,))
    return tuple(found)


def _pattern(message: str) -> re.Pattern[str]:
    parts = re.split(r"\{[^{}]*\}", message)
    return re.compile(".+?".join(re.escape(p) for p in parts), re.S)


@cache
def english_patterns(lang: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The view messages whose ``lang`` translation differs from the English, as patterns."""
    t = translator(lang)
    out = []
    for forms in view_messages():
        if len(forms) == 1:
            differs = [forms[0]] if t.gettext(forms[0]) != forms[0] else []
        else:
            translated = (t.ngettext(forms[0], forms[1], 1), t.ngettext(forms[0], forms[1], 2))
            differs = [e for e, x in zip(forms, translated, strict=True) if e != x]
        out += [(e, _pattern(e)) for e in differs if e.strip()]
    return tuple(out)


def leftovers(texts: Iterable[str], lang: str) -> list[tuple[str, str]]:
    """The texts that read as a view message in English: ``(text, message)`` pairs."""
    patterns = english_patterns(lang)
    found = []
    for text in texts:
        for piece in re.split(r"<br>|\n", text):
            piece = re.sub(r"<[^>]+>", "", piece).strip()
            if not piece:
                continue
            for message, pattern in patterns:
                if pattern.fullmatch(piece) and piece not in ("—",):
                    found.append((piece, message))
    return found


class _Texts(HTMLParser):
    """Text nodes and tooltips of a page, leaving out engine sentences, card data and scripts.

    Engine sentences are a log entry's own text (the decision), its events, the
    explanation and a pending choice; card data are a card chip's tooltip.
    """

    SKIP = frozenset({"tk-events", "tk-explain", "tk-pending"})
    VOID = frozenset({"br", "meta", "input", "img", "hr", "link"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self._stack: list[set[str]] = []
        self._raw = 0

    def _skipping(self) -> bool:
        return self._raw > 0 or any(c & self.SKIP for c in self._stack)

    def _tips(self, attrs: dict[str, str | None], classes: set[str]) -> None:
        if not self._skipping() and "tk-card" not in classes:
            self.texts += [attrs.get("title") or "", attrs.get("aria-label") or ""]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        classes = set((a.get("class") or "").split())
        if tag in ("script", "style"):
            self._raw += 1
        if tag in self.VOID:
            self._tips(a, classes)
            return
        self._stack.append(classes)
        self._tips(a, classes)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._raw -= 1
        if tag not in self.VOID and self._stack:
            self._stack.pop()

    def handle_data(self, data: str) -> None:
        if self._skipping() or (self._stack and "tk-step" in self._stack[-1]):
            return
        self.texts.append(data)


def html_texts(page: str) -> list[str]:
    parser = _Texts()
    parser.feed(page)
    return [t for t in parser.texts if t.strip()]


def figure_texts(fig: go.Figure) -> Iterator[str]:
    """Every string a figure shows: titles, axes, legends, hover and labels, frames included."""
    shown = {"text", "name", "hovertemplate", "hovertext", "label", "prefix", "ticktext", "title"}

    def walk(value: Any, key: str = "") -> Iterator[str]:
        if key in ("meta", "x", "y", "customdata"):
            return
        if isinstance(value, str):
            if key in shown:
                yield value
        elif isinstance(value, dict):
            for k, v in value.items():
                yield from walk(v, k)
        elif isinstance(value, (list, tuple)):
            for v in value:
                yield from walk(v, key)

    data = fig.to_plotly_json()
    data["layout"].pop("template", None)
    yield from walk(data["data"])
    yield from walk(data["layout"])
    for frame in data.get("frames", []) or []:
        yield from walk(frame.get("data", []))


def _page_data(page: str) -> dict[str, Any]:
    m = re.search(r'<script type="application/json" id="tk-data">(.*?)</script>', page, re.S)
    assert m
    return json.loads(m.group(1))  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def vreplay() -> Replay:
    game = VillainousGame.new(seed=3, villains=["captain_hook", "evil_queen"], names=["Ada", "Ben"])
    return Replay.from_game(play_game(game, [HeuristicBot(3), HeuristicBot(4)], max_turns=6))


def test_the_check_finds_english_words() -> None:
    # The check itself can fail: an English rendering is full of the views' English messages.
    game = VillainousGame.new(seed=1, villains=["ursula", "captain_hook"])
    found = {m for _, m in leftovers(html_texts(state_html(game, viewer=0)), "es")}
    assert {"LOCKED", "top", "bottom", "Move a Hero"} <= found
    assert leftovers(["Player 2"], "it") == [("Player 2", "Player {n}")]


@pytest.mark.parametrize("lang", LANGS)
def test_villainous_board_in_lang(lang: str, vreplay: Replay) -> None:
    t = translator(lang)
    for k in (0, vreplay.n_steps // 2, vreplay.n_steps):
        for viewer in (None, 0):
            page = state_html(vreplay.state(k), viewer, lang=lang)
            assert f'lang="{lang}"' in page
            assert leftovers(html_texts(page), lang) == [], (k, viewer)
    first = state_html(vreplay.state(0), lang=lang)
    assert t.gettext("LOCKED") in first and t.gettext("Move a Hero") in first
    # Card and location names stay as printed.
    assert "Jolly Roger" in first and "Never Land Map" not in t.gettext("LOCKED")


def test_hidden_hand_is_a_real_plural() -> None:
    game = VillainousGame.new(seed=1, villains=["ursula", "captain_hook"])
    assert "4 cartas ocultas" in state_html(game, viewer=1, lang="es")
    assert "4 carte nascoste" in state_html(game, viewer=1, lang="it")
    t = translator("it")
    assert t.plural("{n} hidden card", "{n} hidden cards", 1) == "1 carta nascosta"


@pytest.mark.parametrize("lang", LANGS)
def test_replay_widget_in_lang(lang: str, replay7: Replay) -> None:
    t = translator(lang)
    w = ReplayWidget(replay7, lang=lang, viewer=0)
    w.go(5)
    texts: list[str] = []
    for control in (w.first_button, w.prev_button, w.next_button, w.last_button, w.turn_button):
        texts += [control.description, control.tooltip]
    for menu in (w.speed, w.turn, w.viewer):
        texts += [menu.description, *(label for label, _ in menu.options)]
    texts += [w.play.description, w.play.tooltip, w.slider.description]
    texts += html_texts(w.status.value) + html_texts(w.log_view.value)
    assert leftovers(texts, lang) == []
    assert w.play.description == t.gettext("Play") != "Play"
    assert w.viewer.options[0][0] == t.gettext("Teacher (everything)")
    assert w.viewer.options[1][0] == t.tr("{name}'s view", name="Ada")
    assert (
        t.tr(
            "Step {step} of {total}: {explanation}", step=5, total=replay7.n_steps, explanation=""
        )[:8]
        in w.explanation.value
    )
    assert t.gettext("Setup") in ReplayWidget(replay7, lang=lang).log_view.value


def test_widget_defaults_to_english(replay7: Replay) -> None:
    w = ReplayWidget(replay7)
    assert w.play.description == "Play" and w.viewer.options[0][0] == "Teacher (everything)"
    assert replay7.step(0).explanation == replay7.explanation_in(0, "en")


def test_explanations_give_each_rule_title_and_sentence_in_lang(replay7: Replay) -> None:
    from toolkit.i18n import rule

    step = next(s for s in replay7.steps() if s.rules)
    spanish = replay7.explanation_in(step.index, "es")
    assert step.rules == replay7.step(step.index, "es").rules
    assert any(
        f"{r} ({rule(r, 'es').title}): {rule(r, 'es').text[:40]}" in spanish for r in step.rules
    )
    assert replay7.step(step.index).explanation != spanish


@pytest.mark.parametrize("lang", LANGS)
def test_export_in_lang(lang: str, vreplay: Replay) -> None:
    t = translator(lang)
    page = export_html(vreplay, viewers=[None, 0, 1], lang=lang)
    assert f'<html lang="{lang}">' in page
    assert f"<h2>{t.gettext('Log')}</h2>" in page and f"<h2>{t.gettext('Figures')}</h2>" in page
    assert leftovers(html_texts(page), lang) == []
    data = _page_data(page)
    assert leftovers(data["words"].values(), lang) == []
    boards = ["".join(data["pieces"][i] for i in row) for view in data["boards"] for row in view]
    assert leftovers(html_texts("".join(boards[:: max(1, len(boards) // 6)])), lang) == []
    assert t.gettext("The table as set up, before the first decision.") in data["explain"][0]


@pytest.mark.parametrize("lang", LANGS)
def test_figures_carry_translated_words(lang: str, vreplay: Replay, replay7: Replay) -> None:
    t = translator(lang)
    for replay in (replay7, vreplay):
        english = default_figures(replay)
        for fig, en in zip(default_figures(replay, lang), english, strict=True):
            assert fig.layout.title.text != en.layout.title.text
            assert leftovers(figure_texts(fig), lang) == [], fig.layout.title.text
            # Traces keep their English meta, which tests and tables read.
            assert [d.meta for d in fig.data] == [d.meta for d in en.data]
    titles = [f.layout.title.text for f in default_figures(replay7, lang)]
    assert titles[0] == t.gettext("Health over the game")


@pytest.mark.parametrize("lang", LANGS)
def test_tournament_and_aggregate_figures_in_lang(lang: str, replay7: Replay) -> None:
    import pandas as pd

    from toolkit.figures.hero_realms import aggregate_figure
    from toolkit.tournament.figures import (
        length_figure,
        pairwise_figure,
        seat_figure,
        win_rate_figure,
    )

    t = translator(lang)
    df = pd.DataFrame(
        {
            "players": [2, 2],
            "bot_0": ["a", "b"],
            "bot_1": ["b", "a"],
            "won_0": [True, False],
            "won_1": [False, True],
            "lineup": ["a,b", "b,a"],
            "turns": [10, 12],
        }
    )
    figs = [
        win_rate_figure(df, lang=lang),
        seat_figure(df, lang=lang),
        pairwise_figure(df, lang=lang),
        length_figure(df, lang=lang),
        aggregate_figure([replay7, replay7], lang=lang),
    ]
    for fig in figs:
        assert leftovers(figure_texts(fig), lang) == [], fig.layout.title.text
    assert list(figs[1].data[0].x) == [t.tr("Player {n}", n=1), t.tr("Player {n}", n=2)]
    assert t.plural("n = {n} game", "n = {n} games", 2) in figs[4].data[2].text


def test_seats_are_named_from_1_in_every_language() -> None:
    from toolkit.hero_realms import HeroRealmsGame

    replay = Replay.from_game(HeroRealmsGame.new(seed=1))
    assert page_title(replay) == "Hero Realms: Player 1 vs Player 2"
    assert page_title(replay, "es") == "Hero Realms: Jugador 1 contra Jugador 2"
    assert page_title(replay, "it") == "Hero Realms: Giocatore 1 contro Giocatore 2"
    assert [label for label, _ in replay.viewers("it")][1:] == [
        "Vista di Giocatore 1",
        "Vista di Giocatore 2",
    ]


def test_plural_counts_on_the_page(replay7: Replay) -> None:
    from toolkit.hero_realms import HeroRealmsGame

    one = Replay.from_game(HeroRealmsGame.new(seed=1))
    assert "1 turno, 0 pasos" in export_html(one, figures=False, lang="es")
    n, turns = replay7.n_steps, len(replay7.turns)
    assert f"{turns} turni, {n} passi" in export_html(replay7, figures=False, lang="it")


def test_cli_export_in_spanish(
    tmp_path: Path, log7: GameLog, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "partida.json"
    src.write_text(log7.dumps(), encoding="utf-8")
    out = tmp_path / "partida.html"
    code = main(["export", str(src), "--html", str(out), "--lang", "es", "--views", "all"])
    assert code == 0
    page = out.read_text(encoding="utf-8")
    assert '<html lang="es">' in page and "Registro" in page and "Vista de Ada" in page
    assert "Salud a lo largo de la partida" in page
    assert leftovers(html_texts(page), "es") == []
    with pytest.raises(SystemExit):
        main(["export", str(src), "--html", str(out), "--lang", "fr"])
    capsys.readouterr()


def test_call_with_lang_switches_when_the_engine_learns() -> None:
    from toolkit.html.core import call_with_lang

    class Engine:
        def describe_event(self, event: tuple[str, ...]) -> str:
            return f"{event[0]} happens"

    class Taught(Engine):
        def describe_event(self, event: tuple[str, ...], lang: str = "en") -> str:
            return {"en": "happens", "es": "ocurre"}[lang]

    assert call_with_lang("es", Engine().describe_event, ("x",)) == "x happens"
    assert call_with_lang("es", Taught().describe_event, ("x",)) == "ocurre"
    assert call_with_lang("en", Taught().describe_event, ("x",)) == "happens"


@pytest.mark.slow  # a browser test
def test_spanish_and_italian_pages_in_a_browser(vreplay: Replay, tmp_path: Path) -> None:
    # The page's script speaks the page's language, and longer words fit at 1280 and 420 px.
    from tests.chromium import CHROMIUM, playwright_api

    sync_api = playwright_api()
    from toolkit.export import write_html

    spanish = write_html(vreplay, tmp_path / "es.html", lang="es", figures=False)
    italian = write_html(vreplay, tmp_path / "it.html", lang="it", figures=False)
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )
        page = browser.new_page()
        problems: list[str] = []
        page.on("pageerror", lambda exc: problems.append(str(exc)))
        page.goto(spanish.as_uri())
        page.wait_for_selector("#tk-board .tk-player")
        for _ in range(3):
            page.click("#tk-next")
        assert page.inner_text("#tk-status").startswith(f"paso 3 de {vreplay.n_steps} · turno ")
        assert "Paso 3 de" in page.inner_text("#tk-explain")
        page.select_option("#tk-speed", "1500")
        page.click("#tk-play")
        assert "Pausa" in page.inner_text("#tk-play")
        assert page.get_attribute("#tk-play", "title") == "Pausar aquí (barra espaciadora)"
        page.click("#tk-play")
        assert "Jugar" in page.inner_text("#tk-play")
        page.goto(italian.as_uri())
        page.wait_for_selector("#tk-board .tk-player")
        page.click("#tk-last")
        for width in (1280, 420):
            page.set_viewport_size({"width": width, "height": 900})
            page.wait_for_timeout(200)
            hidden = page.evaluate(
                "() => Array.from(document.querySelectorAll('#tk-board .tk-loc')).flatMap(loc => {"
                " const box = loc.getBoundingClientRect();"
                " return Array.from(loc.querySelectorAll('.tk-card')).filter(c => {"
                "  const r = c.getBoundingClientRect(); const n = c.querySelector('.tk-card-name');"
                "  return r.right > box.right + 0.5 || (n && n.scrollWidth > n.clientWidth + 1); })"
                "  .map(c => c.title); })"
            )
            assert not hidden, (width, hidden)
            wide = page.evaluate("() => document.documentElement.scrollWidth")
            assert wide <= width, (width, wide)
        assert not problems
        browser.close()


def test_guard_note_of_an_explanation_in_lang() -> None:
    # rule: HR-C3 (the note says why a guard was attacked first)
    from tests.presentation.conftest import greedy_game

    replay = Replay.from_game(greedy_game(1))
    i = next(i for i in range(replay.n_steps) if "could not attack" in replay.step(i).explanation)
    assert "Ada no podía atacar directamente a Ben" in replay.explanation_in(i, "es")
    assert "Ada non poteva attaccare direttamente Ben" in replay.explanation_in(i, "it")
    assert "HR-C3" in replay.step(i, "it").rules


def test_villainous_replay_widget_in_italian(vreplay: Replay) -> None:
    w = ReplayWidget(vreplay, lang="it", viewer=1)
    w.go(vreplay.n_steps)
    assert 'lang="it"' in w.board.value and "Vista di Ben" in w.board.value
    texts = html_texts(w.board.value) + html_texts(w.log_view.value) + html_texts(w.status.value)
    assert leftovers(texts, "it") == []
    assert [label for label, _ in w.speed.options] == ["lenta", "normale", "veloce", "molto veloce"]


def test_an_unknown_language_is_refused_clearly(replay7: Replay) -> None:
    from toolkit.i18n import UnknownLanguageError

    for make in (
        lambda: ReplayWidget(replay7, lang="fr"),
        lambda: export_html(replay7, figures=False, lang="fr"),
        lambda: replay7.step(0, "de"),
        lambda: state_html(VillainousGame.new(seed=1), lang="xx"),
    ):
        with pytest.raises(UnknownLanguageError, match="choose one of en, es, it"):
            make()
    assert replay7.step(0, "es_ES").explanation == replay7.explanation_in(0, "es")
