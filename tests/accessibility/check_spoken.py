# SPDX-License-Identifier: GPL-3.0-or-later
# Speak Captions at 1 step a second, heard: the sound of the null sink is recorded while an
# AT-SPI listener notes when each step is shown (its announcement). FFmpeg's silencedetect finds
# where each sentence ends. Every step must come after the sentence of the step before has
# ended (speech paces playback), and the sound must be mostly speech.
import json
import os
import re
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib


def fail(message):
    print("tst_spoken: " + message, file=sys.stderr)
    sys.exit(1)


heard = []


def on_announcement(event):
    heard.append((time.time(), str(event.any_data)))


pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
wav = os.path.join(tempfile.mkdtemp(), "sound.wav")
record = subprocess.Popen(["parecord", "--device=" + os.environ["NQ_SPOKEN_SINK"],
                           "--file-format=wav", wav])
started = time.time()
context = GLib.MainContext.default()
while time.time() < started + 25:
    while context.iteration(False):
        pass
    time.sleep(0.01)
record.terminate()
record.wait(10)
out = subprocess.run(["ffmpeg", "-hide_banner", "-nostats", "-i", wav, "-af",
                      "silencedetect=n=-40dB:d=0.12", "-f", "null", "-"],
                     capture_output=True, text=True).stderr
starts = [float(x) for x in re.findall(r"silence_start: ([0-9.]+)", out)]
silent = sum(float(m) for m in re.findall(r"silence_duration: ([0-9.]+)", out))
steps = [t - started for t, _ in heard if t - started > 0.5]
if len(steps) < 4:
    fail("only %d steps were shown in 25 s: %r" % (len(steps), heard))
if silent > 25 * 0.6:
    fail("the sound was silent for %.1f s of 25: nothing was spoken" % silent)
gaps = [b - a for a, b in zip(steps, steps[1:])]
# Between two steps the sentence of the first ended: a silence starts in between.
for a, b in zip(steps, steps[1:]):
    if not any(a < s < b for s in starts):
        fail("steps at %.2f s and %.2f s with no end of a sentence between them; silences "
             "begin at %r" % (a, b, starts))
# The speed asks one step a second; the sentences take two seconds and more, so speech paces
# the steps: never faster than the speed, and most steps further apart than it asks.
if min(gaps) < 0.95:
    fail("two steps %.2f s apart: faster than the speed" % min(gaps))
if sorted(gaps)[len(gaps) // 2] < 1.6:
    fail("steps %s s apart: the speed's pace, not the sentences'" % ["%.2f" % g for g in gaps])
print("tst_spoken: %d steps shown in 25 s, %s s apart, each after the sentence before ended; "
      "%.1f s of the 25 silent" % (len(steps), ["%.2f" % g for g in gaps], silent))
