#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The manual pages written at build time (cmake/docs.cmake): groff reads each without a
# warning (-ww), lexgrog finds its NAME line, man renders it, and nqueens' page holds every
# command its --help lists with every option the command accepts (from the completion table).
#   check_manuals.sh BUILD_DIR PAGE...
set -u
build=$(cd "$1" && pwd)
shift
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
for name in "$@"; do
    page="$build/man/$name.1"
    [ -s "$page.gz" ] || { fail "$page.gz missing"; continue; }
    warnings=$(zcat "$page.gz" | groff -ww -man -Tutf8 -z 2>&1)
    [ -z "$warnings" ] || fail "groff -ww on $name.1: $warnings"
    lexgrog "$page.gz" >/dev/null 2>&1 || fail "lexgrog cannot read the NAME line of $name.1"
    rendered=$(MANWIDTH=80 man -l "$page.gz" 2>&1) || fail "man -l $name.1.gz: $rendered"
    for section in NAME SYNOPSIS DESCRIPTION; do
        grep -q "^$section" <<<"$rendered" || fail "$name.1 has no $section section"
    done
done
if [ -s "$build/man/nqueens.1.gz" ]; then
    text=$(MANWIDTH=200 man -l "$build/man/nqueens.1.gz" 2>/dev/null)
    for section in COMMANDS "EXIT STATUS" EXAMPLES; do
        grep -q "^$section" <<<"$text" || fail "nqueens.1 has no $section section"
    done
    # Every command and option of the completion script (the parser's table) is in the page.
    words=$(grep -o -- '--[a-z][a-z-]*' "$build/man/nqueens.bash" | sort -u)
    for option in $words; do
        grep -q -- "$option" <<<"$text" || fail "nqueens.1 does not mention $option"
    done
    for command in $("$build/bin/nqueens" --help | sed -n 's/^  \([a-z][a-z]*\) .*/\1/p'); do
        grep -q "^   $command\$" <<<"$text" || fail "nqueens.1 has no subsection for $command"
    done
fi
if [ "$failures" -gt 0 ]; then
    echo "$failures manual page checks failed" >&2
    exit 1
fi
echo "manuals: $* read without a warning"
