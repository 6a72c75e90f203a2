"""Checks and options that every command line subcommand shares.

The ``toolkit`` command (:mod:`toolkit.cli`) and its subcommands in other packages
(tournaments, Villainous, reviews, editions, lessons) check paths, counts and names
the same way; the checks live here, below all of them, so that a subcommand module
needs nothing from :mod:`toolkit.cli`, which imports the subcommands. A refusal is a
:class:`~toolkit.core.errors.UsageError` naming the option and the value.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from toolkit.core.errors import SetupError, UsageError, short_repr

MAX_GAMES = 1_000_000
"""The most games one command plays (every lineup of a tournament together)."""
MAX_TURNS = 10_000
"""The largest --max-turns."""
MAX_SEED = 2**64 - 1
"""The largest root seed."""
MAX_WORKERS = 256
"""The most worker processes."""
MAX_BATCH = 100_000
"""The largest --batch-size."""


def split_list(text: str | None) -> list[str]:
    """``"a, b,,c"`` -> ``["a", "b", "c"]``.

    >>> split_list(" greedy, random ")
    ['greedy', 'random']
    """
    return [x.strip() for x in (text or "").split(",") if x.strip()]


def check_range(value: int | None, option: str, low: int, high: int) -> None:
    """Refuse ``value`` outside ``low..high`` (None means the option was not given).

    >>> check_range(0, "--games", 1, 10)
    Traceback (most recent call last):
    ...
    toolkit.core.errors.UsageError: --games must be from 1 to 10, got 0
    """
    if value is not None and not low <= value <= high:
        raise UsageError(f"{option} must be from {low} to {high}, got {value}")


def refuse_options(args: argparse.Namespace, options: Sequence[str], why: str) -> None:
    """Refuse any of ``options`` (as written on the command line) that was given."""
    for option in options:
        if getattr(args, option.lstrip("-").replace("-", "_"), None) not in (None, False):
            raise UsageError(f"{option} does not apply {why}")


def _path_text(path: str, option: str) -> Path:
    if not path or not path.strip():
        raise UsageError(f"{option} needs a path")
    if "\x00" in path:
        raise UsageError(f"{option}: a path cannot hold a NUL character")
    return Path(path)


def _probe_folder(folder: Path, option: str, shown: str) -> None:
    """Refuse a folder that is missing, is no folder, or cannot take a new file."""
    try:
        if not folder.exists():
            raise UsageError(f"{option} {shown}: the folder {str(folder)!r} does not exist")
        if not folder.is_dir():
            raise UsageError(f"{option} {shown}: {str(folder)!r} is not a folder")
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        raise UsageError(f"{option} {shown}: cannot write there ({exc.strerror or exc})") from None


def check_output_file(path: str, option: str, suffixes: Sequence[str]) -> Path:
    """Refuse an output file that could not be written, before any work starts.

    The suffix must be one of ``suffixes``; the path must not be a folder; its
    folder must exist and take a new file (tried with a temporary file, which
    also works for the administrator, whom permission bits do not stop).
    """
    p = _path_text(path, option)
    shown = repr(path) if len(path) < 80 else repr(path[:77] + "...")
    if p.suffix.lower() not in suffixes:
        raise UsageError(f"{option} {shown}: the file name must end in {' or '.join(suffixes)}")
    try:
        if p.is_dir():
            raise UsageError(f"{option} {shown} is a folder; give a file name")
        if p.exists() and not os.access(p, os.W_OK):
            raise UsageError(f"{option} {shown}: the file cannot be overwritten")
    except OSError as exc:
        raise UsageError(f"{option} {shown}: {exc.strerror or exc}") from None
    _probe_folder(p.parent, option, shown)
    return p


def refuse_overwrite(path: Path, option: str, force: bool) -> None:
    """Refuse an output file that already exists, unless the user asked (``--force``)."""
    try:
        exists = path.exists()
    except OSError:
        return  # the write itself will say what is wrong
    if exists and not force:
        shown = str(path) if len(str(path)) < 80 else str(path)[:77] + "..."
        raise UsageError(f"{option} {shown!r} already exists; add --force to replace it")


def check_folder_path(path: str, option: str) -> Path:
    """An output folder's path, refused if empty (it would mean the current folder) or if
    it names a file; nothing is made."""
    p = _path_text(path, option)
    try:
        if p.exists() and not p.is_dir():
            raise UsageError(f"{option} {short_repr(path)} is a file, not a folder")
    except OSError as exc:
        raise UsageError(f"{option} {short_repr(path)}: {exc.strerror or exc}") from None
    return p


def check_output_folder(path: str, option: str, *, results: str | None = None) -> Path:
    """Refuse an output folder that cannot be made or written; make it if missing.

    ``results`` (a file pattern such as ``"game-*.json"``) names the files a run writes
    there: a folder that already holds such files is refused, so that one run's results
    are never replaced by, or mixed with, another's.
    """
    p = _path_text(path, option)
    shown = repr(path) if len(path) < 80 else repr(path[:77] + "...")
    try:
        if p.exists() and not p.is_dir():
            raise UsageError(f"{option} {shown} is a file, not a folder")
        if results is not None and p.is_dir() and next(p.glob(results), None) is not None:
            raise UsageError(
                f"{option} {shown} already holds results ({results}); "
                "give a new or empty folder, so that no earlier run is replaced"
            )
        p.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(
            f"{option} {shown}: cannot make the folder ({exc.strerror or exc})"
        ) from None
    _probe_folder(p, option, shown)
    return p


def check_names(args: argparse.Namespace, players: int) -> list[str] | None:
    """The ``--names`` list (one per seat), or None when not given."""
    if args.names is None:
        return None
    from toolkit.core.setup_check import check_names as check

    names = [n.strip() for n in args.names.split(",")]
    if len(names) != players:
        raise UsageError(f"--names gives {len(names)} name(s); give one per seat ({players})")
    try:
        check(names, players)
    except SetupError as exc:
        raise UsageError(f"--names: {exc}") from None
    return names


def check_common(args: argparse.Namespace) -> None:
    """The checks of counts every game-playing subcommand shares."""
    check_range(args.games, "--games", 1, MAX_GAMES)
    check_range(args.seed, "--seed", 0, MAX_SEED)
    check_range(args.max_turns, "--max-turns", 1, MAX_TURNS)
    if args.game == "hero-realms":
        refuse_options(args, ["--villains"], "to Hero Realms (it is for villainous)")
    else:
        refuse_options(args, ["--variant", "--markets"], "to Villainous (they are for hero-realms)")


def hero_realms_seats(args: argparse.Namespace, bots: list[str]) -> tuple[str, int]:
    """The variant and the seat count of a Hero Realms command, checked."""
    from toolkit.hero_realms.variants import VARIANTS, get_variant

    variant = args.variant or "free-for-all"
    if variant not in VARIANTS:
        raise UsageError(f"unknown variant {variant!r}; choose from {', '.join(VARIANTS)}")
    v = get_variant(variant)
    players = args.players if args.players is not None else max(len(bots), v.min_players)
    if not v.min_players <= players <= v.max_players:
        span = (
            str(v.min_players)
            if v.min_players == v.max_players
            else f"{v.min_players} to {v.max_players}"
        )
        raise UsageError(f"--players: {variant} is played by {span} players, not {players}")
    if args.markets is not None:
        if variant != "emperor":
            raise UsageError("--markets does not apply: it is for --variant emperor")
        check_range(args.markets, "--markets", 1, 2)
    return variant, players


# -- simulate -------------------------------------------------------------------------------
def add_game_options(p: argparse.ArgumentParser) -> None:
    """The options of what is played, shared by ``simulate`` and ``tournament``."""
    p.add_argument("--seed", type=int, default=0, help="root seed (default 0)")
    p.add_argument("--players", type=int, default=None, help="number of seats")
    p.add_argument("--variant", default=None, help="Hero Realms variant")
    p.add_argument("--markets", type=int, default=None, help="Hero Realms Emperor: 1 or 2 markets")
    p.add_argument("--villains", default=None, help="Villainous villain ids, one per seat")
    p.add_argument(
        "--names", default=None, help="player names, one per seat (Ada,Ben); shown in logs"
    )
    p.add_argument("--max-turns", type=int, default=300, help="stop a game after this turn")
    p.add_argument("--json", action="store_true", help="print one JSON object")
