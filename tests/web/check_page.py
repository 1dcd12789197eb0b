#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The pages `nqueens film ... -o steps.html` and `nqueens lesson web` write, opened in headless
Chromium from a copy in another folder: a page runs under its own Content-Security-Policy (its
script ran: the title and the board are there), fetches nothing outside itself, draws at every
step the queens and the marks its data hold, plays on Space and steps on the arrow keys, Home and
End, speaks the browser's language (Japanese, Chinese) and switches on request, goes from scene
to scene on Page Down with each scene's note and board, and fits a 360 x 740 phone. A SCORM
package's page reports to a recording API and to scorm-again's SCORM 1.2 runtime, which refuses
any value a platform would. Exit status 0 when all holds."""
import csv
import http.server
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import xml.etree.ElementTree as ET
import zipfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

NQUEENS = sys.argv[1]
LESSON = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "resources",
                      "lessons", "backtracking-4x4.nqlesson")
WEB_MODULES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "node_modules")
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what, flush=True)


def write_page(folder, name, *args, command=("film",)):
    path = os.path.join(folder, name)
    done = subprocess.run([NQUEENS, *command, *args, "-o", path], capture_output=True, text=True,
                          timeout=120)
    if done.returncode != 0:
        sys.exit(f"nqueens {command[0]} failed ({done.returncode}): {done.stderr}")
    return path


def page_data(path):
    text = open(path, encoding="utf-8").read()
    found = re.search(r'<script type="application/json" id="nq-data">(.*?)</script>', text,
                      re.S)
    return text, json.loads(found.group(1))


def browser(width, height, language="en-US"):
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={width},{height}", f"--lang={language}"):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
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


CHOICES = ["place", "conflict", "back", "solution"]


def answer_on_page(driver, question, key):
    """Gives `key` as a student would: a button, or a square of the board clicked."""
    bar = driver.find_element(By.ID, "answerBar")
    buttons = bar.find_elements(By.TAG_NAME, "button")
    kind = question["input"]
    if kind == "choice":
        buttons[CHOICES.index(key)].click()
        return
    if kind == "attacked":
        if key == "no":
            buttons[1].click()
            return
        buttons[0].click()
    if kind == "row":
        key = f"{key},0"
    r, c = key.split(",")
    driver.find_element(By.CSS_SELECTOR, f'#board rect.sq[data-row="{r}"][data-col="{c}"]').click()


def wrong_key(question, n):
    """An answer the program judged wrong, of the question's kind."""
    kind = question["input"]
    if kind == "choice":
        candidates = CHOICES
    elif kind == "attacked":
        candidates = ["no"] + [f"{r},{c}" for r in range(n) for c in range(n)]
    elif kind == "row":
        candidates = [str(r) for r in range(n)]
    else:
        candidates = [f"{r},{c}" for r in range(n) for c in range(n)]
    return next(k for k in candidates if k not in question["right"])


def check_questions(driver, data):
    """The last scene asks Predict's questions: the page stops before the step asked about,
    a wrong answer gets the program's verdict and counts in the score, a right one too."""
    part = data["parts"][3]
    questions = part["questions"]
    driver.find_element(By.CSS_SELECTOR, "#sceneList li:nth-child(4) button").click()
    body = driver.find_element(By.TAG_NAME, "body")
    n = part["steps"][0]["n"]
    for number, (question, right) in enumerate(zip(questions[:2], (False, True))):
        # Forward to the step it is asked at; one more step is held back until it is answered.
        while int(driver.find_element(By.ID, "timeline").get_attribute("value")) < question["at"]:
            body.send_keys(Keys.ARROW_RIGHT)
        check(driver.find_element(By.ID, "question").is_displayed(), f"question {number} shown")
        check(driver.find_element(By.ID, "ask").text == question["ask"]["en"],
              f"question {number} asks {driver.find_element(By.ID, 'ask').text!r}")
        body.send_keys(Keys.ARROW_RIGHT)
        check(int(driver.find_element(By.ID, "timeline").get_attribute("value")) == question["at"],
              f"question {number}: no step on before an answer")
        key = question["right"][0] if right else wrong_key(question, n)
        answer_on_page(driver, question, key)
        verdict = driver.find_element(By.ID, "verdict").text
        if right:
            check(verdict == question["rightSaid"]["en"], f"question {number}: {verdict!r}")
        else:
            check(verdict.startswith("Not quite: you said ") and verdict.endswith(
                question["wrongSaid"]["en"].split("%1", 1)[1].strip()),
                  f"question {number}: the verdict {verdict!r}")
        check(driver.find_element(By.ID, "score").text == data["words"]["en"]["score"]
              .replace("%1", str(1 if right else 0)).replace("%2", str(number + 1)),
              f"question {number}: the score {driver.find_element(By.ID, 'score').text!r}")
        body.send_keys(Keys.ARROW_RIGHT)
        check(int(driver.find_element(By.ID, "timeline").get_attribute("value"))
              == question["at"] + 1, f"question {number}: answered, the step goes on")
    # The answers as the teacher's CSV: the program's columns, a row an answer.
    href = driver.find_element(By.ID, "results").get_attribute("href")
    check(href.startswith("data:text/csv"), "the answers offered as CSV")
    rows = list(csv.reader(io.StringIO(urllib.parse.unquote(href.split(",", 1)[1]))))
    check(rows[0] == data["csvColumns"], f"the CSV's columns {rows[0]}")
    check([r[-1] for r in rows[1:]] == ["wrong", "right"], f"the CSV's results {rows[1:]}")
    check([r[5] for r in rows[1:]] == [q["step"] for q in questions[:2]]
          and all(r[1] == "predict" and r[2] == "backtracking" and r[3] == "4" for r in rows[1:]),
          "the CSV's steps and run")


def check_phone(driver, what):
    """The whole board in a phone's width, every button shown a finger high."""
    width = driver.execute_script("return document.documentElement.clientWidth")
    box = driver.execute_script(
        "const r = document.querySelector('#board svg').getBoundingClientRect();"
        "return [r.left, r.right, r.width];")
    check(box[0] >= 0 and box[1] <= width and box[2] > 250,
          f"{what}: the board {box} fits the phone's {width} px")
    smallest = driver.execute_script(
        "return Math.min(...[...document.querySelectorAll('button')]"
        ".filter(b => b.offsetParent !== null)"
        ".map(b => b.getBoundingClientRect().height))")
    check(smallest >= 44, f"{what}: buttons at least 44 px high, not {smallest}")


def check_lesson(made, elsewhere):
    """The example lesson as a page: Page Down twice shows the third scene, its note and the
    board of its step as the run's own page draws it; a phone holds it."""
    written = write_page(made, "lesson.html", LESSON, command=("lesson", "web"))
    path = shutil.copy(written, os.path.join(elsewhere, "lesson.html"))
    _, data = page_data(path)
    parts = data["parts"]
    check(len(parts) == 4, f"4 scenes on the page, not {len(parts)}")
    # The third scene is step 17 of the run: the run's own page of that step.
    _, run = page_data(write_page(made, "step17.html", "4", "--algorithm", "backtracking",
                                  "--from", "17", "--to", "17"))
    expected = sorted(tuple(q) for q in run["parts"][0]["steps"][0]["q"])
    check(len(expected) > 0, "step 17 has queens")
    driver = browser(1024, 768)
    try:
        driver.get("file://" + path)
        body = driver.find_element(By.TAG_NAME, "body")
        check(driver.find_element(By.ID, "note").text == parts[0]["note"]["en"],
              "the first scene's note")
        body.send_keys(Keys.PAGE_DOWN)
        body.send_keys(Keys.PAGE_DOWN)
        check(driver.find_element(By.ID, "heading").text.replace("\u00a0", " ")
              == parts[2]["heading"]["en"].replace("\u00a0", " "),
              f"the third scene's heading, not {driver.find_element(By.ID, 'heading').text!r}")
        check(queens_shown(driver) == expected,
              f"the third scene's board {queens_shown(driver)}, the run's {expected}")
        check(driver.find_element(By.ID, "note").text == parts[2]["note"]["en"],
              "the third scene's note")
        current = driver.find_elements(By.CSS_SELECTOR, "#sceneList button[aria-current]")
        check([b.text for b in current] == ["3"], "the third scene marked in the list")
        body.send_keys(Keys.PAGE_UP)
        check(driver.find_element(By.ID, "note").text == parts[1]["note"]["en"],
              "Page Up goes back a scene")
        check_questions(driver, data)
        fetched = driver.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name)")
        check(fetched == [], f"the lesson's page fetched {fetched}")
    finally:
        driver.quit()
    driver = browser(360, 740, "ja")
    try:
        driver.get("file://" + path)
        check(driver.find_element(By.ID, "note").text == parts[0]["note"]["ja"],
              "a Japanese phone gets the Japanese note")
        check_phone(driver, "the lesson")
    finally:
        driver.quit()


# A learning platform's frame around the page: a SCORM 1.2 API that records every call.
HARNESS = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>LMS</title><script>
window.calls = [];
const values = { 'cmi.core.lesson_status': 'not attempted' };
window.API = {
  LMSInitialize: (a) => { calls.push(['LMSInitialize']); return 'true'; },
  LMSGetValue: (k) => { calls.push(['LMSGetValue', k]); return values[k] || ''; },
  LMSSetValue: (k, v) => { calls.push(['LMSSetValue', k, v]); values[k] = v; return 'true'; },
  LMSCommit: (a) => { calls.push(['LMSCommit']); return 'true'; },
  LMSFinish: (a) => { calls.push(['LMSFinish']); return 'true'; },
  LMSGetLastError: () => '0', LMSGetErrorString: () => '', LMSGetDiagnostic: () => '',
};
</script></head><body><iframe id="sco" src="index.html" width="1000" height="700"></iframe>
</body></html>"""

# The same frame around scorm-again's SCORM 1.2 runtime (an LMS's side of the API, from npm,
# installed by scripts/setup into tests/web/node_modules): it refuses a value out of the data
# model (a status, a score out of range, a time badly written) and keeps what it accepts.
RUNTIME_HARNESS = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>LMS</title>
<script src="scorm12.min.js"></script><script>
window.calls = [];
const api = new Scorm12API({ autocommit: false, logLevel: 5 });
const errors = [];
for (const name of ['LMSInitialize', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSFinish']) {
  const call = api[name].bind(api);
  api[name] = (...args) => {
    calls.push(name === 'LMSSetValue' ? [name, args[0], args[1]] : [name]);
    const kept = name === 'LMSFinish' ? {
      status: api.cmi.core.lesson_status, raw: api.cmi.core.score.raw,
      min: api.cmi.core.score.min, max: api.cmi.core.score.max,
      session: api.cmi.core._session_time } : null;
    const result = call(...args);
    const code = String(api.LMSGetLastError());
    if (code !== '0') errors.push([name, args.join(' '), code, api.LMSGetErrorString(code)]);
    if (kept) window.kept = Object.assign(kept, { errors: errors });
    return result;
  };
}
window.API = api;
</script></head><body><iframe id="sco" src="index.html" width="1000" height="700"></iframe>
</body></html>"""

SCORM = "{http://www.imsproject.org/xsd/imscp_rootv1p1p2}"
ADLCP = "{http://www.adlnet.org/xsd/adlcp_rootv1p2}"


def check_scorm(made, elsewhere, lesson):
    """`nqueens lesson web --scorm`: a zip of imsmanifest.xml (one SCO, the page) and the page
    itself; in a platform's frame the page reports LMSInitialize, its status, its score and
    LMSFinish, in that order, and completed once every scene was seen."""
    package = write_page(made, "lesson.zip", lesson, "--scorm", command=("lesson", "web"))
    page = write_page(made, "same.html", lesson, command=("lesson", "web"))
    with zipfile.ZipFile(package) as z:
        check(sorted(z.namelist()) == ["imsmanifest.xml", "index.html"],
              f"the package holds {z.namelist()}")
        check(z.read("index.html") == open(page, "rb").read(), "the package's page is the page")
        manifest = ET.fromstring(z.read("imsmanifest.xml"))
        folder = os.path.join(elsewhere, "sco")
        z.extractall(folder)
    check(manifest.tag == SCORM + "manifest" and manifest.get("identifier"),
          "a manifest with an identifier")
    check(manifest.findtext(f"{SCORM}metadata/{SCORM}schema") == "ADL SCORM"
          and manifest.findtext(f"{SCORM}metadata/{SCORM}schemaversion") == "1.2",
          "SCORM 1.2 named in the metadata")
    organizations = manifest.find(f"{SCORM}organizations")
    organization = organizations.find(f"{SCORM}organization") if organizations is not None else None
    check(organization is not None
          and organization.get("identifier") == organizations.get("default"),
          "the default organization")
    item = organization.find(f"{SCORM}item") if organization is not None else None
    resource = manifest.find(f"{SCORM}resources/{SCORM}resource")
    check(item is not None and resource is not None
          and item.get("identifierref") == resource.get("identifier")
          and resource.get(ADLCP + "scormtype") == "sco"
          and resource.get("href") == "index.html"
          and resource.find(f"{SCORM}file").get("href") == "index.html",
          "one item, its SCO the page")
    check(organization.findtext(f"{SCORM}title") == "Backtracking on 4 × 4",
          f"the title {organization.findtext(f'{SCORM}title')!r}")

    # Served from the loopback, as a platform serves it, for at most the test's time.
    with open(os.path.join(folder, "lms.html"), "w", encoding="utf-8") as f:
        f.write(HARNESS)
    runtime = os.path.join(WEB_MODULES, "scorm-again", "dist", "scorm12.min.js")
    check(os.path.isfile(runtime), f"scorm-again's SCORM 1.2 runtime at {runtime} "
                                   "(scripts/setup installs it)")
    if os.path.isfile(runtime):
        shutil.copy(runtime, os.path.join(folder, "scorm12.min.js"))
        with open(os.path.join(folder, "runtime.html"), "w", encoding="utf-8") as f:
            f.write(RUNTIME_HARNESS)
    handler = lambda *a, **k: http.server.SimpleHTTPRequestHandler(*a, directory=folder, **k)
    http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1},
                     daemon=True).start()
    _, data = page_data(page)
    total = sum(len(p.get("questions", [])) for p in data["parts"])
    try:
        calls, _ = play_in_platform(server, "lms.html", data)
        names = [c[0] if c[0] != "LMSSetValue" else c[1] for c in calls]

        def first(name):
            return names.index(name) if name in names else -1
        order = [first("LMSInitialize"), first("cmi.core.lesson_status"),
                 first("cmi.core.score.raw"), first("LMSFinish")]
        check(-1 not in order and order == sorted(order) and order[-1] == len(names) - 1,
              f"LMSInitialize, status, score, LMSFinish in order: {names}")
        statuses = [c[2] for c in calls
                    if c[0] == "LMSSetValue" and c[1] == "cmi.core.lesson_status"]
        check(statuses == ["incomplete", "completed"], f"the statuses {statuses}")
        scores = {c[1]: c[2] for c in calls
                  if c[0] == "LMSSetValue" and c[1].startswith("cmi.core.score")}
        check(scores == {"cmi.core.score.min": "0", "cmi.core.score.max": "100",
                         "cmi.core.score.raw": str(round(100 / total))}, f"the score {scores}")
        check(any(c[0] == "LMSSetValue" and c[1] == "cmi.core.session_time"
                  and re.fullmatch(r"\d{2,4}:\d{2}:\d{2}\.\d{2}", c[2]) for c in calls),
              "the session's time")

        # The same in a SCORM 1.2 runtime that checks every value as a platform does
        # (scorm-again's Scorm12API): no call refused, and the record it keeps.
        if os.path.isfile(runtime):
            _, kept = play_in_platform(server, "runtime.html", data)
            check(kept is not None and kept["errors"] == [],
                  f"the runtime refused nothing: {kept and kept['errors']}")
            check(kept is not None and kept["status"] == "completed"
                  and kept["raw"] == str(round(100 / total)) and kept["min"] == "0"
                  and kept["max"] == "100", f"the runtime kept {kept}")
            check(kept is not None and re.fullmatch(r"\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?",
                                                    kept["session"] or ""),
                  f"the runtime kept the session's time {kept and kept['session']}")
    finally:
        server.shutdown()


def play_in_platform(server, harness, data):
    """Opens the package's page in `harness`'s frame, sees every scene, answers the first
    question right, leaves the page; the calls recorded and, from a runtime, what it kept."""
    driver = browser(1024, 768)
    try:
        driver.get(f"http://127.0.0.1:{server.server_address[1]}/{harness}")
        driver.switch_to.frame(driver.find_element(By.ID, "sco"))
        for k in range(len(data["parts"])):
            driver.find_element(By.CSS_SELECTOR, f"#sceneList li:nth-child({k + 1}) button").click()
        question = data["parts"][3]["questions"][0]
        answer_on_page(driver, question, question["right"][0])
        driver.switch_to.default_content()
        driver.execute_script("document.getElementById('sco').src = 'about:blank';")
        deadline = time.time() + 10
        calls, kept = [], None
        while time.time() < deadline:
            calls = driver.execute_script("return window.calls")
            kept = driver.execute_script("return window.kept || null")
            if calls and calls[-1][0] == "LMSFinish":
                break
            time.sleep(0.1)
        return calls, kept
    finally:
        driver.quit()


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
        steps = data["parts"][0]["steps"]
        captions = data["parts"][0]["captions"]["en"]
        check(len(steps) == 81, f"81 steps written, not {len(steps)}")

        driver = browser(1024, 768)
        try:
            driver.get("file://" + path)
            # The script ran under the policy: it wrote the title and drew the board.
            check(driver.find_element(By.ID, "title").text
                  == data["title"]["en"].replace("\u00a0", " "),
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
                check(driver.find_element(By.ID, "caption").text == captions[k],
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
            check_phone(driver, "the run")
        finally:
            driver.quit()

        # The browser's language: Japanese words, from the catalogue, and Chinese on request.
        driver = browser(1024, 768, "ja")
        try:
            driver.get("file://" + path)
            ja = data["words"]["ja"]
            check(driver.find_element(By.ID, "play").text == ja["play"]
                  and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", ja["play"]),
                  f"the play button says {driver.find_element(By.ID, 'play').text!r} in ja")
            check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ja",
                  "the page's language is ja")
            check(driver.find_element(By.ID, "caption").text
                  == data["parts"][0]["captions"]["ja"][0], "the caption in Japanese")
            Select(driver.find_element(By.ID, "language")).select_by_value("zh_CN")
            check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "zh-CN",
                  "switched to zh-CN")
            check(driver.find_element(By.ID, "play").text == data["words"]["zh_CN"]["play"]
                  and driver.find_element(By.ID, "play").text != ja["play"],
                  "the play button in Chinese after the switch")
            check(driver.find_element(By.ID, "title").text
                  == data["title"]["zh_CN"].replace("\u00a0", " "), "the title in Chinese")
        finally:
            driver.quit()
        driver = browser(1024, 768, "zh-CN")
        try:
            driver.get("file://" + path)
            check(driver.find_element(By.ID, "speedLabel").text.startswith(
                data["words"]["zh_CN"]["speed"]), "a Chinese browser gets Chinese words")
        finally:
            driver.quit()

        check_lesson(made, elsewhere)
        check_scorm(made, elsewhere, LESSON)

    if failures:
        print(f"{len(failures)} checks failed", flush=True)
        return 1
    print("all checks passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
