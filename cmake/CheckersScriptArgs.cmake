# SPDX-License-Identifier: MIT
# For the project's `cmake -P` scripts.
#
# Stops with a usage message unless each named variable was given with
# -DNAME=... and is not empty:
#   checkers_script_requires(script.cmake NAME...)
function(checkers_script_requires script)
  foreach(_var IN LISTS ARGN)
    if(NOT DEFINED ${_var} OR "${${_var}}" STREQUAL "")
      message(FATAL_ERROR "${script}: -D${_var}=... is required")
    endif()
  endforeach()
endfunction()

# Stops with the heading and one item a line when any item is given (a
# check's findings); does nothing for none:
#   checkers_script_fail_listing("the API reference lacks:" ${_missing})
function(checkers_script_fail_listing heading)
  if(ARGN)
    string(REPLACE ";" "\n  " _items "${ARGN}")
    message(FATAL_ERROR "${heading}\n  ${_items}")
  endif()
endfunction()
