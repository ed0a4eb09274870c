# SPDX-License-Identifier: MIT
"""python3 -m checkers: the library's command-line client's `moves`, `perft`
and `variants` commands, with the same output and exit statuses (0 success,
1 failure, 2 bad arguments, an unknown variant or a bad FEN)."""

from __future__ import annotations

import argparse
import sys
from typing import BinaryIO, List, Optional

from . import _core
from .constants import ErrorCode, Notation
from .errors import CheckersError, FenError, UnknownVariantError
from .tables import variants

EXIT_FAILURE = 1
EXIT_USAGE = 2


def _error(message: str) -> None:
    print(f"checkers: {message}", file=sys.stderr)


class _NoNotation(Exception):
    pass


def _open(variant: str, fen: Optional[bytes], notation: Optional[str]) -> _core.Game:
    game = _core.Game(variant, fen)
    if notation is not None:
        try:
            game._set_notation(int(Notation[notation.upper()]))
        except CheckersError as error:
            if error.code != ErrorCode.UNSUPPORTED:
                raise
            raise _NoNotation(f"{game.variant} has no {notation} notation") from None
    return game


def _moves_batch(variant: str, notation: Optional[str], lines: BinaryIO, out: BinaryIO) -> int:
    """One output line per input line, as the C client: a blank or '#' line
    and a bad FEN get an empty line; a bad FEN is also reported, and the batch
    goes on to end with exit status 2."""
    status = 0
    for number, raw in enumerate(lines, 1):
        # As the C client reads a line: without "\n", then without one "\r",
        # and up to a NUL.
        line = raw[:-1] if raw.endswith(b"\n") else raw
        if line.endswith(b"\r"):
            line = line[:-1]
        line = line.split(b"\0", 1)[0]
        stripped = line.lstrip(b" \t")
        if not stripped or stripped.startswith(b"#"):
            out.write(b"\n")
            continue
        try:
            game = _open(variant, line, notation)
        except FenError as error:
            out.flush()
            _error(f"line {number}: bad FEN '{line.decode('utf-8', 'replace')}': {error.message}")
            out.write(b"\n")
            status = EXIT_USAGE
            continue
        out.write(game.moves_text(full_route=True).encode("utf-8"))
        out.write(b"\n")
    return status


def _moves(args: argparse.Namespace) -> int:
    out = sys.stdout.buffer
    if args.batch:
        if args.fen is not None:
            _error("--fen cannot be used with --batch (try 'checkers --help')")
            return EXIT_USAGE
        _core.Game(args.variant)  # an unknown variant is refused before any input
        status = _moves_batch(args.variant, args.notation, sys.stdin.buffer, out)
        out.flush()
        return status
    game = _open(args.variant, args.fen.encode() if args.fen else None, args.notation)
    texts = game.moves_text(full_route=True)
    out.write("".join(text + "\n" for text in texts.split()).encode("utf-8"))
    out.flush()
    return 0


def _perft(args: argparse.Namespace) -> int:
    game = _open(args.variant, args.fen.encode() if args.fen else None, None)
    print(f"perft({args.depth}) = {game.perft(args.depth)}")
    return 0


def _variants(args: argparse.Namespace) -> int:
    listed = variants()
    width = max(len(variant.name) for variant in listed)
    for variant in listed:
        print(f"{variant.name:<{width}}  {variant.description}")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python3 -m checkers",
                                     description="The rules of checkers and draughts.")
    commands = parser.add_subparsers(dest="command", required=True)

    def command(name: str, help: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help)
        sub.add_argument("--variant", default="english", help="the rules (default english)")
        return sub

    moves = command("moves", "list the legal moves, full routes, one per line")
    moves.add_argument("--fen", help="the position (default: the start)")
    moves.add_argument("--batch", action="store_true",
                       help="read one FEN per line on stdin, print one line of moves each")
    moves.add_argument("--notation", choices=["numeric", "algebraic"])
    moves.set_defaults(run=_moves)
    perft = command("perft", "count the positions DEPTH plies ahead")
    perft.add_argument("--fen")
    perft.add_argument("depth", type=int)
    perft.set_defaults(run=_perft)
    command("variants", "list the variants").set_defaults(run=_variants)
    return parser


def main(argv: Optional[List[str]] = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return int(args.run(args))
    except (UnknownVariantError, FenError, _NoNotation) as error:
        _error(str(error))
        return EXIT_USAGE
    except CheckersError as error:
        _error(error.message)
        return EXIT_FAILURE
    except MemoryError:
        _error("out of memory")
        return EXIT_FAILURE
    except BrokenPipeError:
        return EXIT_FAILURE
