"""No card is named in the Hero Realms code: cards are data, verbs are the vocabulary.

The base set needs no card-specific rule code: every ability is a list of
verbs of the registry (``toolkit/hero_realms/verbs.py``). What the bots know
about particular cards (learned weights, which starting cards to thin) is data
too, in ``data/hero_realms/bot_knowledge.json``. So no string in the engine, the
loader or the bots is a card id; docstrings (whose examples use real cards) are
left out, and so is "gold", which is a resource of the vocabulary as well as a card.
"""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

from toolkit.hero_realms.bots import _CARD_WEIGHTS, _KEEP
from toolkit.hero_realms.cards import load_cards
from toolkit.hero_realms.verbs import RESOURCES

PACKAGE = Path(__file__).resolve().parents[2] / "toolkit" / "hero_realms"


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
        # an attribute's docstring: a bare string after an assignment
        for field in ("body", "orelse"):
            stmts = getattr(node, field, None)
            if isinstance(stmts, list):
                for before, after in itertools.pairwise(stmts):
                    if (
                        isinstance(before, ast.Assign | ast.AnnAssign)
                        and isinstance(after, ast.Expr)
                        and isinstance(after.value, ast.Constant)
                    ):
                        found.add(id(after.value))
    return found


def card_ids_in(path: Path, ids: set[str]) -> list[str]:
    """Every string literal of ``path`` (docstrings aside) that is a card id, with its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    return [
        f"{path.name}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skip
        and node.value in ids
    ]


def test_no_card_id_in_the_engine_the_loader_or_the_bots() -> None:
    # "gold" names a card and a resource of the vocabulary: the resource is left out.
    ids = set(load_cards()) - set(RESOURCES)
    assert {"dagger", "shortsword", "orc-grunt"} <= ids
    found = [hit for path in sorted(PACKAGE.glob("*.py")) for hit in card_ids_in(path, ids)]
    assert not found, "card ids in code (put them in data/hero_realms):\n" + "\n".join(found)


def test_the_search_finds_a_card_id(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text('"""The gold card."""\nX = "gold"\n"""about X: \'dagger\'"""\n')
    assert card_ids_in(module, {"gold", "dagger"}) == ["m.py:2: 'gold'"]


def test_the_bots_knowledge_names_only_cards_of_the_set() -> None:
    cards = load_cards()
    dealt = {c.id for c in cards.values() if c.role != "health_card"}  # health cards are markers
    assert set(_CARD_WEIGHTS) == dealt  # every dealt design of the base set has learned weights
    for table in _KEEP.values():
        assert set(table) <= {c.id for c in cards.by_role("starting")}
