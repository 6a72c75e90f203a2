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
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

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
    """
    require("voila", extra="classroom", purpose="classroom mode")
    root = lesson_root(notebooks, lang)
    out = subprocess.DEVNULL if quiet else None
    env = kernel_env()
    paths = env.get("JUPYTER_PATH", "")
    env["JUPYTER_PATH"] = str(TEMPLATES) + (os.pathsep + paths if paths else "")
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
