#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian packages as `cpack -G DEB` makes them from this build: nqueens-studio holds the
# window and `nqueens` and depends on no MPI library (a classroom's install pulls in no Open MPI);
# nqueens-mpi holds `nqueens-mpi` alone and depends on Open MPI's library. Each carries its
# copyright file, its changelog and its manual pages; the window's package depends on a font with
# Chinese and Japanese characters and holds nqueens' shell completions; each package's synopsis
# is its own.
# check_packages.sh CPACK BUILD_DIR
set -eu
cpack=$1
build=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cd "$out"
"$cpack" -G DEB --config "$build/CPackConfig.cmake" >cpack.log 2>&1 || { cat cpack.log; exit 1; }
fail() { echo "check_packages: $*" >&2; exit 1; }
studio=$(ls nqueens-studio_*.deb 2>/dev/null) || fail "no nqueens-studio package made"
depends=$(dpkg-deb -f "$studio" Depends)
echo "nqueens-studio depends on: $depends"
case "$depends" in *mpi*) fail "nqueens-studio depends on MPI: $depends" ;; esac
case "$depends" in *libqt6widgets6*) ;; *) fail "nqueens-studio does not depend on Qt Widgets: $depends" ;; esac
case "$depends" in *fonts-noto-cjk*) ;; *) fail "nqueens-studio does not depend on a CJK font: $depends" ;; esac
synopsis=$(dpkg-deb -f "$studio" Description | head -1)
echo "nqueens-studio: $synopsis"
files=$(dpkg-deb -c "$studio" | awk '{print $6}')
for f in ./usr/bin/nqueens-studio ./usr/bin/nqueens ./usr/share/doc/nqueens-studio/copyright \
    ./usr/share/doc/nqueens-studio/changelog.gz ./usr/share/man/man1/nqueens.1.gz \
    ./usr/share/man/man1/nqueens-studio.1.gz ./usr/share/bash-completion/completions/nqueens \
    ./usr/share/zsh/vendor-completions/_nqueens \
    ./usr/share/mime/packages/io.github.nqueens_studio.NQueensStudio.xml \
    ./usr/share/nqueens-studio/lessons/backtracking-4x4.nqlesson; do
    echo "$files" | grep -qx "$f" || fail "nqueens-studio lacks $f"
done
echo "$files" | grep -q "nqueens-mpi" && fail "nqueens-studio holds nqueens-mpi"
if [ -x "$build/bin/nqueens-mpi" ]; then
    mpi=$(ls nqueens-mpi_*.deb 2>/dev/null) || fail "no nqueens-mpi package made"
    depends=$(dpkg-deb -f "$mpi" Depends)
    echo "nqueens-mpi depends on: $depends"
    case "$depends" in *libopenmpi*) ;; *) fail "nqueens-mpi does not depend on Open MPI: $depends" ;; esac
    files=$(dpkg-deb -c "$mpi" | awk '{print $6}' | grep -v '/$')
    expected="./usr/bin/nqueens-mpi
./usr/share/doc/nqueens-mpi/changelog.gz
./usr/share/doc/nqueens-mpi/copyright
./usr/share/man/man1/nqueens-mpi.1.gz"
    [ "$(echo "$files" | sort)" = "$expected" ] || fail "nqueens-mpi holds: $files"
    mpiSynopsis=$(dpkg-deb -f "$mpi" Description | head -1)
    echo "nqueens-mpi: $mpiSynopsis"
    [ "$mpiSynopsis" != "$synopsis" ] || fail "nqueens-mpi has the window's synopsis: $mpiSynopsis"
fi
echo "check_packages: both packages as they should be"
