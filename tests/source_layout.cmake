# SPDX-License-Identifier: MIT
# Checks that lib/README.md's "Source layout" names every file of lib/ by its
# path under lib/ ("`core/alloc.c`"; a pattern such as "`gen*.c`" counts), so
# that a newcomer finds each one there, and that lib/sources.txt lists exactly
# the files of lib/.
#   cmake -DSOURCE_DIR=... -P source_layout.cmake
cmake_minimum_required(VERSION 3.16)
include("${CMAKE_CURRENT_LIST_DIR}/../cmake/CheckersScriptArgs.cmake")
checkers_script_requires(source_layout.cmake SOURCE_DIR)
file(READ "${SOURCE_DIR}/lib/README.md" _readme)
string(FIND "${_readme}" "## Source layout" _start)
if(_start LESS 0)
  message(FATAL_ERROR "lib/README.md has no \"## Source layout\" section")
endif()
string(SUBSTRING "${_readme}" ${_start} -1 _layout)
string(FIND "${_layout}" "\n## " _end)
string(SUBSTRING "${_layout}" 0 ${_end} _layout)
# The patterns the section names, as regular expressions.
string(REGEX MATCHALL "`[^` ]*[*][^` ]*`" _globs "${_layout}")
set(_patterns "")
foreach(_glob IN LISTS _globs)
  string(REGEX REPLACE "^`|`$" "" _glob "${_glob}")
  string(REPLACE "." "[.]" _glob "${_glob}")
  string(REPLACE "*" "[^/]*" _glob "${_glob}")
  list(APPEND _patterns "^${_glob}$")
endforeach()
file(GLOB_RECURSE _files RELATIVE "${SOURCE_DIR}/lib" "${SOURCE_DIR}/lib/*.c" "${SOURCE_DIR}/lib/*.h")
set(_missing "")
foreach(_file IN LISTS _files)
  string(FIND "${_layout}" "`${_file}`" _at)
  set(_matched 0)
  foreach(_pattern IN LISTS _patterns)
    if(_file MATCHES "${_pattern}")
      set(_matched 1)
    endif()
  endforeach()
  if(_at LESS 0 AND NOT _matched)
    list(APPEND _missing "lib/${_file}")
  endif()
endforeach()
checkers_script_fail_listing("lib/README.md's \"Source layout\" does not name:" ${_missing})
message(STATUS "lib/README.md's source layout names every file of lib/")

# lib/sources.txt, which every build reads, lists exactly the files of lib/.
file(STRINGS "${SOURCE_DIR}/lib/sources.txt" _listed REGEX "^[^#]")
file(GLOB_RECURSE _present RELATIVE "${SOURCE_DIR}/lib"
     "${SOURCE_DIR}/lib/*.c" "${SOURCE_DIR}/lib/*.h")
set(_unlisted ${_present})
list(REMOVE_ITEM _unlisted ${_listed})
checkers_script_fail_listing("lib/sources.txt does not list:" ${_unlisted})
set(_absent ${_listed})
list(REMOVE_ITEM _absent ${_present})
checkers_script_fail_listing("lib/sources.txt lists files that are not there:" ${_absent})
message(STATUS "lib/sources.txt lists every file of lib/")
