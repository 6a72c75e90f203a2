"""A real JupyterLab for the browser tests: started on 127.0.0.1, driven, always stopped.

The server runs this checkout (``PYTHONPATH``) over a folder of notebooks, on a free
port with a random token, with its own configuration, runtime and IPython folders and
nothing that would reach off the machine (no news, no update check, no extension
manager). :func:`run_all_cells` runs a notebook the way its Run menu does, and
:func:`wait_until_answers` waits for any server a test starts (JupyterLab, Voilà).
"""

from __future__ import annotations

import http.client
import json
import os
import secrets
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.chromium import launch, playwright_api
from toolkit.edition.classroom import free_port

ROOT = Path(__file__).resolve().parents[1]

RUN_ALL = "() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }"
"""Start running every cell without waiting for the run to end: the command's promise
may never settle when it is sent before the kernel is connected, and awaiting it would
hang the test instead of trying again."""

PHONE_WIDTH = 420
"""px: the width of a phone's screen in the phone tests."""

CAN_RUN_ALL = (
    "() => window.jupyterapp && window.jupyterapp.commands.isEnabled('notebook:run-all-cells')"
)
"""True once JupyterLab offers to run every cell of the open notebook."""


def wait_until_answers(
    url: str,
    timeout: float,
    *,
    server: subprocess.Popen[Any] | None = None,
    name: str = "the server",
    log: Path | None = None,
) -> str:
    """Ask ``url`` every half second until it answers, and return the page it sends.

    A server started by a test takes a while to listen, and longer on a loaded machine:
    until then a request is refused or times out, which only means "not yet". The wait
    fails (``AssertionError``) when ``timeout`` seconds pass, or at once when ``server``,
    the process serving ``url``, has stopped, with ``log``'s text when there is one.
    """
    deadline = time.monotonic() + timeout
    while True:
        if server is not None and server.poll() is not None:
            said = f":\n{log.read_text()}" if log is not None else ""
            raise AssertionError(f"{name} stopped with status {server.returncode}{said}")
        try:
            with urllib.request.urlopen(url, timeout=5) as reply:
                return str(reply.read().decode("utf-8"))
        except (OSError, http.client.HTTPException):
            pass  # not listening yet, or not ready to answer
        if time.monotonic() > deadline:
            raise AssertionError(f"{name} did not answer within {timeout:g} s")
        time.sleep(0.5)


@dataclass(frozen=True)
class Lab:
    """A running JupyterLab: its address and its token."""

    base: str
    token: str

    def url(self, notebook: str) -> str:
        """The address that opens ``notebook`` (a file name in the served folder)."""
        return f"{self.base}/lab/tree/{notebook}?token={self.token}"

    def notebook(self, notebook: str) -> str:
        """Start ``notebook``'s Python kernel on the server, then the address that opens it.

        The notebook then opens attached to its running kernel. Left to the page, a slow
        machine answers JupyterLab's kernel query late and it asks which kernel to start
        (a dialog over the notebook whose default is no kernel at all).
        """
        body = json.dumps(
            {"path": notebook, "name": notebook, "type": "notebook", "kernel": {"name": "python3"}}
        ).encode()
        request = urllib.request.Request(
            f"{self.base}/api/sessions?token={self.token}",
            data=body,
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=60) as answer:
            assert answer.status == 201, answer.status
        return self.url(notebook)


@contextmanager
def running_lab(folder: Path, scratch: Path) -> Iterator[Lab]:
    """JupyterLab serving ``folder``, its settings and log (``lab.log``) in ``scratch``.

    Waits up to 90 s for the server to answer, and stops it on leaving, whatever happens.
    """
    port, token = free_port(), secrets.token_hex(16)
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")  # this checkout
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(scratch / name.lower())
    # no news pop-up over the notebook (and no request for it)
    labconfig = scratch / "jupyter_config_dir" / "labconfig"
    labconfig.mkdir(parents=True)
    (labconfig / "page_config.json").write_text(
        json.dumps({"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}})
    )
    # a notebook opened before its kernel is known starts it instead of asking which one
    tracker = scratch / "jupyter_config_dir" / "lab" / "user-settings" / "@jupyterlab"
    tracker = tracker / "notebook-extension" / "tracker.jupyterlab-settings"
    tracker.parent.mkdir(parents=True)
    tracker.write_text(json.dumps({"autoStartDefaultKernel": True}))
    log_path = scratch / "lab.log"
    log = log_path.open("w")
    server = subprocess.Popen(
        [
            sys.executable, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1",
            f"--port={port}", f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={folder}", "--ServerApp.port_retries=0",
            "--allow-root", "--ServerApp.terminals_enabled=False",
            "--LabApp.expose_app_in_browser=True",
            "--LabApp.extension_manager=readonly", "--LabApp.news_url=",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ],
        cwd=folder, env=env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    try:
        base = f"http://127.0.0.1:{port}"
        wait_until_answers(
            f"{base}/api/status?token={token}", 90, server=server, name="JupyterLab", log=log_path
        )
        yield Lab(base, token)
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=10)
        log.close()


def run_all_cells(
    page: Any, shown: Any, sync_api: Any, *, wait_ms: int = 30_000, seconds: float = 600
) -> None:
    """Run every cell of the open notebook (JupyterLab's own command, as the Run menu
    does) until the locator ``shown`` appears; a run sent before the kernel is connected
    is tried again, each try waiting ``wait_ms``, until ``seconds`` have passed."""
    deadline = time.monotonic() + seconds
    while True:
        page.wait_for_function(CAN_RUN_ALL, timeout=90_000)
        page.evaluate(RUN_ALL)
        try:
            shown.wait_for(timeout=wait_ms)
            return
        except sync_api.TimeoutError:
            if time.monotonic() > deadline:
                raise


def one_cell_notebook(folder: Path, name: str, source: str) -> Path:
    """Write ``folder/name``: a notebook of one code cell, ``source``, for the Python kernel."""
    doc = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": Path(name).stem,
                "metadata": {},
                "outputs": [],
                "source": source,
            }
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path = folder / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@contextmanager
def one_cell_lab(scratch: Path, name: str, source: str) -> Iterator[str]:
    """JupyterLab over a folder holding only ``name``, a one-cell notebook of ``source``;
    the address that opens it with its kernel started (see :meth:`Lab.notebook`)."""
    folder = scratch / "work"
    folder.mkdir()
    one_cell_notebook(folder, name, source)
    with running_lab(folder, scratch) as server:
        yield server.notebook(name)


@contextmanager
def lab_page(
    pw: Any, profile: Path, url: str, *, width: int, height: int, **options: Any
) -> Iterator[Any]:
    """A chromium page of ``width`` × ``height`` px showing the notebook at ``url``, its
    cells drawn; the browser is closed on leaving, whatever happens. ``options`` go to
    :func:`tests.chromium.launch` (``is_mobile=True, has_touch=True`` for a phone)."""
    context = launch(pw, profile, viewport={"width": width, "height": height}, **options)
    page = context.pages[0] if context.pages else context.new_page()
    try:
        page.goto(url, timeout=90_000)
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
        yield page
    finally:
        context.close()


@contextmanager
def phone_page(scratch: Path, url: str, shown: str, *, height: int) -> Iterator[Any]:
    """The notebook at ``url`` open on a phone: chromium at :data:`PHONE_WIDTH` px wide and
    ``height`` px high, touch and no hover, every cell run until the first element matching
    the selector ``shown`` appears, the side bar closed. Yields the page; the browser is
    closed on leaving."""
    sync_api = playwright_api()
    with (
        sync_api.sync_playwright() as pw,
        lab_page(
            pw,
            scratch / "profile",
            url,
            width=PHONE_WIDTH,
            height=height,
            is_mobile=True,
            has_touch=True,
        ) as page,
    ):
        run_all_cells(page, page.locator(shown).first, sync_api, wait_ms=60_000)
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
        yield page


@contextmanager
def phone_notebook(
    scratch: Path, name: str, source: str, shown: str, *, height: int
) -> Iterator[Any]:
    """A one-cell notebook of ``source`` in JupyterLab, open on a phone (:func:`phone_page`).
    The browser and the server are stopped on leaving."""
    with (
        one_cell_lab(scratch, name, source) as url,
        phone_page(scratch, url, shown, height=height) as page,
    ):
        yield page


def settled_screenshot(page: Any, path: Path) -> None:
    """Let the page settle (half a second), then save a screenshot of all of it to ``path``."""
    page.wait_for_timeout(500)
    page.screenshot(path=str(path), full_page=True)
