# SPDX-License-Identifier: GPL-3.0-or-later
# nq_included_folder(LINE OUT): the studio folder an #include line reaches into, in any spelling
# ("window/x.h", <window/x.h>, "./window/x.h", "../window/x.h", "#  include"), or "" when it
# names none. The group check in app/studio/CMakeLists.txt and its test (tests/build) use it.
function(nq_included_folder line out)
    set(folder "")
    if(line MATCHES "^[ \t]*#[ \t]*include[ \t]*[<\"]((\\.\\.?/)*)([A-Za-z_]+)/")
        set(folder "${CMAKE_MATCH_3}")
    endif()
    set(${out} "${folder}" PARENT_SCOPE)
endfunction()
