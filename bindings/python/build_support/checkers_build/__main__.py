# SPDX-License-Identifier: MIT
"""python -m checkers_build stage DIR: the importable package into DIR (for
CMake's tests), built as a wheel would be, with objects kept for reuse."""

import argparse
import sys
from pathlib import Path

from .compiler import BuildError, default_jobs, stage_package


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m checkers_build")
    parser.add_argument("command", choices=["stage"])
    parser.add_argument("destination", type=Path)
    parser.add_argument("--objects", type=Path, help="where to keep object files")
    parser.add_argument("--jobs", type=int)
    args = parser.parse_args()
    try:
        stage_package(args.destination, args.objects or args.destination / "objects",
                      default_jobs(args.jobs))
    except BuildError as error:
        print(f"checkers_build: {error}", file=sys.stderr)
        return 1
    return 0


sys.exit(main())
