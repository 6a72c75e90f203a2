"""The files a lesson links to (a glossary, a turn summary), carried into the site.

A lesson's text may link to a file of the project beside the lessons, for example
``[Glossary](../../docs/glossary.md)``. The site gets its own copy under ``files/``
(the same path as in the project): a markdown file is rendered as a page, any other
file is copied as it is, and the link is rewritten to point at the copy. Only files
inside the project folder are carried; a link to anything else, or to a file that does
not exist, stays as written.

Examples
--------
>>> import tempfile, pathlib
>>> root = pathlib.Path(tempfile.mkdtemp())
>>> (root / "docs").mkdir(); (root / "notebooks" / "en").mkdir(parents=True)
>>> _ = (root / "docs" / "glossary.md").write_text("# Glossary")
>>> files = LinkedFiles(root / "site", root)
>>> link = files.linker(root / "notebooks" / "en", root / "site" / "en")
>>> link("../../docs/glossary.md#Guard")
'../files/docs/glossary.html#Guard'
>>> link("https://example.org/") is None
True
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

from toolkit.edition.lessons import EditionError
from toolkit.edition.render import Linker, markdown_html, network_references

Page = Callable[[str, str, str], str]
"""Makes a whole page from ``(title, body markup, address of the site's home)``."""


class LinkedFiles:
    """The files the lessons link to, each written once into ``site/files/``."""

    def __init__(self, site: Path, root: Path) -> None:
        self.site = site
        self.root = root.resolve()
        self.targets: dict[Path, Path] = {}

    def _target(self, source: Path) -> Path:
        rel = source.relative_to(self.root)
        if source.suffix == ".md":
            rel = rel.with_suffix(".html")
        return self.site / "files" / rel

    def linker(self, source_dir: Path, out_dir: Path) -> Linker:
        """Rewrites links written in ``source_dir`` for a page written in ``out_dir``."""

        def rewrite(url: str) -> str | None:
            if not url or url.startswith(("#", "/", "//")) or ":" in url.split("/", 1)[0]:
                return None
            path, sep, anchor = url.partition("#")
            if not path or path.endswith(".ipynb"):
                return None
            source = (source_dir / path).resolve()
            if not source.is_file() or not source.is_relative_to(self.root):
                return None
            if self.site.resolve() in source.parents:
                return None
            target = self.targets.setdefault(source, self._target(source))
            return os.path.relpath(target, out_dir).replace(os.sep, "/") + sep + anchor

        return rewrite

    def write(self, page: Page) -> list[Path]:
        """Write every linked file (markdown as pages made by ``page``); returns the paths.

        Markdown files may link to further files, which are carried as well.

        Raises
        ------
        EditionError
            When a carried HTML file would load something from the network.
        """
        written: dict[Path, Path] = {}
        while len(written) < len(self.targets):
            for source, target in list(self.targets.items()):
                if source in written:
                    continue
                target.parent.mkdir(parents=True, exist_ok=True)
                if source.suffix == ".md":
                    text = source.read_text(encoding="utf-8")
                    body = markdown_html(text, self.linker(source.parent, target.parent))
                    home = os.path.relpath(self.site / "index.html", target.parent)
                    title = next(
                        (ln.lstrip("#").strip() for ln in text.splitlines() if ln.startswith("#")),
                        source.stem,
                    )
                    target.write_text(page(title, body, home.replace(os.sep, "/")), "utf-8")
                else:
                    if source.suffix in (".html", ".htm"):
                        fetches = network_references(source.read_text(encoding="utf-8"))
                        if fetches:
                            raise EditionError(f"{source.name} would load {fetches[0]}")
                    shutil.copyfile(source, target)
                written[source] = target
        return list(written.values())
