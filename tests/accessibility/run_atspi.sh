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
# A display of its own: Xvfb picks a free number and writes it to the descriptor.
exec 3>"$work/display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(head -n1 "$work/display")"
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/bus.log" 2>&1 &
bus=$!
sleep 1
export QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1
export XDG_CONFIG_HOME="$work/config" LANGUAGE=en LANG=C.UTF-8
"$studio" --size 5 --speed 4 --play >"$work/app.log" 2>&1 &
app=$!
/usr/bin/python3 "$check"
status=$?
if [ $status -ne 0 ]; then
    echo "--- program's output:" >&2
    tail -n 20 "$work/app.log" >&2
fi
exit $status
