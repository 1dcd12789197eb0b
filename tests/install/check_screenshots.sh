#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every screenshot the metainfo names is in the repository (scripts/screenshots makes them), as a
# PNG of a real window, not a placeholder.
# Usage: check_screenshots.sh METAINFO SOURCE_DIR
metainfo=$1 root=$2
prefix="https://github.com/nqueens-studio/nqueens-studio/raw/main/"
count=0
for url in $(sed -n 's:.*<image>\(.*\)</image>.*:\1:p' "$metainfo"); do
    case $url in
        "$prefix"*) ;;
        *) echo "screenshot $url is not in the repository's main branch" >&2; exit 1 ;;
    esac
    file="$root/${url#"$prefix"}"
    if [ ! -f "$file" ]; then
        echo "screenshot ${url#"$prefix"} is missing: run scripts/screenshots" >&2
        exit 1
    fi
    if [ "$(head -c 8 "$file" | od -An -tx1 | tr -d ' \n')" != "89504e470d0a1a0a" ]; then
        echo "${url#"$prefix"} is not a PNG" >&2
        exit 1
    fi
    if [ "$(wc -c <"$file")" -lt 20000 ]; then
        echo "${url#"$prefix"} is too small to be a screenshot of the window" >&2
        exit 1
    fi
    count=$((count + 1))
done
[ "$count" -ge 3 ] || { echo "the metainfo names $count screenshots, not 3 or more" >&2; exit 1; }
echo "$count screenshots present"
