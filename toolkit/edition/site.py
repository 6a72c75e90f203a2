"""The static edition: every lesson, run and rendered, as a small website with no server.

``python -m toolkit edition --out site/ [--lang en,es,it] [--notebooks DIR]`` writes::

    site/index.html              the language choice
    site/assets/plotly.min.js    plotly.js, once, only if a lesson shows a figure
    site/<lang>/index.html       the lessons of a language, in order
    site/<lang>/<lesson>.html    one page per lesson, with a language switcher
    site/files/...               the project files the lessons link to (a glossary as a page)

Open ``site/index.html`` in any browser: the boards, replays, figures and exercises
work from the files alone (their answers and steps were computed by the engine when
the site was built), with no kernel and no network.

Examples
--------
>>> import tempfile, pathlib, nbformat
>>> top = pathlib.Path(tempfile.mkdtemp())
>>> (top / "en").mkdir()
>>> nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Hello")])
>>> nbformat.write(nb, top / "en" / "01_hello.ipynb")
>>> report = build_edition(top / "site", notebooks=top, execute=False)
>>> sorted(p.name for p in (top / "site" / "en").iterdir())
['01_hello.html', 'index.html']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

from toolkit.edition.execute import execute_lesson
from toolkit.edition.lessons import EditionError, default_notebooks, lesson_files, parse_langs
from toolkit.edition.linked import LinkedFiles
from toolkit.edition.render import PAGE_SCRIPT, LessonPage, plotly_js
from toolkit.html.core import esc
from toolkit.i18n import translator
from toolkit.i18n.languages import LANGUAGE_NAMES

CSS = """
*{box-sizing:border-box;}
body{margin:0;background:#f6f5f1;color:#1f2430;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;}
header.ed-top{background:#fff;border-bottom:1px solid #d8d3c8;padding:.5em 1em;display:flex;flex-wrap:wrap;gap:.4em 1.2em;align-items:center;}
header.ed-top a.ed-home{font-weight:600;color:#1f2430;text-decoration:none;}
nav.ed-langs{display:flex;gap:.3em;flex-wrap:wrap;margin-left:auto;}
nav.ed-langs a,nav.ed-langs span{padding:.1em .6em;border:1px solid #c9c3b6;border-radius:1em;text-decoration:none;color:#2f5ea8;font-size:.9em;}
nav.ed-langs span{background:#2f5ea8;color:#fff;border-color:#2f5ea8;}
main{max-width:62em;margin:0 auto;padding:.5em 1em 3em;}
.ed-text{overflow-wrap:break-word;}
.ed-text table{border-collapse:collapse;}
.ed-text td,.ed-text th{border:1px solid #d8d3c8;padding:.2em .5em;}
.ed-output{margin:.6em 0 1em;overflow-x:auto;}
iframe.ed-frame{display:block;width:100%;height:320px;border:1px solid #d8d3c8;border-radius:6px;background:#fff;}
.ed-figure{background:#fff;border:1px solid #d8d3c8;border-radius:6px;}
pre{white-space:pre-wrap;background:#fff;border:1px solid #e3dfd6;border-radius:4px;padding:.4em .6em;margin:.3em 0;}
.ed-note{color:#5b6270;font-style:italic;}
.ed-image{max-width:100%;height:auto;}
footer.ed-pager{display:flex;justify-content:space-between;gap:1em;flex-wrap:wrap;max-width:62em;margin:0 auto;padding:0 1em 2em;}
ol.ed-lessons li{margin:.3em 0;}
"""


@dataclass
class EditionReport:
    """What a build wrote: the pages per language and the site's size in bytes."""

    out: Path
    pages: dict[str, list[Path]] = field(default_factory=dict)
    bytes: int = 0

    def summary(self) -> str:
        """One line for the command line."""
        counts = ", ".join(f"{lang}: {len(p)}" for lang, p in self.pages.items())
        return f"wrote {self.out} (lessons {counts}; {self.bytes / 1e6:.1f} MB)"


def _document(lang: str, title: str, header: str, body: str, footer: str, plotly: str) -> str:
    script = f'<script src="{esc(plotly)}"></script>' if plotly else ""
    return (
        f'<!DOCTYPE html>\n<html lang="{esc(lang)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{esc(title)}</title><style>{CSS}</style><script>{PAGE_SCRIPT}</script>"
        f"{script}</head><body>{header}<main>{body}</main>{footer}</body></html>\n"
    )


def _header(lang: str, langs: Sequence[str], targets: dict[str, str], prefix: str) -> str:
    t = translator(lang)
    home = t.gettext("Card game lessons")
    language = t.gettext("Language")
    links = []
    for other in langs:
        name = esc(LANGUAGE_NAMES[other])
        if other == lang:
            links.append(f'<span aria-current="page" lang="{other}">{name}</span>')
        else:
            links.append(
                f'<a href="{esc(prefix + targets[other])}" lang="{other}" hreflang="{other}">{name}</a>'
            )
    return (
        f'<header class="ed-top"><a class="ed-home" href="{esc(prefix + lang)}/index.html">'
        f"{esc(home)}</a>"
        f'<nav class="ed-langs" aria-label="{esc(language)}">{"".join(links)}</nav>'
        "</header>"
    )


def build_edition(
    out: str | Path,
    *,
    langs: Sequence[str] | str | None = None,
    notebooks: str | Path | None = None,
    seed: int = 0,
    execute: bool = True,
    progress: Callable[[str], None] | None = None,
) -> EditionReport:
    """Run every lesson of ``langs`` and write the static edition to ``out``.

    Parameters
    ----------
    out:
        The site's folder (created; pages already there are replaced).
    langs:
        Language codes (a list or ``"en,es,it"``); default every language with lessons.
    notebooks:
        The lesson folder (default: ``notebooks/`` of the checkout).
    seed:
        The seed of ``random`` and numpy in every lesson's kernel.
    execute:
        Run the lessons (the default); ``False`` renders the outputs already saved.
    progress:
        Called with ``"es/01-hr-first-turn.ipynb"`` before each lesson runs.

    Raises
    ------
    EditionError
        A language without lessons, a failing cell, or a page that would fetch from
        the network.
    """
    top = Path(notebooks) if notebooks is not None else default_notebooks()
    if not top.is_dir():
        raise EditionError(f"no lesson folder {top}; give one with --notebooks DIR")
    codes = parse_langs(langs if isinstance(langs, str) or langs is None else ",".join(langs), top)
    site = Path(out)
    linked = LinkedFiles(site, top.resolve().parent)
    files = {lang: lesson_files(top, lang) for lang in codes}
    stems = {lang: {p.stem for p in found} for lang, found in files.items()}
    report = EditionReport(out=site)
    any_plotly = False
    for lang in codes:
        folder = site / lang
        folder.mkdir(parents=True, exist_ok=True)
        t = translator(lang)
        previous, following, everything = (
            t.gettext("Previous"),
            t.gettext("Next"),
            t.gettext("All lessons"),
        )
        pages: list[LessonPage] = []
        for path in files[lang]:
            if progress is not None:
                progress(f"{lang}/{path.name}")
            nb = execute_lesson(path, seed=seed) if execute else nbformat.read(path, as_version=4)
            page = LessonPage.from_notebook(
                nb, path.stem, lang=lang, linker=linked.linker(path.parent, folder)
            )
            if page.fetches:
                raise EditionError(
                    f"lesson {lang}/{path.name} would load {page.fetches[0]} from the network"
                )
            pages.append(page)
        for i, page in enumerate(pages):
            targets = {
                other: f"{other}/{page.stem}.html"
                if page.stem in stems[other]
                else f"{other}/index.html"
                for other in codes
            }
            pager = []
            if i > 0:
                pager.append(
                    f'<a rel="prev" href="{esc(pages[i - 1].stem)}.html">← {esc(previous)}: '
                    f"{esc(pages[i - 1].title)}</a>"
                )
            pager.append(f'<a href="index.html">{esc(everything)}</a>')
            if i + 1 < len(pages):
                pager.append(
                    f'<a rel="next" href="{esc(pages[i + 1].stem)}.html">{esc(following)}: '
                    f"{esc(pages[i + 1].title)} →</a>"
                )
            footer = f'<footer class="ed-pager">{"".join(pager)}</footer>'
            any_plotly = any_plotly or page.uses_plotly_file
            doc = _document(
                lang,
                page.title,
                _header(lang, codes, targets, "../"),
                page.body_html,
                footer,
                "../assets/plotly.min.js" if page.needs_plotly else "",
            )
            target = folder / f"{page.stem}.html"
            target.write_text(doc, encoding="utf-8")
            report.pages.setdefault(lang, []).append(target)
        items = "".join(f'<li><a href="{esc(p.stem)}.html">{esc(p.title)}</a></li>' for p in pages)
        index_title = t.gettext("Lessons")
        (folder / "index.html").write_text(
            _document(
                lang,
                index_title,
                _header(lang, codes, {c: f"{c}/index.html" for c in codes}, "../"),
                f'<h1>{esc(index_title)}</h1><ol class="ed-lessons">{items}</ol>',
                "",
                "",
            ),
            encoding="utf-8",
        )
    home_name = translator(codes[0]).gettext("Card game lessons")

    def linked_page(title: str, body: str, home: str) -> str:
        header = f'<header class="ed-top"><a class="ed-home" href="{esc(home)}">{esc(home_name)}</a></header>'
        return _document(
            codes[0], title, header, f'<section class="ed-text">{body}</section>', "", ""
        )

    linked.write(linked_page)
    if any_plotly:
        assets = site / "assets"
        assets.mkdir(parents=True, exist_ok=True)
        (assets / "plotly.min.js").write_text(plotly_js(), encoding="utf-8")
    choices = "".join(
        f'<li><a href="{c}/index.html" lang="{c}" hreflang="{c}">{esc(LANGUAGE_NAMES[c])}</a></li>'
        for c in codes
    )
    names = [translator(c).gettext("Card game lessons") for c in codes]
    (site / "index.html").write_text(
        _document(
            codes[0],
            names[0],
            "",
            f"<h1>{' · '.join(esc(n) for n in dict.fromkeys(names))}</h1>"
            f'<ul class="ed-lessons">{choices}</ul>',
            "",
            "",
        ),
        encoding="utf-8",
    )
    report.bytes = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
    return report
