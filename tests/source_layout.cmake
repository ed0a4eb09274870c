# SPDX-License-Identifier: MIT
# Checks that the README's "Source layout" names every file of lib/, so that
# a newcomer finds each one there (a pattern such as `lib/pdn_*.c` counts),
# and that lib/sources.txt lists exactly the files of lib/.
#   cmake -DSOURCE_DIR=... -P source_layout.cmake
cmake_minimum_required(VERSION 3.16)
include("${CMAKE_CURRENT_LIST_DIR}/../cmake/CheckersScriptArgs.cmake")
checkers_script_requires(source_layout.cmake SOURCE_DIR)
file(READ "${SOURCE_DIR}/README.md" _readme)
string(FIND "${_readme}" "## Source layout" _start)
if(_start LESS 0)
  message(FATAL_ERROR "README.md has no \"## Source layout\" section")
endif()
string(SUBSTRING "${_readme}" ${_start} -1 _layout)
string(FIND "${_layout}" "\n## " _end)
string(SUBSTRING "${_layout}" 0 ${_end} _layout)
file(GLOB _files RELATIVE "${SOURCE_DIR}/lib" "${SOURCE_DIR}/lib/*.c" "${SOURCE_DIR}/lib/*.h")
set(_missing "")
foreach(_file IN LISTS _files)
  string(REGEX REPLACE "_[a-z0-9]+\\.c$" "_*.c" _pattern "${_file}")
  string(FIND "${_layout}" "${_file}`" _at)
  string(FIND "${_layout}" "lib/${_pattern}`" _at_pattern)
  if(_at LESS 0 AND _at_pattern LESS 0)
    list(APPEND _missing "lib/${_file}")
  endif()
endforeach()
checkers_script_fail_listing("README.md's \"Source layout\" does not name:" ${_missing})
message(STATUS "README.md's source layout names every file of lib/")

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
