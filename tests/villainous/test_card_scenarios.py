"""Every Villainous card design has a scenario.

The scenarios live in ``test_card_scenarios_<villain>.py``, one file per villain; each test
names the designs it covers in a ``# card: <id>`` comment just above it (with a
``# rule: V-..`` where a rule applies). This test reads those comments and the card data
through the loader, so a new card, Treasure token or Maui card without a scenario fails here,
and so does a comment naming a design that does not exist.
"""

from __future__ import annotations

import re
from pathlib import Path

from toolkit.villainous.cards import load_all

HERE = Path(__file__).parent
CARD = re.compile(r"^#\s*card:\s*([a-z0-9_]+)")
TEST = re.compile(r"^def (test_\w+)\(")


def design_ids() -> dict[str, str]:
    """Every card design id in data/villainous, with its villain: villain deck, Fate deck,
    Maui deck and Treasure tokens."""
    out: dict[str, str] = {}
    for vid, v in load_all().items():
        for c in [*v.villain_deck, *v.fate_deck, *v.maui_deck]:
            out[c.id] = vid
        for t in v.treasures:
            out[t.id] = vid
    return out


def scenario_cards() -> dict[str, set[str]]:
    """Test name -> the design ids named in the ``# card:`` comments right above it."""
    out: dict[str, set[str]] = {}
    for path in sorted(HERE.glob("test_card_scenarios_*.py")):
        named: set[str] = set()
        for line in path.read_text(encoding="utf-8").splitlines():
            m = CARD.match(line)
            if m:
                named.add(m.group(1))
                continue
            t = TEST.match(line)
            if t:
                out[f"{path.stem}::{t.group(1)}"] = named
                named = set()
            elif line and not line.startswith(("#", "@", " ", ")")):
                named = set()  # a comment block belongs to the next test only
    return out


def test_every_card_design_has_a_scenario() -> None:
    designs = design_ids()
    assert len(designs) == sum(
        len(v.villain_deck) + len(v.fate_deck) + len(v.maui_deck) + len(v.treasures)
        for v in load_all().values()
    )  # ids are unique across villains
    covered = set().union(*scenario_cards().values())
    missing = sorted(set(designs) - covered)
    assert not missing, f"card designs without a scenario: {missing}"


def test_every_scenario_names_existing_designs() -> None:
    designs = design_ids()
    tests = scenario_cards()
    assert tests, "no scenario files found"
    unnamed = sorted(name for name, ids in tests.items() if not ids)
    assert not unnamed, f"scenarios without a # card: comment: {unnamed}"
    unknown = sorted({i for ids in tests.values() for i in ids} - set(designs))
    assert not unknown, f"# card: comments naming no design: {unknown}"


def test_each_villains_scenarios_sit_in_its_own_file() -> None:
    designs = design_ids()
    for name, ids in scenario_cards().items():
        villain = name.split("::")[0].removeprefix("test_card_scenarios_")
        strays = sorted(i for i in ids if designs.get(i, villain) != villain)
        assert not strays, f"{name} names another villain's cards: {strays}"
