# SPDX-License-Identifier: MIT
# package_versions.cmake - the package files that cannot read the version from
# the header (CHECKERS_VERSION_STRING, its one source) write the same one: the
# Rust crates' Cargo.toml and Cargo.lock, the JavaScript package.json.
#   cmake -DSOURCE_DIR=. -P package_versions.cmake

cmake_minimum_required(VERSION 3.16)

include("${CMAKE_CURRENT_LIST_DIR}/../cmake/CheckersScriptArgs.cmake")
checkers_script_requires(package_versions.cmake SOURCE_DIR)

file(STRINGS "${SOURCE_DIR}/include/checkers.h" _line
     REGEX "^#define CHECKERS_VERSION_STRING \"[^\"]*\"$")
string(REGEX REPLACE "^.*\"([^\"]*)\"$" "\\1" _version "${_line}")
if(NOT _version MATCHES "^[0-9]+\\.[0-9]+\\.[0-9]+(-dev)?$")
  message(FATAL_ERROR "checkers.h: CHECKERS_VERSION_STRING is not MAJOR.MINOR.PATCH[-dev]: ${_line}")
endif()

set(_wrong "")
# A package file and the text that must be in it.
function(checkers_expect file text)
  file(READ "${SOURCE_DIR}/${file}" _content)
  string(FIND "${_content}" "${text}" _at)
  if(_at LESS 0)
    string(REPLACE "\n" " " _said "${text}")
    string(STRIP "${_said}" _said)
    set(_wrong "${_wrong};${file} (no ${_said})" PARENT_SCOPE)
  endif()
endfunction()
checkers_expect(bindings/rust/Cargo.toml "\nversion = \"${_version}\"\n")
checkers_expect(bindings/rust/checkers-sys/Cargo.toml "\nversion = \"${_version}\"\n")
checkers_expect(bindings/rust/Cargo.lock "name = \"checkers\"\nversion = \"${_version}\"\n")
checkers_expect(bindings/rust/Cargo.lock "name = \"checkers-sys\"\nversion = \"${_version}\"\n")
checkers_expect(bindings/js/package.json "\n  \"version\": \"${_version}\",\n")
checkers_script_fail_listing("package files with another version than checkers.h's ${_version}:"
                             ${_wrong})
message(STATUS "package_versions: ${_version} everywhere")
