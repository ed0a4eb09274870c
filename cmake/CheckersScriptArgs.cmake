# SPDX-License-Identifier: MIT
# For the project's `cmake -P` scripts: stops with a usage message unless
# each named variable was given with -DNAME=... and is not empty.
#   checkers_script_requires(script.cmake NAME...)
function(checkers_script_requires script)
  foreach(_var IN LISTS ARGN)
    if(NOT DEFINED ${_var} OR "${${_var}}" STREQUAL "")
      message(FATAL_ERROR "${script}: -D${_var}=... is required")
    endif()
  endforeach()
endfunction()
