"""Where the lessons are, per language, for the static edition and the classroom.

The lessons live in one folder per language (``notebooks/en``, ``notebooks/es``,
``notebooks/it``), the same file name for the same lesson in every language so the
pages can link to each other. Notebooks directly in the top folder count as English
lessons (the layout before the lessons were translated).

Examples
--------
>>> import tempfile, pathlib
>>> top = pathlib.Path(tempfile.mkdtemp())
>>> (top / "es").mkdir(); _ = (top / "es" / "01_goal.ipynb").write_text("{}")
>>> [p.name for p in lesson_files(top, "es")]
['01_goal.ipynb']
>>> languages_in(top)
['es']
"""

from __future__ import annotations

from pathlib import Path

from toolkit.core.errors import ToolkitError
from toolkit.i18n.languages import LANGUAGES, check_lang


class EditionError(ToolkitError):
    """The lessons cannot be published: a missing folder, a failing cell, a network link."""


def default_notebooks() -> Path:
    """The lesson folder: the installed package's copy, or ``notebooks/`` of a checkout."""
    from toolkit.paths import lessons_dir

    return lessons_dir()


def _is_lesson(path: Path) -> bool:
    return (
        path.suffix == ".ipynb"
        and not path.name.startswith((".", "_"))
        and ".ipynb_checkpoints" not in path.parts
    )


def lesson_files(top: Path, lang: str) -> list[Path]:
    """The lesson notebooks of ``lang`` under ``top``, in file-name order (the lesson order).

    Raises
    ------
    EditionError
        When ``top`` has no lessons in that language.
    """
    lang = check_lang(lang)
    folder = top / lang
    if folder.is_dir():
        found = sorted(p for p in folder.iterdir() if p.is_file() and _is_lesson(p))
    elif lang == "en":
        found = sorted(p for p in top.glob("*.ipynb") if _is_lesson(p))
    else:
        found = []
    if not found:
        raise EditionError(f"no lessons in {lang!r} under {top} (expected {folder}/*.ipynb)")
    return found


def languages_in(top: Path) -> list[str]:
    """The languages that have lessons under ``top``, in the toolkit's order."""
    found = []
    for lang in LANGUAGES:
        try:
            lesson_files(top, lang)
        except EditionError:
            continue
        found.append(lang)
    return found


def parse_langs(text: str | None, top: Path) -> list[str]:
    """``"en,es"`` as a list of checked codes; ``None`` means every language found."""
    if text is None:
        langs = languages_in(top)
        if not langs:
            raise EditionError(f"no lessons under {top}")
        return langs
    langs = []
    for part in text.split(","):
        if part.strip():
            code = check_lang(part)
            if code not in langs:
                langs.append(code)
    if not langs:
        raise EditionError("give at least one language, for example --lang en,es,it")
    return langs
