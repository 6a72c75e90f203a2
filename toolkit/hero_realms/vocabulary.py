"""The effect tables of ``data/hero_realms/VOCABULARY.md``, written from the verb registry.

The document is for people who write card data; the program never reads it.
Its tables of verbs and counts are written from :data:`toolkit.hero_realms.verbs.VERBS`,
so the document and the registry cannot disagree. Run
``python -m toolkit.hero_realms.vocabulary`` after changing a verb, or with
``--check`` to only compare (``tests/hero_realms/test_verbs.py`` does).

Examples
--------
>>> vocabulary_tables().splitlines()[0]
'| verb | value | meaning |'
"""

from __future__ import annotations

import sys
from typing import Final

from toolkit.hero_realms.verbs import COUNTS, data_verbs
from toolkit.paths import data_dir

VOCABULARY: Final = data_dir() / "hero_realms" / "VOCABULARY.md"
BEGIN: Final = (
    "<!-- The tables below are written by `python -m toolkit.hero_realms.vocabulary`. -->"
)
END: Final = "<!-- end of the written tables -->"


def vocabulary_tables() -> str:
    """The verb and COUNT tables of ``VOCABULARY.md``, written from :data:`VERBS`."""
    lines = ["| verb | value | meaning |", "|---|---|---|"]
    for v in data_verbs():
        keys = ", ".join(f"`{k}`" for k in v.keys)
        lines.append(f"| {keys} | {v.value} | {v.meaning} |")
    lines += [
        "",
        "COUNT, the thing a `*_per` effect counts among the cards you have in play",
        "(actions and items played this turn, and champions):",
        "",
        "| COUNT | counts |",
        "|---|---|",
    ]
    for count, meaning in COUNTS.items():
        lines.append(f"| `{count}` | {meaning} |")
    return "\n".join(lines)


def vocabulary_document(current: str) -> str:
    r"""``current`` (the text of ``VOCABULARY.md``) with its written tables brought up to date.

    Raises
    ------
    ValueError
        If ``current`` has lost the markers between which the tables are written.

    Examples
    --------
    >>> doc = vocabulary_document(f"# Cards\n{BEGIN}\nold tables\n{END}\nmore text\n")
    >>> "old tables" in doc, "| verb | value | meaning |" in doc, doc.endswith("more text\n")
    (False, True, True)
    """
    if BEGIN not in current or END not in current:
        raise ValueError(f"the document has lost its markers {BEGIN!r} and {END!r}")
    head, _, rest = current.partition(BEGIN)
    _, _, tail = rest.partition(END)
    return f"{head}{BEGIN}\n\n{vocabulary_tables()}\n\n{END}\n{tail.lstrip(chr(10))}"


def main(argv: list[str] | None = None) -> int:
    """Rewrite the tables of ``data/hero_realms/VOCABULARY.md``; ``--check`` only compares."""
    args = sys.argv[1:] if argv is None else argv
    current = VOCABULARY.read_text(encoding="utf-8")
    wanted = vocabulary_document(current)
    if "--check" in args:
        if wanted != current:
            print(f"{VOCABULARY} is out of date: run python -m toolkit.hero_realms.vocabulary")
            return 1
        return 0
    if wanted != current:
        VOCABULARY.write_text(wanted, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
