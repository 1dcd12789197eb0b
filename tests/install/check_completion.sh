#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The shell completions nqueens writes (cmake/docs.cmake), driven as bash drives them: each
# case sets the words typed and the cursor, calls the function `complete` names, and compares
# what it offers. The zsh one must load in zsh (compinit) and define its function.
#   check_completion.sh BUILD_DIR
set -u
build=$(cd "$1" && pwd)
bashfile="$build/man/nqueens.bash"
zshfile="$build/man/_nqueens"
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

[ -s "$bashfile" ] || { echo "FAIL: $bashfile missing" >&2; exit 1; }
# shellcheck source=/dev/null
source "$bashfile"
function=$(complete -p nqueens 2>/dev/null | sed -n 's/.*-F \([^ ]*\) nqueens$/\1/p')
[ -n "$function" ] || { echo "FAIL: $bashfile does not register a completion for nqueens" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
mkdir lessons
touch a.nqlesson b.txt board.png notes.pdf film.mp4 lessons/c.nqlesson

# offers "WORDS TYPED..." EXPECTED: the last word is the one being completed.
offers() {
    local expected=$2
    read -r -a COMP_WORDS <<<"$1"
    [[ "$1" == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    "$function" nqueens "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    local got
    got=$(printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//')
    [ "$got" = "$expected" ] || fail "'$1' offers '$got', expected '$expected'"
}

offers "nqueens fi" "film"
offers "nqueens co" "code completion count"
offers "nqueens film 8 --alg" "--algorithm"
offers "nqueens film 8 --algorithm bit" "bitmask"
offers "nqueens film 8 --language " "en ja zh_CN"
offers "nqueens film 8 --theme d" "dark"
offers "nqueens count 12 --k" "--kernel"
offers "nqueens count 12 --kernel a" "avx2 avx512"
offers "nqueens render 8 -o " "board.png lessons notes.pdf"
offers "nqueens film 8 --output f" "film.mp4"
offers "nqueens lesson " "check render web"
offers "nqueens lesson check " "a.nqlesson lessons"
offers "nqueens lesson render a.nqlesson --l" "--language"
offers "nqueens code b" "backtracking backtracking-check backtracking-iterative bitmask branch-columns breadth-first brute-force"
offers "nqueens quiz 6 --csv " "lessons"
offers "nqueens completion " "bash zsh"
offers "nqueens sum --" "--help"

if command -v zsh >/dev/null 2>&1; then
    out=$(zsh -f -c "autoload -Uz compinit && compinit -u -d '$work/zcompdump' && source '$zshfile' && whence -w _nqueens" 2>&1)
    case "$out" in
        *"_nqueens: function"*) ;;
        *) fail "zsh does not load $zshfile: $out" ;;
    esac
    zsh -n "$zshfile" || fail "zsh -n $zshfile"
else
    fail "zsh is not installed (scripts/setup installs it)"
fi
if [ "$failures" -gt 0 ]; then
    echo "$failures completion checks failed" >&2
    exit 1
fi
echo "completion: every case offered what it should"
