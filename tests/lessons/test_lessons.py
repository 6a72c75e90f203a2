"""The lessons' helpers, sources, glossary and turn summaries.

The notebooks themselves are executed by ``tests/test_notebooks.py``; here the pieces
they are made of are checked directly: what each one-line call shows and its static twin,
that every lesson exists in three real translations and teaches every rule, and that
the glossary and the turn summaries are complete.
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import pytest

from toolkit.coverage import build_report
from toolkit.exercises import load_exercises
from toolkit.html.core import esc
from toolkit.i18n import LANGUAGES, rule_ids
from toolkit.lessons import (
    LessonError,
    exercise,
    favoured,
    glossary,
    replay,
    rule,
    show,
    table,
    tournament,
)
from toolkit.lessons.build import load_source, notebook, sources
from toolkit.lessons.glossary import terms
from toolkit.lessons.positions import POSITIONS, UnknownPositionError, position
from toolkit.lessons.summary import chromium, print_pdf, turn_summary_html
from toolkit.static_display import STATIC_MIME, STATIC_VARIABLE

ROOT = Path(__file__).resolve().parents[2]
LESSONS = [load_source(p) for p in sources()]


# --- positions and boards -------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_every_position_builds_the_same_board_every_time(name: str) -> None:
    first, caption = position(name)
    again, _ = position(name)
    assert caption
    assert first._repr_html_() == again._repr_html_()


def test_the_first_turn_shown_spends_all_its_combat_and_its_gold() -> None:
    # rule: HR-D2 (unspent combat is lost), HR-C1, HR-B1
    game, _ = position("hr-first-turn")
    ada = game.players[0]
    assert ada.combat == 0, "the good first turn must not waste its combat"
    assert not ada.hand, "every card is played"
    assert game.health_of(1) < 50, "the combat went into Ben"
    cheapest = (
        min((game.action_info(a).cost or 0) for a in game.legal_actions() if a.kind == "buy")
        if any(a.kind == "buy" for a in game.legal_actions())
        else None
    )
    assert cheapest is None or cheapest > ada.gold, "no affordable card left unbought"


def test_show_draws_the_board_with_its_caption_in_the_lessons_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(STATIC_VARIABLE, "1")  # as in the static edition's kernels
    shown = show("hr-guard", lang="es")
    bundle = shown._repr_mimebundle_()
    assert "Orc Grunt" in bundle["text/html"]
    assert "La guardia de Ben" in bundle[STATIC_MIME]
    assert "guardia" in show("hr-guard", lang="it").static_html.lower()


def test_an_unknown_position_is_refused_by_name() -> None:
    with pytest.raises(UnknownPositionError, match="hr-opening"):
        show("no-such-board")


def test_rule_shows_the_catalogue_text_and_the_note_on_the_seed_wording() -> None:
    # rule: HR-A6 (the rule documents say "in hand"; the published rule says "in play")
    shown = rule("HR-A6", lang="es")
    assert "HR-A6" in shown.static_html and "Aliado" in shown.static_html
    assert "en la mano" in shown.static_html
    assert "in hand" in rule("HR-A6").static_html


# --- exercises, table, replays, analysis ----------------------------------------------


def test_an_exercise_is_the_widget_live_and_its_precomputed_page_static() -> None:
    shown = exercise("hr-guards-1", lang="en")
    assert type(shown.live).__name__ == "ExerciseWidget"
    shown = exercise("hr-guards-1", lang="es")
    widgets = [shown.live, *getattr(shown.live, "children", ())]
    assert any(type(w).__name__ == "ExerciseWidget" for w in widgets)
    assert "<iframe" in shown.static_html and "srcdoc=" in shown.static_html
    assert "Ejercicio" in shown.static_html
    assert "http://" not in shown.static_html and "https://" not in shown.static_html


def test_an_unknown_exercise_is_refused() -> None:
    with pytest.raises(LessonError, match="no exercise"):
        exercise("hr-nothing-9")


def test_the_table_is_live_and_its_static_twin_replays_a_bot_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shown = table("hero-realms", ["human", "bot"], seed=3, lang="it")
    monkeypatch.delenv(STATIC_VARIABLE, raising=False)
    assert STATIC_MIME not in shown._repr_mimebundle_()  # live: no twin computed or kept
    assert "Per giocare al tavolo serve Jupyter" in shown.static_html
    assert "<iframe" in shown.static_html
    monkeypatch.setenv(STATIC_VARIABLE, "1")
    assert shown._repr_mimebundle_()[STATIC_MIME] == shown.static_html


def test_a_number_of_seats_is_one_human_and_bots() -> None:
    shown = table("hero-realms", 3, variant="free-for-all", seed=2)
    model = shown.live.model if hasattr(shown.live, "model") else shown.live.children[1].model
    assert model.seats == ["human", "greedy", "greedy"]


def test_a_table_never_seats_the_same_villain_twice() -> None:
    with pytest.raises(LessonError, match="chosen twice"):
        table("villainous", villains=["ursula", "ursula"], seed=1)
    with pytest.raises(LessonError, match="chosen twice"):
        favoured("villains", villains=["tamatoa", "tamatoa"], games=2)


def test_a_replay_opens_at_the_turn_asked_for() -> None:
    shown = replay("hero-realms", seed=7, names=["Ada", "Ben"], turn=5, lang="es")
    widget = shown.live
    assert widget.replay.turn_of_state(widget.slider.value) == 5
    assert "<iframe" in shown.static_html


def test_a_tournament_reads_its_error_bars_aloud_in_the_lessons_language() -> None:
    shown = tournament(["greedy", "random"], games=4, seed=1, lang="es")
    assert re.search(r"greedy ganó \d de 4 partidas", shown.text)
    assert "por ciento" in shown.text
    assert "barra de error" in shown.static_html


def test_a_tournament_keeps_its_reading_folded_until_the_learner_opens_it() -> None:
    # lesson 12 asks for the interval and whether the bars overlap: the chart's reading
    # must not answer before the learner does
    shown = tournament(["greedy", "random"], games=4, seed=1, lang="it")
    page = shown.static_html
    note, folded = page.split('<details class="tk-reading">', 1)
    assert "<summary>Controlla la tua lettura</summary>" in folded
    for sentence in shown.text.splitlines():
        assert esc(sentence) in folded and esc(sentence) not in note


def _lesson(stem: str) -> dict:
    return next(load_source(p) for p in sources() if p.stem.startswith(stem))


def _prose_before(doc: dict, ex_id: str) -> str:
    cells = doc["cells"]
    at = next(i for i, c in enumerate(cells) if c.get("ex") == ex_id)
    return " ".join(str(c["md"][lang]) for c in cells[:at] if "md" in c for lang in LANGUAGES)


def test_prose_before_a_recall_question_does_not_state_its_answer() -> None:
    before = _prose_before(_lesson("02-"), "hr-champions-6").lower()
    for said in ("no maximum", "no tiene máximo", "non ha un massimo"):
        assert said not in before
    twelve = _prose_before(_lesson("12-"), "hr-analysis-2").lower()
    for said in ("last sentence", "última frase", "ultima frase"):
        assert said not in twelve
    # asked first, then told: the prose that states the answer comes after the question
    five = _lesson("05-")
    for ex_id, said in (("hr-first-turn-6", "HR-S5"), ("hr-variants-5", "HR-V4")):
        assert said not in _prose_before(five, ex_id).split("**Opening")[-1]
    assert "HR-V6" not in _prose_before(five, "hr-variants-6")
    assert "HR-B2" not in _prose_before(_lesson("01-"), "hr-first-turn-9")
    one, six = _lesson("01-"), _lesson("06-")
    assert "HR-R1" not in _prose_before(one, "hr-first-turn-15")
    for ex_id, said in (("v-turn-1", "V-S4"), ("v-turn-3", "V-S7")):
        assert said not in _prose_before(six, ex_id)


def _shown_before(doc: dict, ex_id: str) -> set[str]:
    cells = doc["cells"]
    at = next(i for i, c in enumerate(cells) if c.get("ex") == ex_id)
    return {str(c["show"]) for c in cells[:at] if "show" in c}


def test_a_board_shown_before_a_count_question_does_not_print_its_count() -> None:
    # rule: HR-S2 (the market), HR-S3 (the Fire Gems)
    # The new game's board prints the market deck (75) and the Fire Gems left (16):
    # shown before the questions on those counts, it would answer them.
    board, _ = position("hr-opening")
    drawn = board._repr_html_()
    assert "75" in drawn and "16" in drawn
    one = _lesson("01-")
    for ex_id in ("hr-first-turn-4", "hr-first-turn-5"):
        assert "hr-opening" not in _shown_before(one, ex_id)


def test_the_boards_of_bigger_tables_name_the_seats_as_the_exercises_do() -> None:
    # rule: HR-S5 (three or more players)
    # Lesson 05 asked about "Ada, Ben and Cy" and then showed a board seating "Cleo".
    from toolkit.lessons.positions import ALL_NAMES

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        seatings = [e.data.get("names") for e in load_exercises()]
    three = [names for names in seatings if names and len(names) == 3]
    assert three and all(names == list(ALL_NAMES[:3]) for names in three)
    board, _ = position("hr-free-for-all")
    assert "Cy" in board._repr_html_() and "Cleo" not in board._repr_html_()


def test_a_lock_graph_comes_after_the_question_it_answers() -> None:
    # rule: V-S6 (locked locations)
    # Captain Hook's lock graph reads "Never Land Map is played -> every location open":
    # shown first, it answered v-locks-1 ("which of his locations are locked now?").
    nine = _lesson("09-")
    cells = nine["cells"]
    asked = next(i for i, c in enumerate(cells) if c.get("ex") == "v-locks-1")
    graph = next(i for i, c in enumerate(cells) if "captain_hook" in str(c.get("code", "")))
    assert asked < graph


def test_lesson_10_practises_with_exercises_of_its_own() -> None:
    ten = _lesson("10-")
    own = [c["ex"] for c in ten["cells"] if "ex" in c]
    others = {c["ex"] for doc in LESSONS if doc != ten for c in doc["cells"] if "ex" in c}
    assert len(own) >= 2 and not set(own) & others
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        exercises = {e.id: e for e in load_exercises()}
    for ex_id in own:  # about the two villains the lesson teaches, proven by the engine
        villains = set(exercises[ex_id].data["villains"])
        assert villains == {"davy_jones", "tamatoa"}


def test_no_exercise_appears_in_two_lessons() -> None:
    # every lesson practises what it teaches with exercises of its own
    seen: dict[str, str] = {}
    for path in sources():
        for cell in load_source(path)["cells"]:
            if "ex" in cell:
                first = seen.setdefault(cell["ex"], path.stem)
                assert first == path.stem, f"{cell['ex']} is in {first} and {path.stem}"


def test_lesson_04_practises_deck_building_with_exercises_of_its_own() -> None:
    four = _lesson("04-")
    own = [c["ex"] for c in four["cells"] if "ex" in c]
    assert len(own) >= 3
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        exercises = {e.id: e for e in load_exercises()}
    taught = set()
    for ex_id in own:  # from the deck-building file, about what the lesson teaches
        assert exercises[ex_id].source == "hero_realms_decks.yaml"
        taught |= set(exercises[ex_id].rules)
    assert {"HR-B2", "HR-A6", "HR-A7"} <= taught


def test_a_lesson_tournament_stays_small() -> None:
    with pytest.raises(LessonError, match="1 to 40 games"):
        tournament(["greedy", "random"], games=500)


def test_favoured_numbers_seats_from_one_as_everywhere_else() -> None:
    shown = favoured("first-seat", games=4, seed=1, lang="it")
    assert "Il giocatore al posto 1" in shown.text and "posto 0" not in shown.text


# --- the lessons ----------------------------------------------------------------------


def test_there_are_lessons_for_both_games_and_the_analysis() -> None:
    names = [doc["name"] for doc in LESSONS]
    assert sum("-hr-" in n for n in names) >= 5
    assert sum("-v-" in n for n in names) >= 5
    assert sum("-a-" in n for n in names) >= 3


@pytest.mark.parametrize("doc", LESSONS, ids=[d["name"] for d in LESSONS])
def test_every_lesson_starts_with_its_goal_and_ends_at_the_table(doc: dict) -> None:
    first = doc["cells"][0]["md"]
    assert "goal" in first["en"].lower() or "objective" in first["en"].lower()
    assert "objetivo" in first["es"].lower() and "obiettivo" in first["it"].lower()
    assert doc["cells"][-1].get("code", "").startswith("table(")


@pytest.mark.parametrize("doc", LESSONS, ids=[d["name"] for d in LESSONS])
def test_spanish_and_italian_are_translations_not_copies(doc: dict) -> None:
    for cell in doc["cells"]:
        if "md" in cell:
            words = cell["md"]
            assert words["es"] != words["en"] and words["it"] != words["en"], words["en"]
            assert words["es"] != words["it"]
            # the rule IDs cited are the same in every language
            ids = {
                lang: sorted(re.findall(r"(?:HR|V)-[A-Z]{1,2}\d{1,2}", words[lang]))
                for lang in LANGUAGES
            }
            assert ids["es"] == ids["en"] == ids["it"], words["en"]


@pytest.mark.parametrize("doc", LESSONS, ids=[d["name"] for d in LESSONS])
def test_every_lesson_practises_what_it_teaches(doc: dict) -> None:
    kinds = [next(iter(c)) for c in doc["cells"]]
    assert "ex" in kinds or any("tournament(" in c.get("code", "") for c in doc["cells"])
    assert "md" in kinds[:2], "a lesson explains before it asks"


def test_every_exercise_a_lesson_calls_exists() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        known = {e.id for e in load_exercises(check=False)}
    called = {c["ex"] for doc in LESSONS for c in doc["cells"] if "ex" in c}
    assert called <= known, sorted(called - known)
    assert len(called) >= 80


def test_every_rule_is_taught_in_every_language() -> None:
    report = build_report(ROOT)
    for lang in LANGUAGES:
        assert report.missing(lang)["lesson"] == [], lang
    assert report.lessons == {lang: len(LESSONS) for lang in LANGUAGES}


def test_the_notebook_of_a_lesson_passes_its_language_to_every_call() -> None:
    nb = notebook(LESSONS[0], "it")
    code = [c["source"] for c in nb["cells"] if c["cell_type"] == "code"][1:]
    assert code and all('lang="it"' in c for c in code)
    assert "glossary.md" in nb["cells"][0]["source"]


def test_a_lesson_source_without_a_language_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "99-x.yaml"
    bad.write_text(
        "title: {en: A, es: B, it: C}\ncells:\n  - md: {en: Hello, es: Hola}\n", encoding="utf-8"
    )
    with pytest.raises(LessonError, match=r"cells\[0\]\.md\.it: missing field"):
        load_source(bad)


# --- glossary and turn summaries ------------------------------------------------------

WANTED = [
    "guard", "expend", "ally", "sacrifice", "stun", "prepare", "vanquish", "fate",
    "condition", "lock", "mover", "realm", "market", "champion", "action", "item",
    "power", "strength",
]  # fmt: skip


def test_the_glossary_has_every_term_in_three_languages() -> None:
    entries = terms()
    assert set(WANTED) <= set(entries)
    for entry in entries.values():
        for lang in LANGUAGES:
            assert entry[lang]["term"] and entry[lang]["text"]
    assert set(entries["guard"]["rules"]) <= set(rule_ids())


def test_glossary_entries_show_in_the_lessons_language_and_unknown_terms_are_refused() -> None:
    assert "Ficha de bloqueo" in glossary("lock", lang="es").static_html
    with pytest.raises(LessonError, match="no glossary term"):
        glossary("mana")


@pytest.mark.parametrize("game", ["hero-realms", "villainous"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_turn_summary_cites_its_rules_and_prints_on_a_page(game: str, lang: str) -> None:
    page = turn_summary_html(game, lang)
    assert f'<html lang="{lang}">' in page and "@page" in page and "@media print" in page
    prefix = "HR-" if game == "hero-realms" else "V-"
    assert len(set(re.findall(prefix + r"[A-Z]{1,2}\d{1,2}", page))) >= 10
    assert "<script" not in page


@pytest.mark.slow  # prints with Chromium
@pytest.mark.skipif(chromium() is None, reason="needs Chromium to print")
def test_a_turn_summary_prints_to_a_one_page_pdf(tmp_path: Path) -> None:
    html = tmp_path / "resumen.html"
    html.write_text(turn_summary_html("hero-realms", "es"), encoding="utf-8")
    pdf = print_pdf(html, tmp_path / "resumen.pdf").read_bytes()
    assert pdf.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1


def test_the_turn_summary_command_writes_the_file(tmp_path: Path) -> None:
    from toolkit.cli import main

    out = tmp_path / "riassunto.html"
    assert main(["turn-summary", "--game", "villainous", "--lang", "it", "--out", str(out)]) == 0
    assert "il tuo turno in una pagina" in out.read_text(encoding="utf-8")
