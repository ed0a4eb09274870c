# SPDX-License-Identifier: MIT
# compare_batch.cmake - a binding's `moves --batch` must print exactly what the
# C command-line program prints, on random positions of every variant, and
# answer bad, blank and comment lines the same way (an empty line each, the
# batch going on, exit status 2 after a bad FEN).
#   cmake -DCLI=checkers -DFENS=checkers_random_fens -DBINDING="cmd|arg|..."
#         -DWORK=dir [-DCOUNT=n] -P compare_batch.cmake

cmake_minimum_required(VERSION 3.16)

foreach(_var CLI FENS BINDING WORK)
  if(NOT DEFINED ${_var} OR "${${_var}}" STREQUAL "")
    message(FATAL_ERROR "compare_batch.cmake: -D${_var}=... is required")
  endif()
endforeach()
if(NOT DEFINED COUNT)
  set(COUNT 150)
endif()
string(REPLACE "|" ";" _binding "${BINDING}")
file(MAKE_DIRECTORY "${WORK}")

execute_process(COMMAND "${CLI}" variants OUTPUT_VARIABLE _listing RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "${CLI} variants failed (${_rc})")
endif()
string(REGEX MATCHALL "(^|\n)[a-z]+" _variants "${_listing}")
list(TRANSFORM _variants STRIP)
list(LENGTH _variants _nvariants)
if(_nvariants LESS 10)
  message(FATAL_ERROR "expected the variants from `${CLI} variants`, got: ${_variants}")
endif()

set(_seed 1)
foreach(_variant IN LISTS _variants)
  set(_fens "${WORK}/${_variant}.fens")
  execute_process(COMMAND "${FENS}" ${_variant} ${COUNT} ${_seed}
                  OUTPUT_FILE "${_fens}" RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "${FENS} ${_variant} failed (${_rc})")
  endif()
  math(EXPR _seed "${_seed} + 1")
  execute_process(COMMAND "${CLI}" moves --variant ${_variant} --batch
                  INPUT_FILE "${_fens}" OUTPUT_VARIABLE _expected RESULT_VARIABLE _rc_c)
  execute_process(COMMAND ${_binding} moves --variant ${_variant} --batch
                  INPUT_FILE "${_fens}" OUTPUT_VARIABLE _got RESULT_VARIABLE _rc_b
                  ERROR_VARIABLE _err)
  if(NOT _rc_c EQUAL 0 OR NOT _rc_b EQUAL 0)
    message(FATAL_ERROR "${_variant}: exit status C ${_rc_c}, binding ${_rc_b}\n${_err}")
  endif()
  if(NOT _got STREQUAL _expected)
    file(WRITE "${WORK}/${_variant}.expected" "${_expected}")
    file(WRITE "${WORK}/${_variant}.got" "${_got}")
    message(FATAL_ERROR "${_variant}: the binding's moves differ from the C CLI's: "
                        "compare ${WORK}/${_variant}.expected and .got")
  endif()
  string(LENGTH "${_expected}" _size)
  message(STATUS "${_variant}: ${COUNT} positions, ${_size} bytes of moves, identical")
endforeach()

# One output line per input line: a bad FEN, a blank line and a comment each
# get an empty line, the batch goes on, and the exit status is 2 at the end.
file(WRITE "${WORK}/bad.fens" "B:W21-32:B1-12\nX:W1\n\n# a comment\nW:W21-32:B1-12\n")
execute_process(COMMAND "${CLI}" moves --variant english --batch
                INPUT_FILE "${WORK}/bad.fens" OUTPUT_VARIABLE _expected RESULT_VARIABLE _rc_c
                ERROR_QUIET)
execute_process(COMMAND ${_binding} moves --variant english --batch
                INPUT_FILE "${WORK}/bad.fens" OUTPUT_VARIABLE _got RESULT_VARIABLE _rc_b
                ERROR_VARIABLE _err)
if(NOT _rc_c EQUAL 2)
  message(FATAL_ERROR "bad FEN: the C program's status is ${_rc_c}, not 2")
endif()
if(NOT _rc_b EQUAL _rc_c OR NOT _got STREQUAL _expected)
  message(FATAL_ERROR "bad FEN: C printed '${_expected}' with status ${_rc_c}, "
                      "the binding '${_got}' with status ${_rc_b}")
endif()
if(NOT _err MATCHES "line 2")
  message(FATAL_ERROR "bad FEN: the binding did not name line 2 on standard error: '${_err}'")
endif()
