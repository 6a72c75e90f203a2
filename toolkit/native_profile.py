"""Profile-guided compiling: the compiler flags and the seeded games the build is trained on.

A C compiler decides the layout of the machine code from guesses: which branch is
usually taken, which function is hot. GCC can measure instead. The in-place build
(:func:`toolkit.native.compile_modules`) first builds the extensions with counters
(``-fprofile-generate``), plays the games of :func:`train` with them in a fresh
interpreter, then builds again from the counts (``-fprofile-use``). The hot paths of
both engines are then laid out together and the error paths apart, which matters for a
game loop whose time goes on fetching code as much as on running it. With the call
flags of :data:`CALL_FLAGS`, Villainous heuristic games run about a sixth faster than
from the plain build (``benchmarks/villainous_speed.py``).

Only the layout changes, never the meaning: the games and their logs are the same
byte for byte (``tests/test_compiled.py``). Other compilers (clang, MSVC) get the plain
build, and so does the compiled wheel (``setup.py``): a wheel is built in one pass.

Examples
--------
>>> generate_flags("/tmp/counts")[0]
'-fprofile-generate=/tmp/counts'
>>> use_flags("/tmp/counts")[0]
'-fprofile-use=/tmp/counts'
"""

from __future__ import annotations

import itertools
import re
import shutil
import subprocess
import sysconfig

GCC_MIN = 10
"""The oldest GCC used for profiling: it must know ``-fprofile-partial-training``."""


def gcc_version(compiler: str | None = None) -> int | None:
    """The major version of ``compiler`` (default: the one Python builds extensions with)
    if it is GCC, else None (clang, MSVC, no compiler at all).

    Clang answers to ``gcc``'s name on some systems, so the compiler's own words decide:
    GCC's ``--version`` names the Free Software Foundation and never clang.

    Examples
    --------
    >>> gcc_version("no-such-compiler") is None
    True
    """
    name = compiler or (sysconfig.get_config_var("CC") or "cc").split()[0]
    path = shutil.which(name)
    if path is None:
        return None
    try:
        said = subprocess.run(
            [path, "--version"], capture_output=True, text=True, timeout=60, check=False
        ).stdout
        if "Free Software Foundation" not in said or "clang" in said.lower():
            return None
        version = subprocess.run(
            [path, "-dumpfullversion", "-dumpversion"],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    found = re.match(r"\s*(\d+)", version)
    return int(found.group(1)) if found else None


def usable(compiler: str | None = None) -> bool:
    """Whether the build can be profile-guided here: GCC :data:`GCC_MIN` or newer.

    Examples
    --------
    >>> usable("no-such-compiler")
    False
    """
    version = gcc_version(compiler)
    return version is not None and version >= GCC_MIN


CALL_FLAGS: tuple[str, ...] = ("-fno-plt", "-fno-semantic-interposition")
"""How the guided build calls functions. The compiled game calls into CPython (reference
counts, lists, dictionaries) millions of times: ``-fno-plt`` makes each call jump
through the global offset table at once instead of through a stub first, and
``-fno-semantic-interposition`` lets the extension call (and inline) its own functions
directly, since nothing replaces them at load time. Together they make Villainous
heuristic games about 6% faster on top of the profile; GCC has both since version 6."""


def generate_flags(counts: str) -> list[str]:
    """Compiler flags of the first build: count into the folder ``counts``."""
    return [f"-fprofile-generate={counts}", "-fprofile-update=single", *CALL_FLAGS]


def link_flags(counts: str) -> list[str]:
    """Linker flags of the first build (the counters need GCC's run-time library)."""
    return [f"-fprofile-generate={counts}"]


def use_flags(counts: str) -> list[str]:
    """Compiler flags of the second build: lay the code out from the counts in ``counts``.

    A function the games never ran is optimised as usual, not for size
    (``-fprofile-partial-training``): code the training missed is not made slower.
    """
    return [
        f"-fprofile-use={counts}",
        "-fprofile-partial-training",
        "-Wno-missing-profile",
        *CALL_FLAGS,
    ]


VILLAINOUS_ROUNDS = 3
"""How many times each two-villain pairing is played, seats alternating."""

HERO_REALMS_GAMES = 12
"""Two-player Hero Realms games per bot; each multiplayer variant is played once more."""


def train() -> int:
    """Play the training games with the bots of both engines; returns how many were played.

    The games are what the compiled build is for: Villainous heuristic games over every
    pairing (seats alternating), a three-villain table, random-bot games (the paths the
    heuristic avoids), and Hero Realms two-player games with the greedy and random bots
    and one game of each multiplayer variant. Every game is seeded, so two builds of the
    same source are trained on the same games.
    """
    from toolkit.core.bots import RandomBot, play_game
    from toolkit.core.simulate import seat_order
    from toolkit.hero_realms import HeroRealmsGame
    from toolkit.hero_realms.bots import GreedyBot
    from toolkit.hero_realms.variants import VARIANTS, get_variant
    from toolkit.villainous.bots import HeuristicBot, VillainousRandomBot
    from toolkit.villainous.cards import VILLAINS
    from toolkit.villainous.engine import VillainousGame

    played = 0
    pairs = list(itertools.combinations(VILLAINS, 2))
    for i in range(VILLAINOUS_ROUNDS * len(pairs)):
        pair = seat_order(pairs[i % len(pairs)], i // len(pairs))  # seats swap each round
        game = VillainousGame.new(7000 + i, villains=pair)
        play_game(game, [HeuristicBot(i), HeuristicBot(i + 1)], max_turns=150)
        played += 1
    table = VillainousGame.new(7100, villains=list(VILLAINS[:3]))
    play_game(table, [HeuristicBot(s) for s in range(3)], max_turns=150)
    played += 1
    for i, two in enumerate(pairs[:3]):
        game = VillainousGame.new(7200 + i, villains=list(two))
        play_game(game, [VillainousRandomBot(i), HeuristicBot(i)], max_turns=150)
        played += 1
    for bot in (GreedyBot, RandomBot):
        for i in range(HERO_REALMS_GAMES):
            hr = HeroRealmsGame.new(7300 + i)
            play_game(hr, [bot(i), bot(i + 1)])
            played += 1
    for name in VARIANTS:  # each variant at its smallest table of three or more
        variant = get_variant(name)  # an instance: compiled classes keep no class values
        players = min(max(variant.min_players, 3), variant.max_players)
        hr = HeroRealmsGame.new(7400, players=players, variant=name)
        play_game(hr, [GreedyBot(s) for s in range(players)])
        played += 1
    return played
