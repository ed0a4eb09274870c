# SPDX-License-Identifier: MIT
"""An in-tree PEP 517 build backend for the checkers package. It needs nothing
from PyPI (pyproject.toml: requires = []): it compiles the extension with the C
compiler and writes the wheel itself."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any, Dict, List, Optional

from .compiler import default_jobs, stage_package
from .sdist import write_sdist
from .wheel import write_wheel

__all__ = ["build_wheel", "build_sdist", "get_requires_for_build_wheel",
           "get_requires_for_build_sdist"]


def get_requires_for_build_wheel(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def get_requires_for_build_sdist(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def build_wheel(wheel_directory: str, config_settings: Optional[Dict[str, Any]] = None,
                metadata_directory: Optional[str] = None) -> str:
    with tempfile.TemporaryDirectory(prefix="checkers-build-") as temporary:
        staged = Path(temporary) / "staged"
        stage_package(staged, Path(temporary) / "objects", default_jobs())
        return write_wheel(Path(wheel_directory), staged)


def build_sdist(sdist_directory: str, config_settings: Optional[Dict[str, Any]] = None) -> str:
    return write_sdist(Path(sdist_directory))
