"""Random playouts, the loop of tests/bench_playout.c in Python: list the legal
moves, play one chosen uniformly at random, until the game is over under the
variant's default draw rules. Prints plies per second of CPU time and, given
the C program, the same figure for C and the ratio (runs alternate; medians).

    python3 bench.py [--games N] [--rounds R] [--c build/tests/checkers_bench_playout]
                     [VARIANT ...]                      (default: english international)
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import subprocess
import time
from typing import List, Optional, Tuple

import checkers


def python_playouts(variant: str, games: int, seed: int) -> Tuple[int, float]:
    """(plies, CPU seconds) of `games` random games."""
    choice = random.Random(seed).choice
    Game = checkers.Game
    plies = 0
    start = time.process_time()
    for _ in range(games):
        game = Game(variant)
        while not game.is_game_over():
            game.push(choice(game.legal_moves))
            plies += 1
    return plies, time.process_time() - start


def c_playouts(program: str, variant: str, games: int, seed: int) -> Tuple[int, float]:
    out = subprocess.run([program, variant, str(games), str(seed)], check=True,
                         capture_output=True, text=True).stdout
    match = re.search(r"(\d+) plies, ([\d.]+) s CPU", out)
    if match is None:
        raise RuntimeError(f"unexpected output from {program}: {out!r}")
    return int(match.group(1)), float(match.group(2))


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variants", nargs="*", default=["english", "international"])
    parser.add_argument("--games", type=int, default=0,
                        help="games per run (default: 2000 English, 200 on larger boards)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--c", metavar="PROGRAM", help="checkers_bench_playout, to compare")
    args = parser.parse_args(argv)
    print(f"checkers {checkers.__version__}, {args.rounds} rounds, medians of plies/s (CPU)")
    for variant in args.variants:
        games = args.games or (2000 if variant in ("english", "italian", "russian") else 200)
        python_rates, c_rates = [], []
        for round_number in range(args.rounds):
            plies, seconds = python_playouts(variant, games, round_number + 1)
            python_rates.append(plies / seconds)
            if args.c:
                plies, seconds = c_playouts(args.c, variant, games, round_number + 1)
                c_rates.append(plies / seconds)
        line = f"{variant:<14} {games:5d} games  Python {statistics.median(python_rates):>10,.0f}"
        if c_rates:
            c_rate = statistics.median(c_rates)
            line += f"  C {c_rate:>10,.0f}  ratio {statistics.median(python_rates) / c_rate:.2f}"
        print(line)


if __name__ == "__main__":
    main()
