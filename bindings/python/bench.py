# SPDX-License-Identifier: MIT
"""Random playouts, the loop of tests/bench_playout.c in Python: list the legal
moves, play one chosen uniformly at random, until the game is over under the
variant's default draw rules. Two loops, as a user writes them: an index drawn
from random.Random.random, and random.choice (which costs more in Python's
random module than in this package). Prints plies per second of CPU time and,
given the C program, the same figure for C and the ratios (runs alternate;
medians).

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
from typing import Callable, Dict, List, Optional, Tuple

import checkers


def index_playouts(variant: str, games: int, seed: int) -> Tuple[int, float]:
    """(plies, CPU seconds) of `games` random games, the move picked by index."""
    rnd = random.Random(seed).random
    Game = checkers.Game
    plies = 0
    start = time.process_time()
    for _ in range(games):
        game = Game(variant)
        while not game.is_game_over():
            moves = game.legal_moves
            game.push(moves[int(rnd() * len(moves))])
            plies += 1
    return plies, time.process_time() - start


def choice_playouts(variant: str, games: int, seed: int) -> Tuple[int, float]:
    """(plies, CPU seconds) of `games` random games, the move picked by random.choice."""
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


LOOPS: Dict[str, Callable[[str, int, int], Tuple[int, float]]] = {
    "index": index_playouts,
    "choice": choice_playouts,
}


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variants", nargs="*", default=["english", "international"])
    parser.add_argument("--games", type=int, default=0,
                        help="games per run (default: 4000 English, 400 on larger boards)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--c", metavar="PROGRAM", help="checkers_bench_playout, to compare")
    args = parser.parse_args(argv)
    print(f"checkers {checkers.__version__}, {args.rounds} rounds, medians of plies/s (CPU); "
          f"index: moves[int(rnd() * len(moves))], choice: random.choice(moves)")
    for variant in args.variants:
        games = args.games or (4000 if variant in ("english", "italian", "russian") else 400)
        rates: Dict[str, List[float]] = {name: [] for name in [*LOOPS, "C"]}
        for round_number in range(args.rounds):
            # The C program plays more games per run: a run of the Python
            # loop's length is too short for its CPU clock.
            for name, loop in LOOPS.items():
                plies, seconds = loop(variant, games, round_number + 1)
                rates[name].append(plies / seconds)
                if args.c and name == "index":
                    plies, seconds = c_playouts(args.c, variant, games * 5, round_number + 1)
                    rates["C"].append(plies / seconds)
        medians = {name: statistics.median(values) for name, values in rates.items() if values}
        line = f"{variant:<14} {games:5d} games  " + "  ".join(
            f"{name} {medians[name]:>10,.0f}" for name in LOOPS)
        if "C" in medians:
            c_rate = medians["C"]
            line += f"  C {c_rate:>10,.0f}  ratio " + " / ".join(
                f"{medians[name] / c_rate:.2f}" for name in LOOPS)
        print(line)


if __name__ == "__main__":
    main()
