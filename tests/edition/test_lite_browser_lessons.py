"""Lessons 01-11 of the JupyterLite site run in headless chromium, and ``--pyodide-url`` works.

One site of lessons 01-11 in Spanish is built once (``build_site``; downloads come from the
cache of earlier builds, see ``cache_dir``) and served with ``http.server`` on 127.0.0.1.
Every request that leaves the site's address is refused and recorded, and a test fails
if there was one. Each lesson is opened in turn in the notebook application, as a learner
opens it from the start page; the test waits for its kernel (Pyodide in the browser),
runs every cell and checks that each code cell ran and that no cell wrote an error or
anything on stderr.

Which lessons run: :data:`CI_LESSONS` by default, all of 01-11 with
``TOOLKIT_LITE_LESSONS=all`` (or a comma-separated list of lesson numbers). Each lesson
starts its own kernel, so every lesson pays the kernel's start (Pyodide compiled again
from the browser's cache); the times are printed (``pytest -s``), nothing asserts one.

The ``--pyodide-url`` test serves a copy of the Pyodide core from a second server on
127.0.0.1 (another port, with the cross-origin header public mirrors send), builds a site
pointing at it and checks that the kernel starts from there: the core's files are
requested on that port, the toolkit's wheel on the site's, and nowhere else.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import shutil
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import launch, needs_chromium, playwright_api
from toolkit.edition.lite import PYODIDE_CORE, SCIENTIFIC_LESSONS
from toolkit.paths import lessons_dir

pytestmark = [needs_chromium, pytest.mark.slow]

LESSONS = sorted(
    p.stem for p in (lessons_dir() / "es").glob("*.ipynb") if p.stem not in SCIENTIFIC_LESSONS
)
"""Lessons 01-11: the ones the offline site runs whole."""

CI_LESSONS = ("04-hr-building-a-deck", "09-v-locks", "10-v-treacherous-tides", "11-a-replay")
"""The lessons CI runs in the browser: the three whose figures used to need pandas (a Hero
Realms deck, a Villainous game, a replay: every kind of figure drawn from a game), and
the lock lesson (the realm and lock figures, the Villainous table). Lesson 01 (the table,
a card click, the bot's turn, an exercise) runs in ``test_lite_browser.py``."""

CAN_RUN_ALL = (
    "() => window.jupyterapp && window.jupyterapp.commands.isEnabled('notebook:run-all-cells')"
)
RUN_ALL = "() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }"
KERNEL_IDLE = """() => {
  const w = window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!k && k.status === 'idle';
}"""
CELLS = """() => {
  const w = window.jupyterapp.shell.currentWidget;
  const k = w.sessionContext.session && w.sessionContext.session.kernel;
  const cells = w.content.model.cells;
  const out = {code: 0, ran: 0, errors: [], idle: !!k && k.status === 'idle'};
  for (let i = 0; i < cells.length; i++) {
    const c = cells.get(i);
    if (c.type !== 'code') continue;
    out.code += 1;
    if (c.executionCount) out.ran += 1;
    for (const o of c.outputs.toJSON()) {
      if (o.output_type === 'error') out.errors.push(`cell ${i}: ${o.ename}: ${o.evalue}`);
      if (o.output_type === 'stream' && o.name === 'stderr') {
        out.errors.push(`cell ${i} stderr: ${String(o.text).slice(0, 300)}`);
      }
    }
  }
  return out;
}"""
EXECUTE = """async (code) => {
  const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const out = [];
  const future = k.requestExecute({code});
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === 'stream') out.push(msg.content.text);
    if (msg.header.msg_type === 'error') out.push(`ERROR ${msg.content.ename}: ${msg.content.evalue}`);
  };
  await future.done;
  return out.join('');
}"""


def chosen_lessons() -> list[str]:
    """:data:`CI_LESSONS`, or what ``TOOLKIT_LITE_LESSONS`` names (``all``, or ``01,04``)."""
    wanted = os.environ.get("TOOLKIT_LITE_LESSONS", "").strip()
    if not wanted:
        return list(CI_LESSONS)
    if wanted == "all":
        return LESSONS
    numbers = {n.strip().zfill(2) for n in wanted.split(",")}
    return [s for s in LESSONS if s[:2] in numbers]


def expose_app(site: Path) -> None:
    """Let the test reach the notebook application (``window.jupyterapp``)."""
    config_file = site / "jupyter-lite.json"
    config = json.loads(config_file.read_text(encoding="utf-8"))
    config["jupyter-config-data"]["exposeAppInBrowser"] = True
    config_file.write_text(json.dumps(config), encoding="utf-8")


class _Counting(http.server.SimpleHTTPRequestHandler):
    """Serves a folder quietly; records the bytes of every file sent (``served``)."""

    served: dict[str, int]
    cors = False

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def end_headers(self) -> None:
        if self.cors:
            self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def copyfile(self, source: Any, outputfile: Any) -> None:
        self.served[self.path] = os.fstat(source.fileno()).st_size
        super().copyfile(source, outputfile)


@contextmanager
def serve(folder: Path, *, cors: bool = False) -> Iterator[tuple[str, dict[str, int]]]:
    """``folder`` on 127.0.0.1 (a free port): its address and the files sent so far."""
    served: dict[str, int] = {}
    handler_class = type("Handler", (_Counting,), {"served": served, "cors": cors})
    handler = functools.partial(handler_class, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", served
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


@contextmanager
def guarded_browser(profile: Path, allowed: tuple[str, ...]) -> Iterator[tuple[Any, list[str]]]:
    """A page of headless chromium that may reach only ``allowed``; the list of refused URLs."""
    os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")
    sync_api = playwright_api()
    with sync_api.sync_playwright() as pw:
        context = launch(pw, profile, viewport={"width": 1280, "height": 1000})
        external: list[str] = []

        def guard(route: Any) -> None:
            url = route.request.url
            if url.startswith((*allowed, "data:", "blob:", "about:")):
                route.continue_()
            else:
                external.append(url)
                route.abort()

        context.route("**/*", guard)
        page = context.pages[0] if context.pages else context.new_page()
        try:
            yield page, external
        finally:
            context.close()


def open_lesson(page: Any, base: str, stem: str) -> None:
    """Open a lesson in the notebook application and wait until its kernel is ready."""
    page.goto(f"{base}notebooks/index.html?path=es/{stem}.ipynb", timeout=120_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=300_000)
    page.wait_for_function(CAN_RUN_ALL, timeout=300_000)
    page.wait_for_function(KERNEL_IDLE, timeout=900_000, polling=1000)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """One site of lessons 01-11 in Spanish, built once for the module."""
    from toolkit.edition.lite import build_site

    report = build_site(tmp_path_factory.mktemp("lite") / "site", "es", lessons=LESSONS)
    expose_app(report.out)
    return report


def test_the_lessons_run_whole_in_the_browser_with_no_request_off_the_machine(
    site: Any, tmp_path: Path
) -> None:
    lessons = chosen_lessons()
    assert lessons
    times: list[tuple[str, int, float, float]] = []
    failures: dict[str, Any] = {}
    with (
        serve(site.out) as (base, served),
        guarded_browser(tmp_path / "p", (base,)) as (
            page,
            external,
        ),
    ):
        page.goto(base, timeout=120_000)
        assert page.locator("html").get_attribute("lang") == "es"
        for stem in lessons:
            start = time.monotonic()
            open_lesson(page, base, stem)
            ready = time.monotonic() - start
            page.evaluate(RUN_ALL)
            # done when the kernel is idle and every code cell ran, or a cell failed
            page.wait_for_function(
                f"() => {{ const s = ({CELLS})(); return s.idle && (s.ran === s.code || s.errors.length > 0); }}",
                timeout=1_800_000,
                polling=2000,
            )
            state = page.evaluate(CELLS)
            times.append((stem, state["code"], ready, time.monotonic() - start))
            print(f"\n{stem}: kernel ready {ready:.1f} s, all run {times[-1][3]:.1f} s", flush=True)
            if state["errors"] or state["ran"] != state["code"]:
                failures[stem] = state
        first_visit = sum(served.values())
    print("\nlesson, code cells, kernel ready (s), all cells run (s):")
    for stem, code, ready, done in times:
        print(f"  {stem}: {code} cells, kernel ready {ready:.1f} s, all run {done:.1f} s")
    print(
        f"the server sent {first_visit / 1024 / 1024:.1f} MB in {len(served)} files for "
        f"{len(times)} lesson(s); site {site.site_bytes / 1024 / 1024:.1f} MB"
    )
    assert not failures, failures
    assert not external, f"requests left 127.0.0.1: {external[:5]}"


def test_the_kernel_loads_pyodide_from_the_pyodide_url(tmp_path: Path) -> None:
    from toolkit.edition.lite import build_site, cache_dir, fetch_pyodide

    core = fetch_pyodide(cache_dir())
    mirror = tmp_path / "mirror" / "pyodide" / "v314.0.6" / "full"
    mirror.mkdir(parents=True)
    for name in (*PYODIDE_CORE, "pyodide-lock.json"):
        shutil.copyfile(core / name, mirror / name)
    with serve(tmp_path / "mirror", cors=True) as (online, from_mirror):
        url = f"{online}pyodide/v314.0.6/full/"
        report = build_site(tmp_path / "site", "es", lessons=[LESSONS[0]], pyodide_url=url)
        expose_app(report.out)
        # the site does not carry the core: the browser must get it from the mirror
        assert not any((report.out / "static" / "pyodide" / n).exists() for n in PYODIDE_CORE)
        settings = json.loads((report.out / "jupyter-lite.json").read_text(encoding="utf-8"))
        plugin = settings["jupyter-config-data"]["litePluginSettings"]
        assert next(iter(plugin.values()))["pyodideUrl"] == f"{url}pyodide.mjs"
        with (
            serve(report.out) as (base, from_site),
            guarded_browser(tmp_path / "p", (base, online)) as (page, external),
        ):
            start = time.monotonic()
            open_lesson(page, base, LESSONS[0])
            ready = time.monotonic() - start
            said = page.evaluate(
                EXECUTE,
                "import sys, toolkit\nfrom toolkit.lessons import *\n"
                "print(sys.platform, toolkit.__name__, 'ok')",
            )
    assert said.strip() == "emscripten toolkit ok", said
    assert not external, f"requests left 127.0.0.1: {external[:5]}"
    core_path = "/pyodide/v314.0.6/full/"
    for name in PYODIDE_CORE:
        assert f"{core_path}{name}" in from_mirror, (name, sorted(from_mirror))
    assert not [n for n in PYODIDE_CORE if f"/static/pyodide/{n}" in from_site], sorted(from_site)
    assert any("card_game_classroom" in p for p in from_site), sorted(from_site)
    print(
        f"\n--pyodide-url: kernel ready {ready:.1f} s; the mirror sent "
        f"{sum(from_mirror.values()) / 1024 / 1024:.1f} MB, the site "
        f"{sum(from_site.values()) / 1024 / 1024:.1f} MB; site {report.site_bytes / 1024 / 1024:.1f} MB"
    )
