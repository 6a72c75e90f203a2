"""Classroom mode: Voilà on 127.0.0.1 serves a lesson, runs its cells and shows its widgets.

The server is started by the test on a free port and always stopped (``finally``);
the check that no process is left is part of the test.
"""

from __future__ import annotations

import subprocess
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.chromium import IN_CI
from tests.lab_server import wait_until_answers
from toolkit.cli import main
from toolkit.edition import EditionError
from toolkit.edition.classroom import (
    HOST,
    classroom_command,
    free_port,
    lesson_root,
    start_classroom,
)

from .conftest import LESSONS

if not IN_CI:
    pytest.importorskip("voila")


def _get(url: str, timeout: float = 180) -> str:
    with urllib.request.urlopen(url, timeout=timeout) as reply:
        return str(reply.read().decode("utf-8"))


@pytest.fixture(scope="module")
def classroom() -> Iterator[tuple[str, str]]:
    """The English test lessons served; yields (base address, home page)."""
    port = free_port()
    proc = start_classroom(LESSONS, lang="en", port=port, quiet=True)
    try:
        base = f"http://{HOST}:{port}"
        home = wait_until_answers(base + "/", 90, server=proc, name="the classroom server")
        yield base, home
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
    assert proc.returncode is not None
    with pytest.raises(urllib.error.URLError):
        _get(base + "/", timeout=3)


def test_command_serves_only_on_this_machine_with_code_hidden() -> None:
    cmd = classroom_command(Path("/lessons"), port=9999)
    assert "--Voila.ip=127.0.0.1" in cmd and "--port=9999" in cmd
    assert "--VoilaConfiguration.strip_sources=True" in cmd
    assert "--template=classroom" in cmd
    assert cmd[-1] == "/lessons"


def test_language_choice_and_bad_language() -> None:
    assert lesson_root(LESSONS) == LESSONS.resolve()
    assert lesson_root(LESSONS, "es") == (LESSONS / "es").resolve()
    with pytest.raises(EditionError, match="no lessons in 'it'"):
        lesson_root(LESSONS, "it")
    assert main(["classroom", "--notebooks", str(LESSONS), "--lang", "it"]) == 2


@pytest.mark.slow  # a Voilà server and its kernel
def test_a_lesson_runs_and_renders_its_widgets(classroom: tuple[str, str]) -> None:
    base, home = classroom
    assert "Voil" in home
    page = _get(base + "/voila/render/01_guards.ipynb")
    # every cell ran: outputs are there, none is an error, and no source is sent
    assert '"output_type": "error"' not in page
    assert page.count("application/vnd.jupyter.widget-view+json") >= 2
    assert "from lesson_helpers" not in page and "practise(" not in page
    assert "Guards, step by step" in page


@pytest.mark.slow  # a Voilà server, its kernel and a browser
def test_a_lesson_in_the_browser_shows_live_widgets(
    classroom: tuple[str, str], browser: Callable[..., Any], tmp_path: Path
) -> None:
    base, _ = classroom
    page = browser(allow=(base + "/",))
    # the home page is the lesson index: the lessons by their titles, in the class's language
    page.goto(base + "/", timeout=60_000)
    page.get_by_role("link", name="Guards, step by step").first.wait_for(timeout=60_000)
    assert page.get_by_role("link", name="Second lesson").count() >= 1
    assert page.get_by_text("01_guards.ipynb").count() == 0
    page.goto(base + "/voila/render/01_guards.ipynb", timeout=180_000, wait_until="commit")
    # the exercise widget: its Check button comes from the kernel's widget model
    check = page.get_by_role("button", name="Check")
    check.first.wait_for(timeout=180_000)
    assert page.locator(".jupyter-widgets").count() > 3
    page.get_by_text("Guards, step by step").first.wait_for()
    page.screenshot(path=str(tmp_path / "classroom.png"), full_page=False)
    # nothing leaves the machine (Voilà's own template would fetch icons from a CDN)
    assert not page.external, page.external


def test_without_voila_the_error_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from toolkit.extras import MissingExtraError

    monkeypatch.setitem(sys.modules, "voila", None)
    with pytest.raises(MissingExtraError, match=r"card-game-classroom\[classroom\]"):
        start_classroom(LESSONS, lang="en", port=free_port())


def _first_page(lang: str | None, path: str) -> str:
    import jinja2

    from toolkit.edition.classroom import index_template
    from toolkit.edition.lessons import default_notebooks

    top = default_notebooks()
    root = top if lang is None else top / lang
    pages = {"page.html": "{% block body %}{% endblock %}", "tree": index_template(root, lang)}
    env = jinja2.Environment(loader=jinja2.DictLoader(pages), autoescape=True)
    return env.get_template("tree").render(notebook_path=path, base_url="/")


def test_the_first_page_is_a_lesson_index_in_the_class_language() -> None:
    es = _first_page("es", "")
    assert "<h1>Lecciones</h1>" in es and 'lang="es"' in es
    assert 'href="/voila/render/01-hr-first-turn.ipynb">Hero Realms 1: el objetivo' in es
    it = _first_page(None, "it")
    assert "<h1>Lezioni</h1>" in it and 'href="/voila/render/it/09-v-locks.ipynb"' in it
    choice = _first_page(None, "")
    assert "Español" in choice and "Italiano" in choice and "render/" not in choice
    for page in (es, it, choice):
        assert "Select items" not in page and ".ipynb</a>" not in page
