"""One executed lesson as one web page: its text, and what its cells displayed.

What a page shows, cell by cell:

- markdown cells, rendered with mistune (the renderer nbconvert uses); raw HTML in
  them is escaped, links to another lesson (``02_x.ipynb``) point at its page and
  headings get the anchors JupyterLab gives them, so links written for JupyterLab work;
- code cells are hidden (learners do not program): only their outputs appear, each
  as the first of its static twin (:data:`~toolkit.static_display.STATIC_MIME`), a
  plotly figure, ``text/html``, ``image/png``, ``image/jpeg``, ``image/svg+xml`` or
  ``text/plain`` (escaped); a live widget without a twin says it needs JupyterLab;
  printed text is shown, warnings (standard error) are not.

Every static twin runs in its own frame (an ``<iframe srcdoc>`` with the fragment
escaped into it), so the ids and scripts of two boards, a replay and an exercise on one
page can never clash; the frame grows to its content. A twin that carries plotly.js
inline gets the site's single copy instead, and so do plotly figures on the page.
Nothing a page loads comes from the network: :func:`network_references` finds any such
reference and the builder refuses the page.

Examples
--------
>>> import nbformat
>>> cell = nbformat.v4.new_markdown_cell("# *Guards* <b>!</b>")
>>> page = LessonPage.from_notebook(nbformat.v4.new_notebook(cells=[cell]), "01_guards")
>>> page.title
'Guards <b>!</b>'
>>> "<em>Guards</em> &lt;b&gt;" in page.body_html
True
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import mistune

from toolkit.html.core import esc
from toolkit.i18n import translator
from toolkit.static_display import STATIC_MIME

PLOTLY_MIME = "application/vnd.plotly.v1+json"
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"

_LESSON_LINK = re.compile(r"^(?!\w+:|//)([^#?]*?)\.ipynb([#?].*)?$")


Linker = Callable[[str], "str | None"]
"""Rewrites a link's address for the site (``None``: keep it as written)."""


class _Renderer(mistune.HTMLRenderer):
    """Markdown with lesson links turned into page links and JupyterLab heading anchors."""

    def __init__(self, linker: Linker | None = None) -> None:
        super().__init__(escape=True)
        self.linker = linker

    def heading(self, text: str, level: int, **attrs: Any) -> str:
        plain = _plain(text)
        anchor = esc(plain.replace(" ", "-"))
        return f'<h{level} id="{anchor}">{text}</h{level}>\n'

    def link(self, text: str, url: str, title: str | None = None) -> str:
        rewritten = self.linker(url) if self.linker is not None else None
        if rewritten is not None:
            url = rewritten
        else:
            match = _LESSON_LINK.match(url)
            if match:
                url = match.group(1) + ".html" + (match.group(2) or "")
        return super().link(text, url, title)


def markdown_html(text: str, linker: Linker | None = None) -> str:
    """Markdown as HTML, raw HTML escaped; ``linker`` may rewrite each link's address.

    >>> markdown_html("**Guard** <script>x</script>")
    '<p><strong>Guard</strong> &lt;script&gt;x&lt;/script&gt;</p>\\n'
    >>> markdown_html("[next](02_x.ipynb#Top)")
    '<p><a href="02_x.html#Top">next</a></p>\\n'
    """
    render = mistune.create_markdown(
        escape=True, renderer=_Renderer(linker), plugins=["table", "strikethrough"]
    )
    return str(render(text))


def _prose(source: str) -> str:
    """A lesson cell's markdown without the badges and notes the notebook appends."""
    return source.split("\n\n<details", 1)[0]


def _badges(meta: Any, lang: str) -> str:
    """A lesson cell's rule badges and teacher's notes (from its metadata), escaped."""
    from toolkit.lessons.build import badges_html

    rules = [str(r) for r in meta.get("rules", [])]
    notes = [str(n) for n in meta.get("teacher", [])]
    return badges_html(rules, notes, lang) if rules or notes else ""


def _plain(markup: str) -> str:
    """The text of rendered markup (a title for ``<title>`` and the lesson list)."""
    return html.unescape(re.sub(r"<[^>]+>", "", markup)).strip()


def _text(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


_FIT = (
    # Each frame grows to its content: a framed document reports its height to the
    # document holding it, which sizes the frame whose window sent it (and reports its
    # own new height in turn). The same script runs at every level, so a fragment that
    # holds frames of its own fits as well. It runs in the head, before any frame
    # loads; on load each document also asks its frames again, since a browser may
    # pause the layout of frames out of view. A change of 2 px or less is ignored, so
    # a document as high as its frame cannot make it grow for ever.
    "(function(){function height(){return Math.ceil(document.documentElement"
    ".getBoundingClientRect().height);}"
    "function send(){if(parent!==window&&document.body){parent.postMessage({edHeight:height()},'*');}}"
    "function frames(){return document.getElementsByTagName('iframe');}"
    "function ask(){var fs=frames();for(var i=0;i<fs.length;i++){"
    "if(fs[i].contentWindow){fs[i].contentWindow.postMessage({edAsk:1},'*');}}}"
    "window.addEventListener('message',function(e){var d=e.data;if(!d){return;}"
    "if(d.edAsk===1&&e.source===parent){send();ask();return;}"
    "if(typeof d.edHeight!=='number'){return;}var fs=frames();"
    "for(var i=0;i<fs.length;i++){if(fs[i].contentWindow===e.source){"
    "var h=Math.max(40,d.edHeight+2),now=parseInt(fs[i].style.height,10)||0;"
    "if(Math.abs(now-h)>2){fs[i].style.height=h+'px';send();}}}});"
    "window.addEventListener('load',function(){send();ask();});"
    "document.addEventListener('DOMContentLoaded',send);"
    "if(window.ResizeObserver){new ResizeObserver(send).observe(document.documentElement);}})();"
)
PAGE_SCRIPT = _FIT
"""The page's script: it sizes each frame of the page to the height the frame reports."""

_FRAME_CSS = "<style>iframe{max-width:100%;}iframe[srcdoc]{width:100%;}</style>"

_SRCDOC = re.compile(r"(<iframe\b[^>]*?\bsrcdoc=\")([^\"]*)(\")", re.IGNORECASE)


def frame_document(fragment: str, plotly_src: str | None) -> str:
    """The document a static twin runs in: the fragment, plotly.js if it needs it, a height report.

    ``plotly_src`` is the site's plotly.js. Both scripts go first in the head: the
    height report listens before any frame inside the fragment loads.
    """
    doc = fragment
    head = f"{_FRAME_CSS}<script>{_FIT}</script>"
    if plotly_src is not None:
        head += f'<script src="{esc(plotly_src)}"></script>'
    if re.search(r"<html[\s>]", doc[:2000], re.IGNORECASE):
        match = re.search(r"<head[^>]*>", doc, re.IGNORECASE)
        return doc[: match.end()] + head + doc[match.end() :] if match else head + doc
    return (
        '<!DOCTYPE html><html><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"{head}<style>body{{margin:0;font-family:system-ui,sans-serif;}}</style></head>"
        f"<body>{doc}</body></html>"
    )


@dataclass
class Framed:
    """A fragment made ready for its frame, and what it needs from the site."""

    document: str
    needs_plotly: bool
    fetches: list[str]


def prepare_fragment(fragment: str, plotly_src: str, *, depth: int = 0) -> Framed:
    """The frame document of a static twin, with the frames it holds prepared the same way.

    plotly.js carried inline is replaced by the site's copy (``plotly_src``); any address
    the fragment, or a frame inside it, would fetch from the network is listed.
    """
    fetches: list[str] = []
    needs_any = False

    def inner(match: re.Match[str]) -> str:
        nonlocal needs_any
        nested = prepare_fragment(html.unescape(match.group(2)), plotly_src, depth=depth + 1)
        fetches.extend(nested.fetches)
        needs_any = needs_any or nested.needs_plotly
        return match.group(1) + html.escape(nested.document, quote=True) + match.group(3)

    fragment, needs = _strip_plotly(fragment)
    if depth < 4:
        fragment = _SRCDOC.sub(inner, fragment)
    fetches = network_references(fragment) + fetches
    return Framed(
        frame_document(fragment, plotly_src if needs else None), needs or needs_any, fetches
    )


_PLOTLY_JS: str | None = None


def plotly_js() -> str:
    """The installed plotly package's plotly.js (the only copy any page uses)."""
    global _PLOTLY_JS
    if _PLOTLY_JS is None:
        from plotly.offline import get_plotlyjs

        _PLOTLY_JS = get_plotlyjs()
    return _PLOTLY_JS


def _strip_plotly(fragment: str) -> tuple[str, bool]:
    """The fragment without an inline copy of plotly.js, and whether it needs plotly."""
    js = plotly_js()
    if js in fragment:
        return fragment.replace(js, ""), True
    return fragment, "Plotly.newPlot" in fragment or "Plotly.react" in fragment


_EXTERNAL = re.compile(
    r"<(?:script|link|img|iframe|source|video|audio|embed|object)\b[^>]*?"
    r"\b(?:src|href|data)\s*=\s*[\"']?\s*((?:https?:)?//[^\s\"'>]+)",
    re.IGNORECASE,
)


def network_references(markup: str) -> list[str]:
    """Addresses that ``markup`` would fetch from the network (scripts, styles, pictures, frames).

    Plain hyperlinks (``<a href>``) are not fetched and are not listed.

    >>> network_references('<script src="https://cdn.plot.ly/p.js"></script><a href="https://x">x</a>')
    ['https://cdn.plot.ly/p.js']
    """
    return _EXTERNAL.findall(markup)


@dataclass
class LessonPage:
    """A rendered lesson: title, body markup, and what the page needs around it."""

    stem: str
    title: str
    body_html: str
    needs_plotly: bool = False
    """The page itself draws plotly figures (it loads the site's plotly.js once)."""
    uses_plotly_file: bool = False
    """The page or one of its frames loads the site's plotly.js."""
    frames: int = 0
    fetches: list[str] = field(default_factory=list)

    @classmethod
    def from_notebook(
        cls,
        nb: Any,
        stem: str,
        *,
        lang: str = "en",
        plotly_src: str = "../assets/plotly.min.js",
        linker: Linker | None = None,
    ) -> LessonPage:
        """Render an executed notebook.

        ``plotly_src`` is where its page finds plotly.js; ``linker`` rewrites the links
        of its text (to the site's copies of the files it links to).
        """
        page = cls(stem=stem, title=stem, body_html="")
        parts: list[str] = []
        title: str | None = None
        for cell in nb.cells:
            if cell.cell_type == "markdown":
                source = _text(cell.source)
                # What the static edition shows of this cell, where the lesson leaves out
                # words that speak only of a running notebook ("press Shift+Enter").
                meta = cell.get("metadata", {}).get("card_classroom", {})
                static = meta.get("static")
                if static is not None or "rules" in meta or "teacher" in meta:
                    # A lesson cell written for learners: its prose, then its rule badges
                    # and teacher's note (the notebook's own HTML for them is not copied).
                    source = str(static) if static is not None else _prose(source)
                    if not source.strip() and not meta.get("rules"):
                        continue
                if title is None:
                    match = re.search(r"^\s*#{1,6}\s+(.+?)\s*#*\s*$", source, re.MULTILINE)
                    if match:
                        title = _plain(markdown_html(match.group(1)))
                text = markdown_html(source, linker)
                if meta:
                    text += _badges(meta, lang)
                parts.append(f'<section class="ed-text">{text}</section>')
            elif cell.cell_type == "code":
                outs = [page._output(o, lang, plotly_src) for o in cell.get("outputs", [])]
                outs = [o for o in outs if o]
                if outs:
                    parts.append('<div class="ed-output">' + "".join(outs) + "</div>")
        page.title = title or stem
        page.uses_plotly_file = page.uses_plotly_file or page.needs_plotly
        page.body_html = "\n".join(parts)
        return page

    def _frame(self, fragment: str, plotly_src: str) -> str:
        self.frames += 1
        frame_id = f"ed-frame-{self.frames}"
        framed = prepare_fragment(fragment, plotly_src)
        self.uses_plotly_file = self.uses_plotly_file or framed.needs_plotly
        self.fetches += framed.fetches
        return (
            f'<iframe class="ed-frame" id="{frame_id}" title="{frame_id}" '
            f'srcdoc="{html.escape(framed.document, quote=True)}"></iframe>'
        )

    def _output(self, out: Any, lang: str, plotly_src: str) -> str:
        kind = out.get("output_type")
        if kind == "stream":
            if out.get("name") == "stderr":
                return ""  # warnings and logging are for the author, not the reader
            return f'<pre class="ed-stream">{esc(_text(out.get("text", "")))}</pre>'
        if kind == "error":
            return f'<pre class="ed-error">{esc(out.get("ename", ""))}: {esc(out.get("evalue", ""))}</pre>'
        data = out.get("data", {})
        if STATIC_MIME in data:
            return self._frame(_text(data[STATIC_MIME]), plotly_src)
        if PLOTLY_MIME in data:
            import plotly.io as pio

            self.needs_plotly = True
            self.frames += 1
            figure = data[PLOTLY_MIME]
            markup = pio.to_html(
                figure,
                include_plotlyjs=False,
                full_html=False,
                include_mathjax=False,
                div_id=f"ed-figure-{self.frames}",
                config={"displaylogo": False, "responsive": True},
            )
            return f'<div class="ed-figure">{markup}</div>'
        if "text/html" in data:
            markup = _text(data["text/html"])
            self.fetches += network_references(markup)
            _, needs = _strip_plotly(markup)
            self.needs_plotly = self.needs_plotly or needs
            return f'<div class="ed-html">{markup}</div>'
        for mime in ("image/png", "image/jpeg"):
            if mime in data:
                b64 = _text(data[mime]).replace("\n", "")
                return f'<img class="ed-image" alt="" src="data:{mime};base64,{esc(b64)}">'
        if "image/svg+xml" in data:
            b64 = base64.b64encode(_text(data["image/svg+xml"]).encode()).decode()
            return f'<img class="ed-image" alt="" src="data:image/svg+xml;base64,{b64}">'
        if WIDGET_MIME in data:
            note = translator(lang).gettext("This part works in JupyterLab.")
            return f'<p class="ed-note">{esc(note)}</p>'
        if "text/plain" in data:
            return f'<pre class="ed-text-output">{esc(_text(data["text/plain"]))}</pre>'
        return ""
