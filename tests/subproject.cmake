# SPDX-License-Identifier: MIT
# Configures, builds and installs tests/subproject (a game that includes
# checkers with add_subdirectory) and checks that the install holds the
# game's program alone: nothing of ours lands in the game's prefix.
#   cmake -DSOURCE_DIR=... -DWORK_DIR=... -DGENERATOR=... -DC_COMPILER=... -P subproject.cmake
cmake_minimum_required(VERSION 3.16)
file(REMOVE_RECURSE "${WORK_DIR}")
# Debug: what is checked is the build's shape, not its speed, and -O0 compiles
# the move generators in a tenth of -O3's time.
execute_process(
  COMMAND "${CMAKE_COMMAND}" -S "${SOURCE_DIR}/tests/subproject" -B "${WORK_DIR}/build"
          -G "${GENERATOR}" "-DCMAKE_C_COMPILER=${C_COMPILER}" "-DCHECKERS_DIR=${SOURCE_DIR}"
          -DCMAKE_BUILD_TYPE=Debug
  RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "configuring the game failed")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${WORK_DIR}/build" --target game
                RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the game failed")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${WORK_DIR}/build" --prefix "${WORK_DIR}/prefix"
                RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "installing the game failed")
endif()
file(GLOB_RECURSE _installed RELATIVE "${WORK_DIR}/prefix" "${WORK_DIR}/prefix/*")
if(NOT _installed STREQUAL "bin/game")
  message(FATAL_ERROR "the game's prefix holds more than bin/game: ${_installed}")
endif()
message(STATUS "the game's prefix holds bin/game only")
