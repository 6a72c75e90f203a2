"""A Spanish lesson in a real JupyterLab, in Debian's headless chromium driven by Playwright.

JupyterLab is started on 127.0.0.1 (a free port, a random token) over a temporary copy of
``notebooks/es/01-hr-first-turn.ipynb``. The test runs every cell, checks that the
Spanish text is shown, and plays one move at the table at the end of the lesson (a card
from Ada's hand), then checks that the table changed. The server is stopped at the end
whatever happens. Without ``/usr/bin/chromium`` the test is skipped (and fails in CI,
``CI=true``, so a missing install cannot hide).
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update"]  # fmt: skip
ROOT = Path(__file__).resolve().parents[2]
LESSON = ROOT / "notebooks" / "es" / "01-hr-first-turn.ipynb"

if os.environ.get("CI", "").lower() == "true":
    import playwright.sync_api as sync_api

    assert os.access(CHROMIUM, os.X_OK), f"CI must install {CHROMIUM}"
else:
    sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not os.access(CHROMIUM, os.X_OK), reason=f"no {CHROMIUM}")


RUN_ALL = "() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }"
"""Start running every cell without waiting for the run to end: the command's promise
may never settle when it is sent before the kernel is connected, and awaiting it would
hang the test instead of trying again."""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[str]:
    """A running JupyterLab serving a copy of the lesson; the lesson's URL."""
    folder = tmp_path / "work"
    folder.mkdir()
    shutil.copy(LESSON, folder / LESSON.name)
    port, token = _free_port(), secrets.token_hex(16)
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(tmp_path / name.lower())
    labconfig = tmp_path / "jupyter_config_dir" / "labconfig"
    labconfig.mkdir(parents=True)
    (labconfig / "page_config.json").write_text(
        json.dumps({"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}})
    )
    log = (tmp_path / "lab.log").open("w")
    server = subprocess.Popen(
        [
            sys.executable, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1",
            f"--port={port}", f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={folder}", "--ServerApp.port_retries=0", "--allow-root",
            "--LabApp.expose_app_in_browser=True", "--LabApp.news_url=",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ],
        cwd=folder, env=env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 90
        while True:
            if server.poll() is not None:
                raise AssertionError(f"JupyterLab exited: {(tmp_path / 'lab.log').read_text()}")
            try:
                with urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise AssertionError("JupyterLab did not start in 90 s")
            time.sleep(0.5)
        yield f"{base}/lab/tree/{LESSON.name}?token={token}"
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=10)
        log.close()


def test_a_spanish_lesson_runs_in_jupyterlab_and_plays_a_move_at_its_table(
    lab: str, tmp_path: Path
) -> None:
    with sync_api.sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True, args=FLAGS,
            timeout=60_000, viewport={"width": 1280, "height": 1000},
        )  # fmt: skip
        page = context.pages[0] if context.pages else context.new_page()
        try:
            page.goto(lab, timeout=90_000)
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
            table = page.locator(".tk-table")
            for _ in range(6):
                page.wait_for_function(
                    "() => window.jupyterapp && window.jupyterapp.commands"
                    ".isEnabled('notebook:run-all-cells')",
                    timeout=90_000,
                )
                page.evaluate(RUN_ALL)
                try:
                    table.first.wait_for(timeout=60_000)
                    break
                except sync_api.TimeoutError:
                    continue
            # JupyterLab draws only the cells on screen: after running, the end of the
            # lesson, its Spanish text and the table.
            table.first.scroll_into_view_if_needed()
            page.locator(".jp-Notebook", has_text="Tu partida.").first.wait_for(timeout=20_000)
            # The table speaks the lesson's language.
            assert not page.locator(".jp-Notebook", has_text="mesa están en inglés").count()
            assert table.first.locator("button.tk-t-btn", has_text="Pista").count()
            # One move at the table: play a card from Ada's hand.
            table.first.scroll_into_view_if_needed()
            before = table.first.inner_text()
            card = table.first.locator("button.tk-t-btn", has_text="Gold").first
            card.click()
            table.first.locator(".tk-t-msg", has_text="Ada juega").wait_for(timeout=30_000)
            assert table.first.inner_text() != before
            page.screenshot(path=str(tmp_path / "lesson-es.png"))
        finally:
            context.close()
