#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The page `nqueens film ... -o steps.html` writes, opened in headless Chromium from a copy in
another folder: it runs under its own Content-Security-Policy (its script ran: the title and
the board are there), fetches nothing outside itself, draws at every step the queens and the
marks its data hold, plays on Space and steps on the arrow keys, Home and End, shows Japanese
words when written in Japanese, and fits a 360 x 740 phone. Exit status 0 when all holds."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

NQUEENS = sys.argv[1]
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what, flush=True)


def write_page(folder, name, *args):
    path = os.path.join(folder, name)
    done = subprocess.run([NQUEENS, "film", *args, "-o", path], capture_output=True, text=True,
                          timeout=120)
    if done.returncode != 0:
        sys.exit(f"nqueens film failed ({done.returncode}): {done.stderr}")
    return path


def page_data(path):
    text = open(path, encoding="utf-8").read()
    found = re.search(r'<script type="application/json" id="nq-data">(.*?)</script>', text,
                      re.S)
    return text, json.loads(found.group(1))


def browser(width, height):
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={width},{height}", "--lang=en-US"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(60)
    return driver


def queens_shown(driver):
    return sorted((int(g.get_attribute("data-row")), int(g.get_attribute("data-col")))
                  for g in driver.find_elements(By.CSS_SELECTOR, "#board g.queen"))


def marks_shown(driver):
    return {
        "attacked": len(driver.find_elements(By.CSS_SELECTOR, "#board path.attacked")),
        "tested": len(driver.find_elements(By.CSS_SELECTOR, "#board rect.tested")),
        "lines": len(driver.find_elements(By.CSS_SELECTOR, "#board line.attack-line")),
    }


def marks_in(data, step):
    shapes = [s[0] for s in step["h"]]
    looks = [data["looks"][ord(ch) - data["firstLook"]] for ch in step["m"]]
    return {
        "attacked": sum(1 for look in looks if look[0] == 1),
        "tested": shapes.count(0),
        "lines": shapes.count(2),
    }


def main():
    with tempfile.TemporaryDirectory() as made, tempfile.TemporaryDirectory() as elsewhere:
        written = write_page(made, "steps.html", "6", "--algorithm", "backtracking", "--from", "0",
                             "--to", "80")
        # Copied to another folder, as a student gets it: it needs nothing beside it.
        path = shutil.copy(written, os.path.join(elsewhere, "copy.html"))
        text, data = page_data(path)
        check("Content-Security-Policy" in text and "default-src 'none'" in text,
              "the page forbids outside fetches")
        check(not re.search(r'(src|href)="(https?:)?//', text), "no outside address in the page")
        steps = data["steps"]
        check(len(steps) == 81, f"81 steps written, not {len(steps)}")

        driver = browser(1024, 768)
        try:
            driver.get("file://" + path)
            # The script ran under the policy: it wrote the title and drew the board.
            check(driver.find_element(By.ID, "title").text == data["title"].replace("\u00a0", " "),
                  "the script ran (the title is written)")
            check(len(driver.find_elements(By.CSS_SELECTOR, "#board svg")) == 1, "a board drawn")
            # Every step as its data say: the queens and the marks, by the arrow key.
            body = driver.find_element(By.TAG_NAME, "body")
            for k, step in enumerate(steps):
                expected = sorted(tuple(q) for q in step["q"])
                check(queens_shown(driver) == expected,
                      f"step {k}: queens {queens_shown(driver)} drawn, {expected} in the data")
                check(marks_shown(driver) == marks_in(data, step),
                      f"step {k}: marks {marks_shown(driver)} drawn, "
                      f"{marks_in(data, step)} in the data")
                check(driver.find_element(By.ID, "caption").text == step["t"],
                      f"step {k}: the caption")
                current = driver.find_elements(By.CSS_SELECTOR, "#code li.current")
                check(len(current) == (1 if step["l"] >= 0 else 0), f"step {k}: one line lit")
                body.send_keys(Keys.ARROW_RIGHT)
            body.send_keys(Keys.HOME)
            check(driver.find_element(By.ID, "timeline").get_attribute("value") == "0",
                  "Home goes to the start")
            body.send_keys(Keys.END)
            check(driver.find_element(By.ID, "timeline").get_attribute("value") == "80",
                  "End goes to the end")
            body.send_keys(Keys.HOME)
            # Space plays (at the fastest speed), and again pauses.
            for _ in range(6):
                body.send_keys("+")
            body.send_keys(" ")
            time.sleep(1.5)
            body.send_keys(" ")
            played = int(driver.find_element(By.ID, "timeline").get_attribute("value"))
            check(played >= 10, f"Space played {played} steps in 1.5 s")
            # Nothing was fetched: the page is all there is.
            fetched = driver.execute_script(
                "return performance.getEntriesByType('resource').map(e => e.name)")
            check(fetched == [], f"the page fetched {fetched}")
            # The caption is a live region, the controls a named tool bar.
            check(driver.find_element(By.ID, "caption").get_attribute("aria-live") == "polite",
                  "the caption is a live region")
        finally:
            driver.quit()

        # A phone: the whole board in the width, buttons a finger wide.
        driver = browser(360, 740)
        try:
            driver.get("file://" + path)
            width = driver.execute_script("return document.documentElement.clientWidth")
            box = driver.execute_script(
                "const r = document.querySelector('#board svg').getBoundingClientRect();"
                "return [r.left, r.right, r.width];")
            check(box[0] >= 0 and box[1] <= width and box[2] > 250,
                  f"the board {box} fits the phone's {width} px")
            smallest = driver.execute_script(
                "return Math.min(...[...document.querySelectorAll('button')]"
                ".map(b => b.getBoundingClientRect().height))")
            check(smallest >= 44, f"buttons at least 44 px high, not {smallest}")
        finally:
            driver.quit()

        # Written in Japanese: its words are the catalogue's.
        japanese = write_page(made, "ja.html", "6", "--algorithm", "backtracking", "--from",
                              "0", "--to", "10", "--language", "ja")
        _, ja = page_data(japanese)
        driver = browser(1024, 768)
        try:
            driver.get("file://" + japanese)
            check(driver.find_element(By.ID, "play").text == ja["words"]["play"]
                  and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", ja["words"]["play"]),
                  f"the play button says {driver.find_element(By.ID, 'play').text!r}")
            check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ja",
                  "the page's language is ja")
        finally:
            driver.quit()

    if failures:
        print(f"{len(failures)} checks failed", flush=True)
        return 1
    print("all checks passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
