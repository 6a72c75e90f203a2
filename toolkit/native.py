"""An optional compiled build of both engines, for long simulations.

The engines are plain Python and need no compiler. For tournaments of many
thousands of games, the modules on the hot path (the shared game protocol;
the Hero Realms card records, engine, variants and bots; the Villainous
engine, its realm views, the bots' playbook and the bots' layers;
:data:`COMPILED_MODULES`) can be compiled into C extensions with
`mypyc <https://mypyc.readthedocs.io>`_, which compiles the type-annotated
source as it is: the same rules, the same
decisions and byte-identical logs, faster (``benchmarks/hero_realms_speed.py``
and ``benchmarks/villainous_speed.py`` measure it and say which engine ran).
There are two routes, both needing a C compiler and the Python headers:

- installing (the build option): ``TOOLKIT_COMPILE=1 pip install .`` builds a
  compiled wheel (``setup.py`` calls mypyc's ``mypycify`` on the same list,
  as black and mypy ship theirs). Without the variable the wheel is pure
  Python. An installed package is never changed at run time: this module
  refuses to compile into it or to remove files from it.
- a source checkout (editable install, or the folder on ``PYTHONPATH``):
  ``python -m toolkit compile`` builds the extensions next to their source
  files, so Python imports them instead of the ``.py`` files, and
  ``python -m toolkit compile --remove`` deletes them again. This needs the
  ``fast`` extra (``pip install -e ".[fast]"``: mypy and setuptools).

For the checkout route, a manifest (``_compiled.json`` in the package) records a hash of each
compiled source. If a source changes after compiling, importing ``toolkit``
warns (:class:`StaleBuildWarning`) and runs the Python source, never the old
compiled code.

Examples
--------
>>> from toolkit.native import COMPILED_MODULES, compiled_modules
>>> "toolkit.hero_realms.engine" in COMPILED_MODULES
True
>>> set(compiled_modules()) <= set(COMPILED_MODULES)
True
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import warnings
from collections.abc import Sequence
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import Any

COMPILED_MODULES: tuple[str, ...] = (
    "toolkit.core.actions",
    "toolkit.core.game",
    "toolkit.core.bots",
    "toolkit.hero_realms.carddef",
    "toolkit.hero_realms.classify",
    "toolkit.hero_realms.queries",
    "toolkit.hero_realms.moves",
    "toolkit.hero_realms.variants",
    "toolkit.hero_realms.verbs",
    "toolkit.hero_realms.interned",
    "toolkit.hero_realms.state",
    "toolkit.hero_realms.decisions",
    "toolkit.hero_realms.phases",
    "toolkit.hero_realms.effects",
    "toolkit.hero_realms.turn",
    "toolkit.hero_realms.kinds_cards",
    "toolkit.hero_realms.kinds_combat",
    "toolkit.hero_realms.kinds_team",
    "toolkit.hero_realms.kinds",
    "toolkit.hero_realms.legality",
    "toolkit.hero_realms.engine",
    "toolkit.hero_realms.bots",
    "toolkit.villainous.carddef",
    "toolkit.villainous.verbs",
    "toolkit.villainous.specials",
    "toolkit.villainous.derived",
    "toolkit.villainous.phases",
    "toolkit.villainous.speed",
    "toolkit.villainous.pending",
    "toolkit.villainous.decisions",
    "toolkit.villainous.frame",
    "toolkit.villainous.state",
    "toolkit.villainous.vocabulary",
    "toolkit.villainous.views",
    "toolkit.villainous.queries",
    "toolkit.villainous.triggers",
    "toolkit.villainous.moves",
    "toolkit.villainous.interpreter",
    "toolkit.villainous.effects_cards",
    "toolkit.villainous.effects_realm",
    "toolkit.villainous.effects_treasure",
    "toolkit.villainous.effects_compose",
    "toolkit.villainous.effects_fate",
    "toolkit.villainous.effects",
    "toolkit.villainous.checks",
    "toolkit.villainous.kinds_vanquish",
    "toolkit.villainous.kinds",
    "toolkit.villainous.legality",
    "toolkit.villainous.turn",
    "toolkit.villainous.engine",
    "toolkit.villainous.playbook",
    "toolkit.villainous.bots_view",
    "toolkit.villainous.bots_treasure",
    "toolkit.villainous.bots_score",
    "toolkit.villainous.bots",
)
"""The modules on the hot path of a simulation of either game, in dependency order."""

GROUP = "toolkit._compiled"
"""mypyc's shared runtime library goes inside the package under this name."""

MYPYC_OPTIONS: tuple[str, ...] = ("--ignore-missing-imports", "--follow-imports=silent")
"""The mypy options of both builds (the wheel's, in ``setup.py``, and the in-place one)."""

COMPILE_ENV = "TOOLKIT_COMPILE"
"""Set to ``1`` when building or installing the package to get the compiled build."""

PACKAGE = Path(__file__).resolve().parent


class StaleBuildWarning(UserWarning):
    """Compiled modules are older than their source; the source is used instead."""


class _SourceFinder(importlib.abc.MetaPathFinder):
    """Imports the compiled modules from their ``.py`` source, passing over the extensions.

    Python prefers an extension module to a source file of the same name; a stale build
    must not win, and all the modules fall back together because compiled and
    interpreted copies of the same classes do not mix.
    """

    def __init__(self, package: Path) -> None:
        self.package = package

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if fullname not in COMPILED_MODULES:
            return None
        return importlib.util.spec_from_file_location(fullname, _source(fullname, self.package))


def _source(module: str, package: Path = PACKAGE) -> Path:
    return package.parent.joinpath(*module.split(".")).with_suffix(".py")


def source_paths() -> list[str]:
    """The files of :data:`COMPILED_MODULES`, relative to the project's top folder.

    Examples
    --------
    >>> source_paths()[0]
    'toolkit/core/actions.py'
    """
    return ["/".join(m.split(".")) + ".py" for m in COMPILED_MODULES]


def installed_distribution(package: Path = PACKAGE) -> str | None:
    """The distribution whose files hold this package, when it was installed from a wheel.

    None for a source checkout, an editable install or a copy on ``PYTHONPATH``: only
    then may :func:`compile_modules` write next to the sources.
    """
    from importlib import metadata

    init = (package / "__init__.py").resolve()
    try:
        dist = metadata.distribution("card-game-classroom")
    except metadata.PackageNotFoundError:
        return None
    if dist.read_text("RECORD") is None:
        return None  # a build's egg-info in a checkout lists sources, not installed files
    for file in dist.files or []:
        posix = str(file).replace("\\", "/")
        if posix == "toolkit/__init__.py" and Path(str(dist.locate_file(file))).resolve() == init:
            return str(dist.metadata["Name"])
    return None


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _recorded(package: Path) -> list[str]:
    """The modules the manifest says were compiled (a build may predate the list)."""
    try:
        sources = json.loads((package / "_compiled.json").read_text(encoding="utf-8"))["sources"]
    except (OSError, ValueError, KeyError, TypeError):
        return []
    return [m for m in sources if isinstance(m, str) and m.startswith("toolkit.")]


def _extensions(package: Path = PACKAGE) -> list[Path]:
    """Every compiled file of this build: one per module, plus mypyc's shared library."""
    found = []
    modules = dict.fromkeys([*COMPILED_MODULES, *_recorded(package)])
    stems = [_source(m, package).with_suffix("") for m in modules]
    stems.append(package / GROUP.rsplit(".", 1)[1])
    for stem in stems:
        for suffix in EXTENSION_SUFFIXES:
            for candidate in (Path(f"{stem}{suffix}"), Path(f"{stem}__mypyc{suffix}")):
                if candidate.exists():
                    found.append(candidate)
    return found


def compiled_modules() -> list[str]:
    """The modules that Python imports from compiled extensions here (empty: pure Python).

    Examples
    --------
    >>> isinstance(compiled_modules(), list)
    True
    """
    found = []
    for name in COMPILED_MODULES:
        spec = importlib.util.find_spec(name)
        if spec is not None and Path(spec.origin or "").suffix != ".py":
            found.append(name)
    return found


def check_build(package: Path = PACKAGE) -> bool:
    """Use a compiled build only if it matches the source; returns whether it is used.

    Called when ``toolkit`` is imported. Without a build this does nothing. If a
    compiled module's source changed since compiling, a :class:`StaleBuildWarning`
    names it and the Python source is imported instead.
    """
    manifest = package / "_compiled.json"
    if not manifest.exists():
        return False
    try:
        recorded = json.loads(manifest.read_text(encoding="utf-8"))["sources"]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        recorded, changed = {}, [f"the manifest ({exc})"]
    else:
        changed = [
            m
            for m in COMPILED_MODULES
            if not _source(m, package).exists() or recorded.get(m) != _digest(_source(m, package))
        ]
    if not changed:
        return True
    if not any(isinstance(f, _SourceFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _SourceFinder(package))
    warnings.warn(
        f"the compiled build is older than the source of {', '.join(changed)}, so the Python "
        "source is used; run `python -m toolkit compile` to rebuild, or "
        "`python -m toolkit compile --remove`",
        StaleBuildWarning,
        stacklevel=3,
    )
    return False


def _refuse_installed(package: Path) -> None:
    installed = installed_distribution(package)
    if installed is not None:
        raise RuntimeError(
            f"toolkit is installed from the {installed} wheel, and an installed package is "
            "never changed at run time; reinstall it instead, compiled "
            f"({COMPILE_ENV}=1 pip install --force-reinstall --no-binary {installed} ...) "
            "or not (pip install --force-reinstall ...)"
        )


def remove(package: Path = PACKAGE) -> list[Path]:
    """Delete the in-place compiled build of a checkout; returns the files removed.

    Raises
    ------
    RuntimeError
        If the package was installed from a wheel (it is never changed at run time).
    """
    _refuse_installed(package)
    removed = _extensions(package)
    manifest = package / "_compiled.json"
    if manifest.exists():
        removed.append(manifest)
    for path in removed:
        path.unlink()
    return removed


def compile_modules(
    package: Path = PACKAGE,
    *,
    verbose: bool = False,
    profile: bool | None = None,
    progress: bool = False,
) -> list[Path]:
    """Compile :data:`COMPILED_MODULES` with mypyc, in place; returns the files written.

    ``profile`` (default: whenever the compiler is a recent GCC) makes it a
    profile-guided build: the extensions are built with counters, play the seeded games
    of :func:`toolkit.native_profile.train` in a fresh interpreter, and are built again
    from the counts (see :mod:`toolkit.native_profile`). The games are the same either way.
    ``progress`` draws a bar of these steps on standard error (:mod:`toolkit.progress`).

    Raises
    ------
    RuntimeError
        If mypyc is not installed, a build fails, or the training games fail (the
        message says why); no compiled file is then left behind.
    """
    _refuse_installed(package)
    try:
        from mypyc.build import mypycify
        from setuptools import setup
    except ImportError as exc:
        raise RuntimeError(
            f"compiling needs mypy and setuptools ({exc}); "
            'install them with `pip install -e ".[fast]"`'
        ) from None
    from toolkit import native_profile  # only a build needs it: importing toolkit stays quick
    from toolkit.progress import progress_bar

    if profile is None:
        profile = native_profile.usable()
    with progress_bar(4 if profile else 2, "compile", enabled=progress, unit="step") as advance:
        return _compile(package, verbose, profile, advance, mypycify, setup)


def _compile(
    package: Path, verbose: bool, profile: bool, advance: Any, mypycify: Any, setup: Any
) -> list[Path]:
    """The steps of :func:`compile_modules`, each reported to ``advance``."""
    from toolkit import native_profile

    advance(0, "mypyc writes C from the typed source")
    remove(package)
    root = package.parent
    paths = source_paths()
    here = os.getcwd()
    with tempfile.TemporaryDirectory() as build:
        # The project's own mypy settings (for the type-check test) would make mypyc stop
        # on their notes, so the build reads an empty configuration of its own.
        config = Path(build, "mypy.ini")
        config.write_text("[mypy]\n", encoding="utf-8")
        options = [
            *MYPYC_OPTIONS,
            f"--config-file={config}",
            f"--cache-dir={os.path.join(build, 'mypy')}",
        ]
        try:
            os.chdir(root)  # mypyc names the modules after their paths from here
            extensions = mypycify(
                options + paths, group_name=GROUP, target_dir=os.path.join(build, "c")
            )
        except SystemExit as exc:  # mypyc reports failures this way
            raise RuntimeError(f"the compiled build failed: {exc}") from None
        finally:
            os.chdir(here)
        ext_build = _ExtensionBuild(setup, extensions, build, verbose)
        if profile:
            counts = os.path.join(build, "counts")
            advance(1, "the C compiler builds with counters")
            ext_build.run(native_profile.generate_flags(counts), native_profile.link_flags(counts))
            _install(ext_build.lib, package)
            advance(1, "training games")
            try:
                _train(package, build)
            finally:
                remove(package)  # the counting build is never left in place
                shutil.rmtree(ext_build.lib)
            advance(1, "the C compiler builds from the counts")
            ext_build.run(native_profile.use_flags(counts), [])
        else:
            advance(1, "the C compiler builds")
            ext_build.run([], [])
        _install(ext_build.lib, package)
        advance(1, "done")
    return [*_extensions(package), package / "_compiled.json"]


class _ExtensionBuild:
    """Compiles the C that mypyc wrote into ``lib`` of the build folder, as often as asked
    (a profile-guided build compiles it twice, with different flags)."""

    def __init__(self, setup: Any, extensions: list[Any], build: str, verbose: bool) -> None:
        self.setup = setup
        self.extensions = extensions
        self.build = build
        self.verbose = verbose
        self.lib = Path(build, "lib")
        self.flags = {e.name: list(e.extra_compile_args or []) for e in extensions}
        self.links = {e.name: list(e.extra_link_args or []) for e in extensions}

    def run(self, flags: list[str], link: list[str]) -> None:
        """Build every extension with mypyc's flags plus ``flags`` (and ``link`` to link)."""
        for ext in self.extensions:
            ext.extra_compile_args = [*self.flags[ext.name], *flags]
            ext.extra_link_args = [*self.links[ext.name], *link]
        here = os.getcwd()
        try:
            os.chdir(self.build)  # away from any project file that setuptools would read
            self.setup(
                name="toolkit-compiled",
                ext_modules=self.extensions,
                script_args=[
                    *([] if self.verbose else ["--quiet"]),
                    "build_ext",
                    "--force",  # a second pass rebuilds every object with its own flags
                    f"--build-lib={self.lib}",
                    f"--build-temp={os.path.join(self.build, 'temp')}",
                ],
            )
        except SystemExit as exc:  # setuptools reports failures this way
            raise RuntimeError(f"the compiled build failed: {exc}") from None
        finally:
            os.chdir(here)


def _install(lib: Path, package: Path) -> None:
    """Put the extensions built into ``lib`` next to their sources, with the manifest.

    Each file is written anew (never over an old one in place): a process that loaded the
    old extension keeps its copy.
    """
    root = package.parent
    for built in lib.rglob("*"):
        if built.is_file():
            target = root / built.relative_to(lib)
            target.unlink(missing_ok=True)
            target.write_bytes(built.read_bytes())
    sources = {m: _digest(_source(m, package)) for m in COMPILED_MODULES}
    (package / "_compiled.json").write_text(
        json.dumps({"compiler": "mypyc", "sources": sources}, indent=1) + "\n", encoding="utf-8"
    )


def _train(package: Path, build: str) -> None:
    """Play the training games with the counting build, in a fresh interpreter."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(
            [str(package.parent), os.environ.get("PYTHONPATH", "")]
        ).rstrip(os.pathsep),
    }
    code = "from toolkit.native_profile import train; train()"
    try:
        done = subprocess.run(
            [sys.executable, "-c", code],
            cwd=build,
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
            check=False,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        raise RuntimeError(
            f"the training games of the profile-guided build failed: {exc}"
        ) from None
    if done.returncode != 0:
        tail = "\n".join(done.stderr.strip().splitlines()[-5:])
        raise RuntimeError(
            "the training games of the profile-guided build failed "
            f"(`python -m toolkit compile --no-profile` skips them):\n{tail}"
        )
