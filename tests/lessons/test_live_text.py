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
