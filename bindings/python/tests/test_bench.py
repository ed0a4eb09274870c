# SPDX-License-Identifier: MIT
"""bench.py's playout loops: the "loop" figure is only a floor when it runs the
index loop's statements over exactly the index loop's games."""

import importlib.util
import pathlib
import sys

BENCH = pathlib.Path(__file__).resolve().parents[1] / "bench.py"


def load_bench():
    spec = importlib.util.spec_from_file_location("checkers_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("checkers_bench", module)
    spec.loader.exec_module(module)
    return module


def test_loop_plays_as_many_plies_as_the_index_loop():
    bench = load_bench()
    for variant in ("english", "international"):
        plies, _ = bench.index_playouts(variant, 6, 3)
        assert plies > 6 * 10
        assert bench.loop_playouts(variant, 6, 3)[0] == plies
        assert sum(bench._lengths(variant, 6, 3)) == plies

