# SPDX-License-Identifier: MIT
# api_reference.cmake - the API reference generated from the header
# (cmake/CheckersManPage.cmake) has a section headed by every function the
# header declares with CHECKERS_API, and a page of its own that sources
# checkers.3; and groff reads checkers.3 without a warning (-ww).
#   cmake -DHEADER=include/checkers.h -DPAGE_DIR=build/man/man3 [-DGROFF=groff]
#         -P api_reference.cmake

cmake_minimum_required(VERSION 3.16)

include("${CMAKE_CURRENT_LIST_DIR}/../cmake/CheckersScriptArgs.cmake")
checkers_script_requires(api_reference.cmake HEADER PAGE_DIR)

file(READ "${HEADER}" _header)
string(REGEX MATCHALL "CHECKERS_API [^(\n]*[ *]checkers_[a-z0-9_]+\\(" _decls "${_header}")
file(STRINGS "${PAGE_DIR}/checkers.3" _headings REGEX "^\\.SS ")
string(REPLACE ";" "," _headings "${_headings}")

set(_missing "")
set(_count 0)
foreach(_decl IN LISTS _decls)
  string(REGEX MATCH "(checkers_[a-z0-9_]+)\\($" _ "${_decl}")
  set(_name "${CMAKE_MATCH_1}")
  math(EXPR _count "${_count} + 1")
  if(NOT _headings MATCHES "[\", ]${_name}[\",]")
    list(APPEND _missing "${_name} (no section in checkers.3)")
  endif()
  if(NOT EXISTS "${PAGE_DIR}/${_name}.3")
    list(APPEND _missing "${_name} (no page ${_name}.3)")
  else()
    file(READ "${PAGE_DIR}/${_name}.3" _stub)
    if(NOT _stub STREQUAL ".so man3/checkers.3\n")
      list(APPEND _missing "${_name} (${_name}.3 does not source checkers.3)")
    endif()
  endif()
endforeach()
if(_count LESS 50)
  message(FATAL_ERROR "only ${_count} functions found in ${HEADER}: the pattern is out of date")
endif()
checkers_script_fail_listing("the API reference lacks:" ${_missing})

if(GROFF)
  execute_process(COMMAND "${GROFF}" -man -ww -z "${PAGE_DIR}/checkers.3"
                  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0 OR NOT "${_out}${_err}" STREQUAL "")
    message(FATAL_ERROR "groff -man -ww warns about checkers.3 (status ${_rc}):\n${_out}${_err}")
  endif()
  message(STATUS "groff -man -ww: no warning")
else()
  message(STATUS "groff not found: checkers.3's roff is not linted")
endif()
message(STATUS "checkers.3 documents all ${_count} functions of ${HEADER}")
