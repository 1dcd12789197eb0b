# SPDX-License-Identifier: GPL-3.0-or-later
# What the packages document: the Debian changelog (resources/changelog, compressed), and the
# manual pages and the shell completions, written at build time by the programs themselves:
# each page from the program's --help (cmake/manpage.py, with the sections --help has no room
# for from resources/man/), the completions from `nqueens completion bash|zsh`. Installed
# compressed, as Debian keeps them. A cross build cannot run its programs, so it has neither.
find_program(NQ_GZIP gzip REQUIRED)
set(NQ_MAN_DIR ${PROJECT_BINARY_DIR}/man)
file(MAKE_DIRECTORY ${NQ_MAN_DIR})

add_custom_command(
    OUTPUT ${NQ_MAN_DIR}/changelog.gz
    COMMAND ${NQ_GZIP} -9nc ${PROJECT_SOURCE_DIR}/resources/changelog > ${NQ_MAN_DIR}/changelog.gz
    DEPENDS ${PROJECT_SOURCE_DIR}/resources/changelog)
add_custom_target(nqueens_changelog ALL DEPENDS ${NQ_MAN_DIR}/changelog.gz)
install(FILES ${NQ_MAN_DIR}/changelog.gz DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/nqueens-studio)
if(TARGET nqueens-mpi)
    install(FILES ${NQ_MAN_DIR}/changelog.gz DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/nqueens-mpi
            COMPONENT mpi)
endif()

if(CMAKE_CROSSCOMPILING)
    return()
endif()
find_package(Python3 REQUIRED COMPONENTS Interpreter)

# nq_manual(PROGRAM_TARGET SUMMARY [--commands])
function(nq_manual target summary)
    set(page ${NQ_MAN_DIR}/${target}.1)
    add_custom_command(
        OUTPUT ${page} ${page}.gz
        COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/cmake/manpage.py
                $<TARGET_FILE:${target}> --name ${target} --summary ${summary}
                --sections ${PROJECT_SOURCE_DIR}/resources/man/${target}.sections ${ARGN}
                -o ${page}
        COMMAND ${NQ_GZIP} -9nkf ${page}
        DEPENDS ${target} ${PROJECT_SOURCE_DIR}/cmake/manpage.py
                ${PROJECT_SOURCE_DIR}/resources/man/${target}.sections
        COMMENT "Writing the manual page of ${target}"
        VERBATIM)
    list(APPEND NQ_MANUALS ${page}.gz)
    set(NQ_MANUALS ${NQ_MANUALS} PARENT_SCOPE)
endfunction()

set(NQ_MANUALS)
nq_manual(nqueens "the N-Queens problem on the command line: count, list, draw and film" --commands)
nq_manual(nqueens-studio "see the N-Queens problems solved, step by step")
set(completions ${NQ_MAN_DIR}/nqueens.bash ${NQ_MAN_DIR}/_nqueens)
add_custom_command(
    OUTPUT ${completions}
    COMMAND ${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
            $<TARGET_FILE:nqueens> completion bash > ${NQ_MAN_DIR}/nqueens.bash
    COMMAND ${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
            $<TARGET_FILE:nqueens> completion zsh > ${NQ_MAN_DIR}/_nqueens
    DEPENDS nqueens
    COMMENT "Writing the shell completions of nqueens")
add_custom_target(nqueens_manuals ALL DEPENDS ${NQ_MANUALS} ${completions})

install(FILES ${NQ_MAN_DIR}/nqueens.1.gz ${NQ_MAN_DIR}/nqueens-studio.1.gz
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${NQ_MAN_DIR}/nqueens.bash RENAME nqueens
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES ${NQ_MAN_DIR}/_nqueens DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
if(TARGET nqueens-mpi)
    nq_manual(nqueens-mpi "count the N-Queens solutions over the ranks of an MPI job")
    add_custom_target(nqueens_mpi_manual ALL DEPENDS ${NQ_MAN_DIR}/nqueens-mpi.1.gz)
    install(FILES ${NQ_MAN_DIR}/nqueens-mpi.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1
            COMPONENT mpi)
endif()
