# SPDX-License-Identifier: MIT
# api_reference.cmake - the API reference generated from the header
# (cmake/CheckersManPage.cmake) has a section headed by every function the
# header declares with CHECKERS_API, and a page of its own for each that is a
# whole page, not a ".so" link (which `man -l` resolves only from the top of a
# man tree): its synopsis and description are its section of checkers.3, word
# for word. groff reads every page without a warning (-ww) and, from another
# working directory, renders each function's page with its declaration; `man
# -l`, when installed, shows checkers_game_apply.3 from there too.
#   cmake -DHEADER=include/checkers.h -DPAGE_DIR=build/man/man3 [-DGROFF=groff]
#         -P api_reference.cmake

cmake_minimum_required(VERSION 3.16)

include("${CMAKE_CURRENT_LIST_DIR}/../cmake/CheckersScriptArgs.cmake")
checkers_script_requires(api_reference.cmake HEADER PAGE_DIR)

file(READ "${HEADER}" _header)
string(REGEX MATCHALL "CHECKERS_API [^(\n]*[ *]checkers_[a-z0-9_]+\\(" _decls "${_header}")
file(STRINGS "${PAGE_DIR}/checkers.3" _headings REGEX "^\\.SS ")
string(REPLACE ";" "," _headings "${_headings}")
file(READ "${PAGE_DIR}/checkers.3" _reference)
get_filename_component(_page_dir "${PAGE_DIR}" ABSOLUTE)
# Far from the man tree: a page that sources another by a relative path fails here.
set(_elsewhere "${CMAKE_CURRENT_BINARY_DIR}/api_reference_cwd")
file(MAKE_DIRECTORY "${_elsewhere}")

string(ASCII 8 _backspace)
set(_missing "")
set(_count 0)
set(_names "")
foreach(_decl IN LISTS _decls)
  string(REGEX MATCH "(checkers_[a-z0-9_]+)\\($" _ "${_decl}")
  set(_name "${CMAKE_MATCH_1}")
  list(APPEND _names "${_name}")
  math(EXPR _count "${_count} + 1")
  if(NOT _headings MATCHES "[\", ]${_name}[\",]")
    list(APPEND _missing "${_name} (no section in checkers.3)")
    continue()
  endif()
  if(NOT EXISTS "${PAGE_DIR}/${_name}.3")
    list(APPEND _missing "${_name} (no page ${_name}.3)")
    continue()
  endif()
  file(READ "${PAGE_DIR}/${_name}.3" _own)
  if(_own MATCHES "(^|\n)\\.so ")
    list(APPEND _missing "${_name} (${_name}.3 sources another page)")
  endif()
  string(TOUPPER "${_name}" _title)
  if(NOT _own MATCHES "\n\\.TH ${_title} 3 " OR NOT _own MATCHES "\n\\.SH NAME\n[^\n]*${_name}[,\ ]")
    list(APPEND _missing "${_name} (${_name}.3 has no .TH ${_title} 3 or no NAME line for it)")
  endif()
  # Its section of checkers.3: from its heading to the next heading. The
  # declarations and the comment are there one after the other, a .PP between.
  string(REGEX MATCH "\n\\.SS \"([^\"\n]*, )?${_name}(, [^\"\n]*)?\"\n" _heading "${_reference}")
  string(FIND "${_reference}" "${_heading}" _at)
  string(LENGTH "${_heading}" _length)
  math(EXPR _at "${_at} + ${_length}")
  string(SUBSTRING "${_reference}" ${_at} -1 _section)
  string(REGEX REPLACE "\n\\.S[HS] .*$" "\n" _section "${_section}")
  set(_between ".ft R\n.fi\n.PP\n")
  string(FIND "${_section}" "${_between}" _split)
  set(_declarations "${_section}")
  set(_description "")
  if(_split GREATER -1)
    math(EXPR _split "${_split} + 10") # up to the .PP
    string(SUBSTRING "${_section}" 0 ${_split} _declarations)
    math(EXPR _split "${_split} + 4")
    string(SUBSTRING "${_section}" ${_split} -1 _description)
  endif()
  string(FIND "${_own}" "${_declarations}" _found_declarations)
  string(FIND "${_own}" "${_description}" _found_description)
  if(_declarations STREQUAL "" OR _found_declarations LESS 0 OR _found_description LESS 0)
    list(APPEND _missing "${_name} (${_name}.3 lacks part of its section of checkers.3)")
  endif()
endforeach()
if(_count LESS 50)
  message(FATAL_ERROR "only ${_count} functions found in ${HEADER}: the pattern is out of date")
endif()
checkers_script_fail_listing("the API reference lacks:" ${_missing})

if(GROFF)
  file(GLOB _pages "${_page_dir}/*.3")
  foreach(_page IN LISTS _pages)
    execute_process(COMMAND "${GROFF}" -man -ww -z "${_page}"
                    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
    if(NOT _rc EQUAL 0 OR NOT "${_out}${_err}" STREQUAL "")
      message(FATAL_ERROR "groff -man -ww warns about ${_page} (status ${_rc}):\n${_out}${_err}")
    endif()
  endforeach()
  foreach(_name IN LISTS _names)
    # Plain text: no escape sequences, no overstriking for bold.
    execute_process(COMMAND "${GROFF}" -man -Tascii -P-cbu "${_page_dir}/${_name}.3"
                    WORKING_DIRECTORY "${_elsewhere}"
                    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
    if(NOT _rc EQUAL 0 OR NOT _err STREQUAL "" OR NOT _out MATCHES "DESCRIPTION"
       OR NOT _out MATCHES "[ *]${_name}\\(")
      list(APPEND _missing "${_name}.3 (groff from ${_elsewhere}: status ${_rc}, ${_err})")
    endif()
  endforeach()
  checkers_script_fail_listing("pages groff does not render with their function:" ${_missing})
  message(STATUS "groff -man -ww: no warning; each function's page renders from elsewhere")
else()
  message(STATUS "groff not found: the pages' roff is not linted")
endif()

find_program(_man man)
if(_man)
  execute_process(COMMAND "${_man}" -l "${_page_dir}/checkers_game_apply.3"
                  WORKING_DIRECTORY "${_elsewhere}"
                  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  string(REGEX REPLACE ".${_backspace}" "" _out "${_out}") # bold as overstriking
  if(NOT _rc EQUAL 0 OR NOT _out MATCHES "checkers_game_apply\\(" OR _err MATCHES "can't open")
    message(FATAL_ERROR "man -l checkers_game_apply.3 from ${_elsewhere} (status ${_rc}):\n"
                        "${_err}\n${_out}")
  endif()
  message(STATUS "man -l checkers_game_apply.3: its page, from another directory")
endif()
file(REMOVE_RECURSE "${_elsewhere}")
message(STATUS "checkers.3 and a page each document all ${_count} functions of ${HEADER}")
