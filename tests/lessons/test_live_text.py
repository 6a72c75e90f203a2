"""Words that speak of a running notebook stay in the notebook, out of the static edition."""

from __future__ import annotations

import re

import nbformat

from toolkit.edition.render import LessonPage
from toolkit.i18n import LANGUAGES
from toolkit.lessons.build import live_and_static, load_source, notebook, sources

WORDS = ("Shift+Enter", "Mayús+Intro", "Maiusc+Invio", "click your cards", "Click a location")


def test_live_words_are_marked_and_kept_in_the_notebook_only() -> None:
    assert live_and_static("A. <live>B.</live> C.") == ("A. B. C.", "A. C.")
    assert live_and_static("<live>All of it.</live>") == ("All of it.", "")
    for path in sources():
        doc = load_source(path)
        for lang in LANGUAGES:
            nb = nbformat.from_dict(notebook(doc, lang))
            page = LessonPage.from_notebook(nb, path.stem, lang=lang)
            for word in WORDS:
                assert word not in page.body_html, (path.name, lang, word)
            text = "".join(c.source for c in nb.cells if c.cell_type == "markdown")
            assert "<live>" not in text and "</live>" not in text
    first = notebook(load_source(sources()[0]), "en")
    assert any("Shift+Enter" in c["source"] for c in first["cells"])  # kept live


def test_rule_ids_are_badges_and_toolkit_notes_are_for_the_teacher() -> None:
    from toolkit.lessons.build import learner_text

    text, rules, notes = learner_text("Go (**HR-S4**). <teacher>Run `x`.</teacher> End (**V-T1**).")
    assert (text, rules, notes) == ("Go. End.", ["HR-S4", "V-T1"], ["Run `x`."])
    for path in sources():
        doc = load_source(path)
        for lang in LANGUAGES:
            nb = notebook(doc, lang)
            for cell in nb["cells"]:
                if cell["cell_type"] != "markdown":
                    continue
                prose = cell["source"].split("\n\n<details", 1)[0]
                assert "(**HR-" not in prose and "(**V-" not in prose, (path.name, prose)
                assert "python -m toolkit" not in prose and "toolkit's default" not in prose
            page = LessonPage.from_notebook(nbformat.from_dict(nb), path.stem, lang=lang)
            assert 'class="tk-rule-badge"' in page.body_html or path.stem.startswith("11")
    nb = notebook(load_source(sources()[12]), "en")
    note = [c for c in nb["cells"] if "tk-teacher-note" in c["source"]]
    assert note and "python -m toolkit tournament" in note[0]["source"]


_KEYS = re.compile(
    r"Shift|\bEnter\b|Mayús|\bIntro\b|Maiusc|\bInvio\b|\bCtrl\b|\bclick|\bclic\b|clicca|"
    r"\bcells?\b|\bceldas?\b|\bcell[ae]\b|Run All",
    re.IGNORECASE,
)
"""Keyboard, click and cell instructions: they speak of a running notebook."""

_TOOLKIT = re.compile(r"python -m|\btoolkit\b|`|\b[a-z_]+=|--[a-z]", re.IGNORECASE)
"""The toolkit's commands, options and code: they are for the teacher."""


def _learner_problems(text: str) -> list[str]:
    """What a learner would read that belongs to the teacher or to the live notebook."""
    from toolkit.lessons.build import _LIVE, _TEACHER

    learner = _TEACHER.sub("", text)
    problems = [f"toolkit: {m.group(0)}" for m in _TOOLKIT.finditer(learner)]
    static = _LIVE.sub("", learner)
    return problems + [f"live only: {m.group(0)}" for m in _KEYS.finditer(static)]


def test_learner_prose_leaves_commands_to_the_teacher_and_keys_to_the_live_notebook() -> None:
    assert _learner_problems("Run `table()` with seed=3.") == [
        "toolkit: `",
        "toolkit: `",
        "toolkit: seed=",
    ]
    assert _learner_problems("Press Shift+Enter.") == ["live only: Shift", "live only: Enter"]
    assert _learner_problems("<live>Click your cards.</live> <teacher>`seed=3`</teacher>") == []
    for path in sources():
        doc = load_source(path)
        notes = 0
        for i, cell in enumerate(doc["cells"]):
            if "md" not in cell:
                continue
            for lang in LANGUAGES:
                text = cell["md"][lang]
                assert not _learner_problems(text), (path.name, i + 1, lang, text)
                notes += text.count("<teacher>")
        # every lesson has a teacher's note (its table, its figures or its commands)
        assert notes >= len(LANGUAGES), path.name
