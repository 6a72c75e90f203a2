"""The JupyterLite site in headless chromium: a Spanish lesson runs in the browser's Python.

The test builds a site of one lesson in Spanish (``toolkit.edition.lite.build_site``;
downloads come from the cache of earlier builds, see ``cache_dir``), serves it with
``http.server`` on 127.0.0.1 (a thread on a free port, stopped by the test) and opens the
lesson in Debian's chromium driven by Playwright. Every request that leaves 127.0.0.1 is
refused and recorded, and the test fails if there was one. It runs every cell in Pyodide,
plays a card at the table, ends the turn and waits for the bot's turn, and answers an
exercise. It checks that the interface's menus read Spanish, and that at 420 px every
menu title is whole on the screen, above the notebook. The time until the kernel had run
the lesson's first cell and the bytes the server sent are printed (``pytest -s``); nothing asserts a time.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import launch, needs_chromium, playwright_api
from toolkit.i18n import translator

pytestmark = [needs_chromium, pytest.mark.slow]

LESSON = "01-hr-first-turn"

RUN_ALL = "() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }"
CAN_RUN_ALL = (
    "() => window.jupyterapp && window.jupyterapp.commands.isEnabled('notebook:run-all-cells')"
)
KERNEL_IDLE = """() => {
  const w = window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!k && k.status === 'idle';
}"""


@pytest.fixture(scope="module")
def lite_site(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A site of lesson 01 in Spanish; the notebook application is exposed to the test."""
    from toolkit.edition.lite import build_site

    report = build_site(tmp_path_factory.mktemp("lite") / "site", "es", lessons=[LESSON])
    config_file = report.out / "jupyter-lite.json"
    config = json.loads(config_file.read_text(encoding="utf-8"))
    config["jupyter-config-data"]["exposeAppInBrowser"] = True
    config_file.write_text(json.dumps(config), encoding="utf-8")
    return report


class _Counting(http.server.SimpleHTTPRequestHandler):
    """Serves the site quietly and counts the bytes of every file it sends (``served``)."""

    served: dict[str, int]

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def copyfile(self, source: Any, outputfile: Any) -> None:
        self.served[self.path] = os.fstat(source.fileno()).st_size
        super().copyfile(source, outputfile)


@pytest.fixture
def served(lite_site: Any) -> Iterator[str]:
    """The site's address on 127.0.0.1 (a free port); the server stops after the test."""
    lite_site.served = {}
    handler_class = type("Handler", (_Counting,), {"served": lite_site.served})
    handler = functools.partial(handler_class, directory=str(lite_site.out))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def test_the_lesson_runs_in_the_browser_with_no_request_off_the_machine(
    lite_site: Any, served: str, tmp_path: Path
) -> None:
    t = translator("es")
    os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")
    sync_api = playwright_api()
    with sync_api.sync_playwright() as pw:
        # JupyterLite's service worker answers the kernel's file requests; its own
        # requests go through the same guard (Playwright reports them to the context)
        context = launch(pw, tmp_path / "profile", viewport={"width": 1280, "height": 1000})
        external: list[str] = []

        def guard(route: Any) -> None:
            url = route.request.url
            if url.startswith((served, "data:", "blob:", "about:")):
                route.continue_()
            else:
                external.append(url)
                route.abort()

        context.route("**/*", guard)
        page = context.pages[0] if context.pages else context.new_page()
        try:
            # the start page is in Spanish and links the lesson
            page.goto(served, timeout=60_000)
            assert page.locator("html").get_attribute("lang") == "es"
            start = time.monotonic()
            page.locator("a", has_text="Hero Realms 1").click()
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
            page.wait_for_function(CAN_RUN_ALL, timeout=120_000)
            # the interface is in Spanish: the menus come from the language pack
            menus = page.locator("#menu-panel .lm-MenuBar-item")
            menus.filter(has_text=t.pgettext("menu", "Run")).wait_for(timeout=60_000)
            titles = [m.strip() for m in menus.all_inner_texts()]
            assert "Ejecutar" in titles and "Archivo" in titles, titles
            assert not {"File", "Edit", "View", "Run", "Settings", "Help"} & set(titles), titles
            assert not page.get_by_text("Not Trusted").is_visible()
            # on a phone's width the menu bar wraps: every title whole, none under the notebook
            page.set_viewport_size({"width": 420, "height": 1000})
            page.wait_for_timeout(1000)
            boxes = [menus.nth(i).bounding_box() for i in range(menus.count())]
            notebook_top = page.locator(".jp-NotebookPanel-toolbar").bounding_box()
            assert notebook_top is not None
            for title, box in zip(titles, boxes, strict=True):
                assert box is not None, title
                assert box["x"] >= 0 and box["x"] + box["width"] <= 420, (title, box)
                assert box["y"] + box["height"] <= notebook_top["y"] + 1, (title, box)
            page.set_viewport_size({"width": 1280, "height": 1000})
            # the kernel has started Pyodide and loaded the toolkit's wheels
            page.wait_for_function(KERNEL_IDLE, timeout=900_000, polling=1000)
            ready = time.monotonic() - start
            table = page.locator(".tk-table")
            page.evaluate(RUN_ALL)
            table.first.wait_for(timeout=1_200_000)
            ran = time.monotonic() - start

            # a card from Ada's hand, played at the table
            table.first.scroll_into_view_if_needed()
            before = table.first.inner_text()
            table.first.locator("button.tk-t-btn", has_text="Moneda de oro").first.click()
            table.first.locator(".tk-t-msg", has_text="Ada juega").wait_for(timeout=60_000)
            assert table.first.inner_text() != before
            # end the turn: the bot plays Ben's turn and its moves are told
            table.first.locator("button.tk-t-btn", has_text=t.gettext("End turn")).click()
            # cards are still playable: the table asks before the turn ends
            confirm = t.gettext("End the turn all the same")
            table.first.locator("button.tk-t-option", has_text=confirm).click(timeout=60_000)
            narr = table.first.locator(".tk-t-narr", has_text="Ben")
            narr.first.wait_for(timeout=120_000)
            assert t.gettext("What happened") in narr.first.inner_text()

            # an exercise answered: Ben holds 5 cards (HR-S4)
            first = page.locator(".jp-Cell", has=page.locator(".widget-radio-box")).first
            first.scroll_into_view_if_needed()
            first.locator(".widget-radio-box label", has_text="5").first.click()
            first.locator("button", has_text=t.gettext("Check")).click()
            right = first.locator(".ex-feedback.ex-right")
            right.wait_for(timeout=60_000)
            assert "HR-S4" in right.inner_text()
            page.screenshot(path=str(tmp_path / "lite-es.png"))
        finally:
            context.close()
    assert not external, f"requests left 127.0.0.1: {external[:5]}"
    mb = 1024 * 1024
    print(
        f"\nlite site: {lite_site.site_bytes / mb:.1f} MB on disk; the server sent "
        f"{sum(lite_site.served.values()) / mb:.1f} MB in {len(lite_site.served)} files (the command's bound: "
        f"{lite_site.first_visit_bytes / mb:.1f} MB); kernel ready {ready:.1f} s after "
        f"opening the lesson, the lesson's last cell (the table) shown after {ran:.1f} s"
    )
