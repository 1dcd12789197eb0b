#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A student of a class session in headless Chromium, on a 360 x 740 phone, driven by the
teacher's side (tests/classroom/tst_classbrowser.cpp) through standard input and output, one
line a move:

  check_class.py URL#CODE          joins as "Dee" (the code filled from the address), checks
                                   the teacher's board is drawn; says "joined"
  < asked QUEENS RIGHT WRONG       the question is asked with QUEENS (r,c;r,c...) on the board:
                                   checks the board and the question, clicks the WRONG square;
                                   says "voted" once the page says the answer was sent
  < shown                          the votes are shown: a bar with one vote, marked as the
                                   student's; the phone sleeps (the page is loaded again) and
                                   comes back as Dee with its vote; says "back"
  < again                          the second round: clicks the RIGHT square; says "voted"
  < revealed                       the right answer is marked on the bars, the verdict is said,
                                   and in Japanese once the language is switched; says "done"

Nothing is fetched but the page and its WebSocket; the page fits the phone's width. Exit status
0 when all holds; on a failure the line "fail: ..." and status 1."""
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_page import browser, queens_shown  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402


def say(line):
    print(line, flush=True)


def fail(why):
    say(f"fail: {why}")
    sys.exit(1)


def wait(what, test, seconds=10):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            if test():
                return
        except Exception:  # an element replaced while read: read again
            pass
        time.sleep(0.1)
    fail(f"waited {seconds} s for {what}")


def heard():
    line = sys.stdin.readline()
    if not line:
        fail("the teacher's side went away")
    return line.split()


def text(driver, id_):
    return driver.find_element(By.ID, id_).text


def click_square(driver, key):
    r, c = key.split(",")
    driver.find_element(By.CSS_SELECTOR, f'#board rect.sq[data-row="{r}"][data-col="{c}"]').click()


def main():
    url = sys.argv[1]
    driver = browser(360, 740)
    try:
        driver.get(url)
        wait("the code filled from the address",
             lambda: driver.find_element(By.ID, "code").get_attribute("value") == url.split("#")[1])
        driver.find_element(By.ID, "nick").send_keys("Dee")
        driver.find_element(By.ID, "joinButton").click()
        wait("joined", lambda: text(driver, "who") == "Joined as Dee")
        wait("the teacher's board", lambda: len(driver.find_elements(By.CSS_SELECTOR, "#board svg")) == 1)
        width = driver.execute_script("return document.documentElement.clientWidth")
        board = driver.find_element(By.CSS_SELECTOR, "#board svg").rect
        if board["x"] < 0 or board["x"] + board["width"] > width + 1:
            fail(f"the board {board} does not fit the phone's {width} px")
        say("joined")

        word, queens, right, wrong = heard()
        if word != "asked":
            fail(f"heard {word}")
        expected = sorted(tuple(map(int, q.split(","))) for q in queens.split(";") if q)
        wait("the board the question is asked on", lambda: queens_shown(driver) == expected)
        wait("the question", lambda: text(driver, "ask") != "")
        click_square(driver, wrong)
        wait("the answer sent", lambda: text(driver, "sent").startswith("Answer sent"))
        say("voted")

        if heard()[0] != "shown":
            fail("expected shown")
        wait("the first round's votes",
             lambda: len(driver.find_elements(By.CSS_SELECTOR, "#votes .bar")) == 1)
        bar = driver.find_element(By.CSS_SELECTOR, "#votes .bar").text
        if "1 vote" not in bar or "1 votes" in bar or "(yours)" not in bar:
            fail(f"the bar says {bar!r}")
        # The phone sleeps: the page comes back (loaded again) as the same student, its vote kept.
        driver.get("about:blank")
        driver.get(url)
        wait("back as Dee", lambda: text(driver, "who") == "Joined as Dee")
        wait("its vote, shown", lambda: "(yours)" in driver.find_element(By.CSS_SELECTOR, "#votes .bar").text)
        say("back")

        if heard()[0] != "again":
            fail("expected again")
        wait("the second round open", lambda: "vote again" in text(driver, "sent"))
        wait("the first round's bars hidden",
             lambda: len(driver.find_elements(By.CSS_SELECTOR, "#votes .bar")) == 0)
        click_square(driver, right)
        wait("the second answer sent", lambda: text(driver, "sent").startswith("Answer sent"))
        say("voted")

        if heard()[0] != "revealed":
            fail("expected revealed")
        wait("the verdict", lambda: text(driver, "verdict") != "")
        wait("the right answer marked",
             lambda: len(driver.find_elements(By.CSS_SELECTOR, "#votes .bar.right")) >= 1)
        rings = [(int(float(c.get_attribute("cy")) - 0.5), int(float(c.get_attribute("cx")) - 0.5))
                 for c in driver.find_elements(By.CSS_SELECTOR, "#board circle.right")]
        if tuple(map(int, right.split(","))) not in rings:
            fail(f"the right square {right} is not ringed on the board: {rings}")
        english = text(driver, "verdict")
        Select(driver.find_element(By.ID, "language")).select_by_value("ja")
        wait("the verdict in Japanese",
             lambda: text(driver, "verdict") != english
             and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text(driver, "verdict")))
        fetched = driver.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name)")
        if fetched:
            fail(f"the page fetched {fetched}")
        if os.environ.get("NQ_CLASS_SHOT"):  # a look at the question, its votes and verdict
            driver.execute_script("document.getElementById('question').scrollIntoView()")
            driver.save_screenshot(os.environ["NQ_CLASS_SHOT"])
        say("done")
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
