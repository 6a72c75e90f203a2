"""Classroom mode: the lessons served to a class as web apps, code hidden, with Voilà.

``python -m toolkit classroom [--lang es] [--port N] [--notebooks DIR]`` starts Voilà on
``127.0.0.1`` only (the teacher's machine; nobody else on the network reaches it).
Each lesson opens as a page that runs its cells in a fresh kernel and shows what they
display, the live tables, replays and exercises included, without the code. The page
is Voilà's lab template less the icon stylesheets it would fetch from a CDN (the
``classroom`` template in ``templates/``), so a class needs no internet access. With
``--lang`` the class sees that language's lessons; without it, the first page is the
choice of language (one folder per language).

Examples
--------
>>> cmd = classroom_command(default_notebooks(), port=8866)
>>> cmd[1:4]
['-m', 'voila', '--no-browser']
>>> "--Voila.ip=127.0.0.1" in cmd
True
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

from toolkit.core.errors import UsageError, short_repr
from toolkit.edition.execute import kernel_env
from toolkit.edition.lessons import EditionError, default_notebooks, lesson_files
from toolkit.extras import require
from toolkit.i18n.languages import check_lang

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
    env["JUPYTER_PATH"] = str(TEMPLATES) + (os.pathsep + paths if paths else "")
    return subprocess.Popen(
        classroom_command(root, port), env=env, stdout=out, stderr=out, cwd=root
    )


def serve_classroom(
    notebooks: str | Path | None = None, *, lang: str | None = None, port: int = DEFAULT_PORT
) -> int:
    """Serve until the teacher presses Ctrl-C; returns Voilà's exit status."""
    proc = start_classroom(notebooks, lang=lang, port=port)
    print(f"classroom: open http://{HOST}:{port}/ (Ctrl-C stops it)", flush=True)
    try:
        return proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        return 0
