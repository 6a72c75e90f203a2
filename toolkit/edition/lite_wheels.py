"""The wheels of the JupyterLite site: fetched, built, slimmed, chosen and locked.

:mod:`toolkit.edition.lite` builds the site; this module gets what runs in the browser's
Python: the Pyodide core from the npm package ``pyodide``, pure-Python wheels from the
package index, a pure PyYAML wheel from its source release, the toolkit's own wheel, and
the Pyodide lock file that lists them with their sha256.
"""

from __future__ import annotations

import email.parser
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolkit.core.errors import ToolkitError
from toolkit.paths import PACKAGE

PYODIDE_VERSION = "314.0.6"
"""The Pyodide release the site runs (the one ``jupyterlite-pyodide-kernel`` 0.8.6 expects)."""

PYODIDE_PYTHON = "3.14"
"""The Python version inside that Pyodide (wheels are chosen for it)."""

PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
"""The files of the npm package ``pyodide`` that a browser loads."""

KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
"""The JupyterLab extension of the Pyodide kernel (its wheels come with it)."""

EMSCRIPTEN_MARKERS = {
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "os_name": "posix",
    "platform_machine": "wasm32",
    "platform_release": "",
    "platform_version": "",
    "python_version": PYODIDE_PYTHON,
    "python_full_version": PYODIDE_PYTHON + ".2",
    "implementation_name": "cpython",
    "implementation_version": PYODIDE_PYTHON + ".2",
    "platform_python_implementation": "CPython",
    "extra": "",
}
"""The environment markers of a requirement evaluated as Pyodide would."""


class LiteError(ToolkitError):
    """The JupyterLite site could not be built (a missing tool, download or file)."""


@dataclass(frozen=True)
class Wheel:
    """One wheel of the site: its file, distribution name, version, imports and requirements."""

    path: Path
    name: str
    version: str
    imports: tuple[str, ...]
    requires: tuple[str, ...]

    @property
    def sha256(self) -> str:
        """The wheel's sha256, as the lock file and the package index give it."""
        return hashlib.sha256(self.path.read_bytes()).hexdigest()


def normalize(name: str) -> str:
    """A distribution name as package indexes compare them (PEP 503).

    >>> normalize("Mypy_Extensions")
    'mypy-extensions'
    """
    return re.sub(r"[-_.]+", "-", name).lower()


def read_wheel(path: Path) -> Wheel:
    """The name, version, top-level imports and requirements of a wheel file."""
    try:
        with zipfile.ZipFile(path) as zf:
            names = zf.namelist()
            meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
            meta = email.parser.Parser().parsestr(zf.read(meta_name).decode("utf-8"))
            top_name = meta_name.replace("METADATA", "top_level.txt")
            if top_name in names:
                imports = [x.strip() for x in zf.read(top_name).decode().split() if x.strip()]
            else:
                imports = []
                for n in names:
                    head = n.split("/")[0]
                    if head.endswith((".dist-info", ".data")):
                        continue
                    mod = head[:-3] if head.endswith(".py") and "/" not in n else head
                    packaged = "/" in n or head.endswith(".py")
                    if packaged and mod.isidentifier() and mod not in imports:
                        imports.append(mod)
    except (OSError, zipfile.BadZipFile, StopIteration, UnicodeDecodeError) as exc:
        raise LiteError(f"{path.name} is not a readable wheel ({exc})") from None
    return Wheel(
        path=path,
        name=normalize(meta["Name"]),
        version=meta["Version"],
        imports=tuple(sorted(imports)),
        requires=tuple(meta.get_all("Requires-Dist") or ()),
    )


def browser_depends(wheel: Wheel) -> list[str]:
    """The names a wheel requires in Pyodide: its requirements without extras, markers met.

    >>> w = Wheel(Path("x.whl"), "x", "1", ("x",), ("a>=1", "b; sys_platform == 'win32'",
    ...     "c; extra == 'test'", "D_e; sys_platform == 'emscripten'"))
    >>> browser_depends(w)
    ['a', 'd-e']
    """
    from packaging.requirements import Requirement

    out: list[str] = []
    for text in wheel.requires:
        req = Requirement(text)
        if req.marker is not None and not req.marker.evaluate(dict(EMSCRIPTEN_MARKERS)):
            continue
        name = normalize(req.name)
        if name not in out:
            out.append(name)
    return out


def run_tool(cmd: Sequence[str], what: str, cwd: Path | None = None) -> str:
    """Run a command; its output, or a :class:`LiteError` with the last lines of its errors."""
    try:
        done = subprocess.run(
            list(cmd), cwd=cwd, capture_output=True, text=True, check=False, timeout=1800
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise LiteError(f"{what}: {cmd[0]} could not run ({exc})") from None
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        raise LiteError(f"{what} failed: {' / '.join(tail)}")
    return done.stdout


def fetch_pyodide(cache: Path, version: str = PYODIDE_VERSION) -> Path:
    """The folder of the npm package ``pyodide@version``, fetched once into ``cache``.

    ``npm pack`` downloads the package's tarball from the npm registry and checks its
    integrity; the tarball and its unpacked ``package/`` folder stay in the cache.
    """
    folder = cache / f"pyodide-{version}"
    if all((folder / name).is_file() for name in (*PYODIDE_CORE, "pyodide-lock.json")):
        return folder
    cache.mkdir(parents=True, exist_ok=True)
    tarball = cache / f"pyodide-{version}.tgz"
    if not tarball.is_file():
        if not shutil.which("npm"):
            raise LiteError(
                "the Pyodide core comes from the npm package 'pyodide', and npm is not "
                f"installed; install npm, or put pyodide-{version}.tgz (npm pack "
                f"pyodide@{version}) into {cache}"
            )
        run_tool(["npm", "pack", f"pyodide@{version}", "--pack-destination", str(cache)],
             f"npm pack pyodide@{version}")  # fmt: skip
    unpacked = Path(tempfile.mkdtemp(dir=cache))
    try:
        with tarfile.open(tarball) as tf:
            for member in tf.getmembers():
                if member.isfile() and member.name.startswith("package/"):
                    name = member.name.split("/", 1)[1]
                    if "/" in name or name.startswith("."):
                        continue
                    src = tf.extractfile(member)
                    if src is not None:
                        (unpacked / name).write_bytes(src.read())
        if folder.exists():
            shutil.rmtree(folder)
        unpacked.rename(folder)
    except (OSError, tarfile.TarError) as exc:
        raise LiteError(f"cannot unpack {tarball} ({exc})") from None
    finally:
        if unpacked.exists():
            shutil.rmtree(unpacked, ignore_errors=True)
    return folder


def fetch_pure_wheels(specs: Sequence[str], cache: Path) -> list[Path]:
    """Pure-Python wheels (``py3-none-any``) for ``specs`` and their requirements.

    ``pip download`` resolves them for Pyodide's Python from the package index; the
    list of files is remembered per set of specs, so a second build needs no network.
    """
    folder = cache / "wheels"
    key = hashlib.sha256(json.dumps([PYODIDE_PYTHON, sorted(specs)]).encode()).hexdigest()[:16]
    manifest = folder / f"fetched-{key}.json"
    if manifest.is_file():
        files = [folder / n for n in json.loads(manifest.read_text(encoding="utf-8"))]
        if all(f.is_file() for f in files):
            return files
    folder.mkdir(parents=True, exist_ok=True)
    said = run_tool(
        [sys.executable, "-m", "pip", "download", "--disable-pip-version-check",
         "--only-binary=:all:", "--platform", "any", "--implementation", "py",
         "--python-version", PYODIDE_PYTHON, "--abi", "none", "-d", str(folder), *specs],
        "pip download of the pure wheels",
    )  # fmt: skip
    names = re.findall(r"(?:Saved|File was already downloaded) (\S+\.whl)", said)
    files = sorted({folder / Path(n).name for n in names})
    if not files:
        raise LiteError("pip download named no wheel it saved")
    manifest.write_text(json.dumps([f.name for f in files]), encoding="utf-8")
    return files


def _record_line(name: str, data: bytes) -> str:
    import base64

    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def write_pure_wheel(
    path: Path, name: str, version: str, metadata: str, files: dict[str, bytes]
) -> Path:
    """A ``py3-none-any`` wheel at ``path`` holding ``files`` (archive name -> bytes)."""
    dist = f"{name.replace('-', '_')}-{version}.dist-info"
    wheel_text = (
        "Wheel-Version: 1.0\nGenerator: card-game-classroom\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n"
    )
    entries = dict(sorted(files.items()))
    entries[f"{dist}/METADATA"] = metadata.encode("utf-8")
    entries[f"{dist}/WHEEL"] = wheel_text.encode("utf-8")
    record = [_record_line(n, d) for n, d in entries.items()] + [f"{dist}/RECORD,,"]
    entries[f"{dist}/RECORD"] = ("\n".join(record) + "\n").encode("utf-8")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for n, d in entries.items():
            info = zipfile.ZipInfo(n, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, d)
    return path


def pure_pyyaml(cache: Path, version: str = "6.0.3") -> Path:
    """A pure-Python PyYAML wheel, built from PyYAML's source release on the package index.

    PyYAML's published wheels are compiled; its ``yaml`` package also runs without
    the C extension (``yaml.SafeLoader`` is pure Python), which is what Pyodide needs.
    """
    out = cache / "built" / f"pyyaml-{version}-py3-none-any.whl"
    if out.is_file():
        return out
    sdists = cache / "sdist"
    sdist = sdists / f"pyyaml-{version}.tar.gz"
    if not sdist.is_file():
        sdists.mkdir(parents=True, exist_ok=True)
        run_tool(
            [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
             "--no-deps", "--no-binary=:all:", "--no-build-isolation", "-d", str(sdists),
             f"pyyaml=={version}"],
            "pip download of the PyYAML source",
        )  # fmt: skip
        found = sorted(sdists.glob(f"[pP][yY][yY][aA][mM][lL]-{version}.tar.gz"))
        if not found:
            raise LiteError(f"the PyYAML {version} source release was not downloaded")
        if found[0] != sdist:
            found[0].rename(sdist)
    files: dict[str, bytes] = {}
    metadata = ""
    try:
        with tarfile.open(sdist) as tf:
            for member in tf.getmembers():
                parts = member.name.split("/")
                if not member.isfile():
                    continue
                src = tf.extractfile(member)
                if src is None:
                    continue
                if len(parts) == 4 and parts[1:3] == ["lib", "yaml"] and parts[3].endswith(".py"):
                    files[f"yaml/{parts[3]}"] = src.read()
                elif len(parts) == 2 and parts[1] == "PKG-INFO":
                    metadata = src.read().decode("utf-8")
    except (OSError, tarfile.TarError) as exc:
        raise LiteError(f"cannot read {sdist} ({exc})") from None
    if "yaml/__init__.py" not in files or not metadata:
        raise LiteError(f"{sdist.name} does not hold PyYAML's lib/yaml package")
    out.parent.mkdir(parents=True, exist_ok=True)
    return write_pure_wheel(out, "pyyaml", version, metadata, files)


SLIM = {
    "plotly": ("plotly/labextension/", "plotly-*.data/", "plotly/package_data/widgetbundle.js"),
    "jedi": ("jedi/third_party/typeshed/stubs/", "jedi/third_party/django-stubs/"),
}
"""Parts of wheels a lesson never uses in the browser, left out of the site's copies.

plotly's JupyterLab extension (the site carries it as an extension) and its FigureWidget
bundle, about 14 MB; jedi's type stubs of third-party libraries and Django (completion
of the standard library and of the toolkit keeps working).
"""


def slim_wheel(path: Path, drop: Sequence[str], cache: Path) -> Path:
    """A copy of the wheel at ``path`` without the files under the ``drop`` patterns.

    The copy keeps the wheel's name and version; its ``RECORD`` lists what is left.
    Patterns are archive-path prefixes, ``*`` matching within one path part.
    """
    out = cache / "slim" / path.name
    if out.is_file() and out.stat().st_mtime >= path.stat().st_mtime:
        return out
    pattern = re.compile("|".join(re.escape(d).replace(r"\*", "[^/]*") for d in drop))
    out.parent.mkdir(parents=True, exist_ok=True)
    partial = out.with_suffix(".part")
    try:
        with (
            zipfile.ZipFile(path) as src,
            zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as dst,
        ):
            kept = [i for i in src.infolist() if not pattern.match(i.filename)]
            for info in kept:
                data = src.read(info)
                if info.filename.endswith(".dist-info/RECORD"):
                    names = {i.filename for i in kept}
                    lines = data.decode("utf-8").splitlines()
                    data = "".join(f"{x}\n" for x in lines if x.split(",")[0] in names).encode()
                dst.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)
    except (OSError, zipfile.BadZipFile) as exc:
        raise LiteError(f"cannot slim {path.name} ({exc})") from None
    partial.replace(out)
    return out


def project_wheel(folder: Path, wheel: str | Path | None = None) -> Path:
    """The toolkit's wheel: ``wheel`` if given, else built from this source checkout."""
    if wheel is not None:
        path = Path(wheel)
        if not path.is_file() or not path.name.startswith("card_game_classroom-"):
            raise LiteError(f"--wheel {str(path)!r} is not a card_game_classroom wheel file")
        return path
    root = PACKAGE.parent
    if not (root / "pyproject.toml").is_file():
        raise LiteError(
            "this toolkit is installed from a wheel: give that wheel file with --wheel "
            "(the site installs it in the browser)"
        )
    folder.mkdir(parents=True, exist_ok=True)
    run_tool(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
         "--no-deps", "--no-build-isolation", "-w", str(folder), str(root)],
        "building the toolkit's wheel",
    )  # fmt: skip
    found = sorted(folder.glob("card_game_classroom-*.whl"))
    if not found:
        raise LiteError("building the toolkit's wheel left no wheel file")
    return found[-1]


def kernel_wheels() -> list[Path]:
    """The wheels that come with the Pyodide kernel extension (kernel, piplite, shims)."""
    ext = labextension(KERNEL_EXTENSION)
    if ext is None:
        raise LiteError(
            "jupyterlite-pyodide-kernel is not installed: pip install 'card-game-classroom[lite]'"
        )
    wheels = sorted((ext / "static" / "pypi").glob("*.whl"))
    # ipywidgets 8 wants widgetsnbextension 4; the 3.x shim is for ipywidgets 7
    return [w for w in wheels if not w.name.startswith("widgetsnbextension-3.")]


def labextension(name: str) -> Path | None:
    """The installed JupyterLab extension ``name`` (a folder with a package.json), or None."""
    for base in (Path(sys.prefix), Path(sys.base_prefix)):
        folder = base / "share" / "jupyter" / "labextensions" / name
        if (folder / "package.json").is_file():
            return folder
    return None


def select_wheels(candidates: Iterable[Path], roots: Iterable[str]) -> list[Wheel]:
    """The wheels needed by ``roots`` and their browser requirements, one per name.

    The first wheel of a name wins; a requirement met by no wheel is left out (it is
    either a compiled library the site does not carry or not needed in Pyodide).
    """
    by_name: dict[str, Wheel] = {}
    for path in candidates:
        w = read_wheel(path)
        by_name.setdefault(w.name, w)
    chosen: dict[str, Wheel] = {}
    todo = [normalize(r) for r in roots]
    while todo:
        name = todo.pop(0)
        if name in chosen or name not in by_name:
            continue
        chosen[name] = by_name[name]
        todo.extend(browser_depends(by_name[name]))
    return [chosen[n] for n in sorted(chosen)]


def lock_file(
    template: dict[str, Any], wheels: Sequence[Wheel], online: str | None = None
) -> dict[str, Any]:
    """A Pyodide lock file listing ``wheels`` (files beside it), from the npm package's lock.

    Offline, it lists only those wheels, so nothing is looked for anywhere else. With
    ``online`` (the address of a Pyodide distribution of the same version), every other
    package of the template stays listed at that address, so ``numpy`` and the rest load
    from there.
    """
    names = {w.name for w in wheels}
    packages: dict[str, Any] = {}
    if online:
        base = online.rstrip("/")
        for key, pkg in template.get("packages", {}).items():
            if normalize(key) not in names:
                packages[key] = dict(pkg, file_name=f"{base}/{pkg['file_name']}")
    for w in wheels:
        packages[w.name] = {
            "name": w.name,
            "version": w.version,
            "file_name": w.path.name,
            "install_dir": "site",
            "sha256": w.sha256,
            "package_type": "package",
            "imports": list(w.imports),
            "depends": [d for d in browser_depends(w) if d in names],
            "unvendored_tests": False,
        }
    return {"info": template["info"], "packages": packages}
