"""The glossary of game terms in three languages (``data/glossary.yaml``).

Lessons call ``glossary("guard", lang="es")`` beside the rule it explains; the whole
glossary is written to ``docs/glossary.md`` by ``python -m toolkit.lessons glossary``.

Examples
--------
>>> entry = terms()["guard"]
>>> entry["it"]["term"]
'Guardia'
>>> "Guardia" in glossary("guard", lang="es").static_html
True
"""

from __future__ import annotations

import functools
from typing import Any

from toolkit.core import safe_yaml
from toolkit.html.core import esc
from toolkit.i18n import LANGUAGES, check_lang, rule, translator
from toolkit.i18n.messages import N_
from toolkit.lessons.display import LessonError, _wrap
from toolkit.paths import data_dir
from toolkit.static_display import StaticTwin

__all__ = ["glossary", "glossary_markdown", "terms"]


@functools.lru_cache(maxsize=1)
def terms() -> dict[str, dict[str, Any]]:
    """Every glossary entry by id, checked: all three languages, known rule IDs."""
    path = data_dir() / "glossary.yaml"
    try:
        doc = safe_yaml.load_checked(path, "glossary.json")
    except safe_yaml.DataFileError as exc:
        raise LessonError(f"glossary: {exc}") from None
    out: dict[str, dict[str, Any]] = {}
    for entry in doc["terms"]:
        for lang in LANGUAGES:
            words = entry.get(lang)
            if not isinstance(words, dict) or not words.get("term") or not words.get("text"):
                raise LessonError(f"glossary term {entry.get('id')!r} lacks its {lang} words")
        for rid in entry.get("rules", []):
            rule(rid)  # an unknown ID raises UnknownRuleError
        out[entry["id"]] = entry
    return out


def _entry_html(entry: dict[str, Any], lang: str) -> str:
    words = entry[lang]
    ids = ", ".join(entry.get("rules", []))
    tail = f" <small>({esc(ids)})</small>" if ids else ""
    return f"<dt><b>{esc(words['term'])}</b>{tail}</dt><dd>{esc(words['text'])}</dd>"


def glossary(*term_ids: str, lang: str = "en") -> StaticTwin:
    """The glossary entries ``term_ids`` (all of them when none is given), in ``lang``.

    Raises
    ------
    LessonError
        For a term the glossary does not have.
    """
    lang = check_lang(lang)
    known = terms()
    missing = [t for t in term_ids if t not in known]
    if missing:
        raise LessonError(f"no glossary term {missing[0]!r}; known: {', '.join(known)}")
    chosen = [known[t] for t in term_ids] if term_ids else list(known.values())
    head = translator(lang).gettext(N_("Glossary"))
    body = '<dl class="tk-terms">' + "".join(_entry_html(e, lang) for e in chosen) + "</dl>"
    page = _wrap(f'<div class="tk-rule">{body}</div>', head)
    text = "; ".join(f"{e[lang]['term']}: {e[lang]['text']}" for e in chosen)
    return StaticTwin(page, page, text=text)


_HEAD = {
    "en": (
        "Glossary",
        "Every term the lessons use, in plain words, with the rules that say it precisely.",
    ),
    "es": (
        "Glosario",
        "Cada término que usan las lecciones, en palabras sencillas, con las reglas que lo precisan.",
    ),
    "it": (
        "Glossario",
        "Ogni termine usato nelle lezioni, in parole semplici, con le regole che lo precisano.",
    ),
}


def glossary_markdown() -> str:
    """``docs/glossary.md``: the glossary in English, Spanish and Italian."""
    lines = ["# Glossary · Glosario · Glossario", ""]
    for lang in LANGUAGES:
        title, intro = _HEAD[lang]
        lines += [f"## {title}", "", intro, ""]
        for entry in sorted(terms().values(), key=lambda e: e[lang]["term"].lower()):
            ids = ", ".join(entry.get("rules", []))
            tail = f" ({ids})" if ids else ""
            lines.append(f"- **{entry[lang]['term']}**{tail}: {entry[lang]['text']}")
        lines.append("")
    return "\n".join(lines)
