# SPDX-License-Identifier: MIT
# hidden_symbols.cmake - the internal tables that lib/core/core.h and rules/rules.h declare with
# CHECKERS__HIDDEN are hidden in an object compiled without -fvisibility=hidden
# (as a binding's own build may compile lib/): each data symbol named
# checkers__* that the object defines has visibility HIDDEN.
#   cmake -DREADELF=readelf -DOBJECTS="a.o;b.o" -P hidden_symbols.cmake

cmake_minimum_required(VERSION 3.16)

include("${CMAKE_CURRENT_LIST_DIR}/../cmake/CheckersScriptArgs.cmake")
checkers_script_requires(hidden_symbols.cmake READELF OBJECTS)

set(_checked 0)
set(_visible "")
foreach(_object IN LISTS OBJECTS)
  execute_process(COMMAND "${READELF}" -sW "${_object}"
                  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "${READELF} -sW ${_object} failed (${_rc}):\n${_err}")
  endif()
  string(REPLACE "\n" ";" _lines "${_out}")
  foreach(_line IN LISTS _lines)
    # Num: Value Size Type Bind Vis Ndx Name
    if(_line MATCHES "OBJECT +GLOBAL +([A-Z]+) +[0-9]+ +(checkers__[A-Za-z0-9_]+)$")
      math(EXPR _checked "${_checked} + 1")
      if(NOT CMAKE_MATCH_1 STREQUAL "HIDDEN")
        list(APPEND _visible "${CMAKE_MATCH_2} (${CMAKE_MATCH_1})")
      endif()
    endif()
  endforeach()
endforeach()

if(_checked EQUAL 0)
  message(FATAL_ERROR "no checkers__* data symbol defined in ${OBJECTS}")
endif()
checkers_script_fail_listing("internal data not hidden:" ${_visible})
message(STATUS "${_checked} internal data symbols, all hidden")
