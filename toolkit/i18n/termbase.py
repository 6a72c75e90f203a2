"""The termbase: one term per concept and language, as the published editions print it.

``data/termbase.yaml`` names, for each concept (the Villainous mover, the Fate token, the
cost of a card...), the English, Spanish and Italian term with the title of its source,
and the variants a text must not use (``avoid``: regular expressions matched on whole
words, case-insensitively). :func:`violations` reads every catalogue a learner's words
come from and lists each use of an avoided variant; the test suite keeps it empty.

Examples
--------
>>> term("mover", "es")
'peón'
>>> [v.term for v in check_text("Mueve tu meeple", "es")]
['mover']
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from toolkit.core.error_base import ToolkitError
from toolkit.core.safe_yaml import load_file
from toolkit.i18n.languages import LANGUAGES, check_lang
from toolkit.paths import data_dir

__all__ = [
    "TermbaseError",
    "Violation",
    "catalogue_texts",
    "check_text",
    "load_termbase",
    "term",
    "violations",
]

TERMBASE_FILE = "termbase.yaml"


class TermbaseError(ToolkitError):
    """The termbase file is malformed: a concept lacks a language, a source or a term."""


@dataclass(frozen=True)
class Violation:
    """One use of an avoided variant: where, which concept, the variant and the text around it."""

    where: str
    term: str
    lang: str
    variant: str
    context: str

    def __str__(self) -> str:
        return f"{self.where}: {self.lang} {self.term}: «{self.variant}» in «{self.context}»"


@cache
def load_termbase(path: Path | None = None) -> dict[str, Any]:
    """The termbase, checked: every concept has a term with a known source in each language.

    Raises
    ------
    TermbaseError
        Naming the concept and what it lacks.
    """
    path = path or data_dir() / TERMBASE_FILE
    data = load_file(path)
    if not isinstance(data, dict) or not isinstance(data.get("terms"), list):
        raise TermbaseError(f"{path.name}: expected 'sources' and a list of 'terms'")
    sources = data.get("sources") or {}
    seen: set[str] = set()
    for entry in data["terms"]:
        cid = entry.get("id") if isinstance(entry, dict) else None
        if not isinstance(cid, str) or cid in seen:
            raise TermbaseError(f"{path.name}: a concept without an id, or a repeated id: {cid!r}")
        seen.add(cid)
        for lang in LANGUAGES:
            block = entry.get(lang)
            if not isinstance(block, dict) or not str(block.get("term", "")).strip():
                raise TermbaseError(f"{path.name}: {cid}: no {lang} term")
            if block.get("source") not in sources:
                raise TermbaseError(
                    f"{path.name}: {cid}: {lang} source {block.get('source')!r} unknown"
                )
            for pattern in block.get("avoid", []):
                try:
                    re.compile(pattern)
                except re.error as exc:
                    raise TermbaseError(
                        f"{path.name}: {cid}: bad avoid pattern {pattern!r}: {exc}"
                    ) from exc
    return dict(data)


def term(concept: str, lang: str) -> str:
    """The preferred term of ``concept`` in ``lang``."""
    lang = check_lang(lang)
    for entry in load_termbase()["terms"]:
        if entry["id"] == concept:
            return str(entry[lang]["term"])
    raise TermbaseError(f"no concept {concept!r} in the termbase")


@cache
def _patterns(lang: str) -> list[tuple[str, re.Pattern[str]]]:
    out = []
    for entry in load_termbase()["terms"]:
        for pattern in entry[lang].get("avoid", []):
            out.append((entry["id"], re.compile(rf"(?<!\w)(?:{pattern})(?!\w)", re.IGNORECASE)))
    return out


def check_text(text: str, lang: str, where: str = "") -> list[Violation]:
    """Every avoided variant in ``text`` (written in ``lang``)."""
    found = []
    for concept, pattern in _patterns(check_lang(lang)):
        for m in pattern.finditer(text):
            context = text[max(0, m.start() - 30) : m.end() + 30].replace("\n", " ")
            found.append(Violation(where, concept, lang, m.group(0), context))
    return found


def _strings(node: Any) -> Iterator[str]:
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)


def _in_lang(node: Any, lang: str) -> Iterator[str]:
    """The strings of ``node`` written in ``lang``: those under a ``lang`` key.

    A rule's ``seed_wording`` (a published document's own sentence, quoted as it is) is
    left out.
    """
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "seed_wording":
                continue
            if key == lang:
                yield from _strings(value)
            else:
                yield from _in_lang(value, lang)
    elif isinstance(node, list):
        for value in node:
            yield from _in_lang(value, lang)


def catalogue_texts(lang: str, root: Path | None = None) -> Iterator[tuple[str, str]]:
    """``(where, text)`` for every text in ``lang`` of the catalogues a learner reads.

    The message catalogue's translations, the rule catalogue, the glossary, the turn
    summaries, the exercises, the Villainous card texts and the lesson sources.
    """
    from babel.messages.pofile import read_po

    lang = check_lang(lang)
    top = root or data_dir().parent
    data = data_dir() if root is None else root / "data"
    po = top / "toolkit" / "locale" / lang / "LC_MESSAGES" / "messages.po"
    with po.open("rb") as fh:
        catalog = read_po(fh)
    for message in catalog:
        if not message.id:
            continue
        raw = message.string
        strings = [str(x) for x in raw] if isinstance(raw, (tuple, list)) else [str(raw or "")]
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        where = f"{po.relative_to(top)} «{str(msgid)[:40]}»"
        for text in strings:
            if text:
                yield where, text
    files = [
        *sorted((data / "rules").glob("*.yaml")),
        data / "glossary.yaml",
        data / "turn-summary.yaml",
        *sorted((data / "exercises").glob("*.yaml")),
        data / "villainous" / "card_text.yaml",
        *sorted((top / "toolkit" / "lessons" / "source").glob("*.yaml")),
    ]
    for path in files:
        for text in _in_lang(load_file(path), lang):
            yield str(path.relative_to(top)), text


def violations(root: Path | None = None) -> list[Violation]:
    """Every use of an avoided variant in the Spanish and Italian catalogues."""
    found = []
    for lang in LANGUAGES:
        if lang == "en":
            continue
        for where, text in catalogue_texts(lang, root):
            found += check_text(text, lang, where)
    return found
