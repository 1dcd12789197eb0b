#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The lesson MIME type as a desktop sees it: the shared-mime-info XML is well-formed XML,
# update-mime-database accepts it into a database of its own (beside freedesktop.org's types,
# for its parent application/json), xdg-mime names the type of a lesson file there, and the
# desktop entry opens that type.
# check_mime.sh MIME_XML LESSON DESKTOP_FILE
set -eu
xml=$1
lesson=$2
desktop=$3
fail() { echo "check_mime: $*" >&2; exit 1; }
for tool in xmllint update-mime-database xdg-mime mimetype; do
    command -v "$tool" >/dev/null 2>&1 \
        || fail "$tool is missing: scripts/setup installs libxml2-utils, shared-mime-info, xdg-utils and libfile-mimeinfo-perl"
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

xmllint --noout "$xml" || fail "$xml is not well-formed XML"
mkdir -p "$tmp/mime/packages"
cp /usr/share/mime/packages/freedesktop.org.xml "$tmp/mime/packages/"
cp "$xml" "$tmp/mime/packages/"
out=$(update-mime-database "$tmp/mime" 2>&1) || fail "update-mime-database refused it: $out"
case "$out" in *rror*|*arning*) fail "update-mime-database: $out" ;; esac
[ -s "$tmp/mime/application/x-nqueens-lesson.xml" ] || fail "the database holds no application/x-nqueens-lesson"

cp "$lesson" "$tmp/lesson.nqlesson"
type=$(XDG_DATA_HOME="$tmp" XDG_DATA_DIRS="$tmp" XDG_CURRENT_DESKTOP= xdg-mime query filetype "$tmp/lesson.nqlesson")
[ "$type" = application/x-nqueens-lesson ] || fail "xdg-mime names '$type' for a lesson file"
# By its content too, whatever its name.
cp "$lesson" "$tmp/lesson-without-extension"
type=$(XDG_DATA_HOME="$tmp" XDG_DATA_DIRS="$tmp" XDG_CURRENT_DESKTOP= xdg-mime query filetype "$tmp/lesson-without-extension")
[ "$type" = application/x-nqueens-lesson ] || fail "xdg-mime names '$type' for a lesson file without its extension"

grep -qx 'MimeType=application/x-nqueens-lesson;' "$desktop" || fail "the desktop entry does not open lessons"
grep -q '^Exec=nqueens-studio %f$' "$desktop" || fail "the desktop entry does not pass the file"
echo "check_mime: application/x-nqueens-lesson accepted, named by xdg-mime, opened by the desktop entry"
