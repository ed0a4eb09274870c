# SPDX-License-Identifier: MIT
# CheckersManPage.cmake - the API reference, checkers(3), generated from the
# public header, which is written as the manual: each "/* --- name */" rule
# starts a section, each "/** ... */" comment with the declarations after it
# (up to the next such comment or rule) a subsection headed by the functions
# it declares (else its type or constants), the declarations shown first as in
# a synopsis, the comment's text after them as written. Also a page of its own
# for each function, checkers_game_new.3: its subsection as a whole page (NAME,
# SYNOPSIS, DESCRIPTION), so that `man checkers_game_new` finds it and
# `man -l` reads it from anywhere (a ".so man3/checkers.3" page would resolve
# only from the top of a man tree). Plain CMake: no tool beyond CMake itself.
#   cmake -DHEADER=include/checkers.h -DOUTPUT_DIR=build/man/man3 -P CheckersManPage.cmake

cmake_minimum_required(VERSION 3.16)

include("${CMAKE_CURRENT_LIST_DIR}/CheckersScriptArgs.cmake")
checkers_script_requires(CheckersManPage.cmake HEADER OUTPUT_DIR)

file(READ "${HEADER}" _text)
string(REGEX MATCH "#define CHECKERS_VERSION_STRING \"([^\"]*)\"" _ "${_text}")
set(_version "${CMAKE_MATCH_1}")
# CMake lists split at ";" and treat "[" "]" specially: stand-ins while the
# text is handled as a list of lines.
string(REPLACE ";" "@SEMI@" _text "${_text}")
string(REPLACE "[" "@LB@" _text "${_text}")
string(REPLACE "]" "@RB@" _text "${_text}")
string(REPLACE "\\" "@BS@" _text "${_text}")
string(REPLACE "\n" ";" _lines "${_text}")

# Text as roff: no-fill lines, with the characters roff reads as requests or
# escapes made literal.
function(checkers_roff out text)
  string(REPLACE "@SEMI@" ";" text "${text}")
  string(REPLACE "@LB@" "[" text "${text}")
  string(REPLACE "@RB@" "]" text "${text}")
  string(REPLACE "@BS@" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

file(MAKE_DIRECTORY "${OUTPUT_DIR}")
file(GLOB _old "${OUTPUT_DIR}/checkers*.3") # a function removed leaves no page behind
if(_old)
  file(REMOVE ${_old})
endif()

# The first sentence of a doc comment, on one line and without its full stop,
# for a page's NAME line (what whatis and apropos show): it ends at a full stop
# followed by a capital letter (not at "e.g. "), or at the comment's end. A
# long one is cut before its first ": ", "; " or " (", and at 120 characters.
function(checkers_first_sentence out text)
  string(REGEX REPLACE "[ \t\n]+" " " text "${text}")
  string(STRIP "${text}" text)
  set(_done "")
  set(_rest "${text}")
  while(1)
    string(FIND "${_rest}" ". " _at)
    if(_at LESS 0)
      set(_done "${_done}${_rest}")
      break()
    endif()
    math(EXPR _next "${_at} + 2")
    string(SUBSTRING "${_rest}" ${_next} 1 _letter)
    math(EXPR _kept "${_at} + 1")
    string(SUBSTRING "${_rest}" 0 ${_kept} _head)
    set(_done "${_done}${_head}")
    if(_letter MATCHES "[A-Z]")
      break()
    endif()
    string(SUBSTRING "${_rest}" ${_kept} -1 _rest)
  endwhile()
  string(REGEX REPLACE "\\.$" "" _done "${_done}")
  string(LENGTH "${_done}" _length)
  if(_length GREATER 100)
    set(_cut ${_length})
    foreach(_mark ": " "@SEMI@ " " (")
      string(FIND "${_done}" "${_mark}" _at)
      if(_at GREATER 19 AND _at LESS _cut)
        set(_cut ${_at})
      endif()
    endforeach()
    string(SUBSTRING "${_done}" 0 ${_cut} _done)
    string(LENGTH "${_done}" _length)
  endif()
  if(_length GREATER 120)
    string(SUBSTRING "${_done}" 0 117 _done)
    string(REGEX REPLACE " [^ ]*$" "" _done "${_done}")
    string(APPEND _done "...")
  endif()
  set(${out} "${_done}" PARENT_SCOPE)
endfunction()

set(_page "")
set(_section "")
set(_functions "")
set(_started 0)
set(_in_comment 0)
set(_intro "")
set(_comment "")
set(_code "")

macro(checkers_flush)
  string(STRIP "${_code}" _code)
  if(NOT _comment STREQUAL "" OR NOT _code STREQUAL "")
    string(REGEX MATCHALL "CHECKERS_API [^(\n]*[ *](checkers_[a-z0-9_]+)\\(" _decls "${_code}")
    set(_names "")
    foreach(_decl IN LISTS _decls)
      string(REGEX MATCH "(checkers_[a-z0-9_]+)\\($" _ "${_decl}")
      list(APPEND _names "${CMAKE_MATCH_1}")
      list(APPEND _functions "${CMAKE_MATCH_1}")
    endforeach()
    if(NOT _names)
      string(REGEX MATCHALL "(}|typedef struct checkers_[a-z0-9_]+) checkers_[a-z0-9_]+@SEMI@"
             _types "${_code}")
      foreach(_type IN LISTS _types)
        string(REGEX REPLACE "^.* (checkers_[a-z0-9_]+)@SEMI@$" "\\1" _type "${_type}")
        list(APPEND _names "${_type}")
      endforeach()
    endif()
    if(NOT _names)
      string(REGEX MATCHALL "#define CHECKERS_[A-Z0-9_]+" _macros "${_code}")
      list(REMOVE_DUPLICATES _macros)
      list(LENGTH _macros _count)
      if(_count GREATER 0)
        list(GET _macros 0 _first)
        string(REPLACE "#define " "" _first "${_first}")
        if(_count GREATER 1)
          set(_names "${_first}, ...")
        else()
          set(_names "${_first}")
        endif()
      endif()
    endif()
    if(_names)
      string(REPLACE ";" ", " _heading "${_names}")
      string(APPEND _page ".SS \"${_heading}\"\n")
    else()
      string(APPEND _page ".PP\n")
    endif()
    set(_synopsis "")
    set(_text "")
    if(NOT _code STREQUAL "")
      checkers_roff(_roff "${_code}")
      set(_synopsis ".nf\n.ft B\n${_roff}\n.ft R\n.fi\n")
      string(APPEND _page "${_synopsis}")
    endif()
    if(NOT _comment STREQUAL "")
      string(STRIP "${_comment}" _comment)
      checkers_roff(_roff "${_comment}")
      set(_text ".nf\n${_roff}\n.fi\n")
      if(NOT _code STREQUAL "")
        string(APPEND _page ".PP\n")
      endif()
      string(APPEND _page "${_text}")
    endif()
    # A function's own page: its subsection, with what a page needs around it.
    if(_decls)
      string(REPLACE ";" ", " _heading "${_names}")
      checkers_first_sentence(_summary "${_comment}")
      if(_summary STREQUAL "")
        set(_summary "${_section}")
      endif()
      checkers_roff(_summary "${_summary}")
      foreach(_name IN LISTS _names)
        string(TOUPPER "${_name}" _title)
        file(WRITE "${OUTPUT_DIR}/${_name}.3"
".\\\" Generated from include/checkers.h by cmake/CheckersManPage.cmake: do not edit.
.TH ${_title} 3 \"\" \"checkers ${_version}\" \"Library Functions Manual\"
.SH NAME
${_heading} \\- ${_summary}
.SH SYNOPSIS
.nf
.B #include <checkers.h>
.fi
.PP
${_synopsis}.SH DESCRIPTION
${_text}.PP
The conventions every function follows (status codes, who owns what) are in
.BR checkers (3),
the whole API reference, where this page is part of the section
.BR \"${_section}\" .
.SH SEE ALSO
.BR checkers (3)
")
      endforeach()
    endif()
  endif()
  set(_comment "")
  set(_code "")
endmacro()

foreach(_line IN LISTS _lines)
  if(_in_comment)
    if(_line MATCHES "^ *\\*/")
      set(_in_comment 0)
    else()
      string(REGEX REPLACE "^ \\* ?" "" _body "${_line}")
      string(REGEX REPLACE "^ \\*$" "" _body "${_body}")
      if(_started)
        string(APPEND _comment "${_body}\n")
      else()
        string(APPEND _intro "${_body}\n")
      endif()
    endif()
  elseif(_line MATCHES "^/\\* -+ (.*) \\*/$")
    string(TOUPPER "${CMAKE_MATCH_1}" _next_section) # before checkers_flush's own matches
    checkers_flush() # the last subsection of the section before
    set(_section "${_next_section}")
    set(_started 1)
    string(APPEND _page ".SH \"${_section}\"\n")
  elseif(_line MATCHES "^/\\*\\*")
    if(_started)
      checkers_flush()
    endif()
    if(_line MATCHES "^/\\*\\* (.*) \\*/$")
      set(_comment "${CMAKE_MATCH_1}\n")
    else()
      set(_in_comment 1)
    endif()
  elseif(_started AND _line MATCHES "^#ifdef __cplusplus")
    checkers_flush()
    break()
  elseif(_started)
    if(NOT _code STREQUAL "" OR NOT _line STREQUAL "")
      string(APPEND _code "${_line}\n")
    endif()
  endif()
endforeach()

# The header's opening comment: its first line names the library, the rest
# (the conventions every function follows) is the description.
string(REGEX MATCH "^checkers\\.h - ([^\n]*)\n(.*)$" _ "${_intro}")
set(_summary "${CMAKE_MATCH_1}")
string(STRIP "${CMAKE_MATCH_2}" _description)
if(_summary STREQUAL "" OR _description STREQUAL "")
  message(FATAL_ERROR "${HEADER} does not open with \"checkers.h - SUMMARY\" and a description")
endif()
string(REGEX REPLACE "\\.$" "" _summary "${_summary}")
checkers_roff(_summary "${_summary}")
checkers_roff(_description "${_description}")

file(WRITE "${OUTPUT_DIR}/checkers.3"
".\\\" Generated from include/checkers.h by cmake/CheckersManPage.cmake: do not edit.
.TH CHECKERS 3 \"\" \"checkers ${_version}\" \"Library Functions Manual\"
.SH NAME
checkers \\- ${_summary}
.SH SYNOPSIS
.nf
.B #include <checkers.h>
.PP
.B cc app.c $(pkg\\-config \\-\\-cflags \\-\\-libs checkers)
.fi
.SH DESCRIPTION
.nf
${_description}
.fi
${_page}.SH SEE ALSO
.BR checkers (1)
")
