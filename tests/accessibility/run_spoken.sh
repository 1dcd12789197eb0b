#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Speak Captions heard for real: a PulseAudio of its own with a null sink (no sound card is
# needed), Speech Dispatcher started by the program as on a desktop, and the program on its own X
# server and accessibility bus (run_atspi.sh); check_spoken.py records the sink and the
# announcements of the steps, and compares them.
# Usage: run_spoken.sh STUDIO CHECK_SCRIPT
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
for tool in pulseaudio pactl parecord ffmpeg speech-dispatcher; do
    command -v "$tool" >/dev/null 2>&1 || {
        echo "tst_spoken: $tool is missing (scripts/setup installs pulseaudio," \
            "pulseaudio-utils, ffmpeg and speech-dispatcher)" >&2
        exit 1
    }
done
runtime=$(mktemp -d)
chmod 700 "$runtime"
export XDG_RUNTIME_DIR=$runtime HOME=$runtime
cleanup() {
    # The Speech Dispatcher the program started, then the sound server.
    for pid in "$runtime"/speech-dispatcher/pid/*.pid; do
        [ -f "$pid" ] && kill "$(cat "$pid")" 2>/dev/null
    done
    pulseaudio --kill 2>/dev/null
    rm -rf "$runtime"
}
trap cleanup EXIT
pulseaudio --daemonize=yes --exit-idle-time=-1 -n --load="module-null-sink sink_name=nqnull" \
    --load="module-native-protocol-unix" >"$runtime/pulse.log" 2>&1
for _ in $(seq 50); do pactl info >/dev/null 2>&1 && break; sleep 0.1; done
pactl set-default-sink nqnull || {
    echo "tst_spoken: PulseAudio did not start:" >&2
    cat "$runtime/pulse.log" >&2
    exit 1
}
# Under AddressSanitizer, its strstr interceptor measures the whole rest of the buffer at every
# call, which makes libspeechd's parsing of its 1,836 voices (a strstr a line) take minutes on
# the GUI thread; the program's own strings are checked by the rest of the suite.
[ -n "${ASAN_OPTIONS:-}" ] && export ASAN_OPTIONS="$ASAN_OPTIONS:intercept_strstr=0"
export NQ_STUDIO_ARGS="--size 6 --algorithm backtracking --speak --speed 1 --play"
export NQ_SPOKEN_SINK=nqnull.monitor
bash "$here/run_atspi.sh" "$1" "$2"
