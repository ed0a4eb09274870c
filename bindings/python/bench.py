# SPDX-License-Identifier: MIT
"""Random playouts, the loop of tests/bench_playout.c in Python: list the legal
moves, play one chosen uniformly at random, until the game is over under the
variant's default draw rules. Two loops, as a user writes them: an index drawn
from random.Random.random, and random.choice (which costs more in Python's
random module than in this package). Prints plies per second of CPU time and,
given the C program, the same figure for C and the ratios (runs alternate;
medians). "loop" is the index loop's own cost: the same statements and games'
lengths, each of the package's calls replaced by a built-in C method that does
next to nothing; with C's figure it gives the highest ratio this Python could
reach were the package's calls free of any cost beyond C's ("ceiling").

    python3 bench.py [--games N] [--rounds R] [--c build/tests/checkers_bench_playout]
                     [VARIANT ...]                      (default: english international)
"""

from __future__ import annotations

import argparse
import collections
import random
import re
import statistics
import subprocess
import time
from typing import Callable, Deque, Dict, List, Optional, Set, Tuple

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


def _lengths(variant: str, games: int, seed: int) -> List[int]:
    """The plies of each game index_playouts plays with this seed (untimed)."""
    rnd = random.Random(seed).random
    lengths = []
    for _ in range(games):
        game = checkers.Game(variant)
        plies = 0
        while not game.is_game_over():
            moves = game.legal_moves
            game.push(moves[int(rnd() * len(moves))])
            plies += 1
        lengths.append(plies)
    return lengths


def loop_playouts(variant: str, games: int, seed: int) -> Tuple[int, float]:
    """index_playouts' statements and games' lengths, the package's calls costing nothing.

    Each call is a C method of a built-in type, reached by the same fast paths
    the package's own calls take, that does next to nothing: deque.popleft
    gives the games' ends in turn, a slice's `start` holds a list of moves and
    set.discard takes the move. Only the objects they are called on differ.
    """
    over: Deque[bool] = collections.deque()
    for length in _lengths(variant, games, seed):
        over.extend([False] * length)
        over.append(True)
    listed = slice(list(range(8)), None)
    taken: Set[int] = set()
    Game = {variant: None}.__getitem__
    rnd = random.Random(seed).random
    plies = 0
    start = time.process_time()
    for _ in range(games):
        game = Game(variant)  # noqa: F841 (as index_playouts makes its game)
        while not over.popleft():
            moves = listed.start
            taken.discard(moves[int(rnd() * len(moves))])
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
    "loop": loop_playouts,
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
          f"index: moves[int(rnd() * len(moves))], choice: random.choice(moves), "
          f"loop: the index loop with calls that do nothing")
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
                f"{medians[name] / c_rate:.2f}" for name in ("index", "choice"))
            # A ply costs at least the loop's own time and C's: 1 / (1/loop + 1/C) a second.
            line += f"  ceiling {medians['loop'] / (medians['loop'] + c_rate):.2f}"
        print(line)


if __name__ == "__main__":
    main()
