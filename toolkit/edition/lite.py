"""The lessons as a JupyterLite website: Python runs in the learner's browser (Pyodide).

``python -m toolkit lite --out DIR [--lang es]`` writes a folder that any static web
server can serve (``python -m http.server``, a USB stick, a school's web space). A
learner opens it in a browser and runs the lessons there: the table, the bots, the
exercises and their feedback, with nothing installed and no network beyond that server.

What goes into the site, and where it comes from (nothing else is fetched):

- the JupyterLite application, from the ``jupyterlite-core`` and
  ``jupyterlite-pyodide-kernel`` packages (the ``lite`` extra) and the widget
  extensions installed beside the toolkit;
- the Pyodide core (the WebAssembly Python), from the npm package ``pyodide``
  (:data:`PYODIDE_VERSION`, fetched once with ``npm pack`` into the cache);
- the toolkit's wheel and the pure-Python wheels it and the kernel need, from the
  package index (``pip download --only-binary=:all: --platform any``), and a
  pure-Python PyYAML wheel built from PyYAML's source release (its published wheels
  are compiled). They are listed in the site's own Pyodide lock file (with their
  sha256) and package index (``all.json``), and the kernel loads the toolkit when it
  starts, so a lesson's first cell ``from toolkit.lessons import *`` just works.

Lessons 01-11 run whole in the offline site: their tables, exercises and figures need
none of numpy, pandas and scipy. The lessons that do (:data:`SCIENTIFIC_LESSONS`, the
tournament's statistics) say so at their top in the learner's language. With
``--pyodide-url`` the browser loads the Pyodide core from that address instead of the
site, the site lists Pyodide's own builds of those libraries there, and those lessons
load them when they open.

Downloads are kept in :func:`cache_dir` (``$TOOLKIT_LITE_CACHE``, else
``~/.cache/card-game-classroom/lite``); once it holds them the command works offline.
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolkit.edition.lite_wheels import (
    KERNEL_EXTENSION,
    PYODIDE_CORE,
    PYODIDE_VERSION,
    SLIM,
    LiteError,
    Wheel,
    fetch_pure_wheels,
    fetch_pyodide,
    kernel_wheels,
    labextension,
    lock_file,
    normalize,
    project_wheel,
    pure_pyyaml,
    read_wheel,
    run_tool,
    select_wheels,
    slim_wheel,
    write_pure_wheel,
)
from toolkit.paths import PACKAGE

KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
"""The JupyterLite plugin whose settings say where Pyodide and the wheels are."""

KERNEL_PACKAGES = ("micropip", "piplite", "pyodide-kernel", "ipykernel", "comm", "ipython", "jedi")
"""What the Pyodide kernel installs when it starts; preloaded from the site's lock file."""

PROJECT = "card-game-classroom"
"""The toolkit's distribution name."""

LEAVE_OUT = frozenset({"jupyterlab", "numpy", "scipy", "pandas", "jsonschema", "babel", "pyyaml"})
"""Requirements of the toolkit not downloaded as pure wheels.

numpy, pandas and scipy have no pure wheels (Pyodide's builds come from ``--pyodide-url``);
jsonschema needs the compiled ``rpds-py`` and only runs where files are validated;
jupyterlab and babel are not used in a lesson; PyYAML is built pure from its source.
"""

EXTRA_WHEELS = ("micropip", "packaging", "ipython", "jedi", "comm")
"""Pure wheels the kernel needs besides the toolkit's requirements."""

KERNEL_WHEELS_OWN = frozenset({"ipykernel", "widgetsnbextension", "piplite", "pyodide-kernel"})
"""Packages whose wheels come with the Pyodide kernel extension (never downloaded)."""

WIDGET_EXTENSIONS = (
    KERNEL_EXTENSION,
    "@jupyter-widgets/jupyterlab-manager",
    "jupyterlab-plotly",
)
"""The JupyterLab extensions the site carries (the kernel, ipywidgets, plotly figures)."""

SCIENTIFIC_LESSONS = frozenset({"12-a-tournament", "13-a-who-is-favoured"})
"""Lessons whose cells need numpy, pandas or scipy (tournament statistics and figures)."""

SCIENTIFIC_PACKAGES = ("numpy", "pandas", "scipy")
"""Pyodide packages the scientific lessons load where the site has an online Pyodide."""

INTERFACE_LOCALES = {"es": "es_ES", "it": "it_IT"}
"""The JupyterLab language pack (``jupyterlab-language-pack-<locale>``) of each lesson language."""

MENU_LABELS = ("File", "Edit", "View", "Run", "Kernel", "Tabs", "Settings", "Help")
"""Main menu titles; JupyterLab looks them up in the context ``menu``."""

TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"
"""The JupyterLite plugin whose ``locale`` setting is the interface's language."""

NARROW_CSS = """
/* the trust badge ("Not Trusted") has no translation in the language packs and means
   nothing to a learner: the lessons run without it */
.jp-NotebookTrustedStatus { display: none !important; }
/* narrow screens (a phone, 420 px): the menu bar wraps onto a second row instead of
   being cut off; the layout reserves the room for both rows */
@media (max-width: 560px) {
  #menu-panel-wrapper { min-height: 56px !important; }
  #menu-panel .lm-MenuBar-content { flex-wrap: wrap !important; }
  #menu-panel .lm-MenuBar-item { padding: 0 6px !important; }
}
"""
"""CSS added to the notebook page so that its menus stay usable on a narrow screen."""

FIRST_VISIT_TARGET = 40 * 1024 * 1024
"""The first visit's download should stay under this many bytes."""


def cache_dir() -> Path:
    """Where downloads are kept between builds: ``$TOOLKIT_LITE_CACHE`` or the user's cache.

    Examples
    --------
    >>> cache_dir().name
    'lite'
    """
    env = os.environ.get("TOOLKIT_LITE_CACHE")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "card-game-classroom" / "lite"


# -- lessons and the start page ------------------------------------------------------------
def lesson_title(nb: dict[str, Any], fallback: str) -> str:
    """The first heading of a notebook's first markdown cell.

    >>> lesson_title({"cells": [{"cell_type": "markdown", "source": "# Hi\\ntext"}]}, "x")
    'Hi'
    """
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "markdown":
            src = "".join(cell.get("source", ""))
            for line in src.splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
            break
    return fallback


def _scientific_note(lang: str) -> str:
    from toolkit.i18n import translator

    return translator(lang).gettext(
        "This lesson needs the scientific libraries numpy, pandas and scipy. This copy of "
        "the lessons does not include them, so its code cells stop with an error. Open the "
        "lesson in Jupyter on a computer with the toolkit installed, or use a copy of this "
        "site built with an online Pyodide."
    )


def site_notebook(nb: dict[str, Any], stem: str, lang: str, online: bool) -> dict[str, Any]:
    """A lesson notebook as the site serves it: the Pyodide kernel, the needs of its cells.

    A lesson that needs numpy, pandas and scipy gets, after its title, a note in the
    learner's language (offline site) or a collapsed cell that loads them (online site).
    """
    out = json.loads(json.dumps(nb))
    out.setdefault("metadata", {})["kernelspec"] = {
        "name": "python", "display_name": "Python (Pyodide)", "language": "python"
    }  # fmt: skip
    for cell in out.get("cells", []):
        if cell.get("cell_type") == "markdown":
            src = "".join(cell.get("source", ""))
            cell["source"] = src.replace("](../../docs/", "](../docs/")
    if stem in SCIENTIFIC_LESSONS:
        if online:
            cell = {
                "cell_type": "code", "execution_count": None, "outputs": [],
                "metadata": {"jupyter": {"source_hidden": True}, "tags": ["hide-input"]},
                "source": f"import micropip\nawait micropip.install({list(SCIENTIFIC_PACKAGES)!r})",
            }  # fmt: skip
        else:
            cell = {
                "cell_type": "markdown",
                "metadata": {},
                "source": f"**{_scientific_note(lang)}**",
            }
        out["cells"].insert(1 if out.get("cells") else 0, cell)
    return out


def start_page(lang: str, lessons: Sequence[tuple[str, str]], others: Sequence[str],
               online: bool) -> str:  # fmt: skip
    """The site's start page in ``lang``: the lessons ``(file name, title)`` as links.

    ``others`` are the other languages of the site (each has ``index-<lang>.html``).
    """
    from toolkit.i18n import translator

    t = translator(lang)
    e = html.escape
    missing = t.gettext("needs numpy, pandas and scipy: not in this copy")
    other_languages = t.gettext("Other languages:")
    items = []
    for name, title in lessons:
        href = f"notebooks/index.html?path={lang}/{name}"
        note = ""
        if Path(name).stem in SCIENTIFIC_LESSONS and not online:
            note = f" <small>({e(missing)})</small>"
        items.append(f'<li><a href="{e(href)}">{e(title)}</a>{note}</li>')
    links = ""
    if others:
        parts = [f'<a href="index-{e(o)}.html" hreflang="{e(o)}">{e(o)}</a>' for o in others]
        links = f"<p>{e(other_languages)} {' · '.join(parts)}</p>"
    heading = t.gettext("Card game lessons")
    intro = t.gettext(
        "Each lesson opens in this browser and runs here, with nothing to install. The "
        "first lesson takes a while to start; the next ones start faster. Run a lesson's "
        "cells one by one with Shift+Enter."
    )
    return (
        f'<!doctype html>\n<html lang="{e(lang)}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{e(heading)}</title>\n"
        # JupyterLite's pages read the site's settings from this element of index.html
        '<script id="jupyter-config-data" type="application/json" '
        'data-jupyter-lite-root=".">{}</script>\n'
        "<style>body{font-family:sans-serif;max-width:46em;margin:2em auto;padding:0 1em;"
        "line-height:1.5}li{margin:.4em 0}</style>\n</head>\n<body>\n"
        f"<h1>{e(heading)}</h1>\n<p>{e(intro)}</p>\n<ol>\n" + "\n".join(items) + "\n</ol>\n"
        f"{links}\n</body>\n</html>\n"
    )


# -- the build -----------------------------------------------------------------------------
@dataclass
class LiteReport:
    """What :func:`build_site` wrote: the folder, lessons, wheels and download sizes."""

    out: Path
    langs: list[str]
    lessons: int
    wheels: list[str]
    site_bytes: int
    first_visit_bytes: int
    python_bytes: int = 0
    """Of the first visit, what Python takes: the Pyodide core, its lock and the preloaded wheels."""
    online: str | None = None
    first_visit_files: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """Lines for the command line: what was written and how much a first visit loads."""
        mb = 1024 * 1024
        target = f"the {FIRST_VISIT_TARGET // mb} MB target"
        if self.first_visit_bytes < FIRST_VISIT_TARGET:
            verdict = f"under {target}"
        elif self.python_bytes >= FIRST_VISIT_TARGET:
            verdict = f"OVER {target}"
        else:
            verdict = f"a browser loads only part of the application: check {target} in one"
        lines = [
            f"wrote a JupyterLite site of {self.lessons} lesson(s) in {', '.join(self.langs)} "
            f"to {self.out}",
            f"site size: {self.site_bytes / mb:.1f} MB; first visit downloads at most "
            f"{self.first_visit_bytes / mb:.1f} MB ({verdict})",
            f"of which Python (the Pyodide core and the wheels the kernel loads): "
            f"{self.python_bytes / mb:.1f} MB"
            if not self.online
            else f"of which Python from the site (the wheels the kernel loads): "
            f"{self.python_bytes / mb:.1f} MB; the Pyodide core comes from {self.online}",
            f"wheels for the browser: {len(self.wheels)} ({', '.join(self.wheels)})",
        ]
        if self.online:
            lines.append(f"the Pyodide core, numpy, pandas and scipy load from {self.online}")
        lines.append(
            f"serve it with: python -m http.server --directory {self.out} 8000, then open "
            "http://127.0.0.1:8000/"
        )
        return "\n".join(lines)


def first_visit(out: Path, preload: Iterable[str]) -> list[Path]:
    """The files a browser may load to open one lesson with a ready kernel (an upper bound).

    The start page and configuration, the notebook application and every extension's
    code, the Pyodide core, the lock file and the wheels the kernel preloads; not the
    other lessons, the other applications' pages or wheels that are only listed.
    """
    files: list[Path] = []
    for name in ("index.html", "jupyter-lite.json", "config-utils.js"):
        if (out / name).is_file():
            files.append(out / name)
    for sub in ("build", "notebooks", "extensions"):
        for p in sorted((out / sub).rglob("*")):
            if p.is_file() and not p.name.endswith((".map", ".whl")) and "pypi" not in p.parts:
                files.append(p)
    files += sorted((out / "api" / "translations").glob("*.json"))  # the interface's strings
    pyodide = out / "static" / "pyodide"
    files += [pyodide / n for n in (*PYODIDE_CORE, "pyodide-lock.json")]
    files += [pyodide / n for n in preload]
    return [f for f in files if f.is_file()]


def build_site(
    out: str | Path,
    langs: str | Sequence[str] | None = "all",
    *,
    lessons: Sequence[str] | None = None,
    pyodide_url: str | None = None,
    wheel: str | Path | None = None,
    cache: Path | None = None,
    notebooks: Path | None = None,
    log: Callable[[str], None] | None = None,
) -> LiteReport:
    """Build the JupyterLite site of the lessons into ``out`` (made if missing, replaced).

    Parameters
    ----------
    out
        The site's folder; serve it with any static web server.
    langs
        ``"en"``, ``"es"``, ``"it"``, a list of them, or ``"all"``/None for all three.
        The start page ``index.html`` is in the first; the others get ``index-<lang>.html``.
    lessons
        Lesson file stems to include (default: all); tests build a site of one.
    pyodide_url
        The address of an online Pyodide distribution of :data:`PYODIDE_VERSION`. The
        browser then loads the Pyodide core from there (the site does not carry it), and
        the lessons that need numpy, pandas and scipy load them from there too; the
        toolkit and its pure wheels still come from the site. The host must allow
        cross-origin requests (as public Pyodide mirrors do).
    wheel
        The toolkit's wheel file; by default it is built from this source checkout.
    cache
        Where downloads are kept (default :func:`cache_dir`).
    notebooks
        The lesson folder (default: the packaged or checkout lessons).
    log
        Called with a line before each long step.

    Returns
    -------
    LiteReport
        The folder, the wheels, the site's size and the first visit's download.
    """
    from toolkit.edition.lessons import default_notebooks, lesson_files, parse_langs

    say = log or (lambda line: None)
    top = notebooks or default_notebooks()
    if langs is None or langs == "all":
        lang_list = parse_langs(None, top)
    elif isinstance(langs, str):
        lang_list = parse_langs(langs, top)
    else:
        lang_list = parse_langs(",".join(langs), top)
    if pyodide_url is not None and not re.match(r"^https?://[^\s\"'<>]+$", pyodide_url):
        raise LiteError(f"--pyodide-url {pyodide_url!r} is not an http(s) address")
    out = Path(out)
    cache = cache or cache_dir()
    online = pyodide_url.rstrip("/") if pyodide_url else None
    try:
        import jupyterlite_core  # noqa: F401
        import jupyterlite_pyodide_kernel  # noqa: F401
    except ImportError:
        raise LiteError(
            "building the site needs jupyterlite-core and jupyterlite-pyodide-kernel: "
            "pip install 'card-game-classroom[lite]'"
        ) from None

    picked: dict[str, list[Path]] = {}
    for lang in lang_list:
        files = lesson_files(top, lang)
        if lessons is not None:
            files = [f for f in files if f.stem in lessons]
        if not files:
            raise LiteError(f"no lessons to put in the site for {lang!r}")
        picked[lang] = files

    with tempfile.TemporaryDirectory(prefix="toolkit-lite-") as tmp:
        work = Path(tmp)
        lite = work / "lite"
        say("fetching the Pyodide core (npm package pyodide)")
        core = fetch_pyodide(cache)
        say("building the toolkit's wheel")
        own = project_wheel(work / "dist", wheel)
        own_meta = read_wheel(own)
        specs = [r for r in own_meta.requires if "extra ==" not in r.replace('"', "'")]
        from packaging.requirements import Requirement

        specs = [s for s in specs if normalize(Requirement(s).name) not in LEAVE_OUT]
        specs += [s for s in EXTRA_WHEELS if s not in specs]
        say("fetching pure-Python wheels (pip download)")
        downloaded = []
        for p in fetch_pure_wheels(specs, cache):
            name = read_wheel(p).name
            if name in SLIM:
                p = slim_wheel(p, SLIM[name], cache)
            if name not in KERNEL_WHEELS_OWN:
                downloaded.append(p)
        candidates = [own, *kernel_wheels(), pure_pyyaml(cache), *downloaded]
        wheels = select_wheels(candidates, [*KERNEL_PACKAGES, PROJECT])

        static = lite / "static" / "pyodide"
        static.mkdir(parents=True)
        for name in PYODIDE_CORE:  # the build needs them; an online site drops them after
            shutil.copyfile(core / name, static / name)
        for w in wheels:
            shutil.copyfile(w.path, static / w.path.name)
        placed = [Wheel(static / w.path.name, w.name, w.version, w.imports, w.requires)
                  for w in wheels]  # fmt: skip
        template = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
        (static / "pyodide-lock.json").write_text(
            json.dumps(lock_file(template, placed, online), indent=1), encoding="utf-8"
        )
        from jupyterlite_pyodide_kernel.addons.piplite import get_wheel_index

        (static / "all.json").write_text(
            json.dumps(get_wheel_index([w.path for w in placed]), indent=1), encoding="utf-8"
        )
        settings = {
            "pyodideUrl": "./static/pyodide/pyodide.mjs",
            "disablePyPIFallback": online is None,
            "pipliteUrls": ["./static/pyodide/all.json"],
            "loadPyodideOptions": {
                "lockFileURL": "./static/pyodide/pyodide-lock.json",
                "packages": [*KERNEL_PACKAGES, PROJECT],
            },
        }
        config = {
            "jupyter-lite-schema-version": 0,
            "jupyter-config-data": {
                "appName": "Card game lessons",
                "litePluginSettings": {KERNEL_PLUGIN: settings},
                "settingsOverrides": settings_overrides(lang_list),
            },
        }
        (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=1), encoding="utf-8")

        for name in WIDGET_EXTENSIONS:
            src = labextension(name)
            if src is not None:
                shutil.copytree(src, work / "labextensions" / name)

        contents = work / "files"
        titles: dict[str, list[tuple[str, str]]] = {}
        for lang, files in picked.items():
            (contents / lang).mkdir(parents=True)
            titles[lang] = []
            for f in files:
                nb = json.loads(f.read_text(encoding="utf-8"))
                (contents / lang / f.name).write_text(
                    json.dumps(site_notebook(nb, f.stem, lang, online is not None), indent=1,
                               ensure_ascii=False),
                    encoding="utf-8",
                )  # fmt: skip
                titles[lang].append((f.name, lesson_title(nb, f.stem)))
        docs = PACKAGE.parent / "docs"
        if docs.is_dir():
            (contents / "docs").mkdir()
            for lang in picked:
                for doc in [docs / "glossary.md", *docs.glob(f"turn-summary-*-{lang}.html")]:
                    if doc.is_file():
                        shutil.copyfile(doc, contents / "docs" / doc.name)

        say("building the JupyterLite site (jupyter lite build)")
        built = work / "site"
        run_tool(
            [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite),
             "--output-dir", str(built), "--contents", str(contents), "--apps", "notebooks",
             "--apps", "tree", "--ignore-sys-prefix", "--no-sourcemaps",
             "--no-unused-shared-packages",
             f"--FederatedExtensionAddon.extra_labextensions_path={work / 'labextensions'}"],
            "jupyter lite build", cwd=lite,
        )  # fmt: skip
        write_interface_translations(built, lang_list)
        narrow_screen_css(built / "notebooks" / "index.html")
        if online:
            # the browser loads the Pyodide core from the online distribution, not the site
            for name in PYODIDE_CORE:
                (built / "static" / "pyodide" / name).unlink(missing_ok=True)
            site_config = json.loads((built / "jupyter-lite.json").read_text(encoding="utf-8"))
            plugins = site_config["jupyter-config-data"]["litePluginSettings"]
            plugins[KERNEL_PLUGIN]["pyodideUrl"] = f"{online}/pyodide.mjs"
            (built / "jupyter-lite.json").write_text(
                json.dumps(site_config, indent=1), encoding="utf-8"
            )
        for i, lang in enumerate(lang_list):
            page = start_page(lang, titles[lang], [o for o in lang_list if o != lang],
                              online is not None)  # fmt: skip
            (built / ("index.html" if i == 0 else f"index-{lang}.html")).write_text(
                page, encoding="utf-8"
            )
        if out.exists():
            shutil.rmtree(out)
        shutil.copytree(built, out)

    preload = sorted(w.path.name for w in placed)
    visit = first_visit(out, preload)
    return LiteReport(
        out=out,
        langs=lang_list,
        lessons=sum(len(f) for f in picked.values()),
        wheels=preload,
        site_bytes=sum(p.stat().st_size for p in out.rglob("*") if p.is_file()),
        first_visit_bytes=sum(p.stat().st_size for p in visit),
        python_bytes=sum(
            p.stat().st_size for p in visit if p.relative_to(out).parts[0] == "static"
        ),
        online=online,
        first_visit_files=[p.relative_to(out).as_posix() for p in visit],
    )


def settings_overrides(langs: Sequence[str]) -> dict[str, Any]:
    """The site's default settings: the interface opens in the site's first language.

    Examples
    --------
    >>> settings_overrides(["es", "it"])
    {'@jupyterlab/translation-extension:plugin': {'locale': 'es_ES'}}
    """
    return {TRANSLATION_PLUGIN: {"locale": INTERFACE_LOCALES.get(langs[0], "en")}}


def _menu_titles(lang: str) -> dict[str, str]:
    from toolkit.i18n import translator

    t = translator(lang)
    titles = [t.pgettext("menu", "File"), t.pgettext("menu", "Edit"),
              t.pgettext("menu", "View"), t.pgettext("menu", "Run"),
              t.pgettext("menu", "Kernel"), t.pgettext("menu", "Tabs"),
              t.pgettext("menu", "Settings"), t.pgettext("menu", "Help")]  # fmt: skip
    return dict(zip(MENU_LABELS, titles, strict=True))


def write_interface_translations(site: Path, langs: Sequence[str]) -> list[str]:
    """Write the JupyterLab language packs of ``langs`` into the site's ``api/translations``.

    JupyterLite reads the interface's strings (menus, dialogs, "Not Trusted") from there.
    Only the site's languages are written, whatever other packs are installed.

    Parameters
    ----------
    site
        The built site's folder.
    langs
        The site's lesson languages; English needs no pack.

    Returns
    -------
    list of str
        The locales written besides English, e.g. ``["es_ES"]``.

    Raises
    ------
    LiteError
        A language's pack (``jupyterlab-language-pack-es-ES`` …) is not installed.
    """
    locales = [INTERFACE_LOCALES[lang] for lang in langs if lang in INTERFACE_LOCALES]
    english = {"displayName": "English", "nativeName": "English"}
    metadata: dict[str, Any] = {"data": {"en": english}, "message": ""}
    packs: dict[str, Any] = {"en": {"data": {}, "message": ""}}
    if locales:
        try:
            from jupyterlab_server.translation_utils import get_language_pack, get_language_packs
        except ImportError:
            raise LiteError(
                "the interface's translations need jupyterlab_server and the language packs: "
                "pip install 'card-game-classroom[lite]'"
            ) from None
        installed, _ = get_language_packs()
        for locale in locales:
            if locale not in installed:
                package = "jupyterlab-language-pack-" + locale.replace("_", "-")
                raise LiteError(
                    f"the interface in {locale} needs the package {package}: "
                    "pip install 'card-game-classroom[lite]'"
                )
            metadata["data"][locale] = installed[locale]
            data = get_language_pack(locale)[0]
            # a pack may lack a menu title in the context "menu" ("Run" in es_ES 4.5) while
            # it has the same word without context: use that rather than show English
            # and where the pack has neither (Italian "View"), the project's own catalogue
            strings = data.setdefault("jupyterlab", {})
            ours = _menu_titles(locale.split("_")[0])
            for label in MENU_LABELS:
                key = f"menu\x04{label}"
                if key in strings:
                    continue
                if label in strings:
                    strings[key] = strings[label]
                elif ours[label] != label:
                    strings[key] = [ours[label]]
            # the notebook page's own strings ("Last Checkpoint: %1") are JupyterLab's, but
            # the packs translate few of them in the domain "notebook": lend JupyterLab's
            notebook = data.setdefault("notebook", {})
            if "" in strings:
                notebook.setdefault("", {**strings[""], "domain": "notebook"})
            for key, value in strings.items():
                notebook.setdefault(key, value)
            packs[locale] = {"data": data, "message": ""}
    folder = site / "api" / "translations"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "all.json").write_text(json.dumps(metadata), encoding="utf-8")
    for locale, data in packs.items():
        (folder / f"{locale}.json").write_text(json.dumps(data), encoding="utf-8")
    return locales


def narrow_screen_css(page: Path) -> None:
    """Add :data:`NARROW_CSS` to a JupyterLite application page (once)."""
    text = page.read_text(encoding="utf-8")
    if 'id="toolkit-narrow"' not in text:
        style = f'<style id="toolkit-narrow">{NARROW_CSS}</style>\n'
        text = text.replace("</head>", style + "</head>", 1)
        page.write_text(text, encoding="utf-8")


# -- the command ---------------------------------------------------------------------------
def add_parser(sub: Any) -> None:
    """Register ``lite`` on the toolkit's command line."""
    p = sub.add_parser(
        "lite", help="build the lessons as a website that runs Python in the browser (JupyterLite)"
    )
    p.add_argument("--out", required=True, metavar="DIR", help="the site's folder (replaced)")
    p.add_argument("--lang", default="all", choices=["en", "es", "it", "all"],
                   help="the lessons' language (default: all three)")  # fmt: skip
    p.add_argument("--pyodide-url", default=None, metavar="URL",
                   help=f"an online Pyodide {PYODIDE_VERSION} distribution, for the lessons "
                        "that need numpy, pandas and scipy")  # fmt: skip
    p.add_argument("--wheel", default=None, metavar="FILE",
                   help="the toolkit's wheel (default: built from this checkout)")  # fmt: skip
    p.set_defaults(run=run_lite)


def run_lite(args: argparse.Namespace) -> int:
    """The ``lite`` command."""
    from toolkit.cli_checks import check_output_folder

    out = check_output_folder(args.out, "--out")
    if any(out.iterdir()) and not (out / "jupyter-lite.json").is_file():
        raise LiteError(f"--out {args.out!r} holds other files; give an empty folder or a site")

    def step(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    report = build_site(out, args.lang, pyodide_url=args.pyodide_url, wheel=args.wheel, log=step)
    print(report.summary())
    return 0


__all__ = [
    "PYODIDE_CORE",
    "PYODIDE_VERSION",
    "SLIM",
    "LiteError",
    "LiteReport",
    "build_site",
    "cache_dir",
    "fetch_pyodide",
    "lock_file",
    "pure_pyyaml",
    "read_wheel",
    "select_wheels",
    "slim_wheel",
    "write_pure_wheel",
]
