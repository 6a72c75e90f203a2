"""Shared pieces of the edition tests: the test lessons, one built site, headless chromium.

The browser is Debian's ``/usr/bin/chromium`` driven by Playwright (``tests/chromium.py``,
as in ``tests/presentation/test_browser.py``): without it (or without ``playwright``) the
browser tests are skipped on a developer's machine and fail in CI (``CI=true``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import launch, playwright_api
from toolkit.edition import EditionReport, build_edition

LESSONS = Path(__file__).resolve().parent / "lessons"


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> EditionReport:
    """The static edition of the test lessons (English and Spanish), built once."""
    return build_edition(tmp_path_factory.mktemp("site"), notebooks=LESSONS)


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[..., Any]]:
    """``browser(allow=())`` opens a page; requests off the machine are refused and recorded.

    ``file:``, ``data:``, ``blob:`` and ``about:`` always load; ``allow`` adds address
    prefixes (the classroom server). The refused addresses are ``page.external``.
    """
    sync_api = playwright_api()
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_api.sync_playwright() as pw:
        context = launch(pw, profile)
        pages: list[Any] = []

        def new_page(allow: tuple[str, ...] = (), width: int = 1280) -> Any:
            page = context.new_page()
            page.set_viewport_size({"width": width, "height": 900})
            page.external = []
            page.problems = []
            ok = ("file:", "data:", "blob:", "about:", *allow)

            def guard(route: Any) -> None:
                url = route.request.url
                if url.startswith(ok):
                    route.continue_()
                else:
                    page.external.append(url)
                    route.abort()

            page.route("**/*", guard)
            page.on("pageerror", lambda exc: page.problems.append(f"page error: {exc}"))
            pages.append(page)
            return page

        yield new_page
        for page in pages:
            page.close()
        context.close()
