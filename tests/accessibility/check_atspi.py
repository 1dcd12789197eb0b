# SPDX-License-Identifier: GPL-3.0-or-later
# What a screen reader finds in nqueens-studio (started with --size 5 --speed 4 --play): the board
# as a table of 5 x 5 squares named by row and column, the caption read as its own text and
# spoken anew at each step, and a name on every control a user sets.
import sys
import time

import pyatspi

from atspi_common import find_app, walk


def fail(message):
    print("tst_atspi: " + message, file=sys.stderr)
    sys.exit(1)


def nodes(app):
    return list(walk(app))


def find(app, role, test):
    """The first node of the role that passes the test, or None."""
    for node in nodes(app):
        if node.getRoleName() == role and test(node):
            return node
    return None


app = find_app(30, "tst_atspi")
deadline = time.time() + 30
board = None
while board is None and time.time() < deadline:
    board = find(app, "table", lambda node: node.name.startswith("Board"))
    time.sleep(0.5)
if board is None:
    fail("no table named 'Board …' in the tree")

table = board.queryTable()
if (table.nRows, table.nColumns) != (5, 5):
    fail("the board table is %d x %d, not 5 x 5" % (table.nRows, table.nColumns))
if board.childCount != 25:
    fail("the board table has %d cells, not 25" % board.childCount)
corner = table.getAccessibleAt(0, 0)
if not corner.name.startswith("Row 1, column 1: "):
    fail("the first square reads %r" % corner.name)
last = table.getAccessibleAt(4, 2)
if not last.name.startswith("Row 5, column 3: "):
    fail("square (5, 3) reads %r" % last.name)

# The run plays: a queen appears on a square, and the caption speaks each step in its own words.
caption = find(app, "label", lambda node: node.description == "What the last step did")
if caption is None:
    fail("no caption (a label described as 'What the last step did')")
seen = set()
queen = False
end = time.time() + 20
while time.time() < end and (len(seen) < 3 or not queen):
    seen.add(caption.name)
    queen = queen or any("queen" in table.getAccessibleAt(r, c).name.split(":", 1)[1]
                         and "queen," in table.getAccessibleAt(r, c).name
                         for r in range(5) for c in range(5))
    time.sleep(0.2)
if len(seen) < 3:
    fail("the caption did not change as the run played: %r" % sorted(seen))
if not queen:
    fail("no square ever read as a queen while the run played")

# The step log is a list whose current row is selected and reads as the caption does: while
# the run plays, and after To End (a seek to the run's last step).
def log_list():
    log = find(app, "list", lambda node: node.name == "Step log")
    if log is None:
        fail("no list named 'Step log' in the tree")
    return log


def selected_row(log):
    for i in range(log.childCount):
        row = log.getChildAtIndex(i)
        if row is not None and row.getState().contains(pyatspi.STATE_SELECTED):
            return row.name
    return None


def current_row_reads_the_caption(when):
    end = time.time() + 15
    last = None
    while time.time() < end:
        row = selected_row(log_list())
        words = caption.name
        last = (row, words)
        if row is not None and words and row.endswith(". " + words):
            return row
        time.sleep(0.2)
    fail("%s, the log's selected row %r does not read the caption %r" % (when, last[0], last[1]))


current_row_reads_the_caption("while the run plays")
to_end = find(app, "push button", lambda node: node.name == "To End")
if to_end is None:
    fail("no button named 'To End'")
to_end.queryAction().doAction(0)
finished = current_row_reads_the_caption("after To End")
if "Finished" not in finished:
    fail("after To End the log's current row reads %r" % finished)

# The search tree: its tab brought forward, the tree reads the node where the search stands,
# by its square and kind; after To End, the empty board with its five first queens.
import re

tab = find(app, "page tab", lambda node: node.name == "Search Tree")
if tab is None:
    fail("no 'Search Tree' tab")
try:
    tab.queryAction().doAction(0)
except Exception:
    parent = tab.parent
    parent.querySelection().selectChild(tab.getIndexInParent())
tree_read = None
end = time.time() + 20
while time.time() < end and tree_read is None:
    for node in nodes(app):
        if node.name == "Search tree" and node.description:
            tree_read = node.description
    time.sleep(0.3)
if tree_read is None:
    fail("no 'Search tree' with a description once its tab is forward")
if not re.match(r"^(The empty board: .+|Row \d+, column \d+: .+, entered at step [\d,]+)$",
                tree_read):
    fail("the search tree reads %r" % tree_read)
if tree_read != "The empty board: 5 children":
    fail("after To End the search tree reads %r, not the empty board's five children" % tree_read)

# Predict: turned on, a step asked for is held and the caption asks the question; the
# question bar's buttons are named; skipping reads the verdict with its reason.
def press(name):
    node = next((n for n in nodes(app) if n.name == name
                 and n.getRoleName() in ("push button", "toggle button", "check box")), None)
    if node is None:
        fail("no button named %r" % name)
    node.queryAction().doAction(0)


press("To Start")
time.sleep(0.5)
press("Predict")
time.sleep(0.5)
press("Step Forward")
question = None
end = time.time() + 15
while time.time() < end and question is None:
    if "?" in caption.name:
        question = caption.name
    time.sleep(0.2)
if question is None:
    fail("with Predict on, a step did not ask: the caption reads %r" % caption.name)
skip = find(app, "push button", lambda n: n.name.startswith("Skip"))
if skip is None or not skip.getState().contains(pyatspi.STATE_SHOWING):
    fail("no 'Skip' button shows with the question")
skip.queryAction().doAction(0)
verdict = None
end = time.time() + 10
while time.time() < end and verdict is None:
    if caption.name.startswith("Skipped:"):
        verdict = caption.name
    time.sleep(0.2)
if verdict is None:
    fail("after Skip the caption reads %r, not the verdict" % caption.name)

# Every control a user sets has a name; every button and check box, shown or waiting hidden.
for node in nodes(app):
    role = node.getRoleName()
    if role in ("push button", "check box", "toggle button", "radio button") \
            and node.name.strip() == "":
        parent = node.parent.name if node.parent is not None else ""
        fail("a %s without a name (in %r)" % (role, parent))
    if role in ("spin button", "slider", "combo box", "text") and node.name.strip() == "":
        try:
            showing = node.getState().contains(pyatspi.STATE_SHOWING)
        except Exception:
            showing = True
        if showing:
            fail("a %s without a name" % role)
# Everything Tab reaches on screen says what it is: a panel reached with Tab (the counters, the
# algorithm's data) is named as a control is.
for node in nodes(app):
    try:
        state = node.getState()
        reached = state.contains(pyatspi.STATE_FOCUSABLE) and state.contains(pyatspi.STATE_SHOWING)
    except Exception:
        reached = False
    if reached and node.name.strip() == "" and node.getRoleName() not in ("list item", "table cell",
                                                                          "page tab"):
        parent = node.parent.name if node.parent is not None else ""
        fail("a %s that Tab reaches has no name (in %r)" % (node.getRoleName(), parent))
# The pseudocode is read as written: no word joiner (U+2060) or no-break space in its lines.
for node in nodes(app):
    if node.getRoleName() == "list item" and ("\u2060" in node.name or "\u00a0" in node.name):
        fail("a list item reads with layout characters: %r" % node.name)
names = {node.name for node in nodes(app) if node.getRoleName() == "spin button"}
if not any(name.startswith("Board size") for name in names):
    fail("the board size field is not named: %r" % sorted(names))
print("tst_atspi: board 5 x 5 read square by square; caption spoke %d steps; the log's "
      "current row read %r; the search tree read %r; Predict asked %r and said %r"
      % (len(seen), finished, tree_read, question, verdict))
