# SPDX-License-Identifier: MIT
"""Compiling checkers._core: the extension's sources together with the
library's C sources (or, with CHECKERS_USE_SYSTEM_LIB=1, against an installed
libcheckers found by pkg-config), with the C compiler Python was built with."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import List, Optional, Sequence, Tuple

#: bindings/python, where pyproject.toml is.
PROJECT = Path(__file__).resolve().parents[2]
PACKAGE_FILES = ("*.py", "*.pyi", "py.typed")


class BuildError(RuntimeError):
    pass


def library_dirs(project: Path = PROJECT) -> Tuple[Path, Path]:
    """(include, lib) of the library's sources: the copy inside an sdist
    (csrc/), else the checkout this package lives in (../../)."""
    for root in (project / "csrc", project.parent.parent):
        if (root / "include" / "checkers.h").is_file() and (root / "lib").is_dir():
            return root / "include", root / "lib"
    raise BuildError(f"the checkers C sources are not found (looked in {project / 'csrc'} "
                     f"and {project.parent.parent}): build from a checkout or an sdist")


def license_file(project: Path = PROJECT) -> Optional[Path]:
    """The LICENSE of the checkout, else the sdist's copy; None if neither."""
    for path in (project.parent.parent / "LICENSE", project / "LICENSE"):
        if path.is_file():
            return path
    return None


def listed_sources(lib: Path) -> List[Path]:
    """The files lib/sources.txt lists: the one list of the library's sources
    that every build reads."""
    lines = (lib / "sources.txt").read_text(encoding="utf-8").splitlines()
    return [lib / line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def version(project: Path = PROJECT) -> str:
    """The package's version: the library's, from its header, as Python spells it
    (PEP 440: a development version "0.2.0-dev" is "0.2.0.dev0")."""
    include, _ = library_dirs(project)
    text = (include / "checkers.h").read_text(encoding="utf-8")
    match = re.search(r'#define CHECKERS_VERSION_STRING "([^"]+)"', text)
    if match is None:
        raise BuildError("no CHECKERS_VERSION_STRING in checkers.h")
    numbers, dash, suffix = match.group(1).partition("-")
    if dash and suffix != "dev":
        raise BuildError(f"checkers.h's version {match.group(1)!r} is neither a release nor -dev")
    return numbers + (".dev0" if dash else "")


def _compiler() -> List[str]:
    configured = shlex.split(sysconfig.get_config_var("CC") or "")
    for candidate in (os.environ.get("CC"), configured[0] if configured else None, "cc", "gcc",
                      "clang"):
        if candidate and shutil.which(candidate.split()[0]):
            return shlex.split(candidate)
    raise BuildError("no C compiler found (install gcc, or set CC)")


def _python_include() -> Path:
    include = Path(sysconfig.get_paths()["include"])
    if not (include / "Python.h").is_file():
        raise BuildError(f"Python.h is not in {include}: install the Python headers "
                         f"(on Debian: apt-get install python3-dev)")
    return include


def _pkg_config(*args: str) -> List[str]:
    try:
        tool = shlex.split(os.environ.get("PKG_CONFIG") or "pkg-config")
        out = subprocess.run([*tool, *args, "checkers"], check=True, capture_output=True,
                             text=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        raise BuildError("CHECKERS_USE_SYSTEM_LIB=1 but pkg-config cannot find checkers "
                         "(install the library, or set PKG_CONFIG_PATH)") from error
    return shlex.split(out)


def _use_system_lib() -> bool:
    return os.environ.get("CHECKERS_USE_SYSTEM_LIB", "") not in ("", "0")


def _compile(command: Sequence[str]) -> None:
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildError(f"compiling failed: {shlex.join(command)}\n{result.stdout}{result.stderr}")
    if result.stderr:
        sys.stderr.write(result.stderr)


def build_extension(package_dir: Path, object_dir: Path, jobs: int = 2,
                    project: Path = PROJECT) -> Path:
    """Compiles checkers/_core into package_dir; object_dir keeps the objects,
    which are rebuilt only when older than their sources."""
    cc = _compiler()
    ext_dir = project / "ext"
    sources = sorted(ext_dir.glob("*.c"))
    headers = sorted(ext_dir.glob("*.h"))
    flags = ["-O3", "-DNDEBUG", "-std=c11", "-fPIC", "-fvisibility=hidden",
             "-I", str(_python_include())]
    libraries: List[str] = []
    if _use_system_lib():
        flags += _pkg_config("--cflags")
        libraries = _pkg_config("--libs")
        # The extension finds the library where pkg-config found it.
        if sys.platform != "win32":
            libraries += [f"-Wl,-rpath,{flag[2:]}" for flag in libraries if flag.startswith("-L")]
    else:
        include, lib = library_dirs(project)
        listed = listed_sources(lib)
        sources += [path for path in listed if path.suffix == ".c"]
        headers += [path for path in listed if path.suffix == ".h"] + [include / "checkers.h"]
        flags += ["-DCHECKERS_STATIC", "-I", str(include), "-I", str(lib)]
    newest_header = max((h.stat().st_mtime for h in headers), default=0.0)

    object_dir.mkdir(parents=True, exist_ok=True)
    objects, commands = [], []
    for source in sources:
        # Named by the path under the project (ext-game.o, lib-game-game.o):
        # ext/game.c and lib/game/game.c, or two folders of lib/ holding
        # files of one name, must not share an object file.
        if source.parent == ext_dir:
            name = f"ext-{source.stem}.o"
        else:
            name = "-".join(("lib",) + source.relative_to(lib).with_suffix(".o").parts)
        obj = object_dir / name
        objects.append(obj)
        if (not obj.exists() or obj.stat().st_mtime < max(source.stat().st_mtime, newest_header)):
            commands.append([*cc, *flags, "-c", str(source), "-o", str(obj)])
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        list(pool.map(_compile, commands))

    # Python's link command, with our compiler (and its flags) in front.
    linker = cc + shlex.split(sysconfig.get_config_var("LDSHARED") or "cc -shared")[1:]
    package_dir.mkdir(parents=True, exist_ok=True)
    target = package_dir / ("_core" + str(sysconfig.get_config_var("EXT_SUFFIX")))
    _compile([*linker, *map(str, objects), *libraries, "-o", str(target)])
    return target


def stage_package(destination: Path, object_dir: Path, jobs: int = 2,
                  project: Path = PROJECT) -> Path:
    """Writes the importable package `checkers` into destination: its Python
    files and the compiled extension. Returns the package directory."""
    package = destination / "checkers"
    package.mkdir(parents=True, exist_ok=True)
    for pattern in PACKAGE_FILES:
        for path in (project / "src" / "checkers").glob(pattern):
            shutil.copy2(path, package / path.name)
    build_extension(package, object_dir, jobs, project)
    return package


def default_jobs(requested: Optional[int] = None) -> int:
    return requested or min(4, os.cpu_count() or 1)
