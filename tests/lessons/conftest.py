"""The browser shared by the lesson tests that open a page from a file."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.chromium import offline_browser


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """Headless chromium that loads local files only (``browser.external`` lists the
    refused addresses), one per test module."""
    yield from offline_browser(tmp_path_factory.mktemp("chromium-profile"))
