# SPDX-License-Identifier: GPL-3.0-or-later
# What a screen reader hears as the window steps (nqueens-studio started with --size 12
# --algorithm backtracking; a new setup starts paused): an AT-SPI listener records the object:announcement events.
# Six single steps give six announcements, each the caption shown; playing at maximum speed gives
# at most one every 1.5 s, never a queue.
import sys
import time

import pyatspi

from atspi_common import find_app, walk
from gi.repository import GLib


def fail(message):
    print("tst_atspi_announce: " + message, file=sys.stderr)
    sys.exit(1)


heard = []  # (seconds, words)


def on_announcement(event):
    heard.append((time.time(), str(event.any_data)))


def pump(seconds):
    """Lets the listener's events arrive for `seconds`."""
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def press(app, name):
    node = next((n for n in walk(app) if n.name == name
                 and n.getRoleName() in ("push button", "toggle button")), None)
    if node is None:
        fail("no button named %r" % name)
    node.queryAction().doAction(0)
    return node


pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
app = find_app(30, "tst_atspi_announce")
caption = None
end = time.time() + 30
while caption is None and time.time() < end:
    caption = next((n for n in walk(app) if n.getRoleName() == "label"
                    and n.description == "What the last step did"), None)
    pump(0.3)
if caption is None:
    fail("no caption label")
pump(1.0)
heard.clear()

# Six single steps, far enough apart for each to be heard whole.
captions = []
for step in range(6):
    before = len(heard)
    press(app, "Step Forward")
    end = time.time() + 10
    while len(heard) == before and time.time() < end:
        pump(0.1)
    pump(0.3)
    captions.append(caption.name)
said = [words for _, words in heard]
if said != captions:
    fail("six steps were heard as %r; the captions were %r" % (said, captions))

# At maximum speed: at most one every 1.5 s.
speed = next((n for n in walk(app) if n.getRoleName() == "slider"
              and n.name.startswith("Speed")), None)
if speed is None:
    fail("no speed slider")
value = speed.queryValue()
value.currentValue = value.maximumValue
pump(0.5)
heard.clear()
play = press(app, "Play")
pump(6.0)
play.queryAction().doAction(0)  # the same button says Pause while it plays
pump(2.0)
times = [t for t, _ in heard]
gaps = [b - a for a, b in zip(times, times[1:])]
if not heard:
    fail("nothing was heard while playing")
# (Heard here, after the bus: a busy machine may deliver two a little closer than they left.)
if len(heard) > 6 or any(gap < 1.0 for gap in gaps):
    fail("playing at maximum speed was heard %d times in 8 s, %s s apart"
         % (len(heard), ["%.2f" % g for g in gaps]))
print("tst_atspi_announce: six steps heard as their captions (%r ...); at maximum speed %d "
      "announcements in 8 s, %s s apart"
      % (captions[0], len(heard), ["%.2f" % g for g in gaps]))
