// SPDX-License-Identifier: GPL-3.0-or-later
// The page of a run's range or of a lesson's scenes: draws each step's picture as the program
// decided it (the queens, every square's mark and colour, the step's shapes) and its words, with
// the program's keys. It decides nothing: every word, colour and mark comes from the data the
// program wrote, in each language it speaks; the browser's language is shown first. Predict's
// questions were decided as the page was written: the page compares a student's answer with the
// answers the program judged right and tells back the program's verdict.
'use strict';
(function () {
  const data = JSON.parse(document.getElementById('nq-data').textContent);
  const theme = data.theme;
  const parts = data.parts;
  let language = data.language;
  let words = data.words[language];
  let part = 0;
  let steps = parts[0].steps;
  let index = 0;
  let timer = null;
  // The answers given, by part and step: { key, square } or { skipped: true }.
  const answers = {};
  const half = { yes: false }; // "Is it attacked?" answered yes: the queen comes next
  let questionShown = ''; // the part and step of the question on show

  const $ = (id) => document.getElementById(id);
  const format = NQ.format;

  const inLanguage = (texts) => (texts ? texts[language] ?? texts.en ?? '' : '');

  function show(i) {
    index = Math.max(0, Math.min(steps.length - 1, i));
    const step = steps[index];
    const board = $('board');
    board.replaceChildren(NQ.drawBoard(step, theme, data.looks, data.firstLook));
    board.setAttribute('aria-label', NQ.boardLabel(step, words));
    $('caption').textContent = parts[part].captions[language][index];
    const code = $('code');
    for (const [k, li] of Array.from(code.children).entries()) {
      const current = k === step.l;
      li.classList.toggle('current', current);
      if (current) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current');
    }
    const counters = $('counters');
    counters.replaceChildren();
    const names = inLanguage(parts[part].counters).split('\n');
    for (const [k, value] of (step.k || []).entries()) {
      const dt = document.createElement('dt');
      dt.textContent = names[k];
      const dd = document.createElement('dd');
      dd.textContent = value;
      counters.append(dt, dd);
    }
    $('timeline').value = String(index);
    const last = steps[steps.length - 1].s;
    $('position').textContent = step.s === undefined ? '' : format(words.position, step.s, last);
    showQuestion();
  }

  // ---- A learning platform (SCORM 1.2) ---------------------------------------------------------
  // The platform's API, in a frame around the page or the window that opened it; none when the
  // page is opened alone, and then nothing is reported.
  function findApi(start) {
    let win = start;
    for (let tries = 0; win && tries < 8; ++tries) {
      try {
        if (win.API) return win.API;
      } catch (e) {
        return null; // another site's frame
      }
      if (!win.parent || win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  const lms = findApi(window) || (window.opener ? findApi(window.opener) : null);
  const started = Date.now();
  const seenParts = new Set();
  let lmsOpen = false;
  let lmsCompleted = false;
  if (lms) {
    lmsOpen = String(lms.LMSInitialize('')) === 'true';
    if (lmsOpen) {
      const before = String(lms.LMSGetValue('cmi.core.lesson_status'));
      lmsCompleted = before === 'completed' || before === 'passed';
      if (!lmsCompleted) lms.LMSSetValue('cmi.core.lesson_status', 'incomplete');
      lms.LMSCommit('');
    }
  }
  const questionCount = parts.reduce((all, p) => all + (p.questions || []).length, 0);
  function reportSeen(p) {
    seenParts.add(p);
    if (!lmsOpen || lmsCompleted || seenParts.size < parts.length) return;
    lmsCompleted = true; // every scene seen
    lms.LMSSetValue('cmi.core.lesson_status', 'completed');
    lms.LMSCommit('');
  }
  // The score as platforms grade it: the share of the page's questions answered right, 0 to 100.
  function reportScore(right) {
    if (!lmsOpen || questionCount === 0) return;
    lms.LMSSetValue('cmi.core.score.min', '0');
    lms.LMSSetValue('cmi.core.score.max', '100');
    lms.LMSSetValue('cmi.core.score.raw', String(Math.round((100 * right) / questionCount)));
    lms.LMSCommit('');
  }
  function finishLms() {
    if (!lmsOpen) return;
    lmsOpen = false;
    const seconds = (Date.now() - started) / 1000;
    const two = (v) => String(Math.floor(v)).padStart(2, '0');
    const time = `${two(seconds / 3600)}:${two((seconds % 3600) / 60)}:` +
                 `${two(seconds % 60)}.${two((seconds * 100) % 100)}`;
    lms.LMSSetValue('cmi.core.session_time', time);
    lms.LMSCommit('');
    lms.LMSFinish('');
  }
  window.addEventListener('pagehide', finishLms);

  // ---- Predict's questions -------------------------------------------------------------------
  const questionAt = (i) => (parts[part].questions || []).find((q) => q.at === i);
  const answerOf = (q) => answers[`${part}:${q.at}`];
  const said = (field) => inLanguage(data.answers[field]);

  const say = { inLanguage: (texts) => inLanguage(texts), said };
  const saidWords = (q, key) => NQ.questions.saidWords(q, key, say);
  const verdictText = (q, given) => NQ.questions.verdictText(q, given, steps[q.at].n, say);

  function showScore() {
    let asked = 0;
    let right = 0;
    for (const [id, given] of Object.entries(answers)) {
      const [p, at] = id.split(':').map(Number);
      const q = (parts[p].questions || []).find((x) => x.at === at);
      ++asked;
      if (!given.skipped && q.right.includes(given.key)) ++right;
    }
    $('score').hidden = questionCount === 0;
    $('score').textContent = format(words.score, right, asked);
    $('results').hidden = asked === 0;
    $('results').textContent = words.results;
    $('results').href = 'data:text/csv;charset=utf-8,' + encodeURIComponent(resultsCsv());
    return right;
  }

  // The answers as the teacher's CSV the program writes (its columns, one row an answer, in
  // the order given), for a platform without SCORM.
  function resultsCsv() {
    const field = (t) => (/[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t);
    const pad = (v) => String(Math.floor(Math.abs(v))).padStart(2, '0');
    const iso = (d) => {
      const off = -d.getTimezoneOffset();
      const zone = off === 0 ? 'Z' : `${off > 0 ? '+' : '-'}${pad(off / 60)}:${pad(off % 60)}`;
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T` +
             `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}${zone}`;
    };
    const lines = [data.csvColumns.join(',')];
    for (const [id, given] of Object.entries(answers)) {
      const [p, at] = id.split(':').map(Number);
      const q = parts[p].questions.find((x) => x.at === at);
      const result = given.skipped ? 'skipped' : q.right.includes(given.key) ? 'right' : 'wrong';
      lines.push([iso(given.time), 'predict', q.algorithm, String(q.n), q.seed, q.step, q.kind,
                  inLanguage(q.plain), given.skipped ? '' : saidWords(q, given.key),
                  inLanguage(q.rightWords), inLanguage(q.accepted), result].map(field).join(','));
    }
    return lines.join('\r\n') + '\r\n';
  }

  function answer(key, square) {
    const q = questionAt(index);
    if (!q || answerOf(q)) return;
    answers[`${part}:${q.at}`] = { key, square, time: new Date() };
    half.yes = false;
    showQuestion();
    reportScore(showScore());
    $('forward').focus();
  }
  function skip() {
    const q = questionAt(index);
    if (!q || answerOf(q)) return;
    answers[`${part}:${q.at}`] = { skipped: true, time: new Date() };
    half.yes = false;
    showQuestion();
    reportScore(showScore());
    $('forward').focus();
  }

  // The question asked before the next step, with a way to answer each kind (the board's
  // squares take a click too), or the verdict once answered.
  function showQuestion() {
    const q = questionAt(index);
    // A "yes" half given belongs to its own question: another one starts afresh.
    const shown = q ? `${part}:${q.at}` : '';
    if (shown !== questionShown) half.yes = false;
    questionShown = shown;
    const box = $('question');
    box.hidden = !q;
    if (!q) return;
    $('ask').textContent = inLanguage(q.ask);
    const bar = $('answerBar');
    bar.replaceChildren();
    const given = answerOf(q);
    $('verdict').textContent = given ? verdictText(q, given) : '';
    box.classList.toggle('answered', Boolean(given));
    if (given) return;
    NQ.questions.answerBar(bar, q, steps[index].n, words, say, half, answer, skip, showQuestion);
  }

  // A square clicked while a question waits answers it (or ticks its column).
  function clicked(r, c) {
    const q = questionAt(index);
    if (!q || answerOf(q)) return;
    NQ.questions.clicked(q, r, c, $('answerBar'), half, answer);
  }

  // One step on, unless a question waits there: then playing stops and the question says so.
  function forward() {
    const q = questionAt(index);
    if (q && !answerOf(q)) {
      pause();
      $('verdict').textContent = words.answerFirst;
      return false;
    }
    show(index + 1);
    return true;
  }

  function pause() {
    if (timer !== null) clearInterval(timer);
    timer = null;
    $('play').textContent = words.play;
  }
  function play() {
    if (index >= steps.length - 1) show(0);
    pause();
    $('play').textContent = words.pause;
    timer = setInterval(() => {
      if (index >= steps.length - 1 || !forward()) pause();
    }, Number($('speed').value));
  }
  const toggle = () => (timer === null ? play() : pause());

  // A part: a lesson's scene (its heading, note, code and counters) or the run's range.
  function showPart(p) {
    pause();
    part = Math.max(0, Math.min(parts.length - 1, p));
    steps = parts[part].steps;
    const scene = parts[part];
    $('heading').textContent = inLanguage(scene.heading);
    $('heading').hidden = !scene.heading;
    $('note').textContent = inLanguage(scene.note);
    $('note').hidden = !scene.note;
    const code = $('code');
    code.replaceChildren();
    const lines = inLanguage(scene.code);
    for (const line of lines ? lines.split('\n') : []) {
      // A long line wraps under its own first word, not under the line numbers.
      const [, indent, text] = line.match(/^(\s*)(.*)$/s);
      const li = document.createElement('li');
      const pad = document.createElement('span');
      pad.className = 'indent';
      pad.textContent = indent;
      const body = document.createElement('span');
      body.className = 'text';
      body.textContent = text;
      body.style.maxWidth = `calc(100% - ${indent.length}ch)`;
      li.append(pad, body);
      code.appendChild(li);
    }
    const single = steps.length === 1;
    $('timelineLabel').hidden = single;
    for (const id of ['start', 'back', 'play', 'forward', 'end']) $(id).disabled = single;
    $('timeline').max = String(steps.length - 1);
    for (const [k, li] of Array.from($('sceneList').children).entries()) {
      const button = li.firstElementChild;
      if (k === part) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
    $('sceneOf').textContent = format(words.scene, part + 1, parts.length);
    $('previousScene').disabled = part === 0;
    $('nextScene').disabled = part === parts.length - 1;
    show(0);
    reportSeen(part);
  }

  // Every word in the chosen language: the page's own, the title, and the part's.
  function speak(code) {
    language = code;
    words = data.words[language];
    document.documentElement.lang = data.languages.find(([c]) => c === code)[1];
    document.title = inLanguage(data.title);
    $('title').textContent = document.title;
    $('code').setAttribute('aria-label', words.code);
    $('counters').setAttribute('aria-label', words.counters);
    for (const id of ['start', 'back', 'forward', 'end', 'previousScene', 'nextScene']) {
      $(id).textContent = words[id];
      $(id).setAttribute('aria-keyshortcuts', words.keys[id]);
    }
    $('controls').setAttribute('aria-label', words.controls);
    $('scenes').setAttribute('aria-label', words.scenes);
    $('note').setAttribute('aria-label', words.note);
    $('question').setAttribute('aria-label', words.question);
    $('speedLabel').firstElementChild.textContent = words.speed;
    $('languageLabel').firstElementChild.textContent = words.language;
    $('timelineLabel').firstElementChild.textContent = words.timeline;
    for (const [k, option] of Array.from($('speed').options).entries())
      option.textContent = words.speeds[k];
    for (const [k, li] of Array.from($('sceneList').children).entries()) {
      const button = li.firstElementChild;
      button.setAttribute('aria-label', inLanguage(parts[k].heading) || String(k + 1));
    }
    const at = index;
    showPart(part);
    show(at);
    showScore();
  }

  function build() {
    const root = document.documentElement.style;
    root.setProperty('--paper', theme.background);
    root.setProperty('--ink', theme.coordinates);
    root.setProperty('--current', theme.current);
    $('play').setAttribute('aria-keyshortcuts', 'Space');
    for (const ms of data.speeds) {
      const o = document.createElement('option');
      o.value = String(ms);
      $('speed').appendChild(o);
    }
    $('speed').selectedIndex = data.speed;
    for (const [code, , name] of data.languages) {
      const o = document.createElement('option');
      o.value = code;
      o.textContent = name;
      $('language').appendChild(o);
    }
    $('languageLabel').hidden = data.languages.length < 2;
    $('scenes').hidden = parts.length < 2;
    document.body.classList.toggle('lesson', parts.length > 1);
    for (let k = 0; k < parts.length; ++k) {
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = String(k + 1);
      button.addEventListener('click', () => showPart(k));
      li.appendChild(button);
      $('sceneList').appendChild(li);
    }
    $('start').addEventListener('click', () => { pause(); show(0); });
    $('back').addEventListener('click', () => { pause(); show(index - 1); });
    $('forward').addEventListener('click', () => { pause(); forward(); });
    $('end').addEventListener('click', () => { pause(); show(steps.length - 1); });
    $('play').addEventListener('click', toggle);
    $('board').addEventListener('click', (e) => {
      const sq = e.target.closest && e.target.closest('rect.sq');
      if (sq) clicked(Number(sq.dataset.row), Number(sq.dataset.col));
    });
    $('previousScene').addEventListener('click', () => showPart(part - 1));
    $('nextScene').addEventListener('click', () => showPart(part + 1));
    $('speed').addEventListener('change', () => { if (timer !== null) play(); });
    $('language').addEventListener('change', () => speak($('language').value));
    $('timeline').addEventListener('input', () => { pause(); show(Number($('timeline').value)); });
    document.addEventListener('keydown', (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const inField = e.target instanceof HTMLSelectElement || e.target instanceof HTMLInputElement;
      const speed = $('speed');
      const keys = {
        ' ': toggle,
        ArrowRight: () => { pause(); forward(); },
        ArrowLeft: () => { pause(); show(index - 1); },
        Home: () => { pause(); show(0); },
        End: () => { pause(); show(steps.length - 1); },
        PageUp: () => showPart(part - 1),
        PageDown: () => showPart(part + 1),
        '+': () => { speed.selectedIndex = Math.min(speed.length - 1, speed.selectedIndex + 1);
                     if (timer !== null) play(); },
        '-': () => { speed.selectedIndex = Math.max(0, speed.selectedIndex - 1);
                     if (timer !== null) play(); },
      };
      const always = [' ', '+', '-', 'PageUp', 'PageDown'];
      if (inField && !always.includes(e.key)) return;
      const act = keys[e.key];
      // Space presses a focused button and ticks a focused box (a free column) instead.
      const pressable = e.target instanceof HTMLButtonElement ||
                        (e.target instanceof HTMLInputElement && e.target.type === 'checkbox');
      if (act && !(pressable && e.key === ' ')) {
        e.preventDefault();
        act();
      }
    });
    const first = NQ.browserLanguage(data.languages, data.language);
    $('language').value = first;
    speak(first);
  }
  build();
})();
