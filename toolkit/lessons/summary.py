"""One-page turn summaries per game and language, as HTML that prints on one A4 page.

``python -m toolkit turn-summary --game hero-realms --lang es --out resumen.html`` writes
one; ``--pdf resumen.pdf`` prints it with headless Chromium when Chromium is installed.
The words are data (``data/turn-summary.yaml``), each line with its rule IDs.

Examples
--------
>>> page = turn_summary_html("villainous", "it")
>>> "@page" in page and "V-T1" in page
True
"""

from __future__ import annotations

import argparse
import functools
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from toolkit.core import safe_yaml
from toolkit.core.errors import ToolkitError, UsageError
from toolkit.html.core import esc
from toolkit.i18n import check_lang, rule
from toolkit.paths import data_dir

GAMES = ("hero-realms", "villainous")
CHROMIUM = ("chromium", "chromium-browser", "google-chrome")


class SummaryError(ToolkitError):
    """A turn summary cannot be made: unknown game, or no way to print a PDF."""


@functools.lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    path = data_dir() / "turn-summary.yaml"
    try:
        return dict(safe_yaml.load_checked(path, "turn_summary.json"))
    except safe_yaml.DataFileError as exc:
        raise SummaryError(f"turn summary data: {exc}") from None


_CSS = """
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1a1a1a;
  max-width: 190mm; margin: 0 auto; font-size: 11pt; line-height: 1.35; }
h1 { font-size: 17pt; margin: 0 0 .3em; }
.goal { font-size: 12pt; font-weight: 600; background: #eef3fb; border-left: 5px solid #3d6bb3;
  padding: .4em .7em; margin: 0 0 .8em; }
h2 { font-size: 12.5pt; margin: .7em 0 .25em; border-bottom: 1px solid #ccd; }
ul { margin: .2em 0 .3em 1.1em; padding: 0; }
li { margin: .18em 0; }
.ids { color: #3d6bb3; font-size: 9pt; white-space: nowrap; }
.tips { margin-top: .8em; background: #fff8e6; border-left: 5px solid #c58b00;
  padding: .3em .7em; }
footer { margin-top: .8em; font-size: 8.5pt; color: #555; }
@media print { body { font-size: 10.5pt; } .goal, .tips { -webkit-print-color-adjust: exact;
  print-color-adjust: exact; } h2 { break-after: avoid; } li { break-inside: avoid; } }
"""


def turn_summary_html(game: str, lang: str = "en") -> str:
    """The turn summary of ``game`` in ``lang`` as a whole HTML page."""
    lang = check_lang(lang)
    if game not in GAMES:
        raise SummaryError(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")
    words = _data()[game][lang]
    parts = [f"<h1>{esc(words['title'])}</h1>", f'<p class="goal">{esc(words["goal"])}</p>']
    for step in words["steps"]:
        parts.append(f"<h2>{esc(step['heading'])}</h2><ul>")
        for text, ids in step["items"]:
            titles = ", ".join(f"{i} {rule(i, lang).title}" for i in ids)
            parts.append(f'<li>{esc(text)} <span class="ids">({esc(titles)})</span></li>')
        parts.append("</ul>")
    tips = "".join(f"<li>{esc(t)}</li>" for t in words.get("tips", []))
    parts.append(f'<div class="tips"><ul>{tips}</ul></div>')
    source = rule(words["steps"][-1]["items"][0][1][0], lang).source_title
    parts.append(f"<footer>{esc(source)}</footer>")
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        f"<title>{esc(words['title'])}</title><style>{_CSS}</style></head>"
        f"<body>{''.join(parts)}</body></html>\n"
    )


def chromium() -> str | None:
    """The path of a Chromium browser, if one is installed."""
    for name in CHROMIUM:
        found = shutil.which(name)
        if found:
            return found
    return None


def print_pdf(html_path: str | Path, pdf_path: str | Path, *, timeout: float = 60) -> Path:
    """Print an HTML file to PDF with headless Chromium (``--print-to-pdf``)."""
    browser = chromium()
    if browser is None:
        raise SummaryError("printing a PDF needs Chromium; open the HTML file and print it")
    pdf = Path(pdf_path).resolve()
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run(
            [
                browser,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                f"--user-data-dir={profile}",
                "--no-pdf-header-footer",
                f"--print-to-pdf={pdf}",
                Path(html_path).resolve().as_uri(),
            ],
            check=True,
            capture_output=True,
            timeout=timeout,
        )
    if not pdf.exists():
        raise SummaryError(f"Chromium did not write {pdf}")
    return pdf


def add_parser(sub: Any) -> None:
    """Register ``turn-summary`` on the toolkit's command line."""
    p = sub.add_parser("turn-summary", help="write a one-page turn summary (HTML, or PDF)")
    p.add_argument("--game", choices=GAMES, default="hero-realms")
    p.add_argument("--lang", default="en", help="en, es or it")
    p.add_argument("--out", required=True, metavar="OUT", help="the HTML file to write")
    p.add_argument("--pdf", default=None, metavar="PDF", help="also print it to this PDF")
    p.add_argument("--force", action="store_true", help="replace OUT and PDF if they exist")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """The ``turn-summary`` command.

    Every check comes before anything is written: the language and the data, the paths
    (an existing file is replaced only with ``--force``; ``--out`` and ``--pdf`` must
    differ) and, for ``--pdf``, that Chromium is installed.
    """
    from toolkit.cli_checks import check_output_file, refuse_overwrite

    html = turn_summary_html(args.game, args.lang)
    out = check_output_file(args.out, "--out", (".html", ".htm"))
    refuse_overwrite(out, "--out", args.force)
    if args.pdf is not None:
        pdf = check_output_file(args.pdf, "--pdf", (".pdf",))
        if pdf.resolve() == out.resolve():
            raise UsageError("--out and --pdf name the same file")
        refuse_overwrite(pdf, "--pdf", args.force)
        if chromium() is None:
            raise SummaryError("--pdf needs Chromium; leave --pdf out and print the HTML file")
    out.write_text(html, encoding="utf-8")
    print(f"wrote {out}")
    if args.pdf:
        print(f"wrote {print_pdf(out, args.pdf)}")
    return 0
