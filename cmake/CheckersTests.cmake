# SPDX-License-Identifier: MIT
# Test properties shared by the test directories.
#
# A test that builds programs of its own (a consumer against an install, a
# game that includes us as a subproject, a language package) keeps both cores
# of a small machine busy, and takes minutes where another process already
# loads one core. So ctest runs it alone (PROCESSORS: under -j2 nothing runs
# beside it), gives it a timeout with room for a busy machine, and labels it
# `slow` and `build`, so that `ctest -LE slow` leaves it out:
#   checkers_build_test(NAME...)
set(CHECKERS_BUILD_TEST_TIMEOUT 2400 CACHE STRING
    "Seconds a test that builds programs may take (a busy 2-core machine needs minutes)")

function(checkers_build_test)
  foreach(_name IN LISTS ARGN)
    get_test_property(${_name} LABELS _labels)
    if(NOT _labels)
      set(_labels "")
    endif()
    list(APPEND _labels slow build)
    list(REMOVE_DUPLICATES _labels)
    set_tests_properties(${_name} PROPERTIES
      PROCESSORS 2 TIMEOUT ${CHECKERS_BUILD_TEST_TIMEOUT} LABELS "${_labels}")
  endforeach()
endfunction()
