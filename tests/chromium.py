"""Headless Debian chromium through Playwright, shared by the browser tests.

Nothing is installed at run time: the browser is the system's ``/usr/bin/chromium`` (CI
installs it with apt). Without it, or without the ``playwright`` package, a test that
uses this is skipped on a developer's machine and fails in CI (``CI=true``), so a
missing install step cannot hide behind a skip. Nothing is checked when this module is
imported, so a conftest may import it for a few browser fixtures beside other tests.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

IN_CI = os.environ.get("CI", "").lower() == "true"

BUSY_MS = 180_000
"""How long a browser step may wait (milliseconds): generous, since on a machine shared
with other work a page can take far longer than usual with nothing wrong."""

needs_chromium = pytest.mark.skipif(
    not IN_CI and not os.access(CHROMIUM, os.X_OK),
    reason=f"{CHROMIUM} is not installed (apt-get install chromium)",
)
"""The module mark of a browser test (``pytestmark = needs_chromium``); never a skip in CI."""


def playwright_api() -> Any:
    """Playwright's synchronous API, once the browser is known to be installed.

    In CI a missing browser or package fails; elsewhere it skips the test that asks
    (or the whole module, when called at its top level).
    """
    if IN_CI:
        import playwright.sync_api as sync_api

        assert os.access(CHROMIUM, os.X_OK), (
            f"CI must install {CHROMIUM} (apt-get install chromium)"
        )
        return sync_api
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(
            f"{CHROMIUM} is not installed (apt-get install chromium)", allow_module_level=True
        )
    return pytest.importorskip("playwright.sync_api")


def launch(pw: Any, profile: Path, **options: Any) -> Any:
    """A persistent headless chromium context of the shared flags, its profile in ``profile``.

    ``options`` go to Playwright's ``launch_persistent_context`` (a ``viewport``, say).
    """
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True, args=FLAGS, timeout=BUSY_MS,
        **options,
    )  # fmt: skip
    context.set_default_timeout(BUSY_MS)  # clicks and waits: a busy machine is slow, not wrong
    return context


def offline_browser(profile: Path) -> Iterator[Any]:
    """A browser context that loads local files only; ``context.external`` lists refused URLs."""
    sync_api = playwright_api()
    with sync_api.sync_playwright() as pw:
        context = launch(pw, profile)
        external: list[str] = []

        def guard(route: Any) -> None:
            url = route.request.url
            if url.startswith(("file:", "data:", "blob:", "about:")):
                route.continue_()
            else:
                external.append(url)
                route.abort()

        context.route("**/*", guard)
        context.external = external  # type: ignore[attr-defined]
        yield context
        context.close()
