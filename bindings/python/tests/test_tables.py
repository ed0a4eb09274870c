# SPDX-License-Identifier: MIT
"""The constants and struct layouts the package uses, held to the library's
own tables (checkers_constant_*, checkers_layout_*), and the variants list."""

import checkers
from checkers import _core
from checkers.constants import CONSTANTS, ENUM_PREFIXES

LIBRARY = dict(_core.constants())


def test_every_enum_member_is_the_library_s_constant():
    checked = 0
    for enum, prefixes in ENUM_PREFIXES.items():
        for member in enum:
            names = [f"CHECKERS_{prefix}{member.name}" for prefix in prefixes]
            name = next((n for n in names if n in LIBRARY), names[0])
            assert LIBRARY[name] == member.value, name
            checked += 1
    assert checked > 60


def test_plain_constants_are_the_library_s():
    for name in ("MAX_SQUARES", "MAX_CAPTURES", "MAX_MOVES", "FEN_MAX", "MOVE_TEXT_MAX"):
        assert getattr(checkers, name) == LIBRARY["CHECKERS_" + name]
    assert CONSTANTS == LIBRARY
    assert (checkers.BLACK, checkers.WHITE) == (LIBRARY["CHECKERS_BLACK"],
                                                LIBRARY["CHECKERS_WHITE"])


def test_every_error_code_of_the_library_has_an_enum_member():
    codes = {name for name in LIBRARY if name.startswith("CHECKERS_E_")}
    members = {"CHECKERS_E_" + code.name for code in checkers.ErrorCode}
    assert codes == members
    for name in codes:
        assert _core.error_name(LIBRARY[name]) == name[len("CHECKERS_"):]


def test_every_status_code_the_library_names_is_an_enum_member():
    # By number, through checkers_error_name (CHECKERS_ERROR_MAP), not the constant table.
    named = 0
    for code in range(-1, -1000, -1):
        name = _core.error_name(code)
        if name == "UNKNOWN":
            continue
        assert checkers.ErrorCode(code).name == name[len("E_"):]
        named += 1
    assert named == len(checkers.ErrorCode) > 30


def test_the_extension_was_compiled_with_the_library_s_constants():
    compiled = _core.compiled_constants()
    assert len(compiled) >= 10
    for name, value in compiled:
        assert LIBRARY[name] == value, name


def test_the_extension_was_compiled_with_the_library_s_layouts():
    library = {name: (offset, size) for name, offset, size in _core.layouts()}
    compiled = _core.compiled_layouts()
    structs = {name for name, _, _ in compiled if "." not in name}
    assert structs == {"checkers_move", "checkers_refusal", "checkers_draw_rules",
                       "checkers_pdn_error", "checkers_diagram_options"}
    for name, offset, size in compiled:
        assert library[name] == (offset, size), name
    # every field of the library's structs that the extension uses is declared
    for name in library:
        struct = name.split(".")[0]
        if struct in structs:
            assert name in {entry[0] for entry in compiled}, name
    assert library["checkers_move"] == (0, 72)


def test_versions():
    assert checkers.__version__ == checkers.library_version() == _core.version()
    # The numbers, then "-dev" in a development version (checkers.h, checkers_version_string).
    numbers, dash, suffix = checkers.__version__.partition("-")
    assert (dash, suffix) in {("", ""), ("-", "dev")}
    major, minor, patch = (int(part) for part in numbers.split("."))
    assert LIBRARY["CHECKERS_VERSION"] == (major << 16) | (minor << 8) | patch


def test_variants():
    variants = checkers.variants()
    names = [variant.name for variant in variants]
    assert names[0] == "english"
    assert {"international", "russian", "brazilian", "canadian", "italian", "czech",
            "pool", "spanish", "portuguese", "thai", "killer", "antidraughts",
            "breakthrough", "frisian", "frysk"} <= set(names)
    assert all(variant.description for variant in variants)
    for name in names:
        assert checkers.Game(name).variant == name
