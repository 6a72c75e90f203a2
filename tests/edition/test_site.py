"""The static edition as files: layout, language switcher, hidden code, escaping, no network."""

from __future__ import annotations

import html
import re
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from toolkit.cli import main
from toolkit.edition import EditionError, EditionReport, build_edition
from toolkit.edition.lessons import lesson_files, parse_langs
from toolkit.edition.render import (
    LessonPage,
    frame_document,
    network_references,
    prepare_fragment,
)
from toolkit.i18n.languages import UnknownLanguageError
from toolkit.static_display import STATIC_MIME

from .conftest import LESSONS


def _page(site: EditionReport, rel: str) -> str:
    return (site.out / rel).read_text(encoding="utf-8")


def test_site_has_an_index_per_language_and_a_page_per_lesson(site: EditionReport) -> None:
    files = sorted(str(p.relative_to(site.out)) for p in site.out.rglob("*") if p.is_file())
    assert files == [
        "assets/plotly.min.js",
        "en/01_guards.html",
        "en/02_second.html",
        "en/index.html",
        "es/01_guards.html",
        "es/index.html",
        "files/docs/glossary.html",
        "files/docs/summary.html",
        "index.html",
    ]
    assert site.bytes == sum((site.out / f).stat().st_size for f in files)
    index = _page(site, "en/index.html")
    assert '<a href="01_guards.html">Guards, step by step</a>' in index
    assert '<a href="02_second.html">Second lesson</a>' in index
    assert "Lecciones" in _page(site, "es/index.html")
    root = _page(site, "index.html")
    assert 'href="en/index.html"' in root and 'href="es/index.html"' in root
    assert "Español" in root


def test_linked_project_files_are_carried_into_the_site(site: EditionReport) -> None:
    en = _page(site, "en/01_guards.html")
    assert 'href="../files/docs/glossary.html#Guard"' in en
    # a link leaving the project is not followed (nothing is copied, the link stays)
    assert 'href="../../../../../../etc/hostname"' in en
    glossary = _page(site, "files/docs/glossary.html")
    assert "<title>Glossary</title>" in glossary and '<h2 id="Guard">Guard</h2>' in glossary
    assert 'href="summary.html"' in glossary and 'href="../../index.html"' in glossary
    assert (
        _page(site, "files/docs/summary.html")
        == (LESSONS.parent / "docs" / "summary.html").read_text()
    )


def test_language_switcher_links_the_same_lesson(site: EditionReport) -> None:
    en = _page(site, "en/01_guards.html")
    assert 'href="../es/01_guards.html" lang="es"' in en
    # a lesson with no Spanish version links to the Spanish index
    assert 'href="../es/index.html" lang="es"' in _page(site, "en/02_second.html")
    es = _page(site, "es/01_guards.html")
    assert 'href="../en/01_guards.html" lang="en"' in es
    assert '<html lang="es">' in es and "Todas las lecciones" in es


def test_code_is_hidden_text_escaped_links_rewritten(site: EditionReport) -> None:
    en = _page(site, "en/01_guards.html")
    assert "from lesson_helpers" not in en and "practise(" not in en
    assert "<p>&lt;script&gt;alert('raw html')&lt;/script&gt;</p>" in en
    assert "<script>alert" not in en
    assert "&lt;b&gt;printed&lt;/b&gt; text" in en
    assert "ExerciseAwaitsEngine" not in en  # warnings on standard error are not shown
    assert 'href="02_second.html#Second-lesson"' in en
    assert '<h2 id="Watch-a-game">' in en
    assert "<title>Guards, step by step</title>" in en
    assert 'rel="next" href="02_second.html"' in en


def test_twins_run_in_frames_with_one_plotly_per_site(site: EditionReport) -> None:
    en = _page(site, "en/01_guards.html")
    frames = re.findall(r'<iframe class="ed-frame" id="(ed-frame-\d+)"[^>]*srcdoc="([^"]*)"', en)
    assert [f[0] for f in frames] == ["ed-frame-1", "ed-frame-2", "ed-frame-3"]
    replay, exercise, again = (html.unescape(f[1]) for f in frames)
    assert 'id="tk-board"' in again and "plotly.min.js" not in again
    assert 'id="tk-board"' in replay and 'id="exercise-data"' in exercise
    # the replay's inline plotly.js is replaced by the site's single copy
    assert replay.count('<script src="../assets/plotly.min.js"></script>') == 1
    plotly = (site.out / "assets" / "plotly.min.js").read_text(encoding="utf-8")
    assert len(plotly) > 1_000_000
    assert all(plotly[:2000] not in p.read_text() for p in site.out.rglob("*.html"))
    # the bar chart displayed by a cell is drawn on the page with the same file
    assert en.count('<script src="../assets/plotly.min.js"></script>') == 1
    assert 'id="ed-figure-4"' in en
    for page in site.out.rglob("*.html"):
        text = html.unescape(page.read_text(encoding="utf-8"))
        assert not network_references(text), page
        assert "cdn." not in text


def test_build_is_reproducible(site: EditionReport, tmp_path: Path) -> None:
    again = build_edition(tmp_path / "again", notebooks=LESSONS, langs="es")

    def main_of(text: str) -> str:
        return text[text.index("<main>") : text.index("</main>")]

    page = (again.out / "es" / "01_guards.html").read_text(encoding="utf-8")
    assert main_of(page) == main_of(_page(site, "es/01_guards.html"))


def _notebook_with_output(tmp_path: Path, data: dict[str, str]) -> Path:
    nb = new_notebook(cells=[new_markdown_cell("# Out"), new_code_cell("x")])
    nb.cells[1].outputs = [new_output("display_data", data=data)]
    (tmp_path / "en").mkdir(exist_ok=True)
    path = tmp_path / "en" / "01_out.ipynb"
    nbformat.write(nb, path)
    return path


def test_a_page_that_would_fetch_from_the_network_is_refused(tmp_path: Path) -> None:
    _notebook_with_output(
        tmp_path, {"text/html": '<script src="https://cdn.plot.ly/plotly.min.js"></script>'}
    )
    with pytest.raises(EditionError, match=r"en/01_out.ipynb would load https://cdn.plot.ly"):
        build_edition(tmp_path / "site", notebooks=tmp_path, execute=False)
    assert not (tmp_path / "site" / "en" / "01_out.html").exists()


def test_output_priority_twin_then_html_then_png_then_text() -> None:
    def shown(data: dict[str, str]) -> str:
        nb = new_notebook(cells=[new_code_cell("x")])
        nb.cells[0].outputs = [new_output("display_data", data=data)]
        return LessonPage.from_notebook(nb, "x").body_html

    both = shown({STATIC_MIME: "<p>twin</p>", "text/html": "<p>live</p>", "text/plain": "t"})
    assert "ed-frame" in both and "live" not in both
    assert '<div class="ed-html"><p>live</p></div>' in shown(
        {"text/html": "<p>live</p>", "image/png": "iVBO", "text/plain": "t"}
    )
    assert 'src="data:image/png;base64,iVBO"' in shown({"image/png": "iVBO", "text/plain": "t"})
    assert "<pre" in shown({"text/plain": "<x>"}) and "&lt;x&gt;" in shown({"text/plain": "<x>"})
    widget = {"application/vnd.jupyter.widget-view+json": {"model_id": "m"}, "text/plain": "VBox()"}
    assert "JupyterLab" in shown(widget) and "VBox" not in shown(widget)


def test_frame_document_reports_its_height_and_keeps_the_fragment() -> None:
    doc = frame_document("<p id=a>x</p>", None)
    assert doc.startswith("<!DOCTYPE html>") and "<p id=a>x</p>" in doc
    assert "postMessage" in doc and "plotly" not in doc
    whole = frame_document("<!DOCTYPE html><html><head></head><body>yes</body></html>", "p.js")
    # the height report and plotly.js come first, before anything in the body can load
    assert whole.index("postMessage") < whole.index('<script src="p.js">') < whole.index("yes")
    assert whole.endswith("</body></html>")


def test_frames_inside_a_fragment_are_prepared_too() -> None:
    inner = '<p>in</p><script src="https://example.org/x.js"></script>'
    outer = f'<div><iframe sandbox="allow-scripts" srcdoc="{html.escape(inner, quote=True)}"></iframe></div>'
    framed = prepare_fragment(outer, "../assets/plotly.min.js")
    assert framed.fetches == ["https://example.org/x.js"]
    nested = html.unescape(re.search(r'srcdoc="([^"]*)"', framed.document).group(1))
    assert "<p>in</p>" in nested and "postMessage" in nested


def test_lessons_per_language_and_bad_languages(tmp_path: Path) -> None:
    assert [p.name for p in lesson_files(LESSONS, "es")] == ["01_guards.ipynb"]
    assert parse_langs(None, LESSONS) == ["en", "es"]
    assert parse_langs("es,EN,es", LESSONS) == ["es", "en"]
    with pytest.raises(EditionError, match="no lessons in 'it'"):
        build_edition(tmp_path, notebooks=LESSONS, langs=["it"], execute=False)
    with pytest.raises(UnknownLanguageError, match="unknown language 'fr'"):
        build_edition(tmp_path, notebooks=LESSONS, langs="fr", execute=False)
    with pytest.raises(EditionError, match="no lesson folder"):
        build_edition(tmp_path, notebooks=tmp_path / "missing", execute=False)


def test_a_failing_lesson_names_its_error(tmp_path: Path) -> None:
    nb = new_notebook(cells=[new_code_cell("1 / 0")])
    (tmp_path / "en").mkdir()
    nbformat.write(nb, tmp_path / "en" / "01_bad.ipynb")
    with pytest.raises(EditionError, match=r"lesson 01_bad\.ipynb failed: ZeroDivisionError"):
        build_edition(tmp_path / "site", notebooks=tmp_path)


def test_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "es").mkdir()
    nb = new_notebook(cells=[new_markdown_cell("# Hola"), new_code_cell("print(6 * 7)")])
    nbformat.write(nb, tmp_path / "es" / "01_hola.ipynb")
    out = tmp_path / "site"
    assert main(["edition", "--out", str(out), "--notebooks", str(tmp_path), "--lang", "es"]) == 0
    said = capsys.readouterr()
    assert "lessons es: 1" in said.out and "running es/01_hola.ipynb" in said.err
    assert "42" in (out / "es" / "01_hola.html").read_text()
    assert main(["edition", "--out", str(out), "--notebooks", str(tmp_path), "--lang", "it"]) == 2
    assert "no lessons in 'it'" in capsys.readouterr().err
