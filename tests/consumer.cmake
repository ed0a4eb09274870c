# SPDX-License-Identifier: MIT
# consumer.cmake - install the build tree into a prefix under WORK_DIR, then
# build tests/consumer against it four ways and run each program:
#   find_package(checkers) with checkers::checkers, shared and static;
#   the C compiler with `pkg-config --cflags --libs checkers`, shared, and
#   with -DCHECKERS_STATIC and the static archive.
# Run by ctest (see tests/CMakeLists.txt for the -D variables). WORK_DIR is
# removed first, and again when everything passed.

cmake_minimum_required(VERSION 3.16)

include("${CMAKE_CURRENT_LIST_DIR}/../cmake/CheckersScriptArgs.cmake")
checkers_script_requires(consumer.cmake BUILD_DIR WORK_DIR CONSUMER_DIR GENERATOR C_COMPILER
                         LIBDIR INCLUDEDIR STATIC_LIBRARY_NAME)

if(IS_ABSOLUTE "${LIBDIR}" OR IS_ABSOLUTE "${INCLUDEDIR}")
  # An install would not stay inside the temporary prefix.
  message("CHECKERS-TEST-SKIPPED: CMAKE_INSTALL_LIBDIR or CMAKE_INSTALL_INCLUDEDIR is absolute")
  return()
endif()

set(PREFIX "${WORK_DIR}/prefix")

function(run)
  cmake_parse_arguments(R "" "WORKING_DIRECTORY" "COMMAND" ${ARGN})
  if(NOT R_WORKING_DIRECTORY)
    set(R_WORKING_DIRECTORY "${WORK_DIR}")
  endif()
  string(REPLACE ";" " " _shown "${R_COMMAND}")
  message(STATUS "$ ${_shown}")
  execute_process(COMMAND ${R_COMMAND}
                  WORKING_DIRECTORY "${R_WORKING_DIRECTORY}"
                  RESULT_VARIABLE _rc
                  OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "failed (${_rc}):\n${_out}")
  endif()
  set(RUN_OUTPUT "${_out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

set(_config_args "")
if(CONFIG)
  set(_config_args --config "${CONFIG}")
endif()
run(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}" ${_config_args})

# Flags every consumer compile and link needs to match the library build.
set(_c_flags "${C_FLAGS}")
set(_link_flags "")
if(SANITIZE)
  set(_link_flags "-fsanitize=${SANITIZE} -fno-omit-frame-pointer -fno-sanitize-recover=all")
  string(APPEND _c_flags " ${_link_flags}")
endif()
set(_warning_flags "")
if(C_COMPILER_ID MATCHES "GNU|Clang")
  set(_warning_flags -Wall -Wextra -Wpedantic)
  if(WERROR)
    list(APPEND _warning_flags -Werror)
  endif()
endif()

# ---------------------------------------------- find_package, shared and static

foreach(_kind shared static)
  if(_kind STREQUAL "static")
    set(_use_static ON)
  else()
    set(_use_static OFF)
  endif()
  set(_bin "${WORK_DIR}/cmake-${_kind}")
  set(_args
      -S "${CONSUMER_DIR}" -B "${_bin}"
      -G "${GENERATOR}"
      "-DCMAKE_C_COMPILER=${C_COMPILER}"
      "-DCMAKE_C_FLAGS=${_c_flags}"
      "-DCMAKE_EXE_LINKER_FLAGS=${_link_flags}"
      "-DCMAKE_PREFIX_PATH=${PREFIX}"
      "-DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF"
      "-Dcheckers_USE_STATIC_LIBS=${_use_static}"
      "-DCHECKERS_EXPECTED_PREFIX=${PREFIX}")
  if(GENERATOR_PLATFORM)
    list(APPEND _args -A "${GENERATOR_PLATFORM}")
  endif()
  if(GENERATOR_TOOLSET)
    list(APPEND _args -T "${GENERATOR_TOOLSET}")
  endif()
  if(MAKE_PROGRAM)
    list(APPEND _args "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
  endif()
  if(CONFIG)
    list(APPEND _args "-DCMAKE_BUILD_TYPE=${CONFIG}")
  endif()
  run(COMMAND "${CMAKE_COMMAND}" ${_args})
  run(COMMAND "${CMAKE_COMMAND}" --build "${_bin}" ${_config_args})

  # Single-config generators put it in the build dir, multi-config ones in CONFIG/.
  set(_exe "")
  foreach(_candidate "${_bin}/consumer" "${_bin}/${CONFIG}/consumer"
                     "${_bin}/consumer.exe" "${_bin}/${CONFIG}/consumer.exe")
    if(NOT _exe AND EXISTS "${_candidate}" AND NOT IS_DIRECTORY "${_candidate}")
      set(_exe "${_candidate}")
    endif()
  endforeach()
  if(NOT _exe)
    message(FATAL_ERROR "the ${_kind} consumer program was not found in ${_bin}")
  endif()
  run(COMMAND "${_exe}")
  message(STATUS "${RUN_OUTPUT}")
endforeach()

# ---------------------------------------------------------------- pkg-config

if(C_COMPILER_ID STREQUAL "MSVC")
  message(STATUS "pkg-config part skipped: the compiler is MSVC")
elseif(NOT PKG_CONFIG)
  message(STATUS "pkg-config part skipped: no pkg-config found at configure time")
else()
  set(_pcdir "${PREFIX}/${LIBDIR}/pkgconfig")
  if(NOT EXISTS "${_pcdir}/checkers.pc")
    message(FATAL_ERROR "${_pcdir}/checkers.pc was not installed")
  endif()
  set(ENV{PKG_CONFIG_PATH} "${_pcdir}")

  run(COMMAND "${PKG_CONFIG}" --cflags checkers)
  separate_arguments(_pc_cflags UNIX_COMMAND "${RUN_OUTPUT}")
  run(COMMAND "${PKG_CONFIG}" --libs checkers)
  separate_arguments(_pc_libs UNIX_COMMAND "${RUN_OUTPUT}")
  run(COMMAND "${PKG_CONFIG}" --modversion checkers)
  message(STATUS "pkg-config: checkers ${RUN_OUTPUT}")
  separate_arguments(_extra_flags UNIX_COMMAND "${_c_flags}")

  set(_exe "${WORK_DIR}/pkg-config-shared")
  run(COMMAND "${C_COMPILER}" ${_extra_flags} ${_warning_flags} ${_pc_cflags}
              "${CONSUMER_DIR}/main.c" -o "${_exe}" ${_pc_libs})
  # No RPATH here: the program finds the library through LD_LIBRARY_PATH only.
  set(ENV{LD_LIBRARY_PATH} "${PREFIX}/${LIBDIR}")
  run(COMMAND "${_exe}")
  message(STATUS "${RUN_OUTPUT}")
  unset(ENV{LD_LIBRARY_PATH})

  # checkers-static.pc: the static library by its path, CHECKERS_STATIC defined,
  # though the shared library is installed beside it.
  if(NOT EXISTS "${_pcdir}/checkers-static.pc")
    message(FATAL_ERROR "${_pcdir}/checkers-static.pc was not installed")
  endif()
  run(COMMAND "${PKG_CONFIG}" --cflags --libs checkers-static)
  separate_arguments(_pc_static UNIX_COMMAND "${RUN_OUTPUT}")
  if(NOT "-DCHECKERS_STATIC" IN_LIST _pc_static
     OR NOT "${PREFIX}/${LIBDIR}/${STATIC_LIBRARY_NAME}" IN_LIST _pc_static)
    message(FATAL_ERROR "checkers-static.pc gives '${RUN_OUTPUT}'")
  endif()
  set(_exe "${WORK_DIR}/pkg-config-static")
  run(COMMAND "${C_COMPILER}" ${_extra_flags} ${_warning_flags} -DCONSUMER_EXPECT_STATIC
              "${CONSUMER_DIR}/main.c" -o "${_exe}" ${_pc_static})
  # Without LD_LIBRARY_PATH: it must not need libcheckers.so.
  run(COMMAND "${_exe}")
  message(STATUS "${RUN_OUTPUT}")
endif()

file(REMOVE_RECURSE "${WORK_DIR}")
message(STATUS "consumer: all passed")
