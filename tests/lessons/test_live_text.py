"""Words that speak of a running notebook stay in the notebook, out of the static edition."""

from __future__ import annotations

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
