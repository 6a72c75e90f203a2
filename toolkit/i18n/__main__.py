"""``python -m toolkit.i18n extract|update|compile|check``: keep the message catalogues in step.

``extract`` rewrites ``toolkit/locale/messages.pot`` from the marked strings of
the package; ``update`` merges it into each language's ``.po`` (new messages
arrive untranslated, changed ones fuzzy) and compiles them; ``compile`` writes each
``.po``'s ``.mo`` (what the toolkit reads at run time); ``check`` lists what a translator
still has to do and exits 1 if anything is left. Run from the project's top
folder. These wrap ``pybabel`` with the project's options, so nobody has to
remember them.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from toolkit.i18n.extract import check_catalogues, extract, update
from toolkit.i18n.messages import compile_catalogues


def main(argv: Sequence[str] | None = None) -> int:
    """Run one of ``extract``, ``update``, ``compile`` or ``check``; returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args == ["extract"]:
        print(f"wrote {extract()}")
        return 0
    if args == ["update"]:
        for path in update():
            print(f"updated {path}")
        for path in compile_catalogues():
            print(f"compiled {path}")
        return 0
    if args == ["compile"]:
        for path in compile_catalogues():
            print(f"compiled {path}")
        return 0
    if args == ["check"]:
        problems = check_catalogues()
        for line in problems:
            print(line)
        print("catalogues complete" if not problems else f"{len(problems)} problem(s)")
        return 1 if problems else 0
    print("usage: python -m toolkit.i18n extract|update|compile|check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
