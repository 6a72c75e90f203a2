"""Classroom mode: the lessons served to a class as web apps, code hidden, with Voilà.

``python -m toolkit classroom [--lang es] [--port N] [--notebooks DIR]`` starts Voilà on
``127.0.0.1`` only (the teacher's machine; nobody else on the network reaches it).
Each lesson opens as a page that runs its cells in a fresh kernel and shows what they
display, the live tables, replays and exercises included, without the code. The page
is Voilà's lab template less the icon stylesheets it would fetch from a CDN (the
``classroom`` template in ``templates/``), so a class needs no internet access. With
``--lang`` the class sees that language's lessons, and the first page is a lesson index
in that language (each lesson by its title); without it, the first page is the choice of
language, each language by its own name (:func:`index_template`).

Examples
--------
>>> cmd = classroom_command(default_notebooks(), port=8866)
>>> cmd[1:4]
['-m', 'voila', '--no-browser']
>>> "--Voila.ip=127.0.0.1" in cmd
True
"""

from __future__ import annotations

import html
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from toolkit.core.errors import UsageError, short_repr
from toolkit.edition.execute import kernel_env
from toolkit.edition.lessons import EditionError, default_notebooks, lesson_files
from toolkit.extras import require
from toolkit.i18n import translator
from toolkit.i18n.languages import LANGUAGE_NAMES, LANGUAGES, check_lang
from toolkit.i18n.messages import N_

HOST = "127.0.0.1"
DEFAULT_PORT = 8866
TEMPLATE = "classroom"
TEMPLATES = Path(__file__).resolve().parent / "templates"
"""A Jupyter data folder holding the ``classroom`` Voilà template (``voila/templates/``)."""


def lesson_root(notebooks: str | Path | None = None, lang: str | None = None) -> Path:
    """The folder the class sees: one language's lessons, or the folder of every language.

    Raises
    ------
    EditionError
        When the folder, or that language's lessons, do not exist.
    """
    top = (Path(notebooks) if notebooks is not None else default_notebooks()).resolve()
    if not top.is_dir():
        raise EditionError(f"no lesson folder {top}; give one with --notebooks DIR")
    if lang is None:
        return top
    code = check_lang(lang)
    lesson_files(top, code)  # refuses a language without lessons
    return top / code if (top / code).is_dir() else top


def lesson_title(path: Path) -> str:
    """A lesson's title: the heading of its first cell (the file name if it has none)."""
    try:
        cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    except (OSError, ValueError):
        cells = []
    for cell in cells[:1]:
        source = "".join(cell.get("source", ""))
        for line in source.splitlines():
            if line.startswith("# "):
                return line[2:].strip()
    return path.stem


def _index_body(heading: str, rows: list[tuple[str, str]], page_lang: str) -> str:
    items = "".join(
        f'<li><a href="{{{{ base_url }}}}voila/{html.escape(href, quote=True)}">'
        f"{{% raw %}}{html.escape(text)}{{% endraw %}}</a></li>"
        for href, text in rows
    )
    title = "{% raw %}" + html.escape(heading) + "{% endraw %}"
    return (
        f'<main lang="{page_lang}" style="max-width:46em;margin:2em auto;'
        'font-family:system-ui,sans-serif;line-height:1.5">'
        f"<h1>{title}</h1><ol>{items}</ol></main>"
    )


def _lessons(folder: Path, prefix: str) -> list[tuple[str, str]]:
    return [(f"render/{prefix}{f.name}", lesson_title(f)) for f in sorted(folder.glob("*.ipynb"))]


def index_template(root: Path, lang: str | None) -> str:
    """The classroom's first page (a Voilà tree template): the lessons, in the class's language.

    With a language, the lessons of ``root`` by their titles, in lesson order; without one,
    the languages that have lessons under ``root``, each named in its own language, and
    under each language's folder the index of its lessons in that language.

    Examples
    --------
    >>> page = index_template(default_notebooks() / "es", "es")
    >>> "Lecciones" in page and "Hero Realms 1: el objetivo" in page
    True
    """
    if lang is not None:
        heading = translator(lang).gettext(N_("Lessons"))
        body = _index_body(heading, _lessons(root, ""), lang)
    else:
        codes = [c for c in LANGUAGES if (root / c).is_dir() and any((root / c).glob("*.ipynb"))]
        heading = " · ".join(translator(code).gettext(N_("Lessons")) for code in LANGUAGES)
        body = _index_body(heading, [(f"tree/{c}", LANGUAGE_NAMES[c]) for c in codes], "en")
        for code in reversed(codes):
            words = translator(code).gettext(N_("Lessons"))
            lessons = _index_body(words, _lessons(root / code, f"{code}/"), code)
            body = (
                f"{{% if notebook_path.strip('/') == '{code}' %}}{lessons}"
                f"{{% else %}}{body}{{% endif %}}"
            )
    return (
        '{% extends "page.html" %}\n'
        "{% block title %}{% raw %}" + html.escape(heading) + "{% endraw %}{% endblock %}\n"
        "{% block body %}" + body + "{% endblock %}\n"
    )


def classroom_templates(root: Path, lang: str | None) -> Path:
    """A Jupyter data folder with the ``classroom`` template whose first page is the index.

    The folder is a fresh copy of :data:`TEMPLATES` with :func:`index_template` as the
    tree pages (classic and lab).
    """
    folder = Path(tempfile.mkdtemp(prefix="classroom-"))
    shutil.copytree(TEMPLATES, folder, dirs_exist_ok=True)
    page = index_template(root, lang)
    target = folder / "voila" / "templates" / TEMPLATE
    for name in ("tree.html", "tree-lab.html"):
        (target / name).write_text(page, encoding="utf-8")
    return folder


def free_port() -> int:
    """A TCP port nothing listens on at 127.0.0.1 now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def check_port(port: object) -> int:
    """``port`` if it is a whole number from 1 to 65535 that nothing listens on now.

    Raises
    ------
    UsageError
        Otherwise, saying which.

    Examples
    --------
    >>> check_port(70000)
    Traceback (most recent call last):
    ...
    toolkit.core.errors.UsageError: --port must be a whole number from 1 to 65535, got 70000
    """
    if isinstance(port, bool) or not isinstance(port, int) or not 1 <= port <= 65535:
        raise UsageError(f"--port must be a whole number from 1 to 65535, got {short_repr(port)}")
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server will
        try:
            s.bind((HOST, port))
        except OSError as exc:
            raise UsageError(
                f"--port {port}: the port is in use or not allowed ({exc.strerror or exc}); "
                "choose another"
            ) from None
    return port


def classroom_command(root: Path, port: int = DEFAULT_PORT) -> list[str]:
    """The Voilà command line that serves ``root`` on 127.0.0.1:``port``, sources hidden."""
    return [
        sys.executable,
        "-m",
        "voila",
        "--no-browser",
        f"--port={int(port)}",
        f"--Voila.ip={HOST}",
        "--Voila.port_retries=0",
        "--VoilaConfiguration.strip_sources=True",
        "--VoilaConfiguration.show_tracebacks=False",
        f"--template={TEMPLATE}",
        str(root),
    ]


def start_classroom(
    notebooks: str | Path | None = None,
    *,
    lang: str | None = None,
    port: int = DEFAULT_PORT,
    quiet: bool = False,
) -> subprocess.Popen[bytes]:
    """Start the Voilà server (a child process; stop it with ``terminate()``).

    Lesson kernels import this same toolkit, with hashing fixed as in the static edition.

    Raises
    ------
    UsageError
        For a port that is not a whole number from 1 to 65535, or that is in use.
    """
    check_port(port)
    require("voila", extra="classroom", purpose="classroom mode")
    root = lesson_root(notebooks, lang)
    out = subprocess.DEVNULL if quiet else None
    env = kernel_env()
    paths = env.get("JUPYTER_PATH", "")
    templates = classroom_templates(root, None if lang is None else check_lang(lang))
    env["JUPYTER_PATH"] = str(templates) + (os.pathsep + paths if paths else "")
    return subprocess.Popen(
        classroom_command(root, port), env=env, stdout=out, stderr=out, cwd=root
    )


class _Stopped(Exception):
    """SIGTERM or SIGINT reached the classroom command."""


def _raise_stopped(signum: int, frame: object) -> None:
    raise _Stopped(signum)


def stop_server(proc: subprocess.Popen[bytes], timeout: float = 10) -> None:
    """Stop the Voilà server: terminate it, and kill it if it has not stopped in time."""
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def serve_classroom(
    notebooks: str | Path | None = None, *, lang: str | None = None, port: int = DEFAULT_PORT
) -> int:
    """Serve until the teacher presses Ctrl-C (or the command gets SIGTERM); returns
    Voilà's exit status, 0 when stopped. The Voilà server is stopped with the command:
    it never keeps serving after its parent was told to stop."""
    proc = start_classroom(notebooks, lang=lang, port=port)
    previous: dict[int, object] = {}
    if threading.current_thread() is threading.main_thread():
        for sig in (signal.SIGTERM, signal.SIGINT):
            previous[sig] = signal.signal(sig, _raise_stopped)
    print(f"classroom: open http://{HOST}:{port}/ (Ctrl-C stops it)", flush=True)
    try:
        return proc.wait()
    except (KeyboardInterrupt, _Stopped):
        stop_server(proc)
        return 0
    finally:
        stop_server(proc)
        for number, handler in previous.items():
            signal.signal(number, handler)  # type: ignore[arg-type]
