"""Headless Debian chromium through Playwright, shared by the browser tests.

Nothing is installed at run time: the browser is the system's ``/usr/bin/chromium`` (CI
installs it with apt). Without it, or without the ``playwright`` package, a test module
that uses this is skipped on a developer's machine and fails in CI (``CI=true``), so a
missing install step cannot hide behind a skip.
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
if IN_CI:
    import playwright.sync_api as sync_api

    assert os.access(CHROMIUM, os.X_OK), f"CI must install {CHROMIUM} (apt-get install chromium)"
else:
    sync_api = pytest.importorskip("playwright.sync_api")

needs_chromium = pytest.mark.skipif(
    not os.access(CHROMIUM, os.X_OK),
    reason=f"{CHROMIUM} is not installed (apt-get install chromium)",
)
"""The module mark of a browser test (``pytestmark = needs_chromium``)."""


def offline_browser(profile: Path) -> Iterator[Any]:
    """A browser context that loads local files only; ``context.external`` lists refused URLs."""
    with sync_api.sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, headless=True, args=FLAGS, timeout=60_000
        )
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
