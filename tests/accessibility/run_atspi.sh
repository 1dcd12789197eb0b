#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Starts nqueens-studio on its own X server and accessibility bus and runs the AT-SPI checks.
# Usage: run_atspi.sh STUDIO CHECK_SCRIPT
set -uo pipefail
studio=$1 check=$2
for tool in dbus-run-session Xvfb /usr/libexec/at-spi-bus-launcher /usr/bin/python3; do
    command -v "$tool" >/dev/null 2>&1 || {
        echo "tst_atspi: $tool is missing (scripts/setup installs dbus, xvfb, at-spi2-core)" >&2
        exit 1
    }
done
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || {
    echo "tst_atspi: python3-pyatspi is missing (scripts/setup installs it)" >&2
    exit 1
}
if [ -z "${NQ_ATSPI_INNER:-}" ]; then
    NQ_ATSPI_INNER=1 exec dbus-run-session -- bash "$0" "$@"
fi
work=$(mktemp -d)
cleanup() {
    kill "${app:-}" "${bus:-}" "${xvfb:-}" 2>/dev/null
    wait 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
# A display of its own: Xvfb picks a free number and writes it to the descriptor once it listens.
# -noreset: the server does not start over when its last client (the bus launcher) leaves, a
# moment in which the program could find no display. The display is tried before it is used.
start_x() {
    : >"$work/display"
    Xvfb -displayfd 3 -noreset -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" \
        >>"$work/xvfb.log" 2>&1 &
    xvfb=$!
    for _ in $(seq 200); do [ -s "$work/display" ] && break; sleep 0.1; done
    [ -s "$work/display" ] || return 1
    local number
    number=$(head -n1 "$work/display")
    export DISPLAY=":$number"
    for _ in $(seq 50); do
        # As Xlib does: the abstract socket first, then the one in /tmp/.X11-unix.
        /usr/bin/python3 -c 'import socket, sys
for path in ("\0/tmp/.X11-unix/X", "/tmp/.X11-unix/X"):
    try:
        socket.socket(socket.AF_UNIX).connect(path + sys.argv[1])
        sys.exit(0)
    except OSError:
        pass
sys.exit(1)' "$number" 2>/dev/null && return 0
        sleep 0.1
    done
    return 1
}
export QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1
export XDG_CONFIG_HOME="$work/config" LANGUAGE=en LANG=C.UTF-8
start_bus() {
    /usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/bus.log" 2>&1 &
    bus=$!
    sleep 1
}
# The program is started on the display just tried. Should it still find no display there (as
# CI once saw, once in many runs), it aborts at once; one that can reach it keeps running.
start_app() {
    # shellcheck disable=SC2086 # the arguments are words
    "$studio" ${NQ_STUDIO_ARGS:---size 5 --speed 4 --play} >"$work/app.log" 2>&1 &
    app=$!
    for _ in $(seq 30); do
        kill -0 "$app" 2>/dev/null || break
        sleep 0.1
    done
    kill -0 "$app" 2>/dev/null && return 0
    ! grep -q "could not connect to display" "$work/app.log" # else the checks say what it did
}
# The server, the bus and the program, started again together, up to three times.
started=
for attempt in 1 2 3; do
    if start_x && start_bus && start_app; then started=1; break; fi
    echo "tst_atspi: no display the program could use (attempt $attempt of 3)" >&2
    [ -s "$work/app.log" ] && cat "$work/app.log" >&2
    kill "${app:-}" "${bus:-}" "$xvfb" 2>/dev/null
    wait 2>/dev/null
    : >"$work/app.log"
done
if [ -z "$started" ]; then
    echo "tst_atspi: the program found no display in three attempts; Xvfb said:" >&2
    tail -n 20 "$work/xvfb.log" >&2
    ls -la /tmp/.X11-unix >&2
    exit 1
fi
/usr/bin/python3 "$check"
status=$?
if [ $status -ne 0 ]; then
    echo "--- program's output (DISPLAY=$DISPLAY):" >&2
    tail -n 20 "$work/app.log" >&2
    echo "--- Xvfb's output:" >&2
    tail -n 20 "$work/xvfb.log" >&2
fi
exit $status
