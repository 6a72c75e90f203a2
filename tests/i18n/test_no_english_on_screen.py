"""No English on a Spanish or Italian learner's screen.

Every display of every Spanish and Italian lesson is rendered as the static edition shows
it (each code cell's static twin inside the lesson's edition page: boards, exercises,
figures, replays with their explanations, the table's demo game), then the exercise
export page. Their visible text (page text, tooltips, the data the pages' scripts show,
plotly titles, axes, legends and hover text) must hold no English interface word of
``english_words.txt``. Card, villain, location and hero names are printed names and are
taken out first, with the games' titles and the one English source title a rule note
cites; but the cards the rule documents name in Spanish and Italian
(``data/hero_realms/card_names.yaml``: Gold, Ruby, Dagger, Shortsword, Fire Gem) must
show those names, so their English names count as English.
"""

from __future__ import annotations

import html
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import nbformat
import pytest

from toolkit.static_display import STATIC_MIME

ROOT = Path(__file__).resolve().parents[2]
WORDS = frozenset(
    line.strip().lower()
    for line in (Path(__file__).parent / "english_words.txt").read_text("utf-8").splitlines()
    if line.strip() and not line.startswith("#")
)
PRINTED = (
    "Hero Realms",
    "Disney Villainous",
    "Treacherous Tides",
    "Guards and Non-Targeting Abilities",  # the publisher's FAQ entry, cited by its title
    "Run › Run All Cells",  # JupyterLab's own menu, named as it reads
)
VILLAINS = ["captain_hook", "ursula", "tamatoa", "davy_jones", "evil_queen"]
LESSONS = {lang: sorted((ROOT / "notebooks" / lang).glob("*.ipynb")) for lang in ("es", "it")}


@cache
def printed_names() -> tuple[str, ...]:
    """Every printed card, villain, location, Treasure and hero name, longest first."""
    from toolkit.hero_realms.cards import load_cards
    from toolkit.villainous.engine import VillainousGame

    names = set(PRINTED)
    names.update(card.name for card in load_cards().values())
    names.difference_update(translated_names())
    game = VillainousGame.new(villains=VILLAINS, seed=1)
    names.update(d.name for d in game.defs)
    for p in game.players:
        names.add(p.villain.name)
        names.update(loc.name for loc in p.villain.locations)
        names.update(t.name for t in p.villain.treasures)
    return tuple(sorted(names, key=len, reverse=True))


_ID = re.compile(r"[a-z0-9_:./#%+-]*|(?:top|bottom|middle) (?:left|right|center)")


def visible_texts(page: str) -> list[str]:
    """The texts a reader can see in an HTML fragment, frames and script data included."""
    out: list[str] = []
    for m in re.finditer(r'srcdoc="([^"]*)"', page):
        out += visible_texts(html.unescape(m.group(1)))
    page = re.sub(r'srcdoc="[^"]*"', "", page)
    page = re.sub(r"<style.*?</style>", " ", page, flags=re.S)
    for m in re.finditer(r"<script[^>]*>(.*?)</script>", page, flags=re.S):
        script = m.group(1)
        if len(script) > 200_000:  # plotly.js itself
            continue
        script = re.sub(r'"meta":\{[^{}]*\}', "", script)  # data a figure carries, not shown
        script = re.sub(r'"value":"(?:[^"\\]|\\.)*"', "", script)  # an answer's key
        for sm in re.finditer(r'"((?:[^"\\]|\\.)*)"', script):
            try:
                value = json.loads(f'"{sm.group(1)}"')
            except ValueError:
                continue
            if _ID.fullmatch(value):
                continue
            out += visible_texts(value) if "<" in value else [value]
    page = re.sub(r"<script.*?</script>", " ", page, flags=re.S)
    page = re.sub(r"<code>.*?</code>", " ", page, flags=re.S)
    out += [
        html.unescape(m.group(1)) for m in re.finditer(r'(?:title|aria-label|alt)="([^"]*)"', page)
    ]
    out.append(html.unescape(re.sub(r"<[^>]+>", " ", page)))
    return out


@cache
def translated_names() -> tuple[str, ...]:
    """The English names of the cards shown under a Spanish or Italian name."""
    from toolkit.i18n.card_names import card_names

    return tuple(card_names()["cards"])


def english_words(text: str) -> list[str]:
    """The English interface words in ``text``, printed names and placeholders aside."""
    for name in printed_names():
        text = text.replace(name, " ")
    text = re.sub(r"\{\w+\}|%\{[^}]*\}", " ", text)
    found = [name for name in translated_names() if re.search(rf"\b{name}\b", text)]
    words = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", text)
    return found + [w for w in words if w.lower() in WORDS and w not in found]


def english_lines(page: str) -> list[str]:
    """Each line of ``page`` that shows English, with the words found."""
    found: dict[str, list[str]] = {}
    for text in visible_texts(page):
        text = " ".join(text.split())  # a name may wrap across lines in a lesson's text
        for line in re.split(r"(?<=[.:;])\s", text):
            words = english_words(line)
            if words:
                found.setdefault(" ".join(line.split())[:160], sorted(set(words)))
    return [f"{words} {line}" for line, words in found.items()]


def executed(path: Path) -> Any:
    """The lesson notebook with each code cell's static twin as its output."""
    nb = nbformat.read(path, as_version=4)
    names: dict[str, Any] = {}
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        source = cell.source.strip()
        if source.startswith(("from ", "import ")):
            exec(source, names)  # the lesson's `from toolkit.lessons import *`
            continue
        shown = eval(source, names)  # one call per cell, the lesson's own
        data = {STATIC_MIME: shown.static_html, "text/plain": getattr(shown, "text", "")}
        cell.outputs = [nbformat.v4.new_output("display_data", data=data)]
    return nb


@pytest.mark.parametrize(
    "lang,path",
    [(lang, p) for lang, paths in LESSONS.items() for p in paths],
    ids=[f"{lang}-{p.stem}" for lang, paths in LESSONS.items() for p in paths],
)
def test_every_display_of_a_lesson_speaks_the_lesson_language(lang: str, path: Path) -> None:
    from toolkit.edition.render import LessonPage

    page = LessonPage.from_notebook(executed(path), path.stem, lang=lang)
    assert english_lines(page.body_html) == []


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_exercise_export_speaks_the_language(lang: str) -> None:
    from toolkit.exercises import load_exercises
    from toolkit.exercises.export import exercises_html

    page = exercises_html(load_exercises(check=False), lang=lang)
    assert english_lines(page) == []


def test_the_check_finds_english() -> None:
    assert english_words("Turno 1: Ada to play") == ["to", "play"]
    assert english_words("Ada juega Gema de Fuego y Orc Grunt") == []
    assert english_words("Ada juega Fire Gem y Orc Grunt") == ["Fire Gem"]
    assert english_words("7 monedas de oro (Gold), 1 Daga") == ["Gold"]
    board = '<div title="Gain 2 Power">Poder</div><script>x={"words":"Next step"}</script>'
    assert sorted(english_lines(board)) == [
        "['Gain', 'Power'] Gain 2 Power",
        "['Next', 'step'] Next step",
    ]
    assert english_lines("<p>Ada derrota a Will\n  Turner</p>") == []
