"""The risky bad inputs: each could take minutes or gigabytes if a limit were missing.

Each runs in a fresh interpreter with an address-space limit (``RLIMIT_AS``) and a
timeout (see ``tests/bad_input/helpers.py``), prints the error it got, and the
test checks that error: the toolkit's own type, a bounded message. The other
families of the bad-input suite are in ``tests/bad_input/``: card data
(``test_card_data.py``), setups and positions (``test_setups.py``) and the
command line (``test_cli.py``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.bad_input.helpers import run_cli, run_limited

BILLION_LAUGHS = "\n".join(
    ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    + [f"{chr(98 + i)}: &{chr(98 + i)} [{','.join(['*' + chr(97 + i)] * 9)}]" for i in range(9)]
)

PROBE = """
import json, sys
from toolkit.core.errors import ToolkitError
try:
    {call}
except ToolkitError as exc:
    print(json.dumps({{"type": type(exc).__name__, "message": str(exc)}}))
else:
    print(json.dumps({{"type": None}}))
"""


def probe(setup: str, call: str, *, memory_mib: int = 1024) -> dict[str, str]:
    """Run ``setup`` then ``call`` under the limits; the error ``call`` raised, as a dict."""
    proc = run_limited(setup + PROBE.format(call=call), memory_mib=memory_mib, timeout=90)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    result: dict[str, str] = json.loads(proc.stdout.strip().splitlines()[-1])
    if result["type"] is not None:
        assert len(result["message"]) <= 500
    return result


def _villain_setup(tmp_path: Path, text: str) -> str:
    path = tmp_path / "ursula.yaml"
    path.write_text(text, "utf-8")
    return f"from pathlib import Path\nfrom toolkit.villainous.cards import load_villain_file\np = Path({str(path)!r})\n"


def _hero_setup(tmp_path: Path, text: str) -> str:
    import shutil

    from toolkit.paths import data_dir

    folder = tmp_path / "cards"
    shutil.copytree(data_dir() / "hero_realms" / "cards", folder)
    (folder / "wild.yaml").write_text(text, "utf-8")
    return f"from pathlib import Path\nfrom toolkit.hero_realms.cards import load_cards_from\np = Path({str(folder)!r})\n"


RISKY_FILES = [
    pytest.param(BILLION_LAUGHS, "aliases", id="billion laughs"),
    pytest.param("x: " + "[" * 50_000 + "]" * 50_000, "nested deeper", id="50,000 levels deep"),
    pytest.param("x: " + "1" * 200_000, "cannot be read", id="200,000-digit number"),
    pytest.param("- " + "x" * 2_000_000, "larger than", id="2 MB file"),
    pytest.param("k: &k {a: 1}\nm:\n  <<: *k\n", "aliases", id="merge key"),
]


@pytest.mark.parametrize(("text", "words"), RISKY_FILES)
def test_risky_villain_file(tmp_path: Path, text: str, words: str) -> None:
    result = probe(_villain_setup(tmp_path, text), "load_villain_file(p)", memory_mib=600)
    assert result["type"] == "CardDataError", result
    assert words in result["message"] and result["message"].startswith("ursula.yaml")


@pytest.mark.parametrize(("text", "words"), RISKY_FILES)
def test_risky_hero_realms_file(tmp_path: Path, text: str, words: str) -> None:
    result = probe(_hero_setup(tmp_path, text), "load_cards_from(p)", memory_mib=600)
    assert result["type"] == "CardDataError", result
    assert words in result["message"] and result["message"].startswith("wild.yaml")


VILLAINOUS = "from toolkit.villainous.engine import VillainousGame as G\n"
HERO = "from toolkit.hero_realms.engine import HeroRealmsGame as G\n"

RISKY_SETUPS = [
    pytest.param(
        VILLAINOUS, "G.from_position({'players': [{'power': 10**100000}]})", id="V power 10**100000"
    ),
    pytest.param(
        VILLAINOUS,
        "G.from_position({'players': [{'hand': ['cauldron'] * 10**7}]})",
        id="V hand of 10**7",
    ),
    pytest.param(VILLAINOUS, "G.new(names=['x' * 10**7, 'y'])", id="V 10**7-character name"),
    pytest.param(VILLAINOUS, "G.new(2**10000)", id="V 10000-bit seed"),
    pytest.param(
        VILLAINOUS, "G.from_position({'fate_token': 10**100000})", id="V fate token 10**100000"
    ),
    pytest.param(
        HERO, "G.from_position({'players': [{'combat': 10**100000}]})", id="HR combat 10**100000"
    ),
    pytest.param(HERO, "G.from_position({'players': [{'gold': 10**18}]})", id="HR gold 10**18"),
    pytest.param(HERO, "G.from_position({'health': [10**100000, 1]})", id="HR health 10**100000"),
    pytest.param(HERO, "G.from_position({'turn': 10**100000})", id="HR turn 10**100000"),
    pytest.param(HERO, "G.new(players=10**100000)", id="HR 10**100000 players"),
    pytest.param(
        HERO, "G.from_position({'players': [{'deck': ['gold'] * 10**7}]})", id="HR deck of 10**7"
    ),
    pytest.param(HERO, "G.new(names=['Ada', 'B' * 10**7])", id="HR 10**7-character name"),
]


@pytest.mark.parametrize(("setup", "call"), RISKY_SETUPS)
def test_risky_setup(setup: str, call: str) -> None:
    result = probe(setup, call, memory_mib=1200)
    assert result["type"] == "SetupError", result


RISKY_CLI = [
    pytest.param(["simulate", "hero-realms", "--games", str(10**18)], id="10**18 games"),
    pytest.param(["simulate", "hero-realms", "--max-turns", str(10**18)], id="10**18 turns"),
    pytest.param(
        ["tournament", "hero-realms", "--games", str(10**18)], id="tournament 10**18 games"
    ),
    pytest.param(["tournament", "hero-realms", "--batch-size", str(10**18)], id="10**18 batch"),
    pytest.param(
        ["tournament", "hero-realms", "--backend", "processes", "--workers", str(10**6)],
        id="a million workers",
    ),
    pytest.param(
        ["simulate", "hero-realms", "--names", "x" * 100_000], id="100,000-character name"
    ),
]


@pytest.mark.parametrize("argv", RISKY_CLI)
def test_risky_command_line(argv: list[str]) -> None:
    proc = run_cli(*argv, timeout=30, memory_mib=1200)
    assert proc.returncode == 2, proc.stderr[-500:]
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and len(lines[0]) <= 600
    assert "Traceback" not in proc.stderr and proc.stdout == ""
