"""The profile-guided build: which compilers get it, its flags, its training games, and
what a failed training leaves behind (nothing). The build itself, profile-guided, is
``tests/test_compiled.py``."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from toolkit import native, native_profile

GCC_12 = """gcc (Debian 12.2.0-14+deb12u1) 12.2.0
Copyright (C) 2022 Free Software Foundation, Inc.
This is free software; see the source for copying conditions."""

CLANG = """Apple clang version 15.0.0 (clang-1500.3.9.4)
Target: arm64-apple-darwin23.4.0"""

GCC_9 = """gcc (Ubuntu 9.4.0-1ubuntu1~20.04.2) 9.4.0
Copyright (C) 2019 Free Software Foundation, Inc."""


def _fake_compiler(where: Path, name: str, says: str, version: str) -> str:
    """An executable that answers ``--version`` with ``says`` and ``-dumpfullversion``
    with ``version``, as a compiler would."""
    script = where / name
    script.write_text(
        "#!/bin/sh\n"
        'if [ "$1" = "--version" ]; then cat <<\'EOF\'\n'
        f"{says}\nEOF\nelse echo {version}; fi\n",
        encoding="utf-8",
    )
    script.chmod(0o755)
    return str(script)


@pytest.mark.skipif(sys.platform == "win32", reason="the fake compilers are shell scripts")
def test_only_a_recent_gcc_gets_the_profile_guided_build(tmp_path: Path) -> None:
    gcc = _fake_compiler(tmp_path, "gcc", GCC_12, "12.2.0")
    assert native_profile.gcc_version(gcc) == 12
    assert native_profile.usable(gcc)
    # clang installed under gcc's name, as on macOS: its own words decide
    clang = _fake_compiler(tmp_path, "cc", CLANG, "4.2.1")
    assert native_profile.gcc_version(clang) is None
    assert not native_profile.usable(clang)
    old = _fake_compiler(tmp_path, "gcc-9", GCC_9, "9.4.0")
    assert native_profile.gcc_version(old) == 9
    assert not native_profile.usable(old)  # no -fprofile-partial-training before GCC 10
    assert native_profile.gcc_version(str(tmp_path / "missing")) is None


def test_the_flags_count_then_lay_out_from_the_same_folder() -> None:
    counts = "/tmp/build/counts"
    assert native_profile.generate_flags(counts)[:2] == [
        "-fprofile-generate=/tmp/build/counts",
        "-fprofile-update=single",
    ]
    assert native_profile.link_flags(counts) == ["-fprofile-generate=/tmp/build/counts"]
    use = native_profile.use_flags(counts)
    assert use[0] == "-fprofile-use=/tmp/build/counts"
    # what the training missed is optimised as usual, not for size
    assert "-fprofile-partial-training" in use
    # both builds call functions the same way, so the counts fit the code they guide
    for flag in native_profile.CALL_FLAGS:
        assert flag in native_profile.generate_flags(counts) and flag in use


def test_the_training_games_cover_both_engines_and_every_variant() -> None:
    from toolkit.hero_realms.variants import VARIANTS
    from toolkit.villainous.cards import VILLAINS

    pairs = len(VILLAINS) * (len(VILLAINS) - 1) // 2
    expected = (
        native_profile.VILLAINOUS_ROUNDS * pairs
        + 1  # the three-villain table
        + 3  # random against heuristic
        + 2 * native_profile.HERO_REALMS_GAMES
        + len(VARIANTS)
    )
    assert native_profile.train() == expected


def test_failed_training_games_are_a_clear_error(tmp_path: Path) -> None:
    """The counting build plays from a fresh interpreter; if that fails, the message says
    so and names the way round it."""
    fake = tmp_path / "toolkit"
    fake.mkdir()
    (fake / "__init__.py").write_text("", encoding="utf-8")
    (fake / "native_profile.py").write_text(
        "def train():\n    raise SystemExit('the games could not start')\n", encoding="utf-8"
    )
    build = tmp_path / "build"
    build.mkdir()
    with pytest.raises(RuntimeError, match="training games") as caught:
        native._train(fake, str(build))
    assert "--no-profile" in str(caught.value)
    assert "the games could not start" in str(caught.value)
    assert os.listdir(build) == []
