# SPDX-License-Identifier: MIT
# exported_symbols.cmake - the shared library exports exactly the functions that
# include/checkers.h declares with CHECKERS_API: all named checkers_*, none of
# the internal checkers__* ones, and no other function or data symbol; and the
# committed list cmake/checkers.sym (the linker version script's source) names
# exactly those functions, so a function added, renamed or removed in the
# header shows in that list's history.
#   cmake -DNM=nm -DLIBRARY=libcheckers.so -DHEADER=include/checkers.h
#         -DSYMBOLS=cmake/checkers.sym -P exported_symbols.cmake

cmake_minimum_required(VERSION 3.16)

include("${CMAKE_CURRENT_LIST_DIR}/../cmake/CheckersScriptArgs.cmake")
checkers_script_requires(exported_symbols.cmake NM LIBRARY HEADER)

execute_process(COMMAND "${NM}" -D --defined-only "${LIBRARY}"
                RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "${NM} -D --defined-only ${LIBRARY} failed (${_rc}):\n${_err}")
endif()

# Symbols the linker itself may define in a shared object.
set(_linker_symbols _init _fini _edata _end __bss_start)

set(_exported "")
set(_bad "")
string(REPLACE "\n" ";" _lines "${_out}")
foreach(_line IN LISTS _lines)
  # "0000000000001139 T checkers_version" (an address, a type letter, a name@version)
  if(NOT _line MATCHES "^[0-9a-fA-F]* *([A-Za-z]) ([^ @]+)")
    continue()
  endif()
  set(_type "${CMAKE_MATCH_1}")
  set(_name "${CMAKE_MATCH_2}")
  if(_type STREQUAL "A" OR _name IN_LIST _linker_symbols)
    continue()
  endif()
  if(_type MATCHES "^[TtWwi]$" AND _name MATCHES "^checkers_" AND NOT _name MATCHES "^checkers__")
    list(APPEND _exported "${_name}")
  else()
    list(APPEND _bad "${_type} ${_name}")
  endif()
endforeach()

file(STRINGS "${HEADER}" _decls REGEX "^CHECKERS_API .*[ *]checkers_[a-z0-9_]+ *\\(")
set(_declared "")
foreach(_decl IN LISTS _decls)
  string(REGEX MATCH "[ *](checkers_[a-z0-9_]+) *\\(" _m "${_decl}")
  list(APPEND _declared "${CMAKE_MATCH_1}")
endforeach()

set(_missing "")
foreach(_name IN LISTS _declared)
  if(NOT _name IN_LIST _exported)
    list(APPEND _missing "${_name} (declared in checkers.h, not exported)")
  endif()
endforeach()
foreach(_name IN LISTS _exported)
  if(NOT _name IN_LIST _declared)
    list(APPEND _bad "${_name} (exported, not declared in checkers.h)")
  endif()
endforeach()

if(DEFINED SYMBOLS)
  file(STRINGS "${SYMBOLS}" _listed REGEX "^checkers_")
  set(_sorted_declared ${_declared})
  list(SORT _sorted_declared)
  if(NOT _listed STREQUAL _sorted_declared)
    set(_only_listed ${_listed})
    set(_only_declared ${_declared})
    list(REMOVE_ITEM _only_listed ${_declared})
    list(REMOVE_ITEM _only_declared ${_listed})
    message(FATAL_ERROR
      "${SYMBOLS} and ${HEADER} disagree (keep the list sorted, one name a line).\n"
      "only in the list: ${_only_listed}\nonly in the header: ${_only_declared}")
  endif()
endif()

list(LENGTH _exported _n_exported)
list(LENGTH _declared _n_declared)
message(STATUS "${_n_exported} functions exported, ${_n_declared} declared in checkers.h")
checkers_script_fail_listing("${LIBRARY} breaks the export rule:" ${_bad} ${_missing})
