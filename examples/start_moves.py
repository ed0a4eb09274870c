#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""List the moves of the English start position through the C API, with ctypes.

Usage: start_moves.py [PATH-TO-LIBCHECKERS]

Without an argument the library is looked up with ctypes.util.find_library.
Exits 0 only if the start position has exactly the seven expected moves.
"""
import ctypes
import ctypes.util
import sys

CHECKERS_MAX_CAPTURES = 32
CHECKERS_MAX_MOVES = 1024
CHECKERS_MOVE_TEXT_MAX = 160
CHECKERS_TEXT_FULL_ROUTE = 1


class Move(ctypes.Structure):
    """struct checkers_move: 72 bytes of plain data."""

    _fields_ = [
        ("from_", ctypes.c_uint8),  # "from" is a Python keyword
        ("to", ctypes.c_uint8),
        ("steps", ctypes.c_uint8),
        ("captures", ctypes.c_uint8),
        ("flags", ctypes.c_uint8),
        ("reserved", ctypes.c_uint8 * 3),
        ("path", ctypes.c_uint8 * CHECKERS_MAX_CAPTURES),
        ("captured", ctypes.c_uint8 * CHECKERS_MAX_CAPTURES),
    ]


assert ctypes.sizeof(Move) == 72, ctypes.sizeof(Move)
assert Move.path.offset == 8 and Move.captured.offset == 40


def load(argv):
    if len(argv) > 1 and argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        sys.exit(0)
    path = argv[1] if len(argv) > 1 else ctypes.util.find_library("checkers")
    if path is None:
        sys.exit("start_moves.py: libcheckers not found; pass its path as the first argument")
    lib = ctypes.CDLL(path)
    game_p = ctypes.c_void_p
    lib.checkers_strerror.argtypes = [ctypes.c_int32]
    lib.checkers_strerror.restype = ctypes.c_char_p
    lib.checkers_game_new.argtypes = [ctypes.POINTER(game_p), ctypes.c_char_p, ctypes.c_void_p]
    lib.checkers_game_new.restype = ctypes.c_int32
    lib.checkers_game_free.argtypes = [game_p]
    lib.checkers_game_free.restype = None
    lib.checkers_game_moves.argtypes = [game_p, ctypes.POINTER(Move), ctypes.c_size_t]
    lib.checkers_game_moves.restype = ctypes.c_int32
    lib.checkers_game_move_text.argtypes = [
        game_p, ctypes.POINTER(Move), ctypes.c_uint32, ctypes.c_char_p, ctypes.c_size_t]
    lib.checkers_game_move_text.restype = ctypes.c_int32
    return lib


def check(lib, status, what):
    if status < 0:
        sys.exit("start_moves.py: %s: %s" % (what, lib.checkers_strerror(status).decode()))
    return status


def main(argv):
    lib = load(argv)
    game = ctypes.c_void_p()
    check(lib, lib.checkers_game_new(ctypes.byref(game), b"english", None), "checkers_game_new")
    try:
        moves = (Move * CHECKERS_MAX_MOVES)()
        count = check(lib, lib.checkers_game_moves(game, moves, CHECKERS_MAX_MOVES),
                      "checkers_game_moves")
        texts = []
        buf = ctypes.create_string_buffer(CHECKERS_MOVE_TEXT_MAX)
        for move in moves[:count]:
            check(lib, lib.checkers_game_move_text(game, ctypes.byref(move),
                                                   CHECKERS_TEXT_FULL_ROUTE, buf, len(buf)),
                  "checkers_game_move_text")
            texts.append(buf.value.decode())
    finally:
        lib.checkers_game_free(game)

    print("%d moves: %s" % (len(texts), " ".join(texts)))
    expected = {"11-15", "11-16", "12-16", "10-14", "10-15", "9-13", "9-14"}
    if len(texts) != 7 or set(texts) != expected:
        print("expected the 7 moves %s" % " ".join(sorted(expected)), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
