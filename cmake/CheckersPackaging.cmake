# SPDX-License-Identifier: MIT
# Debian packages with CPack, split as Debian splits a library:
#   libcheckersN     the shared library (N: the SOVERSION; its SONAME's
#                    package), with its shlibs file and ldconfig triggers, and
#                    the license;
#   libcheckers-dev  the header, the static library, the .so link, the CMake
#                    and pkg-config files, the API reference (man 3 checkers);
#   checkers         the command-line program (statically linked).
# Build them from a configure with -DCMAKE_INSTALL_PREFIX=/usr:
#   cpack --config build/CPackConfig.cmake -G DEB
# The install components are "library" and "development" (CMakeLists.txt) and
# "runtime", the component examples/CMakeLists.txt installs the program in.

set(CPACK_PACKAGE_NAME checkers)
set(CPACK_PACKAGE_VENDOR "checkers")
set(CPACK_PACKAGE_CONTACT "checkers maintainers <checkers@localhost>")
# Debian's order puts "0.2.0~dev" before "0.2.0": a development version's "-dev" as "~dev".
string(REPLACE "-" "~" CHECKERS_DEB_VERSION "${CHECKERS_VERSION_STRING}")
set(CPACK_PACKAGE_VERSION "${CHECKERS_DEB_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGING_INSTALL_PREFIX "${CMAKE_INSTALL_PREFIX}")

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL library development runtime)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6")

set(_abi "${CHECKERS_SOVERSION}")
set(CPACK_DEBIAN_LIBRARY_PACKAGE_NAME "libcheckers${_abi}")
set(CPACK_DEBIAN_LIBRARY_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_LIBRARY_DESCRIPTION
    "${PROJECT_DESCRIPTION} (shared library)\n The rules of 17 variants of checkers and draughts: moves, FEN, PDN, perft.")
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON) # for the one package with a shared library
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")
# ldconfig runs when the library is installed or removed, as for any Debian library.
set(CPACK_DEBIAN_LIBRARY_PACKAGE_CONTROL_EXTRA "${PROJECT_SOURCE_DIR}/cmake/debian/triggers")

set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_NAME "libcheckers-dev")
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_DEPENDS "libcheckers${_abi} (= ${CHECKERS_DEB_VERSION})")
set(CPACK_DEBIAN_DEVELOPMENT_DESCRIPTION
    "${PROJECT_DESCRIPTION} (development files)\n The header, the static library, the CMake and pkg-config files, and the API\n reference (man 3 checkers).")

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME checkers)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION games)
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION
    "${PROJECT_DESCRIPTION} (command-line program)\n Play, check moves, read and write PDN, draw diagrams.")

include(CPack)
