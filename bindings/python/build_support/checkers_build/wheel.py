# SPDX-License-Identifier: MIT
"""Writing a wheel (PEP 427) with zipfile: the package, then the .dist-info
files METADATA, WHEEL and RECORD."""

from __future__ import annotations

import base64
import hashlib
import sys
import sysconfig
import zipfile
from pathlib import Path
from typing import List, Tuple

from .compiler import PROJECT, BuildError, license_file, version

NAME = "checkers"
SUMMARY = "Rules engine for checkers and the draughts family (English, International, Russian, ...)"


def metadata(project: Path = PROJECT) -> str:
    readme = project / "README.md"
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {NAME}",
        f"Version: {version(project)}",
        f"Summary: {SUMMARY}",
        "License: MIT",
        "Requires-Python: >=3.8",
        "Classifier: License :: OSI Approved :: MIT License",
        "Classifier: Programming Language :: C",
        "Classifier: Programming Language :: Python :: 3",
        "Classifier: Topic :: Games/Entertainment :: Board Games",
        "Classifier: Typing :: Typed",
    ]
    if readme.is_file():
        lines.append("Description-Content-Type: text/markdown")
        return "\n".join(lines) + "\n\n" + readme.read_text(encoding="utf-8")
    return "\n".join(lines) + "\n"


def tag() -> str:
    """The wheel tag of this interpreter: the extension uses CPython's C API."""
    if sys.implementation.name != "cpython":
        raise BuildError(f"checkers needs CPython (this is {sys.implementation.name})")
    python = f"cp{sys.version_info.major}{sys.version_info.minor}"
    soabi = sysconfig.get_config_var("SOABI") or ""
    abi = "cp" + soabi.split("-")[1] if soabi.startswith("cpython-") else python
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{python}-{abi}-{platform}"


def _digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def write_wheel(wheel_directory: Path, staged: Path, project: Path = PROJECT) -> str:
    """Zips the staged package (a directory holding `checkers/`) into a wheel."""
    dist_info = f"{NAME}-{version(project)}.dist-info"
    name = f"{NAME}-{version(project)}-{tag()}.whl"
    files: List[Tuple[str, bytes]] = []
    for source in sorted(staged.rglob("*")):
        if source.is_file() and "__pycache__" not in source.parts:
            files.append((source.relative_to(staged).as_posix(), source.read_bytes()))
    files.append((f"{dist_info}/METADATA", metadata(project).encode("utf-8")))
    files.append((f"{dist_info}/WHEEL", (
        "Wheel-Version: 1.0\n"
        "Generator: checkers_build\n"
        "Root-Is-Purelib: false\n"
        f"Tag: {tag()}\n").encode()))
    found = license_file(project)
    if found is not None:
        files.append((f"{dist_info}/LICENSE", found.read_bytes()))
    record = "".join(f"{path},sha256={_digest(data)},{len(data)}\n" for path, data in files)
    record += f"{dist_info}/RECORD,,\n"
    files.append((f"{dist_info}/RECORD", record.encode()))

    wheel_directory.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(wheel_directory / name, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, data in files:
            info = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if path.endswith(".so") else 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    return name
