"""The optional compiled build (``python -m toolkit compile``) plays exactly the same games.

The package is copied twice to a temporary folder; one copy is compiled with
mypyc (profile-guided, as ``python -m toolkit compile`` builds it with GCC). The
same seeded games (Hero Realms: every bot, every variant; Villainous: every pairing
and two larger tables, each also cloned mid-game and played on from the copy) are
played with each copy in a fresh interpreter and their logs compared byte for
byte. Then the
compiled copy's source is edited: importing it must warn and run the edited
source, never the stale compiled code, until it is rebuilt or removed.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tests.limits import run_bounded
from toolkit import native_profile
from toolkit.native import COMPILED_MODULES

ROOT = Path(__file__).resolve().parents[1]

CORPUS = (ROOT / "tests" / "log_corpus.py").read_text(encoding="utf-8")
GAMES = CORPUS.split('if __name__ == "__main__":')[0] + (
    "from toolkit.native import COMPILED_MODULES, compiled_modules\n"
    "print(json.dumps({'compiled': compiled_modules(), 'all': list(COMPILED_MODULES),"
    " 'games': all_digests()}))\n"
)
"""The corpus of ``tests/log_corpus.py``, printed with the modules that ran compiled."""


REFUSALS = """
from toolkit.core.errors import IllegalActionError
from toolkit.hero_realms import HeroRealmsGame
from toolkit.villainous.engine import VillainousGame
for game in (HeroRealmsGame.new(1), VillainousGame.new(1)):
    for bad in (None, 3):
        assert not game.is_legal(bad)
        try:
            game.apply(bad)
        except IllegalActionError:
            print("ok")
"""
"""Bad actions handed to the compiled protocol are refused as IllegalActionError."""

COPIES = """
import copy, random
from toolkit.hero_realms import HeroRealmsGame
from toolkit.villainous.engine import VillainousGame
kinds = set()
games = [VillainousGame.new(s, villains=v) for s in range(3)
         for v in (["ursula", "davy_jones"], ["captain_hook", "evil_queen"], ["tamatoa", "ursula"])]
for game in [*games, HeroRealmsGame.new(1), HeroRealmsGame.new(2, players=4, variant="hydra")]:
    rng = random.Random(game.seed)
    while not game.is_over and len(game.decisions) < 250:
        kinds.add(type(game.pending).__name__)
        for made in (game.clone(), copy.deepcopy(game)):
            assert made.state_dict() == game.state_dict()
            assert made.legal_actions() == game.legal_actions()
        game.apply(rng.choice(game.legal_actions()))
print(" ".join(sorted(kinds)))
"""
"""A compiled game, at every decision of random games, copies by ``clone`` and by
``copy.deepcopy`` to an equal game, whatever question is pending."""

SEARCH = """
from toolkit.hero_realms import HeroRealmsGame
from toolkit.search.hero_realms import make_bot as hero_realms_bot
from toolkit.search.villainous import make_bot as villainous_bot
from toolkit.villainous.engine import VillainousGame
for game, make in ((HeroRealmsGame.new(4), hero_realms_bot),
                   (VillainousGame.new(4, villains=["ursula", "captain_hook"]), villainous_bot)):
    for _ in range(6):  # a few decisions in, so that the search has choices
        game.apply(game.legal_actions()[0])
    for margin in (0.0, 2.0):
        bot = make("search", 1, playouts=12, margin=margin)
        assert bot.choose(game, game.legal_actions()) in game.legal_actions()
        print("ok")
"""
"""The search bots, whose helpers are interpreted classes over the compiled bots, are
built and choose a legal move in the compiled build."""

CHECK = (
    "import toolkit.hero_realms.engine as e, pathlib; from toolkit.native import compiled_modules;"
    " print(compiled_modules(), pathlib.Path(e.__file__).name)"
)


def _copy(dest: Path) -> Path:
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "_compiled.json")
    shutil.copytree(ROOT / "toolkit", dest / "toolkit", ignore=ignore)
    shutil.copytree(ROOT / "data", dest / "data")
    return dest


def _run(where: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Python in ``where``, bounded by its CPU time (each compiler process has its own
    budget too), never by the clock of a busy machine (``tests/limits.py``)."""
    env = {**os.environ, "PYTHONPATH": str(where)}
    return run_bounded([sys.executable, *args], cpu_seconds=1800, cwd=where, env=env)


def _have_compiler() -> bool:
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    return shutil.which(compiler) is not None


@pytest.mark.slow
def test_compiled_build_plays_the_same_games_and_refuses_stale_source(tmp_path: Path) -> None:
    pytest.importorskip("mypyc", reason="the compiled build needs the fast or test extra (mypy)")
    if not _have_compiler():
        if os.environ.get("CI"):
            pytest.fail("no C compiler: .ci/run installs gcc for the compiled-build test")
        pytest.skip("no C compiler on this machine")
    pure = _copy(tmp_path / "pure")
    fast = _copy(tmp_path / "fast")

    built = _run(fast, "-m", "toolkit", "compile")
    assert built.returncode == 0, built.stderr[-3000:]
    assert f"compiled {len(COMPILED_MODULES)} modules" in built.stdout
    # with GCC the build is profile-guided: built with counters, trained, built again
    guided = native_profile.usable()
    assert ("profile-guided" in built.stdout) == guided, built.stdout
    if os.environ.get("CI"):
        assert guided, ".ci/run installs a GCC that can guide the build by profile"

    compiled = json.loads(_run(fast, "-c", GAMES).stdout)
    interpreted = json.loads(_run(pure, "-c", GAMES).stdout)
    assert compiled["compiled"] == compiled["all"]  # every hot module came from C
    assert interpreted["compiled"] == []
    assert compiled["games"] == interpreted["games"]  # byte-identical logs
    assert compiled["games"] == json.loads(
        (ROOT / "tests" / "golden" / "log_digests.json").read_text()
    )
    refused = _run(fast, "-c", REFUSALS)  # compiled argument checks must not leak TypeError
    assert refused.returncode == 0, refused.stderr[-3000:]
    assert refused.stdout.split() == ["ok"] * 4
    copies = _run(fast, "-c", COPIES)  # native records must copy, not just plain classes
    assert copies.returncode == 0, copies.stderr[-3000:]
    for kind in ("CardChoice", "ConditionOffer", "MoreDiscards", "NoneType", "tuple"):
        assert kind in copies.stdout.split(), copies.stdout

    searched = _run(fast, "-c", SEARCH)  # no interpreted subclass of a compiled bot
    assert searched.returncode == 0, searched.stderr[-3000:]
    assert searched.stdout.split() == ["ok"] * 4

    engine = fast / "toolkit" / "hero_realms" / "engine.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    stale = _run(fast, "-c", CHECK)
    assert stale.returncode == 0, stale.stderr[-3000:]
    assert "StaleBuildWarning" in stale.stderr
    assert "older than the source of toolkit.hero_realms.engine" in stale.stderr
    assert stale.stdout.split() == ["[]", "engine.py"]  # the edited source runs, not old C

    removed = _run(fast, "-m", "toolkit", "compile", "--remove")
    assert removed.returncode == 0, removed.stderr[-3000:]
    assert not list((fast / "toolkit").rglob("*.so"))
    after = _run(fast, "-c", CHECK)
    assert after.returncode == 0 and "Warning" not in after.stderr
    assert after.stdout.split() == ["[]", "engine.py"]
