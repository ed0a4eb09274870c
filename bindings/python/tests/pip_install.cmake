# SPDX-License-Identifier: MIT
# pip_install.cmake - `pip install` of the package, offline (no index), with
# build isolation: the in-tree backend must need nothing from PyPI. Then the
# installed package is imported and used.
#   cmake -DPYTHON=python3 -DSOURCE=bindings/python -DWORK=dir -P pip_install.cmake

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(ENV{PYTHONDONTWRITEBYTECODE} 1)
execute_process(COMMAND "${PYTHON}" -m pip install --no-index --no-cache-dir --quiet
                        --target "${WORK}/site" "${SOURCE}"
                RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "pip install failed (${_rc})")
endif()
set(ENV{PYTHONPATH} "${WORK}/site")
execute_process(
  COMMAND "${PYTHON}" -c "import checkers, sys; game = checkers.Game(); game.push('11-15'); print(checkers.__file__, game.fen, len(game.legal_moves))"
  WORKING_DIRECTORY "${WORK}"
  OUTPUT_VARIABLE _out RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "the installed package does not work (${_rc})")
endif()
if(NOT _out MATCHES "^${WORK}/site/checkers/__init__.py W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15 7")
  message(FATAL_ERROR "unexpected output from the installed package: ${_out}")
endif()
message(STATUS "installed and imported: ${_out}")
