# SPDX-License-Identifier: MIT
"""Writing an sdist: this directory plus a copy of the library's C sources
(csrc/), so that it builds away from the checkout."""

from __future__ import annotations

import io
import tarfile
from pathlib import Path

from .compiler import PROJECT, library_dirs, license_file, version
from .wheel import NAME, metadata

INCLUDED = ("pyproject.toml", "README.md", "bench.py", "build_support", "ext", "src", "tests")


def _add(archive: tarfile.TarFile, path: Path, name: str) -> None:
    if path.is_dir():
        for child in sorted(path.iterdir()):
            if child.name != "__pycache__" and not child.name.endswith(".pyc"):
                _add(archive, child, f"{name}/{child.name}")
    elif path.is_file():
        archive.add(path, name, recursive=False)


def write_sdist(sdist_directory: Path, project: Path = PROJECT) -> str:
    base = f"{NAME}-{version(project)}"
    include, lib = library_dirs(project)
    sdist_directory.mkdir(parents=True, exist_ok=True)
    path = sdist_directory / f"{base}.tar.gz"
    with tarfile.open(path, "w:gz", format=tarfile.PAX_FORMAT) as archive:
        for entry in INCLUDED:
            _add(archive, project / entry, f"{base}/{entry}")
        _add(archive, include, f"{base}/csrc/include")
        _add(archive, lib, f"{base}/csrc/lib")
        found = license_file(project)
        if found is not None:
            _add(archive, found, f"{base}/LICENSE")
        info = metadata(project).encode("utf-8")
        member = tarfile.TarInfo(f"{base}/PKG-INFO")
        member.size = len(info)
        member.mode = 0o644
        archive.addfile(member, io.BytesIO(info))
    return f"{base}.tar.gz"
