# SPDX-License-Identifier: MIT
# The project's warning flags, put on its own targets only: the libraries,
# tests, examples and tools defined under a directory of this project, never
# on a parent project's targets (add_subdirectory) nor passed on through
# target_link_libraries to what links ours.

function(checkers_warnings target)
  get_target_property(_type ${target} TYPE)
  get_target_property(_imported ${target} IMPORTED)
  if(_imported OR NOT _type MATCHES "^(STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$")
    return()
  endif()
  if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic
                           $<$<BOOL:${CHECKERS_WERROR}>:-Werror>)
  elseif(MSVC)
    target_compile_options(${target} PRIVATE /W4 $<$<BOOL:${CHECKERS_WERROR}>:/WX>)
  endif()
endfunction()

# Every target defined in `dir` and the directories below it.
function(checkers_warnings_for_directory dir)
  get_property(_targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(_target IN LISTS _targets)
    checkers_warnings(${_target})
  endforeach()
  get_property(_subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(_subdir IN LISTS _subdirs)
    checkers_warnings_for_directory("${_subdir}")
  endforeach()
endfunction()
