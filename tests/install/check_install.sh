#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check_install.sh CMAKE BUILD_DIR APP_ID: installs the build into a temporary prefix and checks
# that every file a desktop expects is there and that the installed command line runs.
set -eu
cmake=$1
build=$2
id=$3

prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT INT TERM

"$cmake" --install "$build" --prefix "$prefix" >/dev/null

status=0
for f in \
    bin/nqueens-studio \
    bin/nqueens \
    "share/applications/$id.desktop" \
    "share/metainfo/$id.metainfo.xml" \
    "share/icons/hicolor/scalable/apps/$id.svg" \
    "share/mime/packages/$id.xml" \
    share/icons/hicolor/scalable/mimetypes/application-x-nqueens-lesson.svg \
    share/nqueens-studio/lessons/backtracking-4x4.nqlesson \
    share/nqueens-studio/lessons/symmetry-8x8.nqlesson \
    share/nqueens-studio/lessons/domination-8x8.nqlesson \
    share/nqueens-studio/translations/nqueens_ja.qm \
    share/nqueens-studio/translations/nqueens_zh_CN.qm
do
    if [ ! -s "$prefix/$f" ]; then
        echo "missing or empty after install: $f" >&2
        status=1
    fi
done
for f in bin/nqueens-studio bin/nqueens; do
    if [ -e "$prefix/$f" ] && [ ! -x "$prefix/$f" ]; then
        echo "not executable after install: $f" >&2
        status=1
    fi
done

if [ -x "$prefix/bin/nqueens" ]; then
    count=$("$prefix/bin/nqueens" count 8) || { echo "installed nqueens count 8 failed" >&2; status=1; }
    if [ "${count:-}" != 92 ]; then
        echo "installed nqueens count 8 printed '${count:-}', expected 92" >&2
        status=1
    fi
fi

[ $status -eq 0 ] && echo "install layout complete under a temporary prefix; nqueens count 8 = 92"
exit $status
