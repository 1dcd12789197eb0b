# SPDX-License-Identifier: GPL-3.0-or-later
# What the AT-SPI checks share: walking the program's accessible tree, and finding the program
# on the bus.
import sys
import time

import pyatspi


def walk(node, depth=0):
    if node is None or depth > 40:
        return
    yield node
    try:
        count = node.childCount
    except Exception:
        return
    if count > 400:  # a big table: its cells are read through the table interface
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def find_app(seconds, test_name):
    end = time.time() + seconds
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == "nqueens-studio":
                return app
        time.sleep(0.5)
    print("%s: the program did not appear on the accessibility bus" % test_name, file=sys.stderr)
    sys.exit(1)
