"""Card-specific rules live in one module: ``toolkit/villainous/specials.py``.

No other module of the engine, its loader or its text names a card, villain, location
or Treasure id of the data (the bots are exempt for now: their card knowledge is being
moved out of them); every special is carried by the card it is keyed by, and has its
scenario test, named by rule ID, in this folder. Every one-shot verb of the registry
and every resolution step has exactly one implementation, reached from its name.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from toolkit.villainous import effects, specials, verbs
from toolkit.villainous.cards import load_all

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "toolkit" / "villainous"
TESTS = Path(__file__).resolve().parent
EXEMPT = ("specials.py",)
EXEMPT_PREFIXES = ("bots", "playbook")


def _data_ids() -> set[str]:
    ids: set[str] = set()
    for v in load_all().values():
        ids.add(v.id)
        ids.update(loc.id for loc in v.locations)
        ids.update(v.cards)
        ids.update(t.id for t in v.treasures)
    return ids


def _vocabulary_words() -> set[str]:
    """Words of the data format that are also ids (the card ``maui`` and the deck ``maui``)."""
    words: set[str] = set(verbs.DECKS)
    for table in verbs.vocabulary_tables().values():
        words |= table
    for verb in verbs.VERBS:
        for p in verb.params:
            words.add(p.name)
            words.update(str(x) for x in p.values)
    return words


def _strings(tree: ast.AST) -> list[tuple[int, str]]:
    """The string constants of a module, docstrings left out."""
    docs: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docs.add(id(body[0].value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            docs.add(id(node.value))  # attribute docstrings
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
    ]


def test_no_id_of_the_data_outside_the_specials_module() -> None:
    ids = _data_ids() - _vocabulary_words()
    found = []
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name in EXEMPT or path.name.startswith(EXEMPT_PREFIXES):
            continue
        for line, text in _strings(ast.parse(path.read_text("utf-8"))):
            if text in ids:
                found.append(f"{path.name}:{line}: {text!r}")
    assert not found, "\n".join(found)


def test_the_check_would_catch_an_id() -> None:
    tree = ast.parse('"""Doc: davy_jones."""\nX = "davy_jones"\n')
    assert _strings(tree) == [(2, "davy_jones")]
    assert "davy_jones" in _data_ids() - _vocabulary_words()


def test_each_special_is_carried_by_its_card() -> None:
    carried = {c.id: c.special for v in load_all().values() for c in v.cards.values() if c.special}
    assert carried == {card: s.special for card, s in specials.SPECIALS.items()}
    for s in specials.SPECIALS.values():
        assert load_all()[s.villain].cards[s.card].special == s.special


def test_each_special_has_its_scenario_test_named_by_rule() -> None:
    text = "\n".join(p.read_text("utf-8") for p in sorted(TESTS.glob("test_card_scenarios*.py")))
    for s in specials.SPECIALS.values():
        pattern = rf"# card: {s.card}\s+# rule: {re.escape(s.rule)}\ndef test_"
        assert re.search(pattern, text), s.card


def test_each_verb_and_step_has_one_implementation() -> None:
    steps = {"_fate", "_instead_discard", *specials.STEP_OF.values(), *specials.STEP_WORDS}
    for name in verbs.ONE_SHOT:
        assert effects.resolver(name).__name__ == name
    for step in ("_fate", "_instead_discard"):  # engine steps, not specials: family functions
        assert effects.resolver(step).__name__ == step[1:]
        assert effects.resolver(step).__module__.startswith("toolkit.villainous.effects_")
    for step in steps:
        assert effects.resolver(step) is not None
    assert set(effects.RESOLVERS) == set(verbs.ONE_SHOT) | steps
    for step in specials.STEP_OF.values():
        assert step in specials.STEP_WORDS
